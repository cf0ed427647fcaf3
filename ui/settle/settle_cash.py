"""The Settle up page's cash check for a casino table with stacks: money in, money out, what is
still on the table and the house, and why the session cannot close yet.

The figures and the problems are the engine's (``casino.settle_up.cash_json``, the ``"cash"``
of ``scorekeeper session settle``), in the command line's words; *Mark settled* is refused
with the engine's own refusal (``casino.prepare.check_close``).
"""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout, QWidget

from scorekeeper.errors import InputError
from scorekeeper.session import Session
from scorekeeper_app.widgets import theme
from scorekeeper_app.wording.formatting import money_text
from scorekeeper_app.wording.i18n import translate


def close_refusal(session: Session) -> str:
    """Why the engine refuses to close the session ("cannot close: money in 800 is not ..."), or ""."""
    from scorekeeper.casino import check_close

    try:
        check_close(session)
    except InputError as exc:
        return str(exc)
    return ""


class CashBox(QGroupBox):
    """Hidden unless the session keeps stacks (buy-ins, cash-outs or table stakes)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("SettleCash", "Cash at the table"), parent)
        self.setObjectName("settleCash")
        self.figures = QLabel()
        self.figures.setWordWrap(True)
        self.problems = QLabel()
        self.problems.setObjectName("settleCashProblems")
        self.problems.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.figures)
        layout.addWidget(self.problems)
        self.hide()

    def refresh(self, session: Session | None) -> None:
        if session is None or not session.casino.uses_stacks:
            self.hide()
            return
        from scorekeeper.casino import cash_json

        cash = cash_json(session)
        cur = session.currency
        self.figures.setText(
            translate(
                "SettleCash",
                "Money in {money_in} · money out {money_out} · still on the table {on_table} · house {house}",
            ).format(
                money_in=money_text(Decimal(cash["in"]), cur),
                money_out=money_text(Decimal(cash["out"]), cur),
                on_table=money_text(Decimal(cash["on_table"]), cur),
                house=money_text(Decimal(cash["house"]), cur),
            )
        )
        problems: list[str] = cash["problems"]
        if problems:
            self.problems.setText(
                translate("SettleCash", "⚠ Not ready to settle: {problems}").format(problems="\n".join(problems))
            )
            self.problems.setStyleSheet(f"color: {theme.current().error.name()}; font-weight: bold")
        else:
            self.problems.setText(translate("SettleCash", "✓ Money in = money out + house: every stack is cashed out"))
            self.problems.setStyleSheet(f"color: {theme.current().up.name()}")
        self.show()
