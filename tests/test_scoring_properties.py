"""Properties of every scored hand, over random deals and random rule sets (hypothesis).

- every hand is zero-sum in units and in money, and each pair's money is its units times its stake;
- swapping two players' seats negates their pair and changes nobody's result;
- doubling one pair's stake doubles that pair's money and nothing else.
"""

from __future__ import annotations

import itertools
import random
from decimal import Decimal
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.game.cards import DECK
from scorekeeper.game.presets import NATURAL_UNITS, PRESETS
from scorekeeper.game.rules import resolve_rules
from scorekeeper.game.score_request import score_json

D = Decimal
NAMES = ["Amy", "Bob", "Cy", "Dee"]
ROW_HANDS = {
    "front": ["high-card", "pair", "three-of-a-kind"],
    "middle": [
        "pair",
        "two-pair",
        "three-of-a-kind",
        "straight",
        "flush",
        "full-house",
        "four-of-a-kind",
        "straight-flush",
        "royal-flush",
    ],
    "back": [
        "two-pair",
        "three-of-a-kind",
        "straight",
        "flush",
        "full-house",
        "four-of-a-kind",
        "straight-flush",
        "royal-flush",
    ],
}

amounts = st.decimals(min_value=0, max_value=50, places=2, allow_nan=False, allow_infinity=False).map(
    lambda d: format(d, "f")
)
small_multipliers = st.sampled_from(["0", "1", "1.5", "2", "3"])
# Presets that seat any deal of 2-4 players, one seat each (not criss-cross, not Pineapple's at most 3).
ANY_TABLE_PRESETS = sorted(
    name for name in PRESETS if resolve_rules(name).game != "criss-cross" and resolve_rules(name).max_players == 4
)


@st.composite
def royalty_tables(draw: st.DrawFn) -> list[dict[str, Any]]:
    entries = []
    for row, hands in ROW_HANDS.items():
        for hand in draw(st.lists(st.sampled_from(hands), unique=True, max_size=3)):
            entries.append({"row": row, "hand": hand, "units": draw(amounts)})
    if draw(st.booleans()):
        entries.append({"row": "front", "hand": "pair", "rank": draw(st.sampled_from("6789TJQKA")), "units": "1"})
    return entries


@st.composite
def rule_sets(draw: st.DrawFn) -> dict[str, Any]:
    rules: dict[str, Any] = {}
    if draw(st.booleans()):
        rules["preset"] = draw(st.sampled_from(ANY_TABLE_PRESETS))
    options = {
        "scoring": st.sampled_from(["2-4", "1-6", "per-row"]),
        "royalties": royalty_tables(),
        "royalty_payment": st.sampled_from(["winner-only", "always", "cancel"]),
        "one_royalty_per_hand": st.booleans(),
        "naturals": st.dictionaries(st.sampled_from(sorted(NATURAL_UNITS)), amounts, max_size=12),
        "surrender": st.none() | amounts,
        "foul": st.sampled_from(["scoop", "play"]) | amounts,
        "foul_pays_royalties": st.booleans(),
        "scoop_multiplier": small_multipliers,
        "home_run_multiplier": small_multipliers,
        "wheel": st.sampled_from(["lowest", "second-highest"]),
        "middle": st.sampled_from(["high", "lowball"]),
        "front_qka_straight": st.booleans(),
    }
    for option in draw(st.lists(st.sampled_from(sorted(options)), unique=True)):
        rules[option] = draw(options[option])
    return rules


@st.composite
def deals(draw: st.DrawFn) -> list[dict[str, Any]]:
    """2-4 players, 13 cards each set in random rows. Some deals come from a deck sorted by suit or by
    rank (then a few swaps), so that flushes, straight flushes, quads and naturals turn up often."""
    n = draw(st.integers(min_value=2, max_value=4))
    mode = draw(st.sampled_from(["shuffled", "shuffled", "by-suit", "by-rank"]))
    rnd: random.Random = draw(st.randoms(use_true_random=False))
    if mode == "shuffled":
        deck = list(DECK)
        rnd.shuffle(deck)
    else:
        key = (lambda c: (c.suit, c.rank)) if mode == "by-suit" else (lambda c: (c.rank, c.suit))
        deck = sorted(DECK, key=key)
        shift = rnd.randrange(52)
        deck = deck[shift:] + deck[:shift]
        for _ in range(rnd.randrange(6)):
            i, j = rnd.randrange(52), rnd.randrange(52)
            deck[i], deck[j] = deck[j], deck[i]
    players = []
    for seat in range(n):
        hand = deck[13 * seat : 13 * seat + 13]
        rnd.shuffle(hand)
        texts = [" ".join(str(c) for c in part) for part in (hand[:3], hand[3:8], hand[8:])]
        players.append(
            {
                "name": NAMES[seat],
                "front": texts[0],
                "middle": texts[1],
                "back": texts[2],
                "surrender": draw(st.booleans()),
                "declare_natural": draw(st.booleans()),
            }
        )
    return players


