"""Every number field takes a JSON number or a decimal string, as score-cli.md says.

Issue 27, item 12: ``"multiple": "3"`` in a banker hand was refused (4% of random hands with
the new options), as were the whole-number rule options written as strings.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from helpers.session_kit import cli
from hypothesis import given
from test_rule_options_properties import SETTINGS, hands

from scorekeeper.errors import InputError
from scorekeeper.game.rules import resolve_rules
from scorekeeper.game.score_request import score_json

WHOLE_OPTIONS = {"race_target": 5, "match_hands": 3, "fantasy_land_cards": 14, "max_players": 3}
BANKER = {
    "rules": {"preset": "classic-2-4", "banker": "dealer"},
    "dealer": "Amy",
    "players": [
        {"name": "Amy", "front": "6s 6c 4h", "middle": "Td Ts 9c Qs 8c", "back": "3h 3d 3s 2h 2d"},
        {"name": "Bob", "front": "Ah Kd Qd", "middle": "9h 9d 5h 5d 4c", "back": "Ks Js 9s 8s 7s", "multiple": 3},
    ],
}


def as_strings(data: dict[str, Any]) -> dict[str, Any]:
    """The same hand with every whole number written as a decimal string."""
    out = copy.deepcopy(data)
    for player in out["players"]:
        for key in ("multiple", "hand"):
            if isinstance(player.get(key), int):
                player[key] = str(player[key])
    if isinstance(out.get("rules"), dict):
        out["rules"] = {k: str(v) if k in WHOLE_OPTIONS and isinstance(v, int) else v for k, v in out["rules"].items()}
    return out


def test_a_banker_multiple_written_as_a_string_scores_as_the_number() -> None:
    assert score_json(as_strings(BANKER)) == score_json(BANKER)
    assert score_json(BANKER)["pairs"][0]["units"] == "6"  # the multiple counted: 2 units times 3


@SETTINGS
@given(hands())
def test_every_random_hand_scores_the_same_with_its_numbers_as_strings(data: dict[str, Any]) -> None:
    assert score_json(as_strings(data)) == score_json(data)


@pytest.mark.parametrize(("option", "value"), WHOLE_OPTIONS.items())
def test_a_whole_number_rule_option_may_be_a_string(option: str, value: int) -> None:
    base = {"preset": "classic-2-4"} | ({"game": "race"} if option == "race_target" else {})
    assert resolve_rules(base | {option: str(value)}) == resolve_rules(base | {option: value})


@pytest.mark.parametrize("bad", ["3.5", "+3", "1e2", "-1", "6", " ", "３"])
def test_a_multiple_that_is_not_a_whole_number_from_1_to_5_is_refused_naming_it(bad: str) -> None:
    data = copy.deepcopy(BANKER)
    data["players"][1]["multiple"] = bad
    with pytest.raises(InputError, match=r"multiple") as refusal:
        score_json(data)
    assert "\n" not in str(refusal.value)


def test_a_session_hand_takes_a_multiple_as_a_string(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    book = tmp_path / "book.sqlite"
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps(BANKER["rules"]))
    cli(capsys, "session", "new", "--name", "F", "--players", "Amy,Bob", "--rules", rules, "--book", book)
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps({"players": [BANKER["players"][0], {**BANKER["players"][1], "multiple": "3"}]}))
    cli(capsys, "session", "add", "1", hand, "--dealer", "Amy", "--book", book)
    shown = cli(capsys, "session", "show", "1", "--book", book)
    assert shown["hands"][0]["money"] == {"Amy": "6", "Bob": "-6"}  # the multiple counted
