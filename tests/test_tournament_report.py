"""``scorekeeper tournament report ID --xlsx FILE``: the event as a workbook whose totals are the
log's: the field's chips are the chips brought in, the payouts sum to the prize pool, every hand
and every elimination is a row, and the audit lists every action."""

from __future__ import annotations

import json
import random
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from helpers.session_kit import run_cli
from openpyxl import load_workbook  # type: ignore[import-untyped,unused-ignore]

from scorekeeper.cli.main import main
from scorekeeper.demo import random_hand

NAMES = ["Amy", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]


def _cli(capsys: pytest.CaptureFixture[str], *args: str | Path) -> Any:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


def _played_event(capsys: pytest.CaptureFixture[str], book: Path) -> tuple[str, int]:
    """An 8-player event with a re-buy, played to one winner and finished; its id and hands."""
    rng, b = random.Random(4), ("--book", book)
    tid = _cli(capsys, "tournament", "new", "--name", "Report night", "--buyin", "100", "--fee", "10",
               "--chips", "300", "--levels", "10,20,40,80,160", "--hands-per-level", "2", "--rebuy-until", "1",
               "--payouts", "50,30,20", "--currency", "EUR", *b)["tournament"]  # fmt: skip
    for name in NAMES:
        _cli(capsys, "tournament", "register", tid, name, *b)
    _cli(capsys, "tournament", "rebuy", tid, "Amy", *b)
    _cli(capsys, "tournament", "draw", tid, "--seed", "3", *b)
    hands = 0
    show = _cli(capsys, "tournament", "show", tid, *b)
    while sum(r["status"] == "playing" for r in show["field"]) > 1 and hands < 400:
        tables: dict[int, list[dict[str, Any]]] = {}
        for row in show["field"]:
            if row["status"] == "playing":
                tables.setdefault(row["table"], []).append(row)
        table = rng.choice(sorted(t for t, rows in tables.items() if len(rows) > 1))
        seated = [r["name"] for r in sorted(tables[table], key=lambda r: r["seat"])]
        hand = book.parent / "hand.json"
        hand.write_text(json.dumps(random_hand(rng, seated, foul_share=0.1)), encoding="utf-8")
        if _cli(capsys, "tournament", "add", tid, table, hand, "--dealer", seated[0], *b)["moves"]:
            _cli(capsys, "tournament", "balance", tid, "--confirm", *b)
        hands += 1
        show = _cli(capsys, "tournament", "show", tid, *b)
    assert _cli(capsys, "tournament", "finish", tid, *b)["verified"] is True
    return tid, hands


def _rows(sheet: Any) -> list[list[Any]]:
    return [list(row) for row in sheet.iter_rows(values_only=True)]


def test_the_report_holds_the_logs_totals(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    book = tmp_path / "book.sqlite"
    tid, hands = _played_event(capsys, book)
    show = _cli(capsys, "tournament", "show", tid, "--book", book)
    target = tmp_path / "report.xlsx"
    assert _cli(capsys, "tournament", "report", tid, "--xlsx", target, "--book", book)["report"] == str(target)
    wb = load_workbook(target)
    assert wb.sheetnames == ["Field", "Hands", "Eliminations", "Prize pool", "Audit"]

    field = _rows(wb["Field"])
    players = [r for r in field[1:] if r[1] in NAMES]
    assert sorted(r[1] for r in players) == sorted(NAMES)
    assert sum(r[3] for r in players) == show["chips_in_play"] == 300 * 9  # eight entries and a re-buy
    assert next(r for r in players if r[1] == "Amy")[2] == 2
    paid = [Decimal(str(r[7])) for r in players if r[7]]  # the places past the payouts: 0
    assert sum(paid) == Decimal(show["prize_pool"]) == Decimal(900)
    assert sorted(paid, reverse=True) == [Decimal(450), Decimal(270), Decimal(180)]
    assert [r[0] for r in sorted(players, key=lambda r: r[0])] == list(range(1, 9))  # every place once

    assert len(_rows(wb["Hands"])) - 1 == hands  # every hand a row, in order
    eliminated = _rows(wb["Eliminations"])[1:]
    assert [r[1] for r in eliminated] == [e["name"] for e in show["eliminations"]]
    money = {r[0]: r[1] for r in _rows(wb["Prize pool"]) if r and isinstance(r[0], str)}
    assert Decimal(str(money["Prize pool"])) == Decimal(900) and Decimal(str(money["House fees"])) == Decimal(90)
    assert money["Chips brought in"] == money["Chips in play"] == 2700
    audit = _rows(wb["Audit"])[1:]
    assert [r[2] for r in audit].count("t_register") == len(NAMES) and "t_finish" in [r[2] for r in audit]


def test_a_report_into_a_missing_folder_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    book = tmp_path / "book.sqlite"
    tid = _cli(capsys, "tournament", "new", "--name", "N", "--buyin", "10", "--chips", "100", "--levels", "1,2",
               "--book", book)["tournament"]  # fmt: skip
    refused = run_cli("tournament", "report", tid, "--xlsx", tmp_path / "nowhere" / "r.xlsx", "--book", book)
    assert refused.returncode == 2 and len(refused.stderr.strip().splitlines()) == 1
    assert "nowhere" in refused.stderr and "Traceback" not in refused.stderr
