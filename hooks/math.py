"""mkdocs hook: every formula is rendered to HTML at build time by the pinned KaTeX (node_modules/katex, run by
hooks/katex_render.cjs in one Node process per build), so the browser typesets nothing and nothing shifts; a page
needs only KaTeX's CSS and the fonts its formulas use. A formula KaTeX cannot render fails the build, naming the page
and the formula.

Formulas are found in the HTML of each page after the search plugin has indexed it (so the index keeps the TeX):
`\\(...\\)` and `\\[...\\]` (pymdownx.arithmatex, generic mode; also in the table of contents), and on notebook pages
Jupyter's `$...$` and `$$...$$`. Text inside pre, code, script, style and textarea is left alone.

A page with formulas preloads the KaTeX fonts they use: which classes select which font is read from KaTeX's own CSS.
Fetched only once the CSS asks for them, the fonts arrived after the first paint and every line holding a formula
moved (layout shift 0.01-0.04 on a desktop, measured in Chromium).

The fonts the site serves hold only the characters its formulas draw (fontTools' subsetter, after the build): the
fonts a formula page preloads shrink from 93 to 45 KB. A `mkdocs serve --dirty` rebuild renders only the changed
pages, so it adds their characters to those of the last build (.cache/katex-glyphs.txt) instead of replacing them.
The fonts as cut are kept in .cache/katex-fonts, keyed by the characters, KaTeX's and fontTools' versions and the
subsetter's options: a build that draws the same characters copies them instead of cutting again.
"""

import atexit
import functools
import hashlib
import html
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository root: vjpkb, the page model

from mkdocs.exceptions import PluginError  # noqa: E402
from mkdocs.plugins import event_priority  # noqa: E402
from mkdocs.utils import get_relative_url  # noqa: E402

from vjpkb import (GLUE_MARKS, GLUE_MAX, KATEX, KATEX_FONTS_CACHE, KATEX_GLYPHS, i18n_building, write_whole,  # noqa: E402
                   offline_build)
from vjpkb.html import TAG, prose_parts  # noqa: E402

SCRIPT = Path(__file__).with_name("katex_render.cjs")
ARITHMATEX = re.compile(r"\\\((?P<inline>.+?)\\\)|\\\[(?P<display>.+?)\\\]", re.S)
DOLLARS = re.compile(r"\$\$(?P<display>.+?)\$\$|(?<![\\$\w])\$(?P<inline>[^\s$](?:[^$]*?[^\s$])?)\$(?![\w$])", re.S)

# A short inline formula and the punctuation right after it stay on one line (`white-space: nowrap`, site.css): a line
# must not start with "，" or "." (Chromium breaks after a formula's last box even before a closing mark). Only formulas
# of at most GLUE_MAX drawn characters: a longer one may need its own breaks, and kept whole it could overflow a phone.
PUNCTUATION = re.escape(GLUE_MARKS)
GLUE = {
    "page": (re.compile(rf'<span class="arithmatex">\x00([^\x00\x01]*)\x01</span>([{PUNCTUATION}]+)'),
             r'<span class="vjp-nobr"><span class="arithmatex">\1</span>\2</span>'),
    "notebook": (re.compile(rf"\x00([^\x00\x01]*)\x01([{PUNCTUATION}]+)"), r'<span class="vjp-nobr">\1\2</span>'),
}

FONT_RULE = re.compile(r"([^{}]*)\{font-family:(KaTeX_\w+)((?:;font-(?:style|weight):\w+)*)\}")
CLASS_ATTR = re.compile(r'class="([^"]*)"')

_node: subprocess.Popen | None = None
_cache: dict[tuple[str, bool], str] = {}
_drawn: dict[tuple[str, bool], set[str]] = {}  # the characters each rendered formula draws
_short: dict[tuple[str, bool], bool] = {}  # an inline formula short enough to be glued to the punctuation after it
_build = {"pages": 0, "rendered": 0, "glyphs": set()}


