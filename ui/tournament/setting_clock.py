"""A hand's setting clock: the seconds left, counted from a deadline (not from ticks, so a busy
moment never slows it), and one ``expired`` when it reaches zero. ``now`` is the monotonic clock
it reads (a test turns it forward instead of waiting)."""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

TICK_MS = 200  # a second shown changes within a fifth of a second


class SettingClock(QObject):
    ticked = Signal(int)  # seconds left
    expired = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.now: Callable[[], float] = time.monotonic
        self.deadline: float | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)

    @property
    def running(self) -> bool:
        return self.deadline is not None

    def start(self, seconds: int, *, elapsed: float = 0.0) -> None:
        """Count ``seconds`` down, ``elapsed`` of them gone already (a hand started before)."""
        self.deadline = self.now() + seconds - elapsed
        self.timer.start()
        self._tick()

    def stop(self) -> None:
        self.deadline = None
        self.timer.stop()

    def left(self) -> int:
        """Whole seconds left, rounded up (0 once the time is up)."""
        if self.deadline is None:
            return 0
        return max(0, math.ceil(self.deadline - self.now()))

    def _tick(self) -> None:
        left = self.left()
        self.ticked.emit(left)
        if left == 0:
            self.stop()
            self.expired.emit()


def clock_text(seconds: int) -> str:
    """``2:00``, ``0:07``."""
    return f"{seconds // 60}:{seconds % 60:02d}"
