"""Every string the app looks up is in the catalogue lupdate wrote (issue 19 item 1): the
screens, a question of every skill with its feedback, the summary, the progress, exam and
instructor screens are run with a translator that records each lookup — (context, text,
comment) — and each must be a message of trainer_pt.ts.  A string held in a variable and
translated later without a marker (QT_TRANSLATE_NOOP), or looked up in another context than
the one lupdate saw, fails here."""

from __future__ import annotations

import ast
import importlib
import inspect
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QTranslator

from trainer import i18n
from trainer.gui import translation
from trainer.gui.main_window import MainWindow
from trainer.store import Role
from trainer.training import sources
from trainer.translations import code_ts, read_ts

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "trainer"


class RecordingTranslator(QTranslator):
    def __init__(self) -> None:
        super().__init__()
        self.seen: set[tuple[str, str, str, bool]] = set()

    def translate(self, context, source, disambiguation=None, n=-1):
        self.seen.add((context or "", source or "", disambiguation or "", n >= 0))
        return None  # not found: the next translator, or the source


def _qt_classes() -> dict[str, list[str]]:
    """Every QObject class of the package by name, with the names of its MRO."""
    found: dict[str, list[str]] = {}
    for path in sorted((PACKAGE / "gui").rglob("*.py")):
        module_name = ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        names = {n.name for n in ast.walk(ast.parse(path.read_text(encoding="utf-8"))) if isinstance(n, ast.ClassDef)}
        if not names:
            continue
        module = importlib.import_module(module_name)
        for name in names:
            cls = getattr(module, name, None)
            if inspect.isclass(cls) and issubclass(cls, QObject):
                found[name] = [c.__name__ for c in cls.__mro__]
    return found


def unextracted(seen: set[tuple[str, str, str, bool]], catalogue: set[tuple[tuple[str, str, str], bool]],
                classes: dict[str, list[str]]) -> list[tuple[str, str, str]]:
    """The lookups of our code (context "" or one of our classes) the catalogue does not hold.

    PySide6's ``self.tr`` tries the instance's class, then each base class in turn, so one call
    on a panel is seen as lookups in the panel's context and its bases': a lookup is extracted
    when a class above or below its context in the hierarchy holds it."""
    keys = {key: numerus for key, numerus in catalogue}
    ours = {context for (context, _s, _c), _n in catalogue} | set(classes)
    wrong = []
    for context, source, comment, plural in sorted(seen):
        if context == i18n.LESSON_CONTEXT or (context and context not in ours) or not source:
            continue
        related = {context, *classes.get(context, [])} | {name for name, mro in classes.items() if context in mro}
        if not any(keys.get((c, source, comment)) is plural for c in related):
            wrong.append((context, source, comment))
    return wrong


@pytest.fixture
def recorder(qapp, monkeypatch, tmp_path):
    monkeypatch.setattr(translation, "translations_dir", lambda: tmp_path)  # no catalogue: English words
    translation.use_language("en")
    rec = RecordingTranslator()
    qapp.installTranslator(rec)
    yield rec
    qapp.removeTranslator(rec)
    translation.use_language("en")


def test_the_recorder_catches_a_string_passed_to_tr_in_a_variable(recorder):
    class_names = {"SkillsModel": ["SkillsModel", "ColumnsModel", "QAbstractTableModel", "QObject"],
                   "ColumnsModel": ["ColumnsModel", "QAbstractTableModel", "QObject"]}
    catalogue = {(("", "Who wins?", ""), False), (("SkillsModel", "Game", ""), False)}
    seen = {("", "Who wins?", "", False), ("SkillsModel", "Game", "", False), ("SkillsModel", "Who wins?", "", False),
            ("", "Who shows first?", "", False), ("QWidget", "Game", "", False), ("", "%n items", "", True),
            ("ColumnsModel", "Game", "", False)}  # PySide6's walk up from SkillsModel
    assert unextracted(seen, catalogue, class_names) == [
        ("", "%n items", ""), ("", "Who shows first?", ""), ("SkillsModel", "Who wins?", "")]


