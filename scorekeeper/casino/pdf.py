"""A tiny PDF writer: A4 pages of text, lines and filled boxes in the standard fonts.

The engine may not import Qt, and a slip needs no more than this, so it writes PDF 1.4
itself: Helvetica and Helvetica-Bold (every reader has them), WinAnsi text (a character
outside it prints as ``?``), uncompressed content streams.

>>> doc = Pdf()
>>> page = doc.page()
>>> page.text(72, 770, "Settlement slip", size=18, bold=True)
>>> doc.to_bytes().startswith(b"%PDF-1.4")
True
"""

from __future__ import annotations

from dataclasses import dataclass, field

A4 = (595.28, 841.89)  # points
_FONTS = {False: "F1", True: "F2"}
_WIDTH_GUESS = {False: 0.5, True: 0.55}  # average glyph width per point of size, for right-aligned numbers


def _escape(text: str) -> bytes:
    raw = text.encode("cp1252", errors="replace")
    return raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")


def _num(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


@dataclass
class Page:
    ops: list[bytes] = field(default_factory=list)

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
        right: bool = False,  # x is the right edge (an estimate: Helvetica's average width)
    ) -> None:
        if right:
            x -= len(text) * size * _WIDTH_GUESS[bold]
        colour = f"{_num(rgb[0])} {_num(rgb[1])} {_num(rgb[2])} rg" if rgb else f"{_num(grey)} g"
        c, s = angle or (1.0, 0.0)
        matrix = f"{_num(c)} {_num(s)} {_num(-s)} {_num(c)} {_num(x)} {_num(y)} Tm"
        head = f"BT {colour} /{_FONTS[bold]} {_num(size)} Tf {matrix} (".encode()
        self.ops.append(head + _escape(text) + b") Tj ET")

    def line(self, x1: float, y1: float, x2: float, y2: float, *, width: float = 0.5, grey: float = 0.0) -> None:
        self.ops.append(f"{_num(grey)} G {_num(width)} w {_num(x1)} {_num(y1)} m {_num(x2)} {_num(y2)} l S".encode())

    def box(self, x: float, y: float, w: float, h: float, *, grey: float = 0.9) -> None:
        self.ops.append(f"{_num(grey)} g {_num(x)} {_num(y)} {_num(w)} {_num(h)} re f".encode())


@dataclass
class Pdf:
    pages: list[Page] = field(default_factory=list)
    title: str = ""

    def page(self) -> Page:
        page = Page()
        self.pages.append(page)
        return page

    def to_bytes(self) -> bytes:
        objects: list[bytes] = []  # object i + 1

        def add(body: bytes) -> int:
            objects.append(body)
            return len(objects)

        catalog = add(b"")  # filled in below, once the page tree's number is known
        info = add(b"<< /Producer (Chinese Poker Scorekeeper) /Title (" + _escape(self.title) + b") >>")
        f1 = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
        f2 = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>")
        tree = add(b"")
        kids = []
        for page in self.pages:
            stream = b"\n".join(page.ops)
            content = add(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
            kids.append(
                add(
                    f"<< /Type /Page /Parent {tree} 0 R /MediaBox [0 0 {A4[0]} {A4[1]}] /Contents {content} 0 R "
                    f"/Resources << /Font << /F1 {f1} 0 R /F2 {f2} 0 R >> >> >>".encode()
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
