"""Drills in Chinese and Portuguese with the shipped catalogues (issue 19): a whole shipped
lesson played by keyboard in each language, and a switch of language mid-drill that re-renders
everything the drill screen shows — the lesson's title, "Question n of total", the score, a
followed hand's step note and the explanation already shown."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from trainer import i18n
from trainer.gui import translation
from trainer.scenarios import words
from trainer.tasks import verdict
from trainer.training.drill import explain

from .drill_play import answer_by_keyboard, check_recorded, lesson_on_screen, seat_keys
from .grading_calls import grading_calls

LANGUAGES = ["en", "zh_Hant", "pt"]


def drill_tr(text: str) -> str:
    return QCoreApplication.translate("DrillScreen", text)


def score(right: int, answered: int) -> str:
    """The drill's score as the screen writes it: a count of right answers in Qt's plural forms."""
    return QCoreApplication.translate("DrillScreen", "%n of {answered} right", "", right).format(answered=answered)


def free_title(game: str, task_title: str) -> str:
    """A free drill's title as home writes it, in the language in use."""
    return QCoreApplication.translate("HomeScreen", "{game}: {task}").format(game=words.game(game),
                                                                             task=i18n.tr(task_title))


@pytest.fixture
def back_to_english(qapp):
    yield
    translation.use_language("en")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_whole_lesson_played_in_each_language(qtbot, tmp_path, back_to_english, language):
    """holdem-showdown-order by keys (seats by the number row: the same in every language)."""
    with lesson_on_screen(qtbot, tmp_path / "t.db", "holdem-showdown-order") as p:
        p.win.set_language(language)
        screen, total = p.screen, len(p.questions)
        assert translation.current_language() == language
        submit = QCoreApplication.translate("QuestionScreen", "Submit (Enter)")  # the question screen's
        assert (submit == "Submit (Enter)") == (language == "en")  # the catalogue's words, not English
        assert screen.submit_button.text() == submit
        assert screen.title.text() == i18n.lesson_text(p.lesson.title)
        if language != "en":
            assert screen.title.text() != p.lesson.title
        for i, q in enumerate(p.questions):
            assert screen.progress_text.text() == drill_tr("Question {n} of {total}").format(n=i + 1, total=total)
            prompt = q.shown_prompt
            assert p.panel._prompt.text() == prompt and (prompt != q.prompt) == (language != "en"), prompt
            answer_by_keyboard(p, q)
            p.submit_by_key()
            assert p.answered() and p.panel._verdict.text().endswith(verdict(p.screen.feedback.grade, q.answer)[1])
            assert screen.score.text() == score(i + 1, i + 1)
            steps = [s.shown for s in explain(q)]
            assert steps and all(" ".join(s.split()) in " ".join(p.explanation().split()) for s in steps)
            p.next_by_key()
        assert screen.pages.currentWidget() is screen.summary_view
        view = screen.summary_view
        assert view.heading.text() == QCoreApplication.translate("SummaryView", "Session summary")
        right = QCoreApplication.translate("SummaryModel", "right")
        assert [view.model.index(r, 1).data() for r in range(total)] == [right] * total
        check_recorded(p, [q.answer for q in p.questions], correct=True)


