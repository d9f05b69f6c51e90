"""Exercises with checked solutions close the pages of part 1 and the full-Jacobian and higher-order pages.

Each listed page, in both languages, has a last section `## Exercises { #exercises }` (`## 练习`) before its "next
page" section, holding 2 to 4 exercises numbered 1..N: each an open block `???+ question "Exercise N: <title>"`
(`练习 N：<标题>`) with, inside it, a closed block `??? success "Solution"` (`答案`) that holds at least one snippet
include (so its code and output are checked by tests/test_snippets.py like any other). The notebooks move the
solutions to their end (vjpkb/notebooks.py; tests/test_notebooks.py checks the order).
"""

import re

import pytest

from vjpkb import DOCS, LANGS, include_target, rel

PAGES = ("grad-outputs.md", "why-gradient.md", "vjp.md", "chain-rule.md", "layouts.md", "jacobians.md",
         "higher-order.md")
HEADING = {"zh": "## 练习 { #exercises }", "en": "## Exercises { #exercises }"}
QUESTION = {"zh": re.compile(r'^\?\?\?\+ question "练习 (\d+)：\S.*"$'),
            "en": re.compile(r'^\?\?\?\+ question "Exercise (\d+): \S.*"$')}
SOLUTION = {"zh": '    ??? success "答案"', "en": '    ??? success "Solution"'}
FEWEST, MOST = 2, 4


def problems(text: str, lang: str, name: str) -> list[str]:
    """What is wrong with the exercises of one page's text, each as `name:line: what`."""
    lines = text.split("\n")
    if HEADING[lang] not in lines:
        return [f"{name}: no section {HEADING[lang]!r}"]
    start = lines.index(HEADING[lang])
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")), len(lines))
    found = []
    if end < len(lines) and not lines[end].endswith("{ #next }"):
        found.append(f"{name}:{end + 1}: the exercises are not the last section before the next-page one")
    exercises: list[tuple[int, int]] = []  # (line index, number)
    for i in range(start + 1, end):
        line = lines[i]
        if line.strip() and not line.startswith(" "):
            m = QUESTION[lang].match(line)
            if m:
                exercises.append((i, int(m[1])))
            else:
                found.append(f"{name}:{i + 1}: not an exercise block (`???+ question \"…\"` titled as the test says): "
                             f"{line[:80]}")
    numbers = [n for _, n in exercises]
    if not FEWEST <= len(exercises) <= MOST:
        found.append(f"{name}:{start + 1}: {len(exercises)} exercises, not {FEWEST} to {MOST}")
    if numbers != list(range(1, len(numbers) + 1)):
        found.append(f"{name}:{start + 1}: exercises numbered {numbers}, not 1..{len(numbers)}")
    for k, (i, number) in enumerate(exercises):
        block = lines[i + 1:exercises[k + 1][0] if k + 1 < len(exercises) else end]
        where = f"{name}:{i + 1}: exercise {number}"
        opened = [j for j, line in enumerate(block) if line == SOLUTION[lang]]
        if len(opened) != 1:
            found.append(f"{where} has {len(opened)} solution blocks ({SOLUTION[lang].strip()!r}), not one")
            continue
        if not any(line.strip() and not line.startswith("    ??? success") for line in block[:opened[0]]):
            found.append(f"{where} asks nothing before its solution")
        body = []
        for line in block[opened[0] + 1:]:
            if line.strip() and not line.startswith(" " * 8):
                break
            body.append(line)
        if not any(include_target(line.strip()) for line in body):
            found.append(f"{where}: its solution includes no snippet")
    return found


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", PAGES)
def test_the_page_ends_with_exercises_whose_solutions_are_checked_snippets(lang, name):
    page = DOCS / lang / name
    found = problems(page.read_text(encoding="utf-8"), lang, rel(page))
    assert not found, "\n".join(found)


def test_a_missing_solution_is_reported_with_its_file_and_line():
    """A page's text with exercise 1's solution block taken out: reported at that exercise's own line."""
    page = DOCS / "en" / PAGES[0]
    lines = page.read_text(encoding="utf-8").split("\n")
    assert not problems("\n".join(lines), "en", rel(page))
    question = next(i for i, line in enumerate(lines) if QUESTION["en"].match(line))
    opened = lines.index(SOLUTION["en"], question)
    after = next(i for i in range(opened + 1, len(lines)) if lines[i].strip() and not lines[i].startswith(" " * 8))
    planted = "\n".join(lines[:opened] + lines[after:])
    assert f"{rel(page)}:{question + 1}: exercise 1 has 0 solution blocks" in "\n".join(
        problems(planted, "en", rel(page)))
