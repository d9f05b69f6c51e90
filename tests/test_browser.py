"""The built site in a real headless Chromium (Debian's), served from 127.0.0.1 under a sub-path.

Run by `make test` and CI. Chromium's headless shell comes from `apt-get install chromium-headless-shell
fonts-noto-cjk`; a missing browser fails.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.browser import (PHONE, render_all, check_accessibility_light_and_dark, check_figures, check_phone_width,
                           check_punctuation_contrast)
from vjpkb import (DOCS, GLUE_MARKS, GLUE_MAX, LANGS, ROOT, gallery_pages, includes, md_path, notebook_page,
                   notebook_stem, page_path, pages, rel, title, topic_pages)
from vjpkb.figures import FIGURES

pytestmark = pytest.mark.browser

ARTIFACTS = ROOT / "test-artifacts"


ALL = [(lang, md) for lang in LANGS for md in pages(lang)]
IDS = [f"{lang}/{md.name}" for lang, md in ALL]


# From the end of parsing to load, while Material's deferred script mounts its components: any change to the value of
# an attribute of <html> or <body>, and any table taken out of the page. Either restyles the whole page (a class on
# <html>: every element; a table moved into Material's wrapper: the article after it), which overrides/main.html and
# hooks/tables.py avoid. The palette script's attributes on <body> are set while the page is parsed, before this.
PAGE_WIDE_CHANGES = """document.addEventListener('readystatechange', () => {
  if (document.readyState !== 'interactive') return;
  window.__pageWide = [];
  const note = records => { for (const r of records) {
    if (r.type === 'attributes' && r.oldValue !== r.target.getAttribute(r.attributeName))
      window.__pageWide.push(`<${r.target.localName}> ${r.attributeName}: ${r.oldValue} -> ${r.target.getAttribute(
          r.attributeName)}`);
    for (const n of r.removedNodes || []) if (n.nodeName === 'TABLE') window.__pageWide.push('a table was moved');
  } };
  const seen = new MutationObserver(note);
  const attributes = {attributes: true, attributeOldValue: true};
  for (const el of [document.documentElement, document.body]) seen.observe(el, attributes);
  seen.observe(document.body, {childList: true, subtree: true});
  addEventListener('load', () => { note(seen.takeRecords()); seen.disconnect(); window.__pageWideDone = true; });
});"""


class Visit:
    """Open a page and record every request, failure and page error from then on (checked with check_clean, at the
    end of a test, so that requests made after load, such as the search index, are seen too), and what Material's
    script changed page-wide while the page loaded (PAGE_WIDE_CHANGES)."""

    def __init__(self, page, url):
        self.url = url
        self.requests: list[str] = []
        self.failures: list[str] = []
        self.errors: list[str] = []
        page.on("request", lambda r: self.requests.append(r.url))
        page.on("requestfailed", lambda r: self.failures.append(f"{r.url} ({r.failure})"))
        page.on("response", lambda r: r.status >= 400 and self.failures.append(f"{r.url} (HTTP {r.status})"))
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        page.on("console", lambda m: m.type == "error" and self.errors.append(f"console: {m.text}"))
        page.add_init_script(PAGE_WIDE_CHANGES)
        page.goto(url, wait_until="load")  # Material's deferred bundle has run and mounted its components by then
        page.evaluate("document.fonts.ready.then(() => true)")  # and every font the first paint needs has loaded
        page.wait_for_function("window.__pageWideDone === true")  # the observer stops at load
        self.page_wide = page.evaluate("window.__pageWide")

    def check_clean(self, page, site_url: str, name: str):
        page.wait_for_load_state("networkidle")  # a request still under way at the end has its answer recorded
        foreign = [u for u in self.requests if not u.startswith(site_url) and not u.startswith("data:")]
        assert not foreign, f"{name}: requests outside the site: {foreign}"
        assert not self.failures, f"{name}: failed requests: {self.failures}"
        assert not self.errors, f"{name}: page errors: {self.errors}"
        assert not self.page_wide, f"{name}: changed page-wide while the page loaded: {self.page_wide}"


SCREENSHOTS = ("index.md", "grad-outputs.md")
USED_FONTS = """() => [...new Set([...document.fonts].filter(f => f.status === 'loaded' && f.family.includes('KaTeX'))
    .map(f => f.family.replace(/"/g, '') + '-' + {'400normal': 'Regular', '700normal': 'Bold', '400italic': 'Italic',
                                                  '700italic': 'BoldItalic'}[f.weight + f.style] + '.woff2'))]"""


@pytest.mark.parametrize("lang,md", ALL, ids=IDS)
def test_page(page, site_url, lang, md):
    """One visit per page for every per-page check: nothing from another host, no failed request or page error,
    every formula with visible glyphs and no raw TeX, the KaTeX fonts it uses preloaded, its figures visible and named,
    no serious accessibility violation in light and dark, no search index fetched, and a language menu that links to
    the twin page."""
    name = f"docs/{lang}/{md.relative_to(DOCS / lang)}"
    page.set_viewport_size({"width": 1280, "height": 900})
    page.emulate_media(color_scheme="light")  # Material's palette follows prefers-color-scheme
    visit = Visit(page, site_url + md_path(lang, md))
    # Solutions sit in closed blocks (`??? success`); a reader opens them, and the checks below see them open: a
    # formula in a closed block draws no glyphs
    page.evaluate("() => document.querySelectorAll('details').forEach(d => { d.open = true; })")
    render_all(page)

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
    # The page preloads the KaTeX fonts its formulas use (hooks/math.py): every font it loaded was preloaded, and every
    # preload is a font it loaded, or one that only a formula hidden at load (a closed block, another tab) needs.
    preloaded = page.eval_on_selector_all('link[rel=preload][as=font]', "ls => ls.map(l => l.href.split('/').pop())")
    used = page.evaluate(USED_FONTS)
    assert set(used) <= set(preloaded), f"{name}: fonts loaded but not preloaded: {sorted(set(used) - set(preloaded))}"
    if set(preloaded) - set(used):
        page.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
        page.evaluate("""() => document.querySelectorAll('.tabbed-set > input').forEach(i => i.click())""")
        page.wait_for_function("document.fonts.status === 'loaded'")
        used = page.evaluate(USED_FONTS)
        unused = sorted(set(preloaded) - set(used))
        assert not unused, f"{name}: fonts preloaded but not used: {unused}"
    prose = page.evaluate(
        """() => { const c = document.querySelector('.md-main__inner').cloneNode(true);  // the page and its TOC
                   c.querySelectorAll('pre, code, .katex').forEach(e => e.remove());
                   return c.innerText; }"""
    )
    raw = re.findall(r"\\\(|\\\)|\\\[|\\\]|\$\$|(?<![\w`])\$[^$\s][^$]*\$", prose)
    assert not raw, f"{name}: raw TeX left in the text: {raw[:5]}"

    if md.name in SCREENSHOTS:
        ARTIFACTS.mkdir(exist_ok=True)
        shot = ARTIFACTS / f"{lang}-{md.stem}.png"
        page.screenshot(path=str(shot), full_page=False)
        assert shot.stat().st_size > 10_000

    check_accessibility_light_and_dark(page, name, [f for f in FIGURES if f.page == md.name])
    check_phone_width(page, name)
    if md == DOCS / lang / "index.md":  # the home page's first screen on a phone says what the site is and where to start
        start = page.locator(f'article a[href$="{page_path(lang, "grad-outputs").split("/")[-2]}/"]').first
        top = start.evaluate("a => a.getBoundingClientRect().top + scrollY")
        assert top < PHONE["height"], f"{name}: at {PHONE['width']} px the first link to page 1 is at {top:.0f} px"
    page.set_viewport_size({"width": 1280, "height": 900})
    visit.check_clean(page, site_url, name)
    index = [u for u in visit.requests if "search_index" in u]
    assert not index, f"{name}: the search index was fetched though the reader did not search: {index}"

    # The language menu links to the twin page (which its own test_page visits and checks).
    other = next(o for o in LANGS if o != lang)
    twin = site_url + md_path(other, DOCS / other / md.relative_to(DOCS / lang))
    menu = page.locator(f'a[hreflang="{other}"]').first
    href = menu.evaluate("a => a.href")
    assert href == twin, f"{name}: the language menu leads to {href}, not to its twin {twin}"
    if md.name == "index.md":  # and a click goes there (Material's JavaScript could redirect it), once per language
        menu.dispatch_event("click")
        page.wait_for_url(twin, wait_until="load")


def test_the_punctuation_check_fails_on_punctuation_too_light(page, site_url):
    """The check of punctuation in code (each page's visit) catches what axe passes over: punctuation drawn lighter
    than 4.5:1 on the code background."""
    page.goto(site_url + page_path("en", "errors/backward-twice"), wait_until="load")
    page.add_style_tag(content="body[data-md-color-scheme] { --md-code-hl-punctuation-color: #0000007a !important; }")
    caught = r"\(\.p\): rgba\(0, 0, 0, 0\.48\) on rgb\(245, 245, 245\), contrast 3\.65"
    with pytest.raises(AssertionError, match=caught):
        check_punctuation_contrast(page, "docs/en/errors/backward-twice.md")


def test_the_phone_check_fails_on_a_box_that_scrolls_without_showing_it(page, site_url):
    """At 360 px the first page's short answer has a display formula wider than the screen; without its edge shadows
    (site.css, .vjp-scrolls) the phone check (each page's visit) reports it."""
    page.goto(site_url + page_path("en", "grad-outputs"), wait_until="load")
    page.add_style_tag(content=".md-typeset .vjp-scrolls { background: none !important; }")
    with pytest.raises(AssertionError, match=r"div\.arithmatex vjp-scrolls: scrolls sideways without showing it"):
        check_phone_width(page, "docs/en/grad-outputs.md")


def test_the_figure_check_reads_each_text_on_the_cells_under_it(page, site_url):
    """The figures' check (each page's visit) reads a number drawn on a tinted cell against the cell, not the page:
    the tint made dark enough, the numbers on it fail."""
    page.goto(site_url + page_path("en", "grad-outputs"), wait_until="load")
    page.add_style_tag(content=".vjp-fig .cell.hl2, .vjp-fig .cell.band0 { fill-opacity: 0.9 !important; }")
    caught = r"'20': rgba\(0, 0, 0, 0\.87\) on rgb\(8\d, \d+, \d+\), contrast [0-4]\."
    with pytest.raises(AssertionError, match=caught):
        check_figures(page, "docs/en/grad-outputs.md", [f for f in FIGURES if f.page == "grad-outputs.md"])


# Every inline formula (an arithmatex span on a topic page, KaTeX's own span on a notebook page) followed by one of
# the marks: if it draws at most `max` characters, the mark must not start a line; nothing glued overflows its line.
GLUED = """([max, marks]) => { const found = [];
  const formulas = document.querySelectorAll('.md-content span.arithmatex, .jupyter-wrapper span.katex');
  for (const f of [...formulas].filter(f => !f.closest('.katex-display') && !f.parentElement.closest('.arithmatex'))) {
    const next = f.nextSibling, html = f.querySelector('.katex-html');
    if (!next || next.nodeType !== 3 || !marks.includes(next.textContent[0])) continue;
    const mark = document.createRange(); mark.setStart(next, 0); mark.setEnd(next, 1);
    const [m] = mark.getClientRects(), box = f.getBoundingClientRect();
    if (html.textContent.trim().length <= max && m.top >= box.bottom - 2)
      found.push(`${f.textContent.slice(0, 30)} | ${next.textContent.slice(0, 5)} starts a line`);
  }
  for (const g of document.querySelectorAll('.vjp-nobr')) {
    const line = g.closest('p, li, td, th, div').getBoundingClientRect();
    if (g.getBoundingClientRect().right > line.right + 1)
      found.push(`${g.textContent.slice(0, 30)} overflows its line`);
  }
  return found; }"""


@pytest.mark.parametrize("path", ["jacobians/", "chain-rule/", "errors/implicit-scalar/", "en/jacobians/", "en/vjp/",
                                  "en/errors/implicit-scalar/",
                                  "notebooks/chain-rule/", "en/notebooks/jacobians/"])
def test_punctuation_after_a_short_formula_never_starts_a_line(page, site_url, path):
    """hooks/math.py keeps a short inline formula (at most GLUE_MAX drawn characters) and the punctuation after it on
    one line, on a phone's widths too, on topic and notebook pages: Chromium otherwise breaks after a formula's last
    box even before "，" or ".". What it glues never overflows its line."""
    page.set_viewport_size({"width": 320, "height": 800})
    page.goto(site_url + path, wait_until="load")
    render_all(page)  # a line's boxes exist only where a block is rendered
    found = []
    for width in (320, 375, 412, 768):
        page.set_viewport_size({"width": width, "height": 800})
        found += [f"{width} px: {f}" for f in page.evaluate(GLUED, [GLUE_MAX, GLUE_MARKS])]
    assert page.locator(".vjp-nobr").count() > 5, f"{path}: no formula glued to its punctuation"
    assert not found, f"{path}:\n" + "\n".join(found[:10])


def _query(title: str) -> str:
    """What a reader pastes of a gallery page's message: its title up to the first gap ("...") or note in brackets."""
    return re.split(r"\.\.\.|\(|\{", title.replace("`", ""))[0].strip(" :")


GALLERY = [(md.relative_to(DOCS / LANGS[0]).with_suffix("").as_posix(), _query(title(md)))
           for md in gallery_pages(LANGS[0]) if md.name != "silent.md"]
SEARCHES = [  # (language of the page searched from, query, pages that explain it), each also on the other side
    ("zh", "雅可比", ["glossary/", "grad-outputs/", "vjp/", "jacobians/", "layouts/"]),
    ("zh", "梯度", ["glossary/", "grad-outputs/", "why-gradient/"]),
    ("en", "Jacobian", ["en/glossary/", "en/grad-outputs/", "en/vjp/", "en/jacobians/", "en/layouts/"]),
    # every gallery page from its message, in each language (a new page is searched without new test code)
    *[(lang, query, [page_path(lang, stem)]) for lang in LANGS for stem, query in GALLERY],
    # older wordings of the same messages, as people paste them from old reports (the gallery pages quote them)
    *[(lang, message, [page_path(lang, f"errors/{stem}")])
      for lang in LANGS
      for message, stem in (
          ("Trying to backward through the graph a second time, but the buffers have already been freed",
           "backward-twice"),
          ("element 0 of variables does not require grad and does not have a grad_fn", "no-grad-fn"),
          ("One of the differentiated Variables appears to not have been used in the graph", "unused-input"),
          ("Only Tensors of floating point dtype can require gradients", "int-requires-grad"),
      )],
]


@pytest.fixture(scope="module")
def search_page(browser, site_url):
    """One page per language whose search is open and whose index is loaded, opened on first use and reused by every
    query in this module (each query then costs a search, not a page load and an index built in the browser)."""
    opened = {}

    def open_(lang: str):
        if lang not in opened:
            context = browser.new_context()
            page = context.new_page()
            open_search(page, site_url + md_path(lang, DOCS / lang / "index.md"))
            opened[lang] = page
        return opened[lang]

    yield open_
    for page in opened.values():
        page.context.close()


@pytest.mark.parametrize("lang,query,expected", SEARCHES)
def test_search_finds_the_page_that_explains_it(search_page, site_url, lang, query, expected):
    hrefs = search(search_page(lang), query)
    top = hrefs[:5]
    assert any(h.startswith(site_url + e) for h in top for e in expected), f"search {query!r} ({lang}), top 5: {top}"
    other = [h for h in hrefs if h[len(site_url):].startswith("en/") != (lang == "en")]
    assert not other, f"search {query!r} from a {lang} page returned pages of another language: {other[:3]}"


def open_search(page, url: str):
    """Open `url` and turn to search as a reader does, with the "/" shortcut. The page fetches the search index only
    then (overrides/main.html); Material says "Initializing search" until its worker holds the index, then its
    placeholder text."""
    page.goto(url)
    page.keyboard.press("/")  # Material's shortcut: focus the search field
    page.wait_for_function(
        """() => document.querySelector('.md-search-result__meta')?.textContent.trim() ===
                 JSON.parse(document.getElementById('__config').textContent).translations['search.result.placeholder']""",
        timeout=30_000,
    )


def search(page, query: str) -> list[str]:
    """Type `query` into the open search field of `page` (open_search); the result links. The field is emptied first
    and the last query's results are gone before it is typed, so the links read are this query's."""
    field = page.locator("input.md-search__input")
    field.fill("")
    field.press("End")  # Material searches on key events, not on a programmatic value change
    page.wait_for_selector(".md-search-result__item", state="detached")
    for _ in range(10):  # should a query typed while the worker is still busy be dropped: type it again
        field.fill(query)
        field.press("End")
        try:
            page.wait_for_selector(".md-search-result__item", timeout=3_000)
            break
        except PlaywrightTimeout:
            continue
    return page.eval_on_selector_all(".md-search-result__item > a", "els => els.map(a => a.href.split('?')[0])")


@pytest.mark.parametrize("lang,query", [("zh", "雅可比"), ("en", "Jacobian")])
def test_a_search_result_opens_with_the_terms_highlighted(page, site_url, lang, query):
    """Material's search.highlight marks the terms on the page a result leads to; that page needs the search index
    at once (its URL carries "?h="), which overrides/main.html lets through."""
    open_search(page, site_url + md_path(lang, DOCS / lang / "index.md"))
    assert search(page, query)
    page.locator(".md-search-result__item > a").first.click()
    page.wait_for_url("**?h=*")
    page.wait_for_selector(".md-content mark", timeout=10_000)


def test_a_long_page_draws_each_formula_on_screen(browser, site_url):
    """A long page is rendered only near the screen (site.css: content-visibility on the article's blocks, which took
    the layouts page's first layout on Lighthouse's phone from about a second to a fifth of that): scrolled from top
    to bottom on a phone, every formula has its glyphs drawn while it is on the screen, and the blocks are deferred."""
    context = browser.new_context(viewport={"width": 412, "height": 823}, device_scale_factor=1.75, is_mobile=True)
    page = context.new_page()
    page.goto(site_url + page_path("zh", "layouts"), wait_until="load")
    deferred = page.evaluate("""() => [...document.querySelectorAll('.md-content__inner > *')]
        .filter(e => getComputedStyle(e).contentVisibility === 'auto').length""")
    assert deferred > 50, f"layouts: {deferred} blocks of the article deferred (site.css content-visibility)"
    seen, blank = set(), []
    for _ in range(200):
        for f in page.evaluate("""() => [...document.querySelectorAll('.arithmatex')].map((el, i) => {
                const r = el.getBoundingClientRect();
                if (r.bottom < 0 || r.top > innerHeight || el.closest('details:not([open])')) return null;
                return {i, glyphs: (el.querySelector('.katex-html')?.innerText || '').replace(/\\s/g, '').length,
                        tex: el.textContent.slice(0, 40)}; }).filter(Boolean)"""):
            seen.add(f["i"])
            if not f["glyphs"]:
                blank.append(f["tex"])
        if page.evaluate("scrollY + innerHeight >= document.documentElement.scrollHeight - 1"):
            break
        page.evaluate("scrollBy(0, innerHeight * 0.8)")
        page.wait_for_timeout(150)  # the next frames render what is now near the screen
    total = page.evaluate("""() => [...document.querySelectorAll('.arithmatex')]
        .filter(el => !el.closest('details:not([open])')).length""")
    context.close()
    assert not blank, f"layouts: formulas on screen without glyphs: {blank[:5]}"
    assert len(seen) == total, f"layouts: {total - len(seen)} formulas never on screen while scrolling"


def test_a_table_wider_than_a_phone_says_it_scrolls_once_scrolled_to(browser, site_url):
    """site.js marks a box that scrolls sideways (a shadow at the edge with more to see, keyboard access). A table is a
    block that content-visibility (site.css) may skip, and a skipped block measures as wide as the column: it is
    measured when the browser starts rendering it. A reader scrolls to the Chinese why-gradient page's table (wider
    than 360 px) with no help from the tests' render_all."""
    context = browser.new_context(viewport=PHONE, device_scale_factor=2, is_mobile=True)
    page = context.new_page()
    page.goto(site_url + page_path("zh", "why-gradient"), wait_until="load")
    page.wait_for_function(f"document.body.dataset.vjpScrollsAt === '{PHONE['width']}'")
    page.evaluate("document.querySelector('.md-content .md-typeset__scrollwrap').scrollIntoView({block: 'center'})")
    page.wait_for_timeout(500)
    box = page.evaluate("""() => { const b = document.querySelector('.md-content .md-typeset__scrollwrap');
        return {wide: b.scrollWidth > b.clientWidth, marked: b.classList.contains('vjp-scrolls'), tab: b.tabIndex}; }""")
    context.close()
    assert box["wide"], f"the table fits a {PHONE['width']} px screen now: pick another page for this test"
    assert box["marked"] and box["tab"] == 0, f"a table wider than the screen, on screen, not marked: {box}"


LAYOUT_SHIFTS = """window.__shifts = [];
new PerformanceObserver(list => list.getEntries().forEach(e => window.__shifts.push(e.sources.map(s =>
    `${s.node?.className || s.node?.nodeName} x ${s.previousRect.x} -> ${s.currentRect.x}, y ${s.previousRect.y} -> ${
        s.currentRect.y}`).join('; ') + ` (${e.value})`))).observe({type: 'layout-shift', buffered: true})"""


@pytest.mark.parametrize("path", ["grad-outputs/", "en/notebooks/jacobians/", "notebooks/layouts/"])
def test_nothing_moves_while_a_phone_loads_the_page(browser, site_url, path):
    """Nothing on a phone-sized page moves while it loads (cumulative layout shift 0), even when the browser paints
    before the whole header is parsed: with the stylesheets held back, Chromium painted the header up to the palette
    script, and the toggle moved when the language menu and search button followed (overrides/main.html).

    Nor when the parser yields inside the first screen of the article: a paragraph painted half parsed had its line
    breaks change when the rest arrived (hooks/first_screen.py).

    The stylesheets arrive one by one, 0.5 s apart; everything else (scripts, the preloaded fonts) as soon as asked.
    (A sleep in the route handler would hold every request: Playwright's sync API runs handlers one at a time.) A font
    that arrives after the first paint does move lines holding formulas: CONTRIBUTING.md, "Fonts after the first
    paint"."""
    context = browser.new_context(viewport={"width": 412, "height": 823}, device_scale_factor=1.75, is_mobile=True)
    page = context.new_page()
    page.add_init_script(LAYOUT_SHIFTS)
    held = []
    page.route("**/*.css", lambda route: held.append(route))
    page.goto(site_url + path, wait_until="commit")
    released = 0
    while held or page.evaluate("document.readyState") != "complete":
        page.wait_for_timeout(500)  # meanwhile Playwright serves the other requests
        if held:
            held.pop(0).continue_()
            released += 1
    assert released == 4, f"{path}: {released} stylesheets held back, expected Material's two, KaTeX's, the site's"
    below = page.evaluate("""() => {  // the first screen's hold, not the header's
        const link = document.querySelector('link[rel=expect]:not([href="#vjp-palette-script"])');
        const target = document.getElementById(decodeURIComponent(link.href.split('#')[1]));
        return target.getBoundingClientRect().top + scrollY - innerHeight; }""")
    assert below > 0, f"{path}: the first paint waits for an element inside the first screen (hooks/first_screen.py)"
    page.evaluate("document.fonts.ready.then(() => true)")
    page.wait_for_timeout(300)
    shifts = page.evaluate("window.__shifts")
    # A notebook page defers the blocks inside its markdown cells, not the cells (site.css): a cell holds a section.
    deferred = page.evaluate("""() => [...document.querySelectorAll('.jupyter-wrapper .jp-MarkdownOutput > *')]
        .filter(e => getComputedStyle(e).contentVisibility === 'auto').length""")
    context.close()
    assert not shifts, f"{path}: layout shifts while loading: {shifts}"
    assert "notebooks/" not in path or deferred > 20, f"{path}: {deferred} blocks of its markdown cells deferred"


@pytest.mark.parametrize("path", ["notebooks/layouts/", "en/notebooks/jacobians/", "notebooks/errors-silent/",
                                  "en/notebooks/errors-returned-nan/"])
def test_nothing_moves_while_a_slow_phone_loads_a_notebook_page(browser, site_url, path):
    """A plain load, the CPU four times slower as in Lighthouse's phone test: with the cells of a notebook's first
    screen deferred too (content-visibility), they were painted at their 5em guess and then changed size (shifts of
    0.014-0.095; hooks/first_screen.py renders them from the start)."""
    context = browser.new_context(viewport={"width": 412, "height": 823}, device_scale_factor=1.75, is_mobile=True)
    shifts = slow_phone_shifts(context, site_url + path, settle_ms=1500)
    context.close()
    assert not shifts, f"{path}: layout shifts while loading: {shifts}"


def slow_phone_shifts(context, url, settle_ms):
    """The layout shifts of one plain load of `url` in a new page of `context`, the CPU four times slower (as in
    Lighthouse's phone test), counted until the fonts are in and `settle_ms` later."""
    page = context.new_page()
    page.add_init_script(LAYOUT_SHIFTS)
    context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": 4})
    page.goto(url, wait_until="load")
    page.evaluate("document.fonts.ready.then(() => true)")
    page.wait_for_timeout(settle_ms)
    shifts = page.evaluate("window.__shifts")
    page.close()
    return shifts


@pytest.mark.parametrize("path", ["errors/", "en/errors/", "errors-advanced/", "en/errors-advanced/",
                                  "errors/batchnorm-vmap/", "en/errors/batchnorm-vmap/"])
def test_nothing_moves_while_a_slow_phone_loads_a_short_page_or_the_gallery_index(browser, site_url, path):
    """Three plain loads, the CPU four times slower: with the blocks of the article left to content-visibility, Chromium
    laid them out at their 5em guess before it found them on the screen, and the footer of a short page (or of the
    index, whose first screen ends in its long table) moved off the first screen: layout shifts of 0.03-0.22 in 3 of 5
    loads (hooks/first_screen.py renders a short page's whole article from the start). Below 0.01, not 0: the Chinese
    index's table changes its column widths when KaTeX's fonts arrive, 0.0002-0.007 in 1 of 5 loads (CONTRIBUTING.md,
    "Fonts after the first paint")."""
    context = browser.new_context(viewport={"width": 412, "height": 823}, device_scale_factor=1.75, is_mobile=True)
    loads = [slow_phone_shifts(context, site_url + path, settle_ms=1000) for _ in range(3)]
    context.close()
    moved = [shifts for shifts in loads if sum(float(s.rsplit("(", 1)[1].rstrip(")")) for s in shifts) >= 0.01]
    assert not moved, f"{path}: layout shifts while loading, in {len(moved)} of 3 loads: {moved}"


def test_the_colour_scheme_follows_the_system_until_the_reader_picks_one(browser, site_url):
    """overrides/partials/palette-script.html: a reader who never chose gets the system's scheme on every page; a
    click on the toggle switches, is kept on the next page, and wins over the system from then on."""
    context = browser.new_context(color_scheme="dark")
    page = context.new_page()
    scheme = lambda: page.evaluate("document.body.dataset.mdColorScheme")  # noqa: E731
    page.goto(site_url + "grad-outputs/")
    assert scheme() == "slate", "a reader whose system is dark did not get the dark scheme"
    page.emulate_media(color_scheme="light")
    page.goto(site_url + "en/glossary/")
    assert scheme() == "default", "a reader who never chose did not follow the system to light"
    page.locator("form[data-vjp-palette] label:visible").first.click()
    assert scheme() == "slate", "the toggle did not switch to dark"
    page.goto(site_url + "jacobians/")
    assert scheme() == "slate", "the reader's choice was not kept on the next page"
    page.locator("form[data-vjp-palette] input:checked").focus()
    page.keyboard.press("Enter")
    assert scheme() == "default", "Enter on the toggle did not switch back to light"
    context.close()


@pytest.mark.parametrize("lang", LANGS)
def test_copy_button_copies_the_snippet_the_tests_run(page, site_url, lang):
    """What the copy button puts on the clipboard is the snippet file itself (annotation markers removed:
    docs/assets/site.css hides them while Material copies), the file tests/test_snippets.py runs and whose printed
    output it checks."""
    md = DOCS / lang / "grad-outputs.md"
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(site_url + md_path(lang, md))
    page.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")  # the exercises' solutions too
    blocks = page.locator(".md-content pre")
    files = [ROOT / target for target in includes(md)]
    assert blocks.count() == len(files) >= 4
    for i, file in enumerate(files):
        block = blocks.nth(i)
        block.hover()
        block.locator('button[data-md-type="copy"]').click()
        copied = page.evaluate("navigator.clipboard.readText()")
        expected = ANNOTATION_MARKER.sub("", file.read_text(encoding="utf-8"))
        assert lines(copied) == lines(expected), f"block {i} of {rel(md)}: the copied code is not {rel(file)}"


ANNOTATION_MARKER = re.compile(r"[ \t]*# \(\d+\)!")


def lines(code: str) -> list[str]:
    return [line.rstrip() for line in code.strip("\n").splitlines()]


NOTEBOOK_PAGES = [(lang, p) for lang in LANGS for p in topic_pages(lang)]
# Where the first block of a notebook page that content-visibility may skip starts (hooks/first_screen.py renders the
# ones before it from the start): a cell (a code cell nests a second one), or a block of a markdown cell's rendered
# markdown.
FIRST_DEFERRED = """() => {
    const blocks = [...document.querySelectorAll('.jupyter-wrapper .jp-Notebook > .jp-Cell')].flatMap(c =>
        [c, ...c.querySelectorAll('.jp-CodeCell, .jp-MarkdownOutput > *')]);
    const first = blocks.find(b => getComputedStyle(b).contentVisibility === 'auto');
    return first ? first.getBoundingClientRect().top + scrollY : Infinity; }"""


@pytest.mark.parametrize("lang,md", NOTEBOOK_PAGES, ids=[rel(p) for _, p in NOTEBOOK_PAGES])
def test_notebook_page_loads_offline_with_math_a_download_button_and_no_accessibility_violation(page, site_url, lang, md):
    name = notebook_page(lang, notebook_stem(md))
    page.emulate_media(color_scheme="light")
    visit = Visit(page, site_url + name)
    for width, height in ((1350, 940), (412, 915)):  # a laptop's window, a tall phone
        page.set_viewport_size({"width": width, "height": height})
        top = page.evaluate(FIRST_DEFERRED)
        assert top >= height, f"{name}: at {width} x {height} a deferred block starts {top:.0f} px down, on the first screen"
    render_all(page)
    cells = page.locator(".jp-Cell")
    assert cells.count() > 2, f"{name}: not rendered as a notebook"
    text = page.evaluate(
        """() => [...document.querySelectorAll('.jp-MarkdownOutput')].map(e => {
               const c = e.cloneNode(true); c.querySelectorAll('.katex, code, pre').forEach(k => k.remove());
               return c.innerText; }).join('\\n')"""
    )
    assert not re.findall(r"\$\$|(?<![\w`])\$[^$\s][^$]*\$", text), f"{name}: raw TeX in markdown cells"
    if "$" in md.read_text(encoding="utf-8"):
        assert page.locator(".jp-MarkdownOutput .katex").count() > 0, f"{name}: no formula rendered"
    button = page.locator("a.nb-download")
    assert button.is_visible()
    with page.expect_download() as download:
        button.click()
    assert download.value.suggested_filename == f"{notebook_stem(md)}.ipynb"
    check_accessibility_light_and_dark(page, name, [f for f in FIGURES if f.page == md.name])
    check_phone_width(page, name)
    visit.check_clean(page, site_url, name)


MOVED = [  # (old address, where it leads): the one-page gallery and its second page, before each message had a page
    ("errors/#implicit-scalar", "errors/implicit-scalar/"),
    ("errors/#accumulated-grad", "errors/silent/#accumulated-grad"),
    ("errors-advanced/#invalid-gradient", "errors/invalid-gradient/"),
    ("errors-advanced/#where-nan", "errors/silent/#where-nan"),
    ("errors-advanced/#ddp-create-graph", "errors/leaf-inplace/#ddp-create-graph"),
]


@pytest.mark.parametrize("lang", LANGS)
def test_an_entry_of_the_old_gallery_is_found_at_its_old_address(page, site_url, lang):
    """The old addresses of the gallery's entries lead to their pages (site.js, by the links the gallery's table and
    the old second page keep); an anchor that is on its page stays where it is."""
    prefix = site_url + ("" if lang == LANGS[0] else f"{lang}/")
    for old, new in MOVED:
        page.goto(prefix + old, wait_until="load")
        page.wait_for_url(prefix + new, timeout=10_000)
    stays = prefix + "errors/silent/#where-nan"
    page.goto(stays, wait_until="load")
    page.wait_for_timeout(300)
    assert page.url == stays, f"{stays} went on to {page.url}"
