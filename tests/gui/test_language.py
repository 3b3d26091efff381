"""The app in three languages, chosen per trainee and switched at once (issue 19)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import UTC, date, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from trainer import i18n, translations
from trainer.gui import translation
from trainer.store import Role

from .language_fixtures import CHINESE, PORTUGUESE, build_qm

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def small_catalogues(tmp_path, monkeypatch, qapp) -> Iterator[Path]:
    """trainer_pt/zh_Hant .qm from language_fixtures, read by the app in place of the shipped
    ones; English again after the test."""
    from trainer.gui import translation

    folder = tmp_path / "translations"
    folder.mkdir()
    build_qm(folder, "trainer_pt", "pt_PT", PORTUGUESE)
    build_qm(folder, "lessons_pt", "pt_PT", {"lesson": {"Hold'em: who wins the pot?": "Hold'em: quem ganha o pote?"}})
    build_qm(folder, "trainer_zh_Hant", "zh_TW", CHINESE)
    monkeypatch.setattr(translation, "translations_dir", lambda: folder)
    yield folder
    translation.use_language("en")


def _pick(box, code: str) -> None:
    box.setCurrentIndex(box.findData(code))


def test_self_tr_in_a_subclass_reads_the_context_lupdate_wrote_for_its_class(tmp_path, qapp):
    source = tmp_path / "lexical_panels.py"
    source.write_text(
        "from PySide6.QtWidgets import QWidget\n\n\n"
        "class BasePanel(QWidget):\n"
        "    def caption(self):\n"
        "        return self.tr('Who wins?')\n\n\n"
        "class WinnerPanel(BasePanel):\n"
        "    def own(self):\n"
        "        return self.tr('Pick the seats')\n", encoding="utf-8")
    ts = tmp_path / "lexical_pt.ts"
    subprocess.run([translations.qt_tool("lupdate"), "-silent", str(source), "-ts", str(ts)], check=True)
    keys = {m.key for m in translations.read_ts(ts)}
    assert keys == {("BasePanel", "Who wins?", ""), ("WinnerPanel", "Pick the seats", "")}
    qm = build_qm(tmp_path, "lexical_built", "pt_PT", {"BasePanel": {"Who wins?": "Quem ganha?"},
                                                       "WinnerPanel": {"Pick the seats": "Escolha os lugares"}})
    spec = importlib.util.spec_from_file_location("lexical_panels", source)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load(str(qm))
    qapp.installTranslator(translator)
    try:
        panel = module.WinnerPanel()
        assert panel.caption() == "Quem ganha?"  # called on the subclass: the base's context still found
        assert panel.own() == "Escolha os lugares"
        assert module.BasePanel().caption() == "Quem ganha?"
    finally:
        qapp.removeTranslator(translator)


def test_i18n_tr_looks_up_context_empty_with_its_disambiguation(small_catalogues):
    translation.use_language("pt")
    assert i18n.tr("Commission") == "Comissão"
    assert i18n.tr("Hold'em", "game") == "Hold'em (PT)" and i18n.tr("Hold'em") == "Hold'em"
    assert i18n.lesson_text("Hold'em: who wins the pot?") == "Hold'em: quem ganha o pote?"
    assert i18n.number(12345) == "12.345"
    translation.use_language("en")
    assert i18n.tr("Commission") == "Commission" and i18n.number(12345) == "12,345"


def test_switching_on_home_changes_the_visible_text_at_once_and_is_kept_for_the_trainee(
        qtbot, window, store, small_catalogues):
    ana = store.add_trainee("Ana")
    window.show_home(ana)
    home = window.home
    assert home.sign_out.text() == "Sign &out" and home.lessons_box.title() == "Lessons"
    _pick(home.language, "pt")
    assert home.sign_out.text() == "Sai&r" and home.lessons_box.title() == "Lições"
    assert window.signin.pick_box.title() == "Quem vai treinar?"  # the screens not shown too
    assert store.trainee_language(ana.id) == "pt"
    commission = next(r for r in range(home.skills_model.rowCount())
                      if home.skills_model.rows[r].skill.task == "commission")
    assert home.skills_model.index(commission, 1).data() == "Comissão"
    home.game.setCurrentIndex(home.game.findData("holdem"))
    home.task.setCurrentIndex(home.task.findData("commission"))
    _pick(home.language, "en")
    _pick(home.language, "pt")  # the free drill's choices are re-named and kept
    assert home.game.currentText() == "Hold'em (PT)" and home.task.currentText() == "Comissão"
    _pick(home.language, "zh_Hant")
    assert home.sign_out.text() == "登出(&O)" and home.lessons_box.title() == "課程"
    _pick(home.language, "en")
    assert home.sign_out.text() == "Sign &out"


def test_switching_during_a_drill_keeps_the_question_its_clock_and_what_was_typed(
        qtbot, window, store, small_catalogues):
    window.show_home(store.add_trainee("Ana"))
    window.home._start_free("holdem", "commission", 3, {})
    drill, screen = window.drill.drill, window.drill
    panel = screen.panel
    assert drill is not None and panel is not None and screen.end_button.text() == "End (Esc)"
    panel.spin.setValue(35)
    question, index, answer = drill.current, drill.index, panel.answer()
    now = [drill.clock() + 30.0]  # the question on the screen for half a minute (the clock stops there)
    drill.clock = lambda: now[0]
    before = drill.elapsed_ms()
    assert before >= 30_000
    window.set_language("pt")
    assert screen.end_button.text() == "Terminar (Esc)" and screen.submit_button.text() == "Enviar (Enter)"
    assert panel._title.text() == "COMISSÃO"
    assert panel._prompt.text() == "Quanto leva a casa de comissão nesta mão?"  # the question re-worded
    assert screen.panel is panel and drill.current is question and drill.index == index
    assert panel.answer() == answer and panel.spin.value() == 35
    assert drill.elapsed_ms() >= before and screen.timer.isActive() and not drill.answered_current


def test_an_amount_field_groups_as_the_language_writes_numbers(qtbot, small_catalogues):
    from trainer.gui.panels.widgets import chip_spin

    shown = {}
    for language in ("en", "pt", "zh_Hant"):
        translation.use_language(language)
        spin = chip_spin()
        qtbot.addWidget(spin)
        spin.setValue(12345)
        shown[language] = (spin.text(), i18n.number(12345))
    assert shown == {"en": ("12,345", "12,345"), "pt": ("12.345", "12.345"), "zh_Hant": ("12,345", "12,345")}


def test_the_language_picked_before_signing_in_becomes_the_trainees_and_comes_back(
        qtbot, window, store, small_catalogues):
    store.add_trainee("Ana")
    bea = store.add_trainee("Bea")
    store.add_trainee("Rui", Role.INSTRUCTOR, "s3cret!!")
    signin = window.signin
    signin.refresh()
    signin.trainees.setCurrentRow(1)
    _pick(signin.language, "pt")
    assert signin.pick_box.title() == "Quem vai treinar?"  # at once, before anyone signs in
    assert signin.trainees.item(2).text() == "Rui (instrutor)" and signin.trainees.currentRow() == 1
    signin.trainees.setCurrentRow(next(i for i in range(signin.trainees.count())
                                       if signin.trainees.item(i).text() == "Ana"))
    signin.sign_in()
    ana = store.find_trainee("Ana")
    assert store.trainee_language(ana.id) == "pt" and window.home.language.currentData() == "pt"
    assert window.home.sign_out.text() == "Sai&r"
    window.sign_out()
    assert translation.current_language() == translation.system_language()
    window.show_home(bea)  # signed in by the bench path: no choice made, the default stays
    assert store.trainee_language(bea.id) is None
    window.sign_out()
    signin.trainees.setCurrentRow(next(i for i in range(signin.trainees.count())
                                       if signin.trainees.item(i).text() == "Ana"))
    signin.sign_in()
    assert translation.current_language() == "pt" and window.home.sign_out.text() == "Sai&r"


def test_an_instructor_switches_too(qtbot, window, store, small_catalogues):
    rui = store.add_trainee("Rui", Role.INSTRUCTOR, "s3cret!!")
    window.show_home(rui)
    _pick(window.home.language, "zh_Hant")
    assert store.trainee_language(rui.id) == "zh_Hant" and window.home.sign_out.text() == "登出(&O)"


def test_plurals_read_right_for_one_and_many_in_english(qapp, monkeypatch):
    monkeypatch.setattr(translation, "translations_dir", lambda: ROOT / "assets" / "translations")
    translation.use_language("pt")  # then English again: its plural forms are loaded
    translation.use_language("en")
    assert QCoreApplication.translate("LibraryTab", "%n items", None, 1) == "1 item"
    assert QCoreApplication.translate("LibraryTab", "%n items", None, 12) == "12 items"
    assert i18n.tr("All %n attempts at this exam have been used.", None, 1) == \
        "The only attempt at this exam has been used."
    assert i18n.tr("All %n attempts at this exam have been used.", None, 2) == \
        "All 2 attempts at this exam have been used."


def test_qts_own_words_follow_the_language_where_pyside6_ships_them(qapp, monkeypatch, tmp_path):
    monkeypatch.setattr(translation, "translations_dir", lambda: tmp_path)
    translation.use_language("zh_Hant")
    try:
        cancel = QCoreApplication.translate("QPlatformTheme", "Cancel")
        qt_dir = Path(translation.QLibraryInfo.path(translation.QLibraryInfo.LibraryPath.TranslationsPath))
        if (qt_dir / "qtbase_zh_TW.qm").exists():
            assert cancel != "Cancel"
        assert QLocale().script() == QLocale.Script.TraditionalChineseScript
    finally:
        translation.use_language("en")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_u20_dates_are_macau_s_in_every_language_never_us(qapp, tmp_path, monkeypatch):
    """The instructor area wrote 11/29/2026 12:46 AM in English: every language writes Macau's
    day/month/year and the 24-hour clock, through the one function."""
    monkeypatch.setattr(translation, "translations_dir", lambda: tmp_path)
    monkeypatch.setenv("TZ", "Asia/Macau")
    time.tzset()
    day = date(2026, 11, 25)
    moment = datetime(2026, 11, 28, 16, 46, 5, tzinfo=UTC)  # 00:46 on the 29th in Macau
    shown = {}
    try:
        for language in ("en", "pt", "zh_Hant"):
            translation.use_language(language)
            shown[language] = (translation.date_text(day), translation.date_time_text(moment))
    finally:
        translation.use_language("en")
        monkeypatch.undo()
        time.tzset()
    assert set(shown.values()) == {("25/11/2026", "29/11/2026 00:46")}
    assert translation.date_text(None) == "—" and translation.date_time_text(None) == "—"


def test_the_cli_translates_from_the_ts_files_without_loading_qt(tmp_path):
    script = (
        "import sys\n"
        "from trainer import translations, i18n\n"
        "print(translations.install_without_qt('pt'))\n"
        "print(i18n.tr('All %n attempts at this exam have been used.', None, 1))\n"
        "from trainer.cli import main\n"
        "main(['solve', sys.argv[1]])\n"
        "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt loaded'\n"
    )
    scenario = ROOT / "tests" / "data" / "holdem_two_pair.yaml"
    done = subprocess.run([sys.executable, "-c", script, str(scenario)], capture_output=True, text=True,
                          cwd=ROOT, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == "pt"


def test_a_lessons_own_words_are_shown_through_the_lessons_catalogue(qtbot, window, store, small_catalogues):
    """Title, intro, prompt, choices and explanation of a written question, in the chosen language."""
    import yaml

    from trainer.gui.panels.widgets import OptionButton
    from trainer.translations import lesson_strings, shown_form

    path = ROOT / "lessons" / "procedure" / "holdem.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    catalogue = {"lesson": {text: f"PT〈{shown_form(text)}〉" for text in lesson_strings(data)}}
    build_qm(small_catalogues, "lessons_pt", "pt_PT", catalogue)
    ana = store.add_trainee("Ana")
    window.show_home(ana)
    _pick(window.home.language, "pt")
    home = window.home
    titles = [home.lessons.topLevelItem(i).child(j).text(0) for i in range(home.lessons.topLevelItemCount())
              for j in range(home.lessons.topLevelItem(i).childCount())]
    assert f"PT〈{data['title']}〉" in titles
    from trainer.curriculum.lesson import load_lesson
    from trainer.gui.home.screen import DrillRequest
    from trainer.store import SessionKind
    from trainer.training import sources

    lesson = load_lesson(path)
    window.start(DrillRequest(i18n.lesson_text(lesson.title), sources.lesson_questions(lesson)[:1],
                              SessionKind.LESSON, lesson.id))
    screen = window.drill
    assert screen.intro_page.heading.text() == f"PT〈{data['title']}〉"  # the intro's words too:
    assert "PT〈" in screen.intro_page.text.toPlainText()
    screen.close_intro()
    question = screen.drill.current
    panel = screen.panel
    assert panel._prompt.text() == f"PT〈{question.prompt}〉"
    shown = sorted(b.text.text() for b in panel.findChildren(OptionButton))
    assert shown == sorted(f"PT〈{c}〉" for c in question.choices)
    screen.submit()
    explanation = screen.explanation.toPlainText()
    item = next(i for i in data["items"] if shown_form(i.get("question", "")) == shown_form(question.prompt))
    assert item.get("explain") and f"PT〈{shown_form(item['explain'])}〉" in shown_form(explanation)


def test_a_language_s_catalogues_are_read_once_a_process_a_switch_back_reads_none(qapp, monkeypatch):
    """Issue 36: the shipped catalogues of a language are loaded at its first use; switching back
    to it installs the translators already loaded, and the words are that language's."""
    from PySide6.QtCore import QTranslator

    loads: list[str] = []
    real = QTranslator.load
    monkeypatch.setattr(QTranslator, "load", lambda self, path, *a: loads.append(str(path)) or real(self, path, *a))
    monkeypatch.setattr(translation, "_loaded", {})
    try:
        for code in ("pt", "en", "pt", "zh_Hant", "pt"):
            translation.use_language(code)
        assert QCoreApplication.translate("TableView", "Seat {number}") == "Lugar {number}"
        names = [Path(p).name for p in loads]
        assert names.count("trainer_pt.qm") == 1 and names.count("trainer_zh_Hant.qm") == 1
        assert names.count("trainer_en.qm") <= 1
    finally:
        translation.use_language("en")
