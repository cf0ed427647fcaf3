"""score-cli.md "More rule options": extra_suits (加一色 / 多一色): a card held as often as the deck
holds it, five of a kind above a straight flush, flushes with a repeated card, up to 6 players."""

from __future__ import annotations

import pytest
from rule_option_kit import D, error, pair, player, player_of, score, units

from scorekeeper.game.cards import parse_cards
from scorekeeper.game.hands import category, evaluate_five
from scorekeeper.game.rules import rules_json

ONE = {"extra_suits": ["s"]}  # 65 cards, 5 players
TWO = {"extra_suits": ["s", "h"]}  # 78 cards, 6 players
# Amy: five fives in the back (two 5s). Bob: AA front, kings full in the middle, a 9-K spade
# straight flush in the back (a second Ks).
AMY = player("Amy", "2s 3h 4d", "9c 9d 8h 8c 2c", "5s 5s 5h 5d 5c")
BOB = player("Bob", "As Ah 3c", "Ks Kh Kd 7c 7d", "9s Ts Js Qs Ks")


def five(text: str) -> str:
    return category(evaluate_five(parse_cards(text)))


def test_five_of_a_kind_ranks_above_a_straight_flush() -> None:
    assert five("5s 5s 5h 5d 5c") == "five-of-a-kind"
    assert evaluate_five(parse_cards("2s 2s 2h 2d 2c")) > evaluate_five(parse_cards("As Ks Qs Js Ts"))
    assert evaluate_five(parse_cards("3s 3s 3h 3d 3c")) > evaluate_five(parse_cards("2s 2s 2h 2d 2c"))


def test_a_row_with_a_repeated_card_is_a_flush_when_its_suits_match_and_never_a_straight_flush() -> None:
    assert five("As As Ks Qs 9s") == "flush"
    assert five("Ks Ks Qs Js Ts") == "flush"  # K K Q J T: no five ranks that run
    assert evaluate_five(parse_cards("As As Ks Qs 9s")) > evaluate_five(parse_cards("As Ks Qs Js 9s"))
    assert five("As As Kh Qd 9c") == "pair"


def test_a_deck_with_one_extra_suit_scores_five_of_a_kind_and_its_royalty() -> None:
    result = score(ONE, AMY, BOB)
    assert player_of(result, "Amy")["rows"]["back"] == "five-of-a-kind"
    assert pair(result, "Amy", "Bob")["rows"] == [-1, -1, 1]
    assert units(result, "Amy", "Bob") == -2 - 1  # and Bob's middle full house royalty
    royalty = [{"row": "back", "hand": "five-of-a-kind", "units": 10}]
    paid = score({**ONE, "royalties": royalty}, AMY, BOB)
    assert player_of(paid, "Amy")["royalties"] == [{"row": "back", "hand": "five-of-a-kind", "units": "10"}]
    assert units(paid, "Amy", "Bob") == -2 + 10  # this table has only the five-of-a-kind entry


def test_a_card_of_a_suit_not_added_is_still_held_once() -> None:
    assert error("classic-2-4", AMY, BOB) == "duplicate card 5s: Amy back and Amy back"
    twice_h = {**BOB, "front": "As Ah 3c", "middle": "Ks Kh Kd 7c 7d", "back": "9h Th Jh Qh 5h"}
    assert error(ONE, AMY, twice_h) == "duplicate card 5h: Amy back and Bob back"


def test_the_duplicate_error_counts_copies_and_names_the_copy() -> None:
    cy = player("Cy", "5s 6c 7s", "2d 3d 4s 6d 8d", "Tc Jc Qc Kc Ac")
    message = error(ONE, AMY, BOB, cy)
    assert message == "5s entered 3 times, the deck holds 2 (the third 5♠: Cy front)"


