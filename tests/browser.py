"""What the browser tests check on a page, shared by the tests that visit pages (tests/test_browser.py)."""

from __future__ import annotations

import os
import re

from vjpkb import ROOT, browser

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
try:  # the browser the tests drive (conftest.py): CHROMIUM, else Debian's, else Playwright's own (vjpkb/browser.py)
    CHROMIUM = browser.find() or browser.SYSTEM[0]
except browser.NoBrowser:
    CHROMIUM = os.environ["CHROMIUM"]


COLOUR_RULES = ["color-contrast", "link-in-text-block"]  # the default rules that read colours

# site.css leaves a block of the article, or a notebook cell, unrendered until it nears the screen (content-visibility:
# auto): innerText, the fonts a page has used, colours and boxes are then known only near the screen. The per-page
# checks read the whole page as a reader who scrolls through it sees it, every block rendered; that the deferred
# blocks are drawn when they reach the screen is checked on its own (test_a_long_page_draws_each_formula_on_screen).
RENDER_ALL = (".md-content__inner > *, .jupyter-wrapper .jp-Cell, .jupyter-wrapper .jp-MarkdownOutput > * "
              "{ content-visibility: visible !important; }")


def render_all(page):
    """Every block of the page rendered, as the checks expect (RENDER_ALL); once per page."""
    page.evaluate("""css => { if (document.getElementById('vjp-render-all')) return;
        const deferred = [...document.querySelectorAll(css.split('{')[0])]
            .filter(e => getComputedStyle(e).contentVisibility === 'auto');
        const s = document.createElement('style'); s.id = 'vjp-render-all'; s.textContent = css;
        document.head.append(s);
        // as when a reader scrolls to each block: the browser starts rendering it, and site.js measures a box it skipped
        deferred.forEach(e => e.dispatchEvent(new ContentVisibilityAutoStateChangeEvent(
            'contentvisibilityautostatechange', {skipped: false}))); }""", RENDER_ALL)
    page.evaluate("document.fonts.ready.then(() => true)")


def check_accessibility_light_and_dark(page, name: str, figures: list | None = None):
    """No serious accessibility violation in the light scheme, then none about colours in the dark one (figures
    included); in each, the page's `figures` (vjpkb.figures.Figure) are checked too. site.js makes the boxes that
    scroll sideways focusable a few at a time while the browser is idle: axe runs once it has marked them all (on a
    loaded machine it had not, and axe found code blocks that scroll without keyboard access)."""
    render_all(page)
    page.wait_for_function("document.body.dataset.vjpScrollsAt === String(innerWidth)")
    for scheme, expected in (("light", "default"), ("dark", "slate")):
        if scheme == "dark":  # the reader's toggle in the header (Material picks the palette only at load time)
            page.locator("form[data-vjp-palette] label:visible").first.click()
        assert page.evaluate("document.body.dataset.mdColorScheme") == expected, f"{name}: not in {scheme} mode"
        check_figures(page, f"{name} ({scheme})", figures or [])
        check_plain_tokens(page, f"{name} ({scheme})")
        check_punctuation_contrast(page, f"{name} ({scheme})")
        # The scheme changes colours only, so in dark mode the rules about colour are the ones whose result can change.
        findings = axe_findings(page, COLOUR_RULES if scheme == "dark" else None)
        assert not findings, f"{name} ({scheme}):\n" + "\n".join(findings)


def axe_findings(page, rules: list[str] | None = None) -> list[str]:
    """axe-core's serious and critical violations on the page (all rules, or only `rules`)."""
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    options = {"resultTypes": ["violations"], **({"runOnly": {"type": "rule", "values": rules}} if rules else {})}
    # A box that scrolls sideways draws its edge shadows as background images (site.css, .vjp-scrolls), under which
    # axe cannot tell a colour and leaves the text unchecked. The shadows cover 0.6em at an edge; everywhere else the
    # text lies on the box's own colour, which the box has without the class: checked so.
    results = page.evaluate("""async options => {
        const marked = [...document.querySelectorAll('.vjp-scrolls')];
        marked.forEach(el => el.classList.remove('vjp-scrolls'));
        try { return await axe.run(document, options); }
        finally { marked.forEach(el => el.classList.add('vjp-scrolls')); } }""", options)
    return [
        f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
        for v in results["violations"] if v["impact"] in ("serious", "critical")
    ]


