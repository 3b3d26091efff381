"""The lesson editor (issue 35): a lesson's header, its items in order, the item editor beside
them, a trainee's preview, and saving to the school's lesson folder.

Opened from the lesson library (instructor area) on a shipped or school lesson, or on a new one
for a game.  Every item is keyed by the engine as it is set up (:mod:`.item_editor`); the lesson
is checked as ``trainer lessons check`` checks it before it is written, and again once written
(:meth:`trainer.curriculum.lesson_edit.LessonDraft.save_as`).  Shipped lessons are never written
over: saving one writes the school's copy.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QCloseEvent, QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from trainer import i18n
from trainer.curriculum.check_words import checker_text
from trainer.curriculum.lesson_edit import DraftError, LessonDraft, item_task, school_lessons_dir, school_path
from trainer.curriculum.lesson_translations import lesson_texts
from trainer.gui.progress.stats_view import ShareSplitter
from trainer.scenarios import words
from trainer.tasks import TASKS, task_for

from .item_editor import ItemEditor
from .item_forms import table_form
from .translations_panel import TranslationsPanel, item_texts

BAD, OK, UNTRANSLATED = "#ec7063", "#58d68d", "#f5b041"


def new_item(game: str, kind: str, task: str, item_id: str) -> dict[str, Any]:
    """A new item of ``kind`` (``table``, ``choice``, ``generate``) to start from."""
    if kind == "generate":
        return {"generate": {"task": task, "count": 10, "seed": 1, "constraints": {}}}
    if kind == "choice":
        return {"id": item_id, "task": "procedure", "question": "", "choices": ["", "", ""], "answer": 1,
                "cite": ""}
    if table_form(game, task) == "board":
        return {"id": item_id, "task": task, "scenario": {"marker": 1, "board": [], "seats": []}}
    return {"id": item_id, "task": task, "scenario": {}}


class LessonEditor(QWidget):
    """One lesson open for editing.  ``school_folder``: where it is saved (default: the school's
    lesson folder, :func:`~trainer.curriculum.lesson_edit.school_lessons_dir`)."""

    saved = Signal(Path)

    def __init__(self, draft: LessonDraft, school_folder: Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lesson_editor")
        self.draft = draft
        self.school_folder = school_folder or school_lessons_dir()
        self.game = draft.game
        self.preview_dialog: PreviewWindow | None = None
        # the header
        self.lesson_id = QLineEdit(draft.lesson_id)
        self.lesson_id.setObjectName("lesson_id")
        self.title = QLineEdit(str(draft.data.get("title", "")))
        self.title.setObjectName("lesson_title")
        self.skills = QLineEdit(", ".join(str(s) for s in draft.data.get("skills") or []))
        self.skills.setObjectName("lesson_skills")
        self.level = QSpinBox()
        self.level.setObjectName("lesson_level")
        self.level.setRange(1, 9)
        self.level.setValue(int(draft.data.get("level") or 1))
        self.intro = QPlainTextEdit(str(draft.data.get("intro", "")).strip())
        self.intro.setObjectName("lesson_intro")
        self.intro.setTabChangesFocus(True)
        self.intro.setMaximumHeight(90)
        self.game_label = QLabel(words.game(self.game))
        self.header_labels = [QLabel() for _ in range(6)]
        header = QFormLayout()
        for label, field in zip(self.header_labels, (self.game_label, self.lesson_id, self.title, self.skills,
                                                     self.level, self.intro), strict=True):
            header.addRow(label, field)
        for line in (self.lesson_id, self.title, self.skills):
            line.editingFinished.connect(self._header_changed)
        self.level.valueChanged.connect(self._header_changed)
        self.intro.textChanged.connect(self._header_changed)
        # the items
        self.items = QListWidget()
        self.items.setObjectName("lesson_items")
        self.items.currentRowChanged.connect(self._item_chosen)
        self.buttons: dict[str, QPushButton] = {}
        bar = QHBoxLayout()
        bar2 = QHBoxLayout()
        for name in ("add_table", "add_choice", "add_generate", "duplicate", "up", "down", "delete"):
            button = QPushButton()
            button.setObjectName(name)
            (bar if name.startswith("add") else bar2).addWidget(button)
            self.buttons[name] = button
        self.buttons["add_table"].clicked.connect(lambda: self._add("table"))
        self.buttons["add_choice"].clicked.connect(lambda: self._add("choice"))
        self.buttons["add_generate"].clicked.connect(lambda: self._add("generate"))
        self.buttons["duplicate"].clicked.connect(self._duplicate)
        self.buttons["up"].clicked.connect(lambda: self._move(-1))
        self.buttons["down"].clicked.connect(lambda: self._move(1))
        self.buttons["delete"].clicked.connect(self._delete)
        self.editor = ItemEditor(self.game)
        self.editor.edited.connect(self._item_edited)
        # the texts in the three languages (issue 35 item 5)
        self.translations = TranslationsPanel()
        self.translations.setObjectName("lesson_translations")
        self.translations.changed.connect(self._translations_changed)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("editor_tabs")
        self.tabs.addTab(self.editor, "")
        self.tabs.addTab(self.translations, "")
        # saving and previewing
        self.where = QLineEdit()
        self.where.setObjectName("save_where")
        self.where_typed = False  # the instructor named the file: the lesson id no longer names it
        self.where.textEdited.connect(lambda _text: setattr(self, "where_typed", True))
        self.where_label = QLabel()
        self.status = QLabel()
        self.status.setObjectName("lesson_status")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.preview_item = QPushButton()
        self.preview_item.setObjectName("preview_item")
        self.preview_lesson = QPushButton()
        self.preview_lesson.setObjectName("preview_lesson")
        self.save_button = QPushButton()
        self.save_button.setObjectName("save_lesson")
        self.preview_item.clicked.connect(lambda: self.preview(whole=False))
        self.preview_lesson.clicked.connect(lambda: self.preview(whole=True))
        self.save_as_button = QPushButton()
        self.save_as_button.setObjectName("save_lesson_as")
        self.save_button.clicked.connect(self.save)
        self.save_as_button.clicked.connect(self.save_as)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Save), self, self.save)
        QShortcut(QKeySequence(QKeySequence.StandardKey.SaveAs), self, self.save_as)
        bottom = QHBoxLayout()
        bottom.addWidget(self.where_label)
        bottom.addWidget(self.where, 1)
        bottom.addWidget(self.preview_item)
        bottom.addWidget(self.preview_lesson)
        bottom.addWidget(self.save_button)
        bottom.addWidget(self.save_as_button)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(header)
        left_layout.addWidget(self.items, 1)
        left_layout.addLayout(bar)
        left_layout.addLayout(bar2)
        split = ShareSplitter((0.24, 0.76))
        split.addWidget(left)
        split.addWidget(self.tabs)
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        layout.addWidget(self.status)
        layout.addLayout(bottom)
        self.lesson_problems: list[str] = []
        self.retranslate_ui()
        self.where.setText(self._where_default())
        self._fill_items(0)
        self.check_lesson()

    # -- the list of items -----------------------------------------------------------------------
    def _item_text(self, index: int) -> str:
        raw = self.draft.item(index)
        task = item_task(raw)
        title = i18n.tr(TASKS[task].title) if task else "?"
        block = raw.get("generate")
        if isinstance(block, dict):
            return self.tr("Generated: {count} × {task} (seed {seed})").format(
                count=block.get("count"), task=title, seed=block.get("seed"))
        return f"{index + 1}. {raw.get('id', index + 1)} · {title}"

    def _fill_items(self, select: int) -> None:
        self.items.blockSignals(True)
        self.items.clear()
        for i in range(len(self.draft.items)):
            self.items.addItem(self._item_text(i))
        self.items.blockSignals(False)
        has = len(self.draft.items) > 0
        for name in ("duplicate", "up", "down", "delete"):
            self.buttons[name].setEnabled(has)
        self.editor.setEnabled(has)
        if has:
            self.items.setCurrentRow(max(0, min(select, len(self.draft.items) - 1)))
            self._item_chosen(self.items.currentRow())
        else:
            self._show_translations()

    def _others(self, index: int) -> list[dict[str, Any]]:
        return [self.draft.item(i) for i in range(len(self.draft.items)) if i != index]

    def _item_chosen(self, row: int) -> None:
        if 0 <= row < len(self.draft.items):
            self.editor.load(self.draft.item(row), self._others(row))
            self._show_save_state()
        self._show_translations()

    # -- translations ------------------------------------------------------------------------------
    def _show_translations(self) -> None:
        """The lesson's title and intro and the current item's texts, in the three languages."""
        rows: list[tuple[str, str, int]] = [(key, str(self.draft.data[key]), 0) for key in ("title", "intro")
                                            if str(self.draft.data.get(key) or "").strip()]
        row = self.items.currentRow()
        if 0 <= row < len(self.draft.items):
            rows += item_texts(self.draft.item(row))
        self.translations.show_texts(self.draft.translations, rows)
        self._show_missing()

    def missing_translations(self) -> dict[str, list[str]]:
        """Per language, the lesson's texts with no translation (the whole lesson, not only the item)."""
        return self.draft.missing_translations()

    def _show_missing(self) -> None:
        self.translations.name_tab(self.tabs, 1, self.missing_translations())
        for i in range(min(self.items.count(), len(self.draft.items))):  # which items to look at
            untranslated = sum(map(len, self.draft.translations.missing(lesson_texts(self.draft.item(i))).values()))
            entry = self.items.item(i)
            entry.setData(Qt.ItemDataRole.ForegroundRole, QBrush(QColor(UNTRANSLATED)) if untranslated else None)
            entry.setToolTip(self.tr("%n translations missing", None, untranslated) if untranslated else "")

    def _translations_changed(self) -> None:
        self._show_missing()

    def _skill(self) -> str:
        skills = [s for s in (x.strip() for x in self.skills.text().split(",")) if s in TASKS]
        return skills[0] if skills else next(t.id for t in TASKS.values() if self.game in t.games and t.generated)

    def _add(self, kind: str) -> None:
        task = self._skill()
        if kind == "table" and not task_for(task).generated:
            task = next(t.id for t in TASKS.values() if self.game in t.games and t.generated and not t.dealt)
        raw = new_item(self.game, kind, task, self.draft.free_id(f"item-{len(self.draft.items) + 1}"))
        at = self.draft.add_item(raw, self.items.currentRow() + 1 if self.items.count() else None)
        self._fill_items(at)
        self.check_lesson()

    def _duplicate(self) -> None:
        self._fill_items(self.draft.duplicate(self.items.currentRow()))
        self.check_lesson()

    def _move(self, offset: int) -> None:
        self._fill_items(self.draft.move(self.items.currentRow(), offset))
        self.check_lesson()

    def _delete(self) -> None:
        row = self.items.currentRow()
        self.draft.delete(row)
        self._fill_items(row)
        self.check_lesson()

    def _item_edited(self) -> None:
        row = self.items.currentRow()
        if not 0 <= row < len(self.draft.items):
            return
        self.draft.set_item(row, self.editor.keyed_value())
        self.items.item(row).setText(self._item_text(row))
        self.lesson_problems = []  # checked again when saved, or when the list changes
        self._show_save_state()
        self._show_translations()

    def _header_changed(self) -> None:
        self.draft.set_header("id", self.lesson_id.text().strip())
        self.draft.set_header("title", self.title.text().strip())
        skills = [s.strip() for s in self.skills.text().split(",") if s.strip()]
        self.draft.set_header("skills", skills)
        if self.level.value() != 1 or "level" in self.draft.data:
            self.draft.set_header("level", self.level.value())
        self.draft.set_header("intro", self.intro.toPlainText())
        if not self.where_typed:
            self.where.setText(self._where_default())
        self._show_translations()

    # -- checking and saving ---------------------------------------------------------------------
    def check_lesson(self) -> list[str]:
        """The lesson checked as ``trainer lessons check`` checks it; the problems shown."""
        _lesson, problems = self.draft.problems()
        self.lesson_problems = [f"{p.field}: {p.message}" if p.field else p.message for p in problems]
        self._show_save_state()
        return self.lesson_problems

    def save_refusal(self) -> str:
        """Why the lesson cannot be saved now ("" if it can)."""
        if not len(self.draft.items):
            return self.tr("The lesson has no items yet.")
        check = self.editor.check
        if check is not None and not check.ok:
            return self.tr("This item cannot be saved: {reason}").format(reason=checker_text(check.problems[0]))
        if self.lesson_problems:
            return self.tr("The lessons checker found: {problem}").format(
                problem=checker_text(self.lesson_problems[0]))
        return ""

    def _show_save_state(self) -> None:
        reason = self.save_refusal()
        self.save_button.setEnabled(not reason)
        self.save_as_button.setEnabled(not reason)
        self.preview_lesson.setEnabled(not self.lesson_problems and len(self.draft.items) > 0)
        check = self.editor.check
        self.preview_item.setEnabled(bool(check is not None and check.ok and check.questions))
        if reason:
            self.status.setText(f"<span style='color:{BAD}'>{html.escape(reason)}</span>")
        elif not self.status.text().startswith("<span style='color:#58d68d'>"):
            self.status.setText("")

    def _where_default(self) -> str:
        path = school_path(self.draft, self.school_folder)
        try:
            return path.relative_to(self.school_folder).as_posix()
        except ValueError:
            return str(path)

    def save(self) -> bool:
        """Save to the file named in the school folder, check it as ``lessons check`` does; True if
        it was written and found clean."""
        self._header_changed()  # the file's name follows the lesson id until the instructor names it
        name = self.where.text().strip() or self._where_default()
        return self.save_to(Path(name) if Path(name).is_absolute() else self.school_folder / name)

    def save_as(self) -> bool:
        """Save to a file chosen in a file dialog, which opens in the school's lesson folder (a
        shipped lesson is never written over: a file among the shipped lessons is refused)."""
        self._header_changed()
        if self.check_lesson() or self.save_refusal():
            return False
        start = school_path(self.draft, self.school_folder)
        start.parent.mkdir(parents=True, exist_ok=True)
        chosen, _ = QFileDialog.getSaveFileName(self, self.tr("Save the lesson as"), str(start),
                                                self.tr("Lessons (*.yaml)"))
        if not chosen:
            return False
        path = Path(chosen) if chosen.endswith((".yaml", ".yml")) else Path(chosen + ".yaml")
        if not self.save_to(path):
            return False
        self.where_typed = True
        try:
            self.where.setText(path.relative_to(self.school_folder).as_posix())
        except ValueError:
            self.where.setText(str(path))
        return True

    def save_to(self, path: Path) -> bool:
        """Write the lesson (and its translations beside it) to ``path``, checked as ``lessons
        check`` checks it; True if it was written and found clean."""
        self._header_changed()
        if self.check_lesson() or self.save_refusal():
            return False
        try:
            problems = self.draft.save_as(path)
        except DraftError as exc:
            self.status.setText(f"<span style='color:{BAD}'>{html.escape(checker_text(str(exc)))}</span>")
            return False
        if problems:
            text = "; ".join(f"{p.file}:{p.line}: {checker_text(p.field + ': ' + p.message if p.field else p.message)}"
                             for p in problems)
            self.status.setText(f"<span style='color:{BAD}'>{html.escape(text)}</span>")
            return False
        done = self.tr("Saved to {path}; lessons check: no problems.").format(path=path)
        self.status.setText(f"<span style='color:{OK}'>{html.escape(done)}</span>")
        self.saved.emit(path)
        return True

    # -- preview as a trainee ------------------------------------------------------------------------
    def preview(self, whole: bool) -> None:
        """Play the item (or the whole lesson) as a trainee does, answers kept in a throwaway store."""
        from trainer.gui.drill.screen import DrillScreen
        from trainer.store import SessionKind, Store

        if whole:
            lesson, problems = self.draft.problems()
            if lesson is None or problems:
                return
            questions = list(lesson.questions())
        else:
            check = self.editor.check
            if check is None or not check.questions:
                return
            questions = list(check.questions)
        store = Store.memory()
        trainee = store.add_trainee(self.tr("Preview"))
        dialog = PreviewWindow(self)
        dialog.setObjectName("lesson_preview")
        dialog.setWindowTitle(self.tr("Preview as a trainee"))
        screen = DrillScreen(store)
        screen.finished.connect(dialog.close)
        layout = QVBoxLayout(dialog)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(screen)
        dialog.resize(1280, 720)
        dialog.screen_widget = screen  # type: ignore[attr-defined]
        dialog.closed.connect(store.close)
        self.preview_dialog = dialog
        dialog.show()
        title = str(self.draft.data.get("title", ""))
        screen.start(trainee, title, questions, SessionKind.DRILL)

    def window_title(self) -> str:
        return self.tr("Lesson editor")

    def retranslate_ui(self) -> None:
        window = self.window()
        if window is not self:
            window.setWindowTitle(self.window_title())
        for label, text in zip(self.header_labels, (self.tr("Game"), self.tr("Lesson id"), self.tr("Title"),
                                                    self.tr("Skills"), self.tr("Level"), self.tr("Intro")),
                               strict=True):
            label.setText(text)
        self.game_label.setText(words.game(self.game))
        for name, text in (("add_table", self.tr("+ Table")), ("add_choice", self.tr("+ Choice")),
                           ("add_generate", self.tr("+ Generated")), ("duplicate", self.tr("Duplicate")),
                           ("up", self.tr("Up")), ("down", self.tr("Down")), ("delete", self.tr("Delete"))):
            self.buttons[name].setText(text)
        self.where_label.setText(self.tr("Save to the school folder as:"))
        self.where.setToolTip(str(self.school_folder))
        self.preview_item.setText(self.tr("Preview the item"))
        self.preview_lesson.setText(self.tr("Preview the lesson"))
        self.save_button.setText(self.tr("Save (Ctrl+S)"))
        self.save_as_button.setText(self.tr("Save as…"))
        self.save_as_button.setToolTip(self.tr("Save to a file you choose (Ctrl+Shift+S); a shipped lesson is "
                                               "never overwritten"))
        self.editor.retranslate_ui()
        self.tabs.setTabText(0, self.tr("Item"))
        self.translations.retranslate_ui()
        self._show_missing()
        for i in range(self.items.count()):
            self.items.item(i).setText(self._item_text(i))


