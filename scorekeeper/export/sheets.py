"""The exported ledger as plain rows, one :class:`Sheet` per tab; shared by the xlsx and CSV writers.

A sheet is a column of :class:`Block` s (an optional title, a header row, body rows, an
optional totals row). Cell values are plain Python: ``str`` is always text (never a
formula, whatever it starts with), ``int`` and ``Decimal`` are numbers formatted by
their column's :class:`Kind`, ``datetime`` a time. Totals are :class:`ColumnSum` /
:class:`RowSum`: the xlsx writer turns them into live ``SUM`` formulas, the CSV writer
writes their value, which is what the formula computes.

>>> from scorekeeper.session import Session
>>> s = Session.create("1", name="Friday", players=["Amy", "Bob"], currency="EUR")
>>> [sheet.name for sheet in build_sheets(s)]
['Summary', 'Hands', 'Pairs', 'Settle-up', 'Rules', 'Audit']
"""

from __future__ import annotations

import datetime
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal, localcontext
from enum import Enum
from typing import Any

from scorekeeper.amounts import MONEY_CONTEXT, format_amount
from scorekeeper.cards import format_cards, parse_cards
from scorekeeper.casino.settle_up import cap_marks
from scorekeeper.errors import InputError
from scorekeeper.events import Event
from scorekeeper.export.audit_cards import cards_change, entries_before
from scorekeeper.export.cells import Cards, RowCells
from scorekeeper.export.labels import Labeller, labeller
from scorekeeper.export.wording import option_rows, rule_changes, summary_lines
from scorekeeper.ledger import Settlement, Totals, running_totals, settle, totals
from scorekeeper.ledger_lines import line_map
from scorekeeper.money import fixed_text
from scorekeeper.rules import RuleSet, resolve_rules
from scorekeeper.session import VOID, HandRecord, Session
from scorekeeper.terms import royalty_name, term

ZERO = Decimal(0)
HAND_COLUMNS = 4  # Hand, Time, Dealer, State
PLAYER_COLUMNS = 7  # front, middle, back, status, royalties, units, money; running totals follow


class Kind(Enum):
    """How a column's numbers are shown (text is always plain text)."""

    TEXT = "text"
    WRAP = "wrap"  # long text, wrapped within the column's width
    INT = "int"
    UNITS = "units"
    MONEY = "money"
    TIME = "time"  # date and time
    CLOCK = "clock"  # a time shown as hh:mm (the value keeps its date)


@dataclass(frozen=True, slots=True)
class Column:
    header: str
    kind: Kind = Kind.TEXT
    width: float | None = None  # in characters; None: as wide as the content
    bold: bool = False
    fit: bool = True  # False: the content may spill into empty cells to the right


@dataclass(frozen=True, slots=True)
class ColumnSum:
    """The sum of this column's body cells in the block; ``value`` is what it comes to."""

    value: Decimal


@dataclass(frozen=True, slots=True)
class RowSum:
    """The sum of this row's cells from column ``first`` to ``last`` (0-based, inclusive)."""

    first: int
    last: int
    value: Decimal


Value = str | int | Decimal | datetime.datetime | ColumnSum | RowSum | RowCells | None


@dataclass
class Block:
    columns: Sequence[Column]
    rows: Sequence[Sequence[Value]]
    title: str = ""
    header: bool = True
    total: Sequence[Value] | None = None


@dataclass(frozen=True)
class LineChartSpec:
    """A line per series over the body rows of ``sheet``'s block ``block``."""

    title: str
    sheet: str
    block: int
    x: int
    series: Sequence[tuple[str, int]]  # (label, column)
    x_title: str
    y_title: str


@dataclass
class Sheet:
    name: str
    slug: str  # the CSV file name without extension
    blocks: list[Block]
    freeze: tuple[int, int] = (0, 0)  # rows and columns kept in view
    chart: LineChartSpec | None = None
    print_title_rows: int = 0  # header rows repeated on every printed page
    one_page: bool = False  # print on one page (else one page wide)
    print_title_columns: int = 0  # columns repeated on every printed page (with column_breaks)
    column_breaks: tuple[int, ...] = ()  # a printed page ends after each of these columns (0-based), at 100%
    header_note: str = ""  # printed at the top of every page (what a column's numbers mean)


