"""The site's figures, drawn from the numbers the snippets compute: `make figures` (`python -m vjpkb.figures`).

Each figure runs the snippets it shows (their code without the stored outputs, vjpkb.outputs.strip_outputs, as
tests/test_snippets.py runs them) and draws the tensors they leave behind, so no number is typed here. It writes one
inline SVG per language, docs/assets/figures/<name>.<lang>.svg, that a page includes with pymdownx.snippets inside a
<figure>; its text is real text (the reader's fonts render Chinese), its colours are Material's CSS variables and
currentColor (the `.vjp-fig` block of docs/assets/site.css), so it follows the light/dark toggle, and its width and
height are in the markup, so nothing shifts. This module needs torch; the site build does not (it includes the
committed files). tests/test_figures.py regenerates every figure in memory and requires the committed files to be equal.
"""

from __future__ import annotations

import contextlib
import io
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Callable

from vjpkb import DOCS, LANGS, ROOT, rel, write_changed
from vjpkb.outputs import strip_outputs

FIGURES_DIR = DOCS / "assets" / "figures"
COMMAND = "make figures"


# --- running a snippet ------------------------------------------------------------------------------------------


def check(fact: bool, figure: str, what: str) -> None:
    """A figure's labels state facts about the numbers (block diagonal, same numbers, ...): if a snippet changes so
    that one no longer holds, stop rather than draw a figure whose words contradict its numbers."""
    if not fact:
        raise ValueError(f"figure {figure}: {what} no longer holds for the snippet's numbers; update the labels in "
                         "vjpkb/figures.py (T) and the page's caption")


def run_snippet(path: str) -> dict:
    """Run snippets/<path> as the tests do (stored outputs stripped, seeded, prints swallowed); its globals."""
    import torch

    file = ROOT / path
    code, _, _ = strip_outputs(file.read_text(encoding="utf-8"))
    namespace = {"__name__": "__snippet__", "__file__": str(file)}
    torch.manual_seed(0)
    with contextlib.redirect_stdout(io.StringIO()):
        exec(compile(code, str(file), "exec"), namespace)
    return namespace


def fmt(value) -> str:
    """A number as the page prints it, short: at most 4 decimals, no trailing zeros, no "-0"."""
    text = f"{float(value):.4f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def shape(t) -> str:
    return str(tuple(t.shape))


# --- a tiny SVG writer ------------------------------------------------------------------------------------------


# Presentation attributes: what a figure looks like outside the site (the file opened alone, a notebook in Jupyter).
# On the site, the .vjp-fig block of docs/assets/site.css overrides them with the palette's colours.
PLAIN = {
    "cell": 'fill="none" stroke="#888"',
    "heat": 'fill="#4051b5" stroke="#888"',
    "node": 'fill="none" stroke="currentColor"',
    "edge": 'fill="none" stroke="currentColor"',
    "block": 'fill="none" stroke="currentColor" stroke-dasharray="3 3"',
    "head": 'fill="currentColor"',
}


def plain(cls: str) -> str:
    words = cls.split()
    return PLAIN["heat"] if "heat" in words else PLAIN.get(words[0], "") if words else ""


