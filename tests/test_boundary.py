"""The typed boundary (pydantic, through scorekeeper.reading's field types): what each type
refuses and the one line a user reads for it, how records are read (exact fields, defaults, the
object's own rules) and written back, and properties (hypothesis): every valid rule set and hand
entry reads back equal from what is written, an amount keeps its exact value, and junk anywhere
is refused with a message, never a crash."""

from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Annotated, Any, Literal, get_args

import pytest
from annotated_types import Len
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel

from scorekeeper.amounts import parse_amount
from scorekeeper.errors import InputError
from scorekeeper.game import rules as R
from scorekeeper.game.cards import DECK, SUIT_CHARS
from scorekeeper.game.deal import HAND_ENTRY, PLAYER_ENTRY, hand_json
from scorekeeper.game.naturals import NATURAL_ORDER
from scorekeeper.game.presets import PRESETS
from scorekeeper.game.rules import OPTION_NAMES, RULE_SET, VARIANT_DEFAULTS, RoyaltyEntry, resolve_rules, rules_json
from scorekeeper.jsonio import load_json
from scorekeeper.reading import AMOUNT, BOOL, STRICT_RECORD, Exact, Items, Parsed, Text, Whole, location, read
from scorekeeper.session.commands import parse_hand_entry
from scorekeeper.session.event_models import EventError, parse_payload
from scorekeeper.session.events import Event

D = Decimal
SOME = settings(max_examples=200, deadline=None)


def one_line(problem: str) -> bool:
    """A message a user reads: one line, outside text in it escaped."""
    return bool(problem) and problem.isprintable()


def message(kind: Any, value: object, *, prefix: str = "") -> str:
    """What a user reads when ``value`` is read as ``kind`` through pydantic and does not fit."""
    with pytest.raises(InputError) as caught:
        read(kind, value, prefix=prefix)
    return str(caught.value)


def text(min_length: int = 0, max_length: int | None = None) -> Any:
    return Annotated[str, Text(min_length, max_length)]


def integer(ge: int | None = None, le: int | None = None) -> Any:
    return Annotated[int, Whole(ge, le, strings=False)]


def literal(*values: object) -> Any:
    return Annotated[Literal[values], Exact()]


def array(item: Any, *, min_length: int = 0, max_length: int | None = None) -> Any:
    return Annotated[tuple[item, ...], Items(min_length, max_length)]


def describe(loc: tuple[str | int, ...], what: str, *, prefix: str = "") -> str:
    """A problem at ``loc`` as describe_error words it."""
    where = location(loc, prefix)
    return f"{where}: {what}" if where else what


def refused(read: Any, value: object, error: type[Exception] = InputError) -> str:
    with pytest.raises(error) as caught:
        read(value)
    return str(caught.value)


def seat(name: str, **extra: Any) -> dict[str, Any]:
    return {"name": name, "front": "6s6c4h", "middle": "Td Ts 9c Qs 8c", "back": "3h 3d 3s 2h 2d", **extra}


# -- single values -------------------------------------------------------------------------------
def test_text_refuses_other_types_a_kept_json_number_and_wrong_lengths() -> None:
    number = load_json('{"front": 1.50}', source="hand")["front"]  # kept as its text "1.50"
    assert message(text(), number) == "must be a string, not a number"
    assert message(text(), 7) == message(text(), None) == "Input should be a valid string"
    assert message(text(min_length=1), "") == "String should have at least 1 character"
    assert message(text(min_length=2), "a") == "String should have at least 2 characters"
    assert message(text(max_length=3), "abcd") == "String should have at most 3 characters"
    assert read(text(min_length=1, max_length=3), "abc") == "abc"


def test_boolean_takes_only_true_and_false() -> None:
    assert read(BOOL, True) is True and read(BOOL, False) is False
    for value in (1, 0, "true", None, []):
        assert message(BOOL, value) == "Input should be a valid boolean"


def test_integer_refuses_bools_and_points_and_reports_bounds() -> None:
    between = integer(ge=1, le=5)
    assert read(between, 1) == 1 and read(between, 5) == 5
    for value in (True, 2.0, "2", load_json("2.0", source="x")):
        assert message(between, value) == "Input should be a valid integer"
    assert message(between, 0) == "Input should be greater than or equal to 1"
    assert message(between, 6) == "Input should be less than or equal to 5"


