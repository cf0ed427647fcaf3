"""The share server over real HTTP on the loopback address: tokens, read-only, headers, live stream."""

from __future__ import annotations

import json
import random
import re
import signal
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from helpers.session_kit import snapshot
from helpers.web_kit import PLAYERS, add_hand, make_book, serving, show_and_settle, write_hand

from scorekeeper.errors import InputError
from scorekeeper.game.terms import LANGUAGES
from scorekeeper.web.app import SECURITY_HEADERS
from scorekeeper.web.catalogue import strings
from scorekeeper.web.server import ShareServer
from scorekeeper.web.source import open_read_only

ROUTES = ("", "app.js", "style.css", "icon.svg", "strings.json", "state.json", "events", "cjk.ttf")
WRITES = ("POST", "PUT", "DELETE", "PATCH")


@pytest.fixture
def shared(tmp_path: Path) -> Iterator[tuple[ShareServer, str, Path, str]]:
    book, sid = make_book(tmp_path)
    server = ShareServer(book, sid)
    url = server.start()
    try:
        yield server, url, book, sid
    finally:
        server.stop()


def origin(url: str) -> str:
    return re.match(r"http://[^/]+", url).group(0)  # type: ignore[union-attr]


def test_the_state_is_what_session_show_and_settle_print(shared: tuple[ShareServer, str, Path, str]) -> None:
    _server, url, book, sid = shared
    state = httpx.get(url + "state.json").json()
    show, settle = show_and_settle(book, sid)
    assert state["show"] == show
    assert state["settle"] == settle
    assert state["last"]["hand"] == 3 and len(state["last"]["seats"]) == 4


def test_without_the_token_every_address_is_403_and_shows_nothing(shared: tuple[ShareServer, str, Path, str]) -> None:
    server, url, _book, _sid = shared
    base = origin(url)
    token = server.token
    assert token is not None and len(token) >= 22  # >= 128 bits in url-safe base64
    wrong = token[:-1] + ("A" if token[-1] != "A" else "B")
    for path in ("/", "/favicon.ico", "/table/", f"/table/{wrong}/", f"/table/{wrong}/state.json", f"/{token}/"):
        for method in ("GET", *WRITES):
            response = httpx.request(method, base + path)
            assert response.status_code == 403, (method, path)
            assert response.text == "Forbidden"


def test_a_revoked_token_gets_403_and_a_new_share_has_a_new_token(shared: tuple[ShareServer, str, Path, str]) -> None:
    server, url, _book, _sid = shared
    assert httpx.get(url).status_code == 200
    server.revoke()
    assert httpx.get(url).status_code == 403
    assert httpx.get(url + "state.json").status_code == 403
    new_url = server.renew()
    assert new_url != url
    assert httpx.get(new_url + "state.json").status_code == 200
    assert httpx.get(url + "state.json").status_code == 403


def test_no_method_but_get_exists_and_nothing_changes_the_book(shared: tuple[ShareServer, str, Path, str]) -> None:
    _server, url, book, sid = shared
    show_before = show_and_settle(book, sid)
    time.sleep(0.3)  # let the poller see the CLI's reads; it only reads, but SQLite's -shm index may move
    before = snapshot(book.parent)
    for route in ROUTES:
        for method in WRITES:
            response = httpx.request(method, url + route, content=b'{"players": []}')
            assert response.status_code == 405, (method, route)
            assert response.headers["allow"] == "GET, HEAD"
    after = snapshot(book.parent)
    assert {k: v for k, v in after.items() if not k.endswith("-shm")} == {
        k: v for k, v in before.items() if not k.endswith("-shm")
    }
    assert show_and_settle(book, sid) == show_before


def test_the_servers_connection_cannot_write_the_book(tmp_path: Path) -> None:
    book_path, sid = make_book(tmp_path, hands=1)
    book = open_read_only(book_path)
    try:
        with pytest.raises(sqlite3.OperationalError, match="readonly|read-only|query_only"):
            book.db.execute("DELETE FROM events")
        assert len(book.session(sid).events) == 2
    finally:
        book.close()


def test_a_missing_book_or_session_is_refused_with_one_clear_message(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="no book here"):
        ShareServer(tmp_path / "nothing.sqlite", "1").start()
    assert not (tmp_path / "nothing.sqlite").exists()
    book, _sid = make_book(tmp_path, hands=0)
    with pytest.raises(InputError, match="no session '9'"):
        ShareServer(book, "9").start()


def test_every_answer_carries_the_strict_policy_and_no_outside_address(
    shared: tuple[ShareServer, str, Path, str],
) -> None:
    _server, url, _book, _sid = shared
    for route in ROUTES[:-2]:
        response = httpx.get(url + route)
        assert response.status_code == 200, route
        for name, value in SECURITY_HEADERS.items():
            assert response.headers[name] == value
        text = response.text
        # The SVG namespace is a name, not an address anything loads.
        assert not re.findall(r"(?:https?:)?//(?!www\.w3\.org/2000/svg)[\w.-]+\.\w", text), route
    csp = httpx.get(url).headers["content-security-policy"]
    assert "default-src 'self'" in csp and "unsafe-inline" not in csp and "script-src 'self'" in csp
    page = httpx.get(url).text
    assert "<script>" not in page and "onload=" not in page and "style=" not in page
    assert not re.search(
        r"\.(innerHTML|outerHTML)\s*=|insertAdjacentHTML|document\.write", httpx.get(url + "app.js").text
    )


