"""The item editor (issue 35 item 2): one lesson item set up on a form, the table and the
engine's answer beside it as it changes.

The form is the item's kind: a table of a flop game (seats, their cards, the board, what each
put in, folds and all-ins, the marker, the table's terms), a 13-card table (each place's 13
cards in its three rows, its stake), a choice question (procedure), a generated block, or the
scenario as YAML for any other table.  Which table form a game gets is read from its rule set
(board cards, hole cards, stake points), never from its name.  Every change is checked at once
by the lessons checker itself (:func:`trainer.curriculum.lesson_edit.check_item`): a table the
regulation does not allow (R0-5) or a question that needs a fact the table does not show is
named, and :attr:`ItemEditor.check` says the item cannot be saved.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from trainer import i18n
from trainer.curriculum.check_words import checker_text
from trainer.curriculum.lesson_edit import ItemCheck, check_item, choice_warnings, item_task, plain
from trainer.gui.progress.stats_view import ShareSplitter
from trainer.tasks import TASKS

from .card_picker import CardPicker
from .item_forms import FORMS, BoardForm, Form, GenerateForm, item_kind
from .replay import ReplayView

BAD, WARN = "#ec7063", "#f5b041"  # the editor's problem lines (HTML)


class ItemEditor(QWidget):
    """One item of a lesson of ``game``: its form on the left (id, explanation, the kind's form, the
    card picker), the table with the engine's answer and its explanation on the right, live.

    ``others``: the lesson's other items, for the length cue of a choice item's pool."""

    edited = Signal()  # the item changed (its value, its check)

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.kind = ""
        self.form: Form | None = None
        self.check: ItemCheck | None = None
        self.others: list[dict[str, Any]] = []
        self.original_expect: Any = None
        self.generated: tuple[Any, ...] = ()
        self.task = QComboBox()
        self.task.setObjectName("item_task")
        self.task_ids = [t.id for t in TASKS.values() if game in t.games and not t.dealt]
        self.task.currentIndexChanged.connect(self._task_changed)
        self.item_id = QLineEdit()
        self.item_id.setObjectName("item_id")
        self.explain = QPlainTextEdit()
        self.explain.setObjectName("item_explain")
        self.explain.setTabChangesFocus(True)
        self.explain.setMaximumHeight(70)
        self.item_id.textChanged.connect(self._changed)
        self.explain.textChanged.connect(self._changed)
        self.picker = CardPicker(game, self._cards_in_use)
        self.picker.picked.connect(lambda _c: self.picker.refresh())
        self.form_box = QVBoxLayout()
        self.common = QFormLayout()
        self.common.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.labels = [QLabel() for _ in range(3)]
        self.common.addRow(self.labels[0], self.task)
        self.common.addRow(self.labels[1], self.item_id)
        self.common.addRow(self.labels[2], self.explain)
        self.status = QLabel()
        self.status.setObjectName("item_status")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.picker_box = QGroupBox()
        picker_layout = QVBoxLayout(self.picker_box)
        picker_layout.addWidget(self.picker)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.addLayout(self.common)
        left_layout.addLayout(self.form_box)
        left_layout.addWidget(self.picker_box)
        left_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(left)  # a form wider than its column scrolls, never clipped (the layouts keep it narrow)
        self.view = ReplayView()
        self.view.split.setOrientation(Qt.Orientation.Vertical)  # the table above its answer: a narrow column
        self.view.table.viewport().installEventFilter(self)  # a seat clicked on the table seats (or unseats) it
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.status)
        right_layout.addWidget(self.view, 1)
        split = ShareSplitter((0.58, 0.42))
        split.addWidget(scroll)
        split.addWidget(right)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(split)
        self._loading = False
        self.retranslate_ui()

    # -- the item ------------------------------------------------------------------------------
    def load(self, raw: Mapping[str, Any], others: list[dict[str, Any]] | None = None) -> None:
        """Show item ``raw`` (plain data); nothing is changed until the form is."""
        self._loading = True
        try:
            raw = plain(dict(raw))
            self.others = others or []
            self.original_expect = raw.get("expect")
            kind = item_kind(raw, self.game)
            task = item_task(raw)
            for widget in (self.task, self.item_id, self.explain, *self.labels):
                widget.setVisible(kind != "generate")  # a block's task is its own field
            if task in self.task_ids:
                self.task.setCurrentIndex(self.task_ids.index(task))
            self.item_id.setText(str(raw.get("id", "")))
            self.explain.setPlainText(str(raw.get("explain", "")).strip())
            self._set_form(kind)
            assert self.form is not None
            self.form.load({k: v for k, v in raw.items() if k not in ("id", "explain", "expect")})
        finally:
            self._loading = False
        self.picker.target(None)
        self.recheck()

    def _set_form(self, kind: str) -> None:
        if self.form is not None and self.kind == kind:
            return
        if self.form is not None:
            self.form_box.removeWidget(self.form)
            self.form.hide()
            self.form.setParent(None)
            self.form.deleteLater()
        self.kind = kind
        self.form = FORMS[kind](self.game, self.picker)
        self.form.changed.connect(self._changed)
        if isinstance(self.form, GenerateForm):
            self.form.items.currentRowChanged.connect(self._generated_chosen)
        self.form_box.addWidget(self.form)
        self.picker_box.setVisible(kind in ("board", "rows"))

    def _task_changed(self) -> None:
        if self._loading or self.form is None or not self.task_ids:
            return
        task = self.task_ids[self.task.currentIndex()]
        raw = self.value()
        raw["task"] = task
        kind = item_kind(raw, self.game)
        if kind != self.kind:
            keep: dict[str, Any] = {k: raw[k] for k in ("id", "explain") if k in raw}
            raw = {**keep, "task": task}
            self._set_form(kind)
            self._loading = True
            try:
                self.form.load(raw)
            finally:
                self._loading = False
        else:
            self.form.loaded["task"] = task
        self._changed()

    def _cards_in_use(self) -> set[str]:
        return self.form.cards_in_use() if self.form is not None else set()

    def value(self) -> dict[str, Any]:
        """The item as the form has it, keyed by the engine (``expect``) when its table is asked."""
        assert self.form is not None
        raw = self.form.value()
        if self.kind != "generate":
            item_id = self.item_id.text().strip()
            explain = self.explain.toPlainText().strip()
            head = {"id": item_id} if item_id else {}
            raw = {**head, **{k: v for k, v in raw.items() if k != "id"}}
            if explain:
                raw["explain"] = explain
            else:
                raw.pop("explain", None)
        return raw

    def keyed_value(self) -> dict[str, Any]:
        """:meth:`value` with ``expect``: the file's own if the engine still agrees with it, else the
        engine's answer (the engine keys the item); none for a question it cannot answer yet."""
        raw = self.value()
        check = self.check
        if self.kind in ("generate", "choice") or check is None or check.answer is None:
            return raw
        if self.original_expect is not None and check_item(self.game, {**raw, "expect": self.original_expect}).ok:
            expect = self.original_expect
        else:
            expect = check.answer
        if "explain" in raw:  # the file's order: ..., expect, explain, rulings
            out = {k: v for k, v in raw.items() if k not in ("explain", "rulings")}
            out["expect"] = expect
            return {**out, **{k: raw[k] for k in ("explain", "rulings") if k in raw}}
        return {**raw, "expect": expect}

    def _changed(self, *_: Any) -> None:
        if self._loading:
            return
        self.recheck()
        self.edited.emit()

    # -- the live check ---------------------------------------------------------------------------
    def recheck(self) -> None:
        raw = self.value()
        self.check = check = check_item(self.game, raw)
        self.picker.refresh()
        lines: list[str] = []
        if check.refused_table:
            lines.append(self._line(BAD, self.tr("Refused: a table the regulation does not allow"),
                                    check.refused_table))
        if check.hidden:
            lines.append(self._line(BAD, self.tr("Refused: the answer needs a fact the table does not show"),
                                    (check.hidden,)))
        others = [p for p in check.problems if not any(r in p for r in check.refused_table)
                  and not (check.hidden and check.hidden in p)]
        if others:
            lines.append(self._line(BAD, self.tr("Cannot be saved yet"), tuple(others)))
        if self.kind == "choice":
            warnings = choice_warnings(self.game, raw, self.others)
            if warnings:
                lines.append(self._line(WARN, self.tr("Length cue"), tuple(warnings)))
        if check.ok:
            lines.insert(0, "<p style='color:#58d68d'>{}</p>".format(html.escape(self.tr(
                "The engine keys this item: it can be saved."))))
        self.status.setText("".join(lines))
        self._show(check)

    @staticmethod
    def _line(colour: str, heading: str, items: tuple[str, ...]) -> str:
        rows = "".join(f"<li>{html.escape(checker_text(i))}</li>" for i in items)  # the checker's words, translated
        return f"<p style='color:{colour}'><b>{html.escape(heading)}</b></p><ul style='color:{colour}'>{rows}</ul>"

    def _show(self, check: ItemCheck) -> None:
        heading = self.tr("As the trainee sees it, with the engine's answer")
        if check.questions:
            self.view.show_question(check.questions[0], heading)
            if self.kind == "generate" and isinstance(self.form, GenerateForm):
                self._list_generated(check)
            return
        if isinstance(self.form, GenerateForm):
            self.form.items.clear()
        reason = check.engine_error or (check.problems[0] if check.problems else "")
        self.view.show_message(self.tr("The engine cannot answer this item yet"),
                               f"<p style='color:{BAD}'>{html.escape(checker_text(reason))}</p>")
        if isinstance(self.form, BoardForm):
            self._draw_unanswered()

    def _draw_unanswered(self) -> None:
        """The table as it is set up so far, the engine's answer not yet there: its seats are
        still there to click (a table that cannot be drawn yet stays hidden)."""
        scenario = self.value().get("scenario") or {}
        table = self.view.table
        try:
            table.show_scenario({"game": self.game, **scenario}, reveal=True)
        except (KeyError, TypeError, ValueError):
            return
        table.show()

    # -- a seat clicked on the table ----------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (watched is self.view.table.viewport() and event.type() == QEvent.Type.MouseButtonPress
                and isinstance(event, QMouseEvent) and event.button() == Qt.MouseButton.LeftButton):
            seat = self.seat_at(event.position().toPoint())
            if seat is not None:
                self.toggle_seat(seat)
                return True
        return super().eventFilter(watched, event)

    def seat_at(self, point: Any) -> int | None:
        """The seat of the table drawn at ``point`` (the table's viewport), seated or empty; None:
        no seat there, or a form that seats nobody by number."""
        if not isinstance(self.form, BoardForm) or self.view.table.isHidden():
            return None
        table = self.view.table
        for place, item in table.seat_items().items():
            if place in self.form.seat_buttons and table.mapFromScene(item.sceneBoundingRect()).boundingRect().contains(
                    point):
                return place
        return None

    def toggle_seat(self, seat: int) -> None:
        """Seat ``seat`` added to the table, or taken away (as its button on the form does)."""
        if isinstance(self.form, BoardForm) and seat in self.form.seat_buttons:
            self.form.seat_buttons[seat].toggle()

    def _list_generated(self, check: ItemCheck) -> None:
        assert isinstance(self.form, GenerateForm)
        items = self.form.items
        items.blockSignals(True)
        items.clear()
        self.generated = check.questions
        for n, question in enumerate(check.questions, 1):
            items.addItem(self.tr("Item {n}").format(n=n) + f" · {i18n.tr(TASKS[question.task].title)}")
        items.blockSignals(False)

    def _generated_chosen(self, row: int) -> None:
        """A generated item picked in the block's list: drawn as the trainee gets it."""
        if 0 <= row < len(self.generated):
            self.view.show_question(self.generated[row], self.tr("Generated item {n}").format(n=row + 1))

    def retranslate_ui(self) -> None:
        current = self.task.currentIndex()
        self.task.blockSignals(True)
        self.task.clear()
        self.task.addItems([i18n.tr(TASKS[t].title) for t in self.task_ids])
        self.task.setCurrentIndex(max(current, 0))
        self.task.blockSignals(False)
        for label, text in zip(self.labels, (self.tr("Task"), self.tr("Item id"), self.tr("Explanation")),
                               strict=True):
            label.setText(text)
        self.picker_box.setTitle(self.tr("The deck"))
        self.picker.target(self.picker.field)
        if self.form is not None:
            self.form.retranslate_ui()
        self.view.retranslate_ui()
        if self.form is not None and not self._loading:
            self.recheck()
