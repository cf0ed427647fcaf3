"""Each currency's decimals (ISO 4217) in the exports: a yen session shows no decimals anywhere."""

from __future__ import annotations

import csv
import random
from decimal import Decimal
from pathlib import Path

import openpyxl

from scorekeeper.demo import random_hand
from scorekeeper.errors import InputError
from scorekeeper.export.csv_export import write_csv
from scorekeeper.export.xlsx import money_format, write_xlsx
from scorekeeper.session.session import Session, parse_hand_entry

NAMES = ["Amy", "Bob", "Cat"]


def yen_night() -> Session:
    rng = random.Random(81)
    s = Session.create("1", name="Tokyo", players=NAMES, unit=Decimal(100), currency="JPY", date="2026-11-27")
    while len(s.hands) < 15:
        try:
            s.append("added", s.prepare_add(parse_hand_entry(random_hand(rng, NAMES, surrender_share=0.2))))
        except InputError:
            continue
    return s


def test_a_yen_session_has_no_decimals_in_the_csv(tmp_path: Path) -> None:
    write_csv(yen_night(), tmp_path)
    seen = 0
    for name in ("hands.csv", "summary.csv", "settle-up.csv", "pairs.csv"):
        with open(tmp_path / name, encoding="utf-8-sig", newline="") as handle:
            rows = list(csv.reader(handle))
        money_columns = [i for i, h in enumerate(rows[0]) if "(JPY)" in h]
        for row in rows[1:]:
            for i in money_columns:
                if i < len(row) and row[i]:
                    assert "." not in row[i], (name, rows[0][i], row[i])
                    seen += 1
    assert seen > 30


def test_a_yen_session_has_whole_yen_formats_in_the_workbook(tmp_path: Path) -> None:
    write_xlsx(yen_night(), tmp_path / "tokyo.xlsx")
    wb = openpyxl.load_workbook(tmp_path / "tokyo.xlsx")
    ws = wb["Hands"]
    headers = {c.value: c.column for c in ws[1]}
    cell = ws.cell(2, headers["Amy money (JPY)"])
    assert cell.number_format == money_format("JPY") == '#,##0 "JPY";[Red]-#,##0 "JPY"'
    assert Decimal(str(cell.value)) == int(Decimal(str(cell.value)))
    formats = {c.number_format for sheet in wb for row in sheet.iter_rows() for c in row}
    assert not any("0.00" in f for f in formats)  # no two-decimal money format anywhere


def test_the_settle_up_sheet_shows_the_coin_and_each_rounding_difference(tmp_path: Path) -> None:
    from scorekeeper.ledger.totals import settle

    rng = random.Random(3)
    s = Session.create("1", name="Cents", players=NAMES, unit=Decimal("0.05"), currency="EUR", date="2026-11-27")
    while len(s.hands) < 12 or not any(settle(s).rounding.values()):
        try:
            s.append("added", s.prepare_add(parse_hand_entry(random_hand(rng, NAMES, surrender_share=0.3))))
        except InputError:
            continue
    write_csv(s, tmp_path)
    with open(tmp_path / "settle-up.csv", encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    header = rows[0]
    assert header[:3] == ["Player", "Balance (EUR)", "Rounded off (EUR)"]
    body = rows[1 : 1 + len(NAMES)]
    result = settle(s)
    assert {r[0]: Decimal(r[2]) for r in body} == result.rounding
    assert sum(Decimal(r[2]) for r in body) == 0
    assert ["Smallest coin", "0.01"] in rows


def test_totals_of_amounts_at_the_input_limits_are_exact_in_the_csv(tmp_path: Path) -> None:
    from fractions import Fraction

    big = Decimal("999999999999999999.9999999999")  # the largest unit: sums need 29+ digits
    s = Session.create("1", name="Big", players=NAMES, unit=big, currency="EUR", date="2026-11-27")
    rng = random.Random(4)
    while len(s.hands) < 6:
        try:
            s.append("added", s.prepare_add(parse_hand_entry(random_hand(rng, NAMES))))
        except InputError:
            continue
    write_csv(s, tmp_path)
    with open(tmp_path / "hands.csv", encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    for name in NAMES:
        col = rows[0].index(f"{name} money (EUR)")
        cells = [Fraction(Decimal(r[col])) for r in rows[1:-1] if r[col]]
        assert Fraction(Decimal(rows[-1][col])) == sum(cells, Fraction(0))
    with open(tmp_path / "summary.csv", encoding="utf-8-sig", newline="") as handle:
        summary = list(csv.reader(handle))
    total_row = next(r for r in summary if r and r[0] == "Total")
    assert Decimal(total_row[-1]) == 0  # the players' money sums to exactly zero
