"""``scorekeeper serve SESSION [--seats] [--host ADDRESS] [--port N]`` (session-cli.md, "More commands"
and "Players set their own hands on phones"); a tournament's ID serves its board (leaderboard, level,
prize pool, eliminations) for the phones and the room's big screen, with the same token and limits.

Prints ``{"url": ...}`` on its first line once the server listens (with ``--seats``:
``{"url": ..., "seats": {"Amy": "http://.../seat/TOKEN/", ...}}``), then serves
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
    serve = sub.add_parser("serve", help="a session or a tournament's board, live on phones: a read-only page")
    serve.add_argument("session", metavar="SESSION", help="a session, or a tournament (its board)")
    serve.add_argument("--host", default="127.0.0.1", metavar="ADDRESS", help="where to listen (default 127.0.0.1)")
    serve.add_argument("--port", type=int, default=0, metavar="N", help="the port (default: any free one)")
    serve.add_argument("--book", metavar="PATH", help="the book file (default: the book in your data folder)")
    serve.add_argument(
        "--seats", action="store_true", help="also give every seated player a link to set their own hand on their phone"
    )
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
        args.book or default_book_path(),
        args.session,
        host=args.host,
        port=args.port,
        own_process=True,
        seats=args.seats,
    )
    try:
        server.start()
        _say_url(server)
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


def _say_url(server: Any) -> None:
    line: dict[str, Any] = {"url": server.url()}
    if server.seats_on:
        line["seats"] = server.seat_urls()
    sys.stdout.write(json.dumps(line, ensure_ascii=False) + "\n")
    sys.stdout.flush()


def _controlled(server: Any, stop: threading.Event) -> None:
    """The app's commands, a line each on standard input: ``revoke`` (Stop sharing: the address
    answers 403 from then on, the server keeps listening), ``renew`` (shared again: a new
    address, printed as the first one was); with seats, ``seats`` prints the line again (a player
    seated since gets a link), ``revoke-seat NAME`` ends one player's link, ``renew-seat NAME``
    gives them a new one (printed); the end of input (the app is gone) stops the server."""
    for line in sys.stdin:
        command, _, name = line.strip().partition(" ")
        if command == "revoke":
            server.revoke()
        elif command == "renew":
            server.renew()
            _say_url(server)
        elif command == "seats" and server.seats_on:
            _say_url(server)
        elif command == "revoke-seat" and server.seats_on:
            server.revoke_seat(name)
        elif command == "renew-seat" and server.seats_on:
            server.renew_seat(name)
            _say_url(server)
    stop.set()
