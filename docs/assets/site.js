// Runs on every page load (Material's document$), after Material's own components are mounted.
// Formulas need nothing here: they arrive as HTML, rendered at build time (hooks/math.py).
const zh = () => document.documentElement.lang.startsWith("zh");

// Code annotations: Material creates each tooltip empty and moves the note into it later; until then the tooltip has
// no accessible name. Name every tooltip after its marker ("Note 3"), whenever Material adds one.
const nameTooltips = (root) =>
  root.querySelectorAll?.(".md-annotation .md-tooltip[role=tooltip]:not([aria-label])").forEach((tip) => {
    const id = tip.id.match(/_annotation_(\d+)$/)?.[1];
    if (id) tip.setAttribute("aria-label", `${zh() ? "注释" : "Note"} ${id}`);
  });
new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach(nameTooltips)))
  .observe(document.body, { childList: true, subtree: true });

document$.subscribe(({ body }) => {
  // Accessible names Material leaves out: the search dialog, and the numbered markers of code annotations.
  const search = document.querySelector(".md-search[role=dialog]");
  const input = document.querySelector(".md-search__input");
  if (search && input) search.setAttribute("aria-label", input.getAttribute("aria-label"));
  body.querySelectorAll("a.md-annotation__index").forEach((a) => {
    const id = a.querySelector("[data-md-annotation-id]")?.dataset.mdAnnotationId;
    if (id) a.setAttribute("aria-label", `${zh() ? "注释" : "Note"} ${id}`);
  });
  nameTooltips(body);
  // A display formula, or a code block or table of a notebook page, wider than the screen scrolls sideways: keyboard
  // users must be able to reach and scroll it (Material does this for the code blocks of its own pages only).
  const labels = { formula: ["公式", "Formula"], table: ["表格", "Table"], code: ["代码", "Code"] };
  body.querySelectorAll("div.arithmatex, .jupyter-wrapper :is(.md-typeset__scrollwrap, pre, .highlight-ipynb)")
    .forEach((el) => {
      const scrolls = ["auto", "scroll"].includes(getComputedStyle(el).overflowX);  // not content spilling out
      if (scrolls && el.scrollWidth > el.clientWidth && !el.hasAttribute("tabindex")) {
        const kind = el.matches(".arithmatex") ? "formula" : el.matches(".md-typeset__scrollwrap") ? "table" : "code";
        el.tabIndex = 0;
        el.setAttribute("role", "region");
        el.setAttribute("aria-label", zh() ? `${labels[kind][0]}（可横向滚动）` : `${labels[kind][1]} (scrolls sideways)`);
      }
    });
});
