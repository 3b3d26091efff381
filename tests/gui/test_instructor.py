"""The instructor area (issue 9): closed to trainees; the class, one trainee, the library, results."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from trainer.curriculum.generate import generate
from trainer.gui.instructor.library_tab import Entry, LibraryTab
from trainer.gui.instructor.screen import InstructorScreen
from trainer.gui.main_window import MainWindow
from trainer.store import Answer, Role, SessionKind, Skill, Store
from trainer.store.sample import fill_attempts
from trainer.training import sources

NOW = datetime(2025, 3, 20, 12, tzinfo=UTC)
WINNER = Skill("holdem", "winner")
POTS = Skill("holdem", "pot-split")



@pytest.fixture
def store():
    s = Store.memory()
    yield s
    s.close()


@pytest.fixture
def boss(store):
    return store.add_trainee("Rui", Role.INSTRUCTOR, "s3cret!")


def record(store: Store, trainee_id, skill: Skill, correct: bool, time_ms: int, at: datetime = NOW,
           scenario=None, given=None, item_id: str = "item-1") -> None:
    session = store.start_session(trainee_id, SessionKind.DRILL, now=at)
    store.record_answer(session.id, Answer(item_id, skill.game, skill.task, scenario or {"game": skill.game},
                                           given or {}, correct, 1.0 if correct else 0.0, time_ms), now=at)


def open_screen(qtbot, store, instructor, size=(1280, 720), **kwargs) -> InstructorScreen:
    screen = InstructorScreen(store, instructor, **kwargs)
    qtbot.addWidget(screen)
    screen.resize(*size)
    with qtbot.waitExposed(screen):
        screen.show()
    return screen


# -- who may open it ---------------------------------------------------------------------------


def test_a_trainee_cannot_open_the_instructor_area(qtbot, store, boss):
    ana = store.add_trainee("Ana")
    with pytest.raises(PermissionError):
        InstructorScreen(store, ana)
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.show_home(ana)
    assert not window.home.screen_buttons["instructor"].isVisibleTo(window.home)
    window.open_screen("instructor")
    assert window.extra is None and window.stack.currentWidget() is window.home
    window.show_home(boss)  # an instructor may
    window.open_screen("instructor")
    assert isinstance(window.extra, InstructorScreen)
    window.extra.back.click()
    assert window.stack.currentWidget() is window.home


def test_the_app_starts_without_loading_pyqtgraph(tmp_path):
    code = textwrap.dedent(f"""
        import sys
        from PySide6.QtCore import QSettings
        QSettings.setDefaultFormat(QSettings.Format.IniFormat)
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, {str(tmp_path)!r})
        from trainer.gui.app import create_app
        app = create_app()
        import trainer.gui.main_window
        from trainer.store import Role, Store
        store = Store.memory()
        window = trainer.gui.main_window.MainWindow(store)
        window.show()
        window.show_home(store.add_trainee("Rui", Role.INSTRUCTOR, "s3cret!"))
        app.processEvents()
        print("pyqtgraph" in sys.modules)
    """)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"


# -- the class ---------------------------------------------------------------------------------


def test_the_class_table_shows_each_trainees_accuracy_and_median_time(qtbot, store, boss):
    ana, bea = store.add_trainee("Ana"), store.add_trainee("Bea")
    for correct, ms in [(True, 1000), (True, 2000), (False, 3000), (True, 4000)]:
        record(store, ana.id, WINNER, correct, ms)
    for correct, ms in [(False, 8000), (True, 10000)]:
        record(store, bea.id, WINNER, correct, ms)
    for correct in (True,) * 9 + (False,):
        record(store, bea.id, POTS, correct, 5000)
    screen = open_screen(qtbot, store, boss)
    tab = screen.class_tab
    tab.refresh(now=NOW + timedelta(days=1))
    model = tab.model
    names = [model.headerData(r, Qt.Orientation.Vertical) for r in range(model.rowCount())]
    assert names == ["Whole class", "Ana", "Bea"]  # the instructor answered nothing: not listed
    winner = model.skills.index(WINNER) + len(model.FIXED)

    def cell(row: int, column: int, role=Qt.ItemDataRole.DisplayRole):
        return model.data(model.index(row, column), role)

    assert cell(1, winner) == "75% · 2.5 s"
    assert cell(2, winner) == "50% · 9.0 s"
    assert cell(0, winner) == "67% · 3.5 s"  # 4 of 6, median of the six times
    assert cell(2, model.skills.index(POTS) + len(model.FIXED)) == "90% · 5.0 s"
    assert cell(1, model.FIXED.index("accuracy")) == "75%"
    assert cell(2, model.FIXED.index("answers")) == "12"
    assert cell(1, winner, Qt.ItemDataRole.BackgroundRole).color().name() == "#6b5414"  # amber
    assert cell(2, winner, Qt.ItemDataRole.BackgroundRole).color().name() == "#7b241c"  # red
    assert cell(2, model.skills.index(POTS) + len(model.FIXED),
                Qt.ItemDataRole.BackgroundRole).color().name() == "#1e5631"  # green
    assert cell(2, winner, Qt.ItemDataRole.FontRole).bold()  # 9.0 s > 1.5 × the class's 3.5 s
    assert cell(1, winner, Qt.ItemDataRole.FontRole) is None
    weakest = [tab.weakest_model.row(i).skill for i in range(tab.weakest_model.rowCount())]
    assert weakest == [WINNER, POTS]  # 67 % before 90 %
    # A window with no answers in it: only the whole-class row, empty.
    tab.refresh(now=NOW + timedelta(days=60))
    assert model.rowCount() == 3 and model.skills == [] and cell(0, 0) == "0"
    # Double-clicking a trainee opens them on the Trainee tab.
    tab.traineeActivated.emit(bea)
    assert screen.tabs.currentWidget() is screen.trainee_tab and screen.trainee_tab.trainee.id == bea.id


def test_the_class_tables_columns_fit_the_texts_the_view_draws(qtbot, store, boss):
    """The class model gives its cells' texts to the column fitting straight from its rows (issue
    33 item 7); they are the texts and fonts ``data`` gives the view, and each column is at least
    as wide as its widest text."""
    from trainer.gui.common.columns_model import ColumnsModel

    ana, bea = store.add_trainee("Ana"), store.add_trainee("Bea")
    for correct, ms in [(True, 1000), (True, 2000), (False, 3000), (True, 4000)]:
        record(store, ana.id, WINNER, correct, ms)
    for correct, ms in [(False, 80_000), (True, 100_000)]:  # slow: bold in Bea's cell
        record(store, bea.id, WINNER, correct, ms)
    record(store, bea.id, POTS, True, 5000)
    tab = open_screen(qtbot, store, boss).class_tab
    tab.refresh(now=NOW + timedelta(days=1))
    model = tab.model
    assert model.columnCount() == len(model.FIXED) + 2
    bold_cells = 0
    for column in range(model.columnCount()):
        fast = list(model.column_texts(column))
        assert fast == list(ColumnsModel.column_texts(model, column))  # through data(): the same
        bold_cells += sum(heavy for _row, _text, heavy in fast)
        widest = max(tab.table.fontMetrics().horizontalAdvance(text) for _row, text, _heavy in fast)
        assert tab.table.columnWidth(column) >= widest
    assert bold_cells == 1  # Bea's hold'em winner cell


@pytest.mark.parametrize("count", [0, 1, 10_000])
def test_every_tab_renders_with_0_1_and_10000_answers(qtbot, store, boss, count, tmp_path):
    if count == 1:
        record(store, store.add_trainee("Ana").id, WINNER, True, 4000)
    elif count:
        fill_attempts(store, count, trainees=20)
    (tmp_path / "holdem").mkdir()
    lesson = sources.shipped_lessons()[0]
    Path(tmp_path / "holdem" / "one.yaml").write_text(Path(lesson.file).read_text(encoding="utf-8"),
                                                      encoding="utf-8")
    screen = open_screen(qtbot, store, boss, lessons_folder=tmp_path)
    screen.class_tab.period.setCurrentIndex(screen.class_tab.period.findData(None))  # all time
    model = screen.class_tab.model
    assert model.rowCount() == 1 + (20 if count > 1 else count)
    assert model.data(model.index(0, model.FIXED.index("answers"))) == str(count)
    for i in range(screen.tabs.count()):
        screen.tabs.setCurrentIndex(i)
        assert not screen.grab().isNull()
    for page in range(screen.trainee_tab.pages.count()):
        screen.tabs.setCurrentWidget(screen.trainee_tab)
        screen.trainee_tab.pages.setCurrentIndex(page)
        assert not screen.grab().isNull()
    charts = screen.trainee_tab.progress.charts
    assert charts.accuracy.is_empty() == (count == 0)
    screen.retranslate_ui()
    assert screen.tabs.tabText(0) == "Class"


# -- one trainee -------------------------------------------------------------------------------


def test_a_mistake_replays_on_the_table_with_the_engines_answer(qtbot, store, boss):
    ana = store.add_trainee("Ana")
    question = generate("holdem", "pot-split", 1, 11, {"side_pots": 1})[0]
    record(store, ana.id, POTS, False, 7000, NOW, dict(question.scenario), {"pots": [], "paid": {}},
           question.item_id)
    record(store, ana.id, WINNER, False, 3000, NOW + timedelta(minutes=1), {"sample": True})  # not a table
    screen = open_screen(qtbot, store, boss)
    screen.show_trainee(ana)
    tab = screen.trainee_tab
    tab.pages.setCurrentIndex(1)
    assert tab.mistakes_model.rowCount() == 2
    assert tab.replay_mistake(1)  # oldest last
    replay = tab.replay
    seats = {s["seat"] for s in question.scenario["seats"]}
    assert set(replay.table.occupied_seats()) == seats
    assert len(replay.table.pot_items()) == len(question.answer["pots"])  # the engine's pots drawn
    text = replay.explanation.toPlainText()
    assert "Not answered: no marks." in text  # nothing in the stored answer's pots
    assert "The engine’s answer" in text and "The trainee’s answer" in text
    assert "Why:" in text
    assert "Pots and payouts" in replay.heading.text()
    assert not screen.grab().isNull()
    assert not tab.replay_mistake(0)  # a stored scenario that is not a table: said, not raised
    assert "cannot be replayed" in replay.explanation.toPlainText()
    assert replay.table.occupied_seats() == [] and not replay.table.isVisibleTo(replay)


def test_a_lesson_item_replays_from_its_lesson(qtbot, store, boss):
    ana = store.add_trainee("Ana")
    lesson = next(x for x in sources.shipped_lessons() if any(i.task == "procedure" for i in x.items))
    question = next(q for q in lesson.questions() if q.task == "procedure")
    wrong = (question.answer["choice"] + 1) % len(question.choices)
    record(store, ana.id, Skill(lesson.game, "procedure"), False, 5000, NOW, dict(question.scenario),
           {"choice": wrong}, question.item_id)
    screen = open_screen(qtbot, store, boss)
    screen.show_trainee(ana)
    assert screen.trainee_tab.replay_mistake(0)
    assert not screen.trainee_tab.replay.table.isVisibleTo(screen.trainee_tab.replay)  # words only
    text = screen.trainee_tab.replay.explanation.toPlainText()
    assert question.choices[question.answer["choice"]] in text  # the right choice, from the lesson
    assert " ".join(question.prompt.split()) in " ".join(text.split())


def test_an_exam_result_is_listed_and_its_report_saved(qtbot, store, boss, tmp_path):
    from trainer.training.exam import ExamSession, shipped_exams

    ana = store.add_trainee("Ana")
    session = ExamSession.start(store, ana.id, shipped_exams()[0], seed=5)
    session.save({}, 0)
    outcome = session.submit()
    screen = open_screen(qtbot, store, boss)
    screen.show_trainee(ana)
    tab = screen.trainee_tab
    tab.pages.setCurrentIndex(2)
    assert tab.exams_model.rowCount() == 1
    model = tab.exams_model
    assert model.data(model.index(0, 1)) == shipped_exams()[0].title
    assert model.data(model.index(0, 3)) == "failed — practice only"  # unsigned (issue 31 X11)
    assert not tab.report_button.isEnabled()
    tab.exams.selectRow(0)
    assert tab.report_button.isEnabled() and outcome.code in tab.exam_status.text()
    target = tmp_path / "report.pdf"
    assert tab.save_report(target, tab.selected_exam())
    assert target.read_bytes().startswith(b"%PDF") and str(target) in tab.exam_status.text()
    assert not tab.save_report(tmp_path / "no-such-folder" / "r.pdf", tab.selected_exam())
    assert "could not be saved" in tab.exam_status.text()


# -- the library -------------------------------------------------------------------------------


def _entries(tab: LibraryTab, kind: str) -> list[tuple[str, Entry]]:
    out = []

    def walk(node):
        entry = node.data(0, Qt.ItemDataRole.UserRole)
        if entry is not None and entry.kind == kind:
            out.append((node.text(0), entry))
        for i in range(node.childCount()):
            walk(node.child(i))

    for i in range(tab.tree.topLevelItemCount()):
        walk(tab.tree.topLevelItem(i))
    return out


def test_the_library_lists_every_shipped_lesson_and_exam(qtbot):
    from trainer.training.exam import shipped_exams

    tab = LibraryTab()
    qtbot.addWidget(tab)
    tab.load()
    lessons = {e.lesson.id for _t, e in _entries(tab, "lesson")}
    assert lessons == {x.id for x in sources.shipped_lessons()}
    exams = {e.definition.id for _t, e in _entries(tab, "exam")}
    assert exams == {d.id for d in shipped_exams()}
    assert _entries(tab, "problem") == []
    assert f"Lessons: {len(lessons)}, with problems: 0" in tab.summary.text()


BROKEN = """\
id: broken-lesson
title: A lesson with a bad card
game: holdem
skills: [winner]
intro: Who wins?
items:
  - id: bad-card
    task: winner
    scenario:
      marker: 2
      board: [Ah, Kh, Qh, Jh, 1x]
      seats:
        - {seat: 1, cards: [2c, 3d], committed: 10}
        - {seat: 2, cards: [4c, 5d], committed: 10}
        - {seat: 3, committed: 5, folded: true}
        - {seat: 4, committed: 0, folded: true}
