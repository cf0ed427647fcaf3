"""Players set their own hands on their phones (issue 29): seat links, the seat endpoints, the pending
sets another process reads, and ``session add --from-pending`` recording exactly what was submitted."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from helpers.session_kit import REPO, cli_env, cli_json, run_cli, snapshot
from helpers.web_kit import PLAYERS, make_book, seat_server

from scorekeeper.book.storage import Book
from scorekeeper.web.server import ShareServer

# Four clean sets of one deal, and one that fouls (a pair of aces in front over a high-card middle).
SETS = {
    "Amy": {"front": "2s 3s 4h", "middle": "5c 6c 7c 8c Tc", "back": "Ah Ad Ac Kh Kd"},
    "Bob": {"front": "2h 5h 6h", "middle": "9s 9h 3c 3d 4s", "back": "Qs Qh Qd 7d 7h"},
    "Cat": {"front": "2d 4d 5d", "middle": "8s 8h 8d 6s 6d", "back": "Js Jh Jd Jc 2c"},
    "Dan": {"front": "3h 4c 5s", "middle": "Ks Qc Ts 7s As", "back": "9d 9c Td Th Kc"},
}
FOUL = {"front": "As Ah Kd", "middle": "2c 3c 4c 5c 7d", "back": "9s 9h 8d 8c 2s"}


@pytest.fixture
def seats(tmp_path: Path) -> Iterator[tuple[ShareServer, dict[str, str], Path, str]]:
    book, sid = make_book(tmp_path, hands=1)
    server = ShareServer(book, sid, seats=True)
    server.start()
    try:
        yield server, server.seat_urls(), book, sid
    finally:
        server.stop()


def post(url: str, body: dict[str, Any], **headers: str) -> httpx.Response:
    return httpx.post(url, content=json.dumps(body), headers={"Content-Type": "application/json", **headers})


def submit(url: str, rows: dict[str, str], hand: int = 2, **flags: bool) -> httpx.Response:
    return post(url + "hand", {**rows, "hand": hand, **flags})


def pending(book: Path, sid: str) -> dict[str, Any]:
    return cli_json("session", "pending", sid, "--book", book)


def recorded_entry(book: Path, sid: str, hand: int) -> list[dict[str, Any]]:
    with Book.open(book) as opened:
        return list(opened.session(sid).hands[hand].entry.dump()["players"])


def test_serve_seats_prints_the_table_and_one_link_per_seated_player_first(tmp_path: Path) -> None:
    book, sid = make_book(tmp_path, hands=1)
    child = subprocess.Popen(
        [sys.executable, "-m", "scorekeeper", "serve", sid, "--book", str(book), "--seats"],
        stdout=subprocess.PIPE,
        text=True,
        cwd=REPO,
        env=cli_env(),
    )
    try:
        assert child.stdout is not None
        first = json.loads(child.stdout.readline())
        assert set(first) == {"url", "seats"} and "/table/" in first["url"]
        assert list(first["seats"]) == list(PLAYERS)
        pattern = r"http://127\.0\.0\.1:\d+/seat/([\w-]+)/"
        tokens = [re.fullmatch(pattern, u).group(1) for u in first["seats"].values()]  # type: ignore[union-attr]
        assert len(set(tokens)) == 4 and all(len(t) >= 22 for t in tokens)  # >= 128 bits each, all different
        assert httpx.get(first["seats"]["Cat"] + "seat.json").json()["player"] == "Cat"
    finally:
        child.terminate()
        child.communicate(timeout=15)


def test_four_phones_submit_and_add_from_pending_records_exactly_their_cards(tmp_path: Path) -> None:
    book, sid = make_book(tmp_path, hands=1)
    with seat_server(book, sid) as links:
        four_phones_then_the_scorekeeper(book, sid, links)


def four_phones_then_the_scorekeeper(book: Path, sid: str, links: dict[str, str]) -> None:
    before = snapshot(book.parent)
    for name, rows in SETS.items():
        answer = submit(links[name], rows)
        assert answer.status_code == 200, answer.text
        assert answer.json()["status"] == "submitted"
    assert snapshot(book.parent) == before  # the server never wrote the book
    shown = pending(book, sid)
    assert shown["hand"] == 2 and shown["duplicates"] == []
    assert {n: {k: s[k] for k in ("status", "front", "middle", "back")} for n, s in shown["seats"].items()} == {
        n: {"status": "submitted", **rows} for n, rows in SETS.items()
    }
    assert cli_json("session", "add", sid, "--from-pending", "--dealer", "Bob", "--book", book) == {"hand": 2}
    players = recorded_entry(book, sid, 2)
    assert [{k: p[k] for k in ("name", "front", "middle", "back")} for p in players] == [
        {"name": n, **rows} for n, rows in SETS.items()
    ]
    hands = {h["hand"]: h for h in cli_json("session", "show", sid, "--book", book)["hands"]}  # show verifies the chain
    assert hands[2]["by_players"] == list(PLAYERS) and "by_players" not in hands[1]  # hand 1 was typed
    with Book.open(book) as opened:
        stored = {e.payload["hand"]: e.payload_text for e in opened.session(sid).events if e.kind == "added"}
        assert opened.verify(sid).verified
    assert '"by_players":["Amy","Bob","Cat","Dan"]' in stored[2] and "by_players" not in stored[1]
    cli_json("session", "settle", sid, "--book", book)  # the settle-up verifies the chain too
    after = pending(book, sid)  # cleared: hand 3 waits for everyone
    assert after == {"hand": 3, "seats": {n: {"status": "waiting"} for n in PLAYERS}, "duplicates": []}
    assert not list((book.parent / "book.sqlite.phones").glob("*.json"))
    assert submit(links["Amy"], SETS["Amy"], hand=2).status_code == 409  # hand 2 is recorded: a second hand


def test_add_from_pending_is_refused_in_one_line_until_every_seat_submitted(
    seats: tuple[ShareServer, dict[str, str], Path, str],
) -> None:
    _server, links, book, sid = seats
    submit(links["Amy"], SETS["Amy"])
    submit(links["Cat"], SETS["Cat"])
    done = run_cli("session", "add", sid, "--from-pending", "--book", book)
    assert done.returncode == 2 and done.stderr.strip() == "hand 2: waiting for Bob and Dan to submit"
    assert json.loads(run_cli("session", "show", sid, "--book", book).stdout)["hands"][-1]["hand"] == 1


def test_the_same_card_in_two_sets_names_both_seats(seats: tuple[ShareServer, dict[str, str], Path, str]) -> None:
    _server, links, book, sid = seats
    for name, rows in SETS.items():
        submit(links[name], rows)
    stolen = dict(SETS["Bob"], back="Qs Qh Qd 7d Ah")  # Amy's ace of hearts
    assert submit(links["Bob"], stolen).status_code == 200
    assert pending(book, sid)["duplicates"] == [{"card": "Ah", "seats": ["Amy", "Bob"]}]
    done = run_cli("session", "add", sid, "--from-pending", "--book", book)
    assert done.returncode == 2 and done.stderr.strip() == "hand 2: Ah is in Amy's and Bob's sets"


def test_a_player_withdraws_and_the_seat_waits_again(seats: tuple[ShareServer, dict[str, str], Path, str]) -> None:
    _server, links, book, sid = seats
    submit(links["Amy"], SETS["Amy"])
    answer = httpx.delete(links["Amy"] + "hand")
    assert answer.status_code == 200 and answer.json() == {"status": "withdrawn"}
    assert pending(book, sid)["seats"]["Amy"] == {"status": "waiting"}


def test_checking_shows_the_seat_as_setting_and_names_a_foul_from_the_engine(
    seats: tuple[ShareServer, dict[str, str], Path, str],
) -> None:
    _server, links, book, sid = seats
    partial = post(links["Dan"] + "check", {"front": "As Ah", "middle": "", "back": ""})
    assert partial.status_code == 200
    assert partial.json()["checks"]["rows"]["front"] == {"cards": "As Ah", "count": 2, "size": 3}
    assert pending(book, sid)["seats"]["Dan"] == {"status": "setting"}
    checks = post(links["Dan"] + "check", FOUL).json()["checks"]
    assert checks["status"] == "fouled" and checks["foul"] == [["middle", "front"]]
    assert checks["rows"]["front"]["hand"] == "pair" and checks["rows"]["back"]["hand"] == "two-pair"
    royal = post(links["Amy"] + "check", SETS["Amy"]).json()["checks"]
    assert royal["status"] == "played" and royal["royalties"] == [] and royal["rows"]["back"]["hand"] == "full-house"
    state = httpx.get(links["Dan"] + "seat.json").json()
    assert state["player"] == "Dan" and state["hand"] == 2 and state["status"] == "setting"


def test_a_seat_page_is_served_with_its_words_and_no_cookie(
    seats: tuple[ShareServer, dict[str, str], Path, str],
) -> None:
    _server, links, _book, _sid = seats
    page = httpx.get(links["Amy"])
    assert page.status_code == 200 and "seat.js" in page.text
    assert "set-cookie" not in page.headers and page.headers["Referrer-Policy"] == "no-referrer"
    words = httpx.get(links["Amy"] + "strings.json").json()
    assert words["zh-Hant"]["page"]["submit"] == "送出" and words["nl"]["terms"]["front"] == "voor"
    bare = httpx.get(links["Amy"].rstrip("/"))
    assert bare.status_code == 307


def test_stop_sharing_and_a_revoked_seat_are_403_and_a_new_seat_link_works(
    seats: tuple[ShareServer, dict[str, str], Path, str],
) -> None:
    server, links, book, sid = seats
    server.revoke_seat("Amy")
    assert submit(links["Amy"], SETS["Amy"]).status_code == 403
    assert submit(links["Bob"], SETS["Bob"]).status_code == 200
    fresh = server.renew_seat("Amy")
    assert fresh != links["Amy"] and submit(fresh, SETS["Amy"]).status_code == 200
    server.revoke()
    assert submit(links["Bob"], SETS["Bob"]).status_code == 403
    assert httpx.get(fresh + "seat.json").status_code == 403


SETTLE = """
import sys
from scorekeeper.book.storage import Book
with Book.open(sys.argv[1]) as book:
    book.act(sys.argv[2], "settled", lambda s: s.prepare_settled(True))
