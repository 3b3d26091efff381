"""Run the table (issue 21): the trainee deals a whole hand as the croupier, step by step.

Three pages: the table picked (game, seats, seed, practice or exam), the hand played (each
step's ``before`` table and its answer panel; Enter submits; in practice a wrong step shows
the right answer, the rule and the table corrected — the step's ``after`` — and N or Enter
goes on; in the exam nothing is shown until the end), and the summary (steps right and
wrong by kind, time per kind against its target, the mistakes replayed: a mistake picked
shows its table, the answer given and the right one).  Everything a step is comes from the
engine's :class:`~trainer.scenarios.hand.HandStep`; each answer is recorded by
:class:`~trainer.training.hand.HandRun` before anything is drawn, and a hand left unfinished
is taken up again where it stopped when the screen opens.
"""

from __future__ import annotations

import html
import random
from typing import Any

from PySide6.QtCore import QItemSelection, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from trainer import i18n
from trainer.engine.rulesets import GAMES
from trainer.gui.columns_model import ColumnsModel, Index
from trainer.gui.explain_html import RIGHT, WRONG, feedback_html, mistakes_html, open_rule_links, steps_html
from trainer.gui.feedback_room import FeedbackRoom
from trainer.gui.panels.base import AnswerPanel
from trainer.gui.panels.host import PanelHost
from trainer.gui.question_layout import KeyHints, share_width, table_split
from trainer.gui.reveal import HANDS_SHOWN
from trainer.gui.style import restyle, set_role
from trainer.gui.table import TableView
from trainer.scenarios import words
from trainer.scenarios.hand import HandError, HandStep, hand_task, seat_range
from trainer.store import Store, StoreError, Trainee
from trainer.training.attempt_text import value_words
from trainer.training.hand import HandRun, HandSummary, KindLine, StepResult


def kind_title(kind: str) -> str:
    """A step kind's name in the language in use."""
    return i18n.tr(hand_task(kind).title)


def seconds_text(ms: int) -> str:
    return f"{i18n.decimal(ms / 1000)} s"


class SetupPage(QWidget):
    """The table picked: the game, the seats, a seed (empty: any hand) and the variant."""

    dealRequested = Signal(str, int, int, str)  # game, seed, seats, variant
    homeRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel()
        set_role(self.heading, "page-title")
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.game = QComboBox()
        self.game.setObjectName("hand_game")
        for g in GAMES:
            self.game.addItem(words.game(g), g)
        self.seats = QSpinBox()
        self.seats.setObjectName("hand_seats")
        self.seed = QLineEdit()
        self.seed.setObjectName("hand_seed")
        self.practice = QRadioButton()
        self.practice.setObjectName("variant_practice")
        self.exam = QRadioButton()
        self.exam.setObjectName("variant_exam")
        self.practice.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.practice)
        group.addButton(self.exam)
        self.error = QLabel()
        self.error.setObjectName("hand_error")
        self.error.setWordWrap(True)
        set_role(self.error, "error")
        self.deal = QPushButton()
        self.deal.setObjectName("deal_hand")
        set_role(self.deal, "main-action")
        self.deal.clicked.connect(self.request)
        self.home = QPushButton()
        self.home.setObjectName("hand_home")
        self.home.clicked.connect(self.homeRequested)
        self.labels = [QLabel() for _ in range(4)]
        form = QFormLayout()
        variants = QWidget()
        variants_layout = QVBoxLayout(variants)
        variants_layout.setContentsMargins(0, 0, 0, 0)
        variants_layout.addWidget(self.practice)
        variants_layout.addWidget(self.exam)
        for lab, field in zip(self.labels, (self.game, self.seats, self.seed, self.practice), strict=True):
            lab.setBuddy(field)
        for lab, field in zip(self.labels, (self.game, self.seats, self.seed, variants), strict=True):
            form.addRow(lab, field)
        buttons = QHBoxLayout()
        buttons.addWidget(self.deal)
        buttons.addWidget(self.home)
        buttons.addStretch(1)
        column = QVBoxLayout()
        column.addWidget(self.heading)
        column.addWidget(self.intro)
        column.addLayout(form)
        column.addWidget(self.error)
        column.addLayout(buttons)
        column.addStretch(1)
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        outer.addLayout(column, 3)
        outer.addStretch(1)
        self.game.currentIndexChanged.connect(self._seat_range)
        self.game.setCurrentIndex(self.game.findData("holdem"))
        self._seat_range()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.heading.setText(self.tr("Run the table"))
        self.intro.setText(self.tr("The engine deals a whole hand; you run it as the croupier, step by step: "
                                   "the forced bets, the deal, the betting, the board, the showdown, the pots "
                                   "and the payouts, as the regulation orders them."))
        for lab, text in zip(self.labels, (self.tr("&Game"), self.tr("Sea&ts"), self.tr("S&eed"),
                                           self.tr("Variant")), strict=True):
            lab.setText(text)
        self.seed.setPlaceholderText(self.tr("empty: any hand; a number deals the same hand again"))
        self.practice.setText(self.tr("&Practice: each step marked at once, the rule shown"))
        self.exam.setText(self.tr("E&xam: no feedback until the end of the hand"))
        self.deal.setText(self.tr("&Deal (Enter)"))
        self.home.setText(self.tr("Back home (Esc)"))
        for i in range(self.game.count()):
            self.game.setItemText(i, words.game(self.game.itemData(i)))

    def _seat_range(self) -> None:
        low, high = seat_range(self.game.currentData())
        self.seats.setRange(low, high)
        self.seats.setValue(min(max(6, low), high) if high > 3 else high)
        self.seats.setEnabled(low != high)

    def request(self) -> None:
        text = self.seed.text().strip()
        if text and not text.isdigit():
            self.error.setText(self.tr("The seed is a whole number (or empty for any hand)."))
            return
        self.error.clear()
        seed = int(text) if text else random.randrange(1, 1_000_000)
        self.dealRequested.emit(self.game.currentData(), seed, self.seats.value(),
                                "exam" if self.exam.isChecked() else "practice")


