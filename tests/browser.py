"""Headless Chromium for the page tests, driven over the DevTools protocol (CDP).

Debian's `chromium` package is the browser (Playwright's own download is not reachable from here);
the protocol client is Tornado's websocket client, so the tests need nothing else. A cross-origin
iframe lives in its own renderer (site isolation, forced on with --site-per-process), so reading its
DOM means attaching to its target: `Page.attach_frames()` does that with auto-attach.
"""
import asyncio
import base64
import itertools
import json
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path

from tornado.websocket import websocket_connect

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
SKIP_REASON = ("Chromium is not installed: `apt-get install -y chromium` (make test does it when run as "
               "root) to run the browser tests")


def flags(user_data_dir: Path) -> list[str]:
    own = [CHROMIUM, "--headless", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
           "--disable-extensions", "--disable-background-networking", "--disable-component-update",
           "--disable-sync", "--disable-default-apps", "--mute-audio", "--hide-scrollbars",
           "--site-per-process", f"--user-data-dir={user_data_dir}"]
    if os.geteuid() == 0:
        own.append("--no-sandbox")  # Chromium refuses to start as root with its sandbox on
    return own


def kill_group(proc: subprocess.Popen) -> None:
    """Chromium runs a process per renderer, GPU and zygote: end the whole group we started."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    proc.wait(10)


class Session:
    """One CDP session (a page or an iframe target), with the events it has seen."""

    def __init__(self, browser: "Browser", session_id: str | None):
        self.browser = browser
        self.id = session_id
        self.events: list[dict] = []

    async def send(self, method: str, **params) -> dict:
        return await self.browser.send(method, params, self.id)

    async def wait_event(self, method: str, timeout: float = 30, where=lambda e: True) -> dict:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for event in self.events:
                if event["method"] == method and where(event):
                    return event
            await asyncio.sleep(0.05)
        raise AssertionError(f"no {method} within {timeout}s")

    async def evaluate(self, expression: str):
        result = await self.send("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise AssertionError(f"script failed: {result['exceptionDetails']}")
        return result["result"].get("value")

    async def until(self, expression: str, timeout: float = 30):
        """Evaluate until the result is truthy; return it."""
        deadline = time.monotonic() + timeout
        while True:
            value = await self.evaluate(expression)
            if value or time.monotonic() > deadline:
                return value
            await asyncio.sleep(0.1)

    async def navigate(self, url: str, timeout: float = 30) -> None:
        self.events = [e for e in self.events if e["method"] != "Page.loadEventFired"]
        await self.send("Page.navigate", url=url)
        await self.wait_event("Page.loadEventFired", timeout)
        # The load event may be the blank page's, arriving late: wait until the document is the new one.
        await self.until(f"document.readyState === 'complete' && location.href === {json.dumps(url)}", timeout)

    async def html(self) -> str:
        """The DOM as HTML, read through the protocol: works with scripts off, unlike evaluate()."""
        root = (await self.send("DOM.getDocument", depth=-1))["root"]
        return (await self.send("DOM.getOuterHTML", nodeId=root["nodeId"]))["outerHTML"]

    async def screenshot(self, path: Path, width: int) -> Path:
        """The whole page at `width` CSS pixels."""
        height = await self.evaluate("Math.ceil(document.documentElement.scrollHeight)")
        await self.send("Emulation.setDeviceMetricsOverride", width=width, height=min(height, 8000),
                        deviceScaleFactor=1, mobile=False)
        await asyncio.sleep(1.0)  # let embedded frames re-measure and paint at the new size
        # The viewport is the whole page now: captureBeyondViewport can leave out-of-process frames,
        # and what follows them, unpainted.
        shot = await self.send("Page.captureScreenshot", format="png")
        path.write_bytes(base64.b64decode(shot["data"]))
        return path


class Browser:
    """A headless Chromium process and one CDP connection to it; `close()` ends every process."""

    def __init__(self, tmp: Path):
        self.profile = tmp / "chromium-profile"
        (self.profile / "DevToolsActivePort").unlink(missing_ok=True)  # a reused profile's is stale
        self.log = open(tmp / "chromium.log", "wb")
        self.proc = subprocess.Popen([*flags(self.profile), "--remote-debugging-port=0", "about:blank"],
                                     stdout=subprocess.DEVNULL, stderr=self.log, start_new_session=True)
        self.ids = itertools.count(1)
        self.pending: dict[int, asyncio.Future] = {}
        self.sessions: dict[str | None, Session] = {}
        self.ws = None
        self.reader = None

    async def connect(self, timeout: float = 60) -> "Browser":
        port_file = self.profile / "DevToolsActivePort"
        deadline = time.monotonic() + timeout
        while not (port_file.exists() and len(port_file.read_text().splitlines()) >= 2):
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise AssertionError("Chromium did not start (see chromium.log in the test's tmp_path)")
            await asyncio.sleep(0.1)
        port, path = port_file.read_text().splitlines()[:2]
        self.ws = await websocket_connect(f"ws://127.0.0.1:{port}{path}", max_message_size=256 * 1024 * 1024)
        self.reader = asyncio.ensure_future(self._read())
        self.sessions[None] = Session(self, None)
        return self

    async def _read(self):
        while True:
            raw = await self.ws.read_message()
            if raw is None:
                break
            message = json.loads(raw)
            if "id" in message:
                future = self.pending.pop(message["id"], None)
                if future and not future.done():
                    future.set_result(message)
                continue
            if message.get("method") == "Target.attachedToTarget":
                self.sessions.setdefault(message["params"]["sessionId"], Session(self, message["params"]["sessionId"]))
            session = self.sessions.get(message.get("sessionId"))
            if session is not None:
                session.events.append(message)
        for future in self.pending.values():
            if not future.done():
                future.set_exception(ConnectionError("Chromium closed the DevTools connection"))

    async def send(self, method: str, params: dict, session_id: str | None = None, timeout: float = 60) -> dict:
        message_id = next(self.ids)
        future = asyncio.get_running_loop().create_future()
        self.pending[message_id] = future
        message = {"id": message_id, "method": method, "params": params}
        if session_id:
            message["sessionId"] = session_id
        await self.ws.write_message(json.dumps(message))
        answer = await asyncio.wait_for(future, timeout)
        if "error" in answer:
            raise AssertionError(f"{method}: {answer['error']}")
        return answer.get("result", {})

    async def new_page(self, scripts: bool = True) -> Session:
        target = await self.send("Target.createTarget", {"url": "about:blank"})
        attached = await self.send("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True})
        page = self.sessions.setdefault(attached["sessionId"], Session(self, attached["sessionId"]))
        for domain in ("Page", "Network", "Log", "Runtime"):
            await page.send(f"{domain}.enable")
        if not scripts:  # as a visitor with JavaScript turned off sees the page
            await page.send("Emulation.setScriptExecutionDisabled", value=True)
        # Every cross-origin iframe becomes a target attached to this page's session.
        await page.send("Target.setAutoAttach", autoAttach=True, waitForDebuggerOnStart=False, flatten=True)
        return page

    async def frames(self, page: Session, url_part: str = "") -> list[Session]:
        """The iframe sessions attached under `page` whose document URL holds `url_part` (asked of
        the frame itself: a target attaches before it has navigated)."""
        found = []
        for event in page.events:
            if event["method"] == "Target.attachedToTarget" and event["params"]["targetInfo"]["type"] == "iframe":
                frame = self.sessions[event["params"]["sessionId"]]
                if url_part in (await frame.evaluate("location.href") or ""):
                    found.append(frame)
        return found

    async def close(self) -> None:
        try:
            if self.ws is not None:
                await asyncio.wait_for(self.send("Browser.close", {}), 5)
        except Exception:  # noqa: BLE001 - the process group is killed below whatever happened
            pass
        kill_group(self.proc)
        self.log.close()
        if self.reader is not None:  # ends once the connection is gone with the browser
            try:
                await asyncio.wait_for(self.reader, 5)
            except (asyncio.TimeoutError, asyncio.CancelledError):
                pass
        if self.ws is not None:
            self.ws.close()
            # Close the socket now, not when the object is collected (a ResourceWarning there would
            # fail whichever test happens to be running).
            stream = getattr(getattr(self.ws, "protocol", None), "stream", None)
            if stream is not None:
                stream.close()
