"""The hand the phones submitted, as the scorekeeper's side sees it: each seat's state, the
cards two seats both hold, and the entry to record once every seat has submitted.

Read by ``scorekeeper session pending`` and ``session add --from-pending`` (and the app's
Hand page): nothing here writes the book.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from scorekeeper.errors import InputError
from scorekeeper.game.cards import parse_cards
from scorekeeper.game.deal import HandEntry
from scorekeeper.session.session import Session, parse_hand_entry
from scorekeeper.web.pending import SUBMITTED, WAITING, PendingStore, SeatSet


def seat_key(name: str, hand: int | None) -> str:
    """A seat's name for the phones: the player's, or for one of a criss-cross player's two
    hands ``Amy — hand 2`` (each hand is a seat of its own, with its own link).

    >>> seat_key("Amy", None), seat_key("Amy", 2)
    ('Amy', 'Amy — hand 2')
    """
    return name if hand is None else f"{name} — hand {hand}"


def seat_of_key(key: str) -> tuple[str, int | None]:
    """The player and criss-cross hand a seat's name stands for (:func:`seat_key` read back).

    >>> seat_of_key("Amy — hand 2"), seat_of_key("Amy")
    (('Amy', 2), ('Amy', None))
    """
    name, sep, hand = key.rpartition(" — hand ")
    return (name, int(hand)) if sep and hand in ("1", "2") else (key, None)


def seat_slots(session: Session) -> tuple[tuple[str, str, int | None], ...]:
    """Each seat of the hand being entered, in seating order: its key, its player, which of their hands."""
    plan = session.seat_plan()
    hands = plan.hands if plan.hands is not None else (None,) * len(plan.players)
    slots = [(seat_key(name, hand), name, hand) for name, hand in zip(plan.players, hands, strict=True)]
    return tuple({key: (key, name, hand) for key, name, hand in slots}.values())


def seated(session: Session) -> tuple[str, ...]:
    """The seats of the hand being entered (see :func:`seat_key`), once each, in seating order."""
    return tuple(key for key, _name, _hand in seat_slots(session))


def submitted_sets(session: Session, store: PendingStore) -> dict[str, SeatSet]:
    """The seated players' submitted sets for the hand being entered (a player no longer seated is left out)."""
    sets = store.read(session.next_hand)
    return {name: sets[name] for name in seated(session) if name in sets and sets[name].status == SUBMITTED}


def duplicates(session: Session, sets: dict[str, SeatSet]) -> list[dict[str, Any]]:
    """Each card more seats submitted than the deck holds, with every seat that holds it."""
    rules = session.rules_for(session.next_hand)
    holders: dict[str, list[str]] = defaultdict(list)
    copies: dict[str, int] = {}
    for name, state in sets.items():
        for row in (state.front, state.middle, state.back):
            for card in parse_cards(row):
                holders[str(card)].append(name)
                copies[str(card)] = rules.copies(card)
    return [
        {"card": card, "seats": list(dict.fromkeys(names))}
        for card, names in holders.items()
        if len(names) > copies[card] and len(set(names)) > 1
    ]


def pending_json(session: Session, store: PendingStore) -> dict[str, Any]:
    """``{"hand": N, "seats": {name: {"status": ...}}, "duplicates": [...]}`` for the hand being entered."""
    states = store.read(session.next_hand)
    seats: dict[str, Any] = {}
    for name in seated(session):
        state = states.get(name)
        seats[name] = state.as_json() if state is not None else {"status": WAITING}
    return {
        "hand": session.next_hand,
        "seats": seats,
        "duplicates": duplicates(session, submitted_sets(session, store)),
    }


def _names(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def pending_entry(session: Session, store: PendingStore) -> HandEntry:
    """The hand as every seated player submitted it; refused in one line while a seat has not
    submitted, or when two seats hold the same card (both named)."""
    sets = submitted_sets(session, store)
    missing = [name for name in seated(session) if name not in sets]
    if missing:
        raise InputError(f"hand {session.next_hand}: waiting for {_names(missing)} to submit")
    for dup in duplicates(session, sets):
        owners = [f"{name}'s" for name in dup["seats"]]
        raise InputError(f"hand {session.next_hand}: {dup['card']} is in {_names(owners)} sets")
    players = [
        {
            "name": name,
            "front": sets[key].front,
            "middle": sets[key].middle,
            "back": sets[key].back,
            "surrender": sets[key].surrender,
            "declare_natural": sets[key].declare_natural,
            **({"hand": hand} if hand is not None else {}),
        }
        for key, name, hand in seat_slots(session)
    ]
    return parse_hand_entry({"players": players})
