"""The Players page's review of a person's settings by the setting advisor: the units their seats
gave away against its best setting, over the chosen dates. Reviewing takes a few milliseconds a
seat the first time (then it is kept), so it runs when asked, with a progress dialog that stops it."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QApplication, QLabel, QProgressDialog, QWidget

from scorekeeper.book import Book
from scorekeeper.players import Given, Overview, Person, StatsFilter, advisor_json
from scorekeeper_app.wording.i18n import translate


def advice_words(given: Given) -> str:
    """What the review found, in a sentence (three decimals: the advisor's units are estimates)."""
    if not given.seats:
        return translate("PlayersPage", "Given away against the setting advisor: no hand could be reviewed")
    figures = advisor_json(given)  # the command line's own figures, rounded where it rounds them
    text = translate(
        "PlayersPage", "Given away against the setting advisor: {units} units over {hands} hands ({per} a hand)"
    ).format(units=figures["given_away"], hands=figures["hands"], per=figures["given_away_per_hand"])
    if given.skipped:
        text += translate("PlayersPage", "; {count} seats the advisor cannot review").format(count=given.skipped)
    return text


class AdviceReview(QObject):
    """Owns the page's advisor line; :meth:`review` fills it for a person and a range."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.page = parent
        self.label = QLabel()
        self.label.setObjectName("adviceReview")
        self.label.setWordWrap(True)
        self.clear()

    def clear(self) -> None:
        """Not reviewed for what the page shows now."""
        self.label.setText(
            translate(
                "PlayersPage",
                "Given away against the setting advisor: not reviewed yet (Session > Review with the advisor)",
            )
        )

    def review(self, book: Book, overview: Overview, person: Person, where: StatsFilter) -> bool:
        """Review the person's seats over ``where``; False when the scorekeeper stopped it."""
        dialog = QProgressDialog(
            translate("PlayersPage", "Reviewing {player}'s settings with the advisor…").format(player=person.name),
            translate("PlayersPage", "Stop"),
            0,
            1,
            self.page,
        )
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(400)

        def progress(done: int, total: int) -> bool:
            dialog.setMaximum(max(total, 1))
            dialog.setValue(done)
            QApplication.processEvents()
            return not dialog.wasCanceled()

        given = overview.given_away(book, person, where, progress)
        dialog.close()
        dialog.deleteLater()
        if given is None:
            self.label.setText(
                translate("PlayersPage", "Given away against the setting advisor: the review was stopped")
            )
            return False
        self.label.setText(advice_words(given))
        return True
