"""The built site (properdocs build --strict, once per session): both languages, twins linked, nothing external."""

import html
import json
import re

import lxml.html
import pytest

from tests.conftest import SUBPATH
from vjpkb import DOCS, LANGS, ROOT, includes, md_path, pages, torch_version


def html_path(site, lang, page):
    return site / md_path(lang, page) / "index.html"


def has_class(name: str) -> str:
    """An XPath test for an element whose class attribute holds `name` (as the CSS selector `.name` means)."""
    return f"contains(concat(' ', normalize-space(@class), ' '), ' {name} ')"


def all_pages():
    return [(lang, page) for lang in LANGS for page in pages(lang)]


@pytest.mark.parametrize("lang,md", all_pages(), ids=lambda v: getattr(v, "name", v))
def test_page_is_built_and_its_language_menu_leads_to_its_twin(built_site, lang, md):
    page = md
    out = html_path(built_site, lang, page)
    assert out.is_file(), f"docs/{lang}/{page.name}: not built at {out.relative_to(built_site)}"
    html = out.read_text(encoding="utf-8")
    for other in LANGS:
        if other == lang:
            continue
        twin = html_path(built_site, other, DOCS / other / page.relative_to(DOCS / lang))
        links = re.findall(rf'<a href="([^"]*)" hreflang="{other}"', html)
        assert links, f"docs/{lang}/{page.name}: no language-menu link to {other}"
        link = links[0]
        if link.startswith("/"):  # absolute links (index pages) carry the site's sub-path
            assert link.startswith(SUBPATH), f"docs/{lang}/{page.name}: {link} ignores the site's sub-path"
            target = built_site / link[len(SUBPATH):] / "index.html"
        else:
            target = (out.parent / link).resolve() / "index.html"
        assert target.resolve() == twin.resolve(), (
            f"docs/{lang}/{page.name}: language menu goes to {links[0]}, not to its twin"
        )


EXTERNAL_LOAD = re.compile(
    r'<(?:script|img|iframe)[^>]+src="(https?:)?//|<link[^>]+href="(https?:)?//[^"]+"[^>]*rel="(?:stylesheet|preload|preconnect)'
    r'|<link[^>]+rel="(?:stylesheet|preload|preconnect)"[^>]+href="(https?:)?//|url\((["\']?)(https?:)?//'
)


def test_no_page_loads_anything_from_another_host(built_site):
    offenders = []
    for f in sorted(built_site.rglob("*")):
        if f.suffix in (".html", ".css") and f.is_file():
            m = EXTERNAL_LOAD.search(f.read_text(encoding="utf-8", errors="replace"))
            if m:
                offenders.append(f"{f.relative_to(built_site)}: {m.group(0)[:120]}")
    assert not offenders, "resources loaded from another host:\n" + "\n".join(offenders)


def test_katex_css_and_fonts_are_served_by_the_site_and_no_formula_is_left_to_the_browser(built_site):
    """Formulas are rendered at build time (hooks/math.py): KaTeX's CSS and fonts are served, its JavaScript is not,
    and every formula of every page is already KaTeX's HTML."""
    assert (built_site / "assets/katex/katex.min.css").is_file()
    assert list((built_site / "assets/katex/fonts").glob("*.woff2"))
    assert not list(built_site.rglob("katex*.js")) and not list(built_site.rglob("auto-render*.js"))
    raw = []
    for f in sorted(built_site.rglob("index.html")):
        for m in re.finditer(r'<(span|div) class="arithmatex">(.{0,60})', f.read_text(encoding="utf-8")):
            if not m[2].startswith('<span class="katex'):
                raw.append(f"{f.relative_to(built_site)}: {m[2]}")
    assert not raw, "formulas not rendered at build time:\n" + "\n".join(raw[:20])


