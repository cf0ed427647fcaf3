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
