"""Verification that re-scores: every live hand scored again from its stored cards.

The hash chain catches a change made to the file by hand; it cannot catch a rewrite
that also recomputes the hashes. Scoring each live hand again from the cards it
stores, under the rules and stakes in force for it, and comparing with the stored
result catches that: the money must be what the cards give.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.session.events import canonical

if TYPE_CHECKING:
    from scorekeeper.session.session import HandRecord, Session

__all__ = ["rescore_problems"]


def _matches(session: Session, record: HandRecord) -> bool:
    from scorekeeper.session.session import parse_hand_entry

    try:
        again = session.score_entry(parse_hand_entry(record.entry.dump()), record.number, record.dealer)
    except Exception:  # noqa: BLE001 - cards that no longer score are a mismatch, named by hand
        return False
    return canonical(again) == canonical(record.result.dump())


def rescore_problems(session: Session) -> list[str]:
    """``hand 7 does not match its cards`` for each live hand whose stored result its cards do not give.

    A hand is re-scored once per revision (the answer is kept with the record it was made for).
    """
    problems = []
    cache = session._rescore_cache
    inputs = (session.rules_history, session.stake_history, session.unit_history)  # what scoring reads
    for record in session.live_hands():
        known = cache.get(record.number)
        if known is None or known[0] is not record or known[1] != inputs:
            known = cache[record.number] = (record, inputs, None, _matches(session, record))
        if not known[3]:
            problems.append(f"hand {record.number} does not match its cards")
    return problems
