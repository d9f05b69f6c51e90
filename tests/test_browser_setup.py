"""vjpkb/browser.py, the first step of `make test`: the browser is found, or installed, or the run stops at once with
one message that names the command to run. Each case runs the real module in a subprocess."""

from __future__ import annotations

import os
import subprocess
import sys
import time

from vjpkb import ROOT
from vjpkb.browser import APT_PACKAGES


def setup_browser(tmp_path, **env) -> tuple[subprocess.CompletedProcess, float]:
    base = {k: v for k, v in os.environ.items() if k != "CHROMIUM"}
    start = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "vjpkb.browser"], cwd=ROOT, capture_output=True, text=True,
                          env={**base, "PLAYWRIGHT_BROWSERS_PATH": str(tmp_path / "pw"), **env}, timeout=120)
    return proc, time.monotonic() - start


def assert_one_message(proc, seconds):
    assert proc.returncode == 1, proc
    assert seconds < 60, f"stopped after {seconds:.0f} s, not within a minute"
    assert not proc.stdout, proc
    hint = f"sudo apt-get install {' '.join(APT_PACKAGES)}"
    assert proc.stderr.count(hint) == 1 and "CHROMIUM=/path/to/chromium make test" in proc.stderr, proc.stderr


def test_a_chromium_that_does_not_exist_stops_with_the_one_message(tmp_path):
    proc, seconds = setup_browser(tmp_path, CHROMIUM=str(tmp_path / "no-such-chromium"))
    assert_one_message(proc, seconds)
    assert f"CHROMIUM={tmp_path / 'no-such-chromium'} is not an executable file" in proc.stderr


def test_no_browser_and_no_way_to_install_one_stops_with_the_one_message(tmp_path):
    """No system browser, no apt-get on PATH, and every download of Playwright's refused (its host and a proxy on a
    closed port, so the case holds on a machine that could reach Playwright's CDN): each failure is named."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    proc, seconds = setup_browser(tmp_path, VJPKB_SYSTEM_CHROMIUM="", PATH=str(bin_dir),
                                  PLAYWRIGHT_DOWNLOAD_HOST="http://127.0.0.1:9",
                                  HTTPS_PROXY="http://127.0.0.1:9", HTTP_PROXY="http://127.0.0.1:9")
    assert_one_message(proc, seconds)
    assert "apt-get: not on this machine" in proc.stderr and "playwright install --only-shell chromium` exited" \
        in proc.stderr, proc.stderr


def test_a_named_or_system_browser_is_used_as_it_is(tmp_path):
    fake = tmp_path / "chromium"
    fake.write_text("#!/bin/sh\n")
    fake.chmod(0o755)
    for env in ({"CHROMIUM": str(fake)}, {"VJPKB_SYSTEM_CHROMIUM": f"{tmp_path / 'absent'}:{fake}"}):
        proc, _ = setup_browser(tmp_path, **env)
        assert proc.returncode == 0 and proc.stdout == f"browser for the tests: {fake}\n", (env, proc)


def test_make_test_sets_up_the_browser_before_any_test_runs():
    lines = subprocess.run(["make", "-n", "test"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    steps = [line for line in lines.splitlines() if "-m vjpkb.browser" in line or "-m pytest" in line]
    assert len(steps) == 2 and "-m vjpkb.browser" in steps[0] and "-m pytest" in steps[1], lines
