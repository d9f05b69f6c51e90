"""mkdocs hook: one search index per language, so a reader downloads and searches only the pages of the language
they read (mkdocs-static-i18n writes one index of all languages at the site root).

- After the build, search/search_index.json keeps the default language's pages and <lang>/search/search_index.json
  gets the others' (locations made relative to /<lang>/); for the offline copy (Material's offline plugin), the same
  split is written to search_index.js.
- A page of another language tells Material's search its language root as `base` (in its __config), which is where
  Material fetches the index from and what it resolves result links against.
- The error gallery is boosted: a pasted error message should land on its entry first.
- lunr 2.3.9 (inside Material's search worker) names each node of its token set by concatenating the node's edge
  labels and child ids with nothing between them, so with digits as labels two different nodes can get one name and
  be merged: the words "1.175494351" and "1.175494350" (from a float32 limit on a page) then came out of the token set
  although no page held them, and any query holding a lone "1" (as "at index 1" does) threw in the worker and found
  nothing. The bug is lunr's (olivernn/lunr.js#503, open, reports the same symptom: words with digits that a search
  misses); `_fix_token_set_names` puts a separator after each child id in the built worker (with it, the same index
  and queries find their pages: checked by running Material's worker in Node), and fails the build if Material's
  worker no longer holds the line it patches.
- Under `mkdocs serve`, mkdocs-static-i18n (1.3.1) keeps every rebuild's search entries in one list it never clears,
  and deduplicates that list pair by pair: the n-th rebuild of a saved snippet took seconds, then a minute. Only the
  latest entry of each location is kept (a --dirty rebuild re-indexes only the pages it rebuilt; the others keep
  their entries from before).
"""

import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository root: vjpkb, the page model

from mkdocs.plugins import event_priority  # noqa: E402

from vjpkb import i18n_building  # noqa: E402

BASE = re.compile(r'("base":\s*")([^"]*)(")')
TOKEN_SET_NAME = "e=e+s+o.id}return e"  # lunr.TokenSet.prototype.toString in Material's minified worker
TOKEN_SET_NAME_FIXED = 'e=e+s+o.id+"|"}return e'


def _languages(config):
    i18n = config["plugins"]["i18n"].config
    default = next(lang.locale for lang in i18n.languages if lang.default)
    return default, [lang.locale for lang in i18n.languages if not lang.default]


def on_post_page(output, page, config):
    lang = page.file.src_uri.partition("/")[0]
    if lang in _languages(config)[1]:
        output = BASE.sub(lambda m: f"{m[1]}{m[2]}/{lang}/{m[3]}", output, count=1)
    return output


@event_priority(-200)  # after mkdocs-static-i18n (-100) wrote the index of every language, and after offline (-100)
def on_post_build(config):
    if i18n_building(config):  # a language built inside i18n's loop: its entries were just added to i18n's list
        i18n, latest = config["plugins"]["i18n"], {}
        for entry in i18n.search_entries:
            latest[entry["location"]] = entry
        i18n.search_entries[:] = latest.values()
        return
    site = Path(config["site_dir"])
    _fix_token_set_names(site)
    index_file = site / "search" / "search_index.json"
    if not index_file.is_file():
        return
    index = json.loads(index_file.read_text(encoding="utf-8"))
    default, others = _languages(config)
    if not any(d["location"].startswith(f"{lang}/") for d in index["docs"] for lang in others):
        return  # already split
    split = {default: [d for d in index["docs"] if not d["location"].startswith(tuple(f"{o}/" for o in others))]}
    for lang in others:
        split[lang] = [{**d, "location": d["location"][len(lang) + 1:]}
                       for d in index["docs"] if d["location"].startswith(f"{lang}/")]
    offline = (site / "search" / "search_index.js").is_file()
    for lang, docs in split.items():
        folder = site / "search" if lang == default else site / lang / "search"
        folder.mkdir(parents=True, exist_ok=True)
        # No stemmer: with it, Material's worker (lunr with the en and zh pipelines) stemmed the query but not the
        # indexed words, so "expected", "ready" or "only" found nothing, and a query holding a lone "1" (as in
        # "at index 1", pasted from a message) threw "Invalid query" (tests/test_browser.py, SEARCHES). A query word
        # still matches longer words (Material adds a trailing wildcard): "gradient" finds "gradients".
        config = {**index["config"], "pipeline": []}
        data = json.dumps({**index, "config": config, "docs": docs}, ensure_ascii=False, separators=(",", ":"))
        (folder / "search_index.json").write_text(data, encoding="utf-8")
        if offline:
            (folder / "search_index.js").write_text(f"var __index = {data}", encoding="utf-8")


def _fix_token_set_names(site: Path):
    """The separator after each child id in lunr's token-set node names (the module's docstring says why)."""
    workers = sorted((site / "assets" / "javascripts" / "workers").glob("search.*.min.js"))
    if not workers:
        raise SystemExit(f"hooks/search.py: no search worker under {site}/assets/javascripts/workers")
    for worker in workers:
        code = worker.read_text(encoding="utf-8")
        if TOKEN_SET_NAME_FIXED in code:
            continue
        if code.count(TOKEN_SET_NAME) != 1:
            raise SystemExit(f"hooks/search.py: {worker} does not hold lunr's TokenSet.toString as {TOKEN_SET_NAME!r} "
                             "(Material updated its worker?): check whether lunr still names nodes without a separator")
        worker.write_text(code.replace(TOKEN_SET_NAME, TOKEN_SET_NAME_FIXED), encoding="utf-8")
