"""The offline error decoder (issue 28): docs/research/messages.yaml and the census (vjpkb/decoder.py's data) read by
docs/assets/decoder.js, run here in Node on the very file the decode page inlines; the page itself in Chromium.

The corpora are the site's own outputs (every error and warning a snippet prints decodes to the gallery page that
shows it, in both languages) and the census's real pastes (the `quote` of every report, read from the census files
at each run); the parameters' sentences are checked on the examples messages.yaml declares beside each message.
"""

from __future__ import annotations

import functools
import json
import re
import shutil
import subprocess
import zipfile

import pytest

from vjpkb import DOCS, LANGS, ROOT, census, includes, page_path, rel, snippet_files
from vjpkb import decoder
from vjpkb.outputs import QUOTES, strip_outputs

NODE = shutil.which("node")
SHARE = 0.95  # issue 28: at least this share of the census's quotes decode to their own message

# Reads the data (argv[3]) and a JSON list of texts (stdin); writes, per text, what decode() returned and its time.
RUNNER = r"""
const fs = require('fs');
const { decode, TESTS } = require(process.argv[2]);
const data = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));
const texts = JSON.parse(fs.readFileSync(0, 'utf8'));
const out = texts.map((t) => {
  const start = process.hrtime.bigint();
  const r = decode(t, data);
  r.ms = Number(process.hrtime.bigint() - start) / 1e6;
  return r;
});
process.stdout.write(JSON.stringify({ results: out, tests: Object.keys(TESTS) }));
"""


@functools.cache
def messages() -> dict:
    return decoder.load()


@functools.cache
def counted() -> tuple:
    return tuple(census.load())


@pytest.fixture(scope="module")
def node(tmp_path_factory):
    """decode(texts, lang) -> decoder.js's results in Node, on the data of that language's page (messages still
    pending a page included, so their patterns are measured too)."""
    if NODE is None:
        pytest.fail("no `node` on PATH: Node.js 20 runs docs/assets/decoder.js for these tests", pytrace=False)
    folder = tmp_path_factory.mktemp("decoder")
    runner = folder / "run.cjs"
    runner.write_text(RUNNER, encoding="utf-8")
    for lang in LANGS:
        (folder / f"{lang}.json").write_text(json.dumps(decoder.data(lang, pending=True), ensure_ascii=False),
                                             encoding="utf-8")

    def run(texts: list[str], lang: str = "en", tests: bool = False):
        done = subprocess.run([NODE, str(runner), str(decoder.SCRIPT), str(folder / f"{lang}.json")],
                              input=json.dumps(texts), capture_output=True, text=True, check=True)
        out = json.loads(done.stdout)
        return out["tests"] if tests else out["results"]

    return run


def ids(result: dict) -> list[str]:
    return [r["id"] for r in result["results"]]


# --- the data ------------------------------------------------------------------------------------------------------


def test_every_census_message_has_patterns_and_a_page_or_is_pending():
    """Every census message that is an error or a warning is declared in messages.yaml; one whose gallery page does
    not exist yet is marked pending (kept off the page), and a pending one whose page exists is not."""
    declared = messages()["messages"]
    lines = messages()["lines"]
    missing, stale, unpaged = [], [], []
    for m in counted():
        if m.kind not in decoder.KINDS:
            continue
        spec = declared.get(m.id)
        paged = all((DOCS / lang / "errors" / f"{m.id}.md").is_file() for lang in LANGS)
        if spec is None or not spec.get("patterns"):
            missing.append(f"{m.id} ({rel(m.path)}): no patterns in {rel(decoder.MESSAGES)}")
        elif spec.get("pending") and paged:
            stale.append(f"{decoder._where(lines[m.id])}: {m.id} has its page now: remove `pending`")
        elif not spec.get("pending") and not paged:
            unpaged.append(f"{decoder._where(lines[m.id])}: {m.id} has no page docs/<lang>/errors/{m.id}.md")
    pending = sorted(mid for mid, spec in declared.items() if spec.get("pending"))
    print(f"\ndecoder: {len(declared) - len(pending)} messages on the page, pending a gallery page: {pending}")
    assert not missing + stale + unpaged, "\n".join(missing + stale + unpaged)


