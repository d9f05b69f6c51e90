"""What the tests know about the pages: where they are, which snippets they include, and the page as rendered.

Shared by the structural tests and by the pytest-markdown-docs hook in tests/plugin.py.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import markdown

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
SNIPPETS = ROOT / "snippets"
LANGS = ("zh", "en")

FENCE_OPEN = re.compile(r"^(?P<indent>\s*)(?P<fence>`{3,}|~{3,})\s*(?P<info>.*)$")
INCLUDE = re.compile(r"""^\s*(?:;*)--8<--\s+["']?(?P<target>[^"'\s]+)["']?\s*$""")
PYTHON_INFO = re.compile(r"^\{?\s*\.?(python3?|py|pycon)\b", re.IGNORECASE)  # Pygments ignores case too


@dataclass(frozen=True)
class CodeLine:
    """One line inside a ```python fence: `line` is 1-based in `page`."""

    page: Path
    line: int
    text: str
    include: str | None  # "snippets/x/y.py" or "snippets/x/y.py:section", None for inline code


def pages(lang: str) -> list[Path]:
    return sorted((DOCS / lang).rglob("*.md"))


def page_path(lang: str, md: Path) -> str:
    """URL path of the page docs/<lang>/<md> relative to the site's base URL (the mapping the notebook hook uses)."""
    from hooks.notebooks import page_path as path_of_stem

    return path_of_stem(lang, md.relative_to(DOCS / lang).with_suffix("").as_posix())


def rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def python_fence_lines(page: Path) -> list[CodeLine]:
    """Every non-blank line inside the page's Python fences, each classified as include or inline code."""
    out: list[CodeLine] = []
    fence: str | None = None
    python = False
    for number, text in enumerate(page.read_text(encoding="utf-8").splitlines(), start=1):
        if fence is None:
            m = FENCE_OPEN.match(text)
            if m:
                fence, python = m["fence"], bool(PYTHON_INFO.match(m["info"]))
            continue
        if text.strip().startswith(fence) and not text.strip().strip(fence[0]):
            fence = None
            continue
        if python and text.strip():
            m = INCLUDE.match(text)
            out.append(CodeLine(page, number, text, m["target"] if m else None))
    return out


def includes(page: Path) -> list[str]:
    """The snippet includes of the page's Python blocks, in page order."""
    return [c.include for c in python_fence_lines(page) if c.include]


def snippet_files() -> list[Path]:
    return sorted(p for p in SNIPPETS.rglob("*.py") if "__pycache__" not in p.parts)


def _snippets_preprocessor():
    md = markdown.Markdown(
        extensions=["pymdownx.snippets"],
        extension_configs={"pymdownx.snippets": {"base_path": [str(ROOT)], "check_paths": True, "dedent_subsections": True}},
    )
    return md.preprocessors["snippet"]


def expand_includes(text: str) -> tuple[str, list[int]]:
    """The page's markdown with every `--8<--` include replaced by the included text, as mkdocs renders it,
    and for each line of the result the (0-based) line of `text` it comes from."""
    pre = _snippets_preprocessor()
    lines: list[str] = []
    origin: list[int] = []
    for number, line in enumerate(text.split("\n")):
        expanded = pre.run([line]) if INCLUDE.match(line) else [line]
        lines.extend(expanded)
        origin.extend([number] * len(expanded))
    return "\n".join(lines), origin
