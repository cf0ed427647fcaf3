"""The settlement slip: one A4 page per session, or per player, that an accountant files.

Table, date, hands, each balance, the transfers, the house's take, the fingerprint and
signature lines; a second print of the same slip is marked REPRINT (the slip event in
the audit trail says which copy it was).
"""

from __future__ import annotations

import datetime
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING

from scorekeeper.atomic import write_atomically
from scorekeeper.casino.pdf import A4, Page, Pdf
from scorekeeper.casino.state import HOUSE
from scorekeeper.casino.view import casino_view
from scorekeeper.money import money_places

if TYPE_CHECKING:
    from scorekeeper.ledger import Settlement
    from scorekeeper.session import Session

LEFT, RIGHT = 56.0, A4[0] - 56.0
ZERO = Decimal(0)


def money_text(amount: Decimal, currency: str) -> str:
    """``1,234.50 EUR``: grouped, with the currency's decimals (more only when the amount needs them)."""
    places = money_places(amount, currency)
    return f"{format(amount, f',.{places}f')} {currency}".strip()


class _Writer:
    """Lines down the page, starting a new page when one is full."""

    def __init__(self, pdf: Pdf, *, reprint: bool) -> None:
        self.pdf, self.reprint = pdf, reprint
        self.page: Page = self._new_page()
        self.y = A4[1] - 64

    def _new_page(self) -> Page:
        page = self.pdf.page()
        if self.reprint:
            page.text(120, 260, "REPRINT", size=110, bold=True, grey=0.86, angle=(0.819, 0.574))
        return page

    def need(self, height: float) -> None:
        if self.y - height < 64:
            self.page, self.y = self._new_page(), A4[1] - 64

    def line(self, text: str, *, size: float = 10, bold: bool = False, gap: float = 4, right: str = "") -> None:
        self.need(size + gap)
        self.page.text(LEFT, self.y, text, size=size, bold=bold)
        if right:
            self.page.text(RIGHT, self.y, right, size=size, bold=bold, right=True)
        self.y -= size + gap

    def columns(self, cells: list[str], stops: list[float], *, bold: bool = False, shade: bool = False) -> None:
        self.need(16)
        if shade:
            self.page.box(LEFT - 4, self.y - 4, RIGHT - LEFT + 8, 15)
        for i, (cell, stop) in enumerate(zip(cells, stops, strict=True)):
            self.page.text(stop, self.y, cell, size=10, bold=bold, right=i > 0)
        self.y -= 16

    def rule(self, gap: float = 10) -> None:
        self.need(gap)
        self.page.line(LEFT, self.y + 6, RIGHT, self.y + 6, grey=0.6)
        self.y -= gap

    def signature(self, label: str) -> None:
        self.need(44)
        self.y -= 26
        self.page.line(LEFT + 150, self.y, RIGHT, self.y, width=0.8)
        self.page.text(LEFT, self.y + 2, label, size=10)
        self.y -= 18


def slip_pdf(
    session: Session,
    settlement: Settlement,
    *,
    player: str | None,
    copy_number: int,
    printed_at: str,
    font: str | Path | None = None,
) -> bytes:
    """The slip's PDF bytes (``player`` None: the whole table's slip)."""
    return slip_document(
        session, settlement, player=player, copy_number=copy_number, printed_at=printed_at, font=font
    ).to_bytes()


