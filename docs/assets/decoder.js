/* The offline error decoder of the decode page (docs/zh/decode.md, docs/en/decode.md; issue 28). vjpkb/decoder.py
   writes its data into the page (a JSON script element, generated from docs/research/messages.yaml and the census)
   and this file after it, inline, so the page works from file:// and asks nothing of the network. Every paste is
   decoded at once, in the browser. tests/test_decoder.py runs this same file in Node (module.exports below) and the
   page in Chromium. No dependency. Inline in the page, it holds no "<" before a letter or "/" (vjpkb/decoder.py
   checks): the hooks that read a built page's HTML split it at its tags. */
(function () {
  'use strict';

  // --- parameters ---------------------------------------------------------------------------------------------------

  /** The dimensions of a shape as torch prints it, torch.Size([4, 4]) or [4, 4]: ['4', '4']; null if none. */
  function dims(text) {
    const m = /\[([^\]]*)\]/.exec(text || '');
    return m ? m[1].split(',').map((d) => d.trim()).filter(Boolean) : null;
  }

  const tuple = (d) => (d.length === 1 ? `(${d[0]},)` : `(${d.join(', ')})`);
  const WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

  function ordinal(index, lang) {
    const n = index + 1;
    if (lang === 'zh') return `第 ${n} 个`;
    if (n <= WORDS.length) return WORDS[n - 1];
    const teen = n % 100 >= 11 && n % 100 <= 13;
    return n + (teen ? 'th' : { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] || 'th');
  }

  const FILTERS = {
    shape: (v) => { const d = dims(v); return d ? tuple(d) : v; },
    batched: (v) => { const d = dims(v); return d ? `(${['N'].concat(d).join(', ')})` : v; },
    ord: (v, lang) => ordinal(Number(v), lang),
    one: (v) => String(Number(v) + 1),
  };

  const PLACEHOLDER = /\{(\w+)(?:-(\w+))?(?:\|(\w+))?\}/g;

  /** The template with the parameters put in; null if one it names was not found in the paste. */
  function fill(template, params, lang) {
    let missing = false;
    const text = template.replace(PLACEHOLDER, (all, name, minus, filter) => {
      const value = params[name];
      if (value === undefined || (minus && params[minus] === undefined)) { missing = true; return all; }
      if (minus) return String(Number(value) - Number(params[minus]));
      return filter ? FILTERS[filter](value, lang) : value;
    });
    return missing ? null : text;
  }

  const asShape = (v) => { const d = dims(v); return d ? tuple(d) : String(v); };
  const NUMBER = /^\d+$/;

  /** The tests a ranking rule of messages.yaml may name (its header documents them). */
  const TESTS = {
    tail: (p, r) => {
      const a = dims(p[r.of]), b = dims(p[r.in]);
      return !!a && !!b && b.length === a.length + 1 && b.slice(1).join() === a.join();
    },
    same: (p, r) => p[r.a] !== undefined && p[r.b] !== undefined && asShape(p[r.a]) === asShape(p[r.b]),
    equal: (p, r) => p[r.param] !== undefined && asShape(p[r.param]) === asShape(r.value),
    'zero-first': (p, r) => { const d = dims(p[r.param]); return !!d && d[0] === '0'; },
    match: (p, r) => p[r.param] !== undefined && new RegExp(r.pattern, 'i').test(p[r.param]),
    'at-least': (p, r) => NUMBER.test(p[r.a] || '') && NUMBER.test(p[r.b] || '')
      && Number(p[r.a]) >= Number(p[r.b]) + (r.by || 0),
    absent: (p, r) => p[r.param] === undefined,
    both: (p, r) => r.tests.every((t) => holds(p, t)),
  };

  function holds(params, when) {
    const test = TESTS[when.test];
    if (!test) throw new Error(`decoder: unknown test ${when.test}`);
    return test(params, when);
  }

  // --- decoding -----------------------------------------------------------------------------------------------------

  const compiled = new WeakMap();

  /** Each entry's patterns and its traceback patterns, compiled once per data. */
  function patterns(data) {
    if (!compiled.has(data)) {
      const compile = (list) => (list || []).map((p) => new RegExp(p, 'i'));
      compiled.set(data, data.entries.map((e) => ({ message: compile(e.patterns), traceback: compile(e.traceback) })));
    }
    return compiled.get(data);
  }

  /** The named groups of match `m` that `params` has no value for yet. */
  function take(params, m) {
    for (const [name, v] of Object.entries((m && m.groups) || {})) if (v !== undefined && !(name in params)) params[name] = v;
  }

  /** What to search the site for when nothing is recognized: the first line that names an error, else the first. */
  function query(text) {
    const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
    const line = lines.find((l) => /(?:Error|Warning|Exception)\b/.test(l)) || lines[0] || '';
    return line.replace(/\s+/g, ' ').slice(0, 120);
  }

  /** Every message of the gallery found in `text`, in the order they appear: each with the page that explains it,
      the sentence with the paste's own values and the causes (census order, those the values point to first). */
  function decode(text, data) {
    text = String(text || '');
    const flat = text.replace(/\s+/g, ' ');
    if (!flat.trim()) return { empty: true, results: [], query: '' };
    const lower = flat.toLowerCase(), found = [];
    patterns(data).forEach(({ message: res, traceback }, n) => {
      const needles = data.entries[n].needles;
      let first = null, best = null, own = false;
      const params = {};
      res.forEach((re, k) => {
        if (needles[k] && !lower.includes(needles[k])) return;  // cheap: most patterns stop here
        const m = re.exec(flat);
        if (!m) return;
        if (k < data.entries[n].beside) own = true;  // the message itself (or its prefix), not a line beside it
        if (!first || m.index < first.index || (m.index === first.index && m[0].length > first[0].length)) first = m;
        if (!best) best = m;  // the message itself before its prefix and the lines printed beside it (the order of
        // the patterns): what "In your text" quotes
        take(params, m);
      });
      if (!first) return;
      // the frames of the traceback around the message: what they name is a parameter too (for the ranking rules)
      for (const re of traceback) take(params, re.exec(flat));
      found.push({ entry: data.entries[n], at: first.index, text: best[0], params, own });
    });
    // A line printed beside a message (a warning) recognizes that message only when no message itself is in the
    // paste: beside another error, the warning is that error's company (checkpoint's warning before an integer
    // tensor's requires_grad error), not the sign of an error that is not there.
    const shown = found.some((f) => f.own) ? found.filter((f) => f.own) : found;
    shown.sort((a, b) => a.at - b.at || b.text.length - a.text.length);  // a longer match at one place: more specific
    return { empty: false, results: shown.map((f) => explain(f, data.lang)), query: shown.length ? '' : query(text) };
  }

  /** The first template of `list` whose parameters were all found and whose test (an object's `when`) holds. */
  function pick(list, params, lang) {
    for (const t of list || []) {
      if (typeof t === 'object' && t.when && !holds(params, t.when)) continue;
      const s = fill(typeof t === 'object' ? t.text : t, params, lang);
      if (s !== null) return s;
    }
    return null;
  }

  function explain(f, lang) {
    const e = f.entry, p = f.params;
    const sentence = pick(e.say, p, lang);
    const causes = e.causes.map((c) => Object.assign({}, c));
    const first = [];
    for (const rule of e.rank || []) {
      const cause = causes.find((c) => c.id === rule.cause);
      if (cause && !first.includes(cause) && holds(p, rule.when)) {
        cause.note = fill(rule.note, p, lang);
        first.push(cause);
      }
    }
    return {
      id: e.id, title: pick(e.heading, p, lang) || e.title, href: e.href, matched: f.text, params: p, sentence, total: e.total,
      causes: first.concat(causes.filter((c) => !first.includes(c))),
    };
  }

  // --- the page -----------------------------------------------------------------------------------------------------

  /** Text with `code` in backquotes, as nodes. */
  function rich(text) {
    const frag = document.createDocumentFragment();
    text.split('`').forEach((part, i) => {
      if (!part) return;
      if (i % 2) { const c = document.createElement('code'); c.textContent = part; frag.appendChild(c); }
      else frag.appendChild(document.createTextNode(part));
    });
    return frag;
  }

  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    for (const c of children) node.append(c);
    return node;
  }

  const say = (template, values) => template.replace(/\{(\w+)\}/g, (all, k) => (k in values ? values[k] : all));

  function render(out, decoded, data, links) {
    const ui = data.ui;
    const href = (k) => links[k] || k;
    out.replaceChildren();
    if (decoded.empty) { out.append(el('p', { class: 'vjp-decoder__hint' }, ui.empty)); return; }
    if (!decoded.results.length) {
      const search = el('a', { href: `?q=${encodeURIComponent(decoded.query)}` }, ui.search);
      out.append(el('p', { class: 'vjp-decoder__none' }, say(ui.none, { count: data.entries.length }), ' ', search));
      return;
    }
    if (decoded.results.length > 1) out.append(el('p', {}, say(ui.several, { n: decoded.results.length })));
    for (const r of decoded.results) {
      const box = el('section', { class: 'vjp-decoded', 'data-id': r.id, 'aria-label': r.title });
      box.append(el('p', { class: 'vjp-decoded__title' }, `${ui.recognized} `,
                    el('a', { href: href(r.href), class: 'vjp-decoded__link' }, el('code', {}, r.title))));
      const quoted = r.matched.length > 300 ? `${r.matched.slice(0, 300)}…` : r.matched;
      box.append(el('p', { class: 'vjp-decoded__matched' }, `${ui.in_text} `, el('code', {}, quoted)));
      if (r.sentence) box.append(el('p', { class: 'vjp-decoded__sentence' }, rich(r.sentence)));
      if (r.causes.length) {
        box.append(el('p', {}, say(ui.causes, { total: r.total })));
        const list = el('ol', { class: 'vjp-decoded__causes' });
        for (const c of r.causes) {
          const item = el('li', { 'data-cause': c.id }, el('a', { href: href(c.href) }, c.text),
                          ` (${say(ui.reports, { n: c.n, total: r.total })})`);
          if (c.note) item.append(el('br'), el('strong', {}, ui.ranked), ' ', rich(c.note));
          list.append(item);
        }
        box.append(list);
      }
      out.append(box);
    }
  }

  function mount(root, script) {
    const blob = root.querySelector('script[type="application/json"]');
    const data = JSON.parse(blob.textContent);
    blob.remove();  // read once: the page's text (what is copied, what its checks read) is the page's own
    script.remove();
    const links = {};
    root.querySelectorAll('[data-decoder-links] a').forEach((a) => { links[a.dataset.k] = a.getAttribute('href'); });
    const input = root.querySelector('#decoder-input'), out = root.querySelector('#decoder-results');
    const update = () => render(out, decode(input.value, data), data, links);
    let pending = 0;
    input.addEventListener('input', (event) => {
      clearTimeout(pending);
      // A paste is decoded at once; typing into a long text (a megabyte takes some 0.1 s) waits for a pause.
      const typing = /^(insert|delete)/.test(event.inputType || '') && !/FromPaste|FromDrop/.test(event.inputType);
      if (typing && input.value.length > 100000) pending = setTimeout(update, 150);
      else update();
    });
    update();  // a text the browser kept (back, reload) is decoded too
  }

  if (typeof module === 'object' && module.exports) {
    module.exports = { decode, fill, pick, dims, ordinal, TESTS };
  } else if (typeof document !== 'undefined') {
    const script = document.currentScript, root = script && script.closest('.vjp-decoder');
    if (root) mount(root, script);
  }
})();