def test_the_stream_sends_a_recorded_hand_within_a_second(shared: tuple[ShareServer, str, Path, str]) -> None:
    _server, url, book, sid = shared
    with httpx.stream("GET", url + "events", timeout=10) as stream:
        assert stream.headers["content-type"].startswith("text/event-stream")
        lines = stream.iter_lines()
        first = next(line for line in lines if line.startswith("data: "))
        assert json.loads(first[6:])["last"]["hand"] == 3
        add_hand(book, sid, random.Random(11))
        recorded = time.monotonic()  # the CLI has returned: the hand is committed
        data = next(line for line in lines if line.startswith("data: "))
        seen = time.monotonic() - recorded
    state = json.loads(data[6:])
    assert state["last"]["hand"] == 4
    assert state["show"] == show_and_settle(book, sid)[0]
    assert seen < 1.0, f"the phone saw the hand {seen:.2f} s after it was recorded"


def test_undo_and_correction_reach_the_stream(shared: tuple[ShareServer, str, Path, str]) -> None:
    from helpers.session_kit import cli_json, run_cli

    _server, url, book, sid = shared
    with httpx.stream("GET", url + "events", timeout=10) as stream:
        lines = (line for line in stream.iter_lines() if line.startswith("data: "))
        next(lines)
        fixed = write_hand(book.parent, random.Random(21), PLAYERS, "fixed.json")
        cli_json("session", "edit", sid, "3", fixed, "--reason", "Bob's back was misread", "--book", book)
        edited = json.loads(next(lines)[6:])
        assert edited["last"]["hand"] == 3 and edited["last"]["corrected"] is True
        assert "E" in edited["ledger"][2]["marks"]
        assert edited["show"] == show_and_settle(book, sid)[0]
        cli_json("session", "void", sid, "3", "--reason", "misdeal", "--book", book)
        voided = json.loads(next(lines)[6:])
        assert voided["last"]["hand"] == 2 and voided["show"]["hands"][2]["status"] == "void"
        assert voided["ledger"][2]["status"] == "void"
        assert run_cli("session", "undo", sid, "--book", book).returncode == 0
        back = json.loads(next(lines)[6:])
        assert back["last"]["hand"] == 3 and back["show"]["hands"][2]["status"] == "recorded"


def test_a_revoked_stream_is_told_and_closed(shared: tuple[ShareServer, str, Path, str]) -> None:
    server, url, _book, _sid = shared
    with httpx.stream("GET", url + "events", timeout=10) as stream:
        lines = stream.iter_lines()
        next(line for line in lines if line.startswith("data: "))
        server.revoke()
        assert next(line for line in lines if line.startswith("event: ")) == "event: revoked"


def test_serve_prints_its_address_first_and_ends_cleanly_on_sigterm_and_sigint(tmp_path: Path) -> None:
    book, sid = make_book(tmp_path, hands=1)
    for sig in (signal.SIGTERM, signal.SIGINT):
        with serving(book, sid) as (url, child):
            assert re.fullmatch(r"http://127\.0\.0\.1:\d+/table/[A-Za-z0-9_-]{22,}/", url)
            assert httpx.get(url + "state.json").json()["show"]["session"] == sid
            child.send_signal(sig)
            assert child.wait(timeout=10) == 0
            assert child.stderr is not None and child.stderr.read() == ""


def test_serve_refuses_what_it_cannot_serve_in_one_line(tmp_path: Path) -> None:
    from helpers.session_kit import assert_refused, run_cli

    book, _sid = make_book(tmp_path, hands=0)
    assert_refused(run_cli("serve", "7", "--book", book), "no session")
    assert_refused(run_cli("serve", "1", "--book", tmp_path / "none.sqlite"), "no book")
    assert_refused(run_cli("serve", "1", "--book", book, "--host", "203.0.113.1"), "cannot listen")


def test_the_page_speaks_four_languages_with_every_word() -> None:
    english = strings("en")
    for lang in LANGUAGES:
        words = strings(lang)
        assert words.keys() == english.keys()
        assert all(text.strip() for text in words.values()), lang
        for key, text in words.items():
            assert set(re.findall(r"\{\w+\}", text)) == set(re.findall(r"\{\w+\}", english[key])), (lang, key)
    assert strings("zh-Hant")["last_hand"] != strings("en")["last_hand"]


def test_every_word_the_page_asks_for_is_in_the_catalogue() -> None:
    from importlib import resources

    static = resources.files("scorekeeper.web").joinpath("static")
    script = static.joinpath("app.js").read_text(encoding="utf-8")
    page = static.joinpath("index.html").read_text(encoding="utf-8")
    asked = (set(re.findall(r"\bt\(\"(\w+)\"", script)) - {"mark_"}) | set(re.findall(r'data-t="(\w+)"', page))
    asked |= {f"mark_{m}" for m in "FNRSE"}  # the ledger's marks, asked for as "mark_" + letter
    assert asked and asked <= set(strings("en")), asked - set(strings("en"))


def test_head_answers_with_headers_only_even_for_the_stream(shared: tuple[ShareServer, str, Path, str]) -> None:
    _server, url, _book, _sid = shared
    for route in ROUTES:
        response = httpx.head(url + route, timeout=5)
        assert response.status_code == 200 and response.content == b"", route
    assert httpx.head(url + "events", timeout=5).headers["content-type"].startswith("text/event-stream")
    assert httpx.get(url + "cjk.ttf").headers["cache-control"] == "private, max-age=86400"
