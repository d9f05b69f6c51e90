"""The torch versions checked against the stored outputs (tools/drift.py, vjpkb/drift.py): each record has the shape
the tool writes and still describes the snippets as they are; the section each home page includes is what the
records say now, so neither can go stale without a test failing."""

from __future__ import annotations

import importlib.util
import json
import re

import pytest

from vjpkb import DOCS, LANGS, ROOT, drift, rel, snippet_files, torch_version

CJK = re.compile(r"[\u4e00-\u9fff]")
RECORDS = sorted(drift.RESULTS.glob("*.json"))


def _tool():
    spec = importlib.util.spec_from_file_location("drift_tool", ROOT / "tools" / "drift.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _record(torch="9.9.9", differing=(), errors=()) -> dict:
    return {"torch": torch, "build": f"{torch}+cpu", "cuda_available": False, "baseline": torch_version(),
            "date": "2026-01-02", "commit": "0" * 40, "snippets_run": 3,
            "differing": list(differing), "errors": list(errors)}


def test_there_is_a_record():
    assert RECORDS, f"no record in {rel(drift.RESULTS)}: run `make drift TORCH=<version>`"


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.name)
def test_a_record_has_the_shape_the_tool_writes(path):
    r = json.loads(path.read_text(encoding="utf-8"))
    assert list(r) == list(drift.FIELDS), f"{rel(path)}: keys {list(r)}, expected {list(drift.FIELDS)}"
    wrong = [k for k, t in drift.FIELDS.items() if not isinstance(r[k], t) or (t is int and isinstance(r[k], bool))]
    assert not wrong, f"{rel(path)}: wrong types for {wrong}"
    assert path.name == f"{r['torch']}.json" and drift.VERSION.match(r["torch"]), f"{rel(path)}: torch {r['torch']}"
    assert r["build"] == r["torch"] or r["build"].startswith(r["torch"] + "+"), f"{rel(path)}: build {r['build']}"
    assert drift.DATE.match(r["date"]) and re.fullmatch(r"[0-9a-f]{40}(\+dirty)?", r["commit"]), rel(path)
    assert 0 < r["snippets_run"], rel(path)
    assert drift.version_key(r["torch"]) > drift.version_key(r["baseline"]), f"{rel(path)}: not newer than the pin"
    assert r["baseline"] == torch_version(), (
        f"{rel(path)}: compared with outputs of torch {r['baseline']}, but the stored outputs now come from "
        f"{torch_version()}: run `make drift TORCH={r['torch']}` again (or delete the record)")
    seen = []
    for kind, keys in drift.ENTRY_FIELDS.items():
        for entry in r[kind]:
            assert tuple(entry) == keys and all(isinstance(entry[k], str) and entry[k] for k in keys), entry
            seen.append(entry["snippet"])
    assert len(seen) == len(set(seen)), f"{rel(path)}: a snippet listed twice"
    known = {rel(p) for p in snippet_files()}
    gone = [s for s in seen if s not in known]
    assert not gone, f"{rel(path)}: {gone} no longer exist: run `make drift TORCH={r['torch']}` again"


