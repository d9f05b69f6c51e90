"""Measure the toolchain and the pages, write BENCHMARKS.md: `python -m tools.bench` from the repository root."""

import argparse
import contextlib
import ctypes
import gzip
import json
import os
import re
import resource
import shlex
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from importlib.metadata import distributions
from pathlib import Path

import pytest

import vjpkb
import vjpkb.nbcache
from tests.browser import CHROMIUM as TEST_CHROMIUM
from tests.serve import fetch, free_port, static_server

ROOT = vjpkb.ROOT
ENV = {k: v for k, v in os.environ.items() if k != "SITE_URL"} | {"NO_MKDOCS_2_WARNING": "1"}  # the site at "/"
CHROMIUM = os.environ.get("CHROME_PATH", "/usr/bin/chromium")
CHROME_FLAGS = "--headless --no-sandbox --disable-gpu"
LIGHTHOUSE_VERSION = "12.2.3"
LIGHTHOUSE = ROOT / ".cache" / "lighthouse" / "node_modules" / ".bin" / "lighthouse"
SLOWEST = 10  # D: the pages measured again after the first round over all
AUDITS = {"cls": "cumulative-layout-shift", "tbt": "total-blocking-time", "lcp": "largest-contentful-paint"}
RESULTS = ROOT / ".cache" / "bench-results.json"
SUITE = ["python", "-m", "pytest", "-n", "2", "--random-order", "-q"]  # `make test`
BROWSER = ["python", "-m", "vjpkb.browser"]  # `make test`'s first step: the browser found (or set up)
CPU_LOG = "VJPKB_BENCH_CPU_LOG"  # set for the suite section A runs: each pytest process logs its tests' CPU there
SNIPPETS = ["python", "-m", "pytest", "tests/test_snippets.py", "-q", "-p", "no:random_order"]
FLOOR = ["python", "-c", "import torch"]
BUILD = ["python", "-m", "mkdocs", "build", "--strict", "--quiet"]
BASELINE = ["python", "-m", "mkdocs", "build", "--quiet", "-f", "<lang>/mkdocs.yml"]
SERVE = ["python", "-m", "mkdocs", "serve", "--livereload", "--dirty"]  # as `make serve`
CLS_SCRIPT = """window.__cls = 0; new PerformanceObserver(l => { for (const e of l.getEntries()) if (!e.hadRecentInput)
  window.__cls += e.value; }).observe({type: "layout-shift", buffered: true});"""  # desktop CLS, summed
COLD_CACHES = (vjpkb.nbcache.SHARED, vjpkb.JINJA_CACHE, vjpkb.KATEX_FONTS_CACHE, vjpkb.CSS_CACHE)


def log(*args) -> None:
    print(time.strftime("[%H:%M:%S]"), *args, file=sys.stderr, flush=True)


def run(cmd: list[str], check: bool = True) -> tuple[float, subprocess.CompletedProcess]:  # wall clock, from ROOT
    t = time.perf_counter()
    proc = subprocess.run([sys.executable if c == "python" else c for c in cmd], cwd=ROOT, env=ENV,
                          capture_output=True, text=True, check=False)
    if check and proc.returncode:
        raise RuntimeError(f"{' '.join(cmd)}: exit {proc.returncode}\n{proc.stdout[-2000:]}\n{proc.stderr[-2000:]}")
    return time.perf_counter() - t, proc


def _tree_cpu(root: int) -> float:
    """CPU seconds (user + system) of process `root` and its live descendants, each with the children it has reaped
    (Chromium's zygote reaps the renderers of closed pages, a worker its Jupyter kernels), from /proc."""
    kids, cpu, tick = {}, {}, os.sysconf("SC_CLK_TCK")
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:  # ended meanwhile
            continue
        pid = int(stat.parent.name)
        kids.setdefault(int(fields[1]), []).append(pid)
        cpu[pid] = sum(int(f) for f in fields[11:15]) / tick  # utime, stime, cutime, cstime
    todo, total = [root], 0.0
    while todo:
        pid = todo.pop()
        total += cpu.get(pid, 0.0)
        todo += kids.get(pid, [])
    return total


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):  # a pytest plugin when section A runs the suite with `-p tools.bench`
    """Log the CPU seconds a test took in its pytest process's tree (the worker, its Chromium, its kernels): from its
    setup to its teardown, so a session fixture's start falls on the first test that uses it."""
    item.bench_cpu = _tree_cpu(os.getpid())
    yield
    if nextitem is not None:
        _log_cpu(item)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item, nextitem):
    """The last test of a process: logged before the session's fixtures end (Chromium, closed, leaves the tree)."""
    if nextitem is None and hasattr(item, "bench_cpu"):
        _log_cpu(item)
    yield