def test_each_language_has_its_own_search_index_and_chinese_is_segmented(built_site):
    """A reader downloads the index of the language they read only (hooks/search.py)."""
    for lang in LANGS:
        folder = built_site if lang == LANGS[0] else built_site / lang
        index = json.loads((folder / "search/search_index.json").read_text(encoding="utf-8"))
        locations = [d["location"] for d in index["docs"]]
        others = [loc for loc in locations if loc.split("/")[0] in LANGS]
        assert locations and not others, f"{lang} search index holds pages of another language: {others[:5]}"
        pages_indexed = {loc.split("#")[0] for loc in locations}
        assert len(pages_indexed) >= len(pages(lang)) - 1, f"{lang} search index misses pages: {sorted(pages_indexed)}"
        if lang == "zh":
            assert "\\u200b" in index["config"]["separator"], "the search separator must split on \\u200b (jieba)"
            text = " ".join(d["text"] for d in index["docs"])
            assert "\u200b雅可比\u200b" in text, "Chinese text is not segmented with hooks/jieba_user_dict.txt"


def test_every_page_states_the_torch_version_of_its_outputs(built_site):
    name = f"torch {torch_version()}"
    missing = [str(f.relative_to(built_site)) for f in sorted(built_site.rglob("index.html"))
               if name not in f.read_text(encoding="utf-8")]
    assert not missing, f"pages whose footer does not name {name}: {missing}"


def test_the_installed_torch_is_the_pinned_one():
    """The stored outputs are checked against the installed torch, and the pages name the pin."""
    from importlib.metadata import version

    assert version("torch").split("+")[0] == torch_version(), "requirements.txt pins another torch than installed"


def notebook_pages(built_site):
    """(topic page, its notebook page's path, that page's built HTML) for every notebook page of both languages."""
    from vjpkb import notebook_page, notebook_stem, topic_pages

    for lang in LANGS:
        for page in topic_pages(lang):
            path = notebook_page(lang, notebook_stem(page))
            yield page, path, (built_site / path / "index.html").read_text(encoding="utf-8")


def test_notebook_pages_keep_inline_code_in_their_table_of_contents(built_site):
    """mkdocs-jupyter drops inline code from a notebook page's TOC ("为什么 会报错"); hooks/notebooks.py restores it."""
    missing = []
    for page, _, html in notebook_pages(built_site):
        toc = " ".join(re.findall(r'class="md-nav__link">\s*<span class="md-ellipsis">(.*?)</span>', html, re.S))
        for code in re.findall(r"^#{2,6} .*?`([^`]+)`", page.read_text(encoding="utf-8"), re.M):
            if code.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;") not in toc:
                missing.append(f"{page.relative_to(DOCS.parent)}: `{code}` is missing from its notebook page's TOC")
    assert not missing, "\n".join(missing[:20])


def test_no_reference_link_is_left_undefined(built_site):
    """A reference link whose definition is missing renders as literal "[text][ref]" and the strict build says
    nothing: look for it in the built text (outside code)."""
    left = []
    for f in sorted(built_site.rglob("index.html")):
        text = re.sub(r"<(pre|code|script|style|textarea)\b.*?</\1>|<div class=\"clipboard-copy-txt\".*?</div>", "",
                      f.read_text(encoding="utf-8"), flags=re.S)  # code, and mkdocs-jupyter's copy of each cell
        left += [f"{f.relative_to(built_site)}: {m[0]}" for m in re.finditer(r"\[[^\]<>]{1,80}\]\[[\w.-]*\]", text)]
    assert not left, "reference links without a definition:\n" + "\n".join(left[:20])


def test_every_code_annotation_is_drawn_and_explained_right_under_its_block(built_site):
    """A snippet's `# (N)!` markers are drawn as `# (N)` at build time (vjpkb/annotations.py; Material's tooltips are
    off) and the list right after the block explains each: markers 1..k in the block, k items in the list."""
    faults, drawn = [], 0
    for lang in LANGS:
        for md in pages(lang):
            tree = lxml.html.document_fromstring(html_path(built_site, lang, md).read_text(encoding="utf-8"))
            where = f"docs/{lang}/{md.name}"
            for block in tree.xpath(f"//article//div[{has_class('highlight')}]"):
                code = block.text_content()
                if re.search(r"# \(\d+\)!", code):
                    faults.append(f"{where}: a marker left undrawn in {code.strip()[:60]!r}")
                notes = [int(n.text_content().strip()[3:-1]) for n in block.find_class("vjp-note")]
                if not notes:
                    continue
                drawn += len(notes)
                after = next((e for e in block.itersiblings() if isinstance(e.tag, str)), None)  # an element, no comment
                items = len(after.findall("li")) if after is not None and after.tag == "ol" else 0
                if sorted(notes) != list(range(1, len(notes) + 1)) or items != len(notes):
                    faults.append(f"{where}: markers {notes}, then a list of {items} items, in {code.strip()[:60]!r}")
    assert drawn > 500, f"only {drawn} markers drawn: vjpkb/annotations.py no longer finds Pygments' comment token"
    assert not faults, "\n".join(faults[:20])


