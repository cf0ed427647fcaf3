"""Scoring a hand: the worked example, each scoring method's tie rules, fouls, surrender, multipliers, stakes.

Every expected number is worked out from RULES.md / score-cli.md in the comment next to it.
"""

from __future__ import annotations

from decimal import Decimal, localcontext
from typing import Any

import pytest

from scorekeeper.errors import InputError
from scorekeeper.game.score_request import score_json

D = Decimal
PLAIN: dict[str, Any] = {"royalties": [], "naturals": {}}  # rows only: no royalty, no natural


def player(name: str, front: str, middle: str, back: str, **flags: Any) -> dict[str, Any]:
    return {"name": name, "front": front, "middle": middle, "back": back, **flags}


def score(players: list[dict[str, Any]], rules: Any = None, **extra: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"players": players, **extra}
    if rules is not None:
        data["rules"] = rules
    return score_json(data)


def received(result: dict[str, Any], first: str, second: str) -> Decimal:
    """Units `first` receives from `second`."""
    for pair in result["pairs"]:
        if pair["players"] == [first, second]:
            return D(pair["units"])
        if pair["players"] == [second, first]:
            return -D(pair["units"])
    raise AssertionError(f"no pair {first}-{second}")


def units(result: dict[str, Any]) -> list[str]:
    return [p["units"] for p in result["players"]]


def money(result: dict[str, Any]) -> list[str]:
    return [p["money"] for p in result["players"]]


# -- the worked example (RULES.md section 2) ---------------------------------------------

AMY = player("Amy", "6s 6c 4h", "Td Ts 9c Qs 8c", "3h 3d 3s 2h 2d")
BOB = player("Bob", "Ah Kd Qd", "9h 9d 5h 5d 4c", "Ks Js 9s 8s 7s")


def test_worked_example_2_4_bob_pays_amy_2_units() -> None:
    # Amy wins front (pair of sixes over ace-high) and back (full house over flush), Bob the middle
    # (two pair over a pair): 2 - 1 = 1, plus the overall unit for two rows = 2.
    result = score([AMY, BOB], "classic-2-4")
    assert result["pairs"] == [{"players": ["Amy", "Bob"], "units": "2", "money": "2", "rows": [1, -1, 1]}]
    assert units(result) == ["2", "-2"]


def test_worked_example_1_6_bob_pays_amy_1_unit() -> None:
    # 2 rows won, 1 lost, no scoop: 1.
    assert units(score([AMY, BOB], "classic-1-6")) == ["1", "-1"]


def test_worked_example_per_row_bob_pays_amy_1_unit() -> None:
    assert units(score([AMY, BOB], {"scoring": "per-row"})) == ["1", "-1"]


def test_worked_example_row_categories_are_reported() -> None:
    amy, bob = score([AMY, BOB])["players"]
    assert amy["rows"] == {"front": "pair", "middle": "pair", "back": "full-house"}
    assert bob["rows"] == {"front": "high-card", "middle": "two-pair", "back": "flush"}
    assert amy["status"] == bob["status"] == "played"
    assert amy["natural"] is None and amy["royalties"] == []


# -- each scoring method ------------------------------------------------------------------

# Backs tie (9-high straights, different suits); fronts and middles vary per test.
BACK_A, BACK_B = "9c 8c 7d 6h 5s", "9d 8d 7c 6s 5h"
WIN_FRONT_A, LOSE_FRONT_B = "Ah Kd 2c", "Qh Jh 2d"  # ace-high over queen-high
TIE_FRONT_B = "As Kc 2d"  # A-K-2 against A-K-2
JACKS, TENS = "Js Jc 4c 3d 2h", "Ts Td 4d 3c 2s"  # pair of jacks over pair of tens


@pytest.mark.parametrize(("scoring", "expected"), [("2-4", 3), ("1-6", 2), ("per-row", 2)])
def test_win_two_tie_one(scoring: str, expected: int) -> None:
    # 2-4: two rows + the overall unit = 3. 1-6 and per-row: 2 (no scoop).
    ann = player("Ann", WIN_FRONT_A, JACKS, BACK_A)
    ben = player("Ben", LOSE_FRONT_B, TENS, BACK_B)
    result = score([ann, ben], {**PLAIN, "scoring": scoring})
    assert result["pairs"][0]["rows"] == [1, 1, 0]
    assert received(result, "Ann", "Ben") == expected


