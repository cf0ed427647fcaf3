"""A tiny PDF writer: A4 pages of text, lines and filled boxes in the standard fonts.

The engine may not import Qt, and a slip needs no more than this, so it writes PDF 1.4
itself: Helvetica and Helvetica-Bold (every reader has them), WinAnsi text, uncompressed
content streams. A character outside WinAnsi (王小明) is drawn in an embedded TrueType
font subset to what the document uses (``pdf_font.py``; ``font=`` names the file, else
the app's bundled CJK font or a system one); with no font for it, it prints as ``?`` and
``problem`` says why. A document without such text is what it always was.

>>> doc = Pdf()
>>> page = doc.page()
>>> page.text(72, 770, "Settlement slip", size=18, bold=True)
>>> doc.to_bytes().startswith(b"%PDF-1.4")
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from scorekeeper.casino.pdf_font import EmbeddedFont

A4 = (595.28, 841.89)  # points
_FONTS = {False: "F1", True: "F2"}
_WIDTH_GUESS = {False: 0.5, True: 0.55}  # average glyph width per point of size, for right-aligned numbers
_EMBEDDED = "F3"
_FAKE_BOLD = 0.03  # stroke width per point of size: the CJK font has no bold face, so its glyphs are outlined too


def _escape(text: str) -> bytes:
    raw = text.encode("cp1252", errors="replace")
    return raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")


def _winansi(text: str) -> bool:
    try:
        text.encode("cp1252")
    except UnicodeEncodeError:
        return False
    return True


def _runs(text: str, font: EmbeddedFont | None) -> list[tuple[bool, str]]:
    """``text`` cut into runs of (drawn in the embedded font, characters); "?" for what no font has."""
    runs: list[tuple[bool, str]] = []
    for char in text:
        embedded = font is not None and not _winansi(char) and font.covers(char)
        if runs and runs[-1][0] == embedded:
            runs[-1] = (embedded, runs[-1][1] + char)
        else:
            runs.append((embedded, char))
    return runs


def _pdf_string(text: str) -> bytes:
    """A string for the document info: WinAnsi as always, else UTF-16BE (so a title keeps its 陳)."""
    return b"(" + _escape(text) + b")" if _winansi(text) else b"<FEFF" + text.encode("utf-16-be").hex().encode() + b">"


def _num(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


@dataclass
class Page:
    ops: list[bytes] = field(default_factory=list)
    font: EmbeddedFont | None = field(default=None, repr=False)  # for text outside WinAnsi; None: "?"

    def text(
        self,
        x: float,
        y: float,
        text: str,
        *,
        size: float = 10,
        bold: bool = False,
        grey: float = 0.0,
        rgb: tuple[float, float, float] | None = None,
        angle: tuple[float, float] | None = None,  # (cos, sin) of a rotation
        right: bool = False,  # x is the right edge (Helvetica: an average width; the embedded font: its own)
    ) -> None:
        runs = [(False, text)] if _winansi(text) else _runs(text, self.font)
        if right:
            x -= sum(self._width(run, size, bold=bold, embedded=embedded) for embedded, run in runs)
        colour = f"{_num(rgb[0])} {_num(rgb[1])} {_num(rgb[2])} rg" if rgb else f"{_num(grey)} g"
        c, s = angle or (1.0, 0.0)
        matrix = f"{_num(c)} {_num(s)} {_num(-s)} {_num(c)} {_num(x)} {_num(y)} Tm"
        if len(runs) == 1 and not runs[0][0]:  # WinAnsi only: the bytes the writer always wrote
            head = f"BT {colour} /{_FONTS[bold]} {_num(size)} Tf {matrix} (".encode()
            self.ops.append(head + _escape(text) + b") Tj ET")
            return
        shown = [self._show(run, size, bold=bold, embedded=embedded) for embedded, run in runs]
        stroke = colour[:-2] + colour[-2:].upper()  # the outline of a fake bold in the fill's colour
        fake_bold = f" {stroke} {_num(size * _FAKE_BOLD)} w" if bold else ""
        self.ops.append(f"q BT {colour}{fake_bold} {matrix} ".encode() + b" ".join(shown) + b" ET Q")

    def _width(self, run: str, size: float, *, bold: bool, embedded: bool) -> float:
        if embedded and self.font is not None:
            return self.font.width(run, size)
        return len(run) * size * _WIDTH_GUESS[bold]

    def _show(self, run: str, size: float, *, bold: bool, embedded: bool) -> bytes:
        if not (embedded and self.font is not None):
            return f"/{_FONTS[bold]} {_num(size)} Tf (".encode() + _escape(run) + b") Tj"
        fill_and_stroke = (b"2 Tr ", b" 0 Tr") if bold else (b"", b"")
        head = f"/{_EMBEDDED} {_num(size)} Tf ".encode() + fill_and_stroke[0]
        return head + self.font.encode(run) + b" Tj" + fill_and_stroke[1]

    def line(self, x1: float, y1: float, x2: float, y2: float, *, width: float = 0.5, grey: float = 0.0) -> None:
        self.ops.append(f"{_num(grey)} G {_num(width)} w {_num(x1)} {_num(y1)} m {_num(x2)} {_num(y2)} l S".encode())

    def box(self, x: float, y: float, w: float, h: float, *, grey: float = 0.9) -> None:
        self.ops.append(f"{_num(grey)} g {_num(x)} {_num(y)} {_num(w)} {_num(h)} re f".encode())


@dataclass
class Pdf:
    pages: list[Page] = field(default_factory=list)
    title: str = ""
    font: str | Path | None = None  # the TrueType font for text outside WinAnsi; None: found (pdf_font.py)
    embedded: EmbeddedFont = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.embedded = EmbeddedFont(Path(self.font) if self.font else None)  # opened only when needed

    @property
    def problem(self) -> str | None:
        """Why some character printed as ``?`` (no font, or no glyph for it); None: none did."""
        return self.embedded.problem

    def page(self) -> Page:
        page = Page(font=self.embedded)
        self.pages.append(page)
        return page

    def to_bytes(self) -> bytes:
        objects: list[bytes] = []  # object i + 1

        def add(body: bytes) -> int:
            objects.append(body)
            return len(objects)

        catalog = add(b"")  # filled in below, once the page tree's number is known
        info = add(b"<< /Producer (Chinese Poker Scorekeeper) /Title " + _pdf_string(self.title) + b" >>")
        f1 = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
        f2 = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>")
        fonts = f"/F1 {f1} 0 R /F2 {f2} 0 R"
        if self.embedded.cids:
            fonts += f" /{_EMBEDDED} {self.embedded.objects(add)} 0 R"
        tree = add(b"")
        kids = []
        for page in self.pages:
            stream = b"\n".join(page.ops)
            content = add(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
            kids.append(
                add(
                    f"<< /Type /Page /Parent {tree} 0 R /MediaBox [0 0 {A4[0]} {A4[1]}] /Contents {content} 0 R "
                    f"/Resources << /Font << {fonts} >> >> >>".encode()
                )
            )
        refs = " ".join(f"{k} 0 R" for k in kids)
        objects[tree - 1] = f"<< /Type /Pages /Kids [{refs}] /Count {len(kids)} >>".encode()
        objects[catalog - 1] = f"<< /Type /Catalog /Pages {tree} 0 R >>".encode()
        out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
        offsets = []
        for number, body in enumerate(objects, start=1):
            offsets.append(len(out))
            out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
        xref = len(out)
        out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
        for offset in offsets:
            out += b"%010d 00000 n \n" % offset
        out += b"trailer\n<< /Size %d /Root %d 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
            len(objects) + 1,
            catalog,
            info,
            xref,
        )
        return bytes(out)