class KindsModel(ColumnsModel):
    """A row per step kind: its steps, right, wrong, the mean time against the kind's target."""

    COLUMNS = ("kind", "steps", "right", "wrong", "time", "target")
    rows: list[KindLine]

    def header(self, key: str) -> str:
        return {"kind": self.tr("Step"), "steps": self.tr("Steps"), "right": self.tr("Right"),
                "wrong": self.tr("Wrong"), "time": self.tr("Time per step"), "target": self.tr("Target")}[key]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        line, column = self.rows[index.row()], self.COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return {"kind": kind_title(line.kind), "steps": str(line.steps), "right": str(line.right),
                    "wrong": str(line.wrong), "time": seconds_text(line.mean_ms),
                    "target": f"{line.target_s} s"}[column]
        if role == Qt.ItemDataRole.ForegroundRole:
            if column == "time":
                return QColor(RIGHT if line.within_target else WRONG)
            if column == "wrong" and line.wrong:
                return QColor(WRONG)
        return None


class MistakesModel(ColumnsModel):
    """A row per step answered wrong: its number and kind."""

    COLUMNS = ("step", "kind")
    rows: list[StepResult]

    def header(self, key: str) -> str:
        return {"step": self.tr("Step"), "kind": self.tr("Mistake")}[key]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or role != Qt.ItemDataRole.DisplayRole:
            return None
        r = self.rows[index.row()]
        return str(r.number) if self.COLUMNS[index.column()] == "step" else kind_title(r.step.kind)


