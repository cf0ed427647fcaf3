"""``scorekeeper tournament`` against session-cli.md ("Tournaments"): a whole small event run from
the command line into a book, replayed by ``show`` after every hand."""

from __future__ import annotations

import json
import random
from decimal import Decimal
from pathlib import Path
from typing import Any

import pg_support
import pytest
from helpers.session_kit import assert_refused, run_cli, snapshot
from pg_support import BookFactory

from scorekeeper.book import open_book
from scorekeeper.cli.main import main
from scorekeeper.demo import random_hand

book_factory = pg_support.book_factory  # the fixture: the tables' sessions on SQLite and on PostgreSQL

NAMES = ["Amy", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
CHIPS = 300


def _cli(capsys: pytest.CaptureFixture[str], *args: str | Path) -> Any:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert err == ""
    return json.loads(out)


def _new_event(capsys: pytest.CaptureFixture[str], book: str | Path, *more: str) -> str:
    created = _cli(capsys, "tournament", "new", "--name", "Friday OFC", "--buyin", "100", "--fee", "10",
                   "--chips", CHIPS, "--levels", "10,20,40,80,160", "--hands-per-level", "2",
                   "--rebuy-until", "1", "--payouts", "50,30,20", "--currency", "USD",
                   *more, "--book", book)  # fmt: skip
    tid: str = created["tournament"]
    for name in NAMES:
        assert _cli(capsys, "tournament", "register", tid, name, "--book", book) == {"player": name, "entries": 1}
    return tid


def test_a_whole_event_from_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    book, rng = tmp_path / "book.sqlite", random.Random(11)
    b = ("--book", book)
    tid = _new_event(capsys, book)
    assert _cli(capsys, "tournament", "rebuy", tid, "Amy", *b) == {"player": "Amy", "entries": 2}
    chips_in = CHIPS * (len(NAMES) + 1)
    drawn = _cli(capsys, "tournament", "draw", tid, "--seed", "7", *b)["tables"]
    assert [len(t["seats"]) for t in drawn] == [4, 4]
    assert sorted(n for t in drawn for n in t["seats"]) == sorted(NAMES)
    sessions = _table_sessions(capsys, tid, drawn, book)
    hands, moved, out_order, at_table = 0, 0, [], dict.fromkeys(sessions, 0)
    show = _cli(capsys, "tournament", "show", tid, *b)
    while sum(r["status"] == "playing" for r in show["field"]) > 1:
        tables: dict[int, list[str]] = {}
        for row in show["field"]:
            if row["status"] == "playing":
                tables.setdefault(row["table"], []).append(row)
        table = rng.choice(sorted(t for t, rows in tables.items() if len(rows) > 1))
        seated = [r["name"] for r in sorted(tables[table], key=lambda r: r["seat"])]
        hand = tmp_path / "hand.json"
        hand.write_text(json.dumps(random_hand(rng, seated, foul_share=0.1)), encoding="utf-8")
        added = _cli(capsys, "tournament", "add", tid, table, hand, "--dealer", seated[0], *b)
        hands += 1
        at_table[table] += 1
        out_order += added["eliminated"]
        if added["moves"]:
            moved += len(added["moves"])
            assert _cli(capsys, "tournament", "balance", tid, "--confirm", *b) == {
                "moves": added["moves"], "confirmed": True}  # fmt: skip
        show = _cli(capsys, "tournament", "show", tid, *b)
        assert show["chips_in_play"] == chips_in == sum(r["chips"] for r in show["field"])  # every chip kept
        sizes = [len(v) for v in _tables(show).values()]
        assert max(sizes) - min(sizes) <= 1, sizes  # balanced after the director confirmed
        _assert_tables_seated(book, sessions, _tables(show))
        assert hands < 500
    assert moved and len(at_table) == 2 and min(at_table.values()) > 0  # both tables played, then one broke
    counted = {s["session"]: s["hands"] for s in _cli(capsys, "session", "list", *b)["sessions"]}
    assert {t: counted[sid] for t, sid in sessions.items()} == at_table  # each hand in its table's session
    assert counted[tid] == 0  # the tournament's own session holds the chips, not the hands
    assert show["prize_pool"] == "900" and show["fees"] == "90"  # 9 entries: 8 and a re-buy
    assert [e["name"] for e in show["eliminations"]] == out_order
    assert sorted(e["place"] for e in show["eliminations"]) == list(range(2, len(NAMES) + 1))
    assert sum(Decimal(p["amount"]) for p in show["payouts"]) == Decimal(900)
    finished = _cli(capsys, "tournament", "finish", tid, *b)
    assert finished["verified"] is True
    places = finished["places"]
    assert [p["place"] for p in places] == list(range(1, len(NAMES) + 1))
    assert sum(Decimal(p["payout"]) for p in places) == Decimal(900)
    assert [p["payout"] for p in places[:3]] == ["450", "270", "180"]
    winner = next(r["name"] for r in show["field"] if r["status"] == "playing")
    assert places[0]["name"] == winner and [p["name"] for p in places[1:]] == out_order[::-1]
    # The finished event refuses more and replays the same.
    refused = run_cli("tournament", "rebuy", tid, "Amy", *b)
    assert_refused(refused, "finished")
    assert _cli(capsys, "tournament", "show", tid, *b)["field"] == show["field"]


def _table_sessions(
    capsys: pytest.CaptureFixture[str], tid: str, drawn: list[dict[str, Any]], book: str | Path
) -> dict[int, str]:
    """Each drawn table is its own session of the book, named for the event, seating its players."""
    sessions = {t["table"]: t["session"] for t in drawn}
    assert len(set(sessions.values())) == len(drawn) and tid not in sessions.values()
    listed = {s["session"]: s["name"] for s in _cli(capsys, "session", "list", "--book", book)["sessions"]}
    for t in drawn:
        assert listed[t["session"]] == f"Friday OFC · table {t['table']}"
        shown = _cli(capsys, "session", "show", t["session"], "--book", book)
        assert [p["name"] for p in shown["players"]] == t["seats"]
    return sessions


def _assert_tables_seated(book: str | Path, sessions: dict[int, str], tables: dict[int, list[str]]) -> None:
    """Every table in play with two or more players: its session seats them (a broken table's
    session is left as it was)."""
    with open_book(book, create=False) as opened:
        for table, seated in tables.items():
            if len(seated) > 1:
                assert opened.session(sessions[table]).active == tuple(seated), table


def _tables(show: dict[str, Any]) -> dict[int, list[str]]:
    """The players in play at each table, by seat."""
    tables: dict[int, list[str]] = {}
    for row in sorted(show["field"], key=lambda r: r["seat"] or 0):
        if row["status"] == "playing":
            tables.setdefault(row["table"], []).append(row["name"])
    return tables


def test_the_draw_is_reproducible_with_its_seed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    draws = []
    for folder in ("a", "b"):
        book = tmp_path / folder / "book.sqlite"
        book.parent.mkdir()
        tid = _new_event(capsys, book)
        draws.append(_cli(capsys, "tournament", "draw", tid, "--seed", "42", "--book", book)["tables"])
    assert draws[0] == draws[1]
    assert _tables(_cli(capsys, "tournament", "show", tid, "--book", book)) == {
        t["table"]: t["seats"] for t in draws[1]}  # fmt: skip


def test_a_refusal_leaves_the_book_unchanged(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    book = tmp_path / "book.sqlite"
    tid = _new_event(capsys, book)
    _cli(capsys, "tournament", "draw", tid, "--seed", "1", "--book", book)
    before = snapshot(tmp_path)
    hand = tmp_path.parent / f"{tmp_path.name}-hand.json"
    hand.write_text(json.dumps(random_hand(random.Random(1), ["Amy", "Bob", "Cat", "Dan"])), encoding="utf-8")
    for args, needle in (
        (("register", tid, "Amy"), "registered already"),
        (("draw", tid, "--seed", "2"), "draw is made already"),
        (("add", tid, "9", hand), "table 9"),
        (("add", tid, "2", hand), "table 2 seats"),  # tried on the event first: no hand at the table either
        (("rebuy", tid, "Zed"), "not registered"),
    ):
        assert_refused(run_cli("tournament", *args, "--book", book), needle)
        assert snapshot(tmp_path) == before


def test_finish_before_one_is_left_places_the_rest_by_chips(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    book, rng = tmp_path / "book.sqlite", random.Random(3)
    tid = _new_event(capsys, book)
    assert_refused(run_cli("tournament", "finish", tid, "--book", book), "draw is not made")
    seats = _cli(capsys, "tournament", "draw", tid, "--seed", "5", "--book", book)["tables"][0]["seats"]
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps(random_hand(rng, seats)), encoding="utf-8")
    _cli(capsys, "tournament", "add", tid, "1", hand, "--book", book)
    chips = {r["name"]: r["chips"] for r in _cli(capsys, "tournament", "show", tid, "--book", book)["field"]}
    places = _cli(capsys, "tournament", "finish", tid, "--book", book)
    assert places["verified"] is True
    assert sum(Decimal(p["payout"]) for p in places["places"]) == Decimal(800)
    ranked = [p["name"] for p in places["places"]]
    assert [chips[n] for n in ranked] == sorted(chips.values(), reverse=True)


def test_an_exported_event_imports_into_another_book_and_replays_the_same(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    book, other, rng = tmp_path / "book.sqlite", tmp_path / "other.sqlite", random.Random(8)
    tid = _new_event(capsys, book)
    for table in _cli(capsys, "tournament", "draw", tid, "--seed", "9", "--book", book)["tables"]:
        hand = tmp_path / "hand.json"
        hand.write_text(json.dumps(random_hand(rng, table["seats"])), encoding="utf-8")
        _cli(capsys, "tournament", "add", tid, table["table"], hand, "--book", book)
    shown = _cli(capsys, "tournament", "show", tid, "--book", book)
    assert main(["export", tid, "--json", str(tmp_path / "event.json"), "--book", str(book)]) == 0
    assert _cli(capsys, "import", tmp_path / "event.json", "--book", other) == {"session": tid}
    assert _cli(capsys, "tournament", "show", tid, "--book", other) == shown


def test_a_late_entry_opens_a_table_whose_session_seats_the_players_moved_there(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], book_factory: BookFactory
) -> None:
    book = book_factory()
    b = ("--book", book)
    tid = _new_event(capsys, book, "--late-until", "1")
    drawn = _cli(capsys, "tournament", "draw", tid, "--seed", "3", *b)["tables"]
    sessions = _table_sessions(capsys, tid, drawn, book)
    assert _cli(capsys, "tournament", "register", tid, "Ivy", *b) == {"player": "Ivy", "entries": 1}
    moves = _cli(capsys, "tournament", "balance", tid, "--confirm", *b)["moves"]
    assert len(moves) == 2 and {m["to"] for m in moves} == {3}
    seated = _tables(_cli(capsys, "tournament", "show", tid, *b))
    listed = {s["name"]: s["session"] for s in _cli(capsys, "session", "list", *b)["sessions"]}
    sessions[3] = listed["Friday OFC · table 3"]
    _assert_tables_seated(book, sessions, seated)
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps(random_hand(random.Random(4), seated[3])), encoding="utf-8")
    assert _cli(capsys, "tournament", "add", tid, "3", hand, *b)["hand"] == 1
    shown = _cli(capsys, "session", "show", sessions[3], *b)
    assert [h["hand"] for h in shown["hands"]] == [1]
    assert sorted(shown["hands"][0]["money"]) == sorted(seated[3])


def test_a_hand_the_event_refuses_after_its_table_took_it_is_voided_at_the_table(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, book_factory: BookFactory
) -> None:
    from scorekeeper.errors import InputError
    from scorekeeper.tournament_log import actions

    book = book_factory()
    tid = _new_event(capsys, book)
    table = _cli(capsys, "tournament", "draw", tid, "--seed", "5", "--book", book)["tables"][0]
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps(random_hand(random.Random(6), table["seats"])), encoding="utf-8")
    tried, prepare = [], actions.hand_and_after  # the try, then the write

    def second_refused(*args: Any, **kwargs: Any) -> Any:  # another terminal changed the event between the two writes
        tried.append(args)
        if len(tried) == 2:
            raise InputError("the tournament is finished")
        return prepare(*args, **kwargs)

    monkeypatch.setattr(actions, "hand_and_after", second_refused)
    assert main(["tournament", "add", tid, "1", str(hand), "--book", str(book)]) == 2
    assert capsys.readouterr().err.strip().endswith("the tournament is finished")
    monkeypatch.undo()
    shown = _cli(capsys, "session", "show", table["session"], "--book", book)
    assert [(h["hand"], h["status"]) for h in shown["hands"]] == [(1, "void")]
    assert {r["chips"] for r in _cli(capsys, "tournament", "show", tid, "--book", book)["field"]} == {CHIPS}


