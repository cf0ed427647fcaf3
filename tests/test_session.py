"""Sessions in a book: totals equal scoring hand by hand, corrections keep the audit trail,
settled sessions are frozen, settle-up clears every balance in the fewest transfers."""

from __future__ import annotations

import random
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from helpers.session_kit import (
    add_up,
    assert_book_consistent,
    expected_result,
    fewest_transfers,
    money_of,
    pay,
)

from scorekeeper.book.storage import Book
from scorekeeper.demo import random_hand
from scorekeeper.errors import InputError
from scorekeeper.game.deal import hand_json
from scorekeeper.ledger import totals as ledger
from scorekeeper.session.session import Session, parse_hand_entry

D = Decimal
POOL = ["Amy", "Bob", "Cat", "Dan", "Eve", "Fay"]


def add(book: Book, sid: str, data: dict[str, Any], dealer: str | None = None) -> int:
    entry = parse_hand_entry(data)
    number: int = book.act(sid, "added", lambda s: s.prepare_add(entry, dealer)).payload["hand"]
    return number


def edit(book: Book, sid: str, number: int, data: dict[str, Any], reason: str) -> None:
    entry = parse_hand_entry(data)
    book.act(sid, "edited", lambda s: s.prepare_edit(number, entry, reason))


def void(book: Book, sid: str, number: int, reason: str) -> None:
    book.act(sid, "voided", lambda s: s.prepare_void(number, reason))


def undo(book: Book, sid: str) -> None:
    book.act(sid, "undo", lambda s: s.prepare_undo())


def redo(book: Book, sid: str) -> None:
    book.act(sid, "redo", lambda s: s.prepare_redo())


class Schedule:
    """What the test changed and from which hand on: rules, stakes, who may sit.

    Built only from the test's own calls, never read back from the session.
    """

    def __init__(self, rules: Any, unit: Decimal, stakes: dict[frozenset[str], Decimal], active: list[str]) -> None:
        self.unit = unit
        self.rules: list[tuple[int, Any, bool]] = [(1, rules, True)]
        self.stakes: list[tuple[int, frozenset[str], Decimal]] = [(1, pair, v) for pair, v in stakes.items()]
        self.active = active

    def rules_at(self, hand: int) -> Any:
        return [r for start, r, _ in self.rules if start <= hand][-1]

    def surrender_allowed_at(self, hand: int) -> bool:
        return [ok for start, _, ok in self.rules if start <= hand][-1]

    def stakes_at(self, hand: int) -> dict[frozenset[str], Decimal]:
        return {pair: value for start, pair, value in self.stakes if start <= hand}

    def expected(self, hand: int, players: list[dict[str, Any]]) -> dict[str, Any]:
        return expected_result(players, self.rules_at(hand), self.unit, self.stakes_at(hand))


def deal(rng: random.Random, seated: list[str], surrender: bool) -> dict[str, Any]:
    data = random_hand(rng, seated, foul_share=0.1, surrender_share=0.06 if surrender else 0.0)
    for p in data["players"]:
        if rng.random() < 0.05:
            p["declare_natural"] = False
    return data


