"""The seats the players set on their phones (issue 29), as the Hand page shows them.

The share server writes what a phone submitted to a small file beside the book (the
engine's ``PendingStore``); this part looks at that file a few times a second (a stat, the
file read only when it changed: a ``QFileSystemWatcher`` misses a file replaced atomically
on some systems) and shows each seat *waiting*, *setting* or *submitted*. A submitted set
is filled into its seat as one undoable step, marked as the player's; the scorekeeper may
still change any card. Cards two submissions both hold are named at once. Recording the
hand (Ctrl+Enter, as always) clears the file for that hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QBoxLayout, QLabel

from scorekeeper.errors import InputError
from scorekeeper.game import parse_cards
from scorekeeper.web import PendingStore, pending_json
from scorekeeper_app.hand import commands
from scorekeeper_app.hand.row_edit import repolish
from scorekeeper_app.wording.formatting import card_text
from scorekeeper_app.wording.i18n import translate

if TYPE_CHECKING:
    from scorekeeper_app.hand.hand_page import HandPage

POLL_MS = 100  # a stat of one small file: the submitted seat shows well within the 300 ms


def _status_text(status: str) -> str:
    if status == "submitted":
        return translate("PhoneSeats", "Submitted on the player's phone")
    if status == "setting":
        return translate("PhoneSeats", "Setting on the phone…")
    return translate("PhoneSeats", "Waiting for the phone")


class PhoneSeats(QObject):
    """Watching the phones' submissions for the hand on the page (a part of the Hand page)."""

    def __init__(self, *, page: HandPage) -> None:
        super().__init__(page)
        self.page = page
        self.states: dict[str, str] = {}  # player -> waiting / setting / submitted (empty: no phone has spoken)
        self.applied: dict[str, tuple[Any, ...]] = {}  # player -> the submitted set last filled in
        self._seen: tuple[str, int, int, int] | None = None
        self.duplicates = QLabel()
        self.duplicates.setObjectName("phoneDuplicates")
        self.duplicates.setWordWrap(True)
        self.duplicates.hide()
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.poll)
        self.timer.start()

    def store(self) -> PendingStore | None:
        controller = self.page.controller
        if not controller.has_session() or controller.session_id is None:
            return None
        book = controller.book
        return PendingStore(book.location, controller.session_id, identity=book.identity)

    def poll(self) -> None:
        """Read the file again only when it changed (or the hand on the page did)."""
        store = self.store()
        if store is None or self.page.session is None or self.page.correcting is not None:
            return
        try:
            stat = store.path.stat()
            seen = (str(store.path), stat.st_mtime_ns, stat.st_size, self.page.next_hand())
        except OSError:
            seen = (str(store.path), 0, 0, self.page.next_hand())
        if seen == self._seen:
            return
        self._seen = seen
        self.update(store)

    def update(self, store: PendingStore) -> None:
        session = self.page.session
        assert session is not None
        try:
            pending = pending_json(session, store)
        except InputError:
            return
        seats: dict[str, dict[str, Any]] = pending["seats"]
        spoken = any(state["status"] != "waiting" for state in seats.values())
        self.states = {name: state["status"] for name, state in seats.items()} if spoken or self.states else {}
        for name, state in seats.items():
            if state["status"] == "submitted":
                self._fill(name, state)
            else:  # withdrawn: the cards stay as they are; a new submit fills the seat again
                self.applied.pop(name, None)
        self._show_states()
        self._show_duplicates(pending["duplicates"])

    def _fill(self, name: str, state: dict[str, Any]) -> None:
        """The submitted set into the player's seat (one undo step); filled again only when the phone changed it."""
        key = tuple(state[k] for k in ("front", "middle", "back", "surrender", "declare_natural"))
        model = self.page.model
        places = [i for i, seat in enumerate(model.seats) if seat == name]
        if self.applied.get(name) == key or len(places) != 1:
            return  # a criss-cross player sits twice: which seat is whose is typed
        seat = places[0]
        try:
            rows = {row: parse_cards(state[row]) for row in ("front", "middle", "back")}
        except (InputError, ValueError):
            return
        self.applied[name] = key
        stack = self.page.stack
        stack.beginMacro(translate("PhoneSeats", "{name}'s set from the phone").format(name=name))
        for row, cards in rows.items():
            stack.push(commands.SetRow(model, (seat, row), cards))
        for flag, value in (("surrender", state["surrender"]), ("declare", state["declare_natural"])):
            if getattr(model, flag)[seat] != value:
                stack.push(commands.SetFlag(model, seat, flag, value))
        stack.endMacro()

    def _show_states(self) -> None:
        for widget in self.page.seat_widgets:
            label = widget.findChild(QLabel, "phoneState")
            name = self.page.model.seats[widget.seat] if widget.seat < len(self.page.model.seats) else ""
            status = self.states.get(name, "")
            if label is None:
                if not status:
                    continue
                label = QLabel(widget)
                label.setObjectName("phoneState")
                layout = widget.layout()
                if isinstance(layout, QBoxLayout):
                    layout.insertWidget(1, label)  # under the seat's name
            label.setText(_status_text(status) if status else "")
            label.setHidden(not status)
            label.setProperty("status", status)
            repolish(label)
            widget.setProperty("phone", status == "submitted")
            widget.setToolTip(
                translate("PhoneSeats", "Entered by {name} on their phone").format(name=name)
                if status == "submitted"
                else ""
            )

    def _show_duplicates(self, found: list[dict[str, Any]]) -> None:
        lines = [
            translate("PhoneSeats", "{card} was submitted by both {first} and {second}").format(
                card=card_text(parse_cards(dup["card"])[0]), first=dup["seats"][0], second=dup["seats"][1]
            )
            for dup in found
        ]
        self.duplicates.setText("\n".join(lines))
        self.duplicates.setHidden(not lines)

    def recorded(self, number: int) -> None:
        """Hand ``number`` is in the book: what the phones submitted for it is cleared."""
        store = self.store()
        if store is not None:
            store.clear(number)
        self.applied.clear()
        self.states = {}
        self._seen = None
        self._show_states()
        self._show_duplicates([])
