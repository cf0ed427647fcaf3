"""Rule sets: every option of score-cli.md as a validated pydantic model.

>>> rules = resolve_rules({"preset": "classic-1-6", "surrender": "2"})
>>> rules.scoring, rules.surrender
('1-6', Decimal('2'))
"""

from __future__ import annotations

from decimal import Decimal
from functools import cached_property
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    PlainSerializer,
    SerializationInfo,
    SerializerFunctionWrapHandler,
    StrictBool,
    StrictInt,
    ValidationError,
    model_serializer,
    model_validator,
)

from scorekeeper.amounts import Amount
from scorekeeper.cards import SUIT_CHARS, parse_cards
from scorekeeper.errors import InputError
from scorekeeper.hands import CATEGORIES, ROYAL_FLUSH, Wheel, suit_strengths
from scorekeeper.naturals import NaturalId, NaturalOptions
from scorekeeper.presets import DEFAULT_PRESET, PRESETS
from scorekeeper.rule_values import (
    FrozenMap,
    extra_suits_value,
    foul_value,
    horse_card_value,
    rank_text,
    rank_value,
    suit_order_value,
)
from scorekeeper.validation import describe_validation_error

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
LOW_HANDS = frozenset({"low", "low-wheel"})
"""Royalty hands of a deuce-to-seven middle: its highest card (``"rank": R``), or 7-5-4-3-2."""
LOW_RANKS = ("T", "9", "8", "7")
FRONT_HANDS = frozenset({"high-card", "pair", "three-of-a-kind"})
assert set(CATEGORIES) | {ROYAL_FLUSH} | LOW_HANDS == set(HandName.__args__)  # type: ignore[attr-defined]


