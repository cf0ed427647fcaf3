"""Text a workbook can hold: no XML-illegal characters, at most Excel's 32,767 a cell.

>>> clean_text("a\\x01b"), xml_text("R&D <1>")
('a\\ufffdb', 'R&amp;D &lt;1&gt;')
"""

from __future__ import annotations

import re

MAX_TEXT = 32767  # Excel's limit for one cell
ILLEGAL_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
_XML_WORK = re.compile("[&<>\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def clean_text(text: str) -> str:
    """Text a workbook can hold: no XML-illegal characters, at most 32,767 characters."""
    if ILLEGAL_XML.search(text):
        text = ILLEGAL_XML.sub("\ufffd", text)
    if len(text) > MAX_TEXT:
        text = text[: MAX_TEXT - 1] + "…"
    return text


def xml_text(text: str) -> str:
    """``text`` cleaned and escaped for an XML element (nearly always returned as it is)."""
    if _XML_WORK.search(text) is None and len(text) <= MAX_TEXT:
        return text
    return clean_text(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
