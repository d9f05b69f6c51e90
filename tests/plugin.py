"""pytest plugin (loaded with `-p tests.plugin`): pytest-markdown-docs sees each page as the site renders it.

pytest-markdown-docs runs the ```python fences of every page and of README.md. A page's fences are includes, so the
parser it uses expands them first with pymdownx.snippets itself (vjpkb.expand_includes, mkdocs.yml's options). A
fence that includes one whole snippet file is left out here: its code is exactly that file (tests/test_structure.py
checks it), which tests/test_snippets.py already runs and whose output it checks; running it again would only repeat
that. Everything else (a section of a file, code typed into a page or README.md) runs here.

It also adds `--update-examples` (`make update-outputs`): tests/test_snippets.py then writes what each snippet prints
back into it instead of comparing (tests/snippet_runner.py).
"""

import pytest
from markdown_it import MarkdownIt

from vjpkb import ROOT, expand_includes, include_target


def whole_file_include(src_lines: list[str], start: int) -> bool:
    """Is the fence opening at `start` exactly one include of a whole snippet file?"""
    body = [line for line in src_lines[start + 1:] if line.strip()]
    if not body:
        return False
    target = include_target(body[0])
    return bool(target) and ":" not in target and (ROOT / target).is_file() and body[1].strip().startswith("```")


def pytest_addoption(parser, pluginmanager):
    parser.addoption("--update-examples", action="store_true",
                     help="rewrite the stored outputs under snippets/ with what the code prints (make update-outputs)")
    # pytest-examples (this option's former home) may still be installed in a venv made before it left
    # requirements.txt: its plugin would add the option again and pytest would refuse to start. It is not used.
    pluginmanager.set_blocked("examples")


class IncludeExpandingMarkdownIt(MarkdownIt):
    def parse(self, src, env=None):
        src_lines = src.split("\n")
        expanded, origin = expand_includes(src)
        tokens = super().parse(expanded, env)
        kept = []
        for token in tokens:  # report the page's own line numbers, not those of the expanded text
            if token.map:
                token.map = [origin[token.map[0]], origin[min(token.map[1], len(origin) - 1)]]
            if token.type == "fence" and token.map and whole_file_include(src_lines, token.map[0]):
                continue
            kept.append(token)
        return kept


@pytest.hookimpl(tryfirst=True)
def pytest_markdown_docs_markdown_it():
    return IncludeExpandingMarkdownIt()
