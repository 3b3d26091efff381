"""The editors' translations (issue 35 item 5): every text of the lesson and of the item being
edited — or of the exam, its title and intro — in English, European Portuguese and Macau
Chinese side by side; a missing translation is marked (never hidden, never English in its place)
and typed where it is.

What is typed goes into the draft's translations (:class:`~trainer.curriculum.lesson_edit.Draft`,
a lesson's and an exam's alike), written beside the file when it is saved
(``<stem>.translations.yaml``).  One panel serves both editors: ``kind`` says whose texts they are."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from trainer import i18n
from trainer.curriculum.lesson_translations import LANGUAGES, LessonTranslations
from trainer.gui.style import restyle, set_role

LONG = 40
"""An English text longer than this (or of several lines) is translated in a box of several lines."""


def item_texts(raw: Mapping[str, Any]) -> list[tuple[str, str, int]]:
    """The texts of an item a trainee reads, (key, English, option number or 0), in its order."""
    out: list[tuple[str, str, int]] = []
    for key in ("prompt", "question"):
        if isinstance(raw.get(key), str) and raw[key].strip():
            out.append((key, raw[key], 0))
    for n, choice in enumerate(raw.get("choices") or [], 1):
        if isinstance(choice, str) and choice.strip():
            out.append(("choice", choice, n))
    if isinstance(raw.get("explain"), str) and raw["explain"].strip():
        out.append(("explain", raw["explain"], 0))
    return out


class TranslationBox(QWidget):
    """One text's translation into one language, marked while it is missing."""

    edited = Signal()

    def __init__(self, name: str, source: str, language: str, value: str | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.source, self.language = source, language
        many = "\n" in source.strip() or len(source) > LONG
        self.edit: QLineEdit | QPlainTextEdit = QPlainTextEdit() if many else QLineEdit()
        self.edit.setObjectName(name)
        set_role(self.edit, "translation")
        if isinstance(self.edit, QPlainTextEdit):
            self.edit.setTabChangesFocus(True)
            self.edit.setMaximumHeight(90 if "\n" in source.strip() or len(source) > 3 * LONG else 56)
            self.edit.setPlainText(value or "")
            self.edit.textChanged.connect(self._changed)
        else:
            self.edit.setText(value or "")
            self.edit.textChanged.connect(self._changed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.edit)
        self._mark()

    def text(self) -> str:
        return self.edit.toPlainText() if isinstance(self.edit, QPlainTextEdit) else self.edit.text()

    @property
    def missing(self) -> bool:
        return not self.text().strip()

    def _mark(self) -> None:
        restyle(self.edit, missing=self.missing)
        self.edit.setPlaceholderText(self.tr("missing: type the translation") if self.missing else "")
        self.edit.setToolTip(self.tr("No translation yet: a trainee in this language would read the English")
                             if self.missing else "")

    def _changed(self) -> None:
        self._mark()
        self.edited.emit()


class TranslationsPanel(QWidget):
    """The lesson's texts (title, intro) and the current item's (prompt, question, options,
    explanation) in the three languages, one row a text; ``kind`` "exam": an exam's (title, intro)."""

    changed = Signal()  # a translation typed

    def __init__(self, parent: QWidget | None = None, kind: str = "lesson") -> None:
        super().__init__(parent)
        self.kind = kind
        self.translations = LessonTranslations()
        self.rows: list[tuple[str, str, int]] = []
        self._boxes: list[TranslationBox] = []
        self._pending: tuple[LessonTranslations, list[tuple[str, str, int]]] | None = None
        self.note = QLabel()
        self.note.setWordWrap(True)
        set_role(self.note, "muted")
        self.grid_host = QWidget()
        self.grid = QGridLayout(self.grid_host)
        self.grid.setColumnStretch(1, 1)
        self.grid.setColumnStretch(2, 1)
        self.grid.setColumnStretch(3, 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.grid_host)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.note)
        layout.addWidget(scroll, 1)
        self.retranslate_ui()

    def show_texts(self, translations: LessonTranslations, rows: Sequence[tuple[str, str, int]]) -> None:
        """Rows (key, English, option number) translated from ``translations``; a row set unchanged
        is left as it is (the instructor may be typing in it).  While the panel is hidden (the
        instructor typing in the item's form: each key changes the English) the rows wait until
        it is shown or its boxes are read — built for every key they cost 50 ms a key."""
        if translations is self.translations and list(rows) == self.rows:
            self._pending = None
            return
        if not self.isVisible():
            self._pending = (translations, list(rows))
            return
        self._pending = None
        self._build(translations, rows)

    def showEvent(self, event: QShowEvent) -> None:
        self._built()
        super().showEvent(event)

    def _built(self) -> None:
        """The rows waiting, built."""
        if self._pending is not None:
            translations, rows = self._pending
            self._pending = None
            self._build(translations, rows)

    @property
    def boxes(self) -> list[TranslationBox]:
        self._built()
        return self._boxes

    def _build(self, translations: LessonTranslations, rows: Sequence[tuple[str, str, int]]) -> None:
        self.translations, self.rows = translations, list(rows)
        while self.grid.count():
            taken = self.grid.takeAt(0)
            widget = taken.widget() if taken is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self._boxes = []
        for row in range(self.grid.rowCount()):
            self.grid.setRowStretch(row, 0)
        heads = [self.tr("Text"), self.tr("English"), *(i18n.LANGUAGES[lang] for lang in LANGUAGES)]
        for column, head in enumerate(heads):
            label = QLabel(f"<b>{head}</b>")
            self.grid.addWidget(label, 0, column)
        for line, (key, source, n) in enumerate(self.rows, 1):
            self.grid.addWidget(QLabel(self._field_name(key, n)), line, 0, Qt.AlignmentFlag.AlignTop)
            english = QLabel(source.strip())
            english.setWordWrap(True)
            english.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            english.setTextFormat(Qt.TextFormat.PlainText)
            self.grid.addWidget(english, line, 1, Qt.AlignmentFlag.AlignTop)
            for column, language in enumerate(LANGUAGES, 2):
                name = f"tr_{key}{n or ''}_{language}"
                box = TranslationBox(name, source, language, translations.get(source, language))
                box.edited.connect(lambda b=box: self._typed(b))
                self._boxes.append(box)
                self.grid.addWidget(box, line, column, Qt.AlignmentFlag.AlignTop)
        self.grid.setRowStretch(len(self.rows) + 1, 1)

    def _typed(self, box: TranslationBox) -> None:
        self.translations.set(box.source, box.language, box.text())
        self.changed.emit()

    def _field_name(self, key: str, n: int) -> str:
        title = self.tr("Exam title") if self.kind == "exam" else self.tr("Lesson title")
        names = {"title": title, "intro": self.tr("Intro"), "prompt": self.tr("Prompt"),
                 "question": self.tr("Question"), "explain": self.tr("Explanation")}
        return self.tr("Option {n}").format(n=n) if key == "choice" else names.get(key, key)

    def missing(self) -> int:
        """How many translations of the texts shown are missing."""
        return sum(box.missing for box in self.boxes)

    def tab_words(self, missing: Mapping[str, Sequence[str]]) -> tuple[str, str]:
        """The translations tab's title and tooltip for ``missing`` (per language, the file's texts
        with no translation: the whole lesson or exam, not only the texts shown)."""
        n = sum(len(texts) for texts in missing.values())
        title = self.tr("Translations (%n missing)", None, n) if n else self.tr("Translations")
        lines = [self.tr("%n texts lack a Portuguese translation", None, len(missing["pt"])) if missing["pt"] else "",
                 self.tr("%n texts lack a Chinese translation", None, len(missing["zh_Hant"]))
                 if missing["zh_Hant"] else ""]
        return title, "\n".join(line for line in lines if line)

    def name_tab(self, tabs: QTabWidget, index: int, missing: Mapping[str, Sequence[str]]) -> None:
        """The translations tab ``index`` of ``tabs`` titled by :meth:`tab_words` (the editors' tab)."""
        title, tip = self.tab_words(missing)
        tabs.setTabText(index, title)
        tabs.setTabToolTip(index, tip)

    def retranslate_ui(self) -> None:
        if self.kind == "exam":
            self.note.setText(self.tr("The exam's title and intro as a candidate reads them in English, European "
                                      "Portuguese and Macau Chinese. A marked box has no translation yet; type it "
                                      "there. They are saved beside the exam (its .translations.yaml file)."))
        else:
            self.note.setText(self.tr("Each text as a trainee reads it in English, European Portuguese and Macau "
                                      "Chinese. A marked box has no translation yet; type it there. They are saved "
                                      "beside the lesson (its .translations.yaml file)."))
        translations, rows = self._pending or (self.translations, self.rows)
        self.rows = []
        self.show_texts(translations, rows)
