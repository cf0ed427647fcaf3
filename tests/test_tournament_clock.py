"""The setting clock and the event's clock (issue 28, item 1 and 3): a hand's clock started and
shown with its deadline, a seat not set in time fouled or surrendered as the event says, in the
event's chips and at the table's session alike; levels kept by time read off a clock the director
pauses, recorded so a replay gives the same chips; add-ons."""

from __future__ import annotations

import json
import random
from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.api import score_hand
from scorekeeper.book import open_book
from scorekeeper.cli.main import main
from scorekeeper.demo import random_hand
from scorekeeper.tournament_log import actions
from scorekeeper.tournament_log.replay import replay
from scorekeeper.tournament_log.standings import show_json
from scorekeeper.tournament_log.tables import draw_tables, record_hand

NAMES = ["Amy", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
CHIPS = 100_000  # no stack runs dry: the chips are the units times the point value


def _cli(capsys: pytest.CaptureFixture[str], *args: str | Path) -> Any:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


def _refused(capsys: pytest.CaptureFixture[str], *args: str | Path) -> str:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1, (code, out, err)
    return err.strip()


def _event(capsys: pytest.CaptureFixture[str], book: Path, *more: str) -> str:
    tid: str = _cli(capsys, "tournament", "new", "--name", "Clocked", "--buyin", "50", "--chips", CHIPS,
                    "--levels", "10,20", "--hands-per-level", "50", *more, "--book", book)["tournament"]  # fmt: skip
    for name in NAMES:
        _cli(capsys, "tournament", "register", tid, name, "--book", book)
    return tid


def _hand_file(tmp_path: Path, seats: list[str], seed: int) -> tuple[Path, dict[str, Any]]:
    hand = random_hand(random.Random(seed), seats, foul_share=0.0)
    path = tmp_path / f"hand{seed}.json"
    path.write_text(json.dumps(hand), encoding="utf-8")
    return path, hand


def _units(hand: dict[str, Any], rules: str) -> dict[str, Decimal]:
    return {p.name: p.units for p in score_hand({**hand, "rules": rules}).players}


@pytest.mark.parametrize(("rules", "expiry", "status", "flag"), [
    ("ofc", "foul", "fouled", "timed_out"),
    ("classic-2-4", "surrender", "surrendered", "surrender"),
])  # fmt: skip
def test_a_seat_not_set_in_time_scores_as_the_event_says_at_both_the_event_and_its_table(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], rules: str, expiry: str, status: str, flag: str
) -> None:
    book = tmp_path / "book.sqlite"
    tid = _event(capsys, book, "--rules", rules, "--clock", "90", "--on-expiry", expiry)
    table = _cli(capsys, "tournament", "draw", tid, "--seed", "3", "--book", book)["tables"][0]
    started = _cli(capsys, "tournament", "start", tid, "1", "--book", book)
    assert (started["table"], started["seconds"], started["on_expiry"]) == (1, 90, expiry)
    setting = _cli(capsys, "tournament", "show", tid, "--book", book)["setting"]
    shown = datetime.fromisoformat(setting["started"][0]["deadline"]) - datetime.fromisoformat(started["started"])
    assert setting["started"][0]["table"] == 1 and shown == timedelta(seconds=90)

    late = table["seats"][1]
    path, hand = _hand_file(tmp_path, table["seats"], seed=11)
    marked = {"players": [{**p, flag: True} if p["name"] == late else p for p in hand["players"]]}
    expected, unmarked = _units(marked, rules), _units(hand, rules)
    assert expected != unmarked  # the test means something: being late changed the money
    _cli(capsys, "tournament", "add", tid, "1", path, "--expired", late, "--book", book)

    after = _cli(capsys, "tournament", "show", tid, "--book", book)
    chips = {row["name"]: row["chips"] for row in after["field"]}
    assert {n: chips[n] - CHIPS for n in table["seats"]} == {n: int(u * 10) for n, u in expected.items()}
    assert after["setting"]["started"] == []  # the hand recorded: its clock is done
    with open_book(book, create=False) as opened:
        (added,) = [e.payload for e in opened.session(table["session"]).events if e.kind == "added"]
    statuses = {p["name"]: p["status"] for p in added["result"]["players"]}
    assert statuses[late] == status and list(statuses.values()).count(status) == 1
    assert {p["name"]: Decimal(p["units"]) for p in added["result"]["players"]} == expected
    assert [p.get(flag, False) for p in added["entry"]["players"]] == [p["name"] == late for p in hand["players"]]


