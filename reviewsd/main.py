"""main(): options -> logging -> context -> data -> app -> listen -> wait for a signal -> stop.

Each step is a small function of its own so that it can be read, and tested, alone.
"""
import asyncio
import logging
import resource
import signal
import sys

import tornado.httpserver
from tornado.ioloop import PeriodicCallback

from reviewsd import __version__, check, logs
from reviewsd.app import make_app
from reviewsd.context import Context
from reviewsd.dataset.watcher import DataWatcher
from reviewsd.hub.hub import Hub
from reviewsd.options import OptionsError, parse_options
from reviewsd.systemd import Notifier
from reviewsd.web import guard

log = logging.getLogger("reviewsd")

GRACE_SECONDS = 5.0  # how long in-flight requests may take to finish after SIGTERM
SESSION_SWEEP_SECONDS = 60  # idle MCP sessions are also dropped when next used; this bounds the memory
STATUS_SECONDS = 10  # how often systemd's STATUS= line is refreshed


def main(argv=None) -> None:
    argv = list(sys.argv if argv is None else argv)
    # `reviewsd insights ...` (issue 14 brings a general subcommand dispatcher; this is its first word).
    command = argv.pop(1) if len(argv) > 1 and argv[1] == "insights" else None
    try:
        options = parse_options(argv)
    except OptionsError as e:
        print(f"reviewsd: {e} (see reviewsd --help)", file=sys.stderr)
        sys.exit(2)
    if command == "insights":
        from reviewsd.insights import command as insights_command
        sys.exit(insights_command.run(options))
    if options.check:
        sys.exit(check.run(options))
    logs.configure(options)
    try:
        asyncio.run(serve(options))
    except OSError as e:  # most often: the port is taken, or the address is not ours
        log.error("cannot listen on %s:%s: %s", options.address, options.port, e.strerror or e)
        sys.exit(1)


def listen(app, options) -> tornado.httpserver.HTTPServer:
    """The HTTP server, with every limit set on purpose (Tornado's defaults suit no public service:
    an hour to send headers, 100 MB bodies). The guard answers below these ceilings with JSON."""
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
    notifier = Notifier()
    context = Context(options)
    watcher = DataWatcher(context)
    await watcher.reload()
    hub = Hub(context)
    hub.start()
    server = listen(make_app(context), options)
    watcher.start()
    PeriodicCallback(context.mcp_sessions.expire_idle, SESSION_SWEEP_SECONDS * 1000).start()
    PeriodicCallback(lambda: notifier.status(status_line(context)), STATUS_SECONDS * 1000).start()

    async def reload():
        log.info("SIGHUP: reloading the data files")
        notifier.reloading()
        await watcher.reload()
        notifier.ready(status_line(context))

    stop = asyncio.Event()
    install_signal_handlers(stop, reload)
    log.info("reviewsd %s listening on %s:%s (public URL %s), data dir %s, %d verified reviews",
             __version__, options.address, options.port, options.base_url, options.data_dir,
             context.snapshot.review_count)
    notifier.ready(status_line(context))  # listening, with the data loaded
    notifier.start_watchdog()
    await stop.wait()
    notifier.stopping()
    await shutdown(server, watcher, hub, context)
    notifier.close()


async def shutdown(server, watcher: DataWatcher, hub: Hub, context: Context) -> None:
    """Stop accepting, let in-flight requests finish (bounded), save the subscriptions."""
    log.info("stopping: no new connections; waiting for %d request(s) in flight", context.requests_in_flight)
    server.stop()
    watcher.stop()
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
