"""Generators, in bulk (issue 6): for every (game, task) the generators build, items
under many constraint sets each solve without error, can be asked, meet their
constraints — checked here from the engine's own answer, not by the generator's
checks — and conserve chips (RULINGS R1-6).

Each (game, task) gets ``ITEMS`` items spread over its constraint sets (about 50 s
in all on a small machine; the thirteen-card tasks are the slowest, ~6 ms an item) in the
slow run; the fast loop (``-m "not slow"``) checks every (game, task) on ``FAST_ITEMS`` other
items, every constraint set among them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from trainer.curriculum.generate import generate, tasks_of
from trainer.engine.cards import parse_cards
from trainer.engine.poker import read_params, read_poker, stud_betting
from trainer.engine.rulesets import RULESETS
from trainer.engine.thirteen import judge
from trainer.generators.betting import TASKS as BETTING_TASKS
from trainer.tasks import TASKS

ITEMS = 1000
FAST_ITEMS = 100  # at least one item of each constraint set (21 at most)
BOARD_GAMES = ("holdem", "omaha", "sintetico", "omaha-macau")

POT_SETS: list[dict[str, Any]] = [
    {},
    {"side_pots": 0},
    {"side_pots": 1},
    {"side_pots": 2},
    {"side_pots": 3},
    {"side_pots": 4},
    {"side_pots": 4, "commission": "cap-binding"},
    {"tie": True, "odd_chips": True},
    {"tie": True, "odd_chips": False},
    {"tie": False},
    {"commission": "on"},
    {"commission": "off"},
    {"commission": "cap-binding"},
    {"uncalled": True},
    {"uncalled": False, "side_pots": 2},
    {"chip_unit": 5, "tie": True},
    {"chip_unit": 25},
    {"seats": [6, 9], "folds": 3},
    {"seats": 4, "folds": 3},
    {"seats": 2, "tie": True},
    {"side_pots": 1, "tie": True, "odd_chips": True, "commission": "off"},
]
COMMISSION_SETS = [
    {}, {"commission": "on"}, {"commission": "off"}, {"commission": "cap-binding"},
    {"side_pots": 3}, {"uncalled": True, "chip_unit": 5}, {"uncalled": False}, {"seats": 3, "folds": 2},
]
WINNER_SETS = [
    {}, {"tie": True}, {"tie": False}, {"seats": 2}, {"seats": [5, 8], "folds": 4}, {"seats": 3, "folds": 2},
]
HANDS_SETS = [{}, {"seats": [8, 10], "folds": 0}, {"seats": 2}, {"folds": 3}]
PAY_SETS = [
    {}, {"seats": 3}, {"chip_set": [25, 100, 500, 1000]}, {"chip_set": "low", "amount": [50, 500]},
    {"denominations": [100, 25]}, {"chip_set": "high", "amount": [1000, 20000], "denominations": [1000]},
]
"""Issue 20, pay it in chips: the table's chip set, the amount's range, the chips it must use."""
SHOWDOWN_SETS = [{}, {"folds": 2}, {"seats": [2, 3]}, {"seats": 9, "folds": 1}]


def constraint_sets(game: str, task: str) -> list[dict[str, Any]]:
    table: dict[str, list[dict[str, Any]]] = {
        "pot-split": list(POT_SETS),
        "commission": list(COMMISSION_SETS),
        "winner": list(WINNER_SETS),
        "hand-category": list(HANDS_SETS),
        "showdown-order": list(SHOWDOWN_SETS),
        "count-stack": [{}, {"folds": 2}, {"seats": 3}],  # issue 20: any hand's chips
        # issue 20: a split main pot cut (tie implied), with odd chips, side pots, commission modes
        "cut-pot": [{}, {"odd_chips": True}, {"side_pots": 1, "odd_chips": True}, {"commission": "off"},
                    {"commission": "cap-binding", "tie": True}, {"chip_unit": 25}, {"seats": [5, 8], "folds": 2}],
        "colour-up": [{}, {"folds": 2}, {"seats": 3}],  # issue 20: the same seat's chips, handed in small
        "pay-chips": list(PAY_SETS),  # issue 20: a share of a pot, paid in the chips chosen
    }
    if game == "holdem":
        table["pot-split"] += [{"board_plays": True}, {"board_plays": False, "tie": True},
                               {"board_plays": True, "odd_chips": True, "side_pots": 1}]
        table["winner"] += [{"board_plays": True}, {"board_plays": False, "tie": True}]
        table["hand-category"] += [{"board_plays": True}]
    if game == "omaha-macau":
        table["showdown-order"] += [
            {"final_round": True}, {"final_round": False}, {"final_round": True, "folds": 2},
        ]
    if game in ("holdem", "omaha", "sintetico"):  # at least four players dealt in (rule 24, RULINGS R0-5)
        for sets in table.values():
            sets[:] = [_four_or_more(s) for s in sets]
    if game == "stud":  # 7 seats, and a commission without a cap
        for sets in table.values():
            sets[:] = [_seven(s) for s in sets if s.get("commission") != "cap-binding"]
        table["showdown-order"] += [{"folded_at": [2, 3]}, {"street": 4, "folds": 1}]
        table["winner"] += [{"street": 2}, {"street": 3, "folds": 2}]
        table["pot-split"] += [{"street": 1}, {"folded_at": 4}]
        table["commission"] += [{"street": 3}]
        table["first-to-act"] = [
            {}, {"street": 1}, {"street": 2}, {"street": 3}, {"street": 4}, {"duty_passes": True},
            {"duty_passes": False}, {"duty_passes": True, "street": 2}, {"folded_at": [1, 2], "street": 3},
            {"seats": 7, "folds": 6}, {"folded_at": 4, "duty_passes": True, "street": 4},
        ]
    if game == "thirteen":
        names = ["dragon", "six-pairs-and-a-half", "three-flushes", "three-straights"]
        return {
            "foul": [{}, {"foul": "yes"}, {"foul": "no"}, {"foul": "subtle"}, {"foul": True},
                     {"natural": True, "foul": "no"}, {"natural": "three-flushes", "foul": "yes"},
                     {"dice": True, "foul": "subtle"}],
            "natural": [{}, {"natural": False}, {"natural": True}, *({"natural": n} for n in names),
                        {"arranged": False}, {"arranged": False, "natural": "three-straights"}],
            "thirteen-settle": [{}, {"foul": "subtle"}, {"foul": "yes"}, {"foul": "no", "natural": False},
                                {"natural": "dragon"}, {"natural": True, "foul": "subtle"}],
            "dice": [{}, {"dice": True}, {"arranged": False}],
            "pay-chips": [{}, *PAY_SETS[2:]],
        }[task]
    if game == "qpoker":
        return {
            "qpoker-qualify": [{}, {"qualifies": True}, {"qualifies": False}, {"decks": 2},
                               {"seats": [5, 7]}],
            "qpoker-payout": [{}, {"qualifies": False}, {"qualifies": True, "folds": 0},
                              {"folds": 2, "seats": 4},
                              {"decks": 2, "seats": 7}, {"seats": 1, "folds": 1}],
            "pay-chips": [{}, {"qualifies": False}, {"qualifies": True}, {"decks": 2, "seats": 7}, {"seats": 1},
                          *PAY_SETS[2:]],
        }[task]
    return table[task]


def _four_or_more(constraints: dict[str, Any]) -> dict[str, Any]:
    """The same hand dealt to at least four players (RULINGS R0-5): the seats raised to four, and
    where the folds are given (or two seats were dealt in: heads-up) as many more folded, so as many
    seats stay in."""
    out = dict(constraints)
    seats = out.get("seats")
    if seats is None:
        return out
    low = seats if isinstance(seats, int) else seats[0]
    shift = max(0, 4 - low)
    out["seats"] = seats + shift if isinstance(seats, int) else [x + shift for x in seats]
    if shift and ("folds" in out or seats == 2):
        out["folds"] = out.get("folds", 0) + shift
    return out


def _seven(constraints: dict[str, Any]) -> dict[str, Any]:
    out = dict(constraints)
    seats = out.get("seats")
    if isinstance(seats, list):
        out["seats"] = [min(x, 7) for x in seats]
    elif isinstance(seats, int):
        out["seats"] = min(seats, 7)
    return out


# The betting tasks' constraints are checked in test_betting_drills.py (issue 18); a hand's own
# steps (dealt hands, no constraints) in test_hand_drill.py (issue 21).
PAIRS = [(g, t) for g in RULESETS for t in tasks_of(g) if t not in BETTING_TASKS and not TASKS[t].dealt]


@pytest.mark.parametrize(("total", "seed"), [pytest.param(FAST_ITEMS, 1100, id="100"),
                                             pytest.param(ITEMS, 100, id="1000", marks=pytest.mark.slow)])
@pytest.mark.parametrize(("game", "task"), PAIRS, ids=[f"{g}-{t}" for g, t in PAIRS])
def test_generated_items_solve_apply_and_meet_their_constraints(game, task, total, seed):
    from trainer.engine.solve import solve

    sets = constraint_sets(game, task)
    assert len(sets) <= total
    per_set, extra = divmod(total, len(sets))
    checked = 0
    for i, constraints in enumerate(sets):
        count = per_set + (1 if i < extra else 0)
        for n, q in enumerate(generate(game, task, count, seed + i, constraints)):
            where = f"{game} {task} {constraints} item {n}"
            assert TASKS[task].applies(q.solution) is None, where
            if n % 25 == 0:
                assert solve(q.scenario) == q.solution.to_json(), where
            problem = violated(game, task, constraints, q.scenario, q.solution.to_json())
            if problem is None and task == "pay-chips":
                problem = pay_violated(constraints, q.scenario, q.answer)
            assert problem is None, f"{where}: {problem}\n{q.scenario}"
            checked += 1
    assert checked == total


# -- the checks, from the engine's answer --------------------------------------------------------


NAMED = {"low": [1, 5, 25, 100, 500], "high": [25, 100, 500, 1000, 5000, 10000]}


def pay_violated(c: Mapping[str, Any], scenario, answer) -> str | None:
    """The chip constraints of a pay-chips item, read from the answer's chips and the table."""
    chips = {int(v): n for v, n in answer["chips"].items()}
    paid = sum(v * n for v, n in chips.items())
    if "chip_set" in c:
        want = NAMED[c["chip_set"]] if isinstance(c["chip_set"], str) else c["chip_set"]
        params = scenario.get("params") or {}
        if params.get("chip_set") != want or sorted(chips) != want or params.get("chip_unit", 1) != want[0]:
            return f"chip set {params.get('chip_set')}"
    if "amount" in c and not c["amount"][0] <= paid <= c["amount"][1]:
        return f"amount {paid}"
    if any(not chips.get(d) for d in c.get("denominations", ())):
        return f"denominations {chips}"
    return None


