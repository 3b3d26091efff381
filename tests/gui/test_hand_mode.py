"""Run the table (issue 21): a whole hand of each of the seven games played on the hand
screen by keyboard (and one by mouse), right and wrong on purpose, every step recorded as
given; a hand killed mid-way resumes at the step it was on."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from trainer.engine.rulesets import GAMES
from trainer.gui.main_window import MainWindow
from trainer.gui.table_run.screen import HandScreen
from trainer.store import Store
from trainer.table_run import deal_hand
from trainer.tasks import task_for
from trainer.training.table_run import HandRun

from ..fast import sample
from .drill_play import ENTER, Player, answer_by_keyboard, give_by_mouse, same

SEEDS = {"holdem": 3, "omaha": 4, "sintetico": 5, "omaha-macau": 6, "stud": 7, "thirteen": 8, "qpoker": 9}
POPUP = pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
WRONG_ON_PURPOSE = 2
"""Steps answered wrong in each hand: the first ones an empty answer gets wrong."""


class HandPlayer(Player):
    """A trainee at the hand screen (the drill player's keys and clicks, on this screen)."""

    def __init__(self, qtbot: Any, win: MainWindow, store: Store, trainee: Any) -> None:
        super().__init__(qtbot, win, store, trainee, None, [])  # type: ignore[arg-type]
        self.screen = win.extra

    @property
    def hand_screen(self) -> HandScreen:
        assert isinstance(self.win.extra, HandScreen)
        return self.win.extra


@contextmanager
def hand_window(qtbot: Any, db: Path, name: str = "Ana") -> Iterator[HandPlayer]:
    """A main window at 1280x720, ``name`` signed in, the hand screen opened from home by its
    button (or by itself: a hand left unfinished)."""
    with Store.open(db) as store:
        win = MainWindow(store)
        qtbot.addWidget(win)
        win.resize(1280, 720)
        win.show()
        qtbot.waitExposed(win)
        trainee = store.find_trainee(name) or store.add_trainee(name)
        win.show_home(trainee)
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow)
        if win.extra is None:
            button = win.home.screen_buttons["hand"]
            assert button.text() == "Run the ta&ble"
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        try:
            yield HandPlayer(qtbot, win, store, trainee)
        finally:
            win.close()


def deal_by_keyboard(p: HandPlayer, game: str, seed: int, variant: str = "practice") -> None:
    """The table picked with the keys: the game's list, the seed typed, the variant, Enter."""
    setup = p.hand_screen.setup
    assert p.hand_screen.pages.currentWidget() is setup and setup.game.hasFocus()
    target = setup.game.findData(game)
    while setup.game.currentIndex() != target:
        p.keys(Qt.Key.Key_Down if setup.game.currentIndex() < target else Qt.Key.Key_Up)
    if setup.seats.isEnabled():  # 13 cards deals exactly three seats
        p.keys((Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier))  # Alt+T: the seats (left as offered)
        assert setup.seats.hasFocus()
    p.keys((Qt.Key.Key_E, Qt.KeyboardModifier.AltModifier))  # Alt+E: the seed
    assert setup.seed.hasFocus()
    p.keys(str(seed))
    if variant == "exam":
        p.keys((Qt.Key.Key_X, Qt.KeyboardModifier.AltModifier))
        p.qtbot.waitUntil(setup.exam.isChecked)  # a mnemonic clicks as a press and release shown
    p.keys(ENTER)
    assert p.hand_screen.pages.currentWidget() is p.hand_screen.play_page


def play_hand(p: HandPlayer, by: str = "keyboard", wrong_on_purpose: int = WRONG_ON_PURPOSE) -> list[bool]:
    """Every step answered (the first ``wrong_on_purpose`` steps an empty answer gets wrong left
    empty), checked as it goes; returns each step's verdict."""
    screen = p.hand_screen
    run = screen.run
    assert run is not None
    verdicts: list[bool] = []
    wrong_left = wrong_on_purpose
    while run.current is not None:
        step, number = run.current, run.number
        assert screen.progress_text.text() == f"Step {number} of {run.total}"
        bar_says_this_step_only(screen, run, number)
        assert p.panel.task_id == step.kind and not run.answered_current
        empty = dict(p.panel.answer())
        wrong = wrong_left > 0 and not task_for(step.kind).grade(empty, step.answer).correct
        if wrong:
            wrong_left -= 1
        elif by == "keyboard":
            answer_by_keyboard(p, step.question)
        else:
            give_by_mouse(p, step.question, step.answer)
        if not wrong:
            assert same(p.panel.answer(), step.answer), (step.kind, dict(p.panel.answer()), step.answer)
        if by == "keyboard":
            p.keys(ENTER)
        else:
            p.click(screen.submit_button)
        verdicts.append(not wrong)
        assert len(run.results) == number and run.results[-1].correct is (not wrong)
        if wrong and run.shows_feedback:  # the supervisor steps in: the right answer, the rule, the table corrected
            assert run.answered_current and screen.explanation.isVisible()
            assert p.explanation().startswith(("Wrong.", "Not answered", "Partly right"))
            assert "Why:" in p.explanation()
            assert screen.next_button.isEnabled() and not screen.submit_button.isEnabled()
            if by == "keyboard":
                p.keys("n")
            else:
                p.click(screen.next_button)
        else:  # a right step (or any exam step) goes on at once
            assert run.index == number or run.current is None
    assert screen.pages.currentWidget() is screen.summary_view
    return verdicts


