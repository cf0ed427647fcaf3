"""The workbook's cell styles (fonts, number formats, alignment, borders), by the ids the XML uses."""

from __future__ import annotations

from typing import Any

from openpyxl.cell import WriteOnlyCell  # type: ignore[import-untyped,unused-ignore]
from openpyxl.styles import Alignment, Border, Font, PatternFill, Side  # type: ignore[import-untyped,unused-ignore]

from scorekeeper.export.sheet_model import Kind
from scorekeeper.export.xlsx_text import ILLEGAL_XML
from scorekeeper.money import minor_units

FONT = "Calibri"  # named: a bold font without a name renders serif in LibreOffice
TIME_FORMAT = "yyyy-mm-dd hh:mm"
CLOCK_FORMAT = "hh:mm"


def money_format(currency: str) -> str:
    """The number format of money: the currency's decimals (ISO 4217), the currency, negatives in red.

    >>> money_format("EUR"), money_format("JPY")
    ('#,##0.00 "EUR";[Red]-#,##0.00 "EUR"', '#,##0 "JPY";[Red]-#,##0 "JPY"')
    """
    places = minor_units(currency)
    number = "#,##0" + ("." + "0" * places if places else "")
    currency = ILLEGAL_XML.sub("", currency).replace('"', "").replace("\\", "")[:40]
    if not currency:
        return f"{number};[Red]-{number}"
    return f'{number} "{currency}";[Red]-{number} "{currency}"'


class Styles:
    """The workbook's cell styles, registered with openpyxl, by the ids the XML refers to."""

    def __init__(self, ws: Any, currency: str) -> None:
        self._ws = ws
        money = money_format(currency)
        thin = Side(style="thin", color="808080")
        plain, bold = Font(name=FONT, size=11), Font(name=FONT, size=11, bold=True)
        formats = {Kind.MONEY: money, Kind.TIME: TIME_FORMAT, Kind.CLOCK: CLOCK_FORMAT, Kind.INT: "0"}
        across = {Kind.TEXT: "left", Kind.WRAP: "left", Kind.INT: "center", Kind.TIME: "center", Kind.CLOCK: "center"}
        self.body: dict[Kind, int] = {}
        self.bold: dict[Kind, int] = {}
        self.total: dict[Kind, int] = {}
        self.header: dict[Kind, int] = {}
        fill = PatternFill("solid", start_color="DDE7F0")
        for kind in Kind:
            fmt = formats.get(kind, "General")
            horizontal = across.get(kind, "right")
            indent = 0 if horizontal == "center" else 1  # a gap between a number and the next column
            align = Alignment(horizontal=horizontal, vertical="top", wrap_text=kind is Kind.WRAP, indent=indent)
            self.body[kind] = self._id(font=plain, number_format=fmt, alignment=align)
            self.bold[kind] = self._id(font=bold, number_format=fmt, alignment=align)
            self.total[kind] = self._id(
                font=bold,
                number_format=fmt,
                alignment=Alignment(horizontal=horizontal, indent=indent),
                border=Border(top=thin),
            )
            self.header[kind] = self._id(
                font=bold,
                fill=fill,
                border=Border(bottom=thin),
                alignment=Alignment(horizontal=horizontal, vertical="bottom", wrap_text=True, indent=indent),
            )
        self.title = self._id(font=Font(name=FONT, size=12, bold=True))

    def _id(self, **style: Any) -> int:
        cell = WriteOnlyCell(self._ws)
        for name, value in style.items():
            setattr(cell, name, value)
        return int(cell.style_id)
