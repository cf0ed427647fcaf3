"""What each ledger row shows: its texts, colours, marks and tooltips, made from the engine's lines.

A row is made only when the view (or a sort or filter) first asks for it, and kept in
a bounded cache, so a 10,000-hand session opens without building 10,000 rows of strings.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QBrush

from scorekeeper.ledger import CORRECTED, FOUL, ROYALTY
from scorekeeper.session import VOID, HandRecord
from scorekeeper_app.models.ledger_columns import FIRST_PLAYER_COLUMN, VOIDED
from scorekeeper_app.models.ledger_format import brushes, hand_time, marks_text, money_brush
from scorekeeper_app.models.ledger_totals import LedgerTotals
from scorekeeper_app.wording.formatting import event_words, hand_name, money_text, natural_name, row_name, status_name
from scorekeeper_app.wording.i18n import translate

ROW_CACHE_LIMIT = 4096

_Cells = tuple[list[str], list[QBrush | None], list[QBrush | None]]  # texts, foreground, background


@dataclass(frozen=True, slots=True)
class LedgerRow:
    """What one row shows, by column."""

    texts: tuple[str, ...]
    foreground: tuple[QBrush | None, ...]
    background: tuple[QBrush | None, ...]
    marks: dict[str, tuple[str, ...]]
    tooltip: str
    seated: frozenset[str]


def make_row(totals: LedgerTotals, position: int) -> LedgerRow:
    """The row of the hand at ``position`` (a void hand's cells muted, its running totals empty)."""
    record = totals.records[position]
    void = record.status == VOID
    line = totals.line_at[record.number]
    marks = line.marks  # the engine's, Fantasy Land and race wins included
    muted = brushes().muted
    texts = [
        str(record.number),
        hand_time(record.at),
        record.dealer or "",
        _marks_cell(void, marks),
    ]
    foreground: list[QBrush | None] = [muted if void else None] * FIRST_PLAYER_COLUMN
    background: list[QBrush | None] = [None] * FIRST_PLAYER_COLUMN
    player_texts, player_foreground, player_background = _player_cells(totals, position)
    texts += player_texts
    foreground += player_foreground
    background += player_background
    if totals.columns.house:  # what the players paid the house: their money plus this is zero
        house = line.house.amount
        texts.append("" if void or not house else money_text(house, totals.currency, signed=True))
        foreground.append(muted if void else None)
        background.append(None)
    return LedgerRow(
        tuple(texts), tuple(foreground), tuple(background), marks, row_tooltip(record), frozenset(record.seated)
    )


def _marks_cell(void: bool, marks: dict[str, tuple[str, ...]]) -> str:
    return (translate("LedgerModel", "void · ") if void else "") + marks_text(marks)


def marks_texts(totals: LedgerTotals) -> set[str]:
    """Every distinct Marks text of the ledger, without building its rows (a few kinds of marks
    recur over thousands of hands)."""
    kinds = {(r.status == VOID, tuple(totals.line_at[r.number].marks.items())) for r in totals.records}
    return {_marks_cell(void, dict(marks)) for void, marks in kinds}


def _player_cells(totals: LedgerTotals, position: int) -> _Cells:
    """Two cells per player: money in the hand (tinted for a foul or royalties), running total."""
    record = totals.records[position]
    void = record.status == VOID
    marks = totals.line_at[record.number].marks
    colours = brushes()
    money = totals.hand_money(record)
    running = totals.running[position]
    texts: list[str] = []
    foreground: list[QBrush | None] = []
    background: list[QBrush | None] = []
    for i, name in enumerate(totals.players):
        for value, is_money in ((money[i], True), (None if void else running[i], False)):
            texts.append("" if value is None else money_text(value, totals.currency, signed=True))
            if void:
                foreground.append(colours.muted)
            else:
                foreground.append(money_brush(value) if value is not None else None)
            tint = None
            if is_money and not void:
                if name in marks.get(FOUL, ()):
                    tint = colours.foul
                elif name in marks.get(ROYALTY, ()):
                    tint = colours.royalty
            background.append(tint)
    return texts, foreground, background


def row_tooltip(record: HandRecord) -> str:
    """The hand's number, then its history: one line per correction or void, with its reason."""
    void = record.status == VOID
    title = translate("LedgerModel", "Hand {number} (void)") if void else translate("LedgerModel", "Hand {number}")
    tips = [title.format(number=record.number)]
    for revision in record.history:
        reason = f": {revision.reason}" if revision.reason else ""
        tips.append(f"{hand_time(revision.at)} {event_words(revision.kind)}{reason}")
    return "\n".join(tips)


def money_tooltip(record: HandRecord, name: str) -> str:
    """How a player's money in the hand came about: status, units, natural and royalties."""
    player = record.result.player(name)
    if player is None:
        return translate("LedgerModel", "{name} did not play hand {number}").format(name=name, number=record.number)
    parts = [
        translate("LedgerModel", "{name}: {status}, {units} units").format(
            name=name, status=status_name(player.status), units=format(player.units, "f")
        )
    ]
    if player.natural:
        parts.append(translate("LedgerModel", "natural: {name}").format(name=natural_name(player.natural)))
    for r in player.royalties:
        parts.append(
            translate("LedgerModel", "royalty: {row} {hand} +{units}").format(
                row=row_name(r.row), hand=hand_name(r.hand), units=format(r.units, "f")
            )
        )
    return "\n".join(parts)


class RowCache:
    """The rows made so far, by position; at :data:`ROW_CACHE_LIMIT` rows it starts again."""

    def __init__(self, totals: LedgerTotals) -> None:
        self.totals = totals
        self._rows: dict[int, LedgerRow] = {}

    def __len__(self) -> int:
        return len(self._rows)

    def get(self, position: int) -> LedgerRow:
        row = self._rows.get(position)
        if row is None:
            if len(self._rows) >= ROW_CACHE_LIMIT:
                self._rows.clear()
            row = make_row(self.totals, position)
            self._rows[position] = row
        return row

    def clear(self) -> None:
        self._rows.clear()

    def drop_from(self, first: int) -> None:
        """Forget the rows from position ``first`` on (their hand or running totals changed)."""
        for position in [p for p in self._rows if p >= first]:
            del self._rows[position]

    def passes(self, position: int, player: str | None, mark: str | None) -> bool:
        """Whether a row passes the filter: the player sat in it, and has the mark (or the hand is void)."""
        record = self.totals.records[position]
        if mark == VOIDED:
            if record.status != VOID:
                return False
        elif mark is not None and record.status == VOID:
            return False
        row = self.get(position)  # made only for a hand whose status passes
        if player is not None and player not in row.seated:
            return False
        if mark is None or mark == VOIDED:
            return True
        if mark not in row.marks:
            return False
        return mark == CORRECTED or player is None or player in row.marks[mark]
