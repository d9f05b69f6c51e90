"""mkdocs hook: Pygments' spans that change nothing on screen are left out of the built pages.

Pygments wraps every token of a code block in a span, and these spans are most of a page's elements (the error
gallery: 10,400 of 15,600), each one styled and laid out by the reader's browser and checked by axe in the tests.
A span drawn in the code block's own colour draws exactly what its bare text draws. Those are names (`n`) and
whitespace (`w`, whose colour never shows) everywhere, and `None`/`True`/`False` (`kc`) on topic pages (Material's
stylesheet gives them the name colour; nbconvert's, on notebook pages, makes them bold keywords). In code blocks they
are written as plain text: the error gallery goes from 15,600 elements to 12,400. (Inline code is left alone: inside
a link it takes the link's colour, and its names would then differ from its spans.)

Every build checks this against the stylesheets themselves (Material's, ours, a notebook page's own), so a release or
a rule that styles these tokens stops the build here, instead of silently changing how the code looks; the browser
tests check it in the cascade itself, in both colour schemes (tests/browser.py, check_plain_tokens).
"""

import re
import sys
from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository root: vjpkb, the page model

from vjpkb.css import theme_stylesheets  # noqa: E402

PLAIN = {"topic": re.compile(r'<span class="(?:n|w|kc)">([^<]*)</span>'),
         "notebook": re.compile(r'<span class="(?:n|w)">([^<]*)</span>')}
PRE = re.compile(r"<pre\b.*?</pre>", re.S)  # code blocks only: inline code inside a link takes the link's colour
RULE = re.compile(r"([^{}]+)\{([^{}]*)\}")
COMMENT = re.compile(r"/\*.*?\*/", re.S)
TOKEN = {"topic": re.compile(r"\.(?:n|w|kc)(?![\w-])"), "notebook": re.compile(r"\.(?:n|w)(?![\w-])")}


def rules(css: str, naming: re.Pattern | None = None) -> list[tuple[set[str], str]]:
    """(the selectors, the declarations without spaces or the last `;`) of every rule at any @media depth (or of
    those whose selectors match `naming`)."""
    return [({s.strip() for s in sels.split(",")}, re.sub(r"\s+", "", decl).rstrip(";"))
            for sels, decl in RULE.findall(COMMENT.sub("", css)) if naming is None or naming.search(sels)]


MATERIAL = ({".highlight .kc", ".highlight .n"}, "color:var(--md-code-hl-name-color)")  # names in the code colour


def check_topic_css(css: str) -> list[str]:
    """Material's stylesheets and ours: the only rule that names n, w or kc outside notebooks is Material's
    `.highlight .kc,.highlight .n{color:var(--md-code-hl-name-color)}`, and wherever the code colour is set the name
    colour is set to it."""
    parsed = rules(css)
    found = [(sels, decl) for sels, decl in parsed
             if any(TOKEN["topic"].search(s) and "highlight-ipynb" not in s for s in sels)]
    problems = [f"{', '.join(sorted(sels))} {{{decl}}}" for sels, decl in found if (sels, decl) != MATERIAL]
    if MATERIAL not in found:
        problems.append(f"Material no longer styles {', '.join(sorted(MATERIAL[0]))} as {{{MATERIAL[1]}}}")
    for sels, decl in parsed:
        if "--md-code-fg-color:" in decl and "--md-code-hl-name-color:var(--md-code-fg-color)" not in decl:
            problems.append(f"{', '.join(sorted(sels))} sets the code colour but not the name colour to it")
        if "--md-code-hl-name-color:" in decl and "--md-code-hl-name-color:var(--md-code-fg-color)" not in decl:
            problems.append(f"{', '.join(sorted(sels))} sets the name colour to another than the code colour")
    return problems


def check_notebook_css(css: str) -> list[str]:
    """nbconvert's Pygments rules (and any other): nothing names n or w but Material's rule (check_topic_css) and
    nbconvert's `.highlight-ipynb .w`, which sets a colour only (whitespace draws no glyph: its colour never shows)."""
    return [f"{', '.join(sorted(sels))} {{{decl}}}" for sels, decl in rules(css, TOKEN["notebook"])
            if any(TOKEN["notebook"].search(s) for s in sels) and (sels, decl) != MATERIAL
            and not (sels == {".highlight-ipynb .w"} and re.fullmatch(r"color:[^;]+", decl))]


def fail(where: str, problems: list[str]):
    raise PluginError(f"hooks/code_tokens.py: {where}: {'; '.join(problems)}. The spans this hook leaves out would "
                      "now look different from plain text: change the hook (or the stylesheet)")


def on_config(config):
    material = theme_stylesheets(config)
    if not material:
        fail(f"theme {config['theme'].dirs}", ["no Material stylesheet found"])
    ours = [Path(config["docs_dir"]) / p for p in config["extra_css"]]  # KaTeX's comes from node_modules, unstyled
    sheets = material + [p for p in ours if p.is_file()]
    css = "".join(p.read_text(encoding="utf-8") for p in sheets)
    problems = check_topic_css(css) + check_notebook_css(css)
    if problems:
        fail(", ".join(str(p) for p in sheets), problems)
    return config


@event_priority(-50)  # after hooks/notebooks.py has dropped mkdocs-jupyter's non-CSS <style> and pruned the rest
def on_post_page(output, page, config):
    kind = "notebook" if page.file.src_uri.endswith(".ipynb") else "topic"
    if kind == "notebook":
        problems = check_notebook_css("".join(re.findall(r"<style[^>]*>(.*?)</style>", output, re.S)))
        if problems:
            fail(page.file.src_uri, problems)
    return PRE.sub(lambda m: PLAIN[kind].sub(r"\1", m[0]), output)