def bar_says_this_step_only(screen: HandScreen, run: HandRun, number: int) -> None:
    """U8: at a step the bar shows nothing of the last step or hand — no step note, no time,
    and the score counts this hand's steps (none in the exam)."""
    resumed_here = run.resumed_at == number and screen.step_note.text() == f"Hand resumed at step {number}"
    assert (screen.step_note.isHidden() or resumed_here) and screen.time_note.text() == ""
    right = sum(r.correct for r in run.results)
    expected = f"{right} of {len(run.results)} right" if run.shows_feedback and run.results else ""
    assert screen.score.text() == expected


def check_records(p: HandPlayer, game: str, seed: int, verdicts: list[bool], variant: str) -> None:
    run = p.hand_screen.run
    assert run is not None
    attempts = sorted(p.store.attempts(session_id=run.session.id), key=lambda a: a.params["hand"]["step"])
    hand = deal_hand(game, seed, len(run.hand.seats))
    assert len(attempts) == len(hand.steps) == len(verdicts)
    assert [a.params["hand"]["step"] for a in attempts] == list(range(1, len(hand.steps) + 1))
    assert [a.correct for a in attempts] == verdicts
    assert [a.task for a in attempts] == hand.kinds()
    for a, step in zip(attempts, hand.steps, strict=True):
        assert a.item_id == f"hand/{step.kind}" and a.game == game and same(a.scenario, step.question.scenario)
        assert a.params["hand"] | {"step": 0} == {"game": game, "seed": seed, "seats": len(hand.seats), "step": 0,
                                                  "steps": len(hand.steps), "variant": variant}
        if a.correct:
            assert same(a.answer, step.answer)
    assert p.store.session(run.session.id).ended_at is not None


def check_summary(p: HandPlayer, verdicts: list[bool]) -> None:
    view = p.hand_screen.summary_view
    right = sum(verdicts)
    assert f"{right} of {len(verdicts)} steps right" in view.figures.text()
    rows = view.kinds_model.rowCount()
    assert sum(int(view.kinds_model.index(r, 1).data()) for r in range(rows)) == len(verdicts)
    assert sum(int(view.kinds_model.index(r, 3).data()) for r in range(rows)) == len(verdicts) - right
    assert all(view.kinds_model.index(r, 5).data().endswith(" s") for r in range(rows))
    assert view.mistakes_model.rowCount() == len(verdicts) - right
    wrong_steps = [n for n, ok in enumerate(verdicts, 1) if not ok]
    for row, number in enumerate(wrong_steps):  # each mistake replayed: its table, given and right answers
        view.mistakes.selectRow(row)
        assert view.replay_text.toPlainText().startswith(f"Step {number} · ")
        assert "The right answer:" in view.replay_text.toPlainText()
        assert view.replay_table.occupied_seats()


# the fast loop's share: a board game, stud, 13 cards and Q Poker; the slow run the other board games
@pytest.mark.parametrize("game", sample(GAMES, {"holdem", "stud", "thirteen", "qpoker"}))
def test_a_whole_hand_of_each_game_by_keyboard(qtbot, tmp_path, game):
    with hand_window(qtbot, tmp_path / "t.db") as p:
        deal_by_keyboard(p, game, SEEDS[game])
        verdicts = play_hand(p)
        assert verdicts.count(False) == WRONG_ON_PURPOSE
        check_records(p, game, SEEDS[game], verdicts, "practice")
        check_summary(p, verdicts)
        p.keys("h")  # back home
        assert p.win.stack.currentWidget() is p.win.home


@POPUP
def test_a_whole_hand_by_mouse(qtbot, tmp_path):
    with hand_window(qtbot, tmp_path / "t.db") as p:
        screen = p.hand_screen
        p.pick(screen.setup.game, "holdem")
        p.click(screen.setup.seed)
        p.keys("21")
        p.click(screen.setup.deal)
        verdicts = play_hand(p, by="mouse")
        check_records(p, "holdem", 21, verdicts, "practice")
        check_summary(p, verdicts)
        p.click(screen.summary_view.again)
        assert screen.pages.currentWidget() is screen.setup