# -- helpers ----------------------------------------------------------------------------

_CANONICAL_CARDS = re.compile(r"[2-9TJQKA][shdc](?: [2-9TJQKA][shdc])*")


def cards_with_symbols(text: str) -> str:
    """Stored card text with suit symbols: ``Td 6s`` -> ``T♦ 6♠`` (any notation is read)."""
    if _CANONICAL_CARDS.fullmatch(text):  # ranks are upper case: only suits are lower case
        return text.replace("s", "♠").replace("h", "♥").replace("d", "♦").replace("c", "♣")
    try:
        return format_cards(parse_cards(text), symbols=True)
    except InputError:
        return text


def parse_time(at: str) -> datetime.datetime | str:
    """An event time as the wall-clock time it was recorded at (spreadsheets have no zones)."""
    try:
        return datetime.datetime.fromisoformat(at).replace(tzinfo=None, microsecond=0)
    except ValueError:
        return at


def money_text(value: Decimal, currency: str = "") -> str:
    """Money as text with at least the currency's decimals (ISO 4217; two without one): ``-12.50``, ``2000``."""
    return fixed_text(value, currency)


# -- the sheets ---------------------------------------------------------------------------


def build_sheets(session: Session, *, exported_at: datetime.datetime | None = None, lang: str = "en") -> list[Sheet]:
    """Every sheet of the exported ledger; its words in ``lang`` (a :mod:`scorekeeper.terms` language).

    Built in the exact money context: a total of 18+10-digit amounts is never rounded to 28 digits."""
    with localcontext(MONEY_CONTEXT):
        t = totals(session)
        s = settle(session)
        hands = hands_sheet(session, t, lang=lang)
        return [
            summary_sheet(session, t, s, hands, exported_at=exported_at, lang=lang),
            hands,
            pairs_sheet(session, t, lang=lang),
            settle_sheet(session, s, lang=lang),
            rules_sheet(session, lang=lang),
            audit_sheet(session, lang=lang),
        ]


def _money_label(session: Session, label: str) -> str:
    return f"{label} ({session.currency})" if session.currency else label