def _hunks(diff: str):
    """(first line of the stored side, its lines) of each hunk of a unified diff."""
    hunk = None
    for line in diff.split("\n")[2:]:
        m = re.match(r"^@@ -(\d+)(?:,\d+)? \+\d+(?:,\d+)? @@", line)
        if m:
            hunk = (int(m[1]), [])
            yield hunk
        elif line[:1] in (" ", "-"):
            hunk[1].append(line[1:])
        else:
            assert line[:1] in ("+", "\\") or line == "", f"not a line of a unified diff: {line!r}"


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.name)
def test_each_diff_of_a_record_is_against_the_snippet_as_it_is_now(path):
    """A diff's stored side (its context and `-` lines) is the snippet file at the lines it names: a snippet edited
    since the check (its output rewritten, say) makes the record stale, and the page would show an old diff."""
    r = json.loads(path.read_text(encoding="utf-8"))
    stale = []
    for entry in r["differing"]:
        diff, snippet = entry["diff"], entry["snippet"]
        head = f"--- {snippet} (stored, torch {r['baseline']})\n+++ {snippet} (printed, torch {r['torch']})\n@@ "
        assert diff.startswith(head), f"{rel(path)}: {snippet}: the diff does not start with\n{head}"
        lines = (ROOT / snippet).read_text(encoding="utf-8").split("\n")
        for start, stored in _hunks(diff):
            if lines[start - 1:start - 1 + len(stored)] != stored:
                stale.append(f"{snippet} (hunk at line {start})")
    assert not stale, (f"{rel(path)}: the stored side of these diffs is no longer the file: {stale}; "
                       f"run `make drift TORCH={r['torch']}` again")


def test_the_sections_on_the_pages_are_what_the_records_say_now():
    rendered = drift.render_all()
    stale = [f"{rel(p)}: {'missing' if not p.exists() else 'differs from what the records say now'}"
             for p, text in rendered.items() if not p.exists() or p.read_text(encoding="utf-8") != text]
    assert not stale, "\n".join(stale) + f"\nRedraw them with `{drift.COMMAND}` and commit the result."


def test_the_drift_folder_holds_only_records_and_the_sections_drawn_from_them():
    expected = {drift.section_path(lang) for lang in LANGS} | set(RECORDS)
    stray = [rel(p) for p in sorted(drift.RESULTS.iterdir()) if p not in expected]
    assert not stray, f"files in {rel(drift.RESULTS)} that neither tools/drift.py nor vjpkb/drift.py write: {stray}"


@pytest.mark.parametrize("lang", LANGS)
def test_each_home_page_includes_its_section_once_right_under_its_heading(lang):
    page = DOCS / lang / drift.PAGE
    lines = page.read_text(encoding="utf-8").split("\n")
    where = [i for i, line in enumerate(lines) if line == drift.include_line(lang)]
    assert len(where) == 1, f"{rel(page)}: include the section once, as the line {drift.include_line(lang)}"
    i = where[0]
    heading = drift.HEADING.match(lines[i - 2])
    assert lines[i - 1] == "" and heading and heading["id"] == drift.PAGE_ANCHOR and lines[i - 2].startswith("## "), (
        f"{rel(page)}:{i + 1}: the include must follow its heading `## ... {{ #{drift.PAGE_ANCHOR} }}` and a blank line")
    assert lines[i + 1] == "", f"{rel(page)}:{i + 2}: a blank line must follow the include"


