"""The match in play (rule option ``match_hands``): one line above the result panel.

``Match 2: hand 1 of 5 · Amy +12, Bob -4 · match 1: Bob won``; hidden when no rules of the
session set ``match_hands``. The numbers are ``scorekeeper.session.match``'s, as ``session show`` gives.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from scorekeeper.amounts import format_amount
from scorekeeper.session import Session, matches
from scorekeeper_app.wording.i18n import translate


def match_text(session: Session) -> str:
    """The line for the next hand of ``session`` (empty without matches)."""
    rules = session.rules_for(session.next_hand)
    played = matches(session)
    if rules.match_hands is None and not played:
        return ""
    parts: list[str] = []
    current = played[-1] if played and not played[-1].complete else None
    if rules.match_hands is not None:
        number = current.number if current else len(played) + 1
        counted = current.counted if current else 0
        parts.append(
            translate("MatchLabel", "Match {number}: hand {hand} of {size}").format(
                number=number, hand=counted + 1, size=rules.match_hands
            )
        )
    if current is not None:
        money = sorted(current.money.items(), key=lambda item: -item[1])
        parts.append(", ".join(f"{name} {'+' if m > 0 else ''}{format_amount(m)}" for name, m in money))
    done = [m for m in played if m.complete]
    if done:
        last = done[-1]
        winner = last.winner
        parts.append(
            translate("MatchLabel", "match {number}: {winner} won").format(number=last.number, winner=winner)
            if winner
            else translate("MatchLabel", "match {number}: a tie at the top").format(number=last.number)
        )
    return " · ".join(parts)


class MatchLabel(QLabel):
    """Shows :func:`match_text`; hidden when there is nothing to say."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matchLabel")
        self.hide()

    def show_session(self, session: Session) -> None:
        text = match_text(session)
        self.setText(text)
        self.setVisible(bool(text))
