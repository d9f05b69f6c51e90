"""The offline error decoder (issue 28): its data, generated at build time, and the Python-Markdown extension that puts
it on the decode page (mkdocs.yml, markdown_extensions: vjpkb.decoder).

One home for the facts: docs/research/messages.yaml declares, per census id, how the message is recognized (regular
expressions for the current and older wordings, named groups for its parameters), the sentences that use the
reader's values and the ranking rules; the census (vjpkb.census) gives each message's causes, their descriptions and
their order by count. `data(lang)` joins the two with the gallery page of each message in that language
(docs/<lang>/errors/<id>.md, a cause's section `#<cause-id>` where the page has one) and is all that
docs/assets/decoder.js reads. A message whose page does not exist stops the build, naming messages.yaml and the line.

The extension replaces the marker paragraph `[[decoder <lang>]]` with the text area (#decoder-input), the results
region (#decoder-results), the data as an inline <script type="application/json"> and decoder.js itself, inline:
the offline copy opens pages from file://, where nothing can be fetched, and no other page loads any of it. The
links the results use are written as hidden, empty <a href="errors/<id>.md#..."> elements, so that MkDocs resolves
them for the page's URL (directory URLs, or the offline copy's .html files) and checks their anchors like any link.

`python -m vjpkb.decoder <lang>` prints the data as JSON (what tests/test_decoder.py hands to decoder.js in Node).
"""

from __future__ import annotations

import html
import json
import re
import sys
import xml.etree.ElementTree as etree
from pathlib import Path

import yaml
from markdown import Markdown
from markdown.blockprocessors import BlockProcessor
from markdown.extensions import Extension

from vjpkb import DOCS, LANGS, ROOT, census

MESSAGES = DOCS / "research" / "messages.yaml"
SCRIPT = DOCS / "assets" / "decoder.js"
KINDS = ("error", "warning")  # census kinds the decoder recognizes (silent reports have no message)
MARKER = re.compile(r"^\[\[decoder (?P<lang>[a-z]{2})\]\]$")
HEADING = re.compile(r"^(?P<level>#{1,6})\s+(?P<text>.*?)\s*(?:\{[^}]*#(?P<id>[\w-]+)[^}]*\})?\s*$")
MACRO = re.compile(r"%(\w+)%")


class DecoderError(ValueError):
    """messages.yaml or a page it names is wrong: the message names the file and line."""


class _Loader(yaml.SafeLoader):
    """Records the line of every key of every mapping (`__lines__`), so an error can name it."""


def _mapping(loader, node):
    mapping = loader.construct_mapping(node, deep=True)
    mapping["__lines__"] = {loader.construct_object(k): k.start_mark.line + 1 for k, _ in node.value}
    return mapping


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)


def _clean(value):
    """The YAML without the line records."""
    if isinstance(value, dict):
        return {k: _clean(v) for k, v in value.items() if k != "__lines__"}
    if isinstance(value, list):
        return [_clean(v) for v in value]
    return value


def _where(line: int) -> str:
    return f"{MESSAGES.relative_to(ROOT).as_posix()}:{line}"


def load(path: Path = MESSAGES) -> dict:
    """messages.yaml, with `lines`: the line of each message id."""
    raw = yaml.load(path.read_text(encoding="utf-8"), Loader=_Loader)
    out = _clean(raw)
    out["lines"] = raw["messages"]["__lines__"]
    return out


PLAIN = re.compile(r"[\w \-:,;'\"`=/#@<>]")  # characters that stand for themselves in a pattern
ESCAPED = set(".()[]{}?*+|^$\\/-'\"`")  # characters that stand for themselves when escaped


def needle(pattern: str) -> str:
    """The longest run of plain text that every match of `pattern` contains, lower-cased ("" if it has fewer than
    four characters): decoder.js looks for it with indexOf before it runs the expression, so that a long paste costs
    one quick scan per pattern. Text inside a group or a class, and a character that a quantifier makes optional,
    are not counted; a pattern with an alternative outside any group has no needle."""
    runs, run, depth, i = [], "", 0, 0
    while i < len(pattern):
        c = pattern[i]
        if c == "\\" and i + 1 < len(pattern):
            if depth == 0 and pattern[i + 1] in ESCAPED:
                run += pattern[i + 1]
            else:
                runs.append(run)
                run = ""
            i += 2
            continue
        if c == "[":
            runs.append(run)
            run = ""
            i += 2 if pattern[i + 1:i + 2] == "]" else 1
            while pattern[i] != "]":
                i += 2 if pattern[i] == "\\" else 1
            i += 1
            continue
        if c in "?*{":
            run = run[:-1]  # the character before it may be missing
            runs.append(run)
            run = ""
            i = pattern.index("}", i) + 1 if c == "{" else i + 1
            continue
        if c == "|" and depth == 0:
            return ""
        if c == "(":
            depth += 1
            runs.append(run)
            run = ""
        elif c == ")":
            depth -= 1
        elif depth == 0 and PLAIN.match(c):
            run += c
        else:
            runs.append(run)
            run = ""
        i += 1
    runs.append(run)
    best = max(runs, key=len).lower()
    return best if len(best.strip()) >= 4 else ""


