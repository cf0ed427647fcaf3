"""What a session works out from its state rather than stores: who sits and who deals next,
who is in Fantasy Land, the race games and what they pay, and the audit of corrections.

The tables are rebuilt from the live hands (so edits, voids and undo stay consistent), the costly
ones cached by ``Session._derive`` until the next event. ``Session`` methods of the same names call these.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal, localcontext
from typing import TYPE_CHECKING, Any, NamedTuple

from scorekeeper.amounts import MONEY_CONTEXT
from scorekeeper.game.deal import seat_hands
from scorekeeper.game.fantasy import next_fantasy_land
from scorekeeper.money import Money, normalise_currency
from scorekeeper.session import race
from scorekeeper.session.event_models import record_of
from scorekeeper.session.event_records import (
    EventRecord,
    HandEdited,
    HandVoided,
    PlayersSet,
    Redo,
    RulesSet,
    StakeSet,
    Undo,
    UnitSet,
)
from scorekeeper.session.extension import extension_of_kind
from scorekeeper.session.records import AUDITED, SeatPlan

if TYPE_CHECKING:
    from scorekeeper.session.state import SessionState


# -- who sits and who deals -------------------------------------------------------------
def seat_plan(session: SessionState, hand: int | None = None) -> SeatPlan:
    """Who sits for ``hand`` (the next by default) under its rules: criss-cross seats the first
    two players twice (their hands 1 and 2); otherwise the players who sit now, at most the
    rules' ``max_players``.

    >>> from scorekeeper.session.session import Session
    >>> s = Session.create("1", name="F", players=["Amy", "Bob", "Cy"], rules="criss-cross")
    >>> s.seat_plan()
    SeatPlan(players=('Amy', 'Amy', 'Bob', 'Bob'), hands=(1, 2, 1, 2))
    """
    rules = session.rules_for(session.next_hand if hand is None else hand)
    if rules.game == "criss-cross":
        two = session.active[:2]
        return SeatPlan(tuple(n for n in two for _ in (1, 2)), tuple(h for _ in two for h in (1, 2)))
    return SeatPlan(session.active[: rules.seat_limit])


def next_dealer(session: SessionState, seated: Sequence[str]) -> str:
    """The seat after the last hand's dealer (clockwise), or the first seat; the same dealer after a
    Fantasy Land hand under ``button_in_fantasy_land: stays``."""
    last = session.hands.get(session.next_hand - 1)
    if last is None or last.dealer is None or last.dealer not in seated:
        return seated[0]
    if button_stays(session, last.number):
        return last.dealer
    return seated[(list(seated).index(last.dealer) + 1) % len(seated)]


def played_fantasy_land(session: SessionState, hand: int) -> bool:
    """Whether anyone played this live hand in Fantasy Land."""
    record = session.hands.get(hand)
    return record is not None and record.status != "void" and bool(fantasy_land_for(session, hand))


def button_stays(session: SessionState, hand: int) -> bool:
    """Under ``button_in_fantasy_land: stays``: this hand had a Fantasy Land player, so the dealer stays."""
    return session.rules_for(hand).button_in_fantasy_land == "stays" and played_fantasy_land(session, hand)


# -- Fantasy Land ---------------------------------------------------------------------
def _fantasy_land_table(session: SessionState) -> tuple[dict[int, dict[str, int]], list[tuple[int, dict[str, int]]]]:
    """Who played each live hand in Fantasy Land, and who is in it after each live hand."""
    during: dict[int, dict[str, int]] = {}
    after: list[tuple[int, dict[str, int]]] = []
    if not session.uses_rule("fantasy_land", True):
        return during, after
    state: dict[str, int] = {}
    for record in session.live_hands():
        rules = session.rules_for(record.number)
        seated = record.seated
        mine = {name: cards for name, cards in state.items() if name in seated} if rules.fantasy_land else {}
        during[record.number] = mine
        seats = seat_hands(record.entry, rules.copies)
        state = next_fantasy_land(seats, rules, mine)
        after.append((record.number, state))
    return during, after


def fantasy_land_for(session: SessionState, hand: int) -> dict[str, int]:
    """Players in Fantasy Land for hand ``hand``, with the cards they are dealt (``{"Amy": 14}``).

    Derived from the live hands before it: a recorded hand lists only its seated players; any
    other number (the next hand, a void one) lists who earned it on the last live hand before.
    """
    during, after = session._derive("fantasy_land", lambda: _fantasy_land_table(session))
    if hand in during:
        return dict(during[hand])
    if not session.rules_for(hand).fantasy_land:
        return {}
    before = [state for number, state in after if number < hand]
    return dict(before[-1]) if before else {}


# -- race games -------------------------------------------------------------------------
def _race_games(session: SessionState) -> list[race.RaceGame]:
    if not session.uses_rule("game", "race"):
        return []
    hands = []
    for record in session.live_hands():
        rules = session.rules_for(record.number)
        if rules.game == "race":
            points = {p.name: p.points or 0 for p in record.result.players}
            hands.append((record.number, rules.race_target, rules.race_stake, points))
    return race.race_games(hands)


def race_games(session: SessionState) -> list[race.RaceGame]:
    """The race games of the session's live race hands, the last one possibly still in play."""
    games: list[race.RaceGame] = session._derive("race", lambda: _race_games(session))
    return list(games)


