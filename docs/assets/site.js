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
  // sideways: keyboard users must be able to reach and scroll it, and every reader must see that it scrolls (the class
  // vjp-scrolls draws a shadow at each edge with more to see: site.css). Material makes its code blocks focusable only
  // when it mounts them, which content.lazy defers until they scroll into view. Checked again when the window's width
  // changes (a phone turned on its side). The boxes are measured a few at a time while the browser is idle, from the
  // top of the page down: measuring them all at once would lay out, in one long task, the whole page that
  // content-visibility (site.css) lets the browser leave unrendered until it is scrolled to.
  scrollable(body);
  let width = innerWidth;
  addEventListener("resize", () => {
    if (innerWidth === width) return;
    width = innerWidth;
    requestAnimationFrame(() => scrollable(body));
  });
});

const SCROLLERS = "div.arithmatex, div.highlight > pre > code, .md-typeset__scrollwrap, "
  + ".jupyter-wrapper :is(pre, .highlight-ipynb)";

const idle = window.requestIdleCallback
  || ((work) => setTimeout(() => work({ timeRemaining: () => 8 })));  // Safari has no requestIdleCallback
let round = 0;

function scrollable(body) {
  const queue = [...body.querySelectorAll(SCROLLERS)], mine = ++round;
  const work = (deadline) => {
    if (mine !== round) return;  // the width changed again: a newer round measures
    // Slices of about 8 ms: a phone's CPU, four times slower (Lighthouse's mobile test), makes them some 30 ms, under
    // the 50 ms of a long task.
    const boxes = [], end = performance.now() + 8;
    do {  // all reads first, then all writes: one layout per slice
      const el = queue.shift();
      if (el && getComputedStyle(el).contentVisibility !== "auto") boxes.push([el, overflows(el)]);  // else: below
    } while (queue.length && performance.now() < end && deadline.timeRemaining() > 1);
    for (const [el, wide] of boxes) mark(el, wide);
    if (queue.length) idle(work);
    else document.body.dataset.vjpScrollsAt = innerWidth;  // the width the marks are for (tests/browser.py waits for it)
  };
  idle(work);
}

// Wider than its box and scrolling (else content spilling out, not a scroll box)
const overflows = (el) => el.scrollWidth > el.clientWidth && ["auto", "scroll"].includes(getComputedStyle(el).overflowX);

// A box that content-visibility (site.css) may itself skip, a display formula or a table, has no layout inside while
// skipped: it measures as wide as the column. It is measured each time the browser starts rendering it, near the
// screen (the event, in capture: it does not bubble). Measured while skipped, a table of the Chinese why-gradient page
// 634 px wide on a 360 px screen was taken for one that fits: no shadow, no keyboard access.
document.addEventListener("contentvisibilityautostatechange", (e) => {
  if (!e.skipped && e.target.matches?.(SCROLLERS)) mark(e.target, overflows(e.target));
}, true);

function mark(el, wide) {
  const labels = { formula: ["公式", "Formula"], table: ["表格", "Table"], code: ["代码", "Code"] };
  el.classList.toggle("vjp-scrolls", wide);
  if (!wide || el.hasAttribute("tabindex")) return;
  el.tabIndex = 0;
  if (el.matches("div.highlight > pre > code")) return;  // as Material does: the block has its title and copy button
  const kind = el.matches(".arithmatex") ? "formula" : el.matches(".md-typeset__scrollwrap") ? "table" : "code";
  el.setAttribute("role", "region");
  el.setAttribute("aria-label", zh() ? `${labels[kind][0]}（可横向滚动）` : `${labels[kind][1]} (scrolls sideways)`);
}
