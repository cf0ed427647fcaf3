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

from scorekeeper.amounts import Amount, parse_amount
from scorekeeper.cards import RANK_CHARS
from scorekeeper.errors import InputError
from scorekeeper.hands import CATEGORIES, ROYAL_FLUSH, Wheel
from scorekeeper.presets import DEFAULT_PRESET, NATURAL_UNITS, PRESETS
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
]
NaturalId = Literal[
    "clean-dragon",
    "dragon",
    "twelve-royals",
    "three-straight-flushes",
    "three-quads",
    "all-low-all-high",
    "full-colored",
    "four-triples",
    "six-pairs",
    "three-straights",
    "three-flushes",
    "no-picture",
]
FRONT_HANDS = frozenset({"high-card", "pair", "three-of-a-kind"})
assert set(CATEGORIES) | {ROYAL_FLUSH} == set(HandName.__args__)  # type: ignore[attr-defined]
assert list(NATURAL_UNITS) == list(NaturalId.__args__)  # type: ignore[attr-defined]


def _rank(value: object) -> int | None:
    if value is None:
        return None
    text = str(value).strip().upper()
    text = "T" if text == "10" else text
    if len(text) != 1 or text not in RANK_CHARS:
        raise ValueError(f"unknown rank {value!r}")
    return RANK_CHARS.index(text) + 2


def _rank_text(rank: int | None) -> str | None:
    """A rank as it is written in a rule set (``"Q"``), so a dumped rule set reads back."""
    return None if rank is None else RANK_CHARS[rank - 2]


def _foul(value: object) -> str | Decimal:
    if value in ("scoop", "play"):
        return str(value)
    try:
        return parse_amount(value)
    except ValueError:
        raise ValueError(f"must be 'scoop', 'play' or a number of units (got {value!r})") from None


class RoyaltyEntry(BaseModel):
    """One royalty: a row holding this hand (of this rank, fronts only) earns units."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    row: Row
    hand: HandName
    units: Amount
    rank: Annotated[int | None, BeforeValidator(_rank), PlainSerializer(_rank_text)] = None

    @model_validator(mode="after")
    def _row_can_make_it(self) -> RoyaltyEntry:
        if self.row == "front" and self.hand not in FRONT_HANDS:
            raise ValueError(f"a front cannot make {self.hand}")
        if self.rank is not None and (self.row != "front" or self.hand not in ("pair", "three-of-a-kind")):
            raise ValueError("rank is only for front pair and three-of-a-kind entries")
        return self


class FrozenMap(dict[Any, Any]):
    """A dict that cannot change and so can be hashed: a rule set is a value (it keys caches)."""

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(frozenset(self.items()))

    def __reduce__(self) -> tuple[type[FrozenMap], tuple[dict[Any, Any]]]:
        return (FrozenMap, (dict(self),))

    def __copy__(self) -> FrozenMap:
        return self

    def __deepcopy__(self, memo: object) -> FrozenMap:
        return self  # keys and values are immutable too

    def _frozen(self, *args: object, **kwargs: object) -> None:
        raise TypeError("a rule set cannot be changed; make a new one (model_copy(update=...))")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = __ior__ = _frozen  # type: ignore[assignment]


class RuleSet(BaseModel):
    """Every rule option; the defaults are those of the classic-2-4 preset."""

    model_config = ConfigDict(extra="forbid", frozen=True)
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
    foul: Annotated[Literal["scoop", "play"] | Decimal, BeforeValidator(_foul)] = Field(
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
