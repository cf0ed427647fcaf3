"""The Ledger, Settle up and Standings pages and the session's files (export and import).

``build_ledger_features(controller, parent)`` makes them; the main window adds the pages
and its action registry (:mod:`scorekeeper_app.actions`) holds their actions: export,
import, correct and void the selected hand, copy the settle-up, mark settled.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QWidget

from scorekeeper_app.controller import SessionController
from scorekeeper_app.export_dialogs import SessionFiles
from scorekeeper_app.ledger_page import LedgerPage
from scorekeeper_app.settle_page import SettlePage
from scorekeeper_app.standings_page import StandingsPage


@dataclass
class LedgerFeatures:
    ledger_page: LedgerPage
    settle_page: SettlePage
    standings_page: StandingsPage
    files: SessionFiles


def build_ledger_features(controller: SessionController, parent: QWidget) -> LedgerFeatures:
    return LedgerFeatures(
        LedgerPage(controller), SettlePage(controller), StandingsPage(controller), SessionFiles(controller, parent)
    )
