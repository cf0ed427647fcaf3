"""Rule sets: every option of score-cli.md as one frozen, typed value.

A rule set is read from outside (a preset name, a JSON object of options, a book's events)
only through :func:`resolve_rules`: pydantic reads each option by its field's type, then the
rules between options (:mod:`.rule_records`).

>>> rules = resolve_rules({"preset": "classic-1-6", "surrender": "2"})
>>> rules.scoring, rules.surrender
('1-6', Decimal('2'))
>>> rules_json(rules)["surrender"]
'2'
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from decimal import Decimal
from functools import cached_property
from typing import Annotated, Any, Literal

from scorekeeper.errors import InputError
from scorekeeper.game.cards import SUIT_CHARS, parse_cards
from scorekeeper.game.hands import CATEGORIES, ROYAL_FLUSH, Wheel, suit_strengths
from scorekeeper.game.naturals import NaturalOptions
from scorekeeper.game.presets import DEFAULT_PRESET, PRESETS
from scorekeeper.game.rule_records import FRONT_HANDS as FRONT_HANDS
from scorekeeper.game.rule_records import LOW_HANDS as LOW_HANDS
from scorekeeper.game.rule_records import LOW_RANKS as LOW_RANKS
from scorekeeper.game.rule_records import Naturals, option_json, options_fit, royalty_fits, royalty_json
from scorekeeper.game.rule_values import (
    FrozenMap,
    extra_suits_value,
    foul_value,
    horse_card_value,
    rank_value,
    suit_order_value,
)
from scorekeeper.reading import AMOUNT, BOOL, STRICT_RECORD, Parsed, Reader, Whole, read

Row = Literal["front", "middle", "back"]
ROWS: tuple[str, str, str] = ("front", "middle", "back")
HandName = Literal[
    "high-card",
    "pair",
    "two-pair",
    "three-of-a-kind",
    "straight",
    "flush",
    "full-house",
    "four-of-a-kind",
    "straight-flush",
    "royal-flush",
    "five-of-a-kind",
    "low",
    "low-wheel",
]
HAND_NAMES: tuple[str, ...] = HandName.__args__  # type: ignore[attr-defined]
assert set(CATEGORIES) | {ROYAL_FLUSH} | LOW_HANDS == set(HAND_NAMES)

Scoring = Literal["2-4", "1-6", "per-row"]
RoyaltyPayment = Literal["winner-only", "always", "cancel"]
Foul = Literal["scoop", "play"] | Decimal
WheelRule = Literal["lowest", "second-highest"]
Middle = Literal["high", "lowball"]
Game = Literal["classic", "criss-cross", "race"]
LowRank = Literal["T", "9", "8", "7"]
SixPairs = Literal["quads-and-triples", "quads", "pairs"]
NaturalRows = Literal["any-split", "as-set"]
NaturalVsNatural = Literal["compare", "tie"]
Banker = Literal["dealer"]
Suit = Literal["s", "h", "d", "c"]
FantasyEntry = Literal["QQ", "KK", "AA", "trips"]
ButtonRule = Literal["moves", "stays"]


@dataclass(frozen=True)
class RoyaltyEntry:
    """One royalty: a row holding this hand (of this rank, fronts only) earns units."""

    row: Row
    hand: HandName
    units: AMOUNT
    rank: Annotated[int | None, Parsed(rank_value)] = None  # 2-14; written as its letter (rule_values.rank_text)
    __pydantic_config__ = STRICT_RECORD  # read from outside through pydantic: every key known


def _option(default: Any, doc: str) -> Any:
    return field(default=default, metadata={"doc": doc})


def _option_map(doc: str) -> Any:
    return field(default_factory=FrozenMap, metadata={"doc": doc})


@dataclass(frozen=True)
class RuleSet:
    """Every rule option; the defaults are those of the classic-2-4 preset.

    Options added with the other games of the family (docs/variants.md) and those of
    score-cli.md's "More rule options" are written out only when they differ from their
    default, so rules stored before they existed read back the same.
    """

    __pydantic_config__ = STRICT_RECORD  # read from outside through pydantic (resolve_rules)

    scoring: Scoring = _option(
        "2-4",
        ("2-4: 1 per row plus 1 overall for two rows; 1-6: 1 per row plus 3 for a scoop; per-row: 1 per row."),
    )
    royalties: tuple[Annotated[RoyaltyEntry, Parsed(royalty_fits, mode="after")], ...] = _option(
        (),
        ("Units a row earns for a strong hand (exact category; a front entry may name a rank)."),
    )
    royalty_payment: RoyaltyPayment = _option(
        "winner-only",
        (
            "winner-only: paid by an opponent whose row it beats; always: collected from everyone, the difference"
            " moves; cancel: not paid when both hold one in that row."
        ),
    )
    one_royalty_per_hand: BOOL = _option(False, "A player claims only their largest royalty.")
    naturals: Annotated[FrozenMap, Naturals()] = _option_map(
        "Naturals switched on, with their units; a natural wins at once and is not set."
    )
    surrender: AMOUNT | None = _option(
        Decimal("2.5"),
        ("Units a surrendering player pays each opponent who plays; null: surrender not allowed."),
    )
    foul: Annotated[Foul, Parsed(foul_value)] = _option(
        "scoop",
        ("A mis-set hand pays as if scooped (scoop), a fixed number of units, or plays its rows (play)."),
    )
    foul_pays_royalties: BOOL = _option(True, "A fouled player also pays the opponent's royalties.")
    scoop_multiplier: AMOUNT = _option(
        Decimal(1),
        ("Everything between two players is multiplied when one wins all three rows (打槍)."),
    )
    home_run_multiplier: AMOUNT = _option(
        Decimal(1),
        ("A player who scoops every opponent at a table of 3+ has each payment multiplied again (全壘打)."),
    )
    wheel: WheelRule = _option("lowest", "A-2-3-4-5 is the lowest straight, or second-highest (just below 10-J-Q-K-A).")
    middle: Middle = _option(
        "high",
        ("lowball: the middle plays deuce-to-seven low; then only back >= front is required."),
    )
    front_qka_straight: BOOL = _option(False, "Q-K-A counts as a front run for the three-straights natural.")
    game: Game = _option(
        "classic",
        (
            "classic: every pair head to head; criss-cross: heads-up, each player sets two hands, each plays both"
            " of the opponent's; race: 1 point per best row at the table, first to the race target wins."
        ),
    )
    max_players: Annotated[int, Whole(2, 4)] = _option(4, "At most this many players sit at a hand (Pineapple: 3).")
    fantasy_land: BOOL = _option(
        False,
        (
            "Queens or better in the front without fouling: the next hand is played in Fantasy Land; stay with "
            "front trips, a full house or better in the middle, or quads or better in the back."
        ),
    )
    fantasy_land_cards: Annotated[int, Whole(13, 17)] = _option(
        13, "Cards dealt at once in Fantasy Land (OFC 13, Pineapple 14)."
    )
    fantasy_land_progressive: BOOL = _option(
        False,
        ("Progressive Fantasy Land: QQ deals 14 cards, KK 15, AA 16, front trips 17."),
    )
    race_target: Annotated[int, Whole(1, 1000)] = _option(11, "Race: the points that win a game.")
    race_stake: AMOUNT | None = _option(
        None,
        ("Race: units each other player of a game pays its winner; null: no money moves."),
    )
    suit_order: Annotated[str | None, Parsed(suit_order_value)] = _option(
        None,
        (
            "Suits break ties between rows of equal rank, strongest first (shcd: spades > hearts > clubs > "
            "diamonds): the first card in ranking order whose suits differ decides, in scoring and in the setting"
            " rule."
        ),
    )
    lowball_qualifier: LowRank | None = _option(
        None,
        (
            "With a deuce-to-seven middle: it must be this low or better (highest card at most this rank, no "
            "pair, straight or flush), else the hand fouls."
        ),
    )
    six_pairs_counts: SixPairs = _option(
        "quads-and-triples",
        (
            "What makes six pairs: a quad as two pairs and a triple as a pair plus a card; quads only (a triple "
            "breaks it); or plain pairs only."
        ),
    )
    natural_rows: NaturalRows = _option(
        "any-split",
        (
            "as-set: three flushes, three straights and three straight flushes count only when the rows as "
            "entered make them; any-split: found from the 13 cards."
        ),
    )
    natural_vs_natural: NaturalVsNatural = _option(
        "compare",
        ("Two declared naturals: the stronger collects its units (compare), or nothing moves (tie)."),
    )
    horse_card: Annotated[str | None, Parsed(horse_card_value)] = _option(
        None,
        (
            "马牌: every pair whose players hold this card is multiplied by the horse multiplier once per holder, "
            "natural, foul and surrender payments included."
        ),
    )
    horse_multiplier: AMOUNT = _option(Decimal(2), "What the horse card multiplies a pair by (>= 1).")
    banker: Banker | None = _option(
        None,
        (
            "坐庄: everyone plays only the banker (the hand's dealer), each at their own multiple 1-5; only the "
            "banker can make a home run."
        ),
    )
    extra_suits: Annotated[tuple[Suit, ...], Parsed(extra_suits_value, mode="before")] = _option(
        (),
        (
            "加一色 / 多一色: one more copy of every card of each listed suit (s: 65 cards, 5 players; s and h: 78 "
            "cards, 6 players); five of a kind ranks above a straight flush."
        ),
    )
    match_hands: Annotated[int, Whole(1, 100_000)] | None = _option(
        None,
        ("Sessions: a match ends after this many hands, with its own totals and winner."),
    )
    royalty_cap: AMOUNT | None = _option(
        None,
        ("A player collects at most this many royalty units in a hand from each opponent."),
    )
    scoop_cap: AMOUNT | None = _option(
        None,
        ("A pair's payment in a hand where one scoops the other is at most this many units."),
    )
    home_run_cap: AMOUNT | None = _option(
        None,
        ("A pair's payment in a hand where the payer is part of a home run is at most this."),
    )
    fantasy_land_entry: FantasyEntry = _option(
        "QQ",
        ("Fantasy Land: the weakest unfouled front that enters (QQ, KK, AA or trips)."),
    )
    fantasy_land_low_wheel: BOOL = _option(
        False,
        ("Fantasy Land: with a deuce-to-seven middle, a 7-5-4-3-2 middle enters too."),
    )
    button_in_fantasy_land: ButtonRule = _option(
        "moves",
        (
            "stays: after a hand in which anyone played Fantasy Land the dealer does not move, and a match does "
            "not count that hand."
        ),
    )

    @property
    def wheel_rule(self) -> Wheel:
        return Wheel(self.wheel)

    @cached_property
    def royalty_lookup(self) -> dict[tuple[str, str, int | None], Decimal]:
        """(row, hand, rank or None) -> units, built once per rule set (it is frozen)."""
        return {(e.row, e.hand, e.rank): e.units for e in self.royalties}

    def natural_units(self, natural: str) -> Decimal:
        """Units of a switched-on natural."""
        for key, units in self.naturals.items():
            if key == natural:
                return Decimal(units)
        raise KeyError(natural)

    @cached_property
    def strengths(self) -> tuple[int, ...] | None:
        """Each suit's strength (s h d c) under ``suit_order``, or None when suits never break ties."""
        return None if self.suit_order is None else suit_strengths(self.suit_order)

    @cached_property
    def natural_options(self) -> NaturalOptions:
        """The options that shape what a natural is, for :func:`scorekeeper.game.naturals.detect`."""
        return NaturalOptions(self.front_qka_straight, self.six_pairs_counts, self.natural_rows == "as-set")

    @cached_property
    def horse(self) -> int | None:
        """The horse card as a card index, or None."""
        return None if self.horse_card is None else int(parse_cards(self.horse_card)[0])

    @property
    def seat_limit(self) -> int:
        """Players a hand may seat: ``max_players`` plus one per extra suit."""
        return self.max_players + len(self.extra_suits)

    def copies(self, card: int) -> int:
        """How many copies of this card the deck holds."""
        return 2 if SUIT_CHARS[card & 3] in self.extra_suits else 1


