"""Cell values the printed ledger needs beyond plain text and numbers.

:class:`Cards` is card text whose red suits the workbook prints in red (it is a ``str``,
so the CSV writer and everything else treat it as text). :class:`RowCells` is the sum
of some cells of its row: the workbook writes a live ``SUM`` of them, the CSV its value.

>>> Cards("A♥ K♠").runs()
[('A', False), ('♥', True), (' K♠', False)]
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

RED_SUITS = frozenset("♥♦")


class Cards(str):
    """Card text (with suit symbols) for a workbook cell."""

    __slots__ = ()

    def runs(self) -> list[tuple[str, bool]]:
        """The text cut where it turns red or black: (text, red)."""
        out: list[tuple[str, bool]] = []
        for ch in self:
            red = ch in RED_SUITS
            if out and out[-1][1] == red:
                out[-1] = (out[-1][0] + ch, red)
            else:
                out.append((ch, red))
        return out


@dataclass(frozen=True, slots=True)
class RowCells:
    """The sum of this row's cells in ``columns`` (0-based); ``value`` is what it comes to."""

    columns: tuple[int, ...]
    value: Decimal
