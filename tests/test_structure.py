"""The shape of the docs: twin pages, the same snippets in order, no orphan snippet, no inline code, a short README."""

import re

import pytest

from vjpkb import DOCS, LANGS, ROOT, SNIPPETS, expand_includes, includes, pages, python_fence_lines, rel, snippet_files

ZH, EN = LANGS


def page_names(lang):
    return {p.relative_to(DOCS / lang).as_posix() for p in pages(lang)}


def test_every_page_has_its_twin():
    problems = [
        f"docs/{lang}/{name}: has no twin docs/{other}/{name}"
        for lang, other in ((ZH, EN), (EN, ZH))
        for name in sorted(page_names(lang) - page_names(other))
    ]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("name", sorted(page_names(ZH) & page_names(EN)))
def test_twins_include_the_same_snippets_in_the_same_order(name):
    zh, en = includes(DOCS / ZH / name), includes(DOCS / EN / name)
    assert zh == en, (
        f"docs/zh/{name} and docs/en/{name} include different snippets:\n"
        f"  zh: {zh}\n  en: {en}"
    )


def test_no_inline_python_on_any_page():
    inline = [
        f"{rel(c.page)}:{c.line}: Python typed into the page; put it in snippets/ and include it: {c.text.strip()}"
        for lang in LANGS
        for page in pages(lang)
        for c in python_fence_lines(page)
        if c.include is None
    ]
    assert not inline, "\n".join(inline)


def test_every_include_names_an_existing_snippet():
    bad = []
    for lang in LANGS:
        for page in pages(lang):
            for c in python_fence_lines(page):
                if c.include is None:
                    continue
                target, _, section = c.include.partition(":")
                if not target.startswith("snippets/") or not (ROOT / target).is_file():
                    bad.append(f"{rel(page)}:{c.line}: includes {c.include}, which is not a file under snippets/")
                elif section and f"--8<-- [start:{section}]" not in (ROOT / target).read_text(encoding="utf-8"):
                    bad.append(f"{rel(page)}:{c.line}: includes {c.include}, but {target} has no section {section!r}")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("lang", LANGS)
def test_every_snippet_is_shown_in_each_language(lang):
    shown = {inc.split(":")[0] for page in pages(lang) for inc in includes(page)}
    orphans = [f"{rel(s)}: no page in docs/{lang}/ includes it" for s in snippet_files() if rel(s) not in shown]
    assert not orphans, "\n".join(orphans)


def test_snippets_live_under_a_topic_folder():
    loose = [rel(s) for s in snippet_files() if s.parent == SNIPPETS]
    assert not loose, f"snippets must be in snippets/<topic>/: {loose}"


def test_a_whole_file_include_shows_exactly_that_file():
    """The code a reader sees (and copies) for a whole-file include is the file that tests/test_snippets.py runs, as
    pymdownx.snippets expands it with mkdocs.yml's options. So those blocks need no second run (tests/plugin.py)."""
    bad = []
    for lang in LANGS:
        for page in pages(lang):
            for c in python_fence_lines(page):
                if c.include and ":" not in c.include and (ROOT / c.include).is_file():
                    shown, _ = expand_includes(c.text.strip())
                    if shown.rstrip("\n") != (ROOT / c.include).read_text(encoding="utf-8").rstrip("\n"):
                        bad.append(f"{rel(page)}:{c.line}: the page shows something else than {c.include}")
    assert not bad, "\n".join(bad)


def test_the_readme_is_a_front_door_that_states_both_commands():
    """README.md is what a newcomer reads first: at most 150 lines, with `make serve` and `make test` in its commands
    block. Everything else (the checks, how things work, the measurements) is in CONTRIBUTING.md."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    lines = readme.splitlines()
    assert len(lines) <= 150, f"README.md has {len(lines)} lines, at most 150: move detail to CONTRIBUTING.md"
    commands = re.search(r"^```sh\n(.*?)^```", readme, re.S | re.M)
    stated = [line.split("#")[0].strip() for line in commands.group(1).splitlines()] if commands else []
    missing = [c for c in ("make serve", "make test") if c not in stated]
    assert not missing, f"README.md's first ```sh block does not state {missing}"


def test_readme_links_into_contributing_name_its_headings():
    """A link like CONTRIBUTING.md#page-speed lands on a heading (GitHub's anchors: lower case, punctuation dropped)."""
    def anchor(heading):
        return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")

    contributing = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    anchors = {anchor(h) for h in re.findall(r"^#+ (.+)$", contributing, re.M)}
    links = re.findall(r"\(CONTRIBUTING\.md#([^)]+)\)", (ROOT / "README.md").read_text(encoding="utf-8"))
    assert links, "README.md links to no section of CONTRIBUTING.md"
    broken = [f"CONTRIBUTING.md#{a}" for a in links if a not in anchors]
    assert not broken, f"README.md links to sections CONTRIBUTING.md does not have: {broken}"