def test_a_whole_number_may_be_a_decimal_string_but_not_a_fraction_bool_or_float() -> None:
    """score-cli.md: numbers may be JSON numbers or decimal strings (the rules' and seats' counts)."""
    seats = Annotated[int, Whole(1, 5)]
    assert read(seats, "3") == read(seats, 3) == read(seats, " 3 ") == read(seats, "3.0") == 3
    assert message(seats, "3.5") == "must be a whole number (got '3.5')"
    assert message(seats, "+3") == "must be a plain decimal like 2 or 2.5 (got '+3')"
    assert message(seats, "9") == "Input should be less than or equal to 5"
    for value in (True, 3.0, None, [3]):
        assert message(seats, value) == "Input should be a valid integer"
    assert refused(resolve_rules, {"max_players": "3.5"}) == "rules.max_players: must be a whole number (got '3.5')"
    assert resolve_rules({"race_target": "21", "match_hands": "12"}).race_target == 21


def test_literal_matches_value_and_type_and_lists_the_choices() -> None:
    assert message(literal("a", "b"), "x") == "unknown value 'x' ('a' or 'b')"
    assert message(literal("a", "b", "c"), "x") == "unknown value 'x' ('a', 'b' or 'c')"
    assert message(literal(1), True) == "unknown value True (1)"
    assert message(literal("1"), 1) == "unknown value 1 ('1')"
    assert message(literal("a"), ["a"]) == "unknown value ['a'] ('a')"  # not hashable: still a message
    assert message(literal("1.5"), load_json("1.5", source="x")) == "unknown value '1.5' ('1.5')"
    assert read(literal(1, True), True) is True and read(literal(1, True), 1) == 1
    choice = refused(resolve_rules, {"middle": "lowball", "lowball_qualifier": 9})
    assert choice == "rules.lowball_qualifier: unknown value 9 ('T', '9', '8' or '7')"


def test_amount_and_optional() -> None:
    assert read(AMOUNT, "2.50") == D("2.50") and str(read(AMOUNT, "2.50")) == "2.50" and read(AMOUNT, 3) == 3
    assert message(AMOUNT, 2.5) == "must be a decimal string or whole number, not 2.5"
    assert message(AMOUNT, True) == "must be a decimal string or whole number, not True"
    assert message(AMOUNT, "1e3") == "must be a plain decimal like 2 or 2.5 (got '1e3')"
    assert message(AMOUNT, "-1") == "must not be negative (got '-1')"
    assert message(AMOUNT, "1" * 19) == f"must be a plain decimal like 2 or 2.5 (got '{'1' * 19}')"
    assert message(AMOUNT, "1." + "0" * 11).startswith("must be a plain decimal like 2 or 2.5")
    assert read(integer(ge=1) | None, None) is None
    assert message(integer(ge=1) | None, 0) == "Input should be greater than or equal to 1"


def test_a_list_too_long_is_refused_before_its_items_too_short_after_them() -> None:
    two = array(integer(), max_length=2)
    assert message(two, ["x", "y", "z"]) == "List should have at most 2 items after validation, not 3"
    assert message(array(integer(), max_length=1), [1, 2]) == "List should have at most 1 item after validation, not 2"
    three = array(integer(), min_length=3)
    assert message(three, [1, "x"]) == "[1]: Input should be a valid integer"
    assert message(three, [1]) == "List should have at least 3 items after validation, not 1"
    assert message(array(integer(), min_length=1), []) == "List should have at least 1 item after validation, not 0"
    assert message(array(text()), "ab") == "Input should be a valid list"
    assert message(tuple[text(), ...], {"a": 1}) == "Input should be a valid tuple"
    assert read(tuple[integer(), ...], [1, 2]) == (1, 2) and read(array(integer()), (1, 2)) == (1, 2)
    # what a user sees: one seat whose row is missing is named before "at least 2 seats"
    assert refused(parse_hand_entry, {"players": [{"name": "Amy"}]}) == "players[0].front: Field required"
    assert refused(parse_hand_entry, {"players": [seat("Amy")]}) == (
        "players: List should have at least 2 items after validation, not 1"
    )
    assert refused(parse_hand_entry, {"players": [{}] * 7}) == (
        "players: List should have at most 6 items after validation, not 7"
    )


@dataclass(frozen=True)
class Holder:
    m: dict[literal("a", "b"), integer()]  # type: ignore[valid-type]
    __pydantic_config__ = STRICT_RECORD


