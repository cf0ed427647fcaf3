"""What pydantic reads at the boundary (issue 25): the ``score`` input, hand entries, rule sets and
session files, each bad field refused in one line naming it, numbers given as decimal strings
where score-cli.md allows them, and the readers built only when first used."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from decimal import Decimal
from typing import Any

import pytest

from scorekeeper.book.session_file import events_from_json
from scorekeeper.errors import InputError
from scorekeeper.game.score_request import parse_request, score_json
from scorekeeper.jsonio import load_json
from scorekeeper.session.commands import parse_hand_entry

AMY = {"name": "Amy", "front": "6s 6c 4h", "middle": "Td Ts 9c Qs 8c", "back": "3h 3d 3s 2h 2d"}
BOB = {"name": "Bob", "front": "Ah Kd Qd", "middle": "9h 9d 5h 5d 4c", "back": "Ks Js 9s 8s 7s"}


def refused(read: Any, value: object) -> str:
    with pytest.raises(InputError) as caught:
        read(value)
    return str(caught.value)


def hand(**extra: Any) -> dict[str, Any]:
    return {"rules": "classic-2-4", "players": [AMY, BOB], **extra}


def test_numbers_may_be_decimal_strings_where_the_contract_says_so() -> None:
    """score-cli.md: "numbers may be JSON numbers or decimal strings" (units, stakes, counts)."""
    as_numbers = score_json(hand(unit=2, stakes=[{"players": ["Amy", "Bob"], "unit": 3}]))
    as_strings = score_json(hand(unit="2", stakes=[{"players": ["Amy", "Bob"], "unit": "3.0"}]))
    assert as_strings == as_numbers
    request = parse_request(hand(unit="2.50"))
    assert request.unit == Decimal("2.50") and str(request.unit) == "2.50"
    banker = hand(rules={"banker": "dealer"}, dealer="Amy", players=[AMY, {**BOB, "multiple": "3"}])
    assert parse_request(banker).players[1].multiple == 3
    assert score_json(hand(rules={"preset": "classic-2-4", "max_players": "3"}))["players"][0]["name"] == "Amy"


@pytest.mark.parametrize(
    ("given", "said"),
    [
        (hand(unit=2.5), "unit: must be a decimal string or whole number, not 2.5"),
        (hand(unit="-1"), "unit: must not be negative (got '-1')"),
        (hand(unit="1e3"), "unit: must be a plain decimal like 2 or 2.5 (got '1e3')"),
        (hand(players="Amy"), "players: Input should be a valid list"),
        (hand(players=[AMY, 7]), "players[1]: Input should be a valid dictionary or instance of PlayerEntry"),
        (hand(players=[AMY, {**BOB, "surrender": "yes"}]), "players[1].surrender: Input should be a valid boolean"),
        (hand(players=[AMY, {**BOB, "back": ["Ks"]}]), "players[1].back: Input should be a valid string"),
        (hand(players=[AMY, {**BOB, "hand": "1.5"}]), "players[1].hand: must be a whole number (got '1.5')"),
        (hand(players=[AMY, {**BOB, "hand": True}]), "players[1].hand: Input should be a valid integer"),
        (hand(players=[AMY, {**BOB, "multiple": 6}]), "players[1].multiple: Input should be less than or equal to 5"),
        (hand(players=[AMY, {**BOB, "name": "  "}]), "players[1].name: a name must not be empty"),
        (hand(stakes={"Amy": 1}), "stakes: Input should be a valid list"),
        (
            hand(stakes=[{"players": ["Amy"], "unit": "1"}]),
            "stakes[0].players: List should have at least 2 items after validation, not 1",
        ),
        (hand(stakes=[{"players": ["Amy", "Bob"]}]), "stakes[0].unit: Field required"),
        (hand(stakes=[{"players": ["Amy", "Bob"], "unit": "1", "per": 2}]), "unknown key 'per' in stakes[0]"),
        (hand(dealer=3), "dealer: Input should be a valid string"),
        (hand(rules={"fantasy_land": "true"}), "rules.fantasy_land: Input should be a valid boolean"),
        (hand(rules={"race_target": 0}), "rules.race_target: Input should be greater than or equal to 1"),
        (hand(rules={"royalties": {}}), "rules.royalties: Input should be a valid tuple"),
        (hand(rules={"royalties": [{"row": "front", "hand": "pair"}]}), "rules.royalties[0].units: Field required"),
        (
            hand(rules={"royalties": [{"row": "top", "hand": "pair", "units": 1}]}),
            "rules.royalties[0].row: unknown value 'top' ('front', 'middle' or 'back')",
        ),
        (
            hand(rules={"royalties": [{"row": "front", "hand": "pair", "units": 1, "rank": "Z"}]}),
            "rules.royalties[0].rank: unknown rank 'Z'",
        ),
        (
            hand(rules={"suit_order": "shc"}),
            "rules.suit_order: must be null or the four suit letters strongest first, like \"shcd\" (got 'shc')",
        ),
        (hand(rules={"horse_card": "5x"}), "rules.horse_card: unknown suit 'x' after rank in '5x'"),
        (hand(rules={"extra_suits": ["s", "s"]}), "rules.extra_suits: a suit is listed twice"),
    ],
)
def test_each_bad_field_of_the_score_input_is_named_in_one_line(given: dict[str, Any], said: str) -> None:
    assert refused(score_json, given) == said


def test_a_json_number_where_text_is_due_is_named_as_a_number() -> None:
    text = json.dumps(hand(dealer="Amy")).replace('"dealer": "Amy"', '"dealer": 2.0')
    assert refused(score_json, load_json(text, source="hand")) == "dealer: must be a string, not a number"


def test_a_session_hand_is_read_as_the_score_input_is() -> None:
    assert parse_hand_entry({"players": [AMY, {**BOB, "hand": "2"}]}).players[1].hand == 2
    assert refused(parse_hand_entry, {"players": [AMY, BOB], "dealer": "Amy"}) == "unknown key 'dealer'"


SESSION = {
    "format": "chinese-poker-scorekeeper/session",
    "version": 1,
    "name": "Fri",
    "fingerprint": "ab",
    "events": [{"seq": 1, "kind": "created", "at": "", "payload": {}, "hash": "a" * 64}],
}


@pytest.mark.parametrize(
    ("where", "value", "said"),
    [
        ((), {"version": True}, "version: unknown value True (1)"),
        ((), {"version": "1"}, "version: unknown value '1' (1)"),
        ((), {"format": "x"}, "format: unknown value 'x' ('chinese-poker-scorekeeper/session')"),
        ((), {"name": 5}, "name: Input should be a valid string"),
        ((), {"events": []}, "events: List should have at least 1 item after validation, not 0"),
        ((), {"extra": 1}, "unknown key 'extra'"),
        (("events", 0), {"hash": "A" * 64}, "events[0].hash: String should match pattern '^[0-9a-f]{64}$'"),
        (("events", 0), {"seq": "1"}, "events[0].seq: Input should be a valid integer"),
        (("events", 0), {"payload": []}, "events[0].payload: Input should be a valid dictionary"),
        (("events", 0), {"kind": None}, "events[0].kind: Input should be a valid string"),
    ],
)
def test_each_bad_field_of_a_session_file_is_named(where: tuple[Any, ...], value: dict[str, Any], said: str) -> None:
    data = copy.deepcopy(SESSION)
    holder: Any = data
    for key in where:
        holder = holder[key]
    holder.update(value)
    assert refused(events_from_json, data) == said
    del holder[next(iter(value))]
    if not value.get("extra"):
        assert refused(events_from_json, data).endswith("Field required")


def test_the_game_part_loads_no_pydantic_until_it_reads_something() -> None:
    """Start-up: the readers are built when first used (the app's first screen imports the game)."""
    probe = (
        "import sys, scorekeeper.game.deal, scorekeeper.game.rules; before = 'pydantic' in sys.modules; "
        "from scorekeeper.game.rules import resolve_rules; resolve_rules('ofc'); "
        "print(before, 'pydantic' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True)
    assert done.stdout.split() == ["False", "True"]
