"""The ledger table's columns, data roles and header.

Columns: number, time, dealer, marks, then two per player (money for the hand,
running total), and a last "House" column (each hand's collection) when the
session has one. :class:`ColumnLayout` maps a column to what it shows and back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from enum import IntEnum
from typing import Any

from PySide6.QtCore import Qt

from scorekeeper_app.wording.formatting import money_text
from scorekeeper_app.wording.i18n import translate
from scorekeeper_app.wording.mark_words import mark_legend

COL_NUMBER, COL_TIME, COL_DEALER, COL_MARKS = range(4)
FIRST_PLAYER_COLUMN = 4  # then, per player: MONEY_OFFSET and RUNNING_OFFSET
MONEY_OFFSET, RUNNING_OFFSET = 0, 1

VOIDED = "void"  # a filter choice beside the marks


class LedgerRole(IntEnum):
    """Custom data roles of :class:`~scorekeeper_app.models.ledger_model.LedgerModel`."""

    HAND_NUMBER = Qt.ItemDataRole.UserRole + 1  # int, on every cell
    SORT = Qt.ItemDataRole.UserRole + 2  # a number or text that sorts the column
    STATUS = Qt.ItemDataRole.UserRole + 3  # "recorded" or "void"
    MARKS = Qt.ItemDataRole.UserRole + 4  # {mark: (player, ...)} of the hand
    MONEY = Qt.ItemDataRole.UserRole + 5  # Decimal or None (money and running columns)


RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
# The roles the model answers; any other is None at once (the view asks for many per cell).
ANSWERED_ROLES = frozenset(
    int(role)
    for role in (
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.FontRole,
        Qt.ItemDataRole.ForegroundRole,
        Qt.ItemDataRole.BackgroundRole,
        Qt.ItemDataRole.TextAlignmentRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.AccessibleTextRole,
        *LedgerRole,
    )
)


def cell_alignment(column: int) -> int:
    """Numbers and money to the right, words to the left."""
    return RIGHT if column >= FIRST_PLAYER_COLUMN or column == COL_NUMBER else LEFT


@dataclass(frozen=True, slots=True)
class ColumnLayout:
    """The columns of a session with these players (and a House column when ``house``)."""

    players: tuple[str, ...] = ()
    house: bool = False  # a last column with the house's collection of each hand (issue 18)

    @property
    def count(self) -> int:
        return FIRST_PLAYER_COLUMN + 2 * len(self.players) + int(self.house)

    @property
    def house_column(self) -> int | None:
        """The House column (after the players'), or None when the session has no collection."""
        return FIRST_PLAYER_COLUMN + 2 * len(self.players) if self.house else None

    def money_column(self, player: str) -> int:
        return FIRST_PLAYER_COLUMN + 2 * self.players.index(player) + MONEY_OFFSET

    def running_column(self, player: str) -> int:
        return FIRST_PLAYER_COLUMN + 2 * self.players.index(player) + RUNNING_OFFSET

    def player_of_column(self, column: int) -> tuple[str, int] | None:
        """``(player, offset)`` for a player column, else None."""
        if column < FIRST_PLAYER_COLUMN:
            return None
        index, offset = divmod(column - FIRST_PLAYER_COLUMN, 2)
        return (self.players[index], offset) if index < len(self.players) else None

    def header(self, section: int, role: int, *, house_total: Callable[[], Decimal], currency: str) -> Any:
        """The horizontal header's data for a role; ``house_total`` is asked only for the House tip
        (the view asks for the header often, and the total is a sum over every hand)."""
        if role == Qt.ItemDataRole.DisplayRole:
            return self._title(section)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tip(section, house_total=house_total, currency=currency)
        if role == Qt.ItemDataRole.TextAlignmentRole and section >= FIRST_PLAYER_COLUMN:
            return RIGHT
        return None

    def _title(self, section: int) -> str | None:
        fixed = {
            COL_NUMBER: "#",
            COL_TIME: translate("LedgerModel", "Time"),
            COL_DEALER: translate("LedgerModel", "Dealer"),
            COL_MARKS: translate("LedgerModel", "Marks"),
        }
        if section in fixed:
            return fixed[section]
        if section == self.house_column:
            return translate("LedgerModel", "House")
        found = self.player_of_column(section)
        if not found:
            return None
        name, offset = found
        return name if offset == MONEY_OFFSET else translate("LedgerModel", "{name} total").format(name=name)

    def _tip(self, section: int, *, house_total: Callable[[], Decimal], currency: str) -> str | None:
        found = self.player_of_column(section)
        if found:
            name, offset = found
            if offset == MONEY_OFFSET:
                return translate("LedgerModel", "{name}: money won or lost in the hand").format(name=name)
            return translate("LedgerModel", "{name}: running total").format(name=name)
        if section == COL_MARKS:
            return mark_legend()
        if section == self.house_column:
            return translate("LedgerModel", "House: its collection in the hand (total {amount})").format(
                amount=money_text(house_total(), currency)
            )
        return None
