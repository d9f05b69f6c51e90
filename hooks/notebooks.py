"""One Jupyter notebook per topic page and language, generated from the page itself.

Prose becomes markdown cells, each included snippet a code cell (in page order) whose stored output is the
snippet's verified output (the `#>` lines and quoted blocks that tests/test_snippets.py checks). Nobody edits a
notebook: they are written to docs/<lang>/notebooks/ (git-ignored) before every build, and only when they change,
so `mkdocs serve` does not loop. `python -m hooks.notebooks` writes them all without building the site.

As an mkdocs hook it also works around mkdocs-static-i18n turning mkdocs-jupyter's notebook pages back into
plain files (they would be published as raw JSON; ultrabug/mkdocs-static-i18n#198).
"""

from __future__ import annotations

import posixpath
import re
from importlib.metadata import version
from pathlib import Path

import nbformat
from mkdocs.plugins import event_priority
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output

try:
    from hooks.outputs import strip_outputs
except ModuleNotFoundError:  # loaded by mkdocs as a hook file: hooks/ is on sys.path, the repository root may not be
    from outputs import strip_outputs

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
LANGS = ("zh", "en")
NO_NOTEBOOK = {"index.md", "glossary.md"}  # not topic pages
FENCE = re.compile(r"^(`{3,}|~{3,})\s*python\b.*$")
INCLUDE = re.compile(r"""^\s*--8<--\s+["']?([^"'\s]+)["']?\s*$""")
ADMONITION = re.compile(r"""^(!!!|\?\?\?\+?)\s+\w+(?:\s+"(?P<title>[^"]*)")?\s*$""")
HEADING_ID = re.compile(r"\s*\{\s*#[\w-]+\s*\}\s*$")
LINK = re.compile(r"\]\((?!https?:|#)([\w./-]+?)\.md(#[\w-]+)?\)")
ANNOTATION = re.compile(r"\s*# \((\d+)\)!\s*$")

NOTE = {
    "zh": "> 本 notebook 由网站页面 [{title}]({url}) 自动生成，代码与输出和页面完全一致；输出来自 torch {torch}（CPU）。"
    "可以随意修改、重新运行。",
    "en": "> This notebook is generated from the site's page [{title}]({url}); code and outputs are exactly those of the "
    "page, produced by torch {torch} (CPU). Change anything and re-run it.",
}


def topic_pages(lang: str) -> list[Path]:
    return sorted(p for p in (DOCS / lang).glob("*.md") if p.name not in NO_NOTEBOOK)


def notebook_path(page: Path) -> Path:
    return page.parent / "notebooks" / f"{page.stem}.ipynb"


def split_snippet(source: str) -> tuple[str, str]:
    """(code, output): the stored outputs taken out of the code; annotation markers `# (1)!` kept as `# (1)`."""
    code, _, output = strip_outputs(source)
    return "\n".join(ANNOTATION.sub(r"  # (\1)", line) for line in code.splitlines()).strip("\n"), output


def page_path(lang: str, stem: str) -> str:
    """URL path of a page relative to the site's base URL: zh (the default) at /, the others under /<lang>/."""
    parts = ([] if lang == LANGS[0] else [lang]) + [p for p in stem.split("/") if p != "index"]
    return "".join(f"{part}/" for part in parts)


def page_url(site_url: str, lang: str, stem: str, anchor: str = "") -> str:
    return f"{site_url.rstrip('/')}/{page_path(lang, stem)}{anchor}"


def markdown_text(lines: list[str], lang: str, site_url: str) -> str:
    """Material-flavoured markdown made readable in Jupyter: admonitions as quotes, no heading ids, site links."""
    out: list[str] = []
    in_admonition = False
    for line in lines:
        m = ADMONITION.match(line)
        if m:
            in_admonition = True
            out.append(f"> **{m['title']}**" if m["title"] else ">")
            continue
        if in_admonition:
            if line.startswith("    ") or not line.strip():
                out.append(f"> {line[4:]}".rstrip())
                continue
            in_admonition = False
        if line.startswith("#"):
            line = HEADING_ID.sub("", line)
        out.append(LINK.sub(lambda l: f"]({page_url(site_url, lang, Path(l[1]).name, l[2] or '')})", line))
    return "\n".join(out).strip("\n")


