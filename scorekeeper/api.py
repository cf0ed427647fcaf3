"""The two calls a script makes besides opening a book: score a hand, record one.

Both take a hand as ``scorekeeper score`` reads it (score-cli.md): a dict, or its JSON
text (numbers in JSON text stay exact). Money comes back as :class:`decimal.Decimal`.

>>> AMY = {"name": "Amy", "front": "6s 6c 4h", "middle": "Td Ts 9c Qs 8c", "back": "3h 3d 3s 2h 2d"}
>>> BOB = {"name": "Bob", "front": "Ah Kd Qd", "middle": "9h 9d 5h 5d 4c", "back": "Ks Js 9s 8s 7s"}
>>> result = score_hand({"rules": "classic-2-4", "unit": "0.5", "players": [AMY, BOB]})
>>> result.player("Bob").units, result.player("Bob").money
(Decimal('-2'), Decimal('-1.0'))
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from scorekeeper.errors import InputError
from scorekeeper.jsonio import load_json

if TYPE_CHECKING:
    from scorekeeper.book.storage import Book
    from scorekeeper.game.scoring import HandResult


def _data(hand: Mapping[str, Any] | str) -> dict[str, Any]:
    data = load_json(hand, source="the hand") if isinstance(hand, str) else hand
    if not isinstance(data, Mapping):
        raise InputError("the hand must be a JSON object with 'players'")
    return dict(data)


def score_hand(hand: Mapping[str, Any] | str) -> HandResult:
    """Score one hand exactly as ``scorekeeper score`` does; raises InputError naming a problem.

    ``hand`` may carry ``rules`` (a preset name or ``{"preset": ..., option: value}``; default
    classic-2-4), ``unit`` and ``stakes`` besides ``players``.

    >>> hand = {"players": [
    ...     {"name": "Amy", "front": "6s 6c 4h", "middle": "Td Ts 9c Qs 8c", "back": "3h 3d 3s 2h 2d"},
    ...     {"name": "Bob", "front": "Ah Kd Qd", "middle": "9h 9d 5h 5d 4c", "back": "Ks Js 9s 8s 7s"}]}
    >>> [(p.name, p.units, p.rows["back"]) for p in score_hand(hand).players]
    [('Amy', Decimal('2'), 'full-house'), ('Bob', Decimal('-2'), 'flush')]
    >>> score_hand('{"players": [{"name": "Amy", "front": "As", "middle": "", "back": ""}]}')
    Traceback (most recent call last):
    ...
    scorekeeper.errors.InputError: players: List should have at least 2 items after validation, not 1
    """
    from scorekeeper.game.score_request import score_request

    return score_request(_data(hand))


def record_hand(book: Book, session_id: str, hand: Mapping[str, Any] | str, *, dealer: str | None = None) -> int:
    """Record a hand (``players`` only: the session sets rules and stakes) in one transaction; its number.

    Returns once the hand is committed to the book. The session's dealer moves on unless
    ``dealer`` names another.

    >>> import tempfile, pathlib
    >>> from scorekeeper.book.storage import Book
    >>> hand = {"players": [
    ...     {"name": "Amy", "front": "6s 6c 4h", "middle": "Td Ts 9c Qs 8c", "back": "3h 3d 3s 2h 2d"},
    ...     {"name": "Bob", "front": "Ah Kd Qd", "middle": "9h 9d 5h 5d 4c", "back": "Ks Js 9s 8s 7s"}]}
    >>> with tempfile.TemporaryDirectory() as folder, Book.open(pathlib.Path(folder) / "friday.sqlite") as book:
    ...     night = book.create_session(name="Friday", players=["Amy", "Bob"], unit="10", currency="EUR")
    ...     first = record_hand(book, night.id, hand)
    ...     try:
    ...         record_hand(book, night.id, hand)
    ...     except InputError as refused:
    ...         print(first, refused)
    1 this hand is the same as hand 1: refused as a duplicate
    """
    from scorekeeper.session.event_models import record_of
    from scorekeeper.session.event_records import HandAdded
    from scorekeeper.session.session import parse_hand_entry

    entry = parse_hand_entry(_data(hand))
    event = book.act(session_id, "added", lambda session: session.prepare_add(entry, dealer))
    record = record_of(event)
    assert isinstance(record, HandAdded)  # what was recorded is what was prepared
    return record.hand
