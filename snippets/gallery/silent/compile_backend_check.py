import contextlib
import copy

import torch
from torch import nn


def step_grads(model, x, backend=None):  # (1)!
    model = copy.deepcopy(model)
    run = model if backend is None else torch.compile(model, backend=backend)
    same_random = contextlib.nullcontext()
    if backend in ("aot_eager_decomp_partition", "inductor"):  # their dropout would draw other numbers than eager
        from torch._inductor import config as inductor_config

        same_random = inductor_config.patch(fallback_random=True)
    torch.manual_seed(0)  # (2)!
    with same_random:
        run(x).pow(2).mean().backward()
    return {name: p.grad for name, p in model.named_parameters()}


def compare(model, x, backends=("aot_eager", "aot_eager_decomp_partition", "inductor")):
    reference = step_grads(model, x)
    for backend in backends:
        grads = step_grads(model, x, backend)
        worst = max((grads[n] - g).abs().max().item() / (g.abs().max().item() or 1.0) for n, g in reference.items())
        bad = [n for n, g in reference.items() if not torch.isfinite(grads[n]).all()]
        print(f"{backend}: largest relative difference {worst:.1e}, non-finite: {bad or 'none'}")  # (3)!
        #> aot_eager: largest relative difference 0.0e+00, non-finite: none


torch.manual_seed(0)
model = nn.Sequential(nn.Linear(8, 16), nn.LayerNorm(16), nn.Dropout(0.1), nn.GELU(), nn.Linear(16, 1))
compare(model, torch.randn(32, 8), backends=("aot_eager",))  # (4)!