_FIELDS = {f.name: f for f in dataclasses.fields(RuleSet)}
OPTION_NAMES: tuple[str, ...] = tuple(_FIELDS)
OPTION_DOCS: dict[str, str] = {name: f.metadata["doc"] for name, f in _FIELDS.items()}
"""What each option does, in the words the app's Rules dialog translates."""
OPTION_DEFAULTS: dict[str, Any] = {name: getattr(RuleSet(), name) for name in OPTION_NAMES}
MORE_OPTIONS: tuple[str, ...] = OPTION_NAMES[OPTION_NAMES.index("suit_order") :]
"""The options of score-cli.md's "More rule options", in the order it lists them."""
VARIANT_DEFAULTS: dict[str, Any] = {
    name: OPTION_DEFAULTS[name]
    for name in (
        "game",
        "max_players",
        "fantasy_land",
        "fantasy_land_cards",
        "fantasy_land_progressive",
        "race_target",
        "race_stake",
        *MORE_OPTIONS,
    )
}
"""Options added for the other games, with the value that means "as before they existed"."""


def preset(name: str) -> RuleSet:
    """A named preset (``classic-2-4``, ``classic-1-6``, ``thirteen-water``, ``ofc``, ``pineapple``...)."""
    return resolve_rules(name)


def _raw_options(value: object) -> dict[str, Any]:
    if value is None:
        return dict(PRESETS[DEFAULT_PRESET])
    if isinstance(value, str):
        if value not in PRESETS:
            raise InputError(f"unknown rule preset {value!r} (one of {', '.join(PRESETS)})")
        return dict(PRESETS[value])
    if not isinstance(value, dict):
        raise InputError("rules: must be a preset name or an object")
    options = dict(value)
    name = options.pop("preset", None)
    if name is not None and not isinstance(name, str):
        raise InputError("rules.preset: must be a preset name")
    base = _raw_options(name)
    for key in options:
        if key not in _FIELDS:
            raise InputError(f"unknown rule option {key!r}")
    return {**base, **options}


