"""Text outside WinAnsi (王小明, 陳) in a PDF: a TrueType font embedded as a Type0 font.

Helvetica prints only cp1252, so the writer (``casino/pdf.py``) sends every other
character here. Each character drawn gets the next CID (1, 2, ...) as it is first used;
when the document is written the font is subset to those glyphs (fontTools, imported
only then and only for such a document) and embedded as a CIDFontType2 with Identity-H
codes, a CIDToGIDMap from the CIDs to the subset's glyphs, a /W array of the font's own
advance widths and a /ToUnicode CMap so the text can be searched and copied.

The font: an explicit path, else the app's bundled Droid Sans Fallback (package data of
``scorekeeper_app.resources``, a Qt-free package), else a system CJK TrueType font. Only
TrueType outlines (a ``glyf`` table) can be embedded this way; a CFF-only font is passed
over. Without a font, or a glyph, a character prints as ``?`` and ``problem`` says so.
"""

from __future__ import annotations

import hashlib
import io
import zlib
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

BUNDLED = "DroidSansFallbackFull.ttf"
SYSTEM_FONTS = (
    "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",  # fonts-droid-fallback
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",  # fonts-wqy-microhei
    "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",  # fonts-wqy-zenhei
    "/usr/share/fonts/truetype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",  # fonts-noto-cjk (CFF: passed over)
    "/usr/share/fonts/truetype/arphic/uming.ttc",  # fonts-arphic-uming
    "C:/Windows/Fonts/msjh.ttc",  # Microsoft JhengHei
    "C:/Windows/Fonts/msyh.ttc",  # Microsoft YaHei
    "C:/Windows/Fonts/mingliu.ttc",
    "C:/Windows/Fonts/simsun.ttc",
    "/System/Library/Fonts/STHeiti Light.ttc",
    "/Library/Fonts/Arial Unicode.ttf",
    "/System/Library/Fonts/Supplemental/Arial Unicode.ttf",
)
MISSING = f"no CJK TrueType font found (neither the app's {BUNDLED} nor a system font such as fonts-wqy-microhei)"


def font_candidates() -> list[Path]:
    """Where a font is looked for, in order: the app's bundled font first."""
    found: list[Path] = []
    try:
        bundled = resources.files("scorekeeper_app.resources") / "fonts" / BUNDLED
        if bundled.is_file():
            found.append(Path(str(bundled)))
    except (ModuleNotFoundError, OSError, ValueError):  # the engine installed without the app's data
        pass
    return found + [Path(p) for p in SYSTEM_FONTS if Path(p).is_file()]


def _open(path: Path) -> tuple[Any, bytes] | None:
    """The font as a fontTools TTFont (the first of a collection) and the file's bytes, or None."""
    from fontTools.ttLib import TTFont  # only a document with such text pays for this import

    try:
        data = path.read_bytes()  # read once, kept for the subset: no file left open
        font = TTFont(io.BytesIO(data), fontNumber=0, lazy=True, recalcTimestamp=False)
        return (font, data) if "glyf" in font and "hmtx" in font else None
    except Exception:  # a damaged or unreadable file: the next candidate, or "?"
        return None