class SummaryPage(QWidget):
    """The hand's summary: the figures, the kinds, the mistakes and one replayed."""

    againRequested = Signal()
    homeRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel()
        set_role(self.heading, "page-title")
        self.figures = QLabel()
        self.figures.setObjectName("hand_figures")
        self.figures.setWordWrap(True)
        set_role(self.figures, "figures")
        self.kinds_model = KindsModel(self)
        self.kinds = self._table(self.kinds_model, "hand_kinds")
        self.mistakes_label = QLabel()
        self.mistakes_model = MistakesModel(self)
        self.mistakes = self._table(self.mistakes_model, "hand_mistakes")
        self.mistakes.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.mistakes.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.mistakes.selectionModel().selectionChanged.connect(self._picked)
        self.mistakes_label.setBuddy(self.mistakes)
        self.replay_table = TableView()
        self.replay_table.setObjectName("replay_table")
        self.replay_text = QTextBrowser()
        self.replay_text.setObjectName("replay_text")
        set_role(self.replay_text, "reading")
        open_rule_links(self.replay_text, self)
        self.again = QPushButton()
        self.again.setObjectName("another_hand")
        self.again.clicked.connect(self.againRequested)
        self.home = QPushButton()
        self.home.setObjectName("back_home")
        self.home.clicked.connect(self.homeRequested)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.kinds, 3)
        left_layout.addWidget(self.mistakes_label)
        left_layout.addWidget(self.mistakes, 2)
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.replay_table)
        right.addWidget(self.replay_text)
        right.setStretchFactor(0, 3)
        right.setStretchFactor(1, 2)
        right.setCollapsible(0, False)
        self.replay_text.setMinimumHeight(220)  # the prompt, both answers and the first reasons
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.again)
        buttons.addWidget(self.home)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.figures)
        layout.addWidget(split, 1)
        layout.addLayout(buttons)
        self.summary: HandSummary | None = None
        self.retranslate_ui()

    @staticmethod
    def _table(model: ColumnsModel, name: str) -> QTableView:
        view = QTableView()
        view.setObjectName(name)
        view.setModel(model)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(model.COLUMNS.index("kind"), QHeaderView.ResizeMode.Stretch)
        view.verticalHeader().hide()
        return view

    def retranslate_ui(self) -> None:
        self.heading.setText(self.tr("Hand summary"))
        self.mistakes_label.setText(self.tr("&Mistakes — pick one to see its table and the right answer"))
        self.again.setText(self.tr("Another hand (A)"))
        self.home.setText(self.tr("Back home (H)"))
        self.kinds_model.retranslate()
        self.mistakes_model.retranslate()
        self.replay_table.retranslate_ui()
        if self.summary is not None:
            self.show_summary(self.summary)

    def show_summary(self, summary: HandSummary) -> None:
        picked = self.picked_row()
        self.summary = summary
        variant = self.tr("exam") if summary.variant == "exam" else self.tr("practice")
        text = self.tr("{game} · {seats} seats · seed {seed} · {variant}: {correct} of {answered} steps right "
                       "in {time}").format(game=words.game(summary.game), seats=summary.seats, seed=summary.seed,
                                           variant=variant, correct=summary.correct, answered=summary.answered,
                                           time=seconds_text(summary.time_ms))
        if summary.answered < summary.total:
            text += " · " + self.tr("ended after step {answered} of {total}").format(answered=summary.answered,
                                                                                   total=summary.total)
        self.figures.setText(text)
        self.kinds_model.load(summary.kinds)
        self.mistakes_model.load(summary.mistakes)
        if summary.mistakes:
            self.mistakes.selectRow(picked if 0 <= picked < len(summary.mistakes) else 0)
        else:
            self.replay_table.clear()
            none = self.tr("No mistakes in this hand.")
            self.replay_text.setHtml(f"<p>{html.escape(none)}</p>")

    def picked_row(self) -> int:
        rows = self.mistakes.selectionModel().selectedRows()
        return rows[0].row() if rows else -1

    def _picked(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        row = self.picked_row()
        if self.summary is None or not 0 <= row < len(self.summary.mistakes):
            return
        self.replay(self.summary.mistakes[row])

    def replay(self, result: StepResult) -> None:
        """A mistake again: its table as the step found it, the answer given and the right one, the rule."""
        step, fb = result.step, result.feedback
        self.replay_table.show_scenario(dict(step.before), reveal=True)
        tr = i18n.tr
        grade = hand_task(step.kind).grade(fb.given, step.answer)  # its parts' words in the language in use
        given = value_words(fb.given, tr) if fb.given else "—"
        heading = self.tr("Step {n}").format(n=result.number) + " · " + kind_title(step.kind)
        lines = ((self.tr("Your answer:"), given), (self.tr("The right answer:"), value_words(step.answer, tr)))
        parts = [f"<h3>{html.escape(heading)}</h3>", f"<p>{html.escape(step.prompt)}</p>",
                 *(f"<p><b>{html.escape(label)}</b> {html.escape(value)}</p>" for label, value in lines)]
        if grade.mistakes:
            parts.append(mistakes_html(grade.mistakes, tr, flat=True))
        parts.append(steps_html(step.explanation, tr))
        self.replay_text.setHtml("".join(parts))


class HandScreen(QWidget):
    """Opened from home (``trainer.gui.screens``): a hand set up, played and summed up."""

    closed = Signal()

    def __init__(self, store: Store, trainee: Trainee, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.trainee = trainee
        self.run: HandRun | None = None
        self.panel: AnswerPanel | None = None
        self.result: StepResult | None = None
        self.note_step: tuple[str, int] | None = None  # the step note: ("right" | "recorded", number)

        self.setup = SetupPage()
        self.setup.dealRequested.connect(self.deal)
        self.setup.homeRequested.connect(self.closed)

        self.title = QLabel()
        set_role(self.title, "item-title")
        self.title.setWordWrap(True)
        self.step_note = QLabel()
        self.step_note.setObjectName("step_note")
        set_role(self.step_note, "figures")
        self.time_note = QLabel()
        self.time_note.setObjectName("time_note")
        self.score = QLabel()
        self.progress_text = QLabel()
        self.progress_text.setObjectName("progress_text")
        self.clock = QLabel("0:00")
        self.clock.setObjectName("clock")
        self.end_button = QPushButton()
        self.end_button.setObjectName("end_hand")
        self.end_button.clicked.connect(self.end_hand)
        bar = QHBoxLayout()
        bar.addWidget(self.title, 1)
        for w in (self.step_note, self.time_note, self.score, self.progress_text, self.clock, self.end_button):
            bar.addWidget(w)

        self.table = TableView()
        self.panels = PanelHost()
        self.panels.submitRequested.connect(self.submit)
        self.keys = KeyHints()
        self.submit_button = QPushButton()
        self.submit_button.setObjectName("submit")
        self.submit_button.clicked.connect(self.submit)
        self.next_button = QPushButton()
        self.next_button.setObjectName("next")
        self.next_button.clicked.connect(self.next_step)
        buttons = QHBoxLayout()
        buttons.addWidget(self.submit_button)
        buttons.addWidget(self.next_button)
        self.error = QLabel()
        self.error.setObjectName("save_error")
        self.error.setWordWrap(True)
        set_role(self.error, "alert")
        self.error.hide()
        self.explanation = QTextBrowser()
        self.explanation.setObjectName("explanation")
        set_role(self.explanation, "reading")
        open_rule_links(self.explanation, self)
        answer_side = QWidget()
        answer_layout = QVBoxLayout(answer_side)
        answer_layout.setContentsMargins(0, 0, 0, 0)
        answer_layout.addWidget(self.panels, 1)
        footer = QWidget()
        footer_layout = QVBoxLayout(footer)
        footer_layout.setContentsMargins(0, 0, 0, 0)
        footer_layout.addWidget(self.error)
        footer_layout.addWidget(self.keys)
        footer_layout.addLayout(buttons)
        answer_layout.addWidget(footer)
        self.side = QSplitter(Qt.Orientation.Vertical)
        self.side.addWidget(answer_side)
        self.side.addWidget(self.explanation)
        self.side.setCollapsible(0, False)
        self.table_column = QSplitter(Qt.Orientation.Vertical)
        self.table_column.addWidget(self.table)
        self.table_column.setCollapsible(0, False)
        self.room = FeedbackRoom(self.side, self.table_column, self.explanation, footer)
        self.split = table_split(self.table_column, self.side)
        self.play_page = QWidget()
        play_layout = QVBoxLayout(self.play_page)
        play_layout.addLayout(bar)
        play_layout.addWidget(self.split, 1)

        self.summary_view = SummaryPage()
        self.summary_view.againRequested.connect(self.show_setup)
        self.summary_view.homeRequested.connect(self.closed)

        self.pages = QStackedWidget()
        for page in (self.setup, self.play_page, self.summary_view):
            self.pages.addWidget(page)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.pages)

        self.timer = QTimer(self)
        self.timer.setInterval(250)
        self.timer.timeout.connect(self._tick)
        self.next_shortcut: QShortcut | None = None
        for key, slot in ((Qt.Key.Key_Return, self._enter), (Qt.Key.Key_Enter, self._enter),
                          (Qt.Key.Key_N, self._next_key), (Qt.Key.Key_Backspace, self._undo),
                          (Qt.Key.Key_Escape, self._escape)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
            if key == Qt.Key.Key_N:
                self.next_shortcut = shortcut  # live only once a step is answered: a panel may use N
        for key, button in ((Qt.Key.Key_A, self.summary_view.again), (Qt.Key.Key_H, self.summary_view.home)):
            shortcut = QShortcut(QKeySequence(key), self.summary_view)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(button.click)
        self.retranslate_ui()
        resumed = self._resumable()
        if resumed is not None:
            self.begin(resumed)  # a hand the app was closed on goes on where it stopped
        else:
            self.show_setup()

    def _resumable(self) -> HandRun | None:
        try:
            return HandRun.resume(self.store, self.trainee.id)
        except StoreError:
            return None

    # -- texts ----------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.setup.retranslate_ui()
        self.summary_view.retranslate_ui()
        self.end_button.setText(self.tr("End (Esc)"))
        self.submit_button.setText(self.tr("Submit (Enter)"))
        self.next_button.setText(self.tr("Next (N)"))
        self.table.retranslate_ui()
        if self.panel is not None:
            self.panel.retranslate_ui()
            self._show_keys()
        if self.run is not None:
            self._show_title()
            self._show_progress()
            self._show_step_note()
            if self.result is not None and self.run.answered_current and self.run.shows_feedback:
                self.explanation.setHtml(feedback_html(self.result.feedback, i18n.tr))

    def _show_title(self) -> None:
        assert self.run is not None
        variant = self.tr("exam") if self.run.variant == "exam" else self.tr("practice")
        self.title.setText(self.tr("Run the table: {game} · {variant}").format(
            game=words.game(self.run.hand.game), variant=variant))

    # -- the hand -------------------------------------------------------------------------

    def show_setup(self) -> None:
        self.timer.stop()
        self.panels.clear()
        self.panel = None
        self.pages.setCurrentWidget(self.setup)
        self.setup.game.setFocus()

    def deal(self, game: str, seed: int, seats: int, variant: str) -> None:
        try:
            run = HandRun.start(self.store, self.trainee.id, game, seed, seats, variant)
        except (HandError, StoreError) as exc:
            self.setup.error.setText(str(exc))
            return
        self.begin(run)

    def begin(self, run: HandRun) -> None:
        self.run = run
        self.result = None
        self.note_step = None
        self.time_note.clear()
        self.pages.setCurrentWidget(self.play_page)
        share_width(self.split)
        self.panels.prepare(dict.fromkeys(s.kind for s in run.hand.steps))
        self._show_title()
        self.show_step()
        if run.resumed_at is not None:
            self.step_note.setText(self.tr("Hand resumed at step {n}").format(n=run.resumed_at))
            self.step_note.show()

    def show_step(self) -> None:
        run = self.run
        if run is None or run.current is None:
            return
        step = run.current
        self.result = None
        self._draw(step.before, step)
        self.panel = self.panels.show_question(step.question, self.table)
        self.panel.setFocus()
        self.explanation.clear()
        self.room.restore()
        self.submit_button.setEnabled(True)
        self.next_button.setEnabled(False)
        if self.next_shortcut is not None:
            self.next_shortcut.setEnabled(False)
        self._show_progress()
        self._show_keys()
        run.begin()
        self._tick()
        self.timer.start()

    def _draw(self, scenario: Any, step: HandStep) -> None:
        self.table.show_scenario(dict(scenario), reveal=step.kind in HANDS_SHOWN)

    def submit(self) -> None:
        run, panel = self.run, self.panel
        if (run is None or panel is None or run.current is None or run.answered_current
                or self.pages.currentWidget() is not self.play_page):
            return
        self.timer.stop()
        step = run.current
        try:
            self.result = run.submit(panel.answer())
        except StoreError as exc:
            # Not recorded, so not graded: the answer stays in the panel for Enter to try again.
            self.error.setText(self.tr("This answer could not be saved: {error}. It is still here: press "
                                       "Enter to try again.").format(error=exc))
            self.error.show()
            self.timer.start()
            return
        self.error.hide()
        feedback = self.result.feedback
        if not run.shows_feedback or feedback.correct:
            # The exam says nothing until the end; in practice a right step lets the hand go on.
            self.note_step = ("right" if run.shows_feedback else "recorded", self.result.number)
            self._show_step_note()
            if run.shows_feedback:
                self.time_note.setText(feedback.time_text())
                within = feedback.within_target
                restyle(self.time_note, within="" if within is None else str(within).lower())
            self.next_step()
            return
        # Practice, a wrong step: the supervisor steps in — the table corrected, the right
        # answer and the rule; N or Enter goes on.
        self.note_step = None
        self._show_step_note()
        self.time_note.setText(feedback.time_text())
        within = feedback.within_target
        restyle(self.time_note, within="" if within is None else str(within).lower())
        panel.set_locked(True)
        self._draw(step.after, step)
        if hand_task(step.kind).shows_table:
            self.table.set_reveal(True)
        panel.show_feedback(feedback, self.table)
        self._show_keys()
        self.explanation.setHtml(feedback_html(feedback, i18n.tr))
        self.explanation.show()
        self.room.make_room(panel)
        self.explanation.verticalScrollBar().setValue(0)
        self.submit_button.setEnabled(False)
        self.next_button.setEnabled(True)
        if self.next_shortcut is not None:
            self.next_shortcut.setEnabled(True)
        self.next_button.setFocus()
        self._show_progress()

    def next_step(self) -> None:
        run = self.run
        if run is None or not run.answered_current:
            return
        if run.advance() is None:
            self.show_summary()
        else:
            self.show_step()

    def end_hand(self) -> None:
        """Esc: the hand ends here (what was answered is kept) and its summary is shown."""
        if self.run is None or self.pages.currentWidget() is not self.play_page:
            return
        self.show_summary()

    def show_summary(self) -> None:
        assert self.run is not None
        self.timer.stop()
        summary = self.run.finish()
        self.panels.clear()
        self.panel = None
        self.summary_view.show_summary(summary)
        self.pages.setCurrentWidget(self.summary_view)
        self.summary_view.mistakes.setFocus()

    # -- keys -----------------------------------------------------------------------------

    def _enter(self) -> None:
        page = self.pages.currentWidget()
        if page is self.setup:
            self.setup.request()
        elif page is self.summary_view:
            self.summary_view.home.click()
        elif self.run is not None and self.run.answered_current:
            self.next_step()
        else:
            self.submit()

    def _next_key(self) -> None:
        if self.pages.currentWidget() is self.play_page:
            self.next_step()

    def _undo(self) -> None:
        if self.panel is not None and self.run is not None and not self.run.answered_current:
            self.panel.undo()

    def _escape(self) -> None:
        page = self.pages.currentWidget()
        if page is self.play_page:
            self.end_hand()
        elif page is self.setup:
            self.closed.emit()

    # -- what the bar shows ---------------------------------------------------------------

    def _tick(self) -> None:
        if self.run is None:
            return
        seconds = self.run.elapsed_total_ms() // 1000
        self.clock.setText(f"{seconds // 60}:{seconds % 60:02d}")

    def _show_progress(self) -> None:
        run = self.run
        if run is None:
            return
        self.progress_text.setText(self.tr("Step {n} of {total}").format(n=min(run.number, run.total),
                                                                          total=run.total))
        if run.shows_feedback and run.results:
            right = sum(r.correct for r in run.results)
            self.score.setText(self.tr("{correct} of {answered} right").format(correct=right,
                                                                               answered=len(run.results)))
        else:
            self.score.clear()

    def _show_step_note(self) -> None:
        if self.note_step is None:
            self.step_note.hide()
            return
        what, number = self.note_step
        self.step_note.setText(self.tr("✓ Step {step}: right").format(step=number) if what == "right"
                               else self.tr("Step {step} recorded").format(step=number))
        self.step_note.show()

    def _show_keys(self) -> None:
        if self.panel is None:
            return
        self.keys.set_keys(self.panel.shortcuts() + [
            (self.tr("Enter"), self.tr("submit / next")), (self.tr("N"), self.tr("next")),
            (self.tr("Esc"), self.tr("end the hand"))])


