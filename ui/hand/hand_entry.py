"""The hand being typed: its state (:class:`HandEntryModel`) and the editing rules
(:class:`EntryEditor`: where the next card goes, what Backspace removes, which row
is active). Every change goes through an undo command (``ui/hand/commands.py``).

>>> model = HandEntryModel()
>>> model.reset(["Amy", "Bob"])
>>> model.insert((0, "front"), None, Card(0))
>>> model.entry_dict()["players"][0]["front"]
'2s'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from scorekeeper.errors import InputError
from scorekeeper.game import ROW_SIZES, Card, format_cards, parse_cards
from scorekeeper.session import RecordedSeat
from scorekeeper_app.hand import commands
from scorekeeper_app.wording.formatting import card_text, place_name, possessive, row_title
from scorekeeper_app.wording.i18n import translate

ROWS = ("front", "middle", "back")
SEAT_CARDS = sum(ROW_SIZES.values())  # 13
Slot = tuple[int, str]
DRAFT_VERSION = 1


class HandEntryModel(QObject):
    """Seats, their rows of cards and flags, and the dealer of the hand being entered."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seats: list[str] = []
        self.hands: list[int | None] = []  # criss-cross: which of the player's two hands a seat is
        self.dealer: str | None = None
        self.surrender: list[bool] = []
        self.declare: list[bool] = []
        self.multiple: list[int | None] = []  # banker mode: each player's multiple (None: 1)
        self._rows: dict[Slot, list[Card]] = {}
        self.last_slot: Slot | None = None
        self._places: dict[Card, list[Slot]] | None = None
        self.copies: Callable[[int], int] = lambda card: 1  # the deck's copies of a card (rule option extra_suits)

    # -- whole-hand changes -----------------------------------------------------------
    def reset(self, seats: Sequence[str], dealer: str | None = None, hands: Sequence[int | None] | None = None) -> None:
        """Seat these players (a criss-cross player twice, with ``hands`` 1 and 2)."""
        self.hands = list(hands) if hands is not None else [None] * len(seats)
        self.seats = list(seats)
        self.dealer = dealer if dealer in self.seats else (self.seats[0] if self.seats else None)
        self.surrender = [False] * len(self.seats)
        self.declare = [True] * len(self.seats)
        self.multiple = [None] * len(self.seats)
        self._rows = {(i, row): [] for i in range(len(self.seats)) for row in ROWS}
        self.last_slot = None
        self._touch()

    def clear(self) -> None:
        self.reset(self.seats, self.dealer, self.hands)

    def seat_label(self, seat: int) -> str:
        """``Amy``, or ``Amy — hand 2`` for one of a criss-cross player's two hands."""
        hand = self.hands[seat] if seat < len(self.hands) else None
        if hand is None:
            return self.seats[seat]
        return translate("HandEntry", "{name} — hand {number}").format(name=self.seats[seat], number=hand)

    def _touch(self, slot: Slot | None = None) -> None:
        if slot is not None:
            self.last_slot = slot
        self._places = None
        self.changed.emit()

    # -- reading --------------------------------------------------------------------
    def slots(self) -> list[Slot]:
        """Every row in typing order: seat 1 front, middle, back, seat 2 front..."""
        return [(i, row) for i in range(len(self.seats)) for row in ROWS]

    def cards(self, slot: Slot) -> tuple[Card, ...]:
        return tuple(self._rows.get(slot, ()))

    def seat_cards(self, seat: int) -> tuple[Card, ...]:
        return sum((self.cards((seat, row)) for row in ROWS), ())

    @staticmethod
    def size(slot: Slot) -> int:
        return ROW_SIZES[slot[1]]

    def is_full(self, slot: Slot) -> bool:
        return len(self._rows.get(slot, ())) >= self.size(slot)

    def seat_complete(self, seat: int) -> bool:
        return all(len(self.cards((seat, row))) == ROW_SIZES[row] for row in ROWS)

    def complete(self) -> bool:
        return bool(self.seats) and all(self.seat_complete(i) for i in range(len(self.seats)))

    def is_empty(self) -> bool:
        return not any(self._rows.values()) and not any(self.surrender)

    def card_count(self) -> int:
        return sum(len(cards) for cards in self._rows.values())

    def places(self) -> dict[Card, list[Slot]]:
        """Where each card of this hand lies (a duplicate has two or more places)."""
        if self._places is None:
            places: dict[Card, list[Slot]] = {}
            for slot in self.slots():
                for card in self._rows[slot]:
                    places.setdefault(card, []).append(slot)
            self._places = places
        return self._places

    def duplicates(self) -> dict[Card, list[Slot]]:
        """Cards entered more often than the deck holds them."""
        return {card: where for card, where in self.places().items() if len(where) > self.copies(card)}

    def all_placed(self, card: Card) -> bool:
        """Whether every copy of this card the deck holds is already in the hand."""
        return len(self.places().get(card, ())) >= self.copies(card)

    def place_name(self, slot: Slot) -> str:
        """``Cat's back`` (in the app's language)."""
        return place_name(self.seat_label(slot[0]), slot[1])

    # -- the one place rows change (called by undo commands) ---------------------------
    def insert(self, slot: Slot, index: int | None, card: Card) -> None:
        row = self._rows[slot]
        row.insert(len(row) if index is None else index, card)
        self._touch(slot)

    def remove(self, slot: Slot, index: int) -> Card:
        card = self._rows[slot].pop(index)
        self._touch(slot)
        return card

    def set_row(self, slot: Slot, cards: Sequence[Card]) -> tuple[Card, ...]:
        old = tuple(self._rows[slot])
        self._rows[slot] = list(cards)
        self._touch(slot)
        return old

    def set_flag(self, seat: int, flag: str, value: bool) -> None:
        getattr(self, flag)[seat] = value
        self._touch()

    def set_multiple(self, seat: int, multiple: int | None) -> None:
        """Banker mode: the multiple of this seat's pair with the banker (None or 1: the default)."""
        value = None if multiple in (None, 1) else multiple
        if self.multiple[seat] != value:
            self.multiple[seat] = value
            self._touch()

    def set_dealer(self, name: str) -> None:
        if name in self.seats:
            self.dealer = name
            self._touch()

    # -- boundaries: the engine's entry, and the draft kept in the book ------------------
    def entry_dict(self) -> dict[str, Any]:
        """The ``{"players": [...]}`` object the engine reads (``parse_hand_entry``)."""
        return {
            "players": [
                {
                    "name": name,
                    **{row: format_cards(self.cards((i, row))) for row in ROWS},
                    "surrender": self.surrender[i],
                    "declare_natural": self.declare[i],
                    **({"hand": self.hands[i]} if self.hands[i] is not None else {}),
                    **({"multiple": self.multiple[i]} if self.multiple[i] is not None else {}),
                }
                for i, name in enumerate(self.seats)
            ]
        }

    def draft(self, hand: int) -> dict[str, Any]:
        return {"version": DRAFT_VERSION, "hand": hand, "dealer": self.dealer, **self.entry_dict()}

    def load_draft(self, draft: dict[str, Any]) -> None:
        """Restore a draft's cards for the seats it shares with this hand."""
        players = {(p.get("name"), p.get("hand")): p for p in draft.get("players", []) if isinstance(p, dict)}
        self.reset(self.seats, draft.get("dealer") or self.dealer, self.hands)
        for i, name in enumerate(self.seats):
            p = players.get((name, self.hands[i]))
            if p is None:
                continue
            for row in ROWS:
                try:
                    self._rows[(i, row)] = list(parse_cards(str(p.get(row, ""))))
                except InputError:
                    self._rows[(i, row)] = []
            self.surrender[i] = bool(p.get("surrender", False))
            self.declare[i] = bool(p.get("declare_natural", True))
            multiple = p.get("multiple")
            self.multiple[i] = multiple if isinstance(multiple, int) and 2 <= multiple <= 5 else None
        self._touch()

    def load_seats(self, recorded: Sequence[RecordedSeat]) -> None:
        """A recorded hand's seats (to correct it): each seat's cards, flags and multiple as recorded."""
        by_seat = {(seat.name, seat.hand): seat for seat in recorded}
        for i, name in enumerate(self.seats):
            seat = by_seat.get((name, self.hands[i]))
            if seat is None:
                continue
            for row in ROWS:
                try:
                    self._rows[(i, row)] = list(seat.cards(row))
                except InputError:  # a damaged import: the row starts empty
                    self._rows[(i, row)] = []
            self.surrender[i], self.declare[i] = seat.surrender, seat.declare_natural
            self.multiple[i] = seat.multiple if seat.multiple is not None and seat.multiple >= 2 else None
        self._touch()


