"""The share server: uvicorn in a thread of its own, the token, the address to show.

Used by the app (Session > Share this table) and by ``scorekeeper serve``. The
socket is bound and listening before :meth:`ShareServer.start` returns, so the
address it gives is one a phone can open at once.

>>> import tempfile, pathlib
>>> from scorekeeper.book.storage import Book
>>> path = pathlib.Path(tempfile.mkdtemp()) / "book.sqlite"
>>> with Book.open(path) as book:
...     sid = book.create_session(name="Friday", players=["Amy", "Bob"]).id
>>> server = ShareServer(path, sid)
>>> url = server.start()
>>> url.startswith("http://127.0.0.1:") and server.token in url
True
>>> server.stop()
"""

from __future__ import annotations

import contextlib
import ipaddress
import os
import socket
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import uvicorn

from scorekeeper.book import is_url
from scorekeeper.errors import InputError
from scorekeeper.web.app import PREFIX, STREAM_SECONDS, TableApp
from scorekeeper.web.guard import HEADER_SECONDS, MAX_CONNECTIONS, guarded_protocol
from scorekeeper.web.pending import PendingStore
from scorekeeper.web.pending_hand import seated
from scorekeeper.web.seat_app import SEAT_PREFIX, SeatRoutes, seat_files
from scorekeeper.web.seats import RATE_CAPACITY, RATE_PER_SECOND, RateLimit, SeatGate
from scorekeeper.web.source import SessionSource
from scorekeeper.web.tokens import TokenGate

LOOPBACK = "127.0.0.1"
START_SECONDS = 10.0
SERVER_NICENESS = 10


def lan_address() -> str:
    """This machine's address on the local network as phones see it (loopback if none is found).

    Read from the host name's addresses; nothing is sent anywhere to find it.
    """
    candidates: list[str] = []
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            candidates.append(str(info[4][0]))
    for address in candidates:
        ip = ipaddress.ip_address(address)
        if ip.is_private and not ip.is_loopback:
            return address
    return LOOPBACK


def _yield_to_recording() -> None:
    """Lower this thread's CPU priority, so a busy server never slows the hand being recorded.

    Only for a server in a process of its own (``scorekeeper serve``): a thread beside the
    recording shares its interpreter lock, and a low-priority thread holding that lock
    would make the recording wait longer, not shorter. On Linux each thread has its own
    nice value, inherited by the threads it starts (the workers that rebuild the
    snapshot); elsewhere this does nothing.
    """
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), SERVER_NICENESS)


