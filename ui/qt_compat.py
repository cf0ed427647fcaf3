"""A guard against PySide6 6.12.0 on Python 3.11, imported first by the ``ui`` package.

That release's bindings hand back ``None`` from every void method, and ``True``
from ``Signal.emit``, without taking a reference to it (harmless on Python 3.12+,
where these objects are immortal). On 3.11 each such call (``setText``,
``painter.save``, any ``emit``...) drops the object's reference count by one,
and after a few thousand the interpreter aborts with "Fatal Python error:
none_dealloc" (or ``bool_dealloc``). PySide6 6.11.3 does not do this.

When the fault is measured here, the counts of ``None``, ``True`` and ``False``
are raised far out of reach, which makes them as immortal as they are on 3.12.
Nothing happens on a sound build.
"""

from __future__ import annotations

import ctypes
import sys

PROBE_CALLS = 16
HEADROOM = 1 << 48  # 2.8e14 faulty calls before a count could reach zero


def _drops(obj: object, call: object) -> bool:
    before = sys.getrefcount(obj)
    for _ in range(PROBE_CALLS):
        call()  # type: ignore[operator]
    return sys.getrefcount(obj) <= before - PROBE_CALLS


def faulty_singletons() -> list[object]:
    """The singletons whose references the PySide bindings drop, measured."""
    from PySide6.QtCore import QObject, QRectF, Signal

    class _Probe(QObject):
        ping = Signal()

    probe = _Probe()
    probe.ping.connect(lambda: None)
    rect = QRectF()
    found: list[object] = []
    if _drops(None, lambda: rect.setWidth(1.0)):
        found.append(None)
    if _drops(True, probe.ping.emit):
        found += [True, False]
    return found


def keep_singletons_alive() -> list[object]:
    """Apply the guard when needed; returns the objects it was applied to."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return []
    found = faulty_singletons()
    if found:
        found = [None, True, False]  # one fault found: guard all three
        for obj in found:
            ctypes.c_ssize_t.from_address(id(obj)).value += HEADROOM
    return found


APPLIED = keep_singletons_alive()
