"""The engine's memory snapshot, carried from one browser context to the next: each test
process makes it once (a fresh start), then every new context gets it in its Cache Storage
before its page opens, and starts as a returning player's page does (e2e/conftest.py)."""

import base64
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

# The engine's memory snapshot as the page keeps it (web/js/engine/worker.js), read out once.
READ_SNAPSHOT = """async () => {
  const cache = await caches.open("engine-snapshot");
  const [request] = await cache.keys();
  const bytes = new Uint8Array(await (await cache.match(request)).arrayBuffer());
  let text = "";
  for (let at = 0; at < bytes.length; at += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return [request.url, btoa(text)];
}"""
# ...and put back into a new context's Cache Storage, fetched from SnapshotServer.
PUT_SNAPSHOT = """async ([key, from]) => {
  const bytes = await (await fetch(from)).arrayBuffer();
  const cache = await caches.open("engine-snapshot");
  await cache.put(key, new Response(bytes, { headers: { "Content-Type": "application/gzip" } }));
}"""


class SnapshotServer(ThreadingHTTPServer):
    """Serves one file, the engine's snapshot, to pages of any origin: a page of the site
    fetches it from there into its Cache Storage (quicker than through a Playwright route)."""

    def __init__(self, body):
        self.body = body
        super().__init__(("127.0.0.1", 0), SnapshotHandler)
        threading.Thread(target=self.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server_port}/snapshot.gz"


class SnapshotHandler(BaseHTTPRequestHandler):
    def do_GET(self):  # noqa: N802 (http.server's name)
        self.send_response(200)
        self.send_header("Content-Type", "application/gzip")
        self.send_header("Content-Length", str(len(self.server.body)))
        self.send_header("Access-Control-Allow-Origin", "*")
        self.end_headers()
        self.wfile.write(self.server.body)

    def log_message(self, *args):
        pass


def serve_snapshot(page):
    """The snapshot `page` keeps, read out of it: its key and a SnapshotServer of its bytes."""
    key, text = page.evaluate(READ_SNAPSHOT)
    return key, SnapshotServer(base64.b64decode(text))


def keep_snapshot(context, site_url, snapshot):
    """Put `snapshot` in `context`'s Cache Storage, where the page's worker looks for it,
    through a page left blank: the test's `page` (e2e/conftest.py), so a context opens one."""
    key, source = snapshot
    page = context.new_page()
    page.goto(f"{site_url}precache-manifest.js")  # a small file of the site, run by no page
    page.evaluate(PUT_SNAPSHOT, [key, source])
    page.goto("about:blank")
