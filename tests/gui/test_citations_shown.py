"""Citations and rulings in the language in use (issue 19): the explanation's brackets and the
procedure answer's article read in Chinese or Portuguese, the link behind them stays the
canonical citation, and "show the rule" puts the ruling in the trainee's language beside
the Portuguese article."""

from __future__ import annotations

from collections.abc import Iterator
from urllib.parse import unquote

import pytest
from PySide6.QtGui import QFont

from trainer.gui import translation
from trainer.gui.explain_html import cite_href, steps_html
from trainer.gui.rule_dialog import RuleDialog
from trainer.i18n import tr
from trainer.scenarios.lesson import ProcedureItem, procedure_question
from trainer.scenarios.regulations import rule_texts
from trainer.scenarios.tasks import Step
from trainer.training.drill import explain

CITATION = "non-banked rules 62, 108; ruling R2-1"


@pytest.fixture
def language(qapp) -> Iterator[object]:
    yield translation.use_language
    translation.use_language("en")


@pytest.mark.parametrize(("name", "shown"), [
    ("zh_Hant", "[非莊家遊戲規則第六十二條及第一百零八條；解讀 R2-1]"),
    ("pt", "[regras 62 e 108 do póquer não bancado; interpretação R2-1]"),
    ("en", f"[{CITATION}]"),
])
def test_a_steps_rule_is_shown_in_the_language_and_links_to_the_canonical_citation(language, name, shown):
    language(name)
    html = steps_html([Step("The opener shows first.", CITATION)], tr)
    assert f"<a href='{cite_href(CITATION)}'>{shown}</a>" in html
    target = unquote(cite_href(CITATION).removeprefix("cite:"))
    assert target == CITATION and len(rule_texts(target)) == 3  # the dialog still finds rules 62, 108, R2-1


def test_a_procedure_answer_rests_on_its_article_in_the_language(language):
    item = ProcedureItem("a", "What now?", ("Deal again", "Go on"), 0, "Non-banked poker rules, rule 71 c)")
    question = procedure_question(item, "procedure-holdem", "holdem")
    language("zh_Hant")
    (step,) = explain(question)
    assert "非莊家遊戲規則第七十一條c項" in step.text and step.cite == "Non-banked poker rules, rule 71 c)"
    language("pt")
    (step,) = explain(question)
    assert "alínea c) da regra 71 do póquer não bancado" in step.text and "rule" not in step.text


def _bold(dialog: RuleDialog, words: str) -> bool:
    found = dialog.ruling.document().find(words)
    return not found.isNull() and found.charFormat().fontWeight() >= QFont.Weight.Bold


def test_the_rule_dialog_shows_the_chinese_ruling_beside_the_portuguese_article(qtbot, language):
    language("zh_Hant")
    dialog = RuleDialog("Portaria 51/89/M art. 7; ruling R5-4")
    qtbot.addWidget(dialog)
    original, ruling = dialog.original.toPlainText(), dialog.ruling.toPlainText()
    assert "Artigo 7.º" in original and "Arrumação das cartas" in original  # the regulation stays Portuguese
    assert "倒水" in ruling and "座位的頭道大於中道" in ruling and "Foul" not in ruling
    assert "**" not in ruling and _bold(dialog, "倒水")  # RULINGS' marks drawn in the translation too
    assert "解讀 R5-4" in ruling and "第51/89/M號訓令第七條" in original  # each text under its citation
    assert dialog.heading.text() == "<b>第51/89/M號訓令第七條；解讀 R5-4</b>"
    labels = (dialog.original_label.text(), dialog.ruling_label.text())
    assert labels == ("規例（葡文原文）", "訓練程式的解讀（RULINGS）")
    dialog = RuleDialog(CITATION)
    qtbot.addWidget(dialog)
    assert "`" not in dialog.ruling.toPlainText() and "holdem" in dialog.ruling.toPlainText()
    assert "首先攤牌的是開啟最後一個下注輪的玩家" in dialog.ruling.toPlainText()


def test_the_rule_dialog_shows_the_portuguese_ruling_in_portuguese_and_the_english_in_english(qtbot, language):
    language("pt")
    dialog = RuleDialog("Portaria 51/89/M art. 7; ruling R5-4")
    qtbot.addWidget(dialog)
    ruling = dialog.ruling.toPlainText()
    assert "primeiro escalão" in ruling and "Foul" not in ruling and _bold(dialog, "Falta")
    assert dialog.ruling_label.text() == "Como o programa o interpreta (RULINGS)"
    language("en")
    dialog = RuleDialog("Portaria 51/89/M art. 7; ruling R5-4")
    qtbot.addWidget(dialog)
    assert "Foul (art. 7)" in dialog.ruling.toPlainText() and _bold(dialog, "Foul")
    assert dialog.heading.text() == "<b>Portaria 51/89/M art. 7; ruling R5-4</b>"
