"""score-cli.md "More rule options" in sessions: a 6-player 多一色 hand (five of a kind, the horse
card held twice, banker mode with multiples) recorded and exported; match_hands in session show;
the button that stays during Fantasy Land."""

from __future__ import annotations

import json
import random
from decimal import Decimal
from pathlib import Path
from typing import Any

from helpers.session_kit import assert_book_consistent

from scorekeeper.book.session_file import events_from_json, session_to_json
from scorekeeper.book.storage import Book
from scorekeeper.export import export_session
from scorekeeper.game.cards import DECK, SUIT_CHARS, format_cards, parse_cards
from scorekeeper.game.score_request import score_json
from scorekeeper.ledger import totals as ledger
from scorekeeper.session.session import parse_hand_entry

D = Decimal
NAMES = ["Amy", "Bob", "Cy", "Dee", "Eve", "Fay"]
ROOM_6: dict[str, Any] = {"preset": "shisanshui-room", "extra_suits": ["s", "h"], "banker": "dealer"}
# Amy: trip aces, quad queens, five fives (one of the two 5h, the horse card)
AMY = {"name": "Amy", "front": "As Ah Ad", "middle": "Qs Qh Qd Qc 2c", "back": "5s 5s 5h 5d 5c"}


def six_player_hand(seed: int = 17) -> dict[str, Any]:
    """Amy as above; Bob holds the other 5h; the others' 13 cards from the rest of the 78-card deck,
    set by rank (lowest three in front)."""
    deck = list(DECK) + [c for c in DECK if SUIT_CHARS[c.suit] in "sh"]
    for card in parse_cards(" ".join((AMY["front"], AMY["middle"], AMY["back"], "5h"))):
        deck.remove(card)
    random.Random(seed).shuffle(deck)
    five_h = parse_cards("5h")[0]
    players = [dict(AMY)]
    for i, name in enumerate(NAMES[1:]):
        cards = deck[13 * i : 13 * i + 13]
        if name == "Bob":
            cards = [*cards[:12], five_h]
            deck.append(deck[13 * i + 12])  # unused: dealt to nobody
        cards.sort(key=lambda c: c.rank)
        players.append(
            {
                "name": name,
                "front": format_cards(cards[:3]),
                "middle": format_cards(cards[3:8]),
                "back": format_cards(cards[8:]),
            }  # fmt: skip
        )
    players[1]["multiple"] = 3
    players[2]["multiple"] = 2
    return {"players": players}


def test_a_six_player_extra_suit_banker_hand_is_recorded_and_exported(tmp_path: Path) -> None:
    entry = six_player_hand()
    expected = score_json({"rules": ROOM_6, **entry, "dealer": "Amy"})
    with Book.open(tmp_path / "book.sqlite") as book:
        sid = book.create_session(name="Room", players=NAMES, rules=ROOM_6).id
        hand = parse_hand_entry(entry)
        book.act(sid, "added", lambda s: s.prepare_add(hand, "Amy"))
        session = book.session(sid)
        record = session.hands[1]
        assert record.dealer == "Amy"
        assert record.result.dump() == expected
        assert_book_consistent(book, sid)

        result = record.result.dump()
        assert len(result["pairs"]) == 15  # every pair of six listed; only the banker's are scored
        for pair in result["pairs"]:
            if "Amy" not in pair["players"]:
                assert pair["units"] == "0" and pair["rows"] is None
        amy = next(p for p in result["players"] if p["name"] == "Amy")
        assert amy["rows"]["back"] == "five-of-a-kind"
        assert sum(D(p["units"]) for p in result["players"]) == 0

        # Amy and Bob both hold 5h: their pair is doubled twice, then Bob's multiple (3) applies
        plain = score_json({"rules": {**ROOM_6, "horse_card": None}, **entry, "dealer": "Amy"})

        def units(res: dict[str, Any], other: str) -> Decimal:
            return next(D(p["units"]) for p in res["pairs"] if p["players"] == ["Amy", other])

        assert units(result, "Bob") == units(plain, "Bob") * 4
        assert units(result, "Cy") == units(plain, "Cy") * 2  # Amy alone holds it
        no_multiple = {"players": [{k: v for k, v in p.items() if k != "multiple"} for p in entry["players"]]}
        single = score_json({"rules": ROOM_6, **no_multiple, "dealer": "Amy"})
        assert units(result, "Bob") == units(single, "Bob") * 3
        assert units(result, "Cy") == units(single, "Cy") * 2

        # exported: the workbook, the CSV files, and JSON that reads back to the same totals
        export_session(session, head=session.head, xlsx=str(tmp_path / "room.xlsx"), csv=str(tmp_path / "csv"))
        from openpyxl import load_workbook

        rules_sheet = load_workbook(tmp_path / "room.xlsx")["Rules"]
        listed = {row[0]: row[1] for row in rules_sheet.iter_rows(values_only=True) if row and row[0]}
        assert listed["extra_suits"] == "♠, ♥"
        assert listed["banker"] == "the dealer banks"
        assert listed["suit_order"] == "♠ > ♥ > ♣ > ♦" and listed["horse_card"] == "5h"
        hands_csv = next((tmp_path / "csv").glob("*hand*.csv")).read_text(encoding="utf-8")
        assert "Fay" in hands_csv
        data = json.loads(json.dumps(session_to_json(session)))
        assert events_from_json(data)[-1].payload["result"] == expected
        shown = ledger.show_json(session)
        assert {p["name"]: p["money"] for p in shown["players"]} == {p["name"]: p["money"] for p in expected["players"]}


def plain_hand(seed: int, names: list[str]) -> Any:
    from scorekeeper.demo import random_hand

    return parse_hand_entry(random_hand(random.Random(seed), names))


