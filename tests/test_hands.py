"""Hand evaluation: every five-card hand and every front, the wheel option, lowball, the foul check."""

from __future__ import annotations

import itertools
from collections import Counter
from typing import Any

import pytest

from scorekeeper.game.cards import parse_cards
from scorekeeper.game.hands import (
    CATEGORIES,
    Wheel,
    category,
    category_index,
    evaluate_five,
    evaluate_lowball,
    evaluate_three,
    five_evaluator,
    five_tables,
)
from scorekeeper.game.score_request import score_json


def five(text: str, wheel: Wheel = Wheel.LOWEST) -> int:
    return evaluate_five(parse_cards(text), wheel)


def three(text: str) -> int:
    return evaluate_three(parse_cards(text))


def low(text: str) -> int:
    return evaluate_lowball(parse_cards(text))


# -- exhaustive -----------------------------------------------------------------------

# Textbook counts of the 2,598,960 five-card hands (royal flushes counted as straight flushes).
FIVE_CARD_COUNTS = {
    "straight-flush": 40,
    "four-of-a-kind": 624,
    "full-house": 3_744,
    "flush": 5_108,
    "straight": 10_200,
    "three-of-a-kind": 54_912,
    "two-pair": 123_552,
    "pair": 1_098_240,
    "high-card": 1_302_540,
}
# Distinct hand values per category (7,462 in all): 10 straights (and straight flushes), 13*12 quads and
# full houses, C(13,5)-10 flushes and high cards, 13*C(12,2) trips, C(13,2)*11 two pairs, 13*C(12,3) pairs.
FIVE_CARD_CLASSES = {
    "straight-flush": 10,
    "four-of-a-kind": 156,
    "full-house": 156,
    "flush": 1_277,
    "straight": 10,
    "three-of-a-kind": 858,
    "two-pair": 858,
    "pair": 2_860,
    "high-card": 1_277,
}


@pytest.fixture(scope="module")
def five_card_tally() -> Counter[int]:
    """How many of the C(52,5) hands have each value (iterating the evaluator directly)."""
    evaluate = five_evaluator(Wheel.LOWEST)
    return Counter(map(evaluate, itertools.combinations(range(52), 5)))


def test_all_2598960_five_card_hands_give_7462_distinct_values(five_card_tally: Counter[int]) -> None:
    assert sum(five_card_tally.values()) == 2_598_960
    assert len(five_card_tally) == 7_462


def test_five_card_categories_have_the_textbook_counts(five_card_tally: Counter[int]) -> None:
    by_category: Counter[str] = Counter()
    classes: Counter[str] = Counter()
    for value, count in five_card_tally.items():
        name = CATEGORIES[category_index(value)]
        by_category[name] += count
        classes[name] += 1
    assert dict(by_category) == FIVE_CARD_COUNTS
    assert dict(classes) == FIVE_CARD_CLASSES


def test_every_category_outranks_every_hand_of_the_category_below(five_card_tally: Counter[int]) -> None:
    ranges = {}
    for value in five_card_tally:
        cat = category_index(value)
        low_, high_ = ranges.get(cat, (value, value))
        ranges[cat] = (min(low_, value), max(high_, value))
    for cat in range(1, 9):
        assert ranges[cat][0] > ranges[cat - 1][1], CATEGORIES[cat]


def test_all_22100_fronts_are_trips_pairs_or_high_cards_in_textbook_numbers() -> None:
    tally = Counter(map(evaluate_three, itertools.combinations(range(52), 3)))
    assert sum(tally.values()) == 22_100
    by_category: Counter[str] = Counter()
    for value, count in tally.items():
        by_category[CATEGORIES[category_index(value)]] += count
    # 13 ranks * C(4,3) trips; 13 * C(4,2) * 48 pairs; the rest high cards.
    assert dict(by_category) == {"three-of-a-kind": 52, "pair": 3_744, "high-card": 18_304}
    # 13 trips + 13*12 pairs + C(13,3) high cards
    assert len(tally) == 13 + 156 + 286


def test_a_front_never_counts_a_straight_or_a_flush() -> None:
    assert category(three("Qh Kh Ah")) == "high-card"
    assert category(three("2s 3s 4s")) == "high-card"
    assert three("2s 3s 4s") < three("5d 3c 2h")  # a "run" is just 4-high


