"""The page model: the one home of every fact that the mkdocs hooks, the tests and the tools share.

Where pages, snippets and notebooks are; which languages and pages exist (read from mkdocs.yml); the URL of a page;
how an include line is written (pymdownx.snippets' own grammar, with mkdocs.yml's own configuration); which torch
version produced the stored outputs (the pin in requirements.txt); the stored-output format (vjpkb.outputs).
Importing it needs no torch: the site builds without it.
"""

from __future__ import annotations

import functools
import os
import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
SNIPPETS = ROOT / "snippets"
CONFIG_FILE = ROOT / "mkdocs.yml"
NO_NOTEBOOK = ("index.md", "glossary.md", "decode.md")  # pages that are not topics: no notebook, no download button
GALLERY = "errors/"  # the error gallery: one page per message, each with its notebook; its index (a table) has none
KATEX = ROOT / "node_modules" / "katex"  # the pinned KaTeX (package.json), installed by `npm ci`
KATEX_GLYPHS = ROOT / ".cache" / "katex-glyphs.txt"  # what the last build cut KaTeX's fonts to (hooks/math.py)
KATEX_FONTS_CACHE = ROOT / ".cache" / "katex-fonts"  # the fonts as cut for those characters (hooks/math.py)
CSS_CACHE = ROOT / ".cache" / "css-rules"  # stylesheets as tinycss2 parsed them (vjpkb/css.py)
JINJA_CACHE = ROOT / ".cache" / "jinja"  # nbconvert's compiled templates (hooks/notebooks.py)
GLUE_MAX = 12  # an inline formula drawing at most this many characters keeps the punctuation after it (hooks/math.py)
FIRST_SCREEN = 2000  # characters of article text a reader sees that the first paint waits for (hooks/first_screen.py)
GLUE_MARKS = "，。；：、）】」』！？,.;:!?)]"  # the punctuation it keeps (a line never starts with one)


def offline_build(mkdocs_config) -> bool:
    """Whether this build is the offline copy (Material's offline plugin enabled: OFFLINE=1)."""
    plugin = mkdocs_config["plugins"].get("material/offline") or mkdocs_config["plugins"].get("offline")
    return bool(plugin and plugin.config.enabled)


def i18n_building(mkdocs_config) -> bool:
    """True inside the builds of the other languages, which mkdocs-static-i18n runs from its own on_post_build."""
    return bool(getattr(mkdocs_config["plugins"].get("i18n"), "building", False))


@functools.cache
def config() -> dict:
    """mkdocs.yml as mkdocs reads it (its YAML loader resolves !ENV and the python tags)."""
    import yaml
    from mkdocs.utils.yaml import get_yaml_loader

    with CONFIG_FILE.open(encoding="utf-8") as f:
        return yaml.load(f, Loader=get_yaml_loader())


def _plugin(name: str) -> dict:
    for entry in config()["plugins"]:
        if isinstance(entry, dict) and name in entry:
            return entry[name] or {}
    raise KeyError(f"mkdocs.yml: plugin {name!r} is not configured")


def _extension(name: str) -> dict:
    for entry in config()["markdown_extensions"]:
        if isinstance(entry, dict) and name in entry:
            return entry[name] or {}
    raise KeyError(f"mkdocs.yml: markdown extension {name!r} is not configured")


@functools.cache
def langs() -> tuple[str, ...]:
    """The site's languages, the default (served at /) first, as mkdocs.yml's i18n plugin lists them."""
    languages = _plugin("i18n")["languages"]
    return tuple(sorted((lang["locale"] for lang in languages),
                        key=lambda loc: not next(l for l in languages if l["locale"] == loc).get("default")))


LANGS = langs()


def nav() -> list[str]:
    """Page file names in reading order (mkdocs.yml's nav, the same for every language), sections flattened."""
    def walk(entries):
        for entry in entries:
            value = entry if isinstance(entry, str) else next(iter(entry.values()))
            yield from walk(value) if isinstance(value, list) else [value]
    return list(walk(config()["nav"]))


def pages(lang: str) -> list[Path]:
    """Every page of one language (nav or not), sorted by path."""
    return sorted((DOCS / lang).rglob("*.md"))


def topic_pages(lang: str) -> list[Path]:
    """The pages that have a notebook, in nav order: every gallery page has its own, the gallery's index none."""
    return [DOCS / lang / name for name in nav() if name not in NO_NOTEBOOK and name != f"{GALLERY}index.md"]


def title(page: Path) -> str:
    """A page's title: its first `# ` heading, without an attribute list."""
    line = next(line for line in page.read_text(encoding="utf-8").splitlines() if line.startswith("# "))
    return re.sub(r"\s*\{[^{}]*\}\s*$", "", line[2:]).strip()


def gallery_pages(lang: str) -> list[Path]:
    """The error gallery's pages after its index, in nav order: one per message, and the silent cases."""
    return [DOCS / lang / name for name in nav() if name.startswith(GALLERY) and name != f"{GALLERY}index.md"]


def notebook_stem(page: Path) -> str:
    """The notebook's name of a topic page: its file's stem; a gallery page's is prefixed (errors-backward-twice)."""
    rel_ = page.relative_to(DOCS).parts[1:]
    return "-".join([*rel_[:-1], page.stem])


def rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


# --- URLs ------------------------------------------------------------------------------------------------------


def page_path(lang: str, stem: str) -> str:
    """URL path of a page (stem relative to docs/<lang>/, e.g. "vjp" or "notebooks/vjp"), relative to the site's
    base URL: the default language at /, the others under /<lang>/."""
    parts = ([] if lang == LANGS[0] else [lang]) + [p for p in stem.split("/") if p != "index"]
    return "".join(f"{part}/" for part in parts)


def md_path(lang: str, md: Path) -> str:
    """URL path of the page docs/<lang>/<md>."""
    return page_path(lang, md.relative_to(DOCS / lang).with_suffix("").as_posix())


def notebook_source(page: Path) -> Path:
    """Where the notebook of the topic page docs/<lang>/.../<name>.md is generated (git-ignored)."""
    return DOCS / page.relative_to(DOCS).parts[0] / "notebooks" / f"{notebook_stem(page)}.ipynb"


def notebook_page(lang: str, stem: str) -> str:
    """URL path of the notebook page of a topic; the .ipynb itself is published in that folder."""
    return page_path(lang, f"notebooks/{stem}")


def notebook_download(lang: str, stem: str) -> str:
    return f"{notebook_page(lang, stem)}{stem}.ipynb"


# --- torch ------------------------------------------------------------------------------------------------------


@functools.cache
def torch_version() -> str:
    """The torch every stored output comes from: the pin in requirements.txt (no need to import torch)."""
    text = (ROOT / "requirements.txt").read_text(encoding="utf-8")
    m = re.search(r"^torch==([\w.]+)\s*$", text, re.MULTILINE)
    if not m:
        raise ValueError("requirements.txt: no `torch==<version>` pin")
    return m[1]


# --- includes ----------------------------------------------------------------------------------------------------


def include_target(line: str) -> str | None:
    """The target of an include line ("snippets/x/y.py" or "snippets/x/y.py:section"), by pymdownx.snippets' own
    grammar; None if the line is not an include."""
    from pymdownx.snippets import SnippetPreprocessor

    m = SnippetPreprocessor.RE_ALL_SNIPPETS.match(line)
    if not m or m["escape"] or not m["snippet"]:
        return None
    return m["snippet"][1:-1]


@functools.cache
def _snippet_preprocessor():
    import markdown

    options = dict(_extension("pymdownx.snippets"))
    options["base_path"] = [str(ROOT / p) for p in options.get("base_path", ["."])]  # not the working directory
    md = markdown.Markdown(extensions=["pymdownx.snippets"], extension_configs={"pymdownx.snippets": options})
    return md.preprocessors["snippet"]


def expand_includes(text: str) -> tuple[str, list[int]]:
    """The markdown with every include replaced by the included text, exactly as the site renders it (mkdocs.yml's
    pymdownx.snippets options), and for each line of the result the 0-based line of `text` it comes from."""
    pre = _snippet_preprocessor()
    lines: list[str] = []
    origin: list[int] = []
    for number, line in enumerate(text.split("\n")):
        expanded = pre.run([line]) if include_target(line) else [line]
        lines.extend(expanded)
        origin.extend([number] * len(expanded))
    return "\n".join(lines), origin


# --- code blocks of a page ----------------------------------------------------------------------------------------

FENCE_OPEN = re.compile(r"^(?P<indent>\s*)(?P<fence>`{3,}|~{3,})\s*(?P<info>.*)$")
PYTHON_INFO = re.compile(r"^\{?\s*\.?(python3?|py|pycon)\b", re.IGNORECASE)  # Pygments ignores case too


@dataclass(frozen=True)
class CodeLine:
    """One non-blank line inside a Python fence: `line` is 1-based in `page`."""

    page: Path
    line: int
    text: str
    include: str | None  # "snippets/x/y.py" or "snippets/x/y.py:section", None for code typed into the page


def python_fence_lines(page: Path) -> list[CodeLine]:
    """Every non-blank line inside the page's Python fences (at any indentation, e.g. inside an admonition)."""
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
            out.append(CodeLine(page, number, text, include_target(text)))
    return out


def includes(page: Path) -> list[str]:
    """The snippet includes of the page's Python blocks, in page order."""
    return [c.include for c in python_fence_lines(page) if c.include]


def snippet_files() -> list[Path]:
    return sorted(p for p in SNIPPETS.rglob("*.py") if "__pycache__" not in p.parts)


def write_whole(path: Path, data: str | bytes) -> None:
    """Write `path` whole or not at all: a build or serve beside this one in the same checkout reads the old file or
    the new one, never half of it."""
    partial = path.with_name(f"{path.name}.{os.getpid()}.partial")
    if isinstance(data, bytes):
        partial.write_bytes(data)
    else:
        partial.write_text(data, encoding="utf-8")
    partial.replace(path)


def write_changed(texts: dict[Path, str]) -> list[Path]:
    """Write each generated file whose text differs from what is on disk (whole, `write_whole`); the paths written."""
    written = []
    for path, text in texts.items():
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_whole(path, text)
            written.append(path)
    return written