def slip_document(
    session: Session,
    settlement: Settlement,
    *,
    player: str | None,
    copy_number: int,
    printed_at: str,
    font: str | Path | None = None,  # the TrueType font for names outside WinAnsi (王小明); None: found
) -> Pdf:
    """The slip, drawn; ``problem`` on it says what printed as ``?`` and why."""
    from scorekeeper.ledger import totals

    reprint = copy_number > 1
    cur = session.currency
    pdf = Pdf(title=f"Settlement slip: {session.name}" + (f", {player}" if player else ""), font=font)
    w = _Writer(pdf, reprint=reprint)
    w.line("Settlement slip" + (f": {player}" if player else ""), size=20, bold=True, gap=10)
    if reprint:
        w.line(f"REPRINT: copy {copy_number} of this slip", size=12, bold=True, gap=8)
    live = session.live_hands()
    details = [
        ("Table", session.name + (f", {session.place}" if session.place else "")),
        ("Date", session.date),
        ("Hands", f"{len(live)} (numbers {live[0].number}-{live[-1].number})" if live else "0"),
        ("Currency", cur or "(none)"),
        ("Status", "settled" if session.settled else "open"),
        ("Printed", printed_at),
    ]
    for label, value in details:
        w.line(f"{label}:  {value}", size=10)
    w.rule()
    t = totals(session)
    fees = casino_view(session).fees if session.casino.active else {}
    names = [player] if player else [n for n in session.players if t.players[n].hands or settlement.balances.get(n)]
    stops = [LEFT, LEFT + 250, LEFT + 350, RIGHT]
    w.columns(["Player", "Hands", "Collection paid", "Balance"], stops, bold=True, shade=True)
    for name in names:
        w.columns(
            [
                name,
                str(t.players[name].hands),
                money_text(fees.get(name, ZERO), cur),
                money_text(settlement.balances.get(name, ZERO), cur),
            ],
            stops,
        )
    w.y -= 6
    w.line("Transfers", size=12, bold=True, gap=6)
    transfers = [tr for tr in settlement.simplified if player in (None, tr.payer, tr.payee)]
    if not transfers:
        w.line("none: every balance is already square")
    for tr in transfers:
        w.line(f"{tr.payer} pays {tr.payee}", right=money_text(tr.amount, cur))
    w.y -= 6
    _house(w, session, cur)
    w.rule()
    verified = "verified" if settlement.verified else "DOES NOT VERIFY: " + settlement.problems[0]
    w.line(f"Fingerprint:  {settlement.fingerprint}   (audit chain {verified})", bold=True)
    w.line("Both parties compare this fingerprint with the one on the app's settle-up page.", size=8)
    for name in names:
        w.signature(f"{name}")
    w.signature("Cashier / manager")
    return pdf


def _house(w: _Writer, session: Session, cur: str) -> None:
    if not (session.casino.uses_collection or session.casino.tips):
        return
    from scorekeeper.casino.settle_up import house_json

    house = house_json(session)
    w.line("The house", size=12, bold=True, gap=6)
    words = _fee_words(session)
    w.line(words[:1].upper() + words[1:], right=money_text(Decimal(house["collection"]), cur))
    w.line("   of which paid at the table", right=money_text(Decimal(house["paid_at_table"]), cur))
    w.line("   of which owed at the settle-up", right=money_text(Decimal(house["accrued"]), cur))
    if "tips" in house:
        w.line("Tips to the house", right=money_text(Decimal(house["tips"]), cur))
    w.line(f"The {HOUSE}'s take", bold=True, right=money_text(Decimal(house["money"]), cur))


def _fee_words(session: Session) -> str:
    settings = {c.collection.describe() for c, _ in session.casino.collections if c.collection.on}
    return "; ".join(sorted(settings)) or "none"


def write_slip(
    session: Session,
    target: str | Path,
    *,
    player: str | None,
    copy_number: int,
    head: str,
    font: str | Path | None = None,
) -> str | None:
    """Write the slip atomically (the book records the printing as its own event).

    Returns why some character printed as ``?`` (no CJK font, or none with its glyph), or None.
    """
    from scorekeeper.ledger import settle

    settlement = settle(session, head=head)
    printed = datetime.datetime.now().replace(microsecond=0).isoformat(sep=" ")
    pdf = slip_document(session, settlement, player=player, copy_number=copy_number, printed_at=printed, font=font)
    data = pdf.to_bytes()
    write_atomically(target, lambda temp: temp.write_bytes(data))
    return pdf.problem
