"""`reviewsd --check`: validate the data dir the way the daemon would, without serving anything."""
import sys
from pathlib import Path

from reviewsd.dataset.loader import DATA_FILES, INSIGHTS, REVIEWS, check_document, read_data_file, unreadable


def problems_in(data_dir, max_bytes: int = 0, derive_in=None) -> list:
    """Every problem of every data file in `data_dir`; a missing optional file is not one. The same
    reading and checking as the daemon's loader, so that the two always agree. With `derive_in` (a
    state_dir) and no insights.json, the insights the daemon would derive are checked as well."""
    found: list = []
    documents: dict = {}
    for name in DATA_FILES:
        try:
            raw, _ = read_data_file(Path(data_dir) / name, max_bytes)
        except OSError as e:
            problems = [p for p in [unreadable(name, data_dir, e, max_bytes)] if p]
            if not isinstance(e, FileNotFoundError):
                documents[name] = None  # there, but unreadable: nothing is derived in its place
        else:
            documents[name], problems = check_document(name, raw)
        found.extend(str(p) for p in problems)
    if derive_in is not None and not found and INSIGHTS not in documents and documents.get(REVIEWS):
        from reviewsd.insights import command  # the analysis is imported only when it runs
        found.extend(f"{p} (in the insights derived from {REVIEWS})" for p in command.derived(
            documents[REVIEWS], derive_in)[1])
    return found


def run(options) -> int:
    problems = problems_in(options.data_dir, options.data_max_mb * 2**20,
                           options.state_dir if options.derive_insights else None)
    for line in problems:
        print(line)
    if problems:
        print(f"{options.data_dir}: {len(problems)} problem(s); the daemon would keep serving the last good data",
              file=sys.stderr)
        return 1
    print(f"{options.data_dir}: valid", file=sys.stderr)
    return 0
