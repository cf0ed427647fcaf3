"""The other games in sessions (docs/variants.md): Fantasy Land derived by replay (edits, voids and
undo stay consistent), Criss Cross and Race to 11 hands recorded, totals, show JSON, CLI, export."""

from __future__ import annotations

import json
import random
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from helpers.session_kit import assert_book_consistent, cli_json, run_cli

from scorekeeper.book.session_file import events_from_json, session_to_json
from scorekeeper.book.storage import Book
from scorekeeper.demo import random_hand
from scorekeeper.errors import InputError
from scorekeeper.export.sheets import build_sheets
from scorekeeper.game.score_request import score_json
from scorekeeper.ledger import totals as ledger
from scorekeeper.session.session import Session, parse_hand_entry

D = Decimal


def player(name: str, front: str, middle: str, back: str, **extra: Any) -> dict[str, Any]:
    return {"name": name, "front": front, "middle": middle, "back": back, **extra}


BOB = player("Bob", "2s 3h 4d", "5c 5d 7h 8s 9c", "7c 7d 7s 6c 6d")  # plain, unfouled, no fantasy
AMY_QQ = player("Amy", "Qs Qd 4c", "Tc Td 9h 9d 8c", "Ah Kh Qh 8h 5h")  # enters Fantasy Land
AMY_JJ = player("Amy", "Js Jd 4c", "Tc Td 9h 9d 8c", "Ah Kh Qh 8h 5h")  # does not
AMY_TRIPS = player("Amy", "4s 4h 4c", "Tc Td Th 9d 8c", "Ah Kh Qh 8h 5h")  # enters, or stays
AMY_KK = player("Amy", "Ks Kd 4c", "Tc Td 9h 9d 8c", "Ah Kh Qh 8h 5h")  # enters, but does not stay
AMY_FOUL = player("Amy", "4s 4h 4c", "Tc 2d 9h 6h 8c", "Ah Kh Qh 8h 5h")  # trips over a high card


def hand(*players: dict[str, Any]) -> Any:
    return parse_hand_entry({"players": list(players)})


def add(book: Book, sid: str, *players: dict[str, Any]) -> int:
    """Record a hand; these tests' few fixed hands repeat their cards on purpose (``again``)."""
    entry = hand(*players)
    number: int = book.act(sid, "added", lambda s: s.prepare_add(entry, again=True)).payload["hand"]
    return number


def edit(book: Book, sid: str, number: int, *players: dict[str, Any]) -> None:
    entry = hand(*players)
    book.act(sid, "edited", lambda s: s.prepare_edit(number, entry, "typo"))


def fantasy(book: Book, sid: str, last: int) -> list[dict[str, int]]:
    session = book.session(sid)
    return [session.fantasy_land_for(n) for n in range(1, last + 1)]


# -- Fantasy Land -------------------------------------------------------------------------------


def test_fantasy_land_follows_the_recorded_hands_through_edits_voids_and_undo(tmp_path: Path) -> None:
    book = Book.open(tmp_path / "book.sqlite")
    sid = book.create_session(name="OFC", players=["Amy", "Bob"], rules="pineapple").id
    add(book, sid, AMY_QQ, BOB)  # 1: Amy makes queens
    add(book, sid, AMY_TRIPS, BOB)  # 2: in Fantasy Land, stays with trips
    add(book, sid, AMY_KK, BOB)  # 3: in Fantasy Land, kings do not keep it
    add(book, sid, AMY_JJ, BOB)  # 4: out
    assert fantasy(book, sid, 5) == [{}, {"Amy": 14}, {"Amy": 14}, {}, {}]

    edit(book, sid, 1, AMY_JJ, BOB)  # hand 1 corrected: jacks, not queens
    # hand 2's trips now enter Fantasy Land instead of keeping it; hand 3 is still in it
    assert fantasy(book, sid, 5) == [{}, {}, {"Amy": 14}, {}, {}]
    edit(book, sid, 2, AMY_FOUL, BOB)  # hand 2 corrected again: fouled
    assert fantasy(book, sid, 5) == [{}, {}, {}, {"Amy": 14}, {}]  # hand 3's kings enter it now

    book.act(sid, "undo", lambda s: s.prepare_undo())  # hand 2 is trips again
    assert fantasy(book, sid, 5) == [{}, {}, {"Amy": 14}, {}, {}]
    book.act(sid, "voided", lambda s: s.prepare_void(2, "misdeal"))
    # with hand 2 void, hand 3 follows hand 1 (jacks): nobody in Fantasy Land, then hand 3's kings enter
    assert fantasy(book, sid, 5) == [{}, {}, {}, {"Amy": 14}, {}]
    book.close()

    reopened = Book.open(tmp_path / "book.sqlite")  # derived again from the book's events alone
    assert fantasy(reopened, sid, 5) == [{}, {}, {}, {"Amy": 14}, {}]
    add(reopened, sid, AMY_TRIPS, BOB)  # 5: out of Fantasy Land (hand 4's jacks), trips enter it
    assert reopened.session(sid).fantasy_land_for(6) == {"Amy": 14}
    assert_book_consistent(reopened, sid)
    reopened.close()


