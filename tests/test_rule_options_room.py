"""score-cli.md "More rule options": the 十三水 room rules (horse card, banker) and the caps."""

from __future__ import annotations

from typing import Any

import pytest
from rule_option_kit import D, error, pair, player, score, units

# Amy scoops both under thirteen-water: front trip queens (2), middle quad nines (7), back 4-8
# straight flush of hearts (4): 13 royalty units, 3 rows, x2 scoop (打枪), x2 home run (全垒打).
AMY = player("Amy", "Qs Qh Qd", "9s 9h 9d 9c 2c", "4h 5h 6h 7h 8h")
BOB = player("Bob", "Ac Kd 3s", "Ks Kh 8c 7c 3d", "As Ad Jc Tc 5c")
CY = player("Cy", "Ah Jd 2d", "Th Td 6c 4c 2s", "Js Jh 8d 8s 3h")  # Bob beats Cy front and middle
TW = "thirteen-water"


def tw(**options: Any) -> dict[str, Any]:
    return {"preset": TW, **options}


def test_the_table_without_room_rules() -> None:
    result = score(TW, AMY, BOB, CY)
    assert units(result, "Amy", "Bob") == units(result, "Amy", "Cy") == (3 + 13) * 2 * 2
    assert units(result, "Bob", "Cy") == 1


# -- horse card -----------------------------------------------------------------------------------


def test_the_horse_doubles_every_pair_of_its_holder_on_top_of_scoop_and_home_run() -> None:
    result = score(tw(horse_card="5h"), AMY, BOB, CY)  # Amy holds 5h
    assert units(result, "Amy", "Bob") == units(result, "Amy", "Cy") == 64 * 2
    assert units(result, "Bob", "Cy") == 1  # neither holds it


def test_the_horse_multiplier_is_an_option() -> None:
    result = score(tw(horse_card="5c", horse_multiplier="3"), AMY, BOB, CY)  # Bob holds 5c
    assert units(result, "Amy", "Bob") == 64 * 3
    assert units(result, "Amy", "Cy") == 64
    assert units(result, "Bob", "Cy") == 3


def test_the_horse_multiplies_surrender_foul_and_natural_payments() -> None:
    rules = {"horse_card": "5c"}  # classic-2-4; Bob holds 5c
    surrendered = score(rules, AMY, {**BOB, "surrender": True}, CY)
    assert units(surrendered, "Amy", "Bob") == units(surrendered, "Cy", "Bob") == D("2.5") * 2
    fouled = {**BOB, "front": "Kh Ks 3s", "middle": "Kd Ac 8c 7c 3d"}  # KK front over an A-high middle
    result = score(rules, AMY, fouled, CY)
    # Cy collects the 2-4 scoop (4) from the foul, times the horse; Amy her royalties (3 + 3 + 3) too
    assert units(result, "Cy", "Bob") == 4 * 2
    assert units(result, "Amy", "Bob") == (4 + 3 + 3 + 3) * 2
    dragon = player("Dee", "As Kd 2s", "Qh Jc Ts 9d 8h", "7c 6s 5c 4h 3c")
    plain = player("Eve", "2h 3d 4c", "5s 6d 7h 9c Js", "Ks Qs 9s 7s 3s")
    assert units(score(rules, dragon, plain), "Dee", "Eve") == 36 * 2


def test_the_horse_card_must_be_one_card() -> None:
    assert error({"horse_card": "5h 6h"}, AMY, BOB).startswith("rules.horse_card: must be null or one card")
    assert error({"horse_multiplier": "0.5"}, AMY, BOB) == "rules: horse_multiplier must be at least 1"


# -- banker ----------------------------------------------------------------------------------------


def test_banker_mode_scores_only_the_bankers_pairs_each_at_its_multiple() -> None:
    result = score(tw(banker="dealer"), AMY, {**BOB, "multiple": 2}, CY, dealer="Amy")
    assert units(result, "Amy", "Bob") == 64 * 2
    assert units(result, "Amy", "Cy") == 64
    assert pair(result, "Bob", "Cy") == {"players": ["Bob", "Cy"], "units": "0", "money": "0", "rows": None}
    assert sum(D(p["units"]) for p in result["players"]) == 0


def test_only_the_banker_makes_a_home_run() -> None:
    # Bob banks: Amy scoops him (x2) but makes no home run; Bob beats Cy on one row net, at Cy's multiple
    result = score(tw(banker="dealer"), AMY, BOB, {**CY, "multiple": 5}, dealer="Bob")
    assert units(result, "Amy", "Bob") == (3 + 13) * 2
    assert units(result, "Bob", "Cy") == 5
    assert units(result, "Amy", "Cy") == 0


