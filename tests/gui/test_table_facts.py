"""Issue 17 items 1-5: the table shows every fact an answer depends on.

The last round's high bettor (sintético rule 108), the last round's actions and each
seat's chips for it, the marker wherever it lies (an empty seat too), the table's terms
(limits, commission rate and cap, chip unit, 13-card bet unit, Q Poker's paytable), and
FOLDED / ALL-IN on the seats — each drawn, on screen, covering nothing else.
"""

from __future__ import annotations

import copy
import math

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from trainer.engine import qpoker
from trainer.engine.rulesets import RULESETS
from trainer.engine.solve import solve
from trainer.gui.table.items import amount_text
from trainer.gui.table.notes import ActionLogItem, LogEntry, TableCardItem
from trainer.gui.table.terms import percent_text

from .conftest import load
from .geometry import _assert_fits, _extent, _on_screen
from .settle import laid_out

HIGH_BET = "HIGH BET, LAST ROUND"


def river() -> dict:
    """An Omaha (Macau) hand with its river actions (a valid scenario: the engine solves it)."""
    import yaml

    from .conftest import DATA

    return yaml.safe_load((DATA / "omaha_macau_river.yaml").read_text(encoding="utf-8"))


def test_the_river_fixture_is_a_scenario_the_engine_accepts():
    assert solve(river())["game"] == "omaha-macau"


# -- item 1: sintético's previous round high bettor -----------------------------------------


@pytest.mark.parametrize("high", [5, 9, 2])
def test_r2_1_sintetico_previous_round_high_bettor_is_tagged_at_that_seat(table, high):
    data = load("sintetico")
    data["previous_round_high_bettor"] = high
    view = table()
    view.show_scenario(data)
    tagged = [p for p in view.seat_items() if HIGH_BET in view.seat_tags(p)]
    assert tagged == [high]
    seat = view.seat_item(high)
    tag = next(t for t in seat.tags if t.text == HIGH_BET)
    assert tag.isVisible() and _on_screen(view, tag)
    assert _extent(seat).contains(_extent(tag))  # drawn at that seat, inside its box
    # Clear on a folded seat too (seat 2 is folded): the tag ignores the seat's dimming.
    assert tag.flags() & QGraphicsItem.GraphicsItemFlag.ItemIgnoresParentOpacity


def test_no_high_bettor_tag_without_the_key(table):
    data = load("sintetico")
    del data["previous_round_high_bettor"]
    view = table()
    view.show_scenario(data)
    assert not any(HIGH_BET in view.seat_tags(p) for p in view.seat_items())


# -- item 2: the last round's actions ---------------------------------------------------------


def test_r2_2_final_round_is_drawn_as_an_action_log_in_order(table):
    data = river()
    view = table()
    view.show_scenario(data)
    log = view.action_log_item()
    assert isinstance(log, ActionLogItem) and _on_screen(view, log)
    want = [(a["seat"], a["action"], a.get("amount"), bool(a.get("allin"))) for a in data["final_round"]]
    assert [(e.seat, e.verb, e.amount, e.allin) for e in log.entries] == want
    lines = log.text().splitlines()
    assert lines[0] == "Last round's actions"
    assert lines[3] == f"4 bets {amount_text(500)}"
    assert lines[4] == f"6 raises to {amount_text(1000)}"  # the last raiser: R2-2's first to show
    assert lines[11] == f"2 calls, all in {amount_text(500)}"


def test_final_round_puts_each_seats_chips_for_the_round_in_front_of_it(table):
    view = table()
    view.show_scenario(river())
    chips = {c.place: c for c in view.chip_items()}
    assert chips[6].round_amount == 1000 and chips[6].amount == 2000  # raised to 1000, 2000 in the hand
    assert chips[7].round_amount == 1000  # called the raise
    assert chips[2].round_amount == 500  # all in for 500 more
    assert chips[1].round_amount is None and chips[1].amount == 500  # all in before the river
    assert chips[5].round_amount is None and chips[5].amount == 250  # folded earlier
    assert chips[6].caption == f"total {amount_text(2000)}"
    for stack in chips.values():
        # every stack lies in front of its own seat: seen from the table's centre, in its direction
        def turn(item):
            c = item.sceneBoundingRect().center()
            return math.atan2(c.y() - 445, c.x() - 800)

        def gap(a, b):
            return abs((a - b + math.pi) % (2 * math.pi) - math.pi)

        nearest = min(view.seat_items(), key=lambda p: gap(turn(view.seat_item(p)), turn(stack)))
        assert nearest == stack.place


