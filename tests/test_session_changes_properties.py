"""Invariants of changes from the next hand on (stakes, the table's unit, who sits) with undo
and redo in any order: the live session and its replayed log agree on the stakes and seats
of every hand, every recorded hand's money is what its cards give under the stakes in force
for it, and the log passes the import check (each event means what it would record again)."""

from __future__ import annotations

import random
from decimal import Decimal

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.book.session_file import _check_replay
from scorekeeper.demo import random_hand
from scorekeeper.errors import InputError
from scorekeeper.session.session import Session, parse_hand_entry

NAMES = ["Amy", "Bob", "Cat", "Dan", "Eve"]
amounts = st.sampled_from([Decimal("0.5"), Decimal(1), Decimal(2), Decimal("2.50"), Decimal(5)])
steps = st.lists(
    st.one_of(
        st.tuples(st.just("unit"), amounts),
        st.tuples(st.just("stake"), st.tuples(st.sampled_from(NAMES), st.sampled_from(NAMES), amounts)),
        st.tuples(st.just("players"), st.permutations(NAMES).map(lambda p: p[:4])),
        st.tuples(st.just("hand"), st.integers(0, 10_000)),
        st.tuples(st.just("undo"), st.none()),
        st.tuples(st.just("redo"), st.none()),
    ),
    max_size=14,
)


def _act(session: Session, kind: str, arg: object) -> None:
    if kind == "unit":
        session.append("unit", session.prepare_unit(arg))
    elif kind == "stake":
        a, b, value = arg  # type: ignore[misc]
        session.append("stake", session.prepare_stake(a, b, value))
    elif kind == "players":
        session.append("players", session.prepare_players(list(arg)))  # type: ignore[call-overload]
    elif kind == "hand":
        seated = list(session.active[:4])
        entry = parse_hand_entry(random_hand(random.Random(arg), seated, foul_share=0.1))
        session.append("added", session.prepare_add(entry))
    else:
        session.append(kind, session.prepare_undo() if kind == "undo" else session.prepare_redo())


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps)
def test_changes_from_the_next_hand_on_replay_and_import_alike(ops: list[tuple[str, object]]) -> None:
    session = Session.create("1", name="Night", players=NAMES[:4], rules="classic-2-4", unit=Decimal(1))
    for kind, arg in ops:
        try:
            _act(session, kind, arg)
        except InputError:
            continue  # refused (a pair of one player, nothing to undo, a duplicate deal): nothing recorded
    again = Session.replay("1", session.events)
    assert again.active == session.active and again.players == session.players
    for hand in range(1, session.next_hand + 1):
        assert again.stakes_for(hand) == session.stakes_for(hand)
    for record in session.live_hands():
        entry = parse_hand_entry(record.entry.dump())
        assert record.result.dump() == session.score_entry(entry, record.number, record.dealer)
    _check_replay(session.events)  # raises when an event does not mean what it would record
