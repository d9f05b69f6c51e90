"""The Chromium the browser tests drive, found or set up before any test runs (`python -m vjpkb.browser`, the first
step of `make test`).

Which browser: `CHROMIUM` when set (it must exist); else Debian's headless shell or Chromium; else the headless shell
that Playwright installed for itself. When there is none: on Debian or Ubuntu, as root or with passwordless sudo,
apt installs Debian's Chromium and the CJK fonts the pages are drawn with; else Playwright installs its own headless
shell. When that fails too, one message names the command to run, and `make test` stops before any test runs.
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import sys
from pathlib import Path

SYSTEM = ("/usr/bin/chromium-headless-shell", "/usr/bin/chromium")  # Debian's, in the order the tests prefer
APT_PACKAGES = ("chromium", "chromium-headless-shell", "fonts-noto-cjk")
CJK_FONTS = "/usr/share/fonts/opentype/noto"  # fonts-noto-cjk: the Chinese pages' text (layout tests measure it)
INSTALL_HINT = (f"sudo apt-get install {' '.join(APT_PACKAGES)}   (Debian/Ubuntu)\n"
                "  or: .venv/bin/python -m playwright install --with-deps --only-shell chromium\n"
                "  or: CHROMIUM=/path/to/chromium make test")


class NoBrowser(Exception):
    """No browser, and none could be set up: the message names the command to run."""


def _system_candidates() -> tuple[str, ...]:
    # VJPKB_SYSTEM_CHROMIUM (paths separated by ':') stands in for SYSTEM in the tests of this module.
    override = os.environ.get("VJPKB_SYSTEM_CHROMIUM")
    return tuple(p for p in override.split(":") if p) if override is not None else SYSTEM


def playwright_shell() -> str | None:
    """The headless shell Playwright installed for itself (its cache: PLAYWRIGHT_BROWSERS_PATH or ~/.cache)."""
    home = os.environ.get("PLAYWRIGHT_BROWSERS_PATH") or os.path.expanduser("~/.cache/ms-playwright")
    found = sorted(glob.glob(os.path.join(home, "chromium_headless_shell-*", "*", "*headless_shell")))
    return found[-1] if found else None


def find() -> str | None:
    """The browser to drive, or None when there is none. A `CHROMIUM` that does not exist raises NoBrowser."""
    named = os.environ.get("CHROMIUM")
    if named:
        if not (os.path.isfile(named) and os.access(named, os.X_OK)):
            raise NoBrowser(f"CHROMIUM={named} is not an executable file. Install Chromium:\n  {INSTALL_HINT}")
        return named
    return next((p for p in _system_candidates() if os.access(p, os.X_OK)), None) or playwright_shell()


def _run(cmd: list[str], timeout: float) -> str | None:
    """None when `cmd` succeeded, else why not (its last lines)."""
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"{cmd[0]}: {exc}"
    lines = (proc.stderr or proc.stdout).strip().splitlines() or [""]
    tail = next((line.strip() for line in lines if "rror" in line), lines[-1].strip())  # its error line, else its last
    return None if proc.returncode == 0 else f"`{' '.join(cmd)}` exited {proc.returncode}: {tail}"


def _apt_prefix() -> list[str] | None:
    """How to run apt-get as root here ([] as root, ['sudo', '-n'] with passwordless sudo), or None."""
    if not shutil.which("apt-get"):
        return None
    if os.geteuid() == 0:
        return []
    if shutil.which("sudo") and _run(["sudo", "-n", "true"], 10) is None:
        return ["sudo", "-n"]
    return None


def install() -> list[str]:
    """Try apt, then Playwright; return why each failed (empty when one succeeded)."""
    tried = []
    apt = _apt_prefix()
    if apt is None:
        tried.append("apt-get: not on this machine, or neither root nor passwordless sudo")
    else:
        env = ["env", "DEBIAN_FRONTEND=noninteractive"]
        for step in (["apt-get", "update", "-q"],
                     ["apt-get", "install", "-y", "-q", "--no-install-recommends", *APT_PACKAGES]):
            error = _run([*apt, *env, *step], 900)
            if error:
                tried.append(error)
                break
        else:
            return []
    error = _run([sys.executable, "-m", "playwright", "install", "--only-shell", "chromium"], 600)
    if error is None and playwright_shell():
        return []
    tried.append(error or "playwright install reported success but left no headless shell")
    return tried


def ensure() -> str:
    """The browser's path, installing one when there is none; NoBrowser when that is impossible."""
    path = find()
    if path and (os.environ.get("CHROMIUM") or path == playwright_shell() or os.path.isdir(CJK_FONTS)):
        return path
    # No browser, or Debian's without the CJK fonts (the Chinese pages would be drawn in a fallback font).
    tried = install()
    path = find()
    if tried or not path:
        raise NoBrowser("make test needs Chromium, and none could be set up here:\n  - "
                        + "\n  - ".join(tried or ["no browser found after installing"])
                        + f"\nInstall it with one of:\n  {INSTALL_HINT}")
    return path


if __name__ == "__main__":
    try:
        print(f"browser for the tests: {ensure()}")
    except NoBrowser as exc:
        sys.exit(f"\n{exc}\n")
