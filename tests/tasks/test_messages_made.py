"""Issue 34 item 4: every task says its explanation and names its graded parts in Messages — the
catalogue's key and the values — never in words of the language in use when it was graded."""

from __future__ import annotations

import re

import pytest

from trainer.curriculum.generate import generate
from trainer.i18n import Message
from trainer.tasks import TASKS, task_for

GROUPED = re.compile(r"\d[,.\u00a0]\d{3}")
GENERATED = sorted((task.id, game) for task in TASKS.values() if task.generated for game in task.games)


def nested(message: Message) -> list[object]:
    """Every value inside ``message``, the values of the messages among them too."""
    out: list[object] = []
    for _, value in message.args:
        for v in value if isinstance(value, tuple) else (value,):
            out.append(v)
            if isinstance(v, Message):
                out += nested(v)
    return out


@pytest.mark.parametrize("task,game", GENERATED)
def test_every_generated_question_is_explained_and_graded_in_messages(task, game):
    questions = generate(game, task, 2, 7)[:6]
    assert questions
    for q in questions:
        t = task_for(q.task)
        steps = t.explain(q.solution, q.params)
        parts = [*t.grade_in(q.game, q.answer, q.answer).parts, *t.grade_in(q.game, {}, q.answer).parts]
        assert all(isinstance(s.text, Message) for s in steps), [s.text for s in steps]
        assert all(isinstance(p.label, Message) for p in parts), [p.label for p in parts]
        for said in [s.text for s in steps] + [p.label for p in parts]:
            assert isinstance(said, Message)
            hash(said)  # a value: every value inside it frozen too
            # no amount written before it is shown (a Portuguese screen groups 1.000, not 1,000)
            assert not [v for v in nested(said) if isinstance(v, str) and GROUPED.search(v)], said
