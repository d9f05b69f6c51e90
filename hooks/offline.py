"""mkdocs hook: the offline copy (OFFLINE=1 mkdocs build, Material's offline plugin; `make offline`). Material's
plugin would load its Web Worker shim for file:// from unpkg.com: the site serves its own copy from npm instead."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository root: vjpkb, the page model

from mkdocs.exceptions import PluginError  # noqa: E402
from mkdocs.structure.files import File  # noqa: E402

from vjpkb import ROOT, offline_build  # noqa: E402

SHIM = ROOT / "node_modules" / "iframe-worker" / "shim" / "index.js"
URI = "assets/iframe-worker/shim.js"


def on_config(config):
    if offline_build(config):
        config.extra["polyfills"] = [URI]  # the plugin adds unpkg's shim only when none is listed
    return config


def on_files(files, config):
    if offline_build(config):
        if not SHIM.is_file():
            raise PluginError(f"{SHIM} is missing: run `npm ci` (or `make setup`)")
        files.append(File.generated(config, URI, abs_src_path=str(SHIM)))
    return files
