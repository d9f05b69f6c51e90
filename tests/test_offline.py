"""The offline copy (site/vjp-kb-offline.zip, built by vjpkb/build.py): linked from both home pages, and opened
from disk (file://, no server) it shows rendered formulas, finds pages by search and switches language."""

import re
import zipfile

import pytest

from vjpkb import ROOT
from vjpkb.build import ARCHIVE


def test_the_home_pages_link_to_the_offline_archive(built_site):
    assert (built_site / ARCHIVE).is_file(), f"site/{ARCHIVE} was not built"
    for home in (built_site / "index.html", built_site / "en" / "index.html"):
        links = re.findall(rf'href="([^"]*{ARCHIVE})"', home.read_text(encoding="utf-8"))
        assert links, f"{home.relative_to(built_site)} does not link to {ARCHIVE}"
        assert all((home.parent / link).resolve() == (built_site / ARCHIVE).resolve() for link in links), links


@pytest.fixture(scope="module")
def offline_root(built_site, tmp_path_factory):
    """The archive unpacked, as a reader does."""
    target = tmp_path_factory.mktemp("offline")
    with zipfile.ZipFile(built_site / ARCHIVE) as archive:
        archive.extractall(target)
    (root,) = [p for p in target.iterdir() if p.is_dir()]
    return root


@pytest.mark.browser
def test_the_offline_copy_works_from_disk(page, offline_root):
    requests = []
    page.on("request", lambda r: requests.append(r.url))
    page.goto((offline_root / "index.html").as_uri(), wait_until="load")
    assert page.locator(".md-content .katex").count() > 0 or "$" not in (ROOT / "docs/zh/index.md").read_text(), \
        "formulas are not rendered"
    page.goto((offline_root / "vjp.html").as_uri(), wait_until="load")
    assert page.locator(".md-content .katex-html").first.is_visible(), "no visible formula on vjp.html"

    page.keyboard.press("/")
    field = page.locator("input.md-search__input")
    for _ in range(10):  # the index loads in a worker: retype until results come
        field.fill("雅可比")
        field.press("End")
        try:
            page.wait_for_selector(".md-search-result__item", timeout=3_000)
            break
        except Exception:
            continue
    hrefs = page.eval_on_selector_all(".md-search-result__item > a", "els => els.map(a => a.href)")
    assert hrefs and all(h.startswith("file://") and "/en/" not in h for h in hrefs), hrefs[:5]

    page.keyboard.press("Escape")
    page.locator('a[hreflang="en"]').first.dispatch_event("click")
    page.wait_for_url(re.compile(r".*/en/vjp\.html$"))
    assert page.evaluate("document.documentElement.lang").startswith("en")
    foreign = [u for u in requests if not u.startswith(("file://", "data:", "blob:", "about:"))]
    assert not foreign, f"the offline copy requested: {foreign[:5]}"
