"""Fit the whole table in the window: a compact card size chosen from the Hand page's room.

At 1280x720 or 1366x768 all four seats and the result must be visible without
scrolling, so when the page's viewport is resized the largest compact factor
whose layout fits is chosen (on top of the user's own Ctrl +/- zoom). Below the
smallest factor the page scrolls, and focus scrolls its row into view.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QScrollArea, QWidget

from scorekeeper_app.card_render import CardOptions

FITS = (1.0, 0.92, 0.85, 0.78, 0.72, 0.66, 0.6)
DELAY_MS = 40  # a drag-resize settles before the layout is measured


class TableFit(QObject):
    def __init__(self, scroll: QScrollArea, content: QWidget, options: CardOptions) -> None:
        super().__init__(scroll)
        self.scroll, self.content, self.options = scroll, content, options
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DELAY_MS)
        self._timer.timeout.connect(self.fit)
        scroll.installEventFilter(self)  # the area, not its viewport: scroll bars coming and going never re-fit

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._timer.start()
        return False

    def schedule(self) -> None:
        self._timer.start()

    def _needed(self) -> tuple[int, int]:
        layout = self.content.layout()
        assert layout is not None, "the content widget has its layout"
        for _level in range(4):  # rows, seats, rows of seats, the page: each level learns its new size by an event
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        layout.invalidate()
        layout.activate()
        hint = layout.sizeHint()
        return hint.width(), hint.height()

    def fit(self) -> float:
        """Choose and apply the largest factor that fits; returns it."""
        room = self.scroll.contentsRect().size()  # as if no scroll bar were shown
        chosen = FITS[-1]
        for factor in FITS:
            self.options.set_fit(factor)
            width, height = self._needed()
            if width <= room.width() and height <= room.height():
                chosen = factor
                break
        self.options.set_fit(chosen)
        return chosen
