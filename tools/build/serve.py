"""Serve a built site on localhost, optionally under a sub-path, with module-script MIME types.

    python -m tools.build.serve [--dir dist] [--port 8000] [--prefix /cardtable/]

A page served under a prefix (as GitHub Pages serves /<repo>/) proves that every URL the
site uses is relative: a request outside the prefix gets 404. Python 3.11's mimetypes
does not always know .mjs, and browsers refuse a module script served with another type.
Like Pages, it sends no cross-origin isolation headers (COOP/COEP), on the first visit as on
any other: the page must work without SharedArrayBuffer (e2e/engine/test_engine_worker.py).
"""

import argparse
import functools
import http.server
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CONTENT_TYPES = {".js": "text/javascript", ".mjs": "text/javascript",
                 ".wasm": "application/wasm", ".json": "application/json",
                 ".md": "text/markdown; charset=utf-8", ".zip": "application/zip",
                 ".svg": "image/svg+xml", ".webmanifest": "application/manifest+json"}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Serves `directory` at `prefix`; quiet unless `log_requests` is set."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **CONTENT_TYPES}

    def __init__(self, *args, prefix="/", log_requests=False, **kwargs):
        self.prefix = prefix
        self.log_requests = log_requests
        super().__init__(*args, **kwargs)

    def send_head(self):
        if self.path == self.prefix.rstrip("/"):
            self.send_response(301)
            self.send_header("Location", self.prefix)
            self.end_headers()
            return None
        if not self.path.startswith(self.prefix):
            self.send_error(404, "outside the site's prefix")
            return None
        return super().send_head()

    def translate_path(self, path):
        return super().translate_path("/" + path[len(self.prefix):])

    def end_headers(self):
        # Revalidate every time: the service worker, not the HTTP cache, keeps the site offline.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format, *args):
        if self.log_requests:
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    """A threaded server that says nothing when a browser closes a connection mid-response."""

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(directory, port=0, prefix="/", log_requests=False):
    """A server for `directory` under `prefix`, its port bound, not yet serving."""
    if not prefix.startswith("/") or not prefix.endswith("/"):
        raise ValueError(f"prefix must start and end with '/': {prefix!r}")
    handler = functools.partial(SiteHandler, directory=str(directory), prefix=prefix,
                                log_requests=log_requests)
    return SiteServer(("127.0.0.1", port), handler)


def start_server(directory, port=0, prefix="/", log_requests=False):
    """Serve `directory` in a background thread; return the server (its port is bound)."""
    server = make_server(directory, port, prefix, log_requests)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, default=ROOT / "dist")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--prefix", default="/")
    args = parser.parse_args()
    try:
        server = make_server(args.dir, args.port, args.prefix, log_requests=True)
    except ValueError as error:
        parser.error(str(error))
    with server:
        print(f"Serving {args.dir} at http://127.0.0.1:{args.port}{args.prefix}", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
