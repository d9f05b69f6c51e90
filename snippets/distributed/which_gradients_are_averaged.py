import datetime
import gc
import multiprocessing
import socket

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP


def work(rank):
    torch.manual_seed(0)
    model = DDP(torch.nn.Linear(2, 2))  # (1)!
    w = model.module.weight
    x = torch.tensor([[1.0, 2.0]]) * (rank + 1)  # each rank has its own data
    x.requires_grad_(True)
    loss = model(x).pow(2).sum()

    gw, gx = torch.autograd.grad(loss, (w, x), retain_graph=True)  # (2)!
    loss.backward()  # (3)!
    mine = {"grad(loss, w)": gw, "grad(loss, x)": gx, "w.grad": w.grad}
    both = [None, None]
    dist.all_gather_object(both, mine)  # rank 0 receives rank 1's values too
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


with socket.socket() as s:  # a free port on this machine
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
child = multiprocessing.get_context("fork").Process(target=run, args=(1, port))  # (4)!
child.start()
try:
    rank0, rank1 = run(0, port)
finally:
    child.join(timeout=30)
    if child.is_alive():  # rank 1 is stuck: end it
        child.kill()
        child.join()

for name in rank0:
    print(f"{name:14} rank 0: {rank0[name][0].round(decimals=3)}  rank 1: {rank1[name][0].round(decimals=3)}")
    #> grad(loss, w)  rank 0: tensor([0.9620, 1.9240])  rank 1: tensor([4.9370, 9.8750])
    #> grad(loss, x)  rank 0: tensor([1.6630, 1.8560])  rank 1: tensor([3.5440, 4.1170])
    #> w.grad         rank 0: tensor([2.9500, 5.8990])  rank 1: tensor([2.9500, 5.8990])
print(torch.allclose(rank0["w.grad"], (rank0["grad(loss, w)"] + rank1["grad(loss, w)"]) / 2))  # (5)!
#> True
