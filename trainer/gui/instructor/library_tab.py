"""The lesson library: every lesson and exam with its check result (problems with file
and line), and any item previewed on the table with the engine's answer."""

from __future__ import annotations

import html
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer import i18n
from trainer.curriculum.check_words import CONTEXT, checker_text, field_text
from trainer.curriculum.items import item_questions
from trainer.curriculum.lesson import (
    GenerateBlock,
    Lesson,
    ProcedureItem,
    check_lesson,
    header_key,
    procedure_question,
)
from trainer.curriculum.lesson_translations import is_side_file, missing_translations
from trainer.curriculum.yamlio import InputError
from trainer.engine.errors import ScenarioError
from trainer.engine.rulesets import RULESETS
from trainer.gui.progress.stats_view import ShareSplitter
from trainer.gui.question.lesson_intro import intro_html
from trainer.i18n import lesson_text
from trainer.scenarios import words
from trainer.tasks import TASKS, Question

from .library_edit import EditButtons
from .replay import ReplayView

EXAMS = "exams"
OK, BAD = QColor("#58d68d"), QColor("#ec7063")
ROLE = Qt.ItemDataRole.UserRole


@dataclass(frozen=True)
class Entry:
    """What a node of the tree stands for."""

    kind: str  # "lesson", "exam", "problem", "item", "block", "exam-items", "group"
    path: Path | None = None
    lesson: Lesson | None = None
    definition: Any = None  # trainer.curriculum.exam.ExamDefinition
    problems: tuple[InputError, ...] = ()
    item: Any = None  # a lesson item, a GenerateBlock or a Question


@dataclass(frozen=True)
class Checked:
    """A lessons folder checked: (group, path, lesson, problems) per lesson file in the
    library's order, (path, definition, problems) per exam file."""

    lessons: tuple[tuple[str, Path, Lesson | None, tuple[InputError, ...]], ...]
    exams: tuple[tuple[Path, Any, tuple[InputError, ...]], ...]


_checked: dict[tuple[str, int, int], tuple[Lesson | None, tuple[InputError, ...]]] = {}
_checked_lock = threading.Lock()


def _check_lesson(path: Path, fresh: bool) -> tuple[Lesson | None, tuple[InputError, ...]]:
    """A lesson file checked, or its check kept from before in this run if the file is unchanged."""
    stat = path.stat()
    key = (str(path), stat.st_mtime_ns, stat.st_size)
    with _checked_lock:
        found = None if fresh else _checked.get(key)
    if found is None:
        lesson, found_problems = check_lesson(path)
        found = (lesson, tuple(found_problems))
        with _checked_lock:
            _checked[key] = found
    return found


def check_folder(folder: Path, fresh: bool = False) -> Checked:
    """Every lesson and exam file of ``folder`` checked (no Qt: off the GUI thread too);
    ``fresh``: every file checked again, none taken from an earlier check."""
    lessons = []
    for path in sorted(folder.rglob("*.yaml"), key=lambda p: (p.parent.parts, header_key(p), p.name)):
        rel = path.relative_to(folder)
        if rel.parts[0] == EXAMS or is_side_file(path):  # a school lesson's translations: read with it
            continue
        group = rel.parts[0] if len(rel.parts) > 1 else ""
        lesson, problems = _check_lesson(path, fresh)
        lessons.append((group, path, lesson, problems))
    exams = []
    exam_files = sorted(p for p in (folder / EXAMS).glob("*.yaml") if not is_side_file(p)) if (
        folder / EXAMS).is_dir() else []
    if exam_files:
        from trainer.curriculum.exam import check_exam

        for path in exam_files:
            definition, exam_problems = check_exam(path)
            exams.append((path, definition, tuple(exam_problems)))
    return Checked(tuple(lessons), tuple(exams))


def _task_title(task: str, tr) -> str:
    return tr(TASKS[task].title) if task in TASKS else task


