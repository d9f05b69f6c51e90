"""Run a snippet and write what it prints under each print(), in the stored-output format (vjpkb/outputs.py).

The project's own runner (tests/test_snippet_runner.py tests it). While a snippet runs, builtins.print is replaced by
a recorder: a call made by the snippet's own code (the calling frame, sys._getframe(1), is in the snippet's file,
whoever called that code) is recorded with the line it ran on, its sep and its arguments, each as_text at the time of
the call, and not written anywhere (end, file and flush are accepted and ignored: each call is one output); any other
call (a library printing) goes to the real print. Then vjpkb.outputs.insert_outputs writes the records below their
prints.
"""

from __future__ import annotations

import builtins
import sys
import traceback
from pathlib import Path

from vjpkb import ROOT, rel
from vjpkb.outputs import Printed, as_text, insert_outputs, strip_outputs


class SnippetError(Exception):
    """An uncaught exception in a snippet, named by the snippet's own file and line."""


def run_snippet(path: Path, scratch: Path) -> str:
    """The snippet's source with what it prints, when run with its stored outputs taken out, under each print.
    `scratch` is a directory for the runnable copy (inspect.getsource, torch.jit.script and warnings read it)."""
    code, origin, _ = strip_outputs(path.read_text(encoding="utf-8"))
    runnable = scratch / path.name
    runnable.write_text(code, encoding="utf-8")
    filename = str(runnable)
    printed: list[Printed] = []
    real_print = builtins.print

    def record(*args, sep=" ", end="\n", file=None, flush=False):
        caller = sys._getframe(1)
        if caller.f_code.co_filename != filename:
            return real_print(*args, sep=sep, end=end, file=file, flush=flush)
        if sep is None:
            sep = " "
        elif not isinstance(sep, str):
            raise TypeError(f"sep must be None or a string, not {type(sep).__name__}")
        printed.append(Printed(caller.f_lineno, sep, tuple(as_text(arg) for arg in args)))

    builtins.print = record
    try:
        exec(compile(code, filename, "exec"), {"__name__": "__main__", "__file__": filename})
    except Exception as exc:
        name = rel(path) if path.is_relative_to(ROOT) else path.as_posix()
        message = exc.msg if isinstance(exc, SyntaxError) else exc  # str() of a SyntaxError names the copy's line
        raise SnippetError(f"{name}{_where(exc, filename, origin)}: uncaught {type(exc).__name__}: {message}") from exc
    finally:
        builtins.print = real_print
    return insert_outputs(code, printed)


def _where(exc: Exception, filename: str, origin: list[int]) -> str:
    """':<line in the snippet file>' of the innermost snippet frame the exception passed through ('' if none)."""
    if isinstance(exc, SyntaxError) and exc.filename == filename and exc.lineno:
        line = exc.lineno
    else:
        lines = [f.lineno for f in traceback.extract_tb(exc.__traceback__) if f.filename == filename and f.lineno]
        if not lines:
            return ""
        line = lines[-1]
    return f":{origin[line - 1]}" if 0 < line <= len(origin) else ""
