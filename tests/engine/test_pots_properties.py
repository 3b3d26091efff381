"""Properties of settlement over random hands (RULINGS R1), with hypothesis.

Random seats, commitments in chip units (all-ins at random levels, a covering top
level, sometimes an overbet left uncalled), random folds (a folded seat never put in
more than every seat still in: it folds facing a larger bet), random hand strengths
with many ties, random commission, odd-chip rule and marker.  For every hand:

- conservation: payouts + commission = commitments (R1-6);
- tied winners of a pot get shares at most one chip unit apart (R1-3, R1-4);
- no seat receives chips from a layer above its own commitment (R1-2);
- renumbering the seats consistently gives the same answer, renumbered.
"""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.examples import examples
from trainer.engine.cards import FULL_RANKS, deck
from trainer.engine.pots import ODD_CHIP_RULES, WHOLE_REMAINDER_RULES, Commission, Settlement, settle
from trainer.engine.solve import solve

SEATS = 10
ENGINE = settings(max_examples=examples(300), deadline=None)
SCENARIO = settings(max_examples=examples(80), deadline=None)


@dataclass(frozen=True)
class Hand:
    commitments: dict[int, int]
    folded: frozenset[int]
    strengths: dict[int, int]
    chip_unit: int
    commission: Commission | None
    odd_chip: str
    marker: int


@st.composite
def hands(draw: st.DrawFn) -> Hand:
    seats = draw(st.lists(st.integers(1, SEATS), min_size=2, max_size=SEATS, unique=True))
    unit = draw(st.sampled_from((1, 5, 25)))
    live = seats[: draw(st.integers(1, len(seats)))]
    folded = seats[len(live):]
    top = draw(st.integers(0, 60))
    units = {s: draw(st.one_of(st.just(top), st.integers(0, top))) for s in live}
    if draw(st.booleans()):  # an overbet nobody matched
        units[live[0]] += draw(st.integers(1, 40))
    highest = max(units.values())
    units.update({s: draw(st.integers(0, highest)) for s in folded})
    commission = draw(st.one_of(
        st.none(),
        st.builds(
            Commission,
            st.sampled_from((0, 2.5, 3, 3.3, 4, 5)),
            st.one_of(st.none(), st.integers(0, 20).map(lambda n: n * unit)),
        ),
    ))
    return Hand(
        commitments={s: n * unit for s, n in units.items()},
        folded=frozenset(folded),
        strengths={s: draw(st.integers(0, 3)) for s in live},
        chip_unit=unit,
        commission=commission,
        odd_chip=draw(st.sampled_from(sorted(ODD_CHIP_RULES))),
        marker=draw(st.integers(1, SEATS)),
    )


def settle_hand(hand: Hand) -> Settlement:
    return settle(
        hand.commitments, hand.folded, hand.strengths, chip_unit=hand.chip_unit,
        commission=hand.commission, odd_chip=hand.odd_chip, marker=hand.marker,
    )


def summary(s: Settlement, rename=lambda seat: seat) -> dict:
    """What a croupier pays, with seats renamed: comparable across renumberings."""
    return {
        "uncalled": None if s.uncalled is None else (rename(s.uncalled.seat), s.uncalled.amount),
        "pots": [
            (a.pot.amount, sorted(map(rename, a.pot.eligible)), sorted(map(rename, a.winners)),
             a.commission.charged, sorted((rename(seat), c) for seat, c in a.shares))
            for a in s.awards
        ],
        "payouts": sorted((rename(seat), c) for seat, c in s.payouts.items()),
    }


@ENGINE
@given(hands())
def test_r1_6_conservation(hand):
    s = settle_hand(hand)
    assert sum(s.payouts.values()) + s.commission == sum(hand.commitments.values())
    assert sum(p.amount for p in s.pots) + (s.uncalled.amount if s.uncalled else 0) == sum(
        hand.commitments.values()
    )


@ENGINE
@given(hands())
def test_r1_4_tied_winners_shares_differ_by_at_most_one_chip_unit(hand):
    """One unit each in turn (R1-4), or — omaha-macau — the whole remainder to one winner:
    every other winner then has the equal part exactly."""
    s = settle_hand(hand)
    for award in s.awards:
        shares = [award.share_of(seat) for seat in award.winners]
        if hand.odd_chip in WHOLE_REMAINDER_RULES:
            assert sorted(shares)[:-1] == [min(shares)] * (len(shares) - 1)
            assert max(shares) - min(shares) <= (len(shares) - 1) * hand.chip_unit
        else:
            assert max(shares) - min(shares) <= hand.chip_unit
        assert all(c % hand.chip_unit == 0 for c in shares)
        assert sum(shares) == award.net


