"""What the browser tests check on a page, shared by the tests that visit pages (tests/test_browser.py)."""

from __future__ import annotations

import os
import re

from vjpkb import ROOT

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium-headless-shell")  # the browser the tests drive (conftest.py)


COLOUR_RULES = ["color-contrast", "link-in-text-block"]  # the default rules that read colours


def check_accessibility_light_and_dark(page, name: str, figures: list | None = None):
    """No serious accessibility violation in the light scheme, then none about colours in the dark one (figures
    included); in each, the page's `figures` (vjpkb.figures.Figure) are checked too."""
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
    results = page.evaluate("async options => await axe.run(document, options)", options)
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
               const code = document.querySelector(selector);
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


def _contrast(a: str, b: str) -> float:
    """WCAG's contrast ratio of CSS colour `a` (its alpha blended onto `b`) on the opaque CSS colour `b`."""
    (*fg, alpha), bg = (([float(v) for v in re.findall(r"[\d.]+", css)] + [1.0])[:4] for css in (a, b))
    fg = [alpha * f + (1 - alpha) * g for f, g in zip(fg, bg)]

    def lum(rgb):
        f = lambda c: c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4  # noqa: E731
        r, g, b_ = (f(v / 255) for v in rgb)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b_
    hi, lo = sorted((lum(fg), lum(bg[:3])), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


# axe's color-contrast passes over an element whose text is only punctuation and symbols (axe-core's
# hasRealTextChildren), so it never checks the brackets, commas and dots of code. This checks them: in each code block,
# each span of such text against the block's background (code has no background image, so it is the background colours
# up the tree, composited), in the scheme the page is in.
PUNCTUATION_COLOURS = """() => {
  const only = /^[!-\\/:-@\\[-`{-~\\s]+$/, found = new Map();
  const background = el => {  // the backgrounds up the tree, composited down to the first opaque one (or white)
    const layers = [];
    for (; el; el = el.parentElement) {
      const [r, g, b, a = 1] = getComputedStyle(el).backgroundColor.match(/[\\d.]+/g).map(Number);
      if (a > 0) layers.push([r, g, b, a]);
      if (a === 1) break;
    }
    const rgb = layers.reduceRight((under, [r, g, b, a]) => [r, g, b].map((c, i) => a * c + (1 - a) * under[i]),
                                   [255, 255, 255]);
    return `rgb(${rgb.map(Math.round).join(', ')})`; };
  for (const pre of document.querySelectorAll('pre')) {
    const seen = new Set();  // in one block, a class of token has one colour on one background
    for (const span of pre.querySelectorAll('span')) {
      const text = span.textContent;
      if (seen.has(span.className) || !only.test(text) || !text.trim() || span.children.length
          || !span.getClientRects().length) continue;
      seen.add(span.className);
      const colour = getComputedStyle(span).color, bg = background(span), key = `${span.className} ${colour} ${bg}`;
      if (!found.has(key)) found.set(key, {cls: span.className, text, colour, bg});
    }
  }
  return [...found.values()]; }"""


def check_punctuation_contrast(page, where: str):
    """Every punctuation token in a code block is readable on the block's background (WCAG AA: 4.5:1)."""
    low = [f"'{t['text']}' (.{t['cls']}): {t['colour']} on {t['bg']}, contrast {_contrast(t['colour'], t['bg']):.2f}"
           for t in page.evaluate(PUNCTUATION_COLOURS) if _contrast(t["colour"], t["bg"]) < 4.5]
    assert not low, f"{where}: punctuation in code below 4.5:1 (axe does not check it):\n" + "\n".join(low)


def check_figures(page, where: str, expected: list):
    """The page's figures (tests/test_figures.py checks what they draw): as many as expected, visible, exposed as
    named images with a caption, and every text readable on what lies under it: the page background, under the cells
    drawn there (axe leaves text over SVG shapes "incomplete", unchecked)."""
    figures = page.evaluate(
        """() => [...document.querySelectorAll('figure.vjp-figure')].map(f => {
               const svg = f.querySelector('svg.vjp-fig'), r = svg.getBoundingClientRect();
               const pageBg = getComputedStyle(document.body).backgroundColor.match(/[\\d.]+/g).map(Number);
               const cells = [...svg.querySelectorAll('rect')]
                   .map(c => ({box: c.getBBox(), style: getComputedStyle(c)})).filter(c => c.style.fill !== 'none');
               const texts = [...svg.querySelectorAll('text')].map(t => {
                   const b = t.getBBox(), x = b.x + b.width / 2, y = b.y + b.height / 2;
                   let bg = pageBg.slice(0, 3);  // then each cell that holds the text's centre, in drawing order
                   for (const {box, style} of cells) {
                       if (x < box.x || x > box.x + box.width || y < box.y || y > box.y + box.height) continue;
                       const [cr, cg, cb, ca = 1] = style.fill.match(/[\\d.]+/g).map(Number);
                       const a = ca * Number(style.fillOpacity);
                       bg = [cr, cg, cb].map((c, i) => a * c + (1 - a) * bg[i]);
                   }
                   return {text: t.textContent, fill: getComputedStyle(t).fill,
                           bg: `rgb(${bg.map(Math.round).join(', ')})`};
               });
               return {w: r.width, h: r.height, label: svg.getAttribute('aria-label'),
                       role: svg.getAttribute('role'), caption: f.querySelector('figcaption').innerText.trim(), texts};
           })"""
    )
    assert len(figures) == len(expected), f"{where}: {len(figures)} figures, expected {len(expected)}"
    if not figures:
        return
    for fig, figure in zip(figures, expected):
        assert fig["w"] > 100 and fig["h"] > 50, f"{where}: {figure.name} is not visible: {fig}"
        assert fig["role"] == "img" and fig["label"] and fig["caption"], f"{where}: {figure.name} unnamed"
        low = [f"'{t['text']}': {t['fill']} on {t['bg']}, contrast {_contrast(t['fill'], t['bg']):.1f}"
               for t in fig["texts"] if _contrast(t["fill"], t["bg"]) < 4.5]
        assert not low, f"{where}: {figure.name}: text below 4.5:1:\n" + "\n".join(low)
    names = page.get_by_role("img").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    assert all(f["label"] in names for f in figures), f"{where}: a figure is not exposed as an image"
    # axe sees the figures in the caller's scan of the whole page (all rules in light, the colour rules in dark)