def test_a_mapping_reports_a_bad_key_at_the_object_and_a_bad_value_at_its_key() -> None:
    assert read(Holder, {"m": {"a": 1}}) == Holder({"a": 1})
    assert message(Holder, {"m": {"c": 1}}) == "m: unknown value 'c' ('a' or 'b')"
    assert message(Holder, {"m": {"a": "1"}}) == "m.a: Input should be a valid integer"
    assert message(Holder, {"m": []}) == "m: Input should be a valid dictionary"
    assert message(Annotated[dict[text(), integer()], Len(0, 1)], {"a": 1, "b": 2}) == (
        "Dictionary should have at most 1 item after validation, not more"
    )
    assert refused(resolve_rules, {"naturals": {"dragon": "x"}}) == (
        "rules.naturals.dragon: must be a plain decimal like 2 or 2.5 (got 'x')"
    )
    assert refused(resolve_rules, {"naturals": {"dragons": 13}}).startswith(
        "rules.naturals: unknown value 'dragons' ('clean-dragon', 'dragon', "
    )


# -- describe --------------------------------------------------------------------------------------
def test_describe_writes_the_path_then_the_problem() -> None:
    assert describe(("players", 1, "front"), "Field required") == "players[1].front: Field required"
    assert describe(("royalties", 0), "bad", prefix="rules") == "rules.royalties[0]: bad"
    assert describe((0,), "bad", prefix="rules") == "rules[0]: bad"
    assert describe((2, "x"), "bad") == "[2].x: bad"
    assert describe((), "bad", prefix="rules") == "rules: bad"
    assert describe((), "bad") == "bad"
    hostile = "k" * 40
    assert describe(("players", 0, hostile), "bad") == f"players[0].{'k' * 30}…' (40 characters): bad"
    short = f"{'k' * 30}…' (40 characters)"  # a mapping's key in the path, cut
    assert message(dict[text(), integer()], {hostile: "1"}) == f"{short}: Input should be a valid integer"
    # a short key is shown as it is, unless it holds a line break or an invisible character
    assert describe(("rows", "a b"), "bad") == "rows.a b: bad"
    assert describe(("rows", "\u202eevil\n"), "bad") == "rows.\\u202eevil\\n: bad"
    rows = {**SAMPLES["added"]["result"]["players"][0], "rows": {"\u202eevil\n": "x" * 41}}
    spoiled_result = {**SAMPLES["added"], "result": {**SAMPLES["added"]["result"], "players": [rows, rows]}}
    assert payload_problem("added", spoiled_result) == (
        "result.players[0].rows.\\u202eevil\\n: String should have at most 40 characters"
    )


def test_an_unknown_key_is_named_with_its_place_or_alone() -> None:
    assert refused(parse_hand_entry, {"players": [seat("Amy"), seat("Bob")], "seat": 1}) == "unknown key 'seat'"
    assert refused(parse_hand_entry, {"players": [seat("Amy"), seat("Bob", seat=3)]}) == (
        "unknown key 'seat' in players[1]"
    )
    royalty = {"row": "front", "hand": "pair", "units": 1, "x" * 50: 2}
    assert refused(resolve_rules, {"royalties": [royalty]}) == (
        f"unknown key '{'x' * 30}…' (50 characters) in rules.royalties[0]"
    )
    assert message(array(Seat), [{"name": "Amy"}, {"name": "Bob", "k": 1}], prefix="p") == "unknown key 'k' in p[1]"
    assert message(Seat, {"name": "Amy", "k": 1}) == "unknown key 'k'"


def test_messages_name_the_field_through_load_json() -> None:
    hand = load_json(json.dumps({"players": [seat("Amy"), seat("Bob")]}).replace('"6s6c4h"', "1.5"), source="hand")
    assert refused(parse_hand_entry, hand) == "players[0].front: must be a string, not a number"
    named = load_json('{"players": [{"name": 2.0}, {}]}', source="hand")
    assert refused(parse_hand_entry, named) == "players[0].name: must be a string, not a number"
    assert refused(parse_hand_entry, {"players": [seat(""), seat("Bob")]}) == (
        "players[0].name: a name must not be empty"
    )


# -- records ----------------------------------------------------------------------------------------
def _named_once(seat: Seat) -> Seat:
    if seat.name == "house":
        raise ValueError("the house does not sit")
    return seat


@dataclass(frozen=True)
class Seat:
    name: text(min_length=1)  # type: ignore[valid-type]
    hand: integer(ge=1, le=2) | None = None  # type: ignore[valid-type]
    tags: list[text()] = field(default_factory=list)  # type: ignore[valid-type]
    __pydantic_config__ = STRICT_RECORD


SEAT = Annotated[Seat, Parsed(_named_once, mode="after")]


