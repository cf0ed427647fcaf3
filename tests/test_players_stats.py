"""Statistics per person and currency (issue 30) against a plain recount from the exported events.

A generated book: 50 sessions, 8 people, 5 of whom also played under another name, in EUR
and USD, with corrections and voids. The recount below reads the ``export --json`` files'
events itself (added, edited and voided hands; nothing of the engine's), and every figure of
``players stats`` must equal it, with and without a date range.
"""

from __future__ import annotations

import json
import random
from collections import Counter, defaultdict
from decimal import ROUND_HALF_EVEN, Context, Decimal, localcontext
from pathlib import Path
from typing import Any

from helpers.session_kit import cli

from scorekeeper.book import open_book
from scorekeeper.demo import random_hand
from scorekeeper.session.event_records import HandAdded, HandEdited, HandVoided
from scorekeeper.session.session import parse_hand_entry

D = Decimal
PEOPLE = ("Amy", "Bob", "Cyd", "Dee", "Eve", "Fay", "Gus", "Hal")
ALIASES = {"amy": "Amy", "Bobby": "Bob", "Cýd": "Cyd", "Dee D": "Dee", "eve": "Eve"}
ROWS = ("front", "middle", "back")


def make_book(path: Path) -> None:
    rng = random.Random(3030)
    with open_book(path) as book:
        for number in range(1, 51):
            people = rng.sample(PEOPLE, rng.choice((2, 3, 4)))
            names = [next((a for a, p in ALIASES.items() if p == who and rng.random() < 0.4), who) for who in people]
            sid = book.create_session(
                name=f"Night {number}",
                players=names,
                currency="EUR" if number % 3 else "USD",
                unit=D(rng.choice(("0.5", "1", "2.5"))),
                place=rng.choice(("Kitchen", "Club")),
                date=f"2026-{1 + number % 12:02d}-{1 + number % 27:02d}",
            ).id
            for hand in range(1, rng.randint(3, 9)):
                seated = rng.sample(names, rng.randint(2, len(names)))
                entry = parse_hand_entry(random_hand(rng, seated, foul_share=0.1, surrender_share=0.1))
                book.act(sid, HandAdded, lambda s, e=entry: s.prepare_add(e, None, again=True))
                if rng.random() < 0.08:
                    again = parse_hand_entry(random_hand(rng, seated))
                    book.act(sid, HandEdited, lambda s, h=hand, e=again: s.prepare_edit(h, e, "typo", None))
                if rng.random() < 0.05:
                    book.act(sid, HandVoided, lambda s, h=hand: s.prepare_void(h, "misdeal"))


