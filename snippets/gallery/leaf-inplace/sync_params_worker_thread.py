import threading

import torch
from torch import nn

# Imitates guided_diffusion/dist_util.py's sync_params on the gloo backend: the caller enters no_grad, and the
# collective's worker thread writes the received values into the parameter with copy_.
torch.manual_seed(0)
model = nn.Linear(2, 2)
received = torch.zeros(2, 2)  # what rank 0 sent
errors, worker_grad_mode = [], []


def gloo_worker(p):  # (1)!
    try:
        worker_grad_mode.append(torch.is_grad_enabled())  # printed below, after the thread ends
        p.copy_(received)
    except RuntimeError as e:
        errors.append(e)  # kept by the work object, raised by work.wait()


with torch.no_grad():
    print("caller, grad enabled:", torch.is_grad_enabled())
    #> caller, grad enabled: False
    worker = threading.Thread(target=gloo_worker, args=(model.weight,))
    worker.start()
    worker.join()  # work.wait()
    print("worker thread, grad enabled:", worker_grad_mode[0])
    #> worker thread, grad enabled: True
    if errors:
        print(f"RuntimeError: {errors[0]}")
        #> RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.
