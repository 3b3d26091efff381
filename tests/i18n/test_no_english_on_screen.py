"""Issue 32, T5 / T12: a Chinese or Portuguese trainee reads no English and no code notation.

A drill of every task of every game and a hand of every game (Run the table) are walked in
zh_Hant and pt with the shipped catalogues: the question, the choices, the explanation's steps,
the right answer in words (as the drill's feedback, the exam's review and the instructor's lists
write it) and each graded part with its value.  None may hold an English word of the trade (seat,
banker, pot, raise, SB, ALL-IN...) or a card code (Kc, Th: the letters are English, and in
Portuguese "c" reads copas, hearts, where it means clubs); Chinese text joins its lists, clauses
and labels with 、；：and full-width brackets, not ASCII ones.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from trainer import i18n, translations
from trainer.engine.rulesets import GAMES
from trainer.scenarios import words
from trainer.table_run import deal_hand
from trainer.tasks import Question, task_for, tasks_for_game
from trainer.training import sources
from trainer.training.attempt_text import value_words
from trainer.training.drill import explain

from ..fast import sample
from .screen_words import leaks

DATA = Path(__file__).resolve().parents[1] / "data"


@pytest.fixture
def language() -> Iterator[object]:
    """Translate the layers below the GUI from the shipped catalogues, as the CLI does."""

    def use(name: str) -> None:
        i18n.set_translator(translations.catalogue(name).translate)
        i18n.set_lesson_sources(translations.LessonSources(translations.lessons_ts(name)))
        i18n.set_group_separator(i18n.GROUP_SEPARATORS[name])

    yield use
    i18n.set_translator(i18n.english)
    i18n.set_lesson_sources(translations.no_lesson_sources)
    i18n.set_group_separator(",")


def question_texts(q: Question) -> Iterator[tuple[str, str]]:
    """What a trainee reads of a question: asked, answered, explained, each part graded."""
    task = task_for(q.task)
    yield "question", q.shown_prompt
    for choice in q.choices:
        yield "choice", i18n.lesson_text(choice)
    for step in explain(q):
        yield "step", step.text
    yield "answer", value_words(q.answer, game=q.game)  # as every screen says it: in the game's words (T2)
    for part in task.grade_in(q.game, {}, q.answer).parts:  # nothing given: every part shown as a mistake
        yield "part", part.label
        yield "part's answer", value_words(part.expected, flat=True, key=part.key, game=q.game)


def drill_texts(game: str) -> Iterator[tuple[str, str]]:
    for task in tasks_for_game(game):
        for q in sources.free_drill(game, task.id, 3, seed=11):
            for kind, text in question_texts(q):
                yield f"{task.id} {kind}", text


def hand_texts(game: str) -> Iterator[tuple[str, str]]:
    for seed in (2, 9):
        for step in deal_hand(game, seed).steps:
            yield f"hand {seed} {step.kind} question", step.prompt
            for s in step.explanation:
                yield f"hand {seed} {step.kind} step", s.text
            yield f"hand {seed} {step.kind} answer", value_words(step.answer, game=game)


# the fast loop's share: every game's own tasks (stud's, a board game's, 13 cards', Q Poker's) in one of
# the two languages, each language twice; the slow run every game in both
T5_FAST = {("stud", "pt"), ("holdem", "zh_Hant"), ("thirteen", "zh_Hant"), ("qpoker", "pt")}


@pytest.mark.parametrize(("game", "lang"), sample([(g, lang) for lang in ("zh_Hant", "pt") for g in GAMES], T5_FAST,
                                                  several=True))
def test_t5_no_english_word_or_card_code_in_a_drill_of_every_task_and_a_hand(language, lang, game):
    language(lang)
    found = []
    for where, text in [*drill_texts(game), *hand_texts(game)]:
        bad = leaks(lang, text)
        if bad:
            found.append(f"{where}: {bad} in {text[:160]!r}")
    assert not found, f"{len(found)} texts:\n" + "\n".join(found[:15])


@pytest.mark.parametrize("lang", ["zh_Hant", "pt"])
def test_the_check_itself_catches_what_the_review_saw(lang):
    """The texts T5 quoted are caught; the language's own words are not."""
    assert leaks(lang, "SB") == ["SB"] and leaks(lang, "ALL-IN") == ["ALL-IN"]
    if lang == "pt":
        assert leaks(lang, "A posição 4 de 4 é seat 1, que recebe a primeira carta.") == ["seat"]
        assert leaks(lang, "As fichas do pote, no bolo: para o croupier, se for caso disso, all-in.") == []
        assert leaks(lang, "O croupier tem As Kd 3c") == ["As Kd", "3c"]
        assert leaks(lang, "O croupier tem A♠ K♦ 3♣: carta maior.") == []
    else:
        assert leaks(lang, "荷官持有Kc 7d 2h：高牌。") == ["Kc", "7d", "2h"]
        assert leaks(lang, "荷官持有K♣ 7♦ 2♥：高牌。") == []
        assert leaks(lang, "此後：3號座位跟注10; 5號座位跟注10。") == ["'; '"]
        assert leaks(lang, "第12.1條：「O montante de subida da aposta deve ser, pelo menos, equivalente」") == []
        assert leaks(lang, "4個位置中的第1個是banker") == ["banker"]


def test_t5_a_card_is_its_rank_as_printed_and_its_suit_symbol():
    assert words.card("Kc") == "K♣" and words.card("Th") == "10♥" and words.card("10d") == "10♦"
    assert words.cards(["Ah", "5h", "4h", "3h", "2h"]) == "A♥ 5♥ 4♥ 3♥ 2♥"
    assert words.cards(["As", "9s"]) == "A♠ 9♠"


def test_t5_trainer_solve_keeps_the_card_codes_of_scenarios_md(run_cli, monkeypatch):
    """The JSON contract is for programs: its cards stay codes in any language (only the text a
    trainee reads writes suit symbols)."""
    monkeypatch.setenv("TRAINER_LANGUAGE", "pt")
    try:
        rc, out, _ = run_cli("solve", DATA / "holdem_two_pair.yaml")
    finally:
        i18n.set_translator(i18n.english)
        i18n.set_lesson_sources(translations.no_lesson_sources)
        i18n.set_group_separator(",")
    assert rc == 0
    best = json.loads(out)["hands"]["1"]["best"]
    assert best == ["As", "Ah", "7c", "7d", "Kd"]
