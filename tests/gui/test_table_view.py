"""The table view draws each game's scenario, fits any window, and takes the drill marks."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QTextLayout
from PySide6.QtWidgets import QGraphicsItem

from trainer.gui.table import BOARD, TableView
from trainer.gui.table.cards import CardItem
from trainer.gui.table.items import BadgeItem, PotItem, font
from trainer.gui.table.seat import SeatItem

from .conftest import GAME_FILES, SIZES, load
from .geometry import _assert_fits, _extent, _on_screen

SEATS_IN_FILE = {
    "holdem": [1, 3, 6, 8], "omaha": [1, 2, 4, 7, 10], "sintetico": [1, 2, 5, 9, 11],
    "omaha-macau": list(range(1, 13)), "stud": [1, 4, 6, 7], "thirteen": [1, 2, 3], "qpoker": [1, 2, 4, 7],
}


@pytest.mark.parametrize("game", list(GAME_FILES))
def test_each_game_draws_its_seats_and_cards(table, game):
    view = table()
    view.show_scenario(load(game))
    assert view.occupied_seats() == SEATS_IN_FILE[game]
    assert view.seat_items()  # and qt_log_level_fail=WARNING: no Qt warning while drawing
    cards = [c for s in view.seat_items().values() for c in s.all_cards()]
    assert cards and all(isinstance(c, CardItem) for c in cards)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", list(GAME_FILES))
def test_seats_never_overlap_and_everything_is_on_screen(table, game, size):
    view = table(size)
    view.show_scenario(load(game), reveal=True)
    _assert_fits(view)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_eleven_seats_fit(table, size):
    data = {"game": "holdem", "marker": 11, "board": ["Ah", "7c", "7d"],
            "seats": [{"seat": n, "name": f"Jogador {n}", "cards": [c + "s", c + "h"], "committed": 100 * n}
                      for n, c in zip(range(1, 12), "AKQJT98765432", strict=False)]}
    view = table(size)
    view.show_scenario(data, reveal=True)
    assert sorted(view.seat_items()) == list(range(1, 12))
    view.set_pots([{"amount": 6600}, {"amount": 900}, {"amount": 500}])
    _assert_fits(view)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_two_seat_table_fits(table, size):
    data = {"game": "stud", "seats": [
        {"seat": 1, "hole": "Ks", "up": ["Ah", "9d", "9c", "Th"], "committed": 50},
        {"seat": 2, "hole": "5s", "up": ["Kd", "Jc", "6h", "6d"], "committed": 50}]}
    view = table(size)
    view.show_scenario(data, seat_count=2)
    assert view.occupied_seats() == [1, 2]
    assert sorted(p for p in view.seat_items() if p > 0) == [1, 2]  # no empty seats
    _assert_fits(view)


def _angle(view: TableView, place: int) -> float:
    c = view.seat_item(place).sceneBoundingRect().center()
    return math.atan2(c.y() - 445, c.x() - 800)  # y down: growing angle is clockwise on screen


@pytest.mark.parametrize("side", ["bottom", "top"])
def test_r0_1_seats_go_clockwise_from_the_croupiers_left(table, side):
    view = table(croupier_at=side)
    view.show_scenario(load("holdem"))
    croupier = math.pi / 2 if side == "bottom" else -math.pi / 2
    turns = [(_angle(view, n) - croupier) % (2 * math.pi) for n in range(1, 11)]
    assert turns == sorted(turns)  # 1..10 clockwise from the croupier
    seat1 = view.seat_item(1).sceneBoundingRect().center().x()
    # Facing the table, the croupier's left is the screen's left at the bottom, its right at the top.
    assert (seat1 < 800) if side == "bottom" else (seat1 > 800)


def _click(qtbot, view: TableView, item: QGraphicsItem) -> None:
    point = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


@pytest.mark.parametrize("game,seat", [("holdem", 3), ("omaha-macau", 12), ("stud", 7), ("qpoker", 4),
                                       ("thirteen", 2)])
def test_clicking_a_seat_emits_its_number(qtbot, table, game, seat):
    view = table()
    view.show_scenario(load(game))
    with qtbot.waitSignal(view.seatClicked, timeout=1000) as blocker:
        _click(qtbot, view, view.seat_item(seat).plate)
    assert blocker.args == [seat]
    with qtbot.waitSignal(view.seatClicked, timeout=1000) as blocker:
        _click(qtbot, view, view.seat_item(seat).all_cards()[0])  # the cards belong to the seat too
    assert blocker.args == [seat]


def test_clicking_the_banker_emits_0_and_empty_seats_or_felt_emit_nothing(qtbot, table):
    view = table()
    view.show_scenario(load("thirteen"))
    with qtbot.waitSignal(view.seatClicked, timeout=1000) as blocker:
        _click(qtbot, view, view.seat_item(0).plate)
    assert blocker.args == [0]
    view.show_scenario(load("holdem"))
    with qtbot.assertNotEmitted(view.seatClicked):
        _click(qtbot, view, view.seat_item(5))  # empty
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(800, 445))
        _click(qtbot, view, view.croupier_item().plate)


def _badge(view: TableView, seat: int) -> BadgeItem:
    return next(c for c in view.seat_item(seat).childItems() if isinstance(c, BadgeItem))


def test_badges_appear_on_the_right_seats(table):
    view = table()
    view.show_scenario(load("holdem"))
    view.set_badges({3: 1, 1: 2, 8: 3})
    assert view.badges() == {3: "1", 1: "2", 8: "3"}
    for seat, text in ((3, "1"), (1, "2"), (8, "3")):
        badge = _badge(view, seat)
        assert badge.text == text
        assert view.seat_item(seat).sceneBoundingRect().contains(badge.sceneBoundingRect())
        assert badge.isVisible() and _on_screen(view, badge)
    assert view.seat_item(6).badge is None
    image = view.grab().toImage()
    centre = view.mapFromScene(_badge(view, 3).sceneBoundingRect().center())
    orange = image.pixelColor(centre + QPoint(-8, 0))
    assert orange.red() > 180 and orange.blue() < 80  # the orange disc is drawn there
    view.set_badges({6: 1})
    assert view.badges() == {6: "1"}
    view.clear_badges()
    assert view.badges() == {}


def test_private_cards_hide_until_revealed_and_folded_seats_never_show(table):
    view = table()
    view.show_scenario(load("holdem"))
    assert all(not c.face_up for c in view.seat_item(1).all_cards())
    assert all(c.face_up for c in view.board_item().all_cards())
    view.set_reveal(True)
    assert [c.card for c in view.seat_item(1).all_cards() if c.face_up] == ["As", "Kd"]
    view.show_scenario(load("sintetico"), reveal=True)
    assert all(not c.face_up for c in view.seat_item(2).all_cards())  # folded (R2-4)


def test_stud_hole_card_down_up_cards_up(table):
    view = table()
    view.show_scenario(load("stud"))
    hole, *up = view.seat_item(1).all_cards()
    assert not hole.face_up and [c.card for c in up] == ["Ah", "9d", "9c", "Th"]
    assert all(c.face_up for c in up)
    view.reveal_seat(1)
    assert hole.face_up and hole.card == "Ks"
    folded = view.seat_item(6).all_cards()
    assert [c.card for c in folded if c.face_up] == ["Qc", "8h"]  # open cards stay visible


def test_thirteen_draws_three_rows_per_place_and_outlines_fouled_rows(table):
    view = table()
    view.show_scenario(load("thirteen"), reveal=True)
    for place in (0, 1, 3):
        rows = view.seat_item(place).cards
        assert [len(rows[r]) for r in ("front", "middle", "back")] == [3, 5, 5]
    assert sum(len(r) for r in view.seat_item(2).cards.values()) == 13  # not yet arranged
    view.outline_rows(1, ["front", "middle"])
    assert view.seat_item(1).outlined_rows == ["front", "middle"]
    seat = view.seat_item(1)
    front = seat.row_rect("front")
    image = view.grab().toImage()
    edge = view.mapFromScene(seat.mapToScene(QPointF(front.center().x(), front.top() - 4)))
    reds = sum(1 for dy in range(-4, 5) if _is_red(image.pixelColor(edge + QPoint(0, dy))))
    assert reds >= 2
    view.clear_outlines()
    assert view.seat_item(1).outlined_rows == []


def _is_red(c: QColor) -> bool:
    return c.red() > 200 and c.green() < 90 and c.blue() < 90


def test_qpoker_spots_have_pair_plus_and_bet_circles_and_folds_are_dimmed(table):
    view = table()
    view.show_scenario(load("qpoker"))
    circles = [c for c in view.seat_item(7).childItems() if hasattr(c, "label") and hasattr(c, "amount")]
    assert [(c.label, c.amount) for c in circles] == [("Pair plus", 25), ("Bet", 1000)]
    assert view.seat_item(2).opacity() < 0.5
    assert view.seat_item(1).opacity() == 1.0
    assert len(view.seat_item(0).all_cards()) == 3  # the croupier's hand


@pytest.mark.parametrize("game,folded", [("holdem", 6), ("omaha", 7), ("stud", 6), ("omaha-macau", 5)])
def test_folded_seats_are_dimmed(table, game, folded):
    view = table()
    view.show_scenario(load(game))
    assert view.seat_item(folded).opacity() < 0.5
    others = [s for p, s in view.seat_items().items() if p and p != folded and s.clickable]
    assert others and all(s.opacity() == 1.0 for s in others)


def test_committed_chips_show_their_amounts(table):
    view = table()
    view.show_scenario(load("holdem"))
    assert sorted(c.amount for c in view.chip_items()) == [300, 500, 1200, 12500]


def test_pots_are_labelled_stacks_in_the_centre(table):
    view = table()
    view.show_scenario(load("omaha"))
    view.set_pots([{"amount": 2100, "eligible": [1, 2, 4, 10]}, 3000, {"amount": 50, "label": "Extra"}])
    pots = view.pot_items()
    assert [(p.label, p.amount) for p in pots] == [("Main pot", 2100), ("Side pot 1", 3000), ("Extra", 50)]
    for pot in pots:
        assert isinstance(pot, PotItem) and _on_screen(view, pot)
        assert not _extent(pot).intersects(_extent(view.board_item()))
    view.set_pots([])
    assert view.pot_items() == []


def test_winning_cards_are_raised(table):
    view = table()
    view.show_scenario(load("holdem"), reveal=True)
    ace, king = view.seat_item(1).all_cards()
    before = ace.scenePos().y()
    view.raise_cards(1, ["As"])
    view.raise_cards(BOARD, ["Ah", "7c", "7d"])
    assert ace.raised and ace.scenePos().y() < before and not king.raised
    assert [c.card for c in view.board_item().all_cards() if c.raised] == ["Ah", "7c", "7d"]
    view.clear_raised()
    assert not ace.raised and ace.scenePos().y() == before


def test_highlight_one_seat(table):
    view = table()
    view.show_scenario(load("holdem"))
    view.highlight_seat(3)
    assert [p for p, s in view.seat_items().items() if s.highlighted] == [3]
    view.highlight_seat(None)
    assert not any(s.highlighted for s in view.seat_items().values())


def test_four_colour_changes_the_diamonds_and_clubs_on_the_table(table):
    view = table()
    view.show_scenario(load("holdem"))
    seven = view.board_item().all_cards()[2]  # 7d
    assert seven.card == "7d" and seven.deck == "classic"

    def blue_pixels() -> int:
        image = view.grab().toImage()
        rect = view.mapFromScene(seven.sceneBoundingRect()).boundingRect()
        return sum(1 for x in range(rect.left() + 3, rect.right() - 3, 2)
                   for y in range(rect.top() + 3, rect.bottom() - 3, 2)
                   if (c := image.pixelColor(x, y)).blue() > 150 and c.red() < 100)

    assert blue_pixels() == 0
    view.set_four_colour(True)
    assert view.four_colour() and seven.deck == "four-colour"
    assert blue_pixels() > 20
    assert table(four_colour=True).deck == "four-colour"


def test_marks_survive_a_language_change(table):
    view = table()
    view.show_scenario(load("holdem"))
    view.set_badges({1: 1})
    view.set_pots([1300])
    view.reveal_seat(3)
    view.raise_cards(3, ["Qs"])
    view.outline_rows(1, [])
    view.highlight_seat(8)
    view.retranslate_ui()
    assert view.badges() == {1: "1"} and [p.amount for p in view.pot_items()] == [1300]
    assert [(c.card, c.face_up, c.raised) for c in view.seat_item(3).all_cards()] == [
        ("Qs", True, True), ("Qd", True, False)]
    assert not any(c.face_up for c in view.seat_item(1).all_cards())
    assert view.seat_item(8).highlighted
    view.show_scenario(load("holdem"))  # a new scenario starts without marks
    assert view.badges() == {} and view.pot_items() == [] and not view.seat_item(8).highlighted


def test_a_malformed_scenario_raises_and_leaves_the_table_empty(table):
    view = table()
    view.show_scenario(load("holdem"))
    bad = load("holdem")
    bad["seats"][1]["cards"] = ["Qs", "Xx"]
    with pytest.raises(ValueError, match="Xx"):
        view.show_scenario(bad)
    assert view.seat_items() == {} and view.scene().items() == []
    with pytest.raises(ValueError, match="unknown game"):
        view.show_scenario({"game": "baccarat", "seats": []})


@pytest.mark.parametrize("name", ["João", "十三张", "Conceição", "陈大文"])
def test_portuguese_and_chinese_names_have_real_glyphs(qapp, table, name):
    view = table()
    data = load("holdem")
    data["seats"][0]["name"] = name
    view.show_scenario(data)
    assert view.seat_item(1).plate.title == name
    layout = QTextLayout(name, font(17, bold=True))
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    glyphs = [g for run in layout.glyphRuns() for g in run.glyphIndexes()]
    assert len(glyphs) >= len(name) - 1 and 0 not in glyphs  # no missing-glyph boxes


def test_seat_item_api(table):
    view = table()
    view.show_scenario(load("holdem"))
    assert isinstance(view.seat_item(1), SeatItem) and view.seat_item(99) is None
    view.clear()
    assert view.seat_items() == {} and view.chip_items() == []


@pytest.mark.parametrize("size", [(1280, 720), (1000, 1000), (3840, 2160)], ids=str)
def test_the_table_scales_to_the_window_with_its_aspect_kept(table, size):
    view = table(size)
    view.show_scenario(load("omaha-macau"))
    t = view.transform()
    assert t.m11() == pytest.approx(t.m22())
    shown = view.mapFromScene(view.sceneRect()).boundingRect()
    assert view.viewport().rect().adjusted(-1, -1, 1, 1).contains(shown)
    assert max(shown.width() / size[0], shown.height() / size[1]) > 0.98  # fills one dimension


def test_a_stud_hole_card_turned_up_keeps_a_band_that_says_it_was_down(table, scenario):
    from PySide6.QtGui import QColor

    from trainer.gui.table.cards import HOLE_BAND

    view = table(size=(1280, 720))
    view.show_scenario(scenario("stud"), reveal=True)
    seat = view.seat_item(1)
    cards = seat.all_cards()
    assert [c.card for c in cards] == ["Ks", "Ah", "9d", "9c", "Th"]
    assert [c.hole for c in cards] == [True, False, False, False, False]
    hole = cards[0]
    assert hole.face_up
    image = view.grab().toImage()
    band = view.mapFromScene(hole.mapToScene(hole.width * 0.15, hole.height * 0.95))
    assert QColor(image.pixel(band)).name() == HOLE_BAND
    view.show_scenario(scenario("holdem"), reveal=True)  # hold'em: every private card is a hole card, none marked
    assert not any(c.hole for s in view.seat_items().values() for c in s.all_cards())


def test_a_hidden_table_is_drawn_in_the_new_language_when_shown_again_not_at_the_switch(qtbot, monkeypatch):
    """Issue 36: a table behind another screen (the drill's behind home, a closed screen's) takes
    no draw at a language switch; shown again, it is drawn once, in the language in use."""
    from PySide6.QtWidgets import QStackedWidget, QWidget

    from trainer.gui import translation

    stack, view, other = QStackedWidget(), TableView(), QWidget()
    stack.addWidget(view)
    stack.addWidget(other)
    qtbot.addWidget(stack)
    stack.resize(1000, 600)
    stack.show()
    qtbot.waitExposed(stack)
    view.show_scenario(load("holdem"))

    def titles() -> list[str]:
        return [s.content.title for s in view.seat_items().values()]

    english = titles()
    assert any(t.startswith("Seat ") for t in english)
    stack.setCurrentWidget(other)
    builds: list[int] = []
    real = TableView._rebuild
    # Only this view's builds: a table another test left alive (and shown) hears the switch too.
    monkeypatch.setattr(TableView, "_rebuild", lambda self: (self is view and builds.append(1)) or real(self))
    try:
        translation.use_language("pt")
        view.retranslate_ui()  # as its screen's retranslate_ui asks too
        assert builds == [] and titles() == english
        stack.setCurrentWidget(view)
        assert builds == [1] and titles() == [t.replace("Seat ", "Lugar ") for t in english] != english
    finally:
        translation.use_language("en")