def test_without_final_round_there_is_no_log_and_chips_are_the_hand_totals(table):
    view = table()
    view.show_scenario(load("omaha-macau"))
    assert view.action_log_item() is None
    assert all(c.round_amount is None and not c.caption for c in view.chip_items())


def test_a_betting_scenario_logs_its_last_round(table):
    data = {"game": "omaha-macau", "marker": 2, "params": {"big_blind": 100, "limit": "pot"},
            "seats": [{"seat": 1, "stack": 5000}, {"seat": 2, "stack": 800}, {"seat": 4, "stack": 3000},
                      {"seat": 5, "stack": 2500}],
            "betting": [[{"seat": 1, "action": "call"}, {"seat": 2, "action": "raise", "to": 400},
                         {"seat": 4, "action": "fold"}]]}
    view = table()
    view.show_scenario(data)
    # the engine's replay: the blinds it posts, then each action with the seat's total (issue 18)
    assert [(e.seat, e.verb, e.amount) for e in view.action_log_item().entries] == [
        (4, "post", 50), (5, "post", 100), (1, "call", 100), (2, "raise", 400), (4, "fold", None)]
    assert view.action_log_item().title == "Round 1"


def test_the_action_log_item_is_generic_for_the_betting_drills(table):
    view = table()
    view.show_scenario(load("holdem"))
    view.set_action_log([(3, "post", 50), (6, "call", 50), LogEntry(8, "raise", 600, allin=True),
                         (1, "fold", None)], title="Round 1")
    log = view.action_log_item()
    assert log.text().splitlines() == [
        "Round 1", f"3 posts {amount_text(50)}", f"6 calls {amount_text(50)}",
        f"8 raises to, all in {amount_text(600)}", "1 folds"]
    _assert_fits(view)
    view.retranslate_ui()  # a mark: kept on a redraw
    assert view.action_log_item().title == "Round 1"
    view.set_action_log([])
    assert view.action_log_item() is None
    view.set_action_log([(4, "check", None)])
    view.set_action_log([(5, "bet", 100)])  # replaces, never piles up
    assert sum(isinstance(i, ActionLogItem) for i in view.scene().items()) == 1


def test_a_long_round_flows_into_columns_and_stays_readable(table):
    data = load("holdem")
    data["final_round"] = [{"seat": s, "action": "check"} for s in (1, 3, 8)] * 6
    view = table()
    view.show_scenario(data)
    log = view.action_log_item()
    assert len(log.entries) == 18 and log.scale() >= 0.7
    _assert_fits(view)


# -- item 3: the marker wherever it is ------------------------------------------------------


def _marker_pixel(view, place: int) -> QColor:
    plate = view.seat_item(place).plate
    point = view.mapFromScene(plate.mapToScene(plate.marker_centre()))
    return view.grab().toImage().pixelColor(point.x() + 5, point.y() - 6)


@pytest.mark.parametrize("game,empty", [("holdem", 5), ("sintetico", 4), ("omaha", 3)])
def test_r2_1_the_marker_on_an_empty_seat_is_drawn_at_that_seat(table, game, empty):
    data = load(game)
    data["marker"] = empty
    view = table()
    view.show_scenario(data)
    seat = view.seat_item(empty)
    assert not seat.clickable  # the seat is empty
    assert view.marker_place() == empty and seat.plate.marker
    assert [p for p, s in view.seat_items().items() if s.plate.marker] == [empty]
    centre = seat.plate.mapToScene(seat.plate.marker_centre())
    assert _extent(seat).contains(centre) and _on_screen(view, seat)
    pixel = _marker_pixel(view, empty)
    assert min(pixel.red(), pixel.green(), pixel.blue()) > 200  # the white button is painted there
    _assert_fits(view)