def _sampled_skills() -> set[str]:
    """One skill of every task, the games taken in turn so each game is among them: the
    fast loop's share of the catalogue; the slow test runs the rest."""
    skills = sources.catalogue()
    games = list(dict.fromkeys(s.game for s in skills))
    chosen: set[str] = set()
    for n, task in enumerate(sorted({s.task for s in skills})):
        offered = [s.game for s in skills if s.task == task]
        turn = games[n % len(games):] + games[:n % len(games)]
        chosen.add(f"{next(g for g in turn if g in offered)}/{task}")
    return chosen


def _skills(sampled: bool) -> list:
    keep = _sampled_skills()
    return [s for s in sources.catalogue() if (f"{s.game}/{s.task}" in keep) == sampled]


def test_the_sample_of_skills_has_every_task_and_every_game():
    sample = _skills(sampled=True)
    assert {s.task for s in sample} == {s.task for s in sources.catalogue()}
    assert {s.game for s in sample} == {s.game for s in sources.catalogue()}
    assert len(sample) + len(_skills(sampled=False)) == len(sources.catalogue())


@pytest.mark.parametrize("sampled", [pytest.param(True, id="one-skill-of-each-task"),
                                     pytest.param(False, id="the-other-skills", marks=pytest.mark.slow)])
def test_every_string_looked_up_on_the_screens_is_in_the_catalogue(qtbot, store, recorder, sampled):
    """The screens with a question of every skill: the fast loop asks one skill of each task
    (every task's panel and feedback, every game's table), the slow run the other skills."""
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    window.signin.new_name.setText("Ana")
    window.signin.create_trainee()
    ana = store.find_trainee("Ana")
    for skill in _skills(sampled):
        window.show_home(ana)
        window.home._start_free(skill.game, skill.task, 1, {})
        if window.drill.drill is None or window.drill.drill.current is None:
            continue
        window.drill.submit()  # whatever the panel holds: graded, the feedback and its steps drawn
        window.set_language("pt")  # the screen re-translated, feedback included
        window.set_language("en")
        window.drill.end_session()
    lesson = next(info for info in sources.lesson_index())
    window.show_home(ana)
    window.home._start_lesson(next(window.home.lessons.topLevelItem(0).child(i)
                                   for i in range(window.home.lessons.topLevelItem(0).childCount())
                                   if window.home.lessons.topLevelItem(0).child(i).data(0, 256).path == lesson.path))
    window.show_home(ana)
    for key in ("progress", "exams"):
        window.open_screen(key)
    rui = store.add_trainee("Rui", Role.INSTRUCTOR, "s3cret!!")
    window.show_home(rui)
    window.open_screen("instructor")
    extra = window.extra
    if hasattr(extra, "tabs"):
        for i in range(extra.tabs.count()):
            extra.tabs.setCurrentIndex(i)
    window.set_language("pt")
    window.set_language("en")
    window.sign_out()

    catalogue = {(m.key, m.numerus) for m in read_ts(code_ts("pt", ROOT / "assets" / "translations")) if m.live}
    assert len(recorder.seen) > 300
    assert unextracted(recorder.seen, catalogue, _qt_classes()) == []


EXAM = """\
id: words
title: "Hold'em: the words of an exam"
game: holdem
items: 3
time_limit: 10
pass_mark: 80
attempts_allowed: 2
review: after-submit
skills:
  - {task: winner, count: 2}
  - {task: procedure, count: 1}
"""


def test_every_string_looked_up_in_an_exam_its_result_review_and_report_is_in_the_catalogue(
        qtbot, store, recorder):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    from trainer.curriculum.exam import check_exam_text
    from trainer.gui.exam import ExamScreen
    from trainer.gui.report import report_html

    definition, problems = check_exam_text(EXAM, "words.yaml")
    assert problems == [] and definition is not None
    ana = store.add_trainee("Ana")
    screen = ExamScreen(store, ana, definitions=(definition,))
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    screen.show()
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    qtbot.keyClick(screen.exam_list, Qt.Key.Key_Return)
    qtbot.mouseClick(screen.confirm.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    for i in range(screen.session.total):
        screen.go(i)
    translation.use_language("pt")
    screen.retranslate_ui()
    screen.ask_submit()
    qtbot.mouseClick(screen.confirm.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    screen.show_review()
    report_html(store, screen.outcome.exam.id)
    screen.retranslate_ui()

    catalogue = {(m.key, m.numerus) for m in read_ts(code_ts("pt", ROOT / "assets" / "translations")) if m.live}
    assert unextracted(recorder.seen, catalogue, _qt_classes()) == []
