"""mkdocs hook: the notebooks (vjpkb.notebooks generates them) and their place on the site.

- Once per mkdocs command, docs/<lang>/notebooks/*.ipynb are regenerated from the pages (only files whose content
  changed are written), linking to the published site (VJPKB_SITE_URL if set, else site_url). Under `mkdocs serve`
  that is at start-up: rewriting files under docs/ on every rebuild would make the watcher start a second build for
  every saved snippet.
- mkdocs-static-i18n replaces mkdocs-jupyter's notebook File objects with plain files, so notebook pages would be
  published as raw JSON (ultrabug/mkdocs-static-i18n#198): they are made notebook pages again after i18n's on_files.
- mkdocs-jupyter deletes, after each build, the cached renderings that build did not use; i18n runs one build per
  language, so each language's cleanup deleted the other's: both languages' entries are marked as used.
- mkdocs-jupyter's cache folder is one per process, shared with the checkout's other builds through vjpkb/nbcache.py
  (it writes its entries in place: a build beside this one read a half-written one and failed).
- Notebook pages repeat their topic page: they stay out of the search index.
- A notebook page inlines JupyterLab's whole stylesheet (about 570 KB); only the rules whose classes the page uses
  are kept (tinycss2 parses it), less those whose every selector puts `:root` after a combinator (they match
  nothing), and its table of contents keeps inline code (mkdocs-jupyter drops it).
- mkdocs-jupyter 0.26.3 appends `<style>` + the Python repr of a list of stylesheets (not CSS; the same Pygments
  rules the page already has) after each notebook (nbconvert2.py, `resources["inlining"]["css"]`): it is dropped, as
  a stylesheet at the end of the page restyles the whole page once more while it loads.
- mkdocs-jupyter makes a new nbconvert exporter for every notebook page (twice: the page, its TOC), and each one
  compiles nbconvert's Jinja templates again (about 750 compilations per build, half of a build whose pages are
  stubs). The exporters' Jinja environments share a bytecode cache in .cache/jinja (Jinja's own
  FileSystemBytecodeCache, keyed by template name and checked against the template's source), so each template is
  compiled once. nbconvert's TemplateExporter._create_environment is wrapped for that; it fails the build if a
  release renames it.
- Each topic page gets `page.meta["notebook"]` (its notebook page and .ipynb, relative to the site root);
  overrides/partials/actions.html draws the page actions from it.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository root: vjpkb, the page model


import os
import re

import markdown
import nbformat
from markdown.extensions.toc import TocExtension
from mkdocs.plugins import event_priority

from vjpkb import (
    DOCS,
    JINJA_CACHE,
    LANGS,
    notebook_download,
    notebook_page,
    notebook_source,
    notebook_stem,
    topic_pages,
)
from vjpkb import nbcache
from vjpkb.css import join, rules
from vjpkb.notebooks import write_all

_state = {"written": False}


def on_config(config):
    from jinja2 import FileSystemBytecodeCache
    from mkdocs.exceptions import PluginError
    from nbconvert.exporters.templateexporter import TemplateExporter

    create = getattr(TemplateExporter, "_create_environment", None)
    if create is None:
        raise PluginError("hooks/notebooks.py: nbconvert's TemplateExporter has no _create_environment any more: "
                          "update the Jinja bytecode cache there (or drop it)")
    if not getattr(create, "vjpkb_cached", False):
        JINJA_CACHE.mkdir(parents=True, exist_ok=True)
        cache = FileSystemBytecodeCache(str(JINJA_CACHE))

        def cached(self):
            environment = create(self)
            environment.bytecode_cache = cache
            return environment

        cached.vjpkb_cached = True
        TemplateExporter._create_environment = cached
    config["plugins"]["mkdocs-jupyter"].config["cache_dir"] = str(nbcache.private_dir())
    return config


@event_priority(-100)  # after mkdocs-jupyter's own on_post_build has dropped the entries this build did not use
def on_post_build(config):
    nbcache.publish(Path(config["plugins"]["mkdocs-jupyter"].config["cache_dir"]))


def on_shutdown():
    nbcache.remove()


def on_pre_build(config):
    if not _state["written"]:  # once per command (i18n builds each language: both get the same notebooks)
        # A notebook links to the published site (it is read outside the site once downloaded). The offline copy's
        # build clears site_url, for relative links, and passes the published address in VJPKB_SITE_URL: so both
        # builds write the same notebooks, and the second reuses mkdocs-jupyter's cached renderings.
        write_all(os.environ.get("VJPKB_SITE_URL") or config["site_url"] or "/")
        _state["written"] = True
    from mkdocs_jupyter.plugin import _compute_cache_key, _get_cache_path

    plugin = config["plugins"]["mkdocs-jupyter"]
    for lang in LANGS:
        for page in topic_pages(lang):
            key = _compute_cache_key(notebook_source(page), plugin.config, plugin.config["execute"])
            plugin._used_cache_paths.add(_get_cache_path(plugin.config["cache_dir"], key))


@event_priority(-200)  # after mkdocs-static-i18n's on_files (priority -100)
def on_files(files, config):
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
    if page.file.src_uri.endswith(".ipynb"):
        page.meta["search"] = {"exclude": True}
        return context
    lang, _, name = page.file.src_uri.partition("/")
    md = DOCS / lang / name
    if md in topic_pages(lang):
        stem = notebook_stem(md)
        page.meta["notebook"] = {"view": notebook_page(lang, stem), "download": notebook_download(lang, stem)}
    return context


def on_page_content(html, page, config, files):
    """Table of contents of a notebook page: titles from the notebook's own headings, inline code kept."""
    if not page.file.src_uri.endswith(".ipynb") or page.toc is None:
        return html
    nb = nbformat.read(page.file.abs_src_path, as_version=4)
    md = markdown.Markdown(extensions=[TocExtension(toc_depth=6)])
    md.convert("\n\n".join(c.source for c in nb.cells if c.cell_type == "markdown"))

    def walk(items, key):
        for item in items:
            yield item
            yield from walk(item[key] if key else item.children, key)

    ours, theirs = list(walk(md.toc_tokens, "children")), list(walk(page.toc, None))
    if len(ours) == len(theirs):  # the same headings in the same order; mkdocs-jupyter's ids match the page's anchors
        for token, item in zip(ours, theirs):
            item.title = token["name"]
    return html