def summary_sheet(
    session: Session,
    t: Totals,
    s: Settlement,
    hands: Sheet,
    *,
    exported_at: datetime.datetime | None = None,
    lang: str = "en",
) -> Sheet:
    tr = labeller(lang)
    live = sum(1 for r in session.hands.values() if r.status != VOID)
    void = len(session.hands) - live
    rules = session.rules_for(session.next_hand)
    facts: list[list[Value]] = [[tr("Session"), session.name], [tr("Date"), session.date]]
    if session.place:
        facts.append([tr("Place"), session.place])
    facts.append([tr("Currency"), session.currency or tr("(none)")])
    unit = format_amount(session.unit)
    per_unit = (
        tr("{amount} {currency} per unit", amount=unit, currency=session.currency)
        if session.currency
        else tr("{amount} per unit", amount=unit)
    )
    facts.append([tr("Unit"), per_unit])
    stakes = session.stakes_for(session.next_hand)
    agreed = dict.fromkeys((a, b) for _, a, b, _ in session.stake_history)
    if agreed:
        own = "; ".join(f"{a}–{b} {format_amount(stakes.of(a, b))}" for a, b in agreed)
        pair_stakes = (
            tr("{stakes} {currency} per unit", stakes=own, currency=session.currency)
            if session.currency
            else tr("{stakes} per unit", stakes=own)
        )
        facts.append([tr("Pair stakes"), pair_stakes])
    recorded = (
        tr("{count} recorded, {void} void", count=live, void=void) if void else tr("{count} recorded", count=live)
    )
    facts.append([tr("Hands"), recorded])
    starts = [start for start, _ in session.rules_history]
    if len(starts) > 1:
        changed = tr("changed from hand {hands} (see Rules)", hands=", ".join(str(n) for n in starts[1:]))
        facts.append([tr("Rules"), changed])
    facts.extend([[label, words] for label, words in summary_lines(rules, lang=lang)])
    race = race_summary(session)
    if race:
        facts.append([tr("Race"), race])
    fees = dict.fromkeys(c.collection.describe() for c, _ in session.casino.collections if c.collection.on)
    if fees:  # the house's collection (casino/collection.py), in the engine's words
        facts.append([tr("House"), "; ".join(fees)])
    fingerprint = (
        tr("{fingerprint} (chain verified)", fingerprint=s.fingerprint)
        if s.verified
        else tr("{fingerprint} (chain DOES NOT VERIFY)", fingerprint=s.fingerprint)
    )
    facts.append([tr("Fingerprint"), fingerprint])
    if exported_at is not None:
        facts.append([tr("Exported"), exported_at.strftime("%Y-%m-%d %H:%M")])
    fact_block = Block([Column("", bold=True, width=14), Column("", fit=False)], facts, header=False)

    players: list[list[Value]] = [[name, pt.hands, pt.units, pt.money] for name, pt in t.players.items()]
    units_total = sum((pt.units for pt in t.players.values()), ZERO)
    money_total = sum((pt.money for pt in t.players.values()), ZERO)
    player_columns = [
        Column(tr("Player"), bold=True),
        Column(tr("Hands"), Kind.INT),
        Column(tr("Units"), Kind.UNITS),
        Column(_money_label(session, tr("Won or lost")), Kind.MONEY),
    ]
    if session.casino.uses_collection:  # the house is a party: with it the money column sums to zero
        house_take = sum((x.house.amount for x in line_map(session).values() if x.live), ZERO)
        players.append([tr("House"), None, None, house_take])
        money_total += house_take
    player_total: list[Value] = [tr("Total"), None, ColumnSum(units_total), ColumnSum(money_total)]
    games = session.race_games()
    if games:  # a race: how many games each player won
        player_columns.append(Column(tr("Race games won"), Kind.INT))
        for row in players:
            row.append(sum(1 for g in games if g.winner == row[0]))
        player_total.append(None)
    player_block = Block(player_columns, players, title=tr("Players"), total=player_total)
    chart = None
    if any(r.status != VOID for r in session.hands.values()):
        first_running = HAND_COLUMNS + PLAYER_COLUMNS * len(session.players)
        chart = LineChartSpec(
            title=tr("Running totals"),
            sheet=hands.name,
            block=0,
            x=0,
            series=[(name, first_running + i) for i, name in enumerate(session.players)],
            x_title=tr("Hand"),
            y_title=_money_label(session, tr("Money")),
        )
    return Sheet(tr("Summary"), "summary", [fact_block, player_block], chart=chart, one_page=True)


def _status(p: dict[str, Any], lang: str = "en") -> str:
    if p.get("hands"):  # criss-cross: each of the player's two hands
        return " / ".join(f"{labeller(lang)('hand')} {h['hand']}: {_status(h, lang)}" for h in p["hands"])
    status: str = p["status"]
    if lang == "en":  # the engine's own words, as exported before there were languages
        return f"natural: {p['natural'].replace('-', ' ')}" if status == "natural" and p.get("natural") else status
    if status == "natural" and p.get("natural"):
        return labeller(lang)("natural: {name}", name=term(p["natural"], lang))
    return term(status, lang)


def _royalties(p: dict[str, Any], lang: str = "en") -> str:
    if p.get("hands"):
        hand = labeller(lang)("hand")
        return " / ".join(f"{hand} {h['hand']}: {_royalties(h, lang)}" for h in p["hands"] if h["royalties"])
    if lang == "en":
        return ", ".join(f"{r['row']} {r['hand'].replace('-', ' ')} {r['units']}" for r in p["royalties"])
    return ", ".join(f"{royalty_name(r['row'], r['hand'], lang)} {r['units']}" for r in p["royalties"])


