"""Which snippet outputs would change under another torch version? (`make drift TORCH=2.14.1`)

Creates (or reuses) a separate venv, .cache/drift-venv-<version>, with requirements.txt except torch==<version>,
runs the snippet suite there in check mode (tests/test_snippets.py, never --update-examples) and prints, per snippet,
the diff the suite reports. Nothing under snippets/ or docs/<lang>/ is rewritten; the script verifies that.

It also records the result, docs/research/drift/<version>.json (vjpkb.drift: the torch installed, the date, the
commit, the snippets run, each differing snippet with its unified diff), and redraws from the records the section
"Which torch versions were checked" that docs/<lang>/index.md includes (`--no-record`: print only).

A maintainer's tool, not CI: the other torch version may be a multi-gigabyte CUDA build.
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import re
import subprocess
import sys
import tempfile
import venv
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REQUIREMENTS = ROOT / "requirements.txt"
sys.path.insert(0, str(ROOT))  # vjpkb, when run as `python tools/drift.py`

from vjpkb import drift as records  # noqa: E402
from vjpkb import snippet_files, torch_version  # noqa: E402

# A unified diff as difflib writes it: the two file headers, then the first hunk. Only this is read from a failure's
# text (not the suite's own wording), so the diff is found whatever sentence the test puts before it.
UNIFIED_DIFF = re.compile(r"^--- [^\n]*\n\+\+\+ [^\n]*\n(?=@@ )", re.MULTILINE)


def requirements_for(torch_version: str) -> str:
    """requirements.txt with its torch pin replaced."""
    lines = REQUIREMENTS.read_text(encoding="utf-8").splitlines()
    out = [f"torch=={torch_version}" if re.match(r"^\s*torch\s*(==|>=|~=|$)", line) else line for line in lines]
    if out == lines:
        raise SystemExit("requirements.txt has no torch pin to replace")
    # The copy lives in the venv, so a nested `-r requirements-site.txt` (relative to requirements.txt) is made absolute.
    out = [re.sub(r"^(\s*(?:-r|-c|--requirement|--constraint)\s*)(\S+)",
                  lambda m: m[1] + str((REQUIREMENTS.parent / m[2]).resolve()), line) for line in out]
    return "\n".join(out) + "\n"


def ensure_venv(torch_version: str) -> Path:
    """The drift venv for this torch version, created and installed once, reused afterwards."""
    env_dir = ROOT / ".cache" / f"drift-venv-{torch_version}"
    python = env_dir / "bin" / "python"
    reqs = requirements_for(torch_version)
    stamp = env_dir / ".installed"
    if stamp.is_file() and stamp.read_text(encoding="utf-8") == reqs:
        print(f"reusing {env_dir.relative_to(ROOT)}", flush=True)
        return python
    if not python.exists():
        print(f"creating {env_dir.relative_to(ROOT)}", flush=True)
        venv.create(env_dir, with_pip=True)
    req_file = env_dir / "requirements.txt"
    req_file.write_text(reqs, encoding="utf-8")
    print(f"installing requirements with torch=={torch_version} (may take minutes: large wheels)", flush=True)
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--upgrade", "pip"], check=True)
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", "-r", str(req_file)], check=True)
    stamp.write_text(reqs, encoding="utf-8")
    return python


def tree_digest() -> str:
    """Digest of every file the check must not modify (snippets/ and docs/ sources)."""
    h = hashlib.sha256()
    for p in sorted([*ROOT.glob("snippets/**/*.py"), *ROOT.glob("docs/*/*.md")]):
        h.update(p.relative_to(ROOT).as_posix().encode())
        h.update(p.read_bytes())
    return h.hexdigest()


def run_suite(python: Path) -> tuple[dict, list[tuple[str, str, str]], int]:
    """Run tests/test_snippets.py in check mode. Returns ({"build", "cuda_available"}, [(snippet, kind, message)],
    tests run), kind "failure" or "error" as the junit report says."""
    probe = "import torch; print(torch.__version__); print(torch.cuda.is_available())"
    build, cuda = subprocess.run(
        [str(python), "-c", probe], capture_output=True, text=True, check=True
    ).stdout.split()
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "junit.xml"
        cmd = [str(python), "-m", "pytest", "tests/test_snippets.py", "-q", "-p", "no:randomly",
               "-m", "not browser", f"--junitxml={report}"]
        print("$ " + " ".join(cmd[1:]), flush=True)
        proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
        if not report.is_file():
            sys.exit(f"pytest produced no report (exit {proc.returncode}):\n{proc.stdout}\n{proc.stderr}")
        tree = ET.parse(report)
    known = {p.relative_to(ROOT / "snippets").as_posix() for p in snippet_files()}
    changed, count, strays = [], 0, []
    for case in tree.iter("testcase"):
        snippet = re.sub(r"^.*\[(.*)\]$", r"\1", case.get("name", ""))
        if snippet not in known:  # a collection error, or a test that is not one snippet's
            strays.append(f"{case.get('classname')}::{case.get('name')}")
            continue
        count += 1
        for kind in ("failure", "error"):
            el = case.find(kind)
            if el is not None:
                # not stripped: a diff's last context line may be a blank line of the file, written as " "
                changed.append((f"snippets/{snippet}", kind, el.text or el.get("message") or ""))
    if strays or count != len(known):
        sys.exit(f"the suite did not run one test per snippet ({count} of {len(known)} ran; not snippets: {strays}):"
                 f"\n{proc.stdout[-4000:]}\n{proc.stderr[-4000:]}")
    return {"build": build, "cuda_available": cuda == "True"}, changed, count


def unified_diff(message: str, snippet: str, baseline: str, torch: str) -> str | None:
    """The unified diff in a failure's text, its headers naming the file and the two torch versions; None if the
    text has none (the snippet raised, or timed out)."""
    m = UNIFIED_DIFF.search(message)
    if not m:
        return None
    hunks = message[m.end():].rstrip("\n")
    return f"--- {snippet} (stored, torch {baseline})\n+++ {snippet} (printed, torch {torch})\n{hunks}\n"


def commit() -> str:
    """The commit checked out, with "+dirty" when snippets/ differs from it (the snippets compared are not its)."""
    git = ["git", "-C", str(ROOT)]
    head = subprocess.run([*git, "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip() or "unknown"
    dirty = subprocess.run([*git, "status", "--porcelain", "--", "snippets"], capture_output=True, text=True).stdout
    return head + ("+dirty" if dirty.strip() else "")


def record(torch: str, probe: dict, changed: list[tuple[str, str, str]], count: int) -> dict:
    """The result as vjpkb.drift stores it (its FIELDS)."""
    baseline = torch_version()
    differing, errors = [], []
    for snippet, kind, message in changed:
        diff = unified_diff(message, snippet, baseline, torch) if kind == "failure" else None
        if diff is None:
            errors.append({"snippet": snippet, "message": message.strip()})  # raised, timed out, a fixture failed
        else:
            differing.append({"snippet": snippet, "diff": diff})
    return {
        "torch": torch,
        "build": probe["build"],
        "cuda_available": probe["cuda_available"],
        "baseline": baseline,
        "date": datetime.datetime.now(datetime.timezone.utc).date().isoformat(),
        "commit": commit(),
        "snippets_run": count,
        "differing": differing,
        "errors": errors,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("torch_version", help="e.g. 2.14.1")
    parser.add_argument("--no-record", action="store_true",
                        help="only print: do not write docs/research/drift/<version>.json nor redraw the page section")
    args = parser.parse_args()
    if not records.VERSION.match(args.torch_version):
        parser.error(f"not a release version (X.Y.Z): {args.torch_version}")

    python = ensure_venv(args.torch_version)
    before = tree_digest()
    probe, changed, count = run_suite(python)
    if tree_digest() != before:
        print("WARNING: snippets/ or docs/ changed during the run (someone else editing?); check `git diff`.")

    version = probe["build"]
    print(f"\ntorch {version}: {count} snippets run, {len(changed)} would change")
    for snippet, kind, message in changed:
        differs = kind == "failure" and UNIFIED_DIFF.search(message)
        print(f"\n=== {snippet} ({'output differs' if differs else 'error'}) ===")
        # the suite's message: "<path>: the stored output differs ...:\n<unified diff>"
        print(message.strip())
    if changed:
        print("\nWould change: " + ", ".join(s for s, _, _ in changed))
    print("\nNothing was rewritten. To adopt the new version: pin it in requirements.txt, then `make update-outputs`.")
    if not args.no_record:
        result = records.write_result(record(args.torch_version, probe, changed, count))
        print(f"\nrecorded {result.relative_to(ROOT)}")
        for path in records.write_all():
            print(f"redrawn {path.relative_to(ROOT)}")
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