def violated(game: str, task: str, c: Mapping[str, Any], scenario, solution) -> str | None:
    if game == "thirteen":
        return thirteen_violated(task, c, scenario, solution)
    if game == "qpoker":
        return qpoker_violated(c, scenario, solution)
    return poker_violated(game, c, scenario, solution)


def poker_violated(game: str, c, scenario, solution) -> str | None:
    seats = scenario["seats"]
    rules = RULESETS[game]
    numbers = [s["seat"] for s in seats]
    if len(set(numbers)) != len(numbers) or max(numbers) > rules.max_seats:
        return "seat numbers"
    if game != "stud" and scenario["marker"] not in numbers:
        return "the marker is not on a seat of the hand"
    folded = [s for s in seats if s.get("folded")]
    live = [s for s in seats if not s.get("folded")]
    params = read_params(scenario.get("params"), rules)
    cu = params.chip_unit
    top = max(s["committed"] for s in live)
    if any(s["committed"] > top for s in folded):
        return "a folded seat put in more than any seat still in"
    for s in live:
        if s["committed"] < top and not s.get("allin"):
            return f"seat {s['seat']} is still in below the top without being all-in"
    paid = sum(solution.get("payouts", {}).values()) + solution.get("commission", 0)
    if "payouts" in solution and paid != sum(s["committed"] for s in seats):  # R1-6
        return "chips not conserved"
    seat_range = c.get("seats")
    if seat_range is not None:
        lo, hi = (seat_range, seat_range) if isinstance(seat_range, int) else seat_range
        if not lo <= len(seats) <= hi:
            return "seats"
    if "folds" in c and len(folded) != c["folds"]:
        return "folds"
    pots = solution["pots"]
    if "side_pots" in c and len(pots) - 1 != c["side_pots"]:
        return f"{len(pots) - 1} side pots"
    if "uncalled" in c and (solution["uncalled"] is not None) != c["uncalled"]:
        return "uncalled"
    if "chip_unit" in c and cu != c["chip_unit"]:
        return "chip unit"
    tie = c.get("tie", True if c.get("odd_chips") or c.get("board_plays") else None)
    if tie is not None and (len(pots[0]["winners"]) > 1) != tie:
        return "tie"
    if "odd_chips" in c:
        odd = any(
            len(p["winners"]) > 1
            and (len(set(p["shares"].values())) > 1 or len(p["shares"]) < len(p["winners"]))
            for p in pots
        )
        if odd != c["odd_chips"]:
            return "odd chips"
    if "commission" in c and commission_mode(params, solution) != c["commission"]:
        return "commission"
    if c.get("board_plays") is not None:
        ranking = rules.ranking
        board = ranking.strength(parse_cards(scenario["board"]))
        best = [ranking.strength(parse_cards(solution["hands"][str(w)]["best"])) for w in pots[0]["winners"]]
        if all(b == board for b in best) != c["board_plays"]:
            return "board plays"
    problem = final_round_problem(scenario, solution) if "final_round" in scenario else None
    if problem:
        return problem
    if "final_round" in c and ("final_round" in scenario) != c["final_round"]:
        return "final round"
    if game == "stud":
        return stud_violated(c, scenario)
    return None


