"""The lessons' text in its own catalogue (issue 19): context "lesson", the strings as
yaml.safe_load gives them, translations kept when the lessons change."""

from __future__ import annotations

from pathlib import Path

import yaml

from trainer import i18n, translations
from trainer.translations import lesson_sources, lesson_strings, read_ts, write_lessons_ts

ROOT = Path(__file__).resolve().parents[2]


def test_the_strings_are_the_titles_intros_prompts_questions_explanations_and_each_choice():
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
    question: "Which?"
    choices: [Call, "Fold: 'no'"]
    explain: Because.
    expect: {choice: 0}
    scenario: {title: under a title key}
""")
    assert list(lesson_strings(data)) == ["Who acts?", "Two lines\nof intro.\n", "What now?", "Which?", "Call",
                                          "Fold: 'no'", "Because.", "under a title key"]


def test_every_shipped_lesson_and_exam_string_is_in_the_catalogue_once():
    sources = lesson_sources(ROOT / "lessons")
    assert any("exams" in path.parts for path in sources.values())
    for language in ("zh_Hant", "pt"):
        messages = list(read_ts(translations.lessons_ts(language, ROOT / "assets" / "translations")))
        live = [m.source for m in messages if m.live]
        assert {m.context for m in messages} == {i18n.LESSON_CONTEXT}
        assert all(m.comment == "" for m in messages)
        assert sorted(live) == sorted(sources) and len(live) == len(set(live))


def test_an_update_keeps_the_translations_made_and_drops_a_string_gone(tmp_path):
    """As ``lupdate -no-obsolete`` does for the code: the shipped catalogues hold only what
    is read (tests/i18n/test_catalogues.py), so a string gone from every lesson goes."""
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
    write_lessons_ts(ts, "pt", lesson_sources(lessons))
    assert {m.source: m for m in read_ts(ts)}["Who wins?"].forms == ["Quem ganha?"]  # kept
    lesson.write_text("title: Who wins now?\nintro: 'Read & <compare>.'\n", encoding="utf-8")
    new, kept = write_lessons_ts(ts, "pt", lesson_sources(lessons))
    assert (new, kept) == (1, 1)
    by_source = {m.source: m for m in read_ts(ts)}
    assert "Who wins?" not in by_source  # gone with its translation
    assert by_source["Who wins now?"].kind == "unfinished"
    assert by_source["Read & <compare>."].kind == "unfinished"


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


def _shown_lesson_strings() -> list[str]:
    """Every lesson and exam string as the app holds it (stripped by the loaders)."""
    from trainer.scenarios.exam import check_exam
    from trainer.scenarios.lesson import ProcedureItem, load_lesson

    out = []
    for path in sorted((ROOT / "lessons").rglob("*.yaml")):
        if "exams" in path.parts:
            d, problems = check_exam(path)
            assert d is not None, problems
            out += [d.title, d.intro]
            continue
        lesson = load_lesson(path)
        out += [lesson.title, lesson.intro]
        for item in lesson.items:
            if isinstance(item, ProcedureItem):
                out += [item.question, item.explain, *item.choices]
            else:
                out += [getattr(item, "prompt", ""), getattr(item, "explain", "")]
    return [s for s in out if s]


def test_every_lesson_string_the_app_shows_is_found_in_the_catalogue(monkeypatch, tmp_path):
    sources = set(lesson_sources(ROOT / "lessons"))
    translated = {s: f"«{s.strip()}»" for s in sources}

    def translate(context, text, disambiguation=None, n=-1):
        return translated.get(text, text) if context == i18n.LESSON_CONTEXT else text

    ts = tmp_path / "lessons_pt.ts"
    write_lessons_ts(ts, "pt", lesson_sources(ROOT / "lessons"))
    monkeypatch.setattr(i18n, "_translate", translate)
    i18n.set_lesson_sources(translations.LessonSources(ts))
    try:
        shown = _shown_lesson_strings()
        assert len(shown) > 500
        wrong = [s for s in shown if i18n.lesson_text(s) not in (f"«{s}»", f"«{translations.shown_form(s)}»")]
    finally:
        i18n.set_lesson_sources(translations.no_lesson_sources)
    assert wrong == []
