"""The payout slips of a finished tournament, as PDF: one slip per paid player, three to an A4
page with a line to cut along (``scorekeeper tournament slips ID --pdf FILE``).

Each slip names the event, its date, the player, the place and the amount with its currency
(``finish``'s figures: :func:`final_payouts`), and has a line for the player's signature and one
for the director's. The finish's record in the book (its time and hash) is printed on each, so a
slip can be matched to the log it came from.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

from scorekeeper.casino.pdf import A4, Page, Pdf
from scorekeeper.casino.slip import money_text
from scorekeeper.errors import InputError
from scorekeeper.session.state import SessionState
from scorekeeper.tournament.field import Field
from scorekeeper.tournament_log.pdf_layout import LEFT, RIGHT, fit, put
from scorekeeper.tournament_log.replay import Tally, final_payouts, final_places
from scorekeeper.tournament_log.report_pdf import event_date

__all__ = ["PER_PAGE", "Payout", "paid_places", "slips_document"]

PER_PAGE = 3
_MARGIN = 28.0
_BAND = (A4[1] - 2 * _MARGIN) / PER_PAGE  # each slip's height


@dataclass(frozen=True)
class Payout:
    """One slip: the player, the place, the amount, and how many share that place."""

    name: str
    place: int
    amount: Decimal
    sharing: int


def paid_places(f: Field) -> list[Payout]:
    """The players paid at the finish, by place (a shared place: by name), with their amounts."""
    places, paid = final_places(f), final_payouts(f)
    sharing = Counter(places.values())
    return [
        Payout(name, places[name], paid[name].amount, sharing[places[name]])
        for name in sorted(paid, key=lambda n: (places[n], n))
        if paid[name].amount > 0
    ]


def _finish_record(session: SessionState) -> str:
    """When the finish was recorded and its hash's start (the slip's tie to the book)."""
    finished = [e for e in session.events if e.kind == "t_finish"]
    if not finished:
        return ""
    at = finished[-1].at.replace("T", " ")[:19]
    return f"finished {at} · finish record {finished[-1].hash[:16]}"


def _cut_line(page: Page, y: float) -> None:
    """A dashed line across the page between two slips."""
    x = 20.0
    while x < A4[0] - 56:
        page.line(x, y, x + 6, y, width=0.5, grey=0.55)
        x += 10
    put(page, A4[0] - 20, y - 2, "cut here", size=7, grey=0.55)


def _slip(page: Page, top: float, payout: Payout, *, field: Field, date: str) -> None:
    """One slip, its top at ``top``."""
    event, currency = field.structure.name, field.structure.currency
    y = top - 34
    page.text(LEFT, y, "Payout slip", size=18, bold=True)
    put(page, RIGHT, y, date, size=11, bold=True)
    page.text(LEFT, y - 18, fit(event, RIGHT - LEFT, 11, font=page.font), size=11)
    page.line(LEFT, y - 28, RIGHT, y - 28, grey=0.6)
    box = y - 98
    page.box(LEFT - 4, box, RIGHT - LEFT + 8, 62)
    page.text(LEFT + 4, box + 48, "Place", size=8, grey=0.35)
    page.text(LEFT + 64, box + 48, "Player", size=8, grey=0.35)
    put(page, RIGHT - 4, box + 48, "Amount", size=8, grey=0.35)
    page.text(LEFT + 4, box + 16, str(payout.place), size=24, bold=True)
    page.text(LEFT + 64, box + 18, fit(payout.name, 230, 16, bold=True, font=page.font), size=16, bold=True)
    put(page, RIGHT - 4, box + 17, money_text(payout.amount, currency), size=20, bold=True)
    page.text(LEFT, box - 16, _place_words(payout, field, currency), size=9)
    sign = box - 70
    page.line(LEFT, sign, LEFT + 215, sign, width=0.8)
    page.line(RIGHT - 215, sign, RIGHT, sign, width=0.8)
    page.text(LEFT, sign - 12, fit(f"Received in full: {payout.name}", 215, 9, font=page.font), size=9)
    page.text(RIGHT - 215, sign - 12, "Paid: the tournament director", size=9)


def _place_words(payout: Payout, f: Field, currency: str) -> str:
    """``Place 2 of 8 players (9 entries): 270.00 EUR of the prize pool of 900.00 EUR`` (a shared
    place: ``Place 2 (shared by 2) of ...``)."""
    pool, _ = f.money_in()
    shared = f" (shared by {payout.sharing})" if payout.sharing > 1 else ""
    field = f"{len(f.chips)} players ({sum(f.entries.values())} entries)"
    amount, whole = money_text(payout.amount, currency), money_text(pool.amount, currency)
    return f"Place {payout.place}{shared} of {field}: {amount} of the prize pool of {whole}"


def slips_document(
    session: SessionState,
    tally: Tally,
    *,
    printed_at: str,
    font: str | Path | None = None,  # the TrueType font for names outside WinAnsi (王小明); None: found
) -> Pdf:
    """The payout slips, drawn (refused: an event not finished, whose places are not final)."""
    f = tally.field
    assert f is not None  # tally_of refuses a session that is not a tournament
    if not tally.finished:
        raise InputError("the tournament is not finished: its places and payouts are final at `tournament finish`")
    s = f.structure
    payouts = paid_places(f)
    pdf = Pdf(title=f"Payout slips: {s.name}", font=font)
    record = _finish_record(session)
    page = pdf.page()
    for i, payout in enumerate(payouts):
        if i and i % PER_PAGE == 0:
            page = pdf.page()
        top = A4[1] - _MARGIN - (i % PER_PAGE) * _BAND
        if i % PER_PAGE:
            _cut_line(page, top)
        _slip(page, top, payout, field=f, date=event_date(session, s))
        foot = " · ".join(filter(None, (f"Slip {i + 1} of {len(payouts)}", f"tournament {session.id}", record)))
        foot += f" · printed {printed_at}"
        page.text(LEFT, top - _BAND + 24, fit(foot, RIGHT - LEFT, 7, font=page.font), size=7, grey=0.4)
    return pdf