def _points(points: int) -> str:
    return f"{points} point" + ("" if points == 1 else "s")


def race_summary(session: Session) -> str:
    """The race games in a line: ``game 1: Amy (hands 1–6; Amy 12, Bob 6); game 2: in play (...)``."""
    parts = []
    for g in session.race_games():
        hands = f"hand {g.hands[0]}" if len(g.hands) == 1 else f"hands {g.hands[0]}–{g.hands[-1]}"
        score = ", ".join(f"{name} {points}" for name, points in g.points.items())
        who = g.winner if g.winner is not None else "in play"
        parts.append(f"game {g.number}: {who} ({hands}; {score})")
    return "; ".join(parts)


def _marks(session: Session, number: int, name: str, p: dict[str, Any], fantasy: dict[str, int]) -> str:
    """Fantasy Land and race marks after a player's status: `` · FL 14 cards · 2 points (game 1: 9)``."""
    marks = ""
    if name in fantasy:
        marks += f" · FL {fantasy[name]} cards"
    if "points" in p:
        game = session.race_game_of(number)
        marks += " · " + _points(int(p["points"]))
        if game is not None:
            marks += f" (game {game.number}: {game.after[number].get(name, 0)})"
            if game.won_at == number and game.winner == name:
                marks += f" · won game {game.number}"
    return marks


def hands_sheet(session: Session, t: Totals, *, lang: str = "en") -> Sheet:
    """One row per hand, void ones included (money left blank)."""
    tr = labeller(lang)
    names = list(session.players)
    where = {name: HAND_COLUMNS + PLAYER_COLUMNS * i for i, name in enumerate(names)}
    running_at = HAND_COLUMNS + PLAYER_COLUMNS * len(names)
    columns = [
        Column(tr("Hand"), Kind.INT),
        Column(tr("Time"), Kind.CLOCK),
        Column(tr("Dealer")),
        Column(tr("State")),
    ]
    for name in names:
        columns += [
            Column(tr("{name} front", name=name)),
            Column(tr("{name} middle", name=name)),
            Column(tr("{name} back", name=name)),
            Column(tr("{name} status", name=name), Kind.WRAP, width=14),
            Column(tr("{name} royalties", name=name), Kind.WRAP, width=14),
            Column(tr("{name} units", name=name), Kind.UNITS, width=8),  # narrow: a group prints on one A4 page
            Column(_money_label(session, tr("{name} money", name=name)), Kind.MONEY),
        ]
    columns += [Column(_money_label(session, tr("{name} running total", name=name)), Kind.MONEY) for name in names]
    house_at = running_at + len(names)  # the house's take (a collection), then the check: the hand's sum, 0
    with_house = session.casino.uses_collection
    if with_house:
        columns.append(Column(_money_label(session, tr("House")), Kind.MONEY))
    check_at = house_at + with_house
    columns.append(Column(tr("Check (sum = 0)"), Kind.MONEY))
    summed = tuple(where[name] + 6 for name in names) + ((house_at,) if with_house else ())
    lines = line_map(session)
    void_word, edited_word, recorded_word = tr("void"), tr("edited"), tr("recorded")

    running = {number: after for number, after in running_totals(session)}
    last = [ZERO] * len(names)
    rows: list[list[Value]] = []
    width = check_at + 1
    for number in sorted(session.hands):
        record: HandRecord = session.hands[number]
        void = record.status == VOID
        row: list[Value] = [None] * width
        row[0] = number
        row[1] = parse_time(record.at)
        row[2] = record.dealer or ""
        row[3] = (
            void_word if void else (edited_word if any(r.kind == "edited" for r in record.history) else recorded_word)
        )
        results = {p["name"]: p for p in record.result["players"]}
        line = lines[number]  # its money and units, race stakes included
        caps = {} if void else cap_marks(session, number)  # table stakes: "Cat pays 3 of 6: stack empty"
        fantasy = {} if void else session.fantasy_land_for(number)
        seats: dict[str, list[dict[str, Any]]] = {}
        for seat in record.entry["players"]:  # a criss-cross player has two seats: both in one cell
            seats.setdefault(seat["name"], []).append(seat)
        for name, mine in seats.items():
            mine.sort(key=lambda seat: seat.get("hand") or 0)
            at = where[name]
            for k, part in enumerate(("front", "middle", "back")):
                row[at + k] = Cards(" / ".join(cards_with_symbols(seat[part]) for seat in mine))
            p = results.get(name)
            if void or p is None:
                row[at + 3] = void_word if void else ""
                continue
            row[at + 3] = _status(p, lang) + _marks(session, number, name, p, fantasy) + caps.get(name, "")
            row[at + 4] = _royalties(p, lang)
            row[at + 5] = line.units[name]
            row[at + 6] = line.money[name].amount
        after = running.get(number)
        if after is not None:
            last = [after[name] for name in names]
        row[running_at:house_at] = last
        if not void:
            house = line.house.amount
            if with_house:
                row[house_at] = house
            money_sum = sum((v for i in summed if isinstance(v := row[i], Decimal)), ZERO)
            row[check_at] = RowCells(summed, money_sum)
        rows.append(row)
    total: list[Value] = [None] * width
    total[0] = tr("Total")
    for name in names:
        total[where[name] + 5] = ColumnSum(t.players[name].units)
        total[where[name] + 6] = ColumnSum(t.players[name].money)
    house_total = sum((x.house.amount for x in lines.values() if x.live), ZERO)
    if with_house:
        total[house_at] = ColumnSum(house_total)
    total[check_at] = ColumnSum(sum((pt.money for pt in t.players.values()), house_total))
    block = Block(columns, rows, total=total)
    # Printed at 100% on A4: the hand's columns on every page, then one player's cards and money a page.
    breaks = tuple(where[name] + PLAYER_COLUMNS - 1 for name in names)
    return Sheet(tr("Hands"), "hands", [block], freeze=(1, 4), print_title_rows=1, print_title_columns=HAND_COLUMNS,
                 column_breaks=breaks)  # fmt: skip


