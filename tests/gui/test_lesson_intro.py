"""A lesson's intro is read before its first question and on demand (issue 17 item 7)."""

from __future__ import annotations

import re
from urllib.parse import unquote

import pytest
from PySide6.QtCore import Qt

from trainer import i18n, translations
from trainer.gui.home.screen import DrillRequest
from trainer.gui.instructor.library_tab import Entry, LibraryTab
from trainer.gui.question.lesson_intro import intro_html, lesson_for, linked_text
from trainer.scenarios.regulations import rule_texts
from trainer.store import SessionKind
from trainer.training import sources


def _links(html_text: str) -> list[str]:
    return [unquote(c) for c in re.findall(r"href=[\"']cite:([^\"']+)[\"']", html_text)]


def _start(qtbot, window, store, lesson_id: str, kind: SessionKind = SessionKind.LESSON, count: int = 2):
    ana = store.add_trainee("Ana")
    window.show_home(ana)
    lesson = next(x for x in sources.shipped_lessons() if x.id == lesson_id)
    questions = sources.lesson_questions(lesson)[:count]
    window.start(DrillRequest(lesson.title, questions, kind, lesson.id if kind == SessionKind.LESSON else None))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return ana, lesson, window.drill


def test_starting_a_lesson_shows_its_intro_with_rule_links_and_enter_starts(qtbot, window, store):
    """'13 cards: spotting a foul' went straight to question 1: its intro comes first."""
    ana, _, drill = _start(qtbot, window, store, "thirteen-foul")
    assert drill.pages.currentWidget() is drill.intro_page and drill.intro_page.isVisible()
    assert not drill.table.isVisible() and not drill.submit_button.isVisible()
    page = drill.intro_page
    assert page.heading.text() == "Thirteen cards: spotting a foul"
    text = page.text.toPlainText()
    assert "Check each place in four steps." in text and "primeiro escalão" in text
    links = _links(page.text.toHtml())
    assert {"Portaria 51/89/M art. 7", "ruling R5-4", "ruling R5-5"} <= set(links)
    assert page.start_button.text() == "Start (Enter)" and page.start_button.hasFocus()
    assert drill.drill.elapsed_ms() == 0 and drill.clock.text() == "0:00"  # not timed while reading
    now = [0.0]
    drill.drill.clock = lambda: now[0]
    now[0] += 60  # a minute spent on the intro
    assert drill.drill.elapsed_ms() == 0

    qtbot.keyClick(page.start_button, Qt.Key.Key_Return)  # Enter starts
    assert drill.pages.currentWidget() is drill.drill_page
    assert drill.table.isVisible() and drill.panel is not None and drill.panel.isVisible()
    assert drill.drill.index == 0 and drill.progress_text.text() == "Question 1 of 2"
    assert drill.intro_button.isVisible() and drill.intro_button.text() == "Intro (F1)"
    assert store.attempts(trainee_id=ana.id) == []


def test_f1_shows_the_intro_during_a_lesson_and_returns_to_the_same_question(qtbot, window, store):
    ana, _, drill = _start(qtbot, window, store, "holdem-winner")
    now = [0.0]
    drill.drill.clock = lambda: now[0]
    drill.intro_page.start_button.click()
    now[0] += 5  # five seconds on the question
    question, panel = drill.drill.current, drill.panel
    seat = next(s["seat"] for s in question.scenario["seats"] if not s.get("folded"))
    panel.set_answer({"winners": [seat]})  # half-way through the answer
    qtbot.keyClick(panel, Qt.Key.Key_F1)
    assert drill.pages.currentWidget() is drill.intro_page
    assert drill.intro_page.start_button.text() == "Back to question 1 (Enter)"
    assert "the board" in drill.intro_page.text.toPlainText()
    paused = drill.drill.elapsed_ms()
    assert paused == 5000
    now[0] += 60  # a minute on the intro
    assert drill.drill.elapsed_ms() == paused  # the question's clock waits while the intro is read
    for key in (Qt.Key.Key_N, Qt.Key.Key_Backspace):  # the question's keys do nothing here
        qtbot.keyClick(drill.intro_page.start_button, key)
    assert drill.pages.currentWidget() is drill.intro_page

    qtbot.keyClick(drill.intro_page.start_button, Qt.Key.Key_Return)
    assert drill.pages.currentWidget() is drill.drill_page
    assert drill.drill.current is question and drill.panel is panel
    assert panel.answer() == {"winners": [seat]}  # unchanged
    assert store.attempts(trainee_id=ana.id) == []

    drill.submit()  # answered: the intro and back keep the feedback as it was
    feedback = drill.explanation.toPlainText()
    drill.intro_button.click()
    assert drill.pages.currentWidget() is drill.intro_page
    qtbot.keyClick(drill.intro_page.start_button, Qt.Key.Key_F1)  # F1 again goes back too
    assert drill.pages.currentWidget() is drill.drill_page
    assert drill.explanation.toPlainText() == feedback and drill.next_button.isEnabled()
    assert len(store.attempts(trainee_id=ana.id)) == 1