def test_progressive_and_ofc_card_counts_and_rules_without_fantasy_land(tmp_path: Path) -> None:
    with Book.open(tmp_path / "book.sqlite") as book:
        sid = book.create_session(
            name="OFC", players=["Amy", "Bob"], rules={"preset": "ofc", "fantasy_land_progressive": True}
        ).id
        add(book, sid, AMY_KK, BOB)
        add(book, sid, AMY_TRIPS, BOB)  # in Fantasy Land (15 cards): stays, with 13
        add(book, sid, AMY_JJ, BOB)
        assert fantasy(book, sid, 4) == [{}, {"Amy": 15}, {"Amy": 13}, {}]
        book.act(sid, "rules", lambda s: s.prepare_rules("classic-1-6"))
        add(book, sid, AMY_QQ, BOB)  # 4: no Fantasy Land under these rules
        assert fantasy(book, sid, 5) == [{}, {"Amy": 15}, {"Amy": 13}, {}, {}]
        classic = book.create_session(name="Classic", players=["Amy", "Bob"]).id
        add(book, classic, AMY_QQ, BOB)
        assert fantasy(book, classic, 2) == [{}, {}]
        assert "fantasy_land" not in ledger.show_json(book.session(classic))


def test_show_json_marks_fantasy_land_per_hand_and_for_the_next_hand(tmp_path: Path) -> None:
    with Book.open(tmp_path / "book.sqlite") as book:
        sid = book.create_session(name="OFC", players=["Amy", "Bob"], rules="ofc").id
        add(book, sid, AMY_QQ, BOB)
        add(book, sid, AMY_TRIPS, BOB)
        shown = ledger.show_json(book.session(sid))
    assert "fantasy_land" not in shown["hands"][0]
    assert shown["hands"][1]["fantasy_land"] == {"Amy": 13}
    assert shown["fantasy_land"] == {"hand": 3, "players": {"Amy": 13}}
    assert shown["hands"][1]["money"] == {p["name"]: p["money"] for p in score_json(
        {"rules": "ofc", "players": [AMY_TRIPS, BOB]})["players"]}  # fmt: skip


def test_pineapple_sessions_seat_at_most_three(tmp_path: Path) -> None:
    names = ["Amy", "Bob", "Cat", "Dan"]
    with Book.open(tmp_path / "book.sqlite") as book:
        sid = book.create_session(name="Pineapple", players=names, rules="pineapple").id
        four = parse_hand_entry(random_hand(random.Random(3), names))
        with pytest.raises(InputError, match="Pineapple seats at most 3 players"):
            book.act(sid, "added", lambda s: s.prepare_add(four))
        three = parse_hand_entry(random_hand(random.Random(3), names[:3]))
        book.act(sid, "added", lambda s: s.prepare_add(three))
        assert len(book.session(sid).live_hands()) == 1


# -- Criss Cross ---------------------------------------------------------------------------------


def criss_cross(seed: int) -> dict[str, Any]:
    data = random_hand(random.Random(seed), ["Amy", "Amy", "Bob", "Bob"], foul_share=0.2)
    for seat, number in zip(data["players"], (1, 2, 1, 2), strict=True):
        seat["hand"] = number
    return data


