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

from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QBoxLayout, QLabel

from scorekeeper.errors import InputError
from scorekeeper.game import Card, parse_cards
from scorekeeper.web import PendingStore, pending_json, seat_key
from scorekeeper_app.hand import commands
from scorekeeper_app.hand.row_edit import repolish
from scorekeeper_app.wording.formatting import card_text, seat_title
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


class Filled(NamedTuple):
    """A submitted set as it was filled into its seat."""

    rows: dict[str, tuple[Card, ...]]
    surrender: bool
    declare: bool


class PhoneSeats(QObject):
    """Watching the phones' submissions for the hand on the page (a part of the Hand page)."""

    def __init__(self, *, page: HandPage) -> None:
        super().__init__(page)
        self.page = page
        self.states: dict[str, str] = {}  # seat key -> waiting / setting / submitted (empty: no phone has spoken)
        self.applied: dict[str, Filled] = {}  # seat key -> the submitted set last filled in
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
        for key, state in seats.items():
            if state["status"] == "submitted":
                self._fill(key, state)
            else:  # withdrawn: the cards stay as they are; a new submit fills the seat again
                self.applied.pop(key, None)
        self._show_states()
        self._show_duplicates(pending["duplicates"])

    def seat_of(self, key: str) -> int | None:
        """The seat on the page a phone's seat key names (a criss-cross player's hand is a seat of its own)."""
        model = self.page.model
        places = [i for i in range(len(model.seats)) if self.key_of(i) == key]
        return places[0] if len(places) == 1 else None

    def key_of(self, seat: int) -> str:
        model = self.page.model
        hand = model.hands[seat] if seat < len(model.hands) else None
        return seat_key(model.seats[seat], hand)

    def _fill(self, key: str, state: dict[str, Any]) -> None:
        """The submitted set into its seat (one undo step); filled again only when the phone changed it."""
        seat = self.seat_of(key)
        if seat is None:
            return
        try:
            rows = {row: tuple(parse_cards(state[row])) for row in ("front", "middle", "back")}
        except (InputError, ValueError):
            return
        filled = Filled(rows, bool(state["surrender"]), bool(state["declare_natural"]))
        if self.applied.get(key) == filled:
            return
        self.applied[key] = filled
        model = self.page.model
        stack = self.page.stack
        stack.beginMacro(translate("PhoneSeats", "{name}'s set from the phone").format(name=key))
        for row, cards in rows.items():
            stack.push(commands.SetRow(model, (seat, row), cards))
        for flag, value in (("surrender", filled.surrender), ("declare", filled.declare)):
            if getattr(model, flag)[seat] != value:
                stack.push(commands.SetFlag(model, seat, flag, value))
        stack.endMacro()

    def by_players(self) -> list[str]:
        """The players every one of whose seats holds what their phone submitted, untouched since
        (a seat the scorekeeper changed after the submit is no longer the player's)."""
        model = self.page.model
        theirs: dict[str, bool] = {}
        for seat, name in enumerate(model.seats):
            filled = self.applied.get(self.key_of(seat))
            same = (
                filled is not None
                and all(model.cards((seat, row)) == cards for row, cards in filled.rows.items())
                and (model.surrender[seat], model.declare[seat]) == (filled.surrender, filled.declare)
            )
            theirs[name] = theirs.get(name, True) and same
        return [name for name, mine in theirs.items() if mine]

    def _show_states(self) -> None:
        for widget in self.page.seat_widgets:
            label = widget.findChild(QLabel, "phoneState")
            name = self.page.model.seats[widget.seat] if widget.seat < len(self.page.model.seats) else ""
            status = self.states.get(self.key_of(widget.seat), "") if name else ""
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
                card=card_text(parse_cards(dup["card"])[0]),
                first=seat_title(dup["seats"][0]),
                second=seat_title(dup["seats"][1]),
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
