"""The Ledger, Settle up, Standings and Players pages and the session's files (export and import).

``build_ledger_features(controller, parent)`` makes them; each page is built when first
shown or asked for (:class:`~scorekeeper_app.widgets.deferred_page.DeferredPage`), not at
start-up. The main window adds the pages, and its action registry
(:mod:`scorekeeper_app.window.actions`) holds their actions: export, import, correct and void
the selected hand, copy the settle-up, mark settled, merge and unmerge players.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from scorekeeper_app.controller import SessionController
from scorekeeper_app.share.export_dialogs import SessionFiles
from scorekeeper_app.widgets.deferred_page import DeferredPage

if TYPE_CHECKING:  # the pages' modules load when a page is first shown (deferred_page.py)
    from scorekeeper_app.ledger.ledger_hand_actions import HandEditor
    from scorekeeper_app.ledger.ledger_page import LedgerPage
    from scorekeeper_app.ledger.standings_page import StandingsPage
    from scorekeeper_app.players.players_page import PlayersPage
    from scorekeeper_app.settle.settle_page import SettlePage


@dataclass
class LedgerFeatures:
    ledger_slot: DeferredPage[LedgerPage]
    settle_slot: DeferredPage[SettlePage]
    standings_slot: DeferredPage[StandingsPage]
    files: SessionFiles
    players_slot: DeferredPage[PlayersPage]

    @property
    def ledger_page(self) -> LedgerPage:
        return self.ledger_slot.page()

    @property
    def settle_page(self) -> SettlePage:
        return self.settle_slot.page()

    @property
    def standings_page(self) -> StandingsPage:
        return self.standings_slot.page()

    @property
    def players_page(self) -> PlayersPage:
        return self.players_slot.page()


def build_ledger_features(
    controller: SessionController,
    parent: QWidget,
    *,
    hand_editor: HandEditor | None = None,
    players_undo: Callable[[int], object] | None = None,
) -> LedgerFeatures:
    """The pages (built when first shown) and the files; ``hand_editor`` takes a hand to the
    Hand page for correction (the ledger's own dialog is used when it cannot); ``players_undo`` is
    told when the Players page's undo stack moves (the window names Undo after it)."""

    def build_ledger() -> LedgerPage:
        from scorekeeper_app.ledger.ledger_page import LedgerPage

        page = LedgerPage(controller)
        page.hand_editor = hand_editor
        return page

    def build_settle() -> SettlePage:
        from scorekeeper_app.settle.settle_page import SettlePage

        return SettlePage(controller)

    def build_standings() -> StandingsPage:
        from scorekeeper_app.ledger.standings_page import StandingsPage

        return StandingsPage(controller)

    def build_players() -> PlayersPage:
        from scorekeeper_app.players.players_page import PlayersPage

        page = PlayersPage(controller)
        if players_undo is not None:
            page.editor.stack.indexChanged.connect(players_undo)
        return page

    return LedgerFeatures(
        DeferredPage(build_ledger),
        DeferredPage(build_settle),
        DeferredPage(build_standings),
        SessionFiles(controller, parent),
        DeferredPage(build_players),
    )