def test_the_multiple_comes_after_every_other_multiplier_and_the_horse() -> None:
    result = score(tw(banker="dealer", horse_card="5h"), AMY, {**BOB, "multiple": 3}, CY, dealer="Amy")
    assert units(result, "Amy", "Bob") == 16 * 2 * 2 * 2 * 3  # scoop, home run, horse, multiple


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ({}, 'banker mode: the hand must name its dealer ("dealer": NAME), who is the banker'),
        ({"dealer": "Zed"}, "dealer: Zed is not seated in this hand"),
    ],
)
def test_banker_mode_needs_a_seated_dealer(extra: dict[str, Any], message: str) -> None:
    assert error(tw(banker="dealer"), AMY, BOB, CY, **extra) == message


def test_multiples_belong_to_banker_mode_and_to_the_players_against_the_banker() -> None:
    assert error(TW, AMY, {**BOB, "multiple": 2}) == 'Bob: "multiple" is only for banker mode (rule option banker)'
    message = error(tw(banker="dealer"), {**AMY, "multiple": 2}, BOB, dealer="Amy")
    assert message == 'Amy is the banker: "multiple" is for the players who play the banker'
    assert error(tw(banker="dealer"), AMY, {**BOB, "multiple": 6}, dealer="Amy").startswith("players[1].multiple:")


# -- caps --------------------------------------------------------------------------------------------


def test_royalty_cap_limits_the_royalties_collected_from_each_opponent_after_multipliers() -> None:
    result = score(tw(royalty_cap=12), AMY, BOB, CY)
    # rows 3 x2 x2 = 12, royalties 13 x2 x2 = 52 capped at 12
    assert units(result, "Amy", "Bob") == units(result, "Amy", "Cy") == 12 + 12
    assert units(result, "Bob", "Cy") == 1


def test_scoop_cap_limits_a_scooped_pair_and_home_run_cap_a_home_run_pair() -> None:
    assert units(score(tw(scoop_cap=12), AMY, BOB), "Amy", "Bob") == 12  # heads-up: (3 + 13) x2 = 32
    result = score(tw(home_run_cap=24), AMY, BOB, CY)
    assert units(result, "Amy", "Bob") == units(result, "Amy", "Cy") == 24
    assert units(result, "Bob", "Cy") == 1
    both = score(tw(scoop_cap=12, home_run_cap=24), AMY, BOB, CY)
    assert units(both, "Amy", "Bob") == 12


def test_caps_leave_pairs_under_them_alone_and_apply_before_stakes() -> None:
    result = score(tw(scoop_cap=100), AMY, BOB, CY, unit="2")
    assert units(result, "Amy", "Bob") == 64
    capped = score(tw(scoop_cap=12), AMY, BOB, CY, unit="2")
    assert pair(capped, "Amy", "Bob")["money"] == "24"


def test_a_foul_counts_as_a_scoop_for_the_scoop_cap() -> None:
    fouled = {**BOB, "front": "Kh Ks 3s", "middle": "Kd Ac 8c 7c 3d"}
    assert units(score(tw(scoop_cap=5), AMY, fouled), "Amy", "Bob") == 5
    assert units(score(TW, AMY, fouled), "Amy", "Bob") == (3 + 13) * 2


def test_the_multiple_applies_to_natural_and_surrender_payments_against_the_banker() -> None:
    rules = {"banker": "dealer"}  # classic-2-4: surrender 2.5, dragon 36
    dragon = player("Dee", "As Kd 2s", "Qh Jc Ts 9d 8h", "7c 6s 5c 4h 3c")
    plain = player("Eve", "2h 3d 4c", "5s 6d 7h 9c Js", "Ks Qs 9s 7s 3s")
    third = player("Fay", "Ah Ad 2d", "Th Td 6c 4d 2c", "Jh Jd 8d 8s 3h")
    result = score(rules, dragon, {**plain, "multiple": 4}, {**third, "surrender": True, "multiple": 2}, dealer="Dee")
    assert units(result, "Dee", "Eve") == 36 * 4
    assert units(result, "Dee", "Fay") == 36 * 2  # a natural beats a surrender; the multiple applies
    # Eve banks: Dee's dragon collects from her at Dee's multiple (1), Fay's surrender pays her 2.5 x 2,
    # and Dee and Fay do not play each other
    banked = score(rules, dragon, plain, {**third, "surrender": True, "multiple": 2}, dealer="Eve")
    assert units(banked, "Dee", "Eve") == 36
    assert units(banked, "Eve", "Fay") == D("2.5") * 2
    assert units(banked, "Dee", "Fay") == 0
