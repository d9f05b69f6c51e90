"""The census of real reports behind the error gallery: one YAML file per message under docs/research/causes/.

Each file (docs/research/causes/README.md gives the format) names one message as torch 2.13.0 prints it, the causes
its reports show, and one row per real report: its link, the reporter's language and torch version, the root cause in
the reporter's code, the fix that worked and the message as the reporter pasted it. Counts are computed here, never
typed: `python -m vjpkb.census` prints them, and tests/test_census.py checks every file's shape.

One report in five is held out (HELD_OUT): chosen by a hash of the file's seed and the report's link, so a row's lot
does not change when rows are added or reordered. Pages are written from the other four fifths (`--writing`), and the
held-out fifth (`--held-out`) is graded against the finished pages.
"""

from __future__ import annotations

import argparse
import hashlib
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from vjpkb import DOCS, ROOT

CAUSES = DOCS / "research" / "causes"
GRADES = DOCS / "research" / "census-grades.yaml"  # the held-out fifth graded against the finished pages
FRESH = sorted((DOCS / "research").glob("census-fresh*.yaml"))  # later samples of reports not in the census, graded
MARKS = ("✓", "~", "✗")  # found and fully fixed in the reporter's situation; partly; not
KINDS = ("error", "warning", "silent")
LANGUAGES = ("en", "zh")
SOURCES = ("github", "pytorch-forum", "stackoverflow", "csdn", "zhihu", "cnblogs", "juejin", "segmentfault",
           "blog", "other")
SYMPTOMS = ("zero", "none", "summed", "nan", "stale", "scaled", "wrong")  # silent reports: what the gradient was
CAUSE_ID = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
UNKNOWN = "unknown"  # a report whose root cause could not be told from the thread: allowed, and counted
FIELDS = {"link", "lang", "source", "torch", "cause", "fix", "quote", "symptom", "note"}
REQUIRED = ("link", "lang", "source", "cause", "fix")
# The census's thresholds (issue 27): the 15 messages with most reports have at least 12 each, every other message
# at least 4, and at least 40 reports across the census are in Chinese.
TOP, TOP_MIN, OTHER_MIN, ZH_MIN = 15, 12, 4, 40


class CensusError(ValueError):
    """A malformed census file: the message names the file and line."""


class _Loader(yaml.SafeLoader):
    """Records the line of every mapping, so an error can name it."""


def _mapping(loader, node):
    mapping = loader.construct_mapping(node, deep=True)
    mapping["__line__"] = node.start_mark.line + 1
    return mapping


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)


@dataclass
class Report:
    link: str
    lang: str
    source: str
    cause: str
    fix: str
    torch: str | None = None
    quote: str | None = None
    symptom: str | None = None
    note: str | None = None
    line: int = 0
    held_out: bool = False


@dataclass
class Message:
    id: str
    path: Path
    kind: str
    message: str
    seed: int
    causes: dict[str, dict]
    reports: list[Report] = field(default_factory=list)

    def writing(self) -> list[Report]:
        """The four fifths the pages are written from."""
        return [r for r in self.reports if not r.held_out]

    def held(self) -> list[Report]:
        return [r for r in self.reports if r.held_out]

    def cause_counts(self, reports: list[Report] | None = None) -> list[tuple[str, int]]:
        """Cause ids by how many reports show them, most first (ties in the order the file declares them)."""
        counts = Counter(r.cause for r in (self.reports if reports is None else reports))
        order = list(self.causes) + [UNKNOWN]
        return sorted(counts.items(), key=lambda kv: (-kv[1], order.index(kv[0])))


def held_out(seed: int, link: str) -> bool:
    """One report in five, at random but fixed: the report's lot depends only on the seed and its own link."""
    return int(hashlib.sha256(f"{seed}:{link}".encode()).hexdigest(), 16) % 5 == 0


def _fail(path: Path, line: int, what: str):
    raise CensusError(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}:{line}: {what}")


