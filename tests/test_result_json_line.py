"""``score --jsonl`` writes each result as text built piece by piece (result_json.hand_result_line):
it must be exactly the compact JSON of the object ``scorekeeper score`` prints, for every rule
option and for names that JSON has to escape (hypothesis)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from test_rule_options_properties import hands

from scorekeeper.demo import random_hand
from scorekeeper.errors import InputError
from scorekeeper.game.result_json import hand_result_json, hand_result_line
from scorekeeper.game.score_request import score_request

compact = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
# visible characters (others are refused in names), '"' and '\\' among them
visible = st.characters(codec="utf-8", exclude_categories=("C", "Z"))
names = st.lists(st.text(visible, min_size=1, max_size=6), min_size=6, max_size=6, unique=True)
ODD_NAMES = ['A"my', "B\\ob", "Cé 猫", "D'an", "E🂡", "F</>"]


def renamed(data: dict[str, Any], new: list[str]) -> dict[str, Any]:
    """The hand with its players called by ``new``: rows, stakes and the dealer alike."""
    old = list(dict.fromkeys(p["name"] for p in data["players"]))
    to = dict(zip(old, new, strict=False))
    out = {**data, "players": [{**p, "name": to[p["name"]]} for p in data["players"]]}
    out["stakes"] = [{**s, "players": [to[n] for n in s["players"]]} for s in data.get("stakes", [])]
    if "dealer" in data:
        out["dealer"] = to[data["dealer"]]
    return out


def assert_same_text(data: dict[str, Any], line: int) -> None:
    result = score_request(data)
    assert hand_result_line(result) == compact(hand_result_json(result))
    assert hand_result_line(result, line=line) == compact({"line": line, **hand_result_json(result)})


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=hands(), new=names, line=st.integers(1, 10**12))
def test_the_line_is_the_compact_json_of_the_result(data: dict[str, Any], new: list[str], line: int) -> None:
    try:
        assert_same_text(renamed(data, new), line)
    except InputError:
        assume(False)  # a name the input refuses


@pytest.mark.parametrize("preset", ["criss-cross", "race-to-11", "thirteen-water", "pineapple-27"])
@pytest.mark.parametrize("seed", range(12))
def test_every_game_writes_the_same_text(preset: str, seed: int) -> None:
    rng = random.Random(seed)
    if preset == "criss-cross":  # two players, two hands each
        data = random_hand(rng, ODD_NAMES[:2] * 2, foul_share=0.3)
        for i, player in enumerate(data["players"]):
            player["hand"] = 1 + i // 2
    else:
        data = random_hand(rng, ODD_NAMES[: 3 if preset == "pineapple-27" else 4], foul_share=0.3)
    assert_same_text({"rules": preset, "unit": "0.25", **data}, seed + 1)
