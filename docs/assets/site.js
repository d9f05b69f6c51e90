// Runs on every page load (Material's document$), after Material's own components are mounted.
// Formulas need nothing here: they arrive as HTML, rendered at build time (hooks/math.py).
document$.subscribe(({ body }) => {
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