"""

GOOD = """\
id: good-lesson
title: A good lesson
game: holdem
skills: [winner]
intro: Who wins?
items:
  - id: flush-wins
    task: winner
    scenario:
      marker: 2
      board: [Ah, Kh, 7h, 4c, 2d]
      seats:
        - {seat: 1, cards: [3h, 9h], committed: 10}
        - {seat: 2, cards: [As, Ad], committed: 10}
        - {seat: 3, committed: 5, folded: true}
        - {seat: 4, committed: 0, folded: true}
  - generate: {task: winner, count: 3, seed: 4}
"""


def test_the_library_shows_a_broken_lessons_problems_with_file_and_line(qtbot, tmp_path):
    (tmp_path / "holdem").mkdir()
    (tmp_path / "exams").mkdir()
    (tmp_path / "holdem" / "broken.yaml").write_text(BROKEN, encoding="utf-8")
    (tmp_path / "holdem" / "good.yaml").write_text(GOOD, encoding="utf-8")
    (tmp_path / "exams" / "bad-exam.yaml").write_text("id: x\ntitle: X\ngame: holdem\nitems: 2\n",
                                                      encoding="utf-8")
    tab = LibraryTab(tmp_path)
    qtbot.addWidget(tab)
    tab.resize(1280, 700)
    with qtbot.waitExposed(tab):
        tab.show()  # the first showing checks the files, off the GUI thread (issue 33 item 7)
    assert tab.loaded
    qtbot.waitUntil(lambda: not tab.pending())
    problems = [text for text, _e in _entries(tab, "problem")]
    assert any(t.startswith("holdem/broken.yaml:11: ") and "1x" in t for t in problems), problems
    assert any(t.startswith("exams/bad-exam.yaml") for t in problems), problems
    assert "Lessons: 2, with problems: 1 · exams: 1, with problems: 1" in tab.summary.text()
    # Picking a problem says where it is.
    node = next(n for n in tab.tree.findItems("broken.yaml", Qt.MatchFlag.MatchContains | Qt.MatchFlag.MatchRecursive))
    problem = node.child(0)
    tab.tree.setCurrentItem(problem)
    assert "broken.yaml:11" in tab.preview.heading.text()
    # A good item previews on the table with the engine's answer.
    item = next(n for n in tab.tree.findItems("flush-wins", Qt.MatchFlag.MatchContains | Qt.MatchFlag.MatchRecursive))
    tab.tree.setCurrentItem(item)
    assert tab.preview.table.occupied_seats() == [1, 2, 3, 4]  # seats 3 and 4 folded (R0-5: dealt to four)
    assert tab.preview.table.badges() == {1: "✓"}  # seat 1's flush wins
    assert "The engine’s answer" in tab.preview.explanation.toPlainText()
    # A generated block draws its items when opened.
    block = next(n for n in tab.tree.findItems("Generated", Qt.MatchFlag.MatchContains | Qt.MatchFlag.MatchRecursive))
    block.setExpanded(True)
    assert block.childCount() == 3
    tab.tree.setCurrentItem(block.child(2))
    assert tab.preview.table.occupied_seats()
    assert not tab.grab().isNull()


def test_an_exam_opens_to_a_sample_of_its_items(qtbot):
    tab = LibraryTab()
    qtbot.addWidget(tab)
    tab.load()
    title, _entry = _entries(tab, "exam")[0]
    node = next(n for n in tab.tree.findItems(title, Qt.MatchFlag.MatchExactly | Qt.MatchFlag.MatchRecursive))
    node.setExpanded(True)
    assert node.childCount() == _entry.definition.items
    tab.tree.setCurrentItem(node.child(0))
    assert tab.preview.question is not None


# -- import and export -------------------------------------------------------------------------


def test_results_round_trip_through_the_results_tab(qtbot, store, boss, tmp_path):
    ana = store.add_trainee("Ana")
    for i in range(5):
        record(store, ana.id, WINNER, i % 2 == 0, 3000 + i, NOW + timedelta(minutes=i), item_id=f"i-{i}")
    screen = open_screen(qtbot, store, boss)
    results = screen.results_tab
    jsonl, csv_file = tmp_path / "out.jsonl", tmp_path / "out.csv"
    assert results.export_file(jsonl, "jsonl").attempts == 5
    assert str(jsonl) in results.last_line
    assert results.export_file(csv_file, "csv").attempts == 5
    lines = csv_file.read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("record,trainee,date/time") and len(lines) == 6
    assert all(line.startswith("attempt,") for line in lines[1:])

    with Store.memory() as other:
        other_boss = other.add_trainee("Eva", Role.INSTRUCTOR, "s3cret!")
        other_screen = open_screen(qtbot, other, other_boss)
        summary = other_screen.results_tab.import_file(jsonl)
        assert summary is not None and summary.attempts_added == 5 and summary.trainees_added == 1
        assert other_screen.results_tab.last_line == f"Imported: {summary.line()}"
        # The other tabs read the records again: Ana is now in the class.
        names = [other_screen.class_tab.model.headerData(r, Qt.Orientation.Vertical)
                 for r in range(other_screen.class_tab.model.rowCount())]
        assert "Ana" in names
        assert other_screen.results_tab.who.findText("Ana") >= 0
        again = other_screen.results_tab.import_file(jsonl)
        assert again is not None and again.attempts_added == 0 and again.attempts_present == 5
        assert other_screen.results_tab.import_file(csv_file) is None  # CSV is for spreadsheets
        assert other_screen.results_tab.last_line.startswith("Nothing imported from out.csv")
        assert len(other.attempts()) == 5


def test_export_of_one_trainee_and_a_window(qtbot, store, boss, tmp_path):
    ana, bea = store.add_trainee("Ana"), store.add_trainee("Bea")
    record(store, ana.id, WINNER, True, 3000, NOW - timedelta(days=40))
    record(store, ana.id, WINNER, True, 3000, NOW)
    record(store, bea.id, WINNER, True, 3000, NOW)
    screen = open_screen(qtbot, store, boss)
    results = screen.results_tab
    results.who.setCurrentIndex(results.who.findText("Ana"))
    results.period.setCurrentIndex(results.period.findData(30))
    assert results.export_file(tmp_path / "ana.csv", "csv", now=NOW + timedelta(hours=1)).attempts == 1
    assert results.export_file(tmp_path / "no-such" / "x.csv", "csv") is None
    assert results.last_line.startswith("Nothing exported")


def test_clicking_a_trainees_name_opens_him(qtbot, store, boss):
    """Issue 17 item 16: the name in the row header opens the trainee, as a double-click does."""
    ana = store.add_trainee("Ana")
    record(store, ana.id, WINNER, True, 3000)
    screen = open_screen(qtbot, store, boss)
    tab = screen.class_tab
    tab.refresh(now=NOW + timedelta(days=1))
    row = next(r for r in range(tab.model.rowCount())
               if tab.model.headerData(r, Qt.Orientation.Vertical) == "Ana")
    with qtbot.waitSignal(tab.traineeActivated, timeout=1000) as signal:
        tab.table.verticalHeader().sectionClicked.emit(row)
    assert signal.args[0].name == "Ana"
    assert screen.tabs.currentWidget() is screen.trainee_tab
