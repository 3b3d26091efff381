"""The catalogues are Qt's (issue 19 item 1): the .ts files hold exactly what the code and the
lessons ask, the .qm files are lrelease's build of them, and a translation keeps the
placeholders of its source."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from trainer import translations
from trainer.scenarios.rulings import rulings
from trainer.translations import Message, code_ts, lessons_ts, read_ts

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "assets" / "translations"
LANGUAGES = ("zh_Hant", "pt")
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%L?n")


def test_each_language_has_its_code_and_lesson_catalogues_and_their_qm():
    for language in LANGUAGES:
        for ts in (code_ts(language, FOLDER), lessons_ts(language, FOLDER)):
            assert ts.exists() and ts.with_suffix(".qm").exists(), ts
    assert code_ts("en", FOLDER).with_suffix(".qm").exists()  # the English plural forms


def test_the_ts_files_hold_every_string_of_the_code_and_the_lessons():
    assert translations.missing(ROOT, FOLDER, rulings=rulings()) == []


def _checkout_copy(tmp_path: Path) -> Path:
    copy = tmp_path / "checkout"
    shutil.copytree(ROOT / "trainer", copy / "trainer", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "lessons", copy / "lessons")
    shutil.copytree(FOLDER, copy / "assets" / "translations")
    return copy


def test_a_new_string_not_extracted_is_caught(tmp_path):
    copy = _checkout_copy(tmp_path)
    (copy / "trainer" / "scenarios" / "new_words.py").write_text(
        'from trainer.i18n import tr\n\n\ndef said() -> str:\n    return tr("A sentence nobody extracted")\n',
        encoding="utf-8")
    lesson = copy / "lessons" / "holdem" / "winner.yaml"
    lesson.write_text(lesson.read_text(encoding="utf-8").replace("title: \"", "title: \"Renamed ", 1),
                      encoding="utf-8")
    gaps = translations.missing(copy, copy / "assets" / "translations", rulings=rulings())
    assert any("A sentence nobody extracted" in g and g.startswith("trainer_pt.ts") for g in gaps)
    assert any("Renamed" in g and g.startswith("lessons_zh_Hant.ts") for g in gaps)


def test_each_qm_is_lreleases_build_of_its_committed_ts(tmp_path):
    for ts in sorted(FOLDER.glob("*.ts")):
        fresh = tmp_path / ts.with_suffix(".qm").name
        translations.run_lrelease(ts, fresh)
        assert fresh.read_bytes() == ts.with_suffix(".qm").read_bytes(), f"{ts.name}: run trainer translations build"


def _placeholders(text: str) -> list[str]:
    return sorted(PLACEHOLDER.findall(text))


def placeholder_mismatches(messages: list[Message]) -> list[str]:
    wrong = []
    for m in messages:
        if not m.finished:
            continue
        for form in m.forms:
            if _placeholders(form) != _placeholders(m.source) and not (m.numerus and _without_n(form, m.source)):
                wrong.append(f"{m.context}/{m.source!r} -> {form!r}")
    return wrong


def _without_n(form: str, source: str) -> bool:
    """A plural's singular may write the count in words ("The only attempt"): only %n may go."""
    return _placeholders(form.replace("%n", "")) == _placeholders(source.replace("%n", ""))


@pytest.mark.parametrize("name", sorted(p.name for p in FOLDER.glob("*.ts")))
def test_every_finished_translation_keeps_the_placeholders_of_its_source(name):
    assert placeholder_mismatches(list(read_ts(FOLDER / name))) == []


def test_a_lost_placeholder_is_caught(tmp_path):
    ts = tmp_path / "trainer_pt.ts"
    ts.write_text("""<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="pt_PT">
<context><name></name>
<message><source>Seat {seat} wins {amount}</source><translation>O lugar {seat} ganha</translation></message>
<message><source>Seat {seat}</source><translation>Lugar {seat}</translation></message>
<message><source>Seat {seat} folds</source><translation type="unfinished"></translation></message>
</context></TS>""", encoding="utf-8")
    assert placeholder_mismatches(list(read_ts(ts))) == [
        "/'Seat {seat} wins {amount}' -> 'O lugar {seat} ganha'"]


