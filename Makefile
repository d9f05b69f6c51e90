# The two commands of the README: `make serve` and `make test`. Both set everything up first.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
export NO_MKDOCS_2_WARNING := 1

.PHONY: setup serve build test test-fast update-outputs notebooks bench drift clean

setup: $(STAMP) node_modules/.package-lock.json

$(STAMP): requirements.txt
	test -d $(VENV) || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -r requirements.txt
	$(BIN)/python -m ipykernel install --sys-prefix --name python3 >/dev/null  # the kernel the notebook tests run
	touch $@

node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

serve: setup  ## serve the site at http://127.0.0.1:8000 (zh at /, en at /en/), reloading on edits
	$(BIN)/mkdocs serve --dev-addr 127.0.0.1:8000 --livereload

build: setup  ## build the site into site/
	$(BIN)/mkdocs build --strict

test: setup  ## the whole suite: snippets, pages, structure, strict build, browser
	$(BIN)/python -m pytest

test-fast: setup  ## everything but the browser tests
	$(BIN)/python -m pytest -m "not browser"

update-outputs: setup  ## rewrite the stored outputs of every snippet by running it
	$(BIN)/python -m pytest tests/test_snippets.py --update-examples

notebooks: setup  ## (re)generate docs/<lang>/notebooks/*.ipynb from the pages (every build does it too)
	$(BIN)/python -m hooks.notebooks

bench: setup  ## measure the toolchain and write BENCHMARKS.md (about 10 min; needs Chromium and npm)
	$(BIN)/python tools/bench.py

drift: setup  ## which snippet outputs would change under another torch: make drift TORCH=2.14.1
	@test -n "$(TORCH)" || { echo "usage: make drift TORCH=<version>"; exit 2; }
	$(BIN)/python tools/drift.py $(TORCH)

clean:
	rm -rf site .cache
