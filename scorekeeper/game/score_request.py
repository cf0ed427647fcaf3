"""``scorekeeper score``: one hand in (JSON), its settlement out (JSON)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scorekeeper.errors import InputError
from scorekeeper.game.deal import SCORE_REQUEST, ScoreRequest, seat_hands
from scorekeeper.game.result_json import hand_result_json
from scorekeeper.game.rules import RuleSet, resolve_rules
from scorekeeper.game.scoring import HandResult, check_player_count, score_hand
from scorekeeper.game.stakes import build_stakes


def parse_request(data: Any) -> ScoreRequest:
    if not isinstance(data, dict):
        raise InputError("the input must be a JSON object with 'players'")
    return SCORE_REQUEST.read(data)


def score_request(data: Any, *, resolve: Callable[[object], RuleSet] = resolve_rules) -> HandResult:
    """Score a hand given as the parsed JSON input of score-cli.md; raises InputError on bad input.

    ``resolve`` turns the input's ``rules`` into a rule set (a batch passes a cached one).
    """
    request = parse_request(data)
    rules = resolve(request.rules)
    if rules.game != "criss-cross":
        check_player_count(len(request.players), rules)
    seats = seat_hands(request, rules.copies)
    overrides = [(s.players[0], s.players[1], s.unit) for s in request.stakes or []]
    stakes = build_stakes(request.unit, overrides, [s.name for s in seats])
    return score_hand(seats, rules, stakes.of, dealer=request.dealer)


def score_json(data: Any, *, resolve: Callable[[object], RuleSet] = resolve_rules) -> dict[str, Any]:
    """:func:`score_request`, as the JSON object ``scorekeeper score`` prints."""
    return hand_result_json(score_request(data, resolve=resolve))
