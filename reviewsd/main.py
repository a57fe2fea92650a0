"""main(): options -> logging -> context -> data -> app -> listen -> wait for a signal -> stop.

Each step is a small function of its own so that it can be read, and tested, alone.
"""
import asyncio
import logging
import signal
import sys

import tornado.httpserver
import tornado.log
from tornado.ioloop import PeriodicCallback

from reviewsd import __version__, check
from reviewsd.app import make_app
from reviewsd.context import Context
from reviewsd.dataset.watcher import DataWatcher
from reviewsd.hub.hub import Hub
from reviewsd.options import OptionsError, parse_options

log = logging.getLogger("reviewsd")

GRACE_SECONDS = 5.0  # how long in-flight requests may take to finish after SIGTERM
# Tornado accepts 100 MB bodies by default; nothing here takes more than the MCP endpoint's 64 KiB.
MAX_BODY_BYTES = 1024 * 1024
SESSION_SWEEP_SECONDS = 60  # idle MCP sessions are also dropped when next used; this bounds the memory


def main(argv=None) -> None:
    try:
        options = parse_options(argv)
    except OptionsError as e:
        print(f"reviewsd: {e} (see reviewsd --help)", file=sys.stderr)
        sys.exit(2)
    if options.check:
        sys.exit(check.run(options))
    tornado.log.enable_pretty_logging(options)
    try:
        asyncio.run(serve(options))
    except OSError as e:  # most often: the port is taken, or the address is not ours
        log.error("cannot listen on %s:%s: %s", options.address, options.port, e.strerror or e)
        sys.exit(1)


def listen(app, options) -> tornado.httpserver.HTTPServer:
    server = tornado.httpserver.HTTPServer(app, xheaders=options.behind_proxy, max_body_size=MAX_BODY_BYTES)
    server.listen(options.port, options.address)
    return server


def install_signal_handlers(stop: asyncio.Event, watcher: DataWatcher) -> None:
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    loop.add_signal_handler(signal.SIGHUP, lambda: loop.create_task(reload_on_signal(watcher)))


async def reload_on_signal(watcher: DataWatcher) -> None:
    log.info("SIGHUP: reloading the data files")
    await watcher.reload()


async def serve(options) -> None:
    context = Context(options)
    watcher = DataWatcher(context)
    await watcher.reload()
    hub = Hub(context)
    hub.start()
    server = listen(make_app(context), options)
    watcher.start()
    PeriodicCallback(context.mcp_sessions.expire_idle, SESSION_SWEEP_SECONDS * 1000).start()
    stop = asyncio.Event()
    install_signal_handlers(stop, watcher)
    log.info("reviewsd %s listening on %s:%s (public URL %s), data dir %s, %d verified reviews",
             __version__, options.address, options.port, options.base_url, options.data_dir,
             context.snapshot.review_count)
    await stop.wait()
    await shutdown(server, watcher, hub)


async def shutdown(server, watcher: DataWatcher, hub: Hub) -> None:
    """Stop accepting, give in-flight requests a bounded time to finish, save the subscriptions."""
    log.info("stopping")
    server.stop()
    watcher.stop()
    try:
        await asyncio.wait_for(server.close_all_connections(), GRACE_SECONDS)
    except asyncio.TimeoutError:
        log.warning("gave up waiting for in-flight requests after %.0f s", GRACE_SECONDS)
    hub.stop()
    log.info("stopped")
