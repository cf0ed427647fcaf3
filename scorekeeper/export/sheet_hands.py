"""The Hands sheet: one row per hand, void ones included (money left blank).

Each player has :data:`PLAYER_COLUMNS` columns (cards, status, royalties, units, money);
the players' running totals follow, then the house's take when it collects, then the
check: the sum of the hand's money, zero.

>>> _status({"status": "natural", "natural": "six-pairs"}, "en")
'natural: six pairs'
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from scorekeeper.casino.settle_up import cap_marks
from scorekeeper.export.cell_text import cards_with_symbols, money_label, parse_time
from scorekeeper.export.cells import Cards, RowCells
from scorekeeper.export.labels import Labeller, labeller
from scorekeeper.export.sheet_model import Block, Column, ColumnSum, Kind, Sheet, Value
from scorekeeper.game.terms import royalty_name, term
from scorekeeper.ledger.lines import LedgerLine, line_map
from scorekeeper.ledger.totals import Totals, running_totals
from scorekeeper.session.hand_entry import RecordedSeat
from scorekeeper.session.outcome import PlayerOutcome, amount_text
from scorekeeper.session.session import VOID, HandRecord, Session

ZERO = Decimal(0)
HAND_COLUMNS = 4  # Hand, Time, Dealer, State
PLAYER_COLUMNS = 7  # front, middle, back, status, royalties, units, money; running totals follow


@dataclass(frozen=True, slots=True)
class _Layout:
    """Where the sheet's columns are (0-based)."""

    names: list[str]
    where: dict[str, int]  # each player's first column
    running_at: int  # the first running total
    house_at: int  # the house's take, when it collects (else the check is here)
    with_house: bool
    check_at: int
    summed: tuple[int, ...]  # the money columns the check adds up

    @classmethod
    def of(cls, session: Session) -> _Layout:
        names = list(session.players)
        where = {name: HAND_COLUMNS + PLAYER_COLUMNS * i for i, name in enumerate(names)}
        running_at = HAND_COLUMNS + PLAYER_COLUMNS * len(names)
        house_at = running_at + len(names)
        with_house = session.casino.uses_collection
        summed = tuple(where[name] + 6 for name in names) + ((house_at,) if with_house else ())
        return cls(names, where, running_at, house_at, with_house, house_at + with_house, summed)

    @property
    def width(self) -> int:
        return self.check_at + 1


@dataclass(frozen=True, slots=True)
class _States:
    """The State column's words, looked up once for every row."""

    void: str
    edited: str
    recorded: str

    def of(self, record: HandRecord) -> str:
        if record.status == VOID:
            return self.void
        return self.edited if any(r.kind == "edited" for r in record.history) else self.recorded


def hands_sheet(session: Session, t: Totals, *, lang: str = "en") -> Sheet:
    """One row per hand, void ones included (money left blank)."""
    tr = labeller(lang)
    layout = _Layout.of(session)
    lines = line_map(session)
    states = _States(tr("void"), tr("edited"), tr("recorded"))
    running = {number: after for number, after in running_totals(session)}
    last = [ZERO] * len(layout.names)
    rows: list[list[Value]] = []
    for number in sorted(session.hands):
        row = _hand_row(session, number, layout, lines[number], states=states, lang=lang)
        after = running.get(number)
        if after is not None:
            last = [after[name] for name in layout.names]
        row[layout.running_at : layout.house_at] = last
        rows.append(row)
    block = Block(_columns(session, layout, tr), rows, total=_total_row(layout, t, lines, tr))
    # Printed at 100% on A4: the hand's columns on every page, then one player's cards and money a page.
    breaks = tuple(layout.where[name] + PLAYER_COLUMNS - 1 for name in layout.names)
    return Sheet(tr("Hands"), "hands", [block], freeze=(1, 4), print_title_rows=1, print_title_columns=HAND_COLUMNS,
                 column_breaks=breaks)  # fmt: skip


def _columns(session: Session, layout: _Layout, tr: Labeller) -> list[Column]:
    columns = [
        Column(tr("Hand"), Kind.INT),
        Column(tr("Time"), Kind.CLOCK),
        Column(tr("Dealer")),
        Column(tr("State")),
    ]
    for name in layout.names:
        columns += [
            Column(tr("{name} front", name=name)),
            Column(tr("{name} middle", name=name)),
            Column(tr("{name} back", name=name)),
            Column(tr("{name} status", name=name), Kind.WRAP, width=14),
            Column(tr("{name} royalties", name=name), Kind.WRAP, width=14),
            Column(tr("{name} units", name=name), Kind.UNITS, width=8),  # narrow: a group prints on one A4 page
            Column(money_label(session, tr("{name} money", name=name)), Kind.MONEY),
        ]
    columns += [
        Column(money_label(session, tr("{name} running total", name=name)), Kind.MONEY) for name in layout.names
    ]
    if layout.with_house:
        columns.append(Column(money_label(session, tr("House")), Kind.MONEY))
    columns.append(Column(tr("Check (sum = 0)"), Kind.MONEY))
    return columns


