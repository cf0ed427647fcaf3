"""A whole demo session with everything an export shows: for tests, benchmarks and screenshots.

Stakes change twice, the rules once, some hands are played three-handed, one hand is
edited and one voided. Hands are two minutes apart from 20:00 on the session's date.

>>> s = sample_session(12)
>>> len(s.hands), s.hands[5].status
(12, 'void')
"""

from __future__ import annotations

import datetime
import random
from collections.abc import Sequence
from decimal import Decimal

from scorekeeper.demo import demo_session_kwargs, random_hand
from scorekeeper.session.session import Session, parse_hand_entry


def sample_session(
    hands: int,
    *,
    seed: int = 2024,
    players: Sequence[str] = ("Amy", "Bob", "Cat", "Dan"),
    session_id: str = "1",
    corrections: bool = True,
    name: str = "",
    place: str | None = None,
    currency: str | None = None,
    reason: str = "",
) -> Session:
    """A session of ``hands`` scored random deals, built in memory (about 3 ms a hand)."""
    rng = random.Random(seed)
    kwargs = demo_session_kwargs(players)
    kwargs["date"] = "2026-11-27"
    if name:
        kwargs["name"] = name
    if place is not None:
        kwargs["place"] = place
    if currency is not None:
        kwargs["currency"] = currency
    session = Session(session_id)
    session.append("created", session.prepare_created(**kwargs), at="2026-11-27T19:58:00+01:00")
    clock = datetime.datetime(2026, 11, 27, 20, 0, tzinfo=datetime.timezone(datetime.timedelta(hours=1)))

    def at() -> str:
        nonlocal clock
        clock += datetime.timedelta(minutes=2, seconds=rng.randrange(60))
        return clock.isoformat()

    for number in range(1, hands + 1):
        if number == hands // 3 + 1:
            session.append("stake", session.prepare_stake(players[0], players[-1], Decimal(1)), at=at())
        if number == 2 * hands // 3 + 1:
            session.append("stake", session.prepare_stake(players[0], players[1], Decimal(3)), at=at())
            session.append("rules", session.prepare_rules("classic-1-6"), at=at())
        seated = list(players)
        if len(players) > 3 and rng.random() < 0.15:
            seated.remove(rng.choice(seated))
        entry = parse_hand_entry(random_hand(rng, seated, surrender_share=0.02))
        session.append("added", session.prepare_add(entry), at=at())
    if corrections and hands >= 5:
        entry = parse_hand_entry(random_hand(rng, list(players)))
        why = reason or "Bob's back row was read wrong"
        session.append("edited", session.prepare_edit(3, entry, why), at=at())
        session.append("voided", session.prepare_void(5, reason or "misdeal: Cat had 14 cards"), at=at())
    return session
