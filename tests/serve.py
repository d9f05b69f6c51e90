"""A directory served over HTTP from 127.0.0.1 by a thread: the built site for the browser tests and tools/bench.py."""

import contextlib
import functools
import http.server
import threading
from pathlib import Path


@contextlib.contextmanager
def static_server(directory: Path):
    """Serve `directory` at http://127.0.0.1:<free port>/; yields that base URL."""

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
