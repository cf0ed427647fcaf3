"""An import verifies exactly as settle-up does: every hand re-scored and compared whole.

Issue 27, item 10: an export whose hand result was changed in a field other than units and
money, the chain recomputed, imported, and then settle and every export refused the session;
a valid export with an empty date was refused with a message about rules and cards.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from helpers.session_kit import cli, rechain_export, refused

from scorekeeper.demo import random_hand

PLAYERS = ["Amy", "Bob", "Cat"]


@pytest.fixture
def export(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    book = tmp_path / "home.sqlite"
    cli(capsys, "session", "new", "--name", "Friday", "--players", ",".join(PLAYERS), "--book", book)
    rng = random.Random(11)
    hand = tmp_path / "hand.json"
    for _ in range(4):
        hand.write_text(json.dumps(random_hand(rng, PLAYERS)))
        cli(capsys, "session", "add", "1", hand, "--book", book)
    cli(capsys, "export", "1", "--json", tmp_path / "night.json", "--book", book)
    data: dict[str, Any] = json.loads((tmp_path / "night.json").read_text(encoding="utf-8"))
    return data


def _third_hand(data: dict[str, Any]) -> dict[str, Any]:
    result: dict[str, Any] = [e for e in data["events"] if e["kind"] == "added"][2]["payload"]["result"]
    return result


def _row_name(data: dict[str, Any]) -> None:
    player = _third_hand(data)["players"][0]
    player["rows"]["back"] = "straight-flush" if player["rows"]["back"] != "straight-flush" else "flush"


def _pair_rows(data: dict[str, Any]) -> None:
    pair = _third_hand(data)["pairs"][0]
    pair["rows"] = [0, 0, 0] if pair["rows"] != [0, 0, 0] else [1, 0, 0]


def _status(data: dict[str, Any]) -> None:
    _third_hand(data)["players"][1]["status"] = (
        "fouled" if _third_hand(data)["players"][1]["status"] != "fouled" else "played"
    )


def _a_royalty(data: dict[str, Any]) -> None:
    _third_hand(data)["players"][0]["royalties"].append({"row": "back", "hand": "four-of-a-kind", "units": "0"})


CHANGES: dict[str, Callable[[dict[str, Any]], None]] = {
    "a row's hand name": _row_name,
    "a pair's rows": _pair_rows,
    "a player's status": _status,
    "a royalty worth nothing": _a_royalty,
}


@pytest.mark.parametrize("change", CHANGES)
def test_a_result_changed_beside_its_money_is_refused_at_import(
    export: dict[str, Any], change: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    CHANGES[change](export)
    rechain_export(export)  # as a careful forger would
    forged = tmp_path / "forged.json"
    forged.write_text(json.dumps(export), encoding="utf-8")
    book = tmp_path / "room.sqlite"
    message = refused(capsys, "import", forged, "--book", book)
    assert "hand 3 does not match its cards" in message and "result." in message
    assert not book.exists()  # refused before any book is opened


def test_a_valid_export_with_an_empty_date_imports_and_verifies(
    export: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    export["events"][0]["payload"]["date"] = ""
    rechain_export(export)
    night = tmp_path / "undated.json"
    night.write_text(json.dumps(export), encoding="utf-8")
    book = tmp_path / "room.sqlite"
    sid = cli(capsys, "import", night, "--book", book)["session"]
    settled = cli(capsys, "session", "settle", sid, "--book", book)
    assert settled["verified"] is True
    assert cli(capsys, "session", "show", sid, "--book", book)["hands"][3]["hand"] == 4