# -- the recount: the exported events, read by hand ---------------------------------------------------
def live_hands(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    hands: dict[int, dict[str, Any]] = {}
    for event in events:
        payload = event["payload"]
        assert event["kind"] in ("created", "added", "edited", "voided"), event["kind"]
        if event["kind"] in ("added", "edited"):
            hands[payload["hand"]] = payload["result"]
        elif event["kind"] == "voided":
            del hands[payload["hand"]]
    return [hands[n] for n in sorted(hands)]


def per(total: Decimal, hands: int, scale: int = 1) -> str:
    with localcontext(Context(prec=100, rounding=ROUND_HALF_EVEN)):
        value = (total * scale / hands).quantize(D("0.0001"))
    return plain(value)


def plain(value: Decimal) -> str:
    return "0" if value == 0 else format(value.normalize(Context(prec=100)), "f")


def recount(exports: list[dict[str, Any]], who: str, since: str = "", until: str = "9999") -> dict[str, Any]:
    names = {who} | {a for a, p in ALIASES.items() if p == who}
    nights: dict[str, list[tuple[str, int, str, int, Decimal, Decimal]]] = defaultdict(list)
    rows = {r: Counter() for r in ROWS}
    counts: Counter[str] = Counter()
    royalties: Counter[str] = Counter()
    naturals: Counter[str] = Counter()
    duels: dict[str, dict[str, list[Any]]] = defaultdict(dict)
    for data in exports:
        created = data["events"][0]["payload"]
        date, currency = created["date"], created["currency"]
        if not since <= date <= until:
            continue
        hands, units, money = 0, D(0), D(0)
        for result in live_hands(data["events"]):
            mine = [p for p in result["players"] if p["name"] in names]
            if not mine:
                continue
            hands += 1
            for p in mine:
                units += D(p["units"])
                money += D(p["money"])
                counts[p["status"]] += 1
                if p["status"] == "natural":
                    naturals[p["natural"]] += 1
                for r in p["royalties"]:
                    royalties[r["hand"]] += 1
            for pair in result["pairs"]:
                a, b = pair["players"]
                if (a in names) == (b in names):
                    continue
                side, other = (1, b) if a in names else (-1, a)
                opponent = ALIASES.get(other, other)
                duel = duels[opponent].setdefault(currency, [0, D(0), D(0)])
                duel[0] += 1
                duel[1] += side * D(pair["units"])
                duel[2] += side * D(pair["money"])
                if pair["rows"]:
                    mine_rows = [side * r for r in pair["rows"]]
                    for row, r in zip(ROWS, mine_rows, strict=True):
                        rows[row]["won" if r == 1 else "lost" if r == -1 else "tied"] += 1
                    counts["made" if mine_rows == [1, 1, 1] else "suffered" if mine_rows == [-1, -1, -1] else ""] += 1
        if hands:
            nights[currency].append((date, int(data["session"]), data["session"], hands, units, money))
    currencies = {}
    for currency, listed in sorted(nights.items()):
        listed.sort()
        hands = sum(n[3] for n in listed)
        units = sum((n[4] for n in listed), D(0))
        money = sum((n[5] for n in listed), D(0))

        def night(n: tuple[str, int, str, int, Decimal, Decimal]) -> dict[str, Any]:
            return {"session": n[2], "date": n[0], "hands": n[3], "money": plain(n[5])}

        running, total = [], D(0)
        for n in listed:
            total += n[5]
            running.append(night(n) | {"total": plain(total)})
        best = max(listed, key=lambda n: n[5])
        worst = min(listed, key=lambda n: n[5])
        currencies[currency] = {
            "sessions": len(listed),
            "hands": hands,
            "money": plain(money),
            "units": plain(units),
            "money_per_hand": per(money, hands),
            "units_per_hand": per(units, hands),
            "money_per_100_hands": per(money, hands, 100),
            "units_per_100_hands": per(units, hands, 100),
            "best_night": night(best),
            "worst_night": night(worst),
            "running": running,
        }
    return {
        "currencies": currencies,
        "rows": {row: {k: rows[row][k] for k in ("won", "lost", "tied")} for row in ROWS},
        "scoops": {"made": counts["made"], "suffered": counts["suffered"]},
        "fouls": counts["fouled"],
        "surrenders": counts["surrendered"],
        "royalties": dict(sorted(royalties.items())),
        "naturals": dict(sorted(naturals.items())),
        "head_to_head": {
            o: {c: {"hands": d[0], "units": plain(d[1]), "money": plain(d[2])} for c, d in sorted(by.items())}
            for o, by in sorted(duels.items())
        },
    }


def test_every_figure_equals_a_plain_recount_of_the_exported_events(capsys: Any, tmp_path: Path) -> None:
    book = tmp_path / "book.sqlite"
    make_book(book)
    exports = []
    for sid in range(1, 51):
        target = tmp_path / f"s{sid}.json"
        cli(capsys, "export", str(sid), "--json", target, "--book", book)
        exports.append(json.loads(target.read_text(encoding="utf-8")) | {"session": str(sid)})
    for alias, person in ALIASES.items():
        assert cli(capsys, "players", "merge", person, alias, "--book", book)["player"] == person
    listed = cli(capsys, "players", "list", "--book", book)["players"]
    assert [p["name"] for p in listed] == sorted(PEOPLE)
    kinds = {e["kind"] for data in exports for e in data["events"]}
    assert {"edited", "voided"} <= kinds
    everyone = [recount(exports, person) for person in PEOPLE]
    assert all(sum(r[k] for r in everyone) > 0 for k in ("fouls", "surrenders"))  # the counts are exercised
    assert sum(sum(r["royalties"].values()) for r in everyone) > 0
    assert sum(r["scoops"]["made"] for r in everyone) > 0
    seen_currencies = set()
    for person in PEOPLE:
        for window in (("", "9999"), ("2026-03-01", "2026-08-31")):
            args = ["--since", window[0], "--until", window[1]] if window[0] else []
            got = cli(capsys, "players", "stats", person, *args, "--book", book)
            expected = recount(exports, person, *window)
            for key, value in expected.items():
                assert got[key] == value, (person, window, key)
            seen_currencies |= set(got["currencies"])
        season = cli(capsys, "players", "stats", person, "--season", "2026", "--book", book)
        assert season["currencies"] == recount(exports, person)["currencies"]
    assert seen_currencies == {"EUR", "USD"}
    totals = Counter()
    for person in PEOPLE:
        stats = cli(capsys, "players", "stats", person, "--book", book)
        for currency, figures in stats["currencies"].items():
            totals[currency] += D(figures["money"])
    assert all(v == 0 for v in totals.values())  # the table's money adds up to nothing in each currency
