"""A writer keeps `mkdocs serve` open and the suite builds the site in the same checkout: neither build may break the
other (vjpkb/build.py gives each build's offline copy a folder of its own; the caches both read are written whole).
Both start at once in one copy of the project, whose caches start empty, as on a fresh clone."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import zipfile

import pytest

from tests.project_copy import copy_project
from tests.serve import fetch, free_port


@pytest.mark.timeout(1800)  # two builds of ~260 pages on two cores, beside the rest of the suite
def test_mkdocs_serve_and_a_full_build_in_one_checkout_at_once_both_succeed(tmp_path):
    project = copy_project(tmp_path)
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_") and k != "SITE_URL"}  # as `make serve`
    port = free_port()
    serve_log, build_log = (tmp_path / "serve.log").open("w"), (tmp_path / "build.log").open("w")
    serve = subprocess.Popen([sys.executable, "-m", "properdocs", "serve", "-f", "mkdocs.yml", "--dev-addr",
                              f"127.0.0.1:{port}", "--livereload", "--dirty"],
                             cwd=project, env=env, stdout=serve_log, stderr=subprocess.STDOUT)
    build = subprocess.Popen([sys.executable, "-m", "vjpkb.build", str(tmp_path / "site")],
                             cwd=project, env=env, stdout=build_log, stderr=subprocess.STDOUT)
    try:
        pages = {}
        deadline = time.monotonic() + 1700
        while time.monotonic() < deadline and (build.poll() is None or len(pages) < 2):
            assert serve.poll() is None, "mkdocs serve exited:\n" + (tmp_path / "serve.log").read_text()[-4000:]
            for path in ("", "en/"):
                pages[path] = pages.get(path) or fetch(f"http://127.0.0.1:{port}/{path}", timeout=5)
            time.sleep(0.5)
        code = build.wait(timeout=max(1.0, deadline - time.monotonic()))
        assert code == 0, "the build beside `mkdocs serve` failed:\n" + (tmp_path / "build.log").read_text()[-6000:]
        assert len([p for p in pages.values() if p]) == 2 and all(b"vjp-kb-offline.zip" in p for p in pages.values()), \
            "mkdocs serve did not serve both home pages:\n" + (tmp_path / "serve.log").read_text()[-4000:]
        with zipfile.ZipFile(tmp_path / "site" / "vjp-kb-offline.zip") as archive:
            names = archive.namelist()
        assert "vjp-kb-offline/index.html" in names and "vjp-kb-offline/en/index.html" in names, names[:20]
        assert not list((project / ".cache" / "offline").iterdir()), "the build left its offline folder behind"
    finally:
        for proc in (serve, build):
            proc.kill()
            proc.wait()
        serve_log.close()
        build_log.close()
