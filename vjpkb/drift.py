"""Which newer torch versions were checked against the stored outputs, and what would change: the data tools/drift.py
writes, and the section of the home page drawn from it (`python -m vjpkb.drift` redraws it from the data).

tools/drift.py (`make drift TORCH=<version>`) runs every snippet under another torch and writes one record per
version, docs/research/drift/<version>.json (RESULTS): which torch was installed, the date, the commit, how many
snippets ran, and for each snippet whose printed output differs from the stored one its unified diff (for one that
raised, the error). From those records this module writes, per language, docs/research/drift/checked.<lang>.md, which
docs/<lang>/index.md includes under its heading PAGE_ANCHOR with pymdownx.snippets, as the pages include the figures:
the build needs no torch and no record is typed by hand. tests/test_drift.py checks the records' shape and that the
committed sections are what this module draws from them now. docs/research/ is not published (mkdocs.yml,
exclude_docs); only the section the page includes is.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from vjpkb import DOCS, LANGS, includes, nav, rel, title, torch_version, write_changed

RESULTS = DOCS / "research" / "drift"
COMMAND = "python -m vjpkb.drift"
PAGE = "index.md"  # the page that states the torch version of the outputs, in each language
PAGE_ANCHOR = "torch-versions"  # the id of the heading the section sits under
VERSION = re.compile(r"^\d+\.\d+\.\d+$")
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
# A record's keys and their types (tests/test_drift.py holds every record to it).
FIELDS = {
    "torch": str,            # the version asked for, e.g. "2.14.1"
    "build": str,            # torch.__version__ as installed, e.g. "2.14.1+cu130" (PyPI's Linux wheel: the CUDA build)
    "cuda_available": bool,  # whether the run saw a GPU (the snippets compute on the CPU all the same)
    "baseline": str,         # the torch the stored outputs come from (the pin in requirements.txt when it ran)
    "date": str,             # YYYY-MM-DD (UTC) of the run
    "commit": str,           # HEAD when it ran, "+dirty" if snippets/ differed from it
    "snippets_run": int,     # how many snippet tests ran (one per file under snippets/)
    "differing": list,       # [{"snippet": "snippets/...py", "diff": the file's unified diff, stored -> printed}]
    "errors": list,          # [{"snippet": "snippets/...py", "message": what pytest reported}] (raised, timed out)
}
ENTRY_FIELDS = {"differing": ("snippet", "diff"), "errors": ("snippet", "message")}


def version_key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split("."))


def result_path(version: str) -> Path:
    return RESULTS / f"{version}.json"


def section_path(lang: str) -> Path:
    return RESULTS / f"checked.{lang}.md"


def include_line(lang: str) -> str:
    return f'--8<-- "{rel(section_path(lang))}"'


def load_results() -> list[dict]:
    """Every record, oldest torch first."""
    records = [json.loads(p.read_text(encoding="utf-8")) for p in RESULTS.glob("*.json")]
    return sorted(records, key=lambda r: version_key(r["torch"]))


def write_result(record: dict) -> Path:
    path = result_path(record["torch"])
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(record, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    return path


# --- the section -----------------------------------------------------------------------------------------------

TEXT = {
    "zh": {
        "intro": "本站保存的输出都来自 torch {baseline}。下表是在较新版本上的核对结果：装上该版本后，在 CPU 上重新运行核对那天站上的全部代码，"
                 "把打印的内容与保存的输出逐字比较。之后才加进来的代码，还没有在这些版本上运行过。",
        "none": "还没有核对过比 torch {baseline} 更新的版本。",
        "head": "| torch 版本 | 完整版本号 | 核对日期 | 运行的代码段 | 输出不同 | 运行出错 |",
        "all_same": "在核对过的每个版本上，所有代码的输出都与站上保存的一字不差。",
        "list": "下面逐段列出输出有变化的代码，点开即可看到差异：以 `-` 开头的行是站上保存的输出（torch {baseline}），"
                "以 `+` 开头的行是新版本打印的，其余的行是上下文代码。",
        "differs": "在 torch {versions} 上输出不同",
        "error": "在 torch {versions} 上运行出错",
        "and": ("、", " 和 "),
        "semicolon": "；",
        "shown": "这段代码见{pages}。",
        "page": "[{title}]({md})一页的[{heading}]({md}#{anchor})一节",
        "page_only": "[{title}]({md})一页",
        "page_join": "，以及",
        "diff_in": "torch {versions} 上的差异：",
        "error_in": "在 torch {versions} 上运行时，pytest 报告：",
    },
    "en": {
        "intro": "Every output stored on this site comes from torch {baseline}. The table lists the newer versions "
                 "checked: each was installed, all the code the site held on the day of the check was run again on the "
                 "CPU, and what it printed was compared, character for character, with the stored output. Code added "
                 "after that day has not been run under these versions.",
        "none": "No version newer than torch {baseline} has been checked yet.",
        "head": "| torch version | Installed as | Checked on | Snippets run | Output differs | Error |",
        "all_same": "In every version checked, every output is exactly the one stored on the site.",
        "list": "The snippets whose output changes are listed below; open one to see its diff. Lines starting with "
                "`-` are the stored output (torch {baseline}), lines starting with `+` are what the newer version "
                "prints, and the other lines are the code around them.",
        "differs": "output differs in torch {versions}",
        "error": "fails in torch {versions}",
        "and": (", ", " and "),
        "semicolon": "; ",
        "shown": "It is shown on {pages}.",
        "page": "[{title}]({md}), section [{heading}]({md}#{anchor})",
        "page_only": "[{title}]({md})",
        "page_join": ", and on ",
        "diff_in": "The diff in torch {versions}:",
        "error_in": "Under torch {versions}, pytest reports:",
    },
}
HEADING = re.compile(r"^#{1,6}\s+(?P<text>.*?)\s*\{\s*#(?P<id>[\w-]+)\s*\}\s*$")


def where_shown(lang: str, snippet: str) -> list[tuple[str, str, str | None, str | None]]:
    """(page file, page title, heading, heading id) of each place docs/<lang>/ shows the snippet, in nav order: the
    last `##` heading with an id above its include, or (None, None) on a page without one above it (a gallery
    page: its title is its message)."""
    found = []
    for name in nav():
        page = DOCS / lang / name
        if snippet not in {inc.split(":")[0] for inc in includes(page)}:
            continue
        heading = None
        for line in page.read_text(encoding="utf-8").splitlines():
            m = HEADING.match(line)
            if m and line.startswith("##"):
                heading = (m["text"], m["id"])
            if f'--8<-- "{snippet}' in line:
                break
        found.append((name, title(page), *(heading or (None, None))))
    return found


def _fence(text: str, info: str) -> list[str]:
    ticks = "`" * max(3, max((len(m) for m in re.findall(r"`{3,}", text)), default=0) + 1)
    return [f"{ticks}{info}", *text.rstrip("\n").split("\n"), ticks]


def _indent(lines: list[str]) -> list[str]:
    return [f"    {line}" if line else "" for line in lines]


ANNOTATION = re.compile(r"# \((\d+)\)!")  # a code annotation marker (vjpkb/annotations.py)


def _hunks(diff: str) -> str:
    """A stored diff without its two file headers (they name the torch version it was printed by), its annotation
    markers `# (N)!` written `# (N)`, as the pages draw them: in a diff block vjpkb/annotations.py would not find them
    (Pygments' diff lexer has no comment token) and no list under the block explains them."""
    return ANNOTATION.sub(r"# (\1)", diff.split("\n", 2)[2])


def _and(lang: str, items: list[str]) -> str:
    """"a, b and c" (zh: "a、b和c", with the spaces around a version the page's text puts there)."""
    comma, last = TEXT[lang]["and"]
    return items[0] if len(items) == 1 else comma.join(items[:-1]) + last + items[-1]


def _grouped(items: list[tuple[str, str]]) -> list[tuple[list[str], str]]:
    """[(versions, text)]: the versions that give the same text, together, in the order first given."""
    groups: dict[str, list[str]] = {}
    for version, text in items:
        groups.setdefault(text, []).append(version)
    return [(versions, text) for text, versions in groups.items()]


def render_section(lang: str, records: list[dict]) -> str:
    """The Markdown the page includes under its heading PAGE_ANCHOR, in `lang`, from the records: a table of the
    versions checked, then one collapsed block per snippet whose output changes, with its diff (one diff for the
    versions that print the same)."""
    t = TEXT[lang]
    baseline = torch_version()
    if not records:
        return t["none"].format(baseline=baseline) + "\n"
    out = [t["intro"].format(baseline=baseline), "", t["head"], "| --- | --- | --- | ---: | ---: | ---: |"]
    for r in records:
        out.append(f"| {r['torch']} | `{r['build']}` | {r['date']} | {r['snippets_run']} | {len(r['differing'])} "
                   f"| {len(r['errors'])} |")
    if not any(r["differing"] or r["errors"] for r in records):
        return "\n".join([*out, "", t["all_same"]]) + "\n"
    out += ["", t["list"].format(baseline=baseline)]
    changed: dict[str, dict[str, list[tuple[str, str]]]] = {}
    for r in records:
        for entry in r["differing"]:
            changed.setdefault(entry["snippet"], {"differing": [], "errors": []})["differing"].append(
                (r["torch"], _hunks(entry["diff"])))
        for entry in r["errors"]:
            changed.setdefault(entry["snippet"], {"differing": [], "errors": []})["errors"].append(
                (r["torch"], entry["message"]))
    for snippet in sorted(changed):
        kinds = changed[snippet]
        title = t["semicolon"].join(t[kind].format(versions=_and(lang, [v for v, _ in kinds[key]]))
                                    for kind, key in (("differs", "differing"), ("error", "errors")) if kinds[key])
        body = []
        places = where_shown(lang, snippet)
        if places:
            pages = t["page_join"].join(t["page" if anchor else "page_only"].format(
                md=md, title=page_title, heading=heading, anchor=anchor) for md, page_title, heading, anchor in places)
            body += [t["shown"].format(pages=pages), ""]
        diffs, errors = _grouped(kinds["differing"]), _grouped(kinds["errors"])
        for versions, hunks in diffs:
            if len(diffs) > 1 or errors:  # else the block's title says which versions
                body += [t["diff_in"].format(versions=_and(lang, versions)), ""]
            head = f"--- {snippet} (torch {baseline})\n+++ {snippet} (torch {', '.join(versions)})\n"
            body += [*_fence(head + hunks, "diff"), ""]
        for versions, message in errors:
            body += [t["error_in"].format(versions=_and(lang, versions)), "", *_fence(message, "text"), ""]
        out += ["", f'??? note "`{snippet}` · {title}"', "", *_indent(body[:-1])]
    return "\n".join(out) + "\n"


def render_all() -> dict[Path, str]:
    records = load_results()
    return {section_path(lang): render_section(lang, records) for lang in LANGS}


def write_all() -> list[Path]:
    return write_changed(render_all())


if __name__ == "__main__":
    for path in write_all():
        print(rel(path))