def test_a_message_without_its_page_stops_the_build_naming_the_line():
    with pytest.raises(decoder.DecoderError, match=r"docs/research/messages\.yaml:42: no-such-message: no page "
                                                   r"docs/en/errors/no-such-message\.md"):
        decoder.target("en", "no-such-message", 42)
    broken = {**messages(), "messages": {**messages()["messages"], "no-such-message": {"patterns": ["x"]}},
              "lines": {**messages()["lines"], "no-such-message": 7}}
    with pytest.raises(decoder.DecoderError, match=r"messages\.yaml:7: no-such-message is not a census id"):
        decoder.data("en", broken, list(counted()))


def test_the_causes_come_from_the_census_in_its_order_and_link_to_their_section_where_the_page_has_one():
    for lang in LANGS:
        for entry in decoder.data(lang)["entries"]:
            m = next(m for m in counted() if m.id == entry["id"])
            order = [cid for cid, _ in m.cause_counts() if cid != census.UNKNOWN]
            assert [c["id"] for c in entry["causes"]] == order, entry["id"]
            assert all(c["text"] == m.causes[c["id"]][lang] for c in entry["causes"])
            page = DOCS / lang / entry["href"].split("#")[0]
            anchors = {hid for _, _, hid in decoder.headings(page)}
            for c in entry["causes"]:
                assert c["href"] == (f"{entry['href']}#{c['id']}" if c["id"] in anchors else entry["href"]), c


def test_every_ranking_rule_and_sentence_names_what_its_message_declares(node):
    """A rule names a cause of the census and a test decoder.js has; a sentence or a note names only parameters
    that the message's patterns capture."""
    known_tests = set(node([], tests=True))
    bad = []
    for mid, spec in messages()["messages"].items():
        where = decoder._where(messages()["lines"][mid])
        m = next(m for m in counted() if m.id == mid)
        groups = set(re.findall(r"\(\?<(\w+)>", " ".join(decoder.all_patterns(spec) + spec.get("traceback", []))))

        def tests_of(when):
            return [when["test"], *(t for sub in when.get("tests", []) for t in tests_of(sub))]

        said = [s for lang in LANGS for s in decoder.sentences(spec, lang)]
        for when in [r["when"] for r in spec.get("rank", [])] + [s["when"] for s in said if isinstance(s, dict)]:
            bad += [f"{where}: {mid}: unknown test {t!r}" for t in tests_of(when) if t not in known_tests]
        for rule in spec.get("rank", []):
            if rule["cause"] not in m.causes:
                bad.append(f"{where}: {mid}: rank names {rule['cause']!r}, not a cause in {rel(m.path)}")
        templates = [s["text"] if isinstance(s, dict) else s for s in said] + spec.get("heading", [])
        templates += [r["note"][lang] for r in spec.get("rank", []) for lang in LANGS]
        if spec.get("heading") and re.search(r"\{\w+", spec["heading"][-1]):
            bad.append(f"{where}: {mid}: the last heading uses parameters: {spec['heading'][-1]}")
        for template in templates:
            named = {n for pair in re.findall(r"\{(\w+)(?:-(\w+))?(?:\|\w+)?\}", template) for n in pair if n}
            if named - groups:
                bad.append(f"{where}: {mid}: {sorted(named - groups)} are not groups of its patterns: {template}")
        if groups and spec.get("say") and not spec.get("examples"):
            bad.append(f"{where}: {mid}: has parameters and sentences but no examples")
    assert not bad, "\n".join(bad)


# --- corpus 1: the site's own outputs ------------------------------------------------------------------------------

ERRORISH = re.compile(r"\w*(?:Error|Warning|Exception)\b|\bUnsupported\b|not implemented|\bExpected\b")
CODE_SPAN = re.compile(r"(`+)(?!`)(.+?)(?<!`)\1(?!`)")


def printed(snippet) -> list[str]:
    """What each print() of a snippet printed, as stored under it (vjpkb/outputs.py's format)."""
    out, block, indent = [], None, 0
    for line in snippet.read_text(encoding="utf-8").splitlines():
        stripped = line.strip()
        if block is not None:
            if stripped in QUOTES:
                out.append("\n".join(block))
                block = None
            else:
                block.append(line[indent:])
        elif stripped in QUOTES:
            block, indent = [], len(line) - len(line.lstrip())
        elif stripped.startswith("#>"):
            out.append(stripped[3:])
    return out


def head(text: str, result: dict | None = None) -> str:
    """A message's first words, after the exception's name, numbers blanked, and the values the decoder read in it
    (`result`: its decode) too: two texts with one head are the same message with other values."""
    for value in sorted(((result or {}).get("results") or [{}])[0].get("params", {}).values(), key=len, reverse=True):
        if len(value) > 1:
            text = text.replace(value, "#")
    text = re.split(r"\b\w*(?:Error|Warning|Exception|Unsupported)\s*:\s*", text)[-1]
    return " ".join(re.sub(r"\d+", "#", text.lower()).split()[:8])


