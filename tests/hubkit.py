"""Real HTTPS WebSub subscribers on 127.0.0.1, with certificates from a trustme CA.

A Subscriber is a Tornado HTTPS server whose behaviour each test scripts: how to answer the
verification GET, and which status to give each delivery POST. It records everything it receives.
"""
import asyncio
import ssl
import time
from dataclasses import dataclass, field
from urllib.parse import parse_qsl, urlsplit

import tornado.httpserver
import tornado.web
import trustme


class CertificateAuthority:
    def __init__(self, directory):
        self.ca = trustme.CA()
        self.cert = self.ca.issue_cert("localhost", "127.0.0.1", "::1")
        self.ca_file = str(directory / "hub-ca.pem")
        self.ca.cert_pem.write_to_path(self.ca_file)

    def server_context(self) -> ssl.SSLContext:
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        self.cert.configure_cert(context)
        return context


@dataclass
class Received:
    method: str
    path: str
    query: dict
    headers: dict
    body: bytes
    at: float = field(default_factory=time.monotonic)


class Subscriber:
    """Answers verification GETs (echo by default) and delivery POSTs (200 by default)."""

    def __init__(self):
        self.received: list[Received] = []
        self.challenge = "echo"  # "echo", "wrong", or an HTTP status to answer with
        self.delivery_statuses: list = []  # statuses for the next deliveries, then 200
        self.delivery_delay = 0.0
        self.verification_delay = 0.0  # seconds before a verification GET is answered
        self.redirect_to: str | None = None
        self.port = None
        self.server = None

    # -------------------------------------------------------------- what arrived
    def verifications(self, path=None):
        return [r for r in self.received if r.method == "GET" and r.query.get("hub.mode") != "denied"
                and (path is None or r.path == path)]

    def denials(self, path=None):
        return [r for r in self.received if r.method == "GET" and r.query.get("hub.mode") == "denied"
                and (path is None or r.path == path)]

    def deliveries(self, path=None):
        return [r for r in self.received if r.method == "POST" and (path is None or r.path == path)]

    def url(self, path="/cb", host="localhost") -> str:
        return f"https://{host}:{self.port}{path}"

    # -------------------------------------------------------------- serving
    def app(self):
        subscriber = self

        class Handler(tornado.web.RequestHandler):
            def record(self):
                subscriber.received.append(Received(
                    self.request.method, self.request.path, dict(parse_qsl(self.request.query)),
                    dict(self.request.headers), self.request.body))

            async def get(self, _):
                self.record()
                if subscriber.verification_delay:
                    await asyncio.sleep(subscriber.verification_delay)
                query = dict(parse_qsl(self.request.query))
                if query.get("hub.mode") == "denied":
                    return self.finish("ok")
                if isinstance(subscriber.challenge, int):
                    self.set_status(subscriber.challenge)
                    return self.finish(query.get("hub.challenge", ""))
                if subscriber.challenge == "redirect":
                    return self.redirect("/elsewhere?" + self.request.query)
                self.set_header("Content-Type", "text/plain")
                self.finish(query.get("hub.challenge", "") + ("-wrong" if subscriber.challenge == "wrong" else ""))

            async def post(self, _):
                self.record()
                if subscriber.delivery_delay:
                    await asyncio.sleep(subscriber.delivery_delay)
                if subscriber.redirect_to:
                    return self.redirect(subscriber.redirect_to, status=307)
                status = subscriber.delivery_statuses.pop(0) if subscriber.delivery_statuses else 200
                self.set_status(status)
                self.finish()

        return tornado.web.Application([(r"(/.*)", Handler)])

    def start(self, ca: CertificateAuthority, port: int):
        self.port = port
        self.server = tornado.httpserver.HTTPServer(self.app(), ssl_options=ca.server_context())
        self.server.listen(port, "127.0.0.1")
        return self

    def stop(self):
        if self.server:
            self.server.stop()

    async def close(self):
        """Stop listening and close the connections still open: an SSL socket left to the collector is an
        unraisable warning, which fails whichever test happens to be running when it is collected."""
        if self.server:
            self.server.stop()
            await self.server.close_all_connections()


def form(**fields) -> str:
    from urllib.parse import urlencode
    return urlencode({f"hub.{k}": v for k, v in fields.items()})


def path_of(url: str) -> str:
    return urlsplit(url).path


class ThreadedSubscriber(Subscriber):
    """A Subscriber on its own IOLoop in a background thread, for tests that drive a real daemon."""

    def start(self, ca: CertificateAuthority, port: int):
        import threading
        ready = threading.Event()

        def run():
            self.loop = asyncio.new_event_loop()
            asyncio.set_event_loop(self.loop)
            Subscriber.start(self, ca, port)
            ready.set()
            self.loop.run_forever()
            self.loop.close()

        self.thread = threading.Thread(target=run, daemon=True)
        self.thread.start()
        ready.wait(10)
        return self

    def stop(self):
        def shutdown():
            Subscriber.stop(self)
            self.loop.stop()
        self.loop.call_soon_threadsafe(shutdown)
        self.thread.join(10)
