"""Chips by denomination (issue 20): the fewest chips, colouring up, a croupier's stacks."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trainer.engine.chipset import (
    HOUSE_SET,
    ChipSet,
    ChipSetError,
    broken_down,
    chip_count,
    colour_up,
    croupier_stacks,
    stacks_of,
    total,
)


def brute_fewest(values: tuple[int, ...], amount: int) -> int | None:
    """The fewest chips by trying every count of every denomination (small amounts only)."""
    best = None
    ranges = [range(amount // v + 1) for v in values]
    for counts in itertools.product(*ranges):
        if sum(c * v for c, v in zip(counts, values, strict=True)) == amount:
            n = sum(counts)
            best = n if best is None else min(best, n)
    return best


def test_the_house_set_pays_in_the_fewest_chips():
    house = ChipSet()
    assert house.values == HOUSE_SET
    assert house.fewest(3_875) == {1_000: 3, 500: 1, 100: 3, 25: 3}
    assert house.fewest(0) == {}
    assert house.fewest_count(16_630) == 1 + 1 + 1 + 1 + 1 + 1 + 1  # 10,000 5,000 1,000 500 100 25 5


def test_a_set_where_the_largest_chip_first_is_not_the_fewest():
    odd = ChipSet((1, 15, 25))
    assert odd.fewest(30) == {15: 2}  # not 25 + five 1s
    assert odd.fewest(40) == {25: 1, 15: 1}


def test_on_a_tie_the_larger_chips_are_paid():
    # 60 of (10, 20, 30): 30+30 and 20+20+20 are not a tie (2 < 3); 40 = 30+10 or 20+20: two chips each
    assert ChipSet((10, 20, 30)).fewest(40) == {30: 1, 10: 1}


def test_an_amount_the_set_cannot_make_is_refused_with_its_reason():
    with pytest.raises(ChipSetError, match="7 cannot be made of chips of 5, 25"):
        ChipSet((5, 25)).fewest(7)
    assert not ChipSet((5, 25)).can_make(7)
    with pytest.raises(ChipSetError, match="negative"):
        ChipSet().fewest(-5)


@pytest.mark.parametrize("values", [(), (0, 5), (25, 5), (5, 5, 25), (-5,)])
def test_a_bad_chip_set_is_refused(values):
    with pytest.raises(ChipSetError):
        ChipSet(values)


@pytest.mark.parametrize("values", [(5, 25, 100, 500), (1, 15, 25), (2, 5, 7), (10, 20, 30), (1, 3, 4), (4, 6, 9)])
def test_fewest_is_exact_for_every_small_amount(values):
    """Exhaustive against trying every combination, for every amount up to 60."""
    chip_set = ChipSet(values)
    for amount in range(61):
        expected = brute_fewest(values, amount)
        if expected is None:
            assert not chip_set.can_make(amount), amount
            continue
        paid = chip_set.fewest(amount)
        assert total(paid) == amount and chip_count(paid) == expected, (values, amount)


def test_a_large_amount_of_a_set_without_the_greedy_shortcut():
    chip_set = ChipSet((1, 15, 25))
    paid = chip_set.fewest(1_000_030)  # beyond 25 x 25 the largest chips are taken first
    assert total(paid) == 1_000_030 and paid == {25: 40_000, 15: 2}


@given(st.lists(st.integers(1, 60), min_size=1, max_size=5, unique=True), st.integers(0, 400))
def test_fewest_always_makes_the_amount_and_matches_a_breadth_first_count(values, amount):
    chip_set = ChipSet.of(values)
    if not chip_set.can_make(amount):
        return
    paid = chip_set.fewest(amount)
    assert total(paid) == amount
    assert all(v in chip_set.values and n > 0 for v, n in paid.items())
    assert chip_count(paid) == breadth_first_fewest(chip_set.values, amount)


def breadth_first_fewest(values: tuple[int, ...], amount: int) -> int:
    """The fewest chips by adding one chip at a time to every sum reached so far."""
    reached, frontier, chips = {0}, {0}, 0
    while amount not in reached:
        frontier = {s + v for s in frontier for v in values if s + v <= amount} - reached
        assert frontier, "the amount was said to be payable"
        reached |= frontier
        chips += 1
    return chips


def test_colouring_up_keeps_the_total_in_the_fewest_chips():
    stack = {25: 44, 5: 7}  # 1,135
    assert colour_up(stack, ChipSet()) == {1_000: 1, 100: 1, 25: 1, 5: 2}
    assert total(colour_up(stack, ChipSet())) == total(stack)


@pytest.mark.parametrize(("count", "stacks"), [(0, []), (3, [3]), (5, [5]), (19, [5, 5, 5, 4]),
                                               (20, [20]), (47, [20, 20, 5, 2]), (65, [20, 20, 20, 5])])
def test_a_croupier_stacks_twenty_then_five_then_the_rest(count, stacks):
    assert croupier_stacks(count) == stacks
    assert sum(croupier_stacks(count)) == count


def test_larger_denominations_stand_behind():
    assert stacks_of({25: 47, 1_000: 3, 100: 0}) == [(1_000, [3]), (25, [20, 20, 5, 2])]


def test_a_table_without_a_set_of_its_own_gets_the_house_set_down_to_its_chip_unit():
    from trainer.engine.chipset import table_chip_set

    assert table_chip_set(5).values == HOUSE_SET
    assert table_chip_set(1).values == (1, *HOUSE_SET)
    assert table_chip_set(50).values == (50, 100, 500, 1_000, 5_000, 10_000)
    assert table_chip_set(1).can_make(37)  # every amount of the table (R0-3) can be paid
    assert table_chip_set(25, [25, 100, 1_000]).values == (25, 100, 1_000)
    with pytest.raises(ChipSetError, match="not multiples of the chip unit 25"):
        table_chip_set(25, [5, 25])


def test_broken_down_changes_each_denomination_into_the_fewest_smaller_chips():
    """The stack handed in to be coloured up (issue 20): each denomination but the smallest
    given in the chips below it; one the smaller chips cannot make stays as it is."""
    house = ChipSet((1, 5, 25, 100, 500, 1_000, 5_000, 10_000))
    assert broken_down({1_000: 1, 500: 1, 100: 4, 25: 3}, house) == {500: 2, 100: 5, 25: 16, 5: 15}
    assert broken_down({1: 4}, house) == {1: 4}  # the smallest chip stays
    assert broken_down({25: 1, 10: 1}, ChipSet((10, 25))) == {25: 1, 10: 1}  # no 10s make a 25
