import datetime
import gc
import multiprocessing
import socket

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP


def work(rank):
    torch.manual_seed(0)
    model = DDP(torch.nn.Sequential(torch.nn.Linear(2, 3), torch.nn.Tanh(), torch.nn.Linear(3, 2)))
    params = list(model.parameters())
    torch.manual_seed(rank)  # each rank draws its own samples
    x = torch.randn(4, 2, requires_grad=True)

    out = model(x)
    (g,) = torch.autograd.grad(out.sum(), x, create_graph=True)  # (1)!
    gp = ((g.norm(dim=1) - 1) ** 2).mean()
    loss = out.mean() + 10 * gp

    local = torch.autograd.grad(loss, params, retain_graph=True)  # (2)!
    loss.backward()  # (3)!
    mine = {"gp": gp.item(), "local": [t.clone() for t in local], "grad": [p.grad for p in params]}
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

print(f"gp on rank 0: {rank0['gp']:.4f}, on rank 1: {rank1['gp']:.4f}")  # (4)!
#> gp on rank 0: 0.4988, on rank 1: 0.4585
same = all(torch.equal(a, b) for a, b in zip(rank0["grad"], rank1["grad"]))
print("p.grad equal on both ranks:", same)
#> p.grad equal on both ranks: True
mean = [(a + b) / 2 for a, b in zip(rank0["local"], rank1["local"])]
print("p.grad == mean of local gradients:", all(map(torch.allclose, mean, rank0["grad"])))  # (5)!
#> p.grad == mean of local gradients: True
