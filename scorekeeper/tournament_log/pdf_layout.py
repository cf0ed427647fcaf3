"""Laying out the tournament's PDFs on the casino's writer (``casino/pdf.py``): text measured in
its fonts, so a column of amounts lines up on its right edge and a long name is cut before the
next column; lines, tables and signature lines down A4 pages; the file written atomically.

The casino's writer guesses a Helvetica width (half the size a character), so amounts of different
lengths end a few points apart. These are Helvetica's and Helvetica-Bold's own advance widths
(Adobe's AFM files, thousandths of the size) for printable ASCII; any other WinAnsi character
counts as a digit, and one drawn in the embedded CJK font as that font says. (They belong beside
``casino/pdf.py``; kept here so the casino's slips keep their bytes.)

>>> round(width("450.00 EUR", 10), 2), fit("Wolfeschlegelsteinhausenbergerdorff", 60)
(54.47, 'Wolfeschle…')
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from scorekeeper.atomic import write_atomically
from scorekeeper.casino.pdf import A4, Page, Pdf
from scorekeeper.casino.pdf_font import EmbeddedFont
from scorekeeper.errors import InputError

__all__ = [
    "BOTTOM",
    "LEFT",
    "RIGHT",
    "TOP",
    "Column",
    "Writer",
    "Written",
    "fit",
    "printed_now",
    "put",
    "width",
    "write_pdf",
]

LEFT, RIGHT = 56.0, A4[0] - 56.0
TOP, BOTTOM = A4[1] - 56.0, 64.0

# characters 32 (space) to 126 (~), in order
_REGULAR = (
    "278 278 355 556 556 889 667 191 333 333 389 584 278 333 278 278 556 556 556 556 556 556 556 556 556 556 "
    "278 278 584 584 584 556 1015 667 667 722 722 667 611 778 722 278 500 667 556 833 722 778 667 778 722 667 "
    "611 722 667 944 667 667 611 278 278 278 469 556 333 556 556 500 556 556 278 556 556 222 222 500 222 833 "
    "556 556 556 556 333 500 278 556 500 722 500 500 500 334 260 334 584"
)
_BOLD = (
    "278 333 474 556 556 889 722 238 333 333 389 584 278 333 278 278 556 556 556 556 556 556 556 556 556 556 "
    "333 333 584 584 584 611 975 722 722 722 722 667 611 778 722 278 556 722 611 833 722 778 667 778 722 667 "
    "611 722 667 944 667 667 611 333 278 333 584 556 333 556 611 556 611 556 333 611 611 278 278 556 278 889 "
    "611 611 611 611 389 556 333 611 556 778 556 556 500 389 280 389 584"
)
_WIDTHS = {bold: dict(zip(map(chr, range(32, 127)), map(int, table.split()), strict=True)) for bold, table in
           ((False, _REGULAR), (True, _BOLD))}  # fmt: skip
_OTHER = 556  # a WinAnsi character past ASCII (é, €, ·): about a digit's width
_NO_FONT_EM = 1000  # a CJK character when no font is at hand (it will print as "?", but the room is kept)


def _winansi(char: str) -> bool:
    try:
        char.encode("cp1252")
    except UnicodeEncodeError:
        return False
    return True


def width(text: str, size: float, *, bold: bool = False, font: EmbeddedFont | None = None) -> float:
    """The printed width of ``text`` in points at ``size`` (``font``: the page's embedded font)."""
    widths = _WIDTHS[bold]
    total = 0.0
    for char in text:
        if char in widths:
            total += widths[char] * size / 1000
        elif _winansi(char):
            total += _OTHER * size / 1000
        elif font is not None and font.covers(char):
            total += font.width(char, size)
        else:
            total += _NO_FONT_EM * size / 1000
    return total


def fit(text: str, room: float, size: float = 10, *, bold: bool = False, font: EmbeddedFont | None = None) -> str:
    """``text`` cut to ``room`` points, so a 200-character name never runs into the next column."""
    if width(text, size, bold=bold, font=font) <= room:
        return text
    while text and width(text + "…", size, bold=bold, font=font) > room:
        text = text[:-1]
    return text + "…"


def put(page: Page, x: float, y: float, text: str, *, size: float = 10, bold: bool = False, **more: Any) -> None:
    """``text`` ending at ``x`` (its printed width measured, so a column of amounts lines up)."""
    page.text(x - width(text, size, bold=bold, font=page.font), y, text, size=size, bold=bold, **more)


@dataclass(frozen=True)
class Column:
    """A table's column: where it starts (left-aligned) or ends (``right``), and its room in points."""

    x: float
    room: float
    right: bool = False


class Writer:
    """Lines down A4 pages, a new page when one is full; each page's footer is drawn at the end,
    when the number of pages is known."""

    def __init__(self, pdf: Pdf, footer: str) -> None:
        self.pdf, self.footer = pdf, footer
        self.page: Page = pdf.page()
        self.y = TOP
        self.header: Callable[[], None] | None = None  # a table's header row, repeated on a new page

    def need(self, height: float) -> None:
        if self.y - height < BOTTOM:
            self.page, self.y = self.pdf.page(), TOP
            if self.header is not None:
                self.header()

    def line(self, text: str, *, size: float = 10, bold: bool = False, gap: float = 4, right: str = "") -> None:
        self.need(size + gap)
        self.page.text(LEFT, self.y, text, size=size, bold=bold)
        if right:
            put(self.page, RIGHT, self.y, right, size=size, bold=bold)
        self.y -= size + gap

    def detail(self, label: str, value: str) -> None:
        """``label`` in bold, ``value`` beside it, wrapped at commas when long (a level list)."""
        rows = _wrap(value, RIGHT - LEFT - 120)
        self.need(13 * len(rows))
        self.page.text(LEFT, self.y, label, bold=True)
        for row in rows:
            self.page.text(LEFT + 120, self.y, row)
            self.y -= 13

    def heading(self, text: str) -> None:
        self.need(44)  # a heading never ends a page alone
        self.y -= 6
        self.line(text, size=13, bold=True, gap=7)

    def row(self, cells: Sequence[str], columns: Sequence[Column], *, bold: bool = False, shade: bool = False) -> None:
        self.need(15)
        if shade:
            self.page.box(LEFT - 4, self.y - 4, RIGHT - LEFT + 8, 15)
        for cell, col in zip(cells, columns, strict=True):
            shown = fit(cell, col.room, bold=bold, font=self.page.font)
            if col.right:
                put(self.page, col.x, self.y, shown, bold=bold)
            else:
                self.page.text(col.x, self.y, shown, bold=bold)
        self.y -= 15

    def table(self, head: Sequence[str], columns: Sequence[Column], rows: Sequence[Sequence[str]]) -> None:
        """A table whose header row is repeated on each page it runs onto."""
        self.need(30)  # before the header is set: a new page here draws it once, below
        self.header = lambda: self.row(head, columns, bold=True, shade=True)
        self.header()
        for cells in rows:
            self.row(cells, columns)
        self.header = None

    def signature(self, label: str) -> None:
        self.need(44)
        self.y -= 26
        self.page.line(LEFT + 170, self.y, RIGHT, self.y, width=0.8)
        self.page.text(LEFT, self.y + 2, label)
        self.y -= 18

    def finish(self) -> Pdf:
        """Each page's footer: the event, and page n of m."""
        count = len(self.pdf.pages)
        for number, page in enumerate(self.pdf.pages, start=1):
            page.line(LEFT, 48, RIGHT, 48, grey=0.75)
            page.text(LEFT, 36, fit(self.footer, 380, 8, font=page.font), size=8, grey=0.35)
            put(page, RIGHT, 36, f"page {number} of {count}", size=8, grey=0.35)
        return self.pdf


def _wrap(text: str, room: float) -> list[str]:
    """``text`` in rows of about ``room`` points, broken after a comma."""
    rows: list[str] = []
    for part in text.split(", "):
        if rows and width(f"{rows[-1]}, {part}", 10) <= room:
            rows[-1] += ", " + part
        else:
            rows.append(part)
    return [row + ("," if i < len(rows) - 1 else "") for i, row in enumerate(rows)]


@dataclass(frozen=True)
class Written:
    """A PDF written: its pages, and what printed as ``?`` and why (or None)."""

    pages: int
    problem: str | None


def write_pdf(pdf: Pdf, target: str | Path) -> Written:
    """Write ``pdf`` atomically (the old file stays until the new one is complete); a file that
    cannot be written is refused in one line."""
    data = pdf.to_bytes()
    try:
        write_atomically(target, lambda temp: temp.write_bytes(data))
    except OSError as exc:
        raise InputError(f"{target}: the PDF could not be written ({exc.strerror or exc})") from None
    return Written(pages=len(pdf.pages), problem=pdf.problem)


def printed_now() -> str:
    return datetime.datetime.now().replace(microsecond=0).isoformat(sep=" ")
