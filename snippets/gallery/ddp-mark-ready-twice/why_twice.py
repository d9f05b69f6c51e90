import torch
from torch import nn
from torch.utils.checkpoint import checkpoint


def params_on_graph(out):  # the parameters a search from out.grad_fn finds, as DDP's search does
    seen, todo, found = set(), [out.grad_fn], set()
    while todo:
        fn = todo.pop()
        if fn is None or fn in seen:
            continue
        seen.add(fn)
        if hasattr(fn, "variable"):  # an AccumulateGrad node: the end of a parameter's path
            found.add(fn.variable)
        todo += [next_fn for next_fn, _ in fn.next_functions]
    return found


torch.manual_seed(0)
stem, block = nn.Linear(4, 4), nn.Linear(4, 4)
for use_reentrant in (True, False):
    accumulated = []
    hook = block.weight.register_post_accumulate_grad_hook(lambda p: accumulated.append(1))
    hidden = checkpoint(block, stem(torch.randn(2, 4)), use_reentrant=use_reentrant)  # (1)!
    out = checkpoint(block, hidden, use_reentrant=use_reentrant)  # (2)!
    on_graph = block.weight in params_on_graph(out)
    out.sum().backward()
    hook.remove()
    print(f"use_reentrant={use_reentrant}: block.weight on the graph: {on_graph}, "
          f"accumulations of its gradient in one backward(): {len(accumulated)}")  # (3)!
    #> use_reentrant=True: block.weight on the graph: False, accumulations of its gradient in one backward(): 2
    #> use_reentrant=False: block.weight on the graph: True, accumulations of its gradient in one backward(): 1
