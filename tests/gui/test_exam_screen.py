"""The exam screen: a whole exam by keyboard and mouse, time-out, a crash, no answers shown, review, PDF."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QMessageBox, QTextBrowser, QWidget

from trainer.curriculum.exam import ExamDefinition, check_exam_text
from trainer.curriculum.generate import generate
from trainer.engine.rulesets import GAMES
from trainer.gui.exam import ExamScreen
from trainer.gui.exam.restore import restore_answer
from trainer.gui.exam.screen import EXAM, LIST, RESULT, REVIEW
from trainer.gui.panels import PANELS, panel_for
from trainer.gui.panels.common import SEAT_KEYS
from trainer.gui.table import TableView
from trainer.store import Store
from trainer.tasks import task_for, tasks_for_game
from trainer.training.drill import explain
from trainer.training.exam import ExamSession
from trainer.training.sources import written_questions

T0 = datetime(2025, 5, 6, 9, 0, tzinfo=UTC)
SEED = 20250506
EXAM_TEXT = """\
id: holdem-gui
title: "Hold'em: screen test"
game: holdem
items: 5
time_limit: 10
pass_mark: 80
attempts_allowed: 2
review: {review}
skills:
  - {{task: winner, count: 2}}
  - {{task: showdown-order, count: 1}}
  - {{task: procedure, count: 2}}
