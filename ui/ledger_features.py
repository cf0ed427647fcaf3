"""Ledger, Settle up and Standings pages, corrections, export and import, wired into a main window.

``install_ledger_features(window, controller)`` is the one call the main window
makes: it adds the pages with ``window.add_page(title, widget, shortcut)`` and
puts the actions in the window's File and Edit menus (made if missing). Undo and
Redo are added only when the window has none yet.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from scorekeeper.errors import InputError
from scorekeeper_app.controller import SessionController
from scorekeeper_app.deferred_page import DeferredPage
from scorekeeper_app.export_dialogs import EXPORT_KINDS, SessionFiles
from scorekeeper_app.i18n import translate

if TYPE_CHECKING:  # the pages' modules load when a page is first shown (deferred_page.py)
    from scorekeeper_app.ledger_page import LedgerPage
    from scorekeeper_app.settle_page import SettlePage
    from scorekeeper_app.standings_page import StandingsPage


@dataclass
class LedgerFeatures:
    ledger_slot: DeferredPage[LedgerPage]
    settle_slot: DeferredPage[SettlePage]
    standings_slot: DeferredPage[StandingsPage]
    files: SessionFiles
    actions: dict[str, QAction] = field(default_factory=dict)

    @property
    def ledger_page(self) -> LedgerPage:
        return self.ledger_slot.page()

    @property
    def settle_page(self) -> SettlePage:
        return self.settle_slot.page()

    @property
    def standings_page(self) -> StandingsPage:
        return self.standings_slot.page()


def _menu(window: QMainWindow, title: str) -> QMenu:
    """The window's menu called ``title`` (``&File`` matches ``File``), made if missing.

    ``title`` is the English key of the window's ``menus`` when it has them (their text is translated).
    """
    menus = getattr(window, "menus", None)
    found = menus.get(title) if isinstance(menus, dict) else None
    if isinstance(found, QMenu):
        return found
    bar = window.menuBar()
    for action in bar.actions():
        menu = action.menu()
        if isinstance(menu, QMenu) and action.text().replace("&", "") == title.replace("&", ""):
            return menu
    return bar.addMenu(translate("Menus", title))


def _add(menu: QMenu, actions: list[QAction]) -> None:
    """Add at the end of the menu, but above a closing Quit (and its separator) when there is one."""
    items = menu.actions()
    quit_at = next(
        (
            i
            for i, a in enumerate(items)
            if a.objectName() == "quit" or QKeySequence(QKeySequence.StandardKey.Quit) in a.shortcuts()
        ),
        None,
    )
    if quit_at is None:
        menu.addSeparator()
        menu.addActions(actions)
        return
    before = items[quit_at - 1] if quit_at > 0 and items[quit_at - 1].isSeparator() else items[quit_at]
    menu.insertSeparator(before)
    menu.insertActions(before, actions)


def _has_shortcut(window: QMainWindow, key: QKeySequence.StandardKey) -> bool:
    wanted = QKeySequence(key)
    return any(wanted in action.shortcuts() for action in window.findChildren(QAction))


def _action(window: QMainWindow, text: str, slot: Any, shortcut: Any = None, tip: str = "") -> QAction:
    action = QAction(text, window)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    if tip:
        action.setStatusTip(tip)
    action.triggered.connect(lambda _checked=False: slot())
    return action


def install_ledger_features(window: QMainWindow, controller: SessionController) -> LedgerFeatures:
    """Add the Ledger (Ctrl+2), Settle up (Ctrl+3) and Standings (Ctrl+4) pages and their actions.

    Each page is built when first shown or used (:class:`DeferredPage`), not at start-up.
    """
    hand_page: Any = getattr(window, "hand_page", None)  # the closure below loses the callable() narrowing

    def correct_on_hand_page(record: Any) -> bool:
        """Issue 6: a recorded hand is corrected on the entry screen, with a reason."""
        if not hand_page.start_correction(record):
            return False  # the ledger falls back to its text dialog
        _show(window, hand_page)
        return True

    def build_ledger() -> LedgerPage:
        from scorekeeper_app.ledger_page import LedgerPage

        page = LedgerPage(controller)
        if callable(getattr(hand_page, "start_correction", None)):
            page.hand_editor = correct_on_hand_page
        return page

    def build_settle() -> SettlePage:
        from scorekeeper_app.settle_page import SettlePage

        return SettlePage(controller)

    def build_standings() -> StandingsPage:
        from scorekeeper_app.standings_page import StandingsPage

        return StandingsPage(controller)

    ledger_slot, settle_slot = DeferredPage(build_ledger), DeferredPage(build_settle)
    standings_slot = DeferredPage(build_standings)
    files = SessionFiles(controller, window)
    add_page = window.add_page  # type: ignore[attr-defined]
    add_page(translate("LedgerFeatures", "Ledger"), ledger_slot, "Ctrl+2", name="ledger")
    add_page(translate("LedgerFeatures", "Settle up"), settle_slot, "Ctrl+3", name="settle_up")
    add_page(translate("LedgerFeatures", "Standings"), standings_slot, "Ctrl+4", name="standings")
    features = LedgerFeatures(ledger_slot, settle_slot, standings_slot, files)
    actions = features.actions

    for key, kind in EXPORT_KINDS.items():
        actions[f"export_{key}"] = _action(
            window,
            translate("LedgerFeatures", "Export to {format}…").format(format=translate("Export", kind.mnemonic)),
            lambda k=key: files.export(k),
            "Ctrl+E" if key == "xlsx" else None,
            translate("LedgerFeatures", "Write the session as {format}").format(format=translate("Export", kind.title)),
        )
    actions["import_json"] = _action(
        window,
        translate("LedgerFeatures", "&Import session from JSON…"),
        files.import_json,
        tip=translate("LedgerFeatures", "Add a session exported from another book"),
    )
    _add(_menu(window, "&File"), [actions[f"export_{key}"] for key in EXPORT_KINDS] + [actions["import_json"]])

    edit_menu = _menu(window, "&Edit")
    if not _has_shortcut(window, QKeySequence.StandardKey.Undo):
        edit_menu.addSeparator()
        actions["undo"] = _action(
            window,
            translate("LedgerFeatures", "Undo"),
            lambda: _safely(controller, controller.undo),
            QKeySequence.StandardKey.Undo,
        )
        actions["redo"] = _action(
            window,
            translate("LedgerFeatures", "Redo"),
            lambda: _safely(controller, controller.redo),
            QKeySequence.StandardKey.Redo,
        )
        edit_menu.addAction(actions["undo"])
        edit_menu.addAction(actions["redo"])

    def on_selected_hand(act: str) -> None:
        """Correct or void the hand selected in the ledger (shown first, so the user sees which)."""
        ledger = features.ledger_page
        _show(window, ledger)
        number = ledger.selected_hand()
        if number is None:
            controller.failed.emit(translate("LedgerFeatures", "Select a hand in the ledger first"))
            return
        getattr(ledger, act)(number)

    actions["edit_hand"] = _action(
        window,
        translate("LedgerFeatures", "&Correct hand…"),
        lambda: on_selected_hand("edit_hand"),
        "Ctrl+Shift+E",
        translate("LedgerFeatures", "Correct a recorded hand"),
    )
    actions["void_hand"] = _action(
        window, translate("LedgerFeatures", "&Void hand…"), lambda: on_selected_hand("void_hand")
    )
    actions["copy_settlement"] = _action(
        window,
        translate("LedgerFeatures", "Copy settle-up as &text"),
        lambda: features.settle_page.copy_as_text(),
        "Ctrl+Shift+C",
    )
    actions["mark_settled"] = _action(
        window, translate("LedgerFeatures", "Mark &settled…"), lambda: features.settle_page.toggle_settled()
    )
    _add(edit_menu, [actions[name] for name in ("edit_hand", "void_hand", "copy_settlement", "mark_settled")])

    def update() -> None:
        has = controller.has_session()
        writable = has and not controller.session().settled
        for key in EXPORT_KINDS:
            actions[f"export_{key}"].setEnabled(has)
        if "undo" in actions:
            actions["undo"].setEnabled(controller.can_undo())
            actions["redo"].setEnabled(controller.can_redo())
        actions["edit_hand"].setEnabled(writable)
        actions["void_hand"].setEnabled(writable)
        actions["copy_settlement"].setEnabled(has)
        actions["mark_settled"].setEnabled(has)
        actions["mark_settled"].setText(
            translate("LedgerFeatures", "Re&open session…")
            if has and not writable
            else translate("LedgerFeatures", "Mark &settled…")
        )

    controller.changed.connect(update)
    update()
    return features


def _show(window: QMainWindow, page: Any) -> None:
    show_page = getattr(window, "show_page", None)
    if callable(show_page):
        show_page(page)


def _safely(controller: SessionController, action: Any) -> None:
    try:
        action()
    except InputError as exc:
        controller.failed.emit(str(exc))
