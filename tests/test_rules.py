"""Rule sets: the four presets exactly as score-cli.md tabulates them, overrides, and every way to get one wrong."""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

import pytest

from scorekeeper.errors import InputError
from scorekeeper.game.rules import OPTION_NAMES, RuleSet, preset, resolve_rules, rules_json
from scorekeeper.jsonio import load_json

D = Decimal
RANK_VALUE = {r: i + 2 for i, r in enumerate("23456789TJQKA")}


def table(rules: RuleSet) -> set[tuple[str, str, int | None, Decimal]]:
    return {(e.row, e.hand, e.rank, e.units) for e in rules.royalties}


# -- presets --------------------------------------------------------------------------

# score-cli.md's table, one column per preset (royalties and naturals checked separately below).
PRESET_OPTIONS: dict[str, dict[str, Any]] = {
    "classic-2-4": {
        "scoring": "2-4",
        "royalty_payment": "winner-only",
        "surrender": D("2.5"),
        "scoop_multiplier": D(1),
        "home_run_multiplier": D(1),
    },
    "classic-1-6": {
        "scoring": "1-6",
        "royalty_payment": "winner-only",
        "surrender": D("2.5"),
        "scoop_multiplier": D(1),
        "home_run_multiplier": D(1),
    },
    "thirteen-water": {
        "scoring": "per-row",
        "royalty_payment": "winner-only",
        "surrender": None,
        "scoop_multiplier": D(2),
        "home_run_multiplier": D(2),
    },
    "ofc": {
        "scoring": "1-6",
        "royalty_payment": "always",
        "surrender": None,
        "scoop_multiplier": D(1),
        "home_run_multiplier": D(1),
    },
}
SAME_IN_EVERY_PRESET = {
    "one_royalty_per_hand": False,
    "foul": "scoop",
    "foul_pays_royalties": True,
    "wheel": "lowest",
    "middle": "high",
    "front_qka_straight": False,
}

SEED_003 = {
    ("front", "three-of-a-kind", None, D(3)),
    ("middle", "full-house", None, D(1)),
    ("middle", "four-of-a-kind", None, D(3)),
    ("middle", "straight-flush", None, D(4)),
    ("back", "four-of-a-kind", None, D(2)),
    ("back", "straight-flush", None, D(3)),
}
# RULES.md section 4: the Eastern table's in-place values minus the row's 1 unit.
EASTERN = {
    ("front", "three-of-a-kind", None, D(2)),
    ("middle", "full-house", None, D(1)),
    ("middle", "four-of-a-kind", None, D(7)),
    ("middle", "straight-flush", None, D(9)),
    ("back", "four-of-a-kind", None, D(3)),
    ("back", "straight-flush", None, D(4)),
}
# RULES.md section 9, written out.
OFC = {
    ("back", "straight", None, D(2)),
    ("back", "flush", None, D(4)),
    ("back", "full-house", None, D(6)),
    ("back", "four-of-a-kind", None, D(10)),
    ("back", "straight-flush", None, D(15)),
    ("back", "royal-flush", None, D(25)),
    ("middle", "three-of-a-kind", None, D(2)),
    ("middle", "straight", None, D(4)),
    ("middle", "flush", None, D(8)),
    ("middle", "full-house", None, D(12)),
    ("middle", "four-of-a-kind", None, D(20)),
    ("middle", "straight-flush", None, D(30)),
    ("middle", "royal-flush", None, D(50)),
    # front pair of sixes 1, sevens 2, ... aces 9
    *{("front", "pair", RANK_VALUE[r], D(units)) for r, units in zip("6789TJQKA", range(1, 10), strict=True)},
    # front trips 2-2-2 10, 3-3-3 11, ... A-A-A 22
    *{
        ("front", "three-of-a-kind", RANK_VALUE[r], D(units))
        for r, units in zip("23456789TJQKA", range(10, 23), strict=True)
    },
}
STANDARD_NATURALS = {"dragon": D(36), "six-pairs": D(6), "three-straights": D(4), "three-flushes": D(3)}
# RULES.md section 5's table, every id but no-picture.
THIRTEEN_WATER_NATURALS = {
    "clean-dragon": D(108),
    "dragon": D(36),
    "twelve-royals": D(32),
    "three-straight-flushes": D(24),
    "three-quads": D(20),
    "all-low-all-high": D(12),
    "full-colored": D(10),
    "four-triples": D(8),
    "six-pairs": D(6),
    "three-straights": D(4),
    "three-flushes": D(3),
}