def _bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(128)
    except OSError as exc:
        sock.close()
        raise InputError(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None
    sock.setblocking(False)
    return sock


@dataclass(frozen=True)
class Bounds:
    """How many connections, how long a request's headers and one live stream may take, how often one phone may ask."""

    max_connections: int = MAX_CONNECTIONS
    header_seconds: float = HEADER_SECONDS
    stream_seconds: float = STREAM_SECONDS
    seat_burst: int = RATE_CAPACITY
    seat_per_second: float = RATE_PER_SECOND


class ShareServer:
    """Serves one session of one book read-only, until :meth:`stop`."""

    def __init__(
        self,
        book_path: str | Path,
        session_id: str,
        *,
        host: str = LOOPBACK,
        port: int = 0,
        own_process: bool = False,
        bounds: Bounds = Bounds(),
        seats: bool = False,
    ) -> None:
        """``own_process``: nothing else of importance runs in this process (then the server yields the CPU);
        ``seats``: every seated player also gets a link of their own to set their hand on their phone."""
        self.own_process = own_process
        self.seats_on = seats
        self.seat_gate = SeatGate()
        self.bounds = bounds
        self.book_path: str | Path = book_path if is_url(book_path) else Path(book_path)  # a URL stays as typed
        self.session_id = session_id
        self.host = host
        self.port = port
        self.gate = TokenGate()
        self._source: SessionSource | None = None
        self._table: TableApp | None = None
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None
        self._socket: socket.socket | None = None

    @property
    def token(self) -> str | None:
        return self.gate.token

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    @property
    def open_connections(self) -> int:
        """How many connections the server holds open now."""
        return len(self._server.server_state.connections) if self._server is not None else 0

    def url(self) -> str:
        """The address to open (and to put in the QR code); the current token is part of it."""
        if self.token is None:
            raise RuntimeError("the table is not shared")
        return f"{self._base()}/{PREFIX}/{self.token}/"

    def _base(self) -> str:
        if self._socket is None:
            raise RuntimeError("the table is not shared")
        host = lan_address() if self.host in ("0.0.0.0", "") else self.host
        host = f"[{host}]" if ":" in host else host
        return f"http://{host}:{self._socket.getsockname()[1]}"

    def seat_urls(self) -> dict[str, str]:
        """Each seat of the hand being entered and the address of its own page (a player seated
        since the share began gets a link now; a criss-cross player's two hands are two seats)."""
        if self._source is None or self._table is None or self._table.seats is None:
            raise RuntimeError("the seats are not shared")
        players = seated(self._source.session)
        tokens = self.seat_gate.issue(players)
        return {name: f"{self._base()}/{SEAT_PREFIX}/{tokens[name]}/" for name in players}

    def revoke_seat(self, name: str) -> None:
        """That player's link stops working now (403); the others keep theirs."""
        self.seat_gate.revoke(name)

    def renew_seat(self, name: str) -> str:
        """A new link for that player (their old one stops working)."""
        self.seat_gate.renew(name)
        return self.seat_urls()[name]

    def _open_seats(self, source: SessionSource, table: TableApp) -> None:
        if source.kind == "tournament":
            raise InputError("a tournament has no seat links: its hands go in with `tournament add`")
        store = PendingStore(self.book_path, self.session_id, identity=source.identity)
        table.seats = SeatRoutes(
            gate=self.seat_gate,
            store=store,
            session=lambda: source.session,
            refresh=source.refresh,
            files=seat_files(table.font),
            limit=RateLimit(capacity=self.bounds.seat_burst, per_second=self.bounds.seat_per_second),
        )

    def start(self) -> str:
        """Open the book read-only, listen, serve in a background thread; the address to share."""
        if self.running:
            return self.url()
        self._source = SessionSource.open(self.book_path, self.session_id)
        try:
            self._socket = _bind(self.host, self.port)
        except BaseException:
            self._source.close()
            raise
        self.gate.renew()
        self._table = TableApp(self._source, self.gate, stream_seconds=self.bounds.stream_seconds)
        if self.seats_on:
            try:
                self._open_seats(self._source, self._table)
            except BaseException:
                self.stop()
                raise
        protocol = guarded_protocol(
            max_connections=self.bounds.max_connections, header_seconds=self.bounds.header_seconds
        )
        config = uvicorn.Config(
            self._table.asgi,
            log_level="warning",
            access_log=False,
            lifespan="on",
            http=protocol,
            timeout_keep_alive=5,  # an idle connection after its answer (uvicorn's default, said here)
            ws="none",
            timeout_graceful_shutdown=1,
        )
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._run, name="scorekeeper-share", daemon=True)
        self._thread.start()
        deadline = time.monotonic() + START_SECONDS
        while not self._server.started and self._thread.is_alive() and time.monotonic() < deadline:
            time.sleep(0.01)
        if not self._server.started:
            self.stop()
            raise InputError("the share server did not start")
        return self.url()

    def _run(self) -> None:
        assert self._server is not None and self._socket is not None
        if self.own_process:
            _yield_to_recording()
        self._server.run(sockets=[self._socket])

    def renew(self) -> str:
        """A new token: everyone with the old address is shut out; the new address."""
        self.gate.renew()
        if self._table is not None:
            self._table.wake_streams()
        return self.url()  # seat links are issued anew by seat_urls()

    def revoke(self) -> None:
        """The address stops working now (403), the server keeps listening."""
        self.gate.revoke()
        self.seat_gate.revoke_all()  # Stop sharing stops the seats too
        if self._table is not None:
            self._table.wake_streams()

    def stop(self) -> None:
        """Revoke, close every stream, stop listening, close the book. Safe to call twice."""
        self.revoke()
        if self._table is not None:
            self._table.close_streams()
        if self._server is not None:
            self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout=5)
        if self._socket is not None:
            self._socket.close()
        if self._source is not None:
            self._source.close()
        self._thread = self._server = self._socket = self._source = self._table = None
