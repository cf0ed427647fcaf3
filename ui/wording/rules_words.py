"""What the app says about rule sets: the titles of the presets and of the option values, the
engine's description of each option (translated), a rule set's title for headers, and the
warning about a surrender outside the sensible range.

No widgets: the rules editor's boxes and the window's headers both use these words.
"""

from __future__ import annotations

from decimal import Decimal

from scorekeeper.amounts import format_amount
from scorekeeper.game import OPTION_DOCS, PRESETS, RuleSet, resolve_rules, sensible_surrender_range
from scorekeeper_app.session.rules_more import MORE_DESCRIPTIONS
from scorekeeper_app.wording.i18n import QT_TRANSLATE_NOOP, translate

CUSTOM = "custom"
# The titles below are shown translated (context "RulesEditor"): titles().
PRESET_TITLES = {
    "classic-2-4": QT_TRANSLATE_NOOP("RulesEditor", "Classic 2-4"),
    "classic-1-6": QT_TRANSLATE_NOOP("RulesEditor", "Classic 1-6"),
    "thirteen-water": QT_TRANSLATE_NOOP("RulesEditor", "Thirteen Water (十三水)"),
    "ofc": QT_TRANSLATE_NOOP("RulesEditor", "Open-face (OFC)"),
    "pineapple": QT_TRANSLATE_NOOP("RulesEditor", "Pineapple (OFC, 3 players)"),
    "criss-cross": QT_TRANSLATE_NOOP("RulesEditor", "Criss Cross (heads-up, two hands)"),
    "race-to-11": QT_TRANSLATE_NOOP("RulesEditor", "Race to 11"),
    "shisanshui-room": QT_TRANSLATE_NOOP("RulesEditor", "十三水 room (suits, horse card 5♥)"),
    "pineapple-27": QT_TRANSLATE_NOOP("RulesEditor", "2-7 Pineapple (low middle)"),
    CUSTOM: QT_TRANSLATE_NOOP("RulesEditor", "Custom"),
}
SCORING_TITLES = {
    "2-4": QT_TRANSLATE_NOOP("RulesEditor", "2-4 (row + overall)"),
    "1-6": QT_TRANSLATE_NOOP("RulesEditor", "1-6 (row + scoop bonus)"),
    "per-row": QT_TRANSLATE_NOOP("RulesEditor", "Per row"),
}
PAYMENT_TITLES = {
    "winner-only": QT_TRANSLATE_NOOP("RulesEditor", "Winner only"),
    "always": QT_TRANSLATE_NOOP("RulesEditor", "Always (difference)"),
    "cancel": QT_TRANSLATE_NOOP("RulesEditor", "Cancel when both hold"),
}
WHEEL_TITLES = {
    "lowest": QT_TRANSLATE_NOOP("RulesEditor", "Lowest straight"),
    "second-highest": QT_TRANSLATE_NOOP("RulesEditor", "Second-highest straight"),
}
MIDDLE_TITLES = {
    "high": QT_TRANSLATE_NOOP("RulesEditor", "High (normal)"),
    "lowball": QT_TRANSLATE_NOOP("RulesEditor", "Lowball (2-7 low)"),
}
GAME_TITLES = {
    "classic": QT_TRANSLATE_NOOP("RulesEditor", "Classic (every pair head to head)"),
    "criss-cross": QT_TRANSLATE_NOOP("RulesEditor", "Criss Cross (heads-up, two hands each)"),
    "race": QT_TRANSLATE_NOOP("RulesEditor", "Race (points for the best rows)"),
}
FOUL_TITLES = {
    "scoop": QT_TRANSLATE_NOOP("RulesEditor", "Pays as if scooped"),
    "play": QT_TRANSLATE_NOOP("RulesEditor", "Rows play as set"),
    "fixed": QT_TRANSLATE_NOOP("RulesEditor", "Pays a fixed amount"),
}
# The engine's description of each rule option (RuleSet's field descriptions), for the
# tooltips: describe() shows them translated. tests/test_translations.py checks that this
# list still matches the engine word for word.
OPTION_DESCRIPTIONS = {
    "scoring": QT_TRANSLATE_NOOP(
        "RuleDescriptions",
        "2-4: 1 per row plus 1 overall for two rows; 1-6: 1 per row plus 3 for a scoop; per-row: 1 per row.",
    ),
    "royalties": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "Units a row earns for a strong hand (exact category; a front entry may name a rank)."
    ),
    "royalty_payment": QT_TRANSLATE_NOOP(
        "RuleDescriptions",
        "winner-only: paid by an opponent whose row it beats; always: collected from everyone, the difference moves; "
        "cancel: not paid when both hold one in that row.",
    ),
    "one_royalty_per_hand": QT_TRANSLATE_NOOP("RuleDescriptions", "A player claims only their largest royalty."),
    "naturals": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "Naturals switched on, with their units; a natural wins at once and is not set."
    ),
    "surrender": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "Units a surrendering player pays each opponent who plays; null: surrender not allowed."
    ),
    "foul": QT_TRANSLATE_NOOP(
        "RuleDescriptions",
        "A mis-set hand pays as if scooped (scoop), a fixed number of units, or plays its rows (play).",
    ),
    "foul_pays_royalties": QT_TRANSLATE_NOOP("RuleDescriptions", "A fouled player also pays the opponent's royalties."),
    "scoop_multiplier": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "Everything between two players is multiplied when one wins all three rows (打槍)."
    ),
    "home_run_multiplier": QT_TRANSLATE_NOOP(
        "RuleDescriptions",
        "A player who scoops every opponent at a table of 3+ has each payment multiplied again (全壘打).",
    ),
    "wheel": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "A-2-3-4-5 is the lowest straight, or second-highest (just below 10-J-Q-K-A)."
    ),
    "middle": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "lowball: the middle plays deuce-to-seven low; then only back >= front is required."
    ),
    "front_qka_straight": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "Q-K-A counts as a front run for the three-straights natural."
    ),
    "game": QT_TRANSLATE_NOOP(
        "RuleDescriptions",
        "classic: every pair head to head; criss-cross: heads-up, each player sets two hands, each plays both of "
        "the opponent's; race: 1 point per best row at the table, first to the race target wins.",
    ),
    "max_players": QT_TRANSLATE_NOOP("RuleDescriptions", "At most this many players sit at a hand (Pineapple: 3)."),
    "fantasy_land": QT_TRANSLATE_NOOP(
        "RuleDescriptions",
        "Queens or better in the front without fouling: the next hand is played in Fantasy Land; stay with front "
        "trips, a full house or better in the middle, or quads or better in the back.",
    ),
    "fantasy_land_cards": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "Cards dealt at once in Fantasy Land (OFC 13, Pineapple 14)."
    ),
    "fantasy_land_progressive": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "Progressive Fantasy Land: QQ deals 14 cards, KK 15, AA 16, front trips 17."
    ),
    "race_target": QT_TRANSLATE_NOOP("RuleDescriptions", "Race: the points that win a game."),
    "race_stake": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "Race: units each other player of a game pays its winner; null: no money moves."
    ),
    **MORE_DESCRIPTIONS,  # score-cli.md "More rule options" (rules_more.py)
}


