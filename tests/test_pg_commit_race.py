"""A hand whose COMMIT is still on its way to the server when the terminal's connection drops
is saved, and must be reported saved, not refused as a duplicate of itself.

Under load the server may take the COMMIT after the terminal has reconnected and asked
whether the hand landed: a check made before taking the session's row lock sees no hand,
the action runs again, waits for the lock, and then finds its own hand there. The proxy
here makes that order certain: it keeps back the message with the COMMIT, drops the
terminal's connection (the server's side stays open, holding the transaction and its row
lock), and lets the COMMIT through only once another connection asks for a lock: the
session's row lock, or (a new session) the book's lock on numbering sessions, an advisory lock
its function ``book_new_session`` takes.
"""

from __future__ import annotations

import contextlib
import random
import socket
import threading
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import pg_support
import pytest

from scorekeeper.book.postgres import PostgresBook
from scorekeeper.demo import random_hand
from scorekeeper.session.session import parse_hand_entry

NAMES = ["Amy", "Bob", "Cat", "Dan"]
pg_url = pg_support.pg_url  # the fixture: a new, empty book per test


class CommitHoldingProxy:
    """A relay to the server that, when :attr:`armed`, holds back the first COMMIT it sees."""

    def __init__(self) -> None:
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = self._listener.getsockname()[1]
        self._lock = threading.Lock()
        self._sockets: list[socket.socket] = []
        self.armed = False
        self.held: tuple[socket.socket, bytes] | None = None
        self.released = threading.Event()
        threading.Thread(target=self._accept, daemon=True).start()

    def url(self, book_url: str) -> str:
        parts = urlsplit(book_url)
        user = f"{parts.username}@" if parts.username else ""
        return urlunsplit(parts._replace(netloc=f"{user}127.0.0.1:{self.port}"))

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self._listener.accept()
                upstream = socket.create_connection(pg_support.server_address())
            except OSError:
                return
            with self._lock:
                self._sockets += [client, upstream]
            threading.Thread(target=self._to_server, args=(client, upstream), daemon=True).start()
            threading.Thread(target=self._to_client, args=(upstream, client), daemon=True).start()

    def _to_server(self, client: socket.socket, upstream: socket.socket) -> None:
        try:
            while data := client.recv(65536):
                release: tuple[socket.socket, bytes] | None = None
                with self._lock:
                    if self.armed and b"COMMIT" in data:
                        self.armed, self.held = False, (upstream, data)
                        client.shutdown(socket.SHUT_RDWR)  # the terminal sees its connection drop
                        return  # ... while the server still holds the transaction open
                    if self.held is not None and (b"FOR UPDATE" in data or b"pg_advisory_xact_lock" in data):
                        release, self.held = self.held, None
                upstream.sendall(data)
                if release is not None:  # the COMMIT lands now, after the terminal has looked
                    release[0].sendall(release[1])
                    self.released.set()
        except OSError:
            pass
        _close(client, upstream)

    def _to_client(self, upstream: socket.socket, client: socket.socket) -> None:
        try:
            while data := upstream.recv(65536):
                client.sendall(data)
        except OSError:
            pass
        _close(client, upstream)

    def close(self) -> None:
        self._listener.close()
        with self._lock:
            _close(*self._sockets)


def _close(*sockets: socket.socket) -> None:
    for s in sockets:
        with contextlib.suppress(OSError):
            s.shutdown(socket.SHUT_RDWR)
        s.close()


def _entry(seed: int) -> Any:
    return parse_hand_entry(random_hand(random.Random(seed), NAMES))


@pytest.mark.parametrize("hands_before", [0, 2])
def test_a_hand_whose_commit_lands_after_the_reconnect_is_reported_saved(pg_url: str, hands_before: int) -> None:
    proxy = CommitHoldingProxy()
    try:
        with PostgresBook.open(pg_url) as direct:
            sid = direct.create_session(name="Race", players=NAMES).id
            for seed in range(hands_before):
                earlier = _entry(seed)
                direct.act(sid, "added", lambda s, e=earlier: s.prepare_add(e))  # type: ignore[misc]
        entry = _entry(99)
        with PostgresBook.open(proxy.url(pg_url)) as book:
            proxy.armed = True
            event = book.act(sid, "added", lambda s: s.prepare_add(entry))  # not "refused as a duplicate"
            assert proxy.released.is_set()  # the COMMIT really did land after the reconnect
            assert event.payload["hand"] == hands_before + 1
            assert book.session(sid).next_hand == hands_before + 2
        with PostgresBook.open(pg_url) as direct:
            session = direct.session(sid)
            assert sorted(session.hands) == list(range(1, hands_before + 2))  # saved once
            assert direct.verify(sid).verified
    finally:
        proxy.close()


def test_a_session_whose_commit_lands_after_the_reconnect_is_made_once(pg_url: str) -> None:
    proxy = CommitHoldingProxy()
    try:
        with PostgresBook.open(proxy.url(pg_url)) as book:
            proxy.armed = True
            session = book.create_session(name="Race", players=NAMES)
            assert proxy.released.is_set() and session.id == "1"
            assert [info.name for info in book.list_sessions()] == ["Race"]  # not made twice
    finally:
        proxy.close()
