"""The other games of the family (docs/variants.md): OFC at every royalty table entry, Pineapple,
Fantasy Land, Criss Cross and Race to 11, in the engine."""

from __future__ import annotations

import dataclasses
import random
from decimal import Decimal
from typing import Any

import pytest

from scorekeeper.demo import random_hand
from scorekeeper.errors import InputError
from scorekeeper.game.cards import DECK, format_cards, parse_cards
from scorekeeper.game.deal import HAND_ENTRY, SeatedHand, seat_hands
from scorekeeper.game.fantasy import next_fantasy_land
from scorekeeper.game.rules import preset, resolve_rules, rules_json
from scorekeeper.game.score_request import score_json
from scorekeeper.game.scoring import PLAYED, assess
from scorekeeper.session.race import race_games

D = Decimal
RANKS = "23456789TJQKA"


def player(name: str, front: str, middle: str, back: str, **extra: Any) -> dict[str, Any]:
    return {"name": name, "front": front, "middle": middle, "back": back, **extra}


def plain_opponent(used: str, rules: Any = "ofc", seed: int = 7) -> dict[str, Any]:
    """Bob: 13 cards not in ``used``, set without a foul and without a royalty under ``rules``."""
    taken = set(parse_cards(used))
    rest = [c for c in DECK if c not in taken]
    rng = random.Random(seed)
    rule_set = resolve_rules(rules)
    for _ in range(10_000):
        rng.shuffle(rest)
        cards = sorted(rest[:13], key=lambda c: c.rank)
        bob = player("Bob", format_cards(cards[:3]), format_cards(cards[3:8]), format_cards(cards[8:]))
        seat = SeatedHand("Bob", cards[:3], cards[3:8], cards[8:])
        status = assess(seat, rule_set)
        if status.status == PLAYED and not status.royalties:
            return bob
    raise AssertionError("no plain hand found")


# -- OFC: every royalty table entry, through the scoring ----------------------------------

FRONT_LOW, MIDDLE_PAIR = "3c 4d 6h", "2c 2d 5h 7s 8d"
BACK_ENTRIES = [  # (back, hand, units): front high card, middle a pair of twos, no other royalty
    ("9s Th Jd Qc Kh", "straight", 2),
    ("3h 9h Jh Qh Kh", "flush", 4),
    ("Ks Kh Kd 9s 9h", "full-house", 6),
    ("Ks Kh Kd Kc 9s", "four-of-a-kind", 10),
    ("9s Ts Js Qs Ks", "straight-flush", 15),
    ("Ts Js Qs Ks As", "royal-flush", 25),
]
MIDDLE_ENTRIES = [  # (middle, back, hand, units): the back must stand at least as high
    ("8s 8h 8d 2c 5h", "Ks Kh Kd 2d 7s", "three-of-a-kind", 2),
    ("9s Th Jd Qc Kh", "2h 5h 7h 8h Ah", "straight", 4),
    ("2h 5h 7h 8h Jh", "Ks Kc Kd 9s 9c", "flush", 8),
    ("Qs Qh Qd 5s 5c", "Ks Kh Kd Kc 2d", "full-house", 12),
    ("Qs Qh Qd Qc 5s", "7d 8d 9d Td Jd", "four-of-a-kind", 20),
    ("7d 8d 9d Td Jd", "Ts Js Qs Ks As", "straight-flush", 30),
    ("Th Jh Qh Kh Ah", "Ts Js Qs Ks As", "royal-flush", 50),
]


def front_pair_hand(rank: str) -> tuple[str, str, str]:
    """Front a pair of ``rank`` (6 to A): middle two pair, back trips, neither earns a royalty."""
    return f"{rank}s {rank}h 2d", "3c 3d 4c 4d 8c", "2c 2h 2s 9c Tc"


def front_trips_hand(rank: str) -> tuple[str, str, str]:
    """Front trips of ``rank``: a straight in the middle and a flush in the back keep it unfouled."""
    front = f"{rank}s {rank}h {rank}d"
    if rank in "23456":
        return front, "9c Td Jh Qs Kc", "2c 3c 4c 5c 7c"
    return front, "2c 3d 4h 5s 6c", "8c 9c Jc Qc Kc"


