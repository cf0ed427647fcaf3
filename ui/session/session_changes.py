"""The Session menu's changes from the next hand on: stakes, the table's unit, rules, who sits.

Each accepted dialog or seat action becomes one recorded action through the
controller (so Undo last recorded action takes it back); the dialogs are
window-modal but not blocking, so tests drive them as a user does. The dialogs'
module loads when one is first opened (a faster start).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDialog, QWidget

from scorekeeper.errors import InputError
from scorekeeper.game import rules_json
from scorekeeper_app.controller import SessionController
from scorekeeper_app.wording.i18n import translate

MAX_SEATS = 4


class SessionChanges(QObject):
    """Slots for the Session menu and each seat's menu."""

    def __init__(
        self,
        controller: SessionController,
        *,
        window: QWidget,
        active_player: Callable[[], str | None],
        show_error: Callable[[str], None],
    ) -> None:
        super().__init__(window)
        self.controller, self.window = controller, window
        self.active_player, self.show_error = active_player, show_error
        self.dialog: QDialog | None = None  # the one open (tests reach it here)

    def _open(self, dialog: QDialog, on_accept: Callable[[QDialog], None]) -> QDialog:
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._safely(lambda: on_accept(dialog)))
        dialog.finished.connect(self._closed)
        self.dialog = dialog
        dialog.open()
        return dialog

    def _closed(self, _result: int) -> None:
        self.dialog = None  # the keys go back to the table (entry_focus.py)

    def _safely(self, action: Callable[[], object]) -> bool:
        try:
            action()
        except InputError as exc:
            self.show_error(str(exc))
            return False
        return True

    def _writable(self) -> bool:
        if not self.controller.has_session():
            self.show_error(translate("SessionChanges", "Open or start a session first"))
            return False
        if self.controller.session().settled:
            self.show_error(translate("SessionChanges", "This session is settled: reopen it to change it"))
            return False
        return True

    # -- the Session menu -------------------------------------------------------------------
    def change_stakes(self) -> QDialog | None:
        if not self._writable():
            return None
        from scorekeeper_app.session.change_dialogs import StakesDialog

        session = self.controller.session()
        hand = session.next_hand
        dialog = StakesDialog(session.active, session.stakes_for(hand), from_hand=hand, parent=self.window)
        return self._open(dialog, self._apply_stakes)

    def _apply_stakes(self, dialog: QDialog) -> None:
        from scorekeeper_app.session.change_dialogs import StakesDialog

        assert isinstance(dialog, StakesDialog)
        unit, pairs = dialog.new_unit(), dialog.pair_changes()
        if unit is not None:
            self.controller.set_unit(unit)
        for a, b, value in pairs:
            self.controller.set_stake(a, b, value)

    def change_rules(self) -> QDialog | None:
        if not self._writable():
            return None
        from scorekeeper_app.session.change_dialogs import RulesDialog

        session = self.controller.session()
        hand = session.next_hand
        return self._open(RulesDialog(session.rules_for(hand), from_hand=hand, parent=self.window), self._apply_rules)

    def _apply_rules(self, dialog: QDialog) -> None:
        from scorekeeper_app.session.change_dialogs import RulesDialog

        assert isinstance(dialog, RulesDialog)
        rules = dialog.rules()
        if rules != dialog.before:
            self.controller.set_rules(rules_json(rules))

    def change_seats(self) -> QDialog | None:
        if not self._writable():
            return None
        from scorekeeper_app.session.change_dialogs import SeatingDialog

        session = self.controller.session()
        rules = session.rules_for(session.next_hand)
        most = min(MAX_SEATS + len(rules.extra_suits), rules.seat_limit)  # the game's own limits
        limits = (2, 2) if rules.game == "criss-cross" else (2, most)
        dialog = SeatingDialog(
            session.active,
            self.controller.book.player_names(),
            from_hand=session.next_hand,
            limits=limits,
            parent=self.window,
        )
        return self._open(dialog, self._apply_seats)

    def _apply_seats(self, dialog: QDialog) -> None:
        from scorekeeper_app.session.change_dialogs import SeatingDialog

        assert isinstance(dialog, SeatingDialog)
        players = dialog.players()
        if players != list(self.controller.session().active):
            self.controller.set_players(players)

    # -- each seat's menu (the active seat) ------------------------------------------------------
    def _seat_player(self) -> tuple[list[str], int] | None:
        if not self._writable():
            return None
        active = list(self.controller.session().active)
        name = self.active_player()
        return (active, active.index(name)) if name in active else None

    def seat_leaves(self) -> None:
        """The active seat's player goes home (or sits out); the others keep their order."""
        found = self._seat_player()
        if found is None:
            return
        active, seat = found
        if len(active) <= 2:
            self.show_error(translate("SessionChanges", "At least 2 players must stay seated"))
            return
        self._safely(lambda: self.controller.set_players(active[:seat] + active[seat + 1 :]))

    def seat_swap_next(self) -> None:
        """The active seat's player and the next seat's change places."""
        found = self._seat_player()
        if found is None:
            return
        active, seat = found
        other = (seat + 1) % len(active)
        active[seat], active[other] = active[other], active[seat]
        self._safely(lambda: self.controller.set_players(active))

    def seat_replace(self, name: str | None = None) -> None:
        """Another player (returning or new) takes the active seat."""
        found = self._seat_player()
        if found is None:
            return
        active, seat = found
        name = name if name is not None else self.prompt_player(active[seat])
        if not name:
            return
        if name in active:
            self.show_error(translate("SessionChanges", "{name} is seated already").format(name=name))
            return
        active[seat] = name
        self._safely(lambda: self.controller.set_players(active))

    def prompt_player(self, leaving: str) -> str | None:
        """Who takes ``leaving``'s seat (tests replace this)."""
        from PySide6.QtWidgets import QInputDialog

        names = [n for n in self.controller.book.player_names() if n not in self.controller.session().active]
        name, ok = QInputDialog.getItem(
            self.window,
            translate("SessionChanges", "Replace {name}").format(name=leaving),
            translate("SessionChanges", "Who sits in {name}'s seat (a returning player or a new name):").format(
                name=leaving
            ),
            names,
            0,
            True,
        )
        return name.strip() if ok and name.strip() else None
