"""The card picker of the item editor (issue 35): the game's own deck as a grid of buttons, a
card already on the table greyed out, so an item can never deal one card twice or a card the
game's deck does not hold (sintético's 28 cards, stud's 32)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from trainer.engine.cards import SUIT_CHARS, card_names
from trainer.engine.rulesets import ruleset
from trainer.gui.style import set_role

SUIT_SIGNS = {"s": "♠", "h": "♥", "c": "♣", "d": "♦"}
RED = {"h", "d"}


def deck_names(game: str) -> list[str]:
    """The game's deck as card names (``As``), by suit then rank, highest first."""
    names = card_names(ruleset(game).deck)
    order = "AKQJT98765432"
    return sorted(names, key=lambda n: (SUIT_CHARS.index(n[1]), order.index(n[0])))


def card_label(name: str) -> str:
    rank = "10" if name[0] == "T" else name[0]
    return f"{rank}{SUIT_SIGNS.get(name[1], name[1])}"


class CardField(QWidget):
    """A row of cards (a seat's hole cards, the board, a 13-card row): each card a button that
    takes it off again, then the picker's cards to add.  ``limit``: the most cards it holds."""

    changed = Signal()
    chosen = Signal()  # the picker's cards are to go here

    def __init__(self, name: str, limit: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.limit = limit
        self.cards: list[str] = []
        outer = QHBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.deal_here = QPushButton("＋")
        self.deal_here.setObjectName(f"{name}_deal")
        self.deal_here.setMaximumWidth(32)
        self.deal_here.setCheckable(True)
        self.deal_here.clicked.connect(lambda: self.chosen.emit())
        outer.addWidget(self.deal_here)
        self.row = QHBoxLayout()
        self.row.setSpacing(2)
        outer.addLayout(self.row, 1)
        self.count = QLabel()
        self.redraw()

    def set_cards(self, cards: Iterable[str]) -> None:
        self.cards = [str(c) for c in cards][: self.limit]
        self.redraw()

    def full(self) -> bool:
        return len(self.cards) >= self.limit

    def add(self, card: str) -> None:
        if not self.full() and card not in self.cards:
            self.cards.append(card)
            self.redraw()
            self.changed.emit()

    def remove(self, card: str) -> None:
        if card in self.cards:
            self.cards.remove(card)
            self.redraw()
            self.changed.emit()

    def redraw(self) -> None:
        while self.row.count():
            item = self.row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None and widget is not self.count:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        for card in self.cards:
            button = QPushButton(card_label(card))
            button.setObjectName(f"{self.objectName()}_{card}")
            button.setToolTip(self.tr("Take this card back to the deck"))
            button.setMaximumWidth(40)
            if card[1] in RED:
                set_role(button, "red-suit")
            button.clicked.connect(lambda _=False, c=card: self.remove(c))
            self.row.addWidget(button)
        self.count.setText(f"{len(self.cards)}/{self.limit}")
        self.row.addWidget(self.count)
        self.row.addStretch(1)


class CardPicker(QWidget):
    """The deck of ``game`` as 4 rows of buttons; a click adds the card to the field chosen with
    :meth:`target`.  ``in_use`` says which cards are on the table now (greyed out)."""

    picked = Signal(str)

    def __init__(self, game: str, in_use: Callable[[], set[str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card_picker")
        self.in_use = in_use
        self.field: CardField | None = None
        self.buttons: dict[str, QPushButton] = {}
        self.heading = QLabel()
        self.heading.setObjectName("picker_target")
        self.grid = QGridLayout()
        self.grid.setSpacing(2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addLayout(self.grid)
        self.set_game(game)

    def set_game(self, game: str) -> None:
        for button in self.buttons.values():
            button.hide()
            button.setParent(None)
            button.deleteLater()
        self.buttons = {}
        columns: dict[str, int] = {}
        for name in deck_names(game):
            suit = name[1]
            row = SUIT_CHARS.index(suit)
            col = columns.get(suit, 0)
            columns[suit] = col + 1
            button = QPushButton(card_label(name))
            button.setObjectName(f"pick_{name}")
            button.setMaximumWidth(32)
            button.setMinimumWidth(28)
            if suit in RED:
                set_role(button, "red-suit")
            button.clicked.connect(lambda _=False, n=name: self._pick(n))
            self.grid.addWidget(button, row, col)
            self.buttons[name] = button
        self.refresh()

    def target(self, field: CardField | None, label: str = "") -> None:
        if self.field is not None and self.field is not field:
            with contextlib.suppress(RuntimeError):  # the field was deleted with its form
                self.field.deal_here.setChecked(False)
        self.field = field
        if field is not None:
            field.deal_here.setChecked(True)
            field.deal_here.setToolTip(self.tr("Deal the picked cards here"))
        self.heading.setText(self.tr("Cards go to: {place}").format(place=label) if field else
                             self.tr("Pick a place's cards (click its cards field) to deal to it"))
        self.refresh()

    def _pick(self, name: str) -> None:
        if self.field is None or name in self.in_use() or self.field.full():
            return
        self.field.add(name)
        self.picked.emit(name)
        self.refresh()

    def refresh(self) -> None:
        used = self.in_use()
        full = self.field is None or self.field.full()
        for name, button in self.buttons.items():
            button.setEnabled(name not in used and not full)