# hooks/code_tokens.py writes these Pygments tokens as plain text, in code blocks of each kind: the claim is that a
# span of that class looks exactly like text without one, which the cascade decides (checked here in each scheme).
PLAIN_TOKENS = {".md-typeset div.highlight pre > code": ["n", "w", "kc"], ".highlight-ipynb pre": ["n", "w"]}
LOOKS = ["color", "font-weight", "font-style", "font-family", "font-size", "background-color", "text-decoration-line",
         "opacity"]


def check_plain_tokens(page, where: str):
    """In a code block of the page, a span of each class the hook drops is styled as a span of no class (for
    whitespace, but for its colour)."""
    differ = page.evaluate(
        """([blocks, looks]) => Object.entries(blocks).flatMap(([selector, classes]) => {
               // A block inside a closed <details> is left out: Chromium 156 keeps its style from before the scheme
               // toggle until it is opened (the home page's torch-versions notes read the light colour in dark).
               const code = [...document.querySelectorAll(selector)].find(e => !e.closest('details:not([open])'));
               if (!code) return [];
               const probe = cls => { const s = document.createElement('span'); s.className = cls;
                                      s.textContent = 'x'; code.appendChild(s);
                                      const style = getComputedStyle(s), got = looks.map(l => style[l]);
                                      s.remove(); return got; };
               const plain = probe('');
               // whitespace (w) draws no glyph: its colour never shows, the rest (background, size, ...) can
               return classes.flatMap(cls => probe(cls).map((v, i) =>
                   v === plain[i] || (cls === 'w' && looks[i] === 'color') ? [] :
                   [`${selector} .${cls}: ${looks[i]} ${v}, plain text ${plain[i]}`]).flat());
           })""",
        [PLAIN_TOKENS, LOOKS],
    )
    assert not differ, f"{where}: tokens written as plain text would look different as spans:\n" + "\n".join(differ)


RGB = re.compile(r"rgba?\((\d+(?:\.\d+)?), (\d+(?:\.\d+)?), (\d+(?:\.\d+)?)(?:, (\d*\.?\d+))?\)")


def _rgba(css: str) -> tuple[list[float], float]:
    """A colour as Chromium computes it, 'rgb(r, g, b)' or 'rgba(r, g, b, a)'; any other form fails (it would be
    misread)."""
    m = RGB.fullmatch(css)
    assert m, f"not an rgb() colour: {css!r}"
    return [float(v) for v in m.groups()[:3]], 1.0 if m[4] is None else float(m[4])


