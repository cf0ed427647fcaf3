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

FITS = (1.0, 0.92, 0.85, 0.78, 0.72, 0.66, 0.6, 0.55)
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
        content.installEventFilter(self)  # banners (a natural, a foul) make the seats taller: fit again
        self._fitting = False
        self._fitted_for: tuple[int, int] | None = None  # the content's wanted size after the last fit

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.scroll and event.type() == QEvent.Type.Resize:
            self._timer.start()
        elif watched is self.content and event.type() == QEvent.Type.LayoutRequest and not self._fitting:
            layout = self.content.layout()
            hint = layout.sizeHint() if layout is not None else None
            if hint is not None and (hint.width(), hint.height()) != self._fitted_for:
                self._timer.start()
        return False

    def schedule(self) -> None:
        self._timer.start()

    def _needed(self, width: int | None = None) -> tuple[int, int]:
        """The least room the content takes without clipping (its minimum width; its height at
        ``width`` when word-wrapped texts depend on it), as the scroll area itself decides."""
        layout = self.content.layout()
        assert layout is not None  # the Hand page's content always has its column
        for _level in range(4):  # rows, seats, rows of seats, the page: each level learns its new size by an event
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        layout.invalidate()
        layout.activate()
        least = layout.totalMinimumSize()
        height = least.height()
        if width is not None and layout.hasHeightForWidth():
            height = max(height, layout.totalHeightForWidth(max(width, least.width())))
        return least.width(), height

    def fit(self) -> float:
        """Choose and apply the largest factor that fits; returns it."""
        room = self.scroll.contentsRect().size()  # as if no scroll bar were shown
        chosen = FITS[-1]
        self._fitting = True
        try:
            for factor in FITS:
                self.options.set_fit(factor)
                width, height = self._needed(room.width())
                if width <= room.width() and height <= room.height():
                    chosen = factor
                    break
            self.options.set_fit(chosen)
            layout = self.content.layout()
            hint = layout.sizeHint() if layout is not None else None
            self._fitted_for = (hint.width(), hint.height()) if hint is not None else None
        finally:
            self._fitting = False
        return chosen
