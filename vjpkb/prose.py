"""The prose of a page, line by line, as a reader reads it: what tests/test_terms.py and tests/test_language.py check.

Each line of the page's markdown (with its included .md files expanded where the include line is, as
pymdownx.snippets renders them) keeps its length and columns, but what is not prose is masked: fenced code blocks,
display formulas ($$...$$), > quotations, inline code, inline formulas ($...$), HTML tags and comments, link and
image targets, attribute lists ({ #id }), admonition markers (!!! note) and include lines. A masked code span or
formula leaves CODE or FORMULA at its first column (so a rule can see that a formula stood there) and blanks after it.
Importing it needs no torch.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from vjpkb import ROOT, include_target, rel

CODE = "\u24b8"  # Ⓒ: a code span or block stood here
FORMULA = "\u24bb"  # Ⓕ: a formula stood here

FENCE = re.compile(r"^\s*(`{3,}|~{3,})")
QUOTE = re.compile(r"^\s*>")
INLINE_CODE = re.compile(r"(?<!`)(`+)(?!`).+?(?<!`)\1(?!`)", re.S)
DISPLAY_MATH_ONE_LINE = re.compile(r"\$\$.*?\$\$", re.S)
INLINE_MATH = re.compile(r"(?<![\\$])\$(?![\s$]).*?(?<![\\\s])\$(?!\d)", re.S)
HTML = re.compile(r"<!--.*?-->|</?[A-Za-z][^<>]*>", re.S)
LINK_TARGET = re.compile(r"(?<=\])\((?:[^()\s]|\([^()]*\))*(?:\s+\"[^\"]*\")?\)")
REFERENCE_DEFINITION = re.compile(r"^\s*\[[^\]]+\]:\s+\S.*$")
REFERENCE_USE = re.compile(r"(?<=\])\[[^\]]*\]")
ATTRIBUTES = re.compile(r"\{\s*[#.:][^{}]*\}")
ADMONITION = re.compile(r"(?m)^\s*(?:!!!|\?\?\?\+?)\s*[\w-]+(?:\s+inline(?:\s+end)?)?")


@dataclass(frozen=True)
class Line:
    page: Path
    number: int  # 1-based line of the page
    text: str  # the line with what is not prose masked (same length as the source line)
    source: str  # the line as written (in the included file, for an included line)
    included: str | None = None  # "docs/research/x.md:5" for a line of an included .md file

    def where(self) -> str:
        at = f"{rel(self.page) if self.page.is_relative_to(ROOT) else self.page}:{self.number}"
        return f"{at} (from {self.included})" if self.included else at


def _blank(match: re.Match, mark: str = "") -> str:
    """The match blanked (its line breaks kept), `mark` at its first column."""
    text = re.sub(r"[^\n]", " ", match[0])
    return mark + text[len(mark):] if mark and text and text[0] != "\n" else text


def mask_inline(text: str) -> str:
    """One line of prose with its inline code, formulas, tags, link targets and attribute lists masked."""
    text = INLINE_CODE.sub(lambda m: _blank(m, CODE), text)
    text = DISPLAY_MATH_ONE_LINE.sub(lambda m: _blank(m, FORMULA), text)
    text = INLINE_MATH.sub(lambda m: _blank(m, FORMULA), text)
    text = HTML.sub(_blank, text)
    text = LINK_TARGET.sub(_blank, text)
    text = REFERENCE_USE.sub(_blank, text)
    text = ATTRIBUTES.sub(_blank, text)
    text = ADMONITION.sub(_blank, text)
    return text


def _source_lines(page: Path) -> list[tuple[int, str, str | None]]:
    """(page line, text, where in an included .md file) for each line, .md includes expanded."""
    out = []
    for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), start=1):
        target = include_target(line)
        if target and target.endswith(".md") and (ROOT / target).is_file():
            for i, inc in enumerate((ROOT / target).read_text(encoding="utf-8").splitlines(), start=1):
                out.append((number, inc, f"{target}:{i}"))
        else:
            out.append((number, line, None))
    return out


BLOCK_START = re.compile(r"^\s*(?:#{1,6}\s|\||[-*+]\s|\d+\.\s|!!!|\?\?\?|-{3,}\s*$)")


# Words quoted as written: between quotation marks, or an original wording glossed in full-width parentheses right
# after the Chinese for it (“范数最小的次梯度”（the sub-gradient of minimum norm）).
QUOTED = re.compile(r"“[^“”]*”|\"[^\"\n]*\"|「[^「」]*」|(?<=[\u4e00-\u9fff”」])（[^（）]*）")


def prose_lines(page: Path, quotes: bool = False) -> list[Line]:
    """Every line of the page (included .md files expanded), with what is not prose masked. Inline code, formulas
    and tags are found per block (a paragraph, a list item, a heading, a table row), as they may span lines. With
    `quotes`, what is quoted (QUOTED) is masked too."""
    source = _source_lines(page)
    masked: list[str | None] = []  # None: a line of prose, masked below
    fence: str | None = None
    display = False  # inside a $$ ... $$ block spanning lines
    for _, text, _ in source:
        if fence is not None:
            if text.strip().startswith(fence) and not text.strip().strip(fence[0]):
                fence = None
            masked.append(" " * len(text))
        elif (m := FENCE.match(text)) is not None:
            fence = m[1]
            masked.append(" " * len(text))
        elif display or text.strip() == "$$":
            display = not display if text.strip() == "$$" else text.count("$$") % 2 == 0
            masked.append(FORMULA + " " * (len(text) - 1) if text else "")
        elif include_target(text) or QUOTE.match(text) or REFERENCE_DEFINITION.match(text):
            masked.append(" " * len(text))
        else:
            masked.append(None)
    block: list[int] = []

    def flush():
        if block:
            joined = mask_inline("\n".join(source[i][1] for i in block))
            if quotes:
                joined = QUOTED.sub(_blank, joined)
            joined = joined.split("\n")
            for i, text in zip(block, joined):
                masked[i] = text
            block.clear()

    for i, (_, text, _) in enumerate(source):
        if masked[i] is not None or not text.strip() or BLOCK_START.match(text):
            flush()
        if masked[i] is None:
            block.append(i)
    flush()
    return [Line(page, number, m, text, included) for (number, text, included), m in zip(source, masked)]


# --- tables ------------------------------------------------------------------------------------------------------

TABLE_ROW = re.compile(r"^\s*\|.*\|\s*$")
TABLE_RULE = re.compile(r"^\s*\|(?:\s*:?-{3,}:?\s*\|)+\s*$")


def cells(text: str) -> list[tuple[int, int]]:
    """The (start, end) columns of each cell of a table row (pipes in code are masked already)."""
    bars = [i for i, ch in enumerate(text) if ch == "|" and (i == 0 or text[i - 1] != "\\")]
    return list(zip(bars, bars[1:]))


def table_columns(lines: list[Line]) -> dict[int, list[str]]:
    """For each index into `lines` that is a table body row, the header of each of its cells (stripped)."""
    out: dict[int, list[str]] = {}
    header: list[str] | None = None
    for i, line in enumerate(lines):
        if not TABLE_ROW.match(line.source):
            header = None
            continue
        if i + 1 < len(lines) and TABLE_RULE.match(lines[i + 1].source) and header is None:
            header = [line.source[a + 1:b].strip() for a, b in cells(line.source)]
            out[i] = header
        elif header is not None:
            out[i] = header
    return out
