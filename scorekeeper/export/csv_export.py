"""The session ledger as CSV files, one per sheet of the workbook.

Each file is UTF-8 with a byte-order mark (so Excel reads the suit symbols and names
right), comma separated, written atomically. A sheet's blocks follow each other with
a blank line between them; totals are written as their values.

CSV injection (OWASP): a text field that starts with ``=``, ``+``, ``-``, ``@``, a tab,
a carriage return or a line feed is prefixed with a single quote ``'``, so a
spreadsheet shows it as text instead of running it as a formula. Numbers we write
(money, units) are never prefixed: a negative amount stays a number.

>>> neutralise("=HYPERLINK(1)"), neutralise("-2"), neutralise("Amy")
("'=HYPERLINK(1)", "'-2", 'Amy')
"""

from __future__ import annotations

import csv
import datetime
from collections.abc import Iterator, Sequence
from decimal import Decimal
from pathlib import Path

from scorekeeper.amounts import format_amount
from scorekeeper.atomic import write_folder_atomically
from scorekeeper.export.cell_text import money_text
from scorekeeper.export.cells import RowCells
from scorekeeper.export.sheet_model import Block, ColumnSum, Kind, RowSum, Sheet, Value
from scorekeeper.export.sheets import build_sheets
from scorekeeper.players.stats import PlayerStats
from scorekeeper.session.session import Session

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\n")


def neutralise(text: str) -> str:
    """User text made safe for a spreadsheet: a leading formula character gets a ``'`` before it."""
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def _field(value: Value, kind: Kind, currency: str = "") -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return neutralise(value)
    if isinstance(value, (ColumnSum, RowSum, RowCells)):
        value = value.value
    if isinstance(value, Decimal):
        return money_text(value, currency) if kind is Kind.MONEY else format_amount(value)
    if isinstance(value, datetime.datetime):
        return value.strftime("%Y-%m-%d %H:%M:%S")
    return str(value)


def block_lines(block: Block, currency: str = "") -> Iterator[list[str]]:
    """The CSV records of one block: title, header, rows, totals (money in the currency's decimals)."""
    kinds = [c.kind for c in block.columns]
    if block.title:
        yield [neutralise(block.title)]
    if block.header:
        yield [neutralise(c.header) for c in block.columns]
    for row in block.rows:
        yield [_field(v, kinds[i], currency) for i, v in enumerate(row)]
    if block.total is not None:
        yield [_field(v, kinds[i], currency) for i, v in enumerate(block.total)]


def sheet_lines(sheet: Sheet, currency: str = "") -> Iterator[list[str]]:
    for i, block in enumerate(sheet.blocks):
        if i:
            yield []
        yield from block_lines(block, currency)


def csv_names(sheets: Sequence[Sheet]) -> list[str]:
    return [f"{sheet.slug}.csv" for sheet in sheets]


def write_csv(session: Session, folder: str | Path, *, lang: str = "en", players: Sequence[PlayerStats] = ()) -> bool:
    """One CSV per sheet in ``folder``, the folder put in place whole (made if missing), so a
    crash never leaves old and new sheets mixed. A folder holding other files of the user's
    is not swapped: each file is then replaced whole on its own, and False is returned.

    The words are in ``lang`` (a :mod:`scorekeeper.game.terms` language); the file names stay English.
    """
    now = datetime.datetime.now().replace(microsecond=0)
    sheets = build_sheets(session, exported_at=now, lang=lang, players=players)
    names = csv_names(sheets)

    def write(temp: Path) -> None:
        for sheet, name in zip(sheets, names, strict=True):
            _write_sheet(sheet, temp / name, session.currency)

    return write_folder_atomically(folder, names, write)


def _write_sheet(sheet: Sheet, target: Path, currency: str) -> None:
    with open(target, "w", encoding="utf-8-sig", newline="") as handle:
        csv.writer(handle, lineterminator="\r\n").writerows(sheet_lines(sheet, currency))
