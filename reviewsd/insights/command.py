"""`reviewsd insights --data_dir=D [--check]`: print the derived insights document, or check it.

For an operator who wants to curate the insights: `reviewsd insights --data_dir=D > insights.json`,
edit, and publish the file in data_dir (an operator's insights.json always wins over derived ones).
With `--check`, the derived document is validated exactly as an operator's insights.json would be.
"""
import sys
from pathlib import Path

from reviewsd import jsonutil
from reviewsd.dataset.loader import INSIGHTS, REVIEWS, check_document, unreadable


def run(options) -> int:
    path = Path(options.data_dir) / REVIEWS
    try:
        raw = path.read_bytes()
    except OSError as e:
        print(unreadable(REVIEWS, options.data_dir, e), file=sys.stderr)
        return 1
    reviews_doc, problems = check_document(REVIEWS, raw)
    if problems:
        for problem in problems:
            print(problem, file=sys.stderr)
        print(f"{path}: fix these first (reviewsd --check --data_dir={options.data_dir} lists them)", file=sys.stderr)
        return 1
    text, problems = derived(reviews_doc, options.state_dir)
    if options.check:
        for problem in problems:
            print(problem)
        if problems:
            print(f"the derived insights have {len(problems)} problem(s)", file=sys.stderr)
            return 1
        print(f"{options.data_dir}: the derived insights are valid", file=sys.stderr)
        return 0
    sys.stdout.write(text + "\n")
    return 0


def derived(reviews_doc: dict, state_dir) -> tuple[str, list]:
    """The derived insights document (as the JSON text published as insights.json would be) and its
    problems, found exactly as an operator's insights.json's would be. The cache of a running daemon
    lives in its state_dir; reading it makes this quick, and one that cannot be written is a warning."""
    from reviewsd.insights.derive import derive  # the analysis is loaded only where it runs
    text = jsonutil.dumps_pretty(derive(reviews_doc, state_dir))
    _, problems = check_document(INSIGHTS, text.encode("utf-8"))
    return text, problems