@pytest.mark.parametrize("name", list(PRESET_OPTIONS))
def test_each_preset_has_the_option_values_of_the_spec_table(name: str) -> None:
    rules = preset(name)
    for option, value in {**PRESET_OPTIONS[name], **SAME_IN_EVERY_PRESET}.items():
        assert getattr(rules, option) == value, option


@pytest.mark.parametrize(
    ("name", "expected"),
    [("classic-2-4", SEED_003), ("classic-1-6", SEED_003), ("thirteen-water", EASTERN), ("ofc", OFC)],
)
def test_each_preset_has_its_royalty_table(name: str, expected: set[Any]) -> None:
    assert table(preset(name)) == expected
    assert len(preset(name).royalties) == len(expected)


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("classic-2-4", STANDARD_NATURALS),
        ("classic-1-6", STANDARD_NATURALS),
        ("thirteen-water", THIRTEEN_WATER_NATURALS),
        ("ofc", {}),
    ],
)
def test_each_preset_switches_on_its_naturals_at_table_units(name: str, expected: dict[str, Decimal]) -> None:
    assert dict(preset(name).naturals) == expected


def test_every_option_of_the_spec_is_a_rule_option() -> None:
    assert set(OPTION_NAMES) == {
        "scoring",
        "royalties",
        "royalty_payment",
        "one_royalty_per_hand",
        "naturals",
        "surrender",
        "foul",
        "foul_pays_royalties",
        "scoop_multiplier",
        "home_run_multiplier",
        "wheel",
        "middle",
        "front_qka_straight",
        # the other games of the family (docs/variants.md)
        "game",
        "max_players",
        "fantasy_land",
        "fantasy_land_cards",
        "fantasy_land_progressive",
        "race_target",
        "race_stake",
        # score-cli.md "More rule options"
        "suit_order",
        "lowball_qualifier",
        "six_pairs_counts",
        "natural_rows",
        "natural_vs_natural",
        "horse_card",
        "horse_multiplier",
        "banker",
        "extra_suits",
        "match_hands",
        "royalty_cap",
        "scoop_cap",
        "home_run_cap",
        "fantasy_land_entry",
        "fantasy_land_low_wheel",
        "button_in_fantasy_land",
    }


# -- resolving a rules value ----------------------------------------------------------


def test_no_rules_means_classic_2_4() -> None:
    assert resolve_rules(None) == preset("classic-2-4")


def test_a_rules_object_without_preset_starts_from_classic_2_4() -> None:
    rules = resolve_rules({"scoring": "1-6"})
    assert rules.scoring == "1-6"
    assert rules.surrender == D("2.5")
    assert table(rules) == SEED_003


def test_overrides_change_only_what_they_name() -> None:
    rules = resolve_rules({"preset": "thirteen-water", "surrender": "2", "wheel": "second-highest"})
    assert rules.surrender == D(2)
    assert rules.wheel == "second-highest"
    assert rules.scoring == "per-row" and rules.scoop_multiplier == D(2) and table(rules) == EASTERN


def test_option_values_in_their_json_forms() -> None:
    text = '{"surrender": 2.5, "foul": 3, "scoop_multiplier": "1.5", "one_royalty_per_hand": true, "naturals": {}}'
    rules = resolve_rules(load_json(text, source="test"))
    assert rules.surrender == D("2.5")
    assert rules.foul == D(3)
    assert rules.scoop_multiplier == D("1.5")
    assert rules.one_royalty_per_hand is True
    assert rules.naturals == {}
    assert resolve_rules({"surrender": None}).surrender is None
    assert resolve_rules({"foul": "play"}).foul == "play"
    with pytest.raises(InputError, match="must be a decimal string or whole number"):
        resolve_rules({"surrender": 2.5})  # a Python float is never taken: money is never float


