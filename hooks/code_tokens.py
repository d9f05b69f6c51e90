"""mkdocs hook: Pygments' spans that change nothing on screen are left out of the built pages.

Pygments wraps every token of a code block in a span, and these spans are most of a page's elements (the error
gallery: 10,400 of 15,600), each one styled and laid out by the reader's browser and checked by axe in the tests.
A span drawn in the code block's own colour draws exactly what its bare text draws. Those are names (`n`) and
whitespace (`w`) everywhere, and `None`/`True`/`False` (`kc`) on topic pages (Material's stylesheet gives them the
name colour; nbconvert's, on notebook pages, makes them bold keywords). They are written as plain text, a third of
all elements on a code-heavy page.

Every build checks this against the stylesheets themselves, so a Material or nbconvert release that styles these
tokens stops the build here, instead of silently changing how the code looks.
"""

import re
from pathlib import Path

from mkdocs.exceptions import PluginError

PLAIN = {"topic": re.compile(r'<span class="(?:n|w|kc)">([^<]*)</span>'),
         "notebook": re.compile(r'<span class="(?:n|w)">([^<]*)</span>')}
RULE = re.compile(r"([^{}]+)\{([^{}]*)\}")
COMMENT = re.compile(r"/\*.*?\*/", re.S)


def styles(css: str, selector: str) -> list[str]:
    """The declarations of every rule whose selector list names `selector`."""
    rules = RULE.findall(COMMENT.sub("", css))
    return [decl.strip() for sels, decl in rules if selector in (s.strip() for s in sels.split(","))]


def check_topic_css(css: str) -> list[str]:
    """Material's stylesheets (and ours): n and kc in the name colour, which is the code colour; w unstyled."""
    problems = [f"{sel} is styled {styles(css, sel)}" for sel in (".highlight .n", ".highlight .kc")
                if styles(css, sel) != ["color:var(--md-code-hl-name-color)"]]
    name = set(re.findall(r"--md-code-hl-name-color:\s*([^;}]*)", css))
    if name != {"var(--md-code-fg-color)"}:
        problems.append(f"--md-code-hl-name-color is {sorted(name)}, not the code colour")
    if styles(css, ".highlight .w"):
        problems.append(f".highlight .w is styled {styles(css, '.highlight .w')}")
    return problems


def check_notebook_css(css: str) -> list[str]:
    """nbconvert's Pygments rules: n unstyled, w in the block's own colour."""
    problems = [f".highlight-ipynb .n is styled {styles(css, '.highlight-ipynb .n')}"] \
        if styles(css, ".highlight-ipynb .n") else []
    block = [d for d in styles(css, ".highlight-ipynb") if "color" in d]
    colour = re.search(r"(?<![-\w])color:\s*([^;]+)", block[0]) if block else None
    for decl in styles(css, ".highlight-ipynb .w"):
        if colour is None or decl.rstrip(";").replace(" ", "") != f"color:{colour[1].strip()}".replace(" ", ""):
            problems.append(f".highlight-ipynb .w is styled {decl!r}, the block {block!r}")
    return problems


def fail(where: str, problems: list[str]):
    raise PluginError(f"hooks/code_tokens.py: {where}: {'; '.join(problems)}. The spans this hook leaves out would "
                      "now look different from plain text: change the hook (or the stylesheet)")


def on_config(config):
    material = [p for d in config["theme"].dirs for p in sorted(Path(d).glob("assets/stylesheets/*.min.css"))]
    if not material:
        fail(f"theme {config['theme'].dirs}", ["no Material stylesheet found"])
    ours = [Path(config["docs_dir"]) / p for p in config["extra_css"]]  # KaTeX's comes from node_modules, unstyled
    sheets = material + [p for p in ours if p.is_file()]
    problems = check_topic_css("".join(p.read_text(encoding="utf-8") for p in sheets))
    if problems:
        fail(", ".join(str(p) for p in sheets), problems)
    return config


def on_post_page(output, page, config):
    if not page.file.src_uri.endswith(".ipynb"):
        return PLAIN["topic"].sub(r"\1", output)
    problems = check_notebook_css("".join(re.findall(r"<style[^>]*>(.*?)</style>", output, re.S)))
    if problems:
        fail(page.file.src_uri, problems)
    return PLAIN["notebook"].sub(r"\1", output)