def load_file(path: Path) -> Message:
    try:
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=_Loader)
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        _fail(path, mark.line + 1 if mark else 1, f"not valid YAML: {e}")
    if not isinstance(data, dict):
        _fail(path, 1, "a census file is a mapping with message, kind, seed, causes and reports")
    top = data.get("__line__", 1)
    for key in ("message", "kind", "seed", "causes", "reports"):
        if key not in data:
            _fail(path, top, f"no '{key}'")
    if data["kind"] not in KINDS:
        _fail(path, top, f"kind {data['kind']!r} is not one of {KINDS}")
    if not isinstance(data["seed"], int):
        _fail(path, top, "seed must be an integer")
    causes = data["causes"] or {}
    if not isinstance(causes, dict):
        _fail(path, top, "causes must map cause ids to {en, zh}")
    for cid, text in causes.items():
        if cid == "__line__":
            continue
        if not CAUSE_ID.fullmatch(str(cid)) or cid == UNKNOWN:
            _fail(path, top, f"cause id {cid!r}: lower-case words joined by '-', and not '{UNKNOWN}'")
        if not isinstance(text, dict) or not all(isinstance(text.get(k), str) and text[k].strip() for k in LANGUAGES):
            _fail(path, text.get("__line__", top) if isinstance(text, dict) else top,
                  f"cause {cid!r} needs a short description in en and zh")
    causes = {k: v for k, v in causes.items() if k != "__line__"}
    msg = Message(path.stem, path, data["kind"], str(data["message"]), data["seed"], causes)
    for row in data["reports"] or []:
        line = row.get("__line__", top) if isinstance(row, dict) else top
        if not isinstance(row, dict):
            _fail(path, line, "a report is a mapping")
        extra = set(row) - FIELDS - {"__line__"}
        if extra:
            _fail(path, line, f"unknown fields {sorted(extra)} (allowed: {sorted(FIELDS)})")
        for key in REQUIRED:
            if not isinstance(row.get(key), str) or not row[key].strip():
                _fail(path, line, f"report without '{key}'")
        if not re.fullmatch(r"https?://\S+", row["link"]):
            _fail(path, line, f"link is not a URL: {row['link']!r}")
        if row["lang"] not in LANGUAGES:
            _fail(path, line, f"lang {row['lang']!r} is not one of {LANGUAGES}")
        if row["source"] not in SOURCES:
            _fail(path, line, f"source {row['source']!r} is not one of {SOURCES}")
        if row["cause"] != UNKNOWN and row["cause"] not in causes:
            _fail(path, line, f"cause {row['cause']!r} is not declared under causes")
        if msg.kind != "silent" and not (isinstance(row.get("quote"), str) and row["quote"].strip()):
            _fail(path, line, "report without 'quote' (the message as the reporter pasted it)")
        if msg.kind == "silent" and row.get("symptom") not in SYMPTOMS:
            _fail(path, line, f"a silent report needs a symptom, one of {SYMPTOMS}")
        if row.get("torch") is not None and not isinstance(row["torch"], str):
            _fail(path, line, "torch must be a quoted string (\"1.10.0\") or absent")
        msg.reports.append(Report(**{k: v for k, v in row.items() if k != "__line__"}, line=line,
                                  held_out=held_out(msg.seed, row["link"])))
    return msg


def load(directory: Path = CAUSES) -> list[Message]:
    """Every census file, checked; one link appears once in the whole census."""
    messages = [load_file(p) for p in sorted(directory.glob("*.yaml"))]
    seen: dict[str, str] = {}
    for m in messages:
        for r in m.reports:
            key = r.link.rstrip("/").split("#issuecomment")[0] if "#issuecomment" in r.link else r.link.rstrip("/")
            where = f"{m.path.name}:{r.line}"
            if key in seen:
                _fail(m.path, r.line, f"the report {r.link} is already counted at {seen[key]}")
            seen[key] = where
    return messages


