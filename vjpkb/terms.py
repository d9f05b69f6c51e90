"""One Chinese term per concept: the term data (docs/research/terms/terms.yaml, the one place it is written), the
table each glossary page shows of it, and the hits of a replaced variant in the prose of a Chinese page.

docs/<lang>/glossary.md includes docs/research/terms/table.<lang>.md under its heading ANCHOR, as index.md includes
the drift section; `python -m vjpkb.terms` redraws both tables from the data, and tests/test_terms.py checks that the
committed tables are what the data says now and that no docs/zh/ page uses a replaced variant (vjpkb/prose.py says
what counts as prose). docs/research/ is not published; only the included tables are.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path

from vjpkb import DOCS, LANGS, rel
from vjpkb.prose import Line, prose_lines

HOME = DOCS / "research" / "terms"
DATA = HOME / "terms.yaml"
ANCHOR = "chosen-terms"
COMMAND = "python -m vjpkb.terms"
HEAD = {
    "zh": ("| 概念 | 本站用语 | 不再使用的说法 | 保留的用法 |", "| --- | --- | --- | --- |"),
    "en": ("| Concept | Chinese term | Variants it replaces | Still used for |", "| --- | --- | --- | --- |"),
}
# The columns of the English table that hold Chinese by design (tests/test_language.py allows them, and only them).
CHINESE_COLUMNS = ("Chinese term", "Variants it replaces", "Still used for")


@dataclass(frozen=True)
class Variant:
    shown: str
    pattern: re.Pattern


@dataclass(frozen=True)
class Term:
    id: str
    concept: dict
    term: str
    replaces: tuple[Variant, ...]
    allow: tuple[re.Pattern, ...]
    keeps: dict | None
    first_use: dict | None
    manual: dict | None


@functools.cache
def terms() -> tuple[Term, ...]:
    import yaml

    out = []
    for entry in yaml.safe_load(DATA.read_text(encoding="utf-8")):
        variants = tuple(Variant(v["variant"], re.compile(v.get("pattern") or re.escape(v["variant"])))
                         for v in entry.get("replaces") or ())
        out.append(Term(entry["id"], entry["concept"], entry["term"], variants,
                        tuple(re.compile(a) for a in entry.get("allow") or ()), entry.get("keeps"),
                        entry.get("first_use"), entry.get("manual")))
    return tuple(out)


# --- the tables --------------------------------------------------------------------------------------------------


def table_path(lang: str) -> Path:
    return HOME / f"table.{lang}.md"


def include_line(lang: str) -> str:
    return f'--8<-- "{rel(table_path(lang))}"'


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def render_table(lang: str) -> str:
    sep = "、" if lang == "zh" else "; "
    rows = list(HEAD[lang])
    for t in terms():
        replaced = sep.join(v.shown for v in t.replaces) or "—"
        kept = (t.keeps or {}).get(lang) or ""
        if t.manual:
            kept = f"{kept}{'；' if lang == 'zh' and kept else '; ' if kept else ''}{t.manual[lang]}"
        rows.append(f"| {_cell(t.concept[lang])} | {_cell(t.term)} | {_cell(replaced)} | {_cell(kept or '—')} |")
    return "\n".join(rows) + "\n"


def render_all() -> dict[Path, str]:
    return {table_path(lang): render_table(lang) for lang in LANGS}


# --- the hits ----------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Hit:
    line: Line
    term: Term
    found: str

    def __str__(self):
        return (f"{self.line.where()}: “{self.found}” is a replaced variant; the site's term is “{self.term.term}” "
                f"({self.term.concept['en']}, {rel(DATA)}#{self.term.id}): {self.line.source.strip()}")


def _is_prose(line: Line, start: int, end: int) -> bool:
    return line.text[start:end] == line.source[start:end]


def _exempt(line: Line) -> bool:
    """The glossary's own table of the terms lists the variants by design."""
    return bool(line.included) and line.included.startswith(rel(table_path("zh")) + ":")


def hits(page: Path) -> list[Hit]:
    lines = [line for line in prose_lines(page) if not _exempt(line)]
    out: list[Hit] = []
    for t in terms():
        if t.first_use:
            abbrev, full = t.first_use["abbrev"], t.first_use["full"]
            for line in lines:
                spans = [m.span() for m in re.finditer(re.escape(full), line.source) if _is_prose(line, *m.span())]
                uses = [m for m in re.finditer(rf"(?<![A-Za-z]){re.escape(abbrev)}(?![A-Za-z])", line.source)
                        if _is_prose(line, *m.span())]
                if spans and (not uses or spans[0][0] < uses[0].start()):
                    break  # the full name comes first
                if uses:
                    out.append(Hit(line, t, f"{abbrev}（此页第一次出现，前面没有“{full}”）"))
                    break
            continue
        for line in lines:
            allowed = [m.span() for a in t.allow for m in a.finditer(line.source)]
            for v in t.replaces:
                for m in v.pattern.finditer(line.source):
                    start, end = m.span("v") if "v" in v.pattern.groupindex else m.span()
                    if not _is_prose(line, start, end):
                        continue
                    if any(a <= start and end <= b for a, b in allowed):
                        continue
                    out.append(Hit(line, t, line.source[start:end]))
    unique = {(h.line.number, h.line.included, h.term.id, h.found): h for h in out}  # once per line and variant
    return [unique[k] for k in sorted(unique, key=lambda k: (k[0], k[1] or "", k[2], k[3]))]


if __name__ == "__main__":
    for path, text in render_all().items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote {rel(path)}")
