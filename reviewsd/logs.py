"""Logging to stderr, shaped for journald when stderr is the journal and for a terminal otherwise.

Under systemd, stderr is connected to journald and JOURNAL_STREAM names it ("device:inode"). Then
each line carries a syslog level prefix (<3> error, <4> warning, <6> info, <7> debug) that journald
turns into the entry's priority, and no timestamp of our own (the journal keeps its own).
"""
import logging
import os
import sys

import tornado.log

PRIORITIES = ((logging.ERROR, 3), (logging.WARNING, 4), (logging.INFO, 6))


def stderr_is_journal(environ=os.environ, stream=sys.stderr) -> bool:
    expected = environ.get("JOURNAL_STREAM")
    if not expected:
        return False
    try:
        st = os.fstat(stream.fileno())
    except (OSError, ValueError):
        return False
    return expected == f"{st.st_dev}:{st.st_ino}"


class JournalFormatter(logging.Formatter):
    def __init__(self):
        super().__init__("%(name)s: %(message)s")

    def format(self, record: logging.LogRecord) -> str:
        priority = next((p for level, p in PRIORITIES if record.levelno >= level), 7)
        # Prefix every line, so a traceback's lines keep the priority of the error they belong to.
        return "\n".join(f"<{priority}>{line}" for line in super().format(record).splitlines())


def configure(options) -> None:
    """Honour --logging (and Tornado's other log options); pick the format for where stderr goes."""
    if options.logging is None or options.logging.lower() == "none":
        return
    if options.log_file_prefix or not stderr_is_journal():
        tornado.log.enable_pretty_logging(options)  # timestamps, colours on a terminal, or log files
        return
    root = logging.getLogger()
    root.setLevel(getattr(logging, options.logging.upper()))
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JournalFormatter())
    root.addHandler(handler)
