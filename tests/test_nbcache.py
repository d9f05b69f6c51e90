"""vjpkb/nbcache.py: each build renders notebooks into a folder of its own and publishes whole files into the shared
one (tests/test_concurrent_builds.py runs two real builds at once; these pin the steps it relies on)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from vjpkb import nbcache


def test_a_private_folder_starts_with_the_shared_entries_as_links_and_publishes_whole_files(tmp_path):
    shared, root = tmp_path / "shared", tmp_path / "builds"
    shared.mkdir()
    (shared / "a.json").write_text('{"content": "a"}')
    (shared / "old.json").write_text('{"content": "old"}')
    mine = nbcache.private_dir(shared, root)
    try:
        assert mine.parent == root and mine.name.startswith(f"{os.getpid()}-")
        assert os.path.samefile(mine / "a.json", shared / "a.json"), "the entry is not a link to the shared one"
        assert nbcache.private_dir(shared, root) == mine, "a second build in one process gets another folder"

        # the build renders b, and mkdocs-jupyter drops old (unused); another build replaces a in the shared folder
        (mine / "b.json").write_text('{"content": "b"}')
        (mine / "old.json").unlink()
        replaced = shared / "a.json.new"
        replaced.write_text('{"content": "a, rendered again"}')
        replaced.replace(shared / "a.json")
        assert json.loads((mine / "a.json").read_text()) == {"content": "a"}, "a link follows the replaced file"

        assert nbcache.publish(mine, shared) == 2
        assert sorted(p.name for p in shared.iterdir()) == ["a.json", "b.json"], "partial files or unused entries left"
        assert os.path.samefile(mine / "b.json", shared / "b.json")
        assert json.loads((shared / "a.json").read_text()) == {"content": "a"}
    finally:
        nbcache.remove(root)
    assert not mine.exists()


def test_folders_of_processes_that_no_longer_run_are_removed_at_the_next_start(tmp_path):
    shared, root = tmp_path / "shared", tmp_path / "builds"
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    left = root / f"{int(dead.stdout)}-abc"
    left.mkdir(parents=True)
    (left / "x.json").write_text("{")  # killed while writing
    alive = root / f"{os.getppid()}-def"
    alive.mkdir()
    assert nbcache.stale_dirs(root) == [left]
    mine = nbcache.private_dir(shared, root)
    try:
        assert not left.exists() and alive.exists()
    finally:
        nbcache.remove(root)
    assert not mine.exists()
