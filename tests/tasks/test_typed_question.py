"""Issue 14 items 1 and 4: a question carries the engine's typed solution and each task's
answer is typed; a scenario is solved once; the words on screen are made from the
engine's codes through ``tr``, never from the English of the JSON edge."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import get_type_hints

import pytest

from trainer import i18n
from trainer.curriculum import generate as generate_module
from trainer.curriculum import items
from trainer.curriculum.generate import generate
from trainer.curriculum.lesson import Lesson
from trainer.engine import solve as solve_module
from trainer.engine import thirteen_solve
from trainer.engine.betting_scenario import BettingSolution
from trainer.engine.poker import PokerSolution
from trainer.engine.qpoker import QPokerSolution
from trainer.engine.thirteen_solve import ThirteenSolution
from trainer.tasks import TASKS, task_for
from trainer.tasks.base import ChoiceKey, Question
from trainer.tasks.dealing import Deal

from .. import shipped

KIND = {"thirteen": ThirteenSolution, "qpoker": QPokerSolution}


@cache  # the shipped lessons loaded and their questions expanded once for this module's tests (they only read them)
def load_lessons() -> tuple[Lesson, ...]:
    return tuple(shipped.loaded(p) for p in shipped.lesson_paths())


@cache
def _questions() -> tuple[Question, ...]:
    return tuple(q for lesson in load_lessons() for q in lesson.questions())


def test_every_shipped_question_carries_the_typed_solution_of_its_kind():
    seen = set()
    for q in _questions():
        task = task_for(q.task)
        if not task.shows_table:
            assert isinstance(q.solution, ChoiceKey) and q.answer == {"choice": q.solution.choice}
            continue
        assert isinstance(q.solution, task.solution_kind), q.item_id
        if task.solution_kind not in (BettingSolution, Deal):  # a deal's moment (issue 21): no engine solution
            assert isinstance(q.solution, KIND.get(q.game, PokerSolution)), q.item_id
        assert q.answer == task.answer(q.solution, q.params), q.item_id
        seen.add(q.task)
    assert seen == {t for t in TASKS if TASKS[t].shows_table}


def test_each_task_declares_its_answer_type_and_gives_exactly_its_keys():
    for q in _questions():
        hints = get_type_hints(type(task_for(q.task)).answer)
        declared = hints["return"]
        keys = set(declared.__required_keys__)
        assert keys <= set(q.answer) <= keys | set(declared.__optional_keys__), (q.task, q.answer)


def test_a_lesson_question_is_solved_once_by_the_checker_not_again(monkeypatch):
    calls = []
    real = solve_module.solve_typed

    def counting(data):
        calls.append(data)
        return real(data)

    lessons = load_lessons()
    scripted = [i for lesson in lessons for i in lesson.items if isinstance(i, items.ScriptedItem)]
    assert scripted and all(i.solution is not None for i in scripted)
    monkeypatch.setattr(items, "solve_typed", counting)
    questions = [q for i in scripted for q in items.item_questions(i)]
    # a hand followed step by step (issue 18 drill 5) is a question a step, each solved by the check
    steps = sum(len(i.steps) if i.steps else 1 for i in scripted)
    assert calls == [] and len(questions) == steps > len(scripted)


def test_a_generated_question_is_solved_once(monkeypatch):
    calls = []
    real = generate_module.solve_typed
    monkeypatch.setattr(generate_module, "solve_typed", lambda data: calls.append(1) or real(data))
    monkeypatch.setattr(items, "solve_typed", lambda data: pytest.fail("solved a second time"))
    qs = generate("holdem", "pot-split", 5, 11)
    assert len(qs) == 5 and len(calls) >= 5


@pytest.fixture
def marked_translator() -> Iterator[None]:
    i18n.set_translator(lambda context, text, disambiguation=None, n=-1: "«" + text + "»")
    yield
    i18n.set_translator(i18n.english)


def test_r5_4_a_foul_is_explained_from_the_engine_codes_through_tr(monkeypatch, marked_translator):
    # The JSON edge's English sentence must not be what the trainee reads.
    monkeypatch.setattr(thirteen_solve, "foul_reason", lambda hand: pytest.fail("English foul_reason used"))
    q = generate("thirteen", "foul", 1, 3, {"foul": "yes"})[0]
    fouls = [s.text for s in task_for("foul").explain(q.solution, {}) if "fouls" in s.text]
    assert fouls
    for text in fouls:
        # the sentence went through tr, and each foul inside it, filled with its values
        assert text.startswith("«") and text.endswith(".»"), text
        assert re.search(r"fouls: «+the «(front|middle)» row", text) and "{" not in text, text


def thirteen_question(task: str, banker: str, seat: str) -> Question:
    """A 13-card question: the banker's and seat 1's rows, front / middle / back by "|"."""
    def rows(text: str) -> dict[str, str]:
        return dict(zip(("front", "middle", "back"), (r.strip() for r in text.split("|")), strict=True))

    scenario = {"game": "thirteen", "banker": rows(banker), "seats": [{"seat": 1, **rows(seat), "stake": 100}]}
    return items.scripted_question(items.ScriptedItem(id="x", task=task, scenario=scenario))


def test_r5_4_a_foul_between_equal_combinations_names_the_deciding_card():
    q = thirteen_question("foul", "2c 4d 5h | 5s 6s 7d 9c Jh | Ac Ad Ah Ks Kd",
                          "3h 3c Kc | 3s 3d 9h 4s 2d | Qs Qh Qc 8s 8d")
    text = next(s.text for s in task_for("foul").explain(q.solution, {}) if s.text.startswith("Seat 1"))
    assert text == ("Seat 1 fouls: the front row (one pair: 3♥ 3♣ K♣) beats the middle row "
                    "(one pair: 3♠ 3♦ 9♥ 4♠ 2♦): K over 9.")


def test_r5_5_a_natural_the_rows_hide_is_explained_as_judged_on_the_13_cards():
    # 3 clubs, 5 hearts, 5 spades laid out as mixed rows (in order): three flushes all the same.
    q = thirteen_question("natural", "2d 4d 5d | 6d 7d 8d 9d Jd | Ac Ad Ah Kc Kd",
                          "2c 5h 9s | 3c 6h Ts 4s 8c | 7h 8h Jh Qs Ks")
    assert q.answer["naturals"]["1"] == "three-flushes"
    for task in ("natural", "foul"):
        text = next(s for s in task_for(task).explain(q.solution, {}) if s.text.startswith("Seat 1"))
        assert "judged on the place's 13 cards, however the rows are laid out" in text.text, text
        assert "R5-5" in text.cite


def test_r2_1_sintetico_showdown_prompt_names_the_previous_rounds_high_bettor():
    # Rule 108: the answer turns on who made the highest bet in the previous round (issue 17 item 1);
    # on a board run out, in the last betting round played (review N, C4).
    qs = generate("sintetico", "showdown-order", 20, 9)
    named = [q for q in qs if q.scenario.get("previous_round_high_bettor")]
    assert named
    assert {q.solution.showdown.no_last_round for q in named} == {True, False}  # both are drawn
    for q in named:
        seat = q.scenario["previous_round_high_bettor"]
        when = "the last betting round played" if q.solution.showdown.no_last_round else "the previous round"
        assert q.prompt.startswith(f"Seat {seat} made the highest bet in {when}."), q.prompt