def all_patterns(spec: dict) -> list[str]:
    """A message's patterns in the order decoder.js prefers them for the quote ("In your text:"): its wordings and
    fragments, then its distinctive prefix (a paste cut short), then the lines printed beside it (a warning before
    the error), which are quoted only when the message itself is not in the paste."""
    prefix = spec.get("prefix") or []
    return [*spec["patterns"], *([prefix] if isinstance(prefix, str) else prefix), *spec.get("beside", [])]


def sentences(spec: dict, lang: str) -> list:
    """The sentences of `lang`, in order: a string, or {text, when} for one shown only when its test holds. `say`
    is {en: [...], zh: [...]}, or a list of {en, zh} with an optional `when`."""
    say = spec.get("say") or {}
    if isinstance(say, dict):
        return list(say.get(lang, []))
    return [{"text": s[lang], "when": s["when"]} if s.get("when") else s[lang] for s in say]


def expand(pattern: str, macros: dict[str, str], line: int) -> str:
    def sub(m):
        if m[1] not in macros:
            raise DecoderError(f"{_where(line)}: unknown macro %{m[1]}% in {pattern!r}")
        return macros[m[1]]

    return MACRO.sub(sub, pattern)


# --- the gallery pages ---------------------------------------------------------------------------------------------


def headings(page: Path) -> list[tuple[int, str, str]]:
    """(level, text, id) of each heading of a page (outside code fences): the id written as `{ #id }`, else the one
    the toc extension makes (pymdownx's slugify, lower case)."""
    from pymdownx.slugs import slugify

    slug = slugify(case="lower")
    out, fence = [], None
    for line in page.read_text(encoding="utf-8").splitlines():
        stripped = line.strip()
        if fence:
            if stripped.startswith(fence):
                fence = None
            continue
        if stripped.startswith(("```", "~~~")):
            fence = stripped[:3]
            continue
        m = HEADING.match(line)
        if m:
            text = m["text"]
            out.append((len(m["level"]), text, m["id"] or slug(re.sub(r"[`*]", "", text), "-")))
    return out


def _plain(heading: str) -> str:
    return re.sub(r"`([^`]*)`", r"\1", heading).strip()


def target(lang: str, mid: str, line: int) -> tuple[str, str, Path]:
    """(markdown link from docs/<lang>/decode.md, title, page) of a message: its page errors/<id>.md, else (the
    gallery before it was split into pages) the section `{ #<id> }` of a page of that language."""
    page = DOCS / lang / "errors" / f"{mid}.md"
    if page.is_file():
        title = next((t for level, t, _ in headings(page) if level == 1), mid)
        return f"errors/{mid}.md", _plain(title), page
    for other in sorted((DOCS / lang).glob("*.md")):
        for _, text, hid in headings(other):
            if hid == mid:
                return f"{other.name}#{mid}", _plain(text), other
    raise DecoderError(f"{_where(line)}: {mid}: no page docs/{lang}/errors/{mid}.md (nor a section {{ #{mid} }} on "
                       f"another page of docs/{lang}/) for the decoder to link to")


# --- the data ------------------------------------------------------------------------------------------------------


def data(lang: str, messages: dict | None = None, counted: list | None = None, pending: bool = False) -> dict:
    """What decoder.js reads on the page of `lang`: the page's strings and, per message the census counts as an
    error or a warning and messages.yaml declares, its patterns (and their needles), page, title, sentences, ranking
    rules and causes (census order). `pending`: also the messages marked pending (for the tests, which measure their
    patterns against the census before their page exists), linked to the page they will have."""
    messages = messages or load()
    counted = counted if counted is not None else census.load()
    known = {m.id: m for m in counted}
    for mid, line in messages["lines"].items():
        if mid not in known:
            raise DecoderError(f"{_where(line)}: {mid} is not a census id (docs/research/causes/{mid}.yaml)")
    macros = messages.get("macros", {})
    entries = []
    for m in counted:
        spec = messages["messages"].get(m.id)
        if m.kind not in KINDS or spec is None or (spec.get("pending") and not pending):
            continue
        line = messages["lines"][m.id]
        patterns = [expand(p, macros, line) for p in all_patterns(spec)]
        if spec.get("pending"):
            href, page = f"errors/{m.id}.md", None
        else:
            href, _, page = target(lang, m.id, line)
        anchors = {hid for _, _, hid in headings(page)} if page else set()
        base = href.split("#")[0]
        counts = [(cid, n) for cid, n in m.cause_counts() if cid != census.UNKNOWN]
        entry = {
            "id": m.id,
            "title": m.message,  # the census's own short form of the message (its values left out as ...)
            "href": href,
            "patterns": patterns,
            "needles": [needle(p) for p in patterns],
            "beside": len(patterns) - len(spec.get("beside", [])),  # patterns from this index on are lines beside it
            "total": len(m.reports),
            "causes": [{"id": cid, "text": m.causes[cid][lang], "n": n,
                        "href": f"{base}#{cid}" if cid in anchors else href} for cid, n in counts],
        }
        if spec.get("traceback"):
            entry["traceback"] = [expand(p, macros, line) for p in spec["traceback"]]
        if spec.get("say"):
            entry["say"] = sentences(spec, lang)
        if spec.get("heading"):
            entry["heading"] = spec["heading"]
        rank = [{"cause": r["cause"], "when": r["when"], "note": r["note"][lang]}
                for r in spec.get("rank", []) if r["cause"] in m.causes]
        if rank:
            entry["rank"] = rank
        entries.append(entry)
    return {"lang": lang, "ui": messages["ui"][lang], "entries": entries}


