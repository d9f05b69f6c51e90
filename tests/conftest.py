"""Shared fixtures: the built site, and a clean torch state around every snippet."""

from __future__ import annotations

import os
import subprocess
import sys
import unittest.mock

import pytest
import pytest_examples.run_code
import torch

from tests.pages import ROOT
from tests.serve import static_server

# pytest-examples formats non-string print arguments with black, which would turn torch's
# `tensor([[1.], [2.]])` into `tensor([[1.0], [2.0]])` on one line. A page must show exactly what
# Python prints, so stored outputs are the plain str() of each argument.
pytest_examples.run_code.Arg.format = lambda self, config: self.data


def _record_print(self, *args, sep=" ", **kwargs):
    """pytest-examples' print mock, finding its caller with sys._getframe instead of inspect.stack(), which reads
    the source of every frame and scans sys.modules (huge once torch is imported): 71% of the suite's time."""
    frame = sys._getframe(1)
    while frame is not None and frame.f_code.co_filename == unittest.mock.__file__:
        frame = frame.f_back  # the mock's own frames
    if frame is not None and frame.f_code.co_filename == str(self.file):
        args = [pytest_examples.run_code.Arg(arg) for arg in args]
        self.statements.append(pytest_examples.run_code.PrintStatement(frame.f_lineno, sep, args))


pytest_examples.run_code.MockPrintFunction.__call__ = _record_print


def reset_torch_state():
    """torch's global state as a fresh `import torch` has it (what a reader running a snippet alone gets)."""
    torch.set_default_dtype(torch.float32)
    torch.set_default_device(None)
    torch.set_grad_enabled(True)
    torch.autograd.set_detect_anomaly(False, check_nan=True)
    torch.set_printoptions(profile="default")
    torch.set_printoptions(sci_mode=None)
    torch.use_deterministic_algorithms(False)
    torch.set_float32_matmul_precision("highest")
    torch.manual_seed(0)


@pytest.fixture(autouse=True)
def clean_torch_state():
    """Every test (snippets and page code alike) starts from a fresh torch state and leaves one behind."""
    reset_torch_state()
    yield
    reset_torch_state()


SUBPATH = "vjp-kb"  # the suite serves the site under a sub-path, as GitHub Pages does for a project site


@pytest.fixture(scope="session")
def site_root(tmp_path_factory):
    """The site built once per session with `mkdocs build --strict` (both languages) into <root>/vjp-kb/."""
    root = tmp_path_factory.mktemp("www")
    # site_url's path matters (absolute links carry it); its host and port do not, and a fixed one keeps the build
    # (notebook links included) the same from run to run, so mkdocs-jupyter's cache stays valid.
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "SITE_URL": f"http://127.0.0.1:8000/{SUBPATH}/"}
    proc = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(root / SUBPATH)],
        cwd=ROOT, env=env, capture_output=True, text=True,
    )
    if proc.returncode != 0:
        pytest.fail(f"mkdocs build --strict failed:\n{proc.stdout}\n{proc.stderr}", pytrace=False)
    return root


@pytest.fixture(scope="session")
def built_site(site_root):
    return site_root / SUBPATH


@pytest.fixture(scope="session")
def site_url(site_root):
    """Base URL of the built site, served from 127.0.0.1 under its sub-path."""
    with static_server(site_root) as base:
        yield f"{base}{SUBPATH}/"


_skipped: list[str] = []


def pytest_runtest_logreport(report):
    if report.skipped:
        _skipped.append(report.nodeid)


def pytest_sessionfinish(session, exitstatus):
    """No test may pass by skipping: a missing browser or dependency is a failure."""
    if _skipped and exitstatus == 0:
        print(f"\n{len(_skipped)} test(s) skipped, which this suite treats as failure:\n  " + "\n  ".join(_skipped))
        session.exitstatus = 1


CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--disable-quic",
]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """pytest-playwright drives Debian's Chromium (no downloaded browser). Missing -> the test fails, never skips."""
    exe = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    if not os.path.exists(exe):
        pytest.fail(f"no Chromium at {exe}: `sudo apt-get install chromium fonts-noto-cjk`, or set CHROMIUM=/path")
    return {**browser_type_launch_args, "executable_path": exe, "args": CHROMIUM_ARGS}
