"""main(): options -> logging -> context -> data -> app -> listen -> wait for a signal -> stop.

Each step is a small function of its own so that it can be read, and tested, alone.

The first load of the data starts in its child process before the daemon imports and builds the
rest (the web application, MCP, the hub): on two cores the two overlap, which is most of a second of
a cold start. So those imports are made inside `serve`, after that load has started.
"""
from __future__ import annotations

import asyncio
import logging
import resource
import signal
import sys
from typing import TYPE_CHECKING

from reviewsd import __version__, cli, logs
from reviewsd.dataset.watcher import DataWatcher, start_first_load

if TYPE_CHECKING:
    from reviewsd.context import Context
    from reviewsd.hub.hub import Hub

log = logging.getLogger("reviewsd")

GRACE_SECONDS = 5.0  # how long in-flight requests may take to finish after SIGTERM
SESSION_SWEEP_SECONDS = 60  # idle MCP sessions are also dropped when next used; this bounds the memory
STATUS_SECONDS = 10  # how often systemd's STATUS= line is refreshed


def main(argv=None) -> None:
    """The console script: the daemon, or one of the commands of reviewsd.cli."""
    sys.exit(cli.main(argv))


def run_daemon(options) -> int:
    if options.check:
        from reviewsd import check
        return check.run(options)
    logs.configure(options)
    try:
        asyncio.run(serve(options))
    except OSError as e:  # most often: the port is taken, or the address is not ours
        log.error("cannot listen on %s:%s: %s", options.address, options.port, e.strerror or e)
        return 1
    except KeyboardInterrupt:
        # Ctrl-C before the signal handlers are installed (during the first load) or after they are
        # removed: the operator asked to stop, which needs no traceback.
        log.info("interrupted")
        return 130
    return 0


def listen(app, options):
    """The HTTP server, with every limit set on purpose (Tornado's defaults suit no public service:
    an hour to send headers, 100 MB bodies). The guard answers below these ceilings with JSON."""
    import tornado.httpserver

    from reviewsd.web import guard
    server = tornado.httpserver.HTTPServer(
        app, xheaders=options.behind_proxy,
        idle_connection_timeout=options.http_idle_timeout,  # also bounds the time to send headers (slowloris)
        body_timeout=options.http_body_timeout,
        max_header_size=guard.HEADER_CEILING_BYTES,
        max_body_size=guard.BODY_CEILING_BYTES)
    server.listen(options.port, options.address)
    return server


def raise_file_limit() -> None:
    """Each connection is a file descriptor; 1,024 (a common default) is too few for a public server."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = hard if hard != resource.RLIM_INFINITY else 65536
    if soft < wanted:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
        except (ValueError, OSError) as e:
            log.warning("cannot raise the open file limit from %d: %s", soft, e)


def install_signal_handlers(stop: asyncio.Event, reload) -> None:
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    loop.add_signal_handler(signal.SIGHUP, lambda: loop.create_task(reload()))


def status_line(context: Context) -> str:
    hub = context.hub.status() if context.hub else {"active": 0}
    state = "serving" if context.healthy else "degraded, serving the last good data:"
    return (f"{state} {context.snapshot.review_count} reviews, {hub['active']} WebSub subscriptions, "
            f"{len(context.mcp_sessions)} MCP sessions")


async def serve(options) -> None:
    raise_file_limit()
    first = await start_first_load(options)
    from tornado.ioloop import PeriodicCallback

    from reviewsd.app import make_app
    from reviewsd.context import Context
    from reviewsd.systemd import Notifier
    notifier = Notifier()
    context = Context(options)
    watcher = DataWatcher(context, first)

    async def reload():
        log.info("SIGHUP: reloading the data files")
        notifier.reloading()
        await watcher.reload()
        notifier.ready(status_line(context))

    stop = asyncio.Event()
    install_signal_handlers(stop, reload)  # before the first load: a SIGTERM during it stops at once
    if not await first_load(watcher, stop):
        log.info("stopped before the first load finished")
        return
    hub = start_hub(context)
    server = listen(make_app(context), options)
    watcher.start()
    PeriodicCallback(lambda: void(context.mcp_sessions.expire_idle()), SESSION_SWEEP_SECONDS * 1000).start()
    PeriodicCallback(lambda: notifier.status(status_line(context)), STATUS_SECONDS * 1000).start()
    log.info("reviewsd %s listening on %s:%s (public URL %s), data dir %s, %d verified reviews",
             __version__, options.address, options.port, options.base_url, options.data_dir,
             context.snapshot.review_count)
    notifier.ready(status_line(context))  # listening, with the data loaded
    notifier.start_watchdog()
    await stop.wait()
    notifier.stopping()
    await shutdown(server, watcher, hub, context)
    notifier.close()


def void(_result) -> None:
    """A periodic callback's result is ignored (Tornado would await one that is awaitable)."""


def start_hub(context: Context, **kwargs) -> Hub:
    """The WebSub hub, fed every new Snapshot, and reported in /healthz."""
    from reviewsd.hub.hub import Hub
    hub = Hub(context.options, lambda: context.snapshot, **kwargs)
    context.hub = hub
    context.snapshot_listeners.append(hub.on_snapshot)
    hub.start()
    return hub


async def first_load(watcher: DataWatcher, stop: asyncio.Event) -> bool:
    """Load the data before listening (bounded by load_timeout); False when told to stop meanwhile."""
    loading = asyncio.ensure_future(watcher.reload())
    stopping = asyncio.ensure_future(stop.wait())
    await asyncio.wait({loading, stopping}, return_when=asyncio.FIRST_COMPLETED)
    stopping.cancel()
    if stop.is_set():
        watcher.stop()  # kills the load's child process
        await asyncio.wait({loading})
        return False
    loading.result()
    return True


async def shutdown(server, watcher: DataWatcher, hub: Hub, context: Context) -> None:
    """Stop accepting, let in-flight requests finish (bounded), save the subscriptions."""
    log.info("stopping: no new connections; waiting for %d request(s) in flight", context.requests_in_flight)
    server.stop()
    watcher.stop()
    await watcher.closed()  # a load or derivation killed mid-way: its child reaped before we exit
    loop = asyncio.get_running_loop()
    deadline = loop.time() + GRACE_SECONDS
    while context.requests_in_flight and loop.time() < deadline:
        await asyncio.sleep(0.05)
    if context.requests_in_flight:
        log.warning("gave up on %d request(s) still in flight after %.0f s", context.requests_in_flight,
                    GRACE_SECONDS)
    await server.close_all_connections()  # the idle keep-alive ones, and any given up on
    hub.stop()
    log.info("stopped")