def describe(option: str) -> str:
    """The engine's own description of a rule option, in the app's language."""
    return translate("RuleDescriptions", OPTION_DOCS[option])


def titles(marked: dict[str, str]) -> dict[str, str]:
    """One of the title tables above, in the app's language."""
    return {key: translate("RulesEditor", title) for key, title in marked.items()}


def preset_name(rules: RuleSet) -> str:
    """The preset these rules are exactly, or ``custom``."""
    for name in PRESETS:
        if resolve_rules(name) == rules:
            return name
    return CUSTOM


def rules_title(rules: RuleSet) -> str:
    """``classic 2-4`` or ``custom rules (2-4)`` for headers."""
    name = preset_name(rules)
    if name == CUSTOM:
        return translate("RulesEditor", "custom rules ({scoring})").format(scoring=rules.scoring)
    return translate("RulesEditor", PRESET_TITLES[name]).lower()


surrender_range = sensible_surrender_range  # the rule lives in the engine


def surrender_warning(surrender: Decimal | None, scoring: str, scoop_multiplier: Decimal = Decimal(1)) -> str:
    if surrender is None:
        return ""
    low, high = surrender_range(scoring, scoop_multiplier)
    if low <= surrender <= high:
        return ""
    return translate(
        "RulesEditor",
        "Surrender of {units} units is outside the sensible range: it should cost between "
        "losing two rows ({low}) and being scooped ({high} under {scoring}).",
    ).format(units=format_amount(surrender), low=format_amount(low), high=format_amount(high), scoring=scoring)
