"""The main window's menus (built from the action registry), its header bar and status bar, and
its place and size kept between starts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import (
    QLabel,
    QMenu,
    QSizePolicy,
    QToolBar,
    QToolButton,
    QWidget,
)

from scorekeeper_app.window.actions import MENUS, REGISTRY, Act
from scorekeeper_app.wording import i18n
from scorekeeper_app.wording.i18n import translate

if TYPE_CHECKING:
    from scorekeeper_app.window.main_window import MainWindow


class WindowChrome(QObject):
    """Menus, header and status bar: a part of the main window."""

    def __init__(self, *, window: MainWindow) -> None:
        super().__init__(window)  # a child of the window: its slots go with it
        self.window = window

    def build_menus(self) -> dict[str, QMenu]:
        window = self.window
        menus = {title: window.menuBar().addMenu(translate("Menus", title)) for title in MENUS}
        for act, spec in REGISTRY.items():
            if spec.separator_before:
                menus[spec.menu].addSeparator()
            menus[spec.menu].addAction(window.actions_by_id[act])
        window.paging.anchor = menus["&View"].actions()[0] if menus["&View"].actions() else None
        window.language_menu = self._build_language_menu(menus["&View"])
        return menus

    def _build_language_menu(self, view: QMenu) -> QMenu:
        """View > Language: the system's or a chosen one, kept in QSettings, used from the next start."""
        view.addSeparator()
        menu = view.addMenu(translate("MainWindow", "&Language"))
        menu.setObjectName("languageMenu")
        group = QActionGroup(menu)
        system = i18n.language_name(i18n.system_language())
        choices = [("system", translate("MainWindow", "System ({language})").format(language=system))]
        choices += [(code, i18n.language_name(code)) for code in i18n.LANGUAGES]
        for code, text in choices:
            action = menu.addAction(text)
            action.setObjectName(f"language_{code}")
            action.setCheckable(True)
            action.setChecked(code == self.window.prefs.language)
            action.setData(code)
            group.addAction(action)
            action.triggered.connect(lambda _checked=False, code=code: self.window.choose_language(code))
        menu.addSeparator()
        note = menu.addAction(translate("MainWindow", "A new language is used from the next start"))
        note.setEnabled(False)
        return menu

    def build_header(self) -> None:
        window = self.window
        bar = QToolBar(translate("MainWindow", "Session"))
        bar.setObjectName("header")
        bar.setMovable(False)
        bar.setFloatable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        window.header_title = QLabel()
        window.header_title.setObjectName("headerTitle")
        bar.addWidget(window.header_title)
        spacer = QWidget()
        spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        bar.addWidget(spacer)
        record = window.actions_by_id[Act.RECORD]
        record.setIconText(translate("MainWindow", "Record  Ctrl+↵"))
        # Beside Record these undo the typing (Ctrl+Z), not a recorded hand: the buttons say so. Taking a
        # hand back writes to the audit trail (a casino asks the manager), so it stays a named menu item.
        window.actions_by_id[Act.UNDO].setIconText(translate("MainWindow", "Undo typing"))
        window.actions_by_id[Act.REDO].setIconText(translate("MainWindow", "Redo typing"))
        for act in (Act.RECORD, Act.UNDO, Act.REDO):
            bar.addAction(window.actions_by_id[act])
        bar.widgetForAction(record).setObjectName("recordButton")
        more = QToolButton()
        more.setObjectName("moreButton")
        more.setText("⋯")
        more.setToolTip(translate("MainWindow", "More: every menu"))
        more.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        more_menu = QMenu(more)
        for menu in window.menus.values():
            more_menu.addMenu(menu)
        more.setMenu(more_menu)
        bar.addWidget(more)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        window.header = bar

    def build_status_bar(self) -> None:
        window = self.window
        window.saved_label = QLabel()
        window.saved_label.setObjectName("savedLabel")
        window.error_label = QLabel()
        window.error_label.setObjectName("statusError")
        window.statusBar().addWidget(window.saved_label, 1)
        window.statusBar().addPermanentWidget(window.error_label)

    # -- the window's place and size, kept between starts ------------------------------------------
    def restore(self) -> None:
        window = self.window
        geometry, state = window.prefs.window_state()
        if geometry is None or not window.restoreGeometry(geometry):
            window.resize(1400, 900)
        if state is not None:
            window.restoreState(state)

    def keep(self) -> None:
        """Where the window is and how large, for the next start (on close)."""
        window = self.window
        window.prefs.set_window_state(window.saveGeometry(), window.saveState())
        window.prefs.sync()
