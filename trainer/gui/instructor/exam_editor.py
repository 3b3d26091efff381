"""The exam editor (issue 35 item 6): an exam's terms, its pools (game, skill, quota, floor,
target), its whole hands, a live summary of what a sitting draws, a preview as a candidate, and
saving to the school's lesson folder.

Opened from the lesson library (instructor area) on a shipped or school exam, or on a new one for
a game.  The draft (:class:`trainer.curriculum.exam_edit.ExamDraft`) is checked as it changes by the
exam checker, and the summary (:mod:`trainer.training.exam.draw_summary`) draws it as the exam
builder does: a refused exam, or one whose pools cannot fill, is not saved.  Shipped exams are
never written over: saving one writes the school's copy.

Keys: Tab moves through the fields; in the pool list Insert adds a pool, Delete removes it and
Ctrl+Up / Ctrl+Down move it; Ctrl+S saves, Ctrl+P previews.
"""

from __future__ import annotations

import html
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDate, QDateTime, Qt, QTime, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDateTimeEdit,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from trainer import i18n
from trainer.curriculum import length_cue
from trainer.curriculum.check_words import checker_text
from trainer.curriculum.exam import MAX_ATTEMPTS, MAX_HANDS, MAX_ITEMS, MAX_MINUTES, REVIEW_POLICIES, ExamDefinition
from trainer.curriculum.exam_edit import EXAMS, ExamDraft, school_exam_path
from trainer.curriculum.lesson_edit import DraftError, school_lessons_dir
from trainer.gui.progress.stats_view import ShareSplitter
from trainer.gui.style import set_role
from trainer.i18n import tr
from trainer.scenarios import words
from trainer.table_run import seat_range
from trainer.tasks import TASKS, task_for
from trainer.training.exam.draw_summary import DrawSummary, summary

from .item_forms import constraints_hint, constraints_of
from .lesson_editor import EditorWindow, editor_window
from .translations_panel import TranslationsPanel

BAD, OK = "#ec7063", "#58d68d"
CLOSES_FORMAT = "yyyy-MM-dd HH:mm"
"""How ``closes_at`` is written in the file (ISO, as the exam format reads it)."""
CLOSES_SHOWN = "dd/MM/yyyy HH:mm"
"""How the picker shows it: day first, the 24-hour clock (U20, :func:`trainer.i18n.date_time_text`)."""


def exam_tasks(game: str) -> list[str]:
    """The tasks a quota of ``game`` may ask (a whole hand is dealt with ``hands``, not a quota)."""
    return [t.id for t in TASKS.values() if game in t.games and not t.multi_step]