def test_criss_cross_hands_are_recorded_and_totalled(tmp_path: Path) -> None:
    with Book.open(tmp_path / "book.sqlite") as book:
        sid = book.create_session(
            name="CC", players=["Amy", "Bob"], rules="criss-cross", unit=D("0.5"), stakes=[("Amy", "Bob", D(2))]
        ).id
        expected = D(0)
        for seed in range(5):
            data = criss_cross(seed)
            entry = parse_hand_entry(data)
            book.act(sid, "added", lambda s, e=entry: s.prepare_add(e))
            scored = score_json({"rules": "criss-cross", "unit": "2", "players": data["players"]})
            expected += D(scored["players"][0]["money"])
        session = assert_book_consistent(book, sid)
        record = session.hands[1]
        assert record.seated == ["Amy", "Bob"]
        assert [p.get("hand") for p in record.entry.dump()["players"]] == [1, 2, 1, 2]
        assert len(record.result.dump()["pairs"]) == 4
        t = ledger.totals(session)
        assert t.players["Amy"].money == expected == -t.players["Bob"].money
        assert t.players["Amy"].hands == 5
        assert t.pairs[("Amy", "Bob")].money == expected
        shown = ledger.show_json(session)
        assert shown["players"][0]["hands"] == 5
        with pytest.raises(InputError, match="duplicate"):
            again = parse_hand_entry(criss_cross(4))
            book.act(sid, "added", lambda s: s.prepare_add(again))
        sheets = build_sheets(session)
        hands_sheet = sheets[1].blocks[0]
        header = [c.header for c in hands_sheet.columns]
        row = hands_sheet.rows[0]
        assert " / " in str(row[header.index("Amy front")])  # both of Amy's fronts
        assert str(row[header.index("Amy status")]).startswith("hand 1:")


def test_an_exported_criss_cross_or_race_session_imports_again(tmp_path: Path) -> None:
    session = Session.create("1", name="CC", players=["Amy", "Bob"], rules="criss-cross")
    session.append("added", session.prepare_add(parse_hand_entry(criss_cross(1))))
    events = events_from_json(json.loads(json.dumps(session_to_json(session))))
    assert Session.replay("2", events).hands[1].result.dump() == session.hands[1].result.dump()


# -- Race to 11 ----------------------------------------------------------------------------------

# Amy takes the front and the back, Bob the middle: 2 points to 1 a hand (and the reverse).
AMY_2 = player("Amy", "As Ad 4c", "Kc Kd 9h 9d 8c", "Qh Qc Qs Qd 3h")
BOB_1 = player("Bob", "2s 3s 5d", "5c 5h 5s 8s 9c", "Jc Jd Js 6c 6d")
AMY_1 = player("Amy", "2s 3s 5d", "5c 5h 5s 8s 9c", "Jc Jd Js 6c 6d")
BOB_2 = player("Bob", "As Ad 4c", "Kc Kd 9h 9d 8c", "Qh Qc Qs Qd 3h")


def kicker(players: tuple[dict[str, Any], ...], n: int) -> tuple[dict[str, Any], ...]:
    """The same race hand with another front kicker (4c or 4h), so that a repeat is not a duplicate."""
    card = "4c" if n % 2 else "4h"
    return tuple({**p, "front": p["front"].replace("4c", card)} for p in players)


