"""mkdocs hook: tables arrive in Material's scroll wrapper, written at build time instead of at load.

Material's JavaScript wraps every `table:not([class])` of the content in `div.md-typeset__scrollwrap >
div.md-typeset__table` when the page loads. Moving a table restyles the whole article after it: on the formula page
that was a 70 ms style recalculation of 7,577 elements (Chromium trace, this machine), four times that in Lighthouse's
phone. Here each Markdown table gets that wrapper and `class="vjp-table"` (so Material's script leaves it alone), and
every rule Material's stylesheet gives `table:not([class])` is given to `table.vjp-table` too: generated from
Material's own CSS into the served assets/site.css, so the two cannot drift apart. The build stops if Material no
longer styles `table:not([class])`. tests/test_build.py checks the pages and the stylesheet, tests/test_browser.py
that no table moves while a page loads.
"""

import re
import sys
from pathlib import Path

from mkdocs.exceptions import PluginError

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository root: vjpkb, the page model

from vjpkb.css import join, rules, theme_stylesheets  # noqa: E402

MATERIAL_SELECTOR, OURS = "table:not([class])", "table.vjp-table"
SITE_CSS = "assets/site.css"
_generated = {"css": ""}
# What Material's script moves: a table without a class (Markdown's have no attributes; raw HTML may), never nested.
TABLE = re.compile(r"<table((?:\s(?![^>]*\bclass=)[^>]*)?)>(.*?)</table>", re.S)
WRAPPED = (r'<div class="md-typeset__scrollwrap"><div class="md-typeset__table"><table class="vjp-table"\1>\2</table>'
           "</div></div>")


def table_rules(css: str) -> str:
    """Material's rules for `table:not([class])`, each also for `table.vjp-table` (in its @media block)."""
    kept = [(wrapper, text.replace(MATERIAL_SELECTOR, OURS)) for wrapper, _, text in rules(css)
            if MATERIAL_SELECTOR in text.split("{", 1)[0]]
    return join(kept)


def on_config(config):
    material = theme_stylesheets(config, "main.*.min.css")
    _generated["css"] = table_rules("".join(p.read_text(encoding="utf-8") for p in material))
    if not _generated["css"]:
        raise PluginError(f"hooks/tables.py: Material's stylesheet ({material}) has no rule for {MATERIAL_SELECTOR}: "
                          "its tables are styled differently now, change this hook")


def on_post_build(config):
    """The served site.css: ours, then the generated rules (written whole on every build, `mkdocs serve` included)."""
    css = (Path(config["docs_dir"]) / SITE_CSS).read_text(encoding="utf-8")
    (Path(config["site_dir"]) / SITE_CSS).write_text(
        f"{css}\n/* hooks/tables.py: Material's table rules, for {OURS} */\n{_generated['css']}\n", encoding="utf-8")


def on_post_page(output, page, config):
    def wrap(m):
        if "<table" in m[2]:
            raise PluginError(f"hooks/tables.py: docs/{page.file.src_uri}: a table inside a table: {m[0][:80]!r}")
        return m.expand(WRAPPED)

    return TABLE.sub(wrap, output)
