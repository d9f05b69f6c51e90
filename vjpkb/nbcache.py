"""mkdocs-jupyter's cache of rendered notebook pages, shared safely by builds that run at once in one checkout.

mkdocs-jupyter 0.26.3 keeps one rendering per notebook in its `cache_dir`, writes each in place
(`Path.write_text`: a reader can find it empty or half-written) and, after each build, deletes every entry that
build did not use. With `make serve` open while `make test` builds in the same checkout, one build read the other's
half-written entry and stopped (`JSONDecodeError: Expecting value`, CI of 2026-12-02). So (hooks/notebooks.py):

- each build process renders into a folder of its own (`private_dir`), which starts as hard links to the shared
  entries: a link is the whole file as it was, whatever the shared folder does next;
- after each build its entries are published into the shared folder by `os.replace` (`publish`): a reader there
  sees the old file or the new one, never part of one; it then holds what that build used (mkdocs-jupyter has
  dropped the rest from the private folder), so it does not grow;
- the private folder goes at the end of the command (`remove`), or, if the process was killed, at the start of
  the next one (`stale_dirs`).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

from vjpkb import ROOT

SHARED = ROOT / ".cache" / "notebook-renderings"
PRIVATE_ROOT = ROOT / ".cache" / "notebook-renderings-builds"

_mine: dict[Path, Path] = {}  # private_root -> this process's folder in it


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # alive, another user's
        pass
    return True


def stale_dirs(private_root: Path = PRIVATE_ROOT) -> list[Path]:
    """Private folders left by processes that no longer run (their names start with the process id)."""
    if not private_root.is_dir():
        return []
    stale = []
    for path in private_root.iterdir():
        pid = path.name.partition("-")[0]
        if path.is_dir() and pid.isdigit() and int(pid) != os.getpid() and not _alive(int(pid)):
            stale.append(path)
    return stale


def private_dir(shared: Path = SHARED, private_root: Path = PRIVATE_ROOT) -> Path:
    """This process's cache folder, holding (as hard links) every entry the shared folder has now."""
    mine = _mine.get(private_root)
    if mine is None or not mine.is_dir():
        private_root.mkdir(parents=True, exist_ok=True)
        for path in stale_dirs(private_root):
            shutil.rmtree(path, ignore_errors=True)
        mine = _mine[private_root] = Path(tempfile.mkdtemp(prefix=f"{os.getpid()}-", dir=private_root))
    if shared.is_dir():
        for entry in shared.glob("*.json"):
            target = mine / entry.name
            if not target.exists():
                try:
                    os.link(entry, target)
                except FileNotFoundError:  # replaced or dropped by another build just now: render it again
                    pass
    return mine


def publish(mine: Path, shared: Path = SHARED) -> int:
    """Put this build's entries into the shared folder, each whole; drop the shared entries this build did not keep.
    Returns how many entries were published."""
    shared.mkdir(parents=True, exist_ok=True)
    names = set()
    for entry in mine.glob("*.json"):
        names.add(entry.name)
        target = shared / entry.name
        try:
            if os.path.samefile(entry, target):
                continue
        except FileNotFoundError:  # not published yet, or another build just dropped it
            pass
        partial = shared / f".{entry.name}.{os.getpid()}.partial"
        partial.unlink(missing_ok=True)
        os.link(entry, partial)
        os.replace(partial, target)
    for entry in shared.glob("*.json"):
        if entry.name not in names:
            entry.unlink(missing_ok=True)
    return len(names)


def remove(private_root: Path = PRIVATE_ROOT) -> None:
    mine = _mine.pop(private_root, None)
    if mine is not None:
        shutil.rmtree(mine, ignore_errors=True)
