"""Chips on the table (issue 20): every amount in its fewest chips of the table's set, in a
croupier's stacks, larger denominations behind; the house legend; totals that hide; a
lesson's ``chip_set``; side pots with the seats that can win them."""

from __future__ import annotations

import copy
import itertools

import pytest
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from trainer.curriculum.lesson import check_lesson
from trainer.engine.chipset import HOUSE_SET, ChipSet, stacks_of, table_chip_set
from trainer.engine.errors import ScenarioError
from trainer.engine.solve import solve_typed
from trainer.gui.table.chips import _height, chip_stacks, face_text, plan_stacks
from trainer.gui.table.items import ChipStackItem, PotItem, seat_runs

from .conftest import load
from .geometry import _extent, _on_screen, assert_fits

AMOUNTS = [25, 130, 475, 1_205, 2_980, 16_630, 48_250, 137_000, 12_345_675, 600]


def ten_seats(params: dict | None = None) -> dict:
    return {"game": "holdem", "board": ["As", "Kd", "7c"], "marker": 3, "params": params or {"big_blind": 100},
            "seats": [{"seat": i + 1, "cards": [], "committed": a} for i, a in enumerate(AMOUNTS)]}


def side_pot_hand() -> dict:
    """Round 2 of a no-limit hand: seat 3 went all in for 60 in round 1, seat 7 for 150."""
    return {"game": "holdem", "marker": 1, "params": {"big_blind": 20, "limit": "no-limit"},
            "seats": [{"seat": 1, "stack": 1000}, {"seat": 3, "stack": 60}, {"seat": 5, "stack": 1000},
                      {"seat": 7, "stack": 150}, {"seat": 9, "stack": 1000}],
            "betting": [[{"seat": 5, "action": "call"}, {"seat": 7, "action": "raise", "to": 150, "allin": True},
                         {"seat": 9, "action": "call"}, {"seat": 1, "action": "call"},
                         {"seat": 3, "action": "call", "allin": True}, {"seat": 5, "action": "call"}],
                        [{"seat": 1, "action": "check"}]]}


def test_every_amount_is_drawn_in_its_fewest_chips_by_denomination(table):
    view = table()
    view.show_scenario(ten_seats())
    assert view.chip_set() == table_chip_set(1) == ChipSet((1, *HOUSE_SET))  # the house set, down to the unit
    chips = {c.place: c for c in view.chip_items() if isinstance(c, ChipStackItem)}
    assert sorted(c.amount for c in chips.values()) == sorted(AMOUNTS)
    for item in chips.values():
        assert item.stacks() == stacks_of(view.chip_set().fewest(item.amount))
    # 2,980: two 1,000s behind, then 500, four 100s, three 25s and a 5 in front
    assert chips[5].stacks() == [(1000, [2]), (500, [1]), (100, [4]), (25, [3]), (5, [1])]
    # 12,345,675: 1,234 chips of 10,000 in 61 stacks of 20, two of 5, and 4 beside
    assert chips[9].stacks()[0] == (10_000, [20] * 61 + [5, 5, 4])


def test_a_croupier_stacks_twenty_then_five_then_the_rest():
    five_and_twenty_five = ChipSet((5, 25))
    assert chip_stacks(47 * 25, five_and_twenty_five) == [(25, [20, 20, 5, 2])]
    assert chip_stacks(30, ChipSet((1, 15, 25))) == [(15, [2])]  # fewest, not greedy (25 + 5 x 1)


def test_larger_denominations_stand_behind_and_a_huge_amount_stays_in_its_box():
    stacks = chip_stacks(12_345_675, ChipSet(HOUSE_SET))
    w, h = ChipStackItem.WIDTH - 4, 60.0
    plan = plan_stacks(stacks, w, h, ChipStackItem.CHIP_D)
    assert plan.rows >= 2
    for a in plan.stacks:
        top = a.base - _height(a.stack, plan.diameter)
        assert a.x - plan.diameter / 2 >= -1e-6 and a.x + plan.diameter / 2 <= w + 1e-6
        assert top >= -1e-6 and a.base <= h + 1e-6  # no tower: the 61 full stacks are one marked stack
        for b in plan.stacks:
            if a.base < b.base:  # a is in a row behind b
                assert a.stack.value >= b.stack.value
    marked = [p.stack for p in plan.stacks if p.stack.mark]
    assert [s.mark for s in marked] == ["61×20"]
    assert {p.stack.value for p in plan.stacks} == {v for v, _ in stacks}


