"""The File and Edit menus' entries of the action registry, in menu order: sessions and books,
export and import, quit; undo and redo, correcting and voiding a hand, the settle-up's copy and
mark settled. The whole registry, in order: :data:`scorekeeper_app.window.actions.REGISTRY`.
"""

from __future__ import annotations

from typing import Any

from scorekeeper_app.window.action_ids import Act
from scorekeeper_app.window.action_spec import SK, ActionSpec, export_spec
from scorekeeper_app.wording.i18n import QT_TRANSLATE_NOOP, translate


def _open_tournament(window: Any) -> None:
    from scorekeeper_app.tournament.tournament_window import open_tournament  # only when asked for

    open_tournament(window)


FILE_AND_EDIT: dict[Act, ActionSpec] = {
    Act.NEW_SESSION: ActionSpec(
        "&File",
        QT_TRANSLATE_NOOP("Actions", "&New session…"),
        lambda w: w.new_session,
        (SK.New,),
        QT_TRANSLATE_NOOP("Actions", "Seat players, agree stakes and rules"),
    ),
    Act.OPEN_BOOK: ActionSpec(
        "&File",
        QT_TRANSLATE_NOOP("Actions", "&Open book…"),
        lambda w: w.open_book,
        (SK.Open,),
        QT_TRANSLATE_NOOP("Actions", "Use another book file"),
    ),
    Act.OPEN_SERVER_BOOK: ActionSpec(
        "&File",
        QT_TRANSLATE_NOOP("Actions", "Open a card room's &server book…"),
        lambda w: w.books.open_server_book,
        ("Ctrl+Shift+O",),
        QT_TRANSLATE_NOOP("Actions", "Use a book on a PostgreSQL server: postgresql://user@host:port/database"),
    ),
    Act.START_PAGE: ActionSpec(
        "&File",
        QT_TRANSLATE_NOOP("Actions", "&Sessions and books"),
        lambda w: w.show_start_page,
        ("Alt+Home",),
        QT_TRANSLATE_NOOP("Actions", "The start page: open another session"),
    ),
    Act.TOURNAMENT: ActionSpec(
        "&File",
        QT_TRANSLATE_NOOP("Actions", "&Tournament…"),
        lambda w: lambda: _open_tournament(w),
        ("Ctrl+Shift+T",),
        QT_TRANSLATE_NOOP("Actions", "An event on several tables: registration, the draw, hands, balancing, payouts"),
    ),
    Act.EXPORT_XLSX: export_spec("xlsx", "&Excel", "Excel", ("Ctrl+E",), separator_before=True),
    Act.EXPORT_CSV: export_spec("csv", "C&SV", "CSV", ("Ctrl+Alt+E",)),
    Act.EXPORT_JSON: export_spec("json", "&JSON", "JSON", ("Ctrl+Alt+Shift+E",)),
    Act.IMPORT_JSON: ActionSpec(
        "&File",
        "",
        lambda w: w.ledger_features.files.import_json,
        ("Ctrl+I",),
        ledger=True,
        label=lambda: translate("LedgerFeatures", "&Import session from JSON…"),
        tip_label=lambda: translate("LedgerFeatures", "Add a session exported from another book"),
    ),
    Act.QUIT: ActionSpec(
        "&File",
        QT_TRANSLATE_NOOP("Actions", "&Quit"),
        lambda w: w.close,
        ("Ctrl+Q",),
        QT_TRANSLATE_NOOP("Actions", "Close the window (the entry is kept)"),
        separator_before=True,
    ),
    Act.UNDO: ActionSpec(
        "&Edit",
        QT_TRANSLATE_NOOP("Actions", "&Undo"),
        lambda w: w.paging.undo,  # the entry's typing; on the Players page, a merge or unmerge
        (SK.Undo,),
        QT_TRANSLATE_NOOP("Actions", "Undo the last change to the entry"),
        "hand",
    ),
    Act.REDO: ActionSpec(
        "&Edit",
        QT_TRANSLATE_NOOP("Actions", "&Redo"),
        lambda w: w.paging.redo,
        ("Ctrl+Shift+Z", "Ctrl+Y"),
        QT_TRANSLATE_NOOP("Actions", "Redo in the entry"),
        "hand",
    ),
    Act.UNDO_RECORDED: ActionSpec(
        "&Edit",
        QT_TRANSLATE_NOOP("Actions", "Undo last recorded action"),
        lambda w: w.undo_recorded,
        ("Ctrl+Alt+Z",),
        QT_TRANSLATE_NOOP("Actions", "Take back the last recorded hand or change (kept in the session's history)"),
        "session",
        separator_before=True,
    ),
    Act.REDO_RECORDED: ActionSpec(
        "&Edit",
        QT_TRANSLATE_NOOP("Actions", "Redo recorded action"),
        lambda w: w.redo_recorded,
        ("Ctrl+Alt+Shift+Z",),
        QT_TRANSLATE_NOOP("Actions", "Put back what was undone"),
        "session",
    ),
    Act.EDIT_HAND: ActionSpec(
        "&Edit",
        "",
        lambda w: w.paging.correct_selected_hand,
        ("Ctrl+Shift+E",),
        needs="writable",
        ledger=True,
        separator_before=True,
        label=lambda: translate("LedgerFeatures", "&Correct hand…"),
        tip_label=lambda: translate("LedgerFeatures", "Correct a recorded hand"),
    ),
    Act.VOID_HAND: ActionSpec(
        "&Edit",
        "",
        lambda w: w.paging.void_selected_hand,
        ("Ctrl+Shift+V",),
        needs="writable",
        ledger=True,
        label=lambda: translate("LedgerFeatures", "&Void hand…"),
    ),
    Act.COPY_SETTLEMENT: ActionSpec(
        "&Edit",
        "",
        lambda w: w.ledger_features.settle_page.copy_as_text,
        ("Ctrl+Shift+C",),
        needs="session",
        ledger=True,
        label=lambda: translate("LedgerFeatures", "Copy settle-up as &text"),
    ),
    Act.MARK_SETTLED: ActionSpec(
        "&Edit",
        "",
        lambda w: w.ledger_features.settle_page.toggle_settled,
        ("Ctrl+Shift+K",),
        needs="session",
        ledger=True,
        label=lambda: translate("LedgerFeatures", "Mark &settled…"),
    ),
}
