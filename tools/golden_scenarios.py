"""The sessions of the golden corpus (tools/make_golden_corpus.py): one function per session.

Each plays a night through the command line (``night.session(...)``) and, for what only the
app records, the book's own ``act``. Hands are dealt from a seeded deck and set by rank
(lowest three in front), so some foul, as at a real table; the hands that matter are spelled.
The tournaments are played in tools/golden_tournaments.py.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from golden_tournaments import tournament, tournament_timed

RANKS = "23456789TJQKA"
SUITS = "shdc"
Hand = dict[str, Any]
Play = Callable[[Any], None]


def seat(name: str, front: str, middle: str, back: str, **extra: Any) -> dict[str, Any]:
    return {"name": name, "front": front, "middle": middle, "back": back, **extra}


def deal(seed: int, names: Sequence[str], *, extra_suits: str = "", fixed: Sequence[dict[str, Any]] = ()) -> Hand:
    """``fixed`` seats as given, the others dealt from the rest of the deck and set by rank."""
    deck = [r + s for s in SUITS + extra_suits for r in RANKS]
    for spelled in fixed:
        for row in ("front", "middle", "back"):
            for card in spelled[row].split():
                deck.remove(card)
    random.Random(seed).shuffle(deck)
    given = {s["name"]: s for s in fixed}
    players, at = [], 0
    for name in names:
        if name in given:
            players.append(given[name])
            continue
        cards = sorted(deck[at : at + 13], key=lambda c: RANKS.index(c[0]))
        at += 13
        players.append(seat(name, " ".join(cards[:3]), " ".join(cards[3:8]), " ".join(cards[8:])))
    return {"players": players}


FOUR = ["Amy", "Bob", "Cat", "Dan"]
DRAGON = seat("Amy", "2s 3h 4d", "5c 6d 7h 8s 9c", "Th Jd Qc Ks Ah")
SIX_PAIRS = seat("Bob", "2c 2d 9d", "3s 3c 4s 4c 5s", "5d 6s 6c 7s 7c")
FLUSHES = seat("Cat", "2h 5h 9h", "3d 6d 8d Jd Qd", "8s 9s Ts Js Ks")


# -- home games ---------------------------------------------------------------------------------
def home_classic(night: Any) -> None:
    """classic-2-4: naturals, surrender, fouls, corrections, undo and redo, changes of stake,
    unit, rules and players, then settled, reopened, renamed, archived."""
    night.new(players="Amy,Bob,Cat,Dan", currency="EUR", unit="0.5", stake="Amy,Bob=2", place="Amy's kitchen")
    night.add(deal(1, FOUR))
    night.add(deal(2, FOUR, fixed=[DRAGON]))  # a dragon, declared
    night.add(deal(3, FOUR, fixed=[{**DRAGON, "declare_natural": False}]))  # played as set
    night.add(deal(4, FOUR, fixed=[SIX_PAIRS, FLUSHES]))
    surrendering = deal(5, FOUR)
    surrendering["players"][3]["surrender"] = True
    night.add(surrendering, dealer="Cat")
    night.session("void", "2", "--reason", "misdeal")
    night.edit(1, deal(6, FOUR), "cards swapped between rows")
    night.session("undo")  # the edit
    night.session("redo")
    night.add(deal(7, FOUR))
    night.session("undo")  # hand 6 gone
    night.session("stake", "Cat,Dan=1.25")
    night.act("unit", lambda s: s.prepare_unit("0.75"))
    night.add(deal(8, FOUR))
    night.rules("classic-1-6")
    night.add(deal(9, FOUR))
    night.session("players", "Amy,Bob,Cat,Eve")
    night.add(deal(10, ["Amy", "Bob", "Cat", "Eve"]))
    night.add(deal(11, ["Eve", "Amy", "Bob"]))
    night.act("settled", lambda s: s.prepare_settled(True, "home time"))
    night.act("reopened", lambda s: s.prepare_settled(False, "one more hand"))
    night.add(deal(12, ["Amy", "Bob", "Cat", "Eve"]))
    night.act("settled", lambda s: s.prepare_settled(True, ""))
    night.act("renamed", lambda s: s.prepare_renamed("Friday night at Amy's"))
    night.act("archived", lambda s: s.prepare_archived(True))
    night.act("unarchived", lambda s: s.prepare_archived(False))
    night.act("archived", lambda s: s.prepare_archived(True))


def home_options(night: Any) -> None:
    """classic-2-4 with many rule options: foul in units, surrender, suit order, the horse card,
    caps, naturals tied, six pairs of plain pairs only, five pairs and a triple, natural rows as set."""
    rules = {
        "preset": "classic-2-4",
        "foul": "3",
        "surrender": "2",
        "suit_order": "shcd",
        "horse_card": "5h",
        "horse_multiplier": 3,
        "natural_vs_natural": "tie",
        "six_pairs_counts": "pairs",
        "natural_rows": "as-set",
        "naturals": {"dragon": 36, "six-pairs": 6, "five-pairs-triple": 8, "three-flushes": 3},
        "royalty_cap": 5,
        "scoop_cap": 6,
        "home_run_cap": 10,
        "royalty_payment": "always",
        "foul_pays_royalties": False,
        "scoop_multiplier": 2,
        "home_run_multiplier": 2,
        "wheel": "second-highest",
        "front_qka_straight": True,
    }
    night.new(players="Amy,Bob,Cat,Dan", rules=rules, currency="USD", unit="1", coin="0.25")
    for seed in range(20, 25):
        night.add(deal(seed, FOUR))
    night.add(deal(25, FOUR, fixed=[DRAGON, SIX_PAIRS]))
    surrendering = deal(26, FOUR)
    surrendering["players"][1]["surrender"] = True
    night.add(surrendering)


def thirteen_water(night: Any) -> None:
    """thirteen-water (per-row scoring, Eastern royalties, every natural) in yen, then the rules change."""
    night.new(players="Amy,Bob,Cat", rules="thirteen-water", currency="JPY", unit="100")
    for seed in range(30, 34):
        night.add(deal(seed, FOUR[:3]))
    night.add(deal(34, FOUR[:3], fixed=[DRAGON]))
    night.rules("shisanshui-room")
    for seed in range(35, 37):
        night.add(deal(seed, FOUR[:3]))


BOB = seat("Bob", "2s 3h 4d", "5c 5d 7h 8s 9c", "7c 7d 7s 6c 6d")
AMY_QQ = seat("Amy", "Qs Qd 4c", "Tc Td 9h 9d 8c", "Ah Kh Qh 8h 5h")
AMY_JJ = seat("Amy", "Js Jd 4c", "Tc Td 9h 9d 8c", "Ah Kh Qh 8h 5h")
AMY_TRIPS = seat("Amy", "4s 4h 4c", "Tc Td Th 9d 8c", "Ah Kh Qh 8h 5h")
AMY_KK = seat("Amy", "Ks Kd 4c", "Tc Td 9h 9d 8c", "Ah Kh Qh 8h 5h")


def ofc_fantasy(night: Any) -> None:
    """ofc with Fantasy Land (progressive, trips to enter), through an edit and an undo."""
    rules = {"preset": "ofc", "fantasy_land_progressive": True, "button_in_fantasy_land": "stays"}
    night.new(players="Amy,Bob", rules=rules, currency="GBP", unit="0.1")
    night.add({"players": [AMY_QQ, BOB]})
    night.add({"players": [AMY_TRIPS, BOB]})
    night.add({"players": [AMY_KK, BOB]})
    night.add({"players": [AMY_JJ, BOB]})
    night.edit(1, {"players": [AMY_JJ, BOB]}, "jacks, not queens")
    night.session("undo")
    night.rules({"preset": "ofc", "fantasy_land_entry": "trips"})
    night.add({"players": [AMY_TRIPS, BOB]}, again=True)  # hand 2's cards again, on purpose


def pineapple_27(night: Any) -> None:
    """pineapple-27: a 2-7 lowball middle with its qualifier and low royalties, three seats."""
    night.new(players="Amy,Bob,Cat", rules="pineapple-27")
    low = seat("Amy", "Qs Qd 9h", "2s 3h 4d 5c 7s", "As Ad Ac Kd Kh")
    night.add(deal(40, FOUR[:3], fixed=[low]))
    for seed in range(41, 44):
        night.add(deal(seed, FOUR[:3]))


def criss_cross(night: Any) -> None:
    """criss-cross: two players, two hands each."""
    night.new(players="Amy,Bob", rules="criss-cross", unit="0.5", stake="Amy,Bob=2")
    for seed in range(50, 54):
        hand = deal(seed, ["Amy", "Amy", "Bob", "Bob"])
        for player, number in zip(hand["players"], (1, 2, 1, 2), strict=True):
            player["hand"] = number
        night.add(hand)


def race(night: Any) -> None:
    """race-to-11 with a race stake: games run over hands, a void inside a game."""
    night.new(players="Amy,Bob,Cat", rules={"preset": "race-to-11", "race_stake": "5", "race_target": 7})
    for seed in range(60, 70):
        night.add(deal(seed, FOUR[:3]))
    night.session("void", "3", "--reason", "wrong seats")


def match_banker_six(night: Any) -> None:
    """多一色 with two extra suits, six seats, 坐庄 (the dealer banks, with multiples), matches of two hands."""
    names = ["Amy", "Bob", "Cat", "Dan", "Eve", "Fay"]
    rules = {"preset": "shisanshui-room", "extra_suits": ["s", "h"], "banker": "dealer", "match_hands": 2}
    night.new(players=",".join(names), rules=rules, currency="CNY", unit="10", place="老王的茶馆")
    five = seat("Amy", "As Ah Ad", "Qs Qh Qd Qc 2c", "5s 5s 5h 5d 5c")
    for seed, dealer in zip(range(70, 75), ["Amy", "Bob", "Cat", "Dan", "Eve"], strict=True):
        hand = deal(seed, names, extra_suits="sh", fixed=[five] if seed == 70 else ())
        others = [p for p in hand["players"] if p["name"] != dealer]
        others[0]["multiple"], others[1]["multiple"] = 3, 2
        night.add(hand, dealer=dealer)


def five_seats(night: Any) -> None:
    """One extra suit (65 cards, five seats), classic-1-6, a player who leaves and comes back."""
    names = ["Amy", "Bob", "Cat", "Dan", "Zoë"]
    night.new(players=",".join(names), rules={"preset": "classic-1-6", "extra_suits": ["d"]}, currency="EUR")
    for seed in range(80, 83):
        night.add(deal(seed, names, extra_suits="d"))
    night.session("players", "Amy,Bob,Cat,Dan")
    night.add(deal(83, names[:4], extra_suits="d"))
    night.session("players", ",".join(names))
    night.add(deal(84, names, extra_suits="d"))


# -- the casino ---------------------------------------------------------------------------------
def casino_collection(night: Any) -> None:
    """The house's collection of every kind (per player, tiers, percent with a cap, per time,
    accrued, off), tips to the house and to a player, an undone and redone tip, settled."""
    night.new(players="Amy,Bob,Cat,Dan", currency="USD", unit="5")
    night.session("collection", "--per-player", "1")
    night.add(deal(100, FOUR))
    night.session("collection", "--tiers", "1=0.5,5=1,20=2")
    night.add(deal(101, FOUR))
    night.session("collection", "--percent", "5", "--cap", "2")
    night.add(deal(102, FOUR))
    night.session("collection", "--per-time", "3", "--minutes", "4", "--accrue")
    night.add(deal(103, FOUR))
    night.add(deal(104, FOUR))
    night.session("collection", "--off")
    night.add(deal(105, FOUR))
    night.session("tip", "10", "--from", "Amy,Bob,Cat")
    night.session("tip", "7", "--from", "Cat,Dan", "--to", "Amy", "--note", "pizza & 啤酒")
    night.session("undo")
    night.session("redo")
    night.act("settled", lambda s: s.prepare_settled(True, ""))


def casino_stacks(night: Any) -> None:
    """Buy-ins, a re-buy, table stakes with the winner capped, a loss cap, cash-outs that
    balance, settled, and a slip printed twice."""
    night.new(players="Amy,Bob,Cat", currency="EUR", unit="2")
    for name in ("Amy", "Bob", "Cat"):
        night.session("buyin", name, "60")
    night.session("table-stakes", "on", "--cap-winner")
    night.session("loss-cap", "15")
    for seed in range(110, 113):
        night.add(deal(seed, FOUR[:3]))
    night.session("buyin", "Bob", "40")
    night.session("loss-cap", "off")
    night.add(deal(113, FOUR[:3]))
    night.session("table-stakes", "off")
    night.session("collection", "--per-player", "0.5")
    night.add(deal(114, FOUR[:3]))
    stacks = night.session("show")["stacks"]
    for name, left in stacks.items():
        if left != "0":
            night.session("cashout", name, left)
    night.act("settled", lambda s: s.prepare_settled(True, "cashed out"))
    night.session("slip", "--pdf", str(night.folder / "slip.pdf"))
    night.session("slip", "--pdf", str(night.folder / "slip-again.pdf"))
    night.session("slip", "--pdf", str(night.folder / "slip-amy.pdf"), "--player", "Amy")


def casino_manager(night: Any) -> None:
    """A manager passphrase set, then every signed action: void, edit, stake, rules, collection,
    undo of a signed void, the passphrase changed, reopen, and the passphrase cleared."""
    from scorekeeper.casino import manager, prepare_manager

    # Written as the program wrote passphrases before signatures (a scrypt record in the log).
    night.new(players="Amy,Bob,Cat,Dan", currency="EUR", unit="1")
    night.act("manager", lambda s: prepare_manager(s, manager.hash_passphrase("open sesame")))
    night.add(deal(120, FOUR))
    night.add(deal(121, FOUR))
    night.session("void", "1", "--reason", "misdeal", manager="open sesame")
    night.edit(2, deal(122, FOUR), "typed wrong", manager="open sesame")
    night.session("undo", manager="open sesame")  # the edit: signed
    night.session("stake", "Amy,Bob=3", manager="open sesame")
    night.rules("classic-1-6", manager="open sesame")
    night.session("collection", "--per-player", "0.25", manager="open sesame")
    night.add(deal(123, FOUR))
    night.session("undo", manager="open sesame")  # the hand: signed
    again = manager.hash_passphrase("new words")
    night.act_signed("manager", lambda s: prepare_manager(s, again), "open sesame")
    night.add(deal(124, FOUR))
    night.act("settled", lambda s: s.prepare_settled(True, ""))
    night.act_signed("reopened", lambda s: s.prepare_settled(False, "a late claim"), "new words")
    night.session("manager", "clear", manager="new words")
    night.session("void", "3", "--reason", "no manager now")


def casino_signed(night: Any) -> None:
    """Signed sign-offs: a passphrase set (its public key in the log), a void, an edit, an undo,
    a stake change, each signed by its key; the passphrase changed (signed by the old key), a
    reopen signed by the new one, and the passphrase cleared (signed)."""
    night.new(players="Amy,Bob,Cat,Dan", currency="EUR", unit="1")
    night.session("manager", "set", stdin="open sesame\n")
    night.add(deal(130, FOUR))
    night.add(deal(131, FOUR))
    night.session("void", "1", "--reason", "misdeal", manager="open sesame")
    night.edit(2, deal(132, FOUR), "typed wrong", manager="open sesame")
    night.session("undo", manager="open sesame")  # the edit: signed
    night.session("stake", "Amy,Bob=3", manager="open sesame")
    night.session("manager", "set", stdin="new words\n", manager="open sesame")
    night.add(deal(133, FOUR))
    night.act("settled", lambda s: s.prepare_settled(True, ""))
    night.act_signed("reopened", lambda s: s.prepare_settled(False, "a late claim"), "new words")
    night.session("manager", "clear", manager="new words")
    night.session("void", "3", "--reason", "no manager now")


def _phones_submit(night: Any, number: int, hand: Hand) -> None:
    """Each seat of ``hand`` as its player's phone submits it (the seat server's pending file)."""
    from scorekeeper.web.pending import PendingStore, SeatSet
    from scorekeeper.web.pending_hand import seat_key

    store = PendingStore(night.book, "1")
    for p in hand["players"]:
        rows = (p["front"], p["middle"], p["back"])
        store.put(number, seat_key(p["name"], p.get("hand")), SeatSet("submitted", *rows))


def phones(night: Any) -> None:
    """Hands the players set on their own phones (issue 29): session add --from-pending names them in
    the event (by_players), beside a typed hand; a correction of one seat takes it off; criss-cross seats."""
    night.new(players="Amy,Bob,Cat,Dan", rules="classic-1-6")
    night.add(deal(80, FOUR))
    for number, seed in ((2, 81), (3, 82)):
        _phones_submit(night, number, deal(seed, FOUR))
        night.session("add", "--from-pending")
    changed = deal(82, FOUR)
    bob = changed["players"][1]
    bob["middle"], bob["back"] = bob["back"], bob["middle"]  # the scorekeeper corrects Bob's seat
    night.edit(3, changed, "Bob's rows the other way round")
    night.rules("criss-cross")
    hand = deal(84, ["Amy", "Amy", "Bob", "Bob"])
    for player, number in zip(hand["players"], (1, 2, 1, 2), strict=True):
        player["hand"] = number
    _phones_submit(night, 4, hand)
    night.session("add", "--from-pending")


SCENARIOS: dict[str, tuple[str, Play]] = {
    name.replace("_", "-"): ((play.__doc__ or "").replace("\n   ", "").strip(), play)
    for name, play in [
        ("home_classic", home_classic),
        ("home_options", home_options),
        ("thirteen_water", thirteen_water),
        ("ofc_fantasy", ofc_fantasy),
        ("pineapple_27", pineapple_27),
        ("criss_cross", criss_cross),
        ("race", race),
        ("match_banker_six", match_banker_six),
        ("five_seats", five_seats),
        ("casino_collection", casino_collection),
        ("casino_stacks", casino_stacks),
        ("casino_manager", casino_manager),
        ("casino_signed", casino_signed),
        ("phones", phones),
        ("tournament", tournament),
        ("tournament_timed", tournament_timed),
    ]
}
ALSO_VERSION_0 = frozenset({"home-classic", "casino-collection", "casino-stacks", "casino-manager", "ofc-fantasy"})
ALSO_OLD_SCHEMAS = frozenset({"home-classic"})  # schema 1 with version 0 payloads, schema 2 with today's
# An event's session (session 1) is answered loaded alone into a fresh book, with `tournament show 1`;
# its file name: the session of each of its tables also stored, and what that file is.
TOURNAMENTS = frozenset({"tournament", "tournament-timed"})
ALSO_SESSIONS: dict[str, dict[str, tuple[str, str]]] = {
    "tournament": {
        "tournament-table": (
            "3",
            "Table 2 of the event in tournament.json, its own session (the draw made it, marked t_of):"
            " the tournament's hands as its ordinary added events (a seat not set in time among them), one"
            " voided when the event took it"
            " back, and its players as busts and moves changed them.",
        )
    }
}