def test_the_clocks_refusals_are_one_line_and_write_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    book = tmp_path / "book.sqlite"
    flags = ["--name", "X", "--buyin", "5", "--chips", "100", "--levels", "1", "--clock", "60", "--on-expiry"]
    assert "surrender" in _refused(capsys, "tournament", "new", *flags, "surrender", "--book", book)
    assert _cli(capsys, "session", "list", "--book", book)["sessions"] == []  # no empty session left behind
    tid = _event(capsys, book)  # no setting clock
    table = _cli(capsys, "tournament", "draw", tid, "--seed", "3", "--book", book)["tables"][0]
    path, _ = _hand_file(tmp_path, table["seats"], seed=2)
    before = book.read_bytes()
    assert "no setting clock" in _refused(capsys, "tournament", "start", tid, "1", "--book", book)
    assert "no setting clock" in _refused(
        capsys, "tournament", "add", tid, "1", path, "--expired", table["seats"][0], "--book", book
    )
    assert book.read_bytes() == before

    clocked = _event(capsys, book, "--clock", "60")
    seats = _cli(capsys, "tournament", "draw", clocked, "--seed", "3", "--book", book)["tables"][0]["seats"]
    path, _ = _hand_file(tmp_path, seats, seed=4)
    stranger = next(n for n in NAMES if n not in seats)
    before = book.read_bytes()
    assert stranger in _refused(capsys, "tournament", "add", clocked, "1", path, "--expired", stranger, "--book", book)
    assert "table 9" in _refused(capsys, "tournament", "start", clocked, "9", "--book", book)
    assert book.read_bytes() == before


class _Clock:
    """The moments the actions take as "now", set by the test."""

    def __init__(self) -> None:
        self.at = datetime(2026, 12, 2, 20, 0, 0).astimezone()

    def __call__(self) -> str:
        return self.at.isoformat(timespec="seconds")

    def wait(self, **span: float) -> None:
        self.at += timedelta(**span)


