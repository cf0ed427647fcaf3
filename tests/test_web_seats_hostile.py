"""Hostile requests against the seat links (issue 29): each is refused with a clear status and
``{"error": one line}``, and nothing is recorded: no pending set changes, the book has the same hands."""

from __future__ import annotations

import json
import random
import re
import socket
import string
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from helpers.session_kit import cli_json
from helpers.web_kit import PLAYERS, make_book
from test_web_seats import SETS

from scorekeeper.web.pending import PendingStore
from scorekeeper.web.seats import RATE_CAPACITY, RATE_PER_SECOND
from scorekeeper.web.server import Bounds, ShareServer

JSON = {"Content-Type": "application/json"}
MALFORMED = 3000
KEYS = ("front", "middle", "back", "surrender", "declare_natural", "hand")


@pytest.fixture
def table(tmp_path: Path) -> Iterator[tuple[ShareServer, dict[str, str], Path, str]]:
    """A shared session with seat links; its phones may ask as often as they like (the burst test has its own)."""
    book, sid = make_book(tmp_path, hands=1)
    server = ShareServer(book, sid, seats=True, bounds=Bounds(seat_burst=10**6, seat_per_second=10**6))
    server.start()
    try:
        yield server, server.seat_urls(), book, sid
    finally:
        server.stop()


def nothing_recorded(book: Path, sid: str, store: PendingStore, *, hands: int = 1) -> None:
    assert store.read(hands + 1) == {}
    assert len(cli_json("session", "show", sid, "--book", book)["hands"]) == hands


def refused(response: httpx.Response, status: int) -> str:
    assert response.status_code == status, (response.status_code, response.text)
    error: str = response.json()["error"]
    assert error and "\n" not in error and len(error) <= 200
    return error