def own(text: str, code: str) -> bool:
    """The snippet raised it itself (`raise ValueError(f"pruning with ...")`): its first words are in the code."""
    body = re.split(r"\b\w*(?:Error|Warning|Exception)\s*:\s*", text)[-1]
    start = re.split(r"[\d{]", body)[0]  # up to the first value
    return len(start) >= 12 and start in code


def site_messages() -> list[tuple[str, str]]:
    """(snippet, text) for every error or warning text a snippet prints: not anomaly mode's context lines, nor an
    exception the snippet's own code raises."""
    context = [re.compile(c) for c in messages()["context"]]
    out = []
    for f in snippet_files():
        code = strip_outputs(f.read_text(encoding="utf-8"))[0]
        out += [(rel(f), t) for t in printed(f) if len(t.split()) >= 4 and ERRORISH.search(t)
                and not any(c.search(t) for c in context) and not own(t, code)]
    return out


def gallery(lang: str, node) -> dict[str, set[str]]:
    """head -> the gallery pages (census ids) that show a message with that head: printed by a snippet the page
    includes, or quoted in its text."""
    texts = site_messages()
    pairs = []
    for m in counted():
        page = DOCS / lang / "errors" / f"{m.id}.md"
        if m.kind not in decoder.KINDS or not page.is_file():
            continue
        snippets = {inc.split(":")[0] for inc in includes(page)}
        quoted = [c[2] for c in CODE_SPAN.finditer(page.read_text(encoding="utf-8")) if len(c[2].split()) >= 4]
        pairs += [(m.id, text) for text in [t for f, t in texts if f in snippets] + quoted]
    shown: dict[str, set[str]] = {}
    for (mid, text), result in zip(pairs, node([text for _, text in pairs], lang)):
        shown.setdefault(head(text, result), set()).add(mid)
    return shown


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_a_snippet_prints_decodes_to_the_gallery_page_that_shows_it(node, lang):
    """Each error or warning text printed by a snippet that a gallery page shows (or quotes) is recognized as that
    page's message, and linked to that page of this language. A text no gallery page shows (a topic page's other
    errors) is not asserted on; they are listed."""
    texts = site_messages()
    shown = gallery(lang, node)
    results = node([t for _, t in texts], lang)
    wrong, free = [], []
    for (snippet, text), result in zip(texts, results):
        expected = shown.get(head(text, result))
        got = result["results"][:1]
        if not expected:
            free.append(f"  {snippet}: {ids(result) or 'not recognized'}: {text[:80]}")
        elif not got or got[0]["id"] not in expected or got[0]["href"] != f"errors/{got[0]['id']}.md":
            wrong.append(f"{snippet}: {text[:100]!r} decoded to {ids(result)}, shown on {sorted(expected)}")
    print(f"\n{lang}: {len(texts) - len(free)} texts shown in the gallery decoded; {len(free)} texts no gallery page "
          "shows:\n" + "\n".join(free))
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_a_gallery_page_quotes_decodes_to_it(node, lang):
    """The texts a gallery page quotes as messages (in backquotes: today's wording, the older ones its history block
    lists, the lines printed beside it) decode to that page, or to a page that shows a message with the same head (a
    page may quote another entry's message to tell the two apart)."""
    context = [re.compile(c) for c in messages()["context"]]
    shown = gallery(lang, node)
    quoted = [(m.id, c[2].strip()) for m in counted() if m.kind in decoder.KINDS
              and (page := DOCS / lang / "errors" / f"{m.id}.md").is_file()
              for c in CODE_SPAN.finditer(page.read_text(encoding="utf-8"))
              if len(c[2].split()) >= 4 and ERRORISH.search(c[2]) and not any(x.search(c[2]) for x in context)]
    results = node([text for _, text in quoted], lang)
    wrong = [f"docs/{lang}/errors/{mid}.md: {text[:100]!r} decoded to {ids(r)}" for (mid, text), r in zip(quoted, results)
             if not ids(r) or (ids(r)[0] != mid and ids(r)[0] not in shown.get(head(text, r), ()))]
    assert quoted and not wrong, "\n".join(wrong)


# --- corpus 2: real pastes -----------------------------------------------------------------------------------------


