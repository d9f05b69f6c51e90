import threading

import torch

seen = {}


def host_app_loads_weights():  # e.g. the host app, running node code under inference_mode
    with torch.inference_mode():
        seen["worker, inside inference_mode"] = torch.is_inference_mode_enabled()
        seen["weight"] = torch.randn(4, 4)  # (1)!
        child = threading.Thread(target=lambda: seen.update(child=torch.is_inference_mode_enabled()))
        child.start()
        child.join()


torch.manual_seed(0)
worker = threading.Thread(target=host_app_loads_weights)
worker.start()
worker.join()
weight = seen["weight"]
print(seen["worker, inside inference_mode"], seen["child"], torch.is_inference_mode_enabled())  # (2)!
#> True False False
print(weight.is_inference())  # (3)!
#> True

x = torch.randn(2, 4, requires_grad=True)
try:
    (x @ weight).sum().backward()  # matmul saves the weight to compute x's gradient
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split('.')[0]}")
    #> RuntimeError: Inference tensors cannot be saved for backward

weight = weight.clone()  # (4)!
print(weight.is_inference())
#> False
(x @ weight).sum().backward()
print(x.grad.shape)
#> torch.Size([2, 4])
