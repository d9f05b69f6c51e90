"""The built site served over HTTP from 127.0.0.1 by a thread, under its sub-path (as GitHub Pages serves a project
site): used by the browser tests and tools/bench.py."""

import contextlib
import functools
import gzip
import http.server
import os
import socket
import threading
import urllib.request
from pathlib import Path


@contextlib.contextmanager
def static_server(directory: Path, prefix: str = "/", compress: bool = False):
    """Serve `directory` at http://127.0.0.1:<free port><prefix>; yields that URL. Nothing outside `prefix` exists.
    With `compress`, files go out gzip-compressed (level 6) to clients that accept it, as GitHub Pages sends them."""

    class Handler(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def translate_path(self, path):
            if not path.startswith(prefix):
                return str(directory / "\0missing")  # 404
            return super().translate_path("/" + path[len(prefix):])

        def do_GET(self):
            path = self.translate_path(self.path.split("?", 1)[0].split("#", 1)[0])
            if os.path.isdir(path) and self.path.split("?", 1)[0].endswith("/"):
                path = os.path.join(path, "index.html")
            if not (compress and "gzip" in self.headers.get("Accept-Encoding", "") and os.path.isfile(path)):
                return super().do_GET()
            body = gzip.compress(Path(path).read_bytes(), 6)
            self.send_response(200)
            self.send_header("Content-Type", self.guess_type(path))
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}{prefix}"
    finally:
        server.shutdown()
        server.server_close()


def free_port() -> int:
    """A port on 127.0.0.1 that nothing listens on now (for a server a test or the bench starts)."""
    with socket.create_server(("127.0.0.1", 0)) as s:
        return s.getsockname()[1]


def fetch(url: str, timeout: float) -> bytes | None:
    """The body at `url`, or None while nothing answers there (a server still starting)."""
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            return response.read()
    except OSError:  # URLError and timeouts included
        return None
