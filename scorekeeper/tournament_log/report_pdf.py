"""The tournament's summary to print, as PDF: the structure, the money and chips taken in, the
places and payouts, and the eliminations in order, on as many A4 pages as it needs
(``scorekeeper tournament report ID --pdf FILE``; the payout slips are ``payout_slips.py``).

Every figure is the replayed log's, the same as ``tournament show`` and ``finish``: the chips
in play checked against the chips brought in, and the payouts' total against the prize pool,
each printed with its verdict. Drawn with the casino's PDF writer (no Qt; 王小明 in the
embedded CJK font).
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from scorekeeper.casino.pdf import Pdf
from scorekeeper.casino.slip import money_text
from scorekeeper.session.state import SessionState
from scorekeeper.tournament.field import Field
from scorekeeper.tournament.structure import HandLevels, Reentry, TournamentStructure
from scorekeeper.tournament_log.extension import tournament_log
from scorekeeper.tournament_log.pdf_layout import LEFT, RIGHT, Column, Writer, fit, put
from scorekeeper.tournament_log.replay import Tally, current_level, final_payouts, final_places
from scorekeeper.tournament_log.standings import payouts

__all__ = ["event_date", "summary_document"]

ZERO = Decimal(0)


def event_date(session: SessionState, structure: TournamentStructure) -> str:
    """The event's date as set in its structure, else the day its session was made."""
    return structure.date or session.date or "(no date)"


def _rules_words(s: TournamentStructure) -> str:
    if isinstance(s.rules, str):
        return s.rules
    preset = s.rules.get("preset")
    return f"{preset}, with changes" if isinstance(preset, str) else "a rules object of its own"


def _reentry_words(s: TournamentStructure, terms: Reentry | None) -> str:
    if terms is None:
        return "none"
    chips, price, fee = s.reentry_terms(terms)
    limit = f", at most {terms.limit} each" if terms.limit is not None else ""
    cost = money_text(price.amount, s.currency) + (f" + {money_text(fee.amount, s.currency)}" if fee.amount else "")
    return f"{chips:,} chips for {cost}, until the end of level {terms.until_level}{limit}"


def _structure(w: Writer, session: SessionState, f: Field) -> None:
    s = f.structure
    per = (
        f"{s.levels.hands_per_level} hands at each level of a table"
        if isinstance(s.levels, HandLevels)
        else f"{s.levels.minutes_per_level} minutes each"
    )
    fee = f" + {money_text(s.money(s.fee).amount, s.currency)} fee" if s.money(s.fee).amount else ", no fee"
    clock = f"{s.clock.seconds} s to set a hand, then {s.clock.on_expiry}" if s.clock else "none"
    late = f"until the end of level {s.late_registration_until}" if s.late_registration_until else "closed at the draw"
    for label, value in (
        ("Date", event_date(session, s)),
        ("Game", f"{_rules_words(s)}; {s.seats} seats a table; Fantasy Land {'on' if s.fantasy_land else 'off'}"),
        ("Buy-in", money_text(s.money(s.buy_in).amount, s.currency) + fee + " (the fee is the house's)"),
        ("Starting chips", f"{s.starting_chips:,}"),
        ("Re-buys", _reentry_words(s, s.rebuys)),
        ("Add-ons", _reentry_words(s, s.add_ons)),
        ("Late registration", late),
        ("Setting clock", clock),
        ("Levels", f"point value by level ({per}): " + ", ".join(f"{n}: {v:,}" for n, v in _levels(s))),
    ):
        w.detail(label, value)


def _levels(s: TournamentStructure) -> list[tuple[int, int]]:
    return list(enumerate(s.levels.point_values, start=1))


def _money(w: Writer, session: SessionState, tally: Tally) -> None:
    f = tally.field
    assert f is not None
    cur = f.structure.currency
    pool, fees = f.money_in()
    rebuys, add_ons = sum(f.entries.values()) - len(f.chips), sum(f.add_ons.values())
    tables = sorted({int(p["table"]) for kind, p in tournament_log(session) if kind == "t_hand"})
    level = current_level(f)
    w.heading("Entries, money and chips")
    w.line(f"Players {len(f.chips)}, re-buys {rebuys}, add-ons {add_ons}", right=f"{len(f.chips) + rebuys} entries")
    w.line("Prize pool (buy-ins, re-buys, add-ons)", right=money_text(pool.amount, cur))
    w.line("House fees", right=money_text(fees.amount, cur))
    w.line("Taken in", bold=True, right=money_text(pool.amount + fees.amount, cur))
    w.y -= 4
    chips_in, in_play = f.chips_in(), sum(f.chips.values())
    w.line("Chips brought in (entries, re-buys, add-ons)", right=f"{chips_in:,}")
    w.line("Chips in play", right=f"{in_play:,}")
    verdict = "verified" if chips_in == in_play else f"DOES NOT VERIFY: {in_play - chips_in:+,} chips"
    w.line(f"Chips in = chips in play: {verdict}", bold=True)
    w.line(f"Hands played {tally.hands} at {len(tables)} table(s); the last level reached {level}", size=9)