@pytest.mark.parametrize("scoring", ["2-4", "1-6", "per-row"])
def test_win_one_each_tie_one_is_zero(scoring: str) -> None:
    ann = player("Ann", WIN_FRONT_A, TENS, BACK_A)
    ben = player("Ben", LOSE_FRONT_B, JACKS, BACK_B)
    result = score([ann, ben], {**PLAIN, "scoring": scoring})
    assert result["pairs"][0]["rows"] == [1, -1, 0]
    assert result["pairs"][0]["units"] == "0"
    assert units(result) == ["0", "0"]


@pytest.mark.parametrize("scoring", ["2-4", "1-6", "per-row"])
def test_one_row_won_two_tied_is_one_unit_with_no_overall(scoring: str) -> None:
    ann = player("Ann", WIN_FRONT_A, JACKS, BACK_A)
    ben = player("Ben", TIE_FRONT_B, TENS, BACK_B)
    result = score([ann, ben], {**PLAIN, "scoring": scoring})
    assert result["pairs"][0]["rows"] == [0, 1, 0]
    assert received(result, "Ann", "Ben") == 1


@pytest.mark.parametrize(("scoring", "expected"), [("2-4", 4), ("1-6", 6), ("per-row", 3)])
def test_a_scoop_pays_the_methods_scoop(scoring: str, expected: int) -> None:
    # 2-4: 3 rows + 1 overall = 4; 1-6: 3 rows + 3 bonus = 6; per-row: 3.
    ann = player("Ann", WIN_FRONT_A, JACKS, BACK_A)
    ben = player("Ben", LOSE_FRONT_B, TENS, "Qs Qd 9d 7c 6s")  # a pair of queens loses to the straight
    result = score([ann, ben], {**PLAIN, "scoring": scoring})
    assert result["pairs"][0]["rows"] == [1, 1, 1]
    assert received(result, "Ann", "Ben") == expected


@pytest.mark.parametrize("scoring", ["2-4", "1-6", "per-row"])
def test_three_tied_rows_exchange_nothing_but_are_compared(scoring: str) -> None:
    ann = player("Ann", WIN_FRONT_A, JACKS, BACK_A)
    ben = player("Ben", TIE_FRONT_B, "Jh Jd 4d 3c 2s", BACK_B)
    result = score([ann, ben], {**PLAIN, "scoring": scoring})
    assert result["pairs"][0]["rows"] == [0, 0, 0]
    assert result["pairs"][0]["units"] == "0"


@pytest.mark.parametrize("payment", ["winner-only", "cancel"])
def test_a_tied_row_pays_no_royalty_unless_payment_is_always(payment: str) -> None:
    # Both backs are 9-high straights, worth 2 each under this table; the tied back pays nothing,
    # so Ann's win-two-tie-one stays 3. Under always each collects 2 from the other: still 3.
    table = [{"row": "back", "hand": "straight", "units": 2}]
    ann = player("Ann", WIN_FRONT_A, JACKS, BACK_A)
    ben = player("Ben", LOSE_FRONT_B, TENS, BACK_B)
    for how in (payment, "always"):
        result = score([ann, ben], {**PLAIN, "royalties": table, "royalty_payment": how})
        assert result["players"][0]["royalties"] == [{"row": "back", "hand": "straight", "units": "2"}]
        assert received(result, "Ann", "Ben") == 3


# -- wheel and lowball in scoring ------------------------------------------------------------


def test_the_wheel_option_decides_a_back_row() -> None:
    # Fronts tie (K-Q-7), Wes wins the middle (8s and 6s, kicker 3 over 2). Backs: Vic's A-2-3-4-5
    # against Wes's 9-to-K. Lowest: Wes wins two, ties one = 3. Second-highest: one each = 0.
    vic = player("Vic", "Kh Qd 7s", "8h 8c 6d 6c 2h", "As 2d 3c 4h 5s")
    wes = player("Wes", "Kc Qh 7d", "8s 8d 6s 6h 3d", "9d Ts Jh Qs Kd")
    assert received(score([vic, wes], PLAIN), "Wes", "Vic") == 3
    second = score([vic, wes], {**PLAIN, "wheel": "second-highest"})
    assert second["pairs"][0]["rows"] == [0, -1, 1]
    assert received(second, "Wes", "Vic") == 0


