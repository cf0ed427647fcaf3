"""Start-up of the desktop app."""

from __future__ import annotations

import sys


def main() -> int:
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication(sys.argv)
    label = QLabel("Chinese Poker Scorekeeper")
    label.show()
    return app.exec()
