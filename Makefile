# make run:  start the daemon on 127.0.0.1:8080 with the sample data in data/ (make run PORT=8081: another port)
# make test: the whole test suite (creates .venv and installs everything it needs, including the Node 22
#            tools of tests/node/package.json and, as root, Debian's chromium for the browser tests)
# make bench: the benchmark suite (needs wrk for throughput figures: apt-get install wrk)
# make soak: the long reliability runs (10 minutes of mixed load, larger fuzzing and crash runs)
PYTHON ?= python3
PORT ?= 8080
VENV := .venv
BIN := $(VENV)/bin
NODE_TOOLS := tests/node/node_modules/.installed

.PHONY: run test bench soak clean chromium

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(VENV)/.installed: $(BIN)/python setup.py
	$(BIN)/pip install --quiet -e .
	touch $@

# One pip run for the daemon and its test extras: pip resolves and downloads once, not twice.
$(VENV)/.installed-test: $(BIN)/python setup.py
	$(BIN)/pip install --quiet -e '.[test]'
	touch $(VENV)/.installed $@

run: $(VENV)/.installed
	$(BIN)/reviewsd --address=127.0.0.1 --port=$(PORT) --data_dir=data --state_dir=state

# The browser tests drive Debian's chromium. As root it is installed when missing; otherwise (or when
# apt-get cannot reach its mirror) those tests are skipped, and pytest -ra says why.
chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) \
	      || echo "make: chromium could not be installed; the browser tests will be skipped"; \
	  else echo "make: chromium is missing and installing it needs root; the browser tests will be skipped"; fi; }

# Without npm the Node tests skip and say why; with it, a failed install stops here.
$(NODE_TOOLS): tests/node/package.json
	@if command -v npm >/dev/null 2>&1; then \
	    npm install --prefix tests/node --no-audit --no-fund && touch $@; \
	else \
	    echo "npm not found: the MCP conformance and Inspector tests will be skipped (apt-get install npm)"; \
	fi

test: $(VENV)/.installed-test $(NODE_TOOLS) chromium
	$(BIN)/python -m pytest $(PYTEST_ARGS)

bench: $(VENV)/.installed-test
	$(BIN)/python -m bench $(BENCH_ARGS)

soak: $(VENV)/.installed-test
	$(BIN)/python -m pytest -m soak -s tests/test_soak.py tests/test_bench_smoke.py $(PYTEST_ARGS)
	SCHEMATHESIS_EXAMPLES=1000 SIGKILL_ROUNDS=200 $(BIN)/python -m pytest \
	    tests/test_fuzz_openapi.py tests/test_hub_persistence.py tests/test_properties.py $(PYTEST_ARGS)

clean:
	rm -rf $(VENV) state build *.egg-info .pytest_cache tests/node/node_modules
