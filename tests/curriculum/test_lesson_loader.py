"""Lesson files: every problem reported with file, line and field; nothing else escapes."""

import textwrap

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.examples import examples
from trainer.curriculum.lesson import INTERNAL, ScriptedItem, check_text
from trainer.curriculum.yamlio import InputError
from trainer.tasks import task_for

GOOD = textwrap.dedent("""\
    id: holdem-demo
    title: Demo
    game: holdem
    skills: [showdown-order, pot-split]
    intro: The opener of the last round shows first (non-banked rule 62; ruling R2-1).
    items:
      - task: showdown-order
        rulings: [R2-1]
        scenario:
          marker: 3
          board: [Ah, 7c, 7d, 2s, 9h]
          seats:
            - {seat: 1, cards: [As, Kd], committed: 500}
            - {seat: 3, cards: [Qs, Qd], committed: 1200}
            - {seat: 6, committed: 300, folded: true}
            - {seat: 8, committed: 300, folded: true}
        expect: {order: [3, 1]}
      - task: procedure
        question: A card is exposed while dealing. What happens?
        choices: [The hand is void, Play goes on]
        answer: 1
        cite: non-banked rule 69 d
""")


def problems_of(text):
    lesson, problems = check_text(text, "l.yaml")
    return lesson, [str(p) for p in problems]


def test_a_good_lesson_loads_with_its_items():
    lesson, problems = problems_of(GOOD)
    assert problems == []
    assert lesson.id == "holdem-demo" and lesson.size == 2
    item = lesson.items[0]
    assert isinstance(item, ScriptedItem) and item.rulings == ("R2-1",) and item.line == 7
    questions = list(lesson.questions())
    assert questions[0].answer == {"order": [3, 1]}
    proc = questions[1]
    assert proc.choices[proc.answer["choice"]] == "The hand is void" and proc.cite == "non-banked rule 69 d"


def test_a_misspelt_key_is_named_with_its_line():
    _, problems = problems_of(GOOD.replace("    expect:", "    expekt:"))
    assert problems == ["l.yaml:17: items[0].expekt: unknown field 'expekt' (expected one of: "
                        "expect, explain, id, params, prompt, rulings, scenario, task)"]


def test_a_bad_card_is_named_with_its_line_and_field():
    _, problems = problems_of(GOOD.replace("[Qs, Qd]", "[Qs, Qz]"))
    assert len(problems) == 1
    assert problems[0].startswith("l.yaml:14: items[0].scenario.seats[1].cards[1]: ")
    assert "'Qz' is not a card" in problems[0]


def test_an_impossible_scenario_is_reported():
    _, problems = problems_of(GOOD.replace("[Qs, Qd]", "[Qs, Ah]"))
    assert "duplicate card Ah" in problems[0] and problems[0].startswith("l.yaml:14:")


def test_an_expect_that_disagrees_with_the_engine_shows_both_answers():
    _, problems = problems_of(GOOD.replace("{order: [3, 1]}", "{order: [1, 3]}"))
    assert problems == ['l.yaml:17: items[0].expect: the lesson expects {"order": [1, 3]} '
                        'but the engine says {"order": [3, 1]}']


def test_every_problem_is_reported_not_just_the_first():
    text = GOOD.replace("game: holdem", "game: holdem\ncolour: red").replace("answer: 1", "answer: 5")
    text = text.replace("[Qs, Qd]", "[Qs]")
    _, problems = problems_of(text)
    assert len(problems) == 3
    assert any("colour" in p for p in problems)
    assert any("items[1].answer" in p for p in problems)
    assert any("seat 3 has 1 cards" in p for p in problems)


def test_a_task_that_does_not_apply_to_the_game_is_refused():
    _, problems = problems_of(GOOD.replace("skills: [showdown-order, pot-split]", "skills: [foul]"))
    assert problems == ["l.yaml:4: skills[0]: task 'foul' does not apply to holdem"]


def test_a_task_that_cannot_be_asked_about_the_scenario_is_refused():
    text = GOOD.replace("board: [Ah, 7c, 7d, 2s, 9h]", "board: [Ah, 7c, 7d]")
    _, problems = problems_of(text)
    assert problems == ["l.yaml:7: items[0].task: task showdown-order cannot be asked here: "
                        "the hand is not over: the board is not complete"]


