"""The two questions the exam screen asks before it acts: start the exam (the clock starts
and the attempt counts), and submit it (nothing can be changed afterwards)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMessageBox, QWidget

from trainer.i18n import lesson_text
from trainer.scenarios.words import listed
from trainer.training.exam import ExamSession, Standing

from .item_page import clock_text
from .models import items_and_hands

Tr = Callable[..., str]  # trainer.i18n.tr: (text, disambiguation, count)
YES, NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


def _box(parent: QWidget, name: str, title: str, text: str, yes: str, no: str,
         default: QMessageBox.StandardButton) -> QMessageBox:
    box = QMessageBox(QMessageBox.Icon.Question, title, text, YES | NO, parent)
    box.setObjectName(name)
    box.button(YES).setText(yes)
    box.button(NO).setText(no)
    box.setDefaultButton(default)
    return box


def start_box(parent: QWidget, standing: Standing, tr: Tr) -> QMessageBox:
    """"Start the exam?" (Yes by default), not yet opened."""
    d = standing.definition
    if d.hands:  # issue 21: whole hands on top of the items
        text = tr("Start “{title}” now?\n\nYou have {minutes:g} minutes for {what}; the clock starts at once "
                  "and keeps running even if the program is closed. This is attempt {n} of {allowed}."
                  ).format(title=lesson_text(d.title), minutes=d.time_limit_min, what=items_and_hands(d, tr),
                           n=standing.attempts_used + 1, allowed=d.attempts_allowed)
    else:
        text = tr("Start “{title}” now?\n\nYou have {minutes:g} minutes for %n items; the clock starts "
                  "at once and keeps running even if the program is closed. This is attempt {n} of {allowed}.",
                  None, d.items).format(title=lesson_text(d.title), minutes=d.time_limit_min,
                                        n=standing.attempts_used + 1, allowed=d.attempts_allowed)
    return _box(parent, "confirm_start", tr("Start the exam?"), text, tr("Start the exam"), tr("Not now"), YES)


def submit_box(parent: QWidget, session: ExamSession, tr: Tr) -> QMessageBox:
    """"Submit the exam?" with the items still unanswered (No by default), not yet opened."""
    missing = session.unanswered()
    if missing:
        items = listed(missing)
        unanswered = tr("%n items have no answer: {items}. They will score 0.", None, len(missing)).format(
            items=items) if len(missing) > 1 else tr(
            "Item {items} has no answer. It will score 0.").format(items=items)
    else:
        unanswered = tr("Every item has an answer.")
    text = tr("Submit the exam now? Your answers cannot be changed afterwards.\n\n{unanswered}\n\n"
              "Time left: {left}.").format(unanswered=unanswered, left=clock_text(session.remaining_s()))
    return _box(parent, "confirm_submit", tr("Submit the exam?"), text, tr("Submit"), tr("Go back to the exam"), NO)
