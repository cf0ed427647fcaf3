"""A tab's stand-in until its page is first shown or asked for.

Building the Ledger, Settle up and Standings pages (and importing their modules,
QtCharts among them) was a third of the app's start-up, for pages the first screen
does not show. A :class:`DeferredPage` takes their place in the window's tabs; the
first time it is shown, or code asks for :meth:`DeferredPage.page`, it builds the
real page and puts it in its own place (same index, same title), so afterwards the
tab holds the page itself, as if it had been built at start-up.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtCore import QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QTabWidget, QWidget

Page = TypeVar("Page", bound=QWidget)


class DeferredPage(QWidget, Generic[Page]):
    def __init__(self, build: Callable[[], Page]) -> None:
        super().__init__()
        self._build: Callable[[], Page] | None = build
        self._page: Page | None = None

    def page(self) -> Page:
        """The real page, built (and put in this tab's place) now if it was not yet."""
        if self._page is None:
            assert self._build is not None
            self._page, self._build = self._build(), None
            self._swap(self._page)
        return self._page

    def built(self) -> Page | None:
        """The real page if it was built, else None (nothing is built)."""
        return self._page

    def _swap(self, page: QWidget) -> None:
        tabs = self.parentWidget()
        while tabs is not None and not isinstance(tabs, QTabWidget):
            tabs = tabs.parentWidget()
        if tabs is None or (index := tabs.indexOf(self)) < 0:
            page.setParent(self)  # not in a tab: the page lives inside its stand-in
            return
        current = tabs.currentIndex() == index
        blocked = tabs.blockSignals(True)  # the same tab stays current: no page change to announce
        try:
            tabs.insertTab(index, page, tabs.tabIcon(index), tabs.tabText(index))
            tabs.setTabToolTip(index, tabs.tabToolTip(index + 1))
            tabs.removeTab(index + 1)
            if current:
                tabs.setCurrentIndex(index)
        finally:
            tabs.blockSignals(blocked)
        self.deleteLater()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # Shown by a click on its tab (code goes through page()): build once this event is done.
        QTimer.singleShot(0, self.page)


def real_page(widget: QWidget) -> QWidget:
    """The page a tab stands for: a DeferredPage's real page (built now), any other widget itself."""
    return widget.page() if isinstance(widget, DeferredPage) else widget
