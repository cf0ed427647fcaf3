"""The main window's view and help slots: zoom, deck colours, theme, language, guide, about, sharing."""

from __future__ import annotations

import sys

from PySide6.QtCore import QProcess
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication,
    QMessageBox,
)

from scorekeeper_app.settings import ZOOM_STEPS
from scorekeeper_app.widgets import theme
from scorekeeper_app.window.actions import Act
from scorekeeper_app.window.main_window_base import MainWindowBase
from scorekeeper_app.wording import i18n
from scorekeeper_app.wording.formatting import short_path
from scorekeeper_app.wording.i18n import app_name, translate


class WindowView(MainWindowBase):
    """View, language and help."""

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
        if self.prompt_restart(i18n.language_name(wanted)):
            self.restart_app()
            return
        self.prompt_info(
            translate("MainWindow", "Language"),
            translate("MainWindow", "{language} is used from the next start of the app.").format(
                language=i18n.language_name(wanted)
            ),
        )

    def prompt_restart(self, language: str) -> bool:
        """Restart now in ``language``? (tests replace this)"""
        answer = QMessageBox.question(
            self,
            translate("MainWindow", "Language"),
            translate("MainWindow", "Restart the app now in {language}? The hand being typed is kept.").format(
                language=language
            ),
        )
        return answer == QMessageBox.StandardButton.Yes

    def restart_app(self) -> None:
        """Close (the entry is kept as a draft, the book let go) and start again on the book open now
        (a card room's URL, or a file opened since the start: not the one the start was given)."""
        book = self.controller.book_location
        self.close()
        self.controller.book.close()
        frozen = getattr(sys, "frozen", False)
        self.launch(sys.executable, [*([] if frozen else sys.argv[:1]), book])
        QApplication.quit()

    def launch(self, program: str, args: list[str]) -> None:
        QProcess.startDetached(program, args)

    def prompt_info(self, title: str, text: str) -> None:
        """A short notice (tests replace this)."""
        QMessageBox.information(self, title, text)

    def _options_changed(self) -> None:
        self.hand_page.updateGeometry()

    def show_shortcuts(self) -> None:
        from scorekeeper_app.window.shortcuts_dialog import ShortcutsDialog

        ShortcutsDialog(self.findChildren(QAction), self).open()

    def share_table(self) -> None:
        from scorekeeper_app.share.share_dialog import share_table  # the web server and segno load only to share

        share_table(self, self.controller)

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            translate("MainWindow", "About"),
            translate("MainWindow", "<b>{app}</b><br>Scores Chinese poker at the table.<br>Book: {book}").format(
                app=app_name(), book=short_path(self.controller.book_location)
            ),
        )