def test_two_hundred_hands_total_what_scoring_each_hand_gives(tmp_path: Path) -> None:
    rng = random.Random(20261129)
    path = tmp_path / "book.sqlite"
    plan = Schedule("classic-2-4", D("0.5"), {frozenset({"Amy", "Bob"}): D(2)}, POOL[:5])
    book = Book.open(path)
    sid = book.create_session(
        name="Friday", players=POOL[:5], rules="classic-2-4", unit=D("0.5"), stakes=[("Amy", "Bob", D(2))]
    ).id

    def stake(a: str, b: str, value: str, hand: int) -> None:
        book.act(sid, "stake", lambda s: s.prepare_stake(a, b, D(value)))
        plan.stakes.append((hand, frozenset({a, b}), D(value)))

    def rules(value: Any, hand: int, surrender: bool) -> None:
        book.act(sid, "rules", lambda s: s.prepare_rules(value))
        plan.rules.append((hand, value, surrender))

    def players(names: list[str]) -> None:
        book.act(sid, "players", lambda s: s.prepare_players(names))
        plan.active = names

    def late_changes(n: int) -> None:
        rules({"preset": "classic-2-4", "scoop_multiplier": 2, "foul": "play"}, n, True)
        stake("Eve", "Fay", "1.5", n)

    changes: dict[int, Callable[[int], None]] = {
        41: lambda n: stake("Cat", "Dan", "3", n),
        71: lambda n: rules({"preset": "classic-1-6", "surrender": "2"}, n, True),
        101: lambda n: stake("Bob", "Amy", "5", n),  # the pair again, named the other way round
        121: lambda n: players(["Bob", "Cat", "Dan", "Eve", "Fay"]),
        141: lambda n: rules("thirteen-water", n, False),
        171: late_changes,
    }
    results: dict[int, dict[str, Any]] = {}
    for n in range(1, 201):
        if n in changes:
            changes[n](n)
        seated = rng.sample(plan.active, rng.randint(2, 4))
        data = deal(rng, seated, plan.surrender_allowed_at(n))
        assert add(book, sid, data) == n
        results[n] = plan.expected(n, data["players"])
        assert book.session(sid).hands[n].result.dump() == results[n], f"hand {n}"

    def check_totals(session: Session) -> None:
        money, units, pairs = add_up(results.values())
        t = ledger.totals(session)
        assert {n: pt.money for n, pt in t.players.items() if pt.hands} == money
        assert {n: pt.units for n, pt in t.players.items() if pt.hands} == units
        assert sum((pt.money for pt in t.players.values()), D(0)) == 0
        assert sum((pt.units for pt in t.players.values()), D(0)) == 0
        for (a, b), pt in t.pairs.items():
            assert pt.money == pairs[(a, b)]
        assert {frozenset(k) for k in t.pairs} == {frozenset(k) for k in pairs}
        hands_played = {name: sum(1 for r in results.values() if name in money_of(r)) for name in money}
        assert {n: pt.hands for n, pt in t.players.items() if pt.hands} == hands_played

    check_totals(assert_book_consistent(book, sid))
    # Ever named: all six, in the order first named; the stake in force now is the last one set.
    shown = ledger.show_json(book.session(sid))
    assert [p["name"] for p in shown["players"]] == POOL[:5] + ["Fay"]
    assert {tuple(p["players"]): p["stake"] for p in shown["pairs"]}[("Amy", "Bob")] == "5"
    book.close()

    # Reopened: the replayed session gives the same; then corrections, each scored with the
    # rules and stakes in force for the hand corrected, not those in force now.
    book = Book.open(path)
    check_totals(assert_book_consistent(book, sid))
    for n in rng.sample(sorted(results), 12):
        seated = rng.sample(POOL, rng.randint(2, 4))
        data = deal(rng, seated, plan.surrender_allowed_at(n))
        edit(book, sid, n, data, "wrong cards typed")
        results[n] = plan.expected(n, data["players"])
        assert book.session(sid).hands[n].result.dump() == results[n]
    for n in rng.sample(sorted(results), 8):
        void(book, sid, n, "misdeal")
        del results[n]
    check_totals(assert_book_consistent(book, sid))
    book.close()
    with Book.open(path) as book:
        check_totals(assert_book_consistent(book, sid))