def _log_cpu(item) -> None:
    if os.environ.get(CPU_LOG):
        with open(f"{os.environ[CPU_LOG]}.{os.getpid()}", "a", encoding="utf-8") as f:
            f.write(json.dumps([item.nodeid, _tree_cpu(os.getpid()) - item.bench_cpu]) + "\n")


def _busy() -> float:
    """CPU seconds the whole machine spent busy since boot, all cores (/proc/stat: all but idle and iowait)."""
    fields = [int(f) for f in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:8]]
    return (sum(fields) - fields[3] - fields[4]) / os.sysconf("SC_CLK_TCK")


def _children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def _floor(cwd: Path, runs: int) -> list[list[float]]:
    """`import torch`, `runs` times: [wall, CPU] seconds of each."""
    out = []
    for _ in range(runs):
        cpu, t = _children_cpu(), time.perf_counter()
        subprocess.run([sys.executable, *FLOOR[1:]], cwd=cwd, env=ENV, check=True)
        out.append([time.perf_counter() - t, _children_cpu() - cpu])
    return out


def suite_cost(cwd: Path, floor_runs: int = 3) -> dict:
    """`make test`'s two steps in `cwd`, its CPU seconds counted in full: this process becomes the subreaper of
    everything the suite starts (PR_SET_CHILD_SUBREAPER), so a process whose parent ended first is reaped here too,
    and the CPU of every process of the suite adds up in this process's RUSAGE_CHILDREN. The machine's busy CPU
    seconds (/proc/stat) come too: equal to the suite's on an idle machine, more when something else runs. `import
    torch` is timed `floor_runs` times right before and right after."""
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(36, 1, 0, 0, 0):  # PR_SET_CHILD_SUBREAPER
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_CHILD_SUBREAPER)")
    env = {**ENV, CPU_LOG: str(cwd / ".cache" / "bench-cpu")}
    before = _floor(cwd, floor_runs)
    cpu, busy, t = _children_cpu(), _busy(), time.perf_counter()
    subprocess.run([sys.executable, *BROWSER[1:]], cwd=cwd, env=env, check=True, capture_output=True)
    proc = subprocess.run([sys.executable, *SUITE[1:], "-p", "tools.bench"], cwd=cwd, env=env, capture_output=True,
                          text=True, check=False)
    seconds = time.perf_counter() - t
    deadline = time.monotonic() + 30  # the suite's orphans, reaped (their CPU then counts)
    while time.monotonic() < deadline:
        try:
            if os.waitpid(-1, os.WNOHANG)[0] == 0:
                time.sleep(0.2)
        except ChildProcessError:
            break
    cpu, busy = _children_cpu() - cpu, _busy() - busy
    after = _floor(cwd, floor_runs)
    tests: dict[str, float] = {}
    for f in (cwd / ".cache").glob("bench-cpu.*"):
        for line in f.read_text(encoding="utf-8").splitlines():
            nodeid, seconds_ = json.loads(line)
            tests[nodeid] = tests.get(nodeid, 0.0) + seconds_
    out = proc.stdout.splitlines()
    summary = re.findall(r"(\d+) (passed|failed|skipped|errors?)", "".join(out[-1:]))
    return {"seconds": seconds, "exit": proc.returncode, **{k.rstrip("s"): int(n) for n, k in summary},
            "failures": [ln.split()[1] for ln in out if ln.startswith(("FAILED ", "ERROR "))],
            "cpu": cpu, "busy": busy, "floor_before": before, "floor_after": after, "tests": tests,
            "pages": sum(len(vjpkb.pages(lang)) + len(vjpkb.topic_pages(lang)) for lang in vjpkb.LANGS)}


@contextlib.contextmanager
def clean_clone():
    """A `git clone` of this checkout's HEAD (committed files only) with this checkout's `.venv` and `node_modules`
    linked into it (what `make setup` would install from the same pins), no .cache and no site/: the build is cold."""
    with tempfile.TemporaryDirectory() as tmp:
        clone = Path(tmp, "clone")
        subprocess.run(["git", "clone", "--quiet", str(ROOT), str(clone)], check=True)
        for name in (".venv", "node_modules"):
            (clone / name).symlink_to(ROOT / name)
        yield clone, subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=clone, check=True,
                                    capture_output=True, text=True).stdout.strip()


