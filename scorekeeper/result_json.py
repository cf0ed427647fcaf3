"""A scored hand as the JSON object of score-cli.md."""

from __future__ import annotations

from typing import Any

from scorekeeper.amounts import format_amount
from scorekeeper.scoring import HandResult, PlayerResult


def _player(p: PlayerResult) -> dict[str, Any]:
    return {
        "name": p.name,
        "units": format_amount(p.units),
        "money": format_amount(p.money),
        "status": p.status,
        "natural": p.natural,
        "royalties": [{"row": r.row, "hand": r.hand, "units": format_amount(r.units)} for r in p.royalties],
        "rows": dict(p.rows),
    }


def hand_result_json(result: HandResult) -> dict[str, Any]:
    """The ``scorekeeper score`` output for one scored hand."""
    return {
        "players": [_player(p) for p in result.players],
        "pairs": [
            {
                "players": list(pair.players),
                "units": format_amount(pair.units),
                "money": format_amount(pair.money),
                "rows": list(pair.rows) if pair.rows else None,
            }
            for pair in result.pairs
        ],
    }
