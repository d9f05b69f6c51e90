import torch

print(torch.finfo(torch.float16).max, torch.finfo(torch.bfloat16).max)  # (1)!
#> 65504.0 3.3895313892515355e+38

# A softmax written by hand, on logits of about 12: exp(12) is 162755.
logits = torch.tensor([12.0, 11.0], requires_grad=True)
for dtype in (torch.float16, torch.bfloat16, torch.float32):
    e = logits.to(dtype).exp()  # (2)!
    loss = -(e[0] / e.sum()).log()
    loss.backward()
    print(dtype, loss.item(), logits.grad)
    #> torch.float16 nan tensor([nan, nan])
    #> torch.bfloat16 0.314453125 tensor([-0.2715,  0.2676])
    #> torch.float32 0.31326165795326233 tensor([-0.2689,  0.2689])
    logits.grad = None

loss = torch.nn.functional.cross_entropy(logits.half()[None], torch.tensor([0]))  # (3)!
loss.backward()
print(loss.item(), logits.grad)
#> 0.3134765625 tensor([-0.2690,  0.2688])
