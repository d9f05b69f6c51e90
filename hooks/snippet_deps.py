"""mkdocs hook: under `mkdocs serve --dirty` (what `make serve` runs), a page counts as modified when a snippet it
includes changed (or a generated file it includes: a figure, redrawn by `make figures`; the torch-versions section,
by `make drift`; the glossary's term tables, by `python -m vjpkb.terms`), so saving a snippet rebuilds the pages
that show it and nothing else."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository root: vjpkb, the page model

from mkdocs.plugins import event_priority  # noqa: E402

from vjpkb import ROOT, include_target, includes  # noqa: E402


GENERATED = ("docs/assets/figures/", "docs/research/drift/", "docs/research/terms/")


def figures(page: Path) -> list[Path]:
    """The generated files the page includes outside code blocks: figures (`make figures`, vjpkb/figures.py) and the
    torch-versions section (`make drift`, vjpkb/drift.py), the glossary's term tables (`python -m vjpkb.terms`)."""
    lines = page.read_text(encoding="utf-8").splitlines()
    return [ROOT / t for t in map(include_target, lines) if t and t.startswith(GENERATED)]


@event_priority(-200)  # after mkdocs-static-i18n's on_files (-100), which replaces the File objects
def on_files(files, config):
    for file in files.documentation_pages():
        if not file.src_uri.endswith(".md"):
            continue
        page = Path(file.abs_src_path)
        sources = [page] + [ROOT / target.split(":")[0] for target in includes(page)] + figures(page)

        def is_modified(file=file, sources=sources):
            dest = Path(file.abs_dest_path)
            return not dest.exists() or max(s.stat().st_mtime for s in sources if s.exists()) > dest.stat().st_mtime

        file.is_modified = is_modified
    return files
