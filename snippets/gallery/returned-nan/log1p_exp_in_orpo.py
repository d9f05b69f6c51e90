import warnings

import torch
import torch.nn.functional as F


def odds_ratio_loss(chosen_logps, rejected_logps):  # (1)!
    log_odds = (chosen_logps - rejected_logps) - (
        torch.log1p(-torch.exp(chosen_logps)) - torch.log1p(-torch.exp(rejected_logps))
    )
    return -F.logsigmoid(log_odds).mean()


token_logps = F.log_softmax(torch.tensor([20.0, 0.0, 0.0]), dim=-1)  # (2)!
print(token_logps[0], torch.exp(token_logps[0]), torch.exp(torch.tensor(-1e-3).bfloat16()))
#> tensor(0.) tensor(1.) tensor(1., dtype=torch.bfloat16)

chosen = torch.tensor([0.0, -0.5], requires_grad=True)  # (3)!
rejected = torch.tensor([-2.0, -2.0], requires_grad=True)
loss = odds_ratio_loss(chosen, rejected)
loss.backward()
print(f"loss {loss.item():.4f}, gradient {chosen.grad}")  # (4)!
#> loss 0.0484, gradient tensor([    nan, -0.1171])

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    with torch.autograd.detect_anomaly():
        try:
            odds_ratio_loss(chosen, rejected).backward()
        except RuntimeError as e:
            print(f"RuntimeError: {e}")  # (5)!
            #> RuntimeError: Function 'Log1PBackward0' returned nan values in its 0th output.
