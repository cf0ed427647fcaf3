"""The properties of every scored hand kept with score-cli.md's "More rule options" drawn too
(hypothesis): zero-sum in units and money, swapping two seats negates their pair and changes no
result, doubling a pair's stake doubles only that pair's money. Deals come from 52-, 65- and
78-card decks (extra suits), at up to 6 seats."""

from __future__ import annotations

import itertools
from decimal import Decimal
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_scoring_properties import amounts, deals, rule_sets, stake_of

from scorekeeper.game.cards import DECK, SUIT_CHARS
from scorekeeper.game.rules import resolve_rules
from scorekeeper.game.score_request import score_json

D = Decimal
NAMES = ["Amy", "Bob", "Cy", "Dee", "Eve", "Fay"]
caps = st.none() | st.sampled_from(["0", "1", "5", "12", "24", "2.5"])


@st.composite
def more_options(draw: st.DrawFn, base: dict[str, Any]) -> dict[str, Any]:
    rules = dict(base)
    options: dict[str, Any] = {
        "suit_order": st.none() | st.permutations(list(SUIT_CHARS)).map("".join),
        "six_pairs_counts": st.sampled_from(["quads-and-triples", "quads", "pairs"]),
        "natural_rows": st.sampled_from(["any-split", "as-set"]),
        "natural_vs_natural": st.sampled_from(["compare", "tie"]),
        "horse_card": st.none() | st.sampled_from(DECK).map(str),
        "horse_multiplier": st.sampled_from(["1", "2", "3", "1.5"]),
        "banker": st.none() | st.just("dealer"),
        "royalty_cap": caps,
        "scoop_cap": caps,
        "home_run_cap": caps,
        "extra_suits": st.lists(st.sampled_from(list(SUIT_CHARS)), unique=True, max_size=2),
    }
    if resolve_rules(rules).game != "classic":
        del options["banker"]  # banker mode is for the classic game only
    for option in draw(st.lists(st.sampled_from(sorted(options)), unique=True)):
        rules[option] = draw(options[option])
    if draw(st.booleans()):
        naturals = dict(resolve_rules(rules).naturals)
        naturals["five-pairs-triple"] = draw(amounts)
        rules["naturals"] = {k: format(v, "f") if isinstance(v, Decimal) else v for k, v in naturals.items()}
    if resolve_rules(rules).middle == "lowball" and draw(st.booleans()):
        rules["lowball_qualifier"] = draw(st.sampled_from(["T", "9", "8", "7"]))
    return rules


@st.composite
def big_deals(draw: st.DrawFn, extra_suits: list[str]) -> list[dict[str, Any]]:
    """2 to 4 + extra seats from a deck with one more copy of each extra suit's cards."""
    if not extra_suits:
        return draw(deals())  # type: ignore[no-any-return]
    deck = list(DECK) + [c for c in DECK if SUIT_CHARS[c.suit] in extra_suits]
    n = draw(st.integers(min_value=2, max_value=4 + len(extra_suits)))
    rnd = draw(st.randoms(use_true_random=False))
    rnd.shuffle(deck)
    players = []
    for seat in range(n):
        hand = deck[13 * seat : 13 * seat + 13]
        texts = [" ".join(str(c) for c in part) for part in (hand[:3], hand[3:8], hand[8:])]
        players.append(
            {"name": NAMES[seat], "front": texts[0], "middle": texts[1], "back": texts[2], "surrender": False}
        )
    return players


@st.composite
def hands(draw: st.DrawFn) -> dict[str, Any]:
    rules = draw(more_options(draw(rule_sets())))
    rule_set = resolve_rules(rules)
    players = draw(big_deals(list(rule_set.extra_suits)))
    if rule_set.surrender is None:
        for p in players:
            p["surrender"] = False
    data: dict[str, Any] = {"rules": rules, "unit": draw(amounts), "players": players}
    names = [p["name"] for p in players]
    if rule_set.banker:
        data["dealer"] = draw(st.sampled_from(names))
        for p in players:
            if p["name"] != data["dealer"] and draw(st.booleans()):
                p["multiple"] = draw(st.integers(min_value=1, max_value=5))
    pairs = list(itertools.combinations(names, 2))
    chosen = draw(st.lists(st.sampled_from(pairs), unique=True, max_size=4))
    data["stakes"] = [{"players": list(pair), "unit": draw(amounts)} for pair in chosen]
    return data


SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(hands())
def test_every_hand_is_zero_sum_with_the_new_options(data: dict[str, Any]) -> None:
    result = score_json(data)
    assert sum(D(p["units"]) for p in result["players"]) == 0
    assert sum(D(p["money"]) for p in result["players"]) == 0
    n = len(data["players"])
    assert len(result["pairs"]) == n * (n - 1) // 2
    for pair in result["pairs"]:
        assert D(pair["money"]) == D(pair["units"]) * stake_of(data, *pair["players"])
    rules = resolve_rules(data["rules"])
    for pair in result["pairs"]:
        if rules.banker and data["dealer"] not in pair["players"]:
            assert pair["units"] == "0" and pair["rows"] is None
        # a pair where one scooped the other pays at most the scoop cap (the home-run cap only binds
        # the pairs of a home run: tests/test_rule_options_room.py)
        if rules.scoop_cap is not None and pair["rows"] in ([1, 1, 1], [-1, -1, -1]):
            assert abs(D(pair["units"])) <= rules.scoop_cap


@SETTINGS
@given(hands(), st.data())
def test_swapping_two_seats_negates_their_pair_with_the_new_options(data: dict[str, Any], extra: st.DataObject) -> None:
    n = len(data["players"])
    i, j = extra.draw(st.sampled_from(list(itertools.combinations(range(n), 2))))
    swapped = [dict(p) for p in data["players"]]
    swapped[i], swapped[j] = swapped[j], swapped[i]
    before, after = score_json(data), score_json({**data, "players": swapped})
    a, b = data["players"][i]["name"], data["players"][j]["name"]
    (first,) = [p for p in before["pairs"] if set(p["players"]) == {a, b}]
    (second,) = [p for p in after["pairs"] if set(p["players"]) == {a, b}]
    assert D(second["units"]) == -D(first["units"])
    assert D(second["money"]) == -D(first["money"])
    by_name = {p["name"]: p for p in before["players"]}
    for p in after["players"]:
        assert p == by_name[p["name"]]


@SETTINGS
@given(hands(), st.data())
def test_doubling_a_pairs_stake_doubles_only_its_money_with_the_new_options(
    data: dict[str, Any], extra: st.DataObject
) -> None:
    names = [p["name"] for p in data["players"]]
    a, b = extra.draw(st.sampled_from(list(itertools.combinations(names, 2))))
    doubled = format(stake_of(data, a, b) * 2, "f")
    stakes = [s for s in data["stakes"] if set(s["players"]) != {a, b}] + [{"players": [a, b], "unit": doubled}]
    before, after = score_json(data), score_json({**data, "stakes": stakes})
    for old, new in zip(before["pairs"], after["pairs"], strict=True):
        assert new["units"] == old["units"]
        expected = 2 * D(old["money"]) if set(old["players"]) == {a, b} else D(old["money"])
        assert D(new["money"]) == expected


@SETTINGS
@given(hands(), st.sampled_from(DECK), st.sampled_from(["2", "3", "1.5"]))
def test_the_horse_card_multiplies_each_pair_once_per_holder(data: dict[str, Any], card: Any, times: str) -> None:
    rules = {**data["rules"], "royalty_cap": None, "scoop_cap": None, "home_run_cap": None, "horse_card": None}
    plain = score_json({**data, "rules": rules})
    horse = score_json({**data, "rules": {**rules, "horse_card": str(card), "horse_multiplier": times}})
    holders = {
        p["name"] for p in data["players"] if str(card) in " ".join((p["front"], p["middle"], p["back"])).split()
    }
    for before, after in zip(plain["pairs"], horse["pairs"], strict=True):
        held = len(holders & set(before["players"]))
        assert D(after["units"]) == D(before["units"]) * D(times) ** held
