"""The figures (vjpkb/figures.py): drawn from what the snippets compute now, on their pages in both languages, and in
the browser visible, named and readable in light and dark (tests/browser.py's check_figures, run by
tests/test_browser.py's test_page during its one visit of each page).

The committed SVGs are what the build includes (it needs no torch); these tests redraw them in memory, so a changed
snippet or label fails here with the command that redraws them.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from vjpkb import DOCS, LANGS, ROOT, includes, rel
from vjpkb.figures import COMMAND, FIGURES, FIGURES_DIR, render_all
from vjpkb.outputs import strip_outputs

SVG_NS = "{http://www.w3.org/2000/svg}"
CJK = re.compile(r"[\u4e00-\u9fff]")
CASES = [(figure, lang) for figure in FIGURES for lang in LANGS]
IDS = [f"{figure.name}.{lang}" for figure, lang in CASES]


@pytest.fixture(scope="module")
def rendered() -> dict:
    return render_all()


def test_committed_figures_are_what_the_snippets_compute_now(rendered):
    stale = [
        f"{rel(path)}: {'missing' if not path.exists() else 'differs from what the snippets compute now'}"
        for path, text in rendered.items()
        if not path.exists() or path.read_text(encoding="utf-8") != text
    ]
    assert not stale, "\n".join(stale) + f"\nRedraw them with `{COMMAND}` and commit the result."


def test_no_figure_file_without_a_generator():
    expected = {figure.path(lang) for figure, lang in CASES}
    stray = [rel(p) for p in sorted(FIGURES_DIR.iterdir()) if p not in expected]
    assert not stray, f"files in {rel(FIGURES_DIR)} that vjpkb/figures.py does not draw (delete them): {stray}"


@pytest.mark.parametrize("figure,lang", CASES, ids=IDS)
def test_figure_sits_in_a_captioned_block_after_the_code_it_draws(figure, lang):
    page = DOCS / lang / figure.page
    lines = page.read_text(encoding="utf-8").split("\n")
    where = [i for i, line in enumerate(lines) if line.strip() == figure.include_line(lang)]
    assert len(where) == 1, f"{rel(page)}: include the figure once, as the line {figure.include_line(lang)}"
    i = where[0]
    assert lines[i - 1].strip() == '<figure class="vjp-figure">', f"{rel(page)}:{i + 1}: not inside a vjp-figure"
    caption = re.fullmatch(r"<figcaption>(.+)</figcaption>", lines[i + 1].strip())
    assert caption and lines[i + 2].strip() == "</figure>", f"{rel(page)}:{i + 2}: no one-line <figcaption>"
    assert "$" not in caption[1], f"{rel(page)}:{i + 2}: math in a raw HTML caption is not typeset"
    shown = includes(page)
    missing = [s for s in figure.snippets if s not in shown]
    assert not missing, f"{rel(page)}: the figure draws {missing}, which the page does not show"
    last = max(n for n, line in enumerate(lines) for s in figure.snippets if f'--8<-- "{s}"' in line)
    assert last < i, f"{rel(page)}:{i + 1}: put the figure after the code it draws ({figure.snippets[-1]})"


@pytest.mark.parametrize("figure,lang", CASES, ids=IDS)
def test_figure_is_inline_svg_with_its_size_and_a_name_in_its_language(figure, lang, rendered):
    text = rendered[figure.path(lang)]
    assert "\n\n" not in text, "a blank line would end the raw HTML block in Markdown"
    assert not re.search(r"\$|\\\(|\\\[", text), "KaTeX would read $ or \\( in the page text as math"
    root = ET.fromstring(text)
    w, h = int(root.get("width")), int(root.get("height"))
    assert root.get("viewBox") == f"0 0 {w} {h}", "width/height must match the viewBox (no layout shift)"
    assert root.get("role") == "img"
    label = root.get("aria-label")
    assert label and root.find(f"{SVG_NS}title").text == label
    assert bool(CJK.search(label)) == (lang == "zh"), f"the alt text is not in {lang}: {label}"
    words = "".join(t.text or "" for t in root.iter(f"{SVG_NS}text"))
    if lang == "en":
        assert not CJK.search(words), "Chinese label in the English figure"
    styled = [el.tag for el in root.iter() if "style" in el.attrib]
    assert not styled, "an inline style would beat docs/assets/site.css, which gives the colours of light and dark"


def test_the_graph_figure_shows_the_nodes_the_snippet_walks(rendered):
    """The chain-rule figure walks z.grad_fn itself; its nodes are the ones the snippet's own walk prints."""
    _, _, printed = strip_outputs((ROOT / "snippets/chain_rule/graph_of_grad_fns.py").read_text(encoding="utf-8"))
    walked = {line.strip() for line in printed.splitlines() if line.strip().endswith(("Backward0", "AccumulateGrad"))}
    for lang in LANGS:
        root = ET.fromstring(rendered[FIGURES_DIR / f"chain-graph.{lang}.svg"])
        boxes = {t.text.split(" ")[0] for t in root.iter(f"{SVG_NS}text") if t.get("x") == "200" and t.text}
        assert walked <= boxes, f"chain-graph.{lang}.svg: nodes {sorted(walked - boxes)} of the walk are not drawn"


def test_a_figure_whose_words_would_contradict_its_numbers_is_not_drawn():
    """The per-sample figure says "block diagonal" on the left: fed the mixing Jacobian there, it refuses."""
    from vjpkb.figures import per_sample, run_snippet

    mixing = run_snippet("snippets/in_practice/batchnorm_ones_like_wrong.py")
    with pytest.raises(ValueError, match="per-sample: block diagonal"):
        per_sample("en", [mixing, mixing])