def royalty_check(amy: dict[str, Any]) -> tuple[list[tuple[str, str, Decimal]], Decimal, Decimal]:
    """Amy's royalties against a plain opponent, what she receives with the OFC tables, and without any."""
    bob = plain_opponent(" ".join((amy["front"], amy["middle"], amy["back"])))
    with_table = score_json({"rules": "ofc", "players": [amy, bob]})
    without = score_json({"rules": {"preset": "ofc", "royalties": []}, "players": [amy, bob]})
    royalties = [(r["row"], r["hand"], D(r["units"])) for r in with_table["players"][0]["royalties"]]
    assert with_table["players"][0]["status"] == "played" and with_table["players"][1]["royalties"] == []
    return royalties, D(with_table["pairs"][0]["units"]), D(without["pairs"][0]["units"])


@pytest.mark.parametrize(("back", "hand", "units"), BACK_ENTRIES)
def test_ofc_back_royalties_at_every_entry(back: str, hand: str, units: int) -> None:
    royalties, paid, plain = royalty_check(player("Amy", FRONT_LOW, MIDDLE_PAIR, back))
    assert royalties == [("back", hand, D(units))]
    assert paid - plain == units  # royalty_payment always: collected whatever the rows did


@pytest.mark.parametrize(("middle", "back", "hand", "units"), MIDDLE_ENTRIES)
def test_ofc_middle_royalties_at_every_entry(middle: str, back: str, hand: str, units: int) -> None:
    royalties, paid, plain = royalty_check(player("Amy", FRONT_LOW, middle, back))
    assert royalties[0] == ("middle", hand, D(units))
    assert paid - plain == sum(r[2] for r in royalties)


@pytest.mark.parametrize(("rank", "units"), list(zip("6789TJQKA", range(1, 10), strict=True)))
def test_ofc_front_pair_royalties_66_is_1_to_aa_is_9(rank: str, units: int) -> None:
    royalties, paid, plain = royalty_check(player("Amy", *front_pair_hand(rank)))
    assert royalties == [("front", "pair", D(units))]
    assert paid - plain == units


def test_ofc_front_pair_of_fives_earns_nothing() -> None:
    royalties, paid, plain = royalty_check(player("Amy", *front_pair_hand("5")))
    assert royalties == [] and paid == plain


@pytest.mark.parametrize(("rank", "units"), list(zip(RANKS, range(10, 23), strict=True)))
def test_ofc_front_trips_royalties_222_is_10_to_aaa_is_22(rank: str, units: int) -> None:
    royalties, paid, plain = royalty_check(player("Amy", *front_trips_hand(rank)))
    assert royalties[0] == ("front", "three-of-a-kind", D(units))
    assert paid - plain == sum(r[2] for r in royalties)


def test_ofc_royalties_between_two_players_move_only_the_difference() -> None:
    amy = player("Amy", "Qs Qh 2d", "3c 3d 4c 4d 5s", "2c 2h 2s 9c Tc")  # front QQ: 7
    bob = player("Bob", "Kc Kd 6h", "7c 7d 8c 8h 9d", "Ah Jh Th 5h 4h")  # front KK 8, back flush 4
    result = score_json({"rules": "ofc", "players": [amy, bob]})
    plain = score_json({"rules": {"preset": "ofc", "royalties": []}, "players": [amy, bob]})
    assert D(result["pairs"][0]["units"]) - D(plain["pairs"][0]["units"]) == 7 - 12


def test_ofc_a_foul_pays_the_scoop_and_the_opponents_royalties() -> None:
    amy = player("Amy", "As Ah Ad", "3c 3d 4c 6d 5s", "2c 2h 2s 9c Tc")  # front trips over a middle pair
    bob = player("Bob", "Qc Qd 6h", "7c 7d 8c 8h 9d", "Kh Jh Th 5h 4h")  # front QQ 7 + back flush 4 = 11
    result = score_json({"rules": "ofc", "players": [amy, bob]})
    assert [p["status"] for p in result["players"]] == ["fouled", "played"]
    assert result["players"][0]["royalties"] == []  # a fouled hand collects none, its AAA included
    assert D(result["pairs"][0]["units"]) == -(6 + 7 + 4)
    assert result["pairs"][0]["rows"] is None
    both_foul = player("Bob", "Qc Qd Qh", "7c 7d 8c 6h 9d", "Kh Jh Th 5h 4h")
    assert D(score_json({"rules": "ofc", "players": [amy, both_foul]})["pairs"][0]["units"]) == 0


