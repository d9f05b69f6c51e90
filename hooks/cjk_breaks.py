"""mkdocs hook: a line break in the Markdown source between two Chinese characters leaves no space on the page.

The Chinese pages are wrapped at about 120 columns, and Markdown keeps each line break in the HTML. CSS Text 3 says a
browser should drop a line break between two East Asian wide characters, but Chromium 156 draws it as a space:
"原文，\\n以及" is 5 px wider than "原文，以及" (measured), so a Chinese reader saw a stray space at every
wrapped line (414 on the zh topic pages). Here the break, and the spaces around it, are removed when the visible
characters on both sides are wide (East Asian Width F, W or H, not Hangul), as CSS Text 3 specifies, looking across
inline tags (a link, emphasis). Text in pre, code, script, style and textarea is left alone.
tests/test_build.py checks the built pages.
"""

import re
import sys
import unicodedata
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository root: vjpkb, the page model

from vjpkb.html import TAG_NAME, prose_parts  # noqa: E402

BREAK = re.compile(r"[ \t]*\n[ \t]*")
INLINE = {"a", "strong", "em", "b", "i", "span", "mark", "sup", "sub", "abbr", "small"}


def wide(char: str) -> bool:
    return unicodedata.east_asian_width(char) in ("F", "W", "H") and "HANGUL" not in unicodedata.name(char, "")


def _neighbour(parts: list[str], prose: set[int], i: int, step: int) -> str:
    """The visible character next to text part i, before it (step -1) or after it (step 1), across inline tags."""
    j = i + step
    while 0 <= j < len(parts):
        if j % 2:  # a tag: only an inline one lets the text run on
            m = TAG_NAME.match(parts[j])
            if not m or m[2].lower() not in INLINE:
                return ""
        elif j not in prose:
            return ""
        elif parts[j].strip():
            return parts[j].rstrip()[-1] if step < 0 else parts[j].lstrip()[0]
        j += step
    return ""


# A non-ASCII character (every wide one is) before a line break, maybe before an inline closing tag: a page whose
# article has no wide one there is left as it is (every English page; splitting a page at its tags is most of this
# hook's time). Only the article is wrapped prose: the header, navigation and footer are written by the theme.
BEFORE_BREAK = re.compile(r"([^\x00-\x7f])(?:</\w+>)?[ \t]*\n")


def join_wide_breaks(output: str) -> str:
    parts, texts = prose_parts(output)
    prose = set(texts)
    for i in texts:
        text = parts[i]
        if "\n" not in text:
            continue

        def join(m, text=text, i=i):
            before, after = text[:m.start()].rstrip(), text[m.end():].lstrip()
            left = before[-1] if before else _neighbour(parts, prose, i, -1)
            right = after[0] if after else _neighbour(parts, prose, i, 1)
            return "" if left and right and wide(left) and wide(right) else m[0]

        parts[i] = BREAK.sub(join, text)
    return "".join(parts)


def on_post_page(output, page, config):
    start, end = output.find("<article"), output.rfind("</article>")
    if start < 0 or end < start or not any(wide(m[1]) for m in BEFORE_BREAK.finditer(output, start, end)):
        return output
    return output[:start] + join_wide_breaks(output[start:end]) + output[end:]