class ExamEditor(QWidget):
    """One exam open for editing.  ``school_folder``: where it is saved (default: the school's
    lesson folder; the exam goes in its ``exams`` folder)."""

    saved = Signal(Path)

    def __init__(self, draft: ExamDraft, school_folder: Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("exam_editor")
        self.draft = draft
        self.school_folder = school_folder or school_lessons_dir()
        self.game = draft.game
        self.tasks = exam_tasks(self.game)
        self.definition: ExamDefinition | None = None
        self.summary: DrawSummary | None = None
        self.problems: list[str] = []
        self.preview_dialog: EditorWindow | None = None
        self._loading = False
        self._build_header()
        self._build_pools()
        self._build_hands()
        self.summary_view = QTextBrowser()
        self.summary_view.setObjectName("exam_summary")
        # the exam's title and intro in the three languages (issue 35 item 5), the lesson editor's panel
        self.translations = TranslationsPanel(kind="exam")
        self.translations.setObjectName("exam_translations")
        self.translations.changed.connect(self._show_missing)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("exam_tabs")
        self.tabs.addTab(self.summary_view, "")
        self.tabs.addTab(self.translations, "")
        self.where = QLineEdit()
        self.where.setObjectName("save_where")
        self.where_typed = False
        self.where.textEdited.connect(lambda _text: setattr(self, "where_typed", True))
        self.where_label = QLabel()
        self.status = QLabel()
        self.status.setObjectName("exam_status")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.preview_button = QPushButton()
        self.preview_button.setObjectName("preview_exam")
        self.preview_button.clicked.connect(self.preview)
        self.save_button = QPushButton()
        self.save_button.setObjectName("save_exam")
        self.save_button.clicked.connect(self.save)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Save), self, self.save)
        QShortcut(QKeySequence("Ctrl+P"), self, self.preview)
        self._layout()
        self.retranslate_ui()
        self.where.setText(self._where_default())
        self._fill_pools(0)
        self._fill_hands(0)
        self._show_translations()
        self.refresh()

    # -- building ----------------------------------------------------------------------------------
    def _build_header(self) -> None:
        d = self.draft
        self.game_label = QLabel(words.game(self.game))
        self.exam_id = QLineEdit(d.exam_id)
        self.exam_id.setObjectName("exam_id")
        self.title = QLineEdit(str(d.get("title") or ""))
        self.title.setObjectName("exam_title")
        self.intro = QPlainTextEdit(str(d.get("intro") or "").strip())
        self.intro.setObjectName("exam_intro")
        self.intro.setTabChangesFocus(True)
        self.intro.setMaximumHeight(70)
        self.time_limit = self._spin("exam_time_limit", 1, MAX_MINUTES, d.get("time_limit"), 30)
        self.pass_mark = self._spin("exam_pass_mark", 1, 100, d.get("pass_mark"), 80)
        self.attempts = self._spin("exam_attempts", 1, MAX_ATTEMPTS, d.get("attempts_allowed"), 3)
        self.review = QComboBox()
        self.review.setObjectName("exam_review")
        self.closes_at = QDateTimeEdit()
        self.closes_at.setObjectName("exam_closes_at")
        self.closes_at.setDisplayFormat(CLOSES_SHOWN)
        self.closes_at.setCalendarPopup(True)
        self.closes_at.setDateTime(_closes_default(d.get("closes_at")))
        self.header_labels = [QLabel() for _ in range(9)]
        self.header = QFormLayout()
        for label, field in zip(self.header_labels, (self.game_label, self.exam_id, self.title, self.intro,
                                                     self.time_limit, self.pass_mark, self.attempts, self.review,
                                                     self.closes_at), strict=True):
            label.setBuddy(field)
            self.header.addRow(label, field)
        for line in (self.exam_id, self.title):
            line.editingFinished.connect(self._header_changed)
        self.intro.textChanged.connect(self._header_changed)
        for spin in (self.time_limit, self.pass_mark, self.attempts):
            spin.valueChanged.connect(self._header_changed)
        self.review.currentIndexChanged.connect(self._header_changed)
        self.closes_at.dateTimeChanged.connect(self._header_changed)

    def _spin(self, name: str, low: int, high: int, value: Any, default: int) -> QSpinBox:
        spin = QSpinBox()
        spin.setObjectName(name)
        spin.setRange(low, high)
        number = isinstance(value, int | float) and not isinstance(value, bool)
        whole = number and float(value).is_integer()
        spin.setValue(round(value) if number else default)
        self._fractional = getattr(self, "_fractional", set()) | (set() if whole or not number else {name})
        return spin

    def _build_pools(self) -> None:
        self.pool_list = QListWidget()
        self.pool_list.setObjectName("exam_pools")
        self.pool_list.currentRowChanged.connect(self._pool_chosen)
        self.pool_task = QComboBox()
        self.pool_task.setObjectName("pool_task")
        self.pool_count = QSpinBox()
        self.pool_count.setObjectName("pool_count")
        self.pool_count.setRange(1, MAX_ITEMS)
        self.pool_floor = QSpinBox()
        self.pool_floor.setObjectName("pool_floor")
        self.pool_floor.setRange(0, MAX_ITEMS)
        self.pool_target = QSpinBox()
        self.pool_target.setObjectName("pool_target")
        self.pool_target.setRange(0, 600)
        self.pool_constraints = QLineEdit()
        self.pool_constraints.setObjectName("pool_constraints")
        self.pool_error = QLabel()
        set_role(self.pool_error, "error")
        self.pool_labels = [QLabel() for _ in range(5)]
        self.pool_form = QFormLayout()
        for label, field in zip(self.pool_labels, (self.pool_task, self.pool_count, self.pool_floor,
                                                   self.pool_target, self.pool_constraints), strict=True):
            label.setBuddy(field)
            self.pool_form.addRow(label, field)
        self.pool_form.addRow(self.pool_error)
        self.pool_task.currentIndexChanged.connect(self._pool_edited)
        for spin in (self.pool_count, self.pool_floor, self.pool_target):
            spin.valueChanged.connect(self._pool_edited)
        self.pool_constraints.editingFinished.connect(self._pool_edited)
        self.pool_buttons: dict[str, QPushButton] = {}
        for name, slot in (("add_pool", self.add_pool), ("remove_pool", self.remove_pool),
                           ("pool_up", lambda: self.move_pool(-1)), ("pool_down", lambda: self.move_pool(1))):
            button = QPushButton()
            button.setObjectName(name)
            button.clicked.connect(slot)
            self.pool_buttons[name] = button
        for key, slot in (("Insert", self.add_pool), ("Delete", self.remove_pool),
                          ("Ctrl+Up", lambda: self.move_pool(-1)), ("Ctrl+Down", lambda: self.move_pool(1))):
            shortcut = QShortcut(QKeySequence(key), self.pool_list, slot)
            shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)

    def _build_hands(self) -> None:
        self.hands_list = QListWidget()
        self.hands_list.setObjectName("exam_hands")
        self.hands_list.setMaximumHeight(70)
        self.hands_list.currentRowChanged.connect(self._hands_chosen)
        low, high = seat_range(self.game)
        self.hands_count = QSpinBox()
        self.hands_count.setObjectName("hands_count")
        self.hands_count.setRange(1, MAX_HANDS)
        self.hands_seats = QSpinBox()
        self.hands_seats.setObjectName("hands_seats")
        self.hands_seats.setRange(low - 1, high)  # the lowest: the game's usual table
        self.hands_count.valueChanged.connect(self._hands_edited)
        self.hands_seats.valueChanged.connect(self._hands_edited)
        self.hands_labels = [QLabel(), QLabel()]
        self.add_hands = QPushButton()
        self.add_hands.setObjectName("add_hands")
        self.add_hands.clicked.connect(self._add_hands)
        self.remove_hands = QPushButton()
        self.remove_hands.setObjectName("remove_hands")
        self.remove_hands.clicked.connect(self._remove_hands)

    def _layout(self) -> None:
        self.pools_heading = set_role(QLabel(), "subheading")
        self.hands_heading = set_role(QLabel(), "subheading")
        pool_bar = QHBoxLayout()
        for button in self.pool_buttons.values():
            pool_bar.addWidget(button)
        hands_bar = QHBoxLayout()
        for label, field in zip(self.hands_labels, (self.hands_count, self.hands_seats), strict=True):
            label.setBuddy(field)
            hands_bar.addWidget(label)
            hands_bar.addWidget(field)
        hands_bar.addWidget(self.add_hands)
        hands_bar.addWidget(self.remove_hands)
        pools = QHBoxLayout()
        pools.addWidget(self.pool_list, 1)
        pools.addLayout(self.pool_form, 1)
        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(self.header)
        column.addWidget(self.pools_heading)
        column.addLayout(pools, 1)
        column.addLayout(pool_bar)
        column.addWidget(self.hands_heading)
        column.addWidget(self.hands_list)
        column.addLayout(hands_bar)
        split = ShareSplitter((0.55, 0.45))
        split.addWidget(left)
        split.addWidget(self.tabs)
        bottom = QHBoxLayout()
        bottom.addWidget(self.where_label)
        bottom.addWidget(self.where, 1)
        bottom.addWidget(self.preview_button)
        bottom.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        layout.addWidget(self.status)
        layout.addLayout(bottom)

    # -- the header ---------------------------------------------------------------------------------
    def _header_changed(self) -> None:
        if self._loading:
            return
        d = self.draft
        d.set_header("id", self.exam_id.text().strip())
        d.set_header("title", self.title.text().strip())
        d.set_header("intro", self.intro.toPlainText())
        for spin, key in ((self.time_limit, "time_limit"), (self.pass_mark, "pass_mark"),
                          (self.attempts, "attempts_allowed")):
            if spin.objectName() not in self._fractional or spin.hasFocus():  # 59.5 min kept unless edited
                d.set_header(key, spin.value())
        review = REVIEW_POLICIES[max(self.review.currentIndex(), 0)]
        d.set_header("review", review)
        self.closes_at.setEnabled(review == "after-close")
        if review == "after-close":
            if _closes_default(d.get("closes_at")) != self.closes_at.dateTime() or d.get("closes_at") is None:
                d.set_header("closes_at", self.closes_at.dateTime().toString(CLOSES_FORMAT))
        else:
            d.set_header("closes_at", None)
        if not self.where_typed:
            self.where.setText(self._where_default())
        self._show_translations()
        self.refresh()

    # -- translations --------------------------------------------------------------------------------
    def _show_translations(self) -> None:
        """The exam's title and intro, in the three languages."""
        rows = [(key, str(self.draft.get(key)), 0) for key in ("title", "intro")
                if str(self.draft.get(key) or "").strip()]
        self.translations.show_texts(self.draft.translations, rows)
        self._show_missing()

    def missing_translations(self) -> dict[str, list[str]]:
        """Per language, the exam's texts with no translation."""
        return self.draft.missing_translations()

    def _show_missing(self) -> None:
        self.translations.name_tab(self.tabs, 1, self.missing_translations())

    # -- the pools ---------------------------------------------------------------------------------
    def _pool_text(self, index: int, raw: dict[str, Any]) -> str:
        task = str(raw.get("task", ""))
        title = i18n.tr(TASKS[task].title) if task in TASKS else task
        text = self.tr("{n}. {task} × {count}").format(n=index + 1, task=title, count=raw.get("count", "?"))
        if raw.get("min_correct"):
            text += " · " + self.tr("at least %n right", None, int(raw["min_correct"]))
        if raw.get("constraints"):
            text += f" · {_flow(raw['constraints'])}"
        return text

    def _fill_pools(self, select: int) -> None:
        pools = self.draft.pools()
        self.pool_list.blockSignals(True)
        self.pool_list.clear()
        for i, raw in enumerate(pools):
            self.pool_list.addItem(self._pool_text(i, raw))
        self.pool_list.blockSignals(False)
        has = bool(pools)
        for name in ("remove_pool", "pool_up", "pool_down"):
            self.pool_buttons[name].setEnabled(has)
        for field in (self.pool_task, self.pool_count, self.pool_floor, self.pool_target, self.pool_constraints):
            field.setEnabled(has)
        if has:
            self.pool_list.setCurrentRow(max(0, min(select, len(pools) - 1)))
            self._pool_chosen(self.pool_list.currentRow())

    def _pool_chosen(self, row: int) -> None:
        pools = self.draft.pools()
        if not 0 <= row < len(pools):
            return
        raw = pools[row]
        self._loading = True
        try:
            task = str(raw.get("task", ""))
            self.pool_task.setCurrentIndex(self.tasks.index(task) if task in self.tasks else -1)
            self.pool_count.setValue(int(raw.get("count") or 1))
            self.pool_floor.setMaximum(self.pool_count.value())
            self.pool_floor.setValue(int(raw.get("min_correct") or 0))
            self.pool_target.setValue(int(raw.get("target") or 0))
            constraints = raw.get("constraints") or {}
            self.pool_constraints.setText(_flow(constraints) if constraints else "")
            self.pool_constraints.setEnabled(task in TASKS and task_for(task).generated)
            self.pool_error.setText("")
        finally:
            self._loading = False

    def _pool_value(self) -> dict[str, Any]:
        task = self.tasks[max(self.pool_task.currentIndex(), 0)]
        generated = task_for(task).generated
        self.pool_constraints.setEnabled(generated)
        self.pool_floor.setMaximum(self.pool_count.value())
        return {"task": task, "count": self.pool_count.value(),
                "constraints": self._constraints() if generated else None,
                "min_correct": self.pool_floor.value() or None, "target": self.pool_target.value() or None}

    def _constraints(self) -> Any:

        text = self.pool_constraints.text().strip()
        self.pool_error.setText("")
        if not text:
            return None
        value = constraints_of(text)
        if value is None:
            self.pool_error.setText(constraints_hint())
            return {"?": text}
        return value

    def _pool_edited(self) -> None:
        row = self.pool_list.currentRow()
        if self._loading or not 0 <= row < len(self.draft.pools()):
            return
        raw = self._pool_value()
        self.draft.set_pool(row, raw)
        self.pool_list.item(row).setText(self._pool_text(row, self.draft.pools()[row]))
        self.refresh()

    def add_pool(self) -> None:
        """A pool after the one picked: the first task of the game no pool asks yet, two items."""
        asked = {str(p.get("task")) for p in self.draft.pools()}
        task = next((t for t in self.tasks if t not in asked), self.tasks[0])
        at = self.draft.add_pool({"task": task, "count": 2},
                                 self.pool_list.currentRow() + 1 if self.pool_list.count() else None)
        self._fill_pools(at)
        self.refresh()
        self.pool_task.setFocus()

    def remove_pool(self) -> None:
        row = self.pool_list.currentRow()
        if 0 <= row < len(self.draft.pools()):
            self.draft.remove_pool(row)
            self._fill_pools(row)
            self.refresh()

    def move_pool(self, offset: int) -> None:
        row = self.pool_list.currentRow()
        if 0 <= row < len(self.draft.pools()):
            self._fill_pools(self.draft.move_pool(row, offset))
            self.refresh()

    # -- the hands ---------------------------------------------------------------------------------
    def _hands_text(self, raw: dict[str, Any]) -> str:
        seats = raw.get("seats")
        if seats:
            return self.tr("%n hands", None, int(raw.get("count") or 0)) + " · " + self.tr(
                "{seats} seats").format(seats=seats)
        return self.tr("%n hands", None, int(raw.get("count") or 0)) + " · " + self.tr("the usual table")

    def _fill_hands(self, select: int) -> None:
        hands = self.draft.hands()
        self.hands_list.blockSignals(True)
        self.hands_list.clear()
        for raw in hands:
            self.hands_list.addItem(self._hands_text(raw))
        self.hands_list.blockSignals(False)
        has = bool(hands)
        for field in (self.remove_hands, self.hands_count, self.hands_seats):
            field.setEnabled(has)
        if has:
            self.hands_list.setCurrentRow(max(0, min(select, len(hands) - 1)))
            self._hands_chosen(self.hands_list.currentRow())

    def _hands_chosen(self, row: int) -> None:
        hands = self.draft.hands()
        if not 0 <= row < len(hands):
            return
        self._loading = True
        try:
            self.hands_count.setValue(int(hands[row].get("count") or 1))
            self.hands_seats.setValue(int(hands[row].get("seats") or self.hands_seats.minimum()))
        finally:
            self._loading = False

    def _hands_edited(self) -> None:
        row = self.hands_list.currentRow()
        if self._loading or not 0 <= row < len(self.draft.hands()):
            return
        seats = self.hands_seats.value()
        self.draft.set_hands(row, {"count": self.hands_count.value(),
                                   "seats": None if seats < seat_range(self.game)[0] else seats})
        self.hands_list.item(row).setText(self._hands_text(self.draft.hands()[row]))
        self.refresh()

    def _add_hands(self) -> None:
        self._fill_hands(self.draft.add_hands({"count": 1}))
        self.refresh()
        self.hands_count.setFocus()

    def _remove_hands(self) -> None:
        row = self.hands_list.currentRow()
        if 0 <= row < len(self.draft.hands()):
            self.draft.remove_hands(row)
            self._fill_hands(row)
            self.refresh()

    # -- the live check and summary ------------------------------------------------------------------
    def refresh(self) -> None:
        """The draft checked by the exam checker and drawn as a sitting draws it; the summary shown."""
        definition, problems = self.draft.problems()
        self.definition = definition if not problems else None
        self.problems = [f"{p.field}: {p.message}" if p.field else p.message for p in problems]
        self.summary = summary(self.definition) if self.definition is not None else None
        if self.summary is not None:
            self.problems += [f"{where}: {why}" for where, why in self.summary.problems()]
        self.summary_view.setHtml(self._summary_html())
        self._show_save_state()

    def save_refusal(self) -> str:
        """Why the exam cannot be saved now ("" if it can)."""
        if self.problems:
            return self.tr("The exam cannot be saved: {problem}").format(problem=checker_text(self.problems[0]))
        return ""

    def _show_save_state(self) -> None:
        reason = self.save_refusal()
        self.save_button.setEnabled(not reason)
        self.preview_button.setEnabled(not reason)
        if reason:
            self.status.setText(f"<span style='color:{BAD}'>{html.escape(reason)}</span>")
        elif not self.status.text().startswith(f"<span style='color:{OK}'>"):
            self.status.setText("")

    def _summary_html(self) -> str:
        s = self.summary
        heading = self.tr("What a sitting draws")
        parts = [f"<h3>{html.escape(heading)}</h3>"]
        if s is None:
            found = html.escape(self.tr("The exam checker refuses this exam:"))
            lines = "".join(f"<li>{html.escape(checker_text(p))}</li>" for p in self.problems)
            return "".join(parts) + f"<p>{found}</p><ul style='color:{BAD}'>{lines}</ul>" + self._refused_pools_html()
        d = s.definition
        size = (self.tr("Items: {items} · hand steps: {steps} · marks: {marks}.") if s.hands
                else self.tr("Items: {items} · marks: {marks}.")).format(
            items=s.items, steps=s.hand_steps, marks=s.marks)
        parts.append("<p>" + html.escape(size + " " + self.tr(
            "Pass mark {mark:g} %: {need} of {marks} marks. {minutes:g} minutes; attempts allowed: "
            "{attempts}.").format(marks=s.marks, mark=d.pass_mark, need=s.marks_to_pass,
                                  minutes=d.time_limit_min, attempts=d.attempts_allowed)) + "</p>")
        filling = sum(p.fills for p in s.pools)
        colour = OK if filling == len(s.pools) else BAD
        parts.append(f"<p style='color:{colour}'>" + html.escape(self.tr(
            "Pools that can fill their quota: {fill} of {pools}.").format(fill=filling, pools=len(s.pools))) + "</p>")
        parts.append("<p>" + html.escape(self._review_text(d)) + "</p>")
        head = "".join(f"<th align='left'>{html.escape(h)}</th>" for h in (
            self.tr("Pool"), self.tr("Quota"), self.tr("Floor"), self.tr("Draws from"), self.tr("Fills")))
        rows = [f"<tr>{head}</tr>"]
        for p in s.pools:
            title = i18n.tr(TASKS[p.task].title)
            where = (self.tr("%n in the lessons", None, p.available or 0) if p.written else self.tr("generated"))
            fills = self.tr("yes") if p.fills else self.tr("no")
            colour = OK if p.fills else BAD
            floor = str(p.min_correct) if p.min_correct else "–"
            rows.append(f"<tr><td>{p.index + 1}. {html.escape(title)}</td><td>{p.count}</td><td>{floor}</td>"
                        f"<td>{html.escape(where)}</td><td style='color:{colour}'>{html.escape(fills)}</td></tr>")
            cue_words = [self.tr("Length cue: picking the {rank} finds the key in {keyed} of {size} questions "
                                 "({rate:.0%}, more than {limit:.0%}); vary which option is longest (rewrite the "
                                 "other options, not the key)").format(
                rank=self._rank_words(c.rank), keyed=c.keyed, size=c.items, rate=float(c.rate),
                limit=float(length_cue.LIMIT)) for c in p.cues]
            notes = [*p.problems, *cue_words]
            if p.top_rank is not None and not p.cues:
                rank, keyed, of = p.top_rank
                notes.append(self.tr("Length cue: none (the {rank} is keyed in {keyed} of {size}; the "
                                "limit is {limit:.0%})").format(rank=self._rank_words(rank), keyed=keyed, size=of,
                                                                limit=float(length_cue.LIMIT)))
            for note in notes:
                bad = note in p.problems or note in cue_words
                style = f" style='color:{BAD}'" if bad else ""
                rows.append(f"<tr><td></td><td colspan='4'{style}>{html.escape(checker_text(note))}</td></tr>")
        if s.pools:
            parts.append(f"<table cellspacing='0' cellpadding='3'>{''.join(rows)}</table>")
        for h in s.hands:
            seats = str(h.seats) if h.seats else self.tr("as the game usually deals")
            parts.append("<p>" + html.escape(self.tr("%n whole hands; seats: {seats}; {steps} steps in the sample "
                                                     "sitting (seed 0).", None, h.count).format(
                seats=seats, steps=h.steps)) + "</p>")
        if s.hands_problem:
            parts.append(f"<p style='color:{BAD}'>{html.escape(s.hands_problem)}</p>")
        if s.floors:
            parts.append("<p>" + html.escape(self.tr("Floors: a candidate below a pool's floor fails whatever the "
                                                "score.")) + "</p>")
        return "".join(parts)

    def _rank_words(self, rank: str) -> str:
        """A length rank of :mod:`trainer.curriculum.length_cue` in the language in use ("the
        second-longest option")."""
        words_of = {"longest": self.tr("longest option"), "second-longest": self.tr("second-longest option"),
                    "third-longest": self.tr("third-longest option"),
                    "fourth-longest": self.tr("fourth-longest option"),
                    "fifth-longest": self.tr("fifth-longest option"), length_cue.SHORTEST: self.tr("shortest option")}
        found = words_of.get(rank)
        if found is not None:
            return found
        place = rank.split("th-", 1)[0]  # "6th-longest": six options or more
        return self.tr("option number {n} by length").format(n=place) if place.isdigit() else rank

    def _refused_pools_html(self) -> str:
        """The pools as the draft has them while the checker refuses the exam: quota and floor, and which
        pools the problems name (nothing is drawn until the exam reads)."""
        pools = self.draft.pools()
        if not pools:
            return ""
        named = {p.split(":")[0].split(".")[0] for p in self.problems}
        head = "".join(f"<th align='left'>{html.escape(h)}</th>" for h in (
            self.tr("Pool"), self.tr("Quota"), self.tr("Floor"), self.tr("Check")))
        rows = [f"<tr>{head}</tr>"]
        for i, raw in enumerate(pools):
            task = str(raw.get("task", ""))
            title = i18n.tr(TASKS[task].title) if task in TASKS else task
            refused = f"skills[{i}]" in named
            verdict = self.tr("refused") if refused else self.tr("not drawn yet")
            style = f" style='color:{BAD}'" if refused else ""
            rows.append(f"<tr><td>{i + 1}. {html.escape(title)}</td><td>{raw.get('count', '?')}</td>"
                        f"<td>{raw.get('min_correct') or '–'}</td><td{style}>{html.escape(verdict)}</td></tr>")
        return f"<table cellspacing='0' cellpadding='3'>{''.join(rows)}</table>"

    def _review_text(self, d: ExamDefinition) -> str:
        if d.review == "never":
            return self.tr("The candidate never sees the right answers.")
        if d.review == "after-submit":
            return self.tr("The candidate sees the right answers once the exam is submitted.")
        when = i18n.date_time_text(d.closes_at)
        return self.tr("The candidate sees the right answers once the exam closes ({when}).").format(when=when)

    # -- saving and previewing -------------------------------------------------------------------------
    def _where_default(self) -> str:
        path = school_exam_path(self.draft, self.school_folder)
        try:
            return path.relative_to(self.school_folder).as_posix()
        except ValueError:
            return str(path)

    def save(self) -> bool:
        """Save to the file named in the school folder's ``exams``; True if it was written."""
        if self.save_refusal():
            return False
        name = self.where.text().strip() or self._where_default()
        path = Path(name) if Path(name).is_absolute() else self.school_folder / name
        if EXAMS not in path.parent.parts:
            reason = self.tr("An exam is saved in an exams folder (such as exams/{id}.yaml).").format(
                id=self.draft.exam_id)
            self.status.setText(f"<span style='color:{BAD}'>{html.escape(reason)}</span>")
            return False
        try:
            self.draft.save_as(path)
        except DraftError as exc:
            self.status.setText(f"<span style='color:{BAD}'>{html.escape(checker_text(str(exc)))}</span>")
            return False
        done = self.tr("Saved to {path}; exam check: no problems.").format(path=path)
        self.status.setText(f"<span style='color:{OK}'>{html.escape(done)}</span>")
        self.saved.emit(path)
        return True

    def preview(self) -> None:
        """Sit the exam as a candidate would, in a throwaway store (nothing recorded, nobody signs)."""
        if self.definition is None or self.save_refusal():
            return
        from trainer.gui.exam import ExamScreen
        from trainer.store import Store

        store = Store.memory()
        trainee = store.add_trainee(self.tr("Preview"))
        dialog = EditorWindow(self)
        dialog.setObjectName("exam_preview")
        dialog.setWindowTitle(self.tr("Preview as a candidate"))
        screen = ExamScreen(store, trainee, definitions=(self.definition,))
        screen.closed.connect(dialog.close)
        layout = QVBoxLayout(dialog)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(screen)
        dialog.screen_widget = screen  # type: ignore[attr-defined]
        dialog.closed.connect(store.close)
        dialog.resize(1280, 720)
        self.preview_dialog = dialog
        dialog.show()
        screen.exam_list.setFocus()

    # -- words -----------------------------------------------------------------------------------------
    def window_title(self) -> str:
        return self.tr("Exam editor")

    def retranslate_ui(self) -> None:
        window = self.window()
        if window is not self:
            window.setWindowTitle(self.window_title())
        self._loading = True
        try:
            for label, text in zip(self.header_labels, (
                    self.tr("Game"), self.tr("Exam id"), self.tr("Title"), self.tr("Intro"),
                    self.tr("Time limit"), self.tr("Pass mark"), self.tr("Attempts allowed"),
                    self.tr("Right answers shown"), self.tr("Closes at")), strict=True):
                label.setText(text)
            self.time_limit.setSuffix(" " + self.tr("min"))
            self.pass_mark.setSuffix(" %")
            review = self.draft.get("review")
            self.review.clear()
            self.review.addItems([self.tr("Never"), self.tr("After submitting"), self.tr("After the exam closes")])
            self.review.setCurrentIndex(REVIEW_POLICIES.index(review) if review in REVIEW_POLICIES else 1)
            self.closes_at.setEnabled(review == "after-close")
            self.pool_task.clear()
            self.pool_task.addItems([i18n.tr(TASKS[t].title) for t in self.tasks])
            for label, text in zip(self.pool_labels, (self.tr("Skill"), self.tr("Quota"), self.tr("Floor"),
                                                      self.tr("Target time"), self.tr("Constraints")), strict=True):
                label.setText(text)
            self.pool_floor.setSpecialValueText(self.tr("none"))
            self.pool_target.setSpecialValueText(self.tr("none"))
            self.pool_target.setSuffix(" " + self.tr("s"))
            self.pool_constraints.setPlaceholderText(self.tr("e.g. {side_pots: 1} (empty: none)"))
            self.hands_seats.setSpecialValueText(self.tr("usual"))
        finally:
            self._loading = False
        self.game_label.setText(words.game(self.game))
        self.pools_heading.setText(self.tr("Pools"))
        self.hands_heading.setText(self.tr("Whole hands"))
        for name, text in (("add_pool", self.tr("+ Pool")), ("remove_pool", self.tr("Remove")),
                           ("pool_up", self.tr("Up")), ("pool_down", self.tr("Down"))):
            self.pool_buttons[name].setText(text)
        self.hands_labels[0].setText(self.tr("Hands"))
        self.hands_labels[1].setText(self.tr("Seats"))
        self.add_hands.setText(self.tr("+ Hands"))
        self.remove_hands.setText(self.tr("Remove hands"))
        self.where_label.setText(self.tr("Save to the school folder as:"))
        self.where.setToolTip(str(self.school_folder))
        self.preview_button.setText(self.tr("Preview as a candidate (Ctrl+P)"))
        self.save_button.setText(self.tr("Save (Ctrl+S)"))
        self.tabs.setTabText(0, self.tr("What a sitting draws"))
        self.translations.retranslate_ui()
        self._show_missing()
        if self.pool_list.count():
            self._fill_pools(self.pool_list.currentRow())
            self._fill_hands(self.hands_list.currentRow())
            self.refresh()


def _flow(value: Any) -> str:
    import yaml

    return str(yaml.safe_dump(value, default_flow_style=True, sort_keys=False)).strip()


def _closes_default(value: Any) -> QDateTime:
    """An exam's ``closes_at`` for the picker; none yet: four weeks from today at 18:00."""
    moment = None
    if isinstance(value, datetime):
        moment = value
    elif value is not None:
        try:
            moment = datetime.fromisoformat(str(value))
        except ValueError:
            moment = None
    if moment is None:
        moment = (datetime.now() + timedelta(days=28)).replace(hour=18, minute=0, second=0, microsecond=0)
    return QDateTime(QDate(moment.year, moment.month, moment.day), QTime(moment.hour, moment.minute))


def open_exam_editor(path: Path | None, game: str = "", school_folder: Path | None = None,
                     parent: QWidget | None = None) -> EditorWindow:
    """The editor in a window of its own, on exam file ``path`` or a new exam of ``game``."""
    if path is not None:
        draft = ExamDraft.load(path)
    else:
        draft = ExamDraft.new(game, f"school-{game}-exam", tr("{game}: school exam", game=words.game(game)))
    return editor_window(ExamEditor(draft, school_folder), "exam_editor_window", parent)
