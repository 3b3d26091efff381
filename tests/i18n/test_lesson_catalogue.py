"""The lessons' text in its own catalogue (issue 19): context "lesson", the strings as
yaml.safe_load gives them, translations kept when the lessons change."""

from __future__ import annotations

from pathlib import Path

import yaml

from trainer import i18n, translations
from trainer.translations import lesson_sources, lesson_strings, read_ts, write_lessons_ts

ROOT = Path(__file__).resolve().parents[2]


def test_the_strings_are_the_titles_intros_prompts_explanations_and_each_choice():
    data = yaml.safe_load("""
title: Who acts?
intro: |
  Two lines
  of intro.
game: holdem
items:
  - id: a
    task: procedure
    prompt: "What now?"
    choices: [Call, "Fold: 'no'"]
    explain: Because.
    expect: {choice: 0}
    scenario: {title: under a title key}
""")
    assert list(lesson_strings(data)) == ["Who acts?", "Two lines\nof intro.\n", "What now?", "Call", "Fold: 'no'",
                                          "Because.", "under a title key"]


def test_every_shipped_lesson_and_exam_string_is_in_the_catalogue_once():
    sources = lesson_sources(ROOT / "lessons")
    assert any("exams" in path.parts for path in sources.values())
    for language in ("zh_Hant", "pt"):
        messages = list(read_ts(translations.lessons_ts(language, ROOT / "assets" / "translations")))
        live = [m.source for m in messages if m.live]
        assert {m.context for m in messages} == {i18n.LESSON_CONTEXT}
        assert all(m.comment == "" for m in messages)
        assert sorted(live) == sorted(sources) and len(live) == len(set(live))


def test_an_update_keeps_the_translations_made_and_marks_a_dropped_string_vanished(tmp_path):
    lessons = tmp_path / "lessons"
    lessons.mkdir()
    lesson = lessons / "a.yaml"
    lesson.write_text("title: Who wins?\nintro: 'Read & <compare>.'\n", encoding="utf-8")
    ts = tmp_path / "lessons_pt.ts"
    write_lessons_ts(ts, "pt", lesson_sources(lessons))
    text = ts.read_text(encoding="utf-8").replace(
        '<source>Who wins?</source>\n        <translation type="unfinished"></translation>',
        "<source>Who wins?</source>\n        <translation>Quem ganha?</translation>")
    ts.write_text(text, encoding="utf-8")
    lesson.write_text("title: Who wins now?\nintro: 'Read & <compare>.'\n", encoding="utf-8")
    new, kept = write_lessons_ts(ts, "pt", lesson_sources(lessons))
    assert (new, kept) == (1, 1)
    by_source = {m.source: m for m in read_ts(ts)}
    assert by_source["Who wins?"].kind == "vanished" and by_source["Who wins?"].forms == ["Quem ganha?"]
    assert by_source["Who wins now?"].kind == "unfinished"
    assert by_source["Read & <compare>."].kind == "unfinished"
    lesson.write_text("title: Who wins?\n", encoding="utf-8")
    write_lessons_ts(ts, "pt", lesson_sources(lessons))
    back = {m.source: m for m in read_ts(ts)}["Who wins?"]
    # The string came back: so did its translation, to be looked at again (as lupdate does).
    assert back.kind == "unfinished" and back.forms == ["Quem ganha?"]


def test_lrelease_builds_the_lesson_catalogue_the_app_reads(tmp_path):
    lessons = tmp_path / "lessons"
    lessons.mkdir()
    (lessons / "a.yaml").write_text("title: Who wins?\n", encoding="utf-8")
    ts = tmp_path / "lessons_pt.ts"
    write_lessons_ts(ts, "pt", lesson_sources(lessons))
    ts.write_text(ts.read_text(encoding="utf-8").replace('<translation type="unfinished"></translation>',
                                                         "<translation>Quem ganha?</translation>"), encoding="utf-8")
    translations.run_lrelease(ts, tmp_path / "lessons_pt.qm")
    assert (tmp_path / "lessons_pt.qm").stat().st_size > 40
    assert translations.Catalogue("pt", [ts]).translate("lesson", "Who wins?") == "Quem ganha?"
