"""Cards: every notation of score-cli.md, the canonical short form, the deck, clear errors.

Row-size and duplicate-card errors are checked through the command's entry point, as a user
meets them (test_score_cli.py runs them as real subprocesses too).
"""

from __future__ import annotations

import contextlib
import io
import json
import sys

import pytest

from scorekeeper.cli.main import main
from scorekeeper.errors import InputError
from scorekeeper.game.cards import DECK, Card, format_cards, parse_cards

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)


def faces(text: str) -> list[str]:
    return [str(card) for card in parse_cards(text)]


# -- notations ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("As", 14, SPADES),
        ("Kh", 13, HEARTS),
        ("Qd", 12, DIAMONDS),
        ("Jc", 11, CLUBS),
        ("Ts", 10, SPADES),
        ("10h", 10, HEARTS),
        ("T♥", 10, HEARTS),
        ("9♠", 9, SPADES),
        ("2♦", 2, DIAMONDS),
        ("5♣", 5, CLUBS),
        ("as", 14, SPADES),  # case-insensitive rank and suit
        ("AS", 14, SPADES),
        ("tH", 10, HEARTS),
        ("10D", 10, DIAMONDS),
    ],
)
def test_each_notation_names_the_card_it_spells(text: str, rank: int, suit: int) -> None:
    (card,) = parse_cards(text)
    assert (card.rank, card.suit) == (rank, suit)


def test_ten_may_be_written_10_or_T_in_any_case_and_with_a_suit_symbol() -> None:
    assert faces("10h") == faces("Th") == faces("th") == faces("T♥") == faces("10♥") == ["Th"]


def test_cards_may_be_separated_by_spaces_commas_or_both() -> None:
    expected = ["As", "Kd", "Qh"]
    assert faces("As Kd Qh") == expected
    assert faces("As,Kd,Qh") == expected
    assert faces("As, Kd ,Qh") == expected
    assert faces("  As   Kd  Qh  ") == expected


def test_cards_may_be_run_together() -> None:
    assert faces("AsKdQh") == ["As", "Kd", "Qh"]
    assert faces("askdqh") == ["As", "Kd", "Qh"]
    assert faces("10h10s9c") == ["Th", "Ts", "9c"]  # "10" is read before a lone "1" could be
    assert faces("A♠K♦Q♥J♣") == ["As", "Kd", "Qh", "Jc"]


def test_output_always_uses_the_short_form() -> None:
    assert format_cards(parse_cards("10h,a♠ kD")) == "Th As Kd"
    assert str(parse_cards("10c")[0]) == "Tc"


def test_card_order_in_a_row_is_kept() -> None:
    assert faces("2c Ah 7d") == ["2c", "Ah", "7d"]


# -- the deck -------------------------------------------------------------------------


def test_the_deck_has_52_different_cards_13_ranks_in_4_suits() -> None:
    assert len(DECK) == 52
    assert len({str(card) for card in DECK}) == 52
    assert {card.rank for card in DECK} == set(range(2, 15))
    assert {card.suit for card in DECK} == {SPADES, HEARTS, DIAMONDS, CLUBS}
    for rank in range(2, 15):
        assert sum(1 for card in DECK if card.rank == rank) == 4


def test_every_card_reads_back_from_its_short_form_and_its_symbol_form() -> None:
    for card in DECK:
        assert parse_cards(str(card)) == (card,)
        assert parse_cards(card.symbol()) == (card,)


def test_ace_is_the_highest_rank_and_two_the_lowest() -> None:
    assert Card.of(14, SPADES).rank > Card.of(13, SPADES).rank > Card.of(2, SPADES).rank
    assert str(Card.of(14, CLUBS)) == "Ac"
    assert str(Card.of(2, HEARTS)) == "2h"


def test_red_cards_are_hearts_and_diamonds() -> None:
    assert [c.is_red for c in parse_cards("As Ah Ad Ac")] == [False, True, True, False]


# -- errors ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("1s", "unknown rank '1'"),
        ("Xs", "unknown rank 'X'"),
        ("As Bh", "unknown rank 'B'"),
        ("11h", "unknown rank '1'"),
        ("Ax", "unknown suit 'x'"),
        ("As Kz", "unknown suit 'z'"),
        ("A", "unknown suit nothing"),
        ("As K", "unknown suit nothing"),
    ],
)
def test_an_unknown_rank_or_suit_is_named(text: str, message: str) -> None:
    with pytest.raises(InputError, match=message):
        parse_cards(text)


# -- through the command --------------------------------------------------------------

AMY = {"name": "Amy", "front": "6s 6c 4h", "middle": "Td Ts 9c Qs 8c", "back": "3h 3d 3s 2h 2d"}
BOB = {"name": "Bob", "front": "Ah Kd Qd", "middle": "9h 9d 5h 5d 4c", "back": "Ks Js 9s 8s 7s"}


def run_score(data: object) -> tuple[int, str, str]:
    """`scorekeeper score -` with this JSON on standard input: exit code, stdout, stderr."""
    stdin, stdout, stderr = sys.stdin, io.StringIO(), io.StringIO()
    sys.stdin = io.StringIO(json.dumps(data))
    try:
        with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
            code = main(["score", "-"])
    finally:
        sys.stdin = stdin
    return code, stdout.getvalue(), stderr.getvalue()


def assert_input_error(data: object, message: str) -> None:
    code, out, err = run_score(data)
    assert code == 2
    assert out == ""
    assert err == message + "\n"


def test_a_short_middle_is_reported_with_its_player_and_size() -> None:
    bob = {**BOB, "middle": "9h 9d 5h 5d"}
    assert_input_error({"players": [AMY, bob]}, "Bob middle: 4 cards, a middle needs 5")


def test_a_long_front_is_reported_with_its_player_and_size() -> None:
    amy = {**AMY, "front": "6s 6c 4h 4d"}
    assert_input_error({"players": [amy, BOB]}, "Amy front: 4 cards, a front needs 3")


def test_a_card_entered_twice_names_the_card_and_both_places() -> None:
    amy = {**AMY, "front": "6s 6c Ah"}
    bob = {**BOB, "front": "Ac Kd Qd", "back": "Ks Js 9s 8s Ah"}
    assert_input_error({"players": [amy, bob]}, "duplicate card Ah: Amy front and Bob back")
    bob = {**BOB, "back": "Ks Js 9s 8s 6s"}  # 6s is Amy's front
    assert_input_error({"players": [AMY, bob]}, "duplicate card 6s: Amy front and Bob back")


def test_a_card_twice_in_one_row_is_a_duplicate_too() -> None:
    amy = {**AMY, "front": "6s 6c 6s"}
    assert_input_error({"players": [amy, BOB]}, "duplicate card 6s: Amy front and Amy front")


def test_a_duplicate_written_in_another_notation_is_still_the_same_card() -> None:
    bob = {**BOB, "back": "K♠ J♠ 9♠ 8♠ 10♦"}  # Td is Amy's middle
    assert_input_error({"players": [AMY, bob]}, "duplicate card Td: Amy middle and Bob back")


def test_an_unknown_rank_is_reported_with_the_row_it_is_in() -> None:
    bob = {**BOB, "front": "Ah Kd Qx"}
    code, out, err = run_score({"players": [AMY, bob]})
    assert code == 2 and out == ""
    assert err == "Bob front: unknown suit 'x' after rank in 'Ah Kd Qx'\n"