def test_chip_faces_write_thousands_short():
    assert [face_text(v) for v in HOUSE_SET] == ["5", "25", "100", "500", "1K", "5K", "10K"]
    assert face_text(2_500) == "2500" and face_text(25_000) == "25K" and face_text(1_000_000) == "1M"


def test_the_legend_shows_the_tables_chip_set_clear_of_everything(table):
    view = table()
    view.show_scenario(ten_seats())
    legend = view.chip_legend_item()
    assert legend is not None and legend.chip_values() == (1, *HOUSE_SET)
    assert "1,000" in legend.text() and "10,000" in legend.text()
    assert _on_screen(view, legend)
    box = _extent(legend)
    others = [*view.seat_items().values(), *view.chip_items(), view.board_item(), view.table_card_item()]
    assert not any(box.intersects(_extent(o)) for o in others if o is not None)


def test_totals_hide_and_show_and_stay_hidden_for_the_next_scenario(table):
    view = table()
    view.show_scenario(ten_seats())
    view.set_pots([{"amount": 300, "seats": [1, 3]}])
    item = next(c for c in view.chip_items() if isinstance(c, ChipStackItem))
    shown = _render(item)
    view.set_totals_shown(False)
    assert not view.totals_shown()
    assert all(not c.totals_shown for c in view.chip_items())
    assert _render(item) != shown  # the label under the chips is gone
    view.show_scenario(load("qpoker"))  # the next item of a chip drill: still hidden, circles too
    circles = view._chip_drawings()
    assert circles and all(not c.totals_shown for c in circles)
    view.set_totals_shown(True)
    view.show_scenario(ten_seats())
    assert all(c.totals_shown for c in view.chip_items())