def commission_mode(params, solution) -> str:
    if params.commission is None:
        return "off" if solution["commission"] == 0 else "charged with commission none"
    rate, cu = params.commission.percent, params.chip_unit
    due = sum(int(p["amount"] * rate // 100) // cu * cu for p in solution["pots"])
    if solution["commission"] < due:
        return "cap-binding" if solution["commission"] == params.commission.cap else "capped below the cap"
    return "on" if solution["commission"] == due > 0 else "nothing charged"


def final_round_problem(scenario, solution) -> str | None:
    """The last aggressor shows first (R2-2), and the actions end where the commitments do."""
    actions = scenario["final_round"]
    aggressors = [a["seat"] for a in actions if a["action"] in ("bet", "raise")]
    order = solution["showdown_order"]
    live = {s["seat"] for s in scenario["seats"] if not s.get("folded")}
    if aggressors and aggressors[-1] in live and order and order[0] != aggressors[-1]:
        return "the last aggressor does not show first"
    folders = {a["seat"] for a in actions if a["action"] == "fold"}
    if not folders <= {s["seat"] for s in scenario["seats"] if s.get("folded")}:
        return "a seat folds in the final round but is not folded"
    return None


def stud_violated(c, scenario) -> str | None:
    seats = scenario["seats"]
    live = [s for s in seats if not s.get("folded")]
    street = len(live[0]["up"])
    if any(len(s["up"]) != street for s in live):
        return "seats still in on different streets"
    if "street" in c and street != c["street"]:
        return "street"
    if "folded_at" in c:
        allowed = c["folded_at"] if isinstance(c["folded_at"], list) else [c["folded_at"]]
        if any(s.get("folded_at") not in allowed for s in seats if s.get("folded")):
            return "folded_at"
    if "duty_passes" in c:
        passed = stud_betting(read_poker(scenario, RULESETS["stud"]))[-1].passed_over
        if bool(passed) != c["duty_passes"]:
            return "duty passes"
    return None


def thirteen_violated(task: str, c, scenario, solution) -> str | None:
    places = {"banker": solution["banker"], **solution["seats"]}
    for key, seat in solution["seats"].items():
        if "outcome" in seat:
            stake = next(s["stake"] for s in scenario["seats"] if str(s["seat"]) == key)
            net = seat["net"]
            if not {"win": 0 <= net <= stake // 2, "lose": net == -stake, "push": net == 0}[seat["outcome"]]:
                return f"seat {key}: {seat['outcome']} with net {net}"
    foul = {True: "yes", False: "no"}.get(c.get("foul"), c.get("foul"))
    if foul in ("yes", "no") and any(p.get("foul") for p in places.values()) != (foul == "yes"):
        return "foul"
    if foul == "subtle" and not subtle(task, scenario):
        return "nothing subtle"
    natural = c.get("natural")
    found = [p.get("natural") for p in places.values()]
    if natural is False and any(found):
        return "an unwanted natural"
    if natural is True and not any(found):
        return "no natural"
    if isinstance(natural, str) and natural not in found:
        return f"no {natural}"
    if "dice" in c and ("first_card" in solution) != c["dice"]:
        return "dice"
    if "arranged" in c and any(("front" in s) != c["arranged"] for s in scenario["seats"]):
        return "arranged"
    return None


WHEEL = {14, 2, 3, 4, 5}


def _fine_point(low, high) -> bool:
    """Same combination and top rank, decided further down (or equal); or a wheel
    against another straight but the broadway."""
    if low.category != high.category:
        return False
    if "straight" in low.category or low.category == "royal-flush":
        ranks = [{c.rank for c in low.cards}, {c.rank for c in high.cards}]
        return low.strength == high.strength or (WHEEL in ranks and {14, 13, 12, 11, 10} not in ranks)
    return low.tiebreak[:1] == high.tiebreak[:1]


def subtle(task: str, scenario) -> bool:
    places = [scenario["banker"], *scenario["seats"]]
    hands = [judge(*(parse_cards(p[r]) for r in ("front", "middle", "back"))) for p in places if "front" in p]
    for h in hands:
        if not h.natural and (_fine_point(h.front, h.middle) or _fine_point(h.middle, h.back)):
            return True
    if task == "thirteen-settle":
        banker, seats = hands[0], hands[1:]
        for h in seats:
            if h.natural or h.foul or banker.natural or banker.foul:
                continue
            for mine, theirs in zip(h.rows, banker.rows, strict=True):
                straights = "straight" in mine.category and _fine_point(mine, theirs)
                if mine.strength == theirs.strength or straights:
                    return True
    return False


def qpoker_violated(c, scenario, solution) -> str | None:
    seats = scenario["seats"]
    cu = (scenario.get("params") or {}).get("chip_unit", 1)
    for s in seats:
        got = solution["seats"][str(s["seat"])]
        if got["net"] != got["pair_plus"] + got["bet"]:
            return "net is not pair plus + bet"
        if s.get("decision") == "fold" and got["bet"] != (-s["bet"] // (2 * cu)) * cu:
            return "a fold loses half the bet, rounded up to the chip unit (R6-5, R0-3)"
    if "qualifies" in c and solution["dealer"]["qualifies"] != c["qualifies"]:
        return "qualification"
    if "folds" in c and sum(s.get("decision") == "fold" for s in seats) != c["folds"]:
        return "folds"
    if "decks" in c and scenario.get("decks", 1) != c["decks"]:
        return "decks"
    if "seats" in c:
        lo, hi = (c["seats"], c["seats"]) if isinstance(c["seats"], int) else c["seats"]
        if not lo <= len(seats) <= hi:
            return "seats"
    return None