def test_levels_kept_by_time_follow_the_clock_the_director_pauses_and_replay_the_same(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = _Clock()
    monkeypatch.setattr(actions, "now_text", clock)
    book_path = tmp_path / "book.sqlite"
    tid: str = _cli(capsys, "tournament", "new", "--name", "Timed", "--buyin", "50", "--chips", CHIPS,
                    "--levels", "10,20,40", "--minutes-per-level", "2", "--book", book_path)["tournament"]  # fmt: skip
    with open_book(book_path, create=False) as book:
        for name in NAMES[:4]:
            book.act(tid, "t_register", lambda s, n=name: actions.prepare_register(s, n))
        seats = list(draw_tables(book, tid, seed=1)[1])  # the draw starts the event's clock
        rng, played = random.Random(5), []

        def hand_at(*, minutes: float) -> int:
            clock.wait(minutes=minutes)
            hand = random_hand(rng, seats, foul_share=0.0)
            done = record_hand(book, tid, table=1, data=hand, dealer=None).last
            assert done is not None
            played.append(hand)
            return done.level.point_value

        assert hand_at(minutes=1.5) == 10  # 90 s counted: level 1
        clock.wait(minutes=0.25)
        book.act(tid, "t_clock", lambda s: actions.prepare_clock(s, running=False))  # paused at 105 s
        assert hand_at(minutes=30) == 10  # half an hour paused counts nothing
        book.act(tid, "t_clock", lambda s: actions.prepare_clock(s, running=True))
        assert hand_at(minutes=0.5) == 20  # 135 s counted: level 2
        assert hand_at(minutes=2.5) == 40  # 285 s: level 3
        log = actions.tournament_log(book.session(tid))
        clock.wait(minutes=1)
        shown = show_json(tid, actions.tally_of(book.session(tid)), now=clock())
    assert shown["level"] == 3 and shown["clock"] == {"running": True, "seconds": 345, "seconds_to_next": None}

    again = replay(log)  # read from the log alone, at another time
    assert again.field is not None and again.field.chips == {r["name"]: r["chips"] for r in shown["field"]}
    expected = dict.fromkeys(seats, CHIPS)
    for hand, value in zip(played, (10, 10, 20, 40), strict=True):
        for name, units in _units(hand, "ofc").items():
            expected[name] += int(units * value)
    assert again.field.chips == expected


def test_an_add_on_adds_its_chips_and_price_until_its_level(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    book = tmp_path / "book.sqlite"
    tid = _event(capsys, book, "--addon-until", "1")
    assert _cli(capsys, "tournament", "addon", tid, "Amy", "--book", book) == {
        "player": "Amy", "add_ons": 1, "chips": 2 * CHIPS
    }  # fmt: skip
    shown = _cli(capsys, "tournament", "show", tid, "--book", book)
    assert shown["chips_in_play"] == 9 * CHIPS and shown["prize_pool"] == "450"
    assert "Zed" in _refused(capsys, "tournament", "addon", tid, "Zed", "--book", book)


def test_a_seat_marked_timed_out_is_fouled_whatever_it_holds_and_only_then_stored_with_the_flag() -> None:
    dragon = {"name": "Amy", "front": "2s 3h 4d", "middle": "5c 6s 7h 8d 9c", "back": "Ts Jh Qd Kc As"}
    bob = {"name": "Bob", "front": "2h 2d 5s", "middle": "3s 3d 4h 4s 6c", "back": "7s 7d 7c 8h 8c"}
    assert score_hand({"players": [dragon, bob], "rules": "classic-2-4"}).players[0].status == "natural"
    late = score_hand({"players": [{**dragon, "timed_out": True}, bob], "rules": "classic-2-4"})
    mis_set = {**dragon, "front": "Ts Jh Qd", "middle": "2s 3h 4d 5c 6s", "back": "7h 8d 9c Kc As"}
    fouled = score_hand({"players": [{**mis_set, "declare_natural": False}, bob], "rules": "classic-2-4"})
    assert [p.status for p in fouled.players] == ["fouled", "played"]  # what a mis-set seat pays
    assert [(p.status, p.units) for p in late.players] == [(p.status, p.units) for p in fouled.players]
    from scorekeeper.game.deal import HAND_ENTRY

    entry = HAND_ENTRY.read({"players": [{**dragon, "timed_out": True}, bob]})
    assert [("timed_out" in seat) for seat in HAND_ENTRY.dump(entry)["players"]] == [True, False]


def test_a_tables_session_refuses_a_hand_added_the_ordinary_way_which_the_chips_would_not_follow(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    book = tmp_path / "book.sqlite"
    tid = _event(capsys, book)
    table = _cli(capsys, "tournament", "draw", tid, "--seed", "3", "--book", book)["tables"][0]
    path, _ = _hand_file(tmp_path, table["seats"], seed=8)
    before = book.read_bytes()
    said = _refused(capsys, "session", "add", table["session"], path, "--book", book)
    assert "table 1 of Clocked" in said and "tournament add" in said
    assert book.read_bytes() == before
    assert _cli(capsys, "tournament", "add", tid, "1", path, "--book", book)["hand"] == 1
    shown = _cli(capsys, "session", "show", table["session"], "--book", book)
    assert [h["hand"] for h in shown["hands"]] == [1]
