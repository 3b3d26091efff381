"""The explanation of an answer as HTML, for a text browser: the drill's feedback, the
exam's review, and the links to the rules the steps rest on.

A step's rule is a ``cite:`` link to the canonical citation, shown in the language in use;
:func:`open_rule_links` makes a browser open it in :class:`~trainer.gui.question.rule_dialog.RuleDialog`
instead of following it.  Every text goes
through the ``tr`` of the screen that shows it.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QTextBrowser, QWidget

from trainer.gui.question.rule_dialog import RuleDialog
from trainer.i18n import lesson_text, render
from trainer.scenarios.citations import citation_text
from trainer.tasks import Part, Step, task_for, verdict
from trainer.training.attempt_text import value_words

if TYPE_CHECKING:
    from trainer.training.drill import Feedback
    from trainer.training.exam import ReviewItem

Tr = Callable[[str], str]
CITE_SCHEME = "cite"
RIGHT, PARTLY, WRONG, MUTED = "#58d68d", "#f5b041", "#ec7063", "#9aa5b1"
VERDICT_COLOURS = {"right": RIGHT, "partly": PARTLY, "wrong": WRONG, "blank": MUTED}


def value_text(value: Any, tr: Tr, *, flat: bool = False, key: str = "", game: str | None = None) -> str:
    """An answer, or a part of one, in plain words (:func:`trainer.training.attempt_text.value_words`),
    a hand category in ``game``'s regulation's words."""
    return value_words(value, tr, flat=flat, key=key, game=game)


def cite_href(citation: str) -> str:
    """The link to a rule, for :func:`open_rule_links`."""
    link = QUrl()
    link.setScheme(CITE_SCHEME)
    link.setPath(citation)
    return link.toString()


def open_rule_links(browser: QTextBrowser, owner: QWidget) -> None:
    """A click on a rule's link in ``browser`` opens the rule over ``owner``; no link is followed."""
    browser.setOpenLinks(False)
    browser.anchorClicked.connect(lambda url: open_rule(url, owner))


def open_rule(url: QUrl, owner: QWidget) -> None:
    if url.scheme() == CITE_SCHEME:
        focus = owner.window().focusWidget()
        RuleDialog(url.path(), owner).exec()
        # Closed: the keyboard back where it was (N, Enter), even with no window manager to give it.
        owner.window().activateWindow()
        if focus is not None:
            focus.setFocus()


def cite_link(citation: str) -> str:
    """A step's rule in brackets, in the language in use (:func:`citation_text`), linked to the
    canonical citation the rule dialog reads."""
    return f"<a href='{cite_href(citation)}'>[{html.escape(citation_text(citation))}]</a>"


def steps_html(steps: Iterable[Step], tr: Tr) -> str:
    """"Why:" and the numbered steps, each with a link to its rule; empty with no steps."""
    items = []
    for step in steps:
        cite = f" {cite_link(step.cite)}" if step.cite else ""
        items.append(f"<li>{html.escape(render(step.text))}{cite}</li>")
    if not items:
        return ""
    why = tr("Why:")
    return f"<p><b>{html.escape(why)}</b></p><ol>{''.join(items)}</ol>"


def mistakes_html(mistakes: Iterable[Part], tr: Tr, *, flat: bool = False, game: str | None = None) -> str:
    """Each wrong part: what the answer is and what was given (values as :func:`value_text`)."""
    items = [html.escape(tr("{label}: the answer is {expected}, you gave {given}.").format(
        label=render(p.label), expected=value_text(p.expected, tr, flat=flat, key=p.key, game=game),
        given=value_text(p.given, tr, flat=flat, key=p.key, game=game)))
        for p in mistakes]
    return "<ul>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def choices_html(choices: Sequence[str], given: Mapping[str, Any], correct: Mapping[str, Any], tr: Tr, *,
                 answered: bool) -> str:
    """A multiple-choice answer in words: the choice given (when ``answered``) and the right one,
    each with its number as the panel shows it (1, 2, 3...)."""

    def choice(value: Any) -> str:
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(choices):
            return f"{value + 1}. {lesson_text(choices[value])}"
        return "—"

    lines = [_line(tr("Your answer:"), choice(given.get("choice")))] if answered else []
    lines.append(_line(tr("The right answer:"), choice(correct.get("choice"))))
    return "".join(lines)


def _verdict(colour: str, text: str) -> str:
    return f"<h2 style='color:{colour}'>{html.escape(text)}</h2>"


def _line(label: str, value: str) -> str:
    return f"<p><b>{html.escape(label)}</b> {html.escape(value)}</p>"


def feedback_html(feedback: Feedback, tr: Tr) -> str:
    """The drill's explanation: the verdict, the mistakes, the steps, each with a link to its rule."""
    grade = feedback.grade
    kind, text = verdict(grade, feedback.given)
    parts = [_verdict(VERDICT_COLOURS[kind], text)]
    if task_for(feedback.question.task).is_choice and feedback.question.choices:
        # The choices in words: "the answer is 0" would name a line by its place in a list.
        parts.append(choices_html(feedback.question.choices, feedback.given, feedback.correct_answer, tr,
                                  answered=not grade.correct))
    elif grade.mistakes:
        parts.append(mistakes_html(grade.mistakes, tr, flat=True, game=feedback.question.game))
    steps = steps_html(feedback.steps, tr)
    if steps:
        parts.append(steps)
        click = tr("Click a rule in brackets to read it.")
        parts.append(f"<p style='color:{MUTED}'>{html.escape(click)}</p>")
    return "".join(parts)


def review_html(r: ReviewItem, tr: Tr) -> str:
    """An exam item reviewed: the question, the verdict, the answer given and the right one, the steps."""
    q = r.item.question
    item = tr("Item {n}").format(n=r.item.number)
    parts = [f"<h3>{html.escape(item)} · "
             f"{html.escape(tr(task_for(q.task).title))}</h3>", f"<p>{html.escape(q.shown_prompt)}</p>"]
    kind, text = verdict(r.grade, r.given if r.answered else None)
    parts.append(_verdict(VERDICT_COLOURS[kind], text))
    if task_for(q.task).is_choice and q.choices:
        parts.append(choices_html(q.choices, r.given, r.correct_answer, tr, answered=True))
    else:
        parts.append(_line(tr("Your answer:"), value_text(r.given, tr, game=q.game) if r.answered else "—"))
        parts.append(_line(tr("The right answer:"), value_text(r.correct_answer, tr, game=q.game)))
        if r.answered and r.grade.mistakes:
            parts.append(mistakes_html(r.grade.mistakes, tr, game=q.game))
    parts.append(steps_html(r.steps, tr))
    return "".join(parts)