class LibraryTab(QWidget):
    """``folder``: the lessons folder (default: the shipped ``lessons/``; exams in ``exams/``)."""

    def __init__(self, folder: Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.loaded = False
        self.checking = False  # the files being checked off the GUI thread
        self._work_key = ("library", id(self))
        self.summary = QLabel()
        self.summary.setObjectName("library_summary")
        self.recheck = QPushButton()
        self.recheck.setObjectName("recheck")
        self.recheck.clicked.connect(lambda: self.load_in_background(fresh=True))
        bar = QHBoxLayout()
        bar.addWidget(self.summary, 1)
        bar.addWidget(self.recheck)
        self.tree = QTreeWidget()
        self.tree.setObjectName("library")
        self.tree.setColumnCount(2)
        self.tree.header().setStretchLastSection(False)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.itemExpanded.connect(self._expanded)
        self.tree.currentItemChanged.connect(lambda item, _old: self.select(item))
        self.preview = ReplayView()
        self.edit_buttons = EditButtons(self.tree, self.preview, self)  # issue 35: the editor opens here
        bar.addWidget(self.edit_buttons)
        split = ShareSplitter((0.34, 0.66))
        split.addWidget(self.tree)
        split.addWidget(self.preview)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(split, 1)
        self.counts = (0, 0, 0, 0)
        self.retranslate_ui()

    def lessons_folder(self) -> Path:
        if self.folder is not None:
            return self.folder
        from trainer.resources import lessons_dir

        return Path(lessons_dir())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self.loaded:  # checking every file takes a moment: only when first looked at, off the GUI thread
            self.load_in_background()

    # -- reading -----------------------------------------------------------------------------
    def load(self) -> None:
        """Check every lesson and exam file again and list them (here and now)."""
        self.loaded = True
        from trainer.gui.common.background import background

        background().cancel(self._work_key)
        self._fill(check_folder(self.lessons_folder(), fresh=True))

    def load_in_background(self, fresh: bool = False) -> None:
        """:meth:`load`, the files checked off the GUI thread (issue 33 item 7): the tab answers
        at once and lists them when they are checked.  A file checked before in this run and not
        changed since is not checked again, unless ``fresh`` ("Check again")."""
        from trainer.gui.common.background import background

        self.loaded = True
        self.checking = True
        self.recheck.setEnabled(False)
        self._show_summary()
        self.preview.show_message(self.tr("Checking the lessons and exams…"))
        folder = self.lessons_folder()
        background().submit(self._work_key, lambda: check_folder(folder, fresh), self._fill,
                            self._check_failed, owner=self)

    def pending(self) -> bool:
        """The files being checked off the GUI thread."""
        from trainer.gui.common.background import background

        return background().pending(self._work_key)

    def _check_failed(self, exc: Exception) -> None:
        self.checking = False
        self.recheck.setEnabled(True)
        self.summary.setText(self.tr("The lessons could not be checked: {error}").format(error=exc))

    def _fill(self, checked: Checked) -> None:
        self.checking = False
        self.recheck.setEnabled(True)
        self.tree.clear()
        groups: dict[str, QTreeWidgetItem] = {}
        lessons = bad_lessons = 0
        for group, path, lesson, problems in checked.lessons:
            if group not in groups:
                groups[group] = self._group(self._group_name(group))
            lessons += 1
            bad_lessons += bool(problems or lesson is None)
            self._add_lesson(groups[group], path, lesson, problems)
        exams = bad_exams = 0
        if checked.exams:
            parent = self._group(self.tr("Exams"))
            for path, definition, problems in checked.exams:
                exams += 1
                bad_exams += bool(problems or definition is None)
                self._add_exam(parent, path, definition, problems)
        self.counts = (lessons, bad_lessons, exams, bad_exams)
        self.tree.expandToDepth(0)
        self._show_summary()
        self.preview.show_message(self.tr("Pick a lesson, an item or a problem."))

    def _group(self, name: str) -> QTreeWidgetItem:
        node = QTreeWidgetItem([name, ""])
        node.setData(0, ROLE, Entry("group"))
        font = node.font(0)
        font.setBold(True)
        node.setFont(0, font)
        self.tree.addTopLevelItem(node)
        return node

    def _group_name(self, folder: str) -> str:
        if folder in RULESETS:
            return words.game(folder)
        return self.tr("Procedure") if folder == "procedure" else folder or self.tr("Other lessons")

    def _add_lesson(self, parent: QTreeWidgetItem, path: Path, lesson: Lesson | None,
                    problems: tuple[InputError, ...]) -> None:
        node = QTreeWidgetItem([lesson_text(lesson.title) if lesson else path.name, ""])
        node.setData(0, ROLE, Entry("lesson", path, lesson=lesson, problems=problems))
        node.setToolTip(0, str(path))
        parent.addChild(node)
        if lesson is not None and lesson.hands is not None:  # whole hands, run at the table (issue 21)
            self._mark(node, problems, self.tr("%n hands", None, lesson.hands.count))
        else:
            self._mark(node, problems, self.tr("%n items", None, lesson.size) if lesson else "")
        for item in lesson.items if lesson else ():
            if isinstance(item, GenerateBlock):
                text = self.tr("Generated: {count} × {task} (seed {seed})").format(
                    count=item.count, task=_task_title(item.task, i18n.tr), seed=item.seed)
                child = QTreeWidgetItem([text, ""])
                child.setData(0, ROLE, Entry("block", path, lesson=lesson, item=item))
                child.addChild(QTreeWidgetItem(["…", ""]))  # filled in when opened
            else:
                title = _task_title(item.task, i18n.tr)
                child = QTreeWidgetItem([f"{item.id} · {title}", ""])
                child.setData(0, ROLE, Entry("item", path, lesson=lesson, item=item))
            node.addChild(child)

    def _add_exam(self, parent: QTreeWidgetItem, path: Path, definition: Any,
                  problems: tuple[InputError, ...]) -> None:
        node = QTreeWidgetItem([lesson_text(definition.title) if definition else path.name, ""])
        node.setData(0, ROLE, Entry("exam", path, definition=definition, problems=problems))
        node.setToolTip(0, str(path))
        parent.addChild(node)
        self._mark(node, problems, self.tr("%n items", None, definition.items) if definition else "")
        if definition is not None:
            node.addChild(QTreeWidgetItem(["…", ""]))  # a sample exam, drawn when opened

    def _mark(self, node: QTreeWidgetItem, problems: tuple[InputError, ...], ok_text: str) -> None:
        if problems or not ok_text:
            n = max(len(problems), 1)
            node.setText(1, self.tr("%n problems", None, n))
            node.setForeground(1, QBrush(BAD))
            for problem in problems:
                child = QTreeWidgetItem([self._where(problem), ""])
                child.setData(0, ROLE, Entry("problem", problems=(problem,)))
                child.setForeground(0, QBrush(BAD))
                child.setToolTip(0, str(problem))
                node.addChild(child)
            node.setExpanded(True)
        else:
            node.setText(1, self.tr("OK · {items}").format(items=ok_text))
            node.setForeground(1, QBrush(OK))

    def _where(self, problem: InputError) -> str:
        """``holdem/winner.yaml:12: items[0].scenario: ...``: the file as found in the folder."""
        try:
            name = Path(problem.file).relative_to(self.lessons_folder()).as_posix()
        except ValueError:
            name = problem.file
        where = f"{name}:{problem.line}" if problem.line else name
        return f"{where}: {problem.field}: {problem.message}" if problem.field else f"{where}: {problem.message}"

    def _expanded(self, node: QTreeWidgetItem) -> None:
        entry: Entry | None = node.data(0, ROLE)
        if entry is None or node.data(1, ROLE) or not (
                entry.kind == "block" or (entry.kind == "exam" and entry.definition is not None)):
            return  # nothing to draw, or drawn already
        from trainer.curriculum.generate import GenerateError
        from trainer.training.exam import ExamError

        node.setData(1, ROLE, True)
        node.takeChildren()
        try:
            questions = self._questions(entry)
        except (GenerateError, ExamError, ScenarioError) as exc:  # said, not raised
            child = QTreeWidgetItem([self.tr("Cannot draw the items: {error}").format(error=exc), ""])
            child.setForeground(0, QBrush(BAD))
            child.setData(0, ROLE, Entry("problem", problems=(InputError(str(entry.path), None, "", str(exc)),)))
            node.addChild(child)
            return
        for number, question in enumerate(questions, 1):
            child = QTreeWidgetItem([f"{number}. {_task_title(question.task, i18n.tr)}", ""])
            child.setData(0, ROLE, Entry("item", entry.path, lesson=entry.lesson, item=question))
            node.addChild(child)

    @staticmethod
    def _questions(entry: Entry) -> list[Question]:
        if entry.kind == "exam":
            from trainer.training.exam import build_items

            return [i.question for i in build_items(entry.definition, seed=0)]
        from trainer.curriculum.generate import generate

        block: GenerateBlock = entry.item
        assert entry.lesson is not None
        return generate(entry.lesson.game, block.task, block.count, block.seed, block.constraints)

    # -- showing -----------------------------------------------------------------------------
    def select(self, node: QTreeWidgetItem | None) -> None:
        entry: Entry | None = node.data(0, ROLE) if node is not None else None
        if node is None or entry is None or entry.kind == "group":
            return
        if entry.kind == "item":
            self._preview(node, entry)
        elif entry.kind == "problem":
            problem = entry.problems[0]
            where = f"{problem.file}:{problem.line}" if problem.line else problem.file
            self.preview.show_message(where, self._problems_html(entry.problems))
        elif entry.kind in ("lesson", "exam"):
            self.preview.show_message(node.text(0), self._about_html(entry))
        else:
            self.preview.show_message(node.text(0), html.escape(self.tr(
                "Open this line to draw its items, then pick one.")))

    def _preview(self, node: QTreeWidgetItem, entry: Entry) -> None:
        item = entry.item
        if isinstance(item, Question):
            question = item
        else:
            assert entry.lesson is not None
            if isinstance(item, ProcedureItem):
                question = procedure_question(item, entry.lesson.id, entry.lesson.game)
            else:
                question = item_questions(item, entry.lesson.id)[0]  # a hand followed: its first step
        self.preview.show_question(question, node.text(0))

    def _problems_html(self, problems: tuple[InputError, ...]) -> str:
        lines = []
        for p in problems:
            where = f"{p.file}:{p.line}" if p.line else p.file
            said = html.escape(checker_text(p.message))
            if p.field:  # the field by its keys, joined to what is wrong as the checker's language joins them
                said = i18n.translate(CONTEXT, "{where}: {message}", where=f"<b>{html.escape(field_text(p.field))}</b>",
                                      message=said)
            lines.append(f"<li><code>{html.escape(where)}</code> {said}</li>")
        return f"<ul style='color:#ec7063'>{''.join(lines)}</ul>"

    def _about_html(self, entry: Entry) -> str:
        parts = [f"<p><code>{html.escape(str(entry.path))}</code></p>"]
        if entry.problems or (entry.lesson is None and entry.definition is None):
            found = self.tr("The check found these problems:")
            parts.append(f"<p>{html.escape(found)}</p>")
            parts.append(self._problems_html(entry.problems))
            return "".join(parts)
        if entry.lesson is not None:
            lesson = entry.lesson
            parts.append(html.escape(self.tr("Lesson {id} on {game}, %n items.", None, lesson.size).format(
                id=lesson.id, game=words.game(lesson.game))))
            parts.extend(self._translation_lines(entry.path))
            parts.append(intro_html(lesson_text(lesson.intro), lesson.game))  # as the trainee sees it, rules linked
        else:
            d = entry.definition
            parts.append(html.escape(self.tr(
                "Exam {id} on {game}: {n} items, {minutes:g} minutes, pass mark {mark:g} %, "
                "attempts allowed: {attempts}.").format(id=d.id, game=words.game(d.game), n=d.items,
                                                        minutes=d.time_limit_min, mark=d.pass_mark,
                                                        attempts=d.attempts_allowed)))
            parts.extend(self._translation_lines(entry.path))  # its title and intro untranslated, counted
            sample = self.tr("Open it to draw a sample exam (seed 0).")
            parts.append(f"<p>{html.escape(sample)}</p>")
        return "".join(parts)

    def _translation_lines(self, path: Path | None) -> list[str]:
        """How many of the lesson's texts lack a translation, per language (issue 35 item 5)."""
        import yaml

        from trainer.curriculum.lesson_translations import TranslationsError

        if path is None:
            return []
        path = Path(path)  # an Entry's path may be given as text
        try:
            missing = missing_translations(path, yaml.safe_load(path.read_text(encoding="utf-8")))
        except (OSError, yaml.YAMLError, TranslationsError) as exc:
            return [f"<p style='color:#ec7063'>{html.escape(str(exc))}</p>"]
        words_of = {"pt": lambda n: self.tr("%n texts lack a Portuguese translation", None, n),
                    "zh_Hant": lambda n: self.tr("%n texts lack a Chinese translation", None, n)}
        return [f"<p style='color:#f5b041' class='untranslated'>{html.escape(words_of[lang](len(texts)))}</p>"
                for lang, texts in missing.items() if texts]

    def _show_summary(self) -> None:
        if self.checking:
            self.summary.setText(self.tr("Checking the lessons and exams…"))
            return
        lessons, bad_lessons, exams, bad_exams = self.counts
        self.summary.setText(self.tr(
            "Lessons: {lessons}, with problems: {bad_lessons} · exams: {exams}, with problems: {bad_exams}"
        ).format(lessons=lessons, bad_lessons=bad_lessons, exams=exams, bad_exams=bad_exams))

    def retranslate_ui(self) -> None:
        self.tree.setHeaderLabels([self.tr("Lesson or exam"), self.tr("Check")])
        self.recheck.setText(self.tr("Check again"))
        self.edit_buttons.retranslate_ui()
        self._show_summary()
        self.preview.retranslate_ui()
        if self.loaded and not self.checking:
            self.load_in_background()  # the words of the checks in the new language
