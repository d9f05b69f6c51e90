"""The census of real reports (docs/research/causes/, vjpkb/census.py): every file well-formed, counts printed."""

from __future__ import annotations

import pytest

from vjpkb import census


def test_every_census_file_is_well_formed_and_its_counts_print(capsys):
    messages = census.load()
    assert messages, "no census file under docs/research/causes/"
    assert all(m.kind in census.KINDS for m in messages)
    grades = census.load_grades(messages)
    with capsys.disabled():
        print("\n" + census.summary(messages) + "\n" + census.grade_summary(messages, grades))


@pytest.mark.parametrize("path", census.FRESH, ids=lambda p: p.name)
def test_every_fresh_sample_is_graded_on_pages_that_exist_and_its_counts_print(capsys, path):
    rows = census.load_fresh(census.load(), path)
    assert rows, f"{path.name}: empty"
    with capsys.disabled():
        print("\n" + census.fresh_summary(path, rows))


def test_a_fresh_report_already_in_the_census_is_refused(tmp_path):
    messages = census.load()
    taken = next(r for m in messages for r in m.reports if "/issues/" in r.link)
    row = {"message": messages[0].id, "link": taken.link.replace("/issues/", "/pull/"), "lang": "en",
           "source": "github", "cause": "c", "fix": "f", "grade": "✓", "page": "errors/implicit-scalar.md",
           "grade_note": "n"}
    import yaml
    (tmp_path / "census-fresh-x.yaml").write_text(yaml.safe_dump([row], allow_unicode=True), encoding="utf-8")
    with pytest.raises(census.CensusError, match=r"census-fresh-x.yaml:1: .* is in the census"):
        census.load_fresh(messages, tmp_path / "census-fresh-x.yaml")


BAD = {
    "no link": ("reports:\n  - lang: en\n    source: github\n    cause: unknown\n    fix: x\n    quote: q\n",
                "x.yaml:6: report without 'link'"),
    "undeclared cause": ("reports:\n  - link: https://a.b/1\n    lang: en\n    source: github\n    cause: nope\n"
                         "    fix: x\n    quote: q\n", "x.yaml:6: cause 'nope' is not declared"),
    "no quote": ("reports:\n  - link: https://a.b/1\n    lang: en\n    source: github\n    cause: unknown\n    fix: x\n",
                 "x.yaml:6: report without 'quote'"),
    "bad language": ("reports:\n  - link: https://a.b/1\n    lang: fr\n    source: github\n    cause: unknown\n"
                     "    fix: x\n    quote: q\n", "x.yaml:6: lang 'fr'"),
    "unknown field": ("reports:\n  - link: https://a.b/1\n    lang: en\n    source: github\n    cause: unknown\n"
                      "    fix: x\n    quote: q\n    cuase: y\n", "x.yaml:6: unknown fields ['cuase']"),
}


@pytest.mark.parametrize("case", BAD)
def test_a_malformed_row_is_named_by_file_and_line(tmp_path, case):
    body, expected = BAD[case]
    (tmp_path / "x.yaml").write_text("message: 'm'\nkind: error\nseed: 1\ncauses: {}\n" + body.replace(
        "causes: {}\n", ""), encoding="utf-8")
    with pytest.raises(census.CensusError) as e:
        census.load(tmp_path)
    assert expected in str(e.value)


def test_a_report_counted_twice_is_refused(tmp_path):
    row = "  - link: https://a.b/1\n    lang: en\n    source: github\n    cause: unknown\n    fix: x\n    quote: q\n"
    for name in ("a", "b"):
        (tmp_path / f"{name}.yaml").write_text(f"message: m\nkind: error\nseed: 1\ncauses: {{}}\nreports:\n{row}")
    with pytest.raises(census.CensusError, match="b.yaml:6: the report https://a.b/1 is already counted at a.yaml:6"):
        census.load(tmp_path)


def test_the_held_out_lot_is_one_in_five_and_fixed_by_seed_and_link():
    links = [f"https://example.org/{i}" for i in range(2000)]
    share = sum(census.held_out(27, link) for link in links) / len(links)
    assert 0.17 < share < 0.23
    assert [census.held_out(27, link) for link in links] == [census.held_out(27, link) for link in links]
    assert [census.held_out(27, link) for link in links] != [census.held_out(28, link) for link in links]


def test_a_grade_must_be_of_a_held_out_report(tmp_path):
    messages = census.load()
    held = next(r.link for m in messages for r in m.held())
    kept = next(r.link for m in messages for r in m.writing())
    good = tmp_path / "g.yaml"
    good.write_text(f"- link: {held}\n  grade: ✓\n  page: errors/x.md\n  note: n\n", encoding="utf-8")
    assert census.load_grades(messages, good)[held]["grade"] == "✓"
    bad = tmp_path / "b.yaml"
    bad.write_text(f"- link: {held}\n  grade: ✓\n  page: p\n  note: n\n- link: {kept}\n  grade: '~'\n  page: p\n"
                   "  note: n\n", encoding="utf-8")
    with pytest.raises(census.CensusError, match="b.yaml:5: .* is not a held-out report"):
        census.load_grades(messages, bad)
