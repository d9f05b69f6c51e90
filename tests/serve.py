"""The built site served over HTTP from 127.0.0.1 by a thread, under its sub-path (as GitHub Pages serves a project
site): used by the browser tests and tools/bench.py."""

import contextlib
import functools
import http.server
import threading
from pathlib import Path


@contextlib.contextmanager
def static_server(directory: Path, prefix: str = "/"):
    """Serve `directory` at http://127.0.0.1:<free port><prefix>; yields that URL. Nothing outside `prefix` exists."""

    class Handler(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def translate_path(self, path):
            if not path.startswith(prefix):
                return str(directory / "\0missing")  # 404
            return super().translate_path("/" + path[len(prefix):])

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}{prefix}"
    finally:
        server.shutdown()
        server.server_close()
