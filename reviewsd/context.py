"""The Context: the one object every handler is given (options, current Snapshot, hub, MCP sessions).

Built in main() and passed to handlers through URLSpec kwargs, as thumbor does: no module globals,
so tests can run several independent daemons in one process.
"""
import datetime
import logging
import time
from pathlib import Path

from reviewsd import jsonutil, openapi
from reviewsd.dataset.loader import DATA_FILES
from reviewsd.dataset.snapshot import Snapshot
from reviewsd.mcp.sessions import SessionTable
from reviewsd.web.ratelimit import RateLimiter
from reviewsd.web.representation import Representation

log = logging.getLogger("reviewsd.data")


class Context:
    def __init__(self, options):
        self.options = options
        self.data_dir = Path(options.data_dir)
        self.files = {name: None for name in DATA_FILES}  # FileState served, per file
        self.state_problem: str | None = None  # set while state_dir cannot be written
        self.problems: dict[str, list] = {name: [] for name in DATA_FILES}  # why the data dir copy is not served
        self.snapshot = Snapshot.empty(options.base_url)  # until the first load
        self.loaded_at: datetime.datetime | None = None
        self.started = time.monotonic()
        started_at = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0)
        document = openapi.document(options.base_url)
        self.openapi = Representation.prerendered(jsonutil.dumps(document), started_at)
        self.endpoints = openapi.endpoints(document)  # the index at /: the same list, never a second one
        self.hub = None  # the WebSub hub, once main() has started one
        self.mcp_sessions = SessionTable(options.mcp_max_sessions, options.mcp_session_idle)
        self.rate_limiter = RateLimiter(options.rate_limit)  # shared by every costly handler
        self.requests_in_flight = 0  # until their responses are fully written: graceful stop waits for them
        self.snapshot_listeners = []  # callables (old, new) run after each swap: the hub's deliveries

    def install(self, reload) -> None:
        """Take the result of a load (on the IOLoop): swap the Snapshot in one assignment, report problems."""
        for name, outcome in reload.outcomes.items():
            if outcome.unstable:
                continue
            if outcome.problems != self.problems[name]:
                if outcome.problems:
                    serving = "the last good copy" if outcome.state else "nothing"
                    for problem in outcome.problems:
                        log.error("%s (serving %s; fix the file, or run reviewsd --check)", problem, serving)
                elif self.problems[name]:
                    log.info("%s: valid again, now served", name)
            self.problems[name] = outcome.problems
            self.files[name] = outcome.state
        if reload.state_problem and reload.state_problem != self.state_problem:
            log.error("%s; serving continues, but a restart after a bad edit would have nothing to fall back on",
                      reload.state_problem)
        self.state_problem = reload.state_problem
        self.loaded_at = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0)
        if reload.snapshot is not None:
            old, self.snapshot = self.snapshot, reload.snapshot
            log.info("serving %d verified reviews%s", self.snapshot.review_count,
                     " and insights" if self.snapshot.insights else "")
            for listener in self.snapshot_listeners:
                listener(old, self.snapshot)
        # Only now, with it served, may new content become the copy a restart falls back on.
        problem = reload.keep_last_good(self.files)
        if problem:
            log.error("%s; serving continues, but a restart after a bad edit would have nothing to fall back on",
                      problem)
            self.state_problem = problem

    def install_insights(self, part) -> None:
        """Take insights derived after their reviews were served (the caller checked that they are
        still the reviews served): the same reviews, with these insights, in one assignment."""
        old, self.snapshot = self.snapshot, self.snapshot.with_insights(part)
        log.info("serving %d verified reviews and insights derived from them", self.snapshot.review_count)
        for listener in self.snapshot_listeners:
            listener(old, self.snapshot)

    @property
    def healthy(self) -> bool:
        hub_problem = self.hub is not None and self.hub.table.save_problem is not None
        return (self.snapshot.has_data and not any(self.problems.values()) and not self.state_problem
                and not hub_problem)

    def data_status(self) -> dict:
        files = {}
        for name in DATA_FILES:
            state = self.files[name]
            files[name] = {
                "served": state is not None,
                "source": state.source if state else None,
                "sha256": state.sha256 if state else None,
                "changed_at": state.changed_at.isoformat() if state else None,
                "problems": [str(p) for p in self.problems[name]],
            }
        return {
            "review_count": self.snapshot.review_count,
            "loaded_at": self.loaded_at.isoformat() if self.loaded_at else None,
            "files": files,
            "state_dir": {"writable": self.state_problem is None, "problem": self.state_problem},
        }