def test_no_page_has_a_script_that_blocks_the_parser(built_site):
    """Material's bundle and site.js are deferred (overrides/main.html): the page paints before they run. (The notebook
    pages' empty MathJax script, `src="data:,"` from mkdocs.yml's custom_mathjax_url, fetches nothing.)"""
    blocking = []
    for f in sorted(built_site.rglob("index.html")):
        body = f.read_text(encoding="utf-8").split("<body", 1)[1]
        blocking += [f"{f.relative_to(built_site)}: {tag}" for tag in re.findall(r"<script\b[^>]*\bsrc=[^>]*>", body)
                     if not re.search(r"\b(defer|async)\b", tag) and 'src="data:,"' not in tag]
    assert not blocking, "scripts that block the parser:\n" + "\n".join(blocking[:20])


def test_katex_fonts_are_cut_to_the_characters_the_formulas_draw(built_site):
    """hooks/math.py cuts KaTeX's fonts down to exactly the characters the site's formulas draw (a full build does not
    reuse an earlier build's characters): each served font holds every such character the full font has, and fewer
    characters than the full font (fontTools reads the fonts; the characters are read from the KaTeX HTML of the built
    pages). A few characters no formula draws stay in: glyphs that a drawn glyph is composed of (fontTools keeps them,
    and their code points). The fonts kept for the next build to copy (.cache/katex-fonts) are these."""
    from fontTools.ttLib import TTFont

    from vjpkb import KATEX, KATEX_FONTS_CACHE, KATEX_GLYPHS

    drawn = set()
    for f in built_site.rglob("index.html"):
        text = f.read_text(encoding="utf-8")
        if 'class="katex-html"' in text:
            drawn |= set("".join(e.text_content() for e in lxml.html.document_fromstring(text).find_class("katex-html")))
    assert {"∂", "J", "∑"} <= drawn, "no formula found in the built pages"
    assert set(KATEX_GLYPHS.read_text(encoding="utf-8")) == drawn, "the fonts were cut to other characters"
    wrong = []
    for font in sorted((built_site / "assets" / "katex" / "fonts").glob("*.woff2")):
        full = set(map(chr, TTFont(KATEX / "dist" / "fonts" / font.name).getBestCmap()))
        served = set(map(chr, TTFont(font).getBestCmap()))
        missing = sorted(full & drawn - served)
        if missing or not len(served) < len(full):
            wrong.append(f"{font.name}: {len(served)} of {len(full)} characters, missing {missing}")
    assert not wrong, "\n".join(wrong)
    # what a later build copies instead of cutting again (hooks/math.py): this build's fonts, and only them
    kept = list(KATEX_FONTS_CACHE.iterdir())
    assert len(kept) == 1, f"{KATEX_FONTS_CACHE} holds {len(kept)} sets of cut fonts, not this build's one"
    served = {f.name: f.read_bytes() for f in (built_site / "assets" / "katex" / "fonts").glob("*.woff2")}
    assert {f.name: f.read_bytes() for f in kept[0].iterdir()} == served, f"{kept[0]} is not the served fonts"


def test_every_style_element_of_a_notebook_page_is_css(built_site):
    """mkdocs-jupyter appends the Python repr of its list of stylesheets as a <style> after each notebook; hooks/
    notebooks.py drops it."""
    bad = [path for _, path, out in notebook_pages(built_site) if re.search(r"<style[^>]*>\s*\[", out)]
    assert not bad, f"a Python list as a stylesheet on: {bad}"


