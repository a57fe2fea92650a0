"""Talking to systemd without libsystemd: sd_notify datagrams and the watchdog.

Everything here is a no-op when NOTIFY_SOCKET is unset, so the daemon runs the same by hand.
"""
import logging
import os
import socket
import time

from tornado.ioloop import PeriodicCallback

log = logging.getLogger("reviewsd.systemd")


class Notifier:
    def __init__(self, environ=os.environ):
        self.address = self._address(environ.get("NOTIFY_SOCKET"))
        self.watchdog_seconds = self._watchdog(environ)
        self._sock = None
        self._pinger: PeriodicCallback | None = None

    @staticmethod
    def _address(value: str | None):
        if not value:
            return None
        if value.startswith("@"):  # an abstract socket: a leading NUL byte on Linux
            return "\0" + value[1:]
        return value if value.startswith("/") else None

    @staticmethod
    def _watchdog(environ) -> float | None:
        usec = environ.get("WATCHDOG_USEC")
        pid = environ.get("WATCHDOG_PID")
        if not usec or (pid and pid != str(os.getpid())):
            return None  # no watchdog, or it is meant for another process
        try:
            return int(usec) / 1_000_000
        except ValueError:
            return None

    @property
    def enabled(self) -> bool:
        return self.address is not None

    def notify(self, *fields: str) -> bool:
        """Send `KEY=value` lines in one datagram; never raises (systemd may be restarting)."""
        if not self.enabled:
            return False
        try:
            if self._sock is None:
                self._sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM | socket.SOCK_CLOEXEC)
            self._sock.sendto("\n".join(fields).encode("utf-8"), self.address)
            return True
        except OSError as e:
            log.warning("cannot notify systemd at %s: %s", self.address.replace("\0", "@"), e)
            return False

    def ready(self, status: str) -> None:
        self.notify("READY=1", f"STATUS={status}", f"MAINPID={os.getpid()}")

    def status(self, status: str) -> None:
        self.notify(f"STATUS={status}")

    def reloading(self) -> None:
        monotonic_usec = time.clock_gettime_ns(time.CLOCK_MONOTONIC) // 1000
        self.notify("RELOADING=1", f"MONOTONIC_USEC={monotonic_usec}", "STATUS=reloading the data files")

    def stopping(self) -> None:
        self.notify("STOPPING=1", "STATUS=stopping")

    def _ping(self) -> None:
        self.notify("WATCHDOG=1")

    def start_watchdog(self) -> None:
        """Ping from the IOLoop itself at half the interval, so a stalled loop stops the pings."""
        if not self.enabled or not self.watchdog_seconds:
            return
        self._pinger = PeriodicCallback(self._ping, self.watchdog_seconds / 2 * 1000)
        self._pinger.start()
        self.notify("WATCHDOG=1")

    def close(self) -> None:
        if self._pinger:
            self._pinger.stop()
        if self._sock:
            self._sock.close()
            self._sock = None