_PLACE_COLUMNS = [
    Column(LEFT + 30, 30, right=True),
    Column(LEFT + 44, 220),
    Column(LEFT + 320, 50, right=True),
    Column(LEFT + 400, 70, right=True),
    Column(RIGHT, 110, right=True),
]


def _final_places(w: Writer, f: Field) -> None:
    """Every player by place (``finish``'s), the paid ones' amounts, their total checked against the pool."""
    cur = f.structure.currency
    pool, _ = f.money_in()
    places, paid = final_places(f), {name: m.amount for name, m in final_payouts(f).items()}
    rows = [
        [str(places[n]), n, str(f.entries[n]), f"{f.chips[n]:,}", money_text(paid[n], cur) if paid.get(n) else ""]
        for n in sorted(f.chips, key=lambda n: (places[n], n))
    ]
    w.heading("Places and payouts")
    w.table(["Place", "Player", "Entries", "Chips", "Payout"], _PLACE_COLUMNS, rows)
    total = sum(paid.values(), ZERO)
    w.row(["", "Total paid", "", "", money_text(total, cur)], _PLACE_COLUMNS, bold=True)
    verdict = "verified" if total == pool.amount else "DOES NOT VERIFY"
    w.line(f"Payouts = prize pool ({money_text(pool.amount, cur)}): {verdict}", bold=True)


def _places_so_far(w: Writer, f: Field) -> None:
    """An event in play: those still in by chips (and their table), those out by place; what each
    place would be paid from the pool as it stands."""
    places, tables = f.places(), {str(r["name"]): r["table"] for r in f.rows()}
    rows = [
        [str(places.get(n, "in")), n, str(f.entries[n]), f"{f.chips[n]:,}", str(tables[n] or "")]
        for n in sorted(f.chips, key=lambda n: (places.get(n, 0), -f.chips[n], n))
    ]
    w.heading("Places so far (the event is not finished)")
    w.table(["Place", "Player", "Entries", "Chips", "Table"], _PLACE_COLUMNS, rows)
    w.heading("Payouts by place, as the pool stands")
    cur = f.structure.currency
    amounts = [[str(p["place"]), money_text(Decimal(p["amount"]), cur)] for p in payouts(f)]
    w.table(["Place", "Amount"], [Column(LEFT + 30, 30, right=True), Column(LEFT + 200, 150, right=True)], amounts)


def _eliminations(w: Writer, f: Field) -> None:
    rows: list[list[str]] = []
    out, last = 0, None
    for r in f.elimination_rows():  # those out on one hand share its number, the higher place listed first
        if (r["table"], r["hand"]) != last:
            out, last = out + 1, (r["table"], r["hand"])
        rows.append([str(out), str(r["name"]), str(r["place"]), str(r["table"]), str(r["hand"])])
    w.heading("Eliminations in order")
    if not rows:
        w.line("none yet")
        return
    columns = [Column(LEFT + 30, 30, right=True), Column(LEFT + 44, 250), Column(LEFT + 340, 50, right=True)]
    columns += [Column(LEFT + 410, 50, right=True), Column(RIGHT, 60, right=True)]
    w.table(["Out", "Player", "Place", "Table", "Hand"], columns, rows)
    w.line("Out: the order out (those out on the same hand share it). Hand: that table's own hand number.", size=8)


def summary_document(
    session: SessionState,
    tally: Tally,
    *,
    printed_at: str,
    font: str | Path | None = None,  # the TrueType font for names outside WinAnsi (王小明); None: found
) -> Pdf:
    """The summary, drawn; ``problem`` on it (after ``to_bytes``) says what printed as ``?`` and why."""
    f = tally.field
    assert f is not None  # tally_of refuses a session that is not a tournament
    name = f.structure.name
    pdf = Pdf(title=f"Tournament summary: {name}", font=font)
    w = Writer(pdf, f"{name} · tournament {session.id} · summary printed {printed_at}")
    top = w.y
    w.line("Tournament summary", size=20, bold=True, gap=10)
    put(w.page, RIGHT, top, "finished" if tally.finished else "in play: not finished", size=11, bold=True)
    w.line(fit(name, RIGHT - LEFT, 15, bold=True, font=pdf.embedded), size=15, bold=True, gap=12)
    _structure(w, session, f)
    _money(w, session, tally)
    (_final_places if tally.finished else _places_so_far)(w, f)
    _eliminations(w, f)
    w.signature("Tournament director")
    return w.finish()
