import torch
from torch import nn


class DecoderState:  # what OpenNMT-py's decoder carries from one truncated-BPTT chunk to the next
    def __init__(self, hidden, input_feed):
        self.hidden, self.input_feed = hidden, input_feed

    def detach_in_place(self):  # (1)!
        for h in (*self.hidden, self.input_feed):
            h.detach_()

    def detach_discarded(self):  # (2)!
        for h in (*self.hidden, self.input_feed):
            h.detach()

    def detach(self):  # (3)!
        self.hidden = tuple(h.detach() for h in self.hidden)
        self.input_feed = self.input_feed.detach()


def train(detach, chunks=3):
    torch.manual_seed(0)
    rnn = nn.LSTM(3, 3)
    state = DecoderState((torch.zeros(1, 2, 3), torch.zeros(1, 2, 3)), torch.zeros(1, 2, 3))
    for chunk in range(chunks):
        out, hidden = rnn(torch.randn(4, 2, 3) + state.input_feed, state.hidden)
        state.hidden, state.input_feed = hidden, out[-1:]  # out[-1:] is a view of out
        try:
            out.pow(2).sum().backward()
            detach(state)
        except RuntimeError as e:
            return f"chunk {chunk}: {str(e).split('. ')[0].split(' (or')[0]}"
    return f"{chunks} chunks ok"


print(train(DecoderState.detach_in_place))
#> chunk 0: Can't detach views in-place
print(train(DecoderState.detach_discarded))
#> chunk 1: Trying to backward through the graph a second time
print(train(DecoderState.detach))
#> 3 chunks ok
