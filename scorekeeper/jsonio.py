"""Reading JSON from outside with numbers kept exact (never float)."""

from __future__ import annotations

import json
from typing import Any

from scorekeeper.amounts import JsonNumber
from scorekeeper.errors import InputError


def load_json(text: str, *, source: str) -> Any:
    """Parse JSON; floats, exponents, NaN and infinities stay text for amount checks."""
    try:
        return json.loads(text, parse_float=JsonNumber, parse_constant=JsonNumber)
    except json.JSONDecodeError as exc:
        raise InputError(f"{source}: not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    except (ValueError, RecursionError) as exc:  # an integer of thousands of digits, or nesting too deep
        reason = "nested too deeply" if isinstance(exc, RecursionError) else "a number is too long"
        raise InputError(f"{source}: not valid JSON ({reason})") from None


def read_json_file(path: str) -> Any:
    """Load a JSON file, or standard input for ``-``."""
    import sys

    source = "standard input" if path == "-" else path
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
    except OSError as exc:
        raise InputError(f"{source}: cannot read ({exc.strerror})") from None
    except UnicodeDecodeError:
        raise InputError(f"{source}: not UTF-8 text") from None
    return load_json(text, source=source)
