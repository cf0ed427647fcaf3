"""Reading JSON from outside with numbers kept exact (never float), text checked.

A key given twice in one object is an error (JSON would silently take the last);
a string that is not valid Unicode (a ``\\ud800`` escape) is refused with its path;
bytes that are not UTF-8 are refused before parsing, from a file or standard input.
"""

from __future__ import annotations

import json
from typing import Any

from scorekeeper.amounts import JsonNumber
from scorekeeper.errors import InputError
from scorekeeper.text_boundary import check_text, check_tree, decode_utf8, excerpt, is_valid_text

MAX_BYTES = 64 * 1024 * 1024  # no hand or export of ours is near this; more is refused unread


class _DuplicateKey(ValueError):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):  # a key given twice: name the first
        seen: set[str] = set()
        for key, _value in pairs:
            if key in seen:
                raise _DuplicateKey(key)
            seen.add(key)
    return out


def load_json(text: str, *, source: str) -> Any:
    """Parse JSON; floats, exponents, NaN and infinities stay text for amount checks."""
    try:
        value = json.loads(text, parse_float=JsonNumber, parse_constant=JsonNumber, object_pairs_hook=_object)
    except _DuplicateKey as exc:
        raise InputError(f"{source}: the key {excerpt(exc.key)} is given twice in one object") from None
    except json.JSONDecodeError as exc:
        raise InputError(f"{source}: not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    except (ValueError, RecursionError) as exc:  # an integer of thousands of digits, or nesting too deep
        reason = "nested too deeply" if isinstance(exc, RecursionError) else "a number is too long"
        raise InputError(f"{source}: not valid JSON ({reason})") from None
    if "\\u" in text or not is_valid_text(text):  # only an escape (or text not read as UTF-8) holds a lone surrogate
        check_tree(value, where=source)
    return value


def read_json_file(path: str) -> Any:
    """Load a JSON file, or standard input for ``-``; the bytes must be UTF-8."""
    import sys

    source = "standard input" if path == "-" else path
    try:
        if path == "-":
            raw = getattr(sys.stdin, "buffer", None)
            if raw is None:  # a text stream put in its place (an embedding program, a test)
                return load_json(check_text(sys.stdin.read(), where=source), source=source)
            data = raw.read(MAX_BYTES + 1)
        else:
            with open(path, "rb") as handle:
                data = handle.read(MAX_BYTES + 1)
    except OSError as exc:
        raise InputError(f"{source}: cannot read ({exc.strerror})") from None
    if len(data) > MAX_BYTES:
        raise InputError(f"{source}: too large (over {MAX_BYTES // (1024 * 1024)} MB)")
    return load_json(decode_utf8(data, where=source), source=source)
