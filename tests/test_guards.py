"""The guards, shown to work: each test breaks one thing in a temporary copy of the project, runs the real check
(pytest on the real test files, or `mkdocs build --strict`) in a subprocess, and requires a loud failure that names
the file, and the line where there is one. The real docs/ and snippets/ are never touched.

The helpers at the top (copy_project, pytest_in, mkdocs_build, ...) are shared with tests/test_isolation.py.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
COPIED = ("mkdocs.yml", "pyproject.toml", "docs", "snippets", "tests", "hooks", "overrides")
PAGE = "docs/en/index.md"  # the page the tests break
GUARD = "zz_guard"  # topic folder of the snippets the tests add; unique, so `-k zz_guard` selects only them


def copy_project(tmp_path: Path) -> Path:
    """A copy of what the checks read (node_modules is linked, not copied); returns its root."""
    project = tmp_path / "project"
    project.mkdir()
    for name in COPIED:
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, project / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(src, project / name)
    (project / "node_modules").symlink_to(ROOT / "node_modules")
    return project


@dataclass
class Run:
    code: int
    out: str  # stdout and stderr
    seconds: float

    def __str__(self):
        return f"exit code {self.code} after {self.seconds:.1f}s, output:\n{self.out[-6000:]}"


def run(project: Path, *args: str, timeout: float = 300) -> Run:
    """`python -m <args>` in the copy, with none of the outer pytest's environment."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    env["NO_MKDOCS_2_WARNING"] = "1"
    start = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", *args], cwd=project, env=env, capture_output=True, text=True,
                          timeout=timeout)
    return Run(proc.returncode, proc.stdout + proc.stderr, time.monotonic() - start)


def pytest_in(project: Path, *args: str, timeout: float = 300) -> Run:
    return run(project, "pytest", "-p", "no:randomly", "-q", *args, timeout=timeout)


def mkdocs_build(project: Path) -> Run:
    return run(project, "mkdocs", "build", "--strict", "--site-dir", str(project.parent / "site"))


def write(project: Path, rel: str, text: str) -> Path:
    path = project / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def add_to_page(project: Path, markdown: str, page: str = PAGE) -> int:
    """Append `markdown` to the page; returns the 1-based line number of its last line."""
    path = project / page
    text = path.read_text(encoding="utf-8").rstrip("\n") + "\n\n" + markdown.strip("\n") + "\n"
    path.write_text(text, encoding="utf-8")
    return len(text.splitlines())


def add_python_block(project: Path, line: str, page: str = PAGE) -> int:
    """Append a ```python fence holding `line` to the page; returns the line number of `line`."""
    return add_to_page(project, f"```python\n{line}\n```", page) - 1


def assert_names(result: Run, *needles: str, code: int = 1):
    """The run failed with `code` (1: tests failed, not a crash or an interrupted collection) and says each needle."""
    assert result.code == code, f"expected exit code {code}; {result}"
    missing = [n for n in needles if n not in result.out]
    assert not missing, f"the failure does not name {missing}; {result}"


def first_snippet(project: Path) -> str:
    return min(p.relative_to(project).as_posix() for p in (project / "snippets").rglob("*.py"))


@pytest.fixture
def project(tmp_path):
    return copy_project(tmp_path)


# 1.-2., 8.: tests/test_snippets.py


@pytest.mark.timeout(120)
def test_a_hanging_snippet_is_stopped_after_its_bound(project):
    test_file = project / "tests/test_snippets.py"
    text = test_file.read_text(encoding="utf-8")
    assert "@pytest.mark.timeout(60)" in text, "tests/test_snippets.py no longer bounds each snippet at 60 s"
    test_file.write_text(text.replace("@pytest.mark.timeout(60)", "@pytest.mark.timeout(3)"), encoding="utf-8")
    write(project, f"snippets/{GUARD}/hangs.py", "while True:\n    pass\n")

    try:
        result = pytest_in(project, "tests/test_snippets.py", "-k", GUARD, timeout=60)
    except subprocess.TimeoutExpired:
        pytest.fail("the hanging snippet was not stopped: the run was still going after 60 s")

    assert_names(result, f"snippets/{GUARD}/hangs.py", "Timeout (>3.0s)")
    assert result.seconds < 30, f"not stopped within the bound; {result}"


@pytest.mark.timeout(120)
def test_an_uncaught_exception_names_the_snippet_file_and_line(project):
    write(project, f"snippets/{GUARD}/raises.py", 'x = 1\nprint(x)\n#> 1\nraise ValueError("raised on purpose")\n')

    result = pytest_in(project, "tests/test_snippets.py", "-k", GUARD)

    assert "INTERNALERROR" not in result.out, (
        "pytest crashed (INTERNALERROR, the whole session stops) while formatting the snippet's traceback, "
        "which pytest-examples rebuilds from co_lnotab on Python 3.11; the snippet file and line are never named; "
        f"{result}"
    )
    assert_names(result, f"snippets/{GUARD}/raises.py:4", "ValueError: raised on purpose")


@pytest.mark.timeout(120)
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


# 3.-4.: mkdocs build --strict, on a copy whose pages are stubs (the config is what is tested; a full build is slow)


def stub_pages(project: Path):
    for page in (project / "docs").rglob("*.md"):
        page.write_text(f"# {page.stem}\n", encoding="utf-8")


@pytest.mark.timeout(120)
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


@pytest.mark.timeout(120)
def test_a_broken_link_and_a_broken_anchor_fail_the_strict_build_naming_the_page(project):
    stub_pages(project)
    add_to_page(project, "A [link to no page](nosuch.md) and a [link to no heading](#no-such-heading).")

    doc = PAGE.removeprefix("docs/")
    assert_names(mkdocs_build(project), f"Doc file '{doc}' contains a link 'nosuch.md'",
                 f"Doc file '{doc}' contains a link '#no-such-heading'", "Aborted with 2 warnings")


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