def section_a(args, site: Path) -> dict:
    suite = []
    for i in range(args.suite_runs):
        log(f"A: the whole suite in a clean clone, run {i + 1}/{args.suite_runs}")
        with clean_clone() as (clone, commit):
            suite.append({"commit": commit, **suite_cost(clone)})
        log(f"A: {suite[-1]['seconds']:.0f} s, {suite[-1]['cpu']:.0f} CPU s, exit {suite[-1]['exit']}")
    runs = []  # (snippet suite seconds, its process, floor seconds)
    for i in range(args.repeat):  # interleaved, so that a busy spell of the machine hits both
        log(f"A: snippet suite and floor, run {i + 1}/{args.repeat}")
        runs.append((*run(SNIPPETS, check=False), run(FLOOR)[0]))
    return {"suite": suite, "snippets": [r[0] for r in runs], "snippets_exit": sorted({r[1].returncode for r in runs}),
            "floor": [r[2] for r in runs], "n_snippets": len(vjpkb.snippet_files())}


def section_b(args, site: Path) -> dict:
    run([*BUILD, "--site-dir", str(site)])  # warm-up
    warm, base, configs = [], [], []
    real = vjpkb.CONFIG_FILE.read_text(encoding="utf-8")
    ext = real[real.index("markdown_extensions:"):real.index("\nextra_css:") + 1]  # includes, math markup: the same
    with tempfile.TemporaryDirectory() as tmp:
        for lang in vjpkb.LANGS:  # Material alone (theme, search) on each language's pages, minus the notebooks
            docs, configs = Path(tmp, lang, "docs"), [*configs, Path(tmp, lang, "mkdocs.yml")]
            shutil.copytree(vjpkb.DOCS / lang, docs, ignore=shutil.ignore_patterns("notebooks"))
            shutil.copytree(vjpkb.DOCS / "assets", docs / "assets")
            configs[-1].write_text(f"site_name: baseline\ndocs_dir: docs\nsite_url: http://127.0.0.1:8000/\ntheme:\n"
                                   f"  name: material\n  language: {lang}\n  font: false\nplugins:\n  - search\n{ext}")
        for i in range(args.repeat):
            log(f"B: warm build and baseline, run {i + 1}/{args.repeat}")
            warm.append(run([*BUILD, "--site-dir", str(site)])[0])
            base.append(sum(run([*BASELINE[:-1], str(c), "--site-dir", str(c.parent / "site")])[0] for c in configs))
        moved = [(cache, Path(tmp, cache.name)) for cache in COLD_CACHES if cache.exists()]
        for cache, aside in moved:
            shutil.move(cache, aside)
        try:
            cold = [run([*BUILD, "--site-dir", str(Path(tmp, "cold-site"))])[0]]
        finally:  # the caches put back
            for cache, aside in moved:
                shutil.rmtree(cache, ignore_errors=True)
                shutil.move(aside, cache)
    return {"warm": warm, "cold": cold, "baseline": base, "html_files": len(list(site.rglob("*.html"))),
            "cold_caches": ", ".join(f".cache/{c.name}" for c in COLD_CACHES)}


def section_c(args, site: Path) -> dict:
    def page() -> str:  # the served page; mkdocs serve holds a request until its build in progress is done
        try:
            return urllib.request.urlopen(f"http://{addr}/{path}", timeout=120).read().decode()
        except OSError:
            return ""

    def wait_for(cond, timeout: float) -> None:
        end = time.perf_counter() + timeout
        while not cond():
            if time.perf_counter() > end:
                raise TimeoutError
            time.sleep(0.02)
    page_md = vjpkb.topic_pages(vjpkb.LANGS[0])[0]
    target, path = next(t for t in vjpkb.includes(page_md) if ":" not in t), vjpkb.md_path(vjpkb.LANGS[0], page_md)
    snippet, original = ROOT / target, (ROOT / target).read_bytes()  # a whole file: an appended line shows
    addr = f"127.0.0.1:{free_port()}"
    times = []
    with tempfile.NamedTemporaryFile("w+") as out:
        proc = subprocess.Popen([sys.executable, *SERVE[1:], "--dev-addr", addr], cwd=ROOT, env=ENV, stdout=out,
                                stderr=subprocess.STDOUT)
        served = Path(out.name)  # read by name: `out`'s offset is the server's
        try:
            wait_for(lambda: proc.poll() is not None or "Serving on" in served.read_text(), 300)
            for i in range(args.repeat):
                time.sleep(3)  # let mkdocs serve settle (it rebuilt after the previous restore)
                marker = f"# bench {os.urandom(4).hex()}"
                t0 = time.perf_counter()
                snippet.write_bytes(original.rstrip(b"\n") + f"\n{marker}\n".encode())
                wait_for(lambda: marker in page(), 120)  # noqa: B023  (called within the iteration)
                times.append(time.perf_counter() - t0)
                snippet.write_bytes(original)
                log(f"C: run {i + 1}/{args.repeat}: {times[-1]:.2f} s")
                wait_for(lambda: marker not in page(), 120)  # noqa: B023
        finally:
            snippet.write_bytes(original)
            proc.terminate()
            proc.wait(30)
            builds = [float(x) for x in re.findall(r"Documentation built in ([\d.]+) seconds", served.read_text())]
    return {"serve": shlex.join(SERVE), "snippet": target, "url": path, "seconds": times, "rebuilds": builds[1:]}