@pytest.mark.parametrize("lang", LANGS)
def test_a_section_lists_each_changed_snippet_once_with_its_diffs_and_errors(lang):
    hunks = "@@ -1 +1 @@\n print(1)  # (1)!\n-#> 1\n+#> 2\n"
    other = "@@ -1 +1 @@\n print(1)\n-#> 1\n+#> 3\n"
    matmul, outer = "snippets/grad_outputs/matmul_backward.py", "snippets/grad_outputs/outer_backward.py"
    records = [_record("9.9.7"),
               _record("9.9.8", differing=[{"snippet": matmul, "diff": f"--- a\n+++ b\n{hunks}"}]),
               _record(differing=[{"snippet": matmul, "diff": f"--- a\n+++ b\n{hunks}"},
                                  {"snippet": outer, "diff": f"--- a\n+++ b\n{other}"}],
                       errors=[{"snippet": matmul, "message": "boom: ```"}])]
    text = drift.render_section(lang, records)
    for row in ("| 9.9.7 | `9.9.7+cpu` | 2026-01-02 | 3 | 0 | 0 |", "| 9.9.8 | `9.9.8+cpu` | 2026-01-02 | 3 | 1 | 0 |",
                "| 9.9.9 | `9.9.9+cpu` | 2026-01-02 | 3 | 2 | 1 |"):
        assert row in text
    blocks = re.findall(r'^\?\?\? note "`(.+?)` · (.+)"$', text, re.MULTILINE)
    assert [b[0] for b in blocks] == [matmul, outer], "one block per snippet, in path order"
    both = "torch 9.9.8 和 9.9.9" if lang == "zh" else "torch 9.9.8 and 9.9.9"
    assert both in blocks[0][1] and "9.9.9" in blocks[1][1] and "9.9.8" not in blocks[1][1]

    def indented(block: str) -> str:
        return "".join(f"    {line}\n" for line in block.rstrip("\n").split("\n"))

    head = f"--- {matmul} (torch {torch_version()})\n+++ {matmul} (torch 9.9.8, 9.9.9)\n"
    shown = head + hunks.replace("# (1)!", "# (1)")  # the marker as the pages draw it (vjpkb/annotations.py)
    assert text.count(indented(shown)) == 1, "the same diff under two versions is shown once, verbatim"
    assert not drift.ANNOTATION.search(text), "a marker `# (N)!` no hook would draw and no list explains"
    assert indented(other) in text
    assert "    ````text\n    boom: ```\n    ````" in text, "a fence in a message must not close its block"
    assert "](grad-outputs.md#" in text, "the page that shows the snippet is linked"
    assert bool(CJK.search(text)) == (lang == "zh")
    assert "\n\n\n" not in text and not text.endswith("\n\n")


@pytest.mark.parametrize("lang", LANGS)
def test_a_section_says_so_when_nothing_differs_or_nothing_was_checked(lang):
    none, same = drift.render_section(lang, []), drift.render_section(lang, [_record()])
    assert torch_version() in none and "|" not in none
    assert "| 9.9.9 |" in same and "```" not in same and "??? " not in same
    assert same.rstrip("\n").endswith(drift.TEXT[lang]["all_same"])


def test_the_tool_finds_the_diff_whatever_the_suite_writes_before_it_and_records_the_fields_of_a_record(monkeypatch):
    tool = _tool()
    message = "any wording at all:\n--- before\n+++ after\n@@ -3,2 +3,2 @@\n x = 1\n-#> 1\n+#> 2\n \n"
    diff = tool.unified_diff(message, "snippets/a/b.py", "1.0.0", "9.9.9")
    assert diff == ("--- snippets/a/b.py (stored, torch 1.0.0)\n+++ snippets/a/b.py (printed, torch 9.9.9)\n"
                    "@@ -3,2 +3,2 @@\n x = 1\n-#> 1\n+#> 2\n \n"), "a blank context line (one space) is kept"
    assert tool.unified_diff("snippets/a/b.py:3: uncaught RuntimeError: --- no diff", "s", "1", "2") is None
    monkeypatch.setattr(tool, "commit", lambda: "0" * 40)
    r = tool.record("9.9.9", {"build": "9.9.9+cu130", "cuda_available": False},
                    [("snippets/a/b.py", "failure", message), ("snippets/c.py", "failure", "uncaught X\n")], 2)
    assert list(r) == list(drift.FIELDS) and all(isinstance(r[k], t) for k, t in drift.FIELDS.items())
    assert r["differing"] == [{"snippet": "snippets/a/b.py", "diff": diff.replace("1.0.0", torch_version())}]
    assert r["errors"] == [{"snippet": "snippets/c.py", "message": "uncaught X"}]


def test_the_tool_installs_the_nested_requirements_of_requirements_txt_from_the_repository():
    tool = _tool()
    reqs = tool.requirements_for("9.9.9")
    assert "torch==9.9.9" in reqs.split("\n")
    nested = re.findall(r"^\s*-r\s*(\S+)", reqs, re.MULTILINE)
    assert nested and all((ROOT / n).is_absolute() and (ROOT / n).is_file() for n in nested), nested
