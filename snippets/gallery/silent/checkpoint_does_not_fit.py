import torch
from torch import nn


class Teacher(nn.Module):
    def __init__(self, box_outputs):
        super().__init__()
        self.neck = nn.Linear(16, 16)
        self.reg = nn.Linear(16, box_outputs)


torch.manual_seed(0)
reg_max = 8
checkpoint = Teacher(5).state_dict()  # (1)!
teacher = Teacher(5 * (reg_max + 1))  # (2)!

try:
    teacher.load_state_dict(checkpoint, strict=False)  # (3)!
except RuntimeError as e:
    print(str(e).splitlines()[1].strip())
    '''
    size mismatch for reg.weight: copying a param with shape torch.Size([5, 16]) from checkpoint, the shape in current model is torch.Size([45, 16]).
    '''

renamed = {"module." + k: v for k, v in Teacher(45).state_dict().items()}
print(teacher.load_state_dict(renamed, strict=False))  # (4)!
'''
_IncompatibleKeys(missing_keys=['neck.weight', 'neck.bias', 'reg.weight', 'reg.bias'], unexpected_keys=['module.neck.weight', 'module.neck.bias', 'module.reg.weight', 'module.reg.bias'])
'''


def load_skipping_mismatches(model, state_dict):  # (5)!
    own = model.state_dict()
    skipped = [k for k, v in state_dict.items() if k in own and v.shape != own[k].shape]
    model.load_state_dict({k: v for k, v in state_dict.items() if k not in skipped}, strict=False)
    return skipped


before = teacher.reg.weight.clone()
print(load_skipping_mismatches(teacher, checkpoint))
#> ['reg.weight', 'reg.bias']
print(torch.equal(teacher.neck.weight, checkpoint["neck.weight"]), torch.equal(teacher.reg.weight, before))  # (6)!
#> True True