class RacePayment(NamedTuple):
    """A race game's stake: ``payer`` pays ``winner`` ``units`` (the stake), worth ``money``."""

    payer: str
    winner: str
    units: Decimal
    money: Money


def race_payments(session: SessionState) -> dict[int, list[RacePayment]]:
    """Race stakes by the hand that won the game: one payment from each other player."""
    out: dict[int, list[RacePayment]] = {}
    currency = normalise_currency(session.currency)
    for game in race_games(session):
        if game.winner is None or not game.stake or game.won_at is None:
            continue
        stakes = session.stakes_for(game.won_at)
        with localcontext(MONEY_CONTEXT):
            out[game.won_at] = [
                RacePayment(name, game.winner, game.stake, Money(game.stake * stakes.of(name, game.winner), currency))
                for name in game.points
                if name != game.winner
            ]
    return out


# -- the audit --------------------------------------------------------------------------
NOT_PROVABLE = "signed before signatures (not provable)"


def audit(session: SessionState) -> list[dict[str, Any]]:
    """Every correction: edits, voids, undos and redos, with when and why (the audit's JSON face)."""
    out = []
    for event in session.events:
        if event.kind in AUDITED:
            record = record_of(event)
            entry: dict[str, Any] = {
                "seq": event.seq,
                "kind": event.kind,
                "at": event.at,
                "hand": getattr(record, "hand", None),
                "reason": getattr(record, "reason", ""),
                "detail": _describe(record, session),
            }
            if record.signed:
                entry["manager"] = True  # the manager's passphrase was given for it
                # Replay checked its signature (casino/signing.py); before signatures, only the flag.
                entry["signature"] = "signed" if record.sig is not None else NOT_PROVABLE
                if record.sig is None:
                    entry["detail"] += f" ({NOT_PROVABLE})"
            out.append(entry)
    return out


def _describe(record: EventRecord, session: SessionState) -> str:
    if isinstance(record, Undo | Redo):
        target = session.events[(record.undoes if isinstance(record, Undo) else record.redoes) - 1]
        hand = getattr(record_of(target), "hand", None)
        return f"{record.kind} of {target.kind}" + (f" hand {hand}" if hand else "")
    if isinstance(record, StakeSet):
        a, b = record.players
        return f"stake {a}-{b} = {record.unit} from hand {record.from_hand}"
    if isinstance(record, UnitSet):
        return f"table unit = {record.unit} from hand {record.from_hand}"
    if isinstance(record, RulesSet):
        return f"rules changed from hand {record.from_hand}"
    if isinstance(record, PlayersSet):
        return "players: " + ", ".join(record.players)
    if isinstance(record, HandEdited):
        return f"hand {record.hand} edited"
    if isinstance(record, HandVoided):
        return f"hand {record.hand} voided"
    extension = extension_of_kind(record.kind)
    return extension.describe(record) if extension is not None else record.kind
