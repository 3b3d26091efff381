"""The chips a generated chip drill is built from (issue 20): the table's chip set, the range
of the drill's amount and the denominations its fewest make-up must use.

The chip drills are the tasks with a chip amount (:meth:`~trainer.tasks.base.Task.
chip_amount`): pay it in chips (the payment), count the stack (the seat's committed chips),
colour up (the stack's total), change a bet (the change given back) and cut the pot (the pot
cut, as its chips are drawn).  Each game's module declares these three constraints for them
(:data:`CONSTRAINTS`, :data:`CHIP_TASKS`), so ``read_constraints`` validates them as any other:

- ``chip_set``: the table's denominations, a list (``[25, 100, 500, 1000]``) or a named set
  (:data:`trainer.engine.chipset.NAMED_SETS`); its smallest chip is the table's chip unit
  (R0-3: every amount is a multiple of it, so the smallest chip must be worth it), every other
  a multiple of it.  The scenario is built at that chip unit and carries ``params.chip_set``.
- ``amount``: the drill's amount, a number or ``[min, max]``.
- ``denominations``: chips the fewest make-up of the amount must use, e.g. ``[500, 25]``.

The amount is read from the engine's answer through the task (its ``chip_amount``), its
make-up is the fewest chips of the table's set, and a scenario that misses is drawn again; a
13-card deal or a Q Poker round whose payment misses is first tried with every stake
multiplied by a whole number (:func:`scaled`), which steers the amount into the range without
changing who wins what.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from trainer.engine.chipset import HOUSE_SET, NAMED_SETS
from trainer.generators.common import Constraint, GenerateError, Path, int_or_range
from trainer.tasks import TASKS
from trainer.tasks.base import Task

CHIP_TASKS = frozenset(t.id for t in TASKS.values() if type(t).chip_amount is not Task.chip_amount)
"""The chip drills: the tasks whose chips make an amount (they override ``chip_amount``)."""
EXCHANGES = frozenset({"colour-up", "change-bet"})
"""The drills that exchange chips for others, which a set of one chip cannot do."""
MAX_AMOUNT = 10_000_000
MAX_SCALE = 400
"""The largest whole number a 13-card or Q Poker round's stakes are multiplied by."""


def chip_set(value: Any, path: Path) -> tuple[int, ...]:
    """A list of denominations or a named set: smallest first, each a multiple of the smallest."""
    if isinstance(value, str):
        name = value.strip().lower()
        if name not in NAMED_SETS:
            raise GenerateError(path, f"unknown chip set {value!r} (named sets: {', '.join(NAMED_SETS)}; "
                                      f"or a list such as [25, 100, 500, 1000])")
        return NAMED_SETS[name]
    if not isinstance(value, list) or not value:
        raise GenerateError(path, f"expected a list of chip values such as [25, 100, 500, 1000] or a named "
                                  f"set ({', '.join(NAMED_SETS)}), got {value!r}")
    for i, v in enumerate(value):
        if isinstance(v, bool) or not isinstance(v, int) or not 0 < v <= MAX_AMOUNT:
            raise GenerateError((*path, i), f"a chip value is a whole number from 1 to {MAX_AMOUNT:,}, got {v!r}")
    if len(set(value)) != len(value):
        raise GenerateError(path, f"a chip value is listed twice in {value}")
    values = tuple(sorted(value))
    unit = values[0]
    for v in values:
        if v % unit:
            raise GenerateError((*path, value.index(v)), (
                f"{v} is not a multiple of {unit}, the smallest chip: the smallest chip is the table's chip "
                f"unit (R0-3) and every chip a multiple of it"))
    return values


def denominations(value: Any, path: Path) -> tuple[int, ...]:
    """Chip values the fewest make-up must use: a number or a list, largest first."""
    items = value if isinstance(value, list) else [value]
    if not items:
        raise GenerateError(path, "expected a chip value or a list of them, e.g. [500, 25]")
    for i, v in enumerate(items):
        if isinstance(v, bool) or not isinstance(v, int) or not 0 < v <= MAX_AMOUNT:
            where = (*path, i) if isinstance(value, list) else path
            raise GenerateError(where, f"a chip value is a whole number from 1 to {MAX_AMOUNT:,}, got {v!r}")
    return tuple(sorted(set(items), reverse=True))


CONSTRAINTS: dict[str, Constraint] = {
    c.name: c
    for c in (
        Constraint("chip_set", "the table's chips: a list such as [25, 100, 500, 1000] or a named set "
                               f"({', '.join(NAMED_SETS)}); the smallest is the chip unit", chip_set, CHIP_TASKS),
        Constraint("amount", "the drill's amount (paid, counted, coloured up, given back as change, cut): "
                             "a number or [min, max]", int_or_range(1, MAX_AMOUNT), CHIP_TASKS),
        Constraint("denominations", "chips the fewest make-up of the amount must use, e.g. [500, 25]",
                   denominations, CHIP_TASKS),
    )
}


