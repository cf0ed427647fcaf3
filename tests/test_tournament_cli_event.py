"""A 36-player event run to the end by the command line (issue 28: "A simulated 36-player event (9
tables of 4; hands dealt at random ...) run to the end by the command line in one test").

Every step is ``scorekeeper tournament ...`` (the command line's own code, in this process) on one
SQLite book: 36 registrations, the draw, then hands dealt at random at a random table, the moves
confirmed whenever a hand proposes them, re-buys for players out in the re-buy period, the finish
and the report. After every hand: the stacks sum to every chip brought in (starting chips of
every entry, re-buys); after every confirmed move no table is two players larger than another;
at the end the places run in the order out, the payouts sum to the prize pool exactly, the
workbook's totals are ``show``'s.
"""

from __future__ import annotations

import json
import random
from decimal import Decimal
from pathlib import Path
from typing import Any

import openpyxl
import pytest

from scorekeeper.cli.main import main
from scorekeeper.demo import random_hand

NAMES = [f"P{i:02}" for i in range(36)]
CHIPS, REBUY_UNTIL = 1000, 2


def _cli(capsys: pytest.CaptureFixture[str], *args: str | Path | int) -> Any:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


def _seated(show: dict[str, Any]) -> dict[int, list[str]]:
    tables: dict[int, list[tuple[int, str]]] = {}
    for row in show["field"]:
        if row["status"] == "playing":
            tables.setdefault(row["table"], []).append((row["seat"], row["name"]))
    return {t: [name for _, name in sorted(rows)] for t, rows in sorted(tables.items())}


def test_a_36_player_event_runs_to_the_end_through_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rng, b = random.Random(1995), ("--book", tmp_path / "book.sqlite")
    tid = _cli(capsys, "tournament", "new", "--name", "WSOP 1995 (a simulation)", "--rules", "classic-2-4",
               "--buyin", "50", "--fee", "5", "--chips", CHIPS, "--levels", "100,200,400,800,1600",
               "--hands-per-level", "2", "--rebuy-until", REBUY_UNTIL, "--payouts", "40,25,15,12,8",
               "--currency", "USD", *b)["tournament"]  # fmt: skip
    for name in NAMES:
        _cli(capsys, "tournament", "register", tid, name, *b)
    drawn = _cli(capsys, "tournament", "draw", tid, "--seed", "36", *b)["tables"]
    assert [len(t["seats"]) for t in drawn] == [4] * 9
    entries, order_out, hands = len(NAMES), [], 0
    show = _cli(capsys, "tournament", "show", tid, *b)
    while len(tables := _seated(show)) > 1 or len(next(iter(tables.values()))) > 1:
        table = rng.choice([t for t, seated in tables.items() if len(seated) > 1])
        hand = tmp_path / "hand.json"
        hand.write_text(json.dumps(random_hand(rng, tables[table], foul_share=0.1)), encoding="utf-8")
        played = _cli(capsys, "tournament", "add", tid, table, hand, *b)
        hands += 1
        level = _cli(capsys, "tournament", "show", tid, *b)["level"]  # the event's: the highest any table reached
        back = [n for n in played["eliminated"] if level <= REBUY_UNTIL and rng.random() < 0.8]
        for name in back:
            assert _cli(capsys, "tournament", "rebuy", tid, name, *b)["entries"] >= 2
            entries += 1
        if played["moves"] or back:
            confirmed = _cli(capsys, "tournament", "balance", tid, "--confirm", *b)
            assert confirmed["confirmed"] == bool(confirmed["moves"])
        show = _cli(capsys, "tournament", "show", tid, *b)
        assert sum(r["chips"] for r in show["field"]) == show["chips_in_play"] == CHIPS * entries
        sizes = [len(seated) for seated in _seated(show).values()]
        assert max(sizes) - min(sizes) <= 1 or len(sizes) == 1, sizes  # balanced after the moves
        gone = [n for n in played["eliminated"] if n not in back]
        if gone:
            order_out.append(gone)
        assert hands < 5000
    finished = _cli(capsys, "tournament", "finish", tid, *b)
    assert finished["verified"] is True
    places = {p["name"]: p["place"] for p in finished["places"]}
    assert sorted(places.values())[0] == 1 and len(places) == 36
    last = 37
    for group in order_out:  # the later out, the better the place
        assert max(places[n] for n in group) < last
        last = min(places[n] for n in group)
    show = _cli(capsys, "tournament", "show", tid, *b)
    pool = Decimal(show["prize_pool"])
    assert pool == 50 * entries and Decimal(show["fees"]) == 5 * entries
    assert sum(Decimal(p["payout"]) for p in finished["places"]) == pool
    report = tmp_path / "event.xlsx"
    _cli(capsys, "tournament", "report", tid, "--xlsx", report, *b)
    field = openpyxl.load_workbook(report)["Field"]
    rows = [r for r in field.iter_rows(values_only=True) if r and isinstance(r[0], int)]
    header = next(r for r in field.iter_rows(values_only=True) if r and r[0] == "Place")
    column = {name: i for i, name in enumerate(header)}
    assert sum(r[column["Chips"]] for r in rows) == show["chips_in_play"]
    assert sum(Decimal(str(r[column["Payout"]] or 0)) for r in rows) == pool
    assert hands > 36 and entries > 36  # re-buys came back in
    print(f"\n{hands} hands, {entries} entries, {len(order_out)} hands that put someone out")
