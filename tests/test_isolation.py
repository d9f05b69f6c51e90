"""Snippets cannot affect each other: global torch state is reset around each one (the clean_torch_state fixture of
tests/conftest.py), so the suite gives the same result in any order and on parallel workers.

Each test runs the real tests/test_snippets.py in a subprocess on a temporary copy (tests/project_copy.py). That the
whole suite passes in any order on parallel workers is checked by every `make test`, which runs it with
`--random-order` (pytest-random-order; the seed is printed at the top) on two xdist workers.
"""

import shutil

import pytest

from tests.project_copy import assert_names, copy_project, pytest_in, write

CHANGES_STATE = """\
import torch

torch.set_default_dtype(torch.float64)
torch.set_grad_enabled(False)
torch.set_printoptions(precision=2)
torch.autograd.set_detect_anomaly(True)
torch.use_deterministic_algorithms(True)
torch.rand(100)  # consumes random numbers
print("state changed")
#> state changed
"""

# What the second snippet prints from a clean state, each line depending on one thing the first one changed
# (labelled, so that each output line is unique and a diff pairs them up).
CLEAN_OUTPUTS = {
    "torch.get_default_dtype()": "torch.float32",
    "torch.is_grad_enabled()": "True",
    "torch.is_anomaly_enabled()": "False",
    "torch.are_deterministic_algorithms_enabled()": "False",
    "torch.tensor([1 / 3])": "tensor([0.3333])",  # precision 4, float32 (no dtype shown)
    "torch.rand(2)": "tensor([0.4963, 0.7682])",  # seeded with 0 before each snippet
}
READS_STATE = "import torch\n\n" + "".join(
    f'print("{expr}:", {expr})\n#> {expr}: {out}\n' for expr, out in CLEAN_OUTPUTS.items()
)

GUARD_REMOVED = """

@pytest.fixture
def clean_torch_state():  # the guard removed by tests/test_isolation.py
    yield
"""


@pytest.fixture
def two_snippets(tmp_path):
    """A copy whose only snippets are one that changes global torch state and, run after it, one that reads it."""
    project = copy_project(tmp_path)
    shutil.rmtree(project / "snippets")
    write(project, "snippets/state/a_changes_state.py", CHANGES_STATE)
    write(project, "snippets/state/b_reads_state.py", READS_STATE)
    return project


def run_in_order(project):
    # parametrized in sorted path order: a_changes_state runs first, in the same process
    return pytest_in(project, "tests/test_snippets.py", "-p", "no:xdist", "-rA")


@pytest.mark.timeout(300)  # a bound against a hang, with room for a loaded machine
def test_global_torch_state_does_not_leak_into_the_next_snippet(two_snippets):
    result = run_in_order(two_snippets)
    assert result.code == 0 and "2 passed" in result.out, result
    assert result.out.index("PASSED tests/test_snippets.py::test_snippet_output[state/a_changes_state.py]") < \
        result.out.index("PASSED tests/test_snippets.py::test_snippet_output[state/b_reads_state.py]"), result


@pytest.mark.timeout(300)  # a bound against a hang, with room for a loaded machine
def test_without_the_guard_the_state_leaks(two_snippets):
    conftest = two_snippets / "tests/conftest.py"
    assert "def clean_torch_state" in conftest.read_text(encoding="utf-8")
    with conftest.open("a", encoding="utf-8") as f:
        f.write(GUARD_REMOVED)

    result = run_in_order(two_snippets)

    assert_names(result, "1 failed, 1 passed", "snippets/state/b_reads_state.py: the stored output differs",
                 *(f"-#> {expr}: {out}" for expr, out in CLEAN_OUTPUTS.items()))  # every clean output is reported as changed


def test_the_reset_around_each_test_imports_nothing_heavy():
    """Each test's time bound (pytest-timeout) includes its fixtures: the reset must not import the compiler stack
    (torch._inductor, torch._dynamo: seconds on a cold machine), or a bound measures the machine, not the test.
    torch's import itself happens once per worker, at collection, outside any bound."""
    import subprocess
    import sys

    from vjpkb import ROOT

    code = ("import sys, torch; from tests.torch_state import reset_torch_state; reset_torch_state(); "
            "reset_torch_state(); print(sorted(m for m in ('torch._inductor', 'torch._dynamo') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert out == "[]\n", f"tests/torch_state.py's reset imported {out.strip()}"
