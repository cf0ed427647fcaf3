"""Shared helpers of the tests/test_rule_options_*.py files: players, scoring, reading results."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from scorekeeper.errors import InputError
from scorekeeper.game.score_request import score_json

D = Decimal


def player(name: str, front: str, middle: str, back: str, **extra: Any) -> dict[str, Any]:
    return {"name": name, "front": front, "middle": middle, "back": back, **extra}


def score(rules: Any, *players: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return score_json({"rules": rules, "players": list(players), **extra})


def pair(result: dict[str, Any], a: str, b: str) -> dict[str, Any]:
    """The pair entry of a and b, turned so that its units are what a receives from b."""
    for entry in result["pairs"]:
        if entry["players"] == [a, b]:
            return entry
        if entry["players"] == [b, a]:
            rows = [-r for r in entry["rows"]] if entry["rows"] else None
            return {**entry, "players": [a, b], "units": str(-D(entry["units"])), "rows": rows}
    raise KeyError((a, b))


def units(result: dict[str, Any], a: str, b: str) -> Decimal:
    return D(pair(result, a, b)["units"])


def player_of(result: dict[str, Any], name: str) -> dict[str, Any]:
    return next(p for p in result["players"] if p["name"] == name)


def error(rules: Any, *players: dict[str, Any], **extra: Any) -> str:
    with pytest.raises(InputError) as caught:
        score(rules, *players, **extra)
    return str(caught.value)
