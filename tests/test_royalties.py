"""Royalties: which rows earn them under each table, and who pays them under each payment mode."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from scorekeeper.game.cards import parse_cards
from scorekeeper.game.royalties import royalties_for
from scorekeeper.game.rules import preset, resolve_rules
from scorekeeper.game.score_request import score_json

D = Decimal


def counted(front: str, middle: str, back: str, rules: Any = "classic-2-4") -> list[tuple[str, str, Decimal]]:
    rows = {"front": parse_cards(front), "middle": parse_cards(middle), "back": parse_cards(back)}
    return [(r.row, r.hand, r.units) for r in royalties_for(rows, resolve_rules(rules))]


def player(name: str, front: str, middle: str, back: str) -> dict[str, Any]:
    return {"name": name, "front": front, "middle": middle, "back": back}


def received(result: dict[str, Any], first: str, second: str) -> Decimal:
    """Units `first` receives from `second` in a scored hand."""
    for pair in result["pairs"]:
        if pair["players"] == [first, second]:
            return D(pair["units"])
        if pair["players"] == [second, first]:
            return -D(pair["units"])
    raise AssertionError(f"no pair {first}-{second}")


# -- what a row earns (seed 003 table unless said) --------------------------------------


def test_seed_003_table_pays_front_trips_3_and_back_quads_2() -> None:
    assert counted("Qs Qd Qc", "2s 3s 4s 5s 7d", "As Ks Kd Kh Kc") == [
        ("front", "three-of-a-kind", D(3)),
        ("back", "four-of-a-kind", D(2)),
    ]


def test_seed_003_table_pays_middle_full_house_1_quads_3_straight_flush_4() -> None:
    assert counted("2c 3d 4h", "Js Jh Jd 5s 5h", "As Ad Ac Ah 3s") == [
        ("middle", "full-house", D(1)),
        ("back", "four-of-a-kind", D(2)),
    ]
    assert counted("2c 3d 4h", "5s 5h 5d 5c 2h", "As Ks Qs Js Ts") == [
        ("middle", "four-of-a-kind", D(3)),
        ("back", "royal-flush", D(3)),
    ]
    assert counted("2c 3d 4h", "9h 8h 7h 6h 5h", "Ks Qs Js Ts 9s") == [
        ("middle", "straight-flush", D(4)),
        ("back", "straight-flush", D(3)),
    ]


def test_a_table_entry_matches_its_category_exactly_never_or_better() -> None:
    # Seed 003 has no back full house; a back full-house entry does not pay quads.
    assert counted("2c 3d 4h", "9h 9d 7c 6s 5s", "Ks Kd Kh 8s 8d") == []
    fh_only = {"royalties": [{"row": "back", "hand": "full-house", "units": 1}]}
    assert counted("2c 3d 4h", "9h 9d 7c 6s 5s", "Ks Kd Kh Kc 8d", fh_only) == []
    assert counted("2c 3d 4h", "9h 9d 7c 6s 5s", "Ks Kd Kh 8s 8d", fh_only) == [("back", "full-house", D(1))]


def test_a_royal_flush_takes_the_straight_flush_entry_when_its_row_has_no_royal_entry() -> None:
    # classic-2-4: back straight flush 3, no royal entry.
    assert counted("2c 3d 4h", "9h 9d 7c 6s 5s", "As Ks Qs Js Ts") == [("back", "royal-flush", D(3))]


def test_a_royal_flush_takes_its_own_entry_when_there_is_one() -> None:
    # OFC: back royal 25 (straight flush 15), middle royal 50 (straight flush 30).
    assert counted("2c 3d 4h", "9h 9d 7c 6s 5d", "As Ks Qs Js Ts", "ofc") == [("back", "royal-flush", D(25))]
    assert counted("2c 3d 4h", "9h 9d 7c 6s 5d", "Ks Qs Js Ts 9s", "ofc") == [("back", "straight-flush", D(15))]
    assert counted("2c 3d 5h", "Ah Kh Qh Jh Th", "As Ad Ac Ah 3s", "ofc") == [
        ("middle", "royal-flush", D(50)),
        ("back", "four-of-a-kind", D(10)),
    ]


@pytest.mark.parametrize(
    ("front", "hand", "units"),
    [
        ("6s 6d 2c", "pair", 1),  # sixes 1
        ("Ts Td 2c", "pair", 5),
        ("Qs Qd 2c", "pair", 7),
        ("As Ad 2c", "pair", 9),  # aces 9
        ("2s 2d 2c", "three-of-a-kind", 10),  # trips 2-2-2 10
        ("7s 7d 7c", "three-of-a-kind", 15),
        ("As Ad Ac", "three-of-a-kind", 22),  # A-A-A 22
    ],
)
def test_ofc_front_royalties_go_by_rank(front: str, hand: str, units: int) -> None:
    assert counted(front, "Kh Kc Kd 3h 3c", "4d 4h 4s 4c 5d", "ofc")[0] == ("front", hand, D(units))


def test_ofc_front_pair_of_fives_earns_nothing() -> None:
    assert [r for r in counted("5s 5d 2c", "Kh Kc 9d 3h 3c", "Ad Ah As 4c 5h", "ofc") if r[0] == "front"] == []


def test_a_ranked_front_entry_beats_an_unranked_one_for_the_same_hand() -> None:
    rules = {
        "royalties": [
            {"row": "front", "hand": "pair", "units": 1},
            {"row": "front", "hand": "pair", "rank": "Q", "units": 5},
        ]
    }
    assert counted("Qs Qd 2c", "Ks Kd 7c 6s 5s", "As Ad Ac 8s 8d", rules) == [("front", "pair", D(5))]
    assert counted("Js Jd 2c", "Ks Kd 7c 6s 5s", "As Ad Ac 8s 8d", rules) == [("front", "pair", D(1))]


def test_units_zero_means_no_royalty() -> None:
    rules = {
        "royalties": [{"row": "back", "hand": "flush", "units": 0}, {"row": "front", "hand": "pair", "units": "0"}]
    }
    assert counted("Qs Qd 2c", "Ks Kd 7c 6s 5s", "Ah 9h 7h 4h 2h", rules) == []
    ofc_zero_royal = {
        "preset": "ofc",
        "royalties": [
            {"row": "back", "hand": "royal-flush", "units": 0},
            {"row": "back", "hand": "straight-flush", "units": 15},
        ],
    }
    assert counted("2c 3d 4h", "9h 9d 7c 6s 5d", "As Ks Qs Js Ts", ofc_zero_royal) == []


def test_one_royalty_per_hand_keeps_the_largest() -> None:
    # Front trips 3, middle full house 1, back quads 2: only the trips' 3 is claimed.
    rows = ("Qs Qh Qd", "Js Jh Jd 5s 5h", "8s 8h 8d 8c 3s")
    assert len(counted(*rows)) == 3
    assert counted(*rows, {"one_royalty_per_hand": True}) == [("front", "three-of-a-kind", D(3))]


def test_one_royalty_per_hand_on_equal_units_keeps_the_later_row() -> None:
    rows = ("Qs Qh Qd", "Js Jh Jd 5s 5h", "8s 8h 8d 8c 3s")
    equal = [
        {"row": "front", "hand": "three-of-a-kind", "units": 2},
        {"row": "middle", "hand": "full-house", "units": 2},
        {"row": "back", "hand": "four-of-a-kind", "units": 2},
    ]
    assert counted(*rows, {"royalties": equal, "one_royalty_per_hand": True}) == [("back", "four-of-a-kind", D(2))]
    # Without the back entry, the middle (later than the front) is kept.
    assert counted(*rows, {"royalties": equal[:2], "one_royalty_per_hand": True}) == [("middle", "full-house", D(2))]


def test_a_lowball_middle_earns_no_royalty() -> None:
    rows = ("2c 3d 4h", "Js Jh Jd 5s 5h", "As Ad Ac Ah 3s")
    assert ("middle", "full-house", D(1)) in counted(*rows)
    assert counted(*rows, {"middle": "lowball"}) == [("back", "four-of-a-kind", D(2))]


def test_the_wheel_straight_flush_is_a_straight_flush_under_either_wheel_rule() -> None:
    for wheel in ("lowest", "second-highest"):
        assert counted("2c 3d 4h", "9h 9d 7c 6s 6d", "As 2s 3s 4s 5s", {"wheel": wheel}) == [
            ("back", "straight-flush", D(3))
        ]


# -- who pays: winner-only, always, cancel ---------------------------------------------

# Bob wins all three rows against Ann. Ann's back quads (2) lose to Bob's back straight flush (3).
ANN = player("Ann", "Kh Qd 2c", "Ts Th 4s 3c 2s", "9s 9d 9h 9c 6s")
BOB = player("Bob", "Ah Jd 3d", "Js Jc 5c 4h 2h", "8d 7d 6d 5d 4d")


def bob_receives(**rules: Any) -> Decimal:
    result = score_json({"rules": {"naturals": {}, **rules}, "players": [ANN, BOB]})
    return received(result, "Bob", "Ann")


def test_winner_only_royalty_is_paid_by_the_opponent_whose_row_it_beats() -> None:
    # 2-4 scoop 4, plus Bob's straight flush 3; Ann's losing quads pay her nothing.
    assert bob_receives() == 7


def test_always_each_collects_their_royalties_and_the_difference_moves() -> None:
    # 4 + (Bob's 3 - Ann's 2) = 5: Ann collects her quads although her back lost.
    assert bob_receives(royalty_payment="always") == 5


def test_cancel_pays_nothing_in_a_row_where_both_hold_a_royalty() -> None:
    # Both backs hold a royalty: only the scoop's 4 moves.
    assert bob_receives(royalty_payment="cancel") == 4


def test_with_only_the_loser_holding_a_royalty_only_always_pays_it() -> None:
    quads_only = [{"row": "back", "hand": "four-of-a-kind", "units": 2}]
    assert bob_receives(royalties=quads_only) == 4  # winner-only: Ann's back lost, nothing
    assert bob_receives(royalties=quads_only, royalty_payment="cancel") == 4  # Bob holds none: nothing cancels
    assert bob_receives(royalties=quads_only, royalty_payment="always") == 2  # 4 - Ann's 2


def test_cancel_only_cancels_within_one_row() -> None:
    # Cid's front trips (3) win the front; Dee's back straight flush (5) wins the back; Dee wins the middle.
    cid = player("Cid", "Qs Qh Qd", "9s Th Jc Kd Qc", "As Js 8s 5s 3s")
    dee = player("Dee", "Kc Jh 2h", "Ah Ad Ac 7h 7s", "6d 5d 4d 3d 2d")
    table = [
        {"row": "front", "hand": "three-of-a-kind", "units": 3},
        {"row": "back", "hand": "straight-flush", "units": 5},
    ]
    for payment in ("winner-only", "cancel"):
        result = score_json(
            {"rules": {"naturals": {}, "royalties": table, "royalty_payment": payment}, "players": [cid, dee]}
        )
        # Dee wins two rows, loses one: 2 - 1 + 1 overall = 2; royalties 5 - 3.
        assert received(result, "Dee", "Cid") == 4


def test_royalties_are_reported_per_player_as_the_rule_set_counts_them() -> None:
    result = score_json({"rules": {"naturals": {}}, "players": [ANN, BOB]})
    ann, bob = result["players"]
    assert ann["royalties"] == [{"row": "back", "hand": "four-of-a-kind", "units": "2"}]
    assert bob["royalties"] == [{"row": "back", "hand": "straight-flush", "units": "3"}]


def test_ofc_hand_settles_royalty_totals_as_a_difference() -> None:
    # Eve: front Q-Q (7), middle trips (2), back flush (4) = 13.
    # Fay: front K-K (8), middle straight (4), back full house (6) = 18. Fay wins all three rows.
    eve = player("Eve", "Qs Qh 2c", "9s 9h 9c 4d 5d", "Ah Kh 8h 6h 3h")
    fay = player("Fay", "Kc Kd 3c", "8s 9d Tc Jc Qc", "As Ad Ac 7s 7d")
    ofc = score_json({"rules": "ofc", "players": [eve, fay]})
    assert received(ofc, "Fay", "Eve") == 6 + (18 - 13)  # 1-6 scoop plus the difference
    winner_only = score_json({"rules": {"preset": "ofc", "royalty_payment": "winner-only"}, "players": [eve, fay]})
    assert received(winner_only, "Fay", "Eve") == 6 + 18  # Fay's rows all win, Eve's royalties all lose
    assert [r["units"] for r in ofc["players"][0]["royalties"]] == ["7", "2", "4"]


def test_a_fouled_player_collects_no_royalties_though_the_rows_hold_one() -> None:
    # The table itself only reads rows; a fouled player's royalties are dropped when the hand is scored.
    fouled = player("Gus", "As Ad Ac", "Ks Qd 8c 3d 4h", "Kc Kd 7d 6h 5s")
    other = player("Hal", "Qh Jh 2d", "Ts Td 4d 3c 2s", "9s 9d 9h 9c 6s")
    assert counted(fouled["front"], fouled["middle"], fouled["back"]) == [("front", "three-of-a-kind", D(3))]
    result = score_json({"rules": {"naturals": {}}, "players": [fouled, other]})
    assert result["players"][0]["status"] == "fouled"
    assert result["players"][0]["royalties"] == []


def test_preset_royalties_are_what_the_table_lookup_uses() -> None:
    assert len(preset("thirteen-water").royalties) == 6
    # Eastern middle quads 7 on top of the row's unit.
    assert counted("2c 3d 4h", "Js Jh Jd Jc 5h", "As Ad Ac Ah 3s", "thirteen-water") == [
        ("middle", "four-of-a-kind", D(7)),
        ("back", "four-of-a-kind", D(3)),
    ]
