"""U17 outside the drills: an exam's and a lesson's counts say "1 item" and "2 items" (Portugal:
"1 item", "2 itens") — the start confirmation, the exam list, the library's lesson line, the
exam builder's refusal — from the shipped catalogues (Qt's %n plural forms)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtWidgets import QWidget

from trainer import i18n
from trainer.curriculum.exam import ExamDefinition, ExamHands, check_exam_text
from trainer.gui import translation
from trainer.gui.exam.confirm import start_box
from trainer.gui.exam.models import items_and_hands
from trainer.training.exam import ExamError
from trainer.training.exam.catalogue import Standing
from trainer.training.exam.items import _written

EXAM = """\
id: counts
title: "Counts"
game: omaha
items: 2
time_limit: 30
pass_mark: 80
attempts_allowed: 2
review: after-submit
skills:
  - {task: winner, count: 2}
"""


@pytest.fixture
def language(qapp) -> Iterator[object]:
    yield translation.use_language
    translation.use_language("en")


def exam(items: int, hands: int = 0) -> ExamDefinition:
    d, problems = check_exam_text(EXAM, "counts.yaml")
    assert problems == [] and d is not None
    return replace(d, items=items, hands=(ExamHands(count=hands, seats=4),) if hands else ())


SAID = {"en": ("1 item", "2 items"), "pt": ("1 item", "2 itens"), "zh_Hant": ("1道題目", "2道題目")}


@pytest.mark.parametrize("name", ["en", "pt", "zh_Hant"])
def test_u17_the_start_confirmation_counts_one_item_and_two_items(language, name):
    language(name)
    parent = QWidget()
    one, two = (start_box(parent, Standing(exam(n), ()), i18n.tr).text() for n in (1, 2))
    assert SAID[name][0] in one and SAID[name][1] in two
    if name != "zh_Hant":
        assert SAID[name][1] not in one  # "1 items" / "1 itens" nowhere


@pytest.mark.parametrize(("name", "one", "two"), [
    ("en", "1 item and 1 whole hand", "2 items and 3 whole hands"),
    ("pt", "1 item e 1 jogada completa", "2 itens e 3 jogadas completas"),
    ("zh_Hant", "1題及", "2題及"),
])
def test_u17_an_exam_with_hands_counts_its_items(language, name, one, two):
    language(name)
    assert items_and_hands(exam(1, hands=1), i18n.tr).startswith(one)
    assert items_and_hands(exam(2, hands=3), i18n.tr).startswith(two)


@pytest.mark.parametrize(("name", "context", "source", "one", "two"), [
    ("en", "LibraryTab", "Lesson {id} on {game}, %n items.", "Lesson {id} on {game}, 1 item.",
     "Lesson {id} on {game}, 2 items."),
    ("pt", "LibraryTab", "Lesson {id} on {game}, %n items.", "Lição {id} sobre {game}, 1 item.",
     "Lição {id} sobre {game}, 2 itens."),
    ("pt", "ExamListPage", "%n items · {minutes:g} minutes · pass mark {mark:g} % · attempt {next} of {allowed}",
     "1 item · {minutes:g} minutos", "2 itens · {minutes:g} minutos"),
    ("en", "ExamResultPage", "<b>{name}</b> · {title}<br>Score <b>{score:.1%}</b> (pass mark {mark:g} %) · "
     "{answered} of %n items answered · submitted {when}", "{answered} of 1 item answered",
     "{answered} of 2 items answered"),
    ("pt", "ExamResultPage", "<b>{name}</b> · {title}<br>Score <b>{score:.1%}</b> (pass mark {mark:g} %) · "
     "{answered} of %n items answered · submitted {when}", "{answered} de 1 item respondido",
     "{answered} de 2 itens respondidos"),
])
def test_u17_the_lists_count_one_item_and_two_items(language, name, context, source, one, two):
    from PySide6.QtCore import QCoreApplication

    language(name)
    assert one in QCoreApplication.translate(context, source, None, 1)
    assert two in QCoreApplication.translate(context, source, None, 2)


@pytest.mark.parametrize(("name", "said"), [
    ("en", "The exam asks for 1 no-such-task question on"), ("pt", "O exame pede 1 pergunta de no-such-task sobre")])
def test_u17_the_exam_builders_refusal_counts_one_question(language, name, said):
    language(name)
    with pytest.raises(ExamError, match=said):
        _written("omaha", "no-such-task", 1, 0, 0, None)  # no lesson asks it
