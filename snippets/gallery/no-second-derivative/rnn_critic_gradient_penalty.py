import torch
from torch import nn


class Critic(nn.Module):  # a WGAN critic that reads sequences
    def __init__(self):
        super().__init__()
        self.rnn = nn.LSTM(input_size=3, hidden_size=5, batch_first=True)
        self.out = nn.Linear(5, 1)

    def forward(self, seq):
        h, _ = self.rnn(seq)
        return self.out(h[:, -1])


def gradient_penalty(critic, real, fake):  # (1)!
    alpha = torch.rand(real.shape[0], 1, 1)
    mix = (alpha * real + (1 - alpha) * fake).requires_grad_()
    (grad,) = torch.autograd.grad(critic(mix).sum(), mix, create_graph=True)
    return ((grad.flatten(1).norm(dim=1) - 1) ** 2).mean()


torch.manual_seed(0)
critic = Critic()  # on a GPU: Critic().cuda(), and real, fake on the GPU  # (2)!
real, fake = torch.randn(4, 6, 3), torch.randn(4, 6, 3)
gp = gradient_penalty(critic, real, fake)
gp.backward()  # (3)!
print(critic.rnn.weight_hh_l0.grad.abs().sum() > 0)
#> tensor(True)
out, _ = critic.rnn(real)
print(type(out.grad_fn.next_functions[0][0]).__name__)  # (4)!
#> MkldnnRnnLayerBackward0