def test_lowball_middle_the_lower_hand_wins_the_middle() -> None:
    # Lou's middle 7-5-4-3-2 beats Max's 8-6-5-4-2 in deuce-to-seven. Max wins the front (K-Q-3 over
    # K-Q-2), Lou the back (aces over kings): Lou wins two, loses one = 2.
    lou = player("Lou", "Kh Qd 2s", "7s 5d 4c 3h 2c", "Ah Ad Qh Jc 4d")
    mx = player("Max", "Ks Qc 3s", "8s 6d 5c 4h 2d", "Kd Kc Jh Th 9h")
    result = score([lou, mx], {**PLAIN, "middle": "lowball"})
    assert result["pairs"][0]["rows"] == [-1, 1, 1]
    assert received(result, "Lou", "Max") == 2
    # Played high, both fronts (king-high) outrank their seven- and eight-high middles: two fouls, nothing moves.
    high = score([lou, mx], PLAIN)
    assert [p["status"] for p in high["players"]] == ["fouled", "fouled"]
    assert units(high) == ["0", "0"]


def test_lowball_a_straight_in_the_middle_counts_against_it() -> None:
    # Moe's K-high middle beats Ned's 6-5-4-3-2 straight in lowball; Ned wins the front (6-high over
    # 5-high), Moe the back (aces and nines over kings and sevens): Moe 2.
    moe = player("Moe", "2h 3c 5s", "Ks Qd Jc Th 8s", "Ah Ad 9c 9d 4s")
    ned = player("Ned", "2d 3d 6s", "6h 5d 4c 3h 2c", "As Kh Kd 7c 7d")
    result = score([moe, ned], {**PLAIN, "middle": "lowball"})
    assert result["pairs"][0]["rows"] == [-1, 1, 1]
    assert received(result, "Moe", "Ned") == 2
    assert result["players"][1]["rows"]["middle"] == "straight"
    assert result["players"][0]["rows"]["middle"] == "high-card"


# -- fouls ------------------------------------------------------------------------------------

# Pam plays, with back quads (seed 003: 2 units). Fid fouls: front A-A-A over a king-high middle
# (as played, his front trips would win the front). Fay fouls too: front queens over middle jacks.
PAM = player("Pam", "Qh Jh 2d", "Ts Td 4d 3c 2s", "9s 9d 9h 9c 6s")
FID = player("Fid", "Ah Ad Ac", "Ks Qd 8c 3d 4h", "Kc Kd 7d 6h 5s")
FAY = player("Fay", "Qs Qc 2c", "Js Jd 8h 7c 3h", "8s 8d 7h 7s 5c")


def test_a_foul_pays_the_scoop_plus_the_opponents_royalties() -> None:
    # classic-2-4: scoop 4 + Pam's back quads 2 = 6.
    result = score([PAM, FID], "classic-2-4")
    pam, fid = result["players"]
    assert (pam["status"], fid["status"]) == ("played", "fouled")
    assert fid["royalties"] == []
    assert result["pairs"][0] == {"players": ["Pam", "Fid"], "units": "6", "money": "6", "rows": None}


@pytest.mark.parametrize(("preset", "expected"), [("classic-1-6", 8), ({"scoring": "per-row"}, 5)])
def test_a_foul_pays_the_scoring_methods_scoop(preset: Any, expected: int) -> None:
    # 1-6: 6 + 2 = 8. per-row: 3 + 2 = 5.
    assert received(score([PAM, FID], preset), "Pam", "Fid") == expected


def test_foul_pays_royalties_false_pays_only_the_scoop() -> None:
    assert received(score([PAM, FID], {"foul_pays_royalties": False}), "Pam", "Fid") == 4


@pytest.mark.parametrize(("foul", "expected"), [(3, "5"), ("2.5", "4.5"), (0, "2")])
def test_a_fixed_foul_penalty_replaces_the_scoop(foul: Any, expected: str) -> None:
    # The fixed number plus Pam's 2.
    assert score([PAM, FID], {"foul": foul})["pairs"][0]["units"] == expected


@pytest.mark.parametrize("payment", ["winner-only", "always", "cancel"])
def test_a_fouls_royalties_are_paid_whatever_royalty_payment_says(payment: str) -> None:
    assert received(score([PAM, FID], {"royalty_payment": payment}), "Pam", "Fid") == 6


