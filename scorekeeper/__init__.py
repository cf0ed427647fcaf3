"""Chinese Poker Scorekeeper: the engine (no Qt here).

The names a script needs, loaded on first use (``import scorekeeper`` itself loads nothing
else, so the ``scorekeeper`` command and the app pay only for what they use):

* :func:`score_hand` scores one hand given as ``scorekeeper score`` reads it;
* :class:`Book` is the SQLite book of sessions (``Book.open(path)``, a context manager);
* :class:`Session` is one session, replayed from its events (``book.session(id)``);
* :func:`record_hand` records a hand in a book's session;
* :func:`settle` gives a session's balances and who pays whom;
* :class:`InputError` is what every bad input raises, with one line naming the problem.

>>> import tempfile, pathlib, scorekeeper
>>> hand = {"players": [
...     {"name": "Amy", "front": "6s 6c 4h", "middle": "Td Ts 9c Qs 8c", "back": "3h 3d 3s 2h 2d"},
...     {"name": "Bob", "front": "Ah Kd Qd", "middle": "9h 9d 5h 5d 4c", "back": "Ks Js 9s 8s 7s"}]}
>>> scorekeeper.score_hand(hand).player("Amy").units
Decimal('2')
>>> with tempfile.TemporaryDirectory() as folder:
...     with scorekeeper.Book.open(pathlib.Path(folder) / "friday.sqlite") as book:
...         night = book.create_session(name="Friday", players=["Amy", "Bob"], unit="10", currency="EUR")
...         scorekeeper.record_hand(book, night.id, hand)
...         settlement = scorekeeper.settle(book.session(night.id))
1
>>> settlement.simplified
[Transfer(payer='Bob', payee='Amy', amount=Decimal('20.00'))]
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"
__all__ = ["Book", "InputError", "Session", "record_hand", "score_hand", "settle"]

if TYPE_CHECKING:
    from scorekeeper.api import record_hand, score_hand
    from scorekeeper.book.storage import Book
    from scorekeeper.errors import InputError
    from scorekeeper.ledger.totals import settle
    from scorekeeper.session.session import Session

_HOME = {
    "Book": "scorekeeper.book.storage",
    "InputError": "scorekeeper.errors",
    "Session": "scorekeeper.session.session",
    "record_hand": "scorekeeper.api",
    "score_hand": "scorekeeper.api",
    "settle": "scorekeeper.ledger.totals",
}


def __getattr__(name: str) -> Any:
    """Load a public name's module when the name is first used (PEP 562)."""
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module 'scorekeeper' has no attribute {name!r}")
    value = getattr(import_module(home), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *__all__])
