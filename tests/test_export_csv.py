"""The CSV ledger: one UTF-8 file with BOM per sheet, numbers exact, user text neutralised."""

from __future__ import annotations

import codecs
import csv
from decimal import Decimal, InvalidOperation
from pathlib import Path

import pytest

from scorekeeper.atomic import TEMP_PREFIX
from scorekeeper.export.csv_export import neutralise, write_csv
from scorekeeper.export.sample import sample_session
from scorekeeper.ledger.totals import settle, totals

INJECTIONS = ['=HYPERLINK("http://x","y")', "+1", "-2", "@SUM(A1)"]
FILES = ["summary.csv", "hands.csv", "pairs.csv", "settle-up.csv", "rules.csv", "audit.csv"]


def read(path: Path) -> list[list[str]]:
    raw = path.read_bytes()
    assert raw.startswith(codecs.BOM_UTF8)
    with open(path, encoding="utf-8-sig", newline="") as handle:
        return list(csv.reader(handle))


def is_number(text: str) -> bool:
    try:
        Decimal(text)
    except InvalidOperation:
        return False
    return True


def test_one_file_per_sheet(tmp_path: Path) -> None:
    write_csv(sample_session(30), tmp_path / "out")
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == sorted(FILES)


def test_hands_money_and_totals_are_exact(tmp_path: Path) -> None:
    session = sample_session(120, seed=4)
    write_csv(session, tmp_path)
    rows = read(tmp_path / "hands.csv")
    header = rows[0]
    t = totals(session)
    for name in session.players:
        col = header.index(f"{name} money (EUR)")
        body = [row[col] for row in rows[1:-1]]
        for number, text in zip(sorted(session.hands), body, strict=True):
            record = session.hands[number]
            if record.status == "void" or name not in record.money():
                assert text == ""
            else:
                assert Decimal(text) == record.money()[name]
        assert sum(Decimal(v) for v in body if v) == t.players[name].money
        assert Decimal(rows[-1][col]) == t.players[name].money
    assert rows[-1][0] == "Total"
    assert "♠" in "".join(rows[1][4:7]) or "♥" in "".join(rows[1][4:7]) or "♦" in "".join(rows[1][4:7])


def test_settle_up_amounts_to_the_cent(tmp_path: Path) -> None:
    session = sample_session(60, seed=8)
    write_csv(session, tmp_path)
    rows = read(tmp_path / "settle-up.csv")
    s = settle(session)
    balances = {row[0]: Decimal(row[1]) for row in rows[1 : 1 + len(s.balances)]}
    assert balances == s.balances
    start = rows.index(["Simplified (fewest payments)"]) + 2
    got = [(r[0], r[1], Decimal(r[2])) for r in rows[start : start + len(s.simplified)]]
    assert got == [(x.payer, x.payee, x.amount) for x in s.simplified]
    assert all(len(r[2].split(".")[-1]) == 2 for r in rows[start : start + len(s.simplified)])


def test_formula_like_user_text_is_neutralised_with_a_quote(tmp_path: Path) -> None:
    session = sample_session(30, players=INJECTIONS, name="=1+2", place="@SUM(A1)", reason="-cmd|' /C calc'!A0", seed=9)
    write_csv(session, tmp_path)
    seen: set[str] = set()
    for name in FILES:
        for row in read(tmp_path / name):
            for field in row:
                if field[:1] in ("=", "+", "-", "@", "\t", "\r"):
                    assert is_number(field), (name, field)  # only our own numbers, e.g. -2.50
                seen.add(field)
    for text in INJECTIONS:
        assert neutralise(text) == "'" + text
        assert "'" + text in seen
    assert "'=1+2" in seen and "'@SUM(A1)" in seen and "'-cmd|' /C calc'!A0" in seen
    assert "'-2 front" in seen  # headers built from names too


@pytest.mark.parametrize("text", ["Amy", "'quoted", "12", "a=b", " =x"])
def test_harmless_text_is_left_alone(text: str) -> None:
    assert neutralise(text) == text


def test_each_file_is_replaced_whole_and_strays_are_cleaned(tmp_path: Path) -> None:
    (tmp_path / "hands.csv").write_text("old", encoding="utf-8")
    stray = tmp_path / (TEMP_PREFIX + "x.csv")
    stray.write_text("half", encoding="utf-8")
    write_csv(sample_session(10), tmp_path)
    assert not stray.exists()
    assert read(tmp_path / "hands.csv")[0][0] == "Hand"
    assert not list(tmp_path.glob(TEMP_PREFIX + "*"))
