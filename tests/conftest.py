"""Shared fixtures: a clean torch state around every test, the site built once per run, Chromium, no skips."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
import urllib.parse
import time
import uuid
from pathlib import Path

import pytest

from tests.browser import CHROMIUM
from tests.serve import static_server
from tests.torch_state import reset_torch_state
from vjpkb import ROOT
from vjpkb import browser as browser_setup

# The suite builds and checks the very site CI publishes: SITE_URL is the public address (CI sets it), and the site
# is served under that address's path. Locally it is a sub-path on 127.0.0.1, as for a GitHub Pages project site.
SITE_URL = os.environ.get("SITE_URL") or "http://127.0.0.1:8000/vjp-kb/"
SUBPATH = urllib.parse.urlsplit(SITE_URL).path.rstrip("/") + "/"
SITE_DIR = ROOT / "site"


@pytest.fixture(autouse=True)
def clean_torch_state():
    """Every test (snippets and page code alike) starts from a fresh torch state and leaves one behind."""
    reset_torch_state()
    yield
    reset_torch_state()


SITE_TESTS = ("test_build.py", "test_browser.py", "test_notebooks.py", "test_offline.py", "test_toolchain.py", "test_decoder.py")


def _wants_site(args: list[str]) -> bool:
    """Do the paths given to pytest (its testpaths when none) include a test that needs the built site?"""
    return any(Path(a.split("::")[0]).is_dir() or Path(a.split("::")[0]).name in SITE_TESTS for a in args)


def pytest_configure(config):
    """In the controller (or a run without xdist): start the strict build (`python -m vjpkb.build`, ProperDocs) in the
    background, once per run, so snippets and structure tests run while it builds; the built_site fixture waits for it."""
    if hasattr(config, "workerinput") or not _wants_site(config.args):
        return
    run_id = uuid.uuid4().hex
    os.environ["VJPKB_SITE_BUILD"] = run_id  # inherited by xdist's workers
    (ROOT / ".cache").mkdir(exist_ok=True)
    env = {**os.environ, "SITE_URL": SITE_URL}
    build = [sys.executable, "-m", "vjpkb.build", str(SITE_DIR)]  # the site and its offline copy, as published
    log, status = _build_files(run_id)
    config._site_build = subprocess.Popen(  # writes mkdocs' exit status to `status` when it ends
        ["sh", "-c", f'{shlex.join(build)} > {shlex.quote(str(log))} 2>&1; echo $? > {shlex.quote(str(status))}'],
        cwd=ROOT, env=env,
    )


@pytest.hookimpl(trylast=True)  # after --random-order shuffled them
def pytest_collection_modifyitems(items):
    """Tests that need no site first (in their random order), then the site's: the workers run snippets and guards
    while the site builds in the background, instead of waiting for it."""
    items.sort(key=lambda item: Path(str(item.fspath)).name in SITE_TESTS)  # a stable sort keeps the shuffle


def _build_files(run_id: str) -> tuple[Path, Path]:
    return ROOT / ".cache" / f"build-{run_id}.log", ROOT / ".cache" / f"build-{run_id}.status"


def pytest_unconfigure(config):
    proc = getattr(config, "_site_build", None)
    if proc is not None:
        proc.wait()  # never leave a half-written site/ behind
        for path in _build_files(os.environ["VJPKB_SITE_BUILD"]):
            path.unlink(missing_ok=True)


@pytest.fixture(scope="session")
def built_site():
    """site/, built by `python -m vjpkb.build` (strict, both languages, offline copy) once per run."""
    run_id = os.environ.get("VJPKB_SITE_BUILD")
    if run_id is None:
        pytest.fail("no site build was started for this run (tests/conftest.py: _wants_site)", pytrace=False)
    log, status = _build_files(run_id)
    deadline = time.monotonic() + 600
    while not (status.exists() and status.read_text().strip()):
        if time.monotonic() > deadline:
            pytest.fail("the site build did not finish within 10 minutes", pytrace=False)
        time.sleep(0.2)
    if status.read_text().strip() != "0":
        pytest.fail(f"the site build (properdocs build --strict) failed:\n{log.read_text(encoding='utf-8')}", pytrace=False)
    return SITE_DIR


@pytest.fixture(scope="session")
def site_url(built_site):
    """Base URL of the built site, served from 127.0.0.1 under its sub-path."""
    with static_server(built_site, SUBPATH) as base:
        yield base


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
    """pytest-playwright drives Debian's Chromium headless shell (Chromium's renderer without the browser's UI, as
    Playwright itself runs headless tests), no downloaded browser: visiting six pages with these tests' checks took
    31-34 CPU-seconds with it and 38-44 with `chromium --headless` on this machine (two runs each). Missing -> the
    test fails, never skips."""
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"no Chromium at {CHROMIUM} (`make test` sets one up first: python -m vjpkb.browser). Install it "
                    f"with one of:\n  {browser_setup.INSTALL_HINT}", pytrace=False)
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}
