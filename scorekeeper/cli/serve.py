"""``scorekeeper serve SESSION [--host ADDRESS] [--port N]`` (session-cli.md, "More commands").

Prints ``{"url": ...}`` on its first line once the server listens, then serves
until SIGINT or SIGTERM, which end it cleanly (exit 0).
"""

from __future__ import annotations

import argparse
import json
import signal
import sys
import threading
from types import FrameType
from typing import Any


def add_serve_command(sub: Any) -> None:
    """Register ``serve`` on the top-level parser."""
    serve = sub.add_parser("serve", help="show a session live on phones: a read-only web page")
    serve.add_argument("session", metavar="SESSION")
    serve.add_argument("--host", default="127.0.0.1", metavar="ADDRESS", help="where to listen (default 127.0.0.1)")
    serve.add_argument("--port", type=int, default=0, metavar="N", help="the port (default: any free one)")
    serve.add_argument("--book", metavar="PATH", help="the book file (default: the book in your data folder)")
    serve.add_argument("--control", action="store_true", help=argparse.SUPPRESS)  # the app's: see _controlled
    serve.set_defaults(run=run_serve)


def run_serve(args: argparse.Namespace) -> int:
    from scorekeeper.book.storage import default_book_path
    from scorekeeper.web.server import ShareServer  # uvicorn and Starlette load only for this command

    stop = threading.Event()

    def on_signal(_signum: int, _frame: FrameType | None) -> None:
        stop.set()

    previous = {s: signal.signal(s, on_signal) for s in (signal.SIGINT, signal.SIGTERM)}
    server = ShareServer(
        args.book or default_book_path(), args.session, host=args.host, port=args.port, own_process=True
    )
    try:
        url = server.start()
        _say_url(url)
        if args.control:
            threading.Thread(target=_controlled, args=(server, stop), name="scorekeeper-control", daemon=True).start()
        while not stop.wait(0.5):
            if not server.running:
                print("the share server stopped", file=sys.stderr)
                return 1
    finally:
        server.stop()
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    return 0


def _say_url(url: str) -> None:
    sys.stdout.write(json.dumps({"url": url}) + "\n")
    sys.stdout.flush()


def _controlled(server: Any, stop: threading.Event) -> None:
    """The app's commands, a line each on standard input: ``revoke`` (Stop sharing: the address
    answers 403 from then on, the server keeps listening), ``renew`` (shared again: a new
    address, printed as the first one was); the end of input (the app is gone) stops the server."""
    for line in sys.stdin:
        command = line.strip()
        if command == "revoke":
            server.revoke()
        elif command == "renew":
            _say_url(server.renew())
    stop.set()