def section_d(args, site: Path) -> dict:
    def lighthouse(url: str) -> dict:  # one run, default settings (mobile: emulated phone, slow 4G, 4x CPU slowdown)
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp, "lh.json")
            proc = subprocess.run([str(LIGHTHOUSE), url, "--only-categories=performance,accessibility", "--output=json",
                                   f"--output-path={out}", "--quiet", f"--chrome-flags={CHROME_FLAGS}"], check=False,
                                  env={**ENV, "CHROME_PATH": CHROMIUM}, capture_output=True, text=True, timeout=300)
            lh = json.loads(out.read_text("utf-8")) if out.exists() else {"runtimeError": {"message": proc.stderr}}
        if lh.get("runtimeError"):
            return {"error": lh["runtimeError"].get("message", "")[-300:]}
        scores = {cat: v["score"] for cat, v in lh["categories"].items()}  # None when Lighthouse could not score it
        audits, requests = lh["audits"], lh["audits"]["network-requests"]["details"]["items"]
        size = lambda key, part="": sum(r.get(key, 0) for r in requests if part in r["url"])  # noqa: E731
        a11y = lh["categories"]["accessibility"]["auditRefs"]  # the accessibility audits that failed, by id
        failed = sorted(ref["id"] for ref in a11y if ref.get("weight") and audits[ref["id"]].get("score") == 0)
        return {**{c: None if scores[c] is None else round(scores[c] * 100) for c in ("performance", "accessibility")},
                **{k: audits[a].get("numericValue") for k, a in AUDITS.items()}, "gzip": size("transferSize"),
                "raw": size("resourceSize"), "search": size("transferSize", "search_index"), "requests": len(requests),
                # the host's speed as Lighthouse measured it before the run: what its 4x CPU slowdown is applied to
                "index": lh.get("environment", {}).get("benchmarkIndex"), "a11y_failed": failed}

    from playwright.sync_api import sync_playwright
    if not (site / "index.html").exists():  # not built by B in this run
        run([*BUILD, "--site-dir", str(site)])
    if not LIGHTHOUSE.exists():
        subprocess.run(["npm", "install", "--prefix", str(LIGHTHOUSE.parents[2]), f"lighthouse@{LIGHTHOUSE_VERSION}",
                        "--no-audit", "--no-fund"], check=True, capture_output=True)
    # Every built page: each page of each language, and each topic's notebook page. One round over all of them, then
    # `lighthouse_runs` rounds over the ten slowest of that round (lowest performance; a failed run counts lowest).
    paths = [(vjpkb.rel(md), vjpkb.md_path(lang, md)) for lang in vjpkb.LANGS for md in vjpkb.pages(lang)]
    paths += [(f"notebook of {vjpkb.rel(md)}", vjpkb.notebook_page(lang, vjpkb.notebook_stem(md)))
              for lang in vjpkb.LANGS for md in vjpkb.topic_pages(lang)]
    pages = {k: {"path": v, "desktop_cls": [], "lighthouse": []} for k, v in paths if k in (args.pages or [k])}

    def perf(p) -> float:
        scores = [x.get("performance") for x in p["lighthouse"]]
        return min((s if s is not None else -1) for s in scores) if scores else -1

    with static_server(site, "/", compress=True) as base, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROME_FLAGS.split()[1:])
        rounds = [list(pages)]
        for i in range(1 + args.lighthouse_runs):  # in rounds over the pages: a slow spell falls on several pages
            if i == 1:
                rounds.append(sorted(pages, key=lambda k: perf(pages[k]))[:SLOWEST])
            for label in rounds[min(i, 1)]:
                p = pages[label]
                log(f"D: round {i + 1}/{1 + args.lighthouse_runs}, {label} /{p['path']}")
                with browser.new_page(viewport={"width": 1280, "height": 800}) as page:  # in a context of its own
                    page.add_init_script(CLS_SCRIPT)
                    page.goto(base + p["path"], wait_until="networkidle")
                    page.wait_for_timeout(500)  # desktop CLS: 0.5 s after the network is idle
                    p["desktop_cls"].append(page.evaluate("window.__cls"))
                p["lighthouse"].append(lighthouse(base + p["path"]))
    index = {lang: site / vjpkb.page_path(lang, "search") / "search_index.json" for lang in vjpkb.LANGS}
    return {"pages": pages, "runs": args.lighthouse_runs, "slowest": SLOWEST,
            "index": {lang: [len(gzip.compress(f.read_bytes(), 6)), f.stat().st_size] for lang, f in index.items()}}