def test_a_record_reads_its_fields_defaults_and_refuses_the_rest() -> None:
    assert read(SEAT, {"name": "Amy"}) == Seat("Amy", None, [])
    assert read(SEAT, {"name": "Amy", "hand": 2, "tags": ["x"]}) == Seat("Amy", 2, ["x"])
    first, second = read(SEAT, {"name": "Amy"}), read(SEAT, {"name": "Bob"})
    first.tags.append("late")
    assert second.tags == []  # a default_factory gives each record its own value
    assert message(SEAT, {}) == "name: Field required"
    assert message(SEAT, {"name": "Amy", "hand": 3}) == "hand: Input should be less than or equal to 2"
    assert message(SEAT, {"name": "Amy", "seat": 1}) == "unknown key 'seat'"
    assert message(SEAT, ["Amy"]) == "Input should be a valid dictionary or instance of Seat"
    assert message(SEAT, {"name": "house"}) == "the house does not sit"  # the object's rule, at the object
    assert message(array(SEAT), [{"name": "Amy"}, {"name": "house"}]) == "[1]: the house does not sit"


def test_an_object_rule_is_reported_at_the_object_through_resolve_rules() -> None:
    front_flush = {"row": "front", "hand": "flush", "units": 1}
    assert refused(resolve_rules, {"royalties": [front_flush]}) == "rules.royalties[0]: a front cannot make flush"
    assert refused(resolve_rules, {"lowball_qualifier": "9"}) == "rules: lowball_qualifier needs middle: lowball"
    assert refused(resolve_rules, {"horse_multiplier": "0.5"}) == "rules: horse_multiplier must be at least 1"


def test_an_instance_passes_through_unchanged() -> None:
    rules = R.preset("ofc")
    assert RULE_SET.read(rules) is rules
    entry = RoyaltyEntry("back", "flush", D(4))
    assert resolve_rules({"royalties": [entry]}).royalties[0] is entry
    amy = PLAYER_ENTRY.read(seat("Amy"))
    hand = HAND_ENTRY.read({"players": [amy, seat("Bob")]})
    assert hand.players[0] is amy and HAND_ENTRY.read(hand) is hand


def test_a_callable_default_is_a_value_not_a_factory() -> None:
    @dataclass(frozen=True)
    class Parse:
        how: Any = str.upper  # a default that happens to be callable is kept as it is

    assert read(Parse, {}) == Parse()


def test_dump_writes_fields_in_order_and_omits_them_at_their_omit_value() -> None:
    assert list(PLAYER_ENTRY.dump(PLAYER_ENTRY.read(seat("Amy", hand=1)))) == [*seat("Amy"), *PLAYER_FLAGS, "hand"]
    classic = hand_json(HAND_ENTRY.read({"players": [seat("Amy"), seat("Bob", hand=2)]}))
    assert classic["players"][0] == {**seat("Amy"), "surrender": False, "declare_natural": True}
    assert classic["players"][1] == {**seat("Bob"), "surrender": False, "declare_natural": True, "hand": 2}
    written = rules_json(R.preset("classic-2-4"))
    assert list(written) == [name for name in OPTION_NAMES if name not in VARIANT_DEFAULTS]
    assert written["surrender"] == "2.5" and written["royalties"][0] == {
        "row": "front",
        "hand": "three-of-a-kind",
        "units": "3",
        "rank": None,
    }
    race = rules_json(resolve_rules({"game": "race", "race_stake": "1.50", "extra_suits": ["h", "s"], "foul": "2.50"}))
    assert {k: race[k] for k in VARIANT_DEFAULTS if k in race} == {
        "game": "race",
        "race_stake": "1.5",
        "extra_suits": ["s", "h"],
    }
    assert race["foul"] == "2.50"
    assert rules_json(R.preset("ofc"))["royalties"][-13] == {
        "row": "front",
        "hand": "three-of-a-kind",
        "units": "10",
        "rank": "2",
    }


PLAYER_FLAGS = ("surrender", "declare_natural")


def test_extra_suits_that_are_not_text_get_a_message() -> None:  # it used to raise TypeError
    not_a_suit = "rules.extra_suits[0]: unknown value {} ('s', 'h', 'd' or 'c')"
    assert refused(resolve_rules, {"extra_suits": [{}]}) == not_a_suit
    assert refused(resolve_rules, {"extra_suits": [[], {}]}).startswith("rules.extra_suits[0]: unknown value [] (")
    assert refused(resolve_rules, {"extra_suits": "s"}) == "rules.extra_suits: Input should be a valid tuple"


