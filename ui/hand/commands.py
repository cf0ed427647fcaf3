"""Undo commands of the hand page: each ``redo``/``undo`` calls one model method.

Compound edits (clear the hand, set 13 cards at once) are macros of these.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

from scorekeeper.game import Card
from scorekeeper_app.wording.formatting import card_text
from scorekeeper_app.wording.i18n import translate

if TYPE_CHECKING:
    from scorekeeper_app.hand.hand_entry import HandEntryModel, Slot


class AddCard(QUndoCommand):
    def __init__(self, model: HandEntryModel, slot: Slot, card: Card, index: int | None = None) -> None:
        super().__init__(
            translate("Commands", "add {card} to {place}").format(card=card_text(card), place=model.place_name(slot))
        )
        self.model, self.slot, self.card = model, slot, card
        self.index = len(model.cards(slot)) if index is None else index

    def redo(self) -> None:
        self.model.insert(self.slot, self.index, self.card)

    def undo(self) -> None:
        self.model.remove(self.slot, self.index)


class RemoveCard(QUndoCommand):
    def __init__(self, model: HandEntryModel, slot: Slot, index: int) -> None:
        self.card = model.cards(slot)[index]
        super().__init__(
            translate("Commands", "remove {card} from {place}").format(
                card=card_text(self.card), place=model.place_name(slot)
            )
        )
        self.model, self.slot, self.index = model, slot, index

    def redo(self) -> None:
        self.model.remove(self.slot, self.index)

    def undo(self) -> None:
        self.model.insert(self.slot, self.index, self.card)


class MoveCard(QUndoCommand):
    def __init__(self, model: HandEntryModel, source: Slot, index: int, target: Slot, at: int | None = None) -> None:
        card = model.cards(source)[index]
        super().__init__(
            translate("Commands", "move {card} to {place}").format(card=card_text(card), place=model.place_name(target))
        )
        self.model, self.source, self.index, self.target, self.card = model, source, index, target, card
        size = len(model.cards(target)) - (1 if source == target else 0)
        at = size if at is None else at
        if source == target and at > index:
            at -= 1
        self.at = min(at, size)

    def redo(self) -> None:
        self.model.remove(self.source, self.index)
        self.model.insert(self.target, self.at, self.card)

    def undo(self) -> None:
        self.model.remove(self.target, self.at)
        self.model.insert(self.source, self.index, self.card)


class SetRow(QUndoCommand):
    """Replace a row's cards (an empty tuple clears the row)."""

    def __init__(self, model: HandEntryModel, slot: Slot, cards: Sequence[Card], text: str = "") -> None:
        super().__init__(text or translate("Commands", "set {place}").format(place=model.place_name(slot)))
        self.model, self.slot, self.cards = model, slot, tuple(cards)
        self.old = model.cards(slot)

    def redo(self) -> None:
        self.model.set_row(self.slot, self.cards)

    def undo(self) -> None:
        self.model.set_row(self.slot, self.old)


class SetFlag(QUndoCommand):
    """Surrender or declare-natural of one seat."""

    def __init__(self, model: HandEntryModel, seat: int, flag: str, value: bool) -> None:
        texts = {
            ("surrender", True): translate("Commands", "surrender on for {name}"),
            ("surrender", False): translate("Commands", "surrender off for {name}"),
            ("declare", True): translate("Commands", "declare natural on for {name}"),
            ("declare", False): translate("Commands", "declare natural off for {name}"),
        }
        super().__init__(texts[(flag, value)].format(name=model.seats[seat]))
        self.model, self.seat, self.flag, self.value = model, seat, flag, value

    def redo(self) -> None:
        self.model.set_flag(self.seat, self.flag, self.value)

    def undo(self) -> None:
        self.model.set_flag(self.seat, self.flag, not self.value)
