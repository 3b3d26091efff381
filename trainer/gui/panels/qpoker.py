"""Q Poker panels (Despacho 89/2004): does the croupier qualify, and paying the spots.

- Qualify: ``1`` yes, ``2`` no (numbered as every choice; N is the screen's "next"), or
  click (double-click submits).  After grading,
  the croupier's hand is highlighted and badged ✓ or ✗.
- Payout: per spot, the pair plus result, the bet's result and the net (each + won,
  − lost, 0 none or push): Tab through the amounts, digits and ``-`` to type; Alt and a
  spot's number (or a click on it) goes to its row.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, cast

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QSpinBox, QWidget

from trainer.engine.qpoker import QPokerSolution
from trainer.gui.table import TableView
from trainer.scenarios.words import listed
from trainer.tasks import Question
from trainer.tasks.answers import QPokerPayoutAnswer
from trainer.tasks.chips import payments
from trainer.training.drill import Feedback

from .choice import ChoicePanel
from .common import (
    MAX_CHIPS,
    Does,
    KeyHint,
    Mark,
    PanelBase,
    Pool,
    amount_text,
    chip_spin,
    chip_unit,
    label,
    seat_name,
    set_mark,
)

FIELDS = ("pair_plus", "bet", "net")
KEPT_SPOTS = 7  # the spots of a Q Poker table: rows made ahead


class QPokerQualifyPanel(ChoicePanel):
    task_id = "qpoker-qualify"
    answer_key = "qualifies"
    keeps_widgets = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.add_key(Qt.Key.Key_1, lambda: self.choose(True))
        self.add_key(Qt.Key.Key_2, lambda: self.choose(False))

    def title(self) -> str:
        return self.tr("Does the croupier qualify?")

    def make(self) -> None:
        for value, key in ((True, "1"), (False, "2")):
            button = self.add_option(value, key)
            button.setMinimumHeight(64)
            self.body_layout.addWidget(button)

    def _retranslate(self) -> None:
        self.buttons[True].set_text(self.tr("Yes: qualifies"))
        self.buttons[False].set_text(self.tr("No: does not qualify"))

    def key_of(self, value: Any) -> bool:
        return bool(value)

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        want = bool(feedback.correct_answer["qualifies"])
        got = feedback.given.get("qualifies")
        self.buttons[want].set_result(True)
        if got is not None and got != want:
            self.buttons[bool(got)].set_result(False)
        table.set_badges({0: "✓" if want else "✗"})
        table.highlight_seat(0)

    def key_hints(self) -> list[KeyHint]:
        return [KeyHint(self.tr("1 / 2"), self.tr("qualifies / does not"), Does.ANSWER, (("1",), ("2",))),
                self.click_hint(self.tr("Double-click"), self.tr("choose and submit"))]


@dataclass(eq=False)
class SpotRow:
    """A spot's line of the payout grid: its name, its three amounts, the mark under them."""

    name: QLabel
    spins: dict[str, QSpinBox]
    mark: Mark

    def set_used(self, used: bool) -> None:
        for widget in (self.name, *self.spins.values()):
            widget.setVisible(used)
        if not used:
            self.mark.hide()