# -- Pineapple --------------------------------------------------------------------------


def test_pineapple_is_ofc_with_at_most_three_players_and_fourteen_fantasy_land_cards() -> None:
    ofc, pineapple = preset("ofc"), preset("pineapple")
    assert pineapple.max_players == 3 and ofc.max_players == 4
    assert pineapple.fantasy_land and ofc.fantasy_land
    assert (pineapple.fantasy_land_cards, ofc.fantasy_land_cards) == (14, 13)
    assert dataclasses.replace(pineapple, max_players=4, fantasy_land_cards=13) == ofc


def test_pineapple_scores_exactly_like_ofc_and_refuses_a_fourth_player() -> None:
    deal = random_hand(random.Random(11), ["Amy", "Bob", "Cat", "Dan"])
    three = {"players": deal["players"][:3]}
    assert score_json({"rules": "pineapple", **three}) == score_json({"rules": "ofc", **three})
    with pytest.raises(InputError, match="Pineapple seats at most 3 players"):
        score_json({"rules": "pineapple", **deal})
    with pytest.raises(InputError, match="seat at most 2"):
        score_json({"rules": {"preset": "ofc", "max_players": 2}, **three})


@pytest.mark.parametrize("bad", [1, 5, "5", "3.5", True])  # "3" is 3: numbers may be decimal strings (score-cli.md)
def test_max_players_is_2_to_4(bad: object) -> None:
    with pytest.raises(InputError, match="max_players"):
        resolve_rules({"preset": "pineapple", "max_players": bad})


def test_the_classic_presets_keep_their_old_stored_form() -> None:
    # sessions store rules_json: the new options appear only when they differ from the old behaviour
    for name in ("classic-2-4", "classic-1-6", "thirteen-water"):
        dumped = rules_json(preset(name))
        assert not {"game", "max_players", "fantasy_land", "race_target", "race_stake"} & set(dumped)
        assert resolve_rules(dumped) == preset(name)
    for name in ("ofc", "pineapple", "criss-cross", "race-to-11"):
        assert resolve_rules(rules_json(preset(name))) == preset(name)
    assert resolve_rules({"preset": "ofc", "fantasy_land": False}).fantasy_land is False


# -- Fantasy Land -------------------------------------------------------------------------


def seats_of(*players: dict[str, Any]) -> Any:
    return seat_hands(HAND_ENTRY.read({"players": list(players)}))


PLAIN_BOB = player("Bob", "2s 3h 4d", "5c 5d 7h 8s 9c", "7c 7d 7s 6c 6d")  # plain, unfouled


def amy_with_front(front: str, middle: str = "Tc Td 9h 9d 8c", back: str = "Ah Kh Qh 8h 5h") -> dict[str, Any]:
    return player("Amy", front, middle, back)


@pytest.mark.parametrize(
    ("front", "ofc", "pineapple"),
    [("Qs Qd 4c", 13, 14), ("Ks Kd 4c", 13, 14), ("As Ad 4c", 13, 14), ("4s 4h 4c", 13, 14), ("Js Jd 4c", None, None)],
)
def test_queens_or_better_in_the_front_enter_fantasy_land(front: str, ofc: int | None, pineapple: int | None) -> None:
    middle = "Tc Td Th 9d 8c" if front.startswith("4s") else "Tc Td 9h 9d 8c"  # keep the setting legal
    seats = seats_of(amy_with_front(front, middle), PLAIN_BOB)
    assert next_fantasy_land(seats, preset("ofc"), {}).get("Amy") == ofc
    assert next_fantasy_land(seats, preset("pineapple"), {}).get("Amy") == pineapple
    assert next_fantasy_land(seats, preset("classic-1-6"), {}) == {}  # fantasy_land off


@pytest.mark.parametrize(
    ("front", "middle", "cards"),
    [("Qs Qd 4c", "Tc Td 9h 9d 8c", 14), ("Ks Kd 4c", "Tc Td 9h 9d 8c", 15), ("As Ad 4c", "Tc Td 9h 9d 8c", 16),
     ("4s 4h 4c", "Tc Td Th 9d 8c", 17)],
)  # fmt: skip
def test_progressive_fantasy_land_deals_by_the_front(front: str, middle: str, cards: int) -> None:
    seats = seats_of(amy_with_front(front, middle), PLAIN_BOB)
    for name in ("ofc", "pineapple"):
        rules = resolve_rules({"preset": name, "fantasy_land_progressive": True})
        assert next_fantasy_land(seats, rules, {}) == {"Amy": cards}