def test_each_extra_suit_seats_one_more_player() -> None:
    names = ["Amy", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"]
    rows = [
        ("2s 3s 4s", "5h 6h 7h 8h Th", "Ad Kd Qd Jd 9d"),
        ("2h 3h 4h", "5d 6d 7d 8d Td", "Ac Kc Qc Jc 9c"),
        ("2d 3d 4d", "5c 6c 7c 8c Tc", "As Ks Qs Js 9s"),
        ("2c 3c 4c", "5s 6s 7s 8s Ts", "Ah Kh Qh Jh 9h"),
        ("2s 3s 4s", "5s 6s 7s 8s Ts", "As Ks Qs Js 9s"),  # the second copy of every spade
        ("2h 3h 4h", "5h 6h 7h 8h Th", "Ah Kh Qh Jh 9h"),  # the second copy of every heart
        ("Qd 6d 3d", "Qc 6c 3c Jh Jd", "Ts Tc Th Td 6h"),
    ]
    seats = [player(n, *r) for n, r in zip(names, rows, strict=True)]
    assert error("classic-2-4", *seats[:5]).startswith("players: List should have at most 4 items, not 5")
    assert len(score(ONE, *seats[:5])["pairs"]) == 10
    assert len(score(TWO, *seats[:6])["pairs"]) == 15
    assert error(TWO, *seats).startswith("players: List should have at most 6")
    assert error({"extra_suits": ["s", "h", "d"]}, *seats[:2]) == "rules.extra_suits: at most 2 extra suits"
    assert error({"extra_suits": ["x"]}, *seats[:2]).startswith("rules.extra_suits[0]: unknown value 'x'")


def test_two_identical_rows_tie_even_when_suits_break_ties() -> None:
    amy = player("Amy", "Qd 6d 3d", "Ks Kh 9s 8s 2d", "As Ah Ac 4c 4d")
    bob = player("Bob", "Jc 6c 3c", "Ks Kh 9s 8s 2c", "Ts Th Tc 7c 7d")
    result = score({**TWO, "suit_order": "shcd"}, amy, bob)
    # middles: the same K K 9 8 and a deuce whose suit decides (diamond < club); fronts Q over J
    assert pair(result, "Amy", "Bob")["rows"] == [1, -1, 1]
    ident_a = player("Amy", "Qd 6d 3d", "Ks Kh 9s 8s 7h", "As Ah Ac 4c 4d")
    ident_b = player("Bob", "Jc 6c 3c", "Ks Kh 9s 8s 7h", "Ts Th Tc 7c 7d")
    assert pair(score({**TWO, "suit_order": "shcd"}, ident_a, ident_b), "Amy", "Bob")["rows"] == [1, 0, 1]


def test_naturals_follow_the_larger_deck() -> None:
    # a dragon with a repeated spade is still all thirteen ranks; six pairs may hold the same card twice
    dragon = player("Amy", "As Kd 2s", "Qh Jc Ts 9d 8h", "7c 6s 5d 4h 3c")
    pairs = player("Bob", "Ah Ad 2c", "Ks Ks Qs Qs Jh", "Jd 9s 9s 8s 8s")
    result = score(ONE, dragon, pairs)
    assert player_of(result, "Amy")["natural"] == "dragon"
    assert player_of(result, "Bob")["natural"] == "six-pairs"
    assert units(result, "Amy", "Bob") == 36
    flushes = player("Bob", "3s 4s 5s", "7s 8s 9s Js Qs", "Ks 3s 4s 5s 7s")
    # 13 spades: three flushes (and full colour if it were on); the engine splits rows by position
    assert player_of(score(ONE, dragon, flushes), "Bob")["natural"] == "three-flushes"


@pytest.mark.parametrize("text", ["5s 5s 5s 5h 5d", "As As As Ks Qs"])
def test_three_copies_of_a_card_are_refused_in_a_row(text: str) -> None:
    amy = player("Amy", "2h 3h 4d", "9c 9d 8h 8c 2c", text)
    assert "entered 3 times, the deck holds 2" in error(ONE, amy, BOB)


def test_extra_suits_dump_only_when_set() -> None:
    from scorekeeper.game.rules import resolve_rules

    assert "extra_suits" not in rules_json(resolve_rules("classic-2-4"))
    assert rules_json(resolve_rules(TWO))["extra_suits"] == ["s", "h"]
    assert resolve_rules(rules_json(resolve_rules(TWO))) == resolve_rules(TWO)
    assert D(resolve_rules(TWO).seat_limit) == 6
