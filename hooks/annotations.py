"""mkdocs hook: code annotations drawn at build time. A snippet marks a line with `# (1)!`; the page explains it in the
numbered list right after the block. Material's `content.code.annotate` turns each marker into a tooltip in the
browser, and mounting them cost the error gallery about 0.9 s of main thread on this machine (153 markers, measured
with Chromium's trace; four times that on a phone), so the feature is off: the marker stays in the code as `# (1)`,
the list stays visible under the block (as in the notebooks), and the copy button leaves the marker out
(docs/assets/site.css hides .vjp-note while Material copies)."""

import re

# Pygments' token for a trailing comment (which may hold a comment before the marker), and the spaces before it.
MARKER = re.compile(r'([ \t]*)<span class="c1">((?:[^<]*?\S)??)([ \t]*)# \((\d+)\)![ \t]*</span>')


def draw(m: re.Match) -> str:
    space, comment, gap, number = m.groups()
    before = f'{space}<span class="c1">{comment}</span>' if comment else ""
    return f'{before}<span class="vjp-note">{gap if comment else space}<span class="c1"># ({number})</span></span>'


def on_page_content(html, page, config, files):
    return MARKER.sub(draw, html)