def test_u19_esc_on_the_intro_read_again_goes_back_to_the_question(qtbot, window, store):
    """F1 during a lesson, then Esc: back to the question as it was left — not the lesson
    ended on an empty '0 of 0' summary; Esc on the question still ends it."""
    ana, _, drill = _start(qtbot, window, store, "holdem-winner")
    drill.intro_page.start_button.click()
    question, panel = drill.drill.current, drill.panel
    seat = next(s["seat"] for s in question.scenario["seats"] if not s.get("folded"))
    panel.set_answer({"winners": [seat]})
    qtbot.keyClick(panel, Qt.Key.Key_F1)
    assert drill.pages.currentWidget() is drill.intro_page
    qtbot.keyClick(drill.intro_page.start_button, Qt.Key.Key_Escape)
    assert drill.pages.currentWidget() is drill.drill_page and window.stack.currentWidget() is drill
    assert drill.drill.current is question and panel.answer() == {"winners": [seat]}
    assert not drill.drill.finished and store.attempts(trainee_id=ana.id) == []
    qtbot.keyClick(panel, Qt.Key.Key_Escape)
    assert drill.pages.currentWidget() is drill.summary_view


def test_u19_esc_on_the_intro_before_the_first_question_goes_home(qtbot, window, store):
    _, _, drill = _start(qtbot, window, store, "holdem-winner")
    assert drill.pages.currentWidget() is drill.intro_page
    qtbot.keyClick(drill.intro_page.start_button, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.home and drill.drill.finished


def test_free_drills_and_reviews_have_no_intro(qtbot, window, store):
    _, _, drill = _start(qtbot, window, store, "holdem-winner", kind=SessionKind.DRILL)
    assert drill.pages.currentWidget() is drill.drill_page and drill.panel.isVisible()
    assert not drill.intro_button.isVisible()
    qtbot.keyClick(drill.panel, Qt.Key.Key_F1)
    assert drill.pages.currentWidget() is drill.drill_page


def test_the_library_shows_the_intro_as_the_trainee_sees_it(qtbot):
    """One rendering of an intro: the instructor's library has the trainee's, links and all."""
    lesson = lesson_for("thirteen-foul")
    assert lesson is not None
    tab = LibraryTab()
    qtbot.addWidget(tab)
    about = tab._about_html(Entry("lesson", lesson.file, lesson=lesson))
    assert intro_html(lesson.intro, lesson.game) in about
    assert "cite:ruling R5-4" in about


def test_citations_in_an_intro_are_read_in_the_lessons_own_regulation():
    thirteen = _links(linked_text("the rows rise (art. 9 II.2; ruling R5-3)", "thirteen"))
    assert thirteen == ["Portaria 51/89/M art. 9", "ruling R5-3"]
    stud = _links(linked_text("Portaria 104/85/M art. 10 b says it; Art. 5 too", "stud"))
    assert stud == ["Portaria 104/85/M art. 10", "Portaria 104/85/M art. 5"]
    sintetico = _links(linked_text("non-banked rules 107 and 108, then rule\n49", "sintetico"))
    assert sintetico == ["non-banked rules 107, 108", "non-banked rules 49"]
    # Nothing is linked that no rule answers: an unknown ruling, an article of no regulation.
    assert _links(linked_text("ruling R99-1; art. 3 of nothing", "holdem")) == []
    assert linked_text("a < b & c", "holdem") == "a &lt; b &amp; c"


def test_every_shipped_intro_is_shown_with_its_rules_linked():
    for info in sources.lesson_index():
        lesson = lesson_for(info.id)
        assert lesson is not None and lesson.intro.strip(), info.id
        page = intro_html(lesson.intro, lesson.game)
        assert page.startswith("<p>") and _links(page), info.id


def test_the_translated_forms_of_a_citation_link_to_the_canonical_citation():
    chinese = "（非莊家遊戲規則第62、108條；解讀 R8-3）第104/85/M號訓令第11條a項及第97/2010號批示第12.1條"
    assert _links(linked_text(chinese, "holdem")) == [
        "non-banked rules 62, 108", "ruling R8-3", "Portaria 104/85/M art. 11", "Despacho 97/2010 art. 12.1"]
    assert _links(linked_text("規則第42至46、85條；Portaria 51/89/M第7條；第10條b項第3點", "stud")) == [
        "non-banked rules 42-46, 85", "Portaria 51/89/M art. 7", "Portaria 104/85/M art. 10"]
    assert _links(linked_text("第7條a項及第65條的解讀", "holdem")) == ["non-banked rules 7, 65"]
    portuguese = "regras 62 e 108 dos jogos não bancados; interpretações R8-2, R8-3; art. 6.4 do Despacho 97/2010"
    assert _links(linked_text(portuguese, "holdem")) == [
        "non-banked rules 62, 108", "ruling R8-2", "ruling R8-3", "Despacho 97/2010 art. 6.4"]
    assert _links(linked_text("Regra 69 (a); art. 9 I", "thirteen")) == [
        "non-banked rules 69", "Portaria 51/89/M art. 9"]
    shown = linked_text("解讀 R5-5解決了", "thirteen")
    assert ">解讀 R5-5</a>解決了" in shown  # the whole citation is the link, the sentence goes on


def _provisions(html_text: str) -> set[str]:
    return {t.source for link in _links(html_text) for t in rule_texts(link)}


@pytest.mark.parametrize("language", ["zh_Hant", "pt"])
def test_every_citation_an_english_intro_links_is_linked_in_its_translation(language):
    """Issue 19: a translated intro cites in its own words (第51/89/M號訓令第7條, regra 86 dos jogos
    não bancados): each article, rule and ruling the English links, it links too."""
    translations.install_without_qt(language)
    try:
        missed, translated = {}, 0
        for info in sources.lesson_index():
            lesson = lesson_for(info.id)
            assert lesson is not None
            english = _provisions(intro_html(lesson.intro, lesson.game))
            text = i18n.lesson_text(lesson.intro)
            translated += text != lesson.intro
            lost = english - _provisions(intro_html(text, lesson.game))
            if lost:
                missed[info.id] = sorted(lost)
        assert translated == len(sources.lesson_index()) and missed == {}
    finally:
        translations.install_without_qt("en")


def test_t1_the_macau_and_portuguese_legal_forms_link_to_the_canonical_citation():
    """Issue 32 T1: an intro that cites as citations.py renders — Chinese numerals, 款 and （一）項, the
    Despachos under their author; Portuguese from the smallest division up — links as the English."""
    chinese = ("（非莊家遊戲規則第六十二條及第一百零八條；解讀 R8-3）經濟財政司司長第97/2010號批示第十二條（一）項；"
               "非莊家遊戲規則第四十二條至第四十六條、第八十五條；經濟財政司司長第89/2004號對外規範性批示第九條（一）項及第十條")
    assert _links(linked_text(chinese, "holdem")) == [
        "non-banked rules 62, 108", "ruling R8-3", "Despacho 97/2010 art. 12", "non-banked rules 42-46, 85",
        "Despacho 89/2004 art. 9, 10"]
    assert ">非莊家遊戲規則第六十二條及第一百零八條</a>" in linked_text(chinese, "holdem")  # the whole title
    assert _links(linked_text("第104/85/M號訓令第十條b項、c項ii目及iv目", "stud")) == ["Portaria 104/85/M art. 10"]
    portuguese = ("regras 42 a 46, 62 e 85 do póquer não bancado; alínea 1) do art. 12.º do Despacho n.º 97/2010; "
                  "n.º 3 a n.º 5 do art. 6.º do Despacho Regulamentar Externo n.º 89/2004")
    assert _links(linked_text(portuguese, "stud")) == [
        "non-banked rules 42-46, 62, 85", "Despacho 97/2010 art. 12", "Despacho 89/2004 art. 6"]
