"""Run every snippet under snippets/ and check that what it prints is what it stores (and the pages show).

Outputs sit below each print() as `#> ...` comments or a quoted block (vjpkb/outputs.py). Each snippet is run with
its stored outputs taken out; the print capture (tests/snippet_runner.py) writes what it really printed under each
print, and the result must equal the file. So a stored output under a print that no longer runs is caught as well.
`make update-outputs` (pytest --update-examples) writes the result back instead.
"""

import difflib

import pytest

from tests.snippet_runner import SnippetError, run_snippet
from vjpkb import SNIPPETS, rel, snippet_files


@pytest.mark.timeout(60)
@pytest.mark.parametrize("path", snippet_files(), ids=lambda p: p.relative_to(SNIPPETS).as_posix())
def test_snippet_output(path, tmp_path, request, clean_torch_state):
    stored = path.read_text(encoding="utf-8")
    try:
        printed = run_snippet(path, tmp_path)
    except SnippetError as e:
        pytest.fail(str(e), pytrace=False)
    if request.config.getoption("update_examples"):
        if printed != stored:
            path.write_text(printed, encoding="utf-8")
        return
    if printed != stored:
        diff = "".join(difflib.unified_diff(stored.splitlines(True), printed.splitlines(True), "before", "after"))
        pytest.fail(
            f"{rel(path)}: the stored output differs from what the code prints "
            f"(if the new output is right, run `make update-outputs`):\n{diff}",
            pytrace=False,
        )
