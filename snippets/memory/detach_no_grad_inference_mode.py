import torch

w = torch.ones(3, requires_grad=True)
x = torch.tensor([1.0, 2.0, 3.0])

y = (w * x).detach()  # (1)!
with torch.no_grad():  # (2)!
    z = w * x
with torch.inference_mode():  # (3)!
    t = w * x
for name, v in [("detach", y), ("no_grad", z), ("inference_mode", t)]:
    print(f"{name:15} requires_grad={v.requires_grad} is_inference={v.is_inference()}")
    #> detach          requires_grad=False is_inference=False
    #> no_grad         requires_grad=False is_inference=False
    #> inference_mode  requires_grad=False is_inference=True

print((z * w).sum().requires_grad)  # (4)!
#> True
try:
    (t * w).sum().backward()  # (5)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Inference tensors cannot be saved for backward. Please do not use Tensors created in inference mode in computation tracked by autograd. To work around this, you can make a clone to get a normal tensor and use it in autograd, or use `torch.no_grad()` instead of `torch.inference_mode()`.
    '''
print(((t.clone() * w).sum()).requires_grad)  # (6)!
#> True
