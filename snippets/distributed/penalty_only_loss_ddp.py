import datetime
import gc
import multiprocessing
import socket

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP


def penalty(net, x):
    (g,) = torch.autograd.grad(net(x).sum(), x, create_graph=True)
    return ((g.norm(dim=1) - 1) ** 2).mean()


def node_names(t):  # the class names of the nodes in t's backward graph
    seen, todo = set(), [t.grad_fn]
    while todo:
        f = todo.pop()
        if f is not None and f not in seen:
            seen.add(f)
            todo += [next_f for next_f, _ in f.next_functions]
    return {type(f).__name__ for f in seen}


def penalty_steps(rank, zero_term=False, **ddp_kwargs):
    torch.manual_seed(0)
    model = DDP(torch.nn.Sequential(torch.nn.Linear(2, 3), torch.nn.Tanh(), torch.nn.Linear(3, 2)), **ddp_kwargs)
    torch.manual_seed(rank)  # each rank draws its own samples
    x = torch.randn(4, 2, requires_grad=True)
    w = model.module[0].weight
    (local,) = torch.autograd.grad(penalty(model.module, x), w)  # this rank's gradient, without DDP
    grads, error, sink = None, None, None
    try:
        for step in range(2):
            out = model(x)
            (g,) = torch.autograd.grad(out.sum(), x, create_graph=True)
            gp = ((g.norm(dim=1) - 1) ** 2).mean()
            loss = gp + 0 * out.sum() if zero_term else gp  # (1)!
            loss.backward()
            if step == 0:
                grads = {"2.bias": model.module[2].bias.grad, "0.weight": w.grad.clone()}
                grads["local"] = torch.allclose(w.grad, local)
                sink = type(out.grad_fn).__name__, type(out.grad_fn).__name__ in node_names(loss)
    except RuntimeError as e:  # (2)!
        error = str(e).split(".")[0]
    return {"grads": grads, "error": error, "sink": sink}


def work(rank):
    mine = {
        "penalty only": penalty_steps(rank),
        "find_unused_parameters=True": penalty_steps(rank, find_unused_parameters=True),  # (3)!
        "penalty + 0 * out.sum()": penalty_steps(rank, zero_term=True),  # (4)!
    }
    both = [None, None]
    dist.all_gather_object(both, mine)
    return both


def run(rank, port):
    dist.init_process_group(
        "gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=2,
        timeout=datetime.timedelta(seconds=20),
    )
    try:
        return work(rank)
    finally:
        gc.collect()  # free DDP's objects while the process group still exists
        dist.destroy_process_group()


with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
child = multiprocessing.get_context("fork").Process(target=run, args=(1, port))
child.start()
try:
    rank0, rank1 = run(0, port)
finally:
    child.join(timeout=30)
    if child.is_alive():  # rank 1 is stuck: end it
        child.kill()
        child.join()

for case in rank0:  # one print per loop: the notebook shows the lines in the order they run
    print(f"{case}: 2.bias.grad {rank0[case]['grads']['2.bias']}")  # (5)!
    #> penalty only: 2.bias.grad None
    #> find_unused_parameters=True: 2.bias.grad None
    #> penalty + 0 * out.sum(): 2.bias.grad tensor([0., 0.])
for case in rank0:
    g0, g1 = rank0[case]["grads"], rank1[case]["grads"]
    same = torch.equal(g0["0.weight"], g1["0.weight"])
    print(f"{case}: 0.weight.grad equal on both ranks:", same, "| each rank's local gradient:",
          g0["local"] and g1["local"])
    #> penalty only: 0.weight.grad equal on both ranks: False | each rank's local gradient: True
    #> find_unused_parameters=True: 0.weight.grad equal on both ranks: False | each rank's local gradient: True
    #> penalty + 0 * out.sum(): 0.weight.grad equal on both ranks: True | each rank's local gradient: False
short = {"penalty only": "penalty only", "find_unused_parameters=True": "with the flag",
         "penalty + 0 * out.sum()": "with the zero term"}
for case in rank0:
    print(f"step 1, {short[case]}:", rank0[case]["error"])  # (6)!
    #> step 1, penalty only: Expected to have finished reduction in the prior iteration before starting a new one
    #> step 1, with the flag: Expected to have finished reduction in the prior iteration before starting a new one
    #> step 1, with the zero term: None

out_node, in_penalty_graph = rank0["find_unused_parameters=True"]["sink"]
print(f"with the flag, out.grad_fn: {out_node} | in the penalty's graph: {in_penalty_graph}")  # (7)!
#> with the flag, out.grad_fn: _DDPSinkBackward | in the penalty's graph: False
