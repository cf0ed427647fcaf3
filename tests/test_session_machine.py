"""Stateful property test: random add / edit / void / undo / redo / stake and rules changes /
settle / reopen, on a real book, always equal to a small model kept by the test."""

from __future__ import annotations

import random
import shutil
import tempfile
from dataclasses import dataclass, field, replace
from decimal import Decimal
from pathlib import Path
from typing import Any

import pg_support
import pytest
from helpers.session_kit import add_up, assert_book_consistent, expected_result
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from scorekeeper.book import open_book
from scorekeeper.demo import random_hand
from scorekeeper.errors import InputError
from scorekeeper.game.cards import parse_cards
from scorekeeper.ledger import totals as ledger
from scorekeeper.session.session import parse_hand_entry

D = Decimal
NAMES = ["Amy", "Bob", "Cat", "Dan"]
PAIRS = [frozenset((a, b)) for i, a in enumerate(NAMES) for b in NAMES[i + 1 :]]
RULES = ["classic-2-4", "classic-1-6", "thirteen-water", {"preset": "classic-2-4", "scoop_multiplier": 3}]
UNIT = D("0.5")


def deal_of(data: dict[str, Any]) -> str:
    """The cards dealt, whoever sat where and however the rows were set."""
    seats = sorted(sorted(parse_cards(" ".join(p[r] for r in ("front", "middle", "back")))) for p in data["players"])
    return repr(seats)


@dataclass(frozen=True)
class Hand:
    status: str  # recorded or void
    result: dict[str, Any]
    digest: str  # the deal: each seat's cards, in any seat and row order (deal_of)
    history: tuple[str, ...]  # every revision's kind: added, edited, voided, undo, redo


@dataclass
class Model:
    """Hands with their latest result, the schedules of stakes and rules, and undo/redo stacks.

    An undoable step is remembered as (what, before, after); undo puts ``before`` back.
    """

    hands: dict[int, Hand] = field(default_factory=dict)
    stakes: tuple[tuple[int, frozenset[str], Decimal], ...] = ()
    rules: tuple[tuple[int, Any], ...] = ((1, "classic-2-4"),)
    undo: list[tuple[Any, Any, Any]] = field(default_factory=list)
    redo: list[tuple[Any, Any, Any]] = field(default_factory=list)
    settled: bool = False
    gone: dict[int, tuple[str, ...]] = field(default_factory=dict)  # history of a hand an undo removed

    @property
    def next_hand(self) -> int:
        return max(self.hands, default=0) + 1

    def expected(self, number: int, players: list[dict[str, Any]]) -> dict[str, Any]:
        rules = [r for start, r in self.rules if start <= number][-1]
        stakes = {pair: value for start, pair, value in self.stakes if start <= number}
        return expected_result(players, rules, UNIT, stakes)

    def get(self, what: Any) -> Any:
        return self.hands.get(what[1]) if isinstance(what, tuple) else getattr(self, what)

    def put(self, what: Any, value: Any) -> None:
        if not isinstance(what, tuple):
            setattr(self, what, value)
        elif value is None:
            del self.hands[what[1]]
        else:
            self.hands[what[1]] = value

    def change(self, what: Any, value: Any) -> None:
        self.undo.append((what, self.get(what), value))
        self.redo.clear()
        self.put(what, value)

    def step_back_or_forth(self, what: Any, value: Any, kind: str) -> None:
        """Undo or redo: the values come back, and a hand's history gains the step."""
        if isinstance(what, tuple):
            current = self.hands.get(what[1])
            if value is None:
                self.gone[what[1]] = current.history + (kind,) if current else ()
            else:
                earlier = current.history if current else self.gone.pop(what[1], value.history)
                value = replace(value, history=earlier + (kind,))
        self.put(what, value)


class SessionMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.path = self.new_book()
        self.book = open_book(self.path)
        self.sid = self.book.create_session(name="Machine", players=NAMES, rules="classic-2-4", unit=UNIT).id
        self.model = Model()

    def new_book(self) -> str:
        self.folder = Path(tempfile.mkdtemp(prefix="session-machine-"))
        return str(self.folder / "book.sqlite")

    def teardown(self) -> None:
        self.book.close()
        shutil.rmtree(self.folder, ignore_errors=True)

    def act(self, kind: str, prepare: Any, refused: str | None) -> Any:
        """Do one action; if the model says it is refused, check it is, with that reason, and changes nothing."""
        events = len(self.book.session(self.sid).events)
        if refused is not None:
            with pytest.raises(InputError, match=refused):
                self.book.act(self.sid, kind, prepare)
            assert len(self.book.session(self.sid).events) == events
            return None
        payload = self.book.act(self.sid, kind, prepare).payload
        assert len(self.book.session(self.sid).events) == events + 1
        return payload

    def refusal(self) -> str | None:
        return "settled; reopen it" if self.model.settled else None

    # -- rules ------------------------------------------------------------------------------
    @rule(seed=st.integers(0, 40), seats=st.integers(2, 4))
    def add(self, seed: int, seats: int) -> None:
        rng = random.Random(seed)
        data = random_hand(rng, rng.sample(NAMES, seats))
        entry = parse_hand_entry(data)
        digest = deal_of(data)
        number = self.model.next_hand
        refused = self.refusal()
        same = [n for n, h in self.model.hands.items() if h.status == "recorded" and h.digest == digest]
        if refused is None and same:  # the cards of a live hand, in whatever seat order
            refused = f"same as hand {max(same)}: refused as a duplicate"
        payload = self.act("added", lambda s: s.prepare_add(entry), refused)
        if payload is not None:
            assert payload["hand"] == number
            result = self.model.expected(number, data["players"])
            self.model.change(("hand", number), Hand("recorded", result, digest, ("added",)))

    @precondition(lambda self: self.model.hands)
    @rule(data=st.data(), seed=st.integers(0, 40))
    def edit(self, data: st.DataObject, seed: int) -> None:
        number = data.draw(st.sampled_from(sorted(self.model.hands)))
        rng = random.Random(seed)
        hand = random_hand(rng, rng.sample(NAMES, rng.randint(2, 4)))
        entry = parse_hand_entry(hand)
        old = self.model.hands[number]
        refused = self.refusal() or (f"hand {number} is void" if old.status == "void" else None)
        if self.act("edited", lambda s: s.prepare_edit(number, entry, "typo"), refused) is not None:
            result = self.model.expected(number, hand["players"])
            self.model.change(("hand", number), Hand("recorded", result, deal_of(hand), old.history + ("edited",)))

    @precondition(lambda self: self.model.hands)
    @rule(data=st.data())
    def void(self, data: st.DataObject) -> None:
        number = data.draw(st.sampled_from(sorted(self.model.hands)))
        old = self.model.hands[number]
        refused = self.refusal() or (f"hand {number} is already void" if old.status == "void" else None)
        if self.act("voided", lambda s: s.prepare_void(number, "misdeal"), refused) is not None:
            self.model.change(("hand", number), Hand("void", old.result, old.digest, old.history + ("voided",)))

    @rule()
    def undo(self) -> None:
        refused = self.refusal() or (None if self.model.undo else "nothing to undo")
        if self.act("undo", lambda s: s.prepare_undo(), refused) is not None:
            what, before, after = self.model.undo.pop()
            self.model.step_back_or_forth(what, before, "undo")
            self.model.redo.append((what, before, after))

    @rule()
    def redo(self) -> None:
        refused = self.refusal() or (None if self.model.redo else "nothing to redo")
        if self.act("redo", lambda s: s.prepare_redo(), refused) is not None:
            what, before, after = self.model.redo.pop()
            self.model.step_back_or_forth(what, after, "redo")
            self.model.undo.append((what, before, after))

    @rule(pair=st.sampled_from(PAIRS), value=st.sampled_from(["0", "1", "2.5", "10"]), flip=st.booleans())
    def stake(self, pair: frozenset[str], value: str, flip: bool) -> None:
        a, b = sorted(pair, reverse=flip)
        if self.act("stake", lambda s: s.prepare_stake(a, b, D(value)), self.refusal()) is not None:
            self.model.change("stakes", self.model.stakes + ((self.model.next_hand, pair, D(value)),))

    @rule(rules=st.sampled_from(RULES))
    def change_rules(self, rules: Any) -> None:
        if self.act("rules", lambda s: s.prepare_rules(rules), self.refusal()) is not None:
            self.model.change("rules", self.model.rules + ((self.model.next_hand, rules),))

    @rule()
    def settle(self) -> None:
        refused = "already settled" if self.model.settled else None
        if self.act("settled", lambda s: s.prepare_settled(True), refused) is not None:
            self.model.settled = True
            self.model.undo.clear()
            self.model.redo.clear()

    @rule()
    def reopen_session(self) -> None:
        refused = None if self.model.settled else "already open"
        if self.act("reopened", lambda s: s.prepare_settled(False), refused) is not None:
            self.model.settled = False

    @rule()
    def reopen_book(self) -> None:
        self.book.close()
        self.book = open_book(self.path)

    # -- after every step ----------------------------------------------------------------------
    @invariant()
    def book_equals_model(self) -> None:
        session = assert_book_consistent(self.book, self.sid)
        assert {n: (h.status, h.result.dump()) for n, h in session.hands.items()} == {
            n: (h.status, h.result) for n, h in self.model.hands.items()
        }
        # The audit trail: each hand's history, and the session's list of corrections.
        assert {n: tuple(r.kind for r in h.history) for n, h in session.hands.items()} == {
            n: h.history for n, h in self.model.hands.items()
        }
        audited = [a["kind"] for a in session.audit()]
        assert audited == [e.kind for e in session.events if e.kind not in ("created", "added")]
        assert session.settled == self.model.settled
        live = [h.result for h in self.model.hands.values() if h.status == "recorded"]
        money, units, pairs = add_up(live)
        t = ledger.totals(session)
        assert {n: p.money for n, p in t.players.items()} == {n: money.get(n, D(0)) for n in NAMES}
        assert {n: p.units for n, p in t.players.items()} == {n: units.get(n, D(0)) for n in NAMES}
        assert sum((p.money for p in t.players.values()), D(0)) == 0
        assert sum((p.units for p in t.players.values()), D(0)) == 0
        assert {k: v.money for k, v in t.pairs.items()} == {(a, b): pairs[(a, b)] for (a, b) in t.pairs}
        settled = ledger.settle(session, head=self.book.head(self.sid))
        assert settled.verified and sum(settled.balances.values(), D(0)) == 0


SessionMachine.TestCase.settings = settings(
    max_examples=50,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
test_session_machine = SessionMachine.TestCase


class PostgresSessionMachine(SessionMachine):
    """The same machine on a PostgreSQL book (a schema of its own per example)."""

    def new_book(self) -> str:
        self.schema = pg_support.new_schema()
        return pg_support.with_search_path(pg_support.server_url(), self.schema)

    def teardown(self) -> None:
        self.book.close()
        pg_support.drop_schema(self.schema)


PostgresSessionMachine.TestCase.settings = SessionMachine.TestCase.settings


@pytest.fixture
def pg_server() -> None:
    pg_support.require_server()


@pytest.mark.usefixtures("pg_server")
class TestPostgresSessionMachine(PostgresSessionMachine.TestCase):  # type: ignore[misc, valid-type]
    pass
