"""A numbered button per exam item, in rows of NAV_COLUMNS: filled once answered, framed
for the item shown; a click moves to that item.  An exam of whole hands has a hundred items
and more: at most NAV_ROWS rows are shown at once (the table keeps its height on a 720-pixel
screen), scrolled so that the row of the item shown is always in sight."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QPushButton, QScrollArea, QWidget

from trainer.gui.style import restyle
from trainer.training.exam import ExamSession

NAV_COLUMNS = 25
NAV_ROWS = 3  # rows in sight at once; more scroll


class ItemNavigator(QScrollArea):
    picked = Signal(int)  # the item's index

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("navigator")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        inner = QWidget()
        self.grid = QGridLayout(inner)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(4)
        self.setWidget(inner)
        self.inner = inner
        self.buttons: list[QPushButton] = []

    def set_session(self, session: ExamSession) -> None:
        """A button for each of the session's items (the buttons of an exam before go)."""
        for b in self.buttons:
            self.grid.removeWidget(b)
            b.deleteLater()
        self.buttons.clear()
        for i, item in enumerate(session.items):
            b = QPushButton(str(item.number))
            b.setObjectName(f"nav_{item.number}")
            b.setProperty("nav", True)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(lambda _=False, i=i: self.picked.emit(i))
            self.grid.addWidget(b, i // NAV_COLUMNS, i % NAV_COLUMNS)
            self.buttons.append(b)
        self._fit_rows()

    def _fit_rows(self) -> None:
        """As tall as its rows, up to NAV_ROWS of them (a scroll bar beside the rest)."""
        if not self.buttons:
            self.setFixedHeight(0)
            return
        inner = self.inner
        inner.ensurePolished()
        for b in self.buttons:
            b.ensurePolished()  # the style sheet's sizes
        inner.adjustSize()
        rows = -(-len(self.buttons) // NAV_COLUMNS)
        spacing = self.grid.spacing()
        pitch = (inner.sizeHint().height() + spacing) / rows  # a row and the space under it
        shown = min(rows, NAV_ROWS)
        self.setFixedHeight(round(shown * pitch - spacing))
        more = rows > NAV_ROWS
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn if more
                                        else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.verticalScrollBar().setSingleStep(round(pitch))  # a row at a time
        self.setMinimumWidth(inner.sizeHint().width() + (self.verticalScrollBar().sizeHint().width() if more else 0))

    def show_session(self, session: ExamSession) -> None:
        """Which items are answered, and which one is shown; a hand's step not open yet is
        greyed (it cannot be picked), and an answered step locked once the next was shown."""
        for i, b in enumerate(self.buttons):
            answered, current = session.is_answered(i), i == session.index
            locked = not session.submitted and session.step_locked(i)
            if b.property("answered") != answered or b.property("current") != current \
                    or bool(b.property("locked")) != locked:
                restyle(b, answered=answered, current=current, locked=locked)
            b.setEnabled(session.submitted or session.step_open(i))
            b.setToolTip(self._tip(session, i, answered))
        if 0 <= session.index < len(self.buttons):
            self.ensureWidgetVisible(self.buttons[session.index], 0, 0)  # the item shown, in sight

    def _tip(self, session: ExamSession, i: int, answered: bool) -> str:
        item = session.items[i]
        if not item.is_hand_step:
            return (self.tr("Item {n}: answered").format(n=i + 1) if answered
                    else self.tr("Item {n}: no answer yet").format(n=i + 1))
        where = self.tr("Item {n}: hand {hand} of {hands}, step {step} of {steps}").format(
            n=i + 1, hand=item.hand, hands=item.hands, step=item.step, steps=item.steps)
        if session.submitted:
            state = self.tr("answered") if answered else self.tr("no answer")
        elif not session.step_open(i):
            state = self.tr("opens once step {step} is answered").format(step=item.step - 1)
        elif session.step_locked(i):
            state = self.tr("answered and locked")
        else:
            state = self.tr("answered") if answered else self.tr("no answer yet")
        return f"{where} — {state}"