"""


def test_seat_links_expire_when_the_session_is_settled(seats: tuple[ShareServer, dict[str, str], Path, str]) -> None:
    _server, links, book, sid = seats
    assert httpx.get(links["Amy"] + "seat.json").status_code == 200
    # settled by another process, as the app does it (this one holds no descriptor of the book)
    done = subprocess.run([sys.executable, "-c", SETTLE, str(book), sid], cwd=REPO, env=cli_env(), capture_output=True)
    assert done.returncode == 0, done.stderr
    answer = submit(links["Amy"], SETS["Amy"])
    assert answer.status_code == 403 and answer.json() == {"error": "the session is settled: seat links have expired"}
    assert httpx.get(links["Bob"] + "seat.json").status_code == 403


def test_criss_cross_seats_are_each_players_two_hands_each_with_its_own_link(tmp_path: Path) -> None:
    book = tmp_path / "book.sqlite"
    with Book.open(book) as opened:
        sid = opened.create_session(name="Heads-up", players=["Amy", "Bob"], rules="criss-cross").id
    hands = {  # Amy's two hands and Bob's: one deal of 52 cards
        "Amy — hand 1": SETS["Amy"],
        "Amy — hand 2": SETS["Bob"],
        "Bob — hand 1": SETS["Cat"],
        "Bob — hand 2": SETS["Dan"],
    }
    server = ShareServer(book, sid, seats=True)
    server.start()
    try:
        links = server.seat_urls()
        assert list(links) == list(hands)
        state = httpx.get(links["Amy — hand 2"] + "seat.json").json()
        assert (state["player"], state["name"], state["hand_of_two"]) == ("Amy — hand 2", "Amy", 2)
        for seat, rows in hands.items():
            assert submit(links[seat], rows, hand=1).status_code == 200
    finally:
        server.stop()
    assert pending(book, sid)["seats"]["Bob — hand 2"]["back"] == SETS["Dan"]["back"]
    assert cli_json("session", "add", sid, "--from-pending", "--book", book) == {"hand": 1}
    players = recorded_entry(book, sid, 1)
    assert [(p["name"], p["hand"], p["back"]) for p in players] == [
        ("Amy", 1, SETS["Amy"]["back"]),
        ("Amy", 2, SETS["Bob"]["back"]),
        ("Bob", 1, SETS["Cat"]["back"]),
        ("Bob", 2, SETS["Dan"]["back"]),
    ]
    shown = cli_json("session", "show", sid, "--book", book)["hands"][0]
    assert shown["by_players"] == ["Amy", "Bob"]
