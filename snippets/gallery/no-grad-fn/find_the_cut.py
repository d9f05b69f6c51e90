import torch
import torch.nn.functional as F
from torch import nn


class _Cut(Exception):
    pass


def find_the_cut(model, *args, **kwargs):
    """Run one forward pass with a hook on every submodule; name the first (innermost) one that cuts the graph."""

    def tensors(x):
        if isinstance(x, torch.Tensor):
            yield x
        elif isinstance(x, (list, tuple)):
            for v in x:
                yield from tensors(v)
        elif isinstance(x, dict):
            for v in x.values():
                yield from tensors(v)

    def hook(module, inputs, output):  # (1)!
        outs = list(tensors(output))
        if any(t.is_inference() for t in outs):
            raise _Cut(f"{names[module]} ({type(module).__name__}) returns an inference tensor")
        needs_grad = any(t.requires_grad for t in tensors(inputs)) or any(p.requires_grad for p in module.parameters())
        if needs_grad and outs and not any(t.requires_grad for t in outs):
            dtypes = sorted({str(t.dtype) for t in outs})
            raise _Cut(f"{names[module]} ({type(module).__name__}): output {dtypes} does not require grad")

    names = {m: n or "(the model itself)" for n, m in model.named_modules()}
    handles = [m.register_forward_hook(hook) for m in model.modules()]
    try:
        model(*args, **kwargs)  # (2)!
    except _Cut as cut:
        return str(cut)
    finally:
        for h in handles:
            h.remove()
    return None  # (3)!


class CenterPadding(nn.Module):
    """Imitates dinov2's hub CenterPadding: its forward carries @torch.inference_mode()."""

    @torch.inference_mode()
    def forward(self, x):
        return F.pad(x, (0, -x.shape[-1] % 4))


class MaskDecoder(nn.Module):
    """Imitates SAM2's _use_mask_as_output: given a mask prompt, the output is built from the mask alone."""

    def __init__(self):
        super().__init__()
        self.head = nn.Linear(4, 4)

    def forward(self, feats, mask_prompt=None):
        if mask_prompt is not None:
            return mask_prompt * 20.0 - 10.0  # the heads never run
        return self.head(feats)


class Segmenter(nn.Module):
    def __init__(self, pad=None):
        super().__init__()
        self.pad = pad or nn.Identity()
        self.encoder = nn.Sequential(nn.Linear(4, 4), nn.ReLU())
        self.decoder = MaskDecoder()
        self.classes = nn.Linear(4, 3)

    def forward(self, image, mask_prompt=None, labels=False):
        masks = self.decoder(self.encoder(self.pad(image)), mask_prompt)
        return self.classes(masks).argmax(-1) if labels else masks


torch.manual_seed(0)
image, mask = torch.randn(2, 4), torch.ones(2, 4)
print(find_the_cut(Segmenter(), image, mask_prompt=mask))  # (4)!
#> decoder (MaskDecoder): output ['torch.float32'] does not require grad
print(find_the_cut(Segmenter(pad=CenterPadding()), torch.randn(2, 3)))  # (5)!
#> pad (CenterPadding) returns an inference tensor
print(find_the_cut(Segmenter(), image, labels=True))  # (6)!
#> (the model itself) (Segmenter): output ['torch.int64'] does not require grad
print(find_the_cut(Segmenter(), image))
#> None
