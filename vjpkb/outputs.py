"""The stored-output format of snippets, shared by the tests and the notebook hook (not itself an mkdocs hook).

Below each print() in a snippet sits what it printed: one line as `#> text`, several lines (or one too long for the
page's 120 columns) as a ''' quoted block at the print's indentation. strip_outputs reads it (the code to run, the
outputs a notebook shows); insert_outputs writes it (tests/snippet_runner.py runs the code and says what was printed).
"""

from __future__ import annotations

import ast
import re
import textwrap
from dataclasses import dataclass

QUOTES = ("'''", '"""')
PREFIX = "#> "
LINE_LENGTH = 120  # an output fits on one `#> ` line if it is shorter than this, counted from the print's column
_ADDRESS = re.compile("0x[a-f0-9]{8,12}>")  # `<object at 0x7f...>` changes every run


def strip_outputs(source: str) -> tuple[str, list[int], str]:
    """(code without stored outputs, 1-based source line of each code line, the stored outputs joined)."""
    code: list[str] = []
    origin: list[int] = []
    out: list[str] = []
    block_indent: int | None = None
    for number, line in enumerate(source.splitlines(), start=1):
        stripped = line.strip()
        if block_indent is not None:
            if stripped in QUOTES:
                block_indent = None
            else:
                out.append(line[block_indent:])
        elif stripped in QUOTES:
            block_indent = len(line) - len(line.lstrip())
        elif stripped.startswith("#>"):
            out.append(stripped[3:])
        else:
            code.append(line)
            origin.append(number)
    return "\n".join(code) + "\n", origin, "\n".join(out) + "\n" if out else ""


def as_text(value: object) -> str:
    """One print() argument as stored, taken when it is printed: str(value), except that a set's items are sorted
    (one level deep) and an object's memory address is always 0x0123456789ab, so a stored output is the same every
    run."""
    if isinstance(value, str):
        return value
    if isinstance(value, set):
        return "{" + ", ".join(repr(item) for item in sorted(value)) + "}"
    return _ADDRESS.sub("0x0123456789ab>", str(value))


@dataclass(frozen=True)
class Printed:
    """One call of print() in the code: the line it ran on (the frame's f_lineno), its sep, its arguments as_text."""

    line: int
    sep: str
    args: tuple[str, ...]


def insert_outputs(code: str, printed: list[Printed]) -> str:
    """`code` (no stored outputs) with what each print() call printed below that print, in the order printed.

    A print statement's outputs go below its last line, at its column; a print() inside another statement
    (`x = print(1)`) below that statement; one in a compound statement's header (`for _ in print(1) or ():`) below
    that line. An output is the arguments joined by sep, as print() writes them (less its end): `#> ` and that if
    it has no newline and is shorter than LINE_LENGTH from its column, else a ''' block of it, each line's trailing
    spaces dropped (an editor would drop them)."""
    below: dict[int, list[str]] = {}
    if printed:
        tree = ast.parse(code)
        for call in printed:
            line, col = _anchor(tree, call.line)
            below.setdefault(line, []).append(_render(call, col))
    out: list[str] = []
    for number, line in enumerate(code.splitlines(), start=1):
        out.append(line)
        out.extend(below.pop(number, ()))
    for rest in below.values():  # a line past the end (cannot happen for code that ran): keep the output anyway
        out.extend(rest)
    return "\n".join(out) + "\n"


def _render(call: Printed, col: int) -> str:
    indent = " " * col
    single = call.sep.join(call.args)
    if "\n" not in single and len(single) + len(PREFIX) < LINE_LENGTH - col:
        return f"{indent}{PREFIX}{single}"
    block = re.sub(r" +$", "", single, flags=re.MULTILINE)
    return textwrap.indent(f"'''\n{block}\n'''", indent)


def _anchor(tree: ast.Module, line: int) -> tuple[int, int]:
    """(line below which an output of a print() on `line` goes, its column)."""
    stmt = _innermost(tree.body, line)
    if stmt is None:  # not within any statement (a decorator's line, say)
        return line, 0
    if _children(stmt):  # compound: `line` is in its header, as no statement within it holds `line`
        return line, stmt.col_offset
    return stmt.end_lineno or line, stmt.col_offset


def _innermost(body: list[ast.stmt], line: int) -> ast.stmt | None:
    """The innermost statement that holds `line`; the first such of several on one line (`print(1); print(2)`)."""
    for stmt in body:
        if stmt.lineno <= line <= (stmt.end_lineno or stmt.lineno):
            for child in _children(stmt):
                found = _innermost(child, line)
                if found is not None:
                    return found
            return stmt
    return None


def _children(stmt: ast.stmt) -> list[list[ast.stmt]]:
    """The statement bodies directly within a compound statement (none for a simple one)."""
    bodies = [getattr(stmt, name) for name in ("body", "orelse", "finalbody") if getattr(stmt, name, None)]
    bodies += [handler.body for handler in getattr(stmt, "handlers", ())]
    bodies += [case.body for case in getattr(stmt, "cases", ())]
    return bodies
