"""Text where it enters the program: files, standard input, arguments, names.

Text that is not valid Unicode (invalid UTF-8 bytes, which Python smuggles in as lone
surrogates, or a ``\\ud800`` escape in JSON) is refused with one line naming where it
was. A player's name is normalised to NFC (so "Zoë" typed two ways is one player) and
may not hold control, format (bidi overrides, zero-width) or private characters, nor be
longer than :data:`MAX_NAME`. An error message quotes at most a short excerpt.

>>> clean_name("Zoe\\u0308")  # NFD in, NFC out
'Zoë'
>>> excerpt("x" * 100)
"'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' (100 characters)"
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Any

from scorekeeper.errors import InputError

MAX_NAME = 40  # characters of a player's name
EXCERPT = 30  # characters of outside text quoted in a message
MAX_LINE = 300  # an error line is never longer
_REFUSED_IN_NAMES = {
    "Cc": "control characters",
    "Cf": "invisible or direction-changing characters",
    "Cs": "lone surrogates",
    "Co": "private-use characters",
    "Cn": "unassigned characters",
    "Zl": "line breaks",
    "Zp": "line breaks",
}


def excerpt(value: object, limit: int = EXCERPT) -> str:
    """``repr`` of outside text, cut to ``limit`` characters (the length said when cut)."""
    if isinstance(value, str) and len(value) > limit:
        quoted = repr(value[:limit])
        return f"{quoted[:-1]}…{quoted[-1]} ({len(value):,} characters)"
    text = repr(value)
    return text if len(text) <= limit + 2 else text[: limit + 1] + "…"


def is_valid_text(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def check_text(text: str, *, where: str) -> str:
    if not is_valid_text(text):
        raise InputError(f"{where}: not valid text (bytes that are not UTF-8, or a lone surrogate)")
    return text


def decode_utf8(data: bytes, *, where: str) -> str:
    """Bytes from a file or standard input as text; invalid UTF-8 refused with one line."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(f"{where}: not UTF-8 text (a bad byte at offset {exc.start})") from None
    return text.removeprefix("\ufeff")  # a byte-order mark some editors write


def check_arguments(argv: Sequence[str]) -> None:
    """Command-line arguments that are not valid UTF-8 arrive as lone surrogates: refuse them."""
    for number, argument in enumerate(argv, start=1):
        if not is_valid_text(argument):
            raise InputError(f"argument {number}: not valid UTF-8 text")


def check_tree(value: Any, *, where: str) -> None:
    """Every string (key or value) of parsed JSON is valid text; the path of the first that is not."""
    if _all_valid(value):  # the common case, without naming a path for every string
        return
    stack: list[tuple[Any, str]] = [(value, "")]
    while stack:
        item, path = stack.pop()
        if isinstance(item, str):
            if not is_valid_text(item):
                raise InputError(f"{where}: {path or 'the text'}: not valid text (a lone surrogate)")
        elif isinstance(item, dict):
            for key, child in item.items():
                if not is_valid_text(key):
                    raise InputError(f"{where}: {path or 'the object'}: a key is not valid text (a lone surrogate)")
                stack.append((child, f"{path}.{key}" if path else key))
        elif isinstance(item, list):
            stack.extend((child, f"{path}[{i}]") for i, child in enumerate(item))


def _all_valid(value: Any) -> bool:
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if not is_valid_text(item):
                return False
        elif isinstance(item, dict):
            if not all(is_valid_text(key) for key in item):
                return False
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return True


def clean_name(name: str) -> str:
    """A player's name as the book keeps it: NFC, trimmed, visible, not too long."""
    if name.isascii() and name.isprintable() and 0 < len(trimmed := name.strip()) <= MAX_NAME:
        return trimmed  # the common case: NFC already, and nothing ASCII prints but refused controls
    if not is_valid_text(name):
        raise ValueError("a name must be valid text (not a lone surrogate)")
    name = unicodedata.normalize("NFC", name).strip()
    if not name:
        raise ValueError("a name must not be empty")
    if len(name) > MAX_NAME:
        raise ValueError(f"a name must be at most {MAX_NAME} characters (this one has {len(name):,})")
    for ch in name:
        category = unicodedata.category(ch)
        if category in _REFUSED_IN_NAMES:
            return _refuse(ch, _REFUSED_IN_NAMES[category])
    return name


def clean_text(text: str, *, field: str, limit: int) -> str:
    """Free text a person typed (a session's name or place, a reason, a note), kept exactly as
    given: refused with one line naming ``field`` when it holds what :func:`clean_name` refuses
    in a name (control, bidi-override, zero-width, private or unassigned characters, line breaks)
    or is longer than ``limit`` characters.

    >>> clean_text("Bob's back was misread", field="reason", limit=1000)
    "Bob's back was misread"
    >>> clean_text("abc\u202edef", field="reason", limit=1000)
    Traceback (most recent call last):
    scorekeeper.errors.InputError: reason: must not contain invisible or direction-changing characters (U+202E)
    """
    if text.isascii() and text.isprintable() and len(text) <= limit:
        return text  # the common case
    if not is_valid_text(text):
        raise InputError(f"{field}: not valid text (a lone surrogate)")
    if len(text) > limit:
        raise InputError(f"{field}: at most {limit:,} characters (this one has {len(text):,})")
    for ch in text:
        what = _REFUSED_IN_NAMES.get(unicodedata.category(ch))
        if what is not None:
            raise InputError(f"{field}: must not contain {what} (U+{ord(ch):04X})")
    return text


def _refuse(ch: str, what: str) -> str:
    raise ValueError(f"a name must not contain {what} (U+{ord(ch):04X})")


def one_line(message: str) -> str:
    """A message as one short line: newlines folded, cut at :data:`MAX_LINE` characters."""
    line = " ".join(message.split())
    return line if len(line) <= MAX_LINE else line[: MAX_LINE - 1] + "…"
