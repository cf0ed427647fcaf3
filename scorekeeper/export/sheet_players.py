"""The Players sheet: the session's people across every night in the book, one row per person and currency.

The figures are the players statistics (:mod:`scorekeeper.players.stats`) as ``scorekeeper players
stats`` gives them: money and units per currency, never added across currencies; the counts of
rows, scoops, fouls, surrenders, royalties and naturals over every currency, one row per person;
head to head, per opponent and currency. The caller reads the book; this only lays the rows out.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from scorekeeper.export.labels import Labeller, labeller
from scorekeeper.export.sheet_model import Block, Column, Kind, Sheet, Value
from scorekeeper.game.rules import ROWS
from scorekeeper.game.terms import term
from scorekeeper.players.stats import CurrencyStats, PlayerStats, per


def players_sheet(stats: Sequence[PlayerStats], *, lang: str = "en") -> Sheet:
    tr = labeller(lang)
    blocks = [_per_currency(stats, tr), _counts(stats, tr, lang), _head_to_head(stats, tr)]
    if any(s.given is not None for s in stats):
        blocks.append(_given_away(stats, tr))
    return Sheet(tr("Players"), "players", blocks, freeze=(2, 1))


def _per_currency(stats: Sequence[PlayerStats], tr: Labeller) -> Block:
    names = ("Money per hand", "Money per 100 hands", "Units per hand", "Units per 100 hands")
    columns = [
        Column(tr("Player"), bold=True),
        Column(tr("Other names")),
        Column(tr("Currency")),
        Column(tr("Sessions"), Kind.INT),
        Column(tr("Hands played"), Kind.INT),
        Column(tr("Money"), Kind.UNITS),
        Column(tr("Units"), Kind.UNITS),
        *(Column(tr(name), Kind.UNITS) for name in names),
        Column(tr("Best night")),
        Column(tr("Best night, money"), Kind.UNITS),
        Column(tr("Worst night")),
        Column(tr("Worst night, money"), Kind.UNITS),
    ]
    rows = [_currency_row(s, c) for s in stats for c in s.currencies.values()]
    return Block(columns, rows, title=tr("Per currency, every session in the book"))


def _currency_row(s: PlayerStats, c: CurrencyStats) -> list[Value]:
    hands, money, units = c.hands, c.money.amount, c.units
    return [
        s.person.name,
        ", ".join(s.person.aliases),
        c.currency or "—",
        len(c.nights),
        hands,
        money,
        units,
        per(money, hands),
        per(money, hands, 100),
        per(units, hands),
        per(units, hands, 100),
        c.best.date,
        c.best.money.amount,
        c.worst.date,
        c.worst.money.amount,
    ]


def _counts(stats: Sequence[PlayerStats], tr: Labeller, lang: str) -> Block:
    columns = [Column(tr("Player"), bold=True)]
    for row in ROWS:
        for outcome in ("won", "lost", "tied"):
            columns.append(Column(tr(f"{{row}} {outcome}", row=term(row, lang)), Kind.INT))
    for name in ("Scoops made", "Scoops suffered", "Fouls", "Surrenders", "Royalties", "Naturals"):
        columns.append(Column(tr(name), Kind.INT))
    rows: list[list[Value]] = []
    for s in stats:
        line: list[Value] = [s.person.name]
        line += [s.rows[row][outcome] for row in ROWS for outcome in ("won", "lost", "tied")]
        line += [s.scoops["made"], s.scoops["suffered"], s.fouls, s.surrenders]
        line += [sum(s.royalties.values()), sum(s.naturals.values())]
        rows.append(line)
    return Block(columns, rows, title=tr("Hands played, every currency"))


def _head_to_head(stats: Sequence[PlayerStats], tr: Labeller) -> Block:
    columns = [
        Column(tr("Player"), bold=True),
        Column(tr("Opponent")),
        Column(tr("Currency")),
        Column(tr("Hands played"), Kind.INT),
        Column(tr("Units"), Kind.UNITS),
        Column(tr("Money"), Kind.UNITS),
    ]
    rows: list[list[Value]] = [
        [s.person.name, opponent, currency or "—", duel.hands, duel.units, duel.money.amount]
        for s in stats
        for opponent, duels in s.head_to_head.items()
        for currency, duel in duels.items()
    ]
    title = tr("Head to head (what the player receives from the opponent, net)")
    return Block(columns, rows, title=title)


def _given_away(stats: Sequence[PlayerStats], tr: Labeller) -> Block:
    """The advisor's review: estimates in units (three decimals, never money), as ``players stats --advisor``."""
    columns = [
        Column(tr("Player"), bold=True),
        Column(tr("Hands reviewed"), Kind.INT),
        Column(tr("Units given away"), Kind.UNITS),
        Column(tr("Given away per hand"), Kind.UNITS),
        Column(tr("Not reviewed"), Kind.INT),
    ]
    rows: list[list[Value]] = []
    for s in stats:
        if s.given is not None:
            units, seats = Decimal(f"{s.given.units:.3f}"), s.given.seats
            per_hand = Decimal(f"{s.given.units / seats:.3f}") if seats else Decimal("0.000")
            rows.append([s.person.name, seats, units, per_hand, s.given.skipped])
    return Block(columns, rows, title=tr("Given away against the setting advisor's best setting (estimates, units)"))