class EditorWindow(QWidget):
    """A window of its own (not a dialog: Enter belongs to the fields, never to a default button)."""

    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closed.emit()
        super().closeEvent(event)


class PreviewWindow(EditorWindow):
    """The trainee's screen over the editor; closing it goes back to editing."""


def open_lesson_editor(path: Path | None, game: str = "", school_folder: Path | None = None,
                       parent: QWidget | None = None) -> EditorWindow:
    """The editor in a window of its own, on lesson file ``path`` or a new lesson of ``game``."""
    if path is not None:
        draft = LessonDraft.load(path)
    else:
        task = next(t.id for t in TASKS.values() if game in t.games and t.generated and not t.dealt)
        draft = LessonDraft.new(game, f"school-{game}-{task}", f"{words.game(game)}: {i18n.tr(TASKS[task].title)}",
                                [task])
    return editor_window(LessonEditor(draft, school_folder), "lesson_editor_window", parent)


def editor_window(editor: QWidget, name: str, parent: QWidget | None) -> EditorWindow:
    """``editor`` (the lesson's or the exam's, with its ``window_title``) in a window of its own."""
    dialog = EditorWindow(parent)
    dialog.setObjectName(name)
    layout = QVBoxLayout(dialog)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(editor)
    dialog.editor = editor  # type: ignore[attr-defined]
    dialog.setWindowTitle(editor.window_title())  # type: ignore[attr-defined]
    dialog.resize(1280, 720)
    return dialog