def draft_has_cards(draft: dict[str, Any]) -> bool:
    return any(str(p.get(row, "")).strip() for p in draft.get("players", []) if isinstance(p, dict) for row in ROWS)


class EntryEditor(QObject):
    """The editing rules of the hand page, shared by keyboard, picker and drag and drop."""

    active_changed = Signal(object)  # the active Slot
    refused = Signal(object, str)  # Slot, why the key or click was refused

    def __init__(self, model: HandEntryModel, stack: QUndoStack, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.stack = stack
        self.active: Slot = (0, "front")
        self.locked = ""  # why nothing may be typed now (a settled session), or ""
        stack.indexChanged.connect(self._follow_stack)

    def refused_when_locked(self, slot: Slot) -> bool:
        """True (and the reason shown at the row) when the entry is read-only."""
        if self.locked:
            self.refused.emit(slot, self.locked)
        return bool(self.locked)

    def _follow_stack(self, _index: int) -> None:
        if self.model.last_slot is not None and self.model.last_slot in self.model.slots():
            self.set_active(self.model.last_slot)

    def set_active(self, slot: Slot) -> None:
        if slot not in self.model.slots():
            return
        changed = slot != self.active
        self.active = slot
        if changed:
            self.active_changed.emit(slot)

    def neighbour(self, slot: Slot, step: int) -> Slot:
        slots = self.model.slots()
        index = min(max(slots.index(slot) + step, 0), len(slots) - 1)
        return slots[index]

    def next_open(self, slot: Slot) -> Slot:
        """The next row (in typing order, wrapping) that still has room, or ``slot``."""
        slots = self.model.slots()
        start = slots.index(slot)
        for k in range(1, len(slots) + 1):
            candidate = slots[(start + k) % len(slots)]
            if not self.model.is_full(candidate):
                return candidate
        return slot

    def start(self) -> None:
        """Focus the first row that has room (the first seat's front on a new hand)."""
        slots = self.model.slots()
        if slots:
            open_slots = [s for s in slots if not self.model.is_full(s)]
            self.active = (-1, "")
            self.set_active(open_slots[0] if open_slots else slots[0])

    # -- keyboard ---------------------------------------------------------------------
    def open_in_seat(self, slot: Slot) -> Slot | None:
        """The row itself, else the seat's next row with room (wrapping within the seat), else None."""
        rows = ROWS[ROWS.index(slot[1]) :] + ROWS[: ROWS.index(slot[1])]
        return next(((slot[0], row) for row in rows if not self.model.is_full((slot[0], row))), None)

    def type_card(self, slot: Slot, card: Card) -> bool:
        """Add a typed card; a full row passes it on to the seat's next row with room. A seat
        with its 13 cards refuses it: pushed on, it would shift every later seat by one card."""
        if self.refused_when_locked(slot):
            return False
        target = self.open_in_seat(slot)
        if target is None or len(self.model.seat_cards(slot[0])) >= SEAT_CARDS:
            self.refused.emit(
                slot,
                translate("HandEntry", "{name} already has 13 cards").format(name=self.model.seat_label(slot[0])),
            )
            return False
        if target != slot:
            slot = target
            self.set_active(slot)
        self.stack.push(commands.AddCard(self.model, slot, card))
        self.set_active(self.next_open(slot) if self.model.is_full(slot) else slot)
        return True

    def backspace(self, slot: Slot) -> None:
        """Remove the row's last card; in an empty row, go back and remove the previous row's."""
        if self.refused_when_locked(slot):
            return
        target = slot
        while not self.model.cards(target):
            previous = self.neighbour(target, -1)
            if previous == target:
                return
            target = previous
        self.stack.push(commands.RemoveCard(self.model, target, len(self.model.cards(target)) - 1))
        self.set_active(target)

    def step(self, slot: Slot, step: int) -> None:
        self.set_active(self.neighbour(slot, step))

    # -- mouse ------------------------------------------------------------------------
    def where_text(self, card: Card) -> str:
        places = self.model.places().get(card, [])
        return ", ".join(self.model.place_name(s) for s in places)

    def pick(self, card: Card) -> bool:
        """A click in the card picker: the card goes to the active row."""
        if self.model.all_placed(card):
            self.refused.emit(
                self.active,
                translate("HandEntry", "{card} is already in {place}: drag it to move it").format(
                    card=card_text(card), place=self.where_text(card)
                ),
            )
            return False
        return self.type_card(self.active, card)

    def drop(self, card: Card, source: Slot | None, index: int, target: Slot, at: int | None = None) -> bool:
        """A card dropped on a row: from the picker (``source`` None) or from another row.

        Moving between rows may overfill a row for a moment (to swap two cards); the
        row then shows its size problem until it is fixed.
        """
        if self.refused_when_locked(target):
            return False
        if source is None:
            if self.model.all_placed(card):
                self.refused.emit(
                    target,
                    translate("HandEntry", "{card} is already in {place}").format(
                        card=card_text(card), place=self.where_text(card)
                    ),
                )
                return False
            if self.model.is_full(target):
                self.refused.emit(
                    target,
                    translate("HandEntry", "{row} is full: drag one of its cards out first").format(
                        row=row_title(target[1])
                    ),
                )
                return False
            self.stack.push(commands.AddCard(self.model, target, card, at))
        else:
            if self.model.cards(source)[index : index + 1] != (card,):
                return False
            if source == target and (at is None or at in (index, index + 1)):
                return False
            self.stack.push(commands.MoveCard(self.model, source, index, target, at))
        self.set_active(target)
        return True

    def clear_row(self, slot: Slot) -> None:
        if self.refused_when_locked(slot):
            return
        if self.model.cards(slot):
            text = translate("HandEntry", "clear {place}").format(place=self.model.place_name(slot))
            self.stack.push(commands.SetRow(self.model, slot, (), text=text))
        self.set_active(slot)

    def clear_hand(self) -> None:
        if self.refused_when_locked(self.active):
            return
        filled = [s for s in self.model.slots() if self.model.cards(s)]
        flagged = [i for i, on in enumerate(self.model.surrender) if on]
        if not filled and not flagged:
            return
        self.stack.beginMacro(translate("HandEntry", "clear the hand"))
        for slot in filled:
            self.stack.push(commands.SetRow(self.model, slot, ()))
        for seat in flagged:
            self.stack.push(commands.SetFlag(self.model, seat, "surrender", False))
        self.stack.endMacro()
        self.start()

    def arrange(self, seat: int, cards: Sequence[Card]) -> None:
        """Thirteen cards typed in one go, set as entered: back first, then middle, then front."""
        if len(cards) != 13:
            raise ValueError("an arrangement needs 13 cards")
        if self.refused_when_locked((seat, "front")):
            return
        self.stack.beginMacro(
            translate("HandEntry", "set {owner} 13 cards").format(owner=possessive(self.model.seats[seat]))
        )
        for row, part in (("back", cards[:5]), ("middle", cards[5:10]), ("front", cards[10:])):
            self.stack.push(commands.SetRow(self.model, (seat, row), part))
        self.stack.endMacro()
        self.set_active(self.next_open((seat, "back")))

    def set_flag(self, seat: int, flag: str, value: bool) -> None:
        if self.refused_when_locked((seat, "front")):
            return
        if getattr(self.model, flag)[seat] != value:
            self.stack.push(commands.SetFlag(self.model, seat, flag, value))
