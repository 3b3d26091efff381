"""The lesson library's way into the lesson editor (issue 35): edit the lesson picked in the
tree (a shipped one is saved as the school's copy), or start a new lesson for a game; and the
school's lesson folder, which the instructor may change (kept with the records: trainer.gui.common.prefs)."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLineEdit,
    QPushButton,
    QTreeWidget,
    QWidget,
)

from trainer.curriculum.lesson_edit import DraftError, school_lessons_dir
from trainer.engine.rulesets import GAMES
from trainer.gui.common import prefs
from trainer.scenarios import words
from trainer.store import NotAllowed, Store

from .replay import ReplayView


class EditButtons(QWidget):
    """"Edit lesson", and "New lesson" for the game chosen beside it."""

    def __init__(self, tree: QTreeWidget, preview: ReplayView, parent: QWidget) -> None:
        super().__init__(parent)
        self.tree = tree
        self.preview = preview
        self.school_folder: Path | None = None  # None: the school's lesson folder (folder())
        self.store: Store | None = None  # where the school's choice of folder is kept (the instructor screen's)
        self.editor_window: QWidget | None = None
        self.edit = QPushButton()
        self.edit.setObjectName("edit_lesson")
        self.new = QPushButton()
        self.new.setObjectName("new_lesson")
        self.game = QComboBox()
        self.game.setObjectName("new_lesson_game")
        self.choose_folder = QPushButton()
        self.choose_folder.setObjectName("school_folder")
        self.new_exam = QPushButton()  # issue 35 item 6: the exam editor (exam_editor)
        self.new_exam.setObjectName("new_exam")
        self.new_exam.clicked.connect(lambda: self._open(None, GAMES[max(self.game.currentIndex(), 0)], exam=True))
        self.publish = QPushButton()  # issue 35 item 4: to every workstation, through the school server
        self.publish.setObjectName("publish_lesson")
        self.publish.clicked.connect(lambda: self.publish_current())
        self.edit.clicked.connect(self.edit_current)
        self.new.clicked.connect(self.new_lesson)
        self.choose_folder.clicked.connect(self.pick_folder)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.edit)
        row.addWidget(self.game)
        row.addWidget(self.new)
        row.addWidget(self.new_exam)
        row.addWidget(self.choose_folder)
        row.addWidget(self.publish)

    def folder(self) -> Path:
        """Where the school's lessons are saved: the folder given, else the one the school chose
        (kept with the records), else $TRAINER_SCHOOL_LESSONS or the user's data folder."""
        if self.school_folder is not None:
            return self.school_folder
        return prefs.school_lessons_folder(self.store) if self.store is not None else school_lessons_dir()

    def pick_folder(self) -> None:
        """The school's lesson folder chosen in a folder dialog (the school server's share, say)."""
        chosen = QFileDialog.getExistingDirectory(self, self.tr("The school's lesson folder"), str(self.folder()))
        if not chosen:
            return
        if self.store is not None:
            prefs.set_school_lessons_folder(self.store, Path(chosen))
        else:
            self.school_folder = Path(chosen)
        self.choose_folder.setToolTip(str(self.folder()))

    def current_lesson_path(self) -> Path | None:
        node = self.tree.currentItem()
        if node is None:
            return None
        entry = node.data(0, Qt.ItemDataRole.UserRole)  # the tree's Entry
        return entry.path if entry is not None and entry.kind in ("lesson", "item", "block", "exam") else None

    def edit_current(self) -> None:
        path = self.current_lesson_path()
        if path is None:
            self.preview.show_message(self.tr("Pick a lesson to edit first."))
            return
        self._open(path, "", exam="exams" in path.parent.parts)  # an exam, or one of its sample items

    def publish_current(self, password: str | None = None) -> bool:
        """The lesson or exam picked (a file of the school folder) signed with an instructor's key for
        every workstation of the school: sent at the next sync, installed there once checked.  The
        password is asked for (``password``: given, by a test).  True if it was published."""
        from trainer.training.school_files import Refusal, publish

        path = self.current_lesson_path()
        if path is None or self.store is None:
            self.preview.show_message(self.tr("Pick a lesson or exam of the school folder to publish."))
            return False
        if password is None:
            password, ok = QInputDialog.getText(self, self.tr("Publish to every workstation"), self.tr(
                "An instructor's password signs the file for the school:"), QLineEdit.EchoMode.Password)
            if not ok:
                return False
        who = self.store.check_instructor_password(password)
        try:
            if who is None:
                raise NotAllowed("password")
            digest = publish(self.store, self.folder(), path, who.id, password)
        except NotAllowed:
            self.preview.show_message(self.tr("Not published"), html.escape(self.tr(
                "That is not an instructor's password.")))
            return False
        except (Refusal, OSError) as exc:
            self.preview.show_message(self.tr("Not published"), html.escape(str(exc)))
            return False
        self.preview.show_message(self.tr("Published"), html.escape(self.tr(
            "Every workstation of the school gets {file} at its next sync (fingerprint {fingerprint}).").format(
                file=path.name, fingerprint=digest[:16])))
        return True

    def new_lesson(self) -> None:
        self._open(None, GAMES[max(self.game.currentIndex(), 0)])

    def _open(self, path: Path | None, game: str, exam: bool = False) -> None:
        from .exam_editor import open_exam_editor
        from .lesson_editor import open_lesson_editor

        try:
            opener = open_exam_editor if exam else open_lesson_editor
            self.editor_window = opener(path, game, self.folder(), self)
        except DraftError as exc:  # a file that cannot be read: said, not raised
            self.preview.show_message(self.tr("This lesson cannot be opened"), str(exc))
            return
        self.editor_window.show()

    def retranslate_ui(self) -> None:
        self.edit.setText(self.tr("Edit lesson…"))
        self.new.setText(self.tr("New lesson"))
        self.new_exam.setText(self.tr("New exam"))
        self.choose_folder.setText(self.tr("School folder…"))
        self.publish.setText(self.tr("Publish…"))
        self.publish.setToolTip(self.tr("Send the lesson or exam picked to every workstation of the school "
                                        "(signed with an instructor's password)"))
        self.choose_folder.setToolTip(self.tr("Where the school's lessons are saved: {folder}").format(
            folder=self.folder()))
        current = self.game.currentIndex()
        self.game.clear()
        self.game.addItems([words.game(g) for g in GAMES])
        self.game.setCurrentIndex(max(current, 0))