def section_e(args, site: Path) -> dict:
    """`make serve` in a fresh `git clone` (its own venv and node_modules, installed by the Makefile from pip's and
    npm's caches as on a machine that ran it before): seconds until the home page answers over HTTP."""
    seconds = []
    for _ in range(args.repeat_serve):
        with tempfile.TemporaryDirectory() as tmp:
            clone = Path(tmp, "clone")
            subprocess.run(["git", "clone", "--quiet", str(ROOT), str(clone)], check=True)
            port = free_port()
            start = time.monotonic()
            serve = subprocess.Popen(["make", "serve", f"PORT={port}"], cwd=clone, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.STDOUT, start_new_session=True)
            try:
                while time.monotonic() - start < 600 and serve.poll() is None:
                    if fetch(f"http://127.0.0.1:{port}/", timeout=5) is not None:
                        seconds.append(time.monotonic() - start)
                        break
                    time.sleep(0.5)
                else:
                    raise RuntimeError(f"make serve showed no page (exit {serve.poll()})")
            finally:
                os.killpg(serve.pid, signal.SIGTERM)
                serve.wait()
            log(f"E: first page after {seconds[-1]:.1f} s")
    return {"seconds": seconds, "commit": subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                                                         capture_output=True, text=True).stdout.strip()}


def drift_report() -> list[str]:
    """Section F, from the committed records of `make drift` (vjpkb.drift): not measured by bench."""
    from vjpkb.drift import load_results

    lines = ["## F. Stored outputs under newer torch\n",
             "From the records `make drift TORCH=<version>` writes (docs/research/drift/*.json; the home pages show "
             "the same, section 'Which torch versions were checked'): every snippet run under that torch, on this "
             "machine's CPU, against the outputs stored from the pinned one.\n",
             "| torch | installed as | checked | commit | snippets run | outputs differ | errors |",
             "| --- | --- | --- | --- | --- | --- | --- |"]
    results = load_results()
    lines += [f"| {r['torch']} | {r['build']} | {r['date']} | {r['commit'][:7]} | {r['snippets_run']} | "
              f"{len(r['differing'])} | {len(r['errors'])} |" for r in results]
    for r in results:
        if r["differing"]:
            lines.append(f"\nDiffering under {r['torch']} (stored from {r['baseline']}): "
                         + ", ".join(f"`{d['snippet']}`" for d in r["differing"]) + ".")
            for d in r["differing"]:
                lines += ["", "```diff", d["diff"].rstrip("\n"), "```"]
    return lines + [""]


def cost_report(s: dict) -> list[str]:
    """The suite's cost per built page, in `import torch` times, and where its CPU seconds went."""
    floor = {side: statistics.median(x[1] for x in s[f"floor_{side}"]) for side in ("before", "after")}
    wall = {side: statistics.median(x[0] for x in s[f"floor_{side}"]) for side in ("before", "after")}
    unit = (floor["before"] + floor["after"]) / 2
    files: dict[str, float] = {}
    for nodeid, cpu in s["tests"].items():
        files[nodeid.split("::")[0]] = files.get(nodeid.split("::")[0], 0.0) + cpu
    files["outside any test (the controller: the site build, xdist; Chromium's start)"] = s["cpu"] - sum(files.values())
    return [
        f"**Cost per page: {s['cpu'] / s['pages'] / unit:.2f} `import torch` times** (target ≤ 3.7): the suite's "
        f"{s['cpu']:.0f} CPU seconds (user + system of every process it started, Chromium's and the kernels' included: "
        f"tools/bench.py, suite_cost) / {s['pages']} built pages / {unit:.2f} s, the CPU time of `{shlex.join(FLOOR)}`, "
        f"the mean of its medians just before ({floor['before']:.2f} s, wall {wall['before']:.2f} s) and just after "
        f"({floor['after']:.2f} s, wall {wall['after']:.2f} s) the suite, {len(s['floor_before'])} runs each. Wall "
        f"time {s['seconds']:.1f} s; the whole machine was busy {s['busy']:.0f} CPU seconds meanwhile (/proc/stat; "
        "more than the suite's when something else ran). The same figure from the wall time of `import torch` "
        f"(mean {(wall['before'] + wall['after']) / 2:.2f} s): {s['cpu'] / s['pages'] / ((wall['before'] + wall['after']) / 2):.2f}; "
        f"from the machine's busy seconds and that CPU time: {s['busy'] / s['pages'] / unit:.2f}. Both move with "
        "what else runs on the machine: a busy machine stretches the wall time of `import torch` (it waits for a "
        "core) and adds others' work to /proc/stat, so the figure above divides the suite's own CPU by `import "
        "torch`'s own.\n",
        "| test file | tests | CPU seconds |", "| --- | --- | --- |",
        *[f"| {f} | {sum(1 for n in s['tests'] if n.split('::')[0] == f) or ''} | {cpu:.1f} |"
          for f, cpu in sorted(files.items(), key=lambda kv: -kv[1])], ""]


