"""A tournament's correction (issue 28, item 5): a table's last hand taken back, the event replayed
without it (chips, busts, places), the table's hand voided with the reason; refused where a move
rests on it; under the manager's passphrase once the event's session has one."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.book import open_book
from scorekeeper.cli.main import main
from scorekeeper.demo import random_hand

NAMES = ["Amy", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]


def _cli(capsys: pytest.CaptureFixture[str], *args: str | Path | int) -> Any:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


def _refused(capsys: pytest.CaptureFixture[str], *args: str | Path | int) -> str:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1, (code, out, err)
    return err.strip()


def _event(capsys: pytest.CaptureFixture[str], book: Path) -> tuple[str, list[dict[str, Any]]]:
    tid: str = _cli(capsys, "tournament", "new", "--name", "Fix", "--buyin", "20", "--chips", "400",
                    "--levels", "20,40,80", "--hands-per-level", "3", "--payouts", "60,40",
                    "--book", book)["tournament"]  # fmt: skip
    for name in NAMES:
        _cli(capsys, "tournament", "register", tid, name, "--book", book)
    tables: list[dict[str, Any]] = _cli(capsys, "tournament", "draw", tid, "--seed", "4", "--book", book)["tables"]
    return tid, tables


def _play(capsys: pytest.CaptureFixture[str], book: Path, tid: str, table: int, rng: random.Random) -> Any:
    show = _cli(capsys, "tournament", "show", tid, "--book", book)
    seated = [r["name"] for r in sorted(show["field"], key=lambda r: r["seat"] or 0) if r["table"] == table]
    path = book.parent / "hand.json"
    path.write_text(json.dumps(random_hand(rng, seated, foul_share=0.3)), encoding="utf-8")
    return _cli(capsys, "tournament", "add", tid, table, path, "--book", book)


def _standing(capsys: pytest.CaptureFixture[str], book: Path, tid: str) -> Any:
    show = _cli(capsys, "tournament", "show", tid, "--book", book)
    return show["field"], show["eliminations"], show["chips_in_play"]


def test_a_tables_last_hand_taken_back_leaves_the_event_as_it_was_before_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    book, rng = tmp_path / "book.sqlite", random.Random(21)
    tid, tables = _event(capsys, book)
    _play(capsys, book, tid, 1, rng)
    _play(capsys, book, tid, 2, rng)
    before = _standing(capsys, book, tid)
    while True:  # a hand at table 1 that busts somebody, with no move after it
        played = _play(capsys, book, tid, 1, rng)
        if played["eliminated"] and not played["moves"]:
            break
        before = _standing(capsys, book, tid)
    assert _standing(capsys, book, tid) != before
    taken = _cli(capsys, "tournament", "void", tid, 1, "--reason", "Bob's back row misread", "--book", book)
    assert taken["voided"] is True and taken["hands"] == played["hand"] - 1
    assert _standing(capsys, book, tid) == before  # chips, the busted back in, places as they were
    table_hands = _cli(capsys, "session", "show", tables[0]["session"], "--book", book)["hands"]
    assert [h["status"] for h in table_hands][-1] == "void"
    with open_book(book, create=False) as opened:
        seated = opened.session(tables[0]["session"]).active
        last = opened.session(tid).events[-1]
    assert sorted(seated) == sorted(r["name"] for r in before[0] if r["table"] == 1)  # the busted seated again
    assert last.kind == "t_void" and last.payload["reason"] == "Bob's back row misread"
    again = _play(capsys, book, tid, 1, rng)  # the table plays on: the same hand of the event again
    assert again["hand"] == played["hand"]


def test_a_hand_a_move_rests_on_is_not_taken_back(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    book, rng = tmp_path / "book.sqlite", random.Random(5)
    tid, _ = _event(capsys, book)
    table = 1
    while True:
        played = _play(capsys, book, tid, table, rng)
        if played["moves"]:
            break
        table = 3 - table
    _cli(capsys, "tournament", "balance", tid, "--confirm", "--book", book)
    kept = book.read_bytes()
    said = _refused(capsys, "tournament", "void", tid, table, "--reason", "late", "--book", book)
    assert "tables changed after it" in said
    assert book.read_bytes() == kept


def test_once_the_event_has_a_managers_passphrase_a_hand_is_taken_back_only_with_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    book, rng = tmp_path / "book.sqlite", random.Random(8)
    tid, _ = _event(capsys, book)
    monkeypatch.setattr("sys.stdin", io.StringIO(""))  # the passphrase comes from the environment
    monkeypatch.setenv("SCOREKEEPER_MANAGER", "floor-manager-7")
    _cli(capsys, "session", "manager", tid, "set", "--book", book)
    _play(capsys, book, tid, 2, rng)
    before = _standing(capsys, book, tid)
    _play(capsys, book, tid, 2, rng)
    monkeypatch.setenv("SCOREKEEPER_MANAGER", "a guess")
    kept = book.read_bytes()
    said = _refused(capsys, "tournament", "void", tid, 2, "--reason", "misdeal", "--book", book)
    assert "passphrase" in said.lower()
    assert _cli(capsys, "tournament", "show", tid, "--book", book)["field"] != before[0]
    monkeypatch.setenv("SCOREKEEPER_MANAGER", "floor-manager-7")
    _cli(capsys, "tournament", "void", tid, 2, "--reason", "misdeal", "--book", book)
    assert _standing(capsys, book, tid) == before
    assert kept != book.read_bytes()
    with open_book(book, create=False) as opened:
        assert opened.verify(tid).verified
        assert opened.session(tid).events[-1].payload.get("sig")


def test_the_events_own_parties_are_no_people_in_the_players_register(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    book, rng = tmp_path / "book.sqlite", random.Random(3)
    tid, _ = _event(capsys, book)
    _play(capsys, book, tid, 1, rng)
    listed = [p["name"] for p in _cli(capsys, "players", "list", "--book", book)["players"]]
    assert listed == sorted(NAMES)  # not "Director" nor "House": the event's session seats them, nobody plays


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("void", "{tid}", 1, "--reason", "x" * 600), "reason"),
        (("void", "{tid}", 1, "--reason", ""), "reason"),
        (("start", "{tid}", 99_999_999_999), "table"),
        (("register", "{tid}", "y" * 300), "a name must be at most 40 characters"),  # as at any table
        (("rebuy", "{tid}", ""), "a name must not be empty"),
        (("addon", "{tid}", "Amy"), "add-ons"),
        (("clock", "{tid}", "pause"), "clock"),
    ],
)
def test_out_of_bounds_input_is_refused_in_one_line_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: tuple[Any, ...], said: str
) -> None:
    book = tmp_path / "book.sqlite"
    tid, _ = _event(capsys, book)
    kept = book.read_bytes()
    words = [str(a).format(tid=tid) for a in args]
    assert said in _refused(capsys, "tournament", *words, "--book", book)
    assert book.read_bytes() == kept


def test_a_name_is_registered_as_any_players_name_is_read_so_its_table_seats_the_same_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    book = tmp_path / "book.sqlite"
    tid: str = _cli(capsys, "tournament", "new", "--name", "Names", "--buyin", "5", "--chips", "100",
                    "--levels", "1", "--book", book)["tournament"]  # fmt: skip
    assert _cli(capsys, "tournament", "register", tid, "  Amy  ", "--book", book) == {"player": "Amy", "entries": 1}
    assert "Amy" in _refused(capsys, "tournament", "register", tid, "Amy", "--book", book)  # the same person
    _cli(capsys, "tournament", "register", tid, "Bob", "--book", book)
    table = _cli(capsys, "tournament", "draw", tid, "--seed", "1", "--book", book)["tables"][0]
    assert sorted(table["seats"]) == ["Amy", "Bob"]
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(random_hand(random.Random(2), table["seats"])), encoding="utf-8")
    assert _cli(capsys, "tournament", "add", tid, 1, path, "--book", book)["hand"] == 1
