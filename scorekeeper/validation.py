"""One clear line from a pydantic validation error, naming the field."""

from __future__ import annotations

from pydantic import ValidationError

from scorekeeper.text_boundary import excerpt


def _location(loc: tuple[int | str, ...], prefix: str) -> str:
    text = prefix
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            part = excerpt(part).strip("'") if len(part) > 30 else part  # a hostile key quoted short
            text += f".{part}" if text else part
    return text


def describe_validation_error(exc: ValidationError, *, prefix: str = "") -> str:
    """The first problem as ``where: what``; pydantic's own wording trimmed."""
    error = exc.errors()[0]
    loc = tuple(p for p in error["loc"] if p not in ("function-after", "function-before"))
    if loc and loc[-1] == "[key]":  # a bad dict key: name the key, not the slot
        loc = loc[:-2]
    if error["type"] == "extra_forbidden":
        key = loc[-1]
        where = _location(loc[:-1], prefix)
        return f"unknown key {excerpt(key)}" + (f" in {where}" if where else "")
    message = str(error["msg"]).removeprefix("Value error, ")
    if error["type"] == "literal_error":
        message = f"unknown value {excerpt(error['input'])} ({message.removeprefix('Input should be ')})"
    where = _location(loc, prefix)
    return f"{where}: {message}" if where else message