"""
FEEDBACK_WORDS = ("Right", "Wrong", "✓", "✗", "right answer", "The answer rests on", "Why:",
                  "of the marks", "Not answered", "Partly right")


def definition(review: str = "after-submit") -> ExamDefinition:
    d, problems = check_exam_text(EXAM_TEXT.format(review=review), "gui.yaml")
    assert problems == [] and d is not None
    return d


class Clock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


@pytest.fixture(autouse=True)
def fixed_seed(monkeypatch):
    """The same items every run (a real start draws its seed from the system)."""

    class Seeds:
        def randrange(self, stop: int) -> int:
            return SEED % stop

    monkeypatch.setattr("trainer.training.exam.session.random.SystemRandom", Seeds)


@pytest.fixture
def db(tmp_path) -> Path:
    return tmp_path / "trainer.db"


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def opened(qtbot, db, clock):
    """``opened(store, trainee, review=...)``: a shown, active exam screen."""

    def _open(store: Store, trainee, review: str = "after-submit",
              definitions: tuple[ExamDefinition, ...] | None = None) -> ExamScreen:
        screen = ExamScreen(store, trainee, definitions=definitions or (definition(review),), clock=clock)
        qtbot.addWidget(screen)
        screen.resize(1280, 800)
        screen.show()
        screen.activateWindow()
        qtbot.waitUntil(screen.isActiveWindow)  # keyboard shortcuts need the active window
        return screen

    return _open


@pytest.fixture
def store(db):
    with Store.open(db) as s:
        yield s


def accept(qtbot, screen: ExamScreen, name: str) -> None:
    box = screen.confirm
    assert box is not None and box.objectName() == name and box.isVisible()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert screen.confirm is None


def start(qtbot, screen: ExamScreen) -> ExamSession:
    qtbot.keyClick(screen.exam_list, Qt.Key.Key_Return)
    accept(qtbot, screen, "confirm_start")
    assert screen.pages.currentIndex() == EXAM and screen.session is not None
    return screen.session


def type_answer(qtbot, screen: ExamScreen, answer: dict) -> None:
    """Give ``answer`` with the keys a candidate would press (seat numbers, choice numbers)."""
    if "choice" in answer:
        keys = [SEAT_KEYS[answer["choice"] + 1][0]]
    else:
        keys = [SEAT_KEYS[s][0] for s in answer.get("winners", answer.get("order", []))]
    for key in keys:
        qtbot.keyClick(screen.focusWidget() or screen, key)


def wrong_answer(item) -> dict:
    """A wrong answer a candidate could type: a live seat that does not win, a reversed order..."""
    q = item.question
    if item.task == "procedure":
        return {"choice": (q.answer["choice"] + 1) % len(q.choices)}
    seats = [s["seat"] for s in q.scenario["seats"] if not s.get("folded")]
    if item.task == "winner":
        return {"winners": [next(s for s in seats if s not in q.answer["winners"])]}
    return {"order": list(reversed(q.answer["order"]))}


def visible_texts(root: QWidget) -> list[str]:
    out = []
    for w in root.findChildren(QWidget):
        if not w.isVisible():
            continue
        if isinstance(w, QLabel | QAbstractButton):
            out.append(w.text())
        elif isinstance(w, QTextBrowser):
            out.append(w.toPlainText())
        out.append(w.toolTip())
    return out


def test_a_whole_exam_with_the_keyboard_and_the_mouse(qtbot, store, opened, clock, run_cli, db):
    ana = store.add_trainee("Ana")
    screen = opened(store, ana)
    assert "attempt 1 of 2" in screen.details.text()
    session = start(qtbot, screen)
    assert screen.position.text() == "Item 1 of 5" and screen.countdown.text() == "10:00"
    for i, item in enumerate(session.items):
        assert session.index == i
        type_answer(qtbot, screen, dict(item.question.answer))
        clock.advance(20)
        qtbot.keyClick(screen.focusWidget() or screen, Qt.Key.Key_Return)  # save and go on
        assert session.is_answered(i) and screen.nav_buttons[i].property("answered") is True
    assert screen.answered_label.text() == "5 of 5 answered"
    # back with the mouse and the keys: each answer is still there, and may be changed
    qtbot.mouseClick(screen.nav_buttons[0], Qt.MouseButton.LeftButton)
    assert session.index == 0 and dict(screen.panel.answer()) == dict(session.items[0].question.answer)
    qtbot.keyClick(screen.focusWidget() or screen, Qt.Key.Key_PageDown)
    qtbot.keyClick(screen.focusWidget() or screen, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert session.index == 2
    qtbot.keyClick(screen.focusWidget() or screen, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(screen.focusWidget() or screen, Qt.Key.Key_PageUp)
    assert session.index == 0
    qtbot.mouseClick(screen.next_button, Qt.MouseButton.LeftButton)
    assert session.index == 1
    qtbot.keyClick(screen.focusWidget() or screen, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert "Every item has an answer." in screen.confirm.text()
    accept(qtbot, screen, "confirm_submit")
    assert screen.pages.currentIndex() == RESULT
    outcome = screen.outcome
    assert outcome is not None and outcome.score == 1.0 and outcome.passed
    assert screen.verdict.text() == "Passed" and screen.code_label.text() == outcome.code
    assert screen.skill_model.rowCount() == 3
    assert store.verify([outcome.code]).ok
    assert run_cli("results", "verify", "--db", db, "--code", outcome.code)[0] == 0
    qtbot.keyClick(screen.focusWidget() or screen, Qt.Key.Key_Escape)
    assert screen.pages.currentIndex() == LIST
    row = screen.list_model.cells(screen.selected())
    assert row[5] == "1 of 2" and row[6].startswith("100% passed")


def test_the_exam_submits_itself_at_time_out(qtbot, store, opened, clock):
    ana = store.add_trainee("Ana")
    screen = opened(store, ana)
    session = start(qtbot, screen)
    type_answer(qtbot, screen, dict(session.items[0].question.answer))
    qtbot.keyClick(screen.focusWidget() or screen, Qt.Key.Key_Return)
    clock.advance(9 * 60 + 30)
    screen.tick()
    assert screen.countdown.text() == "00:30" and screen.countdown.property("urgent") is True
    type_answer(qtbot, screen, dict(session.items[1].question.answer))  # not saved yet when time runs out
    assert screen.item_page.dirty
    clock.advance(31)
    qtbot.waitUntil(lambda: screen.pages.currentIndex() == RESULT, timeout=3000)  # the screen's own timer
    exam = store.exam(session.exam.id)
    assert exam.submitted and exam.submitted_at == clock()
    assert [i for i in range(5) if session.is_answered(i)] == [0, 1]  # the last answer kept, in the grace
    assert exam.score == pytest.approx(2 / 5) and not exam.passed
    assert "submitted by itself" in screen.result_note.text() and screen.result_note.isVisible()


def test_a_killed_exam_resumes_with_its_answers_and_the_time_left(qtbot, db, opened, clock):
    store = Store.open(db)
    ana = store.add_trainee("Ana")
    screen = opened(store, ana)
    session = start(qtbot, screen)
    answers = {}
    for i in (0, 1):
        answers[i] = dict(session.items[i].question.answer)
        type_answer(qtbot, screen, answers[i])
        qtbot.keyClick(screen.focusWidget() or screen, Qt.Key.Key_Return)
    exam_id = session.exam.id
    # the program dies: the screen is gone and the database closed without a goodbye
    screen.ticker.stop()
    screen.autosave.stop()
    screen.session = None
    screen.hide()
    store.close()
    clock.advance(4 * 60 + 15)
    with Store.open(db) as store:
        again = opened(store, store.find_trainee("Ana"))
        assert again.pages.currentIndex() == EXAM  # straight back into the exam
        resumed = again.session
        assert resumed is not None and resumed.exam.id == exam_id
        assert [i.id for i in resumed.items] == [i.id for i in session.items]
        assert resumed.index == 2 and again.countdown.text() == "05:45"
        assert [b.property("answered") for b in again.nav_buttons] == [True, True, False, False, False]
        qtbot.keyClick(again.focusWidget() or again, Qt.Key.Key_PageUp)
        assert dict(again.panel.answer()) == answers[1]  # the answer is back in the panel
        assert "Answer saved at" in again.save_status.text()
        clock.advance(10 * 60)  # and if the time ran out while the program was down
        again.close()
        late = opened(store, store.find_trainee("Ana"))
        assert late.pages.currentIndex() == RESULT
        assert "while the program was closed" in late.result_note.text()
        assert store.exam(exam_id).score == pytest.approx(2 / 5)


def test_no_right_answer_is_shown_anywhere_during_the_exam(qtbot, store, opened, clock):
    ana = store.add_trainee("Ana")
    screen = opened(store, ana)
    session = start(qtbot, screen)
    for i, item in enumerate(session.items):
        screen.go(i)
        wrong = wrong_answer(item)
        type_answer(qtbot, screen, wrong)
        qtbot.keyClick(screen.focusWidget() or screen, Qt.Key.Key_Return)
        screen.go(i)
        texts = "\n".join(visible_texts(screen))
        for word in FEEDBACK_WORDS:
            assert word not in texts, (item.task, word)
        for step in explain(item.question):
            assert step.shown not in texts
        if item.task == "procedure":
            assert not screen.table.isVisible()
            continue
        given = screen.panel.answer()
        picked = {int(s) for s in given.get("winners", given.get("order", []))}
        for place, seat in screen.table.seat_items().items():
            assert not seat.highlighted
            assert (seat.badge is not None) == (place in picked)  # only the candidate's own picks
            private = [c for name, row in seat.cards.items()
                       for c, hidden in zip(row, seat.content.private.get(name, []), strict=False) if hidden]
            if seat.content.folded or item.task == "showdown-order":
                assert not any(c.face_up for c in private)  # hidden cards stay hidden
        qtbot.keyClick(screen.focusWidget() or screen, Qt.Key.Key_R)  # no review during the exam
        assert screen.pages.currentIndex() == EXAM
    assert all(a.correct is False for a in session.answers.values())  # graded, silently


@pytest.mark.parametrize("review", ["after-submit", "never",
                                    "after-close\ncloses_at: 2025-05-06T12:00:00+00:00"])
def test_the_review_follows_the_exam_rules(qtbot, store, opened, clock, review):
    ana = store.add_trainee("Ana")
    screen = opened(store, ana, review=review)
    session = start(qtbot, screen)
    screen.ask_submit()
    assert "5 items have no answer: 1, 2, 3, 4, 5." in screen.confirm.text()
    accept(qtbot, screen, "confirm_submit")
    assert screen.review_button.isVisible() == (review == "after-submit")
    qtbot.keyClick(screen.focusWidget() or screen, Qt.Key.Key_R)
    if review == "after-submit":
        assert screen.pages.currentIndex() == REVIEW
        assert screen.review_list.count() == 5
        assert "The right answer:" in screen.review_text.toPlainText()
        assert "Not answered" in screen.review_text.toPlainText()
        qtbot.keyClick(screen.focusWidget() or screen, Qt.Key.Key_Escape)
        assert screen.pages.currentIndex() == RESULT
        return
    assert screen.pages.currentIndex() == RESULT and screen.review_list.count() == 0
    if review == "never":
        assert "not shown" in screen.review_rule_label.text()
        return
    assert "once the exam closes" in screen.review_rule_label.text()
    clock.now = datetime(2025, 5, 6, 12, 0, tzinfo=UTC)  # the exam has closed
    qtbot.keyClick(screen.focusWidget() or screen, Qt.Key.Key_Escape)
    qtbot.keyClick(screen.exam_list, Qt.Key.Key_R)  # the last result, from the list
    assert screen.review_button.isVisible()
    screen.show_review()
    assert screen.pages.currentIndex() == REVIEW and len(screen.review_items) == session.total
    lines = [screen.review_list.item(i).text() for i in range(screen.review_list.count())]
    assert all(re.fullmatch(r"\d+\. .+ — (no answer|✓|✗ \d+%)", line) for line in lines), lines
    assert not any("?:" in line for line in lines)


def test_the_pdf_report_holds_the_candidate_the_score_and_a_code_that_verifies(
        qtbot, store, opened, clock, tmp_path, monkeypatch, run_cli, db):
    from pypdf import PdfReader

    ana = store.add_trainee("Ana Sousa")
    screen = opened(store, ana)
    session = start(qtbot, screen)
    for i in range(4):
        screen.go(i)
        type_answer(qtbot, screen, dict(session.items[i].question.answer))
    screen.ask_submit()
    accept(qtbot, screen, "confirm_submit")
    code = screen.outcome.code
    target = tmp_path / "report.pdf"
    monkeypatch.setattr("trainer.gui.exam.pdf.QFileDialog.getSaveFileName",
                        lambda *a, **k: (str(target), "PDF (*.pdf)"))
    qtbot.mouseClick(screen.pdf_button, Qt.MouseButton.LeftButton)
    assert target.exists() and "Report saved" in screen.pdf_message.text()
    reader = PdfReader(str(target))
    assert len(reader.pages) == 1
    text = " ".join(reader.pages[0].extract_text().split())
    assert "Ana Sousa" in text and "80.0%" in text and "passed — practice only" in text  # unsigned (issue 31 X11)
    # Qt places every glyph of a monospaced line on its own, and pypdf's spacing guess sometimes puts a
    # space inside the code (about 1 code in 40: "…-TV7 M", the CI failure of stop 39), so the code
    # and the command are compared with spaces taken out.
    squeezed = "".join(text.split())
    assert code in squeezed and f"trainerresultsverify--code{code}" in squeezed
    report = store.verify([code])
    assert report.ok and report.codes[0].exam is not None and report.codes[0].exam.id == session.exam.id
    rc, out, _ = run_cli("results", "verify", "--db", db, "--code", code)
    assert rc == 0 and "score 80.0%, passed: matches" in out


def test_the_list_refuses_a_new_attempt_once_they_are_used(qtbot, store, opened, clock):
    ana = store.add_trainee("Ana")
    d = definition()
    for _ in range(2):
        ExamSession.start(store, ana.id, d, clock=clock).submit()
    screen = opened(store, ana)
    assert not screen.start_button.isEnabled() and "All 2 attempts" in screen.list_message.text()
    qtbot.keyClick(screen.exam_list, Qt.Key.Key_Return)
    assert screen.confirm is None and screen.pages.currentIndex() == LIST


def test_the_main_window_sends_a_candidate_with_an_open_exam_straight_back(qtbot, store):
    from trainer.gui.main_window import MainWindow
    from trainer.training.exam import shipped_exams

    ana = store.add_trainee("Ana")
    ExamSession.start(store, ana.id, shipped_exams()[0])
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.show_home(ana)
    assert isinstance(window.extra, ExamScreen) and window.extra.pages.currentIndex() == EXAM
    window.extra.ticker.stop()


@pytest.mark.parametrize("task", sorted(PANELS))
def test_a_saved_answer_goes_back_into_a_fresh_panel_for_every_task(qtbot, task):
    game = next(g for g in GAMES if task in {t.id for t in tasks_for_game(g)})
    question = (written_questions(game, task, 1, 3) if not task_for(task).generated else generate(game, task, 1, 11))[0]
    table = TableView()
    qtbot.addWidget(table)
    given = None
    for _ in range(2):  # enter the right answer, then put the panel's own answer back into a new panel
        panel = panel_for(task)
        qtbot.addWidget(panel)
        panel.load(question, table)
        assert restore_answer(panel, given or question.answer)
        given = dict(panel.answer())
        assert task_for(task).grade(given, question.answer).correct


def test_an_answer_the_panel_cannot_show_is_named_and_kept(qtbot, store, opened, clock):
    ana = store.add_trainee("Ana")
    screen = opened(store, ana)
    session = start(qtbot, screen)
    index = next(i for i, item in enumerate(session.items) if item.task == "winner")
    session.save({"winners": [42]}, index)  # e.g. written by another version of the program
    screen.go(index)
    assert "Your saved answer: winners: 42" in screen.save_status.text()
    screen.go((index + 1) % session.total)
    assert session.answer_of(index) == {"winners": [42]}  # not replaced by the empty panel


def test_a_key_is_live_only_on_the_pages_where_it_acts(qtbot, store, opened):
    ana = store.add_trainee("Ana")
    screen = opened(store, ana)
    by_key = {s.key().toString(): s for s in screen.shortcuts}
    assert by_key["R"].isEnabled() and not by_key["PgDown"].isEnabled()  # the list: R = last result
    start(qtbot, screen)
    assert not by_key["R"].isEnabled() and by_key["PgDown"].isEnabled()  # an item: R is the panel's
    assert by_key["Return"].isEnabled() and by_key["Backspace"].isEnabled()


def test_a_hidden_exam_screen_stops_its_clocks_and_restarts_them_when_shown(qtbot, store, opened, clock):
    ana = store.add_trainee("Ana")
    screen = opened(store, ana)
    session = start(qtbot, screen)
    assert screen.ticker.isActive()
    screen.hide()
    assert not screen.ticker.isActive() and not screen.autosave.isActive()
    clock.now += timedelta(hours=2)  # past the time limit while hidden: nothing submits behind the back
    assert not session.submitted
    screen.show()
    assert session.submitted and screen.pages.currentIndex() == RESULT  # shown again: the time is up


def test_an_exam_under_way_fits_a_1280_by_720_screen(qtbot, store, opened):
    # A row of 22+ item buttons beside the legend once made the page 1347 px wide.
    from trainer.training.exam import shipped_exams

    longest = max(shipped_exams(), key=lambda d: sum(s.count for s in d.skills))
    screen = opened(store, store.add_trainee("Ana"), definitions=(longest,))
    screen.resize(1280, 720)
    start(qtbot, screen)
    assert len(screen.item_page.nav_buttons) >= 22

    def laid_out() -> None:  # the page laid out with its buttons
        assert screen.minimumSizeHint().width() <= 1280 and screen.width() == 1280
        assert screen.item_page.legend.isVisible() and screen.item_page.legend.width() >= 160

    qtbot.waitUntil(laid_out)


def test_after_a_confirmation_the_keyboard_is_back_on_the_exam(qtbot, store, opened):
    # Under a bare X server (a kiosk with no window manager) nothing hands the focus back
    # when the box closes (seen with xdotool: every key after "Start the exam" was lost).
    # Here another window holds the focus when the box is answered, as the X server left it.
    screen = opened(store, store.add_trainee("Ana"))
    page = screen.item_page
    elsewhere = QWidget()
    qtbot.addWidget(elsewhere)
    elsewhere.show()

    def answer_elsewhere(button: QMessageBox.StandardButton) -> None:
        box = screen.confirm
        elsewhere.activateWindow()
        qtbot.waitUntil(elsewhere.isActiveWindow)
        box.button(button).click()

    def keyboard_on_the_item() -> bool:
        focus = QApplication.focusWidget()
        return screen.isActiveWindow() and (focus is page.panel or page.panel.isAncestorOf(focus))

    qtbot.keyClick(screen.exam_list, Qt.Key.Key_Return)
    answer_elsewhere(QMessageBox.StandardButton.Yes)  # start
    qtbot.waitUntil(keyboard_on_the_item)
    screen.ask_submit()
    answer_elsewhere(QMessageBox.StandardButton.No)  # "not yet"
    assert screen.session is not None and not screen.session.submitted
    qtbot.waitUntil(keyboard_on_the_item)


def test_a_missed_floor_fails_and_is_named_on_the_result_the_review_and_the_pdf(
        qtbot, store, opened, clock, tmp_path, monkeypatch):
    from pypdf import PdfReader

    text = EXAM_TEXT.format(review="after-submit").replace("pass_mark: 80", "pass_mark: 60").replace(
        "{task: procedure, count: 2}", "{task: procedure, count: 2, min_correct: 1}")
    floored, problems = check_exam_text(text, "gui.yaml")
    assert floored is not None and problems == []
    ana = store.add_trainee("Ana Sousa")
    screen = opened(store, ana, definitions=(floored,))
    session = start(qtbot, screen)
    for i, item in enumerate(session.items):
        screen.go(i)
        answer = dict(item.question.answer)
        if item.task == "procedure":  # every irregularity question missed
            answer = {"choice": (answer["choice"] + 1) % len(item.question.choices)}
        type_answer(qtbot, screen, answer)
    screen.ask_submit()
    accept(qtbot, screen, "confirm_submit")
    outcome = screen.outcome
    assert outcome.score == pytest.approx(0.6) and not outcome.passed  # the pass mark reached, the floor not
    page = screen.result_page
    assert page.verdict.text() == "Not passed" and page.floors.isVisible()
    floors = page.floors.text()
    assert "Procedure and irregularities" in floors and "0 right of 2, at least 1 needed" in floors
    screen.show_review()
    assert screen.review_page.floors.isVisible() and screen.review_page.floors.text() == page.floors.text()
    qtbot.keyClick(screen.focusWidget() or screen, Qt.Key.Key_Escape)
    target = tmp_path / "report.pdf"
    monkeypatch.setattr("trainer.gui.exam.pdf.QFileDialog.getSaveFileName",
                        lambda *a, **k: (str(target), "PDF (*.pdf)"))
    qtbot.mouseClick(screen.pdf_button, Qt.MouseButton.LeftButton)
    pdf = " ".join(PdfReader(str(target)).pages[0].extract_text().split())
    assert "not passed — practice only" in pdf and "Minimum missed" in pdf and "at least 1 needed" in pdf
    assert "(at least 1 right)" in pdf and store.verify([outcome.code]).ok


def test_a_grading_bug_reaches_the_crash_log_and_records_no_zero(qtbot, store, opened, monkeypatch):
    ana = store.add_trainee("Ana")
    screen = opened(store, ana)
    session = start(qtbot, screen)
    index = next(i for i, item in enumerate(session.items) if item.task == "winner")
    screen.go(index)

    def broken(self, given, correct):
        raise KeyError("winners")

    monkeypatch.setattr(type(task_for("winner")), "grade", broken)
    with qtbot.captureExceptions() as raised:  # what sys.excepthook, the crash log's hook, receives
        type_answer(qtbot, screen, dict(session.items[index].question.answer))
        qtbot.keyClick(screen.focusWidget() or screen, Qt.Key.Key_Return)  # save and go on
    screen.item_page.autosave.stop()
    assert raised and all(type(e[1]) is KeyError for e in raised)
    assert session.answer_of(index) is None and session.index == index  # nothing recorded, the item kept
    monkeypatch.undo()  # the grader mended: the answer kept on screen is saved on leaving


def test_n2_a_damaged_open_exam_is_said_in_one_line_never_a_crash_dialog(qtbot, store, clock, monkeypatch, tmp_path):
    """N2: an exam start naming a task this trainer has not (one that came in before the import
    built its items, or was written into the file) raised "Something went wrong" at every sign-in
    of its candidate.  The screen now says the exam's records are damaged, in one line."""
    import sys

    from trainer.gui.common import crash
    from trainer.gui.main_window import MainWindow

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    told: list[str] = []
    crash.install(tmp_path / "trainer.db", show=told.append)
    bob = store.add_trainee("Bob")
    snapshot = {**definition().to_json(), "skills": [{"task": "nope", "count": 5}]}
    store.start_exam(bob.id, snapshot, seed=12, time_limit_s=600, now=clock())
    win = MainWindow(store)
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    win.signin.signedIn.emit(bob)  # he picks his name: straight into his open exam, as after a crash
    screen = win.extra
    assert isinstance(screen, ExamScreen) and screen.pages.currentIndex() == LIST and screen.session is None
    message = screen.list_page.message.text()
    assert "damaged" in message and "nope" in message and "trainer results verify" in message
    assert "\n" not in message and told == []