def test_an_unknown_ruling_id_is_refused():
    _, problems = problems_of(GOOD.replace("rulings: [R2-1]", "rulings: [R2-9]"))
    assert problems == ["l.yaml:8: items[0].rulings[0]: 'R2-9' is not a ruling of RULINGS.md"]


# -- fuzzing: whatever the text, only InputError comes out, each with a line ------------

_lines = GOOD.splitlines()


@st.composite
def mangled(draw):
    lines = list(_lines)
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(lines) - 1))
        kind = draw(st.sampled_from(["drop", "dup", "garble", "indent", "type", "card", "key"]))
        if kind == "drop":
            del lines[i]
        elif kind == "dup":
            lines.insert(i, lines[i])
        elif kind == "garble":
            cut = draw(st.integers(0, len(lines[i])))
            lines[i] = lines[i][:cut] + draw(st.text(alphabet="{}[]:,-'\"&*!|>%@` \tabcXYZ019", max_size=6))
        elif kind == "indent":
            lines[i] = " " * draw(st.integers(0, 9)) + lines[i].lstrip()
        elif kind == "type":
            head = lines[i].split(":")[0]
            value = draw(st.sampled_from(["", " 12", " -3", " 2.5", " true", " null", " []", " {}", " x"]))
            lines[i] = head + ":" + value
        elif kind == "card":
            lines[i] = lines[i].replace("Ah", draw(st.sampled_from(["Zz", "1h", "10x", "A", "Ahh"])))
        else:
            lines[i] = lines[i].replace("seat", draw(st.sampled_from(["set", "seats", "Seat", ""])), 1)
        if not lines:
            lines = ["x"]
    return "\n".join(lines) + "\n"


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mangled())
def test_fuzzed_lessons_only_ever_give_input_errors_with_a_line(text):
    lesson, problems = check_text(text, "f.yaml")
    for p in problems:
        assert isinstance(p, InputError)
        assert p.line is not None and p.line >= 1, str(p)
        assert INTERNAL not in str(p), str(p)
    assert (lesson is None) == bool(problems)


@settings(max_examples=examples(200), deadline=None)
@given(st.text(max_size=200))
def test_arbitrary_text_never_escapes_as_anything_but_input_error(text):
    _, problems = check_text(text, "t.yaml")
    assert all(isinstance(p, InputError) for p in problems)
    assert all(INTERNAL not in str(p) for p in problems)


def test_procedure_choices_are_shuffled_the_same_way_every_time_and_the_answer_follows():
    from trainer.curriculum.lesson import load_lesson
    from trainer.resources import lessons_dir

    lesson = load_lesson(lessons_dir() / "procedure" / "omaha.yaml")
    first = [q for q in lesson.questions()]
    again = [q for q in lesson.questions()]
    assert [q.choices for q in first] == [q.choices for q in again]
    positions = set()
    for q, item in zip(first, lesson.items, strict=True):
        assert q.choices[q.answer["choice"]] == item.choices[item.answer]
        assert sorted(q.choices) == sorted(item.choices)
        positions.add(q.answer["choice"])
    assert len(positions) > 1  # the right answer is not always in the same place


def test_a_question_wrapped_in_its_yaml_block_reads_as_one_text():
    # A label shows every line break: the author's editor wrapping is not kept (issue 8's
    # screenshots showed "The\nerror can still be traced" on the drill screen).
    text = GOOD.replace(
        "question: A card is exposed while dealing. What happens?",
        "question: |\n      A card is exposed while\n      dealing.\n\n      What   happens?\n")
    lesson, problems = problems_of(text)
    assert problems == []
    procedure = next(q for q in lesson.questions() if q.task == "procedure")
    assert procedure.prompt == "A card is exposed while dealing.\n\nWhat happens?"
    assert task_for(procedure.task).asked(procedure)["question"] == procedure.prompt


def test_every_shipped_question_and_prompt_is_free_of_wrapped_lines():
    from trainer.training import sources

    for lesson in sources.shipped_lessons():
        for q in sources.lesson_questions(lesson):
            assert all("\n" not in p and "  " not in p for p in q.prompt.split("\n\n")), q.item_id