def test_switching_mid_drill_re_renders_the_title_progress_score_step_note_and_explanation(
        qtbot, tmp_path, back_to_english):
    with lesson_on_screen(qtbot, tmp_path / "t.db", "holdem-follow") as p:
        screen = p.screen
        first = p.questions[0]
        answer_by_keyboard(p, first)
        p.submit_by_key()  # a right step: the hand goes on at once, counted by the score
        assert not screen.step_note.isVisible()
        steps = first.params["steps"]
        hands = sum(q.params["step"] == 1 for q in p.questions)
        assert hands > 1 and screen.progress_text.text() == f"Hand 1 of {hands} · step 2 of {steps}"
        english_title = screen.title.text()
        p.win.set_language("pt")
        said = drill_tr("Hand {n} of {total} · step {step} of {steps}").format(n=1, total=hands, step=2, steps=steps)
        assert said != f"Hand 1 of {hands} · step 2 of {steps}" and screen.progress_text.text() == said
        assert screen.title.text() == i18n.lesson_text(p.lesson.title) != english_title
        assert screen.score.text() == score(1, 1)
        p.win.set_language("en")
        second = p.questions[1]
        p.keys(seat_keys([second.answer["seat"] % 9 + 1]))  # another seat: wrong
        p.submit_by_key()
        feedback = screen.feedback
        assert feedback is not None and not feedback.correct and screen.explanation.isVisible()
        assert not screen.step_note.isVisible()  # a wrong step stops on its correction
        english = p.explanation()
        assert english.startswith("Wrong") or english.startswith("Partly"), english
        english_labels = [i18n.render(m.label) for m in feedback.grade.mistakes]
        for language in ("zh_Hant", "pt"):
            p.win.set_language(language)
            assert screen.title.text() == i18n.lesson_text(p.lesson.title) != english_title
            assert screen.progress_text.text() == drill_tr("Hand {n} of {total} · step {step} of {steps}").format(
                n=1, total=hands, step=2, steps=steps) != f"Hand 1 of {hands} · step 2 of {steps}"
            assert screen.score.text() == score(1, 2) != "1 of 2 right"
            shown = " ".join(p.explanation().split())
            assert screen.feedback is feedback  # the same grade rendered again (issue 34 item 4), not graded again
            said = verdict(feedback.grade, feedback.given)[1]
            labels = [i18n.render(m.label) for m in feedback.grade.mistakes]  # the graded parts in the new language
            assert labels and labels != english_labels and all(label in shown for label in labels), shown
            assert shown.startswith(said) and not shown.startswith("Wrong"), shown[:80]
            assert "Why:" not in shown and i18n.tr("Why:") in shown
            for step in feedback.steps:  # the steps in the new language, not the old HTML
                assert " ".join(step.shown.split()) in shown
            assert p.panel._verdict.text().endswith(said)
            assert screen.feedback is not None and screen.feedback.attempt == feedback.attempt
        assert p.store.attempts(trainee_id=p.trainee.id)[-1].correct is False  # recorded once, as given
        assert len(p.attempts()) == 2


def test_a_free_drills_title_and_a_reviews_follow_the_switch(qtbot, window, store, back_to_english):
    window.show_home(store.add_trainee("Ana"))
    window.home._start_free("holdem", "commission", 1, {})
    screen = window.drill
    assert screen.title.text() == "Hold'em: Commission"
    window.set_language("pt")
    pt_title = free_title("holdem", "Commission")
    assert screen.title.text() == pt_title and "Comissão" in pt_title
    screen.submit()  # nothing given: wrong
    screen.next_question()
    assert screen.pages.currentWidget() is screen.summary_view and screen.summary_view.review.isEnabled()
    screen.summary_view.review.click()  # the mistakes again, as a drill of their own
    review = drill_tr("Review: {title}")
    assert screen.title.text() == review.format(title=pt_title) and review != "Review: {title}"
    window.set_language("zh_Hant")
    zh_title = free_title("holdem", "Commission")
    assert screen.title.text() == drill_tr("Review: {title}").format(title=zh_title) and "佣金" in zh_title



def test_a_switch_with_feedback_shown_renders_the_messages_again_and_never_grades(
        qtbot, tmp_path, back_to_english, monkeypatch):
    """Issue 34 item 4: the feedback holds messages, not words; a switch of language renders them in
    the new language (the verdict, the parts named, the steps) and calls no grader or explainer."""
    with lesson_on_screen(qtbot, tmp_path / "t.db", "holdem-follow") as p:
        screen = p.screen
        answer_by_keyboard(p, p.questions[0])
        p.submit_by_key()
        second = p.questions[1]
        p.keys(seat_keys([second.answer["seat"] % 9 + 1]))  # another seat: wrong, its parts named
        p.submit_by_key()
        feedback = screen.feedback
        assert feedback is not None and feedback.grade.mistakes and feedback.steps
        english = " ".join(p.explanation().split())
        english_time = screen.time_note.text()
        calls = grading_calls(monkeypatch, [second.task])
        for language in ("pt", "zh_Hant"):
            p.win.set_language(language)
            assert calls == [], calls  # rendered again, never graded or explained again
            assert screen.feedback is feedback
            shown = " ".join(p.explanation().split())
            assert shown != english
            assert screen.time_note.text() == feedback.time_text() != english_time  # the time's words too
            for step in feedback.steps:
                words_now = i18n.render(step.text)
                assert words_now != i18n.render(step.text, "en") and " ".join(words_now.split()) in shown
            for part in feedback.grade.mistakes:
                assert i18n.render(part.label) in shown and i18n.render(part.label, "en") not in shown
        p.win.set_language("en")
        assert calls == [] and " ".join(p.explanation().split()) == english