def report(res: dict) -> str:
    def med(values: list[float]) -> float:
        return statistics.median(values) if values else float("nan")

    def stat(values: list[float]) -> str:  # '1.23 s (1.10–1.40, n=3)'
        spread = f"{min(values):.2f}–{max(values):.2f}, " if len(values) > 1 else ""
        return f"{med(values):.2f} s ({spread}n={len(values)})" if values else "-"
    specs = ", ".join(f"{k} {v}" for k, v in res.get("machine", {}).items())
    lines = ["# Benchmarks\n", "Generated by `python -m tools.bench` (`make bench`, tools/bench.py); never edited by "
             "hand: `python -m tools.bench --report-only` re-renders it from `.cache/bench-results.json`. Machine: "
             f"{specs}. Each section gives when it was measured, the load average at its start and the commands it "
             "timed (wall clock, from the repository root); times are medians with (min–max, n).\n"]
    for name, title in zip("ABCDE", ("Tests", "Strict build", "Snippet saved → page reloaded", "Pages",
                                     "make serve on a fresh clone")):
        lines.append(f"## {name}. {title}\n")
        if r := res.get(name):
            lines.append(f"Measured {r['date']} by `{r.get('command')}`"
                         + (f" at {r['commit']}" if r.get("commit") else "") + f", load average {r['load']}.\n")
        if not r or "error" in r:
            lines.append(f"Failed: `{r['error']}`\n" if r else "Not measured.\n")
        elif name == "A":
            lines += ["| command | result | time |", "| --- | --- | --- |", *[
                f"| `{shlex.join(BROWSER)} && {shlex.join(SUITE)}` (`make test`; target < 180 s)"
                + (f", in a clean clone of {s['commit']}" if s.get("commit") else "") + " | "
                + ", ".join(f"{s[k]} {k}" for k in ("passed", "failed", "error", "skipped") if s.get(k))
                + f", exit {s['exit']} | {s['seconds']:.1f} s |" for s in r["suite"]],
                *([f"| `{shlex.join(SNIPPETS)}` ({r['n_snippets']} snippets) | "
                   f"exit {', '.join(map(str, r['snippets_exit']))} | {stat(r['snippets'])} |",
                   f"| `{shlex.join(FLOOR)}` (the floor) | | {stat(r['floor'])} |",
                   f"\nSnippet suite / floor: {med(r['snippets']) / med(r['floor']):.2f}×.\n"] if r.get("snippets")
                  else [""]),
                *[f"Failed in the whole suite: {', '.join(f'`{t}`' for t in s['failures'])}.\n"
                  for s in r["suite"] if s.get("failures")],
                *[line for s in r["suite"] if "cpu" in s for line in cost_report(s)]]
        elif name == "B":
            lines += [
                f"The real build writes {r['html_files']} HTML files (both languages, notebook pages included). "
                "Baseline, per language: a mkdocs.yml with Material's theme and search plugin only and mkdocs.yml's "
                "markdown_extensions, the same pages without the generated notebooks, not `--strict`; the languages' "
                "times added.\n", "| build | time | / baseline (target ≤ 2× warm) |", "| --- | --- | --- |",
                *[f"| {label} | {stat(r[k])} | {med(r[k]) / med(r['baseline']):.2f}× |" for k, label in (
                    ("warm", f"`{shlex.join(BUILD)}`, warm (the caches below kept)"),
                    ("cold", f"the same, cold ({r['cold_caches']} empty)"))],
                f"| baseline, `{shlex.join(BASELINE)}` | {stat(r['baseline'])} | 1.00× |\n"]
        elif name == "C":
            lines += [
                f"Under `{r.get('serve', shlex.join(SERVE[:-1]))}`, a comment line is appended to `{r['snippet']}`; "
                f"the clock stops when the served `/{r['url']}` (polled over HTTP) contains it. The file is restored "
                "after each run.\n", f"- save → page reloaded (target ≤ 1.5 s): {stat(r['seconds'])}",
                f"- rebuilds logged by mkdocs serve meanwhile (`Documentation built in`): {stat(r['rebuilds'])}\n"]
        elif name == "E":
            lines += [f"`make serve` in a fresh `git clone` of {r['commit']} (its own venv and node_modules, set up by "
                      "the Makefile from this machine's pip and npm caches; no .cache, so the first build is cold): "
                      "the clock stops when the home page answers over HTTP.\n",
                      f"- first page (target ≤ 60 s): {stat(r['seconds'])}\n"]
        else:
            lines += [
                "The built site served gzip-compressed (tests/serve.py) from 127.0.0.1. Lighthouse "
                f"{LIGHTHOUSE_VERSION}, default (mobile) settings, `--only-categories=performance,accessibility`, "
                f"CHROME_PATH={CHROMIUM}, `--chrome-flags=\"{CHROME_FLAGS}\"`. KB: the first view's requests "
                "as Lighthouse records them, transferred (gzip) and decoded (uncompressed); search: the search index "
                "among them (a page fetches it only once the reader turns to search). Desktop CLS: Chromium at "
                f"1280×800, 0.5 s after network idle. Every built page is measured once; the {r.get('slowest', 'ten')} "
                f"lowest of that round are measured {r.get('runs', 3)} times more, in rounds over those pages (not a "
                "page's runs in a row), as Lighthouse's [variability guide](https://github.com/"
                "GoogleChrome/lighthouse/blob/main/docs/variability.md#run-lighthouse-multiple-times) advises: a "
                "figure is the median of a page's runs, and performance also gives the runs' range and their number. What keeps the pages light, and why a target is missed: "
                "CONTRIBUTING.md, Page speed. Host index: the median of the runs' benchmark index, Lighthouse's "
                "measure of the host's CPU before each run (its 4x slowdown is applied to this machine's speed, so a "
                "slower moment of the shared machine is a slower phone). Accessibility failed: the audits that "
                "failed in any run.\n",
                "| page | KB gzip (topic ≤ 250) | KB uncompressed | search index KB in "
                "it | requests | performance (≥ 95) | accessibility (100) | CLS mobile (0) | CLS desktop | TBT ms | "
                "LCP ms | host index | accessibility failed |", "| --- " * 13 + "|"]
            for label, p in r["pages"].items():
                ok = [x for x in p["lighthouse"] if "error" not in x]
                g = {k: med([x[k] for x in ok if x.get(k) is not None]) for k in ok[0]
                     if not isinstance(ok[0][k], list)} if ok else {}
                failed = sorted({a for x in ok for a in x.get("a11y_failed", [])})
                perf = [x["performance"] for x in ok if x["performance"] is not None]
                perf_range = (f"{min(perf):.0f}–{max(perf):.0f}, n={len(perf)}" if len(perf) > 1 else "n=1") if perf else "-"
                lines.append(f"| {label} `/{p['path']}` | " + (
                    f"{g['gzip'] / 1024:.0f} | {g['raw'] / 1024:.0f} | {g['search'] / 1024:.0f} | "
                    f"{g['requests']:.0f} | {g['performance']:.0f} ({perf_range}) | {g['accessibility']:.0f} | "
                    f"{g['cls']:.3f} | {med(p['desktop_cls']):.3f} | {g['tbt']:.0f} | {g['lcp']:.0f} | "
                    f"{g.get('index', float('nan')):.0f} | {', '.join(failed) or '-'} |"
                    if ok else f"Lighthouse failed: {p['lighthouse'][0]['error']!r} |"))
            medians = {label: med([x["performance"] for x in p["lighthouse"] if x.get("performance") is not None])
                       for label, p in r["pages"].items()}
            shifted = [label for label, p in r["pages"].items()
                       if any(x.get("cls") for x in p["lighthouse"]) or any(p["desktop_cls"])]
            if medians:
                low = min(medians, key=lambda k: medians[k])
                index = [x["index"] for p in r["pages"].values() for x in p["lighthouse"] if x.get("index")]
                below = {label: [x for x in p["lighthouse"] if x.get("performance") is not None
                                 and x["performance"] < 95] for label, p in r["pages"].items()}
                lines += ["", f"{len(medians)} pages; the lowest median performance is {medians[low]:.0f} "
                          f"(`{low}`); pages below 95: {sum(v < 95 for v in medians.values())}; pages with a layout "
                          f"shift: {', '.join(f'`{s}`' for s in shifted) or 'none'}; accessibility below 100: "
                          f"{sum(1 for p in r['pages'].values() if any((x.get('accessibility') or 100) < 100 for x in p['lighthouse']))} pages."]
                if index:
                    runs = [x for p in r["pages"].values() for x in p["lighthouse"] if "error" not in x]
                    low_runs = [x for v in below.values() for x in v]
                    low_index = [x["index"] for x in low_runs if x.get("index")]
                    lines += ["", f"Host index over the {len(runs)} runs: median {med(index):.0f} "
                              f"({min(index):.0f}–{max(index):.0f}); " + (
                                  f"the {len(low_runs)} runs below 95: median {med(low_index):.0f} "
                                  f"({min(low_index):.0f}–{max(low_index):.0f})." if low_index
                                  else "no run scored below 95.")]
            lines += ["", *[f"Search index ({lang}), fetched when the reader opens search: {gz / 1024:.0f} KB gzip, "
                            f"{raw / 1024:.0f} KB uncompressed." for lang, (gz, raw) in r.get("index", {}).items()], ""]
    return "\n".join(lines + drift_report())