# -- ordering details -----------------------------------------------------------------


def test_suits_never_break_ties() -> None:
    assert five("As Kd Qh Jc 9s") == five("Ah Ks Qd Jh 9c")
    assert five("Ks Qs 9s 7s 3s") == five("Kh Qh 9h 7h 3h")
    assert three("Qs Qh 5d") == three("Qd Qc 5s")


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        ("Ah Ad Kc Qs Jd", "Kh Kd Ac Qs Jd"),  # pair rank before kickers
        ("9h 9d 5c 5s 2d", "9s 9c 4d 4h Ad"),  # two pair: top pair, second pair, then kicker
        ("9h 9d 5c 5s 3d", "9s 9c 5d 5h 2c"),
        ("2h 2d 2c As Kd", "As Ad Kc Ks Qd"),  # trips beat two pair
        ("8h 8d 8c 2s 2d", "7s 7c 7d As Ad"),  # full house: trips rank first
        ("6h 5d 4c 3s 2d", "Ah 5s 4d 3c 2c"),  # the wheel is the lowest straight by default
        ("Ah Kh Qh Jh 9h", "Ah Kd Qh Jh Th"),  # any flush beats any straight
        ("Ks Qs 9s 7s 4s", "Kh Qh 9h 7h 3h"),  # flushes compare card by card
        ("As Ad Ah Ac 2d", "Ks Kd Kh Kc Ad"),
        ("6s 5s 4s 3s 2s", "As Ad Ah Ac Kd"),  # the lowest straight flush beats quads
    ],
)
def test_poker_order_of_five_card_rows(better: str, worse: str) -> None:
    assert five(better) > five(worse)


def test_an_ace_high_straight_flush_is_reported_as_a_royal_flush() -> None:
    assert category(five("As Ks Qs Js Ts")) == "royal-flush"
    assert category(five("Ks Qs Js Ts 9s")) == "straight-flush"
    assert category(five("Ah 2h 3h 4h 5h")) == "straight-flush"
    assert category(five("Ah 2h 3h 4h 5h", Wheel.SECOND_HIGHEST)) == "straight-flush"


# -- the wheel option -----------------------------------------------------------------


def test_wheel_lowest_ranks_a_2_3_4_5_below_every_other_straight() -> None:
    wheel = five("As 2d 3c 4h 5s")
    assert category(wheel) == "straight"
    assert wheel < five("2d 3c 4h 5s 6d")
    assert wheel > five("As Ad Ah Kc Qd")  # but it is still a straight


def test_wheel_second_highest_ranks_it_just_below_ten_to_ace() -> None:
    w = Wheel.SECOND_HIGHEST
    wheel = five("As 2d 3c 4h 5s", w)
    assert five("9d Tc Jh Qs Kd", w) < wheel < five("Td Jc Qh Ks Ad", w)
    assert category(wheel) == "straight"


def test_wheel_option_applies_to_straight_flushes_too() -> None:
    lowest, second = Wheel.LOWEST, Wheel.SECOND_HIGHEST
    assert five("Ah 2h 3h 4h 5h", lowest) < five("2d 3d 4d 5d 6d", lowest)
    assert five("Kd Qd Jd Td 9d", second) < five("Ah 2h 3h 4h 5h", second) < five("As Ks Qs Js Ts", second)


def test_wheel_second_highest_moves_only_the_wheel() -> None:
    # Both evaluators' lookup tables (rank multiset -> value): same 7,462 classes, same categories,
    # and the only values that differ are those of A-2-3-4-5, plain and suited.
    lowest, second = five_tables(Wheel.LOWEST), five_tables(Wheel.SECOND_HIGHEST)
    wheel_key = sum(5 ** (rank - 2) for rank in (14, 2, 3, 4, 5))
    for low_table, high_table in zip(lowest, second, strict=True):
        assert low_table.keys() == high_table.keys()
        changed = {key for key in low_table if low_table[key] != high_table[key]}
        assert changed == {wheel_key}
        for key in low_table:
            assert category_index(low_table[key]) == category_index(high_table[key])
    assert len(set(second[0].values()) | set(second[1].values())) == 7_462


# -- lowball middle (deuce-to-seven) ---------------------------------------------------