def test_the_census_quotes_decode_to_their_own_message(node):
    """The `quote` of every report (the message as the reporter pasted it) decodes to its census file's message,
    first of the results; the share is printed, with the ones that do not."""
    quotes = [(m.id, r) for m in counted() if m.kind in decoder.KINDS for r in m.reports if r.quote]
    results = node([r.quote for _, r in quotes])
    failed = [f"  {mid}: {ids(res) or 'not recognized'}: {r.quote[:110]!r} ({r.link})"
              for (mid, r), res in zip(quotes, results) if ids(res)[:1] != [mid]]
    share = 1 - len(failed) / max(len(quotes), 1)
    print(f"\ncensus quotes decoded to their own message: {len(quotes) - len(failed)} of {len(quotes)} "
          f"({100 * share:.1f} %); the others:\n" + "\n".join(failed))
    assert quotes and share >= SHARE, f"{100 * share:.1f} % of the census's quotes decoded right, target {SHARE:.0%}"


def quote(mid: str) -> str:
    m = next(m for m in counted() if m.id == mid)
    return max((r.quote for r in m.reports if r.quote), key=len)


def test_hard_pastes_a_traceback_a_warning_line_and_a_wrapped_message(node):
    """Built from the census's own quotes: the message in the middle of a long traceback; a UserWarning as Python
    prints it, with its file and line; a message wrapped by another library's exception, cut over lines; a message
    cut short, as an issue's title is."""
    frames = "".join(f'  File "/opt/conda/lib/python3.10/site-packages/lib/module_{i}.py", line {i * 7}, in step_{i}\n'
                     f"    out = self.layer_{i}(out)\n" for i in range(150))
    traceback = (f"Traceback (most recent call last):\n{frames}{quote('inplace-modified')}\n\n"
                 "During handling of the above exception, another exception occurred:\n\n" + frames[:4000])
    warning = (f"/usr/lib/python3/site-packages/train.py:88: UserWarning: {quote('non-leaf-grad')}\n"
               "  print(hidden.grad)\n")
    wrapped = ("ray.exceptions.RayTaskError(RuntimeError): ray::TrainWorker.train() (pid=4242, ip=10.0.0.7)\n"
               "  File \"/home/user/trainer.py\", line 12, in train\n"
               f"lightning.fabric.utilities.exceptions.MisconfigurationException: {quote('no-grad-fn')}"
               .replace(" does not ", "\n  does not "))
    title = "element 0 of tensors does not require grad and does not have a grad_f"  # an issue title, cut short
    results = node([traceback, warning, wrapped, title])
    assert [ids(r) for r in results] == [["inplace-modified"], ["non-leaf-grad"], ["no-grad-fn"], ["no-grad-fn"]], \
        results


def wording(mid: str) -> str:
    """A message's current wording with example values: the title of its gallery page (English), as torch 2.13.0
    words it."""
    page = DOCS / "en" / "errors" / f"{mid}.md"
    return decoder._plain(next(t for level, t, _ in decoder.headings(page) if level == 1))


def test_a_message_cut_short_still_decodes_to_it(node):
    """Each message's current wording, cut at 80 % of its length (an issue title, a truncated log line), decodes to
    that message, first; where the cut text is also the start of another message's wording, it shows both. The
    whole wording decodes to it too."""
    mids = [m.id for m in counted() if m.kind in decoder.KINDS and (DOCS / "en" / "errors" / f"{m.id}.md").is_file()]
    words = {mid: " ".join(wording(mid).split()) for mid in mids}
    cuts = {mid: w[:int(len(w) * 0.8)] for mid, w in words.items()}
    results = node([cuts[mid] for mid in mids] + [words[mid] for mid in mids])
    bad = []
    for mid, cut, whole in zip(mids, results, results[len(mids):]):
        shared = {o for o, w in words.items() if o != mid and w.lower().startswith(cuts[mid].lower())}
        if mid not in ids(cut) or not set(ids(cut)[:ids(cut).index(mid)]) <= shared or not shared <= set(ids(cut)):
            bad.append(f"{mid}: {cuts[mid]!r} decoded to {ids(cut) or 'not recognized'}")
        if ids(whole)[:1] != [mid]:
            bad.append(f"{mid}: {words[mid]!r} decoded to {ids(whole) or 'not recognized'}")
    assert mids and not bad, "\n".join(bad)


VALUE = re.compile(r"[\w.:]*(?:\d|[a-z][A-Z])[\w.:]*")  # a number, a device, a node's or a Function's name


