"""mkdocs hook: the offline copy (OFFLINE=1 mkdocs build, Material's offline plugin; `make offline`). Material's
plugin would load its Web Worker shim for file:// from unpkg.com: the site serves its own copy from npm instead."""

from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File

SHIM = Path(__file__).resolve().parents[1] / "node_modules" / "iframe-worker" / "shim" / "index.js"
URI = "assets/iframe-worker/shim.js"


def _offline(config) -> bool:
    plugin = config["plugins"].get("material/offline") or config["plugins"].get("offline")
    return bool(plugin and plugin.config.enabled)


def on_config(config):
    if _offline(config):
        config.extra["polyfills"] = [URI]  # the plugin adds unpkg's shim only when none is listed
    return config


def on_files(files, config):
    if _offline(config):
        if not SHIM.is_file():
            raise PluginError(f"{SHIM} is missing: run `npm ci` (or `make setup`)")
        files.append(File.generated(config, URI, abs_src_path=str(SHIM)))
    return files