def _render(item: ChipStackItem | PotItem) -> QImage:
    image = QImage(int(item.WIDTH), int(item.boundingRect().height()), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    return image


def test_a_scenarios_chip_set_is_the_tables(table):
    view = table()
    view.show_scenario(ten_seats({"big_blind": 100, "chip_unit": 5, "chip_set": [5, 20, 100, 1000]}))
    assert view.chip_set() == ChipSet((5, 20, 100, 1000))
    assert view.chip_legend_item().chip_values() == (5, 20, 100, 1000)
    seat2 = next(c for c in view.chip_items() if getattr(c, "place", None) == 2)
    assert seat2.stacks() == [(100, [1]), (20, [1]), (5, [2])]  # 130
    view.show_scenario(ten_seats({"big_blind": 100, "chip_unit": 25}))  # no set: the house set from 25 up
    assert view.chip_set() == table_chip_set(25) == ChipSet((25, 100, 500, 1000, 5000, 10000))


LESSON = """\
id: chips-on-the-table
title: "Chips on the table (test)"
game: holdem
skills: [who-acts]
intro: |
  Whose turn.
items:
  - id: whose-turn
    task: who-acts
    scenario:
      marker: 3
      params:
        big_blind: 20
        chip_set: {chip_set}
      seats:
        - {{seat: 1, stack: 1500}}
        - {{seat: 3, stack: 900}}
        - {{seat: 4, stack: 2000}}
        - {{seat: 6, stack: 1200}}
        - {{seat: 8, stack: 700}}
      betting:
        - - {{seat: 6, action: call}}
          - {{seat: 8, action: raise, to: 80}}
    expect: {{seat: 1}}
"""


def test_a_lessons_chip_set_reaches_the_table(table, tmp_path):
    path = tmp_path / "chips.yaml"
    path.write_text(LESSON.format(chip_set="[1, 5, 20, 100]"), encoding="utf-8")
    lesson, problems = check_lesson(path)
    assert problems == [] and lesson is not None
    question = next(lesson.questions())
    view = table()
    view.show_scenario(dict(question.scenario))
    assert view.chip_set() == ChipSet((1, 5, 20, 100))
    raised = next(c for c in view.chip_items() if getattr(c, "place", None) == 8)
    assert raised.amount == 80 and raised.stacks() == [(20, [4])]
    assert view.chip_legend_item().chip_values() == (1, 5, 20, 100)


@pytest.mark.parametrize("bad,field,words", [
    ("[5, 0, 100]", "chip_set[1]", "positive whole number"),
    ("[5, 5]", "chip_set", "listed twice"),
    ("25", "chip_set", "list of chip denominations"),
    ("[5, 25, 100]", "chip_set", "no chip of the chip unit 1"),
])
def test_a_bad_chip_set_is_refused_naming_file_line_and_field(tmp_path, bad, field, words):
    path = tmp_path / "chips.yaml"
    path.write_text(LESSON.format(chip_set=bad), encoding="utf-8")
    _, problems = check_lesson(path)
    assert problems, bad
    problem = problems[0]
    assert problem.file.endswith("chips.yaml") and problem.line == 14  # the chip_set line
    assert field in problem.field and words in problem.message


@pytest.mark.parametrize("name", ["holdem", "stud", "thirteen", "qpoker"])
def test_every_game_takes_a_chip_set_and_refuses_one_off_the_chip_unit(name):
    data = copy.deepcopy(load(name))
    unit = data.setdefault("params", {}).get("chip_unit", 1)
    data["params"]["chip_set"] = [unit, 5 * unit, 25 * unit]
    solve_typed(data)  # taken
    data["params"].update(chip_unit=5, chip_set=[5, 7])
    with pytest.raises(ScenarioError) as refused:
        solve_typed(data)
    assert "chip_set" in str(refused.value) and "not a multiple of the chip unit 5" in str(refused.value)


def test_side_pots_are_drawn_apart_each_with_the_seats_that_can_win_it(table):
    view = table()
    view.show_scenario(side_pot_hand())
    pots = view.pot_items()
    assert [(p.label, p.amount, p.seats) for p in pots] == [
        ("Main pot", 300, (1, 3, 5, 7, 9)), ("Side pot 1", 360, (1, 5, 7, 9))]
    assert pots[0].seats_text() == "seats 1, 3, 5, 7, 9" and pots[1].stacks() == [(100, [3]), (25, [2]), (5, [2])]
    assert view.seat_tags(3)[0] == "ALL-IN" and view.seat_tags(7)[0] == "ALL-IN"
    for pot in pots:
        assert _on_screen(view, pot) and not _extent(pot).intersects(_extent(view.board_item()))


def test_pots_set_by_a_drill_carry_their_seats(table):
    view = table()
    view.show_scenario(ten_seats())
    view.set_pots([{"amount": 48_000, "seats": [1, 2, 3, 4, 6, 7, 8, 9, 10]}, {"amount": 7_525, "eligible": [2, 4]},
                   1_100])
    assert [p.seats for p in view.pot_items()] == [(1, 2, 3, 4, 6, 7, 8, 9, 10), (2, 4), ()]
    assert view.pot_items()[0].seats_text() == "seats 1–4, 6–10"
    assert seat_runs((9, 1, 2)) == "1, 2, 9"



def test_no_two_chips_of_a_set_look_alike_and_house_chips_keep_their_look():
    from trainer.gui.table.chips import look

    own = ChipSet((5, 20, 100, 250, 1000))
    looks = [(look(v, own)[0].name(), look(v, own)[1]) for v in own.values]
    assert len(set(looks)) == len(looks)
    assert look(100, own)[0].name() == look(100, ChipSet(HOUSE_SET))[0].name()
    house = [look(v, ChipSet((1, *HOUSE_SET))) for v in (1, *HOUSE_SET)]
    luminance = sorted(0.2126 * c.red() + 0.7152 * c.green() + 0.0722 * c.blue() for c, _ in house)
    assert min(b - a for a, b in itertools.pairwise(luminance)) >= 20  # told apart by lightness, not hue alone
    assert len({marks for _, marks in house}) == len(house)  # and each its own edge pattern


@pytest.mark.parametrize("side", ["bottom", "top"])
@pytest.mark.parametrize("game", ["holdem", "omaha-macau", "stud", "thirteen", "qpoker", "betting-holdem-pot"])
def test_the_legend_fits_every_table_clear_of_everything(table, game, side):
    view = table((1280, 720), croupier_at=side)
    view.show_scenario(load(game))
    legend = view.chip_legend_item()
    assert legend is not None and _on_screen(view, legend)
    box = _extent(legend)
    seats = [*view.seat_items().values(), view.croupier_item()]
    others = [*seats, *view.chip_items(), view.board_item(), view.table_card_item(), view.action_log_item()]
    others += [t for s in seats if s is not None for t in getattr(s, "tags", [])]
    hit = [o for o in others if o is not None and box.intersects(_extent(o))]
    assert not hit, hit
    assert legend.scale() * view.transform().m11() * 15 >= 8.5  # its chips' values legible


# -- a seat's stack: the chips it has left, by denomination (issue 20) ------------------------


def ten_seat_side_pots(game: str = "holdem", seats: int = 10) -> dict:
    """Seats 3, 4, 7 and 9 all in for different amounts in round 1 (a main pot and three side
    pots in the middle), round 2 under way; ``seats`` > 10: more seats, each with its stack."""
    stacks = {1: 48_250, 2: 12_345, 3: 600, 4: 1_000, 5: 137_000, 6: 2_980, 7: 1_500, 8: 25_000, 9: 3_000,
              10: 16_630, 11: 7_775}

    def a(seat: int, action: str, **k: object) -> dict:
        return {"seat": seat, "action": action, **k}

    first = [a(3, "raise", to=600, allin=True), a(4, "call"), a(5, "call"), a(6, "fold"),
             a(7, "raise", to=1500, allin=True), a(8, "call"), a(9, "raise", to=3000, allin=True), a(10, "call")]
    first += [a(11, "call")] if seats > 10 else []
    first += [a(1, "call"), a(2, "call"), a(4, "call", allin=True), a(5, "call"), a(8, "call")]
    return {"game": game, "marker": 1 if game == "holdem" else seats, "params": {"big_blind": 100, "limit": "no-limit"},
            "seats": [{"seat": n, "stack": stacks[n]} for n in range(1, seats + 1)],
            "betting": [first, [a(1, "bet", to=2500), a(2, "call"), a(5, "raise", to=8000)]]}


def test_a_seats_stack_is_drawn_by_denomination_and_an_all_in_seat_is_marked(table):
    view = table()
    data = ten_seat_side_pots()
    view.show_scenario(data)
    _, solution = solve_typed(data)
    left = solution.state.stacks
    stacks = view.seat_stacks()
    assert {n: s.amount for n, s in stacks.items()} == {n: v for n, v in left.items() if v}
    for n, item in stacks.items():
        assert item.stacks() == stacks_of(view.chip_set().fewest(left[n]))
        assert item.parentItem() is view.seat_item(n)  # in the seat's box: nothing else's
        plate = view.seat_item(n).plate
        assert not _extent(item).intersects(_extent(plate))
        assert item.label == f"STACK {left[n]:,}" and item.toolTip() == item.label
    # 42,750: four 10,000s behind, then 1,000s, a 500, 100s and 25s in front
    assert stacks[1].stacks() == [(10_000, [4]), (1_000, [2]), (500, [1]), (100, [2]), (25, [2])]
    for n in (3, 4, 7, 9):  # all in: no chips left, and marked
        assert n not in stacks and view.seat_tags(n)[0] == "ALL-IN"
    assert [p.label for p in view.pot_items()] == ["Main pot", "Side pot 1", "Side pot 2", "Side pot 3"]


def test_a_seats_stack_hides_its_total_in_a_chip_drill_and_its_chips_take_the_row(table):
    view = table()
    view.show_scenario(ten_seat_side_pots())
    item = view.seat_stacks()[5]
    shown, chips_shown = _render(item), item.chips_rect()
    view.set_totals_shown(False)
    assert not item.totals_shown and item.toolTip() == ""  # not even on hover
    assert _render(item) != shown
    assert item.chips_rect().width() > chips_shown.width()  # the amount's room goes to the chips
    view.show_scenario(ten_seat_side_pots())  # the next item: still hidden
    assert all(not s.totals_shown for s in view.seat_stacks().values())
    view.set_totals_shown(True)
    assert all(s.totals_shown and s.toolTip() for s in view.seat_stacks().values())


def test_the_stacks_sprites_are_cached_and_a_second_draw_makes_none(table, monkeypatch):
    from trainer.gui.table import chips, pixcache

    pixcache.clear()
    made = []
    draw_stack = chips._draw_stack
    monkeypatch.setattr(chips, "_draw_stack", lambda *a, **k: made.append(a[1]) or draw_stack(*a, **k))
    view = table()
    view.show_scenario(ten_seat_side_pots())
    view.grab()
    first = len(made)
    assert first > 0
    faces = [k for k in pixcache._cache if isinstance(k, tuple) and k[0] == "face"]
    assert len(faces) < first  # one face per denomination and size, shared by its stacks
    view.show_scenario(ten_seat_side_pots())  # a new scene, the same chips
    view.grab()
    assert len(made) == first  # every stack blitted from its sprite


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("game,seats", [("holdem", 10), ("omaha-macau", 11)])
def test_stacks_bets_and_side_pots_fit_without_overlap(table, size, game, seats):
    view = table(size)
    view.show_scenario(ten_seat_side_pots(game, seats))
    assert len(view.seat_items()) >= seats and len(view.pot_items()) == 4
    assert_fits(view)
    stacks = list(view.seat_stacks().values())
    assert len(stacks) == seats - 4
    others = [*view.pot_items(), view.board_item(), view.table_card_item(), view.action_log_item(),
              view.chip_legend_item()]
    others += [t for s in view.seat_items().values() for t in s.tags]
    for item in stacks:
        assert _on_screen(view, item)
        hit = [o for o in others if o is not None and _extent(item).intersects(_extent(o))]
        assert not hit, (item.place, hit)
        # Another seat's bet never covers it.  (Its own bet's box may touch it where the felt
        # has no room left between the seat and the board — the top middle of a 10-seat table
        # at 16:9 — its chips standing at the bottom of that box.)
        bets = [c for c in view.chip_items() if isinstance(c, ChipStackItem) and c.place != item.place]
        assert not [b.place for b in bets if _extent(item).intersects(_extent(b))], item.place


def test_stacks_are_crisp_at_4k_drawn_at_the_devices_size(table):
    from trainer.gui.table import pixcache

    sizes = {}
    for size in ((1280, 720), (3840, 2160)):
        pixcache.clear()
        view = table(size)
        view.show_scenario(ten_seat_side_pots())
        view.grab()
        sizes[size] = max(k[6] for k in pixcache._cache if isinstance(k, tuple) and k[0] == "stack")
    assert sizes[(3840, 2160)] >= 2.5 * sizes[(1280, 720)]  # made at 4K's scale, not blown up


def test_a_finished_hand_draws_its_chips_once_in_the_pots_not_in_front_of_the_seats_too(table):
    """Issue 20: once the pots are gathered (a finished hand's pots shown), the bets in front of
    the seats are not drawn as well; pots of the rounds before stay beside this round's bets."""
    view = table()
    data = ten_seats()
    view.show_scenario(data)
    bets = [c for c in view.chip_items() if isinstance(c, ChipStackItem)]
    assert bets and all(b.isVisible() for b in bets)  # the hand in play: each seat's bet in front of it
    pots = [{"amount": sum(AMOUNTS) - 300, "seats": [1, 2, 3]}, {"amount": 300, "seats": [1, 2]}]
    view.set_pots(pots)
    assert not any(b.isVisible() for b in bets)  # gathered: drawn once, in the pots
    assert [p.amount for p in view.pot_items()] == [sum(AMOUNTS) - 300, 300]
    view.retranslate_ui()  # drawn again (a language change): still gathered
    assert not any(c.isVisible() for c in view.chip_items() if isinstance(c, ChipStackItem))
    view.set_pots(pots, gathered=False)  # the rounds before in the middle: this round's bets stay
    assert all(c.isVisible() for c in view.chip_items() if isinstance(c, ChipStackItem))
    view.show_scenario({**data, "pots": pots})  # a scenario drawn with the engine's pots
    assert not any(c.isVisible() for c in view.chip_items() if isinstance(c, ChipStackItem))
    view.show_scenario(data)  # the next question: bets in front of the seats again
    assert all(c.isVisible() for c in view.chip_items() if isinstance(c, ChipStackItem))


def test_a_graded_pot_split_gathers_the_bets_into_its_pots(qtbot, tmp_path):
    from .drill_play import lesson_on_screen

    with lesson_on_screen(qtbot, tmp_path / "t.db", "holdem-pot-split", limit=1) as p:
        table, q = p.win.drill.table, p.questions[0]
        bets = [c for c in table.chip_items() if isinstance(c, ChipStackItem)]
        assert bets and all(b.isVisible() for b in bets)
        p.panel.set_answer(q.answer)
        p.submit_by_key()
        assert [pot.amount for pot in table.pot_items()] == [pot["amount"] for pot in q.answer["pots"]]
        assert not any(b.isVisible() for b in table.chip_items() if isinstance(b, ChipStackItem))
