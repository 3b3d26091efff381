"""Lesson header fields: ``games`` (a lesson on provisions several games share) and
``order`` (teaching order), each bad value reported with file, line and field."""

import textwrap
from pathlib import Path

from trainer.curriculum.lesson import check_text, header_key, teaching_key

MULTI = textwrap.dedent("""\
    id: shared-rules
    title: Rules every flop game shares
    games: [holdem, omaha, sintetico]
    level: 1
    order: 2
    skills: [procedure]
    intro: Non-banked rules 1-71 apply to Hold'em, Omaha and sintetico.
    items:
      - task: procedure
        id: exposed-card
        question: A card is exposed while dealing. What happens?
        choices: [The hand is void, Play goes on]
        answer: 1
        cite: non-banked rule 69 d
""")


WITH_CATEGORY = MULTI.replace("skills: [procedure]", "skills: [procedure, hand-category]")


def problems_of(text):
    lesson, problems = check_text(text, "l.yaml")
    return lesson, [str(p) for p in problems]


def test_a_lesson_may_name_several_games_the_first_is_its_game():
    lesson, problems = problems_of(MULTI)
    assert problems == []
    assert lesson.games == ("holdem", "omaha", "sintetico") and lesson.game == "holdem"
    assert (lesson.level, lesson.order) == (1, 2)
    omaha = lesson.for_game("omaha")
    assert [q.game for q in omaha.questions()] == ["omaha"]
    assert [q.game for q in lesson.questions()] == ["holdem"]


def test_a_single_game_lesson_has_that_game_as_its_games():
    lesson, problems = problems_of(MULTI.replace("games: [holdem, omaha, sintetico]", "game: stud"))
    assert problems == [] and lesson.games == ("stud",) and lesson.order == 2


def test_bad_games_are_named_with_line_and_field():
    _, problems = problems_of(MULTI.replace("[holdem, omaha, sintetico]", "[holdem, poker]"))
    assert len(problems) == 1 and problems[0].startswith("l.yaml:3: games[1]: game must be one of")
    assert problems[0].endswith("got 'poker'")
    _, problems = problems_of(MULTI.replace("[holdem, omaha, sintetico]", "[holdem, holdem]"))
    assert problems == ["l.yaml:3: games[1]: holdem is named twice"]
    _, problems = problems_of(MULTI.replace("[holdem, omaha, sintetico]", "[]"))
    assert len(problems) == 1 and problems[0].startswith("l.yaml:3: games: games must be a list")
    _, problems = problems_of(MULTI.replace("games: [holdem, omaha, sintetico]",
                                            "game: holdem\ngames: [omaha]"))
    assert problems == ["l.yaml:4: games: give either 'game' or 'games', not both"]


def test_every_item_is_checked_against_each_game_of_the_lesson():
    text = MULTI.replace("[holdem, omaha, sintetico]", "[holdem, thirteen]").replace(
        "skills: [procedure]", "skills: [procedure, showdown-order]")
    _, problems = problems_of(text)
    assert problems == ["l.yaml:6: skills[1]: task 'showdown-order' does not apply to thirteen"]
    scripted = WITH_CATEGORY + textwrap.indent(textwrap.dedent("""\
      - task: hand-category
        scenario:
          marker: 1
          board: [Ah, 7c, 7d, 2s, 9h]
          seats:
            - {seat: 1, cards: [As, Kd], committed: 100}
            - {seat: 2, cards: [Qs, Qd], committed: 100}
            - {seat: 4, committed: 0, folded: true}
            - {seat: 5, committed: 0, folded: true}
    """), "  ")
    _, problems = problems_of(scripted)
    # two hole cards suit holdem but not omaha: the omaha reading of the item is refused
    assert problems == ["l.yaml:20: items[1].scenario.seats[0].cards: seat 1 has 2 cards, expected 4"]


def test_a_scripted_item_naming_one_of_the_games_is_checked_for_that_game_only():
    text = WITH_CATEGORY + textwrap.indent(textwrap.dedent("""\
      - task: hand-category
        scenario:
          game: holdem
          marker: 1
          board: [Ah, 7c, 7d, 2s, 9h]
          seats:
            - {seat: 1, cards: [As, Kd], committed: 100}
            - {seat: 2, cards: [Qs, Qd], committed: 100}
            - {seat: 4, committed: 0, folded: true}
            - {seat: 5, committed: 0, folded: true}
    """), "  ")
    lesson, problems = problems_of(text)
    assert problems == [] and lesson.size == 2


def test_bad_order_and_level_are_named_with_line_and_field():
    _, problems = problems_of(MULTI.replace("order: 2", "order: second"))
    assert problems == ["l.yaml:5: order: 'order' must be a whole number, got 'second'"]
    _, problems = problems_of(MULTI.replace("order: 2", "order: true"))
    assert problems == ["l.yaml:5: order: 'order' must be a whole number, got True"]
    _, problems = problems_of(MULTI.replace("level: 1", "level: 0"))
    assert problems == ["l.yaml:4: level: 'level' must be a whole number from 1, got 0"]


def test_teaching_order_is_level_then_order_then_title_not_file_name(tmp_path: Path):
    heads = {"a.yaml": (2, None, "Alpha"), "b.yaml": (1, 5, "Beta"), "c.yaml": (1, 1, "Zulu"),
             "d.yaml": (1, None, "Able"), "e.yaml": (1, None, "Baker")}
    for name, (level, order, title) in heads.items():
        extra = f"order: {order}\n" if order is not None else ""
        (tmp_path / name).write_text(f"id: x\ntitle: {title}\nlevel: {level}\n{extra}", encoding="utf-8")
    ranked = sorted(tmp_path.iterdir(), key=header_key)
    assert [p.name for p in ranked] == ["c.yaml", "b.yaml", "d.yaml", "e.yaml", "a.yaml"]
    assert teaching_key(1, None, "A") > teaching_key(1, 99, "Z")


def test_shipped_lessons_list_in_teaching_order():
    from trainer.engine.rulesets import GAMES
    from trainer.training.sources import lesson_index, shipped_lessons

    index = lesson_index()
    keys = [(list(GAMES).index(i.game), teaching_key(i.level, i.order, i.title)) for i in index]
    assert keys == sorted(keys) and len(index) >= 30
    lessons = shipped_lessons()
    keys = [(list(GAMES).index(lesson.game), lesson.sort_key) for lesson in lessons]
    assert keys == sorted(keys)


def test_procedure_questions_serve_every_game_a_lesson_names(monkeypatch):
    from trainer.training import sources

    lesson, _ = check_text(MULTI, "l.yaml")
    monkeypatch.setattr(sources, "shipped_lessons", lambda: (lesson,))
    for game in ("holdem", "omaha", "sintetico"):
        questions = sources.written_questions(game, "procedure", 10, 0)
        assert [(q.item_id, q.game) for q in questions] == [("shared-rules/exposed-card", game)]
    assert sources.written_questions("stud", "procedure", 10, 0) == []
