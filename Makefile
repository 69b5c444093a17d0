# Two commands on a fresh machine with Python 3 and Node:
#   make play   build the site and serve it at http://127.0.0.1:8000
#   make test   install everything the tests need, then run the unit and end-to-end tests
# and `make bench` for the load-time and size figures and the hard computers' move times.

PYTHON ?= python3
VENV := .venv
VENV_PYTHON := $(VENV)/bin/python
PORT ?= 8000

.PHONY: play build test bench browser

play: build
	$(PYTHON) -m tools.build.serve --dir dist --port $(PORT)

build: node_modules/.installed
	$(PYTHON) -m tools.build.site

# Two test processes, one per core of the 2-core CI machine; each e2e process serves the site
# and drives its own Chromium. (Three finished sooner, at a load of 10-13, where tests that
# pass with two failed: docs/testing.md.)
# --dist loadgroup keeps each engine's smoke tests (Firefox, WebKit:
# e2e/app/test_smoke_browsers.py) in one process, with one browser. First node's test
# runner, for the page's modules that run without a page (tests/js/: the rooms' protocol,
# property-based with fast-check); Node 20 reads web/js's ES modules with the flag.
test: build browser
	node --experimental-detect-module --disable-warning=MODULE_TYPELESS_PACKAGE_JSON --test tests/js/*.test.mjs
	$(VENV_PYTHON) -m pytest tests e2e -n 2 --dist loadgroup --durations=30 --output e2e/artifacts/test-results

bench: build browser
	$(VENV_PYTHON) -m tools.bench.page
	$(VENV_PYTHON) -m tools.bench.moves
	$(VENV_PYTHON) -m tools.bench.moves --reviews
	$(VENV_PYTHON) -m tools.bench.network

browser: $(VENV)/.installed
	$(VENV_PYTHON) -m tools.browsers.install

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(VENV_PYTHON) -m pip install --quiet -e '.[test]'
	touch $@
