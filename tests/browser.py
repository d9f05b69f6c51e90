"""What the browser tests check on a page, shared by the tests that visit pages (tests/test_browser.py)."""

from __future__ import annotations

import re

from vjpkb import ROOT

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"


COLOUR_RULES = ["color-contrast", "link-in-text-block"]  # the default rules that read colours


def check_accessibility_light_and_dark(page, name: str, figures: list | None = None):
    """No serious accessibility violation in the light scheme, then none about colours in the dark one (figures
    included); in each, the page's `figures` (vjpkb.figures.Figure) are checked too."""
    for scheme, expected in (("light", "default"), ("dark", "slate")):
        if scheme == "dark":  # the reader's toggle in the header (Material picks the palette only at load time)
            page.locator("form[data-vjp-palette] label:visible").first.click()
        assert page.evaluate("document.body.dataset.mdColorScheme") == expected, f"{name}: not in {scheme} mode"
        check_figures(page, f"{name} ({scheme})", figures or [])
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


def _contrast(a: str, b: str) -> float:
    def lum(css):
        r, g, b_ = (int(v) / 255 for v in re.findall(r"[\d.]+", css)[:3])
        f = lambda c: c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4  # noqa: E731
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b_)
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def check_figures(page, where: str, expected: list):
    """The page's figures (tests/test_figures.py checks what they draw): as many as expected, visible, exposed as
    named images with a caption, and text readable on the page background (axe: the caller's scan of the page)."""
    figures = page.evaluate(
        """() => [...document.querySelectorAll('figure.vjp-figure')].map(f => {
               const svg = f.querySelector('svg.vjp-fig'), r = svg.getBoundingClientRect();
               const text = svg.querySelector('text');
               return {w: r.width, h: r.height, label: svg.getAttribute('aria-label'),
                       role: svg.getAttribute('role'), caption: f.querySelector('figcaption').innerText.trim(),
                       fill: getComputedStyle(text).fill,
                       bg: getComputedStyle(document.body).backgroundColor};
           })"""
    )
    assert len(figures) == len(expected), f"{where}: {len(figures)} figures, expected {len(expected)}"
    if not figures:
        return
    for fig, figure in zip(figures, expected):
        assert fig["w"] > 100 and fig["h"] > 50, f"{where}: {figure.name} is not visible: {fig}"
        assert fig["role"] == "img" and fig["label"] and fig["caption"], f"{where}: {figure.name} unnamed"
        ratio = _contrast(fig["fill"], fig["bg"])
        assert ratio >= 4.5, f"{where}: {figure.name}: text {fig['fill']} on {fig['bg']}, contrast {ratio:.1f}"
    names = page.get_by_role("img").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    assert all(f["label"] in names for f in figures), f"{where}: a figure is not exposed as an image"
    # axe sees the figures in the caller's scan of the whole page (all rules in light, the colour rules in dark)
