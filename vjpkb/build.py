"""Build the site the way it is published: `python -m vjpkb.build [site_dir]` (what `make build` and the test suite
run). `properdocs build --strict` (ProperDocs, the maintained MkDocs 1.6; `mkdocs build` builds the same site,
tests/test_toolchain.py) into site_dir (default site/), then the offline copy (Material's offline plugin,
OFFLINE=true) into a folder of this build's own under .cache/offline/ (two builds in one checkout at once do not
share it), zipped into <site_dir>/vjp-kb-offline.zip, which the home pages link to, then deleted."""

import os
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from vjpkb import ROOT, config

ARCHIVE = "vjp-kb-offline.zip"
OFFLINE_ROOT = ROOT / ".cache" / "offline"
OFFLINE_NAME = "vjp-kb-offline"  # the folder the archive unpacks to
# ProperDocs reads mkdocs.yml itself only as a fallback it means to drop: named, it is the config for good.
PROPERDOCS = [sys.executable, "-m", "properdocs"]
CONFIG = ["--config-file", "mkdocs.yml"]


def main(site_dir: Path) -> int:
    env = {k: v for k, v in os.environ.items() if k != "VJPKB_SITE_URL"}
    command = [*PROPERDOCS, "build", *CONFIG, "--strict", "--clean"]
    if subprocess.run([*command, "--site-dir", str(site_dir)], cwd=ROOT, env=env).returncode:
        return 1
    # No site_url: every link relative, as file:// needs; the notebooks still link to the published site.
    offline = {**env, "OFFLINE": "true", "SITE_URL": "", "VJPKB_SITE_URL": config()["site_url"] or ""}
    OFFLINE_ROOT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=OFFLINE_ROOT, prefix="build-") as scratch:
        offline_dir = Path(scratch) / OFFLINE_NAME
        if subprocess.run([*command, "--site-dir", str(offline_dir)], cwd=ROOT, env=offline).returncode:
            return 1
        partial = site_dir / f"{ARCHIVE}.partial"
        with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as archive:
            for path in sorted(offline_dir.rglob("*")):
                archive.write(path, path.relative_to(offline_dir.parent))
        partial.replace(site_dir / ARCHIVE)
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "site").resolve()))
