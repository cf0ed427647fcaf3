"""A whole event on the pure core (issue 28's first proof, without the book): 36 players at 9
tables of 4, random hands, re-buys in the first levels; every chip accounted for after every hand,
the tables balanced after every bust, places in the order out, the payouts the prize pool exactly."""

from __future__ import annotations

import random
from decimal import Decimal

import pytest

from scorekeeper.demo import random_hand
from scorekeeper.errors import InputError
from scorekeeper.game.score_request import score_request
from scorekeeper.money import Money
from scorekeeper.tournament.balance import is_balanced
from scorekeeper.tournament.chips import pair_units
from scorekeeper.tournament.field import Field
from scorekeeper.tournament.presets import structure_preset

NAMES = [f"P{i:02}" for i in range(36)]


def _run(seed: int) -> tuple[Field, list[list[str]], int]:
    rng = random.Random(seed)
    s = structure_preset("chinese-poker-classic", rebuys={"until_level": 8, "limit": 2})
    field = Field(s)
    for name in NAMES:
        field.register(name)
    assert [len(t) for t in field.draw(seed=seed).tables.values()] == [4] * 9
    order_out: list[list[str]] = []
    hands = 0
    while len(field.still_in()) > 1:
        table = rng.choice(sorted(field.tables))
        seated = list(field.tables[table])
        entry = random_hand(rng, seated, foul_share=0.1)
        outcome = field.play(
            table, pair_units(score_request({"rules": s.table_rules(), **entry})), dealer=rng.choice(seated)
        )
        hands += 1
        assert sum(field.chips.values()) == field.chips_in()  # every chip accounted for
        if not outcome.chips.busted:
            continue
        reentered = [
            n
            for n in outcome.chips.busted
            if outcome.level.number <= 8 and field.entries[n] < 3 and rng.random() < 0.7 and len(field.still_in()) > 1
        ]
        for name in reentered:
            field.rebuy(name, level=outcome.level.number)
        field.move(field.proposed_moves())  # the director confirms the moves proposed
        assert is_balanced(field.tables, seats=s.seats), field.tables
        gone = [n for n in outcome.chips.busted if n not in reentered]
        if gone:
            order_out.append(gone)
        assert sum(field.chips.values()) == field.chips_in()
        assert hands < 20_000
    return field, order_out, hands


@pytest.mark.parametrize("seed", [1996])
def test_a_36_player_event_runs_to_one_winner_with_every_chip_and_dollar_accounted_for(seed: int) -> None:
    field, order_out, hands = _run(seed)
    (winner,) = field.still_in()
    assert field.chips[winner] == field.chips_in()
    assert field.tables == {next(iter(field.tables)): (winner,)}
    places = field.places()
    assert places[winner] == 1 and len(places) == 36
    out_rows = field.elimination_rows()
    assert [row["name"] for row in out_rows] == [
        n for group in order_out for n in sorted(group, key=places.__getitem__)
    ]
    assert [row["place"] for row in field.rows()][0] == 1
    # the later out, the better the place; one hand's players placed by their chips at its start
    last_place = 37
    for group in order_out:
        group_places = sorted(places[n] for n in group)
        assert group_places[-1] < last_place
        last_place = group_places[0]
    pool, fees = field.money_in()
    rebuys = sum(field.entries.values()) - 36
    assert rebuys > 0
    assert pool == Money.of(200 * (36 + rebuys), "USD") and fees == Money.of(20 * (36 + rebuys), "USD")
    paid = field.payouts()
    assert Money.total(paid.values(), "USD") == pool
    assert paid[winner] == max(paid.values())
    assert hands > 36


def test_registration_and_reentries_follow_the_structure() -> None:
    field = Field(structure_preset("chinese-poker-classic", late_registration_until=2))
    for name in NAMES[:7]:
        field.register(name)
    field.draw(seed=3)
    assert field.register("Late", level=2) == 2  # tables of 4 and 3: the shorter
    with pytest.raises(InputError, match="^Later: registration closed after level 2$"):
        field.register("Later", level=3)
    with pytest.raises(InputError, match="^P00: re-buys closed after level 3$"):
        field.rebuy("P00", level=4)
    field.add_on("P00", level=3)
    with pytest.raises(InputError, match="^P00: add-ons limit of 1 reached$"):
        field.add_on("P00", level=3)
    assert field.chips["P00"] == 4000 and field.chips_in() == 8 * 2000 + 2000
    with pytest.raises(InputError, match="^the draw is made already \\(seed 3\\)$"):
        field.draw(seed=4)
    assert field.money_in() == (Money.of("1800", "USD"), Money.of("180", "USD"))


def test_a_player_out_in_the_rebuy_period_comes_back_at_the_shortest_table() -> None:
    field = Field(structure_preset("chinese-poker-classic"))
    for name in ("Amy", "Bob", "Cat", "Dan", "Eve"):
        field.register(name)
    tables = field.draw(seed=9).tables
    table, (a, b, *_) = next((n, t) for n, t in tables.items() if len(t) == 2)
    out = field.play(table, {(a, b): Decimal(1000)}, dealer=a)
    assert [(e.name, e.place) for e in out.eliminated] == [(b, 5)]
    assert field.places() == {b: 5}
    rows = {row["name"]: row for row in field.rows()}
    assert rows[b] == {"name": b, "chips": 0, "table": None, "seat": None, "status": "out", "place": 5}
    assert rows[a] == {"name": a, "chips": 4000, "table": table, "seat": 1, "status": "playing", "place": None}
    assert field.rows()[0]["name"] == a  # the chip leader first
    assert field.elimination_rows() == [{"name": b, "place": 5, "hand": 1, "table": table}]
    field.move(out.moves)
    assert field.rebuy(b, level=out.level.number) is not None
    assert field.places() == {} and field.elimination_rows() == []
    assert field.chips[b] == 2000 and field.chips_in() == 6 * 2000