class RoyaltyEntry(BaseModel):
    """One royalty: a row holding this hand (of this rank, fronts only) earns units."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)
    row: Row
    hand: HandName
    units: Amount
    rank: Annotated[int | None, BeforeValidator(rank_value), PlainSerializer(rank_text)] = None

    @model_validator(mode="after")
    def _row_can_make_it(self) -> RoyaltyEntry:
        if self.row == "front" and self.hand not in FRONT_HANDS:
            raise ValueError(f"a front cannot make {self.hand}")
        if self.hand in LOW_HANDS:
            if self.row != "middle":
                raise ValueError(f"{self.hand} is a royalty of a deuce-to-seven middle only")
            if self.hand == "low" and (self.rank is None or rank_text(self.rank) not in LOW_RANKS):
                raise ValueError('a "low" entry needs "rank": one of T 9 8 7')
            if self.hand == "low-wheel" and self.rank is not None:
                raise ValueError('a "low-wheel" entry (7-5-4-3-2) takes no rank')
        elif self.rank is not None and (self.row != "front" or self.hand not in ("pair", "three-of-a-kind")):
            raise ValueError("rank is only for front pair and three-of-a-kind entries and middle low entries")
        return self


class RuleSet(BaseModel):
    """Every rule option; the defaults are those of the classic-2-4 preset."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)
    scoring: Literal["2-4", "1-6", "per-row"] = Field(
        "2-4",
        description=(
            "2-4: 1 per row plus 1 overall for two rows; 1-6: 1 per row plus 3 for a scoop; per-row: 1 per row."
        ),
    )
    royalties: tuple[RoyaltyEntry, ...] = Field(
        (),
        description="Units a row earns for a strong hand (exact category; a front entry may name a rank).",
    )
    royalty_payment: Literal["winner-only", "always", "cancel"] = Field(
        "winner-only",
        description=(
            "winner-only: paid by an opponent whose row it beats; "
            "always: collected from everyone, the difference moves; "
            "cancel: not paid when both hold one in that row."
        ),
    )
    one_royalty_per_hand: StrictBool = Field(False, description="A player claims only their largest royalty.")
    naturals: Annotated[dict[NaturalId, Amount], AfterValidator(FrozenMap)] = Field(
        default_factory=FrozenMap,
        description="Naturals switched on, with their units; a natural wins at once and is not set.",
    )
    surrender: Amount | None = Field(
        Decimal("2.5"),
        description="Units a surrendering player pays each opponent who plays; null: surrender not allowed.",
    )
    foul: Annotated[Literal["scoop", "play"] | Decimal, BeforeValidator(foul_value)] = Field(
        "scoop",
        description="A mis-set hand pays as if scooped (scoop), a fixed number of units, or plays its rows (play).",
    )
    foul_pays_royalties: StrictBool = Field(True, description="A fouled player also pays the opponent's royalties.")
    scoop_multiplier: Amount = Field(
        Decimal(1),
        description="Everything between two players is multiplied when one wins all three rows (打槍).",
    )
    home_run_multiplier: Amount = Field(
        Decimal(1),
        description="A player who scoops every opponent at a table of 3+ has each payment multiplied again (全壘打).",
    )
    wheel: Literal["lowest", "second-highest"] = Field(
        "lowest",
        description="A-2-3-4-5 is the lowest straight, or second-highest (just below 10-J-Q-K-A).",
    )
    middle: Literal["high", "lowball"] = Field(
        "high",
        description="lowball: the middle plays deuce-to-seven low; then only back >= front is required.",
    )
    front_qka_straight: StrictBool = Field(
        False, description="Q-K-A counts as a front run for the three-straights natural."
    )
    # The options below came with the other games of the family (docs/variants.md). A rule set dumps
    # them only when they differ from their default, so rules stored before they existed read back the same.
    game: Literal["classic", "criss-cross", "race"] = Field(
        "classic",
        description=(
            "classic: every pair head to head; criss-cross: heads-up, each player sets two hands, each plays "
            "both of the opponent's; race: 1 point per best row at the table, first to the race target wins."
        ),
    )
    max_players: Annotated[StrictInt, Field(ge=2, le=4)] = Field(
        4, description="At most this many players sit at a hand (Pineapple: 3)."
    )
    fantasy_land: StrictBool = Field(
        False,
        description=(
            "Queens or better in the front without fouling: the next hand is played in Fantasy Land; stay with "
            "front trips, a full house or better in the middle, or quads or better in the back."
        ),
    )
    fantasy_land_cards: Annotated[StrictInt, Field(ge=13, le=17)] = Field(
        13, description="Cards dealt at once in Fantasy Land (OFC 13, Pineapple 14)."
    )
    fantasy_land_progressive: StrictBool = Field(
        False, description="Progressive Fantasy Land: QQ deals 14 cards, KK 15, AA 16, front trips 17."
    )
    race_target: Annotated[StrictInt, Field(ge=1, le=1000)] = Field(11, description="Race: the points that win a game.")
    race_stake: Amount | None = Field(
        None, description="Race: units each other player of a game pays its winner; null: no money moves."
    )
    # "More rule options" of score-cli.md: real tables' rules, each off by default (dumped only when set).
    suit_order: Annotated[str | None, BeforeValidator(suit_order_value)] = Field(
        None,
        description=(
            "Suits break ties between rows of equal rank, strongest first (shcd: spades > hearts > clubs > "
            "diamonds): the first card in ranking order whose suits differ decides, in scoring and in the "
            "setting rule."
        ),
    )
    lowball_qualifier: Literal["T", "9", "8", "7"] | None = Field(
        None,
        description=(
            "With a deuce-to-seven middle: it must be this low or better (highest card at most this rank, "
            "no pair, straight or flush), else the hand fouls."
        ),
    )
    six_pairs_counts: Literal["quads-and-triples", "quads", "pairs"] = Field(
        "quads-and-triples",
        description=(
            "What makes six pairs: a quad as two pairs and a triple as a pair plus a card; quads only "
            "(a triple breaks it); or plain pairs only."
        ),
    )
    natural_rows: Literal["any-split", "as-set"] = Field(
        "any-split",
        description=(
            "as-set: three flushes, three straights and three straight flushes count only when the rows as "
            "entered make them; any-split: found from the 13 cards."
        ),
    )
    natural_vs_natural: Literal["compare", "tie"] = Field(
        "compare",
        description="Two declared naturals: the stronger collects its units (compare), or nothing moves (tie).",
    )
    horse_card: Annotated[str | None, BeforeValidator(horse_card_value)] = Field(
        None,
        description=(
            "马牌: every pair whose players hold this card is multiplied by the horse multiplier once per "
            "holder, natural, foul and surrender payments included."
        ),
    )
    horse_multiplier: Amount = Field(Decimal(2), description="What the horse card multiplies a pair by (>= 1).")
    banker: Literal["dealer"] | None = Field(
        None,
        description=(
            "坐庄: everyone plays only the banker (the hand's dealer), each at their own multiple 1-5; "
            "only the banker can make a home run."
        ),
    )
    extra_suits: Annotated[tuple[Literal["s", "h", "d", "c"], ...], BeforeValidator(extra_suits_value)] = Field(
        (),
        description=(
            "加一色 / 多一色: one more copy of every card of each listed suit (s: 65 cards, 5 players; s and h: "
            "78 cards, 6 players); five of a kind ranks above a straight flush."
        ),
    )
    match_hands: Annotated[StrictInt, Field(ge=1, le=100_000)] | None = Field(
        None, description="Sessions: a match ends after this many hands, with its own totals and winner."
    )
    royalty_cap: Amount | None = Field(
        None, description="A player collects at most this many royalty units in a hand from each opponent."
    )
    scoop_cap: Amount | None = Field(
        None, description="A pair's payment in a hand where one scoops the other is at most this many units."
    )
    home_run_cap: Amount | None = Field(
        None, description="A pair's payment in a hand where the payer is part of a home run is at most this."
    )
    fantasy_land_entry: Literal["QQ", "KK", "AA", "trips"] = Field(
        "QQ", description="Fantasy Land: the weakest unfouled front that enters (QQ, KK, AA or trips)."
    )
    fantasy_land_low_wheel: StrictBool = Field(
        False, description="Fantasy Land: with a deuce-to-seven middle, a 7-5-4-3-2 middle enters too."
    )
    button_in_fantasy_land: Literal["moves", "stays"] = Field(
        "moves",
        description=(
            "stays: after a hand in which anyone played Fantasy Land the dealer does not move, and a match "
            "does not count that hand."
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
                return units
        raise KeyError(natural)

    @model_serializer(mode="wrap")
    def _dump(self, handler: SerializerFunctionWrapHandler, info: SerializationInfo) -> dict[str, Any]:
        data: dict[str, Any] = handler(self)
        for name, default in VARIANT_DEFAULTS.items():
            if getattr(self, name) == default:
                data.pop(name, None)
        return data

    @cached_property
    def strengths(self) -> tuple[int, ...] | None:
        """Each suit's strength (s h d c) under ``suit_order``, or None when suits never break ties."""
        return None if self.suit_order is None else suit_strengths(self.suit_order)

    @cached_property
    def natural_options(self) -> NaturalOptions:
        """The options that shape what a natural is, for :func:`scorekeeper.naturals.detect`."""
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

    @model_validator(mode="after")
    def _more_options_fit(self) -> RuleSet:
        low = [e for e in self.royalties if e.hand in LOW_HANDS]
        if self.middle != "lowball" and (self.lowball_qualifier is not None or low):
            what = "lowball_qualifier" if self.lowball_qualifier is not None else f"a middle {low[0].hand} royalty"
            raise ValueError(f"{what} needs middle: lowball")
        if self.horse_multiplier < 1:
            raise ValueError("horse_multiplier must be at least 1")
        if self.banker is not None and self.game != "classic":
            raise ValueError("banker mode is for the classic game only (game: classic)")
        return self

    @model_validator(mode="after")
    def _no_duplicate_royalties(self) -> RuleSet:
        seen: set[tuple[str, str, int | None]] = set()
        for entry in self.royalties:
            key = (entry.row, entry.hand, entry.rank)
            if key in seen:
                raise ValueError(f"two royalty entries for {entry.row} {entry.hand}")
            seen.add(key)
        return self


OPTION_NAMES: tuple[str, ...] = tuple(RuleSet.model_fields)
MORE_OPTIONS: tuple[str, ...] = OPTION_NAMES[OPTION_NAMES.index("suit_order") :]
"""The options of score-cli.md's "More rule options", in the order it lists them."""
VARIANT_DEFAULTS: dict[str, Any] = {
    name: RuleSet.model_fields[name].default
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
        if key not in OPTION_NAMES:
            raise InputError(f"unknown rule option {key!r}")
    return {**base, **options}


def resolve_rules(value: object) -> RuleSet:
    """A rule set from a preset name, or ``{"preset": NAME, ...overrides}``, or None."""
    options = _raw_options(value)
    try:
        return RuleSet.model_validate(options)
    except ValidationError as exc:
        raise InputError(describe_validation_error(exc, prefix="rules")) from None
