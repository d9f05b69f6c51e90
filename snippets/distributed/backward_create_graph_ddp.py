import datetime
import gc
import multiprocessing
import socket
import warnings

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP


def work(rank):
    torch.manual_seed(0)
    model = DDP(torch.nn.Linear(2, 2))
    w = model.module.weight
    x = torch.tensor([[1.0, 2.0]]) * (rank + 1)
    loss = torch.tanh(model(x)).pow(2).sum()
    torch.set_warn_always(True)  # show the warning every time, not once per process
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            loss.backward(create_graph=True)  # (1)!
        error = None
    except RuntimeError as e:
        error = f"RuntimeError: {e}"
    finally:
        torch.set_warn_always(False)
    warning = str(caught[0].message).split(". ")[0]

    model = DDP(torch.nn.Linear(2, 2))  # a fresh wrapper: the failed one is unusable
    w = model.module.weight
    loss = torch.tanh(model(x)).pow(2).sum()
    (g,) = torch.autograd.grad(loss, w, create_graph=True)  # (2)!
    (hv,) = torch.autograd.grad(g.sum(), w)  # Hessian-vector product, v = all ones
    hv_local = hv.clone()
    dist.all_reduce(hv)  # (3)!
    hv /= dist.get_world_size()
    both = [None, None]
    dist.all_gather_object(both, {"warning": warning, "error": error, "local": hv_local, "mean": hv})
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
    if child.is_alive():
        child.kill()

print(rank0["warning"])
'''
Using backward() with create_graph=True will create a reference cycle between the parameter and its gradient which can cause a memory leak
'''
print(rank0["error"])
#> RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.
print("local Hv, rank 0:", rank0["local"][0].round(decimals=3), "rank 1:", rank1["local"][0].round(decimals=3))
#> local Hv, rank 0: tensor([-1.5500, -3.1010]) rank 1: tensor([-3.0270, -6.0540])
print("after all_reduce:", rank0["mean"][0].round(decimals=3), rank1["mean"][0].round(decimals=3))
#> after all_reduce: tensor([-2.2890, -4.5770]) tensor([-2.2890, -4.5770])