class QPokerPayoutPanel(PanelBase):
    task_id = "qpoker-payout"
    keeps_widgets = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spins: dict[str, dict[str, QSpinBox]] = {}
        self.marks: dict[str, Mark] = {}
        self._names: dict[str, QLabel] = {}
        self._spots: Pool[SpotRow] = self.pool(self._new_spot)
        self.add_go_seat_keys(self.focus_seat)

    def title(self) -> str:
        return self.tr("Pay the spots")

    def make(self) -> None:
        box = QWidget()
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(4)
        self._grid = grid
        self._heads = [self.heading() for _ in FIELDS]
        for c, head in enumerate(self._heads):
            head.setAlignment(Qt.AlignmentFlag.AlignHCenter)  # centred: letter-spacing clips a right edge
            grid.addWidget(head, 0, c + 1)
        grid.setColumnStretch(0, 1)
        self.body_layout.addWidget(box)
        self._note = label("", "hint")
        self._note.setWordWrap(True)
        self.body_layout.addWidget(self._note)
        self._spots.grow(KEPT_SPOTS)

    def _new_spot(self, index: int) -> SpotRow:
        r = 1 + 2 * index
        name = label("", "place")
        self._grid.addWidget(name, r, 0)
        spins: dict[str, QSpinBox] = {}
        for c, field in enumerate(FIELDS):
            spin = chip_spin(-MAX_CHIPS)
            spin.setMinimumWidth(84)
            spin.valueChanged.connect(self.changed)
            self._grid.addWidget(spin, r, c + 1)
            spins[field] = spin
        mark = Mark()
        self._grid.addWidget(mark, r + 1, 0, 1, 4)
        return SpotRow(name, spins, mark)

    def fill(self, question: Question) -> None:
        unit = max(1, chip_unit(question))
        self.spins, self.marks, self._names = {}, {}, {}
        seats = list(cast(QPokerPayoutAnswer, question.answer)["seats"])  # the spots: keys only
        for seat, spot in zip(seats, self._spots.take(len(seats)), strict=True):
            spot.name.setToolTip(seat_name(question, seat))
            for spin in spot.spins.values():
                spin.blockSignals(True)
                spin.setValue(0)
                spin.blockSignals(False)
                spin.setSingleStep(unit)
                set_mark(spin, None)
            spot.mark.clear_result()
            self.spins[seat], self.marks[seat], self._names[seat] = dict(spot.spins), spot.mark, spot.name

    def _retranslate(self) -> None:
        for head, text in zip(self._heads, (self.tr("PAIR PLUS"), self.tr("BET"), self.tr("NET")),
                              strict=True):
            head.setText(text)
        for seat, name in self._names.items():
            name.setText(self.place_text(seat))
        self._note.setText(self.tr("+ paid to the player, − lost, 0 for no bet or a push."))

    def first_input(self) -> QWidget | None:
        first = next(iter(self.spins.values()), None)
        return first["pair_plus"] if first else None

    def focus_seat(self, seat: int) -> None:
        row = self.spins.get(str(seat))
        if row is not None:
            self.focus_input(row["pair_plus"])

    def on_seat(self, place: int) -> None:
        self.focus_seat(place)

    def answer(self) -> dict[str, Any]:
        return {"seats": {s: {f: spin.value() for f, spin in row.items()} for s, row in self.spins.items()}}

    def set_answer(self, answer: Mapping[str, Any]) -> None:
        """Every amount of ``answer`` (an amount it leaves out: 0)."""
        given = answer.get("seats") or {}
        for seat, row in self.spins.items():
            for f, spin in row.items():
                spin.setValue(int((given.get(seat) or {}).get(f, 0)))

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        given = feedback.given.get("seats", {})
        names = {"pair_plus": self.tr("pair plus"), "bet": self.tr("bet"), "net": self.tr("net")}
        for seat, want in feedback.correct_answer["seats"].items():
            got = given.get(seat) or {}
            wrong = []
            for f in FIELDS:
                ok = got.get(f) == want[f]
                set_mark(self.spins[seat][f], ok)
                if not ok:
                    wrong.append(self.tr("{what} {amount}").format(what=names[f], amount=signed(want[f])))
            if wrong:
                self.marks[seat].set_result(False, listed(wrong))
        solution = feedback.question.solved(QPokerSolution)
        table.set_badges(self.settlement_badges(solution))
        table.highlight_seat(0)
        table.set_payments(payments(solution))  # each win paid beside its circle

    def settlement_badges(self, solution: QPokerSolution) -> dict[int, str]:
        """On the table: does the croupier qualify (✓ ✗), and each spot's bet against the
        croupier: W won (or paid because the croupier did not qualify), L lost, P push,
        F folded; no badge for a spot with no bet."""
        letters = self.outcome_badges()
        letters["dealer-not-qualified"] = letters["win"]
        badges = {0: "✓" if solution.result.qualification.qualifies else "✗"}
        for result in solution.result.seats:
            if result.bet.outcome in letters:
                badges[result.seat] = letters[result.bet.outcome]
        return badges

    def place_fields(self, place: str) -> list[QWidget]:
        return list(self.spins.get(place, {}).values())

    def key_hints(self) -> list[KeyHint]:
        return [self.tab_hint(self.tr("next amount")),
                KeyHint(self.tr("Digits, -"), self.tr("type an amount (- for a loss)"), Does.ANSWER,
                        (("5",), ("-", "5"))),
                self.go_hint(self.spins, self.tr("go to that spot"))]


def signed(amount: int) -> str:
    return f"+{amount_text(amount)}" if amount > 0 else amount_text(amount)