def test_a_fouled_hand_does_not_enter_fantasy_land() -> None:
    fouled = amy_with_front("Qs Qd 4c", "Tc 2d 9h 4h 8d")  # queens over a high-card middle
    assert next_fantasy_land(seats_of(fouled, PLAIN_BOB), preset("ofc"), {}) == {}


@pytest.mark.parametrize(
    ("amy", "stays"),
    [
        (amy_with_front("4s 4h 4c", "Tc Td Th 9d 8c"), True),  # front trips
        (amy_with_front("2c 3d 4c", "Tc Td Th 9d 9h", "Ah Ad Ac Ks Kd"), True),  # middle full house
        (amy_with_front("2c 3d 4c", "Tc Td 9h 9d 8c", "Ah Ad Ac As 3s"), True),  # back quads
        (amy_with_front("Ks Kd 4c"), False),  # kings would enter, but do not keep Fantasy Land
        (amy_with_front("2c 3d 4c", "Tc Td Th 9d 8c", "Ah Kh Qh 8h 5h"), False),
        (amy_with_front("4s 4h 4c", "Tc 2d 9h 6h 8c"), False),  # trips, but fouled
    ],
)
def test_fantasy_land_stays_with_front_trips_middle_full_house_or_back_quads(amy: dict[str, Any], stays: bool) -> None:
    seats = seats_of(amy, PLAIN_BOB)
    progressive = resolve_rules({"preset": "pineapple", "fantasy_land_progressive": True})
    for rules, base in ((preset("ofc"), 13), (preset("pineapple"), 14), (progressive, 14)):
        # a stay deals the base count, also under progressive rules
        assert next_fantasy_land(seats, rules, {"Amy": 17}) == ({"Amy": base} if stays else {})


def test_fantasy_land_across_three_hands_enter_stay_leave() -> None:
    rules = preset("pineapple")
    hands = [
        seats_of(amy_with_front("Qs Qd 4c"), PLAIN_BOB),  # Amy enters
        seats_of(amy_with_front("4s 4h 4c", "Tc Td Th 9d 8c"), PLAIN_BOB),  # stays with trips
        seats_of(amy_with_front("Ks Kd 4c"), PLAIN_BOB),  # kings: leaves
        seats_of(amy_with_front("Ks Kd 4c"), PLAIN_BOB),  # kings again: enters again
    ]
    state: dict[str, int] = {}
    seen = []
    for seats in hands:
        state = next_fantasy_land(seats, rules, state)
        seen.append(dict(state))
    assert seen == [{"Amy": 14}, {"Amy": 14}, {}, {"Amy": 14}]


def test_a_player_who_sits_out_loses_fantasy_land_and_other_games_have_none() -> None:
    cat = player("Cat", "2s 3h 4d", "5c 5d 7h 8s 9c", "7c 7d 7s 6c 6d")
    seats = seats_of(amy_with_front("2c 3d 4c"), cat)
    assert next_fantasy_land(seats, preset("ofc"), {"Bob": 13}) == {}
    qq = seats_of(amy_with_front("Qs Qd 4c"), PLAIN_BOB)
    assert next_fantasy_land(qq, resolve_rules({"preset": "ofc", "game": "race"}), {}) == {}


# -- Criss Cross ----------------------------------------------------------------------------


def criss_cross_deal(seed: int, order: tuple[int, ...] = (0, 1, 2, 3)) -> list[dict[str, Any]]:
    deal = random_hand(random.Random(seed), ["Amy", "Amy", "Bob", "Bob"], foul_share=0.2)["players"]
    for seat, hand in zip(deal, (1, 2, 1, 2), strict=True):
        seat["hand"] = hand
    return [deal[i] for i in order]


