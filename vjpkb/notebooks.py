"""One Jupyter notebook per topic page and language, generated from the page as the site renders it.

The page's includes are expanded by pymdownx.snippets with mkdocs.yml's own options (vjpkb.expand_includes), the
Material-only syntax Jupyter cannot show is rewritten (admonition titles as bold quotes with their bodies, code
fences included, moved out to the top level; heading ids dropped; links to other pages made absolute), and jupytext
turns that markdown into a notebook: every Python fence a code cell. Each code cell's stored output is the
snippet's verified output (vjpkb.outputs), moved from the code into the cell's output. An exercise's solution (the
`??? success` block inside its `???+ question` block) is moved to a section "Solutions" at the end of the notebook,
under the exercise's title, so that it is not read right under its question; the question stays in place.
"""

from __future__ import annotations


import re
from pathlib import Path

import jupytext
import nbformat
from nbformat.v4 import new_output

from vjpkb import (DOCS, FENCE_OPEN, LANGS, PYTHON_INFO, expand_includes, md_path, notebook_source, rel,
                   topic_pages, torch_version, write_changed)
from vjpkb.outputs import strip_outputs

ADMONITION = re.compile(r"""^(?P<indent>\s*)(!!!|\?\?\?\+?)\s+[\w-]+(?:\s+"(?P<title>[^"]*)")?\s*$""")
HEADING_ID = re.compile(r"\s*\{\s*#[\w-]+\s*\}\s*$")
ATTR_LIST = re.compile(r"\{\s*[.#:][^}]*\}")
LINK = re.compile(r"\]\((?!https?:|#)([\w./-]+?)\.md(#[\w-]+)?\)")
REF_DEF = re.compile(r"^\[([^\]]+)\]:\s*(\S+).*$", re.M)
REF_USE = re.compile(r"\[([^\]]+)\]\[([^\]]*)\]")
ANNOTATION = re.compile(r"\s*# \((\d+)\)!\s*$")
QUESTION = re.compile(r'^\?\?\?\+ question "(?P<title>[^"]*)"\s*$')  # an exercise (docs: tests/test_exercises.py)
SOLUTION = re.compile(r'^(?P<indent>\s+)\?\?\? success "[^"]*"\s*$')  # its solution, nested in it
SOLUTIONS = {"zh": "答案", "en": "Solutions"}

NOTE = {
    "zh": "> 本 notebook 由网站页面 [{title}]({url}) 自动生成，代码与输出和页面完全一致；输出来自 torch {torch}（CPU）。"
    "可以随意修改、重新运行。",
    "en": "> This notebook is generated from the site's page [{title}]({url}); code and outputs are exactly those of the "
    "page, produced by torch {torch} (CPU). Change anything and re-run it.",
}


def inline_references(text: str) -> str:
    """Reference links made inline: Jupyter renders each cell on its own, and the definitions sit in another cell."""
    defs = {name.lower(): url for name, url in REF_DEF.findall(text)}
    text = REF_USE.sub(lambda m: f"[{m[1]}]({defs[(m[2] or m[1]).lower()]})" if (m[2] or m[1]).lower() in defs
                       else m[0], text)
    return REF_DEF.sub("", text)


def jupyter_markdown(text: str, lang: str, site_url: str, folder: Path | None = None) -> str:
    """The expanded page made readable in Jupyter. A Python fence nested in a block (an admonition, a list item) is
    moved out to the top level together with the rest of that block, so jupytext makes it a code cell; an admonition
    keeps its title as a bold quote line. A link to another page becomes its address on the site; `folder` is the
    folder of the page the text comes from (docs/<lang>/ by default)."""
    folder = folder or DOCS / lang
    text = inline_references(text)
    out: list[str] = []
    strip = ""  # the indentation taken off the lines of the block being moved out
    for line in text.split("\n"):
        if strip and not line.startswith(strip) and line.strip():
            strip = ""  # the block ended
        line = line[len(strip):] if line.startswith(strip) else ""
        m = ADMONITION.match(line)
        if m:
            strip += m["indent"] + "    "
            out.append(f"> **{m['title']}**" if m["title"] else "")
            continue
        fence = FENCE_OPEN.match(line)
        if fence and fence["indent"] and PYTHON_INFO.match(fence["info"]):
            strip += fence["indent"]
            line = line[len(fence["indent"]):]
        if line.startswith("#"):
            line = HEADING_ID.sub("", line)
        line = LINK.sub(lambda l: f"]({site_url.rstrip('/')}/{md_path(lang, _resolve(folder / f'{l[1]}.md'))}"
                                  f"{l[2] or ''})", line)
        out.append(ATTR_LIST.sub("", line) if "{" in line and not line.startswith(" ") else line)
    return "\n".join(out)


