"""The ledger's numbers: each hand's money and the running totals, from the engine's ledger lines.

No Qt here: :class:`LedgerTotals` holds what the ledger model shows, in hand-number
order ("positions"), and works the running totals out in one pass from the first
hand that changed; the model decides which rows that means for the views.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from scorekeeper.ledger import LedgerLine, ledger_lines, running_money
from scorekeeper.money import Money
from scorekeeper.session import VOID, HandRecord, Session
from scorekeeper_app.models.ledger_columns import MONEY_OFFSET, ColumnLayout


@dataclass(frozen=True, slots=True)
class LedgerSnapshot:
    """What a refresh takes from a session (or from no session: an empty ledger)."""

    lines: list[LedgerLine]  # the engine's, one per hand in number order
    numbers: list[int]
    records: list[HandRecord]
    columns: ColumnLayout
    currency: str

    @classmethod
    def of(cls, session: Session | None) -> LedgerSnapshot:
        if session is None:
            return cls([], [], [], ColumnLayout(), "")
        lines = list(ledger_lines(session))
        return cls(
            lines,
            [line.hand for line in lines],
            [session.hands[line.hand] for line in lines],
            ColumnLayout(session.players, session.casino.uses_collection),
            session.currency,
        )


class LedgerTotals:
    """Every hand of the session as numbers, by position (hands in number order)."""

    def __init__(self) -> None:
        self.columns = ColumnLayout()
        self.currency = ""
        self.numbers: list[int] = []
        self.records: list[HandRecord] = []
        self.lines: list[LedgerLine] = []  # the engine's line of each position (a changed hand: a new line)
        self.line_at: dict[int, LedgerLine] = {}  # by hand number
        self.running: list[tuple[Decimal, ...]] = []  # after each position (a void one carries the last)
        self.widest = Decimal(0)  # the largest amount (in size) any money cell shows
        self.voids = 0
        self._money: dict[int, tuple[LedgerLine, tuple[Decimal | None, ...]]] = {}  # by hand number
        self._seat: dict[str, int] = {}

    @property
    def players(self) -> tuple[str, ...]:
        return self.columns.players

    # -- taking a refresh ----------------------------------------------------------------
    def take_lines(self, new: LedgerSnapshot) -> list[LedgerLine]:
        """Take the engine's lines (and the void count) of ``new``; returns the lines before."""
        before = self.lines
        self.voids = sum(1 for r in new.records if r.status == VOID)
        self.lines, self.line_at = new.lines, {line.hand: line for line in new.lines}
        return before

    def continues(self, new: LedgerSnapshot) -> bool:
        """Whether ``new`` has the same columns and hands, some changed and some added or gone at the end."""
        keep = min(len(new.numbers), len(self.numbers))
        same_columns = (new.columns, new.currency) == (self.columns, self.currency)
        return same_columns and new.numbers[:keep] == self.numbers[:keep]

    def first_changed(self, before: list[LedgerLine]) -> int:
        """The first position whose line is not the one it was (the engine makes a new line for a changed hand)."""
        keep = min(len(before), len(self.lines))
        return next((i for i in range(keep) if self.lines[i] is not before[i]), keep)

    def take_all(self, new: LedgerSnapshot) -> None:
        """Take every hand of ``new`` (after :meth:`take_lines`), working everything out again."""
        self.columns, self.currency = new.columns, new.currency
        self.numbers, self.records = new.numbers, new.records
        self._money.clear()
        self._seat = {name: i for i, name in enumerate(self.players)}
        self.widest = Decimal(0)
        self.running = self._running_from(0, [])

    def take_from(self, new: LedgerSnapshot, first: int) -> None:
        """Take the hands of ``new`` (after :meth:`take_lines`); those before ``first`` are unchanged."""
        self.numbers, self.records = new.numbers, new.records
        self.running = self._running_from(first, self.running[:first])

    # -- money ----------------------------------------------------------------------------
    def hand_money(self, record: HandRecord) -> tuple[Decimal | None, ...]:
        """Each player's money in the hand (race stakes included), from its ledger line; None: did not sit."""
        line = self.line_at[record.number]
        cached = self._money.get(record.number)
        if cached is not None and cached[0] is line:
            return cached[1]
        seat = self._seat
        money: list[Decimal | None] = [None] * len(self.players)
        if line.live:
            for name, amount in line.money.items():
                money[seat[name]] = amount.amount
        else:  # a void hand still shows what it was (struck through)
            for p in record.result.players:
                money[seat[p.name]] = p.money.amount
        self._money[record.number] = (line, tuple(money))
        return self._money[record.number][1]

    def _running_from(self, first: int, before: list[tuple[Decimal, ...]]) -> list[tuple[Decimal, ...]]:
        """Running totals from position ``first`` on, given those before it (the engine adds them)."""
        running = before[:first]
        running += running_money(self.lines[first:], self.players, before=running[-1] if running else None)
        if running[first:]:
            widest = max(v.copy_abs() for t in running[first:] for v in t) if self.players else Decimal(0)
            self.widest = max(self.widest, widest)
        return running

    def money_in(self, position: int, player: str, offset: int) -> Decimal | None:
        """A player's money in the hand, or (``offset`` RUNNING_OFFSET) the running total after it;
        None when the player did not sit, and for a void hand's total."""
        record = self.records[position]
        index = self.players.index(player)
        if offset == MONEY_OFFSET:
            return self.hand_money(record)[index]
        return None if record.status == VOID else self.running[position][index]

    def house_in(self, position: int) -> Decimal | None:
        """The house's collection in the hand (None for a void hand)."""
        record = self.records[position]
        return None if record.status == VOID else self.line_at[record.number].house.amount

    def house_total(self) -> Decimal:
        """The house's take over the live hands."""
        return Money.total((line.house for line in self.lines if line.live), self.currency).amount

    def running_points(self) -> tuple[list[int], dict[str, list[float]]]:
        """The live hands' numbers and each player's running total after each, for the chart.

        Floats, because a chart draws with them; the table and every sum use the Decimals.
        """
        live = [i for i, record in enumerate(self.records) if record.status != VOID]
        numbers = [self.records[i].number for i in live]
        columns = list(zip(*(map(float, self.running[i]) for i in live), strict=True)) if live else []
        return numbers, {name: list(columns[k]) if columns else [] for k, name in enumerate(self.players)}