@ENGINE
@given(hands())
def test_r1_2_no_seat_wins_chips_from_a_layer_above_its_commitment(hand):
    s = settle_hand(hand)
    in_pots = dict(hand.commitments)
    if s.uncalled is not None:
        assert hand.commitments[s.uncalled.seat] == max(hand.commitments.values())
        in_pots[s.uncalled.seat] -= s.uncalled.amount
    for award in s.awards:
        for seat, _ in award.shares:
            assert seat not in hand.folded
            assert in_pots[seat] >= award.pot.ceiling
    for seat in hand.commitments:
        won = sum(a.share_of(seat) for a in s.awards)
        reachable = sum(a.pot.amount for a in s.awards if a.pot.ceiling <= in_pots[seat])
        assert won <= reachable


@ENGINE
@given(hands(), st.data())
def test_renumbering_seats_in_table_order_gives_the_same_answer(hand, data):
    # Any renumbering that keeps the seats' order round the table (seat 2 < 5 < 7 ->
    # 1 < 3 < 9) keeps every odd-chip rule and marker position: same answer, renamed.
    old = sorted(set(hand.commitments) | {hand.marker})
    new = sorted(data.draw(st.lists(st.integers(1, 40), min_size=len(old), max_size=len(old),
                                    unique=True)))
    rename = dict(zip(old, new, strict=True)).__getitem__
    renamed = Hand(
        {rename(s): c for s, c in hand.commitments.items()},
        frozenset(map(rename, hand.folded)),
        {rename(s): v for s, v in hand.strengths.items()},
        hand.chip_unit, hand.commission, hand.odd_chip, rename(hand.marker),
    )
    assert summary(settle_hand(renamed)) == summary(settle_hand(hand), rename)


@ENGINE
@given(hands(), st.integers(1, SEATS - 1))
def test_rotating_the_seats_round_the_table_gives_the_same_answer_by_the_marker(hand, shift):
    # Rule 67 counts from the marker, so turning every seat (and the marker) round the
    # table by the same number of places changes nothing but the numbers.
    def rotate(seat: int) -> int:
        return (seat - 1 + shift) % SEATS + 1

    rotated = Hand(
        {rotate(s): c for s, c in hand.commitments.items()},
        frozenset(map(rotate, hand.folded)),
        {rotate(s): v for s, v in hand.strengths.items()},
        hand.chip_unit, hand.commission, "marker", rotate(hand.marker),
    )
    marker_hand = Hand(hand.commitments, hand.folded, hand.strengths, hand.chip_unit,
                       hand.commission, "marker", hand.marker)
    assert summary(settle_hand(rotated)) == summary(settle_hand(marker_hand), rotate)


# -- whole scenarios through solve ------------------------------------------------------

DECK = [str(c) for c in deck(FULL_RANKS)]


@st.composite
def holdem_scenarios(draw: st.DrawFn) -> dict:
    seats = draw(st.lists(st.integers(1, SEATS), min_size=2, max_size=8, unique=True))
    cards = draw(st.permutations(DECK))
    live = seats[: draw(st.integers(1, len(seats)))]
    top = draw(st.integers(1, 40))
    units = {s: draw(st.one_of(st.just(top), st.integers(0, top))) for s in live}
    units.update({s: draw(st.integers(0, max(units.values()))) for s in seats if s not in live})
    entries = []
    for i, seat in enumerate(seats):
        entry = {"seat": seat, "committed": 10 * units[seat]}
        if seat in live:
            entry["cards"] = cards[5 + 2 * i: 7 + 2 * i]
        else:
            entry["folded"] = True
        entries.append(entry)
    return {
        "game": "holdem",
        "marker": draw(st.integers(1, SEATS)),
        "board": cards[:5],
        "params": {"chip_unit": 10, "commission": {"percent": draw(st.sampled_from((0, 3, 5)))}},
        "seats": entries,
    }


@SCENARIO
@given(holdem_scenarios(), st.integers(1, SEATS - 1))
def test_rotating_a_holdem_scenario_renames_its_whole_answer(scenario, shift):
    # Showdown order (rule 62 from the marker) and odd chips (rule 67) both count
    # round the table from the marker: rotate every seat and the marker, and the
    # answer is the same with the seat numbers rotated.
    def rotate(seat: int) -> int:
        return (seat - 1 + shift) % SEATS + 1

    turned = {
        **scenario,
        "marker": rotate(scenario["marker"]),
        "seats": [{**e, "seat": rotate(e["seat"])} for e in scenario["seats"]],
    }
    before, after = solve(scenario), solve(turned)
    assert after["showdown_order"] == [rotate(s) for s in before["showdown_order"]]
    assert after["payouts"] == {str(rotate(int(s))): c for s, c in before["payouts"].items()}
    assert after["commission"] == before["commission"]
    assert [(p["amount"], sorted(map(rotate, p["eligible"])), sorted(map(rotate, p["winners"])))
            for p in before["pots"]] == [
        (p["amount"], sorted(p["eligible"]), sorted(p["winners"])) for p in after["pots"]
    ]
    assert sum(after["payouts"].values()) + after["commission"] == sum(
        e["committed"] for e in scenario["seats"]
    )
