"""The guards, shown to work: each test breaks one thing in a temporary copy of the project, runs the real check
(pytest on the real test files, or `properdocs build --strict`) in a subprocess, and requires a loud failure that names
the file, and the line where there is one. The real docs/ and snippets/ are never touched.
The harness (copy_project, pytest_in, mkdocs_build, ...) is tests/project_copy.py.
"""

from __future__ import annotations

import subprocess
from xml.etree import ElementTree
from pathlib import Path

import pytest

from tests.project_copy import (GUARD, PAGE, add_python_block, add_to_page, assert_names, copy_project, mkdocs_build,
                                pytest_in, write)
from vjpkb import JINJA_CACHE, ROOT


def first_snippet(project: Path) -> str:
    return min(p.relative_to(project).as_posix() for p in (project / "snippets").rglob("*.py"))


# Each guard runs a real check in a child process; the bound only stops a hang, so it leaves room for a machine whose
# other jobs keep both cores busy (there the whole child run of the hanging-snippet guard took over 30 s).
GUARD_BOUND = 300


@pytest.fixture
def project(tmp_path):
    return copy_project(tmp_path)


# 1.-2., 8.: tests/test_snippets.py


@pytest.mark.timeout(GUARD_BOUND)
def test_a_hanging_snippet_is_stopped_after_its_bound(project):
    test_file = project / "tests/test_snippets.py"
    text = test_file.read_text(encoding="utf-8")
    assert "@pytest.mark.timeout(60)" in text, "tests/test_snippets.py no longer bounds each snippet at 60 s"
    test_file.write_text(text.replace("@pytest.mark.timeout(60)", "@pytest.mark.timeout(3)"), encoding="utf-8")
    write(project, f"snippets/{GUARD}/hangs.py", "while True:\n    pass\n")

    report = project / "junit.xml"
    try:
        result = pytest_in(project, "tests/test_snippets.py", "-k", GUARD, f"--junitxml={report}", timeout=240)
    except subprocess.TimeoutExpired:
        pytest.fail("the hanging snippet was not stopped: the run was still going after 240 s")

    assert_names(result, f"snippets/{GUARD}/hangs.py", "Timeout (>3.0s)")
    # The test's own time (setup, call, teardown), not the child's: its start-up (import torch, collection) is the
    # machine's speed, which on a loaded machine took over 30 s.
    (case,) = ElementTree.parse(report).iter("testcase")
    assert float(case.get("time")) < 3 + 5, f"not stopped within the bound: the test took {case.get('time')} s; {result}"


@pytest.mark.timeout(GUARD_BOUND)
def test_an_uncaught_exception_names_the_snippet_file_and_line(project):
    write(project, f"snippets/{GUARD}/raises.py", 'x = 1\nprint(x)\n#> 1\nraise ValueError("raised on purpose")\n')

    result = pytest_in(project, "tests/test_snippets.py", "-k", GUARD)

    assert "INTERNALERROR" not in result.out, (
        "pytest crashed (INTERNALERROR, the whole session stops) while reporting the snippet's exception "
        "(tests/snippet_runner.py); the snippet file and line are never named; "
        f"{result}"
    )
    assert_names(result, f"snippets/{GUARD}/raises.py:4", "ValueError: raised on purpose")


@pytest.mark.timeout(GUARD_BOUND)
def test_a_stale_stored_output_fails_with_a_diff_naming_the_snippet(project):
    snippet = next(p for p in sorted((project / "snippets").rglob("*.py"))
                   if any(line.startswith("#> ") for line in p.read_text(encoding="utf-8").splitlines()))
    rel = snippet.relative_to(project).as_posix()
    lines = snippet.read_text(encoding="utf-8").split("\n")
    i = next(i for i, line in enumerate(lines) if line.startswith("#> "))
    stored = lines[i]
    lines[i] = stored[:-1] + ("?" if stored[-1] != "?" else "!")  # one character changed
    snippet.write_text("\n".join(lines), encoding="utf-8")
    test_id = snippet.relative_to(project / "snippets").as_posix()

    result = pytest_in(project, f"tests/test_snippets.py::test_snippet_output[{test_id}]")

    assert_names(result, f"{rel}: the stored output differs", "--- before", "+++ after",
                 f"-{lines[i]}", f"+{stored}")


# 3.-4.: properdocs build --strict, on a copy whose pages are stubs (the config is what is tested; a full build is slow)


def stub_pages(project: Path):
    for page in (project / "docs").rglob("*.md"):
        page.write_text(f"# {page.stem}\n", encoding="utf-8")


