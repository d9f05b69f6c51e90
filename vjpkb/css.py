"""Stylesheets as the hooks read them: every rule with the @media/@supports block it sits in (tinycss2 parses)."""

from __future__ import annotations

import functools
import hashlib
import pickle
import re
from pathlib import Path

import tinycss2

from vjpkb import CSS_CACHE, write_whole

CLASS = re.compile(r"\.(-?[_a-zA-Z][\w-]*)")


def theme_stylesheets(mkdocs_config, pattern: str = "*.min.css") -> list[Path]:
    """The theme's stylesheets (Material's assets/stylesheets/) whose names match `pattern`."""
    return [p for d in mkdocs_config["theme"].dirs for p in sorted(Path(d).glob(f"assets/stylesheets/{pattern}"))]


@functools.cache  # a stylesheet is parsed once per build process (the same one on every notebook page)
def rules(css: str) -> list[tuple[str, list[set[str]], str]]:
    """(enclosing @media/@supports prelude or "", the classes of each selector, the rule's text) for every rule,
    at-rules other than those two kept whole. Kept in .cache/css-rules, keyed by the stylesheet and tinycss2's
    version: the same stylesheet is parsed once, not on every build."""
    key = hashlib.sha256(f"{tinycss2.__version__}\n{css}".encode()).hexdigest()[:20]
    cached = CSS_CACHE / f"{key}.pickle"
    if cached.is_file():
        return pickle.loads(cached.read_bytes())
    out = _parse(css)
    CSS_CACHE.mkdir(parents=True, exist_ok=True)
    write_whole(cached, pickle.dumps(out))
    return out


def _parse(css: str) -> list[tuple[str, list[set[str]], str]]:
    out = []

    def walk(nodes, wrapper):
        for rule in nodes:
            if rule.type == "qualified-rule":
                selectors = tinycss2.serialize(rule.prelude).split(",")
                out.append((wrapper, [set(CLASS.findall(sel)) for sel in selectors], tinycss2.serialize([rule])))
            elif rule.type == "at-rule" and rule.lower_at_keyword in ("media", "supports") and rule.content:
                prelude = f"@{rule.at_keyword}{tinycss2.serialize(rule.prelude)}"
                walk(tinycss2.parse_blocks_contents(rule.content, skip_comments=True, skip_whitespace=True), prelude)
            elif rule.type == "at-rule":
                out.append((wrapper, [set()], tinycss2.serialize([rule])))

    walk(tinycss2.parse_stylesheet(css, skip_comments=True, skip_whitespace=True), "")
    return out


def join(kept: list[tuple[str, str]]) -> str:
    """A stylesheet of (enclosing prelude or "", rule text) pairs in their order, neighbours that share an
    @media/@supports block back in one such block (so no rule moves past another)."""
    runs: list[tuple[str, list[str]]] = []
    for wrapper, text in kept:
        if runs and runs[-1][0] == wrapper:
            runs[-1][1].append(text)
        else:
            runs.append((wrapper, [text]))
    return "".join(f"{wrapper}{{{''.join(texts)}}}" if wrapper else "".join(texts) for wrapper, texts in runs)
