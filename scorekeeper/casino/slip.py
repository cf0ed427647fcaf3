"""The settlement slip: one A4 page per session, or per player, that an accountant files.

Table, date, hands, each balance, the transfers, the house's take, the fingerprint and
signature lines; a second print of the same slip is marked REPRINT (the slip event in
the audit trail says which copy it was).
"""

from __future__ import annotations

import datetime
import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any

from scorekeeper.atomic import write_atomically
from scorekeeper.casino.payloads import SlipPrinted
from scorekeeper.casino.pdf import A4, Page, Pdf
from scorekeeper.casino.state import HOUSE, casino_state
from scorekeeper.casino.view import casino_view
from scorekeeper.errors import InputError
from scorekeeper.money import money_places
from scorekeeper.session.event_models import record_of

if TYPE_CHECKING:
    from scorekeeper.book import Book
    from scorekeeper.ledger.totals import Settlement
    from scorekeeper.session.events import Event
    from scorekeeper.session.session import Session

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
    reprint = copy_number > 1
    cur = session.currency
    pdf = Pdf(title=f"Settlement slip: {session.name}" + (f", {player}" if player else ""), font=font)
    w = _Writer(pdf, reprint=reprint)
    w.line("Settlement slip" + (f": {player}" if player else ""), size=20, bold=True, gap=10)
    if reprint:
        w.line(f"REPRINT: copy {copy_number} of this slip", size=12, bold=True, gap=8)
    _details(w, session, printed_at)
    names = _balances(w, session, settlement, player)
    _transfers(w, settlement, player, cur)
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


def _details(w: _Writer, session: Session, printed_at: str) -> None:
    """Table, date, hands, currency, status and when it was printed."""
    live = session.live_hands()
    details = [
        ("Table", session.name + (f", {session.place}" if session.place else "")),
        ("Date", session.date),
        ("Hands", f"{len(live)} (numbers {live[0].number}-{live[-1].number})" if live else "0"),
        ("Currency", session.currency or "(none)"),
        ("Status", "settled" if session.settled else "open"),
        ("Printed", printed_at),
    ]
    for label, value in details:
        w.line(f"{label}:  {value}", size=10)
    w.rule()


def _balances(w: _Writer, session: Session, settlement: Settlement, player: str | None) -> list[str]:
    """Each player's hands, collection paid and balance; returns the players on the slip."""
    from scorekeeper.ledger.totals import totals

    cur = session.currency
    t = totals(session)
    fees = casino_view(session).fees if casino_state(session).active else {}
    names = [player] if player else [n for n in session.players if t.players[n].hands or settlement.balances.get(n)]
    stops = [LEFT, LEFT + 250, LEFT + 350, RIGHT]
    w.columns(["Player", "Hands", "Collection paid", "Balance"], stops, bold=True, shade=True)
    for name in names:
        hands, fee, balance = t.players[name].hands, fees.get(name, ZERO), settlement.balances.get(name, ZERO)
        w.columns([name, str(hands), money_text(fee, cur), money_text(balance, cur)], stops)
    w.y -= 6
    return names


def _transfers(w: _Writer, settlement: Settlement, player: str | None, cur: str) -> None:
    """Who pays whom (only the player's own, on a player's slip)."""
    w.line("Transfers", size=12, bold=True, gap=6)
    transfers = [tr for tr in settlement.simplified if player in (None, tr.payer, tr.payee)]
    if not transfers:
        w.line("none: every balance is already square")
    for tr in transfers:
        w.line(f"{tr.payer} pays {tr.payee}", right=money_text(tr.amount, cur))


def _house(w: _Writer, session: Session, cur: str) -> None:
    if not (casino_state(session).uses_collection or casino_state(session).tips):
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
    settings = {c.collection.describe() for c, _ in casino_state(session).collections if c.collection.on}
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
    data, problem = _slip_bytes(session, player=player, copy_number=copy_number, head=head, font=font)
    write_atomically(target, lambda temp: temp.write_bytes(data))
    return problem