def pairs_sheet(session: Session, t: Totals, *, lang: str = "en") -> Sheet:
    tr = labeller(lang)
    names = list(session.players)
    index = {name: i for i, name in enumerate(names)}
    matrix: list[list[Value]] = [[name] + [None] * len(names) for name in names]
    for (a, b), pt in t.pairs.items():
        matrix[index[a]][1 + index[b]] = pt.money
        matrix[index[b]][1 + index[a]] = -pt.money
    for i, row in enumerate(matrix):
        value = sum((v for v in row[1:] if isinstance(v, Decimal)), ZERO)
        row.append(RowSum(1, len(names), value))
        matrix[i] = row
    columns = [Column(tr("Player"), bold=True)]
    columns += [Column(name, Kind.MONEY) for name in names]
    columns.append(Column(_money_label(session, tr("Total")), Kind.MONEY))
    net = Block(columns, matrix, title=tr("Net money: what the row's player receives from the column's player"))

    stakes = session.stakes_for(session.next_hand)
    pair_rows: list[list[Value]] = [[a, b, stakes.of(a, b), pt.units, pt.money] for (a, b), pt in t.pairs.items()]
    pair_block = Block(
        [
            Column(tr("Player"), bold=True),
            Column(tr("Opponent")),
            Column(_money_label(session, tr("Stake now, per unit")), Kind.MONEY),
            Column(tr("Units won"), Kind.UNITS),
            Column(_money_label(session, tr("Money won")), Kind.MONEY),
        ],
        pair_rows,
        title=tr("Pairs (what the player receives from the opponent, net)"),
    )
    history: list[list[Value]] = [[tr("everyone"), 1, session.unit]]
    history += [[tr("everyone"), start, unit] for start, unit in session.unit_history]
    history += [[f"{a}–{b}", start, unit] for start, a, b, unit in session.stake_history]
    stake_block = Block(
        [
            Column(tr("Pair"), bold=True),
            Column(tr("From hand"), Kind.INT),
            Column(_money_label(session, tr("Stake")), Kind.MONEY),
        ],
        history,
        title=tr("Stakes agreed"),
    )
    return Sheet(tr("Pairs"), "pairs", [net, pair_block, stake_block], freeze=(2, 1))


