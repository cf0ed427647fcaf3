"""The settle-up that leaves the app: chat messages, a Splitwise-style CSV, beancount and ledger-cli journals.

Each form is made from the session's :class:`~scorekeeper.ledger.totals.Settlement`: the
fewest transfers (``simplified``), in whole coins, each amount exact with its currency.
The journals post the night's exact balances, then each transfer, then what rounding to
the coin moved (to ``Equity:Rounding``), and assert the next day that every player's
account is back at zero: ``bean-check`` proves the transfers clear the balances.
"""

from __future__ import annotations

import csv
import hashlib
import io
import re
from decimal import Decimal

from scorekeeper.amounts import format_amount
from scorekeeper.ledger.settlement import Transfer
from scorekeeper.ledger.totals import Settlement
from scorekeeper.money import Money, normalise_currency
from scorekeeper.players.wording import message_labeller
from scorekeeper.session.session import Session

NO_CURRENCY = "XXX"  # ISO 4217's code for "no currency": a journal needs one
_ACCOUNT_PART = re.compile(r"[A-Z][A-Za-z0-9-]*")


def _money(amount: Decimal, currency: str) -> str:
    return str(Money(amount, currency)) if currency else format_amount(amount)


def messages(session: Session, s: Settlement, lang: str = "en") -> dict[str, str]:
    """Per player: what they pay to whom or receive from whom, ready for a chat, in ``lang``."""
    tr = message_labeller(lang)
    currency = normalise_currency(session.currency)
    head = tr(
        "{session} ({date}), fingerprint {fingerprint}",
        session=session.name,
        date=session.date or "-",
        fingerprint=s.fingerprint,
    )
    out: dict[str, str] = {}
    for player, balance in s.balances.items():
        lines = [head, tr("Your result tonight: {amount}", amount=_money(balance, currency))]
        mine = [t for t in s.simplified if player in (t.payer, t.payee)]
        for t in mine:
            paying = t.payer == player
            other = _party(t.payee if paying else t.payer, tr("the house"), s)
            text = "{name}: you pay {amount} to {other}" if paying else "{name}: you receive {amount} from {other}"
            lines.append(tr(text, name=player, amount=_money(t.amount, currency), other=other))
        if not mine:
            lines.append(tr("{name}: nothing to pay or receive", name=player))
        out[player] = "\n".join(lines)
    return out


def _party(name: str, house: str, s: Settlement) -> str:
    return name if name in s.balances else house


def splitwise_csv(session: Session, s: Settlement) -> str:
    """One row per transfer, as a group expense app imports a payment: who paid (positive) and who
    was paid (negative), every other member zero; the date, the session and the currency."""
    parties = list(s.balances) + sorted({p for t in s.simplified for p in (t.payer, t.payee)} - set(s.balances))
    currency = normalise_currency(session.currency)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["Date", "Description", "Category", "Cost", "Currency", *parties])
    for t in s.simplified:
        shares = {p: "0" for p in parties} | {t.payer: format_amount(t.amount), t.payee: format_amount(-t.amount)}
        description = f"{session.name}: {t.payer} pays {t.payee}"
        row = [session.date, description, "Payment", format_amount(t.amount), currency, *shares.values()]
        writer.writerow(row)
    return out.getvalue()


def account_names(parties: list[str]) -> dict[str, str]:
    """Each party's account ``Assets:Players:NAME`` in the letters a journal's account takes;
    a name that has none of them (or would clash) is named by a short hash of itself."""
    out: dict[str, str] = {}
    for name in parties:
        part = re.sub(r"[^A-Za-z0-9-]", "", name.replace(" ", "-"))
        part = part[:1].upper() + part[1:]
        if not _ACCOUNT_PART.fullmatch(part) or f"Assets:Players:{part}" in out.values():
            part = "P" + hashlib.sha256(name.encode()).hexdigest()[:8]
        out[name] = f"Assets:Players:{part}"
    return out


def _journal_currency(session: Session) -> str:
    code = normalise_currency(session.currency)
    return code if re.fullmatch(r"[A-Z][A-Z0-9'._-]{0,22}[A-Z0-9]", code) else NO_CURRENCY


def _quoted(text: str) -> str:
    return '"' + text.replace("\\", "").replace('"', "'").replace("\n", " ") + '"'


def _postings(s: Settlement) -> tuple[list[tuple[str, list[tuple[str, Decimal]]]], list[str]]:
    """The journal's transactions (narration, postings by party or account) and its parties."""
    owed = s.parties or s.balances  # the house among them when it is owed (casino/settle_up.py)
    parties = list(owed) + sorted({p for t in s.simplified for p in (t.payer, t.payee)} - set(owed))
    night = [(p, v) for p, v in owed.items() if v != 0]
    txns = [("the night's results", night)] if night else []
    txns += [(f"{t.payer} pays {t.payee}", [(t.payer, t.amount), (t.payee, -t.amount)]) for t in _all(s.simplified)]
    rounding = [(p, -v) for p, v in s.rounding.items() if v != 0]
    if rounding:
        total = sum((v for _, v in rounding), Decimal(0))
        txns.append(("rounded to the coin", [*rounding, ("=Equity:Rounding", -total)]))
    return txns, parties


def _all(transfers: list[Transfer]) -> list[Transfer]:
    return [t for t in transfers if t.amount != 0]


def beancount_journal(session: Session, s: Settlement) -> str:
    """The night as a beancount journal (``bean-check`` accepts it): the results, each transfer,
    the rounding, and next-day balance assertions of zero for every player."""
    return _journal(session, s, beancount=True)


def ledger_journal(session: Session, s: Settlement) -> str:
    """The same journal for ledger-cli (``ledger -f FILE balance``)."""
    return _journal(session, s, beancount=False)


def _journal(session: Session, s: Settlement, *, beancount: bool) -> str:
    txns, parties = _postings(s)
    accounts = account_names(parties)
    currency = _journal_currency(session)
    day = session.date or "1970-01-01"
    date = day if beancount else day.replace("-", "/")
    payee = _quoted(f"{session.name} (session {session.id}, fingerprint {s.fingerprint})")
    lines = [f"; {session.name}: settle-up, amounts in {currency}", ""]
    if beancount:
        lines += [f'option "operating_currency" "{currency}"', ""]
        lines += [f"{day} open {accounts[p]} {currency}" for p in parties]
        lines += [f"{day} open Equity:Rounding {currency}", ""]
    for narration, postings in txns:
        head = f"{date} * {payee} {_quoted(narration)}" if beancount else f"{date} * {session.name}: {narration}"
        lines.append(head)
        for who, amount in postings:
            account = who[1:] if who.startswith("=") else accounts[who]
            lines.append(f"  {account}  {format_amount(amount)} {currency}")
        lines.append("")
    if beancount:
        from datetime import date as calendar
        from datetime import timedelta

        after = (calendar.fromisoformat(day) + timedelta(days=1)).isoformat()
        lines += [f"{after} balance {accounts[p]}  0 {currency}" for p in parties]
    return "\n".join(lines).rstrip("\n") + "\n"
