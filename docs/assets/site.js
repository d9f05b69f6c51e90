// Runs on every page load (Material's document$), after Material's own components are mounted.
// Formulas need nothing here: they arrive as HTML, rendered at build time (hooks/math.py).
const zh = () => document.documentElement.lang.startsWith("zh");

document$.subscribe(({ body }) => {
  // An address whose anchor is not on this page but that this page links to elsewhere goes on there: an entry of the
  // old one-page error gallery (errors/#<id>, errors-advanced/#<id>) now has a page of its own, errors/<id>/, or a
  // section of one (errors/silent/#<id>), and the gallery's table, like the old second page, links to each.
  if (location.hash && !document.getElementById(decodeURIComponent(location.hash.slice(1)))) {
    const id = decodeURIComponent(location.hash.slice(1));
    const links = [...body.querySelectorAll(".md-content a[href]")].filter((a) => a.pathname !== location.pathname);
    const moved = links.find((a) => a.hash === location.hash)
      || links.find((a) => !a.hash && a.pathname.replace(/index\.html$/, "").endsWith(`/${id}/`));
    if (moved) return location.replace(moved.href);
  }
  // An accessible name Material leaves out: the search dialog's.
  const search = document.querySelector(".md-search[role=dialog]");
  const input = document.querySelector(".md-search__input");
  if (search && input) search.setAttribute("aria-label", input.getAttribute("aria-label"));
  // A display formula, a code block, or a code block or table of a notebook page, wider than the screen scrolls
  // sideways: keyboard users must be able to reach and scroll it. Material does this for its code blocks only when it
  // mounts them, which content.lazy defers until they scroll into view. All reads first, then all writes: one layout.
  const labels = { formula: ["公式", "Formula"], table: ["表格", "Table"], code: ["代码", "Code"] };
  const wide = [...body.querySelectorAll(
    "div.arithmatex, div.highlight > pre > code, .jupyter-wrapper :is(.md-typeset__scrollwrap, pre, .highlight-ipynb)",
  )].filter((el) => !el.hasAttribute("tabindex") && el.scrollWidth > el.clientWidth
    && ["auto", "scroll"].includes(getComputedStyle(el).overflowX));  // not content spilling out
  for (const el of wide) {
    el.tabIndex = 0;
    if (el.matches("div.highlight > pre > code")) continue;  // as Material does: the block has its title and copy button
    const kind = el.matches(".arithmatex") ? "formula" : el.matches(".md-typeset__scrollwrap") ? "table" : "code";
    el.setAttribute("role", "region");
    el.setAttribute("aria-label", zh() ? `${labels[kind][0]}（可横向滚动）` : `${labels[kind][1]} (scrolls sideways)`);
  }
});
