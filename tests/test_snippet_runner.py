"""The snippet runner (tests/snippet_runner.py, the format in vjpkb/outputs.py) on small made-up snippets: each test
states the exact text the runner must write back."""

from __future__ import annotations

import builtins

import pytest

from tests.snippet_runner import SnippetError, run_snippet
from vjpkb.outputs import strip_outputs

Q = "'''"


@pytest.fixture
def run(tmp_path):
    """run(source) -> what the runner writes for a snippet file holding `source`."""
    (tmp_path / "snippets").mkdir()
    (tmp_path / "scratch").mkdir()

    def run(source: str, name: str = "s.py") -> str:
        path = tmp_path / "snippets" / name
        path.write_text(source, encoding="utf-8")
        return run_snippet(path, tmp_path / "scratch")

    run.snippets = tmp_path / "snippets"
    run.scratch = tmp_path / "scratch"
    return run


def test_a_one_line_output_is_a_comment_below_the_print(run):
    assert run("x = 1\nprint(x + 1)\n") == "x = 1\nprint(x + 1)\n#> 2\n"


def test_a_multi_line_output_is_a_quoted_block_at_the_prints_indentation(run):
    source = 'if True:\n    print("a\\n  b")\n'
    assert run(source) == f'if True:\n    print("a\\n  b")\n    {Q}\n    a\n      b\n    {Q}\n'


def test_an_output_of_120_columns_or_more_from_the_prints_column_is_a_block(run):
    source = 'print("y" * 116)\nprint("y" * 117)\n'
    assert run(source) == f'print("y" * 116)\n#> {"y" * 116}\nprint("y" * 117)\n{Q}\n{"y" * 117}\n{Q}\n'


def test_a_print_in_a_loop_stores_each_call_in_order_below_it(run):
    source = "for i in range(3):\n    print(i)\n    print(-i)\n"
    assert run(source) == ("for i in range(3):\n    print(i)\n    #> 0\n    #> 1\n    #> 2\n"
                           "    print(-i)\n    #> 0\n    #> -1\n    #> -2\n")


def test_a_print_in_a_function_stores_its_calls_below_it_not_below_the_callers(run):
    source = 'def show(x):\n    print("x is", x)\n\n\nprint("first")\nshow(1)\nshow(2)\n'
    assert run(source) == ('def show(x):\n    print("x is", x)\n    #> x is 1\n    #> x is 2\n\n\n'
                           'print("first")\n#> first\nshow(1)\nshow(2)\n')


def test_an_output_goes_below_the_last_line_of_its_statement(run):
    source = 'print(\n    "x",\n)\ny = [print("in a list"),\n     2]\nfor _ in print("header") or ():\n    pass\n'
    assert run(source) == ('print(\n    "x",\n)\n#> x\ny = [print("in a list"),\n     2]\n#> in a list\n'
                           'for _ in print("header") or ():\n#> header\n    pass\n')


def test_sep_joins_the_arguments_and_end_is_ignored(run):
    source = 'print(1, "a", 2.5, sep=", ")\nprint("x", end="")\nprint("y", sep=None)\nprint()\n'
    assert run(source) == (
        'print(1, "a", 2.5, sep=", ")\n#> 1, a, 2.5\nprint("x", end="")\n#> x\nprint("y", sep=None)\n#> y\n'
        "print()\n#> \n")


def test_several_arguments_over_several_lines_are_joined_by_sep_as_python_prints_them(run):
    source = 'print("x =", "1\\n2", sep=" ")\n'
    assert run(source) == f'print("x =", "1\\n2", sep=" ")\n{Q}\nx = 1\n2\n{Q}\n'


def test_a_torch_tensor_over_several_lines_is_stored_verbatim(run):
    source = "import torch\n\nprint(torch.tensor([[1.0], [2.0]]))\n"  # black would write [[1.0], [2.0]]
    assert run(source) == f"{source}{Q}\ntensor([[1.],\n        [2.]])\n{Q}\n"


def test_an_argument_is_its_str_with_sets_sorted_and_addresses_fixed(run):
    # str(Fraction(1, 3)) is 1/3, its repr Fraction(1, 3); str({10, 1, 9}) is {1, 10, 9}
    source = "from fractions import Fraction\n\nprint(Fraction(1, 3), {10, 1, 9}, object())\n"
    assert run(source) == source + "#> 1/3 {1, 9, 10} <object object at 0x0123456789ab>\n"


def test_an_argument_is_taken_when_printed_not_at_the_end(run):
    assert run("x = [1]\nprint(x)\nx.append(2)\n") == "x = [1]\nprint(x)\n#> [1]\nx.append(2)\n"


def test_stored_outputs_are_stripped_before_the_code_runs(run):
    """The code runs without its stored outputs (the copy it runs from, which it reads, has none) and what it prints
    goes below the right print, though stored outputs above it moved its lines."""
    count = 'print(open(__file__).read().count(chr(35) + ">"), open(__file__).read().count(chr(39) * 3))\n'
    source = f"print('a\\nb')\n{Q}\nold\nlines\n{Q}\n{count}#> 9 9\nx = 1\n"
    assert run(source) == f"print('a\\nb')\n{Q}\na\nb\n{Q}\n{count}#> 0 0\nx = 1\n"
    assert (run.scratch / "s.py").read_text(encoding="utf-8") == "print('a\\nb')\n" + count + "x = 1\n"


def test_a_stale_stored_output_comes_back_as_what_is_printed(run):
    source = "print(1 + 1)\n#> 3\n"
    assert run(source) == "print(1 + 1)\n#> 2\n" != source


def test_a_stored_output_under_a_print_that_no_longer_runs_is_dropped(run):
    assert run("if False:\n    print(1)\n    #> 1\n") == "if False:\n    print(1)\n"


def test_an_uncaught_exception_names_the_snippet_file_and_line(run):
    source = f"def f():\n    raise ValueError('boom')\n\n\nprint('a\\nb')\n{Q}\na\nb\n{Q}\nf()\n"
    with pytest.raises(SnippetError) as caught:
        run(source)
    assert str(caught.value) == f"{(run.snippets / 's.py').as_posix()}:2: uncaught ValueError: boom"


def test_a_syntax_error_names_the_snippet_file_and_line(run):
    with pytest.raises(SnippetError) as caught:
        run("print(1)\n#> 1\nx = (\n")
    assert str(caught.value) == f"{(run.snippets / 's.py').as_posix()}:3: uncaught SyntaxError: '(' was never closed"


def test_print_is_restored_and_other_files_prints_are_printed(run, capsys):
    real = builtins.print
    source = "exec(compile('print(\"from a library\")', '<library>', 'exec'))\nprint('mine')\n"
    assert run(source) == source + "#> mine\n"
    with pytest.raises(SnippetError):
        run("raise KeyError(1)\n")
    assert builtins.print is real
    assert capsys.readouterr().out == "from a library\n"


def test_what_the_runner_writes_reads_back_as_the_outputs(run):
    written = run("print(1)\nprint('a\\n  b')\nfor i in range(2):\n    print(i)\n")
    assert strip_outputs(written)[2] == "1\na\n  b\n0\n1\n"


def test_update_examples_is_an_option_of_this_project(pytestconfig):
    assert isinstance(pytestconfig.getoption("update_examples"), bool)  # registered (else ValueError), a flag
    assert pytestconfig.pluginmanager.get_plugin("examples") is None  # pytest-examples, if still installed, not loaded