# -- event payloads -----------------------------------------------------------------------------------
def payload_problem(kind: str, payload: dict[str, Any]) -> str:
    return refused(lambda p: parse_payload(Event(1, kind, "", json.dumps(p), "")), payload, EventError)


def test_an_event_payload_that_does_not_fit_is_named() -> None:
    record = parse_payload(Event(1, "voided", "", '{"hand": 1, "reason": "x"}', ""))[1]
    assert isinstance(record, BaseModel) and record.model_dump() == {
        "v": 1,
        "signed": False,
        "sig": None,  # a gated event's manager signature (issue 27); none on this unsigned void
        "hand": 1,
        "reason": "x",
    }
    assert payload_problem("voided", {"hand": 1, "reason": "x", "extra": 1}) == "unknown key 'extra'"
    assert payload_problem("voided", {"hand": 1}) == "reason: Field required"
    assert payload_problem("voided", {"hand": "1", "reason": ""}) == "hand: Input should be a valid integer"
    assert payload_problem("voided", {"v": 2, "hand": 1, "reason": ""}) == "v: unknown value 2 (1)"
    assert payload_problem("voided", {"hand": 0, "reason": ""}) == "hand: Input should be greater than or equal to 1"
    added = {**SAMPLES["added"], "entry": {"players": [seat("Amy"), {"name": "Bob"}]}}
    assert payload_problem("added", added) == "entry.players[1].front: Field required"
    buyin = {"player": "Amy", "amount": 5.5, "before_hand": 1}
    assert payload_problem("buyin", buyin) == "amount: must be a decimal string or whole number, not 5.5"
    assert payload_problem("buyin", {**buyin, "amount": "5", "signed": 0}) == "signed: Input should be a valid boolean"
    assert payload_problem("collection", {"collection": {"kind": "percent"}, "from_hand": 1}) == (
        "collection: a percent collection needs percent"
    )


def test_hands_within_hands_are_refused_by_name_not_by_the_stack() -> None:
    player = SAMPLES["added"]["result"]["players"][0]
    for _ in range(300):  # deeper than the stack would go if the check recursed with the data
        player = {**player, "hands": [player]}
    result = {**SAMPLES["added"]["result"], "players": [player, player]}
    assert payload_problem("added", {**SAMPLES["added"], "result": result}) == (
        "unknown key 'hands' in result.players[0].hands[0]"
    )


def test_a_recorded_amount_is_ascii_digits_only() -> None:
    # Decimal("٢") is 2: an amount in other digits must not slip into a book's money
    unit = {"unit": "\u0662", "from_hand": 1}
    assert (
        payload_problem("unit", unit)
        == "unit: not an amount ('\u0662'): a plain decimal, at most 18 digits and 10 decimals"
    )
    pair = {"players": ["Amy", "Bob"], "units": "1", "money": "\uff12", "rows": None}
    added = {**SAMPLES["added"], "result": {**SAMPLES["added"]["result"], "pairs": [pair]}}
    assert payload_problem("added", added).startswith("result.pairs[0].money: not an amount")


# -- properties ---------------------------------------------------------------------------------------
DIGITS = "0123456789"
_whole, _decimals = st.text(DIGITS, min_size=1, max_size=18), st.text(DIGITS, max_size=10)
amounts = st.integers(0, 10**18 - 1) | st.builds(lambda w, d: w + (d and "." + d), _whole, _decimals)
"""Amounts up to the input limits: 18 digits before the point, 10 after (text or a whole number)."""
at_least_one = st.builds(lambda w, d: w.lstrip("0").rjust(1, "1") + (d and "." + d), _whole, _decimals)
RANK_SPELLINGS = {"T": ["T", "t", "10"], **{r: [r, r.lower()] for r in "23456789JQKA"}}
RANK_NUMBER = {s: "23456789TJQKA".index(r) + 2 for r, spellings in RANK_SPELLINGS.items() for s in spellings}
_NO_LOW = [h for h in R.HAND_NAMES if h not in R.LOW_HANDS]
ROYALTY_KINDS = (
    [("front", "high-card", None)]
    + [("front", h, r) for h in ("pair", "three-of-a-kind") for r in [None, *RANK_SPELLINGS]]
    + [(row, h, None) for row in ("middle", "back") for h in _NO_LOW]
)
LOW_KINDS = [("middle", "low", r) for r in R.LOW_RANKS] + [("middle", "low-wheel", None)]


