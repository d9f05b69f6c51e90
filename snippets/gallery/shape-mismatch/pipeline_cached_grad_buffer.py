import torch

torch.manual_seed(0)
stage = torch.nn.Linear(8, 8)  # one stage of a pipeline-parallel model
grad_buffer = None  # the engine's buffer for the gradient that the next stage sends back

for seq_len in (128, 129):  # (1)!
    out = stage(torch.randn(1, seq_len, 8))
    if grad_buffer is None:  # (2)!
        grad_buffer = torch.empty_like(out)
    grad_buffer.normal_()  # stands in for the gradient received from the next stage
    try:
        torch.autograd.backward(out, grad_tensors=grad_buffer)  # (3)!
        print(seq_len, "backward ran")
        #> 128 backward ran
    except RuntimeError as e:
        print(seq_len, e)
        '''
        129 Mismatch in shape: grad_output[0] has a shape of torch.Size([1, 128, 8]) and output[0] has a shape of torch.Size([1, 129, 8]).
        '''
