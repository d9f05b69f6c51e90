"""The CI workflow is safe: zizmor (offline audits) finds nothing in .github/workflows/ — actions pinned to commits,
no persisted checkout credentials, least permissions per job."""

import shutil
import subprocess
import sys
from pathlib import Path

from vjpkb import ROOT


def test_zizmor_finds_nothing_in_the_workflows():
    zizmor = shutil.which("zizmor", path=str(Path(sys.executable).parent))
    assert zizmor, "zizmor is not installed: it is in requirements.txt (make setup)"
    run = subprocess.run([zizmor, "--offline", "--no-progress", "--format", "plain", ".github/workflows/"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and "No findings" in run.stdout + run.stderr, run.stdout + run.stderr
