"""pytest plugin (loaded with `-p tests.plugin`): let pytest-markdown-docs see pages as rendered.

pytest-markdown-docs runs the ```python fences of every page and of README.md. Our fences hold `--8<--` includes,
so the parser it uses first expands them with pymdownx.snippets itself: the code that runs is the code a reader
copies from the page.
"""

import pytest
from markdown_it import MarkdownIt

from tests.pages import expand_includes


class IncludeExpandingMarkdownIt(MarkdownIt):
    def parse(self, src, env=None):
        expanded, origin = expand_includes(src)
        tokens = super().parse(expanded, env)
        for token in tokens:  # report the page's own line numbers, not those of the expanded text
            if token.map:
                token.map = [origin[token.map[0]], origin[min(token.map[1], len(origin) - 1)]]
        return tokens


@pytest.hookimpl(tryfirst=True)
def pytest_markdown_docs_markdown_it():
    return IncludeExpandingMarkdownIt()