def _resolve(path: Path) -> Path:
    """A path with its `..` parts taken out (the pages' files exist, but resolve() would follow links)."""
    parts: list[str] = []
    for part in path.parts:
        parts.pop() if part == ".." else parts.append(part)
    return Path(*parts)


def split_solutions(text: str) -> tuple[str, list[str]]:
    """The text without its exercises' solutions, and each solution as a top-level block titled as its exercise."""
    kept: list[str] = []
    solutions: list[str] = []
    question = ""  # the title of the exercise being read
    solution: list[str] | None = None  # the lines of the solution being moved, its indentation taken off
    indent = ""
    for line in text.split("\n"):
        if solution is not None:
            if not line.strip() or line.startswith(indent + " "):
                solution.append(line[len(indent):])
                continue
            solutions.append("\n".join(solution).rstrip())
            solution = None
        m = QUESTION.match(line)
        if m:
            question = m["title"]
        elif line.strip() and not line.startswith(" "):
            question = ""
        m = SOLUTION.match(line)
        if question and m:
            indent, solution = m["indent"], [f'??? success "{question}"']
            continue
        kept.append(line)
    if solution is not None:
        solutions.append("\n".join(solution).rstrip())
    return "\n".join(kept), solutions


def build(page: Path, lang: str, site_url: str) -> nbformat.NotebookNode:
    """The notebook of a topic page (a gallery page's too), its solutions moved to the end."""
    text, _ = expand_includes(page.read_text(encoding="utf-8"))
    title_line, _, rest = text.partition("\n")
    rest, solutions = split_solutions(rest)
    rest = jupyter_markdown(rest, lang, site_url, page.absolute().parent)
    if solutions:
        rest += f"\n\n## {SOLUTIONS[lang]}\n\n" + jupyter_markdown("\n\n".join(solutions), lang, site_url,
                                                                     page.absolute().parent)
    title = title_line.lstrip("# ").strip()
    note = NOTE[lang].format(title=title, url=f"{site_url.rstrip('/')}/{md_path(lang, page)}", torch=torch_version())
    nb = jupytext.reads(f"{title_line}\n\n{note}\n\n{rest}", fmt="md")
    number = 0
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        code, _, output = strip_outputs(cell.source)
        cell.source = "\n".join(ANNOTATION.sub(r"  # (\1)", line) for line in code.splitlines()).strip("\n")
        number += 1
        cell.execution_count = number
        cell.outputs = [new_output("stream", name="stdout", text=output)] if output else []
        cell.metadata = {}
    nb.cells = [c for c in nb.cells if c.cell_type == "code" or c.source.strip()]
    for i, cell in enumerate(nb.cells):  # fixed ids: the file (and mkdocs-jupyter's cache) stays the same
        cell.id = f"cell-{i}"
    nb.metadata = {
        "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"},
        "language_info": {"name": "python"},
    }
    return nb


def write_all(site_url: str) -> list[Path]:
    """(Re)write every notebook whose content changed, and remove one whose page is no longer a topic (it would be
    published); return the paths written."""
    wanted = {notebook_source(page): nbformat.writes(build(page, lang, site_url)) + "\n"
              for lang in LANGS for page in topic_pages(lang)}
    for lang in LANGS:
        for stale in set((DOCS / lang / "notebooks").glob("*.ipynb")) - set(wanted):
            stale.unlink(missing_ok=True)
    return write_changed(wanted)


if __name__ == "__main__":
    import sys

    for path in write_all(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8000/"):
        print(rel(path))
