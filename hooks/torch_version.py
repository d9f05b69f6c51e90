"""mkdocs hook: every page's footer states the torch version its outputs come from (the pin, vjpkb.torch_version)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository root: vjpkb, the page model


from vjpkb import torch_version

FOOTER = {
    "zh": "本站所有代码输出均由 torch {v}（CPU）实际运行得到 · CC BY-SA 4.0",
    "en": "Every output on this site was produced by running the code on torch {v} (CPU) · CC BY-SA 4.0",
}


def on_pre_build(config):  # runs once per language build; i18n has set theme.language by then
    config["copyright"] = FOOTER[config["theme"]["language"]].format(v=torch_version())
