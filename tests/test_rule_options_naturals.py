"""score-cli.md "More rule options": six_pairs_counts, the five-pairs-triple natural (五对三条),
natural_rows and natural_vs_natural."""

from __future__ import annotations

import pytest
from rule_option_kit import D, player, player_of, score, units

from scorekeeper.game.cards import parse_cards
from scorekeeper.game.naturals import NATURAL_ORDER, NaturalOptions, detect

SIX_WITH_TRIPLE = "As Ah Ks Kh Qs Qh Js Jh Ts Th 9s 9h 9d"  # five pairs and a triple
SIX_WITH_QUAD = "As Ah Ad Ac Ks Kh Qs Qh Js Jh Ts Th 2c"  # a quad and four pairs
SIX_PLAIN = "As Ah Ks Kh Qs Qh Js Jh Ts Th 9s 9h 2c"
# Bob: nothing special, set without a foul.
BOB = player("Bob", "2h 3d 4c", "5s 6d 7c 8h Jd", "8c 8d Kd Qd 3c")


def seat(name: str, cards: str) -> dict[str, object]:
    c = cards.split()
    return player(name, " ".join(c[:3]), " ".join(c[3:8]), " ".join(c[8:]))


def found(cards: str, mode: str, enabled: set[str] | None = None) -> str | None:
    return detect(parse_cards(cards), enabled=enabled or {"six-pairs"}, options=NaturalOptions(six_pairs=mode))


@pytest.mark.parametrize(
    ("cards", "mode", "natural"),
    [
        (SIX_PLAIN, "quads-and-triples", "six-pairs"),
        (SIX_PLAIN, "quads", "six-pairs"),
        (SIX_PLAIN, "pairs", "six-pairs"),
        (SIX_WITH_TRIPLE, "quads-and-triples", "six-pairs"),  # a triple is a pair plus a card (today)
        (SIX_WITH_TRIPLE, "quads", None),  # a triple breaks six pairs
        (SIX_WITH_TRIPLE, "pairs", None),
        (SIX_WITH_QUAD, "quads-and-triples", "six-pairs"),
        (SIX_WITH_QUAD, "quads", "six-pairs"),  # a quad is two pairs
        (SIX_WITH_QUAD, "pairs", None),  # plain pairs only
    ],
)
def test_six_pairs_counts_decides_what_makes_six_pairs(cards: str, mode: str, natural: str | None) -> None:
    assert found(cards, mode) == natural


def test_six_pairs_counts_in_a_scored_hand() -> None:
    rules = {"six_pairs_counts": "quads"}
    assert player_of(score("classic-2-4", seat("Amy", SIX_WITH_TRIPLE), BOB), "Amy")["status"] == "natural"
    result = score(rules, seat("Amy", SIX_WITH_TRIPLE), BOB)
    assert player_of(result, "Amy")["natural"] is None
    assert units(score(rules, seat("Amy", SIX_WITH_QUAD), BOB), "Amy", "Bob") == 6


def test_five_pairs_and_a_triple_ranks_just_above_six_pairs() -> None:
    assert NATURAL_ORDER.index("five-pairs-triple") == NATURAL_ORDER.index("six-pairs") - 1
    both = {"six-pairs", "five-pairs-triple"}
    assert found(SIX_WITH_TRIPLE, "quads-and-triples", both) == "five-pairs-triple"  # the stronger one
    assert found(SIX_WITH_TRIPLE, "quads-and-triples", {"six-pairs"}) == "six-pairs"
    assert found(SIX_WITH_TRIPLE, "quads", {"six-pairs"}) is None
    assert found(SIX_WITH_TRIPLE, "quads", both) == "five-pairs-triple"
    assert found(SIX_WITH_QUAD, "quads", both) == "six-pairs"  # a quad is no triple
    assert found(SIX_PLAIN, "quads", {"five-pairs-triple"}) is None


def test_five_pairs_triple_is_off_until_switched_on_and_then_pays_its_units() -> None:
    assert player_of(score("classic-2-4", seat("Amy", SIX_WITH_TRIPLE), BOB), "Amy")["natural"] == "six-pairs"
    on = {"naturals": {"five-pairs-triple": "7", "six-pairs": 6}}
    result = score(on, seat("Amy", SIX_WITH_TRIPLE), BOB)
    assert player_of(result, "Amy")["natural"] == "five-pairs-triple"
    assert units(result, "Amy", "Bob") == 7
    # against a plain six pairs: the stronger natural collects its own units
    six = seat("Bob", "Ad Ac Kd Kc Qd Qc Jd Jc Td Tc 8s 8h 2d")
    assert units(score(on, seat("Amy", SIX_WITH_TRIPLE), six), "Amy", "Bob") == 7


