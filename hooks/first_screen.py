"""mkdocs hook: a page is first painted with its first screen of content parsed whole.

The parser can yield anywhere, and Chromium may paint then: a paragraph painted with only its first words parsed
had its line breaks change when the rest arrived (a line of the English notebook page moved down 26 px with the
CPU slowed down 4x, in 2 to 3 of 30 loads). `<link rel="expect" href="#id" blocking="render">` holds rendering until the
element with that id is parsed: here, the first heading of the article after FIRST_SCREEN characters of its text, so
that whatever the first screen shows is parsed before the first paint. A page whose article is shorter is painted
once parsed (rel=expect lets go at the end of the parse). The header's own hold is in overrides/main.html.
"""

import re
import sys
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository root: vjpkb, the page model

from vjpkb import FIRST_SCREEN  # noqa: E402  2,000: more than a 1350 x 940 window or a phone shows
from vjpkb.html import columns, seen_text  # noqa: E402

HEADING = re.compile(r'<h[2-6][^>]*?\sid="([^"]+)"')


def expected_heading(output: str) -> str | None:
    """The id of the article's first heading after FIRST_SCREEN characters of its text, if there is one: the text a
    reader sees, not the inline stylesheets of a notebook page or the MathML copy of each formula for screen readers."""
    at, text = output.find("<article"), 0
    if at < 0:
        return None
    for m in HEADING.finditer(output, at):
        text += len(seen_text(output[at:m.start()]))
        at = m.start()
        if text >= FIRST_SCREEN:
            return m[1]
    return None


# A notebook page renders its first screen from the start: the cells before the block where the text a reader sees
# reaches RENDERED columns, and in that cell the blocks up to that one. Left to content-visibility (site.css), the
# first paint drew them at their 5em guess and Chromium rendered them a frame later (on the Chinese notebook of
# errors/silent a code cell grew and moved the cell below it: a layout shift of 0.073; a topic page showed no such
# shift). Not whole cells up to the hold's target, the next heading: a markdown cell holds a section, and the Chinese
# notebook of layouts had one 2,700 px tall before its target, 4,150 elements that the first style then covered (CPU 4x
# slower: 11,433 elements styled in 438 ms, 8,240 boxes laid out in 572 ms).
# Counted in columns, a Chinese character two (Chinese text is set about twice as wide as English, and on the Chinese
# notebook of layouts FIRST_SCREEN characters took 2,700 px of a phone's height). FIRST_SCREEN columns left a skipped
# block on the first screen of 21 notebook pages, at 1350 x 940 or 1920 x 1080, by up to 136 px; a quarter more left
# none at 360 x 780, 412 x 823, 1280 x 800, 1350 x 940 or 1920 x 1080 (2026-12-03; test_browser.py checks two of them).
RENDERED = FIRST_SCREEN * 5 // 4
# A display formula counts DISPLAY columns beside its text: a few glyphs as seen text, it is as tall as several lines.
# Without it the Chinese notebook of layouts rendered 2,800-3,800 px from the start (its second cell alone 4,123
# elements; first style and layout, CPU 4x: 8,956 elements in 290 ms, 6,319 boxes in 583 ms); with 400, 1,550-2,240 px
# (4,888 in 174 ms, 3,440 in 290 ms), and still no deferred block on the first screen of any notebook page at the five
# sizes above; with 800, one on 7 pages (2026-12-03).
DISPLAY = 400


def screen_columns(html: str) -> int:
    """How much of the first screen a piece of a page takes, in columns of text (see RENDERED and DISPLAY)."""
    return columns(seen_text(html)) + DISPLAY * html.count('class="katex-display"')
# A code cell's markup nests a second .jp-CodeCell in the first, which site.css defers too.
FIRST_CELLS = ("<style>{cells}:nth-child(-n+{before}), {cells}:nth-child(-n+{before}) .jp-CodeCell, "
               "{cells}:nth-child(-n+{before}) .jp-MarkdownOutput > *, {cells}:nth-child({n}), "
               "{cells}:nth-child({n}) .jp-CodeCell, {cells}:nth-child({n}) .jp-MarkdownOutput > {blocks} "
               "{{ content-visibility: visible; }}</style>")
