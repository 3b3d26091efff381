"""Exams: the list of certification exams, taking one, the result, the review.

List: Enter starts (after a confirmation) or resumes the exam picked, R shows its
last result, Esc goes home.  During the exam: a countdown (red in the last
minute), numbered buttons for the items (filled: answered), PageUp/PageDown or
Ctrl+Left/Right to move, Enter saves and goes on, Backspace undoes in the panel,
Ctrl+Enter submits (after a confirmation that lists the unanswered items).
Answers are saved as given — a moment after each change, on leaving an item and
on Enter — and nothing is graded on screen: no verdict, no right answer, the
table's hidden cards stay hidden.  At time-out the exam submits itself.  Result:
R opens the review (when the exam's policy allows), Ctrl+P saves the report as a
PDF, Esc goes back to the list.
"""

from __future__ import annotations

import contextlib
import html
import json
import re
from collections.abc import Callable, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QStandardPaths,
    Qt,
    QTimer,
    QUrl,
    Signal,
)
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from trainer.engine.rulesets import RULESETS
from trainer.gui.panels.base import AnswerPanel
from trainer.gui.panels.host import PanelHost
from trainer.gui.reveal import HANDS_SHOWN
from trainer.gui.rule_dialog import RuleDialog
from trainer.gui.table import TableView
from trainer.scenarios.exam import ExamDefinition
from trainer.scenarios.tasks import task_for
from trainer.store import Exam, Store, Trainee
from trainer.store.timestamps import utc_now
from trainer.training.exam import (
    Clock,
    ExamError,
    ExamSession,
    Outcome,
    ReviewItem,
    SkillLine,
    Standing,
    is_blank,
    review_rule,
    shipped_exams,
    standings,
)

Index = QModelIndex | QPersistentModelIndex
AUTOSAVE_MS = 800
TICK_MS = 250
URGENT_S = 60
NAV_COLUMNS = 25
PROCEDURE_WIDTH = 860
QWIDGETSIZE_MAX = (1 << 24) - 1
CITE_SCHEME = "cite"
LIST, EXAM, RESULT, REVIEW = range(4)


STYLE = """
QLabel#countdown { font-family: monospace; font-size: 26px; font-weight: 800; padding: 2px 14px;
    border-radius: 8px; background: #27303a; color: #e8ecef; }
QLabel#countdown[urgent="true"] { background: #b03a2e; color: #ffffff; }
QPushButton[nav="true"] { min-width: 34px; max-width: 34px; min-height: 30px; padding: 0;
    border-radius: 6px; border: 1px solid #4a5866; background: transparent; color: #c9d3dc;
    font-weight: 700; }
QPushButton[nav="true"][answered="true"] { background: #3d5a80; border: 1px solid #5c7ea8; color: #ffffff; }
QPushButton[nav="true"][current="true"] { border: 3px solid #d4a72c; }
QLabel#verdict[passed="true"] { color: #58d68d; }
QLabel#verdict[passed="false"] { color: #ec7063; }
QLabel#code { font-family: monospace; font-size: 24px; font-weight: 800; letter-spacing: 2px; }
"""


def clock_text(seconds: float) -> str:
    s = max(0, int(seconds + 0.999))  # 0:01 until the very end
    h, rest = divmod(s, 3600)
    return f"{h}:{rest // 60:02d}:{rest % 60:02d}" if h else f"{rest // 60:02d}:{rest % 60:02d}"


def local_time(moment: datetime | None) -> str:
    return moment.astimezone().strftime("%Y-%m-%d %H:%M") if moment else "—"


def same_answer(a: Mapping[str, Any] | None, b: Mapping[str, Any] | None) -> bool:
    return json.dumps(a, sort_keys=True, default=str) == json.dumps(b, sort_keys=True, default=str)


