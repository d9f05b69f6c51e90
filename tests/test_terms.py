"""One Chinese term per concept (docs/research/terms/terms.yaml, shown on both glossary pages): no docs/zh/ page uses
a replaced variant in its prose (vjpkb/prose.py: not code, formulas, tags, link targets or > quotations), and the
glossary's tables are what the data says now."""

import pytest

from vjpkb import DOCS, LANGS, pages, rel
from vjpkb import terms

ZH = LANGS[0]


@pytest.mark.parametrize("page", pages(ZH), ids=lambda p: p.name)
def test_no_replaced_variant_in_the_prose_of_a_chinese_page(page):
    found = terms.hits(page)
    if found:
        pytest.fail("a replaced variant is used; write the site's term instead:\n" + "\n".join(map(str, found)), pytrace=False)


def test_the_glossary_tables_are_what_the_term_data_says_now():
    stale = [rel(p) for p, text in terms.render_all().items()
             if not p.exists() or p.read_text(encoding="utf-8") != text]
    assert not stale, f"{stale} differ from {rel(terms.DATA)}: run `{terms.COMMAND}`"


@pytest.mark.parametrize("lang", LANGS)
def test_each_glossary_includes_its_table_right_under_its_heading(lang):
    lines = (DOCS / lang / "glossary.md").read_text(encoding="utf-8").splitlines()
    heading = next((i for i, line in enumerate(lines) if line.startswith("## ")
                    and line.rstrip().endswith(f"{{ #{terms.ANCHOR} }}")), None)
    assert heading is not None, f"docs/{lang}/glossary.md has no heading {{ #{terms.ANCHOR} }}"
    following = lines[heading + 1:]
    section = following[:next((i for i, line in enumerate(following) if line.startswith("## ")), len(following))]
    assert section.count(terms.include_line(lang)) == 1, (
        f"docs/{lang}/glossary.md: the section {{ #{terms.ANCHOR} }} must include `{terms.include_line(lang)}` once")


def test_every_term_names_what_it_replaces_or_why_it_is_not_checked():
    bad = [t.id for t in terms.terms() if not t.replaces and not t.manual]
    assert not bad, f"{rel(terms.DATA)}: entries with neither replaced variants nor a `manual` reason: {bad}"


def test_a_variant_is_found_in_prose_and_not_in_code_formulas_quotations_or_its_kept_sense(tmp_path):
    page = tmp_path / "page.md"
    page.write_text("\n".join([
        "隐藏状态从一段传到下一段。",                         # 1: a hit
        "`隐藏状态` 与 $\\text{隐藏状态}$。",               # 2: code, formula
        "> 隐藏状态，引文里照录。",                           # 3: a > quotation
        "```text", "隐藏状态", "```",                        # 4-6: a code block
        "$y$ 的全部下标求和；`argmax` 返回的是下标。",      # 7: one kept sense, one hit
        "第二次反向传播；二次反向技巧；原地操作；每个操作。",  # 8: two hits
        "[高阶导数 · 两次反向传播](higher-order.md#double-backward)；对同一张图做两次反向传播。",  # 9: one hit
    ]) + "\n", encoding="utf-8")
    found = [(h.line.number, h.found) for h in terms.hits(page)]
    assert sorted(found) == [(1, "隐藏状态"), (7, "下标"), (8, "二次反向"), (8, "操作"), (9, "两次反向传播")], found
