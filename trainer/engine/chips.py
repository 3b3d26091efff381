"""Chip amounts and the chip unit (RULINGS R0-3).

Amounts are whole multiples of the table's chip unit.  Where a rule makes an
amount fractional, what the house pays and any commission round *down*; the half
bet a Q Poker player forfeits on a fold rounds *up*.
"""

from __future__ import annotations

import math
from fractions import Fraction


def to_chip_unit(exact: Fraction | int, chip_unit: int, up: bool = False) -> int:
    """``exact`` rounded to a multiple of ``chip_unit``, down (the default) or up."""
    units = Fraction(exact) / chip_unit
    return (math.ceil(units) if up else math.floor(units)) * chip_unit


def floor_to_unit(exact: Fraction | int, chip_unit: int) -> int:
    """Round down to whole chip units: payments and commission (R0-3)."""
    return to_chip_unit(exact, chip_unit, up=False)
