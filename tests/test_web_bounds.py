"""The share server under slow and idle connections: bounded, and the page still answers."""

from __future__ import annotations

import contextlib
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest
from helpers.web_kit import make_book

from scorekeeper.web.server import Bounds, ShareServer

SLOW = 1000
LIMIT = 50


@pytest.fixture
def bounded(tmp_path: Path) -> Iterator[tuple[ShareServer, str]]:
    book, sid = make_book(tmp_path, hands=1)
    server = ShareServer(book, sid, bounds=Bounds(max_connections=LIMIT, header_seconds=2.0, stream_seconds=1.0))
    url = server.start()
    try:
        yield server, url
    finally:
        server.stop()


def slow_request_start(url: str) -> bytes:
    return f"GET {urlsplit(url).path} HTTP/1.1\r\nHost: 127.0.0.1\r\n".encode()


def still_open(sock: socket.socket) -> bool:
    """True while the server has not closed this connection (read without waiting)."""
    try:
        return sock.recv(1, socket.MSG_DONTWAIT | socket.MSG_PEEK) != b""
    except BlockingIOError:
        return True
    except OSError:
        return False


def open_slow(url: str, count: int) -> list[socket.socket]:
    address = (urlsplit(url).hostname or "", urlsplit(url).port or 80)
    socks = []
    for _ in range(count):
        sock = socket.create_connection(address, timeout=5)
        sock.setblocking(False)
        with contextlib.suppress(OSError):  # already closed by the server: still one of the thousand
            sock.send(slow_request_start(url))
        socks.append(sock)
    return socks


def trickle(socks: list[socket.socket], line: int) -> None:
    """One more header line on every connection, as a slow client sends it."""
    for sock in socks:
        with contextlib.suppress(OSError):
            sock.send(f"X-Slow-{line}: 1\r\n".encode())


def test_a_thousand_slow_connections_stay_bounded_and_the_page_still_answers(
    bounded: tuple[ShareServer, str],
) -> None:
    server, url = bounded
    socks = open_slow(url, SLOW)
    try:
        counts, answers = [], []
        for line in range(6):  # bounded: six rounds of one header line each, 0.5 s apart
            trickle(socks, line)
            counts.append(server.open_connections)
            started = time.monotonic()
            response = httpx.get(url + "state.json", timeout=10)
            answers.append((response.status_code, time.monotonic() - started))
            time.sleep(0.5)
        assert max(counts) <= LIMIT
        assert all(status == 200 and seconds < 3 for status, seconds in answers), answers
        assert sum(still_open(s) for s in socks) <= LIMIT
    finally:
        for sock in socks:
            sock.close()


def test_headers_that_never_end_are_cut_at_the_deadline(bounded: tuple[ShareServer, str]) -> None:
    _server, url = bounded
    trickler, idle = open_slow(url, 1)[0], socket.create_connection((urlsplit(url).hostname, urlsplit(url).port))
    try:
        for line in range(8):  # a header line every 0.5 s for 4 s: twice the 2 s deadline
            trickle([trickler], line)
            time.sleep(0.5)
        assert not still_open(trickler)
        assert not still_open(idle)  # connected and never said a word
    finally:
        trickler.close()
        idle.close()


def test_a_full_server_refuses_newcomers_without_cutting_the_streams(tmp_path: Path) -> None:
    book, sid = make_book(tmp_path, hands=1)
    server = ShareServer(book, sid, bounds=Bounds(max_connections=3, header_seconds=30.0, stream_seconds=60.0))
    url = server.start()
    try:
        with httpx.Client(timeout=10) as a, httpx.Client(timeout=10) as b, httpx.Client(timeout=10) as c:
            streams = [client.stream("GET", url + "events") for client in (a, b, c)]
            opened = [s.__enter__() for s in streams]
            assert all(r.status_code == 200 for r in opened)
            with pytest.raises(httpx.TransportError):
                httpx.get(url + "state.json", timeout=5)
            assert server.open_connections == 3
            for s in streams:
                s.__exit__(None, None, None)
    finally:
        server.stop()


def test_a_stream_ends_after_a_while_and_says_to_open_a_new_one(bounded: tuple[ShareServer, str]) -> None:
    _server, url = bounded
    started = time.monotonic()
    with httpx.stream("GET", url + "events", timeout=10) as stream:
        lines = list(stream.iter_lines())  # returns: the server ended the stream
    events = [line for line in lines if line.startswith("event: ")]
    assert events == ["event: snapshot", "event: again"]
    assert time.monotonic() - started < 5
