"""The published notebooks (the .ipynb a reader downloads from the built site).

What the generator could get wrong, and is checked here: a code block of the page missing from the notebook or
turned into prose (e.g. a block inside an admonition), cells out of order, outputs that are not the snippets'
verified outputs, a stale notebook, and cells that run alone but not one after another in a Jupyter kernel. The
order is the page's, except that the exercises' solutions (a `??? success` block inside a `???+ question` block)
come last, in page order, as the generator moves them to the notebook's "Solutions" section.
"""

import nbformat
import pytest
from jupyter_client import KernelManager

from vjpkb.outputs import strip_outputs
from vjpkb import (DOCS, LANGS, ROOT, notebook_download, notebook_stem, python_fence_lines, rel,
                   topic_pages)
from vjpkb.notebooks import ANNOTATION

NOTEBOOKS = [(lang, page) for lang in LANGS for page in topic_pages(lang)]
IDS = [rel(page) for _, page in NOTEBOOKS]


def published(built_site, lang, page):
    path = built_site / notebook_download(lang, notebook_stem(page))
    assert path.is_file(), f"{rel(page)}: no notebook published at {path.relative_to(built_site)}"
    return nbformat.read(path, as_version=4)


def stdout(cell) -> str:
    return "".join(o.get("text", "") for o in cell.get("outputs", []) if o.get("name") == "stdout")


def code_cells(nb):
    return [(c.source, stdout(c)) for c in nb.cells if c.cell_type == "code"]


def solution_lines(page) -> set[int]:
    """The 1-based lines of the page inside an exercise's solution: a `??? success` block nested in a top-level
    `???+ question` block, to the first non-blank line indented no deeper than its opening line."""
    inside, question, indent = set(), False, None
    for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), start=1):
        depth = len(line) - len(line.lstrip())
        if indent is not None and line.strip() and depth <= indent:
            indent = None
        if indent is not None:
            inside.add(number)
            continue
        if line.strip() and not depth:
            question = line.startswith("???+ question ")
        elif question and line.lstrip().startswith("??? success "):
            indent = depth
    return inside


def notebook_order(page) -> list[str]:
    """The page's includes in the order of its notebook's code cells: the solutions last."""
    in_place, solutions, moved = [], [], solution_lines(page)
    for c in python_fence_lines(page):
        if c.include:
            (solutions if c.line in moved else in_place).append(c.include)
    return in_place + solutions


@pytest.mark.parametrize("lang,page", NOTEBOOKS, ids=IDS)
def test_every_code_block_of_the_page_is_a_code_cell_with_its_verified_output(built_site, lang, page):
    nb = published(built_site, lang, page)
    expected, targets = [], notebook_order(page)
    for target in targets:
        code, _, output = strip_outputs((ROOT / target.split(":")[0]).read_text(encoding="utf-8"))
        code = "\n".join(ANNOTATION.sub(r"  # (\1)", line) for line in code.splitlines()).strip("\n")
        expected.append((code, output))
    cells = code_cells(nb)
    assert len(cells) == len(expected), f"{rel(page)}: {len(expected)} code blocks, {len(cells)} code cells"
    for number, (cell, want) in enumerate(zip(cells, expected), start=1):
        assert cell == want, f"{rel(page)}: code cell {number} is not {targets[number - 1]} with its output"
    prose = [c.source for c in nb.cells if c.cell_type == "markdown"]
    leaked = [p for p in prose if "--8<--" in p or "```python" in p]
    assert not leaked, f"{rel(page)}: code left in a markdown cell: {leaked[0][:200]}"


def test_both_languages_have_the_same_code_cells(built_site):
    """So running one language's notebooks in a kernel (below) runs every notebook's code."""
    first, *others = LANGS
    for page in topic_pages(first):
        for lang in others:
            twin = DOCS / lang / page.relative_to(DOCS / first)
            assert code_cells(published(built_site, first, page)) == code_cells(published(built_site, lang, twin)), \
                f"{rel(page)} and {rel(twin)}: different code cells"


@pytest.fixture(scope="module")
def kernel_manager():
    """One kernel manager per test process; each notebook gets a fresh kernel process (a restart), so nothing a
    notebook changes (torch's global state, torch.compile's caches, imported modules) reaches the next one."""
    km = KernelManager(kernel_name="python3")
    km.start_kernel(cwd=str(ROOT))
    yield km
    km.shutdown_kernel(now=True)


@pytest.fixture
def kernel(kernel_manager):
    kernel_manager.restart_kernel(now=True)
    kc = kernel_manager.client()
    kc.start_channels()
    kc.wait_for_ready(timeout=60)
    yield kc
    kc.stop_channels()


def execute(kc, code: str) -> str:
    """Run one cell in the kernel as Jupyter does; what it printed to stdout. A cell that raises fails the test."""
    printed: list[str] = []

    def on_output(msg):
        if msg["msg_type"] == "stream" and msg["content"]["name"] == "stdout":
            printed.append(msg["content"]["text"])

    reply = kc.execute_interactive(code, output_hook=on_output, timeout=120)
    content = reply["content"]
    assert content["status"] == "ok", f"{content.get('ename')}: {content.get('evalue')}"
    return "".join(printed)


@pytest.mark.timeout(300)
@pytest.mark.parametrize("page", topic_pages(LANGS[0]), ids=rel)
def test_notebook_runs_in_a_kernel_and_reproduces_its_outputs(built_site, kernel, page):
    for number, (code, stored) in enumerate(code_cells(published(built_site, LANGS[0], page)), start=1):
        printed = execute(kernel, code)
        assert printed == stored, (
            f"{rel(page)}, notebook code cell {number}: output differs when run in a kernel after the cells before it"
            f"\n--- stored\n{stored}--- printed\n{printed}"
        )
