"""torch's global state as a fresh `import torch` has it: restored around every test (tests/conftest.py) and between
notebooks in the shared Jupyter kernel (tests/test_notebooks.py)."""

import sys

import torch


def reset_torch_state():
    torch.set_default_dtype(torch.float32)
    torch.set_default_device(None)
    torch.set_grad_enabled(True)
    torch.autograd.set_detect_anomaly(False, check_nan=True)
    torch.set_printoptions(profile="default")
    torch.set_printoptions(sci_mode=None)
    if torch.are_deterministic_algorithms_enabled() or torch.is_deterministic_algorithms_warn_only_enabled():
        # Only when a test turned it on: the call imports torch._inductor and torch._dynamo (2-4 s on a cold
        # machine), which inside a test's time bound measured the machine, not the test (tests/test_isolation.py).
        torch.use_deterministic_algorithms(False)
    torch.set_float32_matmul_precision("highest")
    torch.manual_seed(0)
    if "torch._dynamo" in sys.modules:  # a test compiled something: its compiled code and guards go (never imported here)
        torch._dynamo.reset()
