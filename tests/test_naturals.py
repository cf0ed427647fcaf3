"""Naturals (RULES.md section 5): each one detected, and not when one card is off; how they are paid."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from scorekeeper.game.cards import parse_cards
from scorekeeper.game.naturals import NATURAL_ORDER, detect, holds
from scorekeeper.game.score_request import score_json

D = Decimal
ALL_NATURALS = set(NATURAL_ORDER)


def cards(text: str) -> tuple[Any, ...]:
    return parse_cards(text)


# -- detection: (natural, a hand that holds it, the same hand with one card changed) ---------

NATURAL_HANDS = [
    (
        "clean-dragon",
        "As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s",
        "As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2h",  # one heart: a dragon, not clean
    ),
    (
        "dragon",
        "As Kd Qh Jc Ts 9d 8h 7c 6s 5d 4h 3c 2s",
        "As Kd Qh Jc Ts 9d 8h 7c 6s 5d 4h 3c Ad",  # a second ace instead of the deuce
    ),
    (
        "twelve-royals",
        "As Ah Ad Ac Ks Kh Kd Kc Qs Qh Qd Jc Js",
        "As Ah Ad Ac Ks Kh Kd Kc Qs Qh Qd Jc Ts",  # a ten is not a broadway card here
    ),
    (
        "three-straight-flushes",
        "2h 3h 4h 5s 6s 7s 8s 9s 9d Td Jd Qd Kd",
        "2h 3h 4h 5s 6s 7s 8s 9s 9d Td Jd Qd Kc",  # the back is a plain straight
    ),
    (
        "three-quads",
        "As Ah Ad Ac Ks Kh Kd Kc Qs Qh Qd Qc 2s",
        "As Ah Ad Ac Ks Kh Kd Kc Qs Qh Qd Jc 2s",  # queens only trips
    ),
    (
        "five-pairs-triple",  # score-cli.md "More rule options": 五对三条
        "As Ah Ks Kh Qs Qh Js Jh Ts Th 9s 9h 9d",
        "As Ah Ks Kh Qs Qh Js Jh Ts Th 9s 9h 8d",  # six pairs, no triple
    ),
    (
        "all-low-all-high",
        "As Ks Qs Js Ts 9s 8s Ah Kh Qh Jh Th 9h",  # all 8 or higher
        "As Ks Qs Js Ts 9s 8s Ah Kh Qh Jh Th 7h",
    ),
    (
        "all-low-all-high",
        "2s 3s 4s 5s 6s 7s 8s 2h 3h 4h 5h 6h 7h",  # all 8 or lower
        "2s 3s 4s 5s 6s 7s 8s 2h 3h 4h 5h 6h 9h",
    ),
    (
        "full-colored",
        "As Ks Qs Js 9s 7s 5s 3s Ac Kc Tc 8c 2c",  # all black
        "As Ks Qs Js 9s 7s 5s 3s Ac Kc Tc 8c 2d",
    ),
    (
        "full-colored",
        "Ah Kh Qh Jd 9d 7h 5h 3d Ad Kd Td 8h 2h",  # all red
        "Ah Kh Qh Jd 9d 7h 5h 3d Ad Kd Td 8h 2c",
    ),
    (
        "four-triples",
        "As Ah Ad Ks Kh Kd Qs Qh Qd Js Jh Jd 2c",
        "As Ah Ad Ks Kh Kd Qs Qh Qd Js Jh Td 2c",
    ),
    (
        "four-triples",
        "As Ah Ad Ac Ks Kh Kd Qs Qh Qd Js Jh Jd",  # a quad counts as a triple plus a card
        "As Ah Ad Ac Ks Kh Kd Qs Qh Qd Js Jh Td",
    ),
    (
        "six-pairs",
        "As Ad Ks Kd Qs Qd Js Jd Ts Td 9s 9d 2c",
        "As Ad Ks Kd Qs Qd Js Jd Ts Td 9s 8d 2c",  # five pairs
    ),
    (
        "six-pairs",
        "As Ad Ah Ac Ks Kd Qs Qd Js Jd Ts Td 2c",  # a quad counts as two pairs
        "As Ad Ah Ac Ks Kd Qs Qd Js Jd Ts 9d 2c",
    ),
    (
        "six-pairs",
        "As Ad Ah Ks Kd Qs Qd Js Jd Ts Td 9s 9d",  # a triple counts as a pair plus a card
        "As Ad Ah Ks Kd Qs Qd Js Jd Ts Td 9s 8d",
    ),
    (
        "three-straights",
        "As 2d 3c 4s 5d 6c 7h 8s 8d 9c Th Js Qd",  # A-2-3, 4-8, 8-Q
        "As 2d 3c 4s 5d 6c 7h 8s 8d 9c Th Js Kd",  # a king no run can take
    ),
    (
        "three-flushes",
        "2h 5h 9h 3d 6d 8d Td Qd 4c 7c Jc Kc Ac",  # 3 hearts, 5 diamonds, 5 clubs
        "2h 5h 9h 3d 6d 8d Td Qd 4c 7c Jc Kc As",
    ),
    (
        "three-flushes",
        "2h 5h 9h Jh Kh 3h 6h 8h Td Qd 4d 7d Ad",  # 8 hearts make a front and a flush
        "2h 5h 9h Jh Kh 3h 6h 8h Td Qd 4d 7d As",
    ),
    (
        "three-flushes",
        "2h 5h 9h Jh Kh 3h 6h 8h Th Ah 4c 7c Qc",  # 10 hearts make two flushes
        "2h 5h 9h Jh Kh 3h 6h 8h Th Ah 4c 7c Qd",
    ),
    (
        "no-picture",
        "As Ah 2s 3d 4c 5h 6s 7d 8c 9h Ts Td Tc",  # an ace is not a picture card
        "As Ah 2s 3d 4c 5h 6s 7d 8c 9h Ts Td Jc",
    ),
]


@pytest.mark.parametrize(("natural", "hand", "off"), NATURAL_HANDS)
def test_each_natural_is_detected_and_not_when_one_card_is_off(natural: str, hand: str, off: str) -> None:
    assert len(set(hand.split())) == len(set(off.split())) == 13
    assert holds(natural, cards(hand))
    assert not holds(natural, cards(off))
    assert detect(cards(hand), enabled={natural}) == natural
    assert detect(cards(off), enabled={natural}) is None


def test_every_natural_of_the_rules_is_covered() -> None:
    assert {n for n, _, _ in NATURAL_HANDS} == ALL_NATURALS


def test_all_low_all_high_counts_the_ace_high_only() -> None:
    assert not holds("all-low-all-high", cards("As 2s 3s 4s 5s 6s 7s 8s 2h 3h 4h 5h 6h"))


def test_three_straight_flushes_need_one_split_that_is_straight_and_flush_at_once() -> None:
    # Suits 3-5-5 and runs 2-4, 5-9, T-A both exist, but not in the same rows.
    hand = cards("2h 3h 4h 5s 6s 7s 8s Ts 9d Jd Qd Kd Ad")
    assert holds("three-flushes", hand) and holds("three-straights", hand)
    assert not holds("three-straight-flushes", hand)


def test_a_hand_holds_the_strongest_natural_switched_on() -> None:
    clean = cards("As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s")
    assert detect(clean, enabled=ALL_NATURALS) == "clean-dragon"
    assert detect(clean, enabled={"dragon", "six-pairs", "three-straights", "three-flushes"}) == "dragon"
    quads = cards("As Ah Ad Ac Ks Kh Kd Kc Qs Qh Qd Qc 2s")
    assert detect(quads, enabled=ALL_NATURALS) == "three-quads"
    # Three quads are only three triples (plus cards), but six pairs.
    assert detect(quads, enabled={"four-triples", "six-pairs"}) == "six-pairs"
    assert detect(quads, enabled={"four-triples"}) is None
    assert detect(quads, enabled=set()) is None


# -- front runs for three straights ----------------------------------------------------

A23_FRONT = "Ah 2c 3d 5s 6s 7h 8d 9c 5h 6h 7c 8c 9d"  # A-2-3 + 5-9 + 5-9
QKA_FRONT = "Qs Kd Ah 2c 3d 4h 5s 6c 5d 6h 7s 8c 9d"  # Q-K-A + 2-6 + 5-9; no run without Q-K-A takes the king
KA2_FRONT = "Kd As 2c 3d 4h 5s 6c 7d 5d 6h 7s 8c 9d"  # K-A-2 is a wrap-around
WRAP_ROW = "Kd As 2c 3d 4h 5s 6c 7d 8h 9s 9d Tc Jh"  # K-A-2-3-4, 5-9, 9-T-J: no queen, so no real split


def test_a_2_3_is_a_front_run() -> None:
    assert holds("three-straights", cards(A23_FRONT))


def test_q_k_a_is_a_front_run_only_with_front_qka_straight() -> None:
    assert not holds("three-straights", cards(QKA_FRONT))
    assert holds("three-straights", cards(QKA_FRONT), qka=True)


def test_k_a_2_is_never_a_front_run() -> None:
    assert not holds("three-straights", cards(KA2_FRONT))
    assert not holds("three-straights", cards(KA2_FRONT), qka=True)


def test_no_wrap_around_counts_in_a_five_card_row() -> None:
    assert not holds("three-straights", cards(WRAP_ROW), qka=True)


def test_front_qka_straight_option_reaches_the_scored_hand() -> None:
    hand = cards(QKA_FRONT)
    rows = {"front": " ".join(map(str, hand[:3])), "middle": " ".join(map(str, hand[3:8]))}
    rows["back"] = " ".join(map(str, hand[8:]))
    other = {"name": "Olga", "front": "Ks Qh 2h", "middle": "3s 3h 4s 4d 7d", "back": "Ts Td Th Js Jd"}
    for qka, natural in ((False, None), (True, "three-straights")):
        result = score_json(
            {
                "rules": {"naturals": {"three-straights": 4}, "front_qka_straight": qka, "royalties": []},
                "players": [{"name": "Quin", **rows}, other],
            }
        )
        assert result["players"][0]["natural"] == natural


# -- paying naturals ------------------------------------------------------------------


def seat(name: str, hand: str, **flags: Any) -> dict[str, Any]:
    """Rows as the first 3, next 5 and last 5 cards written."""
    c = hand.split()
    return {"name": name, "front": " ".join(c[:3]), "middle": " ".join(c[3:8]), "back": " ".join(c[8:]), **flags}


def received(result: dict[str, Any], first: str, second: str) -> Decimal:
    for pair in result["pairs"]:
        if pair["players"] == [first, second]:
            return D(pair["units"])
        if pair["players"] == [second, first]:
            return -D(pair["units"])
    raise AssertionError(f"no pair {first}-{second}")


def heads_up(a: dict[str, Any], b: dict[str, Any], rules: Any = "classic-2-4") -> Decimal:
    """What the first receives from the second."""
    result = score_json({"rules": rules, "players": [a, b]})
    assert [p["status"] for p in result["players"]] == ["natural", "natural"]
    assert result["pairs"][0]["rows"] is None
    return received(result, a["name"], b["name"])


DRAGON = "As Kd Qh Jc Ts 9d 8h 7c 6s 5d 4h 3c 2s"
SIX_PAIRS = "Ah Ad 2h Kh Ks Qs Qd Jh Js Th Td 9h 9s"
THREE_FLUSHES = "3s 5s 8s 3c 6c 8c Tc Qc 2d 4d 7d 9d Kd"  # spades front, clubs and diamonds flushes


def test_against_another_natural_the_stronger_collects_its_own_units() -> None:
    # classic-2-4: dragon 36, six pairs 6, three flushes 3.
    assert heads_up(seat("Dan", DRAGON), seat("Sue", SIX_PAIRS)) == 36
    assert heads_up(seat("Sue", SIX_PAIRS), seat("Dan", DRAGON)) == -36
    assert heads_up(seat("Sue", SIX_PAIRS), seat("Fay", THREE_FLUSHES)) == 6
    assert heads_up(seat("Fay", THREE_FLUSHES), seat("Sue", SIX_PAIRS)) == -6


def test_six_pairs_against_six_pairs_compares_pairs_from_the_highest_down() -> None:
    high = seat("Hi", "As Ad 2c Ks Kd Qs Qd Js Jd Ts Td 9s 9d")  # A K Q J T 9
    low = seat("Lo", "Ah Ac 2d Kh Kc Qh Qc Jh Jc Th Tc 8s 8d")  # A K Q J T 8
    assert heads_up(high, low) == 6
    assert heads_up(low, high) == -6


def test_six_pairs_counts_a_quad_as_two_pairs_of_its_rank() -> None:
    quad_aces = seat("Quad", "As Ad Ah Ac 3s 3d 4s 4d 5s 5d 6s 6d 7c")  # A A 6 5 4 3
    kings_down = seat("Kings", "Ks Kd Qs Qd Js Jd Ts Td 9s 9d 8s 8d 2c")  # K Q J T 9 8
    assert heads_up(kings_down, quad_aces) == -6


def test_six_pairs_odd_card_never_counts() -> None:
    deuce = seat("Deuce", "As Ad 2c Ks Kd Qs Qd Js Jd Ts Td 9s 9d")
    trey = seat("Trey", "Ah Ac 3c Kh Kc Qh Qc Jh Jc Th Tc 9h 9c")
    assert heads_up(deuce, trey) == 0


def test_three_flushes_compare_best_back_first_not_the_rows_as_set() -> None:
    # Xia set her spade flush in the middle; her best split still puts A-K-9-7-3 in the back,
    # which beats Yan's A-K-9-7-2.
    xia = {"name": "Xia", "front": "Kc 4c 3c", "middle": "As Ks 9s 7s 3s", "back": "Qd Jd 8d 6d 2d"}
    yan = {"name": "Yan", "front": "Kd 4d 3d", "middle": "Qc Jc 8c 6c 2c", "back": "Ah Kh 9h 7h 2h"}
    assert heads_up(xia, yan) == 3


def test_three_flushes_with_equal_backs_compare_middles() -> None:
    xia = {"name": "Xia", "front": "Kc 4c 5c", "middle": "Qd Jd 8d 6d 2d", "back": "As Ks 9s 7s 3s"}
    yan = {"name": "Yan", "front": "Kd 4d 5d", "middle": "Qc Jc 8c 6c 3c", "back": "Ah Kh 9h 7h 3h"}
    assert heads_up(xia, yan) == -3


def test_three_flushes_with_equal_backs_and_middles_compare_fronts() -> None:
    xia = {"name": "Xia", "front": "Kc 4c 5c", "middle": "Qd Jd 8d 6d 2d", "back": "As Ks 9s 7s 3s"}
    yan = {"name": "Yan", "front": "Kd 4d 7d", "middle": "Qc Jc 8c 6c 2c", "back": "Ah Kh 9h 7h 3h"}
    assert heads_up(xia, yan) == -3


def test_three_flushes_of_equal_ranks_tie() -> None:
    xia = {"name": "Xia", "front": "Kc 4c 3c", "middle": "Qd Jd 8d 6d 2d", "back": "As Ks 9s 7s 3s"}
    yan = {"name": "Yan", "front": "Kd 4d 3d", "middle": "Qc Jc 8c 6c 2c", "back": "Ah Kh 9h 7h 3h"}
    assert heads_up(xia, yan) == 0


def test_three_straights_compare_best_back_first() -> None:
    xia = {"name": "Xia", "front": "2s 3d 4c", "middle": "2d 3c 4h 5s 6d", "back": "7c 8h 9s Td Jc"}  # J-high back
    yan = {"name": "Yan", "front": "2h 3h 4s", "middle": "2c 3s 4d 5h 6h", "back": "8c 9h Tc Js Qd"}  # Q-high back
    assert heads_up(xia, yan) == -4


def test_three_straights_with_equal_backs_compare_middles() -> None:
    # Best splits: Xia K / 8 / 4, Yan K / 7 / 4.
    xia = {"name": "Xia", "front": "2s 3d 4c", "middle": "4h 5s 6d 7c 8h", "back": "9s Td Jc Qh Kd"}
    yan = {"name": "Yan", "front": "2h 3h 4s", "middle": "3s 4d 5h 6h 7s", "back": "9h Ts Jd Qs Kc"}
    assert heads_up(xia, yan) == 4


def test_three_straights_a_2_3_is_the_lowest_front_run() -> None:
    xia = {"name": "Xia", "front": "Ah 2c 3d", "middle": "5s 6s 7h 8d 9c", "back": "5h 6h 7c 8c 9d"}
    yan = {"name": "Yan", "front": "2d 3c 4s", "middle": "5d 6d 7s 8s 9s", "back": "5c 6c 7d 8h 9h"}
    assert heads_up(xia, yan) == -4


def test_three_straights_tie_break_follows_the_wheel_option() -> None:
    # Xia's best back is 5-9 by default but A-2-3-4-5 when the wheel is second-highest;
    # Yan's back is 9-K: Yan wins by default, Xia under second-highest.
    xia = {"name": "Xia", "front": "6c 7h 8d", "middle": "5s 6d 7c 8h 9d", "back": "As 2s 3h 4d 5c"}
    yan = {"name": "Yan", "front": "Tc Jc Qs", "middle": "8s 9s Td Jd Qc", "back": "9h Th Js Qh Kc"}
    assert heads_up(xia, yan) == -4
    assert heads_up(xia, yan, {"wheel": "second-highest"}) == 4


def test_two_dragons_tie() -> None:
    other = "Ah Ks Qd Jh Tc 9s 8d 7h 6c 5s 4d 3h 2c"
    assert heads_up(seat("Dan", DRAGON), seat("Don", other)) == 0


# A table of four for the payment rules: Nat holds a dragon set as three legal rows.
NAT = {"name": "Nat", "front": "4h 3c 2s", "middle": "9d 8h 7c 6s 5d", "back": "As Kd Qh Jc Ts"}
FOUL = {"name": "Flo", "front": "Ah Ad 2h", "middle": "Ks Qs 8s 3s 4d", "back": "Kh Kc Qd 9s 5s"}  # pair over K-high
SURR = {"name": "Sam", "front": "Ac Qc 2d", "middle": "8d 8c 6c 4c 3h", "back": "Js Jd Td Tc 3d", "surrender": True}
PLAY = {"name": "Pia", "front": "Jh Th 2c", "middle": "9h 9c 6h 6d 4s", "back": "7s 7h 7d 5h 5c"}


def table_of_four(nat: dict[str, Any]) -> dict[str, Any]:
    return score_json({"rules": "classic-2-4", "players": [nat, FOUL, SURR, PLAY]})


def test_a_declared_natural_collects_its_units_from_every_opponent() -> None:
    result = table_of_four(NAT)
    nat, flo, sam, pia = result["players"]
    assert (nat["status"], nat["natural"], nat["royalties"]) == ("natural", "dragon", [])
    assert [flo["status"], sam["status"], pia["status"]] == ["fouled", "surrendered", "played"]
    # The dragon's 36 from each, nothing more: the fouled Flo pays no foul penalty to Nat,
    # the surrendered Sam pays the natural's units instead of the surrender amount.
    assert received(result, "Nat", "Flo") == 36
    assert received(result, "Nat", "Sam") == 36
    assert received(result, "Nat", "Pia") == 36
    # Among the others: Sam pays 2.5 to Flo and to Pia; Flo pays Pia the 2-4 scoop of 4 (Pia has no royalty).
    assert received(result, "Flo", "Sam") == D("2.5")
    assert received(result, "Pia", "Sam") == D("2.5")
    assert received(result, "Pia", "Flo") == 4
    assert [p["units"] for p in result["players"]] == ["108", "-37.5", "-41", "-29.5"]
    assert all(pair["rows"] is None for pair in result["pairs"] if "Nat" in pair["players"])


def test_a_declared_natural_beats_a_surrender_flag_on_the_same_player() -> None:
    result = table_of_four({**NAT, "surrender": True})
    assert result["players"][0]["status"] == "natural"
    assert [p["units"] for p in result["players"]] == ["108", "-37.5", "-41", "-29.5"]


def test_declare_natural_false_plays_the_rows_as_set() -> None:
    result = table_of_four({**NAT, "declare_natural": False})
    nat = result["players"][0]
    assert (nat["status"], nat["natural"]) == ("played", "dragon")  # the natural is still named
    # Nat vs Flo: Flo fouled, pays the scoop 4. Nat vs Sam: 2.5. Nat vs Pia: Pia wins front (J-high over
    # 4-high) and back (full house over straight), Nat the middle (straight over two pair): Pia 2.
    assert received(result, "Nat", "Flo") == 4
    assert received(result, "Nat", "Sam") == D("2.5")
    assert received(result, "Nat", "Pia") == -2
    assert [p["units"] for p in result["players"]] == ["4.5", "-5.5", "-7.5", "8.5"]


def test_a_natural_holders_rows_are_not_checked_for_a_foul_and_their_categories_are_reported() -> None:
    # Set as front A-K-Q, middle J-high straight, back 6-high straight: a foul if it were played.
    dragon = {"name": "Nat", "front": "As Kd Qh", "middle": "Jc Ts 9d 8h 7c", "back": "6s 5d 4h 3c 2s"}
    result = table_of_four(dragon)
    nat = result["players"][0]
    assert nat["status"] == "natural"
    assert nat["rows"] == {"front": "high-card", "middle": "straight", "back": "straight"}
    assert nat["units"] == "108"
    played = table_of_four({**dragon, "declare_natural": False})
    assert played["players"][0]["status"] == "fouled"


def test_a_natural_switched_off_is_neither_named_nor_paid() -> None:
    result = score_json({"rules": {"naturals": {"six-pairs": 6}}, "players": [NAT, PLAY]})
    assert result["players"][0]["natural"] is None
    assert result["players"][0]["status"] == "played"
    assert received(result, "Pia", "Nat") == 2