def test_the_marker_at_an_occupied_seat_is_still_drawn(table):
    view = table()
    view.show_scenario(load("holdem"))  # marker 3, occupied
    assert view.marker_place() == 3 and view.seat_item(3).plate.marker


def test_a_marker_past_the_usual_table_size_makes_the_table_that_big(table):
    data = load("holdem")
    data["marker"] = 11
    view = table()
    view.show_scenario(data)
    assert view.marker_place() == 11 and view.seat_item(11).plate.marker


# -- item 4: the table card ------------------------------------------------------------------


def _card(view) -> str:
    """The table's terms: its table card, and Q Poker's paytable on the croupier's other side."""
    card, paytable = view.table_card_item(), view.paytable_item()
    assert isinstance(card, TableCardItem) and _on_screen(view, card)
    if paytable is None:
        return card.text()
    assert _on_screen(view, paytable)
    return card.text() + "\n" + paytable.text()


def test_r1_5_table_card_shows_the_commission_rate_cap_and_chip_unit_given(table):
    data = load("omaha-macau")
    data["params"] = {"big_blind": 100, "chip_unit": 25, "commission": {"percent": 3, "cap": 500}}
    view = table()
    view.show_scenario(data)
    text = _card(view)
    assert "Omaha (Macau 2010)" in text
    assert f"Commission {percent_text(3)}, cap {amount_text(500)}" in text
    assert f"Chip unit {amount_text(25)}" in text
    assert f"Big blind {amount_text(100)}" in text


def test_r1_5_table_card_shows_the_default_cap_the_engine_applies(table):
    view = table()
    view.show_scenario(load("omaha-macau"))  # big blind 50, no commission given
    default = RULESETS["omaha-macau"].defaults["commission"]
    cap = default["cap_big_blinds"] * 50
    assert f"Commission {percent_text(default['percent'])}, cap {amount_text(cap)}" in _card(view)
    assert f"Chip unit {amount_text(RULESETS['omaha-macau'].defaults['chip_unit'])}" in _card(view)


@pytest.mark.parametrize("game", ["holdem", "stud", "sintetico"])
def test_r1_5_table_card_says_no_cap_and_no_commission(table, game):
    data = load(game)
    view = table()
    view.show_scenario(data)
    percent = RULESETS[game].defaults["commission"]["percent"]
    assert f"Commission {percent_text(percent)}, no cap" in _card(view)
    data.setdefault("params", {})["commission"] = "none"
    view.show_scenario(data)
    assert "Commission none" in _card(view)


def test_r1_4_table_card_shows_an_odd_chip_rule_other_than_the_games(table):
    data = load("holdem")
    view = table()
    view.show_scenario(data)
    assert "Odd chips" not in _card(view)  # the game's own rule: nothing to say
    data["params"] = {"odd_chip": "croupier-left"}
    view.show_scenario(data)
    assert "Odd chips all to the first winner from the croupier's left" in _card(view)


def test_table_card_with_betting_shows_the_limits_the_engine_plays(table):
    data = {"game": "omaha-macau", "marker": 2, "params": {"big_blind": 100},
            "seats": [{"seat": 1, "stack": 5000}, {"seat": 2, "stack": 800}, {"seat": 4, "stack": 3000}],
            "betting": [[]]}
    view = table()
    view.show_scenario(data)
    text = _card(view)
    assert f"Blinds {amount_text(50)} / {amount_text(100)}" in text
    assert "Limit pot limit" in text and "Raises per round 3" in text
    data["params"]["limit"] = "no-limit"
    view.show_scenario(data)
    assert "Limit no limit" in _card(view) and "Raises per round no cap" in _card(view)


