"""Where a workbook sheet's blocks land and how wide and tall its cells are.

>>> from scorekeeper.export.sheet_model import Block, Column, Sheet
>>> sheet = Sheet("S", "s", [Block([Column("A")], [["x"], ["y"]], title="T"), Block([Column("B")], [])])
>>> [(p.title_row, p.header_row, p.first, p.last) for p in place(sheet)]
[(1, 2, 3, 4), (0, 6, 7, 6)]
"""

from __future__ import annotations

import datetime
import math
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from scorekeeper.amounts import format_amount
from scorekeeper.export.cells import Cards, RowCells
from scorekeeper.export.sheet_model import Block, ColumnSum, Kind, RowSum, Sheet, Value

LINE_HEIGHT = 15.0  # points per line of 11-point text


@dataclass(frozen=True, slots=True)
class Placed:
    """Where a block landed: 1-based row numbers (``last < first`` when it has no rows)."""

    block: Block
    title_row: int
    header_row: int
    first: int
    last: int
    total_row: int

    @property
    def bottom(self) -> int:
        """The block's last row (0 for a block of no rows at all)."""
        return max(self.total_row, self.last, self.header_row, self.title_row)


def place(sheet: Sheet) -> list[Placed]:
    """Blocks one under another, a blank row between them."""
    out = []
    row = 1
    for block in sheet.blocks:
        title_row = row if block.title else 0
        row += 1 if block.title else 0
        header_row = row if block.header else 0
        row += 1 if block.header else 0
        first = row
        row += len(block.rows)
        total_row = row if block.total is not None else 0
        row += 1 if block.total is not None else 0
        out.append(Placed(block, title_row, header_row, first, first + len(block.rows) - 1, total_row))
        row += 1
    return out


def _number_width(value: Decimal | int, kind: Kind, currency: str) -> int:
    if kind is Kind.MONEY and isinstance(value, Decimal):
        return len(f"{value:,.2f}") + (len(currency) + 1 if currency else 0)
    if isinstance(value, Decimal):
        return len(format_amount(value))
    return len(str(value))


def _content_width(values: Sequence[Value], kind: Kind, currency: str) -> int:
    """Characters the widest of ``values`` needs as shown."""
    longest = 0
    numbers: list[Decimal | int] = []
    for value in values:
        if value is None:
            continue
        if type(value) is str:
            longest = max(longest, len(value))
        elif isinstance(value, Cards):  # a suit symbol is wider than a letter
            longest = max(longest, math.ceil(len(value) * 1.1))
        elif isinstance(value, (Decimal, int)):
            numbers.append(value)
        elif isinstance(value, (ColumnSum, RowSum, RowCells)):
            numbers.append(value.value)
        elif isinstance(value, datetime.datetime):
            longest = max(longest, 5 if kind is Kind.CLOCK else 16)
        else:
            longest = max(longest, len(str(value)))
    if numbers:
        # the widest is the largest or the most negative; a fraction can add a few characters
        extremes = {max(numbers), min(numbers)}
        extremes.update(v for v in numbers[:200])
        longest = max(longest, *(_number_width(v, kind, currency) for v in extremes))
    return longest


def column_widths(sheet: Sheet, currency: str) -> list[float]:
    """Each sheet column's width in characters: wide enough for its content, headers may wrap."""
    widths: dict[int, float] = {}
    for block in sheet.blocks:
        for c, column in enumerate(block.columns):
            if column.width is not None:
                widths[c] = max(widths.get(c, 0), column.width)
                continue
            if not column.fit:
                continue
            values = [row[c] for row in block.rows if c < len(row)]
            values += [block.total[c]] if block.total is not None and c < len(block.total) else []
            longest = _content_width(values, column.kind, currency)
            bold = 1.1 if column.bold else 1.0
            header = min(len(column.header), max(longest, 12)) if block.header else 0
            wanted = min(max(longest * bold, header * 1.1) + 3, 60)
            widths[c] = max(widths.get(c, 0), wanted, 6)
    return [widths.get(c, 9) for c in range(max(widths, default=-1) + 1)]


def line_count(text: str, width: float) -> int:
    """The lines ``text`` wraps to in a column ``width`` characters wide."""
    per_line = max(int(width) - 3, 1)  # less the indent and the cell's margins
    if len(text) <= per_line and "\n" not in text:
        return 1
    return sum(max(1, math.ceil(len(part) / per_line)) for part in text.split("\n"))