def _slip_bytes(
    session: Session, *, player: str | None, copy_number: int, head: str, font: str | Path | None
) -> tuple[bytes, str | None]:
    from scorekeeper.ledger.totals import settle

    settlement = settle(session, head=head)
    printed = datetime.datetime.now().replace(microsecond=0).isoformat(sep=" ")
    pdf = slip_document(session, settlement, player=player, copy_number=copy_number, printed_at=printed, font=font)
    return pdf.to_bytes(), pdf.problem


class SlipNotWritten(InputError):
    """The slip's file could not be written; ``recorded`` is the copy recorded all the same (or None)."""

    def __init__(self, message: str, *, target: str, reason: str, recorded: int | None = None) -> None:
        super().__init__(message)
        self.target, self.reason, self.recorded = target, reason, recorded


@dataclass(frozen=True, slots=True)
class SlipPrint:
    """One print of the slip: the file, which copy it is, and what printed as ``?`` (or None)."""

    target: str
    player: str | None
    copy_number: int
    problem: str | None

    @property
    def reprint(self) -> bool:
        return self.copy_number > 1


Record = Callable[[Callable[["Session"], dict[str, Any]]], "Event"]  # records the slip event, returns it


def print_slip(
    book: Book,
    session_id: str,
    target: str | Path,
    *,
    player: str | None,
    record: Record | None = None,
    font: str | Path | None = None,
) -> SlipPrint:
    """Record the print of the slip, then write its PDF: ``session slip`` and the app's Save slip.

    The slip carries the fingerprint after its own print, so it can be drawn only once the print
    is recorded. So that no print is recorded for a file never written, the folder is checked and
    a trial of the slip written beside the target first (an unwritable folder, a full disk); only
    a failure in the moment between the two leaves the print recorded (``SlipNotWritten.recorded``).
    ``record`` records the event (the app's controller: the manager, the status bar); default the book.
    """
    from scorekeeper.casino.prepare import prepare_slip

    name = str(target)
    session = book.session(session_id)
    prepare_slip(session, player)  # an unknown player is refused before the file is tried
    copies = casino_state(session).copies(player)
    _try_target(Path(target), name, lambda: _slip_bytes(
        session, player=player, copy_number=copies + 1, head=book.head(session_id), font=font
    )[0])  # fmt: skip
    prepare: Callable[[Session], dict[str, Any]] = lambda s: prepare_slip(s, player)  # noqa: E731
    event = record(prepare) if record is not None else book.act(session_id, "slip", prepare)
    printed = record_of(event)
    assert isinstance(printed, SlipPrinted)  # what was recorded is what was prepared
    copy_number = printed.copy_number
    session, head = book.session(session_id), book.head(session_id)  # the fingerprint includes the print
    try:
        problem = write_slip(session, target, player=player, copy_number=copy_number, head=head, font=font)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        message = f"{name}: copy {copy_number} was recorded but the file could not be written ({reason})"
        raise SlipNotWritten(message, target=name, reason=reason, recorded=copy_number) from None
    return SlipPrint(target=name, player=player, copy_number=copy_number, problem=problem)


def _try_target(target: Path, name: str, draw: Callable[[], bytes]) -> None:
    """Refuse (nothing recorded) a target that is a folder, in a missing or read-only folder, or
    on a disk without room for the slip."""
    folder = target.parent if str(target.parent) else Path(".")
    if target.is_dir() or not folder.is_dir() or not os.access(folder, os.W_OK):
        reason = "not a file that can be written here"
        raise SlipNotWritten(f"{name}: {reason}", target=name, reason=reason)
    try:
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".scorekeeper-slip-trial-", suffix=".pdf") as trial:
            trial.write(draw())
            trial.flush()
            os.fsync(trial.fileno())
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise SlipNotWritten(f"{name}: cannot be written ({reason})", target=name, reason=reason) from None