@pytest.mark.parametrize("seed", range(12))
def test_criss_cross_plays_four_hand_vs_hand_pairs_never_siblings_zero_sum(seed: int) -> None:
    seats = criss_cross_deal(seed)
    cards = [c for s in seats for row in ("front", "middle", "back") for c in parse_cards(s[row])]
    assert len(set(cards)) == 52  # every card of the deck, once
    result = score_json({"rules": "criss-cross", "unit": "2", "players": seats})
    pairs = result["pairs"]
    assert [(p["players"], p["hands"]) for p in pairs] == [
        (["Amy", "Bob"], [1, 1]),
        (["Amy", "Bob"], [1, 2]),
        (["Amy", "Bob"], [2, 1]),
        (["Amy", "Bob"], [2, 2]),
    ]
    assert all(p["players"][0] != p["players"][1] for p in pairs)  # never a hand against its sibling
    amy, bob = result["players"]
    assert (amy["name"], bob["name"]) == ("Amy", "Bob")
    assert D(amy["units"]) + D(bob["units"]) == 0 and D(amy["money"]) + D(bob["money"]) == 0
    assert D(amy["units"]) == sum(D(p["units"]) for p in pairs)
    assert D(amy["money"]) == 2 * D(amy["units"])
    assert [h["hand"] for h in amy["hands"]] == [1, 2]
    for hand in (1, 2):  # each hand's own units: the pairs it played
        mine = sum(D(p["units"]) for p in pairs if p["hands"][0] == hand)
        assert D(amy["hands"][hand - 1]["units"]) == mine
        assert D(bob["hands"][hand - 1]["units"]) == -sum(D(p["units"]) for p in pairs if p["hands"][1] == hand)
    # each hand-vs-hand pair is exactly a heads-up classic hand between those two hands
    by_hand = {(s["name"], s["hand"]): {k: v for k, v in s.items() if k != "hand"} for s in seats}
    for pair in pairs:
        a, b = by_hand[("Amy", pair["hands"][0])], by_hand[("Bob", pair["hands"][1])]
        alone = score_json({"rules": "classic-2-4", "players": [a, b]})["pairs"][0]
        assert (alone["units"], alone["rows"]) == (pair["units"], pair["rows"])


def test_criss_cross_seat_order_does_not_change_the_result() -> None:
    first = score_json({"rules": "criss-cross", "players": criss_cross_deal(3)})
    shuffled = score_json({"rules": "criss-cross", "players": criss_cross_deal(3, (1, 3, 0, 2))})
    assert first == shuffled


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda s: [{k: v for k, v in p.items() if k != "hand"} for p in s], "is seated twice"),
        (lambda s: s[:2], "criss-cross is heads-up"),
        (lambda s: [s[0], {**s[1], "hand": 1}, *s[2:]], "'Amy hand 1' is seated twice"),
        (lambda s: [*s[:3], {**s[3], "name": "Cat"}], "criss-cross is heads-up"),
    ],
)
def test_criss_cross_input_errors(change: Any, message: str) -> None:
    with pytest.raises(InputError, match=message):
        score_json({"rules": "criss-cross", "players": change(criss_cross_deal(1))})


def test_a_hand_number_is_only_for_criss_cross() -> None:
    seats = criss_cross_deal(2)
    with pytest.raises(InputError, match='"hand" is only for criss-cross'):
        score_json({"rules": "classic-2-4", "players": [seats[0], seats[2]]})
    with pytest.raises(InputError, match="players\\[0\\].hand"):
        score_json({"rules": "criss-cross", "players": [{**seats[0], "hand": 3}, *seats[1:]]})


def test_criss_cross_scoops_are_multiplied_per_pair_and_there_is_no_home_run() -> None:
    rules = {"preset": "criss-cross", "scoop_multiplier": 2, "home_run_multiplier": 5}
    result = score_json({"rules": rules, "players": criss_cross_deal(5)})
    plain = score_json({"rules": {**rules, "scoop_multiplier": 1}, "players": criss_cross_deal(5)})
    for pair, base in zip(result["pairs"], plain["pairs"], strict=True):
        if pair["rows"] is None:
            continue  # a natural or a foul
        scooped = pair["rows"] in ([1, 1, 1], [-1, -1, -1])
        assert D(pair["units"]) == D(base["units"]) * (2 if scooped else 1)


# -- Race to 11 ------------------------------------------------------------------------------

