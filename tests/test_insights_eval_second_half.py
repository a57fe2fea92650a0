"""The second half of the development sets, held to their targets and floors as test_insights_eval.py holds the first
(its tables and tests, on this file's half): a file of its own, so that make test's workers score the halves side by
side."""
import pytest

from tests.test_insights_eval import (  # noqa: F401 (the tests, collected here too with this file's dev_scores)
    HALVES,
    scored,
    test_dev_scores_meet_the_targets,
    test_reviews_whose_text_disagrees_with_their_stars_are_read_by_their_text,
)


@pytest.fixture(scope="module", params=HALVES[1])
def dev_scores(request):
    return scored(request.param)
