"""Merge and unmerge as commands of the Players page's undo stack.

Each ``redo`` records the action in the book's player register (``scorekeeper.players.merge`` /
``unmerge``: no session's event is rewritten); each ``undo`` records the register's own undo,
after checking that the action it takes back is still the register's last (another window or
the command line may have recorded one since: then nothing is undone and the page says why).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from scorekeeper.book import Book
from scorekeeper.errors import InputError
from scorekeeper.players import current, merge, undo, unmerge
from scorekeeper_app.wording.i18n import translate


class RegisterCommand(QUndoCommand):
    """One register action; ``done`` tells the page to read the register again (or what failed)."""

    def __init__(self, book: Book, text: str, act: Callable[[Book], object], done: Callable[[str], None]) -> None:
        super().__init__(text)
        self.book, self.act, self.done = book, act, done
        self.seq = 0  # the action's place in the register's log, once recorded
        self.first = True

    def record(self) -> None:
        """Record the action now (before the command goes on the stack: a refusal never gets there)."""
        self.act(self.book)
        self.seq = current(self.book)[0].done[-1]

    def redo(self) -> None:
        if self.first:  # recorded by :meth:`record` already
            self.first = False
            self.done("")
            return
        self._safely(self.record)

    def undo(self) -> None:
        def take_back() -> None:
            register = current(self.book)[0]
            if not register.done or register.done[-1] != self.seq:
                raise InputError(
                    translate("PlayersPage", "Not undone: the player register changed since ({what})").format(
                        what=self.text()
                    )
                )
            undo(self.book)

        self._safely(take_back)

    def _safely(self, call: Callable[[], None]) -> None:
        try:
            call()
        except InputError as exc:
            self.setObsolete(True)  # the stack drops a command that cannot be done again
            self.done(str(exc))
            return
        self.done("")


def merge_command(book: Book, person: str, other: str, done: Callable[[str], None]) -> RegisterCommand:
    text = translate("PlayersPage", "merge {other} into {player}").format(other=other, player=person)
    return RegisterCommand(book, text, lambda b: merge(b, person, other), done)


def unmerge_command(book: Book, person: str, other: str, done: Callable[[str], None]) -> RegisterCommand:
    text = translate("PlayersPage", "unmerge {other} from {player}").format(other=other, player=person)
    return RegisterCommand(book, text, lambda b: unmerge(b, person, other), done)
