"""Texts with Qt's ``%n`` plural forms ("1 hand", "2 hands"; one form in Chinese).

``pyside6-lupdate`` marks a message as plural only when its count is a literal, so
each such text is spelled out here once with a literal count; the app calls
``translate(context, text, "", n)`` with the real count. This function never runs.
"""

from __future__ import annotations

from scorekeeper_app.wording.i18n import translate


def _for_lupdate() -> None:  # pragma: no cover - read by lupdate, never called
    translate("StartPage", "%n hand(s)", "", 1)
    translate("LedgerPage", "%n hand(s)", "", 1)
    translate("LedgerPage", "{shown} of %n hand(s)", "", 1)
    translate("SessionPanel", "%n hand(s) recorded", "", 1)
    translate("SettlePage", "{name}, %n hand(s)", "", 1)
    translate("SettlePage", "%n hand(s)", "", 1)
    translate("StandingsPage", "%n player(s), hands played from {since} to {until}", "", 1)
    translate("PlayersPage", "{name} (played %n session(s))?", "", 1)
    translate("TournamentWindow", "{value} in %n hand(s)", "", 1)
