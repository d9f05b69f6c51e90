import datetime
import gc
import multiprocessing
import socket

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP


class TwoHeads(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.body = torch.nn.Linear(2, 2)
        self.aux = torch.nn.Linear(2, 2)  # (1)!

    def forward(self, x):
        return self.body(x)


class TwoOutputs(TwoHeads):
    def forward(self, x):
        return self.body(x), self.aux(x)


def work(rank):
    torch.manual_seed(0)
    x = torch.tensor([[1.0, 2.0]]) * (rank + 1)
    model = DDP(TwoHeads())
    error = None
    try:
        for step in range(2):
            model(x).sum().backward()  # (2)!
    except RuntimeError as e:  # the message, without the spaces that end some of its lines
        error = "\n".join(line.rstrip() for line in f"RuntimeError: {e}".splitlines())

    model = DDP(TwoHeads(), find_unused_parameters=True)  # (3)!
    for step in range(2):
        model(x).sum().backward()
    aux_grad = model.module.aux.weight.grad

    two_outputs = {}
    for flag in (False, True):
        model = DDP(TwoOutputs(), find_unused_parameters=flag)
        try:
            for step in range(2):
                model(x)[0].sum().backward()  # (4)!
            two_outputs[flag] = f"aux.weight.grad {model.module.aux.weight.grad}"
        except RuntimeError as e:
            two_outputs[flag] = str(e).split(".")[0]
    both = [None, None]
    dist.all_gather_object(both, {"error": error, "aux_grad": aux_grad, "two_outputs": two_outputs})
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

print(rank0["error"])
'''
RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one. This error indicates that your module has parameters that were not used in producing loss. You can enable unused parameter detection by passing the keyword argument `find_unused_parameters=True` to `torch.nn.parallel.DistributedDataParallel`, and by
making sure all `forward` function outputs participate in calculating loss.
If you already have done the above, then the distributed data parallel module wasn't able to locate the output tensors in the return value of your module's `forward` function. Please include the loss function and the structure of the return value of `forward` of your module when reporting this issue (e.g. list, dict, iterable).
Parameter indices which did not receive grad for rank 0: 2 3
 In addition, you can set the environment variable TORCH_DISTRIBUTED_DEBUG to either INFO or DETAIL to print out information about which particular parameters did not receive gradient on this rank as part of this error
'''
print("with find_unused_parameters=True, aux.weight.grad:", rank0["aux_grad"])
#> with find_unused_parameters=True, aux.weight.grad: None

two_outputs = rank0["two_outputs"]
print("TwoOutputs, without the flag:", two_outputs[False])
#> TwoOutputs, without the flag: Expected to have finished reduction in the prior iteration before starting a new one
print("TwoOutputs, find_unused_parameters=True:", two_outputs[True])
#> TwoOutputs, find_unused_parameters=True: aux.weight.grad None
