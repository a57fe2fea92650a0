"""`reviewsd --check`: validate the data dir the way the daemon would, without serving anything."""
import sys
from pathlib import Path

from reviewsd.dataset.loader import DATA_FILES, check_document, unreadable


def problems_in(data_dir) -> list:
    """Every problem of every data file in `data_dir`; a missing optional file is not one."""
    found: list = []
    for name in DATA_FILES:
        path = Path(data_dir) / name
        try:
            raw = path.read_bytes()
        except OSError as e:
            problems = [p for p in [unreadable(name, data_dir, e)] if p]
        else:
            _, problems = check_document(name, raw)
        found.extend(str(p) for p in problems)
    return found


def run(options) -> int:
    problems = problems_in(options.data_dir)
    for line in problems:
        print(line)
    if problems:
        print(f"{options.data_dir}: {len(problems)} problem(s); the daemon would keep serving the last good data",
              file=sys.stderr)
        return 1
    print(f"{options.data_dir}: valid", file=sys.stderr)
    return 0
