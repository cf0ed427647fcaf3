"""The Tournament window's actions, declared once as the main window's are (an ``ActionSpec`` per
member of :class:`TAct`, built by :func:`scorekeeper_app.window.action_spec.make_actions`): text,
keys shown in the menu, and the slot as a function of the window. The order is the menus'."""

from __future__ import annotations

from enum import Enum, auto

from scorekeeper_app.window.action_spec import ActionSpec
from scorekeeper_app.wording.i18n import QT_TRANSLATE_NOOP


class TAct(Enum):
    NEW_EVENT = auto()
    OPEN_EVENT = auto()
    FINISH = auto()
    CLOSE = auto()
    REGISTER = auto()
    REBUY = auto()
    ADD_ON = auto()
    DRAW = auto()
    BALANCE = auto()
    EVENT_CLOCK = auto()
    FIELD = auto()
    TABLE = auto()
    START_CLOCK = auto()
    RECORD = auto()
    CLEAR = auto()


MENUS = (
    QT_TRANSLATE_NOOP("Menus", "&Event"),
    QT_TRANSLATE_NOOP("Menus", "&Players"),
    QT_TRANSLATE_NOOP("Menus", "&Table"),
)

REGISTRY: dict[TAct, ActionSpec] = {
    TAct.NEW_EVENT: ActionSpec(
        "&Event",
        QT_TRANSLATE_NOOP("Actions", "&New event…"),
        lambda w: w.director.new_event,
        ("Ctrl+N",),
        QT_TRANSLATE_NOOP("Actions", "Name, buy-in and fee, chips, levels, seats, the setting clock and payouts"),
    ),
    TAct.OPEN_EVENT: ActionSpec(
        "&Event",
        QT_TRANSLATE_NOOP("Actions", "&Open event…"),
        lambda w: w.director.open_event,
        ("Ctrl+O",),
        QT_TRANSLATE_NOOP("Actions", "Another event of this book"),
    ),
    TAct.FINISH: ActionSpec(
        "&Event",
        QT_TRANSLATE_NOOP("Actions", "&Finish the event…"),
        lambda w: w.director.finish,
        ("Ctrl+Shift+F",),
        QT_TRANSLATE_NOOP("Actions", "The places and payouts, chips and money verified"),
        separator_before=True,
    ),
    TAct.CLOSE: ActionSpec(
        "&Event",
        QT_TRANSLATE_NOOP("Actions", "&Close"),
        lambda w: w.close,
        ("Ctrl+W",),
        QT_TRANSLATE_NOOP("Actions", "Close this window (everything is recorded already)"),
        separator_before=True,
    ),
    TAct.REGISTER: ActionSpec(
        "&Players",
        QT_TRANSLATE_NOOP("Actions", "&Register a player…"),
        lambda w: w.director.register,
        ("Ctrl+R",),
        QT_TRANSLATE_NOOP("Actions", "A new entry: one of the book's players or a new name"),
    ),
    TAct.REBUY: ActionSpec(
        "&Players",
        QT_TRANSLATE_NOOP("Actions", "R&e-buy for the selected player…"),
        lambda w: w.director.rebuy,
        ("Ctrl+Shift+R",),
        QT_TRANSLATE_NOOP("Actions", "More chips, or a player out in the re-buy period back in"),
    ),
    TAct.ADD_ON: ActionSpec(
        "&Players",
        QT_TRANSLATE_NOOP("Actions", "&Add-on for the selected player…"),
        lambda w: w.director.add_on,
        ("Ctrl+Shift+A",),
        QT_TRANSLATE_NOOP("Actions", "More chips for a player still in, while the event allows add-ons"),
    ),
    TAct.DRAW: ActionSpec(
        "&Players",
        QT_TRANSLATE_NOOP("Actions", "&Draw the seats…"),
        lambda w: w.director.draw,
        ("Ctrl+D",),
        QT_TRANSLATE_NOOP("Actions", "Seat the field by a recorded random draw"),
        separator_before=True,
    ),
    TAct.BALANCE: ActionSpec(
        "&Players",
        QT_TRANSLATE_NOOP("Actions", "&Balance the tables…"),
        lambda w: w.director.balance,
        ("Ctrl+B",),
        QT_TRANSLATE_NOOP("Actions", "The moves the program proposes, recorded when you confirm them"),
    ),
    TAct.EVENT_CLOCK: ActionSpec(
        "&Players",
        QT_TRANSLATE_NOOP("Actions", "Start or &pause the event's clock"),
        lambda w: w.director.toggle_event_clock,
        ("Ctrl+P",),
        QT_TRANSLATE_NOOP("Actions", "Levels kept by time count only while it runs (the draw starts it)"),
    ),
    TAct.FIELD: ActionSpec(
        "&Players",
        QT_TRANSLATE_NOOP("Actions", "The &field"),
        lambda w: w.focus_field,
        ("Ctrl+1",),
        QT_TRANSLATE_NOOP("Actions", "The keys to the list of players"),
        separator_before=True,
    ),
    TAct.TABLE: ActionSpec(
        "&Table",
        QT_TRANSLATE_NOOP("Actions", "&Choose a table"),
        lambda w: w.focus_table,
        ("Ctrl+2",),
        QT_TRANSLATE_NOOP("Actions", "The table whose hand is entered (Up and Down choose)"),
    ),
    TAct.START_CLOCK: ActionSpec(
        "&Table",
        QT_TRANSLATE_NOOP("Actions", "&Start the setting clock"),
        lambda w: w.hand.start_clock,
        ("Ctrl+K",),
        QT_TRANSLATE_NOOP("Actions", "Recorded as the hand's start; seats not set when it runs out are marked"),
    ),
    TAct.RECORD: ActionSpec(
        "&Table",
        QT_TRANSLATE_NOOP("Actions", "&Record the hand"),
        lambda w: w.hand.record,
        ("Ctrl+Return", "Ctrl+Enter"),
        QT_TRANSLATE_NOOP("Actions", "Score the table's hand and move the chips"),
        separator_before=True,
    ),
    TAct.CLEAR: ActionSpec(
        "&Table",
        QT_TRANSLATE_NOOP("Actions", "C&lear the hand"),
        lambda w: w.hand.clear,
        ("Ctrl+Shift+Backspace",),
        QT_TRANSLATE_NOOP("Actions", "Empty every seat's rows and stop the clock"),
    ),
}