# -- natural_rows -------------------------------------------------------------------------------

FLUSHES_AS_SET = player("Amy", "2d 5d 9d", "2h 4h 6h 8h Th", "3s 5s 7s 9s Js")
FLUSHES_MIXED = player("Amy", "2d 5d 2h", "9d 4h 6h 8h Th", "3s 5s 7s 9s Js")  # the same 13 cards
BOB_PLAIN = player("Bob", "Ac Kc 3c", "4c 6c 7c Qh Kh", "As Ah Ad Qc Qs")


def test_three_flushes_as_set_counts_only_when_the_rows_make_them() -> None:
    for rules in ("classic-2-4", {"natural_rows": "any-split"}):
        assert player_of(score(rules, FLUSHES_MIXED, BOB_PLAIN), "Amy")["natural"] == "three-flushes"
    as_set = {"natural_rows": "as-set"}
    assert player_of(score(as_set, FLUSHES_AS_SET, BOB_PLAIN), "Amy")["natural"] == "three-flushes"
    mixed = score(as_set, FLUSHES_MIXED, BOB_PLAIN)
    assert player_of(mixed, "Amy")["natural"] is None
    assert player_of(mixed, "Amy")["status"] == "fouled"  # the rows as set: a pair of deuces in front


def test_three_straights_as_set() -> None:
    amy = player("Amy", "Ah 2s 3d", "4c 5h 6s 7d 8c", "9h Ts Jd Qc Kh")
    mixed = player("Amy", "Ah 2s 4c", "3d 5h 6s 7d 8c", "9h Ts Jd Qc Kh")
    bob = player("Bob", "2c 2d 5c", "3s 4s 6d 8s Qs", "Kc Kd As Ad 9d")
    straights = {"three-straights": 4}  # these 13 ranks are also a dragon: leave it off
    as_set = {"natural_rows": "as-set", "naturals": straights}
    assert player_of(score(as_set, amy, bob), "Amy")["natural"] == "three-straights"
    assert player_of(score(as_set, mixed, bob), "Amy")["natural"] is None
    assert player_of(score({"naturals": straights}, mixed, bob), "Amy")["natural"] == "three-straights"


DRAGON = player("Amy", "As Kd 2s", "Qh Jc Ts 9d 8h", "7c 6s 5d 4h 3c")
SIX = seat("Bob", "Ad Ac Kh Kc Qd Qc Jd Jh Td Tc 8s 8d 2d")
CY = player("Cy", "2h 3d 4c", "5s 6d 7h 9c Js", "Ks Qs 9s 7s 3s")


def test_as_set_leaves_the_other_naturals_to_the_13_cards() -> None:
    assert player_of(score({"natural_rows": "as-set"}, DRAGON, CY), "Amy")["natural"] == "dragon"


def test_two_three_flushes_as_set_compare_the_rows_as_entered() -> None:
    amy = player("Amy", "2d 5d 9d", "2h 4h 6h 8h Th", "3s 5s 7s 9s Js")
    bob = player("Bob", "3d 6d Td", "3h 5h 7h 9h Jh", "2s 4s 6s 8s Ks")
    # backs: Amy's J-high spades lose to Bob's K-high spades
    assert units(score({"natural_rows": "as-set"}, amy, bob), "Amy", "Bob") == -3


# -- natural_vs_natural --------------------------------------------------------------------------


def test_two_naturals_compare_by_default_and_simply_tie_with_tie() -> None:
    assert units(score("classic-2-4", DRAGON, SIX), "Amy", "Bob") == 36
    assert units(score({"natural_vs_natural": "tie"}, DRAGON, SIX), "Amy", "Bob") == 0


def test_tie_still_pays_a_natural_against_a_played_hand() -> None:
    result = score({"natural_vs_natural": "tie"}, DRAGON, SIX, CY)
    assert units(result, "Amy", "Bob") == 0
    assert units(result, "Amy", "Cy") == 36
    assert units(result, "Bob", "Cy") == 6
    assert sum(D(p["units"]) for p in result["players"]) == 0
