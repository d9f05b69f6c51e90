"""The toolchain: ProperDocs (the maintained MkDocs 1.6, by its former maintainer) builds and serves the site
(`make build`, `make serve`, the suite's build); MkDocs 1.6.1 stays installed beside it, as Material and both plugins
require it, and a reader who types `mkdocs serve` gets the very site ProperDocs builds, every file byte for byte but
the generator tag. ProperDocs ships no `mkdocs` module or command: inside a ProperDocs process `mkdocs.*` imports
(Material's, the plugins', the hooks') are answered by `properdocs.*` (properdocs/replacement.py)."""

from __future__ import annotations

import gzip
import os
import re
import subprocess
import sys
import time
from importlib import metadata
from pathlib import Path

import pytest

from tests.conftest import SITE_URL, SUBPATH
from tests.serve import fetch, free_port
from vjpkb import ROOT
from vjpkb import build as site_build

GENERATOR = re.compile(rb'<meta name="generator" content="([^"]*)">')
OFFLINE_ARCHIVE = site_build.ARCHIVE  # made by vjpkb.build from a second build, not by either command


def pins() -> dict[str, str]:
    text = (ROOT / "requirements-site.txt").read_text(encoding="utf-8")
    return {m[1].lower(): m[2] for m in re.finditer(r"^([\w.-]+)==(\S+)", text, re.MULTILINE)}


def console_scripts(dist: str) -> dict[str, str]:
    return {ep.name: ep.value for ep in metadata.distribution(dist).entry_points if ep.group == "console_scripts"}


def test_properdocs_and_material_are_pinned_and_installed_and_mkdocs_is_mkdocs():
    wanted = pins()
    for dist in ("properdocs", "mkdocs-material", "mkdocs"):
        assert dist in wanted, f"requirements-site.txt does not pin {dist}"
        installed = metadata.version(dist)
        assert installed == wanted[dist], f"{dist} {installed} installed, requirements-site.txt pins {wanted[dist]}"
    assert wanted["mkdocs-material"].startswith("9.8."), wanted["mkdocs-material"]
    # The `mkdocs` a reader types is MkDocs's own: ProperDocs installs only `properdocs`, so it cannot shadow it.
    assert console_scripts("properdocs") == {"properdocs": "properdocs.__main__:cli"}
    assert console_scripts("mkdocs").get("mkdocs") == "mkdocs.__main__:cli"
    for command in ("mkdocs", "properdocs"):
        assert Path(sys.executable).with_name(command).is_file(), f"no {command} command next to {sys.executable}"


def test_the_build_and_make_serve_run_properdocs():
    assert site_build.PROPERDOCS == [sys.executable, "-m", "properdocs"]
    serve = [line for line in (ROOT / "Makefile").read_text(encoding="utf-8").splitlines()
             if re.match(r"\t(?!@?#).*\bserve\b", line)]
    assert serve and all(line.split()[0] == "$(BIN)/properdocs" for line in serve), serve


def comparable(path: Path, body: bytes) -> bytes:
    """The content of a served or built file: a sitemap unzipped (gzip stamps the time it was written)."""
    return gzip.decompress(body) if path.suffix == ".gz" else body


@pytest.mark.timeout(600)
def test_mkdocs_serve_as_a_reader_types_it_serves_the_site_properdocs_builds(built_site, tmp_path):
    """`mkdocs serve` (MkDocs 1.6.1, the command the README's readers know), run in this checkout as typed but for a
    free port and no live reload (whose script it would add to every page), serves every file of the suite's site
    (ProperDocs) with the same bytes, but for the generator tag and the address serve puts in site_url."""
    port = free_port()
    served_url = f"http://127.0.0.1:{port}{SUBPATH}"
    # SITE_URL: the suite's address, so serve mounts the site under the same path. VJPKB_SITE_URL: the notebooks link
    # to that address as in the suite's build (else serve would rewrite docs/<lang>/notebooks/ with its own).
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_") and k != "NO_MKDOCS_2_WARNING"}
    env |= {"SITE_URL": SITE_URL, "VJPKB_SITE_URL": SITE_URL}
    log = tmp_path / "serve.log"
    with log.open("w") as out:
        serve = subprocess.Popen([str(Path(sys.executable).with_name("mkdocs")), "serve", "--dev-addr",
                                  f"127.0.0.1:{port}", "--no-livereload"],
                                 cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 540
        while fetch(served_url, timeout=30) is None:
            assert serve.poll() is None, f"mkdocs serve exited:\n{log.read_text()[-4000:]}"
            assert time.monotonic() < deadline, f"mkdocs serve served nothing in 9 minutes:\n{log.read_text()[-4000:]}"
            time.sleep(1)
        files = sorted(p for p in built_site.rglob("*") if p.is_file() and p.name != OFFLINE_ARCHIVE)
        assert len(files) > 100, files
        generators, differ = set(), []
        for path in files:
            rel = path.relative_to(built_site).as_posix()
            body = fetch(served_url + rel, timeout=30)
            assert body is not None, f"mkdocs serve does not serve {rel}"
            built = comparable(path, path.read_bytes())
            served = comparable(path, body).replace(served_url.encode(), SITE_URL.encode())
            generators |= {(a, b) for a, b in zip(GENERATOR.findall(built), GENERATOR.findall(served))}
            if GENERATOR.sub(b"", built) != GENERATOR.sub(b"", served):
                differ.append(rel)
        assert not differ, f"{len(differ)} of {len(files)} files differ under mkdocs serve: {differ[:10]}"
    finally:
        serve.kill()
        serve.wait()
    wanted = pins()
    material = f"mkdocs-material-{wanted['mkdocs-material']}"
    built, served = f"mkdocs-ProperDocs {wanted['properdocs']}, {material}", f"mkdocs-{wanted['mkdocs']}, {material}"
    assert generators == {(built.encode(), served.encode())}, generators