def test_match_hands_gives_each_match_its_totals_and_winner(tmp_path: Path) -> None:
    names = ["Amy", "Bob", "Cy"]
    with Book.open(tmp_path / "book.sqlite") as book:
        sid = book.create_session(name="Matches", players=names, rules={"match_hands": 2}).id
        hands = [plain_hand(seed, names) for seed in range(5)]
        for entry in hands:
            book.act(sid, "added", lambda s, e=entry: s.prepare_add(e, again=True))  # hand 4 repeats hand 2's cards
        session = book.session(sid)
        shown = ledger.show_json(session)
    matches = shown["matches"]
    assert [m["hands"] for m in matches] == [[1, 2], [3, 4], [5]]
    assert [m["complete"] for m in matches] == [True, True, False]
    for m in matches:
        results = [session.hands[n].result.dump() for n in m["hands"]]
        totals = {n: sum((D(p["money"]) for r in results for p in r["players"] if p["name"] == n), D(0)) for n in names}
        assert {p["name"]: D(p["money"]) for p in m["players"]} == totals
        if m["complete"]:
            top = max(totals.values())
            leaders = [n for n, v in totals.items() if v == top]
            assert m["winner"] == (leaders[0] if len(leaders) == 1 else None)
        else:
            assert m["winner"] is None
    with Book.open(tmp_path / "plain.sqlite") as book:
        sid = book.create_session(name="No matches", players=names).id
        assert "matches" not in ledger.show_json(book.session(sid))


BOB = {"name": "Bob", "front": "2s 3h 4d", "middle": "5c 5d 7h 8s 9c", "back": "7c 7d 7s 6c 6d"}
AMY_QQ = {"name": "Amy", "front": "Qs Qd 4c", "middle": "Tc Td 9h 9d 8c", "back": "Ah Kh Qh 8h 5h"}
AMY_JJ = {"name": "Amy", "front": "Js Jd 4c", "middle": "Tc Td 9h 9d 8c", "back": "Ah Kh Qh 8h 5h"}
AMY_JJ_TH = {**AMY_JJ, "middle": "Tc Th 9h 9d 8c"}  # another deal (the same one twice is refused)


def dealers(rules: dict[str, Any], tmp_path: Path) -> tuple[list[str | None], Any]:
    with Book.open(tmp_path / f"{len(str(rules))}.sqlite") as book:
        sid = book.create_session(name="OFC", players=["Amy", "Bob"], rules=rules).id
        for players in ([AMY_QQ, BOB], [AMY_JJ, BOB], [AMY_JJ_TH, BOB], [AMY_JJ, BOB]):
            entry = parse_hand_entry({"players": players})
            book.act(sid, "added", lambda s, e=entry: s.prepare_add(e, again=True))  # hand 4 repeats hand 2's cards
        session = book.session(sid)
        return [session.hands[n].dealer for n in sorted(session.hands)], ledger.show_json(session)


def test_the_button_stays_after_a_fantasy_land_hand_and_that_hand_is_not_counted(tmp_path: Path) -> None:
    moving, _ = dealers({"preset": "ofc"}, tmp_path)
    assert moving == ["Amy", "Bob", "Amy", "Bob"]
    # hand 2 is Amy's Fantasy Land hand (queens on hand 1): the dealer of hand 2 deals hand 3 too
    staying, shown = dealers({"preset": "ofc", "button_in_fantasy_land": "stays", "match_hands": 2}, tmp_path)
    assert staying == ["Amy", "Bob", "Bob", "Amy"]
    assert [m["hands"] for m in shown["matches"]] == [[1, 2, 3], [4]]  # hand 2 does not count


def test_the_session_command_line_carries_the_new_options(tmp_path: Path) -> None:
    from helpers.session_kit import cli_json

    b = ("--book", tmp_path / "book.sqlite")
    rules = tmp_path / "room.json"
    rules.write_text(json.dumps({"preset": "shisanshui-room", "match_hands": 2, "banker": "dealer"}))
    assert cli_json("session", "new", "--name", "Room", "--players", "Amy,Bob,Cy", "--rules", rules, *b)
    hand = tmp_path / "hand.json"
    players = [
        {"name": "Amy", "front": "Qs Qh Qd", "middle": "9s 9h 9d 9c 2c", "back": "4h 5h 6h 7h 8h"},
        {"name": "Bob", "front": "Ac Kd 3s", "middle": "Ks Kh 8c 7c 3d", "back": "As Ad Jc Tc 5c", "multiple": 2},
        {"name": "Cy", "front": "Ah Jd 2d", "middle": "Th Td 6c 4c 2s", "back": "Js Jh 8d 8s 3h"},
    ]
    hand.write_text(json.dumps({"players": players}))
    assert cli_json("session", "add", "1", hand, "--dealer", "Amy", *b) == {"hand": 1}
    shown = cli_json("session", "show", "1", *b)
    expected = score_json({"rules": json.loads(rules.read_text()), "players": players, "dealer": "Amy"})
    assert {p["name"]: p["money"] for p in shown["players"]} == {p["name"]: p["money"] for p in expected["players"]}
    assert shown["matches"][0]["hands"] == [1] and not shown["matches"][0]["complete"]
    plain = tmp_path / "plain.json"
    plain.write_text(json.dumps({"preset": "classic-2-4", "suit_order": "shcd"}))
    from helpers.session_kit import run_cli

    done = run_cli("session", "rules", "1", plain, *b)
    assert done.returncode == 0, done.stderr
    assert cli_json("session", "show", "1", *b)["matches"][0]["hands"] == [1]
