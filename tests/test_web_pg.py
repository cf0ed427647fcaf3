"""`scorekeeper serve --book postgresql://...`: a card room's table on the phones, read-only."""

from __future__ import annotations

import random
import time
from pathlib import Path

import httpx
import pytest
from helpers.session_kit import cli_json
from helpers.web_kit import PLAYERS, serving, write_hand

from scorekeeper.book import open_book
from scorekeeper.errors import InputError
from scorekeeper.web.source import open_read_only
from tests import pg_support

pg_url = pg_support.pg_url  # the fixture: a new, empty PostgreSQL book


def _session(url: str, folder: Path, hands: int) -> str:
    players = ",".join(PLAYERS)
    sid = str(cli_json("session", "new", "--book", url, "--name", "Table 3", "--players", players)["session"])
    rng = random.Random(11)
    for _ in range(hands):
        cli_json("session", "add", sid, write_hand(folder, rng, PLAYERS), "--book", url)
    return sid


def test_serve_shows_a_server_books_table_and_follows_a_hand_recorded_elsewhere(pg_url: str, tmp_path: Path) -> None:
    sid = _session(pg_url, tmp_path, hands=2)
    with serving(pg_url, sid) as (page, _child):
        state = httpx.get(page + "state.json", timeout=10).json()
        assert state["show"] == cli_json("session", "show", sid, "--book", pg_url)
        assert state["last"]["hand"] == 2
        cli_json("session", "add", sid, write_hand(tmp_path, random.Random(12), PLAYERS), "--book", pg_url)
        deadline = time.monotonic() + 10
        while httpx.get(page + "state.json", timeout=10).json()["last"]["hand"] != 3:
            assert time.monotonic() < deadline, "the page never saw hand 3"
            time.sleep(0.1)
        assert httpx.post(page + "state.json", timeout=10).status_code == 405
    assert len(cli_json("session", "show", sid, "--book", pg_url)["hands"]) == 3


def test_the_servers_connection_to_a_server_book_cannot_write(pg_url: str, tmp_path: Path) -> None:
    sid = _session(pg_url, tmp_path, hands=1)
    book = open_read_only(pg_url)
    try:
        with pytest.raises(InputError):
            book.act(sid, "voided", lambda s: s.prepare_void(1, "from a phone"))
    finally:
        book.close()
    with open_book(pg_url) as check:
        assert [h.number for h in check.session(sid).live_hands()] == [1]  # hand 1 still counts
