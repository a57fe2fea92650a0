# make run:  start the daemon on 127.0.0.1:8080 with the sample data in data/ (make run PORT=8081: another port)
# make test: the whole test suite (creates .venv and installs everything it needs)
# make bench: the benchmark suite (needs wrk for throughput figures: apt-get install wrk)
# make soak: the long reliability runs (10 minutes of mixed load, larger fuzzing and crash runs)
PYTHON ?= python3
PORT ?= 8080
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test bench soak clean

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

test: $(VENV)/.installed-test
	$(BIN)/python -m pytest $(PYTEST_ARGS)

bench: $(VENV)/.installed-test
	$(BIN)/python -m bench $(BENCH_ARGS)

soak: $(VENV)/.installed-test
	$(BIN)/python -m pytest -m soak -s tests/test_soak.py tests/test_bench_smoke.py $(PYTEST_ARGS)
	SCHEMATHESIS_EXAMPLES=1000 SIGKILL_ROUNDS=200 $(BIN)/python -m pytest \
	    tests/test_fuzz_openapi.py tests/test_hub_persistence.py tests/test_properties.py $(PYTEST_ARGS)

clean:
	rm -rf $(VENV) state build *.egg-info .pytest_cache