CHECKED_RULES = Annotated[RuleSet, Parsed(options_fit, mode="after")]
"""A rule set as pydantic reads it: each option by its field's type, then the options together."""


def resolve_rules(value: object) -> RuleSet:
    """A rule set from a preset name, or ``{"preset": NAME, ...overrides}``, or None."""
    rules: RuleSet = read(CHECKED_RULES, _raw_options(value), prefix="rules")
    return rules


def rules_json(rules: RuleSet) -> dict[str, Any]:
    """The rule set as the JSON object a book and an export keep (it reads back the same); the
    options of the other games only when they differ from their default."""
    return {
        name: option_json(name, value)
        for name in OPTION_NAMES
        if (value := getattr(rules, name)) != VARIANT_DEFAULTS.get(name, _ALWAYS)
    }


_ALWAYS = object()
RULE_SET: Reader[RuleSet] = Reader(CHECKED_RULES, dump=rules_json, prefix="rules")
ROYALTY_ENTRY: Reader[RoyaltyEntry] = Reader(
    Annotated[RoyaltyEntry, Parsed(royalty_fits, mode="after")], dump=royalty_json
)


def rule_changes(before: RuleSet, after: RuleSet) -> list[tuple[str, Any, Any]]:
    """The options ``after`` sets otherwise than ``before``, in the options' order: (name, was, is).

    >>> rule_changes(preset("classic-2-4"), preset("classic-1-6"))
    [('scoring', '2-4', '1-6')]
    """
    return [(name, a, b) for name in OPTION_NAMES if (a := getattr(before, name)) != (b := getattr(after, name))]