def test_notebook_pages_keep_no_rule_that_matches_nothing(built_site):
    """hooks/notebooks.py drops the rules of JupyterLab's stylesheet whose every selector puts `:root` after a
    combinator (`.jupyter-wrapper :root{...}`, mkdocs-jupyter's scoped copies of JupyterLab's variables and base64
    icons): they match no element. The stylesheet mkdocs-jupyter ships has them, so the check is not empty."""
    import mkdocs_jupyter
    from pathlib import Path

    import hooks.notebooks as nb
    from vjpkb.css import rules

    shipped = (Path(mkdocs_jupyter.__file__).parent / "templates/mkdocs_html/assets/index.css").read_text("utf-8")
    assert sum(not nb._live(text) for _, _, text in rules(shipped)) >= 2, "no `.jupyter-wrapper :root` rule to drop"
    found = []
    for _, path, out in notebook_pages(built_site):
        styles = "".join(re.findall(r"<style[^>]*>(.*?)</style>", out, re.DOTALL))
        assert ".jupyter-wrapper .jp-Cell" in styles, f"{path}: JupyterLab's cell rules are missing"
        found += [f"{path}: {text[:80]}" for _, _, text in rules(styles) if not nb._live(text)]
    assert not found, "rules that match nothing, kept:\n" + "\n".join(found[:10])


def test_code_blocks_carry_no_span_drawn_in_their_own_colour(built_site):
    """hooks/code_tokens.py writes Pygments' names and whitespace (and, on topic pages, None/True/False) as plain
    text: they are drawn in the code block's own colour (the hook checks the stylesheets on every build, and
    tests/test_guards.py shows that check stop a build). Every other token keeps its span and colour."""
    left = []
    for f in sorted(built_site.rglob("index.html")):
        notebook = "/notebooks/" in f.as_posix()
        spans = re.findall(r'<span class="(n|w|kc)">', f.read_text(encoding="utf-8"))
        wrong = [s for s in spans if not (notebook and s == "kc")]
        if wrong:
            left.append(f"{f.relative_to(built_site)}: {len(wrong)} spans of class {sorted(set(wrong))}")
    assert not left, "spans drawn in the code's own colour are left:\n" + "\n".join(left[:10])
    errors = (built_site / "errors/backward-twice/index.html").read_text(encoding="utf-8")  # a gallery page: code
    for token in ("k", "nb", "mi", "s2", "c1", "p", "o"):  # keywords, builtins, numbers, strings, comments, ...
        assert f'<span class="{token}">' in errors, f"errors/: no <span class=\"{token}\"> left: highlighting is lost"
    notebook_page = (built_site / "notebooks/errors-backward-twice/index.html").read_text(encoding="utf-8")
    assert '<span class="kc">' in notebook_page, "notebooks/errors-backward-twice/: None/True/False lost their notebook style"
    # and the code reads as its snippet file (the stored outputs included; `# (1)!` drawn as `# (1)`)
    page = DOCS / LANGS[0] / "errors/backward-twice.md"
    block = r'<div class="highlight">(?:<span class="filename">.*?</span>)?<pre><span></span><code>(.*?)</code></pre>'
    blocks = re.findall(block, errors, re.S)
    assert len(blocks) == len(includes(page)), f"errors/: {len(blocks)} code blocks, {len(includes(page))} includes"
    for code, target in zip(blocks, includes(page)):
        expected = re.sub(r"# \((\d+)\)!", r"# (\1)", (ROOT / target).read_text(encoding="utf-8"))
        assert html.unescape(re.sub(r"<[^>]+>", "", code)).strip() == expected.strip(), f"errors/: {target} altered"


