"""The single-choice panels' common part: one option picked, undone, given back, restored.

A subclass names the answer's field (``answer_key``), builds its options with
:meth:`ChoicePanel.add_option` and, where the stored value differs from the option's
key, converts with :meth:`value_of` / :meth:`key_of`.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Any, ClassVar

from PySide6.QtWidgets import QWidget

from .common import OptionButton, PanelBase


class ChoicePanel(PanelBase):
    answer_key: ClassVar[str]

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.buttons: dict[Any, OptionButton] = {}
        self.choice: Any = None

    def add_option(self, key: Hashable, keycap: str) -> OptionButton:
        """A button for option ``key`` (click: choose it; double-click: choose and submit)."""
        button = OptionButton(keycap)
        button.clicked.connect(lambda k=key: self.choose(k))
        button.doubleClicked.connect(lambda k=key: self._choose_and_submit(k))
        self.buttons[key] = button
        return button

    def build(self, question: Any) -> None:
        self.buttons, self.choice = {}, None

    def fill(self, question: Any) -> None:
        """The same options for every question (``keeps_widgets``): none picked, none marked."""
        self.choice = None
        for button in self.buttons.values():
            button.set_checked(False)
            button.set_result(None)

    def choose(self, key: Any) -> None:
        """Pick option ``key`` (None: none); an option the question does not have is ignored."""
        if self._locked or (key is not None and key not in self.buttons):
            return
        self.choice = key
        for k, b in self.buttons.items():
            b.set_checked(k == key)
        self.chosen(key)
        self.changed()

    def chosen(self, key: Any) -> None:
        """After a pick: subclasses draw it elsewhere too (on the table)."""

    def undo(self) -> None:
        self.choose(None)

    def _choose_and_submit(self, key: Any) -> None:
        if not self._locked:
            self.choose(key)
            self.submitRequested.emit()

    def value_of(self, key: Any) -> Any:
        """The answer's value for option ``key``."""
        return key

    def key_of(self, value: Any) -> Any:
        """The option for the answer's value (the inverse of :meth:`value_of`)."""
        return value

    def answer(self) -> dict[str, Any]:
        return {} if self.choice is None else {self.answer_key: self.value_of(self.choice)}

    def set_answer(self, answer: Mapping[str, Any]) -> None:
        value = answer.get(self.answer_key)
        self.choose(None if value is None else self.key_of(value))

    def is_complete(self) -> bool:
        return self.choice is not None