def _renderer() -> subprocess.Popen:
    global _node
    if _node is None or _node.poll() is not None:
        if not (KATEX / "package.json").is_file():
            raise PluginError(f"KaTeX not installed at {KATEX}: run `npm ci` (or `make setup`)")
        _node = subprocess.Popen(["node", str(SCRIPT), str(KATEX)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                 text=True, encoding="utf-8")
        atexit.register(_node.kill)
    return _node


def katex_text(rendered: str) -> str:
    """The characters KaTeX's HTML output of one formula draws (its katex-html part; the MathML part is for screen
    readers and is drawn by no KaTeX font)."""
    drawn = rendered[rendered.find('class="katex-html"'):] if 'class="katex-html"' in rendered else ""
    return html.unescape(TAG.sub("", drawn.split(">", 1)[-1]))


def render(formulas: list[tuple[str, bool]], where: str) -> None:
    """Render the formulas not yet in the cache; a formula KaTeX rejects stops the build."""
    todo = sorted({f for f in formulas if f not in _cache})
    if not todo:
        return
    node = _renderer()
    node.stdin.write(json.dumps(todo) + "\n")
    node.stdin.flush()
    for (tex, display), (ok, out) in zip(todo, json.loads(node.stdout.readline())):
        if not ok:
            raise PluginError(f"{where}: KaTeX cannot render the formula {tex!r}: {out}")
        drawn = katex_text(out)
        _cache[tex, display] = out
        _drawn[tex, display] = set(drawn)
        _short[tex, display] = not display and len(drawn.strip()) <= GLUE_MAX


def on_post_page(output, page, config):
    pattern = DOLLARS if page.file.src_uri.endswith(".ipynb") else ARITHMATEX
    parts, texts = prose_parts(output)  # texts: the text parts outside pre/code/script/style/textarea

    def formula(m):
        return html.unescape(m["inline"] if m["inline"] is not None else m["display"]).strip(), m["inline"] is None

    where = f"docs/{page.file.src_uri}"
    formulas = [formula(m) for i in texts for m in pattern.finditer(parts[i])]
    render(formulas, where)
    _build["rendered"] += 1
    _build["glyphs"].update(*(_drawn[f] for f in formulas))

    def rendered(m):  # a short inline formula is marked (\x00...\x01) for GLUE, then the marks go
        f = formula(m)
        return f"\x00{_cache[f]}\x01" if _short[f] else _cache[f]

    for i in texts:
        parts[i] = pattern.sub(rendered, parts[i])
    glue, glued = GLUE["notebook" if pattern is DOLLARS else "page"]
    output = glue.sub(glued, "".join(parts)).replace("\x00", "").replace("\x01", "")
    return preload_fonts(output, page, config)


@functools.cache  # KaTeX's CSS is read once per build process
def _font_rules() -> list[tuple[set[str], str]]:
    """(the classes one element needs for a selector of KaTeX's CSS, the woff2 file of the font the selector sets):
    the classes of the selector's last compound that names any (`.katex .delimsizing.size3` -> delimsizing, size3).
    KaTeX_Main first: `.katex` itself is set in it."""
    css = (KATEX / "dist" / "katex.min.css").read_text(encoding="utf-8")
    rules = [({"katex"}, "KaTeX_Main-Regular.woff2")]
    for selectors, family, props in FONT_RULE.findall(css):
        bold, italic = "font-weight:700" in props or "font-weight:bold" in props, "font-style:italic" in props
        style = {(False, False): "Regular", (True, False): "Bold", (False, True): "Italic", (True, True): "BoldItalic"}
        font = f"{family}-{style[bold, italic]}.woff2"
        if (KATEX / "dist" / "fonts" / font).is_file():
            for selector in selectors.split(","):
                compounds = [set(re.findall(r"\.([\w-]+)", c)) for c in re.split(r"[\s>+~]+", selector.strip())]
                rules.append((next(c for c in reversed(compounds) if c), font))
    return rules


def preload_fonts(output: str, page, config) -> str:
    if 'class="katex"' not in output or offline_build(config):
        return output  # no formula; or the offline copy, opened from file://, where a font preload has no origin
    elements = {frozenset(attr.split()) for attr in CLASS_ATTR.findall(output)}
    used = dict.fromkeys(font for needed, font in _font_rules() if any(needed <= classes for classes in elements))
    links = "".join(f'<link rel="preload" href="{get_relative_url(f"assets/katex/fonts/{font}", page.url)}" '
                    'as="font" type="font/woff2" crossorigin>' for font in used)
    return output.replace("</head>", links + "</head>", 1)


def on_config(config):
    if not i18n_building(config):  # a new `mkdocs build`, or a rebuild under `mkdocs serve`: all languages follow
        _build.update(pages=0, rendered=0, glyphs=set())
    return config


@event_priority(-150)  # after mkdocs-static-i18n's on_files (-100), which keeps the files of the language being built
def on_files(files, config):
    _build["pages"] += len(files.documentation_pages())
    return files


@event_priority(-200)  # after mkdocs-static-i18n's on_post_build (-100), which builds the other languages
def on_post_build(config):
    """Cut KaTeX's fonts in the built site down to the characters the formulas of every language draw."""
    from fontTools import subset

    if i18n_building(config):
        return
    glyphs = set(_build["glyphs"])
    before = set(KATEX_GLYPHS.read_text(encoding="utf-8")) if KATEX_GLYPHS.is_file() else None
    if _build["rendered"] < _build["pages"] and before:  # a dirty rebuild: not every page was rendered
        glyphs |= before
    fonts = sorted((Path(config["site_dir"]) / "assets" / "katex" / "fonts").glob("*.woff2"))
    full = [f for f in fonts if f.stat().st_size == (KATEX / "dist" / "fonts" / f.name).stat().st_size]
    if glyphs == before and not full:
        return  # already cut to these characters (a saved snippet under `mkdocs serve` costs no second here)
    KATEX_GLYPHS.parent.mkdir(exist_ok=True)
    write_whole(KATEX_GLYPHS, "".join(sorted(glyphs)))  # another build in this checkout may read it now
    cached = KATEX_FONTS_CACHE / _fonts_key(glyphs)
    try:
        for font in fonts:  # cut for these characters by an earlier build
            shutil.copyfile(cached / font.name, font)
        return
    except FileNotFoundError:  # not cut yet, or another build replacing the cache right now: cut them here
        pass
    options = subset.Options(**SUBSET_OPTIONS)
    for font in fonts:
        cut = subset.load_font(str(KATEX / "dist" / "fonts" / font.name), options)
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=[ord(c) for c in glyphs])
        subsetter.subset(cut)
        subset.save_font(cut, str(font), options)
    shutil.rmtree(KATEX_FONTS_CACHE, ignore_errors=True)  # one set of cut fonts is kept: this build's
    partial = KATEX_FONTS_CACHE / f"{cached.name}.{os.getpid()}"
    shutil.copytree(Path(config["site_dir"]) / "assets" / "katex" / "fonts", partial)
    try:
        partial.rename(cached)  # whole or not at all
    except OSError:  # a build beside this one stored the same cut first
        shutil.rmtree(partial, ignore_errors=True)


SUBSET_OPTIONS = {"flavor": "woff2", "layout_features": ["*"], "notdef_outline": True}


def _fonts_key(glyphs: set[str]) -> str:
    """What the cut fonts depend on: the characters, KaTeX's fonts (its version), fontTools and its options."""
    from fontTools import version as fonttools

    katex = json.loads((KATEX / "package.json").read_text(encoding="utf-8"))["version"]
    what = json.dumps([katex, fonttools, SUBSET_OPTIONS, "".join(sorted(glyphs))], sort_keys=True)
    return hashlib.sha256(what.encode()).hexdigest()[:20]
