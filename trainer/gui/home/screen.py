"""Home: the skills catalogue with recent accuracy and what is due, the lessons,
"practice what's due", and a free drill picker."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QModelIndex, QObject, QSignalBlocker, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer import i18n
from trainer.engine.rulesets import GAMES
from trainer.gui import translation
from trainer.gui.common import prefs
from trainer.gui.common.columns_model import ColumnsModel, Index, fit_columns
from trainer.gui.home.signin import language_box, show_language
from trainer.gui.progress.stats_view import accuracy_colour
from trainer.gui.screens import available_screens
from trainer.gui.style import set_role
from trainer.i18n import percent
from trainer.scenarios import words
from trainer.store import Role, SessionKind, Skill, SkillState, SkillStats, Store, Trainee
from trainer.training import skill_index, sources

if TYPE_CHECKING:
    # The task registry, the generators and the engine behind them are imported when a drill is
    # started, not for the home screen (issue 36): its lists take the tasks' titles from the
    # skills' index (trainer.training.skill_index).
    from trainer.tasks import Question

RECENT = timedelta(days=30)


@dataclass(frozen=True)
class DrillRequest:
    """What the home screen asks the main window to start."""

    title: str
    questions: list[Question]
    kind: SessionKind
    lesson_id: str | None = None
    retitle: Callable[[], str] | None = None
    """The title again in the language in use (a switch mid-drill); a lesson's is its own
    title through ``lesson_text``."""
    sprint_limit_s: int | None = None
    """A sprint against the clock (issue 20): its time limit in seconds."""


@dataclass(frozen=True)
class SkillRow:
    skill: Skill
    stats: SkillStats | None
    state: SkillState | None
    due: bool


def under_game(title: str) -> str:
    """A lesson's title listed under its game's heading: the game's name it starts with left
    out ("Póquer de cinco cartas: ler as mãos…" -> "Ler as mãos…"), so a long title is not cut
    short at 1280 px (U17); a title that names no game first is kept whole."""
    for mark in ("：", ": "):
        head, found, rest = title.partition(mark)
        if found and head and rest.strip():
            rest = rest.strip()
            return rest[:1].upper() + rest[1:]
    return title


def two_lines(heading: str) -> str:
    """A figure's column heading on two lines, so that the skill's name keeps the room
    (Portuguese's headings run long, issue 19): before its parenthesis, else at its last space."""
    cut = heading.find(" (")
    if cut < 0:
        cut = heading.rfind(" ")
    return heading if cut < 0 else f"{heading[:cut]}\n{heading[cut + 1:]}"


class SkillsModel(ColumnsModel):
    """Every skill of the catalogue with the trainee's recent figures."""

    COLUMNS = ("game", "task", "accuracy", "answers", "median", "due")

    rows: list[SkillRow]

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # The cells' words, kept until the rows or the language change: the table sizing its
        # columns to their contents asks for each thousands of times.
        self._texts: dict[tuple[int, str], str] = {}

    def load(self, rows: Sequence[SkillRow]) -> None:
        self._texts = {}
        super().load(rows)

    def retranslate(self) -> None:
        self._texts = {}
        super().retranslate()

    def header(self, key: str) -> str:
        text = {
            "game": self.tr("Game"), "task": self.tr("Skill"), "accuracy": self.tr("Accuracy (30 days)"),
            "answers": self.tr("Answers"), "median": self.tr("Median time"), "due": self.tr("Due"),
        }[key]
        return two_lines(text) if key in ("accuracy", "median") else text

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        column = self.COLUMNS[index.column()]
        if role == Qt.ItemDataRole.UserRole:
            return row.skill
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(row, column)
        if role == Qt.ItemDataRole.ToolTipRole and column in ("game", "task"):
            return self._text(row, column)  # the whole name where the column cuts it short
        if role == Qt.ItemDataRole.BackgroundRole and column == "accuracy" and row.stats and row.stats.attempts:
            return QBrush(accuracy_colour(row.stats.accuracy))
        if role == Qt.ItemDataRole.TextAlignmentRole and column in ("accuracy", "answers", "median"):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def column_texts(self, column: int) -> Iterator[tuple[int, str, bool]]:
        """The cells' words straight from the rows (:func:`fit_columns`), none bold."""
        key = self.COLUMNS[column]
        for i, row in enumerate(self.rows):
            text = self._text(row, key)
            if text:
                yield i, text, False

    def _text(self, row: SkillRow, column: str) -> str:
        key = (id(row), column)
        text = self._texts.get(key)
        if text is None:
            text = self._texts[key] = self._words(row, column)
        return text

    def _words(self, row: SkillRow, column: str) -> str:
        s = row.stats
        if column == "game":
            return words.game(row.skill.game)
        if column == "task":
            return i18n.tr(skill_index.task_title(row.skill.task))
        if column == "accuracy":
            return percent(s.accuracy) if s and s.attempts else "—"
        if column == "answers":
            return str(s.attempts) if s else "0"
        if column == "median":
            return f"{i18n.decimal(s.median_ms / 1000)} s" if s and s.attempts else "—"
        if row.state is None or row.state.reviews == 0:
            return self.tr("new")
        return self.tr("due") if row.due else ""


class HomeScreen(QWidget):
    startRequested = Signal(object)  # DrillRequest
    screenRequested = Signal(str)  # a key of trainer.gui.screens.SCREENS
    handLessonRequested = Signal(object)  # a Lesson of hands (``hands:``): played on the hand screen
    signOutRequested = Signal()
    statusMessage = Signal(str)
    languageChosen = Signal(str)  # a code of trainer.i18n.LANGUAGES, stored as the trainee's

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.trainee: Trainee | None = None

        self.greeting = QLabel()
        set_role(self.greeting, "screen-title")
        self.streak = QLabel()
        self.practice_button = QPushButton()
        self.practice_button.setObjectName("practice_due")
        set_role(self.practice_button, "main-action")
        self.practice_button.clicked.connect(self.practice_due)
        self.sign_out = QPushButton()
        self.sign_out.clicked.connect(self.signOutRequested)
        self.screen_buttons: dict[str, QPushButton] = {}
        self.greeting.setWordWrap(True)  # a long name wraps rather than widen the window
        self.streak.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(self.greeting, 1)
        top.addWidget(self.practice_button)
        for entry in available_screens():
            button = QPushButton()
            button.setObjectName(f"open_{entry.key}")
            button.clicked.connect(lambda _=False, key=entry.key: self.screenRequested.emit(key))
            self.screen_buttons[entry.key] = button
            top.addWidget(button)
        top.addWidget(self.sign_out)
        # A second line: the streaks, and how the cards look.
        self.four_colour = QCheckBox()
        self.four_colour.setObjectName("four_colour")
        self.four_colour.toggled.connect(self._four_colour_toggled)
        self.language = language_box("home_language")
        self.language_label = QLabel()
        self.language_label.setBuddy(self.language)
        self.language.currentIndexChanged.connect(self._language_picked)
        second = QHBoxLayout()
        second.addWidget(self.streak, 1)
        second.addWidget(self.four_colour)
        second.addWidget(self.language_label)
        second.addWidget(self.language)

        self.skills_model = SkillsModel(self)
        self.skills = QTableView()
        self.skills.setObjectName("skills")
        self.skills.setModel(self.skills_model)
        self.skills.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.skills.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.skills.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.skills.verticalHeader().hide()
        header = self.skills.horizontalHeader()
        # Fitted to the cells at each load (fit_columns: the widest text of each column measured),
        # not ResizeToContents, which asked each of the ~1,300 cells for every role at each layout:
        # a tenth of the home screen's start (issue 36).
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.skills.verticalHeader().setDefaultSectionSize(26)
        self.skills.setAlternatingRowColors(True)
        self.skills.doubleClicked.connect(self._drill_skill)
        self.skills.activated.connect(self._drill_skill)
        self.skills_box = QGroupBox()
        QVBoxLayout(self.skills_box).addWidget(self.skills)

        self.lessons = QTreeWidget()
        self.lessons.setObjectName("lessons")
        self.lessons.setColumnCount(2)
        self.lessons.itemActivated.connect(lambda item, _col: self._start_lesson(item))
        self.lesson_button = QPushButton()
        self.lesson_button.clicked.connect(lambda: self._start_lesson(self.lessons.currentItem()))
        self.lessons_box = QGroupBox()
        lessons_layout = QVBoxLayout(self.lessons_box)
        lessons_layout.addWidget(self.lessons)
        self.school_note = QLabel()  # to an instructor: the school's files not offered, and why
        self.school_note.setObjectName("school_note")
        self.school_note.setWordWrap(True)
        self.school_note.hide()
        set_role(self.school_note, "error")
        lessons_layout.addWidget(self.school_note)
        lessons_layout.addWidget(self.lesson_button)

        self.game = QComboBox()
        self.game.setObjectName("drill_game")
        for g in GAMES:
            self.game.addItem(words.game(g), g)
        self.task = QComboBox()
        self.task.setObjectName("drill_task")
        # Its longest title does not set the free drill's width (the skills table keeps its share).
        self.task.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.task.setIconSize(QSize(0, 0))  # no icons: the text's height, as the other fields
        self.game.currentIndexChanged.connect(self._fill_tasks)
        self.count = QSpinBox()
        self.count.setObjectName("drill_count")
        self.count.setRange(1, 100)
        self.count.setValue(10)
        self.constraints = QLineEdit()
        self.constraints.setObjectName("constraints")
        self.drill_button = QPushButton()
        self.drill_button.setObjectName("start_drill")
        self.drill_button.clicked.connect(self.free_drill)
        self.sprint_button = QPushButton()  # Alt+S: the form's skill, its questions against the clock
        self.sprint_button.setObjectName("start_sprint")
        self.sprint_button.clicked.connect(self.sprint)
        self.best = QLabel()  # the personal best sprint of the form's skill
        self.best.setObjectName("sprint_best")
        self.best.setWordWrap(True)
        self.task.currentIndexChanged.connect(self._show_best)
        self.drill_error = QLabel()
        self.drill_error.setWordWrap(True)
        set_role(self.drill_error, "error")
        self.drill_box = QGroupBox()
        self.drill_form = QFormLayout(self.drill_box)
        self.drill_labels = [QLabel() for _ in range(4)]
        for label, field in zip(self.drill_labels, (self.game, self.task, self.count, self.constraints),
                                strict=True):
            label.setBuddy(field)
            self.drill_form.addRow(label, field)
        starts = QHBoxLayout()
        starts.addWidget(self.drill_button)
        starts.addWidget(self.sprint_button)
        self.drill_form.addRow(starts)
        self.drill_form.addRow(self.best)
        self.drill_form.addRow(self.drill_error)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.lessons_box, 3)
        right_layout.addWidget(self.drill_box, 2)
        split = QSplitter()
        split.addWidget(self.skills_box)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(second)
        layout.addWidget(split, 1)
        self._fill_tasks()
        self.retranslate_ui()

    # -- texts -------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        show_language(self.language, translation.current_language())
        self.language_label.setText(self.tr("La&nguage:"))
        self.sign_out.setText(self.tr("Sign &out"))
        self.four_colour.setText(self.tr("Four-colour &deck"))
        self.four_colour.setToolTip(self.tr("Clubs green and diamonds blue, so that no two suits share a colour"))
        names = {"hand": self.tr("Run the ta&ble"), "exams": self.tr("&Exams"), "progress": self.tr("My p&rogress"),
                 "instructor": self.tr("&Instructor area")}
        for key, button in self.screen_buttons.items():
            button.setText(names.get(key, key))
        self.skills_box.setTitle(self.tr("Skills — Enter or double-click drills one (arrows to move)"))
        self.lessons_box.setTitle(self.tr("Lessons"))
        self.lessons.setHeaderLabels([self.tr("Lesson"), self.tr("Items")])
        self.lesson_button.setText(self.tr("Start &lesson"))
        self.drill_box.setTitle(self.tr("Free drill"))
        labels = [self.tr("&Game"), self.tr("S&kill"), self.tr("&Questions"), self.tr("&Constraints")]
        for label, text in zip(self.drill_labels, labels, strict=True):
            label.setText(text)
        self.constraints.setPlaceholderText(self.tr("optional, e.g. side_pots: 2, tie: true"))
        self.drill_button.setText(self.tr("S&tart drill"))
        self.sprint_button.setText(self.tr("&Sprint against the clock"))
        self.sprint_button.setToolTip(self.tr("The questions of this skill, each in its target time: "
                                              "the sooner all are right, the higher the score"))
        for i in range(self.game.count()):  # the games' and skills' names, the choices kept
            self.game.setItemText(i, words.game(self.game.itemData(i)))
        for i in range(self.task.count()):
            self.task.setItemText(i, i18n.tr(skill_index.task_title(self.task.itemData(i))))
        if not self.isHidden():  # behind a drill the home screen is refreshed when it is shown again
            self.refresh()  # (show_home): issue 36, a language switch mid-drill re-read every skill

    def _language_picked(self) -> None:
        code = self.language.currentData()
        if self.trainee is not None:
            self.store.set_trainee_language(self.trainee.id, code)
        self.languageChosen.emit(code)

    def _four_colour_toggled(self, on: bool) -> None:
        if self.trainee is not None:
            prefs.set_four_colour(self.store, self.trainee, on)

    # -- data ----------------------------------------------------------------------------

    def set_trainee(self, trainee: Trainee) -> None:
        self.trainee = trainee
        with QSignalBlocker(self.four_colour):
            self.four_colour.setChecked(prefs.four_colour(self.store, trainee))
        self._load_drill_form(prefs.drill_form(self.store, trainee))
        for entry in available_screens():
            button = self.screen_buttons.get(entry.key)
            if button is not None:
                button.setVisible(not entry.instructors_only or trainee.role == Role.INSTRUCTOR)
        self.refresh()

    def refresh(self) -> None:
        if self.trainee is None:
            return
        t = self.trainee
        now = datetime.now(UTC)
        self.greeting.setText(self.tr("Hello, {name}").format(name=t.name))
        streaks = self.store.streaks(t.id, now.date())
        self.streak.setText(self.tr("Days in a row: {days} · right answers in a row: {right}").format(
            days=streaks.days_current, right=streaks.correct_current))
        stats = {s.skill: s for s in self.store.skill_stats(t.id, since=now - RECENT)}
        catalogue = sources.catalogue()
        states = {s.skill: s for s in self.store.practice_queue(t.id, skills=catalogue, now=now)}
        rows = [SkillRow(k, stats.get(k), states.get(k), bool(states.get(k) and states[k].is_due(now)
                                                                and states[k].reviews > 0))
                for k in catalogue]
        current = self.skills.currentIndex().data(Qt.ItemDataRole.UserRole)
        self.skills_model.load(rows)
        fit_columns(self.skills, skip=(1,))
        self._pick_skill(current, rows)
        due = sum(r.due for r in rows)
        new = sum(1 for r in rows if r.state is None or r.state.reviews == 0)
        self.practice_button.setText(self.tr("&Practice what's due ({due} due, {new} new)").format(due=due, new=new))
        self._fill_lessons()
        self._show_best()

    def _fill_lessons(self) -> None:
        current = self.lessons.currentItem()
        last = current.data(0, Qt.ItemDataRole.UserRole) if current is not None else None
        self.lessons.clear()
        groups: dict[str, QTreeWidgetItem] = {}
        prefs.use_school_folder(self.store)
        for lesson in sources.lesson_index():
            parent = groups.get(lesson.game)
            if parent is None:
                parent = QTreeWidgetItem([words.game(lesson.game), ""])
                groups[lesson.game] = parent
                self.lessons.addTopLevelItem(parent)
            title = i18n.lesson_text(lesson.title)
            item = QTreeWidgetItem([title if len(lesson.games) > 1 else under_game(title), str(lesson.size)])
            item.setData(0, Qt.ItemDataRole.UserRole, lesson)
            item.setToolTip(0, self.tr("{title} (a lesson of the school)").format(title=title) if lesson.school
                            else title)  # the whole title, its game too
            parent.addChild(item)
            if (last is not None and lesson.path == last.path) or self.lessons.currentItem() is None:
                self.lessons.setCurrentItem(item)  # the lesson chosen before, else the first: Alt+L starts it
        self.lessons.expandAll()
        self.lessons.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.lessons.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.lessons.header().setStretchLastSection(False)
        self._show_refused()

    def _show_refused(self) -> None:
        """An instructor is told which of the school's files are not offered, and why (the first
        one's file, line and field); a trainee sees only the lessons that are."""
        refused: tuple[sources.Refused, ...] = ()
        if self.trainee is not None and self.trainee.role == Role.INSTRUCTOR:
            from trainer.training.exam import school_exams  # the exams' module: an instructor's home only

            refused = (*sources.school_lessons().refused, *school_exams().refused)
        self.school_note.setVisible(bool(refused))
        if refused:
            from trainer.curriculum.check_words import problem_line_text

            self.school_note.setText(self.tr(
                "%n file(s) of the school's lesson folder are not offered to trainees: {first}", None,
                len(refused)).format(first=problem_line_text(refused[0].problem, str(refused[0].path))))
            self.school_note.setToolTip("\n".join(problem_line_text(r.problem, str(r.path)) for r in refused))

    def _fill_tasks(self) -> None:
        game = self.game.currentData()
        self.task.clear()
        for task in skill_index.tasks_for_game(game):
            self.task.addItem(i18n.tr(task.title), task.id)

    # -- starting ------------------------------------------------------------------------

    def practice_due(self) -> None:
        if self.trainee is None:
            return
        questions = sources.due_practice(self.store, self.trainee.id, count=10)
        if questions:
            def title() -> str:
                return self.tr("Practice what's due")

            self.startRequested.emit(DrillRequest(title(), questions, SessionKind.PRACTICE, retitle=title))

    def _pick_skill(self, current: Skill | None, rows: list[SkillRow]) -> None:
        """Keep the skill the trainee was on (the one just drilled); else the first one due."""
        skills = [r.skill for r in rows]
        row = skills.index(current) if current in skills else next((i for i, r in enumerate(rows) if r.due), 0)
        if rows:
            self.skills.setCurrentIndex(self.skills_model.index(row, 0))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.skills.setFocus()  # arrows and Enter: a skill drilled without the mouse

    def _drill_skill(self, index: QModelIndex) -> None:
        skill = self.skills_model.data(index, Qt.ItemDataRole.UserRole)
        if skill is not None:
            self._start_free(skill.game, skill.task, 10, {})

    def free_drill(self) -> None:
        text = self.constraints.text().strip()
        constraints: dict[str, Any] = {}
        if text:
            import yaml

            try:
                parsed = yaml.safe_load("{" + text + "}")
            except yaml.YAMLError:
                parsed = None
            if not isinstance(parsed, dict):
                self.drill_error.setText(self.tr("Write constraints as key: value, separated by commas."))
                return
            constraints = parsed
        self._start_free(self.game.currentData(), self.task.currentData(), self.count.value(), constraints)

    def _load_drill_form(self, form: dict[str, Any]) -> None:
        """The free drill's form as this trainee left it, or the defaults (issue 17 item 14)."""
        index = self.game.findData(form.get("game"))
        self.game.setCurrentIndex(max(index, 0))
        task = self.task.findData(form.get("task"))
        self.task.setCurrentIndex(max(task, 0))
        count = form.get("count")
        self.count.setValue(count if isinstance(count, int) and 1 <= count <= 100 else 10)
        text = form.get("constraints")
        self.constraints.setText(text if isinstance(text, str) else "")
        self.drill_error.clear()

    def _show_best(self) -> None:
        """The personal best sprint of the skill in the free drill's form."""
        if self.trainee is None or self.task.currentData() is None:
            self.best.clear()
            return
        best = self.store.personal_bests(self.trainee.id).get(Skill(self.game.currentData(), self.task.currentData()))
        self.best.setText(self.tr("Sprint personal best: {score} ({right} of {items} right in {seconds} s)").format(
            score=best.score, right=best.right, items=best.items, seconds=i18n.decimal(best.seconds))
            if best is not None else self.tr("No sprint of this skill yet"))

    def sprint(self) -> None:
        """The free drill's skill and number of questions as a sprint (issue 20)."""
        self._start_free(self.game.currentData(), self.task.currentData(), self.count.value(), {}, sprint=True)

    def _start_free(self, game: str, task: str, count: int, constraints: dict[str, Any],
                    sprint: bool = False) -> None:
        if self.trainee is not None:
            prefs.set_drill_form(self.store, self.trainee, {
                "game": self.game.currentData(), "task": self.task.currentData(), "count": self.count.value(),
                "constraints": self.constraints.text().strip()})
        self.drill_error.clear()
        from trainer.curriculum.generate import GenerateError

        try:
            questions = sources.free_drill(game, task, count, constraints=constraints)
        except GenerateError as exc:
            self.drill_error.setText(exc.message)
            return
        if not questions:
            self.drill_error.setText(self.tr("No questions of this kind are available yet."))
            return
        def title() -> str:
            return self.tr("{game}: {task}").format(game=words.game(game), task=i18n.tr(skill_index.task_title(task)))

        if sprint:
            def sprint_title() -> str:
                return self.tr("Sprint — {title}").format(title=title())

            from trainer.training.sprint import time_limit_s

            limit = time_limit_s(task, len(questions))
            self.startRequested.emit(DrillRequest(sprint_title(), questions, SessionKind.DRILL,
                                                  retitle=sprint_title, sprint_limit_s=limit))
            return
        self.startRequested.emit(DrillRequest(title(), questions, SessionKind.DRILL, retitle=title))

    def _start_lesson(self, item: QTreeWidgetItem | None) -> None:
        info: sources.LessonInfo | None = None if item is None else item.data(0, Qt.ItemDataRole.UserRole)
        if info is None:
            self.drill_error.setText(self.tr("Pick a lesson in the list (a game's name only groups them)."))
            return
        lesson, problems = sources.open_lesson(info.path)
        if lesson is None:
            self.drill_error.setText(self.tr("This lesson has problems; an instructor can see them in "
                                             "the lesson library: {first}").format(first=problems[0]))
            return
        if lesson.hands is not None:  # whole hands, run at the table
            self.handLessonRequested.emit(lesson)
            return
        questions = sources.lesson_questions(lesson)
        self.startRequested.emit(DrillRequest(i18n.lesson_text(lesson.title), questions, SessionKind.LESSON, lesson.id))