def test_the_heading_shows_the_pasted_values_or_none(node):
    """The heading of a result is the message with the values of the paste: a number, a device, a function's name
    or a quoted value in it is in the paste (or in the fixed words of the message's heading templates), never the
    census's example values (`at index 1`, `'SqrtBackward0'`) for a paste that has other values or none."""
    pastes = [r.quote for m in counted() if m.kind in decoder.KINDS for r in m.reports if r.quote]
    pastes += [ex["paste"] for _, ex in examples()]
    bad = []
    for paste, result in zip(pastes, node(pastes)):
        flat = " ".join(paste.split()).lower()
        for r in result["results"]:
            fixed = " ".join(re.sub(r"\{\w+\}", " ", t) for t in messages()["messages"][r["id"]].get("heading", []))
            values = VALUE.findall(r["title"]) + [q for q in re.findall(r"'([^']*)'", r["title"]) if re.search(r"\w", q)]
            if stray := [v for v in values if v.lower() not in flat and v.lower() not in fixed.lower()]:
                bad.append(f"{r['id']}: heading {r['title']!r} shows {stray}, not in {paste[:100]!r}")
    assert not bad, "\n".join(sorted(set(bad)))


# A fresh tester's pastes (tracebacks the decoder's authors had not seen), and what each must give: the message, its
# heading, words its sentence has and has not, the start of the quoted line, whether a cause is ranked first.
TESTER = [
    # an issue title, cut short
    dict(paste="element 0 of tensors does not require grad and does not have a grad_f", id="no-grad-fn",
         heading="element 0 of tensors does not require grad and does not have a grad_fn", says=["first tensor"]),
    # a built-in node returned the gradient: not a gradient the reader passed
    dict(paste="Traceback (most recent call last):\n  File \"train.py\", line 41, in <module>\n    loss.backward()\n"
               "RuntimeError: Function MulBackward0 returned an invalid gradient at index 0 - expected device cuda:0 "
               "but got cuda:1", id="gradient-device",
         heading="Function MulBackward0 returned an invalid gradient at index 0 - expected device cuda:0 but got cuda:1",
         says=["backward function `MulBackward0`", "on `cuda:1`", "on `cuda:0`", "extension"], not_says=["you passed "],
         quote="Function MulBackward0 returned"),
    # torch 1.x's type wording, one device, two dtypes: a dtype sentence and heading
    dict(paste="RuntimeError: invalid gradient at index 0 - expected type torch.cuda.FloatTensor but got "
               "torch.cuda.LongTensor", id="gradient-device",
         heading="invalid gradient at index 0 - expected type torch.cuda.FloatTensor but got torch.cuda.LongTensor",
         says=["`torch.cuda.LongTensor`", "the dtype is not", "output's dtype"], not_says=["output's device", "is on"]),
    dict(paste="RuntimeError: Function AddBackward0 returned an invalid gradient at index 1 - expected type "
               "torch.cuda.FloatTensor but got torch.cuda.DoubleTensor", id="gradient-device",
         heading="Function AddBackward0 returned an invalid gradient at index 1 - expected type torch.cuda.FloatTensor "
                 "but got torch.cuda.DoubleTensor", says=["`AddBackward0`", "the dtype is not"], not_says=["you passed"]),
    # a space before the node's number; a gap of 1 between the versions ranks no cause (an op's output: not a leaf)
    dict(paste="RuntimeError: one of the variables needed for gradient computation has been modified by an inplace "
               "operation: [torch.cuda.FloatTensor [64, 256]], which is output 0 of ReluBackward 0, is at version 2; "
               "expected version 1 instead. Hint: the backtrace further above shows the operation that failed",
         id="inplace-modified", says=["`ReluBackward 0`", "`[64, 256]`", "so 1 since"], ranked=False),
    # no operation named: a leaf (autograd names the node only of a tensor that has one), a parameter most often
    dict(paste="RuntimeError: one of the variables needed for gradient computation has been modified by an inplace "
               "operation: [torch.FloatTensor [768]] is at version 2; expected version 1 instead.",
         id="inplace-modified", says=["so 1 since", "it is a leaf"], ranked=True),
    # a library's own Function returned nan; a division
    dict(paste="RuntimeError: Function 'All2All_Seq_Req_WaitBackward' returned nan values in its 0th output.",
         id="returned-nan", heading="Function 'All2All_Seq_Req_WaitBackward' returned nan values in its 0th output",
         says=["hand-written `backward` returned `nan`"], not_says=["operation behind"]),
    dict(paste="RuntimeError: Function 'DivBackward0' returned nan values in its 1th output.", id="returned-nan",
         heading="Function 'DivBackward0' returned nan values in its 1th output", says=["0/0 or x/0", "second output"]),
    dict(paste="RuntimeError: Function 'PowBackward1' returned nan values", id="returned-nan",
         heading="Function 'PowBackward1' returned nan values", says=["an output of `PowBackward1`"]),
    # a warning first: the quote is the error's line
    dict(paste="/opt/conda/lib/python3.10/site-packages/torch/utils/checkpoint.py:31: UserWarning: None of the inputs "
               "have requires_grad=True. Gradients will be None\n  warnings.warn(\nTraceback (most recent call last):\n"
               "  File \"finetune.py\", line 210, in <module>\n    loss.backward()\nRuntimeError: element 0 of tensors "
               "does not require grad and does not have a grad_fn", id="no-grad-fn",
         quote="element 0 of tensors does not require grad"),
    dict(paste="/usr/lib/python3/dist-packages/torch/nn/parallel/_functions.py:68: UserWarning: Was asked to gather "
               "along dimension 0, but all input tensors were scalars; will instead unsqueeze and return a vector.\n"
               "  warnings.warn('Was asked to gather along dimension 0, but all '\nRuntimeError: grad can be implicitly "
               "created only for scalar outputs", id="implicit-scalar",
         quote="grad can be implicitly created only for scalar outputs", ranked=True),
    # no index in the paste: none in the heading
    dict(paste="RuntimeError: One of the differentiated Tensors appears to not have been used in the graph. Set "
               "allow_unused=True if this is the desired behavior.", id="unused-input",
         heading="One of the differentiated Tensors appears to not have been used in the graph",
         says=["allow_unused=True"], not_says=["index"]),
]


