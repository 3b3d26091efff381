"""Issue 35 item 5: a school lesson's translations are kept beside it
(``<lesson>.translations.yaml``), read when the lesson is, and ``trainer lessons check`` names the
texts still untranslated as warnings, never as errors."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from trainer import i18n
from trainer.curriculum.lesson import check_lesson
from trainer.curriculum.lesson_edit import LessonDraft
from trainer.curriculum.lesson_translations import (
    LessonTranslations,
    TranslationsError,
    is_side_file,
    lesson_texts,
    read_side,
    side_path,
)

QUESTION = "The cards were not dealt in the regulation order. What happens?"
CHOICES = ["Misdeal: the hand is void and our dealer deals it again.",
           "Move the cards so that each player gets the cards he should have had.",
           "The hand stands: nobody looked yet."]
PT = {"School misdeals": "Erros de distribuição na escola",
      "What the dealer does when the deal goes wrong.\n": "O que o croupier faz quando a distribuição corre mal.",
      QUESTION: "As cartas não foram distribuídas pela ordem do regulamento. O que acontece?",
      CHOICES[0]: "Erro de distribuição: a mão é nula e distribui-se uma nova mão.",
      CHOICES[1]: "Trocam-se as cartas para que cada jogador receba as que devia ter recebido.",
      CHOICES[2]: "A mão mantém-se: ninguém as viu."}


@pytest.fixture(autouse=True)
def _no_school_translations():
    yield
    i18n.clear_school_translations()
    i18n.set_language("en")


def school_lesson(folder: Path, with_pt: bool = True) -> Path:
    draft = LessonDraft.new("holdem", "school-misdeals", "School misdeals", ["procedure"],
                            "What the dealer does when the deal goes wrong.")
    draft.add_item({"id": "misdeal-order", "task": "procedure", "question": QUESTION, "choices": CHOICES,
                    "answer": 1, "cite": "Non-banked poker rules, rule 69 a)"})
    if with_pt:
        for text in draft.texts():
            draft.translations.set(text, "pt", PT[text])
    draft.translations.set(QUESTION, "zh_Hant", "牌不是按規則的次序派發。會怎樣？")
    path = folder / "holdem" / "school-misdeals.yaml"
    assert draft.save_as(path) == []
    return path


def test_the_translations_are_written_beside_the_lesson_and_the_lesson_is_unchanged(tmp_path):
    path = school_lesson(tmp_path)
    side = side_path(path)
    assert side.name == "school-misdeals.translations.yaml" and is_side_file(side) and not is_side_file(path)
    entries = yaml.safe_load(side.read_text(encoding="utf-8"))
    assert [e["en"].strip() for e in entries] == [t.strip() for t in lesson_texts(yaml.safe_load(path.read_text()))]
    assert entries[2] == {"en": QUESTION, "pt": PT[QUESTION], "zh_Hant": "牌不是按規則的次序派發。會怎樣？"}
    assert entries[3]["zh_Hant"] == ""  # missing: written empty, for the translator to fill
    assert "translations" not in path.read_text(encoding="utf-8")  # SCENARIOS.md's format untouched
    again = LessonDraft.load(path)
    assert again.translations.get(QUESTION, "pt") == PT[QUESTION]
    assert again.missing_translations() == {"pt": [], "zh_Hant": [t for t in again.texts() if t != QUESTION]}


def test_a_trainee_under_portuguese_reads_the_school_translation(tmp_path):
    path = school_lesson(tmp_path)
    lesson, problems = check_lesson(path)  # read as every screen reads a lesson
    assert lesson is not None and problems == []
    i18n.set_language("pt")
    assert i18n.lesson_text(lesson.title) == PT["School misdeals"]
    question = next(iter(lesson.questions()))
    assert question.shown_prompt == PT[QUESTION]
    assert sorted(i18n.lesson_text(c) for c in question.choices) == sorted(PT[c] for c in CHOICES)  # shuffled
    i18n.set_language("zh_Hant")
    assert question.shown_prompt == "牌不是按規則的次序派發。會怎樣？"
    assert i18n.lesson_text(lesson.title) == "School misdeals"  # no Chinese yet: the English, said by check


def test_lessons_check_accepts_the_school_folder_and_warns_of_missing_translations(tmp_path, run_cli):
    path = school_lesson(tmp_path, with_pt=False)
    rc, out, err = run_cli("lessons", "check", tmp_path)
    assert rc == 0, err
    assert err == ""  # warnings, not problems: on stdout, and the check passes
    *warnings, summary = out.splitlines()
    assert summary.startswith("1 file(s), 1 lesson(s), 1 item(s)")  # the side file is not taken for a lesson
    assert all(line.startswith(f"warning: {path}: ") for line in warnings)
    assert sum("no Portuguese translation" in w for w in warnings) == 6
    assert sum("no Chinese translation" in w for w in warnings) == 5
    assert not any(QUESTION[:40] in w and "Chinese" in w for w in warnings)


def test_a_side_file_that_cannot_be_read_is_a_problem(tmp_path, run_cli):
    path = school_lesson(tmp_path)
    side_path(path).write_text("- just a line\n", encoding="utf-8")
    with pytest.raises(TranslationsError):
        read_side(side_path(path))
    rc, _out, err = run_cli("lessons", "check", tmp_path)
    assert rc == 2 and "school-misdeals.translations.yaml" in err


def test_an_empty_translation_is_missing_even_where_the_catalogue_has_one():
    own = LessonTranslations()
    assert own.get("Check the pot", "pt") is None
    own.set("Check the pot", "pt", "Verifique o pote")
    assert own.get("Check   the pot", "pt") == "Verifique o pote"  # as the loaders join a text's lines
    own.set("Check the pot", "pt", "  ")
    assert own.missing(["Check the pot"])["pt"] == ["Check the pot"]


def test_an_alias_bomb_beside_a_lesson_is_refused_unbuilt(tmp_path, run_cli):
    path = school_lesson(tmp_path)
    bomb = ["a: &a [x, x, x, x, x, x, x, x, x]"] + [
        f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 9)}]" for i in range(9)]
    side_path(path).write_text("\n".join(bomb) + "\n", encoding="utf-8")
    with pytest.raises(TranslationsError, match="refused"):
        read_side(side_path(path))
    rc, _out, err = run_cli("lessons", "check", tmp_path)
    assert rc == 2 and "school-misdeals.translations.yaml" in err and "refused" in err
