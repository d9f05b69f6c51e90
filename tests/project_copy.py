"""A temporary copy of the project and the real checks run on it in a child process: the harness of the tests that
prove the guards (tests/test_guards.py, tests/test_isolation.py). The real docs/ and snippets/ are never touched."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from vjpkb import ROOT

COPIED = ("mkdocs.yml", "pyproject.toml", "requirements.txt", "requirements-site.txt", "docs", "snippets", "tests",
          "hooks", "overrides", "vjpkb")
PAGE = "docs/zh/index.md"  # the page the tests break: of the language built first, so a build stops sooner
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
    start = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", *args], cwd=project, env=env, capture_output=True, text=True,
                          timeout=timeout)
    return Run(proc.returncode, proc.stdout + proc.stderr, time.monotonic() - start)


def pytest_in(project: Path, *args: str, timeout: float = 300) -> Run:
    return run(project, "pytest", "-p", "no:randomly", "-q", *args, timeout=timeout)


def mkdocs_build(project: Path) -> Run:
    return run(project, "properdocs", "build", "-f", "mkdocs.yml", "--strict", "--site-dir", str(project.parent / "site"))


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