def test_an_event_imported_alone_plays_from_its_log_and_never_writes_to_the_other_books_sessions(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    book, other = tmp_path / "book.sqlite", tmp_path / "other.sqlite"
    tid = _new_event(capsys, book)
    drawn = _cli(capsys, "tournament", "draw", tid, "--seed", "9", "--book", book)["tables"]
    assert main(["export", tid, "--json", str(tmp_path / "event.json"), "--book", str(book)]) == 0
    homes = [  # sessions of the other book under the ids the draw's tables have in the first
        _cli(
            capsys,
            "session",
            "new",
            "--name",
            f"home {n}",
            "--players",
            ",".join(drawn[n % 2]["seats"]),
            "--book",
            other,
        )
        for n in range(3)
    ]
    assert {h["session"] for h in homes} >= {t["session"] for t in drawn}
    imported = _cli(capsys, "import", tmp_path / "event.json", "--book", other)["session"]
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps(random_hand(random.Random(2), drawn[0]["seats"])), encoding="utf-8")
    assert _cli(capsys, "tournament", "add", imported, "1", hand, "--book", other)["hand"] == 1
    assert {s["hands"] for s in _cli(capsys, "session", "list", "--book", other)["sessions"]} == {0}
    chips = [r["chips"] for r in _cli(capsys, "tournament", "show", imported, "--book", other)["field"]]
    assert sorted(chips) != [CHIPS] * len(NAMES) and sum(chips) == CHIPS * len(NAMES)


