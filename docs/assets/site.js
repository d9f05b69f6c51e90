// Runs on every page load (Material's document$), after Material's own components are mounted.
document$.subscribe(({ body }) => {
  // Typeset the formulas that pymdownx.arithmatex (generic mode) wrote as \( \) and \[ \],
  // with KaTeX served by the site itself (no CDN).
  const delimiters = [
    { left: "\\(", right: "\\)", display: false },
    { left: "\\[", right: "\\]", display: true },
  ];
  // Notebook pages (mkdocs-jupyter): markdown cells keep Jupyter's $...$ and $$...$$.
  if (body.querySelector(".jp-Notebook")) {
    delimiters.push({ left: "$$", right: "$$", display: true }, { left: "$", right: "$", display: false });
  }
  const options = { delimiters, ignoredClasses: ["highlight", "md-search"], throwOnError: false };
  renderMathInElement(body, options);
  // Code annotations whose block is on screen at load were already moved into the block (.highlight) by Material.
  body.querySelectorAll(".md-annotation .md-tooltip__inner").forEach((el) => renderMathInElement(el, options));
  body.dataset.mathRendered = "true"; // the browser tests wait for this

  // Accessible names Material leaves out: the search dialog, and the numbered markers of code annotations.
  const search = document.querySelector(".md-search[role=dialog]");
  const input = document.querySelector(".md-search__input");
  if (search && input) search.setAttribute("aria-label", input.getAttribute("aria-label"));
  const note = document.documentElement.lang.startsWith("zh") ? "注释" : "Note";
  body.querySelectorAll("a.md-annotation__index").forEach((a) => {
    const id = a.querySelector("[data-md-annotation-id]")?.dataset.mdAnnotationId;
    if (id) a.setAttribute("aria-label", `${note} ${id}`);
  });
});
