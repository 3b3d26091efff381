"""Citations and rulings in the language in use (issue 19): the explanation's brackets and the
procedure answer's article read in Chinese or Portuguese, the link behind them stays the
canonical citation, and "show the rule" puts the ruling in the trainee's language beside
the Portuguese article."""

from __future__ import annotations

import re
from collections.abc import Iterator
from urllib.parse import unquote

import pytest
from PySide6.QtGui import QFont

from trainer.curriculum.lesson import ProcedureItem, procedure_question
from trainer.gui import translation
from trainer.gui.question.explain_html import cite_href, steps_html
from trainer.gui.question.rule_dialog import RuleDialog, ruling_text
from trainer.i18n import tr, verbatim
from trainer.scenarios.regulations import RuleText, rule_texts
from trainer.scenarios.rulings import rulings
from trainer.tasks import Step
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
    html = steps_html([Step(verbatim("The opener shows first."), CITATION)], tr)
    assert f"<a href='{cite_href(CITATION)}'>{shown}</a>" in html
    target = unquote(cite_href(CITATION).removeprefix("cite:"))
    assert target == CITATION and len(rule_texts(target)) == 3  # the dialog still finds rules 62, 108, R2-1


def test_a_procedure_answer_rests_on_its_article_in_the_language(language):
    item = ProcedureItem("a", "What now?", ("Deal again", "Go on"), 0, "Non-banked poker rules, rule 71 c)")
    question = procedure_question(item, "procedure-holdem", "holdem")
    language("zh_Hant")
    (step,) = explain(question)
    assert "非莊家遊戲規則第七十一條c項" in step.shown and step.cite == "Non-banked poker rules, rule 71 c)"
    language("pt")
    (step,) = explain(question)
    assert "alínea c) da regra 71 do póquer não bancado" in step.shown and "rule" not in step.shown


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
    assert "解讀 R5-4" in ruling and "第51/89/M號訓令第七條——Arrumação das cartas" in original  # T16
    assert dialog.heading.text() == "<b>第51/89/M號訓令第七條；解讀 R5-4</b>"
    labels = (dialog.original_label.text(), dialog.ruling_label.text())
    assert labels == ("規例條文（葡文原文）", "訓練程式的解讀（RULINGS）")
    dialog = RuleDialog(CITATION)
    qtbot.addWidget(dialog)
    ruling = dialog.ruling.toPlainText()
    assert "`" not in ruling and "首先攤牌的是開啟最後一個下注輪的玩家" in ruling
    # T16: the games by their Chinese names, the marker as the glossary says it.
    assert "德州撲克、奧馬哈" in ruling and not re.search(r"holdem|omaha|sintetico", ruling)
    assert "a mão" not in ruling and "由按鈕（莊位）起順時針方向" in ruling
    original = dialog.original.toPlainText()
    assert "非莊家遊戲規則第六十二條——Regras gerais" in original
    assert "非莊家遊戲規則第一百零八條——Variante «póquer sintético»" in original


def test_t16_every_ruling_reads_without_game_ids_and_in_chinese_without_a_mao(qtbot, language):
    """Every ruling the dialog can show: no game id (``holdem``, ``omaha-macau``) in any language —
    the game's name instead — and in Chinese the marker is 按鈕（莊位）, «a mão» left only inside a
    quotation of the regulation (\"ter a mão\", \"acresce à mão\")."""
    ids = re.compile(r"(?<![A-Za-z-])(?:holdem|omaha-macau|sintetico|qpoker)(?![A-Za-z-])|`(?:stud|omaha|thirteen)`")
    for name in ("zh_Hant", "pt", "en"):
        language(name)
        for rid, text in rulings().items():
            shown = ruling_text(RuleText(f"ruling {rid}", text, "en")).text
            assert not ids.search(shown), (name, rid, shown)
            if name == "zh_Hant":
                assert not re.search(r"(?<!ter )\ba mão", shown), (rid, shown)
                assert not re.search(r"(?<![A-Za-z-])(?:omaha|stud|thirteen)(?![A-Za-z-])", shown), (rid, shown)
                spaced = r"[\u4e00-\u9fff] (?:德州撲克|奧馬哈|梭哈)|(?:撲克|奧馬哈|梭哈) [\u4e00-\u9fff]"
                assert not re.search(spaced, shown), (rid, shown)


def test_t16_the_original_is_headed_in_the_trainees_language(qtbot, language):
    """The regulation's pane says in the trainee's language that it is the Portuguese original, and
    heads each article with its number as that language cites it and the regulation's title."""
    language("pt")
    dialog = RuleDialog("Despacho 97/2010 art. 12.1; ruling R8-6")
    qtbot.addWidget(dialog)
    assert dialog.original_label.text() == "O texto do regulamento, no original português"
    assert "art. 12.º do Despacho n.º 97/2010 — Regras aplicáveis à subida das apostas" in dialog.original.toPlainText()
    assert dialog.heading.text() == "<b>alínea 1) do art. 12.º do Despacho n.º 97/2010; interpretação R8-6</b>"
    language("zh_Hant")
    dialog = RuleDialog("Despacho 97/2010 art. 12.1; ruling R8-6")
    qtbot.addWidget(dialog)
    assert "經濟財政司司長第97/2010號批示第十二條——Regras aplicáveis" in dialog.original.toPlainText()
    assert "1) O montante de subida" in dialog.original.toPlainText()  # the text itself stays Portuguese
    assert "奧馬哈（澳門2010）" in dialog.ruling.toPlainText()


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
