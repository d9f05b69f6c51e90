"""Python-Markdown extension (mkdocs.yml, markdown_extensions: vjpkb.annotations): code annotations drawn at build
time. A snippet marks a line with `# (1)!`; the page explains it in the numbered list right after the block.
Material's `content.code.annotate` turns each marker into a tooltip in the browser, and mounting them cost the error
gallery about 0.9 s of main thread on this machine (153 markers, measured with Chromium's trace; four times that on a
phone), so the feature is off: the marker stays in the code as `# (1)`, the list stays visible under the block (as in
the notebooks), and the copy button leaves the marker out (docs/assets/site.css hides .vjp-note while Material
copies). A postprocessor, run after Python-Markdown has put the highlighted code blocks back into the page."""

import re

from markdown import Markdown
from markdown.extensions import Extension
from markdown.postprocessors import Postprocessor

# Pygments' token for a trailing comment (which may hold a comment before the marker), and the spaces before it.
MARKER = re.compile(r'([ \t]*)<span class="c1">((?:[^<]*?\S)??)([ \t]*)# \((\d+)\)![ \t]*</span>')


def draw(m: re.Match) -> str:
    space, comment, gap, number = m.groups()
    before = f'{space}<span class="c1">{comment}</span>' if comment else ""
    return f'{before}<span class="vjp-note">{gap if comment else space}<span class="c1"># ({number})</span></span>'


class DrawMarkers(Postprocessor):
    def run(self, text: str) -> str:
        return MARKER.sub(draw, text)


class AnnotationsExtension(Extension):
    def extendMarkdown(self, md: Markdown) -> None:
        # After raw_html (30), which puts the stashed code blocks back, and amp_substitute (20): the page's HTML whole.
        md.postprocessors.register(DrawMarkers(md), "vjpkb_annotations", 5)


def makeExtension(**kwargs) -> AnnotationsExtension:
    return AnnotationsExtension(**kwargs)