CELLS = ".jupyter-wrapper .jp-Notebook > .jp-Cell"
NOTEBOOK = '<div class="jp-Notebook"'
MARKDOWN = '<div class="jp-RenderedHTMLCommon jp-RenderedMarkdown jp-MarkdownOutput"'
TAG = re.compile(r"<!--.*?-->|<(script|style)\b.*?</\1>|<(/?)([a-zA-Z][\w-]*)(?:\s[^>]*?)?(/?)>", re.S)
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


def children(html: str, parent: int) -> Iterator[tuple[int, int]]:
    """Where each child element of the element whose start tag is at `parent` starts and ends, as each one ends (the
    scan stops where the caller stops asking)."""
    depth, start = 0, 0
    for m in TAG.finditer(html, html.index(">", parent) + 1):
        if m[0].startswith("<!--"):
            continue
        if m[2]:
            depth -= 1
            if depth < 0:
                return
            if depth == 0:
                yield start, m.end()
            continue
        if depth == 0:
            start = m.start()
        if m[1] or m[4] or m[3].lower() in VOID:  # a script or a style sheet is matched whole
            if depth == 0:
                yield start, m.end()
        else:
            depth += 1


def first_screen_cells(output: str) -> str:
    """The style rule rendering a notebook page's first screen from the start."""
    article, notebook = output.find("<article"), output.index(NOTEBOOK)
    text, n = screen_columns(output[article:notebook]), 0
    for n, (start, end) in enumerate(children(output, notebook), 1):
        md = output.find(MARKDOWN, start, end)
        for m, (a, b) in enumerate(children(output, md) if md >= 0 else [(start, end)], 1):
            text += screen_columns(output[a:b])
            if text >= RENDERED:
                blocks = f":nth-child(-n+{m})" if md >= 0 else "*"
                return FIRST_CELLS.format(cells=CELLS, before=n - 1, n=n, blocks=blocks)
    return FIRST_CELLS.format(cells=CELLS, before=n - 1, n=n, blocks="*")


# A short page renders its whole article from the start. Left to content-visibility, each block of the article is
# first laid out at its 5em guess, before Chromium finds which ones are on the screen; on a page of a few blocks that
# put the footer on the first screen, and it then left it: layout shifts in Lighthouse's phone test of 0.222 on the
# gallery's index (5 blocks, the last its long table), 0.103 on errors-advanced (3), 0.089 on zh errors/batchnorm-vmap
# (8), 0.009-0.015 on decode (6), and none on pages of 10 blocks or more (2026-12-03, 412 x 823: 10 guesses and the
# header reach 900 px). Up to SHORT_PAGE blocks, whose guesses reach below a 1920 x 1080 screen. A longer page is left
# alone: rendering its first 2,500 columns from the start made the first style and layout of the zh layouts page one
# task (CPU 4x: 4,808 elements styled in 273 ms, 6,552 boxes laid out in 625 ms, where content-visibility had split
# it in two of 123 + 162 and 117 + 317 ms). test_browser.py loads the short pages that moved on a slow phone.
SHORT_PAGE = 16
# The selector outweighs site.css's (`.md-content__inner > :not(...)`, two classes' weight), whichever comes last.
WHOLE_ARTICLE = "<style>.md-content__inner.md-typeset > :nth-child(-n+{n}) {{ content-visibility: visible; }}</style>"


def short_page_article(output: str) -> str:
    """The style rule rendering a short page's article (not a notebook page's) from the start, if it is short."""
    article = output.find("<article")
    if article < 0:
        return ""
    n = sum(1 for _ in children(output, article))
    return WHOLE_ARTICLE.format(n=n) if n <= SHORT_PAGE else ""


def on_post_page(output, page, config):
    target = expected_heading(output)
    head = first_screen_cells(output) if page.file.src_uri.endswith(".ipynb") else short_page_article(output)
    if target is not None:
        head += f'<link rel="expect" href="#{target}" blocking="render">'
    return output.replace("</head>", f"{head}</head>", 1)
