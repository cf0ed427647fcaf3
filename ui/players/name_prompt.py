"""The close-name prompt of a new session: "bob" typed, "Bob (played 23 sessions)?" asked.

A typed name the book has never seen, close to a known person's (case, accents, a short edit:
:func:`scorekeeper.players.suggestions`), is asked about once; on Yes the session is created
with the known name, so the night counts for that person without a merge.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import QMessageBox, QWidget

from scorekeeper.book import Book
from scorekeeper.players import Suggestion, current, suggestions
from scorekeeper_app.wording.i18n import plural, translate


def question(suggestion: Suggestion, typed: str) -> str:
    """``Bob (played 23 sessions)?`` in the app's language, and what was typed."""
    asked = plural("PlayersPage", "{name} (played %n session(s))?", suggestion.sessions).format(
        name=suggestion.person.name
    )
    return translate("PlayersPage", "You typed “{typed}”. Did you mean {question}").format(typed=typed, question=asked)


class CloseNames:
    """Asks about each close name; ``ask`` is the dialog (a test may answer it with the keyboard)."""

    def __init__(self, book: Callable[[], Book], parent: QWidget) -> None:
        self.book = book
        self.parent = parent
        self.answers: dict[str, str] = {}  # asked once per dialog: typed -> the name chosen

    def __call__(self, names: Sequence[str]) -> dict[str, str]:
        """Each typed name -> the name to seat: a known one on Yes, else the name as typed."""
        register, played = current(self.book())
        chosen: dict[str, str] = {}
        for typed in names:
            if typed in played or register.knows(typed):
                chosen[typed] = typed  # a name the book knows is its own person's
            elif typed in self.answers:
                chosen[typed] = self.answers[typed]
            else:
                found = suggestions(register, played, typed)
                known = found[0].person.name if found and self.ask(found[0], typed) else typed
                chosen[typed] = self.answers[typed] = known
        return chosen

    def ask(self, suggestion: Suggestion, typed: str) -> bool:
        box = QMessageBox(self.parent)
        box.setObjectName("closeNamePrompt")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(translate("PlayersPage", "A known player?"))
        box.setText(question(suggestion, typed))
        box.setInformativeText(
            translate("PlayersPage", "Yes: the session seats {name}. No: “{typed}” is a new player.").format(
                name=suggestion.person.name, typed=typed
            )
        )
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        return box.exec() == QMessageBox.StandardButton.Yes
