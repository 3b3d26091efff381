"""The pieces the drill, the exam and the instructor's replay share: answers in words, the
explanation's rule links, the key hints, the table beside the answer side."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QPushButton, QTextBrowser, QWidget

from trainer.gui.drill.screen import DrillScreen
from trainer.gui.exam import ExamScreen
from trainer.gui.instructor.replay import ReplayView
from trainer.gui.question.explain_html import cite_href, open_rule, open_rule_links, steps_html, value_text
from trainer.gui.question.layout import SIDE_MIN_WIDTH, KeyHints, table_split
from trainer.gui.question.rule_dialog import RuleDialog
from trainer.i18n import verbatim
from trainer.store import Store
from trainer.tasks import Step

ANSWER = {"pots": [{"amount": 240, "winners": [1, 2]}], "payouts": {"1": 58, "2": 182}, "split": True}
CITATION = "Portaria 51/89/M art. 2"


def same(text: str) -> str:
    return text


def test_an_answer_in_words_grouped_for_the_exam_and_flat_for_the_drill():
    assert value_text(ANSWER, same) == "pots: (amount: 240, winners: 1, 2); payouts: (1: 58, 2: 182); split: yes"
    assert value_text(ANSWER["pots"][0], same, flat=True) == "amount: 240, winners: 1, 2"
    assert value_text(None, same) == value_text([], same) == value_text({}, same) == "—"
    assert value_text({}, same, flat=True) == ""
    assert value_text(False, lambda s: s.upper(), flat=True) == "NO"
    assert value_text({"pair_plus": 25, "bet": -75}, same, flat=True) == "pair plus: 25, bet: −75"  # words, not keys


def test_a_rule_link_opens_the_rule_over_its_screen_and_nothing_else_opens(qtbot, monkeypatch):
    shown = []
    monkeypatch.setattr(RuleDialog, "exec", lambda self: shown.append((self.citation, self.parent())) or 0)
    owner = QWidget()
    qtbot.addWidget(owner)
    browser = QTextBrowser(owner)
    open_rule_links(browser, owner)
    html = steps_html([Step(verbatim("Side pots first."), CITATION), Step(verbatim("Then the main pot."))], same)
    assert html.count("<li>") == 2 and html.count("<a href=") == 1 and cite_href(CITATION) in html
    browser.anchorClicked.emit(QUrl(cite_href(CITATION)))
    browser.anchorClicked.emit(QUrl("https://example.org/"))
    assert shown == [(CITATION, owner)] and not browser.openLinks()


def test_the_drill_exam_and_replay_open_rules_from_their_explanations(qtbot, tmp_path, monkeypatch):
    shown = []
    monkeypatch.setattr(RuleDialog, "exec", lambda self: shown.append(self.parent()) or 0)
    with Store.open(tmp_path / "t.db") as store:
        drill = DrillScreen(store)
        exam = ExamScreen(store, store.add_trainee("Ana"), definitions=())
        replay = ReplayView()
        for screen, browser in ((drill, drill.explanation), (exam, exam.review_text),
                                (replay, replay.explanation)):
            qtbot.addWidget(screen)
            browser.anchorClicked.emit(QUrl(cite_href(CITATION)))
        assert [type(p) for p in shown] == [DrillScreen, type(exam.review_page), ReplayView]


def test_the_key_hints_and_the_table_beside_the_answer_side(qtbot):
    hints = KeyHints()
    qtbot.addWidget(hints)
    hints.set_keys([("Enter", "submit"), ("<", "less & more")])
    assert isinstance(hints, QLabel) and hints.wordWrap()
    assert hints.text() == "<b>Enter</b> submit · <b>&lt;</b> less &amp; more"
    table, side = QWidget(), QWidget()
    split = table_split(table, side)
    qtbot.addWidget(split)
    assert [split.widget(0), split.widget(1)] == [table, side] and side.minimumWidth() == SIDE_MIN_WIDTH


def test_a_procedure_answer_is_told_in_words_numbered_as_on_the_panel(qtbot):
    from trainer.gui.question.explain_html import choices_html

    choices = ("Misdeal.", "Play goes on.", "Call the floor.")
    told = QTextBrowser()
    qtbot.addWidget(told)
    told.setHtml(choices_html(choices, {"choice": 2}, {"choice": 0}, same, answered=True))
    assert told.toPlainText().splitlines() == ["Your answer: 3. Call the floor.", "The right answer: 1. Misdeal."]
    told.setHtml(choices_html(choices, {}, {"choice": 0}, same, answered=True))
    assert "Your answer: —" in told.toPlainText()  # nothing chosen
    told.setHtml(choices_html(choices, {"choice": 0}, {"choice": 0}, same, answered=False))
    assert told.toPlainText() == "The right answer: 1. Misdeal."


def test_a_procedure_question_hides_the_table_and_the_next_table_gets_its_share_back(qtbot):
    # The helper the drill and the exam both draw a question's table with.
    from trainer.gui.question.layout import PROCEDURE_WIDTH, SIDE_SHARE, show_question_table
    from trainer.gui.table import TableView
    from trainer.training import sources

    lessons = {x.id: x for x in sources.shipped_lessons()}
    procedure = sources.lesson_questions(lessons["procedure-stud"])[0]
    stud = sources.lesson_questions(lessons["stud-first-to-act"])[0]
    table, side = TableView(), QWidget()
    split = table_split(table, side)
    qtbot.addWidget(split)
    split.resize(1800, 900)
    split.show()
    qtbot.waitExposed(split)
    for _ in range(2):
        show_question_table(table, side, procedure)
        qtbot.waitUntil(lambda: side.width() == split.width())
        assert table.isHidden() and side.contentsRect().width() == PROCEDURE_WIDTH
        show_question_table(table, side, stud)
        qtbot.waitUntil(lambda: table.isVisible() and side.contentsMargins().left() == 0)
        assert side.width() == pytest.approx(split.width() * SIDE_SHARE, abs=10)
        assert table.occupied_seats() == sorted(int(s["seat"]) for s in stud.scenario["seats"])


def test_the_rule_dialog_shows_the_article_and_the_ruling_without_markdown_marks(qtbot):
    dialog = RuleDialog("Portaria 51/89/M art. 7; ruling R5-4")
    qtbot.addWidget(dialog)
    original, ruling = dialog.original.toPlainText(), dialog.ruling.toPlainText()
    assert "Artigo 7.º" in original and "Arrumação das cartas" in original  # the Portuguese, accents and all
    assert "Foul (art. 7)" in ruling and "**" not in ruling  # RULINGS' **Foul** in bold, not in asterisks
    found = dialog.ruling.document().find("Foul")
    assert not found.isNull() and found.charFormat().fontWeight() >= QFont.Weight.Bold
    dialog = RuleDialog("non-banked rules 42-46, 62; ruling R2-1")
    qtbot.addWidget(dialog)
    ruling = dialog.ruling.toPlainText()
    assert "`" not in ruling and "Hold'em, Omaha" in ruling and "holdem" not in ruling  # the games' names (T16)


def test_closing_a_rule_gives_the_keyboard_back_to_the_drill(qtbot, monkeypatch):
    # With no window manager, nothing else would (the drill's N and Enter would be dead).
    owner = QWidget()
    qtbot.addWidget(owner)
    button = QPushButton("next", owner)
    elsewhere = QWidget()
    qtbot.addWidget(elsewhere)
    owner.show()
    elsewhere.show()
    owner.activateWindow()
    qtbot.waitUntil(owner.isActiveWindow)
    button.setFocus()

    def read_then_close(dialog) -> int:
        elsewhere.activateWindow()  # where the X server leaves the focus when the dialog closes
        qtbot.waitUntil(elsewhere.isActiveWindow)
        return 0

    monkeypatch.setattr(RuleDialog, "exec", read_then_close)
    open_rule(QUrl(cite_href(CITATION)), owner)
    qtbot.waitUntil(owner.isActiveWindow)
    assert button.hasFocus()
