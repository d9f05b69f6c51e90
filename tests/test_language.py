"""Each page is in its own language: no prose of the other language outside code, formulas, quoted messages and
quotations (vjpkb/prose.py masks them; a quoted message here is what stands between quotation marks, an original
wording glossed in full-width parentheses, or an error message that a Chinese heading shares with its English twin).

- A Chinese page fails on a run of MAX_ENGLISH_RUN or more consecutive English words in its prose. The longest
  legitimate run on the pages is 4 words (titles of cited documents: "Accurate, Large Minibatch SGD").
- An English page fails on any Chinese character in its prose, except where the glossary gives the Chinese by design:
  the parenthesis at the end of an entry's heading, "### Scalar (标量) { #scalar }", and the Chinese columns of its
  table of terms (vjpkb/terms.py, CHINESE_COLUMNS).
"""

import re

import pytest

from vjpkb import DOCS, LANGS, pages, rel
from vjpkb.prose import cells, prose_lines, table_columns
from vjpkb.terms import CHINESE_COLUMNS

ZH, EN = LANGS
MAX_ENGLISH_RUN = 5
WORD = re.compile(r"[A-Za-z][A-Za-z'’\-]*")
RUN = re.compile(r"[A-Za-z][A-Za-z'’\-]*(?:[ ,.;:!?()/\-]+[A-Za-z][A-Za-z'’\-]*)*")
CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3000-\u303f\uff01-\uff5e]+")
HEADING = re.compile(r"^#{1,6}\s+(?P<text>.*?)\s*\{\s*#(?P<id>[\w-]+)\s*\}\s*$")
GLOSSARY_HEADING = re.compile(r"^###\s.*\((?P<zh>[^()]*)\)\s*\{\s*#[\w-]+\s*\}\s*$")


def headings(page):
    """A page's headings with an id, by id, and its title (a gallery page's title is its message) under "# "."""
    lines = page.read_text(encoding="utf-8").splitlines()
    found = {m["id"]: m["text"] for line in lines if (m := HEADING.match(line))}
    title = next((line[2:].strip() for line in lines if line.startswith("# ")), None)
    return {**found, "# ": title} if title else found


def shared_messages():
    """The English that a Chinese heading shares with its English twin (an error message as the heading): any
    Chinese page may quote it."""
    shared = []
    for zh in pages(ZH):
        en = DOCS / EN / zh.relative_to(DOCS / ZH)
        if en.exists():
            twin = headings(en)
            for anchor, text in headings(zh).items():
                shared += [m[0] for m in RUN.finditer(text) if anchor in twin and m[0] in twin[anchor]]
    return shared


def english_runs(page):
    shared = shared_messages()
    out = []
    for line in prose_lines(page, quotes=True):
        for m in RUN.finditer(line.text):
            words = len(WORD.findall(m[0]))
            if words >= MAX_ENGLISH_RUN and not any(m[0] in s for s in shared):
                out.append(f"{line.where()}: {words} English words in a row in the prose of a Chinese page "
                           f"(at most {MAX_ENGLISH_RUN - 1}): “{m[0]}”")
    return out


def chinese_in_english(page):
    lines = prose_lines(page, quotes=False)
    columns = table_columns(lines) if page.name == "glossary.md" else {}
    out = []
    for i, line in enumerate(lines):
        text = line.text
        if page.name == "glossary.md":
            if (m := GLOSSARY_HEADING.match(line.source)) is not None:
                text = text[:m.start("zh")] + " " * len(m["zh"]) + text[m.end("zh"):]
            if i in columns:
                for (a, b), name in zip(cells(line.source), columns[i]):
                    if name in CHINESE_COLUMNS:
                        text = text[:a + 1] + " " * (b - a - 1) + text[b:]
        out += [f"{line.where()}: Chinese in the prose of an English page: “{m[0]}” in {line.source.strip()}"
                for m in CJK.finditer(text)]
    return out


@pytest.mark.parametrize("page", pages(ZH), ids=lambda p: p.name)
def test_a_chinese_page_has_no_english_prose(page):
    found = english_runs(page)
    if found:
        pytest.fail("untranslated English (translate it, or quote it as a message):\n" + "\n".join(found), pytrace=False)


@pytest.mark.parametrize("page", pages(EN), ids=lambda p: p.name)
def test_an_english_page_has_no_chinese_prose(page):
    found = chinese_in_english(page)
    if found:
        pytest.fail("untranslated Chinese:\n" + "\n".join(found), pytrace=False)


def test_the_measure_finds_a_pasted_paragraph_and_spares_what_is_quoted(tmp_path):
    zh = tmp_path / "zh.md"
    zh.write_text("这一段是中文，引用了“grad can be implicitly created only for scalar outputs”。\n\n"
                  "论文 Accurate, Large Minibatch SGD 里说过。\n\n"
                  "The gradient is accumulated into the grad attribute of each leaf.\n", encoding="utf-8")
    assert [f.split(": ")[0].rsplit(":", 1)[1] for f in english_runs(zh)] == ["5"], english_runs(zh)
    en = tmp_path / "en.md"
    en.write_text("An English paragraph with `代码` and $\\text{公式}$.\n\n> 引文\n\nBut 这里没翻译.\n", encoding="utf-8")
    assert [f.split(": ")[0].rsplit(":", 1)[1] for f in chinese_in_english(en)] == ["5"], chinese_in_english(en)