def test_corrections_keep_the_audit_trail_and_the_totals(tmp_path: Path) -> None:
    rng = random.Random(7)
    path = tmp_path / "book.sqlite"
    names = ["Amy", "Bob", "Cat"]
    book = Book.open(path)
    sid = book.create_session(name="Audit", players=names, rules="classic-2-4").id
    deals = [random_hand(rng, names) for _ in range(5)]
    score = [expected_result(d["players"], "classic-2-4", D(1), {}) for d in deals]

    def live_money() -> dict[str, Decimal]:
        t = ledger.totals(assert_book_consistent(book, sid))
        assert sum((p.money for p in t.players.values()), D(0)) == 0
        return {n: p.money for n, p in t.players.items()}

    def expect(*results: dict[str, Any]) -> None:
        money, _, _ = add_up(results)
        assert live_money() == {n: money.get(n, D(0)) for n in names}

    def history(n: int) -> list[tuple[str, str]]:
        return [(r.kind, r.reason) for r in book.session(sid).hands[n].history]

    def audit() -> list[tuple[str, int | None, str, str]]:
        return [(a["kind"], a["hand"], a["reason"], a["detail"]) for a in book.session(sid).audit()]

    for d in deals[:3]:
        add(book, sid, d)
    expect(score[0], score[1], score[2])

    edit(book, sid, 2, deals[3], "  Bob's back was typed wrong ")
    void(book, sid, 1, "misdeal")
    expect(score[3], score[2])
    assert book.session(sid).hands[2].result.dump() == score[3]
    assert history(2) == [("added", ""), ("edited", "Bob's back was typed wrong")]
    assert history(1) == [("added", ""), ("voided", "misdeal")]
    assert book.session(sid).hands[1].status == "void"

    undo(book, sid)  # the void
    expect(score[0], score[3], score[2])
    undo(book, sid)  # the edit
    expect(score[0], score[1], score[2])
    assert book.session(sid).hands[2].entry.dump() == hand_json(parse_hand_entry(deals[1]))
    redo(book, sid)  # the edit again
    expect(score[0], score[3], score[2])
    # Each hand keeps every revision, the undo and redo included.
    assert history(1) == [("added", ""), ("voided", "misdeal"), ("undo", "")]
    assert history(2) == [("added", ""), ("edited", "Bob's back was typed wrong"), ("undo", ""), ("redo", "")]
    assert [r.seq for r in book.session(sid).hands[2].history] == [3, 5, 8, 9]
    trail = [
        ("edited", 2, "Bob's back was typed wrong", "hand 2 edited"),
        ("voided", 1, "misdeal", "hand 1 voided"),
        ("undo", None, "", "undo of voided hand 1"),
        ("undo", None, "", "undo of edited hand 2"),
        ("redo", None, "", "redo of edited hand 2"),
    ]
    assert audit() == trail

    # A new action ends what can be redone; undoing an added hand removes it (its number is reused).
    add(book, sid, deals[4])
    with pytest.raises(InputError, match="nothing to redo"):
        redo(book, sid)
    expect(score[0], score[3], score[2], score[4])
    undo(book, sid)
    assert 4 not in book.session(sid).hands
    expect(score[0], score[3], score[2])
    redo(book, sid)
    expect(score[0], score[3], score[2], score[4])
    assert history(4) == [("added", ""), ("undo", ""), ("redo", "")]

    # Corrections need a reason; the refused ones leave nothing behind.
    events = len(book.session(sid).events)
    with pytest.raises(InputError, match="reason"):
        edit(book, sid, 3, deals[0], "   ")
    with pytest.raises(InputError, match="reason"):
        void(book, sid, 3, "")
    with pytest.raises(InputError, match="no hand 9"):
        void(book, sid, 9, "why")
    void(book, sid, 3, "dealt twice")
    with pytest.raises(InputError, match="already void"):
        void(book, sid, 3, "again")
    with pytest.raises(InputError, match="void"):
        edit(book, sid, 3, deals[0], "fix")
    assert len(book.session(sid).events) == events + 1
    expect(score[0], score[3], score[4])

    trail += [("undo", None, "", "undo of added hand 4"), ("redo", None, "", "redo of added hand 4")]
    trail += [("voided", 3, "dealt twice", "hand 3 voided")]
    assert audit() == trail
    before = {n: (r.status, r.result.dump(), r.history) for n, r in book.session(sid).hands.items()}
    book.close()

    with Book.open(path) as book:  # all of it comes back from the file
        assert {n: (r.status, r.result.dump(), r.history) for n, r in book.session(sid).hands.items()} == before
        assert audit() == trail
        expect(score[0], score[3], score[4])
        undo(book, sid)  # the undo stack survives closing the book
        expect(score[0], score[3], score[2], score[4])