class Svg:
    """Shapes in user units; on the site their colours come from docs/assets/site.css (the .vjp-fig block)."""

    def __init__(self, width: int, height: int, label: str):
        self.width, self.height, self.label = width, height, label
        self.items: list[str] = []

    def text(self, x, y, s, cls="", anchor="middle", size=None):
        size_attr = f' font-size="{size}"' if size else ""
        cls_attr = f' class="{cls}"' if cls else ""
        self.items.append(f'<text x="{x:g}" y="{y:g}" text-anchor="{anchor}"{cls_attr}{size_attr}>{escape(s)}</text>')

    def rect(self, x, y, w, h, cls="cell", opacity=None):
        op = f' fill-opacity="{opacity:.2f}"' if opacity is not None else ""
        self.items.append(f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" class="{cls}" {plain(cls)}{op}/>')

    def line(self, x1, y1, x2, y2, cls="edge", head=True):
        self.path(f"M{x1:g} {y1:g}L{x2:g} {y2:g}", cls, head, (x2 - x1, y2 - y1), (x2, y2))

    def path(self, d, cls="edge", head=True, direction=(0, 1), end=None):
        self.items.append(f'<path d="{d}" class="{cls}" {plain(cls)}/>')
        if head and end:
            self.arrowhead(end, direction)

    def arrowhead(self, tip, direction, size=7):
        (x, y), (dx, dy) = tip, direction
        n = (dx * dx + dy * dy) ** 0.5 or 1
        ux, uy = dx / n, dy / n
        bx, by = x - ux * size, y - uy * size
        px, py = -uy * size * 0.5, ux * size * 0.5
        self.items.append(
            f'<path d="M{x:.1f} {y:.1f}L{bx + px:.1f} {by + py:.1f}L{bx - px:.1f} {by - py:.1f}Z" class="head" '
            f'{PLAIN["head"]}/>'
        )

    def matrix(self, x, y, values, cell=34, h=26, cls=None, label_rows=None, opacity=None, show=True):
        """Draw a 2-D list of numbers as a grid of cells; `cls(i, j)` gives a cell's class, `opacity(i, j)` its fill
        opacity. Returns (width, height)."""
        for i, row in enumerate(values):
            for j, v in enumerate(row):
                c = cls(i, j) if cls else "cell"
                self.rect(x + j * cell, y + i * h, cell, h, c, opacity(i, j) if opacity else None)
                if show:
                    self.text(x + j * cell + cell / 2, y + i * h + h / 2 + 4.5, fmt(v), size=12)
        return len(values[0]) * cell, len(values) * h

    def render(self) -> str:
        head = (f'<svg xmlns="http://www.w3.org/2000/svg" class="vjp-fig" viewBox="0 0 {self.width} {self.height}" '
                f'width="{self.width}" height="{self.height}" role="img" aria-label="{escape(self.label)}" data-search-exclude="">')
        return "\n".join([head, f"<title>{escape(self.label)}</title>", *self.items, "</svg>"]) + "\n"


def torch_equal(a, b) -> bool:
    import torch

    return torch.equal(a, b)


def torch_eye(n):
    import torch

    return torch.eye(n, dtype=torch.bool)


def grid(t) -> list[list[float]]:
    """A tensor as rows of floats: a vector is one row, a (n, 1) column n rows."""
    t = t.detach()
    return [[float(v) for v in t.reshape(1, -1)[0]]] if t.dim() == 1 else [[float(v) for v in r] for r in t]


# --- the figures ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Figure:
    name: str
    page: str  # docs/<lang>/<page>
    snippets: tuple[str, ...]  # the snippets whose numbers it draws; the page includes them
    draw: Callable[[str, list[dict]], str]  # (lang, the snippets' namespaces) -> SVG text

    def path(self, lang: str) -> Path:
        return FIGURES_DIR / f"{self.name}.{lang}.svg"

    def include_line(self, lang: str) -> str:
        return f'--8<-- "{rel(self.path(lang))}"'


T = {  # labels, per language
    "shape-flow": {
        "zh": dict(alt="形状示意图：输入 x 形状为 {xs}，输出 y = torch.outer(x, x) 形状为 {ys}；与 y 同形状的 v（全为 1）"
                       "经反向传播得到 vᵀJ，形状与 x 相同，为 {gs}，每个元素都是 {g0}。",
                   fwd="前向", colon="：", bwd="反向：vᵀJ", x="输入 x", y="输出 y", v="v：与 y 同形状", g="结果：与 x 同形状"),
        "en": dict(alt="Shape diagram: the input x has shape {xs}, the output y = torch.outer(x, x) has shape {ys}; "
                       "v, all ones and shaped like y, flows back as vᵀJ into a result shaped like x, {gs}, every "
                       "entry {g0}.",
                   fwd="forward", colon=": ", bwd="backward: vᵀJ", x="input x", y="output y", v="v: shaped like y",
                   g="result: shaped like x"),
    },
}


def shape_flow(lang, spaces):
    (ns,) = spaces
    x, y, v, g = ns["x"], ns["y"], ns["v"], ns["g"]
    t = T["shape-flow"][lang]
    check(v.shape == y.shape and g.shape == x.shape and bool((v == 1).all()), "shape-flow",
          "v all ones shaped like y, g shaped like x")
    s = Svg(560, 300, t["alt"].format(xs=shape(x), ys=shape(y), gs=shape(g), g0=fmt(g[0])))
    cell, h = 34, 26
    left, right = 30, 360
    yt = 34  # top of y; x sits level with y's middle, g level with v's middle
    s.text(right, yt - 12, f"{t['y']}  {shape(y)}", anchor="start", cls="title")
    s.matrix(right, yt, grid(y))
    s.text(left, yt + 1.5 * h - 10, f"{t['x']}  {shape(x)}", anchor="start", cls="title")
    s.matrix(left, yt + 1.5 * h, grid(x))
    s.line(left + 4 * cell + 12, yt + 2 * h, right - 12, yt + 2 * h)
    s.text((left + 4 * cell + right) / 2, yt + 2 * h - 8, f"{t['fwd']}{t['colon']}torch.outer", size=12)
    vt = yt + 4 * h + 40
    s.text(right, vt - 12, f"{t['v']}  {shape(v)}", anchor="start", cls="title")
    s.matrix(right, vt, grid(v), cls=lambda i, j: "cell hl")
    s.text(left, vt + 1.5 * h - 10, f"{t['g']}  {shape(g)}", anchor="start", cls="title")
    s.matrix(left, vt + 1.5 * h, grid(g), cls=lambda i, j: "cell hl2")
    s.line(right - 12, vt + 2 * h, left + 4 * cell + 12, vt + 2 * h, cls="edge back")
    s.text((left + 4 * cell + right) / 2, vt + 2 * h - 8, t["bwd"], size=12)
    return s.render()


T["layouts"] = {
    "zh": dict(alt="同一组数字的两种写法。分子布局：行向量 vᵀ（{vs}）乘 {ns} 的雅可比矩阵，得到行向量 {row}；"
                   "分母布局：{ds} 的矩阵乘列向量 v，得到同样数字的列向量。",
               num="分子布局：行的写法 vᵀJ", den="分母布局：列的写法 Jᵀv"),
    "en": dict(alt="The same numbers written two ways. Numerator layout: the row vᵀ ({vs}) times the {ns} Jacobian "
                   "gives the row {row}; denominator layout: the {ds} matrix times the column v gives a column of the "
                   "same numbers.",
               num="numerator layout: row form vᵀJ", den="denominator layout: column form Jᵀv"),
}


def layouts(lang, spaces):
    (ns,) = spaces
    num, den, v, row, col = ns["numerator"], ns["denominator"], ns["v"], ns["row"], ns["col"]
    t = T["layouts"][lang]
    check(torch_equal(row.flatten(), col.flatten()) and torch_equal(den, num.T), "layouts",
          "the same numbers in both layouts")
    dims = lambda m: "×".join(str(d) for d in m.shape)
    s = Svg(640, 160, t["alt"].format(vs=dims(v.T), ns=dims(num), ds=dims(den),
                                       row="(" + ", ".join(fmt(a) for a in row.flatten()) + ")"))
    h = 26
    # left: row form
    s.text(20, 22, t["num"], anchor="start", cls="title")
    x0, y0 = 20, 60
    w, _ = s.matrix(x0, y0 + h / 2, grid(v.T), cls=lambda i, j: "cell hl")
    s.text(x0 + w / 2, y0 + 2 * h + 8, "vᵀ " + dims(v.T), size=11)
    s.text(x0 + w + 10, y0 + h + 4, "·")
    x1 = x0 + w + 20
    w1, _ = s.matrix(x1, y0, grid(num))
    s.text(x1 + w1 / 2, y0 + 2 * h + 22, "J " + dims(num) + " (m×n)", size=11)
    s.text(x1 + w1 + 10, y0 + h + 4, "=")
    x2 = x1 + w1 + 20
    w2, _ = s.matrix(x2, y0 + h / 2, grid(row), cls=lambda i, j: "cell hl2")
    s.text(x2 + w2 / 2, y0 + 2 * h + 8, dims(row), size=11)
    # right: column form
    s.text(360, 22, t["den"], anchor="start", cls="title")
    x0, y0 = 360, 40
    w, _ = s.matrix(x0, y0, grid(den))
    s.text(x0 + w / 2, y0 + 3 * h + 18, "Jᵀ " + dims(den) + " (n×m)", size=11)
    s.text(x0 + w + 10, y0 + 1.5 * h + 4, "·")
    x1 = x0 + w + 20
    w1, _ = s.matrix(x1, y0 + h / 2, grid(v), cls=lambda i, j: "cell hl")
    s.text(x1 + w1 / 2, y0 + 3 * h + 18, "v " + dims(v), size=11)
    s.text(x1 + w1 + 10, y0 + 1.5 * h + 4, "=")
    x2 = x1 + w1 + 20
    w2, _ = s.matrix(x2, y0, grid(col), cls=lambda i, j: "cell hl2")
    s.text(x2 + w2 / 2, y0 + 3 * h + 18, dims(col), size=11)
    return s.render()


T["chain-graph"] = {
    "zh": dict(alt="计算图 z = y², y = x xᵀ 的反向传播，由 z.grad_fn 沿 next_functions 走出：{path}。"
                   "每条边上标出流过的向量及其形状，最后两条路径在 AccumulateGrad 处相加，得到 x.grad = {xg}。",
               seed="v = ones_like(z)", leaf="叶子张量", total="两条边之和"),
    "en": dict(alt="The backward graph of z = y², y = x xᵀ, walked from z.grad_fn along next_functions: {path}. Each "
                   "edge is labelled with the vector that flows along it and its shape; the two paths add up at "
                   "AccumulateGrad into x.grad = {xg}.",
               seed="v = ones_like(z)", leaf="leaf tensor", total="sum of both edges"),
}


def chain_graph(lang, spaces):
    import torch

    (ns,) = spaces
    x, z = ns["x"], ns["z"]
    v = torch.ones_like(z)  # the v of snippets/chain_rule/outer_then_square.py, shaped like z
    nodes, layer, edges = [], {}, []
    queue = [(z.grad_fn, 0)]
    while queue:  # breadth-first along next_functions, as the snippet's walk()
        fn, depth = queue.pop(0)
        if fn not in layer:
            nodes.append(fn)
        layer[fn] = max(layer.get(fn, 0), depth)
        for i, (child, _) in enumerate(fn.next_functions):
            if child is not None:
                edges.append((fn, i, child))
                queue.append((child, depth + 1))
    flows, handles = {}, []
    for fn in nodes:
        handles.append(fn.register_hook(lambda gi, go, fn=fn: flows.__setitem__(fn, (gi, go))))
    x.grad = None
    z.backward(v, retain_graph=True)
    for handle in handles:
        handle.remove()
    t = T["chain-graph"][lang]
    names = {id(val): key for key, val in ns.items() if isinstance(val, torch.Tensor)}

    def label(fn):
        var = getattr(fn, "variable", None)
        return f"{type(fn).__name__} → {names.get(id(var), '?')}.grad" if var is not None else type(fn).__name__

    def vec(g):
        return shape(g) + ("  [" + ", ".join(fmt(a) for a in g.flatten()) + "]" if g.numel() <= 4 else "")

    depth = max(layer.values())
    W, row_h, top = 600, 78, 64
    s = Svg(W, top + depth * row_h + 66, t["alt"].format(
        path=" → ".join(dict.fromkeys(type(fn).__name__ for fn in nodes)), xg=vec(x.grad).split("  ")[-1]))
    cx, bw, bh = 200, 240, 30
    pos = {fn: (cx, top + layer[fn] * row_h) for fn in nodes}
    s.text(cx, 18, f"{t['seed']}  {shape(v)}", cls="title")
    s.line(cx, 26, cx, top - 2)
    for fn in nodes:
        px, py = pos[fn]
        s.rect(px - bw / 2, py, bw, bh, "node")
        s.text(px, py + bh / 2 + 5, label(fn), size=13)
    for parent, i, child in edges:
        (ax, ay), (bx, by) = pos[parent], pos[child]
        grad = flows[parent][0][i]
        if layer[child] - layer[parent] == 1:
            s.line(ax, ay + bh, bx, by - 2)
            s.text(ax + 12, (ay + bh + by) / 2 + 5, vec(grad), anchor="start", size=12, cls="flow")
        else:  # an edge that skips a layer goes round on the right
            sx, ex = ax + bw / 2, bx + bw / 2
            d = f"M{sx:g} {ay + bh / 2:g}C{sx + 120:g} {ay + bh / 2:g} {ex + 120:g} {by + bh / 2:g} {ex + 2:g} {by + bh / 2:g}"
            s.path(d, "edge", True, (-1, 0), (ex + 2, by + bh / 2))
            s.text(sx + 96, (ay + by + bh) / 2 + 5, vec(grad), anchor="start", size=12, cls="flow")
    leaf = next(fn for fn in nodes if getattr(fn, "variable", None) is not None)
    lx, ly = pos[leaf]
    s.text(lx, ly + bh + 24, f"x.grad = {vec(x.grad)}  ({t['total']})", cls="title")
    return s.render()


T["rows-columns"] = {
    "zh": dict(alt="同一个 {js} 的雅可比矩阵的两种求法。反向模式逐行填：每次 VJP（v 取独热向量 eᵢ）得到一行，共 {nr} 次；"
                   "前向模式逐列填：每次 JVP（切向量取 eⱼ）得到一列，共 {nc} 次。",
               rev="反向模式：逐行，{n} 次 VJP", fwd="前向模式：逐列，{n} 次 JVP", row="行 {i} ← VJP(e{sub})",
               col="JVP(e{sub})"),
    "en": dict(alt="Two ways to fill the same {js} Jacobian. Reverse mode fills it row by row: each VJP (v a one-hot "
                   "eᵢ) gives one row, {nr} in all; forward mode fills it column by column: each JVP (tangent eⱼ) "
                   "gives one column, {nc} in all.",
               rev="reverse mode: by rows, {n} VJPs", fwd="forward mode: by columns, {n} JVPs",
               row="row {i} ← VJP(e{sub})", col="JVP(e{sub})"),
}
SUB = "₀₁₂₃₄₅₆₇₈₉"


def rows_columns(lang, spaces):
    import torch

    rows_ns, cols_ns = spaces
    rows, cols = rows_ns["rows"], cols_ns["cols"]
    t = T["rows-columns"][lang]
    J_rows, J_cols = torch.stack(rows), torch.stack(cols, dim=1)
    js = "×".join(str(d) for d in J_rows.shape)
    s = Svg(640, 200, t["alt"].format(js=js, nr=len(rows), nc=len(cols)))
    cell, h = 62, 30
    x0, y0 = 20, 50
    s.text(x0, 22, t["rev"].format(n=len(rows)), anchor="start", cls="title")
    s.matrix(x0, y0, grid(J_rows), cell=cell, h=h, cls=lambda i, j: f"cell band{i % 2}")
    for i in range(len(rows)):
        s.line(x0 + 3 * cell + 60, y0 + i * h + h / 2, x0 + 3 * cell + 8, y0 + i * h + h / 2)
        s.text(x0 + 3 * cell + 64, y0 + i * h + h / 2 + 4, t["row"].format(i=i, sub=SUB[i]), anchor="start",
               size=11)
    x0 = 400
    s.text(x0, 22, t["fwd"].format(n=len(cols)), anchor="start", cls="title")
    s.matrix(x0, y0, grid(J_cols), cell=cell, h=h, cls=lambda i, j: f"cell band{j % 2}")
    for j in range(len(cols)):
        s.line(x0 + j * cell + cell / 2, y0 + 2 * h + 40, x0 + j * cell + cell / 2, y0 + 2 * h + 8)
        s.text(x0 + j * cell + cell / 2, y0 + 2 * h + 56, t["col"].format(sub=SUB[j]), size=11)
    return s.render()


T["per-sample"] = {
    "zh": dict(alt="两个批量雅可比矩阵的非零模式：行是 {bs} 个样本的输出，列是 {bs} 个样本 × 每个 {fs} 个特征，色块深浅表示绝对值大小。"
                   "逐样本的网络（Linear、Tanh）只有对角块非零；训练模式下带 BatchNorm 的网络每一块都非零。"
                   "grad(..., ones_like) 得到的是每一列块之和，只有块对角时才是逐样本的导数。",
               a="逐样本的网络：块对角", b="训练模式的 BatchNorm：样本相互混合",
               note="ones_like 求的是每一列块之和", colon="："),
    "en": dict(alt="The non-zero pattern of two batch Jacobians, {bs} outputs by {bs} samples of {fs} features, "
                   "shaded by magnitude. A per-sample network (Linear, Tanh) has non-zero diagonal blocks "
                   "only; with BatchNorm in training mode every block is non-zero. grad(..., ones_like) returns the "
                   "sum of each column of blocks, the per-sample derivative only when the Jacobian is block diagonal.",
               a="per-sample network: block diagonal", b="BatchNorm in training mode: samples mix",
               note="ones_like sums each column of blocks", colon=": "),
}


def per_sample(lang, spaces):
    t = T["per-sample"][lang]
    Js = [ns["J"].detach() for ns in spaces]  # (B, B, F): J[b, c] = d net(x)[b] / d x[c]
    B, _, F = Js[0].shape
    blocks = [J.abs().sum(-1) != 0 for J in Js]
    check(bool((blocks[0] == torch_eye(B)).all()) and bool(blocks[1].all()), "per-sample",
          "block diagonal (left) and every block non-zero (right)")
    s = Svg(640, 250, t["alt"].format(bs=B, fs=F))
    cell, h = 30, 30
    for k, (J, title) in enumerate(zip(Js, (t["a"], t["b"]))):
        x0, y0 = 40 + k * 320, 56
        s.text(x0 - 20, 22, title, anchor="start", cls="title")
        flat = J.abs().reshape(B, B * F)
        top = float(flat.max())
        s.matrix(x0, y0, flat.tolist(), cell=cell, h=h, show=False,
                 cls=lambda i, j, flat=flat: "cell heat" if flat[i, j] != 0 else "cell",
                 opacity=lambda i, j, flat=flat, top=top: 0.15 + 0.7 * float(flat[i, j]) / top if flat[i, j] else None)
        for c in range(1, B):
            s.path(f"M{x0 + c * F * cell:g} {y0 - 4:g}V{y0 + B * h + 4:g}", "block", head=False)
        for b in range(B):
            s.text(x0 - 6, y0 + b * h + h / 2 + 4, f"d[{b}]", size=11, anchor="end")
            s.text(x0 + (b + 0.5) * F * cell, y0 + B * h + 18, f"x[{b}]", size=11)
    s.text(320, 236, t["note"] + t["colon"] + "J.sum(0)", size=12)
    return s.render()


T["hessian"] = {
    "zh": dict(alt="{hs} 的海森矩阵 H，对角线（各个 ∂²f/∂xᵢ²）为 {diag}；grad(g.sum(), x) 返回的是每一行的和 H·1 = {sums}，"
                   "与对角线不同，因为非对角元不为零。",
               H="海森矩阵 H", diag="对角线", sums="行和 H·1"),
    "en": dict(alt="The {hs} Hessian H: its diagonal (each ∂²f/∂xᵢ²) is {diag}; grad(g.sum(), x) returns the row sums "
                   "H·1 = {sums}, not the diagonal, because the off-diagonal entries are not zero.",
               H="Hessian H", diag="diagonal", sums="row sums H·1"),
}


def hessian(lang, spaces):
    import torch

    (ns,) = spaces
    H, h = ns["H"].detach(), ns["h"].detach()
    diag = torch.diagonal(H)
    t = T["hessian"][lang]
    check(not torch.allclose(h, diag) and torch.allclose(h, H.sum(1)), "hessian", "row sums that differ from the diagonal")
    vec = lambda a: "(" + ", ".join(fmt(b) for b in a) + ")"
    s = Svg(530, 170, t["alt"].format(hs="×".join(map(str, H.shape)), diag=vec(diag), sums=vec(h)))
    cell, hh, x0, y0 = 70, 30, 20, 50
    n = H.shape[0]
    s.text(x0, 24, t["H"], anchor="start", cls="title")
    s.matrix(x0, y0, grid(H), cell=cell, h=hh, cls=lambda i, j: "cell hl" if i == j else "cell")
    x2 = x0 + n * cell + 60  # row sums next to H, the arrows short; the diagonal apart, for comparison
    s.text(x2 + cell / 2, 24, t["sums"], cls="title")
    s.text(x2 + cell / 2, 40, "= grad(g.sum(), x)", size=11)
    s.matrix(x2, y0, [[float(a)] for a in h], cell=cell, h=hh, cls=lambda i, j: "cell hl2")
    for i in range(n):
        s.line(x0 + n * cell + 6, y0 + i * hh + hh / 2, x2 - 4, y0 + i * hh + hh / 2, cls="edge faint")
    x1 = x2 + cell + 80
    s.text(x1 + cell / 2, 24, t["diag"], cls="title")
    s.matrix(x1, y0, [[float(d)] for d in diag], cell=cell, h=hh, cls=lambda i, j: "cell hl")
    s.text(x2 + cell + 40, y0 + n * hh / 2 + 5, "≠", size=18)
    s.text(x0 + n * cell / 2, y0 + n * hh + 22, "Σⱼ Hᵢⱼ ≠ Hᵢᵢ", size=12)
    return s.render()


FIGURES = [
    Figure("shape-flow", "grad-outputs.md", ("snippets/grad_outputs/outer_product_vjp.py",), shape_flow),
    Figure("layouts", "layouts.md", ("snippets/layouts/linear_map_both_layouts.py",), layouts),
    Figure("chain-graph", "chain-rule.md", ("snippets/chain_rule/graph_of_grad_fns.py",), chain_graph),
    Figure("rows-columns", "jacobians.md",
           ("snippets/jacobians/rows_one_hot.py", "snippets/jacobians/columns_one_hot_jvp.py"), rows_columns),
    Figure("per-sample", "in-practice.md",
           ("snippets/in_practice/per_sample_jacobian_block_diagonal.py",
            "snippets/in_practice/batchnorm_ones_like_wrong.py"), per_sample),
    Figure("hessian", "higher-order.md", ("snippets/higher_order/sum_of_gradient_is_not_diagonal.py",), hessian),
]


def render_all() -> dict[Path, str]:
    """Every figure in every language: {path: SVG text}. Each snippet runs once per figure."""
    out = {}
    for figure in FIGURES:
        for lang in LANGS:
            spaces = [run_snippet(p) for p in figure.snippets]  # fresh tensors for each drawing
            out[figure.path(lang)] = figure.draw(lang, spaces)
    return out


def write_all() -> list[Path]:
    return write_changed(render_all())


if __name__ == "__main__":
    for path in write_all():
        print(rel(path))
