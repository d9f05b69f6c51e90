"""Shared fixtures: the built site, and a clean torch state around every snippet."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
import pytest_examples.run_code
import torch

from tests.pages import ROOT

# pytest-examples formats non-string print arguments with black, which would turn torch's
# `tensor([[1.], [2.]])` into `tensor([[1.0], [2.0]])` on one line. A page must show exactly what
# Python prints, so stored outputs are the plain str() of each argument.
pytest_examples.run_code.Arg.format = lambda self, config: self.data


@pytest.fixture
def clean_torch_state():
    """Every snippet starts from the same torch state, and whatever it changes is put back afterwards."""
    saved = {
        "dtype": torch.get_default_dtype(),
        "grad": torch.is_grad_enabled(),
        "anomaly": torch.is_anomaly_enabled(),
        "print": dict(vars(torch._tensor_str.PRINT_OPTS)),
        "rng": torch.get_rng_state(),
        "deterministic": torch.are_deterministic_algorithms_enabled(),
    }
    torch.manual_seed(0)
    yield
    torch.set_default_dtype(saved["dtype"])
    torch.set_grad_enabled(saved["grad"])
    torch.autograd.set_detect_anomaly(saved["anomaly"])
    vars(torch._tensor_str.PRINT_OPTS).update(saved["print"])
    torch.set_rng_state(saved["rng"])
    torch.use_deterministic_algorithms(saved["deterministic"])


@pytest.fixture(scope="session")
def built_site(tmp_path_factory):
    """The site built once per test session with `mkdocs build --strict` (both languages)."""
    out = tmp_path_factory.mktemp("site")
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    proc = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(out)],
        cwd=ROOT, env=env, capture_output=True, text=True,
    )
    if proc.returncode != 0:
        pytest.fail(f"mkdocs build --strict failed:\n{proc.stdout}\n{proc.stderr}", pytrace=False)
    return out


_skipped: list[str] = []


def pytest_runtest_logreport(report):
    if report.skipped:
        _skipped.append(report.nodeid)


def pytest_sessionfinish(session, exitstatus):
    """No test may pass by skipping: a missing browser or dependency is a failure."""
    if _skipped and exitstatus == 0:
        print(f"\n{len(_skipped)} test(s) skipped, which this suite treats as failure:\n  " + "\n  ".join(_skipped))
        session.exitstatus = 1