def test_a_switch_of_language_renders_the_review_again_and_grades_nothing(qtbot, store, opened, monkeypatch):
    """Issue 34 item 4: the review's steps and parts are messages; a switch of language shows them in
    the new language (they were left in the old one) and calls no grader or explainer."""
    from trainer import i18n
    from trainer.gui import translation

    from .grading_calls import grading_calls

    ana = store.add_trainee("Ana")
    screen = opened(store, ana)
    session = start(qtbot, screen)
    first = session.items[0]
    type_answer(qtbot, screen, wrong_answer(first))
    qtbot.keyClick(screen.focusWidget() or screen, Qt.Key.Key_Return)
    screen.ask_submit()
    accept(qtbot, screen, "confirm_submit")
    screen.show_review()
    screen.review_list.setCurrentRow(0)
    item = screen.review_items[0]
    assert item.answered and item.steps and not item.grade.correct
    english = screen.review_text.toPlainText()
    calls = grading_calls(monkeypatch, (i.task for i in session.items))
    try:
        for language in ("pt", "zh_Hant"):
            translation.use_language(language)
            screen.retranslate_ui()
            assert calls == [], calls
            shown = screen.review_text.toPlainText()
            assert shown != english
            for step in item.steps:
                assert i18n.render(step.text) in shown and i18n.render(step.text) != i18n.render(step.text, "en")
    finally:
        translation.use_language("en")
    screen.retranslate_ui()
    assert calls == [] and screen.review_text.toPlainText() == english
