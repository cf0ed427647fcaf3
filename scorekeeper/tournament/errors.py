"""A structure that does not fit, said in one line naming the field (``levels.point_values[2]: ...``)."""

from __future__ import annotations

from pydantic import ValidationError

from scorekeeper.boundary.checks import location
from scorekeeper.text_boundary import excerpt

_NOT_A_PLACE = {"function-after", "function-before", "hands", "minutes", "percent", "fixed"}
AMOUNT_PATTERN = r"^[0-9]{1,18}(\.[0-9]{1,10})?$"  # the input limits of scorekeeper.amounts, ASCII digits only


def describe_error(exc: ValidationError, *, prefix: str = "") -> str:
    """The first problem as one line, ``where: what``; pydantic's own wording trimmed."""
    error = exc.errors(include_url=False)[0]
    # the validator kinds and a tagged union's branch (``hands``) are pydantic's words, not the user's
    loc = tuple(p for i, p in enumerate(error["loc"]) if p not in _NOT_A_PLACE or i == len(error["loc"]) - 1)
    if loc and loc[-1] == "[key]":
        loc = loc[:-2]
    if error["type"] == "extra_forbidden":
        where = location(loc[:-1], prefix)
        return f"unknown key {excerpt(str(loc[-1]))}" + (f" in {where}" if where else "")
    message = str(error["msg"]).removeprefix("Value error, ")
    if error["type"] == "string_pattern_mismatch" and (error.get("ctx") or {}).get("pattern") == AMOUNT_PATTERN:
        message = f"not an amount ({str(error['input'])[:30]!r}): a plain decimal, at most 18 digits and 10 decimals"
    if error["type"] == "literal_error":
        message = f"unknown value {excerpt(error['input'])} ({message.removeprefix('Input should be ')})"
    where = location(loc, prefix)
    return f"{where}: {message}" if where else message