def build_notebook(page: Path, lang: str, site_url: str) -> nbformat.NotebookNode:
    cells = []
    prose: list[str] = []
    lines = page.read_text(encoding="utf-8").splitlines()
    title = lines[0].lstrip("# ").strip()
    prose = [lines[0], "", NOTE[lang].format(title=title, url=page_url(site_url, lang, page.stem),
                                            torch=version("torch").split("+")[0]), ""]
    i = 1
    while i < len(lines):
        if FENCE.match(lines[i]) and i + 2 < len(lines) and INCLUDE.match(lines[i + 1]):
            text = markdown_text(prose, lang, site_url)
            if text:
                cells.append(new_markdown_cell(text))
            prose = []
            snippet = ROOT / INCLUDE.match(lines[i + 1])[1]
            code, output = split_snippet(snippet.read_text(encoding="utf-8"))
            cell = new_code_cell(code, execution_count=len([c for c in cells if c.cell_type == "code"]) + 1)
            if output:
                cell.outputs = [new_output("stream", name="stdout", text=output)]
            cells.append(cell)
            i += 3  # fence, include, closing fence
            continue
        prose.append(lines[i])
        i += 1
    if text := markdown_text(prose, lang, site_url):
        cells.append(new_markdown_cell(text))
    for number, cell in enumerate(cells):  # nbformat's ids are random: fixed ones keep the file (and caches) stable
        cell.id = f"cell-{number}"
    nb = new_notebook(cells=cells)
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    return nb


def write_all(site_url: str) -> list[Path]:
    """(Re)write every notebook whose content changed; return the paths written."""
    written = []
    for lang in LANGS:
        for page in topic_pages(lang):
            target = notebook_path(page)
            text = nbformat.writes(build_notebook(page, lang, site_url)) + "\n"
            if not target.exists() or target.read_text(encoding="utf-8") != text:
                target.parent.mkdir(exist_ok=True)
                target.write_text(text, encoding="utf-8")
                written.append(target)
    return written


# --- mkdocs hook -------------------------------------------------------------------------------------------

_serving = {"command": None, "written": False}


def on_startup(command, dirty):
    _serving["command"] = command


def on_pre_build(config):
    # Under `mkdocs serve`, write the notebooks once, at start-up: rewriting them on a rebuild would change files
    # under docs/, and the watcher would start a second full build for every saved snippet.
    if not (_serving["command"] == "serve" and _serving["written"]):
        write_all(config["site_url"] or "/")
        _serving["written"] = True
    # mkdocs-jupyter deletes, after each build, the cached renderings that build did not use. i18n runs one build
    # per language, so the first language's cleanup deleted the other's: half the notebooks were re-rendered on
    # every build (seconds each time). Mark the current notebooks of both languages as in use.
    from mkdocs_jupyter.plugin import _compute_cache_key, _get_cache_path

    plugin = config["plugins"]["mkdocs-jupyter"]
    for lang in LANGS:
        for page in topic_pages(lang):
            key = _compute_cache_key(notebook_path(page), plugin.config, plugin.config["execute"])
            plugin._used_cache_paths.add(_get_cache_path(plugin.config["cache_dir"], key))


@event_priority(-200)  # after mkdocs-static-i18n's on_files (priority -100)
def on_files(files, config):
    """Re-mark mkdocs-jupyter's notebooks as pages after mkdocs-static-i18n replaced its File objects."""
    from mkdocs_jupyter.plugin import NotebookFile

    plugin = config["plugins"]["mkdocs-jupyter"]
    for file in list(files):
        if file.src_uri.endswith(".ipynb") and not file.is_documentation_page() and plugin.should_include(file):
            page = NotebookFile(file, **config)
            # NotebookFile derives its URL from the source path (zh/notebooks/x.ipynb, wrong for the default
            # language, which is served at /); i18n already computed the right one.
            page.dest_path, page.abs_dest_path, page.url = file.dest_uri, file.abs_dest_path, file.url
            files.remove(file)
            files.append(page)
    return files


@event_priority(100)  # before Material's search plugin indexes the page
def on_page_context(context, page, config, nav):
    """Notebook pages repeat their topic page: keep them out of the search index (and the index small)."""
    if page.file.src_uri.endswith(".ipynb"):
        page.meta["search"] = {"exclude": True}
    return context


BUTTONS = {
    "zh": ("在 Jupyter Notebook 中查看本页", "下载 .ipynb"),
    "en": ("View this page as a Jupyter notebook", "Download .ipynb"),
}


def on_page_markdown(markdown, page, config, files):
    """Under the title of every topic page: a link to its notebook page and a download button."""
    if page.file.src_uri.endswith(".ipynb"):
        return markdown
    lang = config["theme"]["language"]
    nb = files.get_file_from_path(f"{lang}/notebooks/{Path(page.file.src_uri).stem}.ipynb")
    if nb is None:
        return markdown
    download = posixpath.relpath(nb.url + Path(nb.src_uri).name, page.file.url or ".")
    view, get = BUTTONS[lang]
    buttons = (
        f"[:material-notebook-outline: {view}](notebooks/{Path(nb.src_uri).name})"
        f'{{ .md-button }} <a href="{download}" download class="md-button">:material-download: {get}</a>'
    )
    title, _, rest = markdown.partition("\n")
    return f"{title}\n\n{buttons}\n{rest}"


if __name__ == "__main__":
    import sys

    site = sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8000/"
    for path in write_all(site):
        print(path.relative_to(ROOT))