@st.composite
def hands(draw: st.DrawFn) -> dict[str, Any]:
    """A whole `scorekeeper score` input: rules, unit, per-pair stakes and a deal."""
    rules = draw(rule_sets())
    players = draw(deals())
    if resolve_rules(rules).surrender is None:
        for p in players:
            p["surrender"] = False
    names = [p["name"] for p in players]
    pairs = list(itertools.combinations(names, 2))
    chosen = draw(st.lists(st.sampled_from(pairs), unique=True)) if pairs else []
    stakes = [{"players": list(pair), "unit": draw(amounts)} for pair in chosen]
    return {"rules": rules, "unit": draw(amounts), "stakes": stakes, "players": players}


def pair_units(result: dict[str, Any]) -> dict[tuple[str, str], Decimal]:
    """What the first of each (ordered either way) pair receives from the second."""
    table: dict[tuple[str, str], Decimal] = {}
    for pair in result["pairs"]:
        a, b = pair["players"]
        table[(a, b)] = D(pair["units"])
        table[(b, a)] = -D(pair["units"])
    return table


def stake_of(data: dict[str, Any], a: str, b: str) -> Decimal:
    for stake in data["stakes"]:
        if set(stake["players"]) == {a, b}:
            return D(stake["unit"])
    return D(data["unit"])


SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(hands())
def test_every_hand_is_zero_sum_in_units_and_money(data: dict[str, Any]) -> None:
    result = score_json(data)
    players = result["players"]
    assert sum(D(p["units"]) for p in players) == 0
    assert sum(D(p["money"]) for p in players) == 0
    n = len(data["players"])
    assert len(result["pairs"]) == n * (n - 1) // 2
    for p in players:
        mine = [pair for pair in result["pairs"] if p["name"] in pair["players"]]
        sign = [1 if pair["players"][0] == p["name"] else -1 for pair in mine]
        assert D(p["units"]) == sum((s * D(pair["units"]) for s, pair in zip(sign, mine, strict=True)), D(0))
        assert D(p["money"]) == sum((s * D(pair["money"]) for s, pair in zip(sign, mine, strict=True)), D(0))
    for pair in result["pairs"]:
        assert D(pair["money"]) == D(pair["units"]) * stake_of(data, *pair["players"])
        for amount in (pair["units"], pair["money"]):
            assert "E" not in amount and amount != "-0"
            assert "." not in amount or not amount.endswith("0")


@SETTINGS
@given(hands(), st.data())
def test_swapping_two_seats_negates_their_pair_and_changes_no_result(
    data: dict[str, Any], extra: st.DataObject
) -> None:
    n = len(data["players"])
    i, j = extra.draw(st.sampled_from(list(itertools.combinations(range(n), 2))))
    swapped = [dict(p) for p in data["players"]]
    swapped[i], swapped[j] = swapped[j], swapped[i]
    before = score_json(data)
    after = score_json({**data, "players": swapped})
    a, b = data["players"][i]["name"], data["players"][j]["name"]
    (first,) = [pair for pair in before["pairs"] if set(pair["players"]) == {a, b}]
    (second,) = [pair for pair in after["pairs"] if set(pair["players"]) == {a, b}]
    assert first["players"] == [a, b] and second["players"] == [b, a]
    assert D(second["units"]) == -D(first["units"])
    assert D(second["money"]) == -D(first["money"])
    if first["rows"] is None:
        assert second["rows"] is None
    else:
        assert second["rows"] == [-r for r in first["rows"]]
    assert pair_units(before) == pair_units(after)
    by_name = {p["name"]: p for p in before["players"]}
    for p in after["players"]:
        assert p == by_name[p["name"]]


@SETTINGS
@given(hands(), st.data())
def test_doubling_a_pairs_stake_doubles_only_that_pairs_money(data: dict[str, Any], extra: st.DataObject) -> None:
    names = [p["name"] for p in data["players"]]
    a, b = extra.draw(st.sampled_from(list(itertools.combinations(names, 2))))
    doubled = format(stake_of(data, a, b) * 2, "f")
    stakes = [s for s in data["stakes"] if set(s["players"]) != {a, b}] + [{"players": [a, b], "unit": doubled}]
    before = score_json(data)
    after = score_json({**data, "stakes": stakes})
    assert [p["units"] for p in after["players"]] == [p["units"] for p in before["players"]]
    for old, new in zip(before["pairs"], after["pairs"], strict=True):
        assert new["players"] == old["players"] and new["units"] == old["units"]
        if set(old["players"]) == {a, b}:
            assert D(new["money"]) == 2 * D(old["money"])
        else:
            assert new["money"] == old["money"]