def _hand_row(
    session: Session, number: int, layout: _Layout, line: LedgerLine, *, states: _States, lang: str
) -> list[Value]:
    """A hand's row, its running totals left for the caller: each player's cards, status and money, the check."""
    record: HandRecord = session.hands[number]
    void = record.status == VOID
    row: list[Value] = [None] * layout.width
    row[:HAND_COLUMNS] = [number, parse_time(record.at), record.dealer or "", states.of(record)]
    results = {p.name: p for p in record.result.players}
    caps = {} if void else cap_marks(session, number)  # table stakes: "Cat pays 3 of 6: stack empty"
    fantasy = {} if void else session.fantasy_land_for(number)
    for name, mine in _seats(record).items():
        at = layout.where[name]
        for k, part in enumerate(("front", "middle", "back")):
            row[at + k] = Cards(" / ".join(cards_with_symbols(getattr(seat, part)) for seat in mine))
        p = results.get(name)
        if void or p is None:
            row[at + 3] = states.void if void else ""
            continue
        row[at + 3] = _status(p, lang) + _marks(session, number, name, p, fantasy) + caps.get(name, "")
        row[at + 4] = _royalties(p, lang)
        row[at + 5] = line.units[name]
        row[at + 6] = line.money[name].amount
    if not void:
        if layout.with_house:
            row[layout.house_at] = line.house.amount
        money_sum = sum((v for i in layout.summed if isinstance(v := row[i], Decimal)), ZERO)
        row[layout.check_at] = RowCells(layout.summed, money_sum)
    return row


def _seats(record: HandRecord) -> dict[str, list[RecordedSeat]]:
    """Each player's seats in the hand, in hand order: a criss-cross player has two, shown in one cell."""
    seats: dict[str, list[RecordedSeat]] = {}
    for seat in record.entry.players:
        seats.setdefault(seat.name, []).append(seat)
    for mine in seats.values():
        mine.sort(key=lambda seat: seat.hand or 0)
    return seats


def _total_row(layout: _Layout, t: Totals, lines: dict[int, LedgerLine], tr: Labeller) -> list[Value]:
    total: list[Value] = [None] * layout.width
    total[0] = tr("Total")
    for name in layout.names:
        total[layout.where[name] + 5] = ColumnSum(t.players[name].units)
        total[layout.where[name] + 6] = ColumnSum(t.players[name].money)
    house_total = sum((x.house.amount for x in lines.values() if x.live), ZERO)
    if layout.with_house:
        total[layout.house_at] = ColumnSum(house_total)
    total[layout.check_at] = ColumnSum(sum((pt.money for pt in t.players.values()), house_total))
    return total


def _status(p: PlayerOutcome, lang: str = "en") -> str:
    if p.hands:  # criss-cross: each of the player's two hands
        return " / ".join(f"{labeller(lang)('hand')} {h.hand}: {_status(h, lang)}" for h in p.hands)
    status, natural = p.status, p.natural
    if lang == "en":  # the engine's own words, as exported before there were languages
        return f"natural: {natural.replace('-', ' ')}" if status == "natural" and natural else status
    if status == "natural" and natural:
        return labeller(lang)("natural: {name}", name=term(natural, lang))
    return term(status, lang)


def _royalties(p: PlayerOutcome, lang: str = "en") -> str:
    if p.hands:
        hand = labeller(lang)("hand")
        return " / ".join(f"{hand} {h.hand}: {_royalties(h, lang)}" for h in p.hands if h.royalties)
    if lang == "en":
        return ", ".join(f"{r.row} {r.hand.replace('-', ' ')} {amount_text(r.units)}" for r in p.royalties)
    return ", ".join(f"{royalty_name(r.row, r.hand, lang)} {amount_text(r.units)}" for r in p.royalties)


def _points(points: int) -> str:
    return f"{points} point" + ("" if points == 1 else "s")


def _marks(session: Session, number: int, name: str, p: PlayerOutcome, fantasy: dict[str, int]) -> str:
    """Fantasy Land and race marks after a player's status: `` · FL 14 cards · 2 points (game 1: 9)``."""
    marks = ""
    if name in fantasy:
        marks += f" · FL {fantasy[name]} cards"
    if p.points is not None:
        game = session.race_game_of(number)
        marks += " · " + _points(p.points)
        if game is not None:
            marks += f" (game {game.number}: {game.after[number].get(name, 0)})"
            if game.won_at == number and game.winner == name:
                marks += f" · won game {game.number}"
    return marks