def test_the_events_date_and_fantasy_land_reach_its_tables(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    book = tmp_path / "book.sqlite"
    tid = _new_event(capsys, book, "--date", "2013-06-01", "--fantasy-land")
    tables = _cli(capsys, "tournament", "draw", tid, "--seed", "2", "--book", book)["tables"]
    dates = {s["session"]: s["date"] for s in _cli(capsys, "session", "list", "--book", book)["sessions"]}
    assert {dates[tid], *(dates[t["session"]] for t in tables)} == {"2013-06-01"}
    with open_book(book, create=False) as opened:
        assert all(opened.session(t["session"]).rules_for(1).fantasy_land for t in tables)
    late = run_cli("tournament", "new", "--name", "X", "--buyin", "1", "--chips", "10", "--levels", "1",
                   "--date", "June 1st", "--book", book)  # fmt: skip
    assert_refused(late, "date", "2013-06-01")


def test_a_whole_structure_from_a_preset_edited_as_json_with_fixed_payouts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    book = tmp_path / "book.sqlite"
    presets = _cli(capsys, "tournament", "presets")["presets"]
    assert {"bicycle-ofc-2013", "chinese-poker-classic", "home-turbo"} <= set(presets)
    edited = {**presets["home-turbo"], "payouts": {"by": "fixed", "amounts": ["300", "150"]}, "buy_in": "100"}
    path = tmp_path / "structure.json"
    path.write_text(json.dumps(edited), encoding="utf-8")
    tid = _cli(capsys, "tournament", "new", "--structure", path, "--name", "Fixed night", "--book", book)["tournament"]
    for name in NAMES[:5]:
        _cli(capsys, "tournament", "register", tid, name, "--book", book)
    shown = _cli(capsys, "tournament", "show", tid, "--book", book)
    assert shown["name"] == "Fixed night" and shown["prize_pool"] == "500"
    assert [p["amount"] for p in shown["payouts"]] == ["350", "150"]  # what the pool holds beyond them: the top place
    said = assert_refused(run_cli("tournament", "new", "--buyin", "5", "--book", book), "--name", "--structure")
    assert "--levels" in said
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps({**edited, "seats": 9}), encoding="utf-8")
    assert_refused(run_cli("tournament", "new", "--structure", broken, "--book", book), "seats")
