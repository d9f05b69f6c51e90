"""Run a snippet and write what it prints under each print(): pytest-examples' print capture, patched twice.

pytest-examples 0.0.x has no public switch for either change, so both patches live here, and importing this module
fails loudly if the installed version is not the one they were written against (re-check them, then bump PINNED):

1. It formats a printed non-string with black when the output spans several lines, which would turn torch's
   `tensor([[1.], [2.]])` into `tensor([[1.0], [2.0]])`. A page must show exactly what Python prints, so a stored
   output is the plain str() of each argument.
2. Its print mock finds the calling frame with inspect.stack(), which reads the source of every frame and scans
   sys.modules (huge once torch is imported): 71% of the snippet suite's time. sys._getframe finds the same frame.
"""

from __future__ import annotations

import sys
import traceback
import unittest.mock
from importlib.metadata import version
from pathlib import Path

import pytest_examples.run_code as run_code
from pytest_examples import CodeExample
from pytest_examples.config import ExamplesConfig

from vjpkb import rel
from vjpkb.outputs import strip_outputs

PINNED = "0.0.18"
if version("pytest-examples") != PINNED:
    raise ImportError(
        f"tests/snippet_runner.py patches pytest-examples {PINNED}, but {version('pytest-examples')} is installed: "
        "check that Arg.format and MockPrintFunction.__call__ still exist and mean the same, then update PINNED"
    )

run_code.Arg.format = lambda self, config: self.data  # 1.


def _record_print(self, *args, sep=" ", **kwargs):  # 2.
    frame = sys._getframe(1)
    while frame is not None and frame.f_code.co_filename == unittest.mock.__file__:
        frame = frame.f_back  # the mock's own frames
    if frame is not None and frame.f_code.co_filename == str(self.file):
        self.statements.append(run_code.PrintStatement(frame.f_lineno, sep, [run_code.Arg(a) for a in args]))


run_code.MockPrintFunction.__call__ = _record_print

CONFIG = ExamplesConfig(line_length=120)


class SnippetError(Exception):
    """An uncaught exception in a snippet, named by the snippet's own file and line."""


def run_snippet(path: Path, scratch: Path) -> str:
    """The snippet's source with what it prints, when run with its stored outputs taken out, under each print.
    `scratch` is a directory for the runnable copy."""
    code, origin, _ = strip_outputs(path.read_text(encoding="utf-8"))
    runnable = scratch / path.name
    runnable.write_text(code, encoding="utf-8")
    example = CodeExample.create(code, path=runnable)
    prints = run_code.InsertPrintStatements(runnable, CONFIG, True, None, None)
    try:
        with prints:
            exec(compile(code, str(runnable), "exec"), {"__name__": "__main__", "__file__": str(runnable)})
    except Exception as exc:
        line = next(f.lineno for f in reversed(traceback.extract_tb(exc.__traceback__)) if f.filename == str(runnable))
        raise SnippetError(f"{rel(path)}:{origin[line - 1]}: uncaught {type(exc).__name__}: {exc}") from exc
    return prints.updated_print_statements(example) or code
