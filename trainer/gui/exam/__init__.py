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

:class:`ExamScreen` (``screen``) is the one public class: it holds a page each
(``list_page``, ``item_page`` with its ``navigator``, ``result_page``,
``review_page``) and goes from one to the next; ``confirm`` asks before starting
and submitting, ``models`` are the tables' models, ``restore`` puts a saved answer
back into a panel, ``pdf`` saves the report.
"""

from .screen import ExamScreen

__all__ = ["ExamScreen"]