def test_a_fresh_testers_pastes(node):
    results = node([t["paste"] for t in TESTER])
    bad = []
    for t, result in zip(TESTER, results):
        if ids(result)[:1] != [t["id"]]:
            bad.append(f"{t['paste'][:70]!r}: decoded to {ids(result)}, not {t['id']}")
            continue
        r = result["results"][0]
        sentence = r["sentence"] or ""
        if "heading" in t and r["title"] != t["heading"]:
            bad.append(f"{t['id']}: heading {r['title']!r}, expected {t['heading']!r}")
        bad += [f"{t['id']}: the sentence lacks {w!r}: {sentence}" for w in t.get("says", []) if w not in sentence]
        bad += [f"{t['id']}: the sentence has {w!r}: {sentence}" for w in t.get("not_says", []) if w in sentence]
        if "quote" in t and not r["matched"].startswith(t["quote"]):
            bad.append(f"{t['id']}: quotes {r['matched'][:80]!r}, expected {t['quote']!r}")
        if "ranked" in t and bool(r["causes"] and r["causes"][0].get("note")) != t["ranked"]:
            bad.append(f"{t['id']}: first cause {r['causes'][0]}, ranked expected {t['ranked']}")
    assert not bad, "\n".join(bad)


TRIAL = ROOT / "docs" / "research" / "decoder-trial.yaml"


@pytest.mark.parametrize("lang", LANGS)
def test_a_fresh_testers_real_tracebacks_decode_to_their_message_and_cause(node, lang):
    """Ten real tracebacks as their reporters pasted them (docs/research/decoder-trial.yaml): each decodes to its
    message alone, in both languages, and the ones whose reporter's cause the decoder ranks first keep it first."""
    import yaml

    rows = yaml.safe_load(TRIAL.read_text(encoding="utf-8"))
    assert len(rows) == 10, f"{rel(TRIAL)}: {len(rows)} rows"
    bad = []
    for row, result in zip(rows, node([r["text"] for r in rows], lang)):
        if ids(result) != [row["message"]]:
            bad.append(f"{row['link']}: decoded to {ids(result)}, not [{row['message']!r}]")
        elif "first" in row and result["results"][0]["causes"][0]["id"] != row["first"]:
            bad.append(f"{row['link']}: first cause {result['results'][0]['causes'][0]['id']}, not {row['first']}")
    assert not bad, f"{rel(TRIAL)} ({lang}):\n" + "\n".join(bad)


def test_a_paste_with_two_messages_shows_both_in_the_order_they_appear(node):
    text = f"step 1\n{quote('use-reentrant')}\nstep 2\n{quote('backward-twice')}"
    (result,) = node([text])
    assert ids(result) == ["use-reentrant", "backward-twice"]