def settle_sheet(session: Session, s: Settlement, *, lang: str = "en") -> Sheet:
    tr = labeller(lang)
    money = _money_label(session, tr("Balance"))
    columns = [Column(tr("Player"), bold=True), Column(money, Kind.MONEY)]
    rows: list[list[Value]] = [[name, value] for name, value in s.balances.items()]
    house = -sum(s.balances.values(), ZERO) if session.casino.active else ZERO
    keys = list(s.balances)
    if house:  # the house's take (collection and tips): with it the balances sum to zero
        rows.append([tr("House"), house])
        keys.append("house")
    total: list[Value] = [tr("Total"), ColumnSum(sum(s.balances.values(), house))]
    if any(s.rounding.values()):  # what paying in whole coins moved from each player (sums to zero)
        columns.append(Column(_money_label(session, tr("Rounded off")), Kind.MONEY))
        for key, row in zip(keys, rows, strict=True):
            row.append(s.rounding.get(key, ZERO))
        total.append(ColumnSum(sum(s.rounding.values(), ZERO)))
    balances = Block(columns, rows, total=total)

    def transfers(title: str, items: Sequence[Any]) -> Block:
        return Block(
            [Column(tr("Pays"), bold=True), Column(tr("To")), Column(_money_label(session, tr("Amount")), Kind.MONEY)],
            [[x.payer, x.payee, x.amount] for x in items],
            title=title,
            total=[tr("Total"), None, ColumnSum(sum((x.amount for x in items), ZERO))],
        )

    chain = tr("yes") if s.verified else tr("NO: {problems}", problems="; ".join(s.problems))
    facts = Block(
        [Column("", bold=True), Column("", fit=False)],
        [[tr("Fingerprint"), s.fingerprint], [tr("Chain verified"), chain], [tr("Smallest coin"), format(s.coin, "f")]],
        header=False,
        title=tr("Audit chain"),
    )
    blocks = [
        balances,
        transfers(tr("Settle by pair (one payment per pair)"), s.by_pair),
        transfers(tr("Simplified (fewest payments)"), s.simplified),
        facts,
    ]
    return Sheet(tr("Settle-up"), "settle-up", blocks, freeze=(1, 0))


def rules_sheet(session: Session, *, lang: str = "en") -> Sheet:
    """Every option now, and the changes. Option names, values and descriptions are the engine's own (English)."""
    tr = labeller(lang)
    now = session.rules_for(session.next_hand)
    options = Block(
        [
            Column(tr("Option"), bold=True),
            Column(tr("Value"), Kind.WRAP, width=44),
            Column(tr("Description"), Kind.WRAP, width=60),
        ],
        [list(row) for row in option_rows(now)],
    )
    changes: list[list[Value]] = []
    before: RuleSet | None = None
    for start, text in session.rules_history:
        rules = resolve_rules(json.loads(text))
        changes.append([start, tr("rules at the start") if before is None else rule_changes(before, rules)])
        before = rules
    history = Block(
        [Column(tr("From hand"), Kind.INT), Column(tr("What changed"), Kind.WRAP, width=44)],
        changes,
        title=tr("Rule changes"),
    )
    return Sheet(tr("Rules"), "rules", [options, history], freeze=(1, 1))


_ADDED_HAND = re.compile(r'"hand":(\d+),"result":')  # canonical JSON: keys sorted, strings escaped


def _hand_of(event: Event) -> int:
    """The hand an ``added`` event records, read without parsing its whole payload."""
    found = _ADDED_HAND.search(event.payload_text)
    return int(found.group(1)) if found else int(event.payload["hand"])


