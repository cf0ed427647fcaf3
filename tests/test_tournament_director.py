"""The app's way to run an event (tournament_log/director.py) against the command line's: the same
actions give the same ``tournament show``, and an event made in the app is one the command line
reads; the helpers the window leans on (the book's events, the names it offers, a seat set)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.book import open_book
from scorekeeper.cli.main import main
from scorekeeper.tournament import EVENT_PARTIES
from scorekeeper.tournament.flags import structure_from_flags
from scorekeeper.tournament_log import (
    add_on,
    create_tournament,
    draw_tables,
    hand_data,
    rebuy,
    record_hand,
    register,
    register_choices,
    seat_is_set,
    show_json,
    structure_of,
    tally,
    tournaments,
)

NAMES = ["Amy", "Bob", "Cat", "Dan"]
FLAGS: dict[str, Any] = dict(
    name="Friday", buyin="100", fee="10", chips=300, levels="10,20,40", hands_per_level=2, seats=2,
    rebuy_until=1, clock=30, on_expiry="surrender", currency="USD", rules="classic-2-4",
)  # fmt: skip
ROWS = [
    {"front": "2c 3d 5h", "middle": "4s 6c 7d 8h Ts", "back": "9c 9d Qh Ks As"},
    {"front": "2d 3h 5s", "middle": "4c 6d 7h 8s Tc", "back": "Jd Jh Qs Kc Ac"},
]


def _cli(capsys: pytest.CaptureFixture[str], *args: object) -> Any:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


def test_the_apps_actions_and_the_command_lines_give_the_same_show(tmp_path: Path, capsys) -> None:
    app_book, cli_book = tmp_path / "app.sqlite", tmp_path / "cli.sqlite"
    with open_book(str(app_book), create=True) as book:
        made = create_tournament(book, structure_of(None, payouts="70,30", **FLAGS))
        for name in NAMES:
            register(book, made, name)
        rebuy(book, made, "Amy")
        draw_tables(book, made, 5)
        seated = tally(book, made).field.tables[1]
        record_hand(
            book, made, table=1, data=hand_data(list(zip(seated, ROWS, strict=True))), dealer=None, expired=(seated[0],)
        )
        shown = show_json(made, tally(book, made))
        assert [e.id for e in tournaments(book)] == [made]
        assert register_choices(book, ["Amy"]) == ["Bob", "Cat", "Dan"]  # the tables' players; never the event's
    cli = _cli(capsys, "tournament", "new", "--name", "Friday", "--buyin", "100", "--fee", "10", "--chips", 300,
               "--levels", "10,20,40", "--hands-per-level", 2, "--seats", 2, "--rebuy-until", 1, "--clock", 30,
               "--on-expiry", "surrender", "--currency", "USD", "--rules", "classic-2-4", "--payouts", "70,30",
               "--book", cli_book)["tournament"]  # fmt: skip
    for name in NAMES:
        _cli(capsys, "tournament", "register", cli, name, "--book", cli_book)
    _cli(capsys, "tournament", "rebuy", cli, "Amy", "--book", cli_book)
    _cli(capsys, "tournament", "draw", cli, "--seed", 5, "--book", cli_book)
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps(hand_data(list(zip(seated, ROWS, strict=True)))), encoding="utf-8")
    _cli(capsys, "tournament", "add", cli, 1, hand, "--expired", seated[0], "--book", cli_book)
    assert {**_cli(capsys, "tournament", "show", cli, "--book", cli_book), "tournament": made} == shown
    assert _cli(capsys, "tournament", "show", made, "--book", app_book) == shown  # the app's event, read by the CLI
    late = next(row for row in shown["field"] if row["name"] == seated[0])
    assert late["chips"] < (600 if seated[0] == "Amy" else 300)  # the seat not set in time surrendered: it paid


def test_a_preset_keeps_what_the_form_does_not_show() -> None:
    typed = structure_of(None, payouts="", **{**FLAGS, "rebuy_until": None})
    assert typed == structure_from_flags(payouts="100", **{**FLAGS, "rebuy_until": None})
    kept = structure_of("chinese-poker-classic", payouts="", **{**FLAGS, "rebuy_until": None})
    assert kept.rebuys is not None and kept.add_ons is not None and kept.late_registration_until == 3
    assert len(kept.payouts.bands) == 5 and kept.starting_chips == 300 and kept.clock.on_expiry == "surrender"
    assert structure_of("chinese-poker-classic", payouts="60,40", **FLAGS).payouts.bands[0].percents == ("60", "40")


def test_a_seat_is_set_with_three_five_and_five_cards() -> None:
    assert seat_is_set(ROWS[0])
    assert not seat_is_set({**ROWS[0], "back": "9c 9d Qh Ks"})
    assert not seat_is_set({**ROWS[0], "front": "2c 3d Zz"})
    assert not seat_is_set({"front": "2c 3d 5h"})
    assert hand_data([("Amy", ROWS[0])]) == {"players": [{"name": "Amy", **ROWS[0]}]}


def test_add_ons_and_the_events_own_parties(tmp_path: Path) -> None:
    with open_book(str(tmp_path / "b.sqlite"), create=True) as book:
        made = create_tournament(book, structure_of("chinese-poker-classic", payouts="", **FLAGS))
        register(book, made, "Amy")
        assert add_on(book, made, "Amy").field.chips["Amy"] == 600
        assert set(EVENT_PARTIES) <= set(book.player_names())
        assert "Director" not in register_choices(book, [])
