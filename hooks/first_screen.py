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
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository root: vjpkb, the page model

from vjpkb import FIRST_SCREEN  # noqa: E402  2,000: more than a 1350 x 940 window or a phone shows
from vjpkb.html import seen_text  # noqa: E402

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


# A notebook page's cells up to the one holding the hold's target are rendered from the start: content-visibility
# (site.css) would have the first paint draw them at their 5em guess, and Chromium renders them a frame later (on the
# Chinese notebook of errors/silent a code cell grew and moved the cell below it: a layout shift of 0.073). A topic
# page showed no such shift.
FIRST_CELLS = ("<style>.jupyter-wrapper .jp-Cell:nth-child(-n+{n}), .jupyter-wrapper .jp-Cell:nth-child(-n+{n}) "
               ".jp-MarkdownOutput > * {{ content-visibility: visible; }}</style>")
CELL = '<div class="jp-Cell '


def on_post_page(output, page, config):
    target = expected_heading(output)
    head = ""
    if page.file.src_uri.endswith(".ipynb"):
        at = output.find(f'id="{target}"') if target else len(output)
        head += FIRST_CELLS.format(n=output.count(CELL, output.find("<article"), at))
    if target is not None:
        head += f'<link rel="expect" href="#{target}" blocking="render">'
    return output.replace("</head>", f"{head}</head>", 1)
