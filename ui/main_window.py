"""The main window: composes the start page, the session column and the pages, and
wires the registry's actions to them. Nothing is decided here.

Pages plug in with :meth:`MainWindow.add_page` (title, widget, shortcut).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSizePolicy,
    QStackedWidget,
    QTabWidget,
    QToolBar,
    QToolButton,
    QWidget,
)

from scorekeeper.errors import InputError
from scorekeeper.storage import Book, BookError
from scorekeeper_app import i18n, theme
from scorekeeper_app.actions import MENUS, REGISTRY, Act, build_actions, plain_text
from scorekeeper_app.book_watch import BookWatch
from scorekeeper_app.card_render import CardOptions
from scorekeeper_app.controller import SessionController
from scorekeeper_app.deferred_page import real_page
from scorekeeper_app.formatting import event_words, money_text, short_path
from scorekeeper_app.hand_page import HandPage
from scorekeeper_app.i18n import app_name, translate
from scorekeeper_app.rules_editor import rules_title
from scorekeeper_app.session_admin import SessionAdmin
from scorekeeper_app.session_changes import SessionChanges
from scorekeeper_app.session_panel import SessionPanel
from scorekeeper_app.settings import ZOOM_STEPS, Preferences
from scorekeeper_app.start_page import StartPage

if TYPE_CHECKING:
    from scorekeeper_app.new_session_dialog import NewSessionDialog

ERROR_SHOWN_MS = 8000


class PlaceholderPage(QLabel):
    """Stands in for a page another part of the app provides."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setObjectName("muted")


