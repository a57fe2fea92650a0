"""A farm of WebSub subscribers in one process: `python -m bench.subscribers --port P --cert PEM`.

Every path is a callback: GETs echo hub.challenge, POSTs are acknowledged with 204 and counted.
GET /count answers the number of deliveries received so far and when the last one arrived.
"""
import argparse
import asyncio
import ssl
import time

import tornado.web

received = {"count": 0, "last": 0.0}


class Callback(tornado.web.RequestHandler):
    def get(self, path):
        if path == "count":
            return self.finish({"count": received["count"], "last": received["last"]})
        self.finish(self.get_query_argument("hub.challenge", ""))

    def post(self, _):
        received["count"] += 1
        received["last"] = time.time()
        self.set_status(204)
        self.finish()


async def serve(port: int, cert: str):
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(cert)
    app = tornado.web.Application([(r"/(.*)", Callback)])
    app.listen(port, "127.0.0.1", ssl_options=context)
    await asyncio.Event().wait()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--cert", required=True, help="PEM file with the key and certificate chain")
    args = parser.parse_args()
    asyncio.run(serve(args.port, args.cert))