def test_r5_7_table_card_shows_the_thirteen_card_bet_unit(table):
    view = table()
    view.show_scenario(load("thirteen"))  # bet_unit 50
    text = _card(view)
    assert f"Bet unit (ponto) {amount_text(50)}" in text
    assert f"A win pays {percent_text(50)} of the stake" in text
    assert f"Commission {percent_text(2)} of the prize" in text
    data = load("thirteen")
    del data["params"]
    view.show_scenario(data)
    assert "Bet unit" not in _card(view)


def test_r6_4_r6_5_table_card_shows_the_q_poker_paytable(table):
    view = table()
    view.show_scenario(load("qpoker"))
    text = _card(view)
    assert "Decks 1" in text
    for odds in qpoker.PAIR_PLUS_ODDS.values():
        assert str(odds) in text
    assert "straight flush 40:1" in text and "straight 3:2" in text and "Croupier not qualified 1:2" in text


# -- item 5: folded and all in ------------------------------------------------------------------


@pytest.mark.parametrize("game,folded", [("holdem", 6), ("omaha", 7), ("stud", 6), ("sintetico", 2),
                                         ("omaha-macau", 5)])
def test_r2_4_a_folded_seat_is_greyed_and_tagged_folded(table, game, folded):
    view = table()
    data = load(game)
    view.show_scenario(data)
    at = next(s.get("folded_at") for s in data["seats"] if s["seat"] == folded)
    # stud: when it folded decides who was still in on each street (R4-5, issue 17 item 6)
    assert view.seat_tags(folded) == ([f"FOLDED AT OPEN CARD {at}"] if at else ["FOLDED"])
    assert view.seat_item(folded).opacity() < 0.5
    tag = view.seat_item(folded).tags[0]
    assert tag.flags() & QGraphicsItem.GraphicsItemFlag.ItemIgnoresParentOpacity and _on_screen(view, tag)
    others = [p for p, s in view.seat_items().items() if s.clickable and p != folded]
    assert others and not any(t.startswith("FOLDED") for p in others for t in view.seat_tags(p))


def test_r2_1_all_in_seats_are_tagged_from_the_seat_or_the_final_round(table):
    view = table()
    view.show_scenario(river())  # seat 1: allin: true; seat 2: all in on the river
    assert view.seat_tags(1) == ["ALL-IN"] and view.seat_tags(2) == ["ALL-IN"]
    assert not any("ALL-IN" in view.seat_tags(p) for p in range(3, 13))
    data = load("holdem")
    data["seats"][0]["allin"] = True
    view.show_scenario(data)
    assert view.seat_tags(1) == ["ALL-IN"]


def test_all_in_and_high_bettor_on_one_seat_both_show(table):
    data = load("sintetico")
    data["seats"][2]["allin"] = True  # seat 5
    view = table()
    view.show_scenario(data)
    assert view.seat_tags(5) == ["ALL-IN", HIGH_BET]
    _assert_fits(view)


# -- everything at once fits, at the sizes trainees use ---------------------------------------------


def _everything(name: str) -> dict:
    if name == "omaha-macau-river":
        data = river()
        data["params"] = {"big_blind": 50, "commission": {"percent": 4, "cap": 2300}, "chip_unit": 5}
        return data
    if name == "sintetico-empty-marker":
        data = load("sintetico")
        data["marker"] = 10
        data["previous_round_high_bettor"] = 9  # a seat at the scene's right edge
        data["seats"][3]["allin"] = True
        data["final_round"] = [{"seat": 1, "action": "bet", "amount": 800}, {"seat": 5, "action": "call"},
                               {"seat": 9, "action": "call"}, {"seat": 11, "action": "call"}]
        return data
    if name == "eleven-seats":
        data = {"game": "holdem", "marker": 11, "board": ["Ah", "7c", "7d"],
                "seats": [{"seat": n, "cards": [c + "s", c + "h"], "committed": 100 * n}
                          for n, c in zip(range(1, 12), "AKQJT98765432", strict=False)]}
        data["final_round"] = [{"seat": n, "action": "raise" if n % 3 == 0 else "call", "amount": 100 * n}
                               for n in range(1, 12)]
        data["seats"][4]["folded"] = True
        data["seats"][5]["allin"] = True
        return data
    return copy.deepcopy(load(name))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", ["omaha-macau-river", "sintetico-empty-marker", "eleven-seats", "stud",
                                  "thirteen", "qpoker"])
