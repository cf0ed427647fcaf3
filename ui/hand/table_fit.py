"""Fit the whole table in the window: a compact card size chosen from the Hand page's room.

At 1280x720 or 1366x768 all four seats and the result must be visible without
scrolling, so when the page's viewport is resized the largest compact factor
whose layout fits is chosen (on top of the user's own Ctrl +/- zoom). Below the
smallest factor the page scrolls, and focus scrolls its row into view.

A row that cannot be as narrow as the window (the picker beside six players' result)
wraps: its second part goes under its first, and the page scrolls down to it rather
than sideways, so no seat is pushed off the window's edge.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QBoxLayout, QScrollArea, QWidget

from scorekeeper_app.widgets.card_render import CardOptions

FITS = (1.0, 0.92, 0.85, 0.78, 0.72, 0.66, 0.6, 0.55, 0.5)  # 0.5: six seats in 1280 px
DELAY_MS = 40  # a drag-resize settles before the layout is measured


SIDE, UNDER = QBoxLayout.Direction.LeftToRight, QBoxLayout.Direction.TopToBottom


class TableFit(QObject):
    def __init__(
        self, scroll: QScrollArea, content: QWidget, options: CardOptions, wrap: QBoxLayout | None = None
    ) -> None:
        super().__init__(scroll)
        self.scroll, self.content, self.options, self.wrap = scroll, content, options, wrap
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
        """Choose and apply the largest factor that fits (the wrapping row side by side if it can
        be); returns it."""
        room = self.scroll.contentsRect().size()  # as if no scroll bar were shown
        self._fitting = True
        try:
            chosen = self._largest(room.width(), room.height(), SIDE)
            if self.wrap is not None and not self._fits_across(room.width(), room.height()):
                bar = self.scroll.verticalScrollBar().sizeHint().width()  # wrapped, it scrolls down
                chosen = self._largest(room.width() - bar, room.height(), UNDER)
            layout = self.content.layout()
            hint = layout.sizeHint() if layout is not None else None
            self._fitted_for = (hint.width(), hint.height()) if hint is not None else None
        finally:
            self._fitting = False
        return chosen

    def _fits_across(self, width: int, height: int) -> bool:
        """The layout as it is fits ``width``, beside the vertical scroll bar when it is too tall."""
        needed = self._needed(width)
        bar = self.scroll.verticalScrollBar().sizeHint().width()
        return needed[0] <= (width if needed[1] <= height else width - bar)

    def _largest(self, width: int, height: int, direction: QBoxLayout.Direction) -> float:
        """Set the largest factor whose layout fits ``width`` x ``height`` (else the smallest)."""
        if self.wrap is not None:
            self.wrap.setDirection(direction)
        chosen = FITS[-1]
        bar = self.scroll.verticalScrollBar().sizeHint().width()
        for factor in FITS:
            self.options.set_fit(factor)
            # wrapped texts measured beside a scroll bar: had one shown, the page still fits without it
            needed = self._needed(width - bar)
            if needed[0] <= width and needed[1] <= height:
                chosen = factor
                break
        self.options.set_fit(chosen)
        return chosen