def value_text(value: Any, top: bool = True) -> str:
    """An answer in plain words: ``pots: (amount: 240, winners: 1, 2); payouts: 1: 58, 2: 182``."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        return QCoreApplication.translate("ExamScreen", "yes" if value else "no")
    if isinstance(value, Mapping):
        text = ("; " if top else ", ").join(f"{k}: {value_text(v, False)}" for k, v in value.items())
        return (text if top else f"({text})") if value else "—"
    if isinstance(value, list | tuple):
        return ", ".join(value_text(v, False) for v in value) or "—"
    return str(value)


# -- putting a saved answer back into a panel ------------------------------------------


def _pick_seats(key: str) -> Callable[[Any, Mapping[str, Any]], None]:
    def restore(panel: Any, answer: Mapping[str, Any]) -> None:
        for seat in answer.get(key, []):
            panel.pick(int(seat))
    return restore


def _pick_combos(key: str, none: str | None = None) -> Callable[[Any, Mapping[str, Any]], None]:
    def restore(panel: Any, answer: Mapping[str, Any]) -> None:
        for place, code in answer.get(key, {}).items():
            combo = panel.combos[place]
            combo.setCurrentIndex(combo.findData(none if code is None else code))
    return restore


def _pots(panel: Any, answer: Mapping[str, Any]) -> None:
    pots = answer.get("pots", [])
    for _ in pots[1:]:
        panel.add_pot()
    for row, pot in zip(panel.pots, pots, strict=False):
        row.amount.setValue(int(pot["amount"]))
        row.winners.setText(" ".join(str(s) for s in pot["winners"]))
    for seat, amount in answer.get("payouts", {}).items():
        panel.payouts[str(seat)].setValue(int(amount))


def _commission(panel: Any, answer: Mapping[str, Any]) -> None:
    if "commission" in answer:
        panel.spin.setValue(int(answer["commission"]))
        panel.spin.findChild(QLineEdit).textEdited.emit(str(answer["commission"]))


def _settle(panel: Any, answer: Mapping[str, Any]) -> None:
    for seat, row in answer.get("seats", {}).items():
        panel.outcomes[seat].set_value(row.get("outcome"))
        panel.nets[seat].setValue(int(row.get("net", 0)))


def _payout(panel: Any, answer: Mapping[str, Any]) -> None:
    for seat, row in answer.get("seats", {}).items():
        for field, amount in row.items():
            panel.spins[seat][field].setValue(int(amount))


def _foul(panel: Any, answer: Mapping[str, Any]) -> None:
    for place, fouled in answer.get("fouls", {}).items():
        if fouled:
            panel.toggle(place)


def _dice(panel: Any, answer: Mapping[str, Any]) -> None:
    first = answer.get("first_card")
    if first:
        panel.choose(str(first).split()[-1])


def _choice(key: str, cast: Callable[[Any], Any]) -> Callable[[Any, Mapping[str, Any]], None]:
    def restore(panel: Any, answer: Mapping[str, Any]) -> None:
        if key in answer:
            panel.choose(cast(answer[key]))
    return restore


RESTORERS: dict[str, Callable[[Any, Mapping[str, Any]], None]] = {
    "winner": _pick_seats("winners"), "showdown-order": _pick_seats("order"),
    "first-to-act": lambda p, a: p.pick(int(a["seat"])) if "seat" in a else None,
    "hand-category": _pick_combos("categories"), "natural": _pick_combos("naturals", "none"),
    "pot-split": _pots, "commission": _commission, "thirteen-settle": _settle,
    "qpoker-payout": _payout, "foul": _foul, "dice": _dice,
    "procedure": _choice("choice", int), "qpoker-qualify": _choice("qualifies", bool),
}


def restore_answer(panel: AnswerPanel, task: str, answer: Mapping[str, Any]) -> bool:
    """Put a saved answer back into a freshly loaded panel; True if the panel now gives it back.

    A panel may offer ``set_answer(answer)``; otherwise the panel's own inputs are set.
    """
    setter = getattr(panel, "set_answer", None)
    try:
        if callable(setter):
            setter(answer)
        elif task in RESTORERS:
            RESTORERS[task](panel, answer)
        return same_answer(panel.answer(), answer)
    except (AttributeError, KeyError, TypeError, ValueError, IndexError):
        return False


# -- models ----------------------------------------------------------------------------


class ExamListModel(QAbstractTableModel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[Standing] = []
        self.headers: list[str] = []

    def load(self, rows: list[Standing], headers: list[str]) -> None:
        self.beginResetModel()
        self.rows, self.headers = rows, headers
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's default argument
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        d = row.definition
        if role == Qt.ItemDataRole.DisplayRole:
            return self.cells(row)[index.column()]
        if role == Qt.ItemDataRole.ForegroundRole and index.column() == 6 and row.last_result:
            return QColor("#58d68d" if row.last_result.passed else "#ec7063")
        if role == Qt.ItemDataRole.TextAlignmentRole and 2 <= index.column() <= 5:
            return Qt.AlignmentFlag.AlignCenter
        if role == Qt.ItemDataRole.ToolTipRole:
            return d.intro
        return None

    def cells(self, row: Standing) -> list[str]:
        d = row.definition
        last = row.last_result
        tr = self.tr
        if row.open_exam is not None:
            result = tr("under way")
        elif last is None:
            result = "—"
        else:
            verdict = tr("passed") if last.passed else tr("not passed")
            result = tr("{score:.0%} {verdict}, {when}").format(
                score=last.score or 0, verdict=verdict, when=local_time(last.submitted_at))
        return [d.title, RULESETS[d.game].title, str(d.items),
                tr("{minutes:g} min").format(minutes=d.time_limit_min),
                tr("{mark:g} %").format(mark=d.pass_mark),
                tr("{used} of {allowed}").format(used=row.attempts_used, allowed=d.attempts_allowed),
                result]


class SkillModel(QAbstractTableModel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[SkillLine] = []
        self.headers: list[str] = []

    def load(self, rows: list[SkillLine], headers: list[str]) -> None:
        self.beginResetModel()
        self.rows, self.headers = rows, headers
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        line = self.rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return [self.tr(task_for(line.skill.task).title), str(line.items), str(line.answered),
                    str(line.correct), f"{line.percent:.0%}"][index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() > 0:
            return Qt.AlignmentFlag.AlignCenter
        return None


# -- the screen ------------------------------------------------------------------------


class ExamScreen(QWidget):
    closed = Signal()

    def __init__(self, store: Store, trainee: Trainee, parent: QWidget | None = None, *,
                 definitions: tuple[ExamDefinition, ...] | None = None, clock: Clock | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(STYLE)
        self.store = store
        self.trainee = trainee
        self.definitions = tuple(shipped_exams() if definitions is None else definitions)
        self.clock: Clock = clock or utc_now
        self.session: ExamSession | None = None
        self.outcome: Outcome | None = None
        self.panel: AnswerPanel | None = None
        self.confirm: QMessageBox | None = None
        self.review_items: list[ReviewItem] = []
        self.note_key = ""  # why the last result was submitted (time-out), for retranslation
        self._dirty = False
        self._loading = False
        self._restored = True
        self._saved_at: datetime | None = None
        self.pages = QStackedWidget()
        self.pages.addWidget(self._build_list())
        self.pages.addWidget(self._build_exam())
        self.pages.addWidget(self._build_result())
        self.pages.addWidget(self._build_review())
        QVBoxLayout(self).addWidget(self.pages)
        self.ticker = QTimer(self)
        self.ticker.setInterval(TICK_MS)
        self.ticker.timeout.connect(self.tick)
        self.autosave = QTimer(self)
        self.autosave.setSingleShot(True)
        self.autosave.setInterval(AUTOSAVE_MS)
        self.autosave.timeout.connect(lambda: self.save_current(force=False))
        self._keys()
        self.retranslate_ui()
        self.refresh()
        pending = store.open_exams(trainee.id)
        if pending:  # back after a crash or a power cut: straight into the exam
            self.resume(pending[0])

    # -- building ----------------------------------------------------------------------

    def _build_list(self) -> QWidget:
        page = QWidget()
        self.list_heading = QLabel()
        self.list_heading.setStyleSheet("font-size: 22px; font-weight: bold;")
        self.list_model = ExamListModel(self)
        self.exam_list = QTableView()
        self.exam_list.setObjectName("exam_list")
        self.exam_list.setModel(self.list_model)
        self.exam_list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.exam_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.exam_list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.exam_list.verticalHeader().hide()
        self.exam_list.verticalHeader().setDefaultSectionSize(30)
        self.exam_list.setAlternatingRowColors(True)
        self.exam_list.doubleClicked.connect(lambda _i: self.start_selected())
        self.details = QLabel()
        self.details.setObjectName("exam_details")
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.details.setStyleSheet("font-size: 14px; padding: 6px;")
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.list_message = QLabel()
        self.list_message.setObjectName("list_message")
        self.list_message.setWordWrap(True)
        self.list_message.setStyleSheet("color: #ec7063; font-weight: bold;")
        self.start_button = QPushButton()
        self.start_button.setObjectName("start_exam")
        self.start_button.setStyleSheet("font-size: 15px; padding: 8px 18px;")
        self.start_button.clicked.connect(self.start_selected)
        self.last_button = QPushButton()
        self.last_button.setObjectName("last_result")
        self.last_button.clicked.connect(self.show_last_result)
        self.back_button = QPushButton()
        self.back_button.setObjectName("back_home")
        self.back_button.clicked.connect(self.closed)
        buttons = QHBoxLayout()
        buttons.addWidget(self.list_message, 1)
        buttons.addWidget(self.last_button)
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.back_button)
        layout = QVBoxLayout(page)
        layout.addWidget(self.list_heading)
        layout.addWidget(self.exam_list, 1)
        layout.addWidget(self.details, 1)
        layout.addLayout(buttons)
        self.exam_list.selectionModel().currentRowChanged.connect(lambda *_: self._show_details())
        return page

    def _build_exam(self) -> QWidget:
        page = QWidget()
        self.exam_title = QLabel()
        self.exam_title.setStyleSheet("font-size: 17px; font-weight: bold;")
        self.position = QLabel()
        self.position.setObjectName("position")
        self.position.setStyleSheet("font-size: 15px;")
        self.answered_label = QLabel()
        self.answered_label.setObjectName("answered")
        self.countdown = QLabel("00:00")
        self.countdown.setObjectName("countdown")
        self.countdown.setProperty("urgent", False)
        self.submit_button = QPushButton()
        self.submit_button.setObjectName("submit_exam")
        self.submit_button.setStyleSheet("font-size: 15px; padding: 6px 16px;")
        self.submit_button.clicked.connect(self.ask_submit)
        self.submit_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Ctrl+Enter; no stray Space submits
        bar = QHBoxLayout()
        bar.addWidget(self.exam_title, 1)
        bar.addWidget(self.position)
        bar.addSpacing(16)
        bar.addWidget(self.answered_label)
        bar.addSpacing(16)
        bar.addWidget(self.countdown)
        bar.addSpacing(16)
        bar.addWidget(self.submit_button)
        self.navigator = QWidget()
        self.navigator.setObjectName("navigator")
        self.nav_layout = QGridLayout(self.navigator)
        self.nav_layout.setContentsMargins(0, 0, 0, 0)
        self.nav_layout.setSpacing(4)
        self.nav_buttons: list[QPushButton] = []
        self.legend = QLabel()
        self.legend.setStyleSheet("color: #9aa5b1;")
        nav_row = QHBoxLayout()
        nav_row.addWidget(self.navigator)
        nav_row.addStretch(1)
        nav_row.addWidget(self.legend)

        self.table = TableView()
        self.panels = PanelHost()
        self.panels.answerChanged.connect(self._answer_changed)
        self.panels.submitRequested.connect(self.save_and_next)  # a double-click on a choice
        self.save_status = QLabel()
        self.save_status.setObjectName("save_status")
        self.save_status.setWordWrap(True)
        self.save_status.setStyleSheet("color: #9aa5b1;")
        self.keys_label = QLabel()
        self.keys_label.setWordWrap(True)
        self.keys_label.setStyleSheet("color: #9aa5b1;")
        self.prev_button = QPushButton()
        self.prev_button.setObjectName("previous_item")
        self.prev_button.clicked.connect(self.previous_item)
        self.save_button = QPushButton()
        self.save_button.setObjectName("save_answer")
        self.save_button.clicked.connect(self.save_and_next)
        self.next_button = QPushButton()
        self.next_button.setObjectName("next_item")
        self.next_button.clicked.connect(self.next_item)
        for b in (self.prev_button, self.save_button, self.next_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        moves = QHBoxLayout()
        moves.addWidget(self.prev_button)
        moves.addWidget(self.save_button, 1)
        moves.addWidget(self.next_button)
        side = QWidget()
        side.setMinimumWidth(400)
        self.side = side
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.panels, 1)
        side_layout.addWidget(self.save_status)
        side_layout.addWidget(self.keys_label)
        side_layout.addLayout(moves)
        split = QSplitter()
        split.addWidget(self.table)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        self.split = split
        layout = QVBoxLayout(page)
        layout.addLayout(bar)
        layout.addLayout(nav_row)
        layout.addWidget(split, 1)
        return page

    def _build_result(self) -> QWidget:
        page = QWidget()
        self.verdict = QLabel()
        self.verdict.setObjectName("verdict")
        self.verdict.setStyleSheet("font-size: 30px; font-weight: 800;")
        self.result_figures = QLabel()
        self.result_figures.setObjectName("result_figures")
        self.result_figures.setStyleSheet("font-size: 16px;")
        self.result_figures.setTextFormat(Qt.TextFormat.RichText)
        self.result_note = QLabel()
        self.result_note.setObjectName("result_note")
        self.result_note.setWordWrap(True)
        self.result_note.setStyleSheet("color: #f5b041; font-weight: bold;")
        self.code_caption = QLabel()
        self.code_label = QLabel()
        self.code_label.setObjectName("code")
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.skill_model = SkillModel(self)
        self.skill_table = QTableView()
        self.skill_table.setObjectName("skill_table")
        self.skill_table.setModel(self.skill_model)
        self.skill_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.skill_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.skill_table.verticalHeader().hide()
        self.skill_table.setAlternatingRowColors(True)
        self.review_rule_label = QLabel()
        self.review_rule_label.setObjectName("review_rule")
        self.review_rule_label.setWordWrap(True)
        self.review_button = QPushButton()
        self.review_button.setObjectName("review_answers")
        self.review_button.clicked.connect(self.show_review)
        self.pdf_button = QPushButton()
        self.pdf_button.setObjectName("save_report")
        self.pdf_button.setStyleSheet("font-size: 15px; padding: 8px 18px;")
        self.pdf_button.clicked.connect(lambda: self.save_report())
        self.result_back = QPushButton()
        self.result_back.setObjectName("back_to_list")
        self.result_back.clicked.connect(self.show_list)
        self.pdf_message = QLabel()
        self.pdf_message.setObjectName("pdf_message")
        self.pdf_message.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.pdf_message, 1)
        buttons.addWidget(self.review_button)
        buttons.addWidget(self.pdf_button)
        buttons.addWidget(self.result_back)
        code_row = QHBoxLayout()
        code_row.addWidget(self.code_caption)
        code_row.addWidget(self.code_label)
        code_row.addStretch(1)
        layout = QVBoxLayout(page)
        layout.addWidget(self.verdict)
        layout.addWidget(self.result_figures)
        layout.addWidget(self.result_note)
        layout.addLayout(code_row)
        self.skill_table.setMaximumWidth(820)
        self.skill_table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.skill_table.verticalHeader().setDefaultSectionSize(30)
        self.skill_table.setStyleSheet("font-size: 14px;")
        self.skill_heading = QLabel()
        self.skill_heading.setStyleSheet("font-size: 16px; font-weight: bold; margin-top: 10px;")
        layout.addWidget(self.skill_heading)
        layout.addWidget(self.skill_table)
        layout.addWidget(self.review_rule_label)
        layout.addStretch(1)
        layout.addLayout(buttons)
        return page

    def _build_review(self) -> QWidget:
        page = QWidget()
        self.review_heading = QLabel()
        self.review_heading.setStyleSheet("font-size: 17px; font-weight: bold;")
        self.review_list = QListWidget()
        self.review_list.setObjectName("review_list")
        self.review_list.setMinimumWidth(340)
        self.review_list.setMaximumWidth(380)
        self.review_list.setStyleSheet("QListWidget { font-size: 14px; } QListWidget::item { padding: 3px; }")
        self.review_list.currentRowChanged.connect(self._show_review_item)
        self.review_table = TableView()
        self.review_text = QTextBrowser()
        self.review_text.setObjectName("review_text")
        self.review_text.setOpenLinks(False)
        self.review_text.anchorClicked.connect(self._open_link)
        self.review_back = QPushButton()
        self.review_back.setObjectName("back_to_result")
        self.review_back.clicked.connect(lambda: self.pages.setCurrentIndex(RESULT))
        self.review_text.setMinimumWidth(380)
        self.review_text.setStyleSheet("font-size: 14px;")
        split = QSplitter()
        split.addWidget(self.review_list)
        split.addWidget(self.review_table)
        split.addWidget(self.review_text)
        split.setStretchFactor(1, 3)
        split.setStretchFactor(2, 2)
        split.setChildrenCollapsible(False)
        top = QHBoxLayout()
        top.addWidget(self.review_heading, 1)
        top.addWidget(self.review_back)
        layout = QVBoxLayout(page)
        layout.addLayout(top)
        layout.addWidget(split, 1)
        return page

    def _keys(self) -> None:
        keys: dict[QKeySequence | Qt.Key | str, dict[int, Callable[[], None]]] = {
            Qt.Key.Key_Return: {LIST: self.start_selected, EXAM: self.save_and_next},
            Qt.Key.Key_Enter: {LIST: self.start_selected, EXAM: self.save_and_next},
            Qt.Key.Key_Escape: {LIST: self.closed.emit, RESULT: self.show_list,
                                REVIEW: lambda: self.pages.setCurrentIndex(RESULT)},
            Qt.Key.Key_R: {LIST: self.show_last_result, RESULT: self.show_review},
            Qt.Key.Key_PageDown: {EXAM: self.next_item, REVIEW: lambda: self._step_review(1)},
            Qt.Key.Key_PageUp: {EXAM: self.previous_item, REVIEW: lambda: self._step_review(-1)},
            "Ctrl+Right": {EXAM: self.next_item},
            "Ctrl+Left": {EXAM: self.previous_item},
            "Ctrl+Return": {EXAM: self.ask_submit},
            "Ctrl+Enter": {EXAM: self.ask_submit},
            Qt.Key.Key_Backspace: {EXAM: self._undo},
            "Ctrl+P": {RESULT: lambda: self.save_report()},
        }
        self.shortcuts: list[QShortcut] = []
        for key, by_page in keys.items():
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda by_page=by_page: self._dispatch(by_page))
            self.shortcuts.append(shortcut)

    def _dispatch(self, by_page: dict[int, Callable[[], None]]) -> None:
        if self.confirm is not None and self.confirm.isVisible():
            return
        slot = by_page.get(self.pages.currentIndex())
        if slot is not None:
            slot()

    # -- texts -------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.list_heading.setText(self.tr("Certification exams"))
        self.last_button.setText(self.tr("Last result (R)"))
        self.back_button.setText(self.tr("Back (Esc)"))
        self.prev_button.setText(self.tr("◀ Previous (PgUp)"))
        self.save_button.setText(self.tr("Save and go on (Enter)"))
        self.next_button.setText(self.tr("Next (PgDn) ▶"))
        self.submit_button.setText(self.tr("Submit exam… (Ctrl+Enter)"))
        self.legend.setText(self.tr("Filled: answered · framed: the item shown · no marks until you submit"))
        self.code_caption.setText(self.tr("Verification code:"))
        self.skill_heading.setText(self.tr("Results by skill"))
        self.review_button.setText(self.tr("Review the answers (R)"))
        self.pdf_button.setText(self.tr("Save report (PDF)… (Ctrl+P)"))
        self.result_back.setText(self.tr("Back to the exams (Esc)"))
        self.review_back.setText(self.tr("Back to the result (Esc)"))
        self.table.retranslate_ui()
        self.review_table.retranslate_ui()
        self.refresh()
        if self.session is not None and not self.session.submitted:
            self._show_position()
            self._show_keys()
            self._show_save_status()
            self.tick()
            if self.panel is not None:
                self.panel.retranslate_ui()
        if self.outcome is not None:
            self._fill_result()
        if self.review_items:
            self._fill_review_list()

    def _list_headers(self) -> list[str]:
        return [self.tr("Exam"), self.tr("Game"), self.tr("Items"), self.tr("Time"), self.tr("Pass mark"),
                self.tr("Attempts"), self.tr("Last result")]

    # -- the list ------------------------------------------------------------------------

    def refresh(self) -> None:
        row = max(self.exam_list.currentIndex().row(), 0)
        self.list_model.load(standings(self.store, self.trainee.id, self.definitions), self._list_headers())
        header = self.exam_list.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        if self.list_model.columnCount():
            header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        if self.list_model.rows:
            self.exam_list.selectRow(min(row, len(self.list_model.rows) - 1))
        self._show_details()

    def selected(self) -> Standing | None:
        row = self.exam_list.currentIndex().row()
        return self.list_model.rows[row] if 0 <= row < len(self.list_model.rows) else None

    def select(self, definition_id: str) -> None:
        for i, row in enumerate(self.list_model.rows):
            if row.definition.id == definition_id:
                self.exam_list.selectRow(i)

    def _show_details(self) -> None:
        standing = self.selected()
        self.list_message.clear()
        if standing is None:
            self.details.setText(self.tr("No exams are available."))
            self.start_button.setText(self.tr("Start exam (Enter)"))
            self.start_button.setEnabled(False)
            self.last_button.setEnabled(False)
            return
        d = standing.definition
        rules = self.tr(
            "{items} items · {minutes:g} minutes · pass mark {mark:g} % · attempt {next} of {allowed}"
        ).format(items=d.items, minutes=d.time_limit_min, mark=d.pass_mark,
                 next=min(standing.attempts_used + 1, d.attempts_allowed), allowed=d.attempts_allowed)
        how = self.tr("During the exam nothing is marked and no right answer is shown. Move freely between "
                      "the items; every answer is saved as you give it. The clock keeps running if the "
                      "program is closed, and the exam submits itself when the time is up.")
        parts = [f"<h3>{html.escape(d.title)}</h3>", f"<p><b>{html.escape(rules)}</b></p>"]
        if d.intro:
            parts.append(f"<p>{html.escape(d.intro)}</p>")
        parts.append(f"<p>{html.escape(how)} {html.escape(review_rule(d))}</p>")
        self.details.setText("".join(parts))
        if standing.open_exam is not None:
            self.start_button.setText(self.tr("Resume exam (Enter)"))
            self.start_button.setEnabled(True)
        else:
            self.start_button.setText(self.tr("Start exam (Enter)"))
            self.start_button.setEnabled(standing.can_start)
            if not standing.can_start:
                self.list_message.setText(self.tr("All {allowed} attempts have been used.").format(
                    allowed=d.attempts_allowed))
        self.last_button.setEnabled(standing.last_result is not None)

    def start_selected(self) -> None:
        standing = self.selected()
        if standing is None:
            return
        if standing.open_exam is not None:
            self.resume(standing.open_exam)
            return
        if not standing.can_start:
            self._show_details()
            return
        d = standing.definition
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Start the exam?"), self.tr(
            "Start “{title}” now?\n\nYou have {minutes:g} minutes for {items} items; the clock starts "
            "at once and keeps running even if the program is closed. This is attempt {n} of {allowed}."
        ).format(title=d.title, minutes=d.time_limit_min, items=d.items, n=standing.attempts_used + 1,
                 allowed=d.attempts_allowed), QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self)
        box.setObjectName("confirm_start")
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("Start the exam"))
        box.button(QMessageBox.StandardButton.No).setText(self.tr("Not now"))
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.finished.connect(lambda result, d=d: self._start_answered(result, d))
        self._open_confirm(box)

    def _start_answered(self, result: int, definition: ExamDefinition) -> None:
        self.confirm = None
        if result != QMessageBox.StandardButton.Yes:
            return
        try:
            session = ExamSession.start(self.store, self.trainee.id, definition, clock=self.clock)
        except ExamError as exc:
            self.list_message.setText(str(exc))
            return
        self._enter_exam(session)

    def resume(self, exam: Exam) -> None:
        try:
            session = ExamSession.resume(self.store, exam.id, clock=self.clock)
        except ExamError as exc:
            self.list_message.setText(str(exc))
            return
        if session.submitted:
            self._show_outcome(session.outcome(), session)
            return
        if session.expired():  # the time ran out while the program was closed
            self.session = session
            self.note_key = "closed"
            self._submit()
            return
        self._enter_exam(session)

    def show_last_result(self) -> None:
        standing = self.selected()
        if standing is None or standing.last_result is None:
            return
        try:
            session = ExamSession.resume(self.store, standing.last_result.id, clock=self.clock)
        except ExamError as exc:
            self.list_message.setText(str(exc))
            return
        self.note_key = ""
        self._show_outcome(session.outcome(), session)

    def show_list(self) -> None:
        self.outcome = None
        self.session = None
        self.review_items = []
        self.refresh()
        self.pages.setCurrentIndex(LIST)
        self.exam_list.setFocus()

    # -- taking the exam -----------------------------------------------------------------

    def _enter_exam(self, session: ExamSession) -> None:
        self.session = session
        self.outcome = None
        self.note_key = ""
        self.exam_title.setText(session.definition.title)
        for b in self.nav_buttons:
            self.nav_layout.removeWidget(b)
            b.deleteLater()
        self.nav_buttons = []
        for i, item in enumerate(session.items):
            b = QPushButton(str(item.number))
            b.setObjectName(f"nav_{item.number}")
            b.setProperty("nav", True)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(lambda _=False, i=i: self.go(i))
            self.nav_layout.addWidget(b, i // NAV_COLUMNS, i % NAV_COLUMNS)
            self.nav_buttons.append(b)
        self.pages.setCurrentIndex(EXAM)
        total = max(self.split.width(), 1000)
        self.split.setSizes([total * 3 // 5, total - total * 3 // 5])  # the table 3/5, the answer 2/5
        self._show_item()
        self.ticker.start()
        self.tick()

    def go(self, index: int) -> None:
        """Leave the item shown (its answer saved) and show item ``index``."""
        session = self.session
        if session is None or session.submitted or not 0 <= index < session.total:
            return
        self.save_current(force=False)
        if self.session is None or session.submitted:  # the save found the time up
            return
        session.go(index)
        self._show_item()

    def next_item(self) -> None:
        if self.session is not None:
            self.go(min(self.session.index + 1, self.session.total - 1))

    def previous_item(self) -> None:
        if self.session is not None:
            self.go(max(self.session.index - 1, 0))

    def save_and_next(self) -> None:
        """Enter: save the answer as it stands (even untouched), then the next item."""
        session = self.session
        if session is None or session.submitted:
            return
        self.save_current(force=True)
        if self.session is not None and not session.submitted and session.index < session.total - 1:
            self.go(session.index + 1)

    def _show_item(self) -> None:
        session = self.session
        assert session is not None
        item = session.current
        question = item.question
        self.autosave.stop()
        self._loading = True
        procedure = question.task == "procedure"
        self.table.setVisible(not procedure)  # a procedure question has no table: a readable column
        self.side.setMaximumWidth(PROCEDURE_WIDTH if procedure else QWIDGETSIZE_MAX)
        if question.task == "procedure":
            self.table.clear()
        else:
            # The hands the task is about face up (never a folded seat's); the rest stay down.
            self.table.show_scenario(dict(question.scenario), reveal=question.task in HANDS_SHOWN)
        self.panel = self.panels.show_question(question, self.table)
        saved = session.answer_of(session.index)
        self._restored = True
        if saved is not None and not is_blank(saved):
            self._restored = restore_answer(self.panel, question.task, saved)
        self._loading = False
        self._dirty = False
        self._saved_at = session.answers[item.id].answered_at if item.id in session.answers else None
        if not self.panel.isAncestorOf(QApplication.focusWidget()):
            self.panel.setFocus()  # the keys go to the item, never to a button such as Submit
        self._show_position()
        self._show_nav()
        self._show_keys()
        self._show_save_status()

    def _answer_changed(self) -> None:
        if self._loading:
            return
        self._dirty = True
        self._show_save_status()
        self.autosave.start()

    def save_current(self, force: bool) -> None:
        """Save the answer shown if it changed (``force``: even if untouched)."""
        session, panel = self.session, self.panel
        self.autosave.stop()
        if session is None or panel is None or session.submitted or not (self._dirty or force):
            return
        given = dict(panel.answer())
        saved = session.answer_of(session.index)
        if not self._restored and not self._dirty:
            return  # the panel could not show the saved answer: keep it
        if same_answer(given, saved) or (saved is None and is_blank(given)):
            self._dirty = False
            self._show_save_status()
            return
        try:
            attempt = session.save(given)
        except ExamError:
            if session.expired():
                self.time_up()
            return
        self._dirty = False
        self._restored = True
        self._saved_at = attempt.answered_at
        self._show_nav()
        self._show_position()
        self._show_save_status()

    def _undo(self) -> None:
        if self.panel is not None:
            self.panel.undo()

    def tick(self) -> None:
        session = self.session
        if session is None or session.submitted:
            self.ticker.stop()
            return
        left = session.remaining_s()
        self.countdown.setText(clock_text(left))
        self.countdown.setToolTip(self.tr("Time left"))
        urgent = left < URGENT_S
        if self.countdown.property("urgent") != urgent:
            self.countdown.setProperty("urgent", urgent)
            self.countdown.style().unpolish(self.countdown)
            self.countdown.style().polish(self.countdown)
        if left <= 0 and self.pages.currentIndex() == EXAM:
            self.note_key = self.note_key or "time"
            self.time_up()

    def time_up(self) -> None:
        """The time is up: keep what is on screen (within the grace) and submit."""
        session = self.session
        if session is None or session.submitted:
            return
        self.ticker.stop()
        self.autosave.stop()
        if self.confirm is not None:
            box, self.confirm = self.confirm, None
            box.finished.disconnect()
            box.done(QMessageBox.StandardButton.No)
        if self._dirty and self.panel is not None:
            with contextlib.suppress(ExamError):  # past the grace the last change is lost, as the rules say
                session.save(dict(self.panel.answer()))
        self.note_key = self.note_key or "time"
        self._submit()

    def ask_submit(self) -> None:
        session = self.session
        if session is None or session.submitted:
            return
        self.save_current(force=False)
        if self.session is None or session.submitted:
            return
        missing = session.unanswered()
        if missing:
            listed = ", ".join(str(n) for n in missing)
            unanswered = self.tr("{count} items have no answer: {items}. They will score 0.").format(
                count=len(missing), items=listed) if len(missing) > 1 else self.tr(
                "Item {items} has no answer. It will score 0.").format(items=listed)
        else:
            unanswered = self.tr("Every item has an answer.")
        text = self.tr("Submit the exam now? Your answers cannot be changed afterwards.\n\n{unanswered}\n\n"
                       "Time left: {left}.").format(unanswered=unanswered,
                                                   left=clock_text(session.remaining_s()))
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Submit the exam?"), text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setObjectName("confirm_submit")
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("Submit"))
        box.button(QMessageBox.StandardButton.No).setText(self.tr("Go back to the exam"))
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.finished.connect(self._submit_answered)
        self._open_confirm(box)

    def _submit_answered(self, result: int) -> None:
        self.confirm = None
        if result == QMessageBox.StandardButton.Yes:
            self._submit()

    def _submit(self) -> None:
        session = self.session
        if session is None:
            return
        self.ticker.stop()
        self.autosave.stop()
        outcome = session.submit()
        self._show_outcome(outcome, session)

    def _open_confirm(self, box: QMessageBox) -> None:
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.confirm = box
        box.open()

    # -- the result and the review --------------------------------------------------------

    def _show_outcome(self, outcome: Outcome, session: ExamSession) -> None:
        self.session = session
        self.outcome = outcome
        self.review_items = []
        self.panels.clear()
        self.panel = None
        self.table.clear()
        self.pdf_message.clear()
        self._fill_result()
        self.pages.setCurrentIndex(RESULT)
        self.refresh()
        self.select(outcome.definition.id)
        self.result_back.setFocus()

    def _fill_result(self) -> None:
        outcome, session = self.outcome, self.session
        if outcome is None or session is None:
            return
        d = outcome.definition
        self.verdict.setText(self.tr("Passed") if outcome.passed else self.tr("Not passed"))
        self.verdict.setProperty("passed", outcome.passed)
        self.verdict.style().unpolish(self.verdict)
        self.verdict.style().polish(self.verdict)
        figures = self.tr("<b>{name}</b> · {title}<br>Score <b>{score:.1%}</b> (pass mark {mark:g} %) · "
                          "{answered} of {items} items answered · submitted {when}").format(
            name=html.escape(self.trainee.name), title=html.escape(d.title), score=outcome.score,
            mark=d.pass_mark, answered=sum(x.answered for x in outcome.lines), items=d.items,
            when=local_time(outcome.exam.submitted_at))
        self.result_figures.setText(figures)
        notes = {"time": self.tr("Time was up: the exam was submitted by itself with the answers saved."),
                 "closed": self.tr("The time ran out while the program was closed: the exam was submitted "
                                   "with the answers saved before.")}
        self.result_note.setText(notes.get(self.note_key, ""))
        self.result_note.setVisible(self.note_key in notes)
        self.code_label.setText(outcome.code)
        self.skill_model.load(list(outcome.lines), [self.tr("Skill"), self.tr("Items"), self.tr("Answered"),
                                                    self.tr("Right"), self.tr("Score")])
        header = self.skill_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(90)
        rows = self.skill_table.verticalHeader().defaultSectionSize() * len(outcome.lines)
        self.skill_table.setFixedHeight(header.sizeHint().height() + rows + 2 * self.skill_table.frameWidth())
        available = session.review_available()
        self.review_button.setVisible(available)
        self.review_rule_label.setText("" if available else review_rule(d))
        self.review_rule_label.setVisible(not available)

    def show_review(self) -> None:
        session = self.session
        if session is None or not session.submitted or not session.review_available():
            return
        self.review_items = session.review()
        self._fill_review_list()
        self.pages.setCurrentIndex(REVIEW)
        self.review_list.setCurrentRow(0)
        self.review_list.setFocus()

    def _fill_review_list(self) -> None:
        row = max(self.review_list.currentRow(), 0)
        self.review_list.blockSignals(True)
        self.review_list.clear()
        for r in self.review_items:
            mark = self.tr("no answer") if not r.answered else (
                "✓" if r.grade.correct else f"✗ {r.grade.score:.0%}")
            text = self.tr("{n}. {task}: {mark}").format(n=r.item.number, task=self.tr(task_for(r.item.task)
                                                                                      .title), mark=mark)
            item = QListWidgetItem(text)
            colour = "#9aa5b1" if not r.answered else ("#58d68d" if r.grade.correct else "#ec7063")
            item.setForeground(QColor(colour))
            self.review_list.addItem(item)
        self.review_list.blockSignals(False)
        if self.review_items:
            self.review_list.setCurrentRow(min(row, len(self.review_items) - 1))
            self._show_review_item(self.review_list.currentRow())
        if self.outcome is not None:
            title = self.outcome.definition.title
            self.review_heading.setText(self.tr("Review: {title}").format(title=title))

    def _step_review(self, step: int) -> None:
        n = self.review_list.count()
        if n:
            self.review_list.setCurrentRow(max(0, min(n - 1, self.review_list.currentRow() + step)))

    def _show_review_item(self, row: int) -> None:
        if not 0 <= row < len(self.review_items):
            return
        r = self.review_items[row]
        self.review_table.setVisible(r.item.task != "procedure")
        if r.item.task == "procedure":
            self.review_table.clear()
        else:
            self.review_table.show_scenario(dict(r.item.question.scenario), reveal=True)
        self.review_text.setHtml(self.review_html(r))

    def review_html(self, r: ReviewItem) -> str:
        q = r.item.question
        esc = html.escape
        parts = [f"<h3>{esc(self.tr('Item {n}').format(n=r.item.number))} · "
                 f"{esc(self.tr(task_for(q.task).title))}</h3>", f"<p>{esc(q.prompt)}</p>"]
        if not r.answered:
            parts.append(f"<h2 style='color:#9aa5b1'>{esc(self.tr('Not answered: 0 marks.'))}</h2>")
        elif r.grade.correct:
            parts.append(f"<h2 style='color:#58d68d'>{esc(self.tr('Right.'))}</h2>")
        else:
            marks = self.tr("{score:.0%} of the marks.").format(score=r.grade.score)
            parts.append(f"<h2 style='color:#ec7063'>{esc(marks)}</h2>")
        if q.task == "procedure" and q.choices:
            given = r.given.get("choice")
            mine = q.choices[given] if isinstance(given, int) and 0 <= given < len(q.choices) else "—"
            parts.append(f"<p><b>{esc(self.tr('Your answer:'))}</b> {esc(mine)}</p>")
            parts.append(f"<p><b>{esc(self.tr('The right answer:'))}</b> "
                         f"{esc(q.choices[int(r.correct_answer['choice'])])}</p>")
        else:
            parts.append(f"<p><b>{esc(self.tr('Your answer:'))}</b> "
                         f"{esc(value_text(r.given) if r.answered else '—')}</p>")
            parts.append(f"<p><b>{esc(self.tr('The right answer:'))}</b> "
                         f"{esc(value_text(r.correct_answer))}</p>")
            if r.answered and r.grade.mistakes:
                wrong = [esc(self.tr("{label}: the answer is {expected}, you gave {given}.").format(
                    label=p.label, expected=value_text(p.expected), given=value_text(p.given)))
                    for p in r.grade.mistakes]
                parts.append("<ul>" + "".join(f"<li>{w}</li>" for w in wrong) + "</ul>")
        steps = []
        for step in r.steps:
            cite = ""
            if step.cite:
                link = QUrl()
                link.setScheme(CITE_SCHEME)
                link.setPath(step.cite)
                cite = f" <a href='{link.toString()}'>[{esc(step.cite)}]</a>"
            steps.append(f"<li>{esc(step.text)}{cite}</li>")
        if steps:
            parts.append(f"<p><b>{esc(self.tr('Why:'))}</b></p><ol>{''.join(steps)}</ol>")
        return "".join(parts)

    def _open_link(self, url: QUrl) -> None:
        if url.scheme() == CITE_SCHEME:
            RuleDialog(url.path(), self).exec()

    def save_report(self, path: str | None = None) -> Path | None:
        """Write the PDF report of the result shown (asking where, unless ``path`` is given)."""
        outcome = self.outcome
        if outcome is None:
            return None
        if path is None:
            folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
            day = (outcome.exam.submitted_at or self.clock()).astimezone().strftime("%Y-%m-%d")
            name = re.sub(r"[^\w.-]+", "-", f"{self.trainee.name}-{outcome.definition.id}-{day}").strip("-")
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the exam report"),
                                                  str(Path(folder) / f"{name}.pdf"), self.tr("PDF (*.pdf)"))
            if not path:
                return None
        from trainer.gui.report import write_report

        try:
            write_report(path, self.store, outcome.exam.id)
        except OSError as exc:
            self.pdf_message.setText(self.tr("The report could not be saved: {error}").format(error=exc))
            return None
        self.pdf_message.setText(self.tr("Report saved to {path}").format(path=path))
        return Path(path)

    # -- helpers ---------------------------------------------------------------------------

    def _show_position(self) -> None:
        session = self.session
        if session is None:
            return
        answered = session.total - len(session.unanswered())
        self.position.setText(self.tr("Item {n} of {total}").format(n=session.index + 1, total=session.total))
        self.answered_label.setText(self.tr("{answered} of {total} answered").format(
            answered=answered, total=session.total))
        self.prev_button.setEnabled(session.index > 0)
        self.next_button.setEnabled(session.index < session.total - 1)

    def _show_nav(self) -> None:
        session = self.session
        if session is None:
            return
        for i, b in enumerate(self.nav_buttons):
            answered, current = session.is_answered(i), i == session.index
            if b.property("answered") != answered or b.property("current") != current:
                b.setProperty("answered", answered)
                b.setProperty("current", current)
                b.style().unpolish(b)
                b.style().polish(b)
            b.setToolTip(self.tr("Item {n}: answered").format(n=i + 1) if answered
                         else self.tr("Item {n}: no answer yet").format(n=i + 1))

    def _show_keys(self) -> None:
        if self.panel is None:
            return
        keys = self.panel.shortcuts() + [
            (self.tr("Enter"), self.tr("save and go on")), (self.tr("PgUp / PgDn"), self.tr("move")),
            (self.tr("Ctrl+Enter"), self.tr("submit")),
        ]
        self.keys_label.setText(" · ".join(f"<b>{html.escape(k)}</b> {html.escape(v)}" for k, v in keys))

    def _show_save_status(self) -> None:
        session = self.session
        if session is None or session.submitted:
            return
        saved = session.answer_of(session.index)
        if not self._restored and saved is not None:
            text = self.tr("Your saved answer: {answer}. It stays unless you change it.").format(
                answer=value_text(saved))
        elif self._dirty:
            text = self.tr("Saving…")
        elif saved is not None and not is_blank(saved) and self._saved_at is not None:
            text = self.tr("Answer saved at {time}.").format(
                time=self._saved_at.astimezone().strftime("%H:%M:%S"))
        else:
            text = self.tr("No answer saved for this item yet.")
        self.save_status.setText(text)

    def hideEvent(self, event) -> None:
        # Leaving the screen (the window closing): keep the answer on screen.
        if self.session is not None and not self.session.submitted and self._dirty:
            self.save_current(force=False)
        super().hideEvent(event)
