import torch


def find_input(root, node_name, index, named):  # (1)!
    """The input `index` of the node `node_name` in the graph of `root`, named if it is one of `named`."""
    seen, stack = set(), [root.grad_fn]
    while stack:
        node = stack.pop()
        if node is None or node in seen:
            continue
        seen.add(node)
        if node.name() == node_name:
            source = node.next_functions[index][0]  # (2)!
            if hasattr(source, "variable"):  # a leaf: the tensor itself
                names = [n for n, t in named.items() if t is source.variable]
                return f"leaf {names or '?'} of shape {list(source.variable.shape)}"
            return f"the output of {source.name()}"
        stack.extend(next_node for next_node, _ in node.next_functions)
    return None


class RasterizeSurfels(torch.autograd.Function):  # (3)!
    @staticmethod
    def forward(ctx, raster_settings, means3D, means2D, opacities, scales):
        ctx.P = means3D.size(0)
        return (means3D.sum() + means2D.sum() + opacities.sum() + scales.sum()) * torch.ones(3, 8, 8)

    @staticmethod
    def backward(ctx, grad):
        P = ctx.P
        return None, torch.zeros(P, 3), torch.zeros(P, 4), torch.zeros(P, 1), torch.zeros(P, 2)  # (4)!


torch.manual_seed(0)
P = 1000
xyz = torch.randn(P, 3, requires_grad=True)
screenspace_points = torch.zeros(P, 3, requires_grad=True)
opacity = torch.rand(P, 1, requires_grad=True)
log_scales = torch.randn(P, 2, requires_grad=True)
image = RasterizeSurfels.apply({"image_height": 8}, xyz, screenspace_points, opacity, log_scales.exp())
loss = image.mean()
try:
    loss.backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Function RasterizeSurfelsBackward returned an invalid gradient at index 1 - got [1000, 4] but expected shape compatible with [1000, 3]
    '''

named = {"xyz": xyz, "screenspace_points": screenspace_points, "opacity": opacity, "log_scales": log_scales}
print(find_input(loss, "RasterizeSurfelsBackward", 1, named))  # (5)!
#> leaf ['screenspace_points'] of shape [1000, 3]
print(find_input(loss, "RasterizeSurfelsBackward", 3, named))  # (6)!
#> the output of ExpBackward0
