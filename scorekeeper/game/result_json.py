"""A scored hand as the JSON object of score-cli.md (with the optional fields of docs/variants.md)."""

from __future__ import annotations

import json
from functools import lru_cache
from json.encoder import encode_basestring
from typing import Any

from scorekeeper.amounts import format_amount
from scorekeeper.game.rules import ROWS
from scorekeeper.game.scoring import HandResult, PairResult, PlayerResult, RaceRows

CACHED = 4096  # distinct texts kept of each kind; a batch pays the same few hundred again and again
_amount = lru_cache(maxsize=CACHED)(format_amount)
"""``format_amount``, remembered by value: it normalises, so equal amounts (2, 2.0, -0, 0) read
alike, and a Decimal's hash follows its value."""


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
        out["race"] = _race(result.race)
    return out


def _race(race: RaceRows) -> dict[str, Any]:
    return {"rows": dict(zip(ROWS, race.winners, strict=True)), "sweep": race.sweep}


# -- the same object as one line of compact JSON text, for ``score --jsonl`` ----------------------
# Written piece by piece with the compact encoder's own string form: about a third of building the
# object and encoding it. tests/test_result_json_line.py holds it to the encoded object.

_string = encode_basestring  # what JSONEncoder(ensure_ascii=False) writes for a str
_encode = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode


@lru_cache(maxsize=CACHED)
def _categories_text(items: tuple[tuple[str, str], ...]) -> str:
    """A player's rows (row -> category) as JSON, by their items."""
    return _encode(dict(items))


@lru_cache(maxsize=CACHED)
def _row_results_text(rows: tuple[int, ...]) -> str:
    return _encode(list(rows))


def _player_line(p: PlayerResult) -> str:
    # an amount's text is digits, a point and a minus sign: quoted as it is
    royalties = ""
    if p.royalties:
        royalties = ",".join(
            f'{{"row":{_string(r.row)},"hand":{_string(r.hand)},"units":"{_amount(r.units)}"}}' for r in p.royalties
        )
    natural = "null" if p.natural is None else _string(p.natural)
    text = (
        f'{{"name":{_string(p.name)},"units":"{_amount(p.units)}","money":"{_amount(p.money)}",'
        f'"status":{_string(p.status)},"natural":{natural},"royalties":[{royalties}],'
        f'"rows":{_categories_text(tuple(p.rows.items()))}'
    )
    if p.hand is not None:
        text += f',"hand":{_encode(p.hand)}'
    if p.hands:
        text += f',"hands":[{",".join(_player_line(h) for h in p.hands)}]'
    if p.points is not None:
        text += f',"points":{_encode(p.points)}'
    return text + "}"


def _pair_line(pair: PairResult) -> str:
    a, b = pair.players
    hands = "" if pair.hands is None else f',"hands":{_encode(list(pair.hands))}'
    rows = _row_results_text(pair.rows) if pair.rows else "null"
    return (
        f'{{"players":[{_string(a)},{_string(b)}]{hands},"units":"{_amount(pair.units)}",'
        f'"money":"{_amount(pair.money)}","rows":{rows}}}'
    )


def hand_result_line(result: HandResult, *, line: int | None = None) -> str:
    """:func:`hand_result_json` as compact JSON text (``separators=(",", ":")``, not ASCII-escaped),
    with ``"line": line`` first when given."""
    head = "{" if line is None else f'{{"line":{line:d},'
    text = (
        f'{head}"players":[{",".join(_player_line(p) for p in result.players)}],'
        f'"pairs":[{",".join(_pair_line(pair) for pair in result.pairs)}]'
    )
    if result.race is not None:
        text += f',"race":{_encode(_race(result.race))}'
    return text + "}"