def test_every_table_arrives_in_materials_wrapper_and_is_styled_as_material_styles_its_tables(built_site):
    """hooks/tables.py: every table of every page (topic and notebook, both languages) is written inside Material's
    scroll wrapper with class="vjp-table", so Material's script does not move it at load; and the served site.css gives
    `table.vjp-table` each rule Material's stylesheet gives `table:not([class])`, in the same @media block."""
    from vjpkb.css import rules

    faults, tables = [], 0
    for f in sorted(built_site.rglob("index.html")):
        text = f.read_text(encoding="utf-8")
        for m in re.finditer(r"<table\b[^>]*>", text):
            tables += 1
            before = text[max(0, m.start() - 80):m.start()]
            if not m[0].startswith('<table class="vjp-table"') or not before.endswith(
                    '<div class="md-typeset__scrollwrap"><div class="md-typeset__table">'):
                faults.append(f"{f.relative_to(built_site)}: {(before + m[0])[-140:]!r}")
    assert tables > 40, f"only {tables} tables found"
    assert not faults, "tables not in Material's wrapper:\n" + "\n".join(faults[:10])
    material = next((built_site / "assets" / "stylesheets").glob("main.*.min.css")).read_text(encoding="utf-8")
    served = [(wrapper, text) for wrapper, _, text in rules((built_site / "assets" / "site.css").read_text("utf-8"))
              if "table.vjp-table" in text.split("{")[0]]
    theirs = [(wrapper, text.replace("table:not([class])", "table.vjp-table")) for wrapper, _, text in rules(material)
              if "table:not([class])" in text.split("{")[0]]
    assert len(theirs) >= 10, f"Material styles table:not([class]) in {len(theirs)} rules only"
    assert served == theirs, f"site.css gives table.vjp-table {served}, Material's rules in their order are {theirs}"


def test_no_line_break_of_the_source_is_left_between_two_chinese_characters(built_site):
    """hooks/cjk_breaks.py: Chromium draws a line break of the HTML between two Chinese characters as a space (CSS Text
    3 says to drop it; Chromium 156 does not), so none is left in the prose of a built page, topic or notebook (code
    keeps its line breaks)."""
    from vjpkb.html import prose_parts

    wide = "[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]"
    left, pages_seen = [], 0
    for f in sorted(built_site.rglob("index.html")):
        parts, texts = prose_parts(f.read_text(encoding="utf-8"))
        pages_seen += 1
        left += [f"{f.relative_to(built_site)}: {m[0]!r}" for i in texts
                 for m in re.finditer(rf"{wide}[ \t]*\n[ \t]*{wide}", parts[i])]
    assert pages_seen > 90
    assert not left, f"{len(left)} line breaks between Chinese characters:\n" + "\n".join(left[:10])
    code = (built_site / "errors/backward-twice/index.html").read_text(encoding="utf-8")
    assert re.search(r"<pre\b[^>]*>.*?\n.*?</pre>", code, re.S), "a code block lost its line breaks"


def test_a_notebook_page_renders_the_cells_of_its_first_screen_from_the_start(built_site):
    """hooks/first_screen.py: each notebook page renders, from the start, its cells before the block where the text a
    reader sees reaches RENDERED columns (a display formula DISPLAY more), and in that cell the blocks up to that one
    (the rest content-visibility defers, site.css). Counted here on lxml's parse of the page, not the hook's own tag scan;
    test_browser.py checks that what this renders covers the first screen."""
    from hooks.first_screen import CELLS, DISPLAY, RENDERED
    from vjpkb.html import columns, seen_text

    for _, path, out in notebook_pages(built_site):
        rule = re.search(r"<style>(\.jupyter-wrapper \.jp-Notebook > \.jp-Cell:nth-child.*?)</style>", out)
        assert rule and rule.start() < out.index("</head>"), f"{path}: no rule rendering its first cells"
        tree = lxml.html.fromstring(out)
        article = out[out.find("<article"):out.index('<div class="jp-Notebook"')]
        text = columns(seen_text(article)) + DISPLAY * article.count('class="katex-display"')
        notebook = tree.find_class("jp-Notebook")[0]
        k, blocks = len(notebook), "*"  # the whole notebook, if it is shorter
        for n, cell in enumerate(notebook, 1):
            md = cell.find_class("jp-MarkdownOutput")
            for m, block in enumerate(md[0] if md else [cell], 1):
                html = lxml.html.tostring(block, encoding="unicode", with_tail=False)
                text += columns(seen_text(html)) + DISPLAY * len(block.find_class("katex-display"))
                if text >= RENDERED:
                    k, blocks = n, f":nth-child(-n+{m})" if md else "*"
                    break
            else:
                continue
            break
        before, at = f"{CELLS}:nth-child(-n+{k - 1})", f"{CELLS}:nth-child({k})"
        expected = (f"{before}, {before} .jp-CodeCell, {before} .jp-MarkdownOutput > *, "
                    f"{at}, {at} .jp-CodeCell, {at} .jp-MarkdownOutput > {blocks} ")
        assert rule[1].startswith(expected), f"{path}: {rule[1]!r}, expected cells up to {k}, blocks {blocks}"