def _corrections_before(session: Session) -> dict[int, dict[str, Decimal]]:
    """For every edit and void: the hand's money just before it, by event seq.

    Follows which event's result stands for each hand (undo and redo included) and
    parses only the payloads it needs: a full replay parses every hand again.
    """
    out: dict[int, dict[str, Decimal]] = {}
    if not any(e.kind in ("edited", "voided") for e in session.events):
        return out
    standing: dict[int, int] = {}  # hand -> seq of the event whose result stands (0: void)
    changes: dict[int, tuple[int, int | None, int]] = {}  # seq -> (hand, before, after)

    def money(seq: int) -> dict[str, Decimal]:
        result = session.events[seq - 1].payload["result"]
        return {p["name"]: Decimal(p["money"]) for p in result["players"]}

    def put(hand: int, value: int | None) -> None:
        if value is None:
            standing.pop(hand, None)
        else:
            standing[hand] = value

    for event in session.events:
        kind, seq = event.kind, event.seq
        if kind in ("added", "edited", "voided"):
            hand = _hand_of(event) if kind == "added" else int(event.payload["hand"])
            before = standing.get(hand)
            if kind != "added" and before:
                out[seq] = money(before)
            after = 0 if kind == "voided" else seq
            changes[seq] = (hand, before, after)
            put(hand, after)
        elif kind in ("undo", "redo"):
            target = event.payload["undoes" if kind == "undo" else "redoes"]
            if target in changes:
                hand, before, after = changes[target]
                put(hand, before if kind == "undo" else after)
    return out


def _money_change(
    before: dict[str, Decimal], after: dict[str, Decimal], tr: Labeller | None = None, currency: str = ""
) -> str:
    tr = tr or labeller()
    parts = [
        f"{name} {money_text(before.get(name, ZERO), currency)} → {money_text(after.get(name, ZERO), currency)}"
        for name in list(before) + [n for n in after if n not in before]
        if before.get(name, ZERO) != after.get(name, ZERO)
    ]
    return tr("money {changes}", changes=", ".join(parts)) if parts else tr("money unchanged")


def audit_sheet(session: Session, *, lang: str = "en") -> Sheet:
    """Every correction; the detail of each is the engine's own words (English), money changes in ``lang``."""
    tr = labeller(lang)
    before = _corrections_before(session)
    entries = entries_before(session)
    rows: list[list[Value]] = []
    for item in session.audit():
        detail = item["detail"]
        seq = item["seq"]
        if item.get("manager"):
            detail += "; " + tr("signed off by the manager")
        if seq in before:
            event = session.events[seq - 1]
            if item["kind"] == "edited":
                after = {p["name"]: Decimal(p["money"]) for p in event.payload["result"]["players"]}
                detail += "; " + _money_change(before[seq], after, tr, session.currency)
                if seq in entries:
                    cards = cards_change(entries[seq], event.payload["entry"], cards_with_symbols)
                    detail += "; " + cards if cards else ""
            else:
                removed = ", ".join(f"{n} {money_text(m, session.currency)}" for n, m in before[seq].items())
                detail += "; " + tr("money removed: {amounts}", amounts=removed)
        rows.append([seq, parse_time(item["at"]), tr(item["kind"]), item["hand"], detail, item["reason"]])
    block = Block(
        [
            Column(tr("Event"), Kind.INT),
            Column(tr("When"), Kind.TIME),
            Column(tr("Kind")),
            Column(tr("Hand"), Kind.INT),
            Column(tr("What changed"), Kind.WRAP, width=60),
            Column(tr("Reason"), Kind.WRAP, width=40),
        ],
        rows,
    )
    if not rows:
        rows.append([None, None, "", None, tr("No corrections."), ""])
    note = tr(
        "Event: the book's event number for the session (1 is its creation; each hand recorded, correction,"
        " stake or rules change is one event), so the numbers skip the hands recorded in between"
    )
    return Sheet(tr("Audit"), "audit", [block], freeze=(1, 0), print_title_rows=1, header_note=note)
