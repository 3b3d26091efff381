"""A dealt hand within the regulation's bounds (issue 30; RULINGS R0-5, R2-1, R8-12): every step's
table is one the regulation allows, the seats, stakes and limits come from the rule set, the
solver is given the last street as it was, and the cards come out in the regulation's order,
only from the step that deals them."""

from __future__ import annotations

import pytest

from trainer.engine.rulesets import GAMES, table_rules
from trainer.engine.showdown import clockwise_from
from trainer.engine.solve import solve
from trainer.engine.tables import table_faults
from trainer.table_run import HandError, deal_hand, default_seats, seat_range

FLOP = ("holdem", "omaha", "sintetico", "omaha-macau")
POKER = (*FLOP, "stud")


def seat_counts(game: str) -> list[int]:
    low, high = seat_range(game)
    return sorted({low, (low + high) // 2, high})


@pytest.mark.parametrize("game", GAMES)
def test_r0_5_every_step_of_every_game_is_a_table_the_regulation_allows(game):
    """Every game x 30 seeds x the fewest, a middling and the most seats: the table each step asks
    about and the tables drawn before and after it break no bound of R0-5 / R8-5."""
    for seats in seat_counts(game):
        for seed in range(30):
            for n, step in enumerate(deal_hand(game, seed, seats).steps, 1):
                for which, table in (("question", step.question.scenario), ("before", step.before),
                                     ("after", step.after)):
                    faults = table_faults(table)
                    assert not faults, f"{game} seed {seed}, {seats} seats, step {n} ({step.kind}) {which}: " \
                                       f"{'; '.join(map(str, faults))}"


@pytest.mark.parametrize("game", GAMES)
def test_r0_5_the_seats_dealt_in_are_the_rule_sets_players(game):
    low, high = seat_range(game)
    if game != "qpoker":  # Q Poker: the seven player places the half-moon draws, within art. 2.1's
        assert (low, high) == table_rules(game).players
    else:
        assert table_rules(game).players[0] <= low <= high <= table_rules(game).players[1]
    if game in ("holdem", "omaha", "sintetico"):  # rule 24: no hand with fewer than four players
        assert low == 4
    assert low <= default_seats(game) <= high and len(deal_hand(game, 3).seats) == default_seats(game)
    for wrong in (low - 1, high + 1):
        if wrong >= 1:
            with pytest.raises(HandError, match="deals"):
                deal_hand(game, 3, wrong)


@pytest.mark.parametrize("game", FLOP)
def test_r0_5_rule_79_a_short_stack_still_holds_two_table_minimums(game):
    stakes = []
    for seed in range(60):
        table = deal_hand(game, seed, 10 if game != "sintetico" else 11).steps[0].before
        minimum = table["params"].get("big_blind") or table["params"]["ante"]
        stakes += [s["stack"] // minimum for s in table["seats"]]
    assert min(stakes) >= 2 and max(stakes) <= 120 and sum(s <= 8 for s in stakes) >= 10  # short ones exist


def expected_first(game: str, scenario: dict) -> int:
    """R2-1 read from the final table, independently of the engine's showdown module: the first
    seat still in of the last round's actions (its opener, or the next seat that bet in it), or,
    when no round was played on the last street (a board run out), the first seat still in from
    a mão (rules 42-46, 85)."""
    live = [s["seat"] for s in scenario["seats"] if not s.get("folded")]
    acted = [a["seat"] for a in scenario["final_round"] if a["seat"] in live]
    if acted:
        return acted[0]
    return clockwise_from(live, scenario["marker"])[0]


@pytest.mark.parametrize("game", ("holdem", "omaha"))
def test_r2_1_a_board_run_out_gives_the_solver_an_empty_last_round_never_an_earlier_streets(game):
    run_outs = rivers = 0
    for seed in range(120):
        hand = deal_hand(game, seed, 6)
        shows = [s for s in hand.steps if s.kind == "showdown-order"]
        if not shows:
            continue
        final = shows[0].question.scenario
        ran_out = any(s.kind == "burn-board" and s.question.solution.run_out for s in hand.steps)
        last = [s for s in hand.steps if s.kind == "follow-action"][-1].after["betting"]
        if ran_out:  # no betting on the last street: no round to give
            run_outs += 1
            assert final["final_round"] == []
        else:  # the river's round as it was played
            rivers += 1
            assert len(last) == 4
            assert [a["seat"] for a in final["final_round"]] == [a["seat"] for a in last[-1]]
        assert shows[0].answer["order"][0] == expected_first(game, final) == solve(final)["showdown_order"][0]
    assert run_outs and rivers


def test_r2_1_a_river_opener_who_bet_and_was_folded_to_shows_first():
    """The river's opener bets, every other seat that could still bet folds, the all-in seats
    stay: the opener shows first, then the all-in seats clockwise (R2-1's second example)."""
    seen = 0
    for game in ("holdem", "omaha"):
        for seed in range(400):
            hand = deal_hand(game, seed, 6)
            shows = [s for s in hand.steps if s.kind == "showdown-order"]
            if not shows or not shows[0].question.scenario["final_round"]:
                continue
            final = shows[0].question.scenario
            river = final["final_round"]
            bettor = next((a["seat"] for a in river if a["action"] == "bet"), None)
            others = {a["seat"] for a in river if a["seat"] != bettor}
            folded = {a["seat"] for a in river if a["action"] == "fold"}
            if bettor is None or not others or others != folded:
                continue
            seen += 1
            live = [s["seat"] for s in final["seats"] if not s.get("folded")]
            assert shows[0].answer["order"] == list(clockwise_from(live, bettor)), (game, seed)
    assert seen


@pytest.mark.parametrize("game", POKER)
def test_r2_1_the_solver_is_given_the_last_round_the_betting_left(game):
    """Without a run-out the final table's last round is the betting's last round, action for action."""
    for seed in range(20):
        hand = deal_hand(game, seed, 5)
        settle = [s for s in hand.steps if s.kind in ("showdown-order", "winner", "pot-split")]
        final = settle[0].question.scenario
        ran_out = any(s.kind in ("burn-board", "deal-order") and getattr(s.question.solution, "run_out", False)
                      for s in hand.steps)
        betting = [s for s in hand.steps if s.kind == "follow-action"][-1].after["betting"]
        want = [] if ran_out else [a["seat"] for a in betting[-1]]
        assert [a["seat"] for a in final["final_round"]] == want, (game, seed)


@pytest.mark.parametrize("game", GAMES)
def test_r8_12_no_seat_holds_a_card_before_the_step_that_deals_it(game):
    for seed in range(10):
        steps = deal_hand(game, seed).steps
        deal = next(i for i, s in enumerate(steps) if s.kind in ("deal-order", "dice"))
        for table in [s.before for s in steps[:deal + 1]] + [s.after for s in steps[:deal]]:
            for seat in table["seats"]:
                assert not {"cards", "hole", "up", "front", "middle", "back"} & set(seat), (game, seed, seat)
            assert not table.get("board") and "dealer" not in table and "banker" not in table
        dealt = steps[deal].after
        assert all({"cards", "hole", "front"} & set(seat) for seat in dealt["seats"])


@pytest.mark.parametrize("game", ("holdem", "omaha", "sintetico", "omaha-macau"))
def test_r8_12_the_flop_games_deal_from_a_mao_or_the_marker_left(game):
    """omaha-macau: the player immediately left of the marker (art. 6.1); hold'em, Omaha, sintético:
    the seat holding a mão (house reading, ruling R8-12); clockwise, one card at a time."""
    for seed in range(10):
        for seats in seat_counts(game):
            hand = deal_hand(game, seed, seats)
            marker = hand.steps[0].before["marker"]
            deal = next(s for s in hand.steps if s.kind == "deal-order")
            first = clockwise_from(hand.seats, marker, inclusive=game != "omaha-macau")[0]
            assert deal.answer["first"] == first and deal.answer["direction"] == "clockwise"
            assert deal.explanation[0].cite.startswith("Despacho 97/2010" if game == "omaha-macau" else "non-banked")


def test_r4_1_stud_deals_from_the_croupiers_right_counterclockwise():
    for seed in range(10):
        hand = deal_hand("stud", seed, 5)
        deal = next(s for s in hand.steps if s.kind == "deal-order")
        assert deal.answer == {"first": max(hand.seats), "cards": 2, "direction": "counterclockwise"}
        assert "R4-1" in deal.explanation[0].cite


@pytest.mark.parametrize("task", ["pair-plus", "fold-collect"])
def test_u3_a_qpoker_question_before_the_spots_decide_never_holds_the_croupiers_cards(task):
    """Art. 9 3): a spot decides before the croupier's cards are opened — a pair plus or fold
    question (a drill's, a certification exam's) is the table without them: the table draws
    the croupier's three cards face down."""
    from trainer.table_run.drill import hand_questions

    for q in hand_questions("qpoker", task, 6, 30):
        assert "dealer" not in q.scenario and all(s.get("cards") for s in q.scenario["seats"])


def test_r2_1_rule_108_a_sintetico_board_run_out_shows_from_the_last_rounds_highest_bettor():
    """No round on the last street: it would have been opened by the highest bettor of the round
    before it (rule 108) — the last bet or raise of the last round played; the first seat still in
    from him shows first, all in or not (R2-1's fallback)."""
    seen = 0
    for seed in range(80):
        hand = deal_hand("sintetico", seed, 6)
        shows = [s for s in hand.steps if s.kind == "showdown-order"]
        if not shows or shows[0].question.scenario["final_round"]:
            continue
        last = [s for s in hand.steps if s.kind == "follow-action"][-1].after["betting"][-1]
        aggressors = [a["seat"] for a in last if a["action"] in ("bet", "raise")]
        if not aggressors:
            continue
        seen += 1
        final = shows[0].question.scenario
        live = [s["seat"] for s in final["seats"] if not s.get("folded")]
        assert final["previous_round_high_bettor"] == aggressors[-1]
        assert shows[0].answer["order"] == list(clockwise_from(live, aggressors[-1]))
    assert seen