def test_the_exam_variant_shows_nothing_until_the_summary(qtbot, tmp_path):
    with hand_window(qtbot, tmp_path / "t.db") as p:
        deal_by_keyboard(p, "qpoker", 12, "exam")
        screen = p.hand_screen
        assert "exam" in screen.title.text()
        verdicts = play_hand(p)
        assert not screen.explanation.isVisible() and verdicts.count(False) == WRONG_ON_PURPOSE
        check_records(p, "qpoker", 12, verdicts, "exam")
        check_summary(p, verdicts)


def test_u8_a_new_hand_says_nothing_of_the_last_one(qtbot, tmp_path):
    """A practice hand played (right and wrong steps, over-target times), then Another hand in
    the exam variant: its first step's bar has no note, no time and no score of the last hand."""
    with hand_window(qtbot, tmp_path / "t.db") as p:
        deal_by_keyboard(p, "thirteen", 5)
        play_hand(p)
        p.keys("a")
        screen = p.hand_screen
        assert screen.pages.currentWidget() is screen.setup
        deal_by_keyboard(p, "qpoker", 12, "exam")
        assert screen.run is not None and screen.run.number == 1
        bar_says_this_step_only(screen, screen.run, 1)
        assert screen.step_note.isHidden() and screen.score.text() == "" and screen.time_note.text() == ""


def test_a_killed_hand_resumes_at_the_step_it_was_on(qtbot, tmp_path):
    db = tmp_path / "t.db"
    script = textwrap.dedent(f"""
        import time
        from trainer.store import Store
        from trainer.training.table_run import HandRun
        store = Store.open({str(db)!r})
        run = HandRun.start(store, store.add_trainee("Ana").id, "thirteen", 5)
        for n in range(2):
            run.begin()
            run.submit(dict(run.current.answer) if n else {{}})
            run.advance()
        print("ready", flush=True)
        time.sleep(60)
    """)
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])})
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
        os.kill(proc.pid, signal.SIGKILL)
    finally:
        proc.wait(timeout=30)
        if proc.stdout is not None:
            proc.stdout.close()
    assert proc.returncode == -signal.SIGKILL
    with hand_window(qtbot, db) as p:  # signed in: straight back to the hand
        screen = p.hand_screen
        assert screen.pages.currentWidget() is screen.play_page
        assert screen.progress_text.text() == "Step 3 of 4" and screen.step_note.text() == "Hand resumed at step 3"
        verdicts = play_hand(p, wrong_on_purpose=0)
        assert verdicts == [True, True]
        check_records(p, "thirteen", 5, [False, True, True, True], "practice")
        check_summary(p, [False, True, True, True])


@pytest.fixture
def back_to_english():
    from trainer.gui import translation

    yield
    translation.use_language("en")


def test_a_switch_of_language_re_words_the_hand_on_screen(qtbot, tmp_path, back_to_english):
    with hand_window(qtbot, tmp_path / "t.db") as p:
        screen = p.hand_screen
        p.win.set_language("pt")
        assert screen.setup.heading.text() == "Conduzir a mesa"
        screen.setup.game.setCurrentIndex(screen.setup.game.findData("thirteen"))
        screen.setup.seed.setText("8")
        screen.setup.deal.click()
        assert screen.progress_text.text() == "Passo 1 de 4" and screen.title.text().startswith("Conduzir a mesa: ")
        p.win.set_language("zh_Hant")
        assert screen.progress_text.text() == "第1步，共4步" and screen.title.text().startswith("主持牌枱：")
        p.win.set_language("en")
        assert screen.progress_text.text() == "Step 1 of 4"


def test_a_switch_with_a_steps_feedback_shown_renders_it_again_and_grades_nothing(
        qtbot, tmp_path, back_to_english, monkeypatch):
    """Issue 34 item 4: a practice step answered wrong shows its feedback; a switch of language shows
    its steps in the new language (they were left in the one it was answered in) and calls no grader
    or explainer."""
    from trainer import i18n

    from .grading_calls import grading_calls

    with hand_window(qtbot, tmp_path / "t.db") as p:
        screen = p.hand_screen
        deal_by_keyboard(p, "thirteen", 8)
        run = screen.run
        assert run is not None and run.current is not None
        p.keys(ENTER)  # the first step left empty: wrong, its feedback shown
        assert run.answered_current and screen.explanation.isVisible()
        feedback = run.results[-1].feedback
        assert feedback.steps and not feedback.correct
        english = p.explanation()
        calls = grading_calls(monkeypatch, [run.results[-1].step.kind])
        for language in ("pt", "zh_Hant"):
            p.win.set_language(language)
            assert calls == [], calls
            shown = " ".join(p.explanation().split())
            assert shown != " ".join(english.split())
            for step in feedback.steps:
                words_now = i18n.render(step.text)
                assert words_now != i18n.render(step.text, "en") and " ".join(words_now.split()) in shown
        p.win.set_language("en")
        assert calls == [] and p.explanation() == english
