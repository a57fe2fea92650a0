"""docs/reference.md is generated from the contract: it must be what the generator writes today."""
from reviewsd.contract import reference


def test_the_committed_reference_is_current():
    committed = reference.TARGET.read_text(encoding="utf-8")
    assert committed == reference.render(), (
        "docs/reference.md is stale: run `make reference` (python -m reviewsd.contract.reference) and commit it")
