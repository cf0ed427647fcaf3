"""A scored hand as the JSON object of score-cli.md (with the optional fields of docs/variants.md)."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from scorekeeper.amounts import format_amount
from scorekeeper.rules import ROWS
from scorekeeper.scoring import HandResult, PairResult, PlayerResult

CACHED_AMOUNTS = 4096  # distinct amounts kept; a batch pays the same few again and again
_AMOUNT_TEXT: dict[Decimal, str] = {}


def _amount(value: Decimal) -> str:
    """``format_amount``, remembered by value: it normalises, so equal amounts (2, 2.0, -0, 0) read
    alike, and a Decimal's hash follows its value."""
    text = _AMOUNT_TEXT.get(value)
    if text is None:
        if len(_AMOUNT_TEXT) >= CACHED_AMOUNTS:
            _AMOUNT_TEXT.clear()
        text = _AMOUNT_TEXT[value] = format_amount(value)
    return text


def _player(p: PlayerResult) -> dict[str, Any]:
    out: dict[str, Any] = {
        "name": p.name,
        "units": _amount(p.units),
        "money": _amount(p.money),
        "status": p.status,
        "natural": p.natural,
        "royalties": [{"row": r.row, "hand": r.hand, "units": _amount(r.units)} for r in p.royalties],
        "rows": dict(p.rows),
    }
    if p.hand is not None:
        out["hand"] = p.hand
    if p.hands:
        out["hands"] = [_player(h) for h in p.hands]
    if p.points is not None:
        out["points"] = p.points
    return out


def _pair(pair: PairResult) -> dict[str, Any]:
    out: dict[str, Any] = {"players": list(pair.players)}
    if pair.hands is not None:
        out["hands"] = list(pair.hands)
    out["units"] = _amount(pair.units)
    out["money"] = _amount(pair.money)
    out["rows"] = list(pair.rows) if pair.rows else None
    return out


def hand_result_json(result: HandResult) -> dict[str, Any]:
    """The ``scorekeeper score`` output for one scored hand."""
    out: dict[str, Any] = {
        "players": [_player(p) for p in result.players],
        "pairs": [_pair(pair) for pair in result.pairs],
    }
    if result.race is not None:
        out["race"] = {"rows": dict(zip(ROWS, result.race.winners, strict=True)), "sweep": result.race.sweep}
    return out
