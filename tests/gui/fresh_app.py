"""Drive ``scorekeeper-app`` in a process of its own, as a user at the keyboard does.

    python -m tests.gui.fresh_app BOOK STEPS_JSON

The app starts through its own ``main([BOOK])`` (the path every real start, restart after
a crash and language restart takes); once its window is up, the steps run, each key going
to whichever widget has the keyboard (an open menu first), and one line ``RESULT {...}``
says where the focus was, what the Hand page holds and which dialogs are open. Steps:

- ``["new_session", name, players]``: start a session through the controller (a first run);
- ``["focus"]``: note the widget that has the keyboard focus;
- ``["type", keys]``: type the keys;
- ``["alt", key_name]``: press Alt+key (a menu's mnemonic), e.g. ``["alt", "Key_S"]``;
- ``["key", key_name]``: press one key, e.g. ``["key", "Key_Escape"]``;
- ``["language", code]``: View > Language, answering Yes to the restart (the relaunch is noted, not run);
- ``["crash"]``: end the process at once once the draft is in the book (no closing, as in a crash).
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

import scorekeeper_app.app  # noqa: E402
from scorekeeper_app.hand.hand_entry import ROWS  # noqa: E402
from scorekeeper_app.window.main_window import MainWindow  # noqa: E402
from scorekeeper_app.wording import i18n  # noqa: E402

READY_MS = 10_000


def keyboard() -> QWidget | None:
    """Where a key goes: an open menu, else the focus widget."""
    return QApplication.activePopupWidget() or QApplication.focusWidget()


def describe(widget: QWidget | None) -> dict[str, Any]:
    slot = getattr(widget, "slot", None)
    return {
        "class": type(widget).__name__ if widget is not None else None,
        "slot": list(slot) if isinstance(slot, tuple) else None,
    }


def main_window() -> MainWindow | None:
    return next((w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()), None)


def type_keys(text: str, dropped: list[str]) -> None:
    for char in text:
        target = keyboard()
        if target is None:  # nothing takes keys: the key is lost, as at the table
            dropped.append(char)
            continue
        QTest.keyClicks(target, char)


def run(steps: list[list[Any]], report: dict[str, Any]) -> None:
    waited = 0
    while (main_window() is None or QApplication.activeWindow() is None) and waited < READY_MS:
        QTest.qWait(20)
        waited += 20
    window = main_window()
    assert window is not None, "the window did not come up"
    QTest.qWait(100)  # what a user's eye takes: the start-up's queued work has run
    report.update(focus=[], dropped=[], launched=None)
    for step in steps:
        kind, args = step[0], step[1:]
        if kind == "new_session":
            window.controller.new_session(name=args[0], players=args[1], rules="classic-2-4")
        elif kind == "focus":
            report["focus"].append(describe(QApplication.focusWidget()))
        elif kind == "type":
            type_keys(args[0], report["dropped"])
        elif kind in ("alt", "key"):
            modifier = Qt.KeyboardModifier.AltModifier if kind == "alt" else Qt.KeyboardModifier.NoModifier
            target = keyboard()
            assert target is not None
            QTest.keyClick(target, getattr(Qt.Key, args[0]), modifier)
        elif kind == "language":
            window.prompt_restart = lambda _language: True  # type: ignore[method-assign]
            window.launch = lambda program, argv: report.update(launched=argv)  # type: ignore[method-assign]
            window.choose_language(args[0])
            return  # the window closed itself to restart
        elif kind == "crash":
            window.hand_page.flush()
            window.hand_page.save_draft()
            print("RESULT " + json.dumps(report), flush=True)
            os._exit(3)
        QTest.qWait(30)
    page = window.hand_page
    report["rows"] = {
        f"{seat} {row}": [str(c) for c in page.model.cards((seat, row))] for seat, row in page.model.slots()
    }
    report["seats"] = page.model.seats
    report["language"] = i18n.language()
    report["draft_offered"] = page.pending_draft is not None
    report["dialogs"] = [type(w).__name__ for w in QApplication.topLevelWidgets() if w.isVisible() and w is not window]
    report["messages"] = {f"{s} {row}": w.message(row) for s, w in enumerate(page.seat_widgets) for row in ROWS}
    window.close()


def main(argv: list[str]) -> int:
    book, steps = argv[0], json.loads(argv[1])
    report: dict[str, Any] = {}

    def drive() -> None:
        try:
            run(steps, report)
        except BaseException as exc:  # the report says what went wrong; the test shows it
            report["error"] = repr(exc)
        print("RESULT " + json.dumps(report), flush=True)
        for widget in QApplication.topLevelWidgets():
            widget.close()
        QApplication.quit()

    QTimer.singleShot(0, drive)
    return scorekeeper_app.app.main([book])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
