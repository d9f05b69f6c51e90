"""A built page as the hooks rewrite it: split at its tags, with the text parts that are prose marked."""

from __future__ import annotations

import re
from html import unescape
from unicodedata import east_asian_width

TAG = re.compile(r"(<[^>]*>)")
TAG_NAME = re.compile(r"<(/?)([a-zA-Z][\w-]*)")
SKIP = {"pre", "code", "script", "style", "textarea"}  # elements whose text is not prose


def prose_parts(output: str) -> tuple[list[str], list[int]]:
    """The page split at its tags (text, tag, text, ...), and the indexes of the text parts outside pre, code, script,
    style and textarea."""
    parts = TAG.split(output)
    depth, texts = 0, []
    for i, part in enumerate(parts):
        if i % 2:  # a tag
            m = TAG_NAME.match(part)
            if m and m[2].lower() in SKIP and not part.endswith("/>"):
                depth += -1 if m[1] else 1
        elif depth == 0 and part:
            texts.append(i)
    return parts, texts


# What a reader does not see as text: tags, and what style, script and MathML elements hold (KaTeX's MathML is a copy
# of each formula for screen readers).
UNSEEN = re.compile(r"<(style|script|math)\b.*?</\1>|<[^>]*>", re.S)


def seen_text(html: str) -> str:
    """The text of a piece of a page that a reader sees (code included), its character references read (a heading's
    `&para;` is one character, as lxml's parse has it)."""
    return unescape(UNSEEN.sub("", html))


def columns(text: str) -> int:
    """How wide a text is set, in columns: a Chinese character (East Asian wide or fullwidth) takes two."""
    return len(text) + sum(east_asian_width(c) in "WF" for c in text)