@pytest.mark.timeout(GUARD_BOUND)
@pytest.mark.parametrize("missing", ["file", "section"])
def test_an_include_of_a_missing_file_or_section_stops_the_build(project, missing):
    if missing == "file":
        target, message = "snippets/nosuch/missing.py", "Snippet at path 'snippets/nosuch/missing.py' could not be found"
    else:
        target, message = f"{first_snippet(project)}:nosuch", "Snippet section 'nosuch' could not be located"
    stub_pages(project)
    add_python_block(project, f'--8<-- "{target}"')

    assert_names(mkdocs_build(project), message)
    # the page itself, as pytest-markdown-docs runs it, errors at collection naming the page
    assert_names(pytest_in(project, PAGE), f"ERROR collecting {PAGE}", message, code=2)


@pytest.mark.timeout(GUARD_BOUND)
def test_a_broken_link_and_a_broken_anchor_fail_the_strict_build_naming_the_page(project):
    stub_pages(project)
    add_to_page(project, "A [link to no page](nosuch.md) and a [link to no heading](#no-such-heading).")

    doc = PAGE.removeprefix("docs/")
    assert_names(mkdocs_build(project), f"Doc file '{doc}' contains a link 'nosuch.md'",
                 f"Doc file '{doc}' contains a link '#no-such-heading'", "Aborted with 2 warnings")
    # That build rendered every notebook page; nbconvert's templates went through the Jinja bytecode cache that
    # hooks/notebooks.py gives mkdocs-jupyter's exporters (the copy started without a .cache/).
    cache = project / JINJA_CACHE.relative_to(ROOT)
    assert list(cache.glob("__jinja2_*.cache")), "nbconvert's templates were not cached"


@pytest.mark.timeout(GUARD_BOUND)
def test_a_formula_katex_cannot_render_fails_the_build_naming_page_and_formula(project):
    stub_pages(project)
    add_to_page(project, r"A formula with a typo: $\frac{1}{2$.")

    assert_names(mkdocs_build(project), f"{PAGE}: KaTeX cannot render the formula", r"'\\frac{1}{2'")


@pytest.mark.timeout(GUARD_BOUND)
@pytest.mark.parametrize("rule,named", [
    (":root { --md-code-hl-name-color: #c00; }", ":root sets the name colour to another than the code colour"),
    (".md-typeset .admonition { --md-code-fg-color: #c00; }", ".md-typeset .admonition sets the code colour but not"),
    ('[data-md-color-scheme="slate"] .highlight .kc { color: #f0f; }', '[data-md-color-scheme="slate"] .highlight .kc'),
    (".md-typeset .highlight .n { font-weight: 700; }", ".md-typeset .highlight .n {font-weight:700}"),
    (".highlight-ipynb .w { background: #c00; }", ".highlight-ipynb .w {background:#c00}"),
], ids=["name colour", "code colour", "kc in dark", "bold names", "notebook whitespace"])
def test_a_stylesheet_that_styles_names_or_whitespace_stops_the_build_naming_the_hook(project, rule, named):
    """hooks/code_tokens.py writes names and whitespace as plain text because they are drawn in the code's own
    colour: once a stylesheet styles them, the build stops (at its start: the pages are never read)."""
    css = project / "docs/assets/site.css"
    css.write_text(css.read_text(encoding="utf-8") + f"\n{rule}\n", encoding="utf-8")

    assert_names(mkdocs_build(project), "hooks/code_tokens.py", named)


# 3., 5.-7.: tests/test_structure.py, run once on a copy with four faults; each test reads its own part of the report


@pytest.fixture(scope="module")
def structure(tmp_path_factory):
    project = copy_project(tmp_path_factory.mktemp("structure"))
    write(project, f"snippets/{GUARD}/orphan.py", 'print("shown nowhere")\n#> shown nowhere\n')
    write(project, "docs/en/zz-lonely.md", "# Lonely\n")
    inline = add_python_block(project, 'print("typed into the page")')
    include = add_python_block(project, '--8<-- "snippets/nosuch/missing.py"')
    return pytest_in(project, "tests/test_structure.py"), inline, include


def test_structure_names_page_and_line_of_an_include_of_a_missing_file(structure):
    result, _, line = structure
    assert_names(result, f"{PAGE}:{line}: includes snippets/nosuch/missing.py, which is not a file under snippets/")


def test_an_orphan_snippet_is_named(structure):
    result, _, _ = structure
    assert_names(result, *(f"snippets/{GUARD}/orphan.py: no page in docs/{lang}/ includes it" for lang in ("zh", "en")))


def test_a_page_without_its_twin_is_named(structure):
    result, _, _ = structure
    assert_names(result, "docs/en/zz-lonely.md: has no twin docs/zh/zz-lonely.md")


def test_inline_python_on_a_page_is_named_with_its_line(structure):
    result, line, _ = structure
    assert_names(result, f"{PAGE}:{line}: Python typed into the page")