RACE_4 = [
    player("Amy", "As Ad 4c", "Kc Kd 9h 9d 8c", "Qh Qc Qs 7h 3h"),
    player("Bob", "2s 3s 5d", "5c 5h 7d 8s 9c", "Jc Jd Js 6c 6d"),
    player("Cat", "Ks Kh 2c", "Tc Td 3d 3c 4d", "Ah Ac 8h 8d 2d"),
    player("Dan", "7c 7s Qd", "4s 5s 6s 9s Ts", "2h 4h 6h Th Jh"),
]


def race(players: list[dict[str, Any]], rules: Any = "race-to-11") -> tuple[dict[str, int], dict[str, Any]]:
    result = score_json({"rules": rules, "players": players})
    assert all(p["units"] == "0" and p["money"] == "0" for p in result["players"])
    assert all(p["units"] == "0" for p in result["pairs"])
    return {p["name"]: p["points"] for p in result["players"]}, result["race"]


def test_race_gives_a_point_per_row_to_the_best_row_at_the_table() -> None:
    points, rows = race(RACE_4)
    # front: Amy's aces; middle: Dan's flush; back: Bob's full house
    assert rows == {"rows": {"front": "Amy", "middle": "Dan", "back": "Bob"}, "sweep": None}
    assert points == {"Amy": 1, "Bob": 1, "Cat": 0, "Dan": 1}


def test_race_a_tie_for_the_best_row_gives_nobody_the_point() -> None:
    bob = player("Bob", "Ac Ah 4d", "5c 5h 8s 8d 9c", "Jc Jd Js 6c 6d")  # the same front as Amy's
    points, rows = race([RACE_4[0], bob, RACE_4[3]])
    assert rows["rows"] == {"front": None, "middle": "Dan", "back": "Bob"}
    assert points == {"Amy": 0, "Bob": 1, "Dan": 1}


def test_race_all_three_rows_at_a_four_player_table_earn_a_fourth_point() -> None:
    sweep = [
        player("Amy", "As Ad 4c", "Kc Kd Kh 9d 8c", "Qh Qc Qs Qd 3h"),
        player("Bob", "2s 3s 5d", "5c 5h 7d 8s 9c", "Jc Jd Js 6c 6d"),
        player("Cat", "Ks Th 2c", "Tc Td 3d 3c 4d", "Ah Ac 8h 8d 2d"),
        player("Dan", "2h 4h 4s", "5s 6h 6s Jh Ts", "7c 7h 7s 9h 9s"),
    ]
    points, rows = race(sweep)
    assert rows == {"rows": {"front": "Amy", "middle": "Amy", "back": "Amy"}, "sweep": "Amy"}
    assert points == {"Amy": 4, "Bob": 0, "Cat": 0, "Dan": 0}
    points, rows = race(sweep[:3])
    assert rows["sweep"] is None and points["Amy"] == 3  # a 4th point only at four seats


def test_race_a_fouled_hand_scores_nothing_and_its_rows_do_not_count() -> None:
    fouled_amy = player("Amy", "As Ad 4c", "Qh Qc Qs 7h 3h", "Kc Kd 9h 9d 8c")  # middle trips over a back two pair
    points, rows = race([fouled_amy, *RACE_4[1:]])
    assert points["Amy"] == 0
    assert rows["rows"]["front"] == "Cat"  # Cat's kings are the best front that counts


def test_race_games_a_winner_at_the_target_ties_play_on_and_a_new_game_starts() -> None:
    hands = [(1, 11, None, {"Amy": 4, "Bob": 3}), (2, 11, None, {"Amy": 4, "Bob": 4}),
             (3, 11, None, {"Amy": 3, "Bob": 4}),  # 11 each: nobody wins yet
             (4, 11, D(5), {"Amy": 1, "Bob": 0}),  # Amy 12, Bob 11
             (5, 11, None, {"Amy": 0, "Bob": 2}), (6, 3, None, {"Amy": 3, "Bob": 0})]  # fmt: skip
    games = race_games(hands)
    assert [(g.number, g.hands, g.winner, g.points) for g in games] == [
        (1, (1, 2, 3, 4), "Amy", {"Amy": 12, "Bob": 11}),
        (2, (5, 6), "Amy", {"Amy": 3, "Bob": 2}),
    ]
    assert games[0].stake == D(5) and games[0].won_at == 4
    assert games[0].after[3] == {"Amy": 11, "Bob": 11}
    open_game = race_games(hands[:2])
    assert len(open_game) == 1 and open_game[0].winner is None and open_game[0].won_at is None
