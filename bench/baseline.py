"""The baselines the daemon is measured against: bare Tornado, doing nothing but writing bytes.

`python -m bench.baseline --port P --bodies DIR` serves
- /small: a fixed small JSON body (the yardstick for 304s and small responses);
- /<name>: the bytes the daemon sends for a large resource, with the same headers, and its gzip
  variant when the request accepts gzip (DIR/<name>.json holds headers and the two body files).
"""
import argparse
import asyncio
import json
from pathlib import Path

import tornado.web

SMALL = b'{"status":"ok","service":"baseline"}'


class SmallHandler(tornado.web.RequestHandler):
    def get(self):
        self.set_header("Content-Type", "application/json; charset=UTF-8")
        self.finish(SMALL)


class CapturedHandler(tornado.web.RequestHandler):
    def initialize(self, identity, gzipped, headers):
        self.identity, self.gzipped, self.captured = identity, gzipped, headers

    def compute_etag(self):
        return None

    def get(self):
        zipped = self.gzipped is not None and "gzip" in self.request.headers.get("Accept-Encoding", "")
        for name, value in self.captured.items():
            self.set_header(name, value)
        if zipped:
            self.set_header("Content-Encoding", "gzip")
        self.finish(self.gzipped if zipped else self.identity)


def make_app(bodies: Path) -> tornado.web.Application:
    routes = [(r"/small", SmallHandler)]
    for spec_file in sorted(bodies.glob("*.json")):
        spec = json.loads(spec_file.read_text())
        gz = bodies / spec["gzip_file"] if spec.get("gzip_file") else None
        routes.append((f"/{spec_file.stem}", CapturedHandler, {
            "identity": (bodies / spec["body_file"]).read_bytes(),
            "gzipped": gz.read_bytes() if gz else None,
            "headers": spec["headers"]}))
    return tornado.web.Application(routes)


async def serve(port: int, bodies: Path):
    make_app(bodies).listen(port, "127.0.0.1")
    await asyncio.Event().wait()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--bodies", type=Path, required=True)
    args = parser.parse_args()
    asyncio.run(serve(args.port, args.bodies))