def links(payload: dict) -> list[str]:
    """Every link the results can show (markdown paths from the decode page)."""
    return sorted({e["href"] for e in payload["entries"]} | {c["href"] for e in payload["entries"] for c in e["causes"]})


# --- the page ------------------------------------------------------------------------------------------------------

# The form's look: Material's colours for both schemes, the code font for the pasted text.
CSS = """<style>
.vjp-decoder textarea{box-sizing:border-box;width:100%;min-height:10em;padding:.6em .8em;margin:.4em 0 .8em;
font-family:var(--md-code-font-family);font-size:.8rem;line-height:1.4;color:var(--md-default-fg-color);
background:var(--md-default-bg-color);border:1px solid var(--md-default-fg-color--light);border-radius:.2rem;
resize:vertical}
.vjp-decoder textarea::placeholder{color:var(--md-default-fg-color--light);opacity:1}
.vjp-decoder textarea:focus-visible{outline:2px solid var(--md-accent-fg-color);outline-offset:2px}
.vjp-decoder label{font-weight:700}
.vjp-decoded{border-left:.2rem solid var(--md-primary-fg-color);padding-left:.8rem;margin:1em 0}
.vjp-decoded__matched code{white-space:pre-wrap;word-break:break-word}
</style>"""


def _script_text() -> str:
    """decoder.js, to be inlined: with no "<" before a letter, "/" or "!", which would end the script or, to the
    hooks that split a built page at its tags (vjpkb/html.py), open an element."""
    text = SCRIPT.read_text(encoding="utf-8")
    if m := re.search(r"<[/a-zA-Z!]", text):
        line = text.count("\n", 0, m.start()) + 1
        raise DecoderError(f"{SCRIPT.relative_to(ROOT)}:{line}: '{m[0]}' would read as a tag in the page; write it "
                           "another way")
    return text


def render(parent: etree.Element, lang: str, md: Markdown) -> None:
    payload = data(lang)
    ui = payload["ui"]
    root = etree.SubElement(parent, "div", {"class": "vjp-decoder"})
    form = (f'{CSS}<label for="decoder-input">{html.escape(ui["label"])}</label>'
            f'<textarea id="decoder-input" rows="8" spellcheck="false" autocomplete="off" autocapitalize="off" '
            f'placeholder="{html.escape(ui["placeholder"])}"></textarea>'
            f'<div id="decoder-results" aria-live="polite"><p class="vjp-decoder__hint">{html.escape(ui["empty"])}'
            f'</p></div>')
    etree.SubElement(root, "p").text = md.htmlStash.store(form)
    hidden = etree.SubElement(root, "div", {"hidden": "hidden", "data-decoder-links": ""})
    for key in links(payload):
        etree.SubElement(hidden, "a", {"href": key, "data-k": key})
    blob = json.dumps(payload, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")  # no tag in it
    scripts = f'<script type="application/json">{blob}</script><script>{_script_text()}</script>'
    etree.SubElement(root, "p").text = md.htmlStash.store(scripts)


class DecoderBlock(BlockProcessor):
    def test(self, parent, block):
        return bool(MARKER.match(block.strip()))

    def run(self, parent, blocks):
        lang = MARKER.match(blocks.pop(0).strip())["lang"]
        if lang not in LANGS:
            raise DecoderError(f"[[decoder {lang}]]: {lang} is not one of the site's languages {LANGS}")
        render(parent, lang, self.parser.md)


class DecoderExtension(Extension):
    def extendMarkdown(self, md: Markdown) -> None:
        md.parser.blockprocessors.register(DecoderBlock(md.parser), "vjpkb_decoder", 95)  # before paragraphs


def makeExtension(**kwargs) -> DecoderExtension:
    return DecoderExtension(**kwargs)


if __name__ == "__main__":
    json.dump(data(sys.argv[1] if len(sys.argv) > 1 else LANGS[0]), sys.stdout, ensure_ascii=False, indent=1)