class EmbeddedFont:
    """The characters a document draws in one TrueType font, and its PDF objects."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path  # None: the first candidate that opens, found when first needed
        self.lacking: dict[str, None] = {}  # the characters printed as "?", in order (a set that keeps it)
        self._reason = ""  # why there is no font at all
        self.cids: dict[str, int] = {}  # character -> CID, in the order first drawn
        self._font: Any = None
        self._data = b""
        self._cmap: dict[int, str] = {}
        self._tried = False

    def _load(self) -> bool:
        if not self._tried:
            self._tried = True
            try:
                self._find()
            except ImportError:
                self._reason = "fontTools is not installed (pip install fonttools)"
        return self._font is not None

    def _find(self) -> None:
        for path in [self.path] if self.path else font_candidates():
            opened = _open(path)
            if opened is not None:
                (self._font, self._data), self.path = opened, path
                self._cmap = dict(self._font.getBestCmap() or {})
                return
        if self.path is None:
            self._reason = MISSING
        elif self.path.is_file():
            self._reason = f"cannot use the font {self.path} (it needs TrueType outlines)"
        else:
            self._reason = f"no font file {self.path}"

    @property
    def problem(self) -> str | None:
        """One line on what printed as ``?`` and why; None: nothing did."""
        if not self.lacking:
            return None
        chars = [f"{c} (U+{ord(c):04X})" for c in self.lacking]
        shown = ", ".join(chars[:5]) + (f" and {len(chars) - 5} more" if len(chars) > 5 else "")
        return f"{self._reason or f'the font {self.path} has no glyph for some characters'}, so {shown} print as ?"

    def covers(self, char: str) -> bool:
        """Whether the font has a glyph for ``char`` (loading it the first time); if not, it is lacking."""
        if self._load() and ord(char) in self._cmap:
            return True
        self.lacking[char] = None
        return False

    def encode(self, text: str) -> bytes:
        """``<0001 0002>``-style hex of the CIDs of characters ``covers`` accepted."""
        for char in text:
            self.cids.setdefault(char, len(self.cids) + 1)
        return b"<" + "".join(f"{self.cids[c]:04X}" for c in text).encode() + b">"

    def width(self, text: str, size: float) -> float:
        """The advance of ``text`` at ``size`` points, from the font's hmtx."""
        return sum(self._advance(c) for c in text) * size / 1000

    def _advance(self, char: str) -> int:
        advance, _ = self._font["hmtx"][self._cmap[ord(char)]]
        return round(int(advance) * 1000 / int(self._font["head"].unitsPerEm))

    def objects(self, add: Callable[[bytes], int]) -> int:
        """Add the Type0 font and its parts with ``add`` (body -> object number); its number."""
        order = list(self.cids)
        subset, gids = _subset(self._data, [self._cmap[ord(c)] for c in order])
        name = self._base_name("".join(order))
        head, hhea = self._font["head"], self._font["hhea"]
        scale = 1000 / head.unitsPerEm
        os2 = self._font.get("OS/2")
        cap = getattr(os2, "sCapHeight", 0) or hhea.ascent
        bbox = " ".join(str(round(v * scale)) for v in (head.xMin, head.yMin, head.xMax, head.yMax))
        font_file = add(_stream(subset, b"/Length1 %d " % len(subset)))
        descriptor = add(
            f"<< /Type /FontDescriptor /FontName /{name} /Flags 4 /FontBBox [{bbox}] /ItalicAngle 0 "
            f"/Ascent {round(hhea.ascent * scale)} /Descent {round(hhea.descent * scale)} "
            f"/CapHeight {round(cap * scale)} /StemV 80 /FontFile2 {font_file} 0 R >>".encode()
        )
        cid_map = add(_stream(b"\0\0" + b"".join(g.to_bytes(2, "big") for g in gids)))
        widths = " ".join(str(self._advance(c)) for c in order)
        cid_font = add(
            f"<< /Type /Font /Subtype /CIDFontType2 /BaseFont /{name} "
            f"/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> "
            f"/FontDescriptor {descriptor} 0 R /DW 1000 /W [1 [{widths}]] /CIDToGIDMap {cid_map} 0 R >>".encode()
        )
        to_unicode = add(_stream(_to_unicode(order)))
        return add(
            f"<< /Type /Font /Subtype /Type0 /BaseFont /{name} /Encoding /Identity-H "
            f"/DescendantFonts [{cid_font} 0 R] /ToUnicode {to_unicode} 0 R >>".encode()
        )

    def _base_name(self, chars: str) -> str:
        """``ABCDEF+DroidSansFallback``: a subset's tag, the same for the same characters."""
        raw = self._font["name"].getDebugName(6) if "name" in self._font else None
        family = "".join(c for c in str(raw or Path(str(self.path)).stem) if c.isascii() and (c.isalnum() or c == "-"))
        digest = hashlib.sha256(chars.encode("utf-8")).digest()
        return "".join(chr(65 + b % 26) for b in digest[:6]) + "+" + (family or "Font")


def _subset(data: bytes, glyphs: list[str]) -> tuple[bytes, list[int]]:
    """The font cut down to ``glyphs`` (and .notdef), and each one's glyph id in the cut."""
    from fontTools import subset
    from fontTools.ttLib import TTFont

    options = subset.Options()
    options.layout_features, options.layout_closure = [], False  # glyphs as drawn: no shaping here
    options.notdef_outline, options.recalc_timestamp = True, False  # the same bytes for the same text
    options.drop_tables += ["GSUB", "GPOS", "GDEF", "vhea", "vmtx", "DSIG"]
    font = TTFont(io.BytesIO(data), fontNumber=0, recalcTimestamp=False)
    subsetter = subset.Subsetter(options)
    subsetter.populate(glyphs=glyphs)
    subsetter.subset(font)
    out = io.BytesIO()
    font.save(out)
    return out.getvalue(), [int(font.getGlyphID(g)) for g in glyphs]


def _stream(data: bytes, extra: bytes = b"") -> bytes:
    packed = zlib.compress(data, 9)
    return b"<< /Length %d /Filter /FlateDecode %s>>\nstream\n" % (len(packed), extra) + packed + b"\nendstream"


def _to_unicode(order: list[str]) -> bytes:
    """The CMap from each CID back to its character (UTF-16BE, so beyond the BMP too)."""
    lines = [
        "/CIDInit /ProcSet findresource begin 12 dict begin begincmap",
        "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
        "/CMapName /Adobe-Identity-UCS def /CMapType 2 def",
        "1 begincodespacerange <0000> <FFFF> endcodespacerange",
    ]
    pairs = [f"<{cid:04X}> <{char.encode('utf-16-be').hex().upper()}>" for cid, char in enumerate(order, start=1)]
    for start in range(0, len(pairs), 100):  # at most 100 entries a block
        block = pairs[start : start + 100]
        lines += [f"{len(block)} beginbfchar", *block, "endbfchar"]
    lines += ["endcmap CMapName currentdict /CMap defineresource pop end end"]
    return "\n".join(lines).encode()