def test_a_settled_session_refuses_every_change_until_reopened(tmp_path: Path) -> None:
    rng = random.Random(11)
    names = ["Amy", "Bob", "Cat", "Dan"]
    with Book.open(tmp_path / "book.sqlite") as book:
        sid = book.create_session(name="Closed", players=names).id
        for _ in range(4):
            add(book, sid, random_hand(rng, names))
        book.act(sid, "settled", lambda s: s.prepare_settled(True, "paid up"))
        frozen = ledger.settle(book.session(sid))
        events = len(book.session(sid).events)
        attempts: list[tuple[str, Callable[[Session], dict[str, Any]]]] = [
            ("added", lambda s: s.prepare_add(parse_hand_entry(random_hand(rng, names)))),
            ("edited", lambda s: s.prepare_edit(1, parse_hand_entry(random_hand(rng, names)), "late fix")),
            ("voided", lambda s: s.prepare_void(2, "late void")),
            ("undo", lambda s: s.prepare_undo()),
            ("redo", lambda s: s.prepare_redo()),
            ("stake", lambda s: s.prepare_stake("Amy", "Bob", D(9))),
            ("rules", lambda s: s.prepare_rules("classic-1-6")),
            ("players", lambda s: s.prepare_players(["Amy", "Bob"])),
        ]
        for kind, prepare in attempts:
            with pytest.raises(InputError, match="settled; reopen it"):
                book.act(sid, kind, prepare)
        with pytest.raises(InputError, match="already settled"):
            book.act(sid, "settled", lambda s: s.prepare_settled(True))
        assert len(book.session(sid).events) == events
        assert ledger.settle(book.session(sid)) == frozen
        assert_book_consistent(book, sid)

    with Book.open(tmp_path / "book.sqlite") as book:  # still settled after reopening the book
        assert book.session(sid).settled
        with pytest.raises(InputError, match="settled"):
            add(book, sid, random_hand(rng, names))
        book.act(sid, "reopened", lambda s: s.prepare_settled(False, "one more hand"))
        data = random_hand(rng, names)
        assert add(book, sid, data) == 5
        assert book.session(sid).hands[5].result.dump() == expected_result(data["players"], None, D(1), {})
        void(book, sid, 1, "misdeal")
        audit = [a["kind"] for a in book.session(sid).audit()]
        assert audit == ["settled", "reopened", "voided"]
        assert_book_consistent(book, sid)


def random_session(rng: random.Random, book: Book, players: int) -> str:
    """A session of 2-8 players: several tables at once, odd stakes, so balances split up."""
    names = POOL[:players] if players <= 6 else POOL + ["Gus", "Hal"][: players - 6]
    stakes = [(a, b, D(rng.choice(["0.25", "1", "2.5", "7"]))) for a, b in zip(names, names[1:], strict=False)]
    sid = book.create_session(name="Night", players=names, unit=D(rng.choice(["0.5", "1", "3"])), stakes=stakes[:2]).id
    shuffled = rng.sample(names, len(names))
    tables: list[list[str]] = []
    while shuffled:  # disjoint tables of 2-4 (a lone player left over joins the last table)
        size = min(rng.randint(2, 4), len(shuffled))
        tables.append(shuffled[:size])
        shuffled = shuffled[size:]
    if len(tables[-1]) == 1 and len(tables) > 1:
        lone = tables.pop()
        tables[-1] += lone
    for _ in range(rng.randint(1, 6)):
        table = rng.choice(tables) if rng.random() < 0.85 else names
        seated = rng.sample(table, rng.randint(2, min(4, len(table))))
        add(book, sid, random_hand(rng, seated, surrender_share=0.1))
    return sid


