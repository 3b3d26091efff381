"""Words at the edge (issue 34 item 4): the core says things as Messages — the catalogue's key and
the values — and they are put in words where they are shown, in the language in use then."""

from __future__ import annotations

import pytest

from trainer import i18n, translations
from trainer.engine.solve import solve_typed
from trainer.i18n import Message, joined, later, lesson_msg, msg, render, verbatim
from trainer.scenarios import words
from trainer.tasks import task_for

HOLDEM = {
    "game": "holdem", "marker": 3, "board": ["Ah", "7c", "7d", "2s", "9h"],
    "seats": [{"seat": 1, "cards": ["As", "Kd"], "committed": 500},
              {"seat": 3, "cards": ["Qs", "Qd"], "committed": 1200},
              {"seat": 6, "committed": 300, "folded": True}],
}


@pytest.fixture
def speaking():
    """``speaking(language)``: the layers below the GUI in that language, as the CLI installs it."""

    def _use(language: str) -> None:
        translations.install_without_qt(language)

    yield _use
    translations.install_without_qt("en")


def test_a_message_is_a_value_equal_in_every_language_and_worded_when_shown(speaking):
    said = msg("seat {seat}'s stack", seat=3)
    assert said == msg("seat {seat}'s stack", seat=3) and hash(said) == hash(msg("seat {seat}'s stack", seat=3))
    assert said != msg("seat {seat}'s stack", seat=4)
    assert render(said) == "seat 3's stack"
    speaking("pt")
    pt = render(said)
    speaking("zh_Hant")
    zh = render(said)
    assert len({"seat 3's stack", pt, zh}) == 3 and "3" in pt and "3" in zh
    assert said == msg("seat {seat}'s stack", seat=3)  # the value did not change with the language


def test_numbers_inside_a_message_are_written_as_the_language_shown_in_writes_them(speaking):
    said = msg("The stacks pushed to the winners: {stacks}.",
               stacks=words.listed_msg(msg("seat {seat}: {amount}", seat=s, amount=1500) for s in (1, 2)))
    assert render(said) == "The stacks pushed to the winners: seat 1: 1,500, seat 2: 1,500."
    speaking("pt")
    assert "1.500" in render(said) and "1,500" not in render(said)  # the decimal marks at display time
    speaking("zh_Hant")
    assert "、" in render(said)  # a list joined as Chinese joins it (issue 32 T5)


def test_render_in_a_language_other_than_the_one_in_use(speaking):
    speaking("en")
    said = msg("seat {seat} folds", seat=5)
    pt = render(said, "pt")
    assert pt != "seat 5 folds" and "5" in pt
    assert render(said) == "seat 5 folds"  # the language in use is left as it was
    speaking("pt")
    assert render(said) == pt and render(said, "en") == "seat 5 folds"


def test_every_kind_of_message_renders():
    assert render(verbatim("A♠ K♦")) == "A♠ K♦"
    assert render(joined((1, 2, 5), ", ", "joins the items of a list: 1, 2, 5")) == "1, 2, 5"
    assert render(later(i18n.number, 12000)) == "12,000"
    assert render(lesson_msg("Not a lesson's text")) == "Not a lesson's text"
    assert render("already words") == "already words"
    assert render(msg("%n seats", None, 3)) == "3 seats"
    assert render(msg("{label}: {value}", "a value under its label").filled(label="amount", value=240)) == \
        "amount: 240"
    assert f"{msg('seat {seat}', seat=2)}" == "seat 2" == str(msg("seat {seat}", seat=2))
    with pytest.raises(ValueError):
        render(Message("x", kind="unknown"))


def test_an_explanation_is_made_once_and_shown_in_each_language(speaking):
    """The engine's steps and a grade's parts are messages: the same values read in en, pt and zh."""
    solution = solve_typed(HOLDEM)[1]
    task = task_for("pot-split")
    steps = task.explain(solution, {})
    grade = task.grade({"pots": [], "payouts": {}}, task.answer(solution, {}))
    assert steps and all(isinstance(s.text, Message) for s in steps)
    assert grade.parts and all(isinstance(p.label, Message) for p in grade.parts)
    english = [s.shown for s in steps], [render(p.label) for p in grade.parts]
    speaking("pt")
    portuguese = [s.shown for s in steps], [render(p.label) for p in grade.parts]
    speaking("zh_Hant")
    chinese = [s.shown for s in steps], [render(p.label) for p in grade.parts]
    for said in (portuguese, chinese):
        assert all(a != b for a, b in zip(said[0], english[0], strict=True)), said[0]
        assert all(a != b for a, b in zip(said[1], english[1], strict=True)), said[1]
    assert task.explain(solution, {}) == steps  # made again in another language: the same messages