def check(game: str, task: str, values: Mapping[str, Any], chip_units: tuple[int, ...] | None = None) -> None:
    """The three together: the denominations among the table's chips, an amount range that an
    amount with all of them fits in, a chip set whose smallest chip is the ``chip_unit`` asked,
    and (poker) a chip unit a generated hand can take."""
    if task not in CHIP_TASKS:
        return
    given = values.get("chip_set")
    if given is not None and chip_units is not None and given[0] not in chip_units:
        raise GenerateError(("chip_set",), (
            f"the smallest chip, {given[0]}, is the table's chip unit; a generated {game} hand takes a chip "
            f"unit of {', '.join(map(str, chip_units))}"))
    if given is not None and len(given) < 2 and task in EXCHANGES:
        raise GenerateError(("chip_set",), f"a set of one chip ({given[0]}) has no chips to exchange for: {task} "
                                           f"needs two or more")
    if given is not None and values.get("chip_unit") not in (None, given[0]):
        raise GenerateError(("chip_set",), (
            f"the smallest chip, {given[0]}, is the table's chip unit, not the chip_unit {values['chip_unit']}: "
            f"give one of them"))
    table = given if given is not None else (1, *HOUSE_SET)
    for i, d in enumerate(values.get("denominations", ())):
        if d not in table:
            where = "the chip_set" if given is not None else "the house set"
            raise GenerateError(("denominations", i) if len(values["denominations"]) > 1 else ("denominations",),
                                f"{d} is not a chip of {where} ({', '.join(map(str, table))})")
    if "amount" in values:
        lo, hi = values["amount"]
        unit = given[0] if given is not None else 1
        if hi // unit * unit < lo:
            raise GenerateError(("amount",), f"no amount from {lo} to {hi} is a multiple of the chip unit {unit}")
        least = sum(values.get("denominations", ()))
        if least > hi:
            raise GenerateError(("amount",), (
                f"an amount made up with chips of {', '.join(map(str, values['denominations']))} is at least "
                f"{least}, above the amount's maximum {hi}"))


def implied(values: Mapping[str, Any]) -> dict[str, Any]:
    """The values a builder reads: the chip unit the chip set implies (its smallest chip)."""
    out = dict(values)
    if out.get("chip_set"):
        out["chip_unit"] = out["chip_set"][0]
    return out


def dressed(scenario: Mapping[str, Any], values: Mapping[str, Any]) -> dict[str, Any]:
    """The built scenario with the table's chips (``params.chip_set``) and chip unit."""
    out = dict(scenario)
    given = values.get("chip_set")
    if given:
        params = dict(out.get("params") or {})
        if given[0] != 1 or "chip_unit" in params:
            params["chip_unit"] = given[0]
        params["chip_set"] = list(given)
        out["params"] = params
    return out


def unmet(values: Mapping[str, Any], amount: int, chips: Mapping[int, int]) -> str | None:
    """Which chip constraint a drill's ``amount``, made up as ``chips``, misses, or None."""
    if "amount" in values:
        lo, hi = values["amount"]
        if not lo <= amount <= hi:
            return f"amount {amount}"
    missing = [d for d in values.get("denominations", ()) if not chips.get(d)]
    if missing:
        return f"no chip of {', '.join(map(str, missing))} in the fewest chips of {amount}"
    return None


def wants_chips(values: Mapping[str, Any]) -> bool:
    return any(k in values for k in ("amount", "denominations"))


def scales(values: Mapping[str, Any], amount: int) -> list[int]:
    """The whole numbers worth multiplying a round's stakes by so that ``amount`` (a payment)
    lands in the
    range (1 first: the round as drawn); [1] when no range is asked."""
    if "amount" not in values or amount <= 0:
        return [1]
    lo, hi = values["amount"]
    first, last = max(1, -(-lo // amount)), min(MAX_SCALE, hi // amount)
    return [1] + [k for k in range(max(first, 2), last + 1)][:12]


def scaled(scenario: Mapping[str, Any], k: int, stake_keys: tuple[str, ...], param_keys: tuple[str, ...] = ()
           ) -> dict[str, Any]:
    """``scenario`` with every seat's stakes (and the given params) multiplied by ``k``."""
    if k == 1:
        return dict(scenario)
    out = dict(scenario)
    out["seats"] = [{key: (v * k if key in stake_keys and isinstance(v, int) else v) for key, v in seat.items()}
                    for seat in scenario["seats"]]
    params = dict(scenario.get("params") or {})
    for key in param_keys:
        if isinstance(params.get(key), int):
            params[key] *= k
    if params:
        out["params"] = params
    return out
