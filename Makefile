# The two commands of the README: `make serve` (the site alone, no torch) and `make test` (everything).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
SITE_STAMP := $(VENV)/.site-installed
TEST_STAMP := $(VENV)/.test-installed
# `make serve PORT=8001` when 8000 is taken
PORT   ?= 8000
# The CPU-only torch wheels: used for torch when this index answers (on a machine that reaches only PyPI, pip takes
# torch from PyPI or the local wheel cache). `make test TORCH_INDEX=` turns it off.
TORCH_INDEX ?= https://download.pytorch.org/whl/cpu
# The venv's own pip as it comes (upgrading it first took 20-26 s of a fresh `make serve`), no .pyc files written
# for every installed module (Python compiles what it imports, once): see BENCHMARKS.md, "make serve on a fresh clone".
PIP := $(BIN)/python -m pip install --quiet --disable-pip-version-check --no-compile
UV_VERSION := 0.13.9

# `make build` also writes the offline copy (a zip of the whole site that opens from disk).
.PHONY: setup setup-site serve build test test-fast update-outputs notebooks figures bench drift clean

setup-site: $(SITE_STAMP) node_modules/.package-lock.json
setup: setup-site $(TEST_STAMP)

$(SITE_STAMP): requirements-site.txt pyproject.toml
	test -d $(VENV) || $(PYTHON) -m venv $(VENV)
	@# uv installs the site's packages in 4-6 s where pip took 15-24 s from the same caches (BENCHMARKS.md, E);
	@# pip stays for requirements.txt: torch comes from this machine's wheels or the CPU index, as pip is set up.
	$(PIP) uv==$(UV_VERSION)
	$(BIN)/uv pip install --quiet --python $(BIN)/python -r requirements-site.txt
	@# The checkout on the venv's path (a .pth file): mkdocs.yml's markdown_extensions load vjpkb.annotations before
	@# any hook runs, under `properdocs serve` and a typed `mkdocs serve` alike. No package build, no setuptools.
	$(BIN)/python -c "import sysconfig; open(sysconfig.get_paths()['purelib'] + '/vjp-kb.pth', 'w').write('$(CURDIR)\n')"
	touch $@

$(TEST_STAMP): $(SITE_STAMP) requirements.txt
	$(PIP) -r requirements.txt $$($(BIN)/python -c \
	  "import urllib.request as u; u.urlopen('$(TORCH_INDEX)/torch/', timeout=5); print('--extra-index-url $(TORCH_INDEX)')" \
	  2>/dev/null)
	$(BIN)/python -m ipykernel install --sys-prefix --name python3 >/dev/null  # the kernel the notebook tests run
	touch $@

node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

serve: setup-site  ## serve the site at http://127.0.0.1:$(PORT) (zh at /, en at /en/), reloading on edits
	$(BIN)/properdocs serve -f mkdocs.yml --dev-addr 127.0.0.1:$(PORT) --livereload --dirty  # a save rebuilds only its pages

build: setup-site  ## build the site into site/, with its offline copy site/vjp-kb-offline.zip
	$(BIN)/python -m vjpkb.build

test: setup  ## the whole suite: snippets, pages, structure, notebooks, strict build, browser, workflows
	$(BIN)/python -m vjpkb.browser  # Chromium found, else installed (apt, else Playwright), else one message and stop
	$(BIN)/python -m pytest -n 2 --random-order

test-fast: setup  ## everything but the browser tests
	$(BIN)/python -m pytest -n 2 --random-order -m "not browser"

update-outputs: setup  ## rewrite the stored outputs of every snippet by running it
	$(BIN)/python -m pytest tests/test_snippets.py --update-examples -p no:randomly

notebooks: setup-site  ## (re)generate docs/<lang>/notebooks/*.ipynb from the pages (every build does it too)
	$(BIN)/python -m vjpkb.notebooks

figures: setup  ## redraw docs/assets/figures/*.svg from the snippets' numbers (needs torch; the build does not)
	$(BIN)/python -m vjpkb.figures

bench: setup  ## measure the toolchain and the pages, write BENCHMARKS.md (needs Chromium and npm)
	$(BIN)/python -m tools.bench

drift: setup  ## which snippet outputs would change under another torch: make drift TORCH=2.14.1
	@test -n "$(TORCH)" || { echo "usage: make drift TORCH=<version>"; exit 2; }
	$(BIN)/python tools/drift.py $(TORCH)

clean:
	rm -rf site .cache
