"""Every action of the main window, declared once (one ``Act`` member and one ``REGISTRY`` entry;
its place in the dict is its place in its menu): text, shortcuts, menu, and the slot it calls as
a function of the window (``lambda w: w.hand_page.record``), so nothing is looked up by name.
The File and Edit menus' entries (the ledger's, settle-up's, export and correction actions among
them) are declared in :mod:`scorekeeper_app.window.file_edit_actions`, the others here; the ``Act``
members in :mod:`scorekeeper_app.window.action_ids`. How an entry is built: :mod:`scorekeeper_app.window.action_spec`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from scorekeeper_app.window.action_ids import Act as Act  # re-exported: the window and the tests name actions by it
from scorekeeper_app.window.action_spec import MENUS, SK, ActionSpec, make_actions
from scorekeeper_app.window.action_spec import plain_text as plain_text  # re-exported for the window's parts
from scorekeeper_app.window.action_spec import shortcut_rows as shortcut_rows
from scorekeeper_app.window.file_edit_actions import FILE_AND_EDIT
from scorekeeper_app.wording.i18n import QT_TRANSLATE_NOOP

__all__ = ["MENUS", "REGISTRY", "Act", "ActionSpec", "build_actions", "plain_text", "shortcut_rows"]


def _open_casino(window: Any) -> None:
    from scorekeeper_app.casino.casino_dialog import open_casino  # only when asked for: not on the first screen

    open_casino(window)


REGISTRY: dict[Act, ActionSpec] = {
    **FILE_AND_EDIT,  # first, as the File and Edit menus come first
    Act.RECORD: ActionSpec(
        "&Hand",
        QT_TRANSLATE_NOOP("Actions", "&Record hand"),
        lambda w: w.hand_page.record,
        ("Ctrl+Return", "Ctrl+Enter"),
        QT_TRANSLATE_NOOP("Actions", "Store the hand in the book now (every seat complete, no card twice)"),
        "hand",
    ),
    Act.CLEAR_ROW: ActionSpec(
        "&Hand",
        QT_TRANSLATE_NOOP("Actions", "Clear &row"),
        lambda w: w.hand_page.clear_row,
        ("Ctrl+Backspace",),
        QT_TRANSLATE_NOOP("Actions", "Empty the active row"),
        "hand",
        seat=True,
        separator_before=True,
    ),
    Act.CLEAR_HAND: ActionSpec(
        "&Hand",
        QT_TRANSLATE_NOOP("Actions", "Clear the &hand"),
        lambda w: w.hand_page.clear_hand,
        ("Ctrl+Shift+Backspace",),
        QT_TRANSLATE_NOOP("Actions", "Empty every row"),
        "hand",
    ),
    Act.TYPE_13: ActionSpec(
        "&Hand",
        QT_TRANSLATE_NOOP("Actions", "&Type 13 cards for this seat…"),
        lambda w: w.hand_page.type_thirteen,
        ("Ctrl+T",),
        QT_TRANSLATE_NOOP("Actions", "Type the seat's 13 cards in one go; they are set as entered, back first"),
        "hand",
        seat=True,
        separator_before=True,
    ),
    Act.SUGGEST: ActionSpec(
        "&Hand",
        QT_TRANSLATE_NOOP("Actions", "Su&ggest a setting"),
        lambda w: w.hand_page.suggest,
        ("Ctrl+G",),
        QT_TRANSLATE_NOOP("Actions", "The advisor's best setting of the seat's 13 cards, to apply in one click"),
        "hand",
        seat=True,
    ),
    Act.SURRENDER: ActionSpec(
        "&Hand",
        QT_TRANSLATE_NOOP("Actions", "&Surrender"),
        lambda w: w.hand_page.toggle_surrender,
        ("Ctrl+Shift+S",),
        QT_TRANSLATE_NOOP("Actions", "The active seat surrenders"),
        "hand",
        seat=True,
    ),
    Act.DECLARE: ActionSpec(
        "&Hand",
        QT_TRANSLATE_NOOP("Actions", "&Declare natural / play it"),
        lambda w: w.hand_page.toggle_declare,
        ("Ctrl+Shift+D",),
        QT_TRANSLATE_NOOP("Actions", "Declare the active seat's natural, or play the hand instead"),
        "hand",
        seat=True,
    ),
    Act.DEALER: ActionSpec(
        "&Hand",
        QT_TRANSLATE_NOOP("Actions", "Make this seat the deale&r"),
        lambda w: w.hand_page.make_dealer,
        ("Ctrl+Shift+B",),
        QT_TRANSLATE_NOOP("Actions", "Move the button"),
        "hand",
        seat=True,
    ),
    Act.CHANGE_STAKES: ActionSpec(
        "&Session",
        QT_TRANSLATE_NOOP("Actions", "&Stakes and unit…"),
        lambda w: w.session_changes.change_stakes,
        ("Ctrl+Shift+M",),
        QT_TRANSLATE_NOOP("Actions", "A pair's own stake or the table's unit, from the next hand on"),
        "session",
    ),
    Act.CHANGE_RULES: ActionSpec(
        "&Session",
        QT_TRANSLATE_NOOP("Actions", "&Rules…"),
        lambda w: w.session_changes.change_rules,
        ("Ctrl+Shift+R",),
        QT_TRANSLATE_NOOP("Actions", "A preset or any option, from the next hand on"),
        "session",
    ),
    Act.CHANGE_SEATS: ActionSpec(
        "&Session",
        QT_TRANSLATE_NOOP("Actions", "&Players and seats…"),
        lambda w: w.session_changes.change_seats,
        ("Ctrl+Shift+P",),
        QT_TRANSLATE_NOOP("Actions", "Who sits from the next hand on: leave, join, swap, reorder"),
        "session",
    ),
    Act.CASINO: ActionSpec(
        "&Session",
        QT_TRANSLATE_NOOP("Actions", "&Casino…"),
        lambda w: lambda: _open_casino(w),
        ("Ctrl+Alt+H",),
        QT_TRANSLATE_NOOP("Actions", "The house's collection, a buy-in or cash-out, a tip split among players"),
        "session",
    ),
    Act.SEAT_LEAVES: ActionSpec(
        "&Session",
        QT_TRANSLATE_NOOP("Actions", "This player &leaves"),
        lambda w: w.session_changes.seat_leaves,
        ("Ctrl+Shift+Del",),
        QT_TRANSLATE_NOOP("Actions", "The active seat's player goes home or sits out from the next hand on"),
        "session",
        seat=True,
        separator_before=True,
    ),
    Act.SEAT_SWAP: ActionSpec(
        "&Session",
        QT_TRANSLATE_NOOP("Actions", "S&wap with the next seat"),
        lambda w: w.session_changes.seat_swap_next,
        ("Ctrl+Shift+W",),
        QT_TRANSLATE_NOOP("Actions", "The active seat's player and the next seat's change places"),
        "session",
        seat=True,
    ),
    Act.SEAT_REPLACE: ActionSpec(
        "&Session",
        QT_TRANSLATE_NOOP("Actions", "Someone else takes this &seat…"),
        lambda w: w.session_changes.seat_replace,
        ("Ctrl+Shift+J",),
        QT_TRANSLATE_NOOP("Actions", "A returning or new player takes the active seat from the next hand on"),
        "session",
        seat=True,
    ),
    Act.NEXT_SEAT: ActionSpec(
        "&Hand",
        QT_TRANSLATE_NOOP("Actions", "Next seat"),
        lambda w: w.hand_page.next_seat,
        ("Ctrl+Right",),
        QT_TRANSLATE_NOOP("Actions", "Jump to the next seat's front"),
        "hand",
        separator_before=True,
    ),
    Act.PREVIOUS_SEAT: ActionSpec(
        "&Hand",
        QT_TRANSLATE_NOOP("Actions", "Previous seat"),
        lambda w: w.previous_seat,
        ("Ctrl+Left",),
        QT_TRANSLATE_NOOP("Actions", "Jump to the previous seat's front"),
        "hand",
    ),
    Act.ZOOM_IN: ActionSpec(
        "&View",
        QT_TRANSLATE_NOOP("Actions", "Zoom &in"),
        lambda w: w.zoom_in,
        (SK.ZoomIn, "Ctrl+="),
        QT_TRANSLATE_NOOP("Actions", "Larger cards"),
        separator_before=True,
    ),
    Act.ZOOM_OUT: ActionSpec(
        "&View",
        QT_TRANSLATE_NOOP("Actions", "Zoom &out"),
        lambda w: w.viewing.zoom_out,
        (SK.ZoomOut,),
        QT_TRANSLATE_NOOP("Actions", "Smaller cards"),
    ),
    Act.ZOOM_RESET: ActionSpec(
        "&View",
        QT_TRANSLATE_NOOP("Actions", "&Actual size"),
        lambda w: w.viewing.zoom_reset,
        ("Ctrl+0",),
        QT_TRANSLATE_NOOP("Actions", "Cards at their normal size"),
    ),
    Act.FOUR_COLOUR: ActionSpec(
        "&View",
        QT_TRANSLATE_NOOP("Actions", "&Four-colour deck"),
        lambda w: w.viewing.toggle_four_colour,
        ("Ctrl+Shift+F",),
        QT_TRANSLATE_NOOP("Actions", "♦ blue and ♣ green"),
        checkable=True,
    ),
    Act.THEME: ActionSpec(
        "&View",
        QT_TRANSLATE_NOOP("Actions", "&Theme: system"),
        lambda w: w.cycle_theme,
        ("Ctrl+Shift+L",),
        QT_TRANSLATE_NOOP("Actions", "System, light or dark"),
    ),
    Act.SHORTCUTS: ActionSpec(
        "&Help",
        QT_TRANSLATE_NOOP("Actions", "&Guide and shortcuts"),
        lambda w: w.viewing.show_shortcuts,
        (SK.HelpContents, "F1"),
        QT_TRANSLATE_NOOP("Actions", "Entering, correcting, changing and settling; every key"),
    ),
    Act.SHARE: ActionSpec(
        "&Session",
        QT_TRANSLATE_NOOP("Actions", "S&hare this table…"),
        lambda w: w.share_table,
        ("Ctrl+Shift+H",),
        QT_TRANSLATE_NOOP("Actions", "A QR code that shows the table live on phones (read-only); Stop sharing there"),
        "session",
    ),
    Act.PLAYER_SEATS: ActionSpec(
        "&Session",
        QT_TRANSLATE_NOOP("Actions", "Players &enter their own hands…"),
        lambda w: w.viewing.share_seats,
        ("Ctrl+Shift+Y",),
        QT_TRANSLATE_NOOP("Actions", "A QR code per seat: each player sets their hand on their phone; you record it"),
        "session",
    ),
    Act.MERGE_PLAYERS: ActionSpec(
        "&Session",
        QT_TRANSLATE_NOOP("Actions", "&Merge players…"),
        lambda w: w.paging.merge_players,
        ("Ctrl+Alt+M",),
        QT_TRANSLATE_NOOP("Actions", "On the Players page: another name becomes the selected player's (Ctrl+Z undoes)"),
        "session",
        separator_before=True,
        ledger=True,
    ),
    Act.UNMERGE_PLAYER: ActionSpec(
        "&Session",
        QT_TRANSLATE_NOOP("Actions", "U&nmerge a name…"),
        lambda w: w.paging.unmerge_player,
        ("Ctrl+Alt+U",),
        QT_TRANSLATE_NOOP("Actions", "On the Players page: one of the selected player's names is someone else again"),
        "session",
        ledger=True,
    ),
    Act.REVIEW_ADVICE: ActionSpec(
        "&Session",
        QT_TRANSLATE_NOOP("Actions", "Re&view with the advisor…"),
        lambda w: w.paging.review_advice,
        ("Ctrl+Alt+G",),
        QT_TRANSLATE_NOOP(
            "Actions", "On the Players page: the units the selected player gave away against the advisor"
        ),
        "session",
        ledger=True,
    ),
    Act.ABOUT: ActionSpec(
        "&Help",
        QT_TRANSLATE_NOOP("Actions", "&About"),
        lambda w: w.show_about,
        ("Shift+F1",),
        QT_TRANSLATE_NOOP("Actions", "Version and book"),
    ),
}


def build_actions(window: QWidget) -> dict[Act, QAction]:
    return make_actions(window, REGISTRY)
