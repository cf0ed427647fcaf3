"""The workbook's Players sheet (issue 30): the session's people across every night in the book, read
back with openpyxl, every figure equal to ``scorekeeper players stats``."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from typing import Any

import openpyxl
from helpers.players_book import make_players_book
from helpers.session_kit import cli

from scorekeeper.book import open_book


def _blocks(ws: Any) -> list[list[list[Any]]]:
    """The sheet's blocks (title, header, rows), split at the empty rows between them."""
    blocks: list[list[list[Any]]] = [[]]
    for row in ws.iter_rows(values_only=True):
        if all(v is None for v in row):
            if blocks[-1]:
                blocks.append([])
            continue
        blocks[-1].append(list(row))
    return [b for b in blocks if b]


def _number(value: Any) -> Decimal:
    return Decimal(str(value))


def test_the_players_sheet_has_the_numbers_of_players_stats(tmp_path: Path, capsys: Any) -> None:
    path = tmp_path / "book.sqlite"
    make_players_book(path)
    with open_book(path) as book:
        session = max(book.list_sessions(), key=lambda s: len(book.session(s.id).players))
        seated = book.session(session.id).players
    target = tmp_path / "night.xlsx"
    cli(capsys, "export", session.id, "--xlsx", target, "--book", path)
    ws = openpyxl.load_workbook(target)["Players"]
    per_currency, counts, duels = _blocks(ws)
    assert per_currency[0][0] == "Per currency, every session in the book"
    header = per_currency[1]
    rows = per_currency[2:]
    people = {"Bob" if name == "bobby" else name for name in seated}
    assert {r[0] for r in rows} == people
    checked = 0
    for row in rows:
        cell = dict(zip(header, row, strict=False))
        stats = cli(capsys, "players", "stats", cell["Player"], "--book", path)
        figures = stats["currencies"][cell["Currency"]]
        assert cell["Other names"] in (None, ", ".join(stats["aliases"]))
        assert cell["Sessions"] == figures["sessions"]
        assert cell["Hands played"] == figures["hands"]
        for column, key in (
            ("Money", "money"),
            ("Units", "units"),
            ("Money per hand", "money_per_hand"),
            ("Money per 100 hands", "money_per_100_hands"),
            ("Units per hand", "units_per_hand"),
            ("Units per 100 hands", "units_per_100_hands"),
        ):
            assert _number(cell[column]) == Decimal(figures[key]), (cell["Player"], column)
        assert cell["Best night"] == figures["best_night"]["date"]
        assert _number(cell["Best night, money"]) == Decimal(figures["best_night"]["money"])
        assert cell["Worst night"] == figures["worst_night"]["date"]
        assert _number(cell["Worst night, money"]) == Decimal(figures["worst_night"]["money"])
        checked += 1
    assert checked >= len(people)  # a row per person and currency, USD and EUR for some
    assert {r[2] for r in rows} == {"EUR", "USD"}

    count_header = counts[1]
    for row in counts[2:]:
        cell = dict(zip(count_header, row, strict=False))
        stats = cli(capsys, "players", "stats", cell["Player"], "--book", path)
        for name in ("front", "middle", "back"):
            for outcome in ("won", "lost", "tied"):
                assert cell[f"{name} {outcome}"] == stats["rows"][name][outcome]
        assert (cell["Scoops made"], cell["Scoops suffered"]) == (stats["scoops"]["made"], stats["scoops"]["suffered"])
        assert (cell["Fouls"], cell["Surrenders"]) == (stats["fouls"], stats["surrenders"])
        assert cell["Royalties"] == sum(stats["royalties"].values())
        assert cell["Naturals"] == sum(stats["naturals"].values())

    duel_header = duels[1]
    assert len(duels) > 2
    for row in duels[2:]:
        cell = dict(zip(duel_header, row, strict=False))
        stats = cli(capsys, "players", "stats", cell["Player"], "--book", path)
        duel = stats["head_to_head"][cell["Opponent"]][cell["Currency"]]
        assert cell["Hands played"] == duel["hands"]
        assert _number(cell["Money"]) == Decimal(duel["money"])
        assert _number(cell["Units"]) == Decimal(duel["units"])


def test_a_session_without_hands_has_no_players_sheet(tmp_path: Path, capsys: Any) -> None:
    path = tmp_path / "book.sqlite"
    with open_book(path) as book:
        sid = book.create_session(name="Empty", players=["Amy", "Bob"]).id
    cli(capsys, "export", sid, "--xlsx", tmp_path / "x.xlsx", "--book", path)
    assert "Players" not in openpyxl.load_workbook(tmp_path / "x.xlsx").sheetnames


def test_with_the_advisor_the_players_sheet_gives_each_persons_units_given_away_as_players_stats_does(
    tmp_path: Path, capsys: Any
) -> None:
    path = tmp_path / "book.sqlite"
    make_players_book(path, nights=4, merged=False)
    with open_book(path) as book:
        session = max(book.list_sessions(), key=lambda s: len(book.session(s.id).players))
    plain, reviewed = tmp_path / "plain.xlsx", tmp_path / "reviewed.xlsx"
    cli(capsys, "export", session.id, "--xlsx", plain, "--book", path)
    assert len(_blocks(openpyxl.load_workbook(plain)["Players"])) == 3  # not asked: no review, no wait
    cli(capsys, "export", session.id, "--xlsx", reviewed, "--book", path, "--advisor")
    given = _blocks(openpyxl.load_workbook(reviewed)["Players"])[3]
    assert given[0][0].startswith("Given away against the setting advisor")
    header, rows = given[1], given[2:]
    assert rows
    for row in rows:
        cell = dict(zip(header, row, strict=False))
        figures = cli(capsys, "players", "stats", cell["Player"], "--book", path, "--advisor")["advisor"]
        assert cell["Hands reviewed"] == figures["hands"] > 0
        assert _number(cell["Units given away"]) == Decimal(figures["given_away"])
        assert _number(cell["Given away per hand"]) == Decimal(figures["given_away_per_hand"])
        assert cell["Not reviewed"] == figures["not_reviewed"]
