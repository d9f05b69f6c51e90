import torch
from torch import nn

torch.manual_seed(0)
enc, dec = nn.Linear(3, 3), nn.Linear(3, 3)  # one generator in two parts, each with its own optimizer
opt_enc = torch.optim.SGD(enc.parameters(), lr=0.1)
opt_dec = torch.optim.SGD(dec.parameters(), lr=0.1)
x = torch.randn(4, 3)


def losses():
    out = dec(enc(x))
    aux = out.pow(2).mean()  # trains enc
    main = (enc(out) - x).pow(2).mean()  # trains dec, and passes through enc again
    return aux, main


def switch(part, on):
    for p in part.parameters():
        p.requires_grad_(on)


aux, main = losses()
aux.backward(retain_graph=True, inputs=list(enc.parameters()))
opt_enc.step()
try:
    main.backward(inputs=list(dec.parameters()))  # (1)!
except RuntimeError as e:
    print(str(e).split(":")[0])
    #> one of the variables needed for gradient computation has been modified by an inplace operation

aux, main = losses()
want_enc = torch.autograd.grad(aux, enc.weight, retain_graph=True)[0]
want_dec = torch.autograd.grad(main, dec.weight, retain_graph=True)[0]
opt_enc.zero_grad()
opt_dec.zero_grad()
switch(dec, False)  # (2)!
aux.backward(retain_graph=True)
switch(dec, True)
switch(enc, False)
main.backward()
switch(enc, True)
print(torch.allclose(enc.weight.grad, want_enc), torch.allclose(dec.weight.grad, want_dec))  # (3)!
#> True True
opt_enc.step()  # (4)!
opt_dec.step()
