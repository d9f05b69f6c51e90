"""Run every snippet under snippets/ and check that what it prints is what it stores (and the pages show).

Outputs sit below each print() as `#> ...` comments or a quoted block, the pytest-examples way.
`make update-outputs` (pytest --update-examples) rewrites them by running the code.
"""

import pytest
from pytest_examples import CodeExample, EvalExample

from tests.pages import SNIPPETS, rel, snippet_files


@pytest.mark.timeout(60)
@pytest.mark.parametrize("path", snippet_files(), ids=lambda p: p.relative_to(SNIPPETS).as_posix())
def test_snippet_output(path, eval_example: EvalExample, clean_torch_state):
    example = CodeExample.create(path.read_text(encoding="utf-8"), path=path)
    eval_example.set_config(line_length=120)
    if eval_example.update_examples:
        eval_example.run_print_update(example)
        return
    try:
        eval_example.run_print_check(example)
        return
    except pytest.fail.Exception as exc:
        diff = exc.msg
    pytest.fail(
        f"{rel(path)}: the stored output differs from what the code prints "
        f"(if the new output is right, run `make update-outputs`):\n{diff}",
        pytrace=False,
    )
