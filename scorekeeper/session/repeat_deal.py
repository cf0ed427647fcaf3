"""A repeated deal: a new hand whose cards are those of a live hand of the same session.

The same 52 cards recorded twice (two terminals, or the app and the command line) would
double the money, so ``prepare_add`` refuses such a hand unless the scorekeeper confirms
it (``again``). The check runs in ``prepare_add``, inside the book's write transaction,
so two terminals writing at once get the same answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from scorekeeper.errors import InputError
from scorekeeper.game.cards import Card, parse_cards
from scorekeeper.game.deal import HandEntry, PlayerEntry
from scorekeeper.session.hand_entry import RecordedSeat
from scorekeeper.session.records import RECORDED, HandRecord

if TYPE_CHECKING:
    from scorekeeper.session.events import Event


class Session(Protocol):
    """What the check reads of a session (the session module imports this one)."""

    hands: dict[int, HandRecord]
    events: list[Event]
    _derived: dict[str, Any]

    @property
    def next_hand(self) -> int: ...
    @property
    def head(self) -> str: ...


DealKey = bytes  # caches its hash: the walk over a long night's hands stays cheap


class RepeatedDeal(InputError):
    """The hand's cards are those of live hand :attr:`hand` (the app asks; the CLI wants ``--again``)."""

    def __init__(self, hand: int) -> None:
        super().__init__(f"this hand is the same as hand {hand}: refused as a duplicate")
        self.hand = hand


def deal_key(entry: HandEntry) -> DealKey:
    """The cards each seat was dealt, in any seat order and any row order."""
    seats = sorted(bytes(sorted(_cards_of(p))) for p in entry.players)  # cards: 0-51
    return b"\xff".join(seats)


def _cards_of(seat: PlayerEntry) -> tuple[Card, ...]:
    if isinstance(seat, RecordedSeat):  # a recorded hand's cards, parsed once
        return seat.seated_cards
    return parse_cards(seat.front) + parse_cards(seat.middle) + parse_cards(seat.back)


def repeated_hand(session: Session, entry: HandEntry) -> int | None:
    """The latest live hand dealt the same cards as ``entry``, if any."""
    return _live_deals(session).get(deal_key(entry))


def _live_deals(session: Session) -> dict[DealKey, int]:
    """Each live deal's latest hand: grown by the hands added since the last look (a night's
    usual course), else walked again (an undo, a correction, a void: rare)."""
    kept: tuple[int, str, int, dict[DealKey, int]] | None = session._derived.get("deals")
    if kept is not None and _only_added_since(session, kept[0], kept[1]):
        deals = kept[3]
        for number in range(kept[2], session.next_hand):
            record = session.hands.get(number)
            if record is not None and record.status == RECORDED:
                deals[_key_of(session, record)] = number
    else:
        deals = {}
        for number in sorted(session.hands):
            record = session.hands[number]
            if record.status == RECORDED:
                deals[_key_of(session, record)] = number
    session._derived["deals"] = (len(session.events), session.head, session.next_hand, deals)
    return deals


def _only_added_since(session: Session, seen: int, head: str) -> bool:
    events = session.events
    if seen > len(events) or (seen and events[seen - 1].hash != head):
        return False
    return all(event.kind == "added" for event in events[seen:])


def _key_of(session: Session, record: HandRecord) -> DealKey:
    """A record's key, parsed once while the record is the same object."""
    memo: dict[int, tuple[HandRecord, DealKey]] = session._derived.setdefault("deal keys", {})
    kept = memo.get(record.number)
    if kept is None or kept[0] is not record:
        kept = memo[record.number] = (record, deal_key(record.entry))
    return kept[1]
