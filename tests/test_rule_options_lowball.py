"""score-cli.md "More rule options": the deuce-to-seven middle's qualifier and low royalties, the
pineapple-27 preset, and Fantasy Land's entry options."""

from __future__ import annotations

from typing import Any

import pytest
from rule_option_kit import D, error, player, player_of, score, units

from scorekeeper.game.deal import HAND_ENTRY, seat_hands
from scorekeeper.game.fantasy import next_fantasy_land
from scorekeeper.game.rules import resolve_rules

LOW = {"middle": "lowball"}
# Amy scoops Bob: fronts K-Q-4 / J-T-3, middles 7-5-4-3-2 / T-8-6-5-3, backs trip aces / trip kings.
AMY = player("Amy", "Kd Qc 4h", "7s 5h 4c 3d 2s", "As Ah Ad 9c 6d")
BOB = player("Bob", "Jd Tc 3h", "Ts 8h 6c 5d 3s", "Ks Kh Kc 8c 9h")


def with_middle(who: dict[str, Any], middle: str) -> dict[str, Any]:
    return {**who, "middle": middle}


@pytest.mark.parametrize(
    ("qualifier", "middle", "fouled"),
    [
        ("T", "Ts 8h 6c 5d 3s", False),  # ten-low: exactly the qualifier
        ("T", "Js 8h 6c 5d 3s", True),  # jack-low does not qualify
        ("T", "Ts Th 6c 5d 3s", True),  # a pair never qualifies
        ("T", "8d 7d 5d 4d 2d", True),  # nor a flush
        ("T", "6h 5s 4d 3c 2h", True),  # nor a straight
        ("9", "Ts 8h 6c 5d 3s", True),  # the 9-low variant: ten-low fouls
        ("9", "9s 8h 6c 5d 3s", False),
        ("7", "7h 6s 4d 3c 2h", False),
        (None, "Qs Js 8h 6c 5d", False),  # no qualifier: any middle plays
    ],
)
def test_a_middle_that_misses_the_qualifier_fouls(qualifier: str | None, middle: str, fouled: bool) -> None:
    bob = with_middle(BOB, middle)
    result = score({**LOW, "lowball_qualifier": qualifier}, AMY, bob)
    assert player_of(result, "Bob")["status"] == ("fouled" if fouled else "played")


def test_the_qualifier_needs_a_lowball_middle() -> None:
    assert error({"lowball_qualifier": "T"}, AMY, BOB) == "rules: lowball_qualifier needs middle: lowball"
    assert error({**LOW, "lowball_qualifier": "J"}, AMY, BOB).startswith("rules.lowball_qualifier: unknown value 'J'")


@pytest.mark.parametrize(
    ("middle", "hand", "royalty"),
    [
        ("7s 5h 4c 3d 2s", "low-wheel", "8"),  # 7-5-4-3-2 takes its low-wheel entry before the 7-low one
        ("7s 6h 4c 3d 2s", "low", "4"),
        ("8s 6h 4c 3d 2s", "low", "2"),
        ("9s 6h 4c 3d 2s", "low", "1"),
    ],
)
def test_pineapple_27_pays_the_low_middle_royalties(middle: str, hand: str, royalty: str) -> None:
    result = score("pineapple-27", with_middle(AMY, middle), BOB)
    assert player_of(result, "Amy")["royalties"] == [{"row": "middle", "hand": hand, "units": royalty}]
    # 1-6 scoop (6) plus the royalty difference (always: Bob has none)
    assert units(result, "Amy", "Bob") == 6 + D(royalty)


def test_pineapple_27_is_pineapple_with_a_ten_low_middle_and_the_wheel_into_fantasy_land() -> None:
    rules = resolve_rules("pineapple-27")
    pineapple = resolve_rules("pineapple")
    assert (rules.middle, rules.lowball_qualifier, rules.fantasy_land_low_wheel) == ("lowball", "T", True)
    assert (rules.scoring, rules.max_players, rules.fantasy_land_cards) == ("1-6", 3, 14)
    low = {(e.hand, e.rank): e.units for e in rules.royalties if e.hand in ("low", "low-wheel")}
    assert low == {("low", 9): 1, ("low", 8): 2, ("low", 7): 4, ("low-wheel", None): 8}
    assert set(pineapple.royalties) <= set(rules.royalties)


