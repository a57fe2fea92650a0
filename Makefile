# make run:  start the daemon on 127.0.0.1:8080 with the sample data in data/ (make run PORT=8081: another port)
# make test: the whole test suite (creates .venv and installs everything it needs, including the Node 22
#            tools of tests/node/package.json and, as root, Debian's chromium for the browser tests)
# make bench: the benchmark suite (needs wrk for throughput figures: apt-get install wrk)
# make soak: the long reliability runs (10 minutes of mixed load, larger fuzzing and crash runs)
# make lint: ruff and mypy (make test runs it first)
# make reference: rewrite docs/reference.md from the contract (a test fails when it is stale)
# make text-model: retrain reviewsd/insights/text_model.json (and .weights) on the development sets (installs scikit-learn)
PYTHON ?= python3
PORT ?= 8080
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test lint reference text-model node-deps chromium bench soak clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

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

# Node 22, the MCP conformance suite and the MCP Inspector for the tests that drive /mcp with the
# TypeScript SDK (tests/node/package.json); without npm those tests are skipped, and say why.
NODE_DIR := tests/node
$(NODE_DIR)/node_modules/.installed: $(NODE_DIR)/package.json
	@if ! command -v npm >/dev/null; then \
	    echo "npm not found: the Node-based MCP tests will be skipped (apt-get install npm)"; \
	elif npm install --prefix $(NODE_DIR) --no-audit --no-fund; then touch $@; \
	else echo "npm install failed (offline?): the Node-based MCP tests will be skipped"; fi

node-deps: $(NODE_DIR)/node_modules/.installed

lint: $(VENV)/.installed-test
	$(BIN)/ruff check reviewsd tests bench
	$(BIN)/mypy

reference: $(VENV)/.installed
	$(BIN)/python -m reviewsd.contract.reference

# scikit-learn trains the text model; the daemon reads the model it wrote without it.
text-model: $(VENV)/.installed
	$(BIN)/pip install --quiet scikit-learn
	$(BIN)/python -m reviewsd.insights.train

# - The Python packages and chromium install side by side.
# - compileall: where PYTHONDONTWRITEBYTECODE is set (as in CI), each of the hundreds of daemons,
#   workers and commands the tests start would compile the package again (0.15 s of CPU each).
# - The Node tools download (a minute and more) while the Python tests run: the tests that need them
#   run last and wait for the file NODE_DEPS_DONE names (tests/conftest.py). npm's output goes to
#   NODE_DEPS_LOG (a test that finds the tools missing quotes it). `wait`: npm never outlives make test.
NODE_DEPS_DONE := $(CURDIR)/$(NODE_DIR)/.install-finished
NODE_DEPS_LOG := $(NODE_DIR)/install.log
# TEST_WORKERS: pytest-xdist's processes (auto: one per core; TEST_WORKERS=0 runs the suite in this one).
# --dist loadfile keeps each file's tests on one worker, so a module's fixtures (a daemon over 100,000
# reviews, an interpreter per core) are set up once, not once per worker.
TEST_WORKERS ?= auto
test:
	@$(MAKE) --no-print-directory -j2 --output-sync=target $(VENV)/.installed-test chromium
	@$(MAKE) --no-print-directory lint
	@$(BIN)/python -m compileall -q reviewsd tests bench > /dev/null
	@rm -f $(NODE_DEPS_DONE); \
	  { $(MAKE) --no-print-directory node-deps > $(NODE_DEPS_LOG) 2>&1; touch $(NODE_DEPS_DONE); } & \
	  NODE_DEPS_DONE=$(NODE_DEPS_DONE) NODE_DEPS_LOG=$(NODE_DEPS_LOG) $(BIN)/python -m pytest -n $(TEST_WORKERS) --dist loadfile $(PYTEST_ARGS); status=$$?; \
	  wait; rm -f $(NODE_DEPS_DONE); exit $$status

bench: $(VENV)/.installed-test
	$(BIN)/python -m bench $(BENCH_ARGS)

soak: $(VENV)/.installed-test
	$(BIN)/python -m pytest -m soak -s tests/test_soak.py tests/test_bench_smoke.py $(PYTEST_ARGS)
	SCHEMATHESIS_EXAMPLES=1000 SIGKILL_ROUNDS=200 PROPERTY_EXAMPLES=1000 $(BIN)/python -m pytest \
	    tests/test_fuzz_openapi.py tests/test_hub_persistence.py tests/test_properties.py $(PYTEST_ARGS)

clean:
	rm -rf $(VENV) state build *.egg-info .pytest_cache $(NODE_DIR)/node_modules