def test_foul_play_scores_the_rows_but_the_fouled_hand_collects_no_royalty() -> None:
    # Fid wins the front with A-A-A (worth 3 to a played hand, nothing to a fouled one); Pam wins the
    # middle (tens over king-high) and back (quads over a pair): 2 - 1 + 1 = 2, plus her quads 2 = 4.
    result = score([PAM, FID], {"foul": "play"})
    assert result["players"][1]["status"] == "fouled"
    assert result["players"][1]["rows"] == {"front": "three-of-a-kind", "middle": "high-card", "back": "pair"}
    assert result["pairs"][0]["rows"] == [-1, 1, 1]
    assert received(result, "Pam", "Fid") == 4


def test_two_fouled_players_exchange_nothing() -> None:
    # Pam gets 6 from each fouled player (4 + her quads 2); Fid and Fay exchange nothing.
    result = score([PAM, FID, FAY], "classic-2-4")
    assert [p["status"] for p in result["players"]] == ["played", "fouled", "fouled"]
    assert received(result, "Fid", "Fay") == 0
    assert result["pairs"][2] == {"players": ["Fid", "Fay"], "units": "0", "money": "0", "rows": None}
    assert units(result) == ["12", "-6", "-6"]


def test_under_foul_play_two_fouled_players_compare_rows() -> None:
    # Pam-Fid: 4 (above). Pam-Fay: Fay wins front (queens) and middle (jacks), Pam the back: Fay 2,
    # minus Pam's quads 2 = 0. Fid-Fay: Fid's trips win the front, Fay's jacks and two pair the
    # middle and back: Fay 2, no royalties either way.
    result = score([PAM, FID, FAY], {"foul": "play"})
    assert received(result, "Pam", "Fay") == 0
    assert received(result, "Fay", "Fid") == 2
    assert result["pairs"][2]["rows"] == [1, -1, -1]
    assert units(result) == ["4", "-6", "2"]


# -- surrender --------------------------------------------------------------------------------

SAM = player("Sam", "4c 3s 2c", "5c 5d 6c 7c 8d", "Jc Jd Qc Kh As", surrender=True)
SUE = player("Sue", "2h 3h 4s", "6d 7h 8h Th Js", "5h 7s 8s Qs Tc", surrender=True)


def test_surrender_pays_every_opponent_still_playing_including_a_fouled_one() -> None:
    # Pam-Fid 6 (foul); Sam and Sue each pay 2.5 to Pam and to the fouled Fid (no royalties, no foul
    # penalty towards a surrendered player); Sam and Sue exchange nothing.
    result = score([PAM, FID, SAM, SUE], "classic-2-4")
    assert [p["status"] for p in result["players"]] == ["played", "fouled", "surrendered", "surrendered"]
    assert received(result, "Pam", "Sam") == D("2.5")  # not 2.5 + Pam's quads
    assert received(result, "Fid", "Sam") == D("2.5")
    assert received(result, "Fid", "Sue") == D("2.5")
    assert received(result, "Sam", "Sue") == 0
    assert units(result) == ["11", "-1", "-5", "-5"]
    assert result["players"][2]["royalties"] == []
    assert all(pair["rows"] is None for pair in result["pairs"] if "Sam" in pair["players"])


def test_a_surrendering_player_with_fouled_rows_pays_the_surrender_amount_not_the_foul() -> None:
    result = score([PAM, {**FID, "surrender": True}], "classic-2-4")
    assert result["players"][1]["status"] == "surrendered"
    assert received(result, "Pam", "Fid") == D("2.5")


def test_surrender_amount_comes_from_the_rules() -> None:
    result = score([PAM, SAM], {"surrender": "2"})
    assert received(result, "Pam", "Sam") == 2


def test_surrender_when_the_rules_allow_none_is_an_input_error() -> None:
    with pytest.raises(InputError, match="Sam: surrender is not allowed under these rules"):
        score([PAM, SAM], "thirteen-water")
    with pytest.raises(InputError, match="surrender is not allowed"):
        score([PAM, SAM], {"surrender": None})


def test_surrender_false_is_the_default_and_plays() -> None:
    result = score([PAM, {**SAM, "surrender": False}], "classic-2-4")
    assert result["players"][1]["status"] == "played"