def test_a_ten_low_middle_has_no_entry_and_pays_nothing() -> None:
    assert player_of(score("pineapple-27", AMY, BOB), "Bob")["royalties"] == []


def test_a_low_royalty_under_winner_only_is_paid_only_when_the_middle_wins() -> None:
    rules = {**LOW, "royalties": [{"row": "middle", "hand": "low", "rank": "7", "units": 3}]}
    # Amy's 7-6 low wins the middle against Bob's T-8: 3 rows, overall, and the royalty
    amy = with_middle(AMY, "7s 6h 4c 3d 2s")
    assert units(score(rules, amy, BOB), "Amy", "Bob") == 4 + 3
    # Bob's 7-6 low loses the middle to Amy's 7-5: he is not paid his royalty. Amy's 7-5-4-3-2 has
    # no low-wheel entry here, so it takes the 7-low one.
    bob = with_middle(BOB, "7h 6c 5d 3s 2h")
    result = score(rules, AMY, bob)
    assert player_of(result, "Bob")["royalties"] == [{"row": "middle", "hand": "low", "units": "3"}]
    assert player_of(result, "Amy")["royalties"] == [{"row": "middle", "hand": "low", "units": "3"}]
    assert units(result, "Amy", "Bob") == 4 + 3


def test_low_royalty_entries_need_a_lowball_middle_and_a_low_rank() -> None:
    entry = {"row": "middle", "hand": "low", "rank": "9", "units": 1}
    assert error({"royalties": [entry]}, AMY, BOB) == "rules: a middle low royalty needs middle: lowball"
    assert 'needs "rank": one of T 9 8 7' in error({**LOW, "royalties": [{**entry, "rank": "J"}]}, AMY, BOB)
    assert "deuce-to-seven middle only" in error({**LOW, "royalties": [{**entry, "row": "back"}]}, AMY, BOB)


def test_a_fouled_low_middle_collects_no_low_royalty() -> None:
    bob = with_middle(BOB, "7h 6c 5d 3s 2h")
    bob = {**bob, "front": "Kh Kc Jd", "back": "Qs Qh 8c 9h Ts"}  # front KK over back QQ: a foul
    result = score({**LOW, "royalties": [{"row": "middle", "hand": "low", "rank": "7", "units": 3}]}, AMY, bob)
    assert player_of(result, "Bob")["status"] == "fouled"
    assert player_of(result, "Bob")["royalties"] == []


# -- Fantasy Land ------------------------------------------------------------------------------


def fantasy(rules: Any, front: str, middle: str = "7s 5h 4c 3d 2s") -> dict[str, int]:
    amy = {**AMY, "front": front, "middle": middle}
    seats = seat_hands(HAND_ENTRY.read({"players": [amy, BOB]}))
    return next_fantasy_land(seats, resolve_rules(rules), {})


def test_pineapple_27_enters_fantasy_land_with_a_7_5_4_3_2_middle() -> None:
    assert fantasy("pineapple-27", "Kd Qc 4h") == {"Amy": 14}
    assert fantasy("pineapple-27", "Kd Qc 4h", "7s 6h 4c 3d 2s") == {}  # a 7-6 low does not
    assert fantasy({"preset": "pineapple-27", "fantasy_land_low_wheel": False}, "Kd Qc 4h") == {}


@pytest.mark.parametrize(
    ("entry", "front", "enters"),
    [
        ("QQ", "Qd Qc 4h", True),
        ("KK", "Qd Qc 4h", False),
        ("KK", "Kd Kh 4h", True),
        ("AA", "Kd Kh 4h", False),
        ("AA", "Ac Ad 4h", True),
        ("trips", "Ac Ad Ah", True),
        ("trips", "Ac Ad 4h", False),
    ],
)
def test_fantasy_land_entry_names_the_weakest_front_that_enters(entry: str, front: str, enters: bool) -> None:
    amy = player("Amy", front, "9c 8h 7d 6s 5d", "Js Jh Jc 2c 2d")
    bob = player("Bob", "Kc 7c 2h", "Ts Th 4d 4s 3h", "Ks Qs 8s 5s 3s")
    seats = seat_hands(HAND_ENTRY.read({"players": [amy, bob]}))
    result = next_fantasy_land(seats, resolve_rules({"preset": "ofc", "fantasy_land_entry": entry}), {})
    assert result == ({"Amy": 13} if enters else {})
