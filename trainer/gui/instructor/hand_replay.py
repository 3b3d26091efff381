"""A trainee's whole hands (Run the table, issue 21), each replayed step by step for the
instructor: the hand dealt again from its seed, and at each step the table, the trainee's
recorded answer against the engine's, the explanation with its rules, right or wrong and
the time taken (PgUp / PgDn or the buttons go through the steps).

A hand that no longer deals as it was played (the engine or the lessons changed since)
is said to be so, and its recorded answers are still shown, each replayed from the table
stored with it where that can be done.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QItemSelection, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from trainer import i18n
from trainer.gui.progress.stats_view import ShareSplitter, seconds_text
from trainer.gui.style import set_role
from trainer.gui.translation import date_time_text
from trainer.scenarios import words
from trainer.store import Attempt, PlayedHand, Store, TraineeId
from trainer.table_run import Hand, HandError, deal_hand
from trainer.tasks import task_for
from trainer.training.attempt_text import value_words

from .replay import ReplayView
from .rows import Column, RowsModel, make_table


def kind_title(kind: str) -> str:
    try:
        return i18n.tr(task_for(kind).title)
    except KeyError:
        return kind


@dataclass(frozen=True)
class HandReplay:
    """A played hand dealt again: ``hand`` None when it cannot be dealt; ``matches`` False when
    its steps are no longer those the trainee answered (their kinds, or their number)."""

    played: PlayedHand
    hand: Hand | None
    matches: bool

    @classmethod
    def of(cls, played: PlayedHand) -> HandReplay:
        try:
            hand = deal_hand(played.game, played.seed, played.seats, played.table)
        except (HandError, ValueError):
            return cls(played, None, False)
        kinds = hand.kinds()
        matches = len(kinds) == played.steps and all(
            0 < played.step_of(a) <= len(kinds) and kinds[played.step_of(a) - 1] == a.task for a in played.attempts)
        return cls(played, hand, matches)


class HandsView(QWidget):
    """The trainee's hands above, the picked hand's step below."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = RowsModel([
            Column(lambda: self.tr("Played"), lambda h: date_time_text(h.started_at)),
            Column(lambda: self.tr("Game"), lambda h: words.game(h.game)),
            Column(lambda: self.tr("Seed"), lambda h: str(h.seed), numeric=True),
            Column(lambda: self.tr("Seats"), lambda h: str(h.seats), numeric=True),
            # of the steps answered, and the steps the hand had (U20: not "2 of 38" for a hand
            # ended after step 4)
            Column(lambda: self.tr("Right"), lambda h: self.tr("{right} of {answered}").format(
                right=h.right, answered=h.answered), numeric=True),
            Column(lambda: self.tr("Steps"), self._steps_text, numeric=True),
            Column(lambda: self.tr("Time"), lambda h: seconds_text(h.time_ms), numeric=True),
            Column(lambda: self.tr("Variant"), self._variant_text),
        ], self)
        self.hands = make_table(self.model, "played_hands", stretch=1)
        self.hands.selectionModel().selectionChanged.connect(self._hand_selected)

        self.previous = QPushButton()
        self.previous.setObjectName("hand_step_previous")
        self.previous.clicked.connect(lambda: self.go(-1))
        self.next = QPushButton()
        self.next.setObjectName("hand_step_next")
        self.next.clicked.connect(lambda: self.go(1))
        self.where = QLabel()
        self.where.setObjectName("hand_step_where")
        self.warning = QLabel()
        self.warning.setObjectName("hand_replay_warning")
        self.warning.setWordWrap(True)
        set_role(self.warning, "alert")
        self.warning.hide()
        steps_bar = QHBoxLayout()
        steps_bar.addWidget(self.previous)
        steps_bar.addWidget(self.where, 1, Qt.AlignmentFlag.AlignCenter)
        steps_bar.addWidget(self.next)
        self.replay = ReplayView()
        lower = QWidget()
        lower_layout = QVBoxLayout(lower)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        lower_layout.addLayout(steps_bar)
        lower_layout.addWidget(self.warning)
        lower_layout.addWidget(self.replay, 1)
        split = ShareSplitter((0.25, 0.75), Qt.Orientation.Vertical)
        split.addWidget(self.hands)
        split.addWidget(lower)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(split)
        for key, step in ((QKeySequence.StandardKey.MoveToPreviousPage, -1),
                          (QKeySequence.StandardKey.MoveToNextPage, 1)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda step=step: self.go(step))
        # The list, the table and the explanation would take PgUp / PgDn for themselves (a row,
        # a scroll, a page): the steps have them first (U19).
        for widget in (self.hands, self.replay.explanation, self.replay.table):
            widget.installEventFilter(self)

        self.current: HandReplay | None = None
        self.index = 0
        self.retranslate_ui()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride) and isinstance(event, QKeyEvent):
            by = {Qt.Key.Key_PageUp: -1, Qt.Key.Key_PageDown: 1}.get(Qt.Key(event.key()))
            # the keypad's PgUp / PgDn too (Num Lock off: their events carry the keypad modifier)
            plain = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier == Qt.KeyboardModifier.NoModifier
            if by is not None and plain:
                if event.type() == QEvent.Type.KeyPress:
                    self.go(by)
                event.accept()
                return True
        return super().eventFilter(watched, event)

    # -- which hand ------------------------------------------------------------------------
    def load(self, store: Store, trainee_id: TraineeId) -> None:
        self.model.load(store.played_hands(trainee_id))
        self.current = None
        self.index = 0
        self._show_step()

    def open_hand(self, row: int) -> HandReplay:
        """Deal the hand of ``row`` again and show its first step."""
        self.current = HandReplay.of(self.model.row(row))
        self.index = 0
        self._show_step()
        return self.current

    def _hand_selected(self, selected: QItemSelection, _deselected: QItemSelection) -> None:
        rows = selected.indexes()
        if rows:
            self.open_hand(rows[0].row())

    # -- which step ------------------------------------------------------------------------
    @property
    def attempt(self) -> Attempt | None:
        """The recorded answer of the step on show."""
        if self.current is None:
            return None
        return self.current.played.attempts[self.index]

    def go(self, by: int) -> None:
        if self.current is None:
            return
        index = min(max(self.index + by, 0), self.current.played.answered - 1)
        if index != self.index:
            self.index = index
            self._show_step()

    def _show_step(self) -> None:
        replay = self.current
        self.previous.setEnabled(replay is not None and self.index > 0)
        self.next.setEnabled(replay is not None and self.index < replay.played.answered - 1)
        if replay is None:
            self.where.setText("")
            self.warning.hide()
            self.replay.show_message(self.tr("Pick a hand above to replay it step by step.")
                                     if self.model.rowCount() else self.tr("No hand played yet."))
            return
        played = replay.played
        attempt = played.attempts[self.index]
        number = played.step_of(attempt)
        self.where.setText(self.tr("Step {n} of {total}").format(n=number, total=played.steps))
        verdict = self.tr("right") if attempt.correct else self.tr("wrong")
        heading = self.tr("Step {n} · {kind}: {verdict}, answered in {time}").format(
            n=number, kind=kind_title(attempt.task), verdict=verdict, time=seconds_text(attempt.time_ms))
        self.warning.setVisible(not replay.matches)
        if replay.matches and replay.hand is not None:
            step = replay.hand.steps[number - 1]
            self.replay.show_answered(step.question, heading, attempt.answer, attempt.score)
            return
        self.warning.setText(self.tr(
            "This hand no longer deals as it was played (the engine or the lessons have changed since): "
            "the steps below are the trainee's recorded answers, each replayed from the table stored with it "
            "where that can be done."))
        if not self.replay.show_attempt(attempt, heading):
            self.replay.show_message(heading, "<p>{}</p>".format(html.escape(
                self.tr("The trainee's answer: {given}").format(given=value_words(attempt.answer, game=attempt.game)))))

    # -- texts -----------------------------------------------------------------------------
    def _steps_text(self, played: PlayedHand) -> str:
        if played.answered >= played.steps:
            return str(played.steps)
        return self.tr("{answered} of {steps}, ended early").format(answered=played.answered, steps=played.steps)

    def _variant_text(self, played: PlayedHand) -> str:
        return {"practice": self.tr("practice"), "exam": self.tr("exam")}.get(played.variant, played.variant)

    def retranslate_ui(self) -> None:
        self.previous.setText(self.tr("◀ Previous step (PgUp)"))
        self.next.setText(self.tr("Next step (PgDn) ▶"))
        self.model.retranslate()
        self.replay.retranslate_ui()
        self._show_step()
