"""Sprint mode (issue 20): started from home by keys, a countdown, every item answered by
keyboard, the score recorded and the personal best shown; a sprint the clock ends."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from trainer.store import Skill

from .drill_play import Player, answer_by_keyboard
from .settle import laid_out

WINNER = Skill("holdem", "winner")


def _sprint_from_home(window, store, count: int):
    ana = store.add_trainee("Ana")
    window.show_home(ana)
    home = window.home
    home.game.setCurrentIndex(home.game.findData(WINNER.game))
    home.task.setCurrentIndex(home.task.findData(WINNER.task))
    home.count.setValue(count)
    assert home.best.text() == "No sprint of this skill yet"
    # Alt+S (a mnemonic: QTest's keys do not reach mnemonics offscreen; the button it presses)
    assert QKeySequence.mnemonic(home.sprint_button.text()) == QKeySequence("Alt+S")
    home.sprint_button.click()
    assert window.stack.currentWidget() is window.drill
    return ana


def test_a_sprint_played_by_keyboard_to_the_end_records_its_score_and_a_personal_best(qtbot, window, store):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    ana = _sprint_from_home(window, store, 3)
    screen = window.drill
    sprint = screen.sprint
    assert sprint is not None and sprint.items == 3 and sprint.limit_s == 30  # 3 × winner's 10 s
    assert screen.clock.text().endswith("left") and screen.clock.text().startswith("0:")
    p = Player(qtbot, window, store, ana, None, list(sprint.drill.questions))
    for i, question in enumerate(sprint.drill.questions):
        assert screen.drill.index == i
        answer_by_keyboard(p, question)
        qtbot.keyClick(p.focus(), Qt.Key.Key_Return)  # no stop on the feedback: the next item at once
        assert "10 s target" in screen.time_note.text()
    assert screen.pages.currentWidget() is screen.summary_view
    outcome = sprint.outcome
    assert outcome is not None and outcome.result.right == 3 and outcome.new_best
    assert outcome.result.score > 300  # every item right, and time to spare
    assert store.personal_bests(ana.id) == {WINNER: outcome.result}
    figures = screen.summary_view.sprint_figures
    assert figures.isVisible() and f"score {outcome.result.score}" in figures.text()
    assert "new personal best" in figures.text()
    assert all(a.target_s == 10 and a.correct for a in store.attempts(trainee_id=ana.id))
    qtbot.keyClick(screen.summary_view, Qt.Key.Key_H)
    assert window.stack.currentWidget() is window.home
    assert window.home.best.text().startswith(f"Sprint personal best: {outcome.result.score}")


def test_a_sprint_ends_when_its_time_is_up(qtbot, window, store):
    ana = _sprint_from_home(window, store, 5)
    screen = window.drill
    sprint = screen.sprint
    sprint._started_at -= sprint.limit_s  # the clock has run out
    qtbot.waitUntil(lambda: screen.pages.currentWidget() is screen.summary_view, timeout=2000)
    result = sprint.outcome.result
    assert (result.items, result.right, result.score, result.seconds) == (5, 0, 0, sprint.limit_s)
    assert store.personal_bests(ana.id)[WINNER] == result


def test_u20_a_sprint_ended_after_1_of_10_says_it_is_no_personal_best(qtbot, window, store):
    ana = _sprint_from_home(window, store, 10)
    screen = window.drill
    sprint = screen.sprint
    p = Player(qtbot, window, store, ana, None, list(sprint.drill.questions))
    answer_by_keyboard(p, sprint.drill.questions[0])
    qtbot.keyClick(p.focus(), Qt.Key.Key_Return)
    qtbot.keyClick(p.focus(), Qt.Key.Key_Escape)  # stopped after 1 of 10
    assert screen.pages.currentWidget() is screen.summary_view
    figures = screen.summary_view.sprint_figures.text()
    assert figures.startswith("Sprint stopped after 1 of 10") and "personal best!" not in figures
    assert store.personal_bests(ana.id) == {}
    qtbot.keyClick(screen.summary_view, Qt.Key.Key_H)
    assert window.home.best.text() == "No sprint of this skill yet"


def test_the_exam_review_says_an_item_over_its_target_earned_half(qtbot, store):
    from tests.training.test_exam import MINI, Clock, right
    from trainer.curriculum.exam import check_exam_text
    from trainer.gui.exam.review_page import ExamReviewPage
    from trainer.training.exam import ExamSession

    definition, _ = check_exam_text(MINI.replace("{task: winner, count: 2}", "{task: winner, count: 2, target: 20}"),
                                    "mini.yaml")
    clock = Clock()
    session = ExamSession.start(store, store.add_trainee("Ana").id, definition, clock=clock)
    index = next(i for i, item in enumerate(session.items) if item.task == "winner")
    session.go(index)
    clock.at(seconds=31)
    session.save(right(session, index))
    session.submit()
    page = ExamReviewPage()
    qtbot.addWidget(page)
    page.show_items(session.review(), "mini")
    shown = page.review_list.item(index).text()
    assert shown.endswith("✓ (31.0 s, over the 20 s target: half marks)"), shown


def test_progress_shows_the_share_within_target_per_skill_table_and_chart(qtbot):
    from datetime import UTC, datetime, timedelta

    from tests.gui.test_progress import row_of, screen_for, text
    from trainer.store import Answer, SessionKind, Store

    start = datetime(2025, 3, 10, 9, tzinfo=UTC)
    with Store.memory() as store:
        ana = store.add_trainee("Ana")
        session = store.start_session(ana.id, SessionKind.DRILL, now=start)
        for i, ms in enumerate((4000, 8000, 9000, 12000)):  # three of four within 10 s
            store.record_answer(session.id, Answer(f"w-{i}", "holdem", "winner", {"game": "holdem"}, {}, True, 1.0,
                                                   ms, target_s=10), now=start + timedelta(minutes=i))
        screen = screen_for(qtbot, store, ana, start + timedelta(hours=1))
        assert text(screen, WINNER, "within") == "75%"
        assert text(screen, None, "within") == "75%"  # all skills together
        assert text(screen, Skill("holdem", "pot-split"), "within") == "—"
        charts = screen.progress.charts
        assert [list(c.yData) for c in charts.accuracy.within_curves] == [[75.0]] * len(charts.accuracy.curves)
        assert row_of(screen, WINNER) >= 0


def test_the_class_view_shows_each_trainees_within_target_rate(qtbot, store):
    from datetime import UTC, datetime, timedelta

    from trainer.gui.instructor.class_tab import ClassModel, class_rows
    from trainer.store import Answer, SessionKind

    now = datetime(2025, 3, 10, 9, tzinfo=UTC)
    ana, bea = store.add_trainee("Ana"), store.add_trainee("Bea")
    for trainee, times in ((ana, (3000, 4000, 12000, 5000)), (bea, (20000, 9000))):
        session = store.start_session(trainee.id, SessionKind.DRILL, now=now)
        for i, ms in enumerate(times):
            store.record_answer(session.id, Answer(f"w-{i}", "holdem", "winner", {}, {}, True, 1.0, ms, target_s=10),
                                now=now + timedelta(minutes=i))
        store.record_answer(session.id, Answer("old", "holdem", "winner", {}, {}, True, 1.0, 99000), now=now)
    model = ClassModel()
    model.load(*class_rows(store, None, now + timedelta(hours=1)))
    column = model.FIXED.index("within")
    shown = {model.headerData(r, Qt.Orientation.Vertical): model.data(model.index(r, column))
             for r in range(model.rowCount())}
    assert shown == {"Whole class": "67%", "Ana": "75%", "Bea": "50%"}  # an answer without a target left out
    assert model.header("within") == "Within target"


def test_an_exam_item_with_a_target_says_so_to_the_candidate(qtbot, store):
    from tests.training.test_exam import MINI, Clock
    from trainer.curriculum.exam import check_exam_text
    from trainer.gui.exam.item_page import ExamItemPage
    from trainer.training.exam import ExamSession

    definition, _ = check_exam_text(MINI.replace("{task: winner, count: 2}", "{task: winner, count: 2, target: 20}"),
                                    "mini.yaml")
    session = ExamSession.start(store, store.add_trainee("Ana").id, definition, clock=Clock())
    page = ExamItemPage()
    qtbot.addWidget(page)
    page.set_session(session)
    for index, item in enumerate(session.items):
        page.go(index)
        shown = page.item_target.text() if not page.item_target.isHidden() else ""
        assert shown == ("Target 20 s: a right answer over it earns half" if item.task == "winner" else ""), item.task


def test_an_answer_after_the_time_is_up_is_not_taken(qtbot, window, store):
    ana = _sprint_from_home(window, store, 3)
    screen = window.drill
    sprint = screen.sprint
    screen.timer.stop()  # the clock runs out between two ticks, as the trainee presses Enter
    sprint._started_at -= sprint.limit_s
    answer_by_keyboard(Player(qtbot, window, store, ana, None, []), sprint.drill.questions[0])
    screen.submit()
    assert screen.pages.currentWidget() is screen.summary_view
    assert store.attempts(trainee_id=ana.id) == [] and sprint.outcome.result.right == 0


def test_u17_a_long_sprint_title_stays_on_one_line_and_the_table_stays_put(qtbot, window, store):
    """A Portuguese sprint's title wrapped to two lines and pushed the table down: a long title
    is cut short with "…" on one line, whole in its tooltip, and the table starts where it does
    under a short one."""
    from trainer.gui.home.screen import DrillRequest
    from trainer.store import SessionKind
    from trainer.training import sources

    window.show_home(store.add_trainee("Ana"))
    questions = sources.free_drill("stud", "first-to-act", 2, 3)
    tops = []
    for title in ("Sprint", "Contrarrelógio — Póquer de cinco cartas: Quem abre o lanço de apostas? " * 3):
        window.start(DrillRequest(title, questions, SessionKind.DRILL))
        screen = window.drill
        laid_out(qtbot, window.drill.split.isVisible)  # the header laid out above the table
        tops.append(screen.split.mapTo(window, screen.split.rect().topLeft()).y())
        assert screen.title.text() == title
    shown = screen.title.shown()
    assert shown.endswith("…") and len(shown) < len(title) and screen.title.toolTip() == title
    assert screen.title.height() < 2 * screen.title.fontMetrics().height()
    assert tops[0] == tops[1]


def test_u20_the_stopped_sprint_sentence_wraps_in_portuguese_not_widening_the_window(qtbot, window, store):
    from trainer.gui import translation

    try:
        ana = _sprint_from_home(window, store, 10)
        window.set_language("pt")
        screen = window.drill
        p = Player(qtbot, window, store, ana, None, list(screen.sprint.drill.questions))
        answer_by_keyboard(p, screen.sprint.drill.questions[0])
        qtbot.keyClick(p.focus(), Qt.Key.Key_Return)
        screen.end_session()

        def wrapped() -> None:
            assert screen.summary_view.sprint_figures.text().startswith("Contrarrelógio interrompido")
            assert window.width() == 1280

        laid_out(qtbot, wrapped)
    finally:
        translation.use_language("en")
