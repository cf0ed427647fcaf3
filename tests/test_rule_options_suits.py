"""score-cli.md "More rule options": suit_order, suits that break ties between rows of equal rank."""

from __future__ import annotations

from rule_option_kit import D, error, pair, player, player_of, score, units

from scorekeeper.game.cards import parse_cards
from scorekeeper.game.hands import evaluate_five, evaluate_three, suit_key, suit_strengths, with_suits
from scorekeeper.game.rules import rules_json

SHCD = {"suit_order": "shcd"}  # spades > hearts > clubs > diamonds
# Fronts of equal rank (A-K-2), middles Bob's, backs Amy's: without suits 0 in 2-4.
AMY = player("Amy", "Ah Kd 2c", "9s 9h 7c 6d 4s", "Qs Qh Qd 3c 3h")
BOB = player("Bob", "Ad Kh 2s", "Ts Th 8c 6h 5h", "Js Jh Jd 4c 4h")


def compare(text_a: str, text_b: str, order: str = "shcd") -> int:
    """1 when row a beats row b under the suit order, -1 when it loses, 0 for a tie."""
    strengths = suit_strengths(order)
    values = []
    for text in (text_a, text_b):
        cards = parse_cards(text)
        value = evaluate_three(cards) if len(cards) == 3 else evaluate_five(cards)
        values.append(with_suits(value, cards, strengths))
    return (values[0] > values[1]) - (values[0] < values[1])


def test_without_suit_order_equal_rows_tie_as_before() -> None:
    result = score("classic-2-4", AMY, BOB)
    assert pair(result, "Amy", "Bob")["rows"] == [0, -1, 1]
    assert units(result, "Amy", "Bob") == 0


def test_the_first_card_in_ranking_order_whose_suits_differ_decides_the_front() -> None:
    # A-K-2 against A-K-2: the aces come first, and a heart beats a diamond under shcd.
    result = score({**SHCD}, AMY, BOB)
    assert pair(result, "Amy", "Bob")["rows"] == [1, -1, 1]
    assert units(result, "Amy", "Bob") == 2  # two rows and the overall unit, less Bob's middle


def test_another_order_turns_the_same_row_around() -> None:
    # "dshc": diamonds strongest, so Bob's ace of diamonds takes the front.
    result = score({"suit_order": "dshc"}, AMY, BOB)
    assert pair(result, "Amy", "Bob")["rows"] == [-1, -1, 1]
    assert units(result, "Amy", "Bob") == -2


def test_ranking_order_puts_the_larger_group_first_and_the_stronger_suit_first_in_a_rank() -> None:
    # Pair of kings, kicker five: the kings are compared before the kicker; within the kings the
    # spade comes first, so Ks-Kd beats Kh-Kc although the heart kicker loses to the spade kicker.
    assert compare("Ks Kd 5h", "Kh Kc 5s") == 1
    # Same kings (spade first in both): the second king decides (heart > club).
    assert compare("Ks Kh 5d", "Ks Kc 5s") == 1
    # Full houses: the trips come first.
    assert compare("9s 9h 9d 2c 2d", "9s 9h 9c 2s 2h") == -1


def test_the_ace_of_a_wheel_counts_low_and_comes_last() -> None:
    # 5-4-3-2-A: the fives are compared first (spade beats heart), not the aces.
    assert compare("5s 4c 3d 2s Ah", "5h 4h 3h 2c As") == 1
    # Not a wheel: A-high with a straight's top card first.
    assert compare("As Kd Qd Jd 9d", "Ah Ks Qs Js 9s") == 1


def test_suit_keys_are_read_card_by_card() -> None:
    strengths = suit_strengths("shcd")
    assert strengths == (3, 2, 0, 1)  # s h d c
    # A spade then a diamond beats a heart then a spade: the first card decides.
    assert suit_key(parse_cards("As Kd"), strengths) > suit_key(parse_cards("Ah Ks"), strengths)


def test_a_back_equal_in_rank_to_its_middle_but_weaker_in_suits_is_a_foul() -> None:
    amy = player("Amy", "4s 3d 2h", "Ks Kh 9s 8s 2d", "Kd Kc 9h 8h 2c")
    bob = player("Bob", "Ad Qh 5s", "Ts Th 8c 6h 5h", "Js Jh Jd 4c 4h")
    assert player_of(score("classic-2-4", amy, bob), "Amy")["status"] == "played"
    fouled = score({**SHCD}, amy, bob)
    assert player_of(fouled, "Amy")["status"] == "fouled"
    assert units(fouled, "Bob", "Amy") == 4  # scooped by the foul in 2-4


def test_the_same_back_stronger_in_suits_than_its_middle_is_fine() -> None:
    amy = player("Amy", "4s 3d 2h", "Kd Kc 9h 8h 2c", "Ks Kh 9s 8s 2d")
    bob = player("Bob", "Ad Qh 5s", "Ts Th 8c 6h 5h", "Js Jh Jd 4c 4h")
    assert player_of(score({**SHCD}, amy, bob), "Amy")["status"] == "played"


def test_suits_decide_a_deuce_to_seven_middle_of_equal_rank() -> None:
    rules = {**SHCD, "middle": "lowball"}
    amy = player("Amy", "Qh Qd 2c", "7s 5h 4c 3d 2s", "As Ah Ad 6c 6d")
    bob = player("Bob", "Js Jd 3h", "7h 5s 4d 3c 2h", "Ks Kh Kd 8c 8d")
    assert pair(score({"middle": "lowball"}, amy, bob), "Amy", "Bob")["rows"] == [1, 0, 1]
    result = score(rules, amy, bob)
    # the lows are equal 7-5-4-3-2; the sevens decide: a spade beats a heart
    assert pair(result, "Amy", "Bob")["rows"] == [1, 1, 1]


def test_shisanshui_room_is_thirteen_water_with_suits_and_the_horse_card() -> None:
    # Per-row: front (by suits) and back to Amy, middle to Bob: 1 unit; Bob holds 5h, the horse: x2.
    assert units(score("thirteen-water", AMY, BOB), "Amy", "Bob") == 0
    assert units(score("shisanshui-room", AMY, BOB), "Amy", "Bob") == 2


def test_suit_order_must_name_each_suit_once() -> None:
    for bad in ("shc", "sshc", "shcx", 4):
        assert error({"suit_order": bad}, AMY, BOB).startswith("rules.suit_order: must be null or the four suit")


def test_suit_order_is_read_in_any_case_and_dumped_as_lower_case() -> None:
    from scorekeeper.game.rules import resolve_rules

    rules = resolve_rules({"suit_order": "SHCD"})
    assert rules.suit_order == "shcd"
    assert rules_json(rules)["suit_order"] == "shcd"
    assert "suit_order" not in rules_json(resolve_rules("classic-2-4"))
    assert D(0) == units(score(rules_json(rules), AMY, BOB), "Amy", "Bob") - 2


def test_suits_decide_the_best_row_of_a_race() -> None:
    plain = score("race-to-11", AMY, BOB)
    assert plain["race"]["rows"]["front"] is None  # A-K-2 twice: nobody alone has the best front
    suited = score({"preset": "race-to-11", "suit_order": "shcd"}, AMY, BOB)
    assert suited["race"]["rows"]["front"] == "Amy"
    assert player_of(suited, "Amy")["points"] == 2 and player_of(suited, "Bob")["points"] == 1
    assert pair(suited, "Amy", "Bob")["rows"] == [1, -1, 1]
