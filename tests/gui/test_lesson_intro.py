"""A lesson's intro is read before its first question and on demand (issue 17 item 7)."""

from __future__ import annotations

import re
from urllib.parse import unquote

import pytest
from PySide6.QtCore import Qt

from trainer import i18n, translations
from trainer.gui.home import DrillRequest
from trainer.gui.instructor.library_tab import Entry, LibraryTab
from trainer.gui.lesson_intro import intro_html, lesson_for, linked_text
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
    assert page.heading.text() == "13 cards: spotting a foul"
    text = page.text.toPlainText()
    assert "Check each place in four steps." in text and "primeiro escalão" in text
    links = _links(page.text.toHtml())
    assert {"Portaria 51/89/M art. 7", "ruling R5-4", "ruling R5-5"} <= set(links)
    assert page.start_button.text() == "Start (Enter)" and page.start_button.hasFocus()
    assert drill.drill.elapsed_ms() == 0 and drill.clock.text() == "0:00"  # not timed while reading
    qtbot.wait(30)
    assert drill.drill.elapsed_ms() == 0

    qtbot.keyClick(page.start_button, Qt.Key.Key_Return)  # Enter starts
    assert drill.pages.currentWidget() is drill.drill_page
    assert drill.table.isVisible() and drill.panel is not None and drill.panel.isVisible()
    assert drill.drill.index == 0 and drill.progress_text.text() == "Question 1 of 2"
    assert drill.intro_button.isVisible() and drill.intro_button.text() == "Intro (F1)"
    assert store.attempts(trainee_id=ana.id) == []


def test_f1_shows_the_intro_during_a_lesson_and_returns_to_the_same_question(qtbot, window, store):
    ana, _, drill = _start(qtbot, window, store, "holdem-winner")
    drill.intro_page.start_button.click()
    question, panel = drill.drill.current, drill.panel
    seat = next(s["seat"] for s in question.scenario["seats"] if not s.get("folded"))
    panel.set_answer({"winners": [seat]})  # half-way through the answer
    qtbot.keyClick(panel, Qt.Key.Key_F1)
    assert drill.pages.currentWidget() is drill.intro_page
    assert drill.intro_page.start_button.text() == "Back to question 1 (Enter)"
    assert "the board" in drill.intro_page.text.toPlainText()
    paused = drill.drill.elapsed_ms()
    qtbot.wait(120)
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


def test_t1_macau_numbering_and_the_chinese_titles_link_to_the_canonical_citation():
    """T1: the Chinese lessons cite as Macau writes — 第十二條第一款, a Despacho with its issuing
    office — and every such citation still opens its rule."""
    chinese = ("（經濟財政司司長第97/2010號批示第六條第三款至第五款、第七條第二款；解讀 R8-2）"
               "經濟財政司司長第89/2004號對外規範性批示第九條第一款、第十條；第104/85/M號訓令第十條b項第二點")
    assert _links(linked_text(chinese, "holdem")) == [
        "Despacho 97/2010 art. 6.3-6.5, 7.2", "ruling R8-2", "Despacho 89/2004 art. 9.1, 10",
        "Portaria 104/85/M art. 10"]
    assert _links(linked_text("（第十二條第一款及第十五條第四款）", "omaha-macau")) == [
        "Despacho 97/2010 art. 12.1, 15.4"]
    assert _links(linked_text("（第六條至第七條；第九條I）", "stud")) == [
        "Portaria 104/85/M art. 6-7", "Portaria 104/85/M art. 9"]
    assert _links(linked_text("規則第21條c項；第一百零七條", "sintetico")) == [
        "non-banked rules 21", "non-banked rules 107"]
