"""Generated thirteen-card deals (Portaria 51/89/M): the banker and seats 1-3.

All 52 cards are dealt, 13 to each place.  A place is either *designed* — a
natural, a foul, a subtle foul-or-not, a row tied with the banker's — or dealt at
random and set the way a careful player sets it: the best five cards at the back,
the best five of the rest in the middle, the last three in front (never a foul:
the middle is the best of eight cards that include the front's three).  Fouls are
then made on purpose by swapping rows.  Stakes are 1-3 betting units (R5-7).

``foul: subtle`` builds a place whose foul-or-not is decided by a fine point:

- a kicker: front pair 9s with K against middle pair 9s with A-7-3 (not a foul),
  or with Q-7-3 (a foul); high cards decided by the third card; two flushes
  decided by a low card;
- the 13-card straight order: a middle A-2-3-4-5 beats a back K-Q-J-T-9 (a foul,
  R5-3); a middle 6-5-4-3-2 under a back A-2-3-4-5 is not;
- equal rows: front 9-9-K against middle 9-9-K-7-3, or two straights of the same
  ranks: equal rows are not a foul (R5-4).

For ``thirteen-settle`` it may instead give a seat and the banker a row of the
same ranks (it goes to the banker, art. 10) or decide their row by the straight
order.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import Any

from trainer.engine.cards import Card, parse_card, parse_cards
from trainer.engine.evaluate import display_order
from trainer.engine.rulesets import RULESETS, THIRTEEN_RANKING, table_rules
from trainer.engine.thirteen import NATURALS, Hand, RowValue, evaluate_row, judge
from trainer.engine.thirteen_solve import ThirteenSolution
from trainer.generators import chip_drill
from trainer.generators.common import (
    Constraint,
    GenerateError,
    Path,
    Retry,
    Shoe,
    boolean,
    chance,
    choice,
    names,
    weighted,
)

GAMES = ("thirteen",)
RULES = RULESETS["thirteen"]
ROWS = ("front", "middle", "back")
RUNS5 = THIRTEEN_RANKING.straights
WHEEL = frozenset((14, 2, 3, 4, 5))
BROADWAY = frozenset((14, 13, 12, 11, 10))
STRAIGHTS = ("straight", "straight-flush", "royal-flush")
FOUL_WEIGHTS = {
    "foul": {"yes": 0.4, "no": 0.3, "subtle": 0.3},
    "thirteen-settle": {"yes": 0.25, "no": 0.5, "subtle": 0.25},
}
BET_UNITS = (10, 20, 25, 50, 100, 200)
STAKE_POINTS = table_rules("thirteen").stake_points
"""Art. 11: a seat stakes 1, 2 or 3 points of the bet unit (RULINGS R0-5, R5-7)."""
PLACES_DEALT = table_rules("thirteen").players[1]
"""Art. 2 c: the banker and three seats."""
DESIGN_TRIES = 40
Rows = tuple[list[Card], list[Card], list[Card]]
PLACES: tuple[str | int, ...] = ("banker", *range(1, PLACES_DEALT + 1))


def _natural(value: Any, path: Path) -> bool | str:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in NATURALS:
        return value.strip().lower()
    raise GenerateError(path, f"expected true, false or one of {', '.join(NATURALS)}, got {value!r}")


CONSTRAINTS: dict[str, Constraint] = {
    c.name: c
    for c in (
        Constraint("foul", "yes, no or subtle (decided by a kicker, the straight order, equal rows)",
                   choice(("yes", "no", "subtle"), {True: "yes", False: "no"}),
                   frozenset({"foul", "thirteen-settle"})),
        Constraint("natural", "true, false or the natural's name (R5-5)", _natural,
                   frozenset({"foul", "natural", "thirteen-settle"})),
        Constraint("dice", "true: the four dice are given (R5-1)", boolean),
        Constraint("arranged", "false: the seats give 13 unarranged cards", boolean),
    )
} | chip_drill.CONSTRAINTS


def check(game: str, task: str, values: Mapping[str, Any]) -> None:
    if task == "dice" and values.get("dice") is False:
        raise GenerateError(("dice",), "the dice task needs the dice: drop dice: false")
    if values.get("arranged") is False and task in ("foul", "thirteen-settle"):
        raise GenerateError(("arranged",), f"{task} needs arranged rows: drop arranged: false")


# -- setting 13 cards --------------------------------------------------------------------


def strength(cards: Sequence[Card]) -> int:
    return THIRTEEN_RANKING.strength(cards)


def best_five(cards: Sequence[Card]) -> list[Card]:
    """The strongest five of ``cards`` by the 13-card ranking (R5-3), from the few
    candidates that can be best: runs, flushes, and the rank groups."""
    ordered = sorted(cards, key=lambda c: (c.rank, c.suit_order), reverse=True)
    by_rank: dict[int, list[Card]] = {}
    by_suit: dict[str, list[Card]] = {}
    for c in ordered:
        by_rank.setdefault(c.rank, []).append(c)
        by_suit.setdefault(c.suit, []).append(c)
    candidates: list[list[Card]] = []
    for suited in by_suit.values():
        if len(suited) >= 5:
            candidates.append(suited[:5])
            present = {c.rank: c for c in suited}
            candidates.extend([present[r] for r in run] for run in RUNS5 if all(r in present for r in run))
    candidates.extend([by_rank[r][0] for r in run] for run in RUNS5 if all(r in by_rank for r in run))
    quads = [r for r, cs in by_rank.items() if len(cs) == 4]
    trips = [r for r, cs in by_rank.items() if len(cs) >= 3]
    pairs = [r for r, cs in by_rank.items() if len(cs) >= 2]

    def others(exclude: Sequence[int], n: int, low: bool) -> list[Card]:
        rest = [c for c in ordered if c.rank not in exclude]
        return (rest[::-1] if low else rest)[:n]

    if quads:
        candidates.append(by_rank[quads[0]] + others(quads[:1], 1, low=True))
    if trips:
        t = trips[0]
        mates = [p for p in pairs if p != t]
        if mates:
            candidates.append(by_rank[t][:3] + by_rank[mates[-1]][:2])
        candidates.append(by_rank[t][:3] + others([t], 2, low=True))
    if len(pairs) >= 2:
        candidates.append(by_rank[pairs[0]][:2] + by_rank[pairs[1]][:2] + others(pairs[:2], 1, low=False))
    if pairs:
        single: list[Card] = []
        for c in ordered:
            if c.rank != pairs[0] and all(c.rank != s.rank for s in single):
                single.append(c)
        candidates.append(by_rank[pairs[0]][:2] + single[:3])
    candidates.append([cs[0] for cs in by_rank.values()][:5])
    return max((c for c in candidates if len(c) == 5), key=strength)


def set_rows(cards: Sequence[Card]) -> Rows:
    """Best five at the back, best five of the rest in the middle, three in front."""
    back = best_five(cards)
    rest = [c for c in cards if c not in back]
    middle = best_five(rest)
    front = [c for c in rest if c not in middle]
    return front, middle, back


# -- designed places -----------------------------------------------------------------------


def take_ranks(shoe: Shoe, ranks: Sequence[int]) -> list[Card]:
    return [shoe.take_rank(r) for r in ranks]


def mixed(cards: list[Card]) -> list[Card]:
    """Refuse five cards of one suit where a plain straight or pair is meant."""
    if len({c.suit for c in cards}) == 1:
        raise Retry("came out suited")
    return cards


def made_back(rng: random.Random, shoe: Shoe, above: int) -> list[Card]:
    """Five cards for a back row stronger than ``above``: trips, two pair, a straight..."""
    for _ in range(DESIGN_TRIES):
        kind = weighted(rng, {"two-pair": 0.35, "trips": 0.25, "straight": 0.2, "full-house": 0.2})
        ranks = list(RULES.ranks)
        try:
            if kind == "two-pair":
                a, b, k = rng.sample(ranks, 3)
                cards = take_ranks(shoe, (a, a, b, b, k))
            elif kind == "trips":
                a, b, k = rng.sample(ranks, 3)
                cards = take_ranks(shoe, (a, a, a, b, k))
            elif kind == "full-house":
                a, b = rng.sample(ranks, 2)
                cards = take_ranks(shoe, (a, a, a, b, b))
            else:
                cards = mixed(take_ranks(shoe, rng.choice(RUNS5)))
        except Retry:
            continue
        if strength(cards) > above:
            return cards
        shoe.put_back(cards)
    raise Retry("no back row fits")


def low_front(rng: random.Random, shoe: Shoe, below: int) -> list[Card]:
    """Three unpaired, unsuited, non-consecutive cards that do not beat a middle of strength
    ``below`` (no accidental three straights or three flushes)."""
    for _ in range(DESIGN_TRIES):
        cards = shoe.draw(3)
        ranks = sorted(c.rank for c in cards)
        run = ranks in ([2, 3, 14], [12, 13, 14]) or ranks[2] - ranks[0] == 2
        plain = len(set(ranks)) == 3 and len({c.suit for c in cards}) > 1 and not run
        if plain and evaluate_row("front", cards).row_scale <= below:
            return cards
        shoe.put_back(cards)
    raise Retry("no front row fits")


def subtle_place(rng: random.Random, shoe: Shoe) -> Rows:
    """A place whose foul-or-not turns on a kicker, the straight order or equal rows."""
    pattern = rng.choice(("pair-kicker", "high-kicker", "flush-kicker", "wheel", "equal-straights"))
    foul = chance(rng, 0.5)
    equal = not foul and chance(rng, 0.3)
    if pattern == "pair-kicker":  # front r-r-k1 against middle r-r-k2-x-y
        r = rng.choice(RULES.ranks)
        k2 = rng.choice([k for k in RULES.ranks if k != r and len(_below(k, (r,))) >= 2])
        x, y = rng.sample(_below(k2, (r,)), 2)
        higher = [k for k in RULES.ranks if k > k2 and k != r]
        if foul and not higher:
            raise Retry("no higher kicker")
        k1 = k2 if equal else rng.choice(higher) if foul else rng.choice(_below(k2, (r,)))
        front = take_ranks(shoe, (r, r, k1))
        middle = take_ranks(shoe, (r, r, k2, x, y))
    elif pattern == "high-kicker":  # front a-b-c against middle a-b-d-e-f, decided by c and d
        a, b, c, d, e, f = sorted(rng.sample(RULES.ranks, 6), reverse=True)
        front_low, middle_low = (c, d) if foul else (c, c) if equal else (d, c)
        front = take_ranks(shoe, (a, b, front_low))
        middle = mixed(take_ranks(shoe, (a, b, middle_low, e, f)))
    elif pattern == "flush-kicker":  # two flushes with the same top three, decided lower
        s1, s2 = rng.sample("shcd", 2)
        top = sorted(rng.sample([r for r in RULES.ranks if r >= 7], 3), reverse=True)
        low = _below(top[2], ())
        if len(low) < 4:
            raise Retry("no low flush cards")
        low = sorted(rng.sample(low, 4), reverse=True)
        hi2, lo2 = low[:2], low[2:]
        mid_low, back_low = (hi2, lo2) if foul else (hi2, hi2) if equal else (lo2, hi2)
        middle = [shoe.take(_card(r, s1)) for r in (*top, *mid_low)]
        back = [shoe.take(_card(r, s2)) for r in (*top, *back_low)]
        if THIRTEEN_RANKING.category(middle) != "flush" or THIRTEEN_RANKING.category(back) != "flush":
            raise Retry("a straight flush")
        return low_front(rng, shoe, strength(middle)), middle, back
    elif pattern == "wheel":  # A-2-3-4-5 is the second highest straight (R5-3)
        other = rng.choice([run for run in RUNS5 if frozenset(run) not in (WHEEL, BROADWAY)])
        wheel = (14, 2, 3, 4, 5)
        middle_ranks, back_ranks = (wheel, other) if foul else (other, wheel)
        middle = mixed(take_ranks(shoe, middle_ranks))
        back = mixed(take_ranks(shoe, back_ranks))
        return low_front(rng, shoe, strength(middle)), middle, back
    else:  # two straights of the same ranks: equal rows, not a foul
        run = rng.choice(RUNS5)
        middle = mixed(take_ranks(shoe, run))
        back = mixed(take_ranks(shoe, run))
        return low_front(rng, shoe, strength(middle)), middle, back
    return front, middle, made_back(rng, shoe, strength(middle))


def _below(rank: int, exclude: Sequence[int]) -> list[int]:
    return [r for r in RULES.ranks if r < rank and r not in exclude]


def _card(rank: int, suit: str) -> Card:
    return parse_card("23456789TJQKA"[rank - 2] + suit)


def natural_place(rng: random.Random, shoe: Shoe, name: str) -> Rows:
    ranks = list(RULES.ranks)
    if name == "dragon":
        return set_rows(take_ranks(shoe, ranks))
    if name == "six-pairs-and-a-half":
        chosen = rng.sample(ranks, 7)
        return set_rows(take_ranks(shoe, [r for r in chosen[:6] for _ in range(2)] + chosen[6:]))
    if name == "three-flushes":
        suits = [rng.choice("shcd") for _ in range(3)]
        rows = []
        for suit, size in zip(suits, (3, 5, 5), strict=True):
            pool = [c for c in shoe.cards if c.suit == suit]
            if len(pool) < size:
                raise Retry("not enough of a suit")
            rows.append([shoe.take(c) for c in rng.sample(pool, size)])
        return _ordered(rows)
    front_run = rng.choice([(*run,) for run in ((14, 13, 12), (3, 2, 14))] + [
        (r, r - 1, r - 2) for r in range(13, 3, -1)])
    rows = [take_ranks(shoe, run) for run in (front_run, rng.choice(RUNS5), rng.choice(RUNS5))]
    return _ordered(rows)


def _ordered(rows: list[list[Card]]) -> Rows:
    front, a, b = rows
    return (front, a, b) if strength(a) <= strength(b) else (front, b, a)


def fouled_place(rng: random.Random, rows: Rows) -> Rows:
    """The same cards set with a foul: middle and back swapped, or the front given the
    better three cards of the front and middle."""
    front, middle, back = rows
    swap_ok = strength(middle) < strength(back)
    if swap_ok and chance(rng, 0.5):
        return front, back, middle
    eight = front + middle
    splits = list(combinations(range(8), 3))
    rng.shuffle(splits)
    for pick in splits:
        new_front = [eight[i] for i in pick]
        new_middle = [c for i, c in enumerate(eight) if i not in pick]
        hand = judge(new_front, new_middle, back)
        if hand.foul and not hand.natural:
            return new_front, new_middle, back
    if swap_ok:
        return front, back, middle
    raise Retry("these cards cannot foul")


def tied_rows(rng: random.Random, shoe: Shoe) -> tuple[list[Card], list[Card]]:
    """Two five-card straights for banker and seat: the same ranks, or a wheel
    against another straight (decided by the 13-card order, R5-3)."""
    run = rng.choice(RUNS5)
    if chance(rng, 0.6):
        other = run
    else:
        run = (14, 2, 3, 4, 5)
        other = rng.choice([r for r in RUNS5 if frozenset(r) not in (WHEEL, BROADWAY)])
        if chance(rng, 0.5):
            run, other = other, run
    return mixed(take_ranks(shoe, run)), mixed(take_ranks(shoe, other))


def around(shoe: Shoe, row: list[Card]) -> Rows | None:
    """A place built round a given straight as its back row, the rest set below it."""
    rest = shoe.draw(8)
    middle = best_five(rest)
    if strength(middle) >= strength(row):
        shoe.put_back(rest)
        return None
    front = [c for c in rest if c not in middle]
    return front, middle, row


# -- the deal ---------------------------------------------------------------------------------


def resolve(rng: random.Random, task: str, values: Mapping[str, Any]) -> dict[str, Any]:
    v = dict(values)
    if "foul" not in v and task in ("foul", "thirteen-settle"):
        table = FOUL_WEIGHTS[task]
        v["foul"] = weighted(rng, table)
    if "natural" not in v and task != "dice":
        v["natural"] = chance(rng, 0.6) if task == "natural" else chance(rng, 0.15)
    if v.get("natural") is True:
        v["natural"] = weighted(rng, {"dragon": 0.2, "six-pairs-and-a-half": 0.35, "three-flushes": 0.25,
                                      "three-straights": 0.2})
    if "dice" not in v:
        v["dice"] = task == "dice" or chance(rng, 0.3)
    if "arranged" not in v:
        v["arranged"] = not (task == "natural" and chance(rng, 0.2))
    return v


def build(rng: random.Random, game: str, task: str, values: Mapping[str, Any]) -> dict[str, Any]:
    v = resolve(rng, task, values)
    shoe = Shoe(RULES.deck, rng)
    rows: dict[str | int, Rows] = {}
    free = list(PLACES)
    rng.shuffle(free)
    natural, foul = v.get("natural"), v.get("foul")
    designed = None
    if isinstance(natural, str):
        designed = free.pop()
        rows[designed] = natural_place(rng, shoe, natural)
    if foul == "subtle" and task == "thirteen-settle" and "banker" in free and chance(rng, 0.5):
        seat = next(p for p in free if p != "banker")
        banker_row, seat_row = tied_rows(rng, shoe)
        for place, row in (("banker", banker_row), (seat, seat_row)):
            placed = around(shoe, row)
            if placed is None:
                raise Retry("the tied rows are not the backs")
            rows[place] = placed
        free = [p for p in free if p not in ("banker", seat)]
    elif foul == "subtle":
        rows[free.pop()] = subtle_place(rng, shoe)
    fouling = free[: 2 if len(free) > 1 and chance(rng, 0.3) else 1] if foul == "yes" else []
    for place in free:
        rows[place] = set_rows(shoe.draw(13))
        if place in fouling:
            rows[place] = fouled_place(rng, rows[place])
    why = _rows_problem(task, v, rows, designed)
    if why:
        raise Retry(why)
    return write_scenario(rng, v, rows)


def _rows_problem(task: str, v: Mapping[str, Any], rows: Mapping[str | int, Rows], designed: int | str | None
) -> str | None:
    """The constraints checked on the rows before the engine solves the deal."""
    hands = {str(place): judge(*r) for place, r in rows.items()}
    natural, foul = v.get("natural"), v.get("foul")
    if natural is False and any(h.natural for h in hands.values()):
        return "an unwanted natural"
    if isinstance(natural, str) and hands[str(designed)].natural != natural:
        return f"the natural came out {hands[str(designed)].natural}"
    if foul in ("yes", "no") and any(h.foul for h in hands.values()) != (foul == "yes"):
        return "foul"
    if foul == "subtle":
        inside = any(subtle_in_place(h) for h in hands.values())
        if not inside and not (task == "thirteen-settle" and subtle_against_banker(hands)):
            return "not subtle"
    return None


def write_scenario(
    rng: random.Random, v: Mapping[str, Any], rows: Mapping[str | int, Rows]
) -> dict[str, Any]:
    out: dict[str, Any] = {"game": "thirteen"}
    if v["dice"]:
        out["dice"] = [rng.randint(1, 6) for _ in range(4)]
    chip_unit: int | None = v.get("chip_unit")  # the chip set's smallest chip (pay-chips)
    units = [u for u in BET_UNITS if chip_unit is None or u % chip_unit == 0]
    if not units:  # a chip unit no betting unit is a multiple of: its multiples
        units = [int(chip_unit or 1) * m for m in (1, 2, 4)]
    unit = rng.choice(units)
    params: dict[str, Any] = {"bet_unit": unit}  # art. 11: stakes are 1, 2 or 3 points of it (R5-7)
    if chip_unit is not None:
        if chip_unit != 1:
            params["chip_unit"] = chip_unit
    elif chance(rng, 0.15):
        params["chip_unit"] = 5
    if params:
        out["params"] = params
    out["banker"] = _rows_entry(rows["banker"])
    out["seats"] = []
    for seat in range(1, PLACES_DEALT + 1):
        entry: dict[str, Any] = {"seat": seat, "stake": unit * rng.choice(STAKE_POINTS)}
        if v["arranged"]:
            entry.update(_rows_entry(rows[seat]))
        else:
            cards = [c for row in rows[seat] for c in row]
            cards.sort(key=lambda c: (c.rank, c.suit_order), reverse=True)
            entry["cards"] = names(cards)
        out["seats"].append(entry)
    return out


def _rows_entry(rows: Rows) -> dict[str, list[str]]:
    return {row: names(display_order(cards)) for row, cards in zip(ROWS, rows, strict=True)}


# -- checks ---------------------------------------------------------------------------------


def hands_of(scenario: Mapping[str, Any]) -> dict[str, Hand]:
    """Every arranged place judged: 'banker', '1', '2', '3'."""
    out = {}
    places = [("banker", scenario["banker"]), *((str(s["seat"]), s) for s in scenario["seats"])]
    for key, place in places:
        if "front" in place:
            out[key] = judge(*(parse_cards(place[row]) for row in ROWS))
    return out


def close_call(lower: RowValue, upper: RowValue) -> str | None:
    """Why ``lower`` against ``upper`` (the next row up, or the banker's row) is a fine
    point: 'equal' (the same as far as the shorter row goes), 'kicker' (same
    combination and top rank, decided further down) or 'straight-order' (a wheel
    against a straight other than A-K-Q-J-T, R5-3)."""
    if lower.category != upper.category:
        return None
    if lower.category in STRAIGHTS:
        if lower.strength == upper.strength:
            return "equal"
        ranks = {frozenset(c.rank for c in lower.cards), frozenset(c.rank for c in upper.cards)}
        return "straight-order" if WHEEL in ranks and BROADWAY not in ranks else None
    a, b = lower.tiebreak, upper.tiebreak
    if a == b[: len(a)] or b == a[: len(b)]:
        return "equal"
    return "kicker" if a[:1] == b[:1] else None


def subtle_in_place(hand: Hand) -> str | None:
    if hand.natural:
        return None
    return close_call(hand.front, hand.middle) or close_call(hand.middle, hand.back)


def subtle_against_banker(hands: Mapping[str, Hand]) -> str | None:
    banker = hands.get("banker")
    if banker is None or banker.natural or banker.foul:
        return None
    for key, hand in hands.items():
        if key == "banker" or hand.natural or hand.foul:
            continue
        for mine, theirs in zip(hand.rows, banker.rows, strict=True):
            if mine.strength == theirs.strength:
                return "identical"
            if close_call(mine, theirs) == "straight-order":
                return "straight-order"
    return None


def unmet(game: str, task: str, values: Mapping[str, Any], scenario: Mapping[str, Any],
          solution: ThirteenSolution) -> str | None:
    places = [p for p in (solution.banker, *solution.seats.values()) if p is not None]
    foul = values.get("foul")
    if foul in ("yes", "no"):
        fouled = any(p.hand is not None and p.hand.foul for p in places)
        if fouled != (foul == "yes"):
            return "foul"
    if foul == "subtle":
        hands = hands_of(scenario)
        inside = any(subtle_in_place(h) for h in hands.values())
        if not inside and not (task == "thirteen-settle" and subtle_against_banker(hands)):
            return "subtle"
    natural = values.get("natural")
    if natural is not None:
        found = [p.natural for p in places]
        if natural is False and any(found):
            return "natural"
        if natural is True and not any(found):
            return "natural"
        if isinstance(natural, str) and natural not in found:
            return "natural"
    if "dice" in values and (solution.first_card is not None) != values["dice"]:
        return "dice"
    if "arranged" in values and any(("front" in s) != values["arranged"] for s in scenario["seats"]):
        return "arranged"
    return None


def scale(scenario: Mapping[str, Any], k: int) -> dict[str, Any]:
    """The deal with every stake (and the betting unit) multiplied by ``k``: the same rows and
    points, a prize about ``k`` times as large (pay-chips steers its amount with it)."""
    return chip_drill.scaled(scenario, k, ("stake",), ("bet_unit",))
