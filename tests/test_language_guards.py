"""The term and language guards, shown to work (as tests/test_guards.py does for the others): each test plants one
fault in a temporary copy of the project, runs the real test file in a subprocess, and requires a failure that names
the page and line. The real docs/ are never touched."""

import pytest

from tests.project_copy import add_to_page, assert_names, copy_project, pytest_in

GLOSSARY_ZH, GLOSSARY_EN = "docs/zh/glossary.md", "docs/en/glossary.md"


@pytest.fixture
def project(tmp_path):
    return copy_project(tmp_path)


@pytest.mark.timeout(180)
def test_a_planted_variant_fails_naming_page_line_and_the_chosen_term(project):
    line = add_to_page(project, "用 RNN 分段训练时，要在段与段之间对隐藏状态 detach。", GLOSSARY_ZH)

    result = pytest_in(project, "tests/test_terms.py", "-k", "glossary")

    assert_names(result, f"{GLOSSARY_ZH}:{line}: “隐藏状态” is a replaced variant; the site's term is “隐状态”")


@pytest.mark.timeout(180)
def test_a_variant_in_its_kept_sense_or_in_code_passes(project):
    add_to_page(project, "对 $y$ 的全部下标求和；`隐藏状态`；对同一张图做两次反向传播；原地操作。", GLOSSARY_ZH)

    result = pytest_in(project, "tests/test_terms.py", "-k", "glossary")

    assert result.code == 0, f"a kept sense or code failed the term test; {result}"


@pytest.mark.timeout(180)
def test_an_english_paragraph_pasted_into_a_chinese_page_fails_naming_page_and_line(project):
    line = add_to_page(project, "The backward pass accumulates the gradient into the grad attribute of every leaf "
                                "tensor that requires it.", GLOSSARY_ZH)

    result = pytest_in(project, "tests/test_language.py", "-k", "chinese_page and glossary")

    assert_names(result, f"{GLOSSARY_ZH}:{line}: ", "English words in a row in the prose of a Chinese page")


@pytest.mark.timeout(180)
def test_a_chinese_paragraph_pasted_into_an_english_page_fails_naming_page_and_line(project):
    line = add_to_page(project, "反向传播把梯度累加到每个需要梯度的叶子张量的 `.grad` 里。", GLOSSARY_EN)

    result = pytest_in(project, "tests/test_language.py", "-k", "english_page and glossary")

    assert_names(result, f"{GLOSSARY_EN}:{line}: Chinese in the prose of an English page: “反向传播把梯度累加到每个需要梯度的叶子张量的”")
