"""Smoke test: every screen at three window sizes in each language (issue 19: Portuguese runs
~30 % longer than English, Chinese is drawn by a CJK font); on the drill screen, before and
after answering, no two seats of the table overlap and everything drawn is in view; no screen
asks for more room than the window, and no button or one-line label is cut short."""

from __future__ import annotations

import re
from functools import cache, partial

import pytest
from PySide6.QtGui import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QMessageBox, QWidget

from trainer import i18n
from trainer.engine.rulesets import GAMES
from trainer.gui import translation
from trainer.gui.common.screen_header import ElidedLabel
from trainer.gui.home.screen import DrillRequest
from trainer.gui.main_window import MainWindow, available_screens
from trainer.store import Role, SessionKind, Store
from trainer.tasks import Question
from trainer.training import sources

from ..fast import sample
from .conftest import SIZES
from .geometry import assert_fits
from .settle import laid_out

FIRST_SCENARIO_LESSON = {game: next(lesson for lesson in sources.shipped_lessons()
                                    if lesson.game == game and "procedure" not in lesson.skills)
                         for game in GAMES}


LANGUAGES = ["en", "zh_Hant", "pt"]


@cache
def first_question(lesson_id: str) -> Question:
    """Each lesson's first question, made once for the nine runs (a lesson's questions take a while)."""
    return sources.lesson_questions(next(x for x in FIRST_SCENARIO_LESSON.values() if x.id == lesson_id))[0]


@pytest.fixture
def window(qtbot, tmp_path):
    store = Store.open(tmp_path / "t.db")
    win = MainWindow(store)
    qtbot.addWidget(win)
    yield win
    win.close()
    store.close()
    translation.use_language("en")


# the fast loop's share: each size once, each language once; the slow run every language at every size
SMOKE_FAST = {(LANGUAGES[i], size) for i, size in enumerate(SIZES)}


@pytest.mark.parametrize(("language", "size"), sample([(lang, s) for s in SIZES for lang in LANGUAGES], SMOKE_FAST,
                                                      several=True),
                         ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else None)
def test_every_screen_at_each_size(qtbot, window, size, language):
    window.set_language(language)  # as a trainee picks it on the sign-in screen
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    assert not window.grab().isNull()  # sign in
    assert_window_fits(qtbot, window, size)
    rui = window.store.add_trainee("Rui Conceição Magalhães", Role.INSTRUCTOR, "pass1234")  # a long name
    window.show_home(rui)
    assert not window.grab().isNull()
    assert_window_fits(qtbot, window, size)
    for game, lesson in FIRST_SCENARIO_LESSON.items():
        question = first_question(lesson.id)
        # as home starts it (the title in the trainee's language); from the last drill's summary
        window.start(DrillRequest(i18n.lesson_text(lesson.title), [question], SessionKind.LESSON, lesson.id))
        if window.drill.pages.currentWidget() is window.drill.intro_page:
            assert_window_fits(qtbot, window, size)  # the lesson's intro, read first
        window.drill.close_intro()
        table = window.drill.table
        laid_out(qtbot, partial(_table_fits, table, game))
        window.drill.submit()
        laid_out(qtbot, partial(_table_fits, table, game))
        assert window.drill.explanation.isVisible()
        assert_window_fits(qtbot, window, size)
        window.drill.next_question()  # the last question: on to the summary
        assert window.drill.pages.currentWidget() is window.drill.summary_view
        assert not window.grab().isNull()
        assert_window_fits(qtbot, window, size)
    for entry in available_screens():
        window.open_screen(entry.key)
        assert window.stack.currentWidget() is window.extra, entry.key
        assert not window.grab().isNull()
        assert_window_fits(qtbot, window, size)
        if entry.key == "exams":  # and an exam under way: its longest row of item buttons
            exams = window.extra
            exams.exam_list.selectRow(0)
            exams.start_selected()
            exams.confirm.button(QMessageBox.StandardButton.Yes).click()
            assert exams.sign_dialog is not None  # an instructor is asked to sign the start
            exams.sign_dialog.reject()  # practice only: the exam runs unsigned
            assert exams.session is not None and len(exams.item_page.nav_buttons) >= 20
            assert_window_fits(qtbot, window, size)
            exams._submit()  # else home would send the candidate straight back to it
            assert exams.pages.currentWidget() is exams.result_page  # failed, a floor missed: its longest lines
            assert_window_fits(qtbot, window, size)
        window.show_home(rui)