@pytest.mark.parametrize("side", ["bottom", "top"])
def test_every_fact_fits_without_overlap(table, name, size, side):
    view = table(size, croupier_at=side)
    view.show_scenario(_everything(name), reveal=True)
    assert view.table_card_item() is not None
    _assert_fits(view)
    for seat in view.seat_items().values():
        for tag in seat.tags:  # a seat's tags stay inside its box, where nothing else is drawn
            assert seat.sceneBoundingRect().contains(tag.sceneBoundingRect()), (seat.place, tag.text)
    for panel in (view.table_card_item(), view.action_log_item()):
        if panel is not None:
            # at least 9 px text at 1280x720 (15 px in the scene, scaled to the window)
            assert panel.scale() * view.transform().m11() * 15 >= 8.5, panel.scale()


# -- the panels use the room the window gives -------------------------------------------------------


def test_panels_use_the_room_around_a_tall_table_and_follow_a_resize(table, qtbot):
    view = table((770, 655))  # the table's side of a drill screen at 1280x720
    view.show_scenario(river(), reveal=True)
    card, log = view.table_card_item(), view.action_log_item()
    _assert_fits(view)
    # beside (under) the table, and grown so that the text reads on the screen
    assert card.sceneBoundingRect().bottom() > 900 and log.sceneBoundingRect().bottom() > 900
    assert card.scale() > 1 and card.scale() * view.transform().m11() * 19 >= 11.5
    view.resize(1280, 720)  # the table's own shape: back inside the table's rectangle

    def inside() -> None:
        _assert_fits(view)
        assert view.table_card_item().sceneBoundingRect().bottom() <= 900
        assert view.action_log_item().sceneBoundingRect().bottom() <= 900

    laid_out(qtbot, inside)


def test_fit_panel_takes_the_largest_clear_scale():
    from trainer.gui.table.layout import SAFE, Rect, fit_panel

    rect, scale = fit_panel(400, 200, "br", None, [])
    assert scale == 1.0 and rect.x + rect.w == SAFE.x + SAFE.w and rect.y + rect.h == SAFE.y + SAFE.h
    wall = Rect(SAFE.x + SAFE.w - 250, SAFE.y + SAFE.h - 150, 10, 10)  # in the way of the full size
    rect, scale = fit_panel(400, 200, "br", None, [wall], clearance=0)
    assert scale == pytest.approx(0.7, abs=0.01) and not rect.intersects(wall)
    assert fit_panel(400, 200, "br", None, [Rect(SAFE.x + SAFE.w - 30, SAFE.y + SAFE.h - 30, 20, 20)]) is None


@pytest.mark.parametrize("game,words", [
    # the marker is set before a mão by rules 29-30 (general); the blinds are rule 81, an Omaha rule
    # that hold'em takes by rule 92 and sintético does not (rule 112); the 2010 marker is art. 1.1 2)
    ("holdem", ("a mão", "rules 29-30", "not a dealer's button", "posts the small blind (rule 81)")),
    ("omaha", ("a mão", "rules 29-30", "posts the small blind (rule 81)")),
    ("sintetico", ("a mão", "rules 29-30", "the seat on its left opens the first round (rule 107)")),
    ("omaha-macau", ("Despacho 97/2010 art. 1, 5, 6", "The seat on its left posts the small blind")),
])
def test_u20_the_marker_button_says_what_it_marks_on_hover(table, game, words):
    """«D» is a mão at the non-banked tables — the small blind's seat — and the 2010 marker at
    Omaha (Macau): the point under the button shows it as a tooltip."""
    data = load(game)
    view = table()
    view.show_scenario(data)
    place = view.marker_place()
    assert place is not None
    plate = view.seat_item(place).plate
    point = plate.mapToScene(plate.marker_centre())
    tips = [item.toolTip() for item in view.scene().items(point) if item.toolTip()]
    assert tips and all(w in tips[0] for w in words), tips