def test_a_short_page_renders_its_whole_article_from_the_start(built_site):
    """hooks/first_screen.py: every page whose article has at most SHORT_PAGE blocks, other than a notebook page,
    renders them all from the start, and a longer one leaves them to content-visibility. Counted on lxml's parse;
    test_browser.py checks that nothing moves on the short pages that did."""
    from hooks.first_screen import SHORT_PAGE

    notebooks = {str(built_site / path / "index.html") for _, path, _ in notebook_pages(built_site)}
    faults, short, long = [], 0, 0
    for f in sorted(built_site.rglob("index.html")):
        out, where = f.read_text(encoding="utf-8"), f.relative_to(built_site)
        if str(f) in notebooks or "<article" not in out:
            continue
        rule = re.findall(r"<style>\.md-content__inner\.md-typeset > :nth-child\(-n\+(\d+)\) "
                          r"\{ content-visibility: visible; \}</style>", out.split("</head>", 1)[0])
        n = len(lxml.html.fromstring(out).find(".//article"))
        expected = [str(n)] if n <= SHORT_PAGE else []
        if rule != expected:
            faults.append(f"{where}: {n} blocks, rule for {rule or 'none'}, expected {expected or 'none'}")
        short, long = short + (n <= SHORT_PAGE), long + (n > SHORT_PAGE)
    assert short >= 20 and long > 100, f"{short} short pages, {long} longer ones"
    assert not faults, "\n".join(faults[:20])


def test_the_first_paint_waits_for_the_header_and_the_first_screen_of_the_article(built_site):
    """overrides/main.html and hooks/first_screen.py: every page holds its first paint (`<link rel="expect"
    blocking="render">`) until its header is parsed, and a long page also until the first heading of its article after
    FIRST_SCREEN characters of the text a reader sees, an element the page has; a page painted half parsed moved
    (test_browser.py checks that the element is below a phone's first screen)."""
    from vjpkb import FIRST_SCREEN
    from vjpkb.html import seen_text

    faults, held = [], 0
    for f in sorted(built_site.rglob("index.html")):
        page, where = f.read_text(encoding="utf-8"), f.relative_to(built_site)
        head = page.split("</head>", 1)[0]
        targets = re.findall(r'<link rel="expect" href="#([^"]+)" blocking="render">', head)
        if "vjp-palette-script" not in targets or 'id="vjp-palette-script"' not in page:
            faults.append(f"{where}: the first paint does not wait for the header")
        article = page[page.find("<article"):]
        for target in set(targets) - {"vjp-palette-script"}:
            at = article.find(f' id="{target}"')
            if at < 0:
                faults.append(f"{where}: #{target} is not in the article")
            elif (text := len(seen_text(article[:at]))) < FIRST_SCREEN:
                faults.append(f"{where}: #{target} comes after {text} characters of text, not {FIRST_SCREEN}")
            held += 1
    assert held > 60, f"only {held} pages wait for the first screen of their article"
    assert not faults, "\n".join(faults[:20])


def test_every_page_has_one_title(built_site):
    """A page's article has one h1, its title: a line of prose that starts with an issue number ('#43347 ...', wrapped
    onto the start of a line, in a list item or an annotation) became a heading in four pages (a grader found the first)."""
    extra = []
    for f in sorted(built_site.rglob("index.html")):
        out = f.read_text(encoding="utf-8")
        if (at := out.find("<article")) >= 0 and (n := len(re.findall(r"<h1\b", out[at:]))) != 1:
            titles = [re.sub(r"<[^>]+>", "", t)[:60] for t in re.findall(r"<h1\b[^>]*>(.*?)</h1>", out[at:], re.S)]
            extra.append(f"{f.relative_to(built_site)}: {n} h1 headings: {titles}")
    assert not extra, "\n".join(extra)
