"""A structure that does not fit, said in one line naming the field (``levels.point_values[2]: ...``)."""

from __future__ import annotations

from pydantic import ValidationError

from scorekeeper.reading import location
from scorekeeper.text_boundary import excerpt

_NOT_A_PLACE = {"hands", "minutes", "percent", "fixed", "str", "dict[str,any]"}
AMOUNT_PATTERN = r"^[0-9]{1,18}(\.[0-9]{1,10})?$"  # the input limits of scorekeeper.amounts, ASCII digits only


def _place(part: str | int) -> bool:
    """A part of pydantic's location the user wrote: not a validator's kind or a union's branch."""
    return not (isinstance(part, str) and (part.startswith("function-") or part in _NOT_A_PLACE))


def describe_error(exc: ValidationError, *, prefix: str = "") -> str:
    """The first problem as one line, ``where: what``; pydantic's own wording trimmed."""
    error = exc.errors(include_url=False)[0]
    loc = tuple(error["loc"])
    if loc and loc[-1] == "[key]":  # a bad dict key: name the object holding it
        loc = loc[:-2]
    if error["type"] == "extra_forbidden":
        where = location(tuple(p for p in loc[:-1] if _place(p)), prefix)
        return f"unknown key {excerpt(str(loc[-1]))}" + (f" in {where}" if where else "")
    message = str(error["msg"]).removeprefix("Value error, ")
    if error["type"] == "string_pattern_mismatch" and (error.get("ctx") or {}).get("pattern") == AMOUNT_PATTERN:
        message = f"not an amount ({str(error['input'])[:30]!r}): a plain decimal, at most 18 digits and 10 decimals"
    if error["type"] == "literal_error":
        message = f"unknown value {excerpt(error['input'])} ({message.removeprefix('Input should be ')})"
    where = location(tuple(p for p in loc if _place(p)), prefix)
    return f"{where}: {message}" if where else message
