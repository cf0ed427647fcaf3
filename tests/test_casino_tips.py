"""Tips to the house are settled on lines of their own: each tipper pays the house their share,
and no transfer, no mode and no player's slip routes one player's tip through another."""

from __future__ import annotations

import io
import random
from decimal import Decimal
from pathlib import Path

import pypdf
from helpers.session_kit import pay
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.book.storage import Book
from scorekeeper.casino.prepare import prepare_collection, prepare_tip
from scorekeeper.casino.slip import slip_pdf
from scorekeeper.casino.tips import shares
from scorekeeper.cli.casino import mode_json
from scorekeeper.demo import random_hand
from scorekeeper.ledger.settlement import Transfer
from scorekeeper.ledger.totals import settle
from scorekeeper.session.session import Session, parse_hand_entry

D = Decimal
NAMES = ["王小明", "Amy", "Bob", "Cat", "Dan"]
HOUSE = "house"
SEED = 4  # a night where 王小明 lost: the fewest transfers once sent him to pay the others' tip


def night(seed: int, players: list[str], tips: list[tuple[str, list[str], str]], *, fee: bool = False) -> Session:
    """A night of random hands with the tips given as (amount, payers, to)."""
    rng = random.Random(seed)
    s = Session.create("1", name="Night", players=players, unit=D(1), currency="EUR")
    if fee:  # paid at the table each hand: nothing of it is owed at the settle-up
        s.append("collection", prepare_collection(s, {"kind": "per_player", "amount": "0.25"}))
    for _ in range(6):
        s.append("added", s.prepare_add(parse_hand_entry(random_hand(rng, players))))
    for amount, payers, to in tips:
        s.append("tip", prepare_tip(s, amount, payers, to, "dealer"))
    return s


def own_house_tips(session: Session) -> dict[str, Decimal]:
    """What each player owes the house for the tips they themselves shared."""
    owed: dict[str, Decimal] = {}
    for tip in session.casino.tips:
        if tip.to == HOUSE:
            for name, share in shares(tip, coin=session.coin_value).items():
                owed[name] = owed.get(name, D(0)) + share
    return owed


def assert_tips_apart(session: Session, transfers: list[Transfer]) -> None:
    """Every payment to the house is one tipper's own tips; the house receives exactly the tips."""
    owed = own_house_tips(session)
    to_house = [t for t in transfers if t.payee == HOUSE]
    assert {t.payer: t.amount for t in to_house} == {n: v for n, v in owed.items() if v}
    assert len(to_house) == len({t.payer for t in to_house})
    assert not [t for t in transfers if t.payer == HOUSE]
    tipped = sum((t.amount for t in session.casino.tips if t.to == HOUSE), D(0))
    assert sum((t.amount for t in to_house), D(0)) == tipped


TIP = st.tuples(
    st.sampled_from(["10", "7.5", "0.05", "33.33", "100"]),
    st.lists(st.sampled_from(NAMES[:4]), min_size=1, max_size=4, unique=True),
    st.sampled_from([HOUSE, HOUSE, HOUSE, "Cat"]),
)


@given(seed=st.integers(0, 10_000), tips=st.lists(TIP, min_size=1, max_size=4), fee=st.booleans())
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_no_transfer_carries_another_players_tip_and_the_house_receives_exactly_the_tips(
    seed: int, tips: list[tuple[str, list[str], str]], fee: bool
) -> None:
    tips = [(a, p, to) for a, p, to in tips if p != [to]]  # nobody pays only themselves (refused)
    session = night(seed, NAMES[:4], tips, fee=fee)
    result = settle(session)
    assert result.verified
    assert sum(result.parties.values(), D(0)) == 0  # players and house sum to zero
    rounded = {p: v - result.rounding.get(p, D(0)) for p, v in result.parties.items()}
    assert set(pay(rounded, result.simplified).values()) <= {D(0)}  # the transfers clear every balance
    assert_tips_apart(session, result.simplified)
    for mode in ("fewest", "cashier", "seat-order"):
        moved = [Transfer(t["from"], t["to"], D(t["amount"])) for t in mode_json(session, result, mode)["transfers"]]
        assert set(pay(rounded | {"cage": D(0)}, moved).values()) <= {D(0)}, mode
        assert_tips_apart(session, moved)


def text_of(data: bytes) -> str:
    return "\n".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(data)).pages)


def test_a_player_who_did_not_tip_is_never_told_to_pay_the_house(tmp_path: Path) -> None:
    players = NAMES[:4]
    rng = random.Random(SEED)
    with Book.open(tmp_path / "book.sqlite") as book:
        s = book.create_session(name="Night", players=players, unit=D(1), currency="EUR")
        for _ in range(6):
            entry = parse_hand_entry(random_hand(rng, players))
            book.act(s.id, "added", lambda x, e=entry: x.prepare_add(e))
        book.act(s.id, "tip", lambda x: prepare_tip(x, "10", ["Bob", "Cat"], HOUSE, "dealer"))
        session = book.session(s.id)
    result = settle(session)
    assert [(t.payer, t.amount) for t in result.simplified if t.payee == HOUSE] == [("Bob", D(5)), ("Cat", D(5))]
    for player in players:
        slip = text_of(slip_pdf(session, result, player=player, copy_number=1, printed_at="x"))
        lines = [line for line in slip.splitlines() if " pays house" in line]
        assert lines == ([f"{player} pays house 5.00 EUR"] if player in ("Bob", "Cat") else []), (player, lines)
