"""One hand, pure: cards in, units and money out. Knows no session."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.lazy_names import lazy_names

__all__: list[str] = []

# -- the part's face: the names the app imports, each loaded from its module on first use (PEP 562) --
if TYPE_CHECKING:
    from scorekeeper.game.cards import RANK_CHARS, SUIT_CHARS, SUIT_SYMBOLS, Card, format_cards, parse_cards
    from scorekeeper.game.deal import ROW_SIZES, HandEntry, SeatedHand, seat_hands
    from scorekeeper.game.hands import category, evaluate_lowball, row_value, top_rank
    from scorekeeper.game.presets import ALL_NATURAL_UNITS, PRESETS
    from scorekeeper.game.rules import (
        MORE_OPTIONS,
        OPTION_DOCS,
        OPTION_NAMES,
        ROYALTY_ENTRY,
        RuleSet,
        resolve_rules,
        rule_changes,
        rules_json,
    )
    from scorekeeper.game.score_request import score_json
    from scorekeeper.game.scoring import (
        FOULED,
        HandResult,
        PairResult,
        PlayerResult,
        SeatStatus,
        assess,
        foul_rows,
        sensible_surrender_range,
    )
    from scorekeeper.game.stakes import StakeTable

_FACE = {
    "ALL_NATURAL_UNITS": "scorekeeper.game.presets",
    "Card": "scorekeeper.game.cards",
    "FOULED": "scorekeeper.game.scoring",
    "HandEntry": "scorekeeper.game.deal",
    "HandResult": "scorekeeper.game.scoring",
    "MORE_OPTIONS": "scorekeeper.game.rules",
    "OPTION_DOCS": "scorekeeper.game.rules",
    "OPTION_NAMES": "scorekeeper.game.rules",
    "PRESETS": "scorekeeper.game.presets",
    "PairResult": "scorekeeper.game.scoring",
    "PlayerResult": "scorekeeper.game.scoring",
    "RANK_CHARS": "scorekeeper.game.cards",
    "ROW_SIZES": "scorekeeper.game.deal",
    "ROYALTY_ENTRY": "scorekeeper.game.rules",
    "RuleSet": "scorekeeper.game.rules",
    "SUIT_CHARS": "scorekeeper.game.cards",
    "SUIT_SYMBOLS": "scorekeeper.game.cards",
    "SeatStatus": "scorekeeper.game.scoring",
    "SeatedHand": "scorekeeper.game.deal",
    "StakeTable": "scorekeeper.game.stakes",
    "assess": "scorekeeper.game.scoring",
    "category": "scorekeeper.game.hands",
    "evaluate_lowball": "scorekeeper.game.hands",
    "format_cards": "scorekeeper.game.cards",
    "foul_rows": "scorekeeper.game.scoring",
    "parse_cards": "scorekeeper.game.cards",
    "resolve_rules": "scorekeeper.game.rules",
    "row_value": "scorekeeper.game.hands",
    "rule_changes": "scorekeeper.game.rules",
    "rules_json": "scorekeeper.game.rules",
    "score_json": "scorekeeper.game.score_request",
    "seat_hands": "scorekeeper.game.deal",
    "sensible_surrender_range": "scorekeeper.game.scoring",
    "top_rank": "scorekeeper.game.hands",
}
__all__ += [
    "ALL_NATURAL_UNITS",
    "Card",
    "FOULED",
    "HandEntry",
    "HandResult",
    "MORE_OPTIONS",
    "OPTION_DOCS",
    "OPTION_NAMES",
    "PRESETS",
    "PairResult",
    "PlayerResult",
    "RANK_CHARS",
    "ROW_SIZES",
    "ROYALTY_ENTRY",
    "RuleSet",
    "SUIT_CHARS",
    "SUIT_SYMBOLS",
    "SeatStatus",
    "SeatedHand",
    "StakeTable",
    "assess",
    "category",
    "evaluate_lowball",
    "format_cards",
    "foul_rows",
    "parse_cards",
    "resolve_rules",
    "row_value",
    "rule_changes",
    "rules_json",
    "score_json",
    "seat_hands",
    "sensible_surrender_range",
    "top_rank",
]


__getattr__ = lazy_names(__name__, _FACE, globals())


# -- end of the face --
