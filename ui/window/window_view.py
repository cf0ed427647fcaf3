"""The main window's view and help slots: zoom, deck colours, theme, language, guide, about, sharing."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication,
    QMessageBox,
)

from scorekeeper_app.settings import ZOOM_STEPS
from scorekeeper_app.widgets import theme
from scorekeeper_app.window.actions import Act
from scorekeeper_app.wording import i18n
from scorekeeper_app.wording.formatting import short_path
from scorekeeper_app.wording.i18n import app_name, translate

if TYPE_CHECKING:
    from scorekeeper_app.window.main_window import MainWindow


class WindowView(QObject):
    """View, language and help: a part of the main window."""

    def __init__(self, *, window: MainWindow) -> None:
        super().__init__(window)  # a child of the window: its slots go with it
        self.window = window

    def _zoom_to(self, zoom: float) -> None:
        self.window.options.set_zoom(zoom)
        self.window.prefs.zoom = zoom

    def zoom_in(self) -> None:
        self._zoom_to(next((z for z in ZOOM_STEPS if z > self.window.options.zoom + 1e-9), ZOOM_STEPS[-1]))

    def zoom_out(self) -> None:
        self._zoom_to(next((z for z in reversed(ZOOM_STEPS) if z < self.window.options.zoom - 1e-9), ZOOM_STEPS[0]))

    def zoom_reset(self) -> None:
        self._zoom_to(1.0)

    def toggle_four_colour(self) -> None:
        window = self.window
        on = window.actions_by_id[Act.FOUR_COLOUR].isChecked()
        window.options.set_four_colour(on)
        window.prefs.four_colour = on

    def cycle_theme(self) -> None:
        window = self.window
        choices = theme.THEME_CHOICES
        window.prefs.theme = choices[(choices.index(window.prefs.theme) + 1) % len(choices)]
        app = QApplication.instance()
        if isinstance(app, QApplication):
            current = theme.apply(app, window.prefs.theme)
            app.setStyleSheet(theme.stylesheet(current))
        self.update_theme_text()
        window.hand_page.recheck()
        window.refresh()

    def update_theme_text(self) -> None:
        window = self.window
        names = {
            "system": translate("MainWindow", "system"),
            "light": translate("MainWindow", "light"),
            "dark": translate("MainWindow", "dark"),
        }
        theme_name = names.get(window.prefs.theme, window.prefs.theme)
        text = translate("MainWindow", "&Theme: {theme}").format(theme=theme_name)
        window.actions_by_id[Act.THEME].setText(text)

    def choose_language(self, code: str) -> None:
        """Keep the choice for the next start, and say so (in the chosen language's own name)."""
        window = self.window
        window.prefs.language = code
        window.prefs.sync()
        for action in window.language_menu.actions():
            if action.isCheckable():
                action.setChecked(action.data() == code)
        wanted = i18n.resolve(code)
        if wanted == i18n.language():
            window.show_error(
                translate("MainWindow", "The app already runs in {language}").format(
                    language=i18n.language_name(wanted)
                )
            )
            return
        if window.prompt_restart(i18n.language_name(wanted)):
            self.restart_app()
            return
        window.prompt_info(
            translate("MainWindow", "Language"),
            translate("MainWindow", "{language} is used from the next start of the app.").format(
                language=i18n.language_name(wanted)
            ),
        )

    def restart_app(self) -> None:
        """Close (the entry is kept as a draft, the book let go) and start again on the book open now
        (a card room's URL, or a file opened since the start: not the one the start was given)."""
        window = self.window
        book = window.controller.book_location
        window.close()
        window.controller.book.close()
        frozen = getattr(sys, "frozen", False)
        window.launch(sys.executable, [*([] if frozen else sys.argv[:1]), book])
        QApplication.quit()

    def options_changed(self) -> None:
        self.window.hand_page.updateGeometry()

    def show_shortcuts(self) -> None:
        from scorekeeper_app.window.shortcuts_dialog import ShortcutsDialog

        ShortcutsDialog(self.window.findChildren(QAction), self.window).open()

    def share_table(self) -> None:
        from scorekeeper_app.share.share_dialog import share_table  # the web server and segno load only to share

        share_table(self.window, self.window.controller)

    def share_seats(self) -> None:
        from scorekeeper_app.share.seats_dialog import share_seats  # the web server and segno load only to share

        share_seats(self.window, self.window.controller)

    def show_about(self) -> None:
        QMessageBox.about(
            self.window,
            translate("MainWindow", "About"),
            translate("MainWindow", "<b>{app}</b><br>Scores Chinese poker at the table.<br>Book: {book}").format(
                app=app_name(), book=short_path(self.window.controller.book_location)
            ),
        )
