# make run:  start the daemon on 127.0.0.1:8080 with the sample data in data/
# make test: the whole test suite (creates .venv and installs everything it needs, including the Node 22
#            tools of tests/node/package.json: the MCP conformance suite and the Inspector CLI)
# make bench: the benchmark suite (needs wrk for throughput figures: apt-get install wrk)
# make soak: the long reliability runs (10 minutes of mixed load, larger fuzzing and crash runs)
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
NODE_TOOLS := tests/node/node_modules/.installed

.PHONY: run test bench soak clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(VENV)/.installed: $(BIN)/python setup.py
	$(BIN)/pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: $(VENV)/.installed setup.py
	$(BIN)/pip install --quiet -e '.[test]'
	touch $@

run: $(VENV)/.installed
	$(BIN)/reviewsd --address=127.0.0.1 --port=8080 --data_dir=data --state_dir=state

# Without npm the Node tests skip and say why; with it, a failed install stops here.
$(NODE_TOOLS): tests/node/package.json
	@if command -v npm >/dev/null 2>&1; then \
	    npm install --prefix tests/node --no-audit --no-fund && touch $@; \
	else \
	    echo "npm not found: the MCP conformance and Inspector tests will be skipped (apt-get install npm)"; \
	fi

test: $(VENV)/.installed-test $(NODE_TOOLS)
	$(BIN)/python -m pytest $(PYTEST_ARGS)

bench: $(VENV)/.installed-test
	$(BIN)/python -m bench $(BENCH_ARGS)

soak: $(VENV)/.installed-test
	$(BIN)/python -m pytest -m soak -s tests/test_soak.py $(PYTEST_ARGS)
	SCHEMATHESIS_EXAMPLES=1000 SIGKILL_ROUNDS=200 $(BIN)/python -m pytest \
	    tests/test_fuzz_openapi.py tests/test_hub_persistence.py tests/test_properties.py $(PYTEST_ARGS)

clean:
	rm -rf $(VENV) state build *.egg-info .pytest_cache tests/node/node_modules