def garbage(rng: random.Random) -> tuple[bytes, dict[str, str]]:
    """A body a phone of this page never sends, and its headers."""
    kind = rng.randrange(9)
    good = dict(SETS["Amy"], hand=2)
    if kind == 0:  # not JSON at all
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 300))), JSON
    if kind == 1:  # JSON, but not an object
        return json.dumps(rng.choice([[], [good], "front", 7, None, True, 1.5])).encode(), JSON
    if kind == 2:  # a field of the wrong type
        key = rng.choice(KEYS)
        wrong: Any = rng.choice([7, None, [], {}, "yes", 1.5, ["As"], {"$gt": ""}])
        if key in ("surrender", "declare_natural") and wrong == "yes":
            wrong = 1
        if key == "hand" and wrong is None:  # no hand number is allowed (the spec's body has none)
            wrong = "2"
        return json.dumps({**good, key: wrong}).encode(), JSON
    if kind == 3:  # a field this boundary does not know (another seat's name, a session, a dealer...)
        key = rng.choice(["name", "seat", "player", "session", "dealer", "rules", "__proto__", "players"])
        return json.dumps({**good, key: rng.choice(["Bob", 2, ["Bob"]])}).encode(), JSON
    if kind == 4:  # a row missing
        gone = rng.choice(("front", "middle", "back"))
        return json.dumps({k: v for k, v in good.items() if k != gone}).encode(), JSON
    if kind == 5:  # card text that is not cards
        row = rng.choice(("front", "middle", "back"))
        junk = "".join(rng.choice(string.printable + "♠♥☃\u202e") for _ in range(rng.randrange(1, 40)))
        return json.dumps({**good, row: junk + " Zz"}).encode(), JSON
    if kind == 6:  # a row too long, or too many cards
        row = rng.choice(("front", "middle", "back"))
        return json.dumps({**good, row: "As " * rng.randrange(22, 200)}).encode(), JSON
    if kind == 7:  # the wrong content type (what a cross-site form could send)
        kind_header = rng.choice(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data", ""])
        return json.dumps(good).encode(), {"Content-Type": kind_header}
    numbers = rng.choice([0, -1, 3, 10**9, "2", 2.0, True])  # a hand number that is not this one (or not a number)
    return json.dumps({**good, "hand": numbers}).encode(), JSON


def test_thousands_of_malformed_bodies_are_refused_and_nothing_is_recorded(
    table: tuple[ShareServer, dict[str, str], Path, str],
) -> None:
    server, links, book, sid = table
    store = PendingStore(book, sid)
    rng = random.Random(29)
    statuses: dict[int, int] = {}
    with httpx.Client() as client:
        for _ in range(MALFORMED):
            body, headers = garbage(rng)
            response = client.post(links["Amy"] + "hand", content=body, headers=headers)
            assert 400 <= response.status_code < 500, (body[:120], response.status_code, response.text)
            refused(response, response.status_code)
            statuses[response.status_code] = statuses.get(response.status_code, 0) + 1
    assert set(statuses) <= {400, 409, 413, 415, 422} and statuses.get(422, 0) > MALFORMED // 3
    nothing_recorded(book, sid, store)


def raw_post(url: str, head: str, body: bytes) -> tuple[int, str]:
    """Send a request by hand (a phone that lies about its body); the status and the answer's last line."""
    match = re.match(r"http://([^:/]+):(\d+)(/.*)", url)
    assert match is not None
    host, port, path = match.group(1), int(match.group(2)), match.group(3)
    with socket.create_connection((host, port), timeout=10) as sock:
        sock.sendall(
            f"POST {path} HTTP/1.1\r\nHost: {host}:{port}\r\nContent-Type: application/json\r\n{head}\r\n".encode()
        )
        sock.sendall(body)
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
    status = int(answer.split(b" ", 2)[1])
    return status, answer.decode("utf-8", "replace").splitlines()[-1]


def test_oversize_bodies_are_refused_before_they_are_read(table: tuple[ShareServer, dict[str, str], Path, str]) -> None:
    _server, links, book, sid = table
    store = PendingStore(book, sid)
    status, last = raw_post(links["Amy"] + "hand", "Content-Length: 2000000\r\n", b"{")
    assert status == 413 and json.loads(last) == {"error": "the body is over 1024 bytes"}
    chunked = b"".join(b"400\r\n" + b" " * 1024 + b"\r\n" for _ in range(3))  # no length said: counted as it comes
    status, last = raw_post(links["Amy"] + "hand", "Transfer-Encoding: chunked\r\n", chunked)
    assert status == 413 and json.loads(last) == {"error": "the body is over 1024 bytes"}
    nothing_recorded(book, sid, store)


def test_a_seat_writes_only_its_own_seat_and_only_the_hand_being_entered(
    table: tuple[ShareServer, dict[str, str], Path, str],
) -> None:
    _server, links, book, sid = table
    store = PendingStore(book, sid)
    as_bob = dict(SETS["Bob"], hand=2, name="Bob")
    assert refused(httpx.post(links["Amy"] + "hand", json=as_bob), 422) == "name: unknown field"
    for other in (1, 3):
        error = refused(httpx.post(links["Amy"] + "hand", json=dict(SETS["Amy"], hand=other)), 409)
        assert error == f"hand 2 is being entered, not hand {other}"
    assert httpx.post(links["Amy"] + "hand", json=dict(SETS["Amy"], hand=2)).status_code == 200
    assert set(store.read(2)) == {"Amy"}  # Bob's seat untouched by Amy's token
    refused(httpx.post(links["Amy"] + "hand", json=dict(SETS["Amy"], surrender=True, hand=2, declare_natural=7)), 422)
    assert store.read(2)["Amy"].front == SETS["Amy"]["front"]


def test_revoked_foreign_and_made_up_tokens_are_403(tmp_path: Path) -> None:
    book, sid = make_book(tmp_path, hands=1)
    other = cli_json("session", "new", "--book", book, "--name", "Saturday", "--players", ",".join(PLAYERS))["session"]
    one, two = ShareServer(book, sid, seats=True), ShareServer(book, str(other), seats=True)
    one.start(), two.start()
    try:
        mine, theirs = one.seat_urls(), two.seat_urls()
        token = theirs["Amy"].split("/seat/")[1]
        wrong_session = mine["Amy"].split("/seat/")[0] + "/seat/" + token
        refused(httpx.post(wrong_session + "hand", json=dict(SETS["Amy"], hand=2)), 403)
        made_up = mine["Amy"][:-3] + ("AA/" if not mine["Amy"].endswith("AA/") else "BB/")
        refused(httpx.post(made_up + "hand", json=dict(SETS["Amy"], hand=2)), 403)
        one.revoke_seat("Amy")
        refused(httpx.post(mine["Amy"] + "hand", json=dict(SETS["Amy"], hand=2)), 403)
        refused(httpx.get(mine["Amy"] + "seat.json"), 403)
        one.revoke()  # Stop sharing: every seat
        refused(httpx.delete(mine["Bob"] + "hand"), 403)
        assert httpx.get(theirs["Amy"] + "seat.json").status_code == 200  # the other session's share is its own
        nothing_recorded(book, sid, PendingStore(book, sid))
    finally:
        one.stop(), two.stop()


def test_cross_site_requests_are_refused(table: tuple[ShareServer, dict[str, str], Path, str]) -> None:
    _server, links, book, sid = table
    body = dict(SETS["Amy"], hand=2)
    refused(httpx.post(links["Amy"] + "hand", json=body, headers={"Origin": "http://evil.example"}), 403)
    refused(httpx.post(links["Amy"] + "hand", json=body, headers={"Sec-Fetch-Site": "cross-site"}), 403)
    refused(httpx.delete(links["Amy"] + "hand", headers={"Sec-Fetch-Site": "same-site"}), 403)
    preflight = httpx.options(links["Amy"] + "hand", headers={"Origin": "http://evil.example"})
    refused(preflight, 405)
    assert "access-control-allow-origin" not in preflight.headers
    nothing_recorded(book, sid, PendingStore(book, sid))


def test_fifty_requests_a_second_from_one_phone_meet_429_and_the_other_phones_do_not(tmp_path: Path) -> None:
    book, sid = make_book(tmp_path, hands=1)
    server = ShareServer(book, sid, seats=True)  # the shipped limit
    server.start()
    try:
        links = server.seat_urls()
        with httpx.Client() as client:
            began = time.monotonic()
            responses = [client.post(links["Amy"] + "check", json=SETS["Amy"]) for _ in range(50)]
            took = time.monotonic() - began
            answers = [r.status_code for r in responses]
            # the bucket holds RATE_CAPACITY and refills RATE_PER_SECOND: the rest of the 50 must be refused
            assert answers.count(429) >= 50 - RATE_CAPACITY - int(RATE_PER_SECOND * took) - 1, took
            assert set(answers) <= {200, 429} and answers[:RATE_CAPACITY] == [200] * RATE_CAPACITY
            for response in responses:
                if response.status_code == 429:
                    assert response.headers["Retry-After"] == "1"
                    assert refused(response, 429) == "too many requests from this phone: wait a moment"
            assert client.post(links["Bob"] + "hand", json=dict(SETS["Bob"], hand=2)).status_code == 200
        store = PendingStore(book, sid)
        assert store.read(2)["Amy"].status == "setting" and store.read(2)["Bob"].status == "submitted"
    finally:
        server.stop()
