"""Every published notebook (the .ipynb a reader downloads from the built site) runs top to bottom in a fresh
Jupyter kernel and prints, cell by cell, exactly the outputs it stores, which are the snippets' verified outputs."""

import nbformat
import pytest
from nbclient import NotebookClient

from hooks.notebooks import LANGS, build_notebook, topic_pages
from tests.pages import DOCS

NOTEBOOKS = [(lang, page.stem) for lang in LANGS for page in topic_pages(lang)]


def downloaded(built_site, lang, stem):
    prefix = built_site if lang == LANGS[0] else built_site / lang
    return prefix / "notebooks" / stem / f"{stem}.ipynb"


def stdout(cell) -> str:
    return "".join(o.get("text", "") for o in cell.get("outputs", []) if o.get("name") == "stdout")


@pytest.mark.parametrize("lang,stem", NOTEBOOKS, ids=[f"{lang}/{stem}" for lang, stem in NOTEBOOKS])
def test_notebook_runs_and_reproduces_its_outputs(built_site, lang, stem):
    path = downloaded(built_site, lang, stem)
    assert path.is_file(), f"docs/{lang}/{stem}.md: no notebook published at {path.relative_to(built_site)}"
    stored = nbformat.read(path, as_version=4)
    ran = nbformat.read(path, as_version=4)
    NotebookClient(ran, kernel_name="python3", timeout=120, allow_errors=False).execute()
    code = [(a, b) for a, b in zip(stored.cells, ran.cells) if a.cell_type == "code"]
    assert code, f"{path.name}: no code cells"
    for number, (before, after) in enumerate(code, start=1):
        assert stdout(after) == stdout(before), (
            f"docs/{lang}/{stem}.md, notebook code cell {number}: output differs when run in a kernel\n"
            f"--- stored\n{stdout(before)}--- printed\n{stdout(after)}"
        )


@pytest.mark.parametrize("lang,stem", NOTEBOOKS, ids=[f"{lang}/{stem}" for lang, stem in NOTEBOOKS])
def test_notebook_matches_its_page(built_site, lang, stem):
    """The published notebook is the one generated from the current page and snippets (never stale)."""
    page = DOCS / lang / f"{stem}.md"
    fresh = build_notebook(page, lang, "http://example.invalid/")  # compare code and outputs, not links
    published = nbformat.read(downloaded(built_site, lang, stem), as_version=4)
    strip = lambda nb: [(c.cell_type, c.source if c.cell_type == "code" else "", stdout(c)) for c in nb.cells]
    assert strip(published) == strip(fresh), f"docs/{lang}/{stem}.md: published notebook is stale"