def _table_fits(table, game: str) -> None:
    assert table.isVisible() and table.width() > 300, game
    if table.seat_items():
        assert_fits(table)


def assert_window_fits(qtbot, window, size: tuple[int, int]) -> None:
    """Nothing on the screen shown asks for more room than the window has: a screen whose
    minimum outgrows 1280x720 pushes the window past a 1280x720 screen."""

    def fits() -> None:  # the layout of what was just shown
        hint = window.minimumSizeHint()
        assert hint.width() <= size[0] and hint.height() <= size[1], (window.stack.currentWidget(), hint)
        assert (window.width(), window.height()) == size
        assert_nothing_cut(window.stack.currentWidget())

    laid_out(qtbot, fits)


def assert_nothing_cut(screen: QWidget) -> None:
    """Every button shown has the width its text asks for, and every one-line label shown the
    width of its text: no word cut off at the edge (a wrapping label has its own lines)."""
    cut = []
    for w in screen.findChildren(QWidget):
        if not w.isVisible() or not w.width():
            continue
        if isinstance(w, QAbstractButton) and w.text():
            if w.width() < w.minimumSizeHint().width():
                cut.append((type(w).__name__, w.objectName(), w.text(), w.width(), w.minimumSizeHint().width()))
        elif isinstance(w, ElidedLabel):
            # a one-line title (U17: a wrapped one pushed the table down): drawn smaller to fit,
            # and past that cut with "…" and whole in its tooltip, never cut silently
            if w.shown() != w.text() and not (w.shown().endswith("…") and w.toolTip() == w.text()):
                cut.append(("ElidedLabel", w.objectName(), w.text(), w.contentsRect().width(), w.shown()))
        elif isinstance(w, QLabel) and w.text() and not w.wordWrap() and not Qt.mightBeRichText(w.text()):
            shown = re.sub("&(.)", r"\1", w.text()) if w.buddy() is not None else w.text()
            wanted = max(w.fontMetrics().horizontalAdvance(line) for line in shown.split("\n"))
            if w.contentsRect().width() < wanted:
                cut.append(("QLabel", w.objectName(), w.text(), w.contentsRect().width(), wanted))
    assert not cut, cut


def test_the_longest_names_and_titles_fit_1280_by_720(qtbot, window):
    # Text the trainee's data decides: a long name on home, the longest lesson title on the drill.
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    name = "Maria da Conceição Magalhães Sequeira Ho 何嘉欣"
    window.show_home(window.store.add_trainee(name, Role.INSTRUCTOR, "pass1234"))
    assert_window_fits(qtbot, window, (1280, 720))
    lesson = max(sources.shipped_lessons(), key=lambda x: len(x.title))
    question = sources.lesson_questions(lesson)[0]
    window.start(DrillRequest(lesson.title * 2, [question], SessionKind.LESSON, lesson.id))
    assert_window_fits(qtbot, window, (1280, 720))


def test_home_keeps_the_skill_names_room_in_portuguese_and_shows_a_cut_name_whole(qtbot, window):
    """The figures' headings on two lines leave the skill's column the room for its names
    (Portuguese runs ~30 % longer); a name still cut short is whole in its tooltip."""
    window.set_language("pt")
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.show_home(window.store.add_trainee("Ana"))
    home = window.home
    model, view = home.skills_model, home.skills
    headings = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headings[2] == "Taxa de acerto\n(30 dias)" and headings[4] == "Tempo\nmediano"
    metrics = view.fontMetrics()
    names = [model.index(r, 1).data() for r in range(model.rowCount())]

    def names_fit() -> None:
        fitting = [n for n in names if metrics.horizontalAdvance(n) + 12 <= view.columnWidth(1)]
        assert len(fitting) >= 0.9 * len(names), [n for n in names if n not in fitting]

    laid_out(qtbot, names_fit)
    assert all(model.index(r, 1).data(Qt.ItemDataRole.ToolTipRole) == names[r] for r in range(len(names)))
