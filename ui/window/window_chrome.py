"""The main window's menus (built from the action registry), its header bar and status bar, and
its place and size kept between starts."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QActionGroup, QCloseEvent
from PySide6.QtWidgets import (
    QLabel,
    QMenu,
    QSizePolicy,
    QToolBar,
    QToolButton,
    QWidget,
)

from scorekeeper_app.window.actions import MENUS, REGISTRY, Act
from scorekeeper_app.window.main_window_base import MainWindowBase
from scorekeeper_app.wording import i18n
from scorekeeper_app.wording.i18n import translate


class WindowChrome(MainWindowBase):
    """Menus, header and status bar."""

    def _build_menus(self) -> dict[str, QMenu]:
        menus = {title: self.menuBar().addMenu(translate("Menus", title)) for title in MENUS}
        for act, spec in REGISTRY.items():
            if spec.separator_before:
                menus[spec.menu].addSeparator()
            menus[spec.menu].addAction(self.actions_by_id[act])
        self._pages_anchor = menus["&View"].actions()[0] if menus["&View"].actions() else None
        self.language_menu = self._build_language_menu(menus["&View"])
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
            action.setChecked(code == self.prefs.language)
            action.setData(code)
            group.addAction(action)
            action.triggered.connect(lambda _checked=False, code=code: self.choose_language(code))
        menu.addSeparator()
        note = menu.addAction(translate("MainWindow", "A new language is used from the next start"))
        note.setEnabled(False)
        return menu

    def _build_header(self) -> None:
        bar = QToolBar(translate("MainWindow", "Session"))
        bar.setObjectName("header")
        bar.setMovable(False)
        bar.setFloatable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.header_title = QLabel()
        self.header_title.setObjectName("headerTitle")
        bar.addWidget(self.header_title)
        spacer = QWidget()
        spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        bar.addWidget(spacer)
        record = self.actions_by_id[Act.RECORD]
        record.setIconText(translate("MainWindow", "Record  Ctrl+↵"))
        # Beside Record these undo the typing (Ctrl+Z), not a recorded hand: the buttons say so. Taking a
        # hand back writes to the audit trail (a casino asks the manager), so it stays a named menu item.
        self.actions_by_id[Act.UNDO].setIconText(translate("MainWindow", "Undo typing"))
        self.actions_by_id[Act.REDO].setIconText(translate("MainWindow", "Redo typing"))
        for act in (Act.RECORD, Act.UNDO, Act.REDO):
            bar.addAction(self.actions_by_id[act])
        bar.widgetForAction(record).setObjectName("recordButton")
        more = QToolButton()
        more.setObjectName("moreButton")
        more.setText("⋯")
        more.setToolTip(translate("MainWindow", "More: every menu"))
        more.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        more_menu = QMenu(more)
        for menu in self.menus.values():
            more_menu.addMenu(menu)
        more.setMenu(more_menu)
        bar.addWidget(more)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.header = bar

    def _build_status_bar(self) -> None:
        self.saved_label = QLabel()
        self.saved_label.setObjectName("savedLabel")
        self.error_label = QLabel()
        self.error_label.setObjectName("statusError")
        self.statusBar().addWidget(self.saved_label, 1)
        self.statusBar().addPermanentWidget(self.error_label)
        self._error_timer = QTimer(self)
        self._error_timer.setSingleShot(True)
        self._error_timer.timeout.connect(self.error_label.clear)

    # -- the window's place and size, kept between starts ------------------------------------------
    def _restore_window(self) -> None:
        geometry, state = self.prefs.window_state()
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1400, 900)
        if state is not None:
            self.restoreState(state)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.hand_page.flush()
        self.prefs.set_window_state(self.saveGeometry(), self.saveState())
        self.prefs.sync()
        event.accept()
