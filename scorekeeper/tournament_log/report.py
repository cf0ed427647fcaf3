"""The tournament's report as a workbook: the field, every hand, the eliminations, the prize
pool and payouts, and the audit trail, each sheet from the same replayed log as
``tournament show`` (``scorekeeper tournament report ID --xlsx FILE``).

The totals a director and an accountant check stand on the sheets: the chips in play equal
the chips brought in (entries, re-buys, add-ons), and the payouts sum to the prize pool.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from decimal import Decimal
from pathlib import Path
from typing import Any

from scorekeeper.atomic import write_atomically
from scorekeeper.export.sheet_model import Block, Column, ColumnSum, Kind, Sheet, Value
from scorekeeper.export.xlsx import write_workbook
from scorekeeper.session.state import SessionState
from scorekeeper.tournament.field import Field
from scorekeeper.tournament_log.extension import tournament_log
from scorekeeper.tournament_log.replay import Tally, final_payouts
from scorekeeper.tournament_log.standings import show_json

__all__ = ["report_sheets", "write_report"]


def _cell(value: object) -> Value:
    """A field row's value as a cell (the core's rows hold names, numbers and None)."""
    return value if value is None or isinstance(value, str | int | Decimal) else str(value)


def _field_sheet(f: Field, paid: dict[str, Decimal]) -> Sheet:
    rows: list[list[Value]] = []
    for r in f.rows():
        name = str(r["name"])
        cells = [_cell(r[key]) for key in ("place", "name", "chips", "table", "seat", "status")]
        rows.append([cells[0], cells[1], f.entries.get(name, 1), *cells[2:], paid.get(name)])
    columns = [
        Column("Place", Kind.INT),
        Column("Player", bold=True),
        Column("Entries", Kind.INT),
        Column("Chips", Kind.INT),
        Column("Table", Kind.INT),
        Column("Seat", Kind.INT),
        Column("Status"),
        Column("Payout", Kind.MONEY),
    ]
    total: list[Value] = [None, "Total", None, ColumnSum(Decimal(sum(f.chips.values()))), None, None, None]
    total.append(ColumnSum(sum(paid.values(), Decimal(0))) if paid else None)
    return Sheet("Field", "field", [Block(columns, rows, total=total)], freeze=(1, 2), print_title_rows=1)


def _hands_sheet(log: Sequence[tuple[str, dict[str, Any]]]) -> Sheet:
    rows: list[list[Value]] = []
    at_table: dict[int, int] = {}
    for kind, payload in log:
        if kind != "t_hand":
            continue
        table = int(payload["table"])
        at_table[table] = at_table.get(table, 0) + 1
        players = sorted({name for a, b, _u in payload["units"] for name in (a, b)})
        rows.append([len(rows) + 1, table, at_table[table], payload.get("dealer"), ", ".join(players)])
    columns = [
        Column("Hand", Kind.INT),
        Column("Table", Kind.INT),
        Column("Table's hand", Kind.INT),
        Column("Dealer"),
        Column("Players", Kind.WRAP, width=40),
    ]
    return Sheet("Hands", "hands", [Block(columns, rows)], freeze=(1, 0), print_title_rows=1)


def _eliminations_sheet(f: Field) -> Sheet:
    keys = ("place", "name", "hand", "table")
    rows: list[list[Value]] = [[_cell(r[key]) for key in keys] for r in f.elimination_rows()]
    columns = [Column("Place", Kind.INT), Column("Player", bold=True), Column("Hand", Kind.INT)]
    columns.append(Column("Table", Kind.INT))
    return Sheet("Eliminations", "eliminations", [Block(columns, rows)], freeze=(1, 0), print_title_rows=1)


def _money_sheet(f: Field, shown: dict[str, Any]) -> Sheet:
    pool, fees = f.money_in()
    places: list[list[Value]] = [[p["place"], Decimal(p["amount"])] for p in shown["payouts"]]
    payouts = Block(
        [Column("Place", Kind.INT), Column("Amount", Kind.MONEY)],
        places,
        title="Payouts by place",
        total=["Total", ColumnSum(sum((Decimal(p["amount"]) for p in shown["payouts"]), Decimal(0)))],
    )
    money: list[list[Value]] = [
        ["Prize pool", pool.amount],
        ["House fees", fees.amount],
        ["Chips brought in", Decimal(f.chips_in())],
        ["Chips in play", Decimal(sum(f.chips.values()))],
    ]
    summary = Block([Column("", bold=True), Column("Amount", Kind.MONEY)], money, title="Money and chips")
    return Sheet("Prize pool", "prize-pool", [summary, payouts], print_title_rows=0)


def _audit_sheet(session: SessionState) -> Sheet:
    from scorekeeper.session.derived import audit

    rows: list[list[Value]] = [[a["seq"], a["at"], a["kind"], a["detail"]] for a in audit(session)]
    columns = [Column("Event", Kind.INT), Column("When"), Column("Kind"), Column("What", Kind.WRAP, width=60)]
    return Sheet("Audit", "audit", [Block(columns, rows)], freeze=(1, 0), print_title_rows=1)


def report_sheets(session: SessionState, tally: Tally) -> list[Sheet]:
    """The report's sheets for the tournament ``session`` whose log replayed to ``tally``."""
    f = tally.field
    assert f is not None  # tally_of refuses a session that is not a tournament
    paid = {name: m.amount for name, m in final_payouts(f).items()} if tally.finished else {}
    shown = show_json(session.id, tally)
    return [
        _field_sheet(f, paid),
        _hands_sheet(tournament_log(session)),
        _eliminations_sheet(f),
        _money_sheet(f, shown),
        _audit_sheet(session),
    ]


def write_report(session: SessionState, tally: Tally, path: str | Path) -> None:
    """Write the report to ``path`` (the old file stays until the new one is complete)."""
    f = tally.field
    assert f is not None
    sheets = report_sheets(session, tally)
    stamp = datetime.datetime.now().strftime("%Y-%m-%d %H:%M")
    title = f"{f.structure.name} · report {stamp}"
    write_atomically(path, lambda temp: write_workbook(sheets, temp, currency=f.structure.currency, title=title))
