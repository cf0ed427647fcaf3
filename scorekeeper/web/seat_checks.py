"""The live checks of one seat's set, computed by the engine, as JSON the phone words.

The same engine calls as the app's hand page makes (``ui/hand_checks.py``): ``row_value``,
``category``, ``top_rank`` and ``evaluate_lowball`` name each row, ``assess`` gives the
status, royalties and natural, ``foul_rows`` why a set fouls. The phone never decides
anything: it shows these ids in its language (the game's terms, :mod:`scorekeeper.game.terms`).

>>> from scorekeeper.game import resolve_rules
>>> checks = seat_checks(resolve_rules(None), SetRows("As Ah Kd", "2c 3c 4c 5c 7d", "9s 9h 8d 8c 2s"))
>>> checks["rows"]["front"]["hand"], checks["status"], checks["foul"]
('pair', 'fouled', [['middle', 'front']])
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from scorekeeper.errors import InputError
from scorekeeper.game.cards import Card, format_cards, parse_cards
from scorekeeper.game.deal import ROW_SIZES, SeatedHand
from scorekeeper.game.hands import category, evaluate_lowball, row_value, top_rank
from scorekeeper.game.rules import ROWS, RuleSet
from scorekeeper.game.scoring import FOULED, assess, foul_rows


@dataclass(frozen=True)
class SetRows:
    """A seat's rows as text, with its two flags."""

    front: str
    middle: str
    back: str
    surrender: bool = False
    declare_natural: bool = True

    def text(self, row: str) -> str:
        value: str = getattr(self, row)
        return value


def parse_rows(rows: SetRows) -> dict[str, tuple[Card, ...]]:
    """Each row's cards; an unreadable row is refused naming the row."""
    out: dict[str, tuple[Card, ...]] = {}
    for row in ROWS:
        try:
            out[row] = parse_cards(rows.text(row))
        except InputError as exc:
            raise InputError(f"{row}: {exc}") from None
    return out


def _row_json(cards: tuple[Card, ...], row: str, rules: RuleSet) -> dict[str, Any]:
    out: dict[str, Any] = {"cards": format_cards(cards), "count": len(cards), "size": ROW_SIZES[row]}
    if len(cards) != ROW_SIZES[row]:
        return out
    if row == "middle" and rules.middle == "lowball":
        out["hand"], out["low"] = category(-evaluate_lowball(cards)), True
        return out
    value = row_value(cards, wheel=rules.wheel_rule)
    out["hand"], out["rank"] = category(value), top_rank(value)
    out["wheel"] = {c.rank for c in cards} == {14, 2, 3, 4, 5}
    return out


def _problems(cards: dict[str, tuple[Card, ...]], rows: SetRows, rules: RuleSet) -> list[dict[str, Any]]:
    problems: list[dict[str, Any]] = []
    counts = Counter(c for row in ROWS for c in cards[row])
    for card, count in counts.items():
        if count > rules.copies(card):
            problems.append({"problem": "duplicate", "card": str(card), "count": count})
    for row in ROWS:
        if len(cards[row]) > ROW_SIZES[row]:
            problems.append({"problem": "too-many", "row": row, "count": len(cards[row]), "size": ROW_SIZES[row]})
    if rows.surrender and rules.surrender is None:
        problems.append({"problem": "no-surrender"})
    return problems


def seat_checks(rules: RuleSet, rows: SetRows) -> dict[str, Any]:
    """Everything the phone shows about the set so far (rows may still be short)."""
    cards = parse_rows(rows)
    problems = _problems(cards, rows, rules)
    complete = all(len(cards[row]) == ROW_SIZES[row] for row in ROWS)
    out: dict[str, Any] = {
        "rows": {row: _row_json(cards[row], row, rules) for row in ROWS},
        "complete": complete,
        "problems": problems,
        "surrender_allowed": rules.surrender is not None,
        "naturals_on": bool(rules.naturals),
        "status": None,
        "foul": [],
        "royalties": [],
        "natural": None,
    }
    if not complete or problems:
        return out
    seated = SeatedHand("", cards["front"], cards["middle"], cards["back"], rows.surrender, rows.declare_natural)
    status = assess(seated, rules)
    out["status"] = status.status
    if rules.middle == "lowball":
        out["rows"]["middle"]["hand"] = status.categories["middle"]
    out["royalties"] = [{"row": r.row, "hand": r.hand, "units": str(r.units)} for r in status.royalties]
    if status.natural is not None:
        out["natural"] = {"id": status.natural, "units": str(rules.natural_units(status.natural))}
    if status.status == FOULED:
        out["foul"] = [list(pair) for pair in foul_rows(seated, rules)]
        if not out["foul"] and rules.lowball_qualifier is not None:
            out["qualifier"] = rules.lowball_qualifier
        out["foul_plays"] = rules.foul == "play"
    return out


def clean_set(rules: RuleSet, rows: SetRows) -> tuple[SetRows, dict[str, Any]]:
    """The set as it is stored (cards in the canonical form) and its checks; refused in one line
    when it is not a whole, clean set of 13 cards."""
    checks = seat_checks(rules, rows)
    for problem in checks["problems"]:
        if problem["problem"] == "duplicate":
            raise InputError(f"{problem['card']} is in this set {problem['count']} times")
        if problem["problem"] == "no-surrender":
            raise InputError("surrender: not allowed under these rules")
        raise InputError(f"{problem['row']}: {problem['count']} cards, a {problem['row']} holds {problem['size']}")
    for row in ROWS:
        info = checks["rows"][row]
        if info["count"] != info["size"]:
            raise InputError(f"{row}: {info['count']} of {info['size']} cards")
    stored = SetRows(
        front=checks["rows"]["front"]["cards"],
        middle=checks["rows"]["middle"]["cards"],
        back=checks["rows"]["back"]["cards"],
        surrender=rows.surrender,
        declare_natural=rows.declare_natural,
    )
    return stored, checks