def keep_unmeasured(new: str) -> str:
    """The new report, with the current BENCHMARKS.md's text for what it has no raw figures of (a section "Not
    measured", the machine when none was recorded): `.cache/bench-results.json` is not in git, so a fresh checkout
    re-measures one section without losing the others."""
    path = ROOT / "BENCHMARKS.md"
    if not path.exists():
        return new
    split = lambda text: re.split(r"(?m)^(?=## [A-Z]\. )", text)  # noqa: E731  (the head, then each section)
    old, parts = split(path.read_text(encoding="utf-8")), split(new)
    sections = {part[:5]: part for part in old[1:]}
    if "Machine: ." in parts[0]:
        parts[0] = old[0]
    return "".join(parts[:1] + [sections.get(part[:5], part) if "\nNot measured.\n" in part else part
                                for part in parts[1:]])


def main(argv: list[str] | None = None) -> None:
    sections = {"A": section_a, "B": section_b, "C": section_c, "D": section_d, "E": section_e}
    parser = argparse.ArgumentParser(prog="python -m tools.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--only", action="append", choices=sections, help="run this section (repeatable); default all")
    parser.add_argument("--repeat", type=int, default=3, help="runs per timing: A's snippet suite, B, C")
    parser.add_argument("--lighthouse-runs", type=int, default=5, help="D: rounds over the pages (medians reported)")
    parser.add_argument("--repeat-serve", type=int, default=1, help="E: fresh clones served (each installs a venv)")
    parser.add_argument("--suite-runs", type=int, default=1, help="A: runs of the whole suite (0: none)")
    parser.add_argument("--pages", action="append", help="D: only the page with this label, e.g. 'home (zh)'")
    parser.add_argument("--report-only", action="store_true", help="re-render BENCHMARKS.md from the raw figures")
    args = parser.parse_args(argv)
    command = " ".join(["python -m tools.bench", *(sys.argv[1:] if argv is None else argv)])
    res = json.loads(RESULTS.read_text(encoding="utf-8")) if RESULTS.exists() else {}
    if not args.report_only:
        cpu = next(iter(re.findall(r"model name\s*: (.*)", Path("/proc/cpuinfo").read_text())), "?")
        dists = {re.sub(r"[-_.]+", "-", d.name).lower(): d.version for d in distributions()}
        res["machine"] = {"CPU": f"{cpu} ({os.cpu_count()} cores)", "Python": sys.version.split()[0],
                          **{p: dists.get(p, "not installed") for p in ("torch", "properdocs", "mkdocs", "mkdocs-material")},
                          **{k: run([c, "--version"], check=False)[1].stdout.strip() for k, c in (
                              ("Chromium", CHROMIUM), ("Node", "node"), ("browser tests", TEST_CHROMIUM))}}
        with tempfile.TemporaryDirectory() as tmp:  # the site B builds is the one D serves
            for name in args.only or sections:
                commit = run(["git", "rev-parse", "--short", "HEAD"], check=False)[1].stdout.strip()
                dirty = run(["git", "status", "--porcelain", "--untracked-files=no"], check=False)[1].stdout.strip()
                meta = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "command": command,
                        "commit": commit + (" with uncommitted changes" if dirty else ""),
                        "load": " ".join(Path("/proc/loadavg").read_text().split()[:3])}
                try:
                    res[name] = {**meta, **sections[name](args, Path(tmp, "site"))}
                except Exception as exc:  # noqa: BLE001  (reported; the other sections still run)
                    log(f"{name} failed: {exc!r}")
                    res[name] = {**meta, "error": repr(exc)[:300]}
                RESULTS.parent.mkdir(exist_ok=True)
                RESULTS.write_text(json.dumps(res, indent=1), encoding="utf-8")
    (ROOT / "BENCHMARKS.md").write_text(keep_unmeasured(report(res)), encoding="utf-8")
    log("wrote BENCHMARKS.md")


if __name__ == "__main__":
    main()