def test_a_dumped_rule_set_reads_back_as_the_same_rule_set() -> None:
    # Sessions store rules_json and read it back: OFC's ranked front entries must survive.
    for name in PRESET_OPTIONS:
        rules = preset(name)
        assert resolve_rules(json.loads(json.dumps(rules_json(rules)))) == rules
        assert resolve_rules(rules_json(rules)) == rules


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ({"scorring": "2-4"}, "unknown rule option 'scorring'"),
        ({"preset": "ofc", "payment": "always"}, "unknown rule option 'payment'"),
        ("classic", "unknown rule preset 'classic'"),
        ({"preset": "classic-3-5"}, "unknown rule preset 'classic-3-5'"),
        ({"preset": {"preset": "ofc"}}, "rules.preset: must be a preset name"),
        (["classic-2-4"], "rules: must be a preset name or an object"),
        ({"scoring": "3-3"}, "rules.scoring: unknown value '3-3'"),
        ({"royalty_payment": "loser"}, "rules.royalty_payment: unknown value 'loser'"),
        ({"wheel": "highest"}, "rules.wheel: unknown value 'highest'"),
        ({"middle": "low"}, "rules.middle: unknown value 'low'"),
        ({"foul": "sometimes"}, "rules.foul: must be 'scoop', 'play' or a number of units"),
        ({"foul": True}, "rules.foul: must be 'scoop', 'play' or a number of units"),
        ({"naturals": {"dragon": 36, "rainbow": 5}}, "rules.naturals: unknown value 'rainbow'"),
        ({"naturals": {"dragon": -36}}, "rules.naturals.dragon: must not be negative"),
        ({"surrender": -1}, "rules.surrender: must not be negative"),
        ({"surrender": "-2.5"}, "rules.surrender: must not be negative"),
        ({"surrender": "1e2"}, "rules.surrender: must be a plain decimal"),
        ({"scoop_multiplier": True}, "rules.scoop_multiplier: must be a decimal string or whole number"),
        ({"one_royalty_per_hand": "yes"}, "rules.one_royalty_per_hand: Input should be a valid boolean"),
        ({"foul_pays_royalties": 1}, "rules.foul_pays_royalties: Input should be a valid boolean"),
        ({"front_qka_straight": "true"}, "rules.front_qka_straight: Input should be a valid boolean"),
    ],
)
def test_a_bad_rule_option_is_an_input_error_naming_it(value: object, message: str) -> None:
    with pytest.raises(InputError) as caught:
        resolve_rules(value)
    assert str(caught.value).startswith(message)
    assert "\n" not in str(caught.value)


# -- royalty entries ------------------------------------------------------------------


def entry(**fields: Any) -> dict[str, Any]:
    return {"royalties": [{"units": 1, **fields}]}


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"row": "front", "hand": "straight"}, "a front cannot make straight"),
        ({"row": "front", "hand": "flush"}, "a front cannot make flush"),
        ({"row": "front", "hand": "two-pair"}, "a front cannot make two-pair"),
        ({"row": "front", "hand": "full-house"}, "a front cannot make full-house"),
        ({"row": "front", "hand": "royal-flush"}, "a front cannot make royal-flush"),
        ({"row": "middle", "hand": "pair", "rank": "Q"}, "rank is only for front pair and three-of-a-kind"),
        ({"row": "front", "hand": "high-card", "rank": "A"}, "rank is only for front pair and three-of-a-kind"),
        ({"row": "front", "hand": "pair", "rank": "1"}, "unknown rank '1'"),
        ({"row": "top", "hand": "pair"}, "unknown value 'top'"),
        ({"row": "back", "hand": "quads"}, "unknown value 'quads'"),
        ({"row": "back", "hand": "flush", "bonus": 2}, "unknown key 'bonus'"),
    ],
)
def test_an_impossible_or_malformed_royalty_entry_is_rejected(fields: dict[str, Any], message: str) -> None:
    with pytest.raises(InputError, match=message):
        resolve_rules(entry(**fields))


def test_two_royalty_entries_for_the_same_row_hand_and_rank_are_an_error() -> None:
    twice = [{"row": "back", "hand": "flush", "units": 1}, {"row": "back", "hand": "flush", "units": 2}]
    with pytest.raises(InputError, match="two royalty entries for back flush"):
        resolve_rules({"royalties": twice})
    ranked_twice = [
        {"row": "front", "hand": "pair", "rank": "Q", "units": 1},
        {"row": "front", "hand": "pair", "rank": "q", "units": 2},
    ]
    with pytest.raises(InputError, match="two royalty entries for front pair"):
        resolve_rules({"royalties": ranked_twice})


def test_the_same_hand_may_have_a_ranked_and_an_unranked_entry_and_ranks_read_like_cards() -> None:
    rules = resolve_rules(
        {
            "royalties": [
                {"row": "front", "hand": "pair", "units": 1},
                {"row": "front", "hand": "pair", "rank": "10", "units": 5},
                {"row": "front", "hand": "pair", "rank": "k", "units": 8},
            ]
        }
    )
    assert table(rules) == {
        ("front", "pair", None, D(1)),
        ("front", "pair", 10, D(5)),
        ("front", "pair", 13, D(8)),
    }