class MainWindow(QMainWindow):
    def __init__(
        self,
        controller: SessionController,
        prefs: Preferences,
        icon: QIcon | None = None,
        *,
        extra_pages: bool = True,
    ) -> None:
        super().__init__()
        self.controller, self.prefs = controller, prefs
        self.setWindowTitle(app_name())
        self.setObjectName("mainWindow")
        if icon is not None:
            self.setWindowIcon(icon)
        self.options = CardOptions(prefs.zoom, prefs.four_colour, self)
        self.new_session_dialog: NewSessionDialog | None = None
        self.page_actions: list[QAction] = []

        self.start_page = StartPage(icon)
        self.session_panel = SessionPanel()
        self.pages = QTabWidget()
        self.pages.setDocumentMode(True)
        self.pages.setObjectName("pages")
        self.hand_page = HandPage(controller, self.options)
        session_view = QWidget()
        row = QHBoxLayout(session_view)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.session_panel)
        row.addWidget(self.pages, 1)
        self.views = QStackedWidget()
        self.views.addWidget(self.start_page)
        self.views.addWidget(session_view)
        self.session_view = session_view
        self.setCentralWidget(self.views)

        self.session_changes = SessionChanges(
            controller, window=self, active_player=self._active_player, show_error=self.show_error
        )
        self.actions_by_id = build_actions(self)
        self.menus = self._build_menus()
        self._build_header()
        self._build_status_bar()
        self.hand_page.set_seat_actions([self.actions_by_id[a] for a, s in REGISTRY.items() if s.seat])
        self.actions_by_id[Act.FOUR_COLOUR].setChecked(self.options.four_colour)
        self._update_theme_text()

        self.add_page(translate("MainWindow", "Hand"), self.hand_page, "Ctrl+1", name="hand")
        self.ledger_features = self._install_pages(extra_pages)

        self.start_page.new_session_requested.connect(self.new_session)
        self.start_page.open_book_requested.connect(self.open_book)
        self.start_page.session_chosen.connect(self.open_session)
        self.start_page.book_chosen.connect(self.switch_book)
        self.session_admin = SessionAdmin(
            controller, window=self, refresh=self._refresh_start_page, show_error=self.show_error
        )
        self.start_page.rename_requested.connect(self.session_admin.rename)
        self.start_page.archive_requested.connect(self.session_admin.set_archived)
        self.start_page.delete_requested.connect(self.session_admin.delete)
        controller.changed.connect(self.refresh)
        controller.session_opened.connect(self._session_opened)
        controller.saved.connect(self._saved)
        controller.failed.connect(self.show_error)
        controller.changed_elsewhere.connect(self._changed_elsewhere)
        self.book_watch = BookWatch(controller, self)
        self.hand_page.entry_changed.connect(self._entry_changed)
        self.hand_page.message.connect(self.show_error)
        self.hand_page.correction_changed.connect(self.refresh)
        self.hand_page.stack.indexChanged.connect(self._stack_changed)
        self.pages.currentChanged.connect(self._page_changed)
        self.options.changed.connect(self._options_changed)
        self._restore_window()
        self.show_start_page()

    # -- composition ----------------------------------------------------------------------
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
        for act in (Act.UNDO, Act.REDO):  # "撤銷(&U)" in a menu, "撤銷" on a button
            self.actions_by_id[act].setIconText(plain_text(self.actions_by_id[act].text()))
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

    def add_page(self, title: str, widget: QWidget, shortcut: str | None = None, *, name: str = "") -> QAction:
        """Add a page (a tab beside Hand) and a View-menu action that shows it.

        ``title`` is shown (translated by the caller); ``name`` names the action (``page_<name>``).
        """
        self.pages.addTab(widget, title)
        action = QAction(title, self)
        action.setObjectName(f"page_{(name or title).lower().replace(' ', '_')}")
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
            action.setToolTip(f"{title} ({shortcut})")
        action.triggered.connect(lambda _checked=False, w=widget: self.show_page(w))
        view = self.menus["&View"]
        before = self._pages_anchor
        if before is not None:
            view.insertAction(before, action)
        else:
            view.addAction(action)
        self.page_actions.append(action)
        return action

    def _install_pages(self, wanted: bool) -> object | None:
        """Ledger and Settle up, when that part of the app is present (and wanted); placeholders otherwise."""
        try:
            if not wanted:
                raise ImportError("placeholders asked for")
            from scorekeeper_app.ledger_features import install_ledger_features
        except ImportError:
            self.add_page(
                translate("MainWindow", "Ledger"),
                PlaceholderPage(translate("MainWindow", "The ledger of recorded hands appears here.")),
                "Ctrl+2",
                name="ledger",
            )
            self.add_page(
                translate("MainWindow", "Settle up"),
                PlaceholderPage(translate("MainWindow", "Balances and transfers appear here.")),
                "Ctrl+3",
                name="settle_up",
            )
            return None
        return install_ledger_features(self, self.controller)

    # -- prompts (tests replace these) ---------------------------------------------------------
    def prompt_book_path(self) -> str | None:
        path, _filter = QFileDialog.getOpenFileName(
            self,
            translate("MainWindow", "Open a book"),
            str(self.controller.book_path.parent),
            translate("MainWindow", "Scorekeeper books (*.sqlite *.db);;All files (*)"),
            options=QFileDialog.Option.DontConfirmOverwrite,
        )
        return path or None

    def prompt_error(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, text)

    # -- pages and sessions -------------------------------------------------------------------
    def _refresh_start_page(self) -> None:
        self.start_page.refresh(
            self.controller.book.list_sessions(), self.controller.book_path, self.prefs.recent_books()
        )

    def show_start_page(self) -> None:
        self.hand_page.flush()
        self._refresh_start_page()
        self.views.setCurrentWidget(self.start_page)
        self.header_title.setText("")
        self.setWindowTitle(app_name())
        self.refresh_status()
        self.update_actions()
        self.start_page.sessions.setFocus()

    def show_page(self, widget: QWidget) -> None:
        if not self.controller.has_session():
            self.show_error(translate("MainWindow", "Open or start a session first"))
            return
        self.views.setCurrentWidget(self.session_view)
        widget = real_page(widget)  # a page built when first shown (deferred_page.py)
        self.pages.setCurrentWidget(widget)
        if widget is self.hand_page:
            self.hand_page.focus_entry()

    def restore_last_session(self) -> None:
        """Open the session that was open when the app last closed on this book."""
        sid = self.prefs.last_session(self.controller.book_path)
        known = {s.id for s in self.controller.book.list_sessions()}
        if sid in known:
            self.open_session(sid)

    def open_session(self, session_id: str) -> None:
        self.hand_page.flush()
        try:
            self.controller.open_session(session_id)
        except InputError as exc:
            self.show_error(str(exc))

    def _session_opened(self, session_id: str) -> None:
        self.prefs.set_last_session(self.controller.book_path, session_id)
        self.views.setCurrentWidget(self.session_view)
        page = self.prefs.page if 0 <= self.prefs.page < self.pages.count() else 0
        self.pages.setCurrentIndex(page)
        self.refresh()
        self.refresh_status()
        if self.pages.currentWidget() is self.hand_page:
            self.hand_page.focus_entry()

    def new_session(self) -> NewSessionDialog:
        """The new-session dialog (window-modal, not blocking)."""
        from scorekeeper_app.new_session_dialog import NewSessionDialog  # loaded when first needed: a faster start

        dialog = NewSessionDialog(self.controller.book.player_names(), self.controller.new_session, self)
        dialog.set_taken_names([s.name for s in self.controller.book.list_sessions()])
        dialog.accepted.connect(lambda: self._session_created(dialog))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.new_session_dialog = dialog
        dialog.open()
        return dialog

    def _session_created(self, dialog: NewSessionDialog) -> None:
        self.new_session_dialog = None
        if dialog.dealer:
            self.hand_page.model.set_dealer(dialog.dealer)
            self.hand_page.save_draft()
        self.activateWindow()  # back from the dialog: the table types here
        self.show_page(self.hand_page)

    def open_book(self) -> None:
        path = self.prompt_book_path()
        if path:
            self.switch_book(path)

    def switch_book(self, path: str) -> bool:
        if Path(path).resolve() == Path(self.controller.book_path).resolve():
            return True
        try:
            book = Book.open(path, exclusive=True)
        except (BookError, OSError) as exc:
            self.prompt_error(translate("MainWindow", "Cannot open the book"), str(exc))
            return False
        self.hand_page.flush()
        old = self.controller.book
        self.controller.book = book
        self.controller.session_id = None
        old.close()
        self.prefs.add_recent_book(book.path)
        self.show_start_page()
        self.restore_last_session()
        return True

    # -- refreshing -------------------------------------------------------------------------
    def refresh(self) -> None:
        if not self.controller.has_session():
            return
        session = self.controller.session()
        totals = self.controller.totals()
        stakes = session.stakes_for(session.next_hand)
        unit = money_text(stakes.unit, session.currency)
        rules = rules_title(session.rules_for(session.next_hand))
        self.header_title.setText(
            translate("MainWindow", "{session} · {rules} · {unit}/unit").format(
                session=session.name, rules=rules, unit=unit
            )
        )
        self.setWindowTitle(f"{session.name} — {app_name()}")
        self.session_panel.set_session(
            session.name,
            translate("MainWindow", "{date}\n{rules}\n{unit} a unit").format(date=session.date, rules=rules, unit=unit),
        )
        money = {name: t.money for name, t in totals.players.items()}
        self.session_panel.set_totals(money, session.currency, list(session.active))
        order = {name: i for i, name in enumerate(session.players)}
        own = sorted((sorted(pair, key=order.__getitem__), value) for pair, value in stakes.pairs.items())
        self.session_panel.set_stakes(
            [
                translate("MainWindow", "{a}–{b}: {amount} a unit").format(
                    a=a, b=b, amount=money_text(v, session.currency)
                )
                for (a, b), v in own
            ]
        )
        self._entry_changed()
        correcting = self.hand_page.correcting
        self.pages.setTabText(
            self.pages.indexOf(self.hand_page),
            translate("MainWindow", "Hand {number}").format(number=session.next_hand)
            if correcting is None
            else translate("MainWindow", "Correcting hand {number}").format(number=correcting),
        )
        self.update_actions()

    def _entry_changed(self) -> None:
        if not self.controller.has_session():
            return
        session = self.controller.session()
        self.session_panel.set_progress(
            dealer=self.hand_page.model.dealer, next_hand=session.next_hand, hands=len(session.live_hands())
        )

    def refresh_status(self) -> None:
        book = translate("MainWindow", "book: {path}").format(path=short_path(self.controller.book_path))
        if not self.controller.has_session():
            self.saved_label.setText(book)
            return
        session = self.controller.session()
        last = session.events[-1] if session.events else None
        if last is None:
            self.saved_label.setText(book)
            return
        what = event_words(last.kind, last.payload)
        self.saved_label.setText(
            translate("MainWindow", "Saved: {what} at {time} · {book}").format(
                what=what, time=last.at[11:16], book=book
            )
        )

    def _saved(self, text: str) -> None:
        book = translate("MainWindow", "book: {path}").format(path=short_path(self.controller.book_path))
        self.saved_label.setText(f"{text} · {book}")
        self.error_label.clear()

    def _changed_elsewhere(self) -> None:
        """Another writer changed the open session: say so; the views have read it again."""
        self.refresh_status()
        self.show_error(translate("MainWindow", "Updated: changed by another writer"))

    def show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self._error_timer.start(ERROR_SHOWN_MS)

    def _page_changed(self, index: int) -> None:
        if self.controller.has_session():
            self.prefs.page = index
        self.update_actions()

    def _stack_changed(self, _index: int) -> None:
        if shiboken6.isValid(self.views):  # the stack is cleared while the window is torn down
            self.update_actions()

    def update_actions(self) -> None:
        has = self.controller.has_session()
        on_hand = (
            has and self.views.currentWidget() is self.session_view and self.pages.currentWidget() is self.hand_page
        )
        for act, spec in REGISTRY.items():
            action = self.actions_by_id[act]
            if spec.needs == "hand":
                action.setEnabled(on_hand)
            elif spec.needs == "session":
                action.setEnabled(has)
        self.actions_by_id[Act.SUGGEST].setEnabled(on_hand and self.hand_page.can_suggest())
        stack = self.hand_page.stack
        undo, redo = self.actions_by_id[Act.UNDO], self.actions_by_id[Act.REDO]
        undo.setEnabled(on_hand and stack.canUndo())
        redo.setEnabled(on_hand and stack.canRedo())
        # what would be undone goes in the tooltip: changing the text every key would relayout the toolbar
        undo.setToolTip(
            translate("MainWindow", "Undo {what} (Ctrl+Z)").format(what=stack.undoText())
            if stack.canUndo()
            else translate("MainWindow", "Undo (Ctrl+Z)")
        )
        redo.setToolTip(
            translate("MainWindow", "Redo {what} (Ctrl+Shift+Z)").format(what=stack.redoText())
            if stack.canRedo()
            else translate("MainWindow", "Redo (Ctrl+Shift+Z)")
        )
        self._name_recorded_undo()

    def _name_recorded_undo(self) -> None:
        """Undo/Redo of recorded actions say what they would take back or put back."""
        has = self.controller.has_session()
        undo_what = self.controller.undo_text() if has else ""
        redo_what = self.controller.redo_text() if has else ""
        undo, redo = self.actions_by_id[Act.UNDO_RECORDED], self.actions_by_id[Act.REDO_RECORDED]
        undo.setEnabled(bool(undo_what))
        redo.setEnabled(bool(redo_what))
        undo.setText(
            translate("MainWindow", "Undo: {what}").format(what=undo_what)
            if undo_what
            else translate("Actions", REGISTRY[Act.UNDO_RECORDED].text)
        )
        redo.setText(
            translate("MainWindow", "Redo: {what}").format(what=redo_what)
            if redo_what
            else translate("Actions", REGISTRY[Act.REDO_RECORDED].text)
        )

    # -- slots of the registry ------------------------------------------------------------------
    def undo_recorded(self) -> None:
        self._safely(self.controller.undo)

    def redo_recorded(self) -> None:
        self._safely(self.controller.redo)

    def _safely(self, action: object) -> None:
        try:
            action()  # type: ignore[operator]
        except InputError as exc:
            self.show_error(str(exc))

    def _active_player(self) -> str | None:
        seats = self.hand_page.model.seats
        seat = self.hand_page.editor.active[0]
        return seats[seat] if 0 <= seat < len(seats) else None

    def previous_seat(self) -> None:
        self.hand_page.next_seat(-1)

    def _zoom_to(self, zoom: float) -> None:
        self.options.set_zoom(zoom)
        self.prefs.zoom = zoom

    def zoom_in(self) -> None:
        self._zoom_to(next((z for z in ZOOM_STEPS if z > self.options.zoom + 1e-9), ZOOM_STEPS[-1]))

    def zoom_out(self) -> None:
        self._zoom_to(next((z for z in reversed(ZOOM_STEPS) if z < self.options.zoom - 1e-9), ZOOM_STEPS[0]))

    def zoom_reset(self) -> None:
        self._zoom_to(1.0)

    def toggle_four_colour(self) -> None:
        on = self.actions_by_id[Act.FOUR_COLOUR].isChecked()
        self.options.set_four_colour(on)
        self.prefs.four_colour = on

    def cycle_theme(self) -> None:
        choices = theme.THEME_CHOICES
        self.prefs.theme = choices[(choices.index(self.prefs.theme) + 1) % len(choices)]
        app = QApplication.instance()
        if isinstance(app, QApplication):
            current = theme.apply(app, self.prefs.theme)
            app.setStyleSheet(theme.stylesheet(current))
        self._update_theme_text()
        self.hand_page.recheck()
        self.refresh()

    def _update_theme_text(self) -> None:
        names = {
            "system": translate("MainWindow", "system"),
            "light": translate("MainWindow", "light"),
            "dark": translate("MainWindow", "dark"),
        }
        theme_name = names.get(self.prefs.theme, self.prefs.theme)
        self.actions_by_id[Act.THEME].setText(translate("MainWindow", "&Theme: {theme}").format(theme=theme_name))

    def choose_language(self, code: str) -> None:
        """Keep the choice for the next start, and say so (in the chosen language's own name)."""
        self.prefs.language = code
        self.prefs.sync()
        for action in self.language_menu.actions():
            if action.isCheckable():
                action.setChecked(action.data() == code)
        wanted = i18n.resolve(code)
        if wanted == i18n.language():
            self.show_error(
                translate("MainWindow", "The app already runs in {language}").format(
                    language=i18n.language_name(wanted)
                )
            )
            return
        self.prompt_info(
            translate("MainWindow", "Language"),
            translate("MainWindow", "{language} is used from the next start of the app.").format(
                language=i18n.language_name(wanted)
            ),
        )

    def prompt_info(self, title: str, text: str) -> None:
        """A short notice (tests replace this)."""
        QMessageBox.information(self, title, text)

    def _options_changed(self) -> None:
        self.hand_page.updateGeometry()

    def show_shortcuts(self) -> None:
        from scorekeeper_app.shortcuts_dialog import ShortcutsDialog

        ShortcutsDialog(self.findChildren(QAction), self).open()

    def share_table(self) -> None:
        from scorekeeper_app.share_dialog import share_table  # the web server and segno load only to share

        share_table(self, self.controller)

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            translate("MainWindow", "About"),
            translate("MainWindow", "<b>{app}</b><br>Scores Chinese poker at the table.<br>Book: {book}").format(
                app=app_name(), book=short_path(self.controller.book_path)
            ),
        )

    # -- window state -----------------------------------------------------------------------------
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