@st.composite
def royalties(draw: st.DrawFn, lowball: bool) -> list[dict[str, Any]]:
    kinds = draw(st.lists(st.sampled_from(ROYALTY_KINDS + (LOW_KINDS if lowball else [])), unique=True, max_size=8))
    out = []
    for row, hand, rank in kinds:
        entry = {"row": row, "hand": hand, "units": draw(amounts)}
        if rank is not None:
            entry["rank"] = draw(st.sampled_from(RANK_SPELLINGS[rank]))
        out.append(entry)
    return out


def _one_of(kind: Any) -> st.SearchStrategy[Any]:
    return st.sampled_from(get_args(kind))


PLAIN_OPTIONS: dict[str, st.SearchStrategy[Any]] = {
    "scoring": _one_of(R.Scoring),
    "royalty_payment": _one_of(R.RoyaltyPayment),
    "one_royalty_per_hand": st.booleans(),
    "surrender": st.none() | amounts,
    "foul": st.sampled_from(["scoop", "play"]) | amounts,
    "foul_pays_royalties": st.booleans(),
    "scoop_multiplier": amounts,
    "home_run_multiplier": amounts,
    "wheel": _one_of(R.WheelRule),
    "front_qka_straight": st.booleans(),
    "max_players": st.integers(2, 4),
    "fantasy_land": st.booleans(),
    "fantasy_land_cards": st.integers(13, 17),
    "fantasy_land_progressive": st.booleans(),
    "race_target": st.integers(1, 1000),
    "race_stake": st.none() | amounts,
    "six_pairs_counts": _one_of(R.SixPairs),
    "natural_rows": _one_of(R.NaturalRows),
    "natural_vs_natural": _one_of(R.NaturalVsNatural),
    "horse_multiplier": at_least_one,
    "match_hands": st.none() | st.integers(1, 100_000),
    "royalty_cap": st.none() | amounts,
    "scoop_cap": st.none() | amounts,
    "home_run_cap": st.none() | amounts,
    "fantasy_land_entry": _one_of(R.FantasyEntry),
    "fantasy_land_low_wheel": st.booleans(),
    "button_in_fantasy_land": _one_of(R.ButtonRule),
}


AMOUNT_OPTIONS = {name for name, value in R.OPTION_DEFAULTS.items() if isinstance(value, Decimal)} | {
    "race_stake",
    "royalty_cap",
    "scoop_cap",
    "home_run_cap",
    "foul",
}


def _expected(name: str, value: object) -> object:
    """What an option given as ``value`` reads as: amounts exact, the rest as given."""
    return D(str(value)) if name in AMOUNT_OPTIONS and value not in (None, "scoop", "play") else value


@st.composite
def rule_options(draw: st.DrawFn) -> dict[str, Any]:
    """A valid rule set as a user may write it: a preset and any options over it."""
    preset = draw(st.sampled_from(sorted(PRESETS)))
    game = draw(_one_of(R.Game))
    middle = draw(_one_of(R.Middle)) if PRESETS[preset]["middle"] == "high" else "lowball"  # pineapple-27
    options: dict[str, Any] = {"preset": preset, "game": game, "middle": middle}
    for name in draw(st.lists(st.sampled_from(sorted(PLAIN_OPTIONS)), unique=True)):
        options[name] = draw(PLAIN_OPTIONS[name])
    more: dict[str, st.SearchStrategy[Any]] = {
        "royalties": royalties(middle == "lowball"),
        "naturals": st.dictionaries(st.sampled_from(NATURAL_ORDER), amounts),
        "suit_order": st.none() | st.permutations(SUIT_CHARS).map("".join) | st.just("SHDC"),
        "horse_card": st.none() | st.sampled_from(DECK).map(str),
        "extra_suits": st.lists(st.sampled_from(SUIT_CHARS), unique=True, max_size=2),
        "lowball_qualifier": st.none() | (_one_of(R.LowRank) if middle == "lowball" else st.nothing()),
        "banker": st.none() | (st.just("dealer") if game == "classic" else st.nothing()),
    }
    for name in draw(st.lists(st.sampled_from(sorted(more)), unique=True)):
        options[name] = draw(more[name])
    return options


