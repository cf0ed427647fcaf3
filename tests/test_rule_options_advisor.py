"""The setting advisor under score-cli.md's "More rule options": it follows the suit order in the
setting rule, the horse card and the caps."""

from __future__ import annotations

from decimal import Decimal

import numpy as np

from scorekeeper.advisor.advise import Advisor, legal_settings, setting_index, subset_values
from scorekeeper.game.cards import parse_cards
from scorekeeper.game.deal import SeatedHand
from scorekeeper.game.rules import resolve_rules
from scorekeeper.game.scoring import FOULED, assess

# Two pairs of kings with the same kickers: a middle and a back of equal rank, decided by suits.
HAND = parse_cards("Ks Kh 9s 8s 2d Kd Kc 9h 8h 2c 4s 3d 7c")


def engine_legal(rules_value: object) -> set[int]:
    rules = resolve_rules(rules_value)
    values = subset_values(HAND, rules)
    index = setting_index()
    legal = set()
    for s in range(len(index.front)):
        rows = [
            tuple(values.cards[int(p)] for p in index.three[index.front[s]]),
            tuple(values.cards[int(p)] for p in index.five[index.middle[s]]),
            tuple(values.cards[int(p)] for p in index.five[index.back[s]]),
        ]
        if assess(SeatedHand("Amy", *rows), rules).status != FOULED:
            legal.add(s)
    return legal


def test_the_advisor_drops_exactly_the_settings_the_suit_order_fouls() -> None:
    for rules_value in ({"suit_order": "shcd"}, "classic-2-4"):
        rules = resolve_rules(rules_value)
        advisor_legal = set(map(int, legal_settings(subset_values(HAND, rules), rules)))
        assert advisor_legal == engine_legal(rules_value)
    plain = resolve_rules("classic-2-4")
    suited = resolve_rules({"suit_order": "shcd"})
    assert len(legal_settings(subset_values(HAND, suited), suited)) < len(
        legal_settings(subset_values(HAND, plain), plain)
    )


def test_the_best_setting_under_suits_does_not_foul() -> None:
    rules = resolve_rules("shisanshui-room")
    front, middle, back = Advisor(rules, 4).best_setting(HAND)
    assert assess(SeatedHand("Amy", front, middle, back), rules).status != FOULED


def test_the_horse_card_scales_every_figure_and_changes_no_ranking() -> None:
    holding = parse_cards("5h Ad Kd Qd Jd 9c 9d 7s 6s 4h 3c 2s 2h")
    base = resolve_rules("thirteen-water")
    horse = resolve_rules({"preset": "thirteen-water", "horse_card": "5h"})
    other = resolve_rules({"preset": "thirteen-water", "horse_card": "5c"})
    plain = Advisor(base, 4).rank(holding)
    held = Advisor(horse, 4).rank(holding)
    unseen = Advisor(other, 4).rank(holding)
    assert np.allclose(held.units, plain.units * 2)
    assert np.allclose(unseen.units, plain.units * (1 + 13 / 39))
    assert int(np.argmax(held.units)) == int(np.argmax(plain.units))


def test_caps_lower_what_royalties_and_scoops_are_worth() -> None:
    strong = parse_cards("As Ah Ad Ac Ks Qs Js Ts 9s 2h 2d 3c 4c")  # quads and a straight flush
    room = resolve_rules("thirteen-water")
    capped = resolve_rules({"preset": "thirteen-water", "royalty_cap": 2, "scoop_cap": 6})
    best = Advisor(room, 4).rank(strong).best_units
    assert Advisor(capped, 4).rank(strong).best_units < best
    assert Decimal(capped.royalty_cap or 0) == 2