def test_settle_up_clears_every_balance_in_the_fewest_transfers(tmp_path: Path) -> None:
    rng = random.Random(2026)
    zero_sum_groups_seen = 0
    with Book.open(tmp_path / "book.sqlite") as book:
        for _ in range(150):
            sid = random_session(rng, book, rng.randint(2, 8))
            session = book.session(sid)
            result = ledger.settle(session, head=book.head(sid))
            assert result.verified
            # Balances are the totals; rounded to the coin (the session's currency has cents), each
            # player moved by less than a coin, the differences summing to zero; transfers clear them.
            money, _, pair_money = add_up(r.result.dump() for r in session.live_hands())
            assert result.balances == {n: money.get(n, D(0)) for n in session.players}
            assert result.coin == D("0.01")
            rounded = {n: v - result.rounding[n] for n, v in result.balances.items()}
            assert sum(result.rounding.values(), D(0)) == 0
            assert all(
                abs(d) < result.coin and (v % result.coin) == 0
                for d, v in zip(result.rounding.values(), rounded.values(), strict=True)
            )
            assert set(pay(rounded, result.simplified).values()) <= {D(0)}
            # by_pair: one transfer per pair that played with a net of at least half a coin, each rounded
            # to the nearest coin, in the right direction.
            owed = {(loser, winner, v) for (winner, loser), v in pair_money.items() if v > 0}
            assert {(t.payer, t.payee) for t in result.by_pair} <= {(a, b) for a, b, _ in owed}
            for t in result.by_pair:
                exact = next(v for a, b, v in owed if (a, b) == (t.payer, t.payee))
                assert abs(t.amount - exact) <= result.coin / 2 and t.amount % result.coin == 0
            # simplified: no more transfers than needed, found by exhaustive search.
            assert len(result.simplified) == fewest_transfers(rounded)
            nonzero = [v for v in rounded.values() if v != 0]
            zero_sum_groups_seen += len(nonzero) - len(result.simplified) > 1
            # The printed settlement says the same, amounts as positive exact decimals.
            printed = ledger.settlement_json(session, result)
            for t in printed["by_pair"] + printed["simplified"]:
                assert D(t["amount"]) > 0 and "E" not in t["amount"]
            assert {n: D(v) for n, v in printed["balances"].items()} == result.balances
    assert zero_sum_groups_seen >= 5  # sessions where netting across players really saved transfers


def test_the_same_hand_twice_in_a_row_is_refused(tmp_path: Path) -> None:
    rng = random.Random(3)
    with Book.open(tmp_path / "book.sqlite") as book:
        sid = book.create_session(name="Dup", players=["Amy", "Bob", "Cat"]).id
        data = random_hand(rng, ["Amy", "Bob"])
        add(book, sid, data)
        with pytest.raises(InputError, match="same as hand 1: refused as a duplicate"):
            add(book, sid, data)
        # Same cards written differently (other order within a row, other case) is still the same hand.
        respelled = {
            "players": [{**p, "front": " ".join(reversed(p["front"].split())).lower()} for p in data["players"]]
        }
        with pytest.raises(InputError, match="same as hand 1"):
            add(book, sid, respelled)
        assert sorted(book.session(sid).hands) == [1]
        other = random_hand(rng, ["Amy", "Bob"])
        add(book, sid, other)
        with pytest.raises(InputError, match="same as hand 1"):  # not in a row: still the same deal
            add(book, sid, data)
        again = parse_hand_entry(data)
        book.act(sid, "added", lambda s: s.prepare_add(again, again=True))  # the scorekeeper confirmed it
        assert sorted(book.session(sid).hands) == [1, 2, 3]
        assert_book_consistent(book, sid)


def test_preview_is_what_scorekeeper_score_says_under_that_hands_stakes_and_rules() -> None:
    import random
    from decimal import Decimal

    from scorekeeper.demo import random_hand
    from scorekeeper.game.result_json import hand_result_json
    from scorekeeper.game.score_request import score_json
    from scorekeeper.session.session import Session, parse_hand_entry

    players = ["Amy", "Bob", "Cat"]
    session = Session.create("1", name="Preview", players=players, rules="classic-2-4", unit=Decimal(2))
    session.append("stake", session.prepare_stake("Amy", "Bob", Decimal(5)))
    session.append("unit", session.prepare_unit(Decimal(3)))
    hand = random_hand(random.Random(4), players)
    expected = score_json(
        {"rules": "classic-2-4", "unit": "3", "stakes": [{"players": ["Amy", "Bob"], "unit": "5"}], **hand}
    )
    assert hand_result_json(session.preview(parse_hand_entry(hand))) == expected
