"""What the drill, the hand and the exam screens lay out alike around a question: the table on
the left beside the answer side on the right.  On the drill and hand screens the key hints and
Submit / Next are under the table, where they stay when the answer is graded (issue 33 U7)."""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from trainer import i18n
from trainer.gui.question.explain_html import feedback_html, open_rule_links
from trainer.gui.question.feedback_room import FeedbackRoom
from trainer.gui.question.reveal import HANDS_SHOWN
from trainer.gui.style import set_role
from trainer.tasks import Question, task_for

if TYPE_CHECKING:
    from trainer.gui.panels.base import AnswerPanel
    from trainer.gui.table import TableView as TableLike
    from trainer.training.drill import Feedback
else:
    TableLike = QWidget

SIDE_MIN_WIDTH = 400
BUTTON_MIN_WIDTH = 200  # Submit and Next: wide targets for the mouse
PROCEDURE_WIDTH = 860  # a procedure question's column: lines short enough to read


def table_split(table: QWidget, side: QWidget) -> QSplitter:
    """The table (3 parts of the width) beside the answer side (2 parts, never narrower than SIDE_MIN_WIDTH)."""
    side.setMinimumWidth(SIDE_MIN_WIDTH)
    split = QSplitter()
    split.addWidget(table)
    split.addWidget(side)
    split.setStretchFactor(0, 3)
    split.setStretchFactor(1, 2)
    return split


SIDE_SHARE = 0.38  # of the width, when a session starts: room for a row of three amounts


@dataclass(frozen=True)
class QuestionRoom:
    """A question's screen: the table's column — the table, with the explanation under it when
    the answer needs the side, over a footer of what is read and pressed (the save error, the
    key hints, Submit and Next) that stays where it is, graded or not — beside the answer side:
    the answer panels over the explanation (``answers``).  :class:`FeedbackRoom` makes the room.
    A question with no table (a procedure question) has the footer under its answer."""

    keys: KeyHints
    submit_button: QPushButton
    next_button: QPushButton
    error: QLabel
    explanation: QTextBrowser
    side: QWidget
    answers: QSplitter
    table_column: QWidget
    table_split: QSplitter
    footer: QWidget
    room: FeedbackRoom
    split: QSplitter

    def show_table(self, shown: bool) -> None:
        """The table's column shown (the footer under the table) or hidden (under the answer)."""
        home = self.table_column if shown else self.side
        if self.footer.parentWidget() is not home:
            layout = home.layout()
            assert layout is not None
            layout.addWidget(self.footer)
            self.footer.show()
        self.table_column.setVisible(shown)

    def show_graded(self, panel: AnswerPanel, feedback: Feedback, table: TableLike, shows_table: bool) -> None:
        """A graded answer shown where the screen stops on it: the hands face up if the task is
        about them, the panel's marks, the explanation (its verdict in sight) in the room the
        answer leaves, Submit off and Next on and focused."""
        panel.set_locked(True)
        if shows_table:
            table.set_reveal(True)
        panel.show_feedback(feedback, table)
        self.explanation.setHtml(feedback_html(feedback, i18n.tr))
        self.explanation.show()
        self.room.make_room(panel)  # the graded answer whole, the explanation in what is left
        self.explanation.verticalScrollBar().setValue(0)  # the verdict first, whatever the resize kept
        self.submit_button.setEnabled(False)
        self.next_button.setEnabled(True)
        self.next_button.setFocus()


def question_room(owner: QWidget, table: QWidget, panels: QWidget, on_submit: Callable[[], None],
                  on_next: Callable[[], None]) -> QuestionRoom:
    """Lay a question out as the drill and the hand screens do, with their Submit and Next
    (``on_submit``, ``on_next``) and the explanation's rule links opened by ``owner``."""
    keys = KeyHints()
    submit_button = QPushButton()
    submit_button.setObjectName("submit")
    submit_button.clicked.connect(on_submit)
    next_button = QPushButton()
    next_button.setObjectName("next")
    next_button.clicked.connect(on_next)
    for button in (submit_button, next_button):
        button.setMinimumWidth(BUTTON_MIN_WIDTH)
    buttons = QHBoxLayout()
    buttons.addWidget(submit_button)
    buttons.addWidget(next_button)
    explanation = QTextBrowser()
    explanation.setObjectName("explanation")
    set_role(explanation, "reading")  # read for hours: larger than the default
    open_rule_links(explanation, owner)
    error = QLabel()
    error.setObjectName("save_error")
    error.setWordWrap(True)
    set_role(error, "alert")
    error.hide()
    buttons.insertStretch(0, 1)  # on the right, next to the answer
    footer = QWidget()  # what is read and pressed: under the table, where it stays, graded or not
    footer.setObjectName("question_footer")
    # Its own height, whatever the table asks for: the buttons are never squeezed (nor moved).
    footer.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
    footer_layout = QVBoxLayout(footer)
    footer_layout.setContentsMargins(0, 0, 0, 0)
    footer_layout.addWidget(error)
    footer_layout.addWidget(keys)
    footer_layout.addLayout(buttons)
    answers = QSplitter(Qt.Orientation.Vertical)  # the panel over the explanation, once graded
    answers.addWidget(panels)
    answers.addWidget(explanation)
    answers.setCollapsible(0, False)
    explanation.hide()
    side = QWidget()  # the answer side (and the footer, when no table is shown)
    side.setObjectName("answer_side")
    side_layout = QVBoxLayout(side)
    side_layout.setContentsMargins(0, 0, 0, 0)
    side_layout.addWidget(answers, 1)
    splitter = QSplitter(Qt.Orientation.Vertical)  # the table over the explanation, when it goes there
    splitter.addWidget(table)
    table_column = QWidget()
    table_column.setObjectName("table_column")
    column_layout = QVBoxLayout(table_column)
    column_layout.setContentsMargins(0, 0, 0, 0)
    column_layout.addWidget(splitter, 1)
    column_layout.addWidget(footer)
    room = FeedbackRoom(answers, splitter, explanation)
    return QuestionRoom(keys, submit_button, next_button, error, explanation, side, answers, table_column, splitter,
                        footer, room, table_split(table_column, side))


