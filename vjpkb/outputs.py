"""The stored-output format of snippets, shared by the tests and the notebook hook (not itself an mkdocs hook).

Below each print() in a snippet sits what it printed, the pytest-examples way: one line as `#> text`, several lines as
a ''' quoted block at the print's indentation.
"""

from __future__ import annotations

QUOTES = ("'''", '"""')


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