@SOME
@given(rule_options())
def test_any_valid_rule_set_reads_back_equal_from_what_is_written(options: dict[str, Any]) -> None:
    rules = resolve_rules(options)
    for name in set(options) & set(PLAIN_OPTIONS):
        assert getattr(rules, name) == _expected(name, options[name]), name
    if "royalties" in options:
        assert [(e.row, e.hand, e.units, e.rank) for e in rules.royalties] == [
            (e["row"], e["hand"], D(str(e["units"])), RANK_NUMBER.get(e.get("rank"))) for e in options["royalties"]
        ]
    if "naturals" in options:
        assert rules.naturals == {k: D(str(v)) for k, v in options["naturals"].items()}
    if options.get("suit_order") is not None:
        assert rules.suit_order == options["suit_order"].lower()
    written = rules_json(rules)
    assert resolve_rules(written) == rules
    stored = json.dumps(written)
    assert resolve_rules(json.loads(stored)) == rules and resolve_rules(load_json(stored, source="book")) == rules
    assert json.dumps(rules_json(resolve_rules(json.loads(stored)))) == stored  # byte-identical the second time
    for name, default in VARIANT_DEFAULTS.items():
        assert (name in written) == (getattr(rules, name) != default), name


name_chars = st.sampled_from(list("AaBbZzÉéßøŁ李王 -'09"))
seat_entries = st.fixed_dictionaries(
    {"name": st.text(name_chars, min_size=1, max_size=40).filter(str.strip)}
    | {row: st.text(max_size=30) for row in ("front", "middle", "back")},
    optional={
        "surrender": st.booleans(),
        "declare_natural": st.booleans(),
        "hand": st.none() | st.integers(1, 2),
        "multiple": st.none() | st.integers(1, 5),
    },
)


@SOME
@given(st.lists(seat_entries, min_size=2, max_size=6))
def test_any_valid_hand_entry_reads_back_equal_from_what_is_written(seats: list[dict[str, Any]]) -> None:
    entry = HAND_ENTRY.read({"players": seats})
    written = hand_json(entry)
    expected = [
        {
            **s,
            "name": s["name"].strip(),
            "surrender": s.get("surrender", False),
            "declare_natural": s.get("declare_natural", True),
        }
        for s in seats
    ]
    assert written == {"players": [{k: v for k, v in s.items() if v is not None} for s in expected]}
    assert HAND_ENTRY.read(written) == entry
    assert HAND_ENTRY.read(json.loads(json.dumps(written))) == entry


PLAIN_AMOUNT = re.compile(r"[0-9]{1,18}(\.[0-9]{1,10})?")
amount_like = st.from_regex(r"\s?[-+]?[0-9٢２]{0,20}(\.[0-9]{0,12})?([eE][-+]?[0-9]{1,3})?\s?", fullmatch=True)


@SOME
@given(amount_like | amounts | st.text(DIGITS + ".-e ", max_size=32))
def test_amount_takes_exactly_the_plain_decimals_and_keeps_their_value(value: str | int) -> None:
    plain = 0 <= value < 10**18 if isinstance(value, int) else PLAIN_AMOUNT.fullmatch(value.strip()) is not None
    if plain:
        got = read(AMOUNT, value)
        assert got == parse_amount(value) and str(got) == str(D(str(value).strip()))  # trailing zeros kept
        assert resolve_rules({"surrender": value}).surrender == got
    else:
        with pytest.raises(InputError):
            read(AMOUNT, value)
        with pytest.raises(ValueError):
            parse_amount(value)


@SOME
@given(st.integers() | st.decimals() | st.floats() | st.booleans() | st.none() | st.lists(st.integers(), max_size=2))
def test_amount_refuses_what_parse_amount_refuses_with_its_message(value: object) -> None:
    try:
        expected = parse_amount(value)
    except ValueError as exc:
        assert message(AMOUNT, value) == str(exc)
    else:
        assert read(AMOUNT, value) == expected and str(read(AMOUNT, value)) == str(expected)


junk = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**20), 10**20)
    | st.floats()
    | st.text(max_size=5)
    | st.text(min_size=31, max_size=200),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=8,
)


