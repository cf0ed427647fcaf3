"""A hand's chips at a tournament table (issue 28): the ordinary pairwise units times the level's
point value, capped by the loser's stack and paid in seat order; chips conserved; players at zero
eliminated, those of one hand placed by their chips at its start."""

from __future__ import annotations

import random
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.demo import random_hand
from scorekeeper.errors import InputError
from scorekeeper.game.score_request import score_request
from scorekeeper.money import Money
from scorekeeper.tournament.chips import hand_chips, pair_units, seat_order
from scorekeeper.tournament.eliminations import eliminations
from scorekeeper.tournament.levels import level_for_hand
from scorekeeper.tournament.payouts import place_amounts, share_places
from scorekeeper.tournament.structure import Band, HandLevels, PercentPayouts

D = Decimal
# classic-1-6: Amy beats Bob by 9 and Cat by 9, Bob beats Cat by 6 (the casino's table-stakes hand).
HAND = {
    "rules": "classic-1-6",
    "players": [
        {"name": "Amy", "front": "Ah Ad 4c", "middle": "Kh Kd Ks 7c 2d", "back": "9s 8s 7s 6s 5s"},
        {"name": "Bob", "front": "Qh Qd 3c", "middle": "Jh Jd 8c 8d 2h", "back": "Th Td Tc 4s 4d"},
        {"name": "Cat", "front": "Kc 9c 2c", "middle": "Jc Js 6h 5h 3h", "back": "Ac Qc 9h 7h 6d"},
    ],
}
SEATED = ["Amy", "Bob", "Cat"]


def test_the_scored_hand_times_the_point_value_capped_by_the_short_stack_in_seat_order() -> None:
    units = pair_units(score_request(HAND))
    assert units == {("Amy", "Bob"): D(9), ("Amy", "Cat"): D(9), ("Bob", "Cat"): D(6)}
    stacks = {"Amy": 5000, "Bob": 5000, "Cat": 1200}
    # Cat deals: Amy, Bob, Cat. Bob pays Amy 900; Cat pays Amy 900 (300 left), then owes Bob 600 and pays 300.
    done = hand_chips(units, stacks=stacks, order=seat_order(SEATED, "Cat"), point_value=100)
    assert done.stacks == {"Amy": 6800, "Bob": 4400, "Cat": 0}
    assert [(p.winner, p.loser, p.owed, p.paid) for p in done.payments] == [
        ("Amy", "Bob", 900, 900), ("Amy", "Cat", 900, 900), ("Bob", "Cat", 600, 300),
    ]  # fmt: skip
    assert done.busted == ("Cat",)
    # Amy deals: Bob, Cat, Amy. Cat pays Bob 600 first (600 left), Bob pays Amy 900, Cat pays Amy 600 of 900.
    done = hand_chips(units, stacks=stacks, order=seat_order(SEATED, "Amy"), point_value=100)
    assert done.stacks == {"Bob": 4700, "Cat": 0, "Amy": 6500}
    assert done.changes == {"Bob": -300, "Cat": -1200, "Amy": 1500}


def test_winnings_of_the_hand_do_not_pay_its_losses() -> None:
    # Bob (100 chips) wins 1000 from Amy but owes Cat 500: he pays 100, the rest of his stack at the start.
    units = {("Amy", "Bob"): D(-10), ("Bob", "Cat"): D(-5)}
    done = hand_chips(units, stacks={"Amy": 5000, "Bob": 100, "Cat": 5000}, order=SEATED, point_value=100)
    assert done.stacks == {"Amy": 4000, "Bob": 1000, "Cat": 5100}
    assert done.busted == ()


def test_a_fraction_of_a_chip_is_not_paid() -> None:
    done = hand_chips({("Amy", "Bob"): D("2.5")}, stacks={"Amy": 500, "Bob": 500}, order=["Amy", "Bob"], point_value=25)
    assert done.stacks == {"Amy": 562, "Bob": 438}


def test_a_player_with_no_chips_or_a_stranger_is_refused() -> None:
    with pytest.raises(InputError, match="^Cat has no chips"):
        hand_chips({}, stacks={"Amy": 5, "Cat": 0}, order=["Amy", "Cat"], point_value=1)
    with pytest.raises(InputError, match="^pair Amy-Dan: both players must be seated"):
        hand_chips({("Amy", "Dan"): D(1)}, stacks={"Amy": 5, "Cat": 5}, order=["Amy", "Cat"], point_value=1)


