"""A structure that does not fit, said in one line naming the field (``levels.point_values[2]: ...``):
the reading's own words, without the names of the structure's unions' branches."""

from __future__ import annotations

from pydantic import ValidationError

from scorekeeper.reading import AMOUNT_PATTERN
from scorekeeper.reading import describe_error as _describe

__all__ = ["AMOUNT_PATTERN", "describe_error"]

_NOT_A_PLACE = frozenset({"hands", "minutes", "percent", "fixed", "str", "dict[str,any]"})


def describe_error(exc: ValidationError, *, prefix: str = "") -> str:
    """The first problem as one line, ``where: what``."""
    return _describe(exc, prefix=prefix, not_places=_NOT_A_PLACE)
