"""Run the table's first page (issue 21): the game (all seven), the seats, a poker table's
stake and limit (the game's usual ones offered), a seed (empty: any hand; the same seed
deals the same hand again) and the variant, practice or exam."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from trainer.engine.rulesets import GAMES, table_rules
from trainer.gui.style import set_role
from trainer.scenarios import words
from trainer.table_run import default_seats, seat_range, table_limits, usual_stake


class SetupPage(QWidget):
    """The table picked: the game, the seats, a seed (empty: any hand) and the variant."""

    dealRequested = Signal(str, int, int, str, object)  # game, seed, seats, variant, table (stake, limit)
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
        self.stake = QSpinBox()
        self.stake.setObjectName("hand_stake")
        self.stake.setRange(1, 100_000)
        self.limit = QComboBox()
        self.limit.setObjectName("hand_limit")
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
        self.labels = [QLabel() for _ in range(6)]
        self.form = form = QFormLayout()
        variants = QWidget()
        variants_layout = QVBoxLayout(variants)
        variants_layout.setContentsMargins(0, 0, 0, 0)
        variants_layout.addWidget(self.practice)
        variants_layout.addWidget(self.exam)
        fields = (self.game, self.seats, self.stake, self.limit, self.seed)
        for lab, field in zip(self.labels, (*fields, self.practice), strict=True):
            lab.setBuddy(field)
        for lab, field in zip(self.labels, (*fields, variants), strict=True):
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
        for lab, text in zip(self.labels, (self.tr("&Game"), self.tr("Sea&ts"), self._stake_label(),
                                           self.tr("&Limit"), self.tr("S&eed"), self.tr("Variant")), strict=True):
            lab.setText(text)
        names = {"pot": self.tr("pot limit"), "half-pot": self.tr("half pot"), "no-limit": self.tr("no limit")}
        for i in range(self.limit.count()):
            self.limit.setItemText(i, names[self.limit.itemData(i)])
        self.seed.setPlaceholderText(self.tr("empty: any hand; a number deals the same hand again"))
        self.practice.setText(self.tr("&Practice: each step marked at once, the rule shown"))
        self.exam.setText(self.tr("E&xam: no feedback until the end of the hand"))
        self.deal.setText(self.tr("&Deal (Enter)"))
        self.home.setText(self.tr("Back home (Esc)"))
        for i in range(self.game.count()):
            self.game.setItemText(i, words.game(self.game.itemData(i)))

    def _seat_range(self) -> None:
        game = self.game.currentData()
        low, high = seat_range(game)  # the rule set's players (RULINGS R0-5): hold'em four at least
        self.seats.setRange(low, high)
        self.seats.setValue(default_seats(game))  # the CLI's default too: a seed deals the same hand
        self.seats.setEnabled(low != high)
        # The stake and the limit of a poker table: the game's usual ones offered (RULINGS R8-1, R8-5).
        stakes = usual_stake(game)
        entries = table_rules(game).entries
        if entries:  # stud: an entry of 20 or 100 and no other (art. 6-7)
            self.stake.setRange(min(entries), max(entries))
            self.stake.setSingleStep(max(entries) - min(entries))
        else:
            self.stake.setRange(1, 100_000)
            self.stake.setSingleStep(1)
        self.stake.setValue(next(iter(stakes.values()), 1))
        self.form.setRowVisible(self.stake, bool(stakes))  # a banked game has no blinds, antes or limit
        self.form.setRowVisible(self.limit, bool(stakes))
        self.limit.clear()
        for limit in table_limits(game):
            self.limit.addItem(limit, limit)
        self.limit.setEnabled(self.limit.count() > 1)
        self.retranslate_ui()

    def _stake_label(self) -> str:
        stakes = usual_stake(self.game.currentData())
        if "big_blind" in stakes:
            return self.tr("&Big blind")
        # stud: the entry ("bolo de entrada", art. 6-7), one of the stakes the table allows
        return self.tr("E&ntry stake") if table_rules(self.game.currentData()).entries else self.tr("&Ante")

    def table(self) -> dict[str, Any]:
        """The stake and limit picked (the game's usual ones unless changed); {} for a banked game."""
        stakes = usual_stake(self.game.currentData())
        if not stakes:
            return {}
        table: dict[str, Any] = {next(iter(stakes)): self.stake.value()}
        if self.limit.currentData():
            table["limit"] = self.limit.currentData()
        return table

    def another(self) -> None:
        """Back for another hand (U18): the seed emptied — Enter deals a new hand, not the one
        just played — and the table as it was picked (game, seats, stake, variant) kept."""
        self.seed.clear()
        self.error.clear()

    def request(self) -> None:
        text = self.seed.text().strip()
        if text and not text.isdigit():
            self.error.setText(self.tr("The seed is a whole number (or empty for any hand)."))
            return
        self.error.clear()
        seed = int(text) if text else random.randrange(1, 1_000_000)
        self.dealRequested.emit(self.game.currentData(), seed, self.seats.value(),
                                "exam" if self.exam.isChecked() else "practice", self.table())