def shortfalls(messages: list[Message]) -> list[str]:
    """What the census lacks against its thresholds (an empty list: none)."""
    out = []
    errors = sorted((m for m in messages if m.kind != "silent"), key=lambda m: -len(m.reports))
    for i, m in enumerate(errors):
        need = TOP_MIN if i < TOP else OTHER_MIN
        if len(m.reports) < need:
            out.append(f"{m.path.name}: {len(m.reports)} reports, needs {need}")
    zh = sum(r.lang == "zh" for m in messages for r in m.reports)
    if zh < ZH_MIN:
        out.append(f"{zh} Chinese-language reports, needs {ZH_MIN}")
    return out


def summary(messages: list[Message]) -> str:
    rows = [f"{'file':34} {'kind':7} {'reports':>7} {'held':>4} {'zh':>3} {'unknown':>7}  causes (all reports)"]
    for m in messages:
        causes = ", ".join(f"{c} {n}" for c, n in m.cause_counts())
        rows.append(f"{m.path.name:34} {m.kind:7} {len(m.reports):7} {len(m.held()):4} "
                    f"{sum(r.lang == 'zh' for r in m.reports):3} {sum(r.cause == UNKNOWN for r in m.reports):7}  {causes}")
    reports = [r for m in messages for r in m.reports]
    n = len(reports) or 1
    causes = {(m.id, r.cause) for m in messages for r in m.reports if r.cause != UNKNOWN}
    recurring = sum(1 for m in messages for c, k in m.cause_counts(m.writing()) if c != UNKNOWN and k >= 2)
    rows.append(f"total: {len(reports)} reports in {len(messages)} files, {len(causes)} causes "
                f"({recurring} seen in two or more reports of the writing set), "
                f"{sum(r.held_out for r in reports)} held out, "
                f"Chinese-language {sum(r.lang == 'zh' for r in reports)} ({100 * sum(r.lang == 'zh' for r in reports) / n:.0f} %), "
                f"unknown {sum(r.cause == UNKNOWN for r in reports)} ({100 * sum(r.cause == UNKNOWN for r in reports) / n:.0f} %)")
    missing = shortfalls(messages)
    rows.append("thresholds: " + ("all met" if not missing else "; ".join(missing)))
    return "\n".join(rows)


def _rows(messages: list[Message], pick) -> str:
    out = []
    for m in messages:
        chosen = pick(m)
        if not chosen:
            continue
        out.append(f"## {m.path.name}: {m.message}")
        for r in chosen:
            out.append(f"- {r.cause} | {r.lang} | torch {r.torch or '?'} | {r.link}\n  fix: {r.fix}"
                       + (f"\n  quote: {r.quote}" if r.quote else "") + (f"\n  symptom: {r.symptom}" if r.symptom else ""))
    return "\n".join(out)


def load_grades(messages: list[Message], path: Path = GRADES) -> dict[str, dict]:
    """The grades of held-out reports, by link: each {grade, page, note}; a grade for a report that is not held out,
    or of a link the census lacks, is refused."""
    if not path.exists():
        return {}
    rows = yaml.load(path.read_text(encoding="utf-8"), Loader=_Loader) or []
    held = {r.link for m in messages for r in m.held()}
    grades: dict[str, dict] = {}
    for row in rows:
        line = row.get("__line__", 1) if isinstance(row, dict) else 1
        if not isinstance(row, dict) or not {"link", "grade", "page", "note"} <= set(row):
            _fail(path, line, "a grade is a mapping with link, grade, page and note")
        if row["grade"] not in MARKS:
            _fail(path, line, f"grade {row['grade']!r} is not one of {MARKS}" + (" (write '~' quoted: bare, YAML reads it as"
                                                                          " null)" if row["grade"] is None else ""))
        if row["link"] not in held:
            _fail(path, line, f"{row['link']} is not a held-out report of the census")
        if row["link"] in grades:
            _fail(path, line, f"{row['link']} is graded twice")
        grades[row["link"]] = {k: v for k, v in row.items() if k != "__line__"}
    return grades


def grade_summary(messages: list[Message], grades: dict[str, dict]) -> str:
    held = [(m, r) for m in messages for r in m.held()]
    marks = Counter(grades[r.link]["grade"] for _, r in held if r.link in grades)
    return f"held out: {len(held)}, graded: {sum(marks.values())}; " + _marks(marks)


