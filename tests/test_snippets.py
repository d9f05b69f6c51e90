"""Run every snippet under snippets/ and check that what it prints is what it stores (and the pages show).

Outputs sit below each print() as `#> ...` comments or a quoted block (hooks/outputs.py). Each snippet is run with
its stored outputs taken out; pytest-examples' print capture then writes what it really printed under each print,
and the result must equal the file. So a stored output under a print that no longer runs is caught as well.
`make update-outputs` (pytest --update-examples) writes the result back instead.
"""

import difflib
import traceback

import pytest
from pytest_examples import CodeExample
from pytest_examples.config import ExamplesConfig
from pytest_examples.run_code import InsertPrintStatements

from hooks.outputs import strip_outputs
from tests.pages import SNIPPETS, rel, snippet_files

CONFIG = ExamplesConfig(line_length=120)


def run_snippet(path, tmp_path) -> str:
    """The snippet's source with what it prints, when run, stored under each print."""
    code, origin, _ = strip_outputs(path.read_text(encoding="utf-8"))
    runnable = tmp_path / path.name
    runnable.write_text(code, encoding="utf-8")
    example = CodeExample.create(code, path=runnable)
    prints = InsertPrintStatements(runnable, CONFIG, True, None, None)
    try:
        with prints:
            exec(compile(code, str(runnable), "exec"), {"__name__": "__main__", "__file__": str(runnable)})
    except Exception as exc:  # name the snippet's own file and line, not the temporary copy
        line = next(f.lineno for f in reversed(traceback.extract_tb(exc.__traceback__)) if f.filename == str(runnable))
        pytest.fail(f"{rel(path)}:{origin[line - 1]}: uncaught {type(exc).__name__}: {exc}", pytrace=False)
    return prints.updated_print_statements(example) or code


@pytest.mark.timeout(60)
@pytest.mark.parametrize("path", snippet_files(), ids=lambda p: p.relative_to(SNIPPETS).as_posix())
def test_snippet_output(path, tmp_path, request, clean_torch_state):
    stored = path.read_text(encoding="utf-8")
    printed = run_snippet(path, tmp_path)
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
