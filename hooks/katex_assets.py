"""Serve KaTeX's CSS and fonts from the site itself (no CDN); the formulas are rendered at build time (hooks/math.py).

`npm ci` (run by `make setup`) installs the pinned KaTeX; without it the build stops with a clear error.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository root: vjpkb, the page model

from mkdocs.exceptions import PluginError  # noqa: E402
from mkdocs.structure.files import File  # noqa: E402

from vjpkb import KATEX  # noqa: E402

DIST = KATEX / "dist"
WANTED = ("katex.min.css",)


def katex_files() -> list[str]:
    """Paths (relative to DIST) of every KaTeX file the site serves."""
    missing = [name for name in WANTED if not (DIST / name).is_file()]
    if missing:
        raise PluginError(f"KaTeX not installed: {DIST / missing[0]} is missing; run `npm ci` (or `make setup`).")
    fonts = sorted(p.relative_to(DIST).as_posix() for p in (DIST / "fonts").glob("*.woff2"))
    return [*WANTED, *fonts]


def on_files(files, config):
    for name in katex_files():
        uri = f"assets/katex/{name}"
        if files.get_file_from_path(uri) is None:
            files.append(File.generated(config, uri, abs_src_path=str(DIST / name)))
    return files
