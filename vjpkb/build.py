"""Build the site the way it is published: `python -m vjpkb.build [site_dir]` (what `make build` and the test suite
run). `mkdocs build --strict` into site_dir (default site/), then the offline copy (Material's offline plugin,
OFFLINE=true) into .cache/offline/vjp-kb-offline/, zipped into <site_dir>/vjp-kb-offline.zip, which the home pages
link to."""

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from vjpkb import ROOT, config

ARCHIVE = "vjp-kb-offline.zip"
OFFLINE_DIR = ROOT / ".cache" / "offline" / "vjp-kb-offline"


def main(site_dir: Path) -> int:
    env = {k: v for k, v in os.environ.items() if k != "VJPKB_SITE_URL"} | {"NO_MKDOCS_2_WARNING": "1"}
    mkdocs = [sys.executable, "-m", "mkdocs", "build", "--strict", "--clean"]
    if subprocess.run([*mkdocs, "--site-dir", str(site_dir)], cwd=ROOT, env=env).returncode:
        return 1
    shutil.rmtree(OFFLINE_DIR, ignore_errors=True)
    # No site_url: every link relative, as file:// needs; the notebooks still link to the published site.
    offline = {**env, "OFFLINE": "true", "SITE_URL": "", "VJPKB_SITE_URL": config()["site_url"] or ""}
    if subprocess.run([*mkdocs, "--site-dir", str(OFFLINE_DIR)], cwd=ROOT, env=offline).returncode:
        return 1
    with zipfile.ZipFile(site_dir / ARCHIVE, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(OFFLINE_DIR.rglob("*")):
            archive.write(path, path.relative_to(OFFLINE_DIR.parent))
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "site").resolve()))
