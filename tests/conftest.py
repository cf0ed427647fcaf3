"""Test configuration: Qt runs offscreen unless a display was asked for, and the app's
"system" language is English whatever this machine's locale (tests pick others themselves)."""

import os

if not os.environ.get("QT_QPA_PLATFORM"):
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("SCOREKEEPER_LANGUAGE", "en")