# -- scoop and home-run multipliers -------------------------------------------------------------

# Ace scoops Bea and Cal (pair of aces, trip kings, 9-high straight). Bea beats Cal in the front and
# middle, Cal beats Bea in the back (two pair over queens): Bea 2. Cal's cards hold no picture card.
ACE = player("Ace", "Ah Ad 2c", "Ks Kd Kc 3d 4h", "9c 8c 7d 6h 5s")
BEA = player("Bea", "Qh Jh 2d", "Ts Td 4d 3c 2s", "Qs Qd 9d 7c 6s")
CAL = player("Cal", "Th 9s 3s", "8s 8h 5h 4c 2h", "7s 7h 6d 6c 5d")


def test_scoop_multiplier_multiplies_everything_between_the_two_including_royalties() -> None:
    # Ace scoops Bea and holds a back straight, worth 1 under this table: (4 + 1) * 2 = 10.
    rules = {**PLAIN, "royalties": [{"row": "back", "hand": "straight", "units": 1}], "scoop_multiplier": 2}
    assert received(score([ACE, BEA], rules), "Ace", "Bea") == 10


def test_scoop_multiplier_does_not_touch_a_hand_without_a_scoop() -> None:
    assert received(score([BEA, CAL], {**PLAIN, "scoop_multiplier": 2}), "Bea", "Cal") == 2


def test_scoop_multiplier_applies_to_a_foul() -> None:
    # (4 + Pam's quads 2) * 2 = 12
    assert received(score([PAM, FID], {"scoop_multiplier": 2}), "Pam", "Fid") == 12


def test_without_multipliers_a_table_of_three_is_plain() -> None:
    # Ace 4 + 4; Bea -4 + 2; Cal -4 - 2.
    assert units(score([ACE, BEA, CAL], PLAIN)) == ["8", "-2", "-6"]


def test_a_home_run_multiplies_each_of_the_scooping_players_pairs() -> None:
    # Ace scoops both: 4 * 2 from each; Bea-Cal stays 2.
    result = score([ACE, BEA, CAL], {**PLAIN, "home_run_multiplier": 2})
    assert received(result, "Ace", "Bea") == 8
    assert received(result, "Ace", "Cal") == 8
    assert received(result, "Bea", "Cal") == 2
    assert units(result) == ["16", "-6", "-10"]


def test_a_home_run_counts_wherever_the_scooping_player_sits() -> None:
    # Ace seated last: his pairs are (Bea, Ace) and (Cal, Ace), still multiplied.
    result = score([BEA, CAL, ACE], {**PLAIN, "home_run_multiplier": 2})
    assert received(result, "Ace", "Bea") == 8
    assert received(result, "Ace", "Cal") == 8
    assert received(result, "Bea", "Cal") == 2
    assert units(result) == ["-6", "-10", "16"]


def test_scoop_and_home_run_multipliers_stack() -> None:
    # Ace's pairs: 4 * 2 (scoop) * 2 (home run) = 16 each; Bea-Cal 2 (no scoop).
    result = score([ACE, BEA, CAL], {**PLAIN, "scoop_multiplier": 2, "home_run_multiplier": 2})
    assert units(result) == ["32", "-14", "-18"]


def test_thirteen_water_scores_per_row_with_double_scoop_and_home_run() -> None:
    # per-row scoop 3, * 2 * 2 = 12 from each of Bea and Cal; Bea-Cal per-row 2 - 1 = 1.
    result = score([ACE, BEA, CAL], "thirteen-water")
    assert [p["status"] for p in result["players"]] == ["played", "played", "played"]
    assert units(result) == ["24", "-11", "-13"]


def test_a_home_run_needs_at_least_three_seats() -> None:
    assert received(score([ACE, BEA], {**PLAIN, "home_run_multiplier": 2}), "Ace", "Bea") == 4


def test_a_surrendered_opponent_blocks_the_home_run_and_surrender_is_never_multiplied() -> None:
    # Ace cannot scoop the surrendered Cal: no home run. Ace-Bea 4 * 2 (scoop) = 8; Cal pays 2.5 to each.
    cal = {**CAL, "surrender": True}
    result = score([ACE, BEA, cal], {**PLAIN, "scoop_multiplier": 2, "home_run_multiplier": 2})
    assert received(result, "Ace", "Bea") == 8
    assert received(result, "Ace", "Cal") == D("2.5")
    assert received(result, "Bea", "Cal") == D("2.5")
    assert units(result) == ["10.5", "-5.5", "-5"]