def test_race_to_11_tracks_points_ends_the_game_and_starts_a_new_one(tmp_path: Path) -> None:
    rules = {"preset": "race-to-11", "race_stake": "3"}
    with Book.open(tmp_path / "book.sqlite") as book:
        sid = book.create_session(
            name="Race", players=["Amy", "Bob"], rules=rules, unit=D(2), stakes=[("Amy", "Bob", D(5))]
        ).id
        for n in range(5):
            add(book, sid, *kicker((AMY_2, BOB_1), n))  # Amy 10, Bob 5
        session = book.session(sid)
        (game,) = session.race_games()
        assert game.points == {"Amy": 10, "Bob": 5} and game.winner is None
        assert ledger.totals(session).players["Amy"].money == 0  # no money until a game is won
        add(book, sid, *kicker((AMY_2, BOB_1), 5))  # 6: Amy 12 -> wins game 1
        add(book, sid, AMY_1, BOB_2)  # 7: game 2 starts from zero
        session = assert_book_consistent(book, sid)
        games = session.race_games()
        assert [(g.number, g.hands, g.winner, g.points) for g in games] == [
            (1, (1, 2, 3, 4, 5, 6), "Amy", {"Amy": 12, "Bob": 6}),
            (2, (7,), None, {"Amy": 1, "Bob": 2}),
        ]
        t = ledger.totals(session)
        assert t.players["Amy"].money == 15 and t.players["Bob"].money == -15  # 3 units at the pair's 5
        assert t.players["Amy"].units == 3 and t.pairs[("Amy", "Bob")].money == 15
        assert ledger.settle(session).balances == {"Amy": D(15), "Bob": D(-15)}
        assert ledger.running_totals(session)[5][1]["Amy"] == 15  # booked at hand 6
        shown = ledger.show_json(session)
        assert shown["hands"][5]["race"] == {"game": 1, "points": {"Amy": 2, "Bob": 1},
                                             "total": {"Amy": 12, "Bob": 6}, "winner": "Amy"}  # fmt: skip
        assert shown["hands"][5]["money"] == {"Amy": "15", "Bob": "-15"}
        assert shown["race"]["game"] == 2 and shown["race"]["points"] == {"Amy": 1, "Bob": 2}
        assert shown["race"]["games"][0]["winner"] == "Amy"

        edit(book, sid, 6, AMY_1, BOB_2)  # hand 6 corrected: Amy 11, Bob 7 -> Amy still wins
        assert [g.points for g in book.session(sid).race_games()] == [{"Amy": 11, "Bob": 7}, {"Amy": 1, "Bob": 2}]
        edit(book, sid, 5, AMY_1, BOB_2)  # hand 5 too: 10 to 8 after hand 6, so hand 7 decides game 1
        games = book.session(sid).race_games()
        assert [(g.hands, g.winner, g.points) for g in games] == [
            ((1, 2, 3, 4, 5, 6, 7), "Amy", {"Amy": 11, "Bob": 10})
        ]
        assert ledger.show_json(book.session(sid))["hands"][6]["money"] == {"Amy": "15", "Bob": "-15"}
        book.act(sid, "voided", lambda s: s.prepare_void(7, "not played"))
        assert book.session(sid).race_games()[0].winner is None
        assert ledger.totals(book.session(sid)).players["Amy"].money == 0


def test_race_sheets_show_points_and_winners(tmp_path: Path) -> None:
    session = Session.create("1", name="Race", players=["Amy", "Bob"], rules={"preset": "race-to-11",
                                                                                "race_target": 3})  # fmt: skip
    for players in ((AMY_2, BOB_1), (AMY_1, BOB_2), (AMY_2, BOB_1)):  # the same cards on purpose
        session.append("added", session.prepare_add(hand(*players), again=True))
    summary, hands = build_sheets(session)[:2]
    facts = {row[0]: row[1] for row in summary.blocks[0].rows}
    assert "game 1: Amy" in str(facts["Race"])
    header = [c.header for c in hands.blocks[0].columns]
    status = hands.blocks[0].rows[0][header.index("Amy status")]
    assert "2 points" in str(status)
    assert "won game" not in str(hands.blocks[0].rows[1][header.index("Amy status")])  # 3 to 3: play on
    won = hands.blocks[0].rows[2][header.index("Amy status")]
    assert "won game 1" in str(won)


# -- the command line ----------------------------------------------------------------------------


def test_the_cli_scores_and_records_every_game(tmp_path: Path) -> None:
    book = tmp_path / "book.sqlite"
    cc = tmp_path / "cc.json"
    cc.write_text(json.dumps({"rules": "criss-cross", **criss_cross(2)}))
    scored = cli_json("score", cc)
    assert len(scored["pairs"]) == 4 and [p["name"] for p in scored["players"]] == ["Amy", "Bob"]

    sid = cli_json("session", "new", "--name", "P", "--players", "Amy,Bob", "--rules", "pineapple", "--book", book)
    first = tmp_path / "h1.json"
    first.write_text(json.dumps({"players": [AMY_QQ, BOB]}))
    assert cli_json("session", "add", sid["session"], first, "--book", book) == {"hand": 1}
    shown = cli_json("session", "show", sid["session"], "--book", book)
    assert shown["fantasy_land"] == {"hand": 2, "players": {"Amy": 14}}

    race = cli_json("session", "new", "--name", "R", "--players", "Amy,Bob", "--rules", "race-to-11", "--book", book)
    second = tmp_path / "h2.json"
    second.write_text(json.dumps({"players": [AMY_2, BOB_1]}))
    cli_json("session", "add", race["session"], second, "--book", book)
    shown = cli_json("session", "show", race["session"], "--book", book)
    assert shown["race"]["points"] == {"Amy": 2, "Bob": 1}
    xlsx = tmp_path / "race.xlsx"
    assert run_cli("export", race["session"], "--xlsx", xlsx, "--book", book).returncode == 0
    assert xlsx.stat().st_size > 0
