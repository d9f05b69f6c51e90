"""The built site in a real headless Chromium (Debian's), served from 127.0.0.1 under a sub-path.

Run by `make test` and CI. Chromium comes from `apt-get install chromium fonts-noto-cjk`; a missing browser fails.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from hooks.outputs import strip_outputs
from tests.pages import DOCS, LANGS, ROOT, page_path, pages

pytestmark = pytest.mark.browser

ARTIFACTS = ROOT / "test-artifacts"
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"


ALL = [(lang, md) for lang in LANGS for md in pages(lang)]
IDS = [f"{lang}/{md.name}" for lang, md in ALL]


class Visit:
    """Open a page and record every request, failure and page error on the way."""

    def __init__(self, page, url):
        self.requests: list[str] = []
        self.failures: list[str] = []
        self.errors: list[str] = []
        page.on("request", lambda r: self.requests.append(r.url))
        page.on("requestfailed", lambda r: self.failures.append(f"{r.url} ({r.failure})"))
        page.on("response", lambda r: r.status >= 400 and self.failures.append(f"{r.url} (HTTP {r.status})"))
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        page.on("console", lambda m: m.type == "error" and self.errors.append(f"console: {m.text}"))
        page.goto(url, wait_until="networkidle")
        page.wait_for_function("() => document.body.dataset.mathRendered === 'true'", timeout=10_000)  # site.js


@pytest.mark.parametrize("lang,md", ALL, ids=IDS)
def test_page_loads_only_from_this_site_without_errors_and_renders_all_math(page, site_url, lang, md):
    name = f"docs/{lang}/{md.relative_to(DOCS / lang)}"
    visit = Visit(page, site_url + page_path(lang, md))
    foreign = [u for u in visit.requests if not u.startswith(site_url) and not u.startswith("data:")]
    assert not foreign, f"{name}: requests outside the site: {foreign}"
    assert not visit.failures, f"{name}: failed requests: {visit.failures}"
    assert not visit.errors, f"{name}: page errors: {visit.errors}"

    math = page.evaluate(
        """() => [...document.querySelectorAll('.arithmatex')].map(el => {
               const r = el.getBoundingClientRect();
               const html = el.querySelector('.katex-html');
               return {tex: el.textContent.slice(0, 60), w: r.width, h: r.height,
                       glyphs: html ? html.innerText.replace(/\\s/g, '').length : 0,
                       error: !!el.querySelector('.katex-error')};
           })"""
    )
    broken = [m for m in math if m["error"] or m["glyphs"] == 0 or m["w"] == 0 or m["h"] == 0]
    assert not broken, f"{name}: formulas without visible glyphs: {broken}"
    fonts_ok = page.evaluate("() => document.fonts.check('16px KaTeX_Main')") if math else True
    assert fonts_ok, f"{name}: KaTeX fonts did not load"

    prose = page.evaluate(
        """() => { const c = document.querySelector('.md-content').cloneNode(true);
                   c.querySelectorAll('pre, code, .katex').forEach(e => e.remove());
                   return c.innerText; }"""
    )
    raw = re.findall(r"\\\(|\\\)|\\\[|\\\]|\$\$|(?<![\w`])\$[^$\s][^$]*\$", prose)
    assert not raw, f"{name}: raw TeX left in the text: {raw[:5]}"


@pytest.mark.parametrize("lang,md", ALL, ids=IDS)
def test_language_menu_leads_to_the_twin_and_back(page, site_url, lang, md):
    other = next(o for o in LANGS if o != lang)
    page.goto(site_url + page_path(lang, md))
    twin = site_url + page_path(other, DOCS / other / md.relative_to(DOCS / lang))
    page.locator(f'a[hreflang="{other}"]').first.dispatch_event("click")
    page.wait_for_url(twin)
    assert page.evaluate("document.documentElement.lang").startswith(other)
    page.locator(f'a[hreflang="{lang}"]').first.dispatch_event("click")
    page.wait_for_url(site_url + page_path(lang, md))


SEARCHES = [  # (language of the page searched from, query, pages that explain it)
    ("zh", "雅可比", ["glossary/", "grad-outputs/", "vjp/", "jacobians/", "layouts/"]),
    ("zh", "梯度", ["glossary/", "grad-outputs/", "why-gradient/"]),
    ("en", "Jacobian", ["en/glossary/", "en/grad-outputs/", "en/vjp/", "en/jacobians/", "en/layouts/"]),
    ("en", "grad can be implicitly created only for scalar outputs", ["en/errors/"]),
    ("zh", "grad can be implicitly created only for scalar outputs", ["errors/"]),
    ("en", "Mismatch in shape: grad_output[0] has a shape of", ["en/errors/", "en/grad-outputs/"]),
]


@pytest.mark.parametrize("lang,query,expected", SEARCHES)
def test_search_finds_the_page_that_explains_it(page, site_url, lang, query, expected):
    page.goto(site_url + page_path(lang, DOCS / lang / "index.md"))
    page.wait_for_load_state("networkidle")  # the search index is fetched by a worker at start-up
    field = page.locator("input.md-search__input")
    page.keyboard.press("/")  # Material's shortcut: focus the search field
    for _ in range(10):  # a query typed while the worker is still building the index is dropped: type it again
        field.fill(query)
        field.press("End")  # Material searches on key events, not on a programmatic value change
        try:
            page.wait_for_selector(".md-search-result__item", timeout=3_000)
            break
        except PlaywrightTimeout:
            continue
    hrefs = page.eval_on_selector_all(".md-search-result__item > a", "els => els.map(a => a.href.split('?')[0])")
    top = hrefs[:5]
    assert any(h.startswith(site_url + e) for h in top for e in expected), f"search {query!r} ({lang}), top 5: {top}"


@pytest.mark.parametrize("lang", LANGS)
def test_copy_button_copies_code_that_prints_what_the_page_shows(page, site_url, lang):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(site_url + page_path(lang, DOCS / lang / "grad-outputs.md"))
    blocks = page.locator(".md-content pre")
    assert blocks.count() >= 4
    checked = 0
    for i in range(blocks.count()):
        block = blocks.nth(i)
        block.hover()
        block.locator('button[data-md-type="copy"]').click()
        copied = page.evaluate("navigator.clipboard.readText()")
        shown = block.locator("code").inner_text()
        assert copied.strip() and "(1)!" not in copied
        run = subprocess.run([sys.executable, "-c", copied], capture_output=True, text=True, timeout=60)
        assert run.returncode == 0, run.stderr
        assert run.stdout.rstrip("\n") == strip_outputs(shown)[2].rstrip("\n"), f"block {i} of {lang}/grad-outputs.md"
        checked += 1
    assert checked == blocks.count()


def axe_findings(page) -> list[str]:
    page.add_script_tag(path=str(AXE))
    results = page.evaluate("async () => await axe.run(document, {resultTypes: ['violations']})")
    return [
        f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
        for v in results["violations"] if v["impact"] in ("serious", "critical")
    ]


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("lang,md", ALL, ids=IDS)
def test_no_serious_accessibility_violation(page, site_url, lang, md, scheme):
    assert AXE.is_file(), f"{AXE} missing: run `npm ci` (make setup)"
    page.emulate_media(color_scheme=scheme)  # Material's palette follows prefers-color-scheme
    Visit(page, site_url + page_path(lang, md))
    expected = "slate" if scheme == "dark" else "default"
    assert page.evaluate("document.body.dataset.mdColorScheme") == expected
    findings = axe_findings(page)
    assert not findings, f"docs/{lang}/{md.relative_to(DOCS / lang)} ({scheme}):\n" + "\n".join(findings)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", ["index.md", "grad-outputs.md"])
def test_screenshots(page, site_url, lang, name):
    ARTIFACTS.mkdir(exist_ok=True)
    page.set_viewport_size({"width": 1280, "height": 900})
    Visit(page, site_url + page_path(lang, DOCS / lang / name))
    shot = ARTIFACTS / f"{lang}-{Path(name).stem}.png"
    page.screenshot(path=str(shot), full_page=False)
    assert shot.stat().st_size > 10_000


NOTEBOOK_PAGES = [(lang, p.stem) for lang in LANGS for p in pages(lang) if p.name not in ("index.md", "glossary.md")]


@pytest.mark.parametrize("lang,stem", NOTEBOOK_PAGES, ids=[f"{lang}/notebooks/{s}" for lang, s in NOTEBOOK_PAGES])
def test_notebook_page_loads_offline_with_math_and_a_download_button(page, site_url, lang, stem):
    prefix = page_path(lang, DOCS / lang / "index.md")
    visit = Visit(page, f"{site_url}{prefix}notebooks/{stem}/")
    name = f"{prefix}notebooks/{stem}/"
    assert not [u for u in visit.requests if not u.startswith(site_url) and not u.startswith("data:")], name
    assert not visit.failures and not visit.errors, f"{name}: {visit.failures} {visit.errors}"
    cells = page.locator(".jp-Cell")
    assert cells.count() > 2, f"{name}: not rendered as a notebook"
    text = page.evaluate(
        """() => [...document.querySelectorAll('.jp-MarkdownOutput')].map(e => {
               const c = e.cloneNode(true); c.querySelectorAll('.katex, code, pre').forEach(k => k.remove());
               return c.innerText; }).join('\\n')"""
    )
    assert not re.findall(r"\$\$|(?<![\w`])\$[^$\s][^$]*\$", text), f"{name}: raw TeX in markdown cells"
    if "$" in (DOCS / lang / f"{stem}.md").read_text(encoding="utf-8"):
        assert page.locator(".jp-MarkdownOutput .katex").count() > 0, f"{name}: no formula rendered"
    button = page.locator("a.nb-download")
    assert button.is_visible()
    with page.expect_download() as download:
        button.click()
    assert download.value.suggested_filename == f"{stem}.ipynb"