def test_one_message_that_matches_two_entries_shows_both(node):
    """torch 1.x's TensorOptions form names both the device and the layout: when both differ, both pages."""
    text = ("RuntimeError: Function AddBackward0 returned an invalid gradient at index 1 - expected type "
            "TensorOptions(dtype=float, device=cpu, layout=Sparse, requires_grad=false) but got "
            "TensorOptions(dtype=float, device=cuda:0, layout=Strided, requires_grad=false)")
    (result,) = node([text])
    assert sorted(ids(result)) == ["gradient-device", "gradient-layout"], ids(result)


def test_the_marker_becomes_the_form_the_data_and_the_script():
    """What the extension writes for `[[decoder en]]` (the build renders it on both decode pages): the stable hooks,
    the data as JSON with no "<" in it, decoder.js itself, and a hidden link for every target the results use."""
    import markdown

    html = markdown.Markdown(extensions=[decoder.DecoderExtension()]).convert("Text.\n\n[[decoder en]]\n\nMore.")
    assert 'id="decoder-input"' in html and '<div id="decoder-results" aria-live="polite">' in html
    blob = re.search(r'<script type="application/json">(.*?)</script>', html, re.S)[1]
    assert "<" not in blob and json.loads(blob) == json.loads(json.dumps(decoder.data("en")))
    assert f"<script>{decoder.SCRIPT.read_text(encoding='utf-8')}</script>" in html
    hrefs = set(re.findall(r'<a data-k="([^"]+)" href="\1"></a>', html))
    assert hrefs == set(decoder.links(decoder.data("en"))) and "[[decoder" not in html


# --- parameters ----------------------------------------------------------------------------------------------------


def examples() -> list[tuple[str, dict]]:
    return [(mid, ex) for mid, spec in messages()["messages"].items() for ex in spec.get("examples", [])]


@pytest.mark.parametrize("lang", LANGS)
def test_the_sentence_uses_the_pasted_values(node, lang):
    """For each message with parameters, each example paste in messages.yaml decodes to it with a sentence that
    shows the pasted values (in the reader's language) and, where the example says, the cause they point to
    first."""
    cases = examples()
    results = node([ex["paste"] for _, ex in cases], lang)
    bad = []
    for (mid, ex), result in zip(cases, results):
        if ids(result)[:1] != [mid]:
            bad.append(f"{mid}: {ex['paste'][:80]!r} decoded to {ids(result)}")
            continue
        r = result["results"][0]
        missing = [s for s in ex["shows"][lang] if s not in (r["sentence"] or "")]
        if missing:
            bad.append(f"{mid}: the sentence lacks {missing}: {r['sentence']}")
        if ex.get("first") and (not r["causes"] or r["causes"][0]["id"] != ex["first"] or not r["causes"][0]["note"]):
            bad.append(f"{mid}: first cause {[c['id'] for c in r['causes']][:2]}, expected {ex['first']} with a note")
    assert not bad, "\n".join(bad)


def test_the_example_of_the_issue_reads_as_it_asks(node):
    text = ("Mismatch in shape: grad_output[0] has a shape of torch.Size([4]) and output[0] has a shape of "
            "torch.Size([4, 4])")
    (en,), (zh,) = (node([text], lang)[0]["results"] for lang in LANGS[::-1])
    assert en["sentence"].startswith("The first tensor you passed as `grad_outputs`")
    assert "has shape `(4,)`, while the output it pairs with has shape `(4, 4)`: it must have shape `(4, 4)`" \
        in en["sentence"]
    assert "第 1 个张量形状是 `(4,)`" in zh["sentence"] and "它必须是 `(4, 4)`" in zh["sentence"]


# --- what it does not know -----------------------------------------------------------------------------------------

UNRELATED = [
    "Traceback (most recent call last):\n  File \"train.py\", line 3, in <module>\n    import torchvision\n"
    "ModuleNotFoundError: No module named 'torchvision'",
    "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB. GPU 0 has a total capacity of 79.19 GiB",
    "RuntimeError: mat1 and mat2 shapes cannot be multiplied (64x512 and 256x10)",
    "RuntimeError: the derivative for 'target' is not implemented",  # a first derivative: not the gallery's entry
    "ValueError: Expected more than 1 value per channel when training, got input size torch.Size([1, 8])",
]


def test_an_unrelated_error_or_an_empty_paste_is_not_recognized(node):
    results = node(UNRELATED + ["", "   \n\t  "])
    assert [ids(r) for r in results] == [[]] * len(results), [ids(r) for r in results]
    assert [r["empty"] for r in results] == [False] * len(UNRELATED) + [True, True]
    assert results[0]["query"] == "ModuleNotFoundError: No module named 'torchvision'"  # what the search link asks