def test_lowball_a_2_3_4_5_is_no_straight_but_an_ace_high_hand() -> None:
    value = low("As 2d 3c 4h 5s")
    assert category(-value) == "high-card"
    assert low("7s 5d 4c 3h 2s") > value  # seven-five is the best low; ace-high is poor


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        ("7s 5d 4c 3h 2s", "8s 5d 4c 3h 2d"),  # the lower top card wins
        ("8s 6d 5c 4h 2s", "8d 7c 3h 2d 4s"),  # then the next card down
        ("Ks Qd Jc Th 8s", "6s 5d 4c 3h 2s"),  # a straight counts against the hand
        ("Ks Qd Jc Th 8s", "7h 5h 4h 3h 2h"),  # so does a flush
        ("As Kd Qc Jh 9s", "2s 2d 3c 4h 5s"),  # a pair loses to any no-pair hand
        ("3s 3d 4c 4h 5s", "2s 2d 2c 4h 5d"),  # trips are worse than two pair
    ],
)
def test_lowball_the_lower_hand_wins(better: str, worse: str) -> None:
    assert low(better) > low(worse)


# -- the foul check, front against a five-card row (RULES.md section 1) ----------------

PLAIN: dict[str, Any] = {"royalties": [], "naturals": {}}
OTHER = {"name": "Cy", "front": "2c 3c 5d", "middle": "7s 7h 8c 9c Jd", "back": "Th Tc 4s 4c 6h"}


def status_of(front: str, middle: str, back: str, rules: dict[str, Any] | None = None) -> str:
    result = score_json(
        {
            "rules": {**PLAIN, **(rules or {})},
            "players": [{"name": "Pat", "front": front, "middle": middle, "back": back}, OTHER],
        }
    )
    status: str = result["players"][0]["status"]
    return status


def test_front_k_k_a_over_middle_k_k_q_j_2_is_a_foul() -> None:
    # Same pair of kings; then the front's ace beats the middle's queen kicker.
    assert three("Kh Kd As") > five("Ks Kc Qd Jh 2s")
    assert status_of("Kh Kd As", "Ks Kc Qd Jh 2s", "Ah Ad Qh Qs 3d") == "fouled"


def test_front_k_k_q_under_middle_k_k_q_j_2_is_not_a_foul() -> None:
    # Pair, kicker equal; the front runs out of cards with everything equal: not higher.
    assert three("Kh Kd Qs") < five("Ks Kc Qd Jh 2s")
    assert status_of("Kh Kd Qs", "Ks Kc Qd Jh 2s", "Ah Ad Qh Jc 3d") == "played"


def test_front_trips_over_a_middle_two_pair_is_a_foul() -> None:
    assert status_of("2h 2d 2s", "Ks Kc Qd Qh As", "Ah Ad Ac 3d 3s") == "fouled"


def test_middle_above_back_is_a_foul() -> None:
    assert status_of("Kh Qd 2s", "Ks Kc 3d 3h As", "Ah Ad Qh Jc 3s") == "fouled"


def test_equal_middle_and_back_are_not_a_foul() -> None:
    assert status_of("Kh Qd 2s", "As Kc Jh 3h 2h", "Ah Ks Jc 3s 2d") == "played"


def test_wheel_second_highest_counts_in_the_foul_check() -> None:
    # Middle A-2-3-4-5, back K-high straight: legal by default, a foul when the wheel is second-highest.
    rows = ("Kh Qd Js", "As 2d 3s 4h 5s", "9d Ts Jh Qs Kd")
    assert status_of(*rows) == "played"
    assert status_of(*rows, {"wheel": "second-highest"}) == "fouled"


def test_lowball_only_requires_back_at_least_front() -> None:
    # A middle full house over a back pair: a foul when high, legal in lowball.
    rows = ("Kh Qd 2s", "Ks Kc Kd 3h 3s", "Ah Ad Qh Jc 4d")
    assert status_of(*rows) == "fouled"
    assert status_of(*rows, {"middle": "lowball"}) == "played"
    # ...but a front above the back is still a foul.
    assert status_of("Ah Ad 2s", "7d 5h 4h 3h 8s", "Kh Kd Qh Jc 4d", {"middle": "lowball"}) == "fouled"
