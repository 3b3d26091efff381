"""The lessons' text in its own catalogue (issue 19): context "lesson", the strings as
yaml.safe_load gives them, translations kept when the lessons change."""

from __future__ import annotations

from pathlib import Path

import yaml

from trainer import i18n, translations
from trainer.scenarios.rulings import rulings
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
        messages = [m for m in read_ts(translations.lessons_ts(language, ROOT / "assets" / "translations"))
                    if m.context != translations.RULING_CONTEXT]
        live = [m.source for m in messages if m.live]
        assert {m.context for m in messages} == {i18n.LESSON_CONTEXT}
        assert all(m.comment == "" for m in messages)
        assert sorted(live) == sorted(sources) and len(live) == len(set(live))


def test_every_ruling_is_in_the_lessons_catalogue_once_under_its_id_and_translated():
    """The rule dialog's right column (issue 19): RULINGS.md's 50 rulings, context "ruling",
    the English text as rulings() gives it, the ruling's id as the comment."""
    assert len(rulings()) == 50
    for language in ("zh_Hant", "pt"):
        messages = [m for m in read_ts(translations.lessons_ts(language, ROOT / "assets" / "translations"))
                    if m.context == translations.RULING_CONTEXT and m.live]
        assert {m.comment: m.source for m in messages} == rulings() and len(messages) == 50
        assert all(m.finished for m in messages), language
        # RULINGS' marks kept for the dialog to draw: as many **bold** and `code` as the English.
        for m in messages:
            assert (m.forms[0].count("**"), m.forms[0].count("`")) == (m.source.count("**"), m.source.count("`")), \
                (language, m.comment)
            assert m.forms[0].startswith(m.comment + " "), (language, m.comment)


def test_an_update_writes_the_rulings_and_keeps_their_translations(tmp_path):
    lessons = tmp_path / "lessons"
    lessons.mkdir()
    (lessons / "a.yaml").write_text("title: Who wins?\n", encoding="utf-8")
    ts = tmp_path / "lessons_zh_Hant.ts"
    assert write_lessons_ts(ts, "zh_Hant", lesson_sources(lessons), {"R1-1": "R1-1 Uncalled bets go back."}) == (2, 0)
    ts.write_text(ts.read_text(encoding="utf-8").replace(
        '<comment>R1-1</comment>\n        <translation type="unfinished"></translation>',
        "<comment>R1-1</comment>\n        <translation>R1-1 無人跟注的注碼退回。</translation>"), encoding="utf-8")
    assert write_lessons_ts(ts, "zh_Hant", lesson_sources(lessons), {"R1-1": "R1-1 Uncalled bets go back."}) == (0, 2)
    found = translations.catalogue("zh_Hant", tmp_path)
    assert found.translate(translations.RULING_CONTEXT, "R1-1 Uncalled bets go back.", "R1-1") == \
        "R1-1 無人跟注的注碼退回。"
    write_lessons_ts(ts, "zh_Hant", lesson_sources(lessons), {"R1-1": "R1-1 Uncalled bets are returned."})
    [reworded] = [m for m in read_ts(ts) if m.comment == "R1-1"]  # a ruling reworded: translated anew
    assert reworded.source == "R1-1 Uncalled bets are returned." and reworded.kind == "unfinished"


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


def test_a_rebuilt_catalogue_replaces_the_file_and_leaves_a_reader_of_the_old_one_whole(tmp_path):
    """A trainer (or a test run) maps its .qm into memory; a build beside it once rewrote the
    file in place and ended those processes with SIGBUS. The build renames a new file in."""
    import mmap

    lessons = tmp_path / "lessons"
    lessons.mkdir()
    (lessons / "a.yaml").write_text("title: Who wins?\n", encoding="utf-8")
    ts = tmp_path / "lessons_pt.ts"
    write_lessons_ts(ts, "pt", lesson_sources(lessons))
    qm = tmp_path / "lessons_pt.qm"
    translations.run_lrelease(ts, qm)
    with qm.open("rb") as held:
        mapped = mmap.mmap(held.fileno(), 0, access=mmap.ACCESS_READ)
        before, inode = bytes(mapped), qm.stat().st_ino
        translations.run_lrelease(ts, qm)
        assert bytes(mapped) == before  # every page of the old file still readable
        mapped.close()
    assert qm.stat().st_ino != inode and qm.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["lessons", "lessons_pt.qm", "lessons_pt.ts"]


def _shown_lesson_strings() -> list[str]:
    """Every lesson and exam string as the app holds it (stripped by the loaders)."""
    from trainer.curriculum.exam import check_exam
    from trainer.curriculum.lesson import ProcedureItem

    from .. import shipped

    out = []
    for path in sorted((ROOT / "lessons").rglob("*.yaml")):
        if "exams" in path.parts:
            d, problems = check_exam(path)
            assert d is not None, problems
            out += [d.title, d.intro]
            continue
        lesson = shipped.loaded(path)  # load_lesson(path), the worker's one check of each shipped file
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
