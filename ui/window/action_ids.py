"""The main window's actions by name: one ``Act`` member per action, declared in
:data:`scorekeeper_app.window.actions.REGISTRY` (which imports these; the window and the tests import them
from there)."""

from __future__ import annotations

from enum import Enum, auto


class Act(Enum):
    NEW_SESSION = auto()
    OPEN_BOOK = auto()
    OPEN_SERVER_BOOK = auto()
    START_PAGE = auto()
    EXPORT_XLSX = auto()
    EXPORT_CSV = auto()
    EXPORT_JSON = auto()
    IMPORT_JSON = auto()
    QUIT = auto()
    UNDO = auto()
    REDO = auto()
    UNDO_RECORDED = auto()
    REDO_RECORDED = auto()
    EDIT_HAND = auto()
    VOID_HAND = auto()
    COPY_SETTLEMENT = auto()
    MARK_SETTLED = auto()
    RECORD = auto()
    CLEAR_ROW = auto()
    CLEAR_HAND = auto()
    TYPE_13 = auto()
    SUGGEST = auto()
    SURRENDER = auto()
    DECLARE = auto()
    DEALER = auto()
    CHANGE_STAKES = auto()
    CHANGE_RULES = auto()
    CHANGE_SEATS = auto()
    CASINO = auto()
    SEAT_LEAVES = auto()
    SEAT_SWAP = auto()
    SEAT_REPLACE = auto()
    NEXT_SEAT = auto()
    PREVIOUS_SEAT = auto()
    ZOOM_IN = auto()
    ZOOM_OUT = auto()
    ZOOM_RESET = auto()
    FOUR_COLOUR = auto()
    THEME = auto()
    SHORTCUTS = auto()
    ABOUT = auto()
    SHARE = auto()
    PLAYER_SEATS = auto()
