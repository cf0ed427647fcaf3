"""A tall page (the rules editor) inside a scroll area, so the dialog holding it fits a laptop's
720 px: the page keeps its own size and scrolls, and the field that takes the focus is
scrolled into view, so Tab never walks into a field that cannot be seen."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFrame, QScrollArea, QWidget

FOCUS_MARGIN = 24  # px kept around the focused field


class ScrollPage(QScrollArea):
    """``page`` scrolled vertically; wide enough that it never scrolls sideways."""

    def __init__(self, page: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.page = page
        self.setWidget(page)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll_bar = self.verticalScrollBar().sizeHint().width()
        self.setMinimumWidth(page.minimumSizeHint().width() + scroll_bar)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._follow_focus)

    def _follow_focus(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and new is not self.page and self.page.isAncestorOf(new):
            self.ensureWidgetVisible(new, FOCUS_MARGIN, FOCUS_MARGIN)


def fit_to_screen(dialog: QWidget, scroll: ScrollPage, *, margin: int = 48) -> None:
    """The dialog as tall as its scrolled page wants, at most the screen's available height (less a
    title bar): it opens without a scroll bar where the screen has room for the whole page."""
    screen = dialog.screen()
    room = screen.availableGeometry().height() - margin if screen is not None else 10_000
    around = dialog.sizeHint().height() - scroll.sizeHint().height()  # the buttons and the margins
    wanted = scroll.page.sizeHint().height() + 2 * scroll.frameWidth() + around
    dialog.resize(dialog.sizeHint().width(), max(200, min(wanted, room)))