def test_a_natural_opponent_blocks_the_home_run_and_a_natural_is_never_multiplied() -> None:
    # Cal holds no picture card: with that natural on (3 units) he collects 3 from each, unmultiplied.
    # Ace-Bea: 4 * 2 (scoop) = 8, no home run.
    rules = {**PLAIN, "naturals": {"no-picture": 3}, "scoop_multiplier": 2, "home_run_multiplier": 2}
    result = score([ACE, BEA, CAL], rules)
    assert result["players"][2]["status"] == "natural"
    assert received(result, "Cal", "Ace") == 3
    assert received(result, "Cal", "Bea") == 3
    assert units(result) == ["5", "-11", "6"]
    # Declining the natural, Cal is scooped like Bea: Ace 4 * 2 * 2 = 16 from each; Bea-Cal 2.
    declined = score([ACE, BEA, {**CAL, "declare_natural": False}], rules)
    assert units(declined) == ["32", "-14", "-18"]


def test_a_foul_counts_as_a_scoop_for_the_home_run() -> None:
    # Cal set as a foul (pair of eights over a ten-high middle): Ace scoops Bea and Cal's foul counts:
    # Ace 4 * 2 from each. Bea receives Cal's foul penalty 4.
    cal = player("Cal", "8s 8h 3s", "Th 9s 5h 4c 2h", "7s 7h 6d 6c 5d")
    result = score([ACE, BEA, cal], {**PLAIN, "home_run_multiplier": 2})
    assert result["players"][2]["status"] == "fouled"
    assert units(result) == ["16", "-4", "-12"]


# -- stakes and money ---------------------------------------------------------------------------


def test_money_is_units_times_the_default_unit() -> None:
    result = score([AMY, BOB], unit="10")
    assert result["pairs"][0]["money"] == "20"
    assert money(result) == ["20", "-20"]


def test_a_pair_may_agree_its_own_stake() -> None:
    # Ace-Bea play for 100 a unit, everyone else for 0.5. Ace 4*100 + 4*0.5 = 402; Bea -400 + 2*0.5;
    # Cal -2 - 1.
    stakes = [{"players": ["Bea", "Ace"], "unit": "100"}]
    result = score([ACE, BEA, CAL], PLAIN, unit="0.5", stakes=stakes)
    assert units(result) == ["8", "-2", "-6"]
    assert money(result) == ["402", "-399", "-3"]
    assert [p["money"] for p in result["pairs"]] == ["400", "2", "1"]


def test_stakes_null_and_rules_null_count_as_absent() -> None:
    result = score([AMY, BOB], unit="10", stakes=None, rules=None)
    assert money(result) == ["20", "-20"]


def test_money_is_normalised_without_trailing_zeros_or_negative_zero() -> None:
    assert money(score([AMY, BOB], unit="2.50")) == ["5", "-5"]
    assert money(score([AMY, BOB], unit="0.10")) == ["0.2", "-0.2"]
    zero = score([AMY, BOB], unit="0")
    assert money(zero) == ["0", "0"]
    assert zero["pairs"][0]["money"] == "0"


def test_amounts_are_exact_never_rounded() -> None:
    # Pam's quads are worth 123456789.1234567891; Fid's foul pays (4 + that) times the scoop multiplier
    # 1234567.1234567891, and the stake is 0.0000000003. Worked out exactly (35 and 38 digits):
    royalty, multiplier, stake = D("123456789.1234567891"), D("1234567.1234567891"), D("0.0000000003")
    with localcontext() as ctx:
        ctx.prec = 200
        expected_units = (4 + royalty) * multiplier
        expected_money = expected_units * stake
    rules = {
        "royalties": [{"row": "back", "hand": "four-of-a-kind", "units": str(royalty)}],
        "scoop_multiplier": str(multiplier),
    }
    result = score([PAM, FID], rules, unit="0.0000000003")
    assert D(result["pairs"][0]["units"]) == expected_units
    assert D(result["pairs"][0]["money"]) == expected_money
    assert result["pairs"][0]["units"] == "152415697957625.94935375477488187881"  # not rounded to 28 digits