def _contrast(a: str, b: str) -> float:
    """WCAG's contrast ratio of CSS colour `a` (its alpha blended onto `b`) on the opaque CSS colour `b`."""
    (fg, alpha), (bg, opaque) = _rgba(a), _rgba(b)
    assert opaque == 1, f"a background must be opaque: {b}"
    fg = [alpha * f + (1 - alpha) * g for f, g in zip(fg, bg)]

    def lum(rgb):
        f = lambda c: c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4  # noqa: E731
        r, g, b_ = (f(v / 255) for v in rgb)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b_
    hi, lo = sorted((lum(fg), lum(bg)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


# Colours in the page, for the checks below: rgba(css) reads a computed colour (and throws on another form, as _rgba
# does), over(layers, base) composites translucent layers (topmost first) onto an opaque base, backdrop(el) is what
# lies under an element's text when nothing overlaps it: its own and its ancestors' backgrounds down to the first
# opaque one, or the white canvas.
COLOURS_JS = """
  const rgba = css => {
    const m = css.match(/^rgba?\\((\\d+(?:\\.\\d+)?), (\\d+(?:\\.\\d+)?), (\\d+(?:\\.\\d+)?)(?:, (\\d*\\.?\\d+))?\\)$/);
    if (!m) throw new Error(`not an rgb() colour: ${css}`);
    return [+m[1], +m[2], +m[3], m[4] === undefined ? 1 : +m[4]]; };
  const over = (layers, base) => layers.reduceRight(
      (under, [r, g, b, a]) => [r, g, b].map((c, i) => a * c + (1 - a) * under[i]), base);
  const css = rgb => `rgb(${rgb.map(Math.round).join(', ')})`;
  const backdrop = el => {
    const layers = [];
    for (; el; el = el.parentElement) {
      const c = rgba(getComputedStyle(el).backgroundColor);
      if (c[3] > 0) layers.push(c);
      if (c[3] === 1) break;
    }
    return over(layers, [255, 255, 255]); };
"""

# axe's color-contrast passes over an element whose text is only punctuation and symbols (axe-core's
# hasRealTextChildren), so it never checks the brackets, commas and dots of code. This checks them: in each code block,
# a span of each class of such text (in one block, a class has one colour on one background) against its backdrop
# (code has no background image), in the scheme the page is in.
PUNCTUATION_COLOURS = "() => {" + COLOURS_JS + """
  const only = /^[\\p{P}\\p{S}\\s]+$/u, found = new Map();
  for (const pre of document.querySelectorAll('pre')) {
    const seen = new Set();
    for (const span of pre.querySelectorAll('span')) {
      const text = span.textContent;
      if (seen.has(span.className) || !only.test(text) || !text.trim() || span.children.length
          || !span.getClientRects().length) continue;
      seen.add(span.className);
      const colour = getComputedStyle(span).color, bg = css(backdrop(span));
      const key = `${span.className} ${colour} ${bg}`;
      if (!found.has(key)) found.set(key, {cls: span.className, text, colour, bg});
    }
  }
  return [...found.values()]; }"""


def _below_aa(texts: list[dict]) -> list[str]:
    """Of the texts a page's script found ({text, colour, bg} and the token class `cls`, if any), those below WCAG AA's
    4.5:1, described."""
    found = []
    for t in texts:
        if (ratio := _contrast(t["colour"], t["bg"])) < 4.5:
            cls = f" (.{t['cls']})" if t.get("cls") else ""
            found.append(f"'{t['text']}'{cls}: {t['colour']} on {t['bg']}, contrast {ratio:.2f}")
    return found


def check_punctuation_contrast(page, where: str):
    """The punctuation of code blocks is readable on the block's background (WCAG AA: 4.5:1)."""
    render_all(page)
    low = _below_aa(page.evaluate(PUNCTUATION_COLOURS))
    assert not low, f"{where}: punctuation in code below 4.5:1 (axe does not check it):\n" + "\n".join(low)


# Each text of each figure, against what is drawn under it: the cells drawn before it that hold its centre (SVG paints
# in document order), composited onto the figure's backdrop. axe checks none of these texts: it leaves them all
# "incomplete" (too short, overlapped by a shape, or inside an image).
FIGURES_JS = "() => {" + COLOURS_JS + """
  return [...document.querySelectorAll('figure.vjp-figure')].map(f => {
    const svg = f.querySelector('svg.vjp-fig'), r = svg.getBoundingClientRect(), base = backdrop(svg);
    const cells = [...svg.querySelectorAll('rect')].filter(c => getComputedStyle(c).fill !== 'none').map(c => {
      const s = getComputedStyle(c), [cr, cg, cb, ca] = rgba(s.fill);
      return {el: c, box: c.getBoundingClientRect(), layer: [cr, cg, cb, ca * Number(s.fillOpacity)]}; });
    const texts = [...svg.querySelectorAll('text')].map(t => {
      const b = t.getBoundingClientRect(), x = b.left + b.width / 2, y = b.top + b.height / 2;
      const layers = cells.filter(({el, box}) => el.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING
                                  && x >= box.left && x <= box.right && y >= box.top && y <= box.bottom)
                          .map(c => c.layer).reverse();  // the topmost first
      return {text: t.textContent, colour: getComputedStyle(t).fill, bg: css(over(layers, base))}; });
    return {w: r.width, h: r.height, label: svg.getAttribute('aria-label'), role: svg.getAttribute('role'),
            caption: f.querySelector('figcaption').innerText.trim(), texts}; }); }"""


def check_figures(page, where: str, expected: list):
    """The page's figures (tests/test_figures.py checks what they draw): as many as expected, visible, exposed as
    named images with a caption, and each of their texts readable on what is drawn under it (FIGURES_JS)."""
    render_all(page)
    figures = page.evaluate(FIGURES_JS)
    assert len(figures) == len(expected), f"{where}: {len(figures)} figures, expected {len(expected)}"
    if not figures:
        return
    for fig, figure in zip(figures, expected):
        assert fig["w"] > 100 and fig["h"] > 50, f"{where}: {figure.name} is not visible: {fig}"
        assert fig["role"] == "img" and fig["label"] and fig["caption"], f"{where}: {figure.name} unnamed"
        assert fig["texts"], f"{where}: {figure.name} has no text"
        low = _below_aa(fig["texts"])
        assert not low, f"{where}: {figure.name}: text below 4.5:1:\n" + "\n".join(low)
    names = page.get_by_role("img").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    assert all(f["label"] in names for f in figures), f"{where}: a figure is not exposed as an image"
    # axe's other rules see the figures in the caller's scan of the page (all rules in light, colour rules in dark)


PHONE = {"width": 360, "height": 740}
# At a phone's width: whatever reaches past the screen's right edge lies inside a box that scrolls sideways and shows
# that it does (site.js marks it vjp-scrolls, site.css draws its edge shadows), and the page itself does not scroll
# sideways. Elements of closed blocks and hidden tabs have no boxes and are left out.
WIDE_AT_PHONE = """() => {
  const out = [], W = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > W) out.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px`);
  const scroller = el => { for (; el && el !== document.body; el = el.parentElement) {
      const s = getComputedStyle(el);
      // a box that clips what it holds: its overflow is not visible and its content is wider than it (a table's
      // overflow does not apply to its display: table, so the box is its wrapper)
      if (el.clientWidth <= W && (s.overflowX === 'hidden'  // clipped on purpose (KaTeX's wide SVG parts)
          || (['auto', 'scroll'].includes(s.overflowX) && el.scrollWidth > el.clientWidth))) return el; } return null; };
  const seen = new Set();
  for (const el of document.querySelectorAll('.md-content *, .md-header *')) {  // the menu drawer slides in from off-screen
    const r = el.getBoundingClientRect();
    if (!r.width || r.right <= W + 1) continue;
    const box = scroller(el.parentElement);
    if (!box) { out.push(`${el.localName}.${el.className} reaches ${Math.round(r.right)} px, outside any scroll box`); continue; }
    if (seen.has(box)) continue;
    seen.add(box);
    if (getComputedStyle(box).overflowX === 'hidden') continue;  // clipped on purpose (KaTeX's struts, Material's parts)
    if (!box.classList.contains('vjp-scrolls') || !getComputedStyle(box).backgroundImage.includes('gradient'))
      out.push(`${box.localName}.${box.className}: scrolls sideways without showing it`);
  }
  return out; }"""


def check_phone_width(page, where: str):
    """The page at 360 px (PHONE): nothing wider than the screen but boxes that scroll and show that they do."""
    render_all(page)
    page.set_viewport_size(PHONE)
    page.wait_for_function(f"document.body.dataset.vjpScrollsAt === '{PHONE['width']}'")  # site.js re-marked
    found = page.evaluate(WIDE_AT_PHONE)
    assert not found, f"{where} at {PHONE['width']} px:\n" + "\n".join(found[:10])