def _places(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, child in items:
        out.extend(_places(child, (*path, key)))
    return out


@st.composite
def spoiled(draw: st.DrawFn, base: Any, odd: st.SearchStrategy[Any] = junk) -> Any:
    """``base`` with junk put somewhere in it: a value replaced, or a key added to an object."""
    value = copy.deepcopy(base)
    path = draw(st.sampled_from(_places(value)))
    bad = draw(odd)
    if not path:
        return bad
    holder = value
    for key in path[:-1]:
        holder = holder[key]
    target = holder[path[-1]]
    if isinstance(target, dict) and draw(st.booleans()):
        target[draw(st.text(max_size=40))] = bad
    else:
        holder[path[-1]] = bad
    return value


def _rules_with_junk() -> st.SearchStrategy[Any]:
    choices = [v for kind in (R.Row, R.HandName, R.Game, R.Middle, R.LowRank, R.Banker) for v in get_args(kind)]
    near_miss = st.sampled_from([*choices, "0.5", "0", 0, 1, 13, 10**6, None, True])  # valid for some other option
    odd = junk | near_miss
    as_options = st.dictionaries(st.sampled_from([*OPTION_NAMES, "preset"]), odd, max_size=8)
    in_valid_options = rule_options().flatmap(lambda options: spoiled(options, odd))
    in_a_preset = st.one_of(spoiled(PRESETS[name]) for name in ("ofc", "thirteen-water"))
    mixed = st.builds(lambda a, b: {**a, **b}, rule_options(), rule_options())  # valid each, often not together
    return as_options | in_valid_options | in_a_preset | mixed


@SOME
@given(_rules_with_junk())
def test_junk_in_any_rule_option_is_refused_with_a_message(options: Any) -> None:
    try:
        rules = resolve_rules(options)
    except InputError as exc:
        assert one_line(str(exc))
    else:
        assert resolve_rules(rules_json(rules)) == rules


HAND = {"players": [seat("Amy", hand=1, multiple=2), seat("Bob", surrender=True, declare_natural=False)]}


@SOME
@given(spoiled(HAND))
def test_junk_in_any_hand_entry_field_is_refused_with_a_message(data: Any) -> None:
    from scorekeeper.game.deal import seat_hands

    try:
        seat_hands(parse_hand_entry(data))
    except InputError as exc:
        assert one_line(str(exc))


SAMPLES: dict[str, dict[str, Any]] = {
    "created": {
        "name": "Fri",
        "players": ["Amy", "Bob"],
        "rules": rules_json(R.preset("ofc")),
        "unit": "1",
        "currency": "",
        "date": "2026-12-01",
        "place": "",
        "stakes": [{"players": ["Amy", "Bob"], "unit": "2"}],
        "coin": "0.5",
    },
    "added": {
        "hand": 1,
        "dealer": "Amy",
        "entry": HAND,
        "result": {
            "players": [
                {"name": n, "units": u, "money": u, "status": "ok", "natural": None, "royalties": [], "rows": {}}
                for n, u in (("Amy", "2"), ("Bob", "-2"))
            ],
            "pairs": [{"players": ["Amy", "Bob"], "units": "2", "money": "2", "rows": [1, -1, 1]}],
        },
    },
    "voided": {"hand": 1, "reason": "oops"},
    "stake": {"players": ["Amy", "Bob"], "unit": "3", "from_hand": 2},
    "unit": {"unit": "2", "from_hand": 2},
    "rules": {"rules": {"preset": "ofc"}, "from_hand": 2},
    "players": {"players": ["Amy", "Bob", "Cy"]},
    "undo": {"undoes": 2},
    "redo": {"redoes": 2},
    "settled": {"reason": "done"},
    "renamed": {"name": "Sat"},
    "archived": {"v": 1, "signed": True},
    "collection": {"collection": {"kind": "tiers", "tiers": [["5", "1"]], "accrue": True}, "from_hand": 1},
    "buyin": {"player": "Amy", "amount": "100", "before_hand": 1},
    "cashout": {"player": "Amy", "amount": "50", "before_hand": 2, "kind": "cashout"},
    "table_stakes": {"on": True, "from_hand": 1},
    "loss_cap": {"amount": "20", "from_hand": 1},
    "tip": {"amount": "5", "payers": ["Amy", "Bob"], "to": "Cy", "note": "drinks"},
    "manager": {"scrypt": {"salt": "ab" * 16, "hash": "cd" * 64, "n": 16384, "r": 8, "p": 1}},
    "slip": {"player": "Amy", "copy_number": 1},
}
SAMPLES["edited"] = {**SAMPLES["added"], "reason": "typo"}


@pytest.mark.parametrize("kind", sorted(SAMPLES))
def test_the_sample_payloads_fit_their_models(kind: str) -> None:
    payload, model = parse_payload(Event(1, kind, "", json.dumps(SAMPLES[kind]), ""))
    assert payload["v"] == 1 and model is not None


@SOME
@given(st.sampled_from(sorted(SAMPLES)).flatmap(lambda kind: st.tuples(st.just(kind), spoiled(SAMPLES[kind]))))
def test_junk_in_any_event_payload_field_is_refused_with_a_message(case: tuple[str, Any]) -> None:
    kind, payload = case
    try:
        parse_payload(Event(1, kind, "", json.dumps(payload), ""))
    except EventError as exc:
        assert one_line(str(exc))
