"""``scorekeeper suggest``: the best ways to set 13 cards under a rule set, as JSON.

    scorekeeper suggest "As Kd Qh ..." [--rules PRESET|FILE.json] [--players N] [--top K]
                        [--check "FRONT|MIDDLE|BACK"]

Expected units are estimates (docs/advisor.md), rounded to 3 decimals (chances to 4)
and printed as decimal strings like every amount of ``score`` (``"-5"``, ``"24.869"``):
exactly the rounded figure, never a float's approximation of it.
"""

from __future__ import annotations

import argparse
from decimal import ROUND_HALF_EVEN, Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any

from scorekeeper.amounts import format_amount
from scorekeeper.errors import InputError
from scorekeeper.game.cards import Card, format_cards, parse_cards
from scorekeeper.game.rules import ROWS, RuleSet, resolve_rules

if TYPE_CHECKING:  # the advisor (and numpy) load only when ``suggest`` runs
    from scorekeeper.advisor.advise import Advice, RowAdvice, SettingCheck, Suggestion

MAX_TOP = 100


_UNITS_PLACES = Decimal("0.001")
_CHANCE_PLACES = Decimal("0.0001")


def _units(value: float) -> str:
    """An estimate of units to 3 decimals, as a normalised decimal string (``"0"``, never ``"-0"``)."""
    return format_amount(Decimal(value).quantize(_UNITS_PLACES, rounding=ROUND_HALF_EVEN))


def _chance(value: float) -> str:
    clamped = min(1.0, max(0.0, value))
    return format_amount(Decimal(clamped).quantize(_CHANCE_PLACES, rounding=ROUND_HALF_EVEN))


def read_rules(value: str | None) -> RuleSet:
    """A rule set from ``--rules``: a preset name or a JSON file (a preset name or ``{"preset": ...}``)."""
    if value is None:
        return resolve_rules(None)
    if value.endswith(".json") or Path(value).is_file():
        from scorekeeper.jsonio import read_json_file

        return resolve_rules(read_json_file(value))
    return resolve_rules(value)


def read_hand(text: str) -> tuple[Card, ...]:
    """Exactly 13 different cards."""
    cards = parse_cards(text)
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise InputError(f"duplicate card {card}")
        seen.add(card)
    if len(cards) != 13:
        raise InputError(f"{len(cards)} cards given, a hand has 13")
    return cards


def read_setting(text: str) -> tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]:
    """``"front|middle|back"`` as three rows of cards."""
    parts = text.split("|")
    if len(parts) != 3:
        raise InputError('--check: write the setting as "FRONT|MIDDLE|BACK", e.g. "Ah Kd 2c|...|..."')
    rows = []
    for row, part in zip(ROWS, parts, strict=True):
        try:
            rows.append(parse_cards(part))
        except InputError as exc:
            raise InputError(f"--check {row}: {exc}") from None
    return rows[0], rows[1], rows[2]


def _row_json(row: RowAdvice) -> dict[str, Any]:
    return {"hand": row.hand, "win": _chance(row.win), "tie": _chance(row.tie)}


def suggestion_json(s: Suggestion) -> dict[str, Any]:
    return {
        "front": format_cards(s.front.cards),
        "middle": format_cards(s.middle.cards),
        "back": format_cards(s.back.cards),
        "units": _units(s.units),
        "rows": {row: _row_json(r) for row, r in zip(ROWS, s.rows, strict=True)},
        "royalties": [{"row": r.row, "hand": r.hand, "units": str(r.units)} for r in s.royalties],
    }


def check_json(check: SettingCheck) -> dict[str, Any]:
    out = suggestion_json(check.suggestion)
    out.update(
        {
            "foul": check.foul,
            "best_units": _units(check.best_units),
            "given_away": _units(check.given_away),
            "rank": check.rank,
        }
    )
    return out


def advice_json(advice: Advice, check: SettingCheck | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {
        "cards": format_cards(sorted(advice.cards, key=lambda c: (-c.rank, c.suit))),
        "players": advice.players,
        "advice": advice.action,
        "natural": None
        if advice.natural is None or advice.natural_units is None
        else {"id": advice.natural, "units": _units(advice.natural_units)},
        "surrender": None if advice.surrender_units is None else {"units": _units(advice.surrender_units)},
        "legal_settings": advice.legal,
        "settings": [suggestion_json(s) for s in advice.suggestions],
    }
    if check is not None:
        out["check"] = check_json(check)
    return out


def suggest(args: argparse.Namespace) -> dict[str, Any]:
    """The JSON ``scorekeeper suggest`` prints."""
    rules = read_rules(args.rules)
    cards = read_hand(args.cards)
    if not 1 <= args.top <= MAX_TOP:
        raise InputError(f"--top: {args.top}, give 1 to {MAX_TOP}")
    setting = read_setting(args.check) if args.check is not None else None
    from scorekeeper.advisor.advise import Advisor

    advisor = Advisor(rules, args.players)
    ranking = advisor.rank(cards)
    advice = advisor.advice(ranking, args.top)
    try:
        check = ranking.check(*setting) if setting is not None else None
    except InputError as exc:
        raise InputError(f"--check: {exc}") from None
    return advice_json(advice, check)


def _run(args: argparse.Namespace) -> int:
    from scorekeeper.cli.output import emit

    emit(suggest(args))
    return 0


def add_advisor_command(sub: Any) -> None:
    """Register ``suggest`` on the top-level parser."""
    parser = sub.add_parser(
        "suggest",
        help="the best ways to set 13 cards under a rule set",
        description=(
            "Rank all 72,072 ways to set 13 cards by expected units against the opponents; "
            'prints JSON. --check "FRONT|MIDDLE|BACK" says how many units an entered setting gives away.'
        ),
    )
    parser.add_argument("cards", metavar='"13 CARDS"', help='the hand, e.g. "As Kd Qh Jc Ts 9d 8h 7c 6s 5d 4h 3c 2s"')
    parser.add_argument("--rules", metavar="PRESET|FILE.json", help="rule preset or rules file (default classic-2-4)")
    parser.add_argument("--players", type=int, default=4, metavar="N", help="players at the table, 2 to 4 (default 4)")
    parser.add_argument("--top", type=int, default=3, metavar="K", help="how many settings to list (default 3)")
    parser.add_argument("--check", metavar='"FRONT|MIDDLE|BACK"', help="a setting to compare with the best")
    parser.set_defaults(run=_run)
