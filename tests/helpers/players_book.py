"""A small book of several nights for the Players page and the Players sheet: four people, one of
whom also played as "bobby" (merged into Bob), in EUR and USD, with a void and a correction."""

from __future__ import annotations

import random
from decimal import Decimal
from pathlib import Path

from scorekeeper.book import open_book
from scorekeeper.demo import random_hand
from scorekeeper.players import merge
from scorekeeper.session.event_records import HandAdded, HandEdited, HandVoided
from scorekeeper.session.session import parse_hand_entry

PEOPLE = ("Amy", "Bob", "Cyd", "Dee")


def make_players_book(path: Path, *, nights: int = 8, merged: bool = True) -> None:
    rng = random.Random(3031)
    with open_book(path) as book:
        for number in range(1, nights + 1):
            names = list(rng.sample(PEOPLE, rng.choice((2, 3, 4))))
            if "Bob" in names and number % 3 == 0:
                names[names.index("Bob")] = "bobby"
            sid = book.create_session(
                name=f"Night {number}",
                players=names,
                currency="EUR" if number % 4 else "USD",
                unit=Decimal(rng.choice(("0.5", "1", "2.5"))),
                date=f"{2025 + number % 2}-{1 + number % 12:02d}-{1 + number % 27:02d}",
            ).id
            for hand in range(1, rng.randint(4, 9)):
                seated = rng.sample(names, rng.randint(2, len(names)))
                entry = parse_hand_entry(random_hand(rng, seated, foul_share=0.1, surrender_share=0.1))
                book.act(sid, HandAdded, lambda s, e=entry: s.prepare_add(e, None, again=True))
                if hand == 2 and number == 2:
                    again = parse_hand_entry(random_hand(rng, seated))
                    book.act(sid, HandEdited, lambda s, h=hand, e=again: s.prepare_edit(h, e, "typo", None))
                if hand == 3 and number == 5:
                    book.act(sid, HandVoided, lambda s, h=hand: s.prepare_void(h, "misdeal"))
        if merged:
            merge(book, "Bob", "bobby")