def test_two_out_on_one_hand_are_placed_by_their_chips_at_its_start_and_equals_share() -> None:
    units = {("Amy", "Bob"): D(30), ("Amy", "Cat"): D(30), ("Amy", "Dan"): D(1)}
    start = {"Amy": 900, "Bob": 200, "Cat": 300, "Dan": 900}
    done = hand_chips(units, stacks=start, order=["Amy", "Bob", "Cat", "Dan"], point_value=10)
    assert done.busted == ("Cat", "Bob")
    out = eliminations({n: start[n] for n in done.busted}, players_left=6)
    assert [(e.name, e.place) for e in out] == [("Cat", 5), ("Bob", 6)]
    same = eliminations({"Bob": 300, "Cat": 300}, players_left=6)
    assert [(e.name, e.place) for e in same] == [("Bob", 5), ("Cat", 5)]
    # places 5 and 6 pay 60 and 40 of a 1000 pool: the two at fifth take 50 each
    pays = PercentPayouts(bands=(Band(from_entries=2, percents=("40", "25", "15", "8", "6", "4", "2")),))
    amounts = place_amounts(pays, field=7, pool=Money.of("1000", "USD"))
    shared = share_places(amounts, {"Bob": 5, "Cat": 5})
    assert shared == {"Bob": Money.of("50", "USD"), "Cat": Money.of("50", "USD")}


NAMES = ["Amy", "Bob", "Cat", "Dan", "Eve", "Fay"]


@settings(max_examples=300, deadline=None)
@given(
    data=st.data(),
    players=st.integers(2, 6),
    point_value=st.integers(1, 10**6),
)
def test_chips_are_conserved_and_no_stack_goes_below_zero(data: st.DataObject, players: int, point_value: int) -> None:
    names = NAMES[:players]
    stacks = {n: data.draw(st.integers(1, 10**15), label=n) for n in names}
    halves = st.integers(-200, 200).map(lambda h: D(h) / 2)
    units = {(a, b): data.draw(halves) for i, a in enumerate(names) for b in names[i + 1 :]}
    order = seat_order(names, data.draw(st.sampled_from(names)))
    done = hand_chips(units, stacks=stacks, order=order, point_value=point_value)
    assert sum(done.stacks.values()) == sum(stacks.values())
    assert all(chips >= 0 for chips in done.stacks.values())
    paid_by: dict[str, int] = {}
    for p in done.payments:
        assert 0 <= p.paid <= p.owed
        paid_by[p.loser] = paid_by.get(p.loser, 0) + p.paid
        if p.paid < p.owed:  # cut short only when the loser's stack at the start is spent
            assert paid_by[p.loser] == stacks[p.loser]
    assert set(done.busted) == {n for n in names if done.stacks[n] == 0}
    assert [stacks[n] for n in done.busted] == sorted((stacks[n] for n in done.busted), reverse=True)


def test_a_table_of_random_hands_runs_to_one_player_with_every_chip_accounted_for() -> None:
    rng = random.Random(28)
    levels = HandLevels(hands_per_level=8, point_values=(100, 200, 300, 500, 800, 1200, 2000))
    seated = ["Amy", "Bob", "Cat", "Dan"]
    stacks = dict.fromkeys(seated, 20000)
    places: list[tuple[str, int, int]] = []  # name, place, hand, in the order out
    hand = 0
    while len(seated) > 1:
        hand += 1
        result = score_request({"rules": "classic-2-4", **random_hand(rng, seated, foul_share=0.1)})
        dealer = seated[hand % len(seated)]
        level = level_for_hand(levels, hand)
        start = {n: stacks[n] for n in seated}
        order = seat_order(seated, dealer)
        done = hand_chips(pair_units(result), stacks=start, order=order, point_value=level.point_value)
        stacks.update(done.stacks)
        assert sum(stacks.values()) == 4 * 20000
        for out in eliminations({n: start[n] for n in done.busted}, players_left=len(seated)):
            places.append((out.name, out.place, hand))
        seated = [n for n in seated if n not in done.busted]
        assert hand < 2000
    assert stacks[seated[0]] == 4 * 20000
    # three out, the first out placed last; the later out, the better the place (equal on one hand only)
    assert len(places) == 3 and places[0][1] == 4 and all(2 <= place <= 4 for _, place, _ in places)
    for (_, place, out), (_, later_place, later) in zip(places, places[1:], strict=False):
        assert later_place < place or (later_place == place and later == out)
