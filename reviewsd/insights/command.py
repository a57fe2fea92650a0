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
    from reviewsd.insights.derive import derive
    # The cache of a running daemon lives in its state_dir; reading it makes this quick, and a cache
    # that cannot be written there is only a warning.
    document = derive(reviews_doc, options.state_dir)
    text = jsonutil.dumps_pretty(document)
    if options.check:
        _, problems = check_document(INSIGHTS, text.encode("utf-8"))
        for problem in problems:
            print(problem)
        if problems:
            print(f"the derived insights have {len(problems)} problem(s)", file=sys.stderr)
            return 1
        print(f"{options.data_dir}: the derived insights are valid", file=sys.stderr)
        return 0
    sys.stdout.write(text + "\n")
    return 0