def _marks(marks: Counter) -> str:
    """"✓ 3 (50 %), ~ 2 (33 %), ✗ 1 (17 %)": each grade's count and share of the graded."""
    graded = sum(marks.values()) or 1
    return ", ".join(f"{k} {marks[k]} ({100 * marks[k] / graded:.0f} %)" for k in MARKS)


def _same_report(link: str) -> str:
    """A link's identity: a GitHub issue and pull request of one number are one thread."""
    return re.sub(r"/(issues|pull)/(\d+).*", r"/\2", link.rstrip("/").split("#")[0])


def load_fresh(messages: list[Message], path: Path) -> list[dict]:
    """A fresh sample (census-fresh*.yaml): reports none of which is in the census, each graded against the revised
    pages. Every row names a known message, a link, its language and source, and a grade with the page and anchor it
    was graded on."""
    from vjpkb.decoder import headings  # here: vjpkb.decoder imports this module

    rows = yaml.load(path.read_text(encoding="utf-8"), Loader=_Loader) or []
    anchors: dict[Path, set[str]] = {}  # each page's heading ids, read once
    known = {m.id for m in messages} | {"silent"}
    census_links = {_same_report(r.link) for m in messages for r in m.reports}
    seen: set[str] = set()
    for row in rows:
        line = row.get("__line__", 1) if isinstance(row, dict) else 1
        missing = [k for k in ("message", "link", "lang", "source", "cause", "fix", "grade", "page", "grade_note")
                   if not isinstance(row, dict) or row.get(k) in (None, "")]
        if missing:
            _fail(path, line, f"fresh report without {missing}")
        if row["message"] not in known:
            _fail(path, line, f"message {row['message']!r} is not a census message")
        if row["lang"] not in LANGUAGES or row["source"] not in SOURCES:
            _fail(path, line, f"lang {row['lang']!r} or source {row['source']!r} is not one of {LANGUAGES} / {SOURCES}")
        if row["grade"] not in MARKS:
            _fail(path, line, f"grade {row['grade']!r} is not one of {MARKS}")
        same = _same_report(row["link"])
        if same in census_links:
            _fail(path, line, f"{row['link']} is in the census: a fresh sample holds reports the pages were not written from")
        if same in seen:
            _fail(path, line, f"{row['link']} twice")
        seen.add(same)
        page, _, anchor = row["page"].partition("#")
        for lang in LANGUAGES:
            md = DOCS / lang / page
            if not md.is_file():
                _fail(path, line, f"page {row['page']!r}: no docs/{lang}/{page}")
            if anchor and md not in anchors:
                anchors[md] = {heading_id for _, _, heading_id in headings(md)}
            if anchor and anchor not in anchors[md]:
                _fail(path, line, f"page {row['page']!r}: docs/{lang}/{page} has no heading with the anchor #{anchor}")
    return [{k: v for k, v in row.items() if k != "__line__"} for row in rows]


def fresh_summary(path: Path, rows: list[dict]) -> str:
    zh = Counter(r["grade"] for r in rows if r["lang"] == "zh")
    return (f"{path.name}: {len(rows)} reports; " + _marks(Counter(r["grade"] for r in rows))
            + f"; in Chinese {sum(zh.values())}: " + ", ".join(f"{k} {zh[k]}" for k in MARKS))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m vjpkb.census", description=__doc__.split("\n\n")[0])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--writing", action="store_true", help="the reports the pages are written from")
    group.add_argument("--held-out", action="store_true", help="the held-out fifth, to grade the pages against")
    args = parser.parse_args(argv)
    try:
        messages = load()
        grades = load_grades(messages)
        fresh = [(path, load_fresh(messages, path)) for path in FRESH]
    except CensusError as e:
        print(e, file=sys.stderr)
        return 1
    if args.writing:
        print(_rows(messages, Message.writing))
    elif args.held_out:
        print(_rows(messages, Message.held))
    else:
        print(summary(messages))
        print(grade_summary(messages, grades))
        for path, rows in fresh:
            print(fresh_summary(path, rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
