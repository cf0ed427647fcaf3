"""What another terminal does in between (issue 28, item 7: many tables, one book): a table's
hand reports its own outcome though another table recorded since; a table's session is never
re-seated with seats read before a move the director confirmed meanwhile; a finished event's
clock stops; a table's session exported imports into another book."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.book import open_book
from scorekeeper.cli.main import main
from scorekeeper.demo import random_hand
from scorekeeper.tournament_log import actions, tables
from scorekeeper.tournament_log.standings import show_json

NAMES = ["Amy", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]


def _cli(capsys: pytest.CaptureFixture[str], *args: str | Path | int) -> Any:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


def _event(capsys: pytest.CaptureFixture[str], book: Path, *more: str) -> str:
    tid: str = _cli(capsys, "tournament", "new", "--name", "Race", "--buyin", "10", "--chips", "100000",
                    "--levels", "1,2", *more, "--book", book)["tournament"]  # fmt: skip
    for name in NAMES:
        _cli(capsys, "tournament", "register", tid, name, "--book", book)
    return tid


def test_a_hand_reports_its_own_outcome_though_another_table_recorded_right_after(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "book.sqlite"
    tid = _event(capsys, path)
    seats = {
        t["table"]: t["seats"] for t in _cli(capsys, "tournament", "draw", tid, "--seed", "1", "--book", path)["tables"]
    }
    rng, real_seat = random.Random(2), tables.seat_tables
    with open_book(path, create=False) as book:

        def another_table_gets_in(*args: Any, **kwargs: Any) -> None:  # table 2's terminal, just then
            monkeypatch.setattr(tables, "seat_tables", real_seat)
            tables.record_hand(book, tid, table=2, data=random_hand(rng, seats[2]), dealer=None)
            real_seat(*args, **kwargs)

        monkeypatch.setattr(tables, "seat_tables", another_table_gets_in)
        mine = tables.record_hand(book, tid, table=1, data=random_hand(rng, seats[1]), dealer=None)
        assert mine.last is not None and (mine.last.table, mine.last.hand) == (1, 1)
        assert actions.tally_of(book.session(tid)).hands == 2  # both hands are in the event


def test_a_tables_session_is_not_seated_with_seats_read_before_a_move_confirmed_meanwhile(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "book.sqlite"
    tid = _event(capsys, path, "--late-until", "1")
    _cli(capsys, "tournament", "draw", tid, "--seed", "3", "--book", path)
    _cli(capsys, "tournament", "register", tid, "Ivy", "--book", path)  # a late entry: moves proposed
    with open_book(path, create=False) as book:
        stale = actions.tally_of(book.session(tid))
    assert _cli(capsys, "tournament", "balance", tid, "--confirm", "--book", path)["confirmed"]
    with open_book(path, create=False) as book:
        fresh = actions.tally_of(book.session(tid))
        assert fresh.field is not None and stale.field is not None
        moved = [n for n, seated in stale.field.tables.items() if seated != fresh.field.tables.get(n)]
        table = next(n for n in moved if n in fresh.sessions and len(fresh.field.tables[n]) > 1)
        reads = iter([stale])  # a terminal that read the event before the director's move

        def tally_of(session: Any) -> Any:
            return next(reads, None) or real(session)

        real = actions.tally_of
        monkeypatch.setattr(actions, "tally_of", tally_of)
        tables.seat_tables(book, tid, only={table})
        monkeypatch.undo()
        assert book.session(fresh.sessions[table][0]).active == fresh.field.tables[table]


def test_a_finished_events_clock_stops_so_its_show_never_moves(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "book.sqlite"
    tid = _event(capsys, path, "--minutes-per-level", "5")  # the draw starts the clock
    seats = _cli(capsys, "tournament", "draw", tid, "--seed", "2", "--book", path)["tables"][0]["seats"]
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps(random_hand(random.Random(1), seats)), encoding="utf-8")
    _cli(capsys, "tournament", "add", tid, 1, hand, "--book", path)
    _cli(capsys, "tournament", "finish", tid, "--book", path)
    with open_book(path, create=False) as book:
        tally = actions.tally_of(book.session(tid))
    later = [show_json(tid, tally, now=f"2027-0{m}-01T12:00:00+00:00") for m in (1, 6)]
    assert later[0] == later[1] and later[0]["clock"]["running"] is False


def test_a_tables_session_exported_imports_into_another_book(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, other = tmp_path / "book.sqlite", tmp_path / "other.sqlite"
    tid = _event(capsys, path)
    table = _cli(capsys, "tournament", "draw", tid, "--seed", "4", "--book", path)["tables"][0]
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps(random_hand(random.Random(3), table["seats"])), encoding="utf-8")
    _cli(capsys, "tournament", "add", tid, 1, hand, "--book", path)
    exported = tmp_path / "table.json"
    assert main(["export", table["session"], "--json", str(exported), "--book", str(path)]) == 0
    capsys.readouterr()
    imported = _cli(capsys, "import", exported, "--book", other)
    shown = _cli(capsys, "session", "show", imported["session"], "--book", other)
    assert shown["hands"] == _cli(capsys, "session", "show", table["session"], "--book", path)["hands"]
    said = main(["session", "add", imported["session"], str(hand), "--book", str(other)])  # still a table there
    assert said == 2 and "tournament" in capsys.readouterr().err