def share_width(split: QSplitter) -> None:
    """Give the answer side its share of the splitter's width (at least SIDE_MIN_WIDTH)."""
    total = max(split.width(), 1000)
    side = max(SIDE_MIN_WIDTH, round(total * SIDE_SHARE))
    split.setSizes([total - side, side])


class ReadableColumn(QObject):
    """Keeps a widget's content in a centred column at most ``width`` pixels wide (0: all of
    its width), by its side margins, kept as the widget is resized.

    Margins, not a maximum width: the answer side may be a QSplitter, which sets its own
    maximum size from its children's whenever they change.
    """

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.widget = widget
        self.width = 0
        widget.installEventFilter(self)

    def set_width(self, width: int) -> None:
        self.width = width
        self._apply()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._apply()
        return False

    def _apply(self) -> None:
        margin = max(0, (self.widget.width() - self.width) // 2) if self.width else 0
        if self.widget.contentsMargins().left() != margin:
            self.widget.setContentsMargins(margin, 0, margin, 0)


AHEAD_MS = 30
"""How long after a question (or its feedback) is shown the next table is built ahead: after
this one is on the screen, long before any trainee has read it and answered."""


class TableAhead(QObject):
    """The table a screen shows next, built while the trainee reads this one
    (:meth:`TableView.prepare`): started when a question or its feedback is on the screen,
    stopped when an answer comes in (then the next table is built when it is shown).
    ``upcoming`` gives the next table — its scenario and whether its hands are face up — or
    None (no table next)."""

    def __init__(self, table: TableLike, upcoming: Callable[[], tuple[dict[str, Any], bool] | None],
                 parent: QObject) -> None:
        super().__init__(parent)
        self._table, self._upcoming = table, upcoming
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(AHEAD_MS)
        self._timer.timeout.connect(self._build)

    def start(self) -> None:
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def _build(self) -> None:
        upcoming = self._upcoming()
        if upcoming is not None and not self._table.isHidden():  # a hidden table has no window size to build for
            self._table.prepare(upcoming[0], reveal=upcoming[1])


def question_table(question: Question | None) -> tuple[dict[str, Any], bool] | None:
    """The table a question is asked on — its scenario, and whether the hands are face up
    (the task is about them) — or None: a procedure question has no table."""
    if question is None or not task_for(question.task).shows_table:
        return None
    return dict(question.scenario), question.task in HANDS_SHOWN


def show_question_table(table: TableLike, side: QWidget, question: Question) -> None:
    """Draw ``question``'s table beside the answer side.

    The hands the task is about are face up (never a folded seat's); the rest stay down.
    A procedure question has no table: the table is hidden and the answer side becomes
    one readable column instead of a panel squeezed beside an empty felt.
    """
    procedure = not task_for(question.task).shows_table
    back = table.isHidden() and not procedure
    table.setVisible(not procedure)
    split = table.parentWidget()
    if back and isinstance(split, QSplitter):
        share_width(split)  # the table back after a procedure question: not squeezed to its minimum
    column = side.findChild(ReadableColumn, "", Qt.FindChildOption.FindDirectChildrenOnly) or ReadableColumn(side)
    column.set_width(PROCEDURE_WIDTH if procedure else 0)
    drawn = question_table(question)
    if drawn is None:
        table.clear()
    else:
        table.show_scenario(drawn[0], reveal=drawn[1])


class KeyHints(QLabel):
    """The keys that work now, in a grey wrapped line: **Enter** submit · **N** next.

    The line keeps the most height it has needed (its minimum height only grows): at 1280x720
    most steps' keys take two lines and a few one, and a line that shrank and grew again moved
    the table's column by a line at every such step — the table drawn again at the new size
    and its panels placed afresh, twice in the frame (issue 36), the table seen to jump."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        set_role(self, "muted")

    def set_keys(self, keys: Iterable[tuple[str, str]]) -> None:
        """``keys``: (key, what it does) pairs, translated."""
        self.setText(" · ".join(f"<b>{html.escape(k)}</b> {html.escape(v)}" for k, v in keys))
        if self.width() > 0:
            needed = self.heightForWidth(self.width())
            if needed > self.minimumHeight():
                self.setMinimumHeight(needed)
