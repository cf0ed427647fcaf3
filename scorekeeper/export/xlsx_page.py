"""A workbook sheet's frame as openpyxl keeps it: column widths, frozen panes, printing, the chart.

Printing: A4 landscape, fit to one page wide (the Summary to one page), header rows
repeated; the Hands sheet instead prints at 100% in pages of column groups.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from openpyxl.chart import LineChart, Reference, Series  # type: ignore[import-untyped,unused-ignore]
from openpyxl.utils import get_column_letter  # type: ignore[import-untyped,unused-ignore]
from openpyxl.worksheet.page import PageMargins  # type: ignore[import-untyped,unused-ignore]
from openpyxl.worksheet.pagebreak import Break  # type: ignore[import-untyped,unused-ignore]

from scorekeeper.export.labels import labeller
from scorekeeper.export.sheet_model import Sheet
from scorekeeper.export.xlsx_layout import Placed
from scorekeeper.export.xlsx_text import clean_text


def setup_sheet(ws: Any, sheet: Sheet, widths: Sequence[float], lang: str = "en", title: str = "") -> None:
    """Widths, frozen panes and the page setup of ``sheet``'s worksheet ``ws``."""
    for c, width in enumerate(widths, start=1):
        ws.column_dimensions[get_column_letter(c)].width = round(width, 1)
    rows, cols = sheet.freeze
    if rows or cols:
        ws.freeze_panes = f"{get_column_letter(cols + 1)}{rows + 1}"
    if sheet.print_title_rows:
        ws.print_title_rows = f"1:{sheet.print_title_rows}"
    ws.page_setup.orientation = "landscape"
    ws.page_setup.paperSize = ws.PAPERSIZE_A4
    ws.page_setup.fitToWidth = 1
    ws.page_setup.fitToHeight = 1 if sheet.one_page else 0
    ws.sheet_properties.pageSetUpPr.fitToPage = True
    if sheet.column_breaks:  # pages of column groups at 100%, not every column squeezed onto one page
        ws.sheet_properties.pageSetUpPr.fitToPage = False
        ws.page_setup.scale = 100
        if sheet.print_title_columns:
            ws.print_title_cols = f"A:{get_column_letter(sheet.print_title_columns)}"
        for column in sheet.column_breaks:
            ws.col_breaks.append(Break(id=column + 1))
    if title:
        ws.oddHeader.left.text = clean_text(title).replace("&", "&&")[:100]
        ws.oddHeader.right.text = "&A"
    if sheet.header_note:
        ws.oddHeader.center.text = clean_text(sheet.header_note).replace("&", "&&")[:240]
        ws.oddHeader.center.size = 8
        ws.page_margins.top = 0.7  # room for the note
    ws.page_margins = PageMargins(left=0.4, right=0.4, top=0.5, bottom=0.6, header=0.3, footer=0.3)
    ws.print_options.horizontalCentered = False
    ws.oddFooter.center.text = labeller(lang)("&A – page &P of &N")


def add_chart(ws: Any, sheet: Sheet, placed: list[Placed], data_ws: Any, data_placed: list[Placed]) -> None:
    """``sheet``'s line chart, under its blocks, drawn from the worksheet ``data_ws`` (none without rows)."""
    spec = sheet.chart
    if spec is None:
        return
    source = data_placed[spec.block]
    if source.last < source.first:
        return
    chart = LineChart()
    chart.title = spec.title
    chart.style = 2
    chart.height = 11
    chart.width = 24
    chart.y_axis.title = clean_text(spec.y_title)
    chart.x_axis.title = spec.x_title
    chart.y_axis.number_format = "#,##0"
    chart.x_axis.delete = False
    chart.y_axis.delete = False
    chart.x_axis.tickLblSkip = max(1, (source.last - source.first + 1) // 20)
    chart.x_axis.tickMarkSkip = chart.x_axis.tickLblSkip
    chart.x_axis.tickLblPos = "low"
    chart.legend.position = "r"
    for label, column in spec.series:
        values = Reference(data_ws, min_col=column + 1, min_row=source.first, max_row=source.last)
        series = Series(values, title=clean_text(label))
        series.marker.symbol = "none"
        series.smooth = False
        series.graphicalProperties.line.width = 19050  # 1.5 pt
        chart.series.append(series)
    chart.set_categories(Reference(data_ws, min_col=spec.x + 1, min_row=source.first, max_row=source.last))
    last_row = max(p.bottom for p in placed)
    ws.add_chart(chart, f"A{last_row + 2}")