def test_a_megabyte_of_text_is_decoded_at_once(node):
    """1 MB of log lines with no message: "not recognized" quickly (the time is printed); the same with a message
    at its very end: found."""
    line = "epoch 3 step 1200 loss 0.4312 lr 3.0e-04 grad_norm 1.27 tokens/s 51234 (RuntimeError count: 0)\n"
    text = line * (1_000_000 // len(line))
    nothing, found = node([text, text + quote("implicit-scalar")])
    print(f"\n1 MB paste in Node: {nothing['ms']:.1f} ms (not recognized), {found['ms']:.1f} ms (message at the end)")
    assert ids(nothing) == [] and ids(found) == ["implicit-scalar"]
    assert nothing["ms"] < 1000 and found["ms"] < 1000


# --- the page, in Chromium -----------------------------------------------------------------------------------------

PASTE = ("Traceback (most recent call last):\n  File \"demo.py\", line 9, in <module>\n    y.backward(v)\n"
         "RuntimeError: Mismatch in shape: grad_output[0] has a shape of torch.Size([4]) and output[0] has a shape "
         "of torch.Size([8, 4]).")
RESULTS = """() => [...document.querySelectorAll('#decoder-results a')].map(a => a.href)"""
MEGABYTE = """() => { const input = document.getElementById('decoder-input');
  input.value = 'epoch 3 step 1200 loss 0.4312 lr 3.0e-04 grad_norm 1.27\\n'.repeat(18000);
  const start = performance.now(); input.dispatchEvent(new Event('input', {bubbles: true}));
  return [performance.now() - start, document.getElementById('decoder-results').innerText]; }"""


@pytest.mark.browser
def test_the_decode_page_decodes_a_paste_in_each_language_and_offline(page, site_url, built_site, tmp_path):
    """Served, in both languages: a traceback typed (pasted) into #decoder-input gives, in #decoder-results, a link to
    the message's gallery page and to its causes, the sentence with the pasted shapes, and keyboard focus moves from
    the text area to that link; nothing is requested; axe finds nothing in the filled page (light, then dark). 1 MB
    of text: "not recognized", timed. From the offline copy (file://): the same paste, linked to the .html page."""
    from tests.browser import axe_findings

    requests = []
    page.on("request", lambda r: requests.append(r.url))
    for lang in LANGS:
        page.goto(site_url + page_path(lang, "decode"), wait_until="load")
        page.emulate_media(color_scheme="light")
        field = page.locator("#decoder-input")
        field.focus()
        page.keyboard.insert_text(PASTE)
        links = page.evaluate(RESULTS)
        assert links and links[0] == site_url + page_path(lang, "errors/shape-mismatch"), links
        text = page.locator("#decoder-results").inner_text()
        assert "(4,)" in text and "(8, 4)" in text, text
        page.keyboard.press("Tab")
        assert page.evaluate("document.activeElement.href") == links[0], "Tab does not reach the first result"
        if lang == LANGS[-1]:  # the results as a reader sees them (Material draws a focused link in its accent)
            page.evaluate("document.activeElement.blur()")
            assert not axe_findings(page), axe_findings(page)
            page.locator("form[data-vjp-palette] label:visible").first.click()
            assert not axe_findings(page, ["color-contrast", "link-in-text-block"])
            ms, shown = page.evaluate(MEGABYTE)
            print(f"\n1 MB paste in Chromium: {ms:.1f} ms")
            none = decoder.load()["ui"][lang]["none"].split("{")[0]
            assert none in shown and ms < 2000, (ms, shown[:200])
            search = page.locator("#decoder-results a").get_attribute("href")
            assert search == "?q=epoch%203%20step%201200%20loss%200.4312%20lr%203.0e-04%20grad_norm%201.27", search
    assert all(u.startswith((site_url, "data:")) for u in requests), [u for u in requests if not u.startswith(site_url)]

    with zipfile.ZipFile(built_site / "vjp-kb-offline.zip") as archive:
        archive.extractall(tmp_path)
    (root,) = [p for p in tmp_path.iterdir() if p.is_dir()]
    page.goto((root / "decode.html").as_uri(), wait_until="load")
    page.locator("#decoder-input").fill(PASTE)
    links = page.evaluate(RESULTS)
    assert links and links[0] == (root / "errors" / "shape-mismatch.html").as_uri(), links
