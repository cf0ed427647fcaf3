"""What a sheet of the exported ledger is made of, shared by the sheet builders and the writers.

A sheet is a column of :class:`Block` s (an optional title, a header row, body rows, an
optional totals row). Cell values are plain Python: ``str`` is always text (never a
formula, whatever it starts with), ``int`` and ``Decimal`` are numbers formatted by
their column's :class:`Kind`, ``datetime`` a time. Totals are :class:`ColumnSum` /
:class:`RowSum`: the xlsx writer turns them into live ``SUM`` formulas, the CSV writer
writes their value, which is what the formula computes.

>>> Block([Column("Player", bold=True), Column("Money", Kind.MONEY)], [["Amy", 5]]).header
True
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import Enum

from scorekeeper.export.cells import RowCells


class Kind(Enum):
    """How a column's numbers are shown (text is always plain text)."""

    TEXT = "text"
    WRAP = "wrap"  # long text, wrapped within the column's width
    INT = "int"
    UNITS = "units"
    MONEY = "money"
    TIME = "time"  # date and time
    CLOCK = "clock"  # a time shown as hh:mm (the value keeps its date)


@dataclass(frozen=True, slots=True)
class Column:
    header: str
    kind: Kind = Kind.TEXT
    width: float | None = None  # in characters; None: as wide as the content
    bold: bool = False
    fit: bool = True  # False: the content may spill into empty cells to the right


@dataclass(frozen=True, slots=True)
class ColumnSum:
    """The sum of this column's body cells in the block; ``value`` is what it comes to."""

    value: Decimal


@dataclass(frozen=True, slots=True)
class RowSum:
    """The sum of this row's cells from column ``first`` to ``last`` (0-based, inclusive)."""

    first: int
    last: int
    value: Decimal


Value = str | int | Decimal | datetime.datetime | ColumnSum | RowSum | RowCells | None


@dataclass
class Block:
    columns: Sequence[Column]
    rows: Sequence[Sequence[Value]]
    title: str = ""
    header: bool = True
    total: Sequence[Value] | None = None


@dataclass(frozen=True)
class LineChartSpec:
    """A line per series over the body rows of ``sheet``'s block ``block``."""

    title: str
    sheet: str
    block: int
    x: int
    series: Sequence[tuple[str, int]]  # (label, column)
    x_title: str
    y_title: str


@dataclass
class Sheet:
    name: str
    slug: str  # the CSV file name without extension
    blocks: list[Block]
    freeze: tuple[int, int] = (0, 0)  # rows and columns kept in view
    chart: LineChartSpec | None = None
    print_title_rows: int = 0  # header rows repeated on every printed page
    one_page: bool = False  # print on one page (else one page wide)
    print_title_columns: int = 0  # columns repeated on every printed page (with column_breaks)
    column_breaks: tuple[int, ...] = ()  # a printed page ends after each of these columns (0-based), at 100%
    header_note: str = ""  # printed at the top of every page (what a column's numbers mean)
