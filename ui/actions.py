"""Every action of the main window, declared once: text, shortcuts, menu, and the
slot it calls (a dotted path on the window, e.g. ``hand_page.record``).

The window builds its menus and toolbar from this registry; menu entries show the
shortcuts; the shortcuts dialog (F1) lists them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum, auto
from typing import Any

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

Key = QKeySequence.StandardKey | str


class Act(Enum):
    NEW_SESSION = auto()
    OPEN_BOOK = auto()
    START_PAGE = auto()
    QUIT = auto()
    UNDO = auto()
    REDO = auto()
    UNDO_RECORDED = auto()
    REDO_RECORDED = auto()
    RECORD = auto()
    CLEAR_ROW = auto()
    CLEAR_HAND = auto()
    TYPE_13 = auto()
    SURRENDER = auto()
    DECLARE = auto()
    DEALER = auto()
    NEXT_SEAT = auto()
    PREVIOUS_SEAT = auto()
    ZOOM_IN = auto()
    ZOOM_OUT = auto()
    ZOOM_RESET = auto()
    FOUR_COLOUR = auto()
    THEME = auto()
    SHORTCUTS = auto()
    ABOUT = auto()


@dataclass(frozen=True)
class ActionSpec:
    menu: str
    text: str
    slot: str  # dotted path on the window
    keys: tuple[Key, ...]
    tip: str = ""
    needs: str = ""  # "", "session" (a session is open) or "hand" (the Hand page is showing)
    checkable: bool = False
    seat: bool = False  # also in each seat's menu
    separator_before: bool = False


MENUS = ("&File", "&Edit", "&Hand", "&View", "&Help")
SK = QKeySequence.StandardKey

REGISTRY: dict[Act, ActionSpec] = {
    Act.NEW_SESSION: ActionSpec(
        "&File", "&New session…", "new_session", (SK.New,), "Seat players, agree stakes and rules"
    ),
    Act.OPEN_BOOK: ActionSpec("&File", "&Open book…", "open_book", (SK.Open,), "Use another book file"),
    Act.START_PAGE: ActionSpec(
        "&File", "&Sessions and books", "show_start_page", ("Alt+Home",), "The start page: open another session"
    ),
    Act.QUIT: ActionSpec(
        "&File", "&Quit", "close", ("Ctrl+Q",), "Close the window (the entry is kept)", separator_before=True
    ),
    Act.UNDO: ActionSpec("&Edit", "&Undo", "hand_page.undo", (SK.Undo,), "Undo the last change to the entry", "hand"),
    Act.REDO: ActionSpec("&Edit", "&Redo", "hand_page.redo", ("Ctrl+Shift+Z", "Ctrl+Y"), "Redo in the entry", "hand"),
    Act.UNDO_RECORDED: ActionSpec(
        "&Edit",
        "Undo last recorded action",
        "undo_recorded",
        ("Ctrl+Alt+Z",),
        "Take back the last recorded hand or change (kept in the session's history)",
        "session",
        separator_before=True,
    ),
    Act.REDO_RECORDED: ActionSpec(
        "&Edit", "Redo recorded action", "redo_recorded", ("Ctrl+Alt+Shift+Z",), "Put back what was undone", "session"
    ),
    Act.RECORD: ActionSpec(
        "&Hand",
        "&Record hand",
        "hand_page.record",
        ("Ctrl+Return", "Ctrl+Enter"),
        "Store the hand in the book now (every seat complete, no card twice)",
        "hand",
    ),
    Act.CLEAR_ROW: ActionSpec(
        "&Hand",
        "Clear &row",
        "hand_page.clear_row",
        ("Ctrl+Backspace",),
        "Empty the active row",
        "hand",
        seat=True,
        separator_before=True,
    ),
    Act.CLEAR_HAND: ActionSpec(
        "&Hand", "Clear the &hand", "hand_page.clear_hand", ("Ctrl+Shift+Backspace",), "Empty every row", "hand"
    ),
    Act.TYPE_13: ActionSpec(
        "&Hand",
        "&Type 13 cards for this seat…",
        "hand_page.type_thirteen",
        ("Ctrl+T",),
        "Type the seat's 13 cards in one go; they are set as entered, back first",
        "hand",
        seat=True,
        separator_before=True,
    ),
    Act.SURRENDER: ActionSpec(
        "&Hand",
        "&Surrender",
        "hand_page.toggle_surrender",
        ("Ctrl+Shift+S",),
        "The active seat surrenders",
        "hand",
        seat=True,
    ),
    Act.DECLARE: ActionSpec(
        "&Hand",
        "&Declare natural / play it",
        "hand_page.toggle_declare",
        ("Ctrl+Shift+D",),
        "Declare the active seat's natural, or play the hand instead",
        "hand",
        seat=True,
    ),
    Act.DEALER: ActionSpec(
        "&Hand",
        "Make this seat the deale&r",
        "hand_page.make_dealer",
        ("Ctrl+Shift+B",),
        "Move the button",
        "hand",
        seat=True,
    ),
    Act.NEXT_SEAT: ActionSpec(
        "&Hand",
        "Next seat",
        "hand_page.next_seat",
        ("Ctrl+Right",),
        "Jump to the next seat's front",
        "hand",
        separator_before=True,
    ),
    Act.PREVIOUS_SEAT: ActionSpec(
        "&Hand", "Previous seat", "previous_seat", ("Ctrl+Left",), "Jump to the previous seat's front", "hand"
    ),
    Act.ZOOM_IN: ActionSpec(
        "&View", "Zoom &in", "zoom_in", (SK.ZoomIn, "Ctrl+="), "Larger cards", separator_before=True
    ),
    Act.ZOOM_OUT: ActionSpec("&View", "Zoom &out", "zoom_out", (SK.ZoomOut,), "Smaller cards"),
    Act.ZOOM_RESET: ActionSpec("&View", "&Actual size", "zoom_reset", ("Ctrl+0",), "Cards at their normal size"),
    Act.FOUR_COLOUR: ActionSpec(
        "&View", "&Four-colour deck", "toggle_four_colour", ("Ctrl+Shift+F",), "♦ blue and ♣ green", checkable=True
    ),
    Act.THEME: ActionSpec("&View", "&Theme: system", "cycle_theme", ("Ctrl+Shift+L",), "System, light or dark"),
    Act.SHORTCUTS: ActionSpec("&Help", "&Keyboard shortcuts", "show_shortcuts", (SK.HelpContents, "F1"), "Every key"),
    Act.ABOUT: ActionSpec("&Help", "&About", "show_about", ("Shift+F1",), "Version and book"),
}


def _resolve(root: Any, path: str) -> Callable[[], Any]:
    target = root
    for part in path.split("."):
        target = getattr(target, part)
    return target  # type: ignore[no-any-return]


def build_actions(window: QWidget) -> dict[Act, QAction]:
    """One QAction per registry entry, parented to the window, calling its slot."""
    actions: dict[Act, QAction] = {}
    for act, spec in REGISTRY.items():
        action = QAction(spec.text, window)
        keys: list[QKeySequence] = []
        for key in spec.keys:
            if isinstance(key, str):
                keys.append(QKeySequence(key))
            else:
                keys.extend(QKeySequence.keyBindings(key))
        unique = list(dict.fromkeys(k.toString() for k in keys if not k.isEmpty()))
        action.setShortcuts([QKeySequence(k) for k in unique])
        action.setStatusTip(spec.tip)
        action.setToolTip(f"{spec.text.replace('&', '').rstrip('…')} ({unique[0]})" if unique else spec.text)
        action.setCheckable(spec.checkable)
        action.setObjectName(act.name.lower())
        action.triggered.connect(lambda _checked=False, path=spec.slot: _resolve(window, path)())
        actions[act] = action
    return actions


def shortcut_rows(actions: list[QAction]) -> list[tuple[str, str]]:
    """(action text, its keys) for the shortcuts dialog."""
    rows = []
    for action in actions:
        keys = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts())
        if keys and action.text():
            rows.append((action.text().replace("&&", "\0").replace("&", "").replace("\0", "&"), keys))
    return rows
