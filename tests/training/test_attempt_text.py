"""A stored answer in words: its lesson, its question, the answer given and the right one —
for the instructor's mistakes list and the spreadsheet export (issue 17 item 16)."""

from __future__ import annotations

import csv
import io

import pytest

from trainer.store import SessionKind, Store
from trainer.store.export import CSV_COLUMNS
from trainer.training import sources
from trainer.training.attempt_text import csv_words, describe, value_words
from trainer.training.drill import Drill


class Clock:
    t = 100.0

    def __call__(self) -> float:
        self.t += 2.5
        return self.t


def _lesson(lesson_id: str):
    return next(x for x in sources.shipped_lessons() if x.id == lesson_id)


def _reversed_order(question) -> dict:
    return {"order": list(reversed(question.answer["order"]))}


@pytest.fixture
def answered(tmp_path):
    """Ana's answers: a lesson's written and generated showdown orders (wrong), a free drill's
    procedure question (wrong) — as the drill records them."""
    with Store.open(tmp_path / "t.db") as store:
        ana = store.add_trainee("Ana")
        lesson = _lesson("holdem-showdown-order")
        shown = [q for q in lesson.questions() if len(q.answer["order"]) > 1]
        scripted = next(q for q in shown if q.item_id.startswith(lesson.id + "/"))
        generated = next(q for q in shown if not q.item_id.startswith(lesson.id + "/"))
        procedure = sources.free_drill("thirteen", "procedure", 1, seed=4)[0]
        drill = Drill(store, ana.id, [scripted, generated], SessionKind.LESSON, lesson.id, clock=Clock())
        for q in (scripted, generated):
            drill.begin()
            drill.submit(_reversed_order(q))
            drill.advance()
        wrong = (procedure.answer["choice"] + 1) % len(procedure.choices)
        drill = Drill(store, ana.id, [procedure], SessionKind.DRILL, clock=Clock())
        drill.begin()
        drill.submit({"choice": wrong})
        yield store, lesson, {"scripted": scripted, "generated": generated, "procedure": procedure}, wrong


def test_an_answer_is_described_by_its_lesson_question_and_answers(answered):
    store, lesson, questions, wrong = answered
    by_item = {a.item_id: a for a in store.attempts()}
    for key in ("scripted", "generated"):
        q = questions[key]
        words = describe(by_item[q.item_id])
        assert words.source == lesson.title and words.task == "Showdown order"
        assert words.question == " ".join(q.prompt.split())
        assert words.right == "order: " + ", ".join(map(str, q.answer["order"]))
        assert words.given == "order: " + ", ".join(map(str, reversed(q.answer["order"])))
        assert q.item_id not in (words.source + words.question)
    q = questions["procedure"]
    words = describe(by_item[q.item_id])
    assert words.source == _lesson(q.item_id.split("/")[0]).title
    assert words.given == f"{wrong + 1}. {q.choices[wrong]}"
    assert words.right == f"{q.answer['choice'] + 1}. {q.choices[q.answer['choice']]}"


def test_an_answer_that_cannot_be_rebuilt_is_described_as_far_as_it_goes():
    from trainer.training.attempt_text import Answered

    words = describe(Answered("lost-item", None, "omaha", "winner", {"not": "a table"}, {"winners": [3]}))
    assert words.source == "Omaha · Who wins?" and words.task == "Who wins?"
    assert (words.question, words.right, words.given) == ("", "", "winners: 3")


def test_the_csv_export_has_readable_columns_and_no_json(answered, run_cli, tmp_path):
    store, lesson, questions, _ = answered
    out = io.StringIO()
    store.export(out, "csv", describe=csv_words)
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert list(rows[0]) == CSV_COLUMNS and len(rows) == 3
    by_id = {a.id: a for a in store.attempts()}
    for row in rows:
        attempt = by_id[row["id"]]
        q = next(q for q in questions.values() if q.item_id == attempt.item_id)
        assert row["trainee"] == "Ana" and row["correct"] == "no" and row["score (%)"] == "0"
        assert row["question"] == " ".join(q.prompt.split()) and row["given answer"] and row["right answer"]
        assert row["seconds"] == f"{attempt.time_ms / 1000:.1f}"
        assert not any(cell.lstrip().startswith(("{", "[")) for cell in row.values())
    lesson_rows = [r for r in rows if r["game"] == "Hold'em"]
    assert {r["lesson"] for r in lesson_rows} == {lesson.title} and {r["task"] for r in lesson_rows} == {
        "Showdown order"}
    # The command line writes the same spreadsheet.
    target = tmp_path / "out.csv"
    rc, _, _ = run_cli("results", "export", "--db", store.path, "--format", "csv", "-o", target)
    assert rc == 0
    assert list(csv.DictReader(io.StringIO(target.read_text(encoding="utf-8")))) == rows


@pytest.mark.parametrize(("language", "game", "expected"), [
    ("en", "stud", "to call: 150; min raise to: 300; pair plus: 3; direction: counterclockwise; naturals: (banker: "
                   "dragon, 1: —); categories: full house; first card: seat 2"),
    ("pt", "stud", "para aceitar a aposta: 150; menor aumento para: 300; par e combinações vitoriosas: 3; sentido: "
                   "em sentido oposto ao dos ponteiros do relógio; jogos feitos: (banqueiro: dragão, 1: —); "
                   "categorias: trio-par; primeira carta: o lugar 2"),
    ("pt", "holdem", "para acompanhar: 150; menor repique para: 300; par e combinações vitoriosas: 3; sentido: em "
                     "sentido oposto ao dos ponteiros do relógio; jogos feitos: (banqueiro: dragão, 1: —); "
                     "categorias: fullen; primeira carta: o lugar 2"),
    ("pt", "omaha-macau", "para igualar: 150; menor subida da aposta para: 300; par e combinações vitoriosas: 3; "
                          "sentido: em sentido oposto ao dos ponteiros do relógio; jogos feitos: (banqueiro: dragão, "
                          "1: —); categorias: trio-par; primeira carta: o lugar 2"),
    # T5: Chinese joins the parts with ；and 、, a key and its value with ：, in full-width brackets
    ("zh_Hant", "stud", "跟注額：150；最小加注至：300；對子或以上：3；方向：逆時針；"
                        "報到：（莊家：一條龍、1：—）；牌型：葫蘆；第一張牌：2號座位"),
])
def test_an_answer_is_said_in_the_language_in_use(language, game, expected):
    """An answer's keys and words (the exam's review, the hand's replay, the saved answer) are
    the language's, not the contract's English keys; the English is as the keys read.  Issue 32
    T2, T3: in Portuguese the betting keys and the hand category are the game's regulation's
    (stud «aceitar a aposta», «trio-par»; hold'em rule 39 «acompanhar», rule 17 «fullen»)."""
    from trainer import i18n, translations

    answer = {"to_call": 150, "min_raise_to": 300, "pair_plus": 3, "direction": "counterclockwise",
              "naturals": {"banker": "dragon", "1": None}, "categories": ["full-house"], "first_card": "seat 2"}
    if language != "en":
        i18n.set_translator(translations.catalogue(language).translate)
    try:
        assert value_words(answer, game=game) == expected
    finally:
        i18n.set_translator(i18n.english)