@pytest.mark.parametrize("name", ["trainer_zh_Hant.ts", "trainer_pt.ts", "trainer_en.ts"])
def test_only_sentences_with_a_count_are_plurals(name):
    """lupdate marks a call plural when a comment argument is followed by anything: a sentence
    with placeholders and a comment must be filled apart (``fill``), or it becomes a plural."""
    plurals = [m for m in read_ts(FOLDER / name) if m.numerus and m.live]
    assert plurals and all("%n" in m.source for m in plurals)


def test_the_english_plurals_read_right_for_one_and_many():
    english = translations.catalogue("en", FOLDER)
    assert english.translate("", "All %n attempts at this exam have been used.", None, 3) == \
        "All 3 attempts at this exam have been used."
    assert english.translate("", "All %n attempts at this exam have been used.", None, 1) == \
        "The only attempt at this exam has been used."
    assert english.translate("SignInScreen", "A password needs at least %n characters.", None, 1) == \
        "A password needs at least 1 character."


def test_lupdate_is_the_extractor_of_the_code(tmp_path):
    source = tmp_path / "sample.py"
    source.write_text('from trainer.i18n import QT_TRANSLATE_NOOP, tr\n'
                      'TITLE = QT_TRANSLATE_NOOP("", "Who acts?")\n'
                      'KIND = QT_TRANSLATE_NOOP("", "front", "row")\n'
                      'def f(n):\n'
                      '    return tr("Seat {seat}", seat=n), tr("Bet", "Q Poker circle"), tr("%n seats", None, n)\n',
                      encoding="utf-8")
    ts = tmp_path / "out.ts"
    subprocess.run([translations.qt_tool("lupdate"), "-silent", str(source), "-ts", str(ts)], check=True)
    got = {(m.key, m.numerus) for m in read_ts(ts)}
    assert got == {(("", "Who acts?", ""), False), (("", "front", "row"), False), (("", "Seat {seat}", ""), False),
                   (("", "Bet", "Q Poker circle"), False), (("", "%n seats", ""), True)}


def test_the_update_and_build_commands_write_the_catalogues_of_a_checkout(tmp_path, monkeypatch, run_cli):
    from trainer.commands import translations as command

    copy = _checkout_copy(tmp_path)
    for qm in (copy / "assets" / "translations").glob("*.qm"):
        qm.unlink()
    monkeypatch.setattr(command, "CHECKOUT", copy)
    rc, out, err = run_cli("translations", "update")
    assert rc == 0 and err == "" and "assets/translations/lessons_pt.ts" in out.splitlines()
    assert translations.missing(copy, copy / "assets" / "translations", rulings=rulings()) == []
    rc, out, _ = run_cli("translations", "build")
    assert rc == 0 and {p.name for p in (copy / "assets" / "translations").glob("*.qm")} == {
        "trainer_en.qm", "trainer_zh_Hant.qm", "trainer_pt.qm", "lessons_zh_Hant.qm", "lessons_pt.qm"}
    monkeypatch.setattr(command, "CHECKOUT", tmp_path / "nowhere")
    rc, _, err = run_cli("translations", "build")
    assert rc == 2 and err.startswith("trainer translations: ")


@pytest.mark.parametrize("name", sorted(f"{kind}_{lang}.ts" for kind in ("trainer", "lessons") for lang in LANGUAGES))
def test_every_string_is_translated_in_chinese_and_portuguese(name):
    """Issue 19: 0 unfinished entries — every sentence of the code and of the lessons, each plural
    form included, has its translation (from now on every new string ships translated)."""
    live = [m for m in read_ts(FOLDER / name) if m.live]
    unfinished = [m.source[:60] for m in live if not m.finished or not all(m.forms)]
    assert live and unfinished == []


def test_the_catalogues_keep_no_translation_of_a_string_gone_from_the_code():
    """A translation whose source left the code or the lessons is dropped, not carried (vanished)."""
    for name in (p.name for p in FOLDER.glob("*.ts")):
        assert [m.source[:60] for m in read_ts(FOLDER / name) if not m.live] == [], name
