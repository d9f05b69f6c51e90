"""Which snippet outputs would change under another torch version? (`make drift TORCH=2.14.1`)

Creates (or reuses) a separate venv, .cache/drift-venv-<version>, with requirements.txt except torch==<version>,
runs the snippet suite there in check mode (tests/test_snippets.py, never --update-examples) and prints, per snippet,
the diff pytest-examples reports. Nothing under snippets/ or docs/ is rewritten; the script verifies that.

A maintainer's tool, not CI: the other torch version may be a multi-gigabyte CUDA build.
"""

from __future__ import annotations

import argparse
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


def requirements_for(torch_version: str) -> str:
    """requirements.txt with its torch pin replaced."""
    lines = REQUIREMENTS.read_text(encoding="utf-8").splitlines()
    out = [f"torch=={torch_version}" if re.match(r"^\s*torch\s*(==|>=|~=|$)", line) else line for line in lines]
    if out == lines:
        raise SystemExit("requirements.txt has no torch pin to replace")
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


def run_suite(python: Path) -> tuple[str, list[tuple[str, str, str]], int]:
    """Run tests/test_snippets.py in check mode. Returns (torch version, [(snippet, kind, message)], test count)."""
    version = subprocess.run(
        [str(python), "-c", "import torch; print(torch.__version__)"], capture_output=True, text=True, check=True
    ).stdout.strip()
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "junit.xml"
        cmd = [str(python), "-m", "pytest", "tests/test_snippets.py", "-q", "-p", "no:randomly",
               "-m", "not browser", f"--junitxml={report}"]
        print("$ " + " ".join(cmd[1:]), flush=True)
        proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
        if not report.is_file():
            sys.exit(f"pytest produced no report (exit {proc.returncode}):\n{proc.stdout}\n{proc.stderr}")
        tree = ET.parse(report)
    changed, count = [], 0
    for case in tree.iter("testcase"):
        count += 1
        snippet = re.sub(r"^.*\[(.*)\]$", r"\1", case.get("name", ""))
        for kind in ("failure", "error"):
            el = case.find(kind)
            if el is not None:
                changed.append((f"snippets/{snippet}", kind, (el.text or el.get("message") or "").strip()))
    return version, changed, count


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("torch_version", help="e.g. 2.14.1")
    args = parser.parse_args()

    python = ensure_venv(args.torch_version)
    before = tree_digest()
    version, changed, count = run_suite(python)
    if tree_digest() != before:
        print("WARNING: snippets/ or docs/ changed during the run (someone else editing?); check `git diff`.")

    print(f"\ntorch {version}: {count} snippets run, {len(changed)} would change")
    for snippet, kind, message in changed:
        print(f"\n=== {snippet} ({'output differs' if kind == 'failure' else 'error'}) ===")
        # pytest-examples' message: "<path>: the stored output differs ...:\n<unified diff>"
        print(message)
    if changed:
        print("\nWould change: " + ", ".join(s for s, _, _ in changed))
    print("\nNothing was rewritten. To adopt the new version: pin it in requirements.txt, then `make update-outputs`.")
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