STYLE = re.compile(r"(<style[^>]*>)(.*?)(</style>)", re.DOTALL)


# `:root` after a combinator: the root element has no ancestor and no sibling, so the selector matches nothing. Each of
# mkdocs-jupyter's scoped copies of JupyterLab's `:root` blocks is `.jupyter-wrapper :root{...}` (its icons as base64
# SVG): 88 KB of the 126 KB kept on a notebook page, 31 of its 84 KB gzip.
NEVER_MATCHES = re.compile(r"[\s>+~]\s*:root\b")


def _live(text: str) -> bool:
    return not all(NEVER_MATCHES.search(sel) for sel in text.split("{", 1)[0].split(","))


def _prune(css: str, used: set[str]) -> str:
    return join([(wrapper, text) for wrapper, selectors, text in rules(css)
                 if any(classes <= used for classes in selectors) and _live(text)])


def on_post_page(output, page, config):
    """Keep only the CSS rules of a notebook page whose classes occur in the page."""
    if not page.file.src_uri.endswith(".ipynb"):
        return output
    used = {c for attr in re.findall(r'class="([^"]*)"', output) for c in attr.split()}

    def prune(m):
        if m[2].lstrip().startswith("['"):  # mkdocs-jupyter's list repr (see above)
            return ""
        if len(m[2]) < 20_000:
            return m[0]
        return m[1] + _prune(m[2], used) + m[3]

    return STYLE.sub(prune, output)
