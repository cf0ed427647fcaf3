"""Test configuration: Qt runs offscreen unless a display was asked for."""

import os

if not os.environ.get("QT_QPA_PLATFORM"):
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
