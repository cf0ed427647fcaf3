"""A workbook sheet's cells as ``<row>`` XML, streamed into its ``<sheetData>``.

openpyxl, even in ``write_only`` mode, spends about 27 µs per cell (5 µs with lxml), so a
10,000-hand session (360,000 cells) took 9 s; writing the XML here takes well under a
second. Every ``str`` is an inline string, so user text such as ``=HYPERLINK(...)`` stays
text; formulas are only our own ``SUM`` totals, written with their value cached so viewers
that do not recalculate show it too.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterator, Sequence
from decimal import Decimal

from openpyxl.utils import get_column_letter  # type: ignore[import-untyped,unused-ignore]
from openpyxl.utils.datetime import to_excel  # type: ignore[import-untyped,unused-ignore]

from scorekeeper.export.cells import Cards, RowCells
from scorekeeper.export.sheet_model import ColumnSum, Kind, RowSum, Sheet, Value
from scorekeeper.export.xlsx_layout import LINE_HEIGHT, Placed, line_count
from scorekeeper.export.xlsx_styles import FONT, Styles
from scorekeeper.export.xlsx_text import xml_text

RED = "FFC00000"  # hearts and diamonds


def _cards(ref: str, s: str, value: Cards) -> str:
    """Card text as rich text: hearts and diamonds in red, so a printed hand reads as at the table."""
    runs = []
    for text, red in value.runs():
        colour = RED if red else "FF000000"
        props = f'<rPr><rFont val="{FONT}"/><sz val="11"/><color rgb="{colour}"/></rPr>'
        runs.append(f'<r>{props}<t xml:space="preserve">{xml_text(text)}</t></r>')
    return f'<c r="{ref}"{s} t="inlineStr"><is>{"".join(runs)}</is></c>'


def _cell(ref: str, s: str, value: Value, letters: Sequence[str], placed: Placed, row: int) -> str:
    """One ``<c>`` element; ``s`` is its style attribute."""
    if isinstance(value, Cards):
        return _cards(ref, s, value)
    if isinstance(value, RowCells):
        cells = ",".join(f"{letters[c]}{row}" for c in value.columns)
        return f'<c r="{ref}"{s}><f>SUM({cells})</f><v>{value.value:f}</v></c>'
    if isinstance(value, str):
        return f'<c r="{ref}"{s} t="inlineStr"><is><t xml:space="preserve">{xml_text(value)}</t></is></c>'
    if isinstance(value, bool):
        return f'<c r="{ref}"{s} t="inlineStr"><is><t>{"yes" if value else "no"}</t></is></c>'
    if isinstance(value, int):
        return f'<c r="{ref}"{s}><v>{value}</v></c>'
    if isinstance(value, Decimal):
        return f'<c r="{ref}"{s}><v>{value:f}</v></c>'
    if isinstance(value, datetime.datetime):
        return f'<c r="{ref}"{s}><v>{to_excel(value)!r}</v></c>'
    if isinstance(value, ColumnSum):
        if placed.last < placed.first:
            return f'<c r="{ref}"{s}><v>{value.value:f}</v></c>'
        column = ref.rstrip("0123456789")
        formula = f"SUM({column}{placed.first}:{column}{placed.last})"
        return f'<c r="{ref}"{s}><f>{formula}</f><v>{value.value:f}</v></c>'
    if isinstance(value, RowSum):
        formula = f"SUM({letters[value.first]}{row}:{letters[value.last]}{row})"
        return f'<c r="{ref}"{s}><f>{formula}</f><v>{value.value:f}</v></c>'
    raise TypeError(f"cannot write {type(value).__name__} to a cell")


def _row(
    r: int,
    values: Sequence[Value],
    styles: Sequence[str],
    letters: Sequence[str],
    placed: Placed,
    height: float = 0,
    *,
    blanks: bool = False,
) -> str:
    """A ``<row>``; empty cells are left out, or written styled only when ``blanks``.

    ``styles`` are the cells' style attributes (`` s="3"``). Text and decimals, nearly
    every cell, are written inline; the rest goes through :func:`_cell`.
    """
    parts = [f'<row r="{r}" ht="{height}">' if height else f'<row r="{r}">']
    for c, value in enumerate(values):
        kind = type(value)
        if kind is str:
            if value:
                text = xml_text(value)  # type: ignore[arg-type]
                ref = f"{letters[c]}{r}"
                parts.append(f'<c r="{ref}"{styles[c]} t="inlineStr"><is><t xml:space="preserve">{text}</t></is></c>')
                continue
        elif kind is Decimal:
            parts.append(f'<c r="{letters[c]}{r}"{styles[c]}><v>{value:f}</v></c>')
            continue
        elif value is not None:
            parts.append(_cell(f"{letters[c]}{r}", styles[c], value, letters, placed, r))
            continue
        if blanks:
            parts.append(f'<c r="{letters[c]}{r}"{styles[c]}/>')
    parts.append("</row>")
    return "".join(parts)


def _attrs(ids: Sequence[int]) -> list[str]:
    return [f' s="{i}"' if i else "" for i in ids]


def sheet_rows(sheet: Sheet, placed: list[Placed], styles: Styles, widths: Sequence[float]) -> Iterator[str]:
    """The ``<row>`` elements of a sheet, in order."""
    ncols = max((len(p.block.columns) for p in placed), default=1)
    letters = [get_column_letter(c + 1) for c in range(ncols)]
    for p in placed:
        block = p.block
        columns = block.columns
        if p.title_row:
            yield _row(p.title_row, [block.title], _attrs([styles.title]), letters, p)
        if p.header_row:
            lines = max((line_count(c.header, widths[i]) for i, c in enumerate(columns)), default=1)
            headers = [c.header for c in columns]
            head = _attrs([styles.header[c.kind] for c in columns])
            yield _row(p.header_row, headers, head, letters, p, LINE_HEIGHT * lines, blanks=True)
        body = _attrs([(styles.bold if c.bold else styles.body)[c.kind] for c in columns])
        wrapped = [i for i, c in enumerate(columns) if c.kind is Kind.WRAP]
        for r, values in enumerate(block.rows, start=p.first):
            height = 0.0
            if wrapped:
                lines = max(line_count(v, widths[i]) if isinstance(v := values[i], str) else 1 for i in wrapped)
                height = LINE_HEIGHT * lines if lines > 1 else 0.0
            yield _row(r, values, body, letters, p, height)
        if block.total is not None:
            total = _attrs([styles.total[Kind.TEXT if i == 0 else c.kind] for i, c in enumerate(columns)])
            yield _row(p.total_row, block.total, total, letters, p, blanks=True)
