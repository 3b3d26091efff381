"""The item editor's forms (issue 35 item 2), one per kind of item: a flop game's table, a 13-card
table, a choice question, a generated block, and any other table as YAML.  Each loads an item
(plain data) and gives it back as edited, keeping what it does not show as the file had it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from trainer import i18n
from trainer.curriculum.lesson_edit import item_task, plain
from trainer.engine.rulesets import ruleset, table_rules
from trainer.engine.thirteen import ROW_SIZES, ROWS
from trainer.gui.style import set_role
from trainer.tasks import TASKS, task_for

from .card_picker import CardField, CardPicker

MAX_AMOUNT = 10_000_000


def constraints_of(text: str) -> dict[str, Any] | None:
    """A generated block's constraints typed as ``name: value`` pairs (the braces may be left
    out); None: the text is not such pairs."""
    import yaml

    try:
        value = yaml.safe_load(text if text.startswith("{") else "{" + text + "}")
    except yaml.YAMLError:
        return None
    return value if isinstance(value, dict) else None


def constraints_hint() -> str:
    """What the constraints field takes, said when it holds something else."""
    return QCoreApplication.translate("Constraints", "Write the constraints as name: value pairs between braces, "
                                      "e.g. {seats: 6}")
MAX_CHOICES = 5


def table_form(game: str, task: str) -> str:
    """The form a table of ``game`` is set up on, from its rule set: ``rows`` (places of 13 cards
    in three rows, staked in points), ``board`` (hole cards and a board, chips committed), else
    ``text`` (the scenario as YAML: stud's open cards, Q Poker, a hand given by its betting)."""
    rules, table = ruleset(game), table_rules(game)
    if table.stake_points:
        return "rows"
    if rules.board_cards and rules.hole_cards and not task_for(task).multi_step and "bet" not in task:
        return "board"
    return "text"


def item_kind(raw: Mapping[str, Any], game: str) -> str:
    if "generate" in raw:
        return "generate"
    task = item_task(raw)
    if task is None:
        return "text"
    if not task_for(task).generated:
        return "choice"
    return table_form(game, task)


def _spin(name: str, low: int, high: int, value: int = 0) -> QSpinBox:
    box = QSpinBox()
    box.setObjectName(name)
    box.setRange(low, high)
    box.setValue(value)
    box.setAccelerated(True)
    return box


class Form(QWidget):
    """One kind of item on a form: :meth:`load` it, read it back with :meth:`value`."""

    changed = Signal()

    def __init__(self, game: str, picker: CardPicker | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.picker = picker
        self.loaded: dict[str, Any] = {}
        self._loading = False

    def emit_changed(self) -> None:
        if not self._loading:
            self.changed.emit()

    def load(self, raw: Mapping[str, Any]) -> None:
        self.loaded = plain(dict(raw))

    def value(self) -> dict[str, Any]:
        return dict(self.loaded)

    def cards_in_use(self) -> set[str]:
        return set()

    def retranslate_ui(self) -> None:
        pass


class SeatRow(QWidget):
    """A seat of a flop game: its cards, what it put in, folded, all in."""

    changed = Signal()

    def __init__(self, seat: int, hole: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.label = QLabel()
        self.cards = CardField(f"seat{seat}_cards", hole)
        self.committed = _spin(f"seat{seat}_committed", 0, MAX_AMOUNT)
        self.committed.setSingleStep(5)
        self.committed.setMaximumWidth(90)
        self.folded = QCheckBox()
        self.folded.setObjectName(f"seat{seat}_folded")
        self.allin = QCheckBox()
        self.allin.setObjectName(f"seat{seat}_allin")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.label)
        row.addWidget(self.cards, 1)
        row.addStretch(0)
        row.addWidget(self.committed)
        row.addWidget(self.folded)
        row.addWidget(self.allin)
        for signal in (self.cards.changed, self.committed.valueChanged, self.folded.toggled, self.allin.toggled):
            signal.connect(lambda *_: self.changed.emit())
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.label.setText(self.tr("Seat {n}").format(n=self.seat))
        self.committed.setToolTip(self.tr("Chips the seat put in during the hand, blinds included"))
        self.folded.setText(self.tr("folded"))
        self.allin.setText(self.tr("all in"))


class BoardForm(Form):
    """A flop game's table: seats (click a seat number to seat it), cards, board, marker, terms."""

    def __init__(self, game: str, picker: CardPicker | None = None, parent: QWidget | None = None) -> None:
        super().__init__(game, picker, parent)
        rules = ruleset(game)
        self.max_seats = rules.max_seats
        self.hole = rules.hole_cards
        self.marker = _spin("marker", 1, self.max_seats, 1)
        self.board = CardField("board", rules.board_cards)
        self.board.chosen.connect(lambda: self._target(self.board, self.tr("the board")))
        self.board.changed.connect(self.emit_changed)
        self.chip_unit = _spin("chip_unit", 1, 1000, 1)
        self.commission = QComboBox()
        self.commission.setObjectName("commission")
        self.percent = _spin("commission_percent", 0, 10, 5)
        self.cap = _spin("commission_cap", 0, MAX_AMOUNT, 0)
        self.seat_buttons: dict[int, QPushButton] = {}
        seat_bar = QHBoxLayout()  # its words on the line above: ten buttons and a sentence were too wide at 1280
        self.seats_label = QLabel()
        self.seats_label.setWordWrap(True)
        for n in range(1, self.max_seats + 1):
            button = QPushButton(str(n))
            button.setObjectName(f"seat_toggle_{n}")
            button.setCheckable(True)
            button.setMaximumWidth(26)
            button.toggled.connect(lambda on, n=n: self._seat_toggled(n, on))
            seat_bar.addWidget(button)
            self.seat_buttons[n] = button
        seat_bar.addStretch(1)
        self.rows: dict[int, SeatRow] = {}
        self.seats_box = QVBoxLayout()
        self.form = QFormLayout()
        self.marker_label, self.board_label, self.terms_label = QLabel(), QLabel(), QLabel()
        terms = QHBoxLayout()
        self.unit_label, self.percent_label, self.cap_label = QLabel(), QLabel(), QLabel()
        terms.addWidget(self.unit_label)
        terms.addWidget(self.chip_unit)
        terms.addStretch(1)
        commission = QHBoxLayout()  # a line of its own: the combo's words are long in Portuguese
        for w in (self.commission, self.percent_label, self.percent, self.cap_label, self.cap):
            commission.addWidget(w)
        commission.addStretch(1)
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.form.addRow(self.marker_label, self.marker)
        self.form.addRow(self.board_label, self.board)
        self.form.addRow(self.terms_label, terms)
        self.form.addRow("", commission)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.form)
        layout.addWidget(self.seats_label)
        layout.addLayout(seat_bar)
        layout.addLayout(self.seats_box)
        for signal in (self.marker.valueChanged, self.chip_unit.valueChanged, self.percent.valueChanged,
                       self.cap.valueChanged):
            signal.connect(self.emit_changed)
        self.commission.currentIndexChanged.connect(self._commission_mode)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.marker_label.setText(self.tr("Marker"))
        self.board_label.setText(self.tr("Board"))
        self.terms_label.setText(self.tr("Table terms"))
        self.unit_label.setText(self.tr("chip unit"))
        self.percent_label.setText(self.tr("%"))
        self.cap_label.setText(self.tr("cap (0: none)"))
        self.seats_label.setText(self.tr("Seats (click a number, or a seat on the table, to seat a player or "
                                         "take him away):"))
        current = self.commission.currentIndex()
        self.commission.blockSignals(True)
        self.commission.clear()
        self.commission.addItems([self.tr("commission: the game's default"), self.tr("commission: none"),
                                  self.tr("commission: percent and cap")])
        self.commission.setCurrentIndex(max(current, 0))
        self.commission.blockSignals(False)
        for row in self.rows.values():
            row.retranslate_ui()

    def _target(self, field: CardField, label: str) -> None:
        if self.picker is not None:
            self.picker.target(field, label)

    def _commission_mode(self) -> None:
        custom = self.commission.currentIndex() == 2
        for w in (self.percent_label, self.percent, self.cap_label, self.cap):
            w.setVisible(custom)
        self.emit_changed()

    def _seat_toggled(self, n: int, on: bool) -> None:
        if on and n not in self.rows:
            row = SeatRow(n, self.hole)
            row.cards.chosen.connect(lambda r=row: self._target(r.cards, self.tr("seat {n}").format(n=r.seat)))
            row.changed.connect(self.emit_changed)
            self.rows[n] = row
            at = sorted(self.rows).index(n)
            self.seats_box.insertWidget(at, row)
            if not self._loading:
                self._target(row.cards, self.tr("seat {n}").format(n=n))
        elif not on and n in self.rows:
            row = self.rows.pop(n)
            if self.picker is not None and self.picker.field is row.cards:
                self.picker.target(None)
            self.seats_box.removeWidget(row)
            row.hide()
            row.setParent(None)  # gone from the form at once (a search of the form never finds it)
            row.deleteLater()
        self.emit_changed()

    def load(self, raw: Mapping[str, Any]) -> None:
        super().load(raw)
        self._loading = True
        try:
            scenario = self.loaded.get("scenario") or {}
            seats = [s for s in scenario.get("seats") or [] if isinstance(s, Mapping)]
            wanted = {s.get("seat") for s in seats}
            for n, button in self.seat_buttons.items():
                button.setChecked(n in wanted)
            for seat in seats:
                number = seat.get("seat")
                if isinstance(number, int) and number in self.seat_buttons:
                    n = number
                    self.seat_buttons[n].setChecked(True)
                    row = self.rows[n]
                    row.cards.set_cards(seat.get("cards") or [])
                    row.committed.setValue(int(seat.get("committed") or 0))
                    row.folded.setChecked(bool(seat.get("folded")))
                    row.allin.setChecked(bool(seat.get("allin")))
            marker = scenario.get("marker")
            self.marker.setValue(marker if isinstance(marker, int) else 1)
            self.board.set_cards(scenario.get("board") or [])
            params = scenario.get("params") or {}
            self.chip_unit.setValue(int(params.get("chip_unit", 1)))
            commission = params.get("commission")
            if commission == "none":
                self.commission.setCurrentIndex(1)
            elif isinstance(commission, Mapping):
                self.commission.setCurrentIndex(2)
                self.percent.setValue(int(commission.get("percent", 5)))
                self.cap.setValue(int(commission.get("cap") or 0))
            else:
                self.commission.setCurrentIndex(0)
            self._commission_mode()
        finally:
            self._loading = False

    def value(self) -> dict[str, Any]:
        out = super().value()
        scenario = dict(out.get("scenario") or {})
        old_seats = {s.get("seat"): s for s in scenario.get("seats") or [] if isinstance(s, Mapping)}
        seats = []
        for n in sorted(self.rows):
            row = self.rows[n]
            seat: dict[str, Any] = {k: v for k, v in old_seats.get(n, {}).items()
                                    if k not in ("seat", "cards", "committed", "folded", "allin")}
            entry: dict[str, Any] = {"seat": n}
            if row.cards.cards:
                entry["cards"] = list(row.cards.cards)
            entry["committed"] = row.committed.value()
            if row.folded.isChecked():
                entry["folded"] = True
            if row.allin.isChecked():
                entry["allin"] = True
            seats.append({**entry, **seat})
        scenario["marker"] = self.marker.value()
        if self.board.cards:
            scenario["board"] = list(self.board.cards)
        else:
            scenario.pop("board", None)
        scenario["seats"] = seats
        params = dict(scenario.get("params") or {})
        if self.chip_unit.value() != 1:
            params["chip_unit"] = self.chip_unit.value()
        else:
            params.pop("chip_unit", None)
        mode = self.commission.currentIndex()
        if mode == 0:
            params.pop("commission", None)
        elif mode == 1:
            params["commission"] = "none"
        else:
            params["commission"] = {"percent": self.percent.value(), "cap": self.cap.value() or None}
        if params:
            scenario["params"] = params
        else:
            scenario.pop("params", None)
        order = ["marker", "board", "params", "seats"]
        out["scenario"] = {**{k: scenario[k] for k in order if k in scenario},
                           **{k: v for k, v in scenario.items() if k not in order}}
        if list(self.loaded.get("scenario") or {}):  # keep the file's own key order
            kept = [k for k in self.loaded["scenario"] if k in out["scenario"]]
            out["scenario"] = {**{k: out["scenario"][k] for k in kept}, **out["scenario"]}
        return out

    def cards_in_use(self) -> set[str]:
        return {*self.board.cards, *(c for row in self.rows.values() for c in row.cards.cards)}


class RowsForm(Form):
    """A 13-card table: the banker and each place, 13 cards in the front, middle and back rows, and
    each place's stake (points of the table's bet unit)."""

    def __init__(self, game: str, picker: CardPicker | None = None, parent: QWidget | None = None) -> None:
        super().__init__(game, picker, parent)
        self.players = table_rules(game).players[1]
        self.points = table_rules(game).stake_points
        self.bet_unit = _spin("bet_unit", 0, MAX_AMOUNT, 50)
        self.bet_unit.setSingleStep(10)
        self.fields: dict[str, dict[str, CardField]] = {}
        self.stakes: dict[int, QSpinBox] = {}
        self.place_labels: dict[str, QLabel] = {}
        grid = QGridLayout()
        grid.setVerticalSpacing(2)
        self.unit_label = QLabel()
        top = QHBoxLayout()
        top.addWidget(self.unit_label)
        top.addWidget(self.bet_unit)
        top.addStretch(1)
        self.row_labels: list[tuple[str, QLabel]] = []
        places = ["banker", *(str(n) for n in range(1, self.players + 1))]
        line = 0
        for place in places:
            label = QLabel()
            self.place_labels[place] = label
            grid.addWidget(label, line, 0)
            if place != "banker":
                stake = _spin(f"seat{place}_stake", 0, MAX_AMOUNT, 100)
                stake.setSingleStep(50)
                stake.valueChanged.connect(self.emit_changed)
                self.stakes[int(place)] = stake
                grid.addWidget(stake, line, 1)
            line += 1
            self.fields[place] = {}
            for row_name in ROWS:
                field = CardField(f"{'banker' if place == 'banker' else 'seat' + place}_{row_name}",
                                  ROW_SIZES[row_name])
                field.chosen.connect(lambda f=field, p=place, rn=row_name: self._target(f, p, rn))
                field.changed.connect(self.emit_changed)
                self.fields[place][row_name] = field
                row_label = QLabel()
                self.row_labels.append((row_name, row_label))
                grid.addWidget(row_label, line, 0)
                grid.addWidget(field, line, 1)
                line += 1
        self.bet_unit.valueChanged.connect(self.emit_changed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addLayout(grid)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.unit_label.setText(self.tr("Bet unit (ponto; 0: none)"))
        for place, label in self.place_labels.items():
            label.setText("<b>{}</b>".format(self.tr("Banker") if place == "banker" else
                                              self.tr("Seat {n}, stake").format(n=place)))
        names = {"front": self.tr("front row"), "middle": self.tr("middle row"), "back": self.tr("back row")}
        for row_name, row_label in self.row_labels:
            row_label.setText("   " + names[row_name])

    def _place_words(self, place: str, row_name: str) -> str:
        who = self.tr("the banker") if place == "banker" else self.tr("seat {n}").format(n=place)
        row = {"front": self.tr("front row"), "middle": self.tr("middle row"), "back": self.tr("back row")}[row_name]
        return f"{who}, {row}"

    def _target(self, field: CardField, place: str, row_name: str) -> None:
        if self.picker is not None:
            self.picker.target(field, self._place_words(place, row_name))

    def load(self, raw: Mapping[str, Any]) -> None:
        super().load(raw)
        self._loading = True
        try:
            scenario = self.loaded.get("scenario") or {}
            self.bet_unit.setValue(int((scenario.get("params") or {}).get("bet_unit") or 0))
            banker = scenario.get("banker") or {}
            for row_name in ROWS:
                self.fields["banker"][row_name].set_cards(banker.get(row_name) or [])
            by_seat = {s.get("seat"): s for s in scenario.get("seats") or [] if isinstance(s, Mapping)}
            for n in range(1, self.players + 1):
                seat = by_seat.get(n, {})
                for row_name in ROWS:
                    self.fields[str(n)][row_name].set_cards(seat.get(row_name) or [])
                self.stakes[n].setValue(int(seat.get("stake") or 0))
        finally:
            self._loading = False

    def value(self) -> dict[str, Any]:
        out = super().value()
        scenario = dict(out.get("scenario") or {})
        params = dict(scenario.get("params") or {})
        if self.bet_unit.value():
            params["bet_unit"] = self.bet_unit.value()
        else:
            params.pop("bet_unit", None)
        if params:
            scenario["params"] = params
        else:
            scenario.pop("params", None)
        scenario["banker"] = {r: list(self.fields["banker"][r].cards) for r in ROWS}
        old = {s.get("seat"): s for s in scenario.get("seats") or [] if isinstance(s, Mapping)}
        seats = []
        for n in range(1, self.players + 1):
            rows = {r: list(self.fields[str(n)][r].cards) for r in ROWS}
            seat: dict[str, Any] = {"seat": n}
            if self.stakes[n].value():
                seat["stake"] = self.stakes[n].value()
            if sum(map(len, rows.values())) == 0 and old.get(n, {}).get("cards"):
                seat["cards"] = old[n]["cards"]  # 13 cards not yet arranged: kept as the file has them
            else:
                seat.update(rows)
            seats.append(seat)
        scenario["seats"] = seats
        out["scenario"] = scenario
        return out

    def cards_in_use(self) -> set[str]:
        used = {c for rows in self.fields.values() for f in rows.values() for c in f.cards}
        scenario = self.loaded.get("scenario") or {}
        for seat in scenario.get("seats") or []:
            if isinstance(seat, Mapping) and seat.get("cards") and not any(
                    self.fields[str(seat.get("seat"))][r].cards for r in ROWS):
                used.update(seat["cards"])
        return used


class ChoiceForm(Form):
    """A choice question: the question, its options, the keyed one, the citation, the explanation;
    the length cue warned as it is typed."""

    def __init__(self, game: str, picker: CardPicker | None = None, parent: QWidget | None = None) -> None:
        super().__init__(game, picker, parent)
        self.question = QPlainTextEdit()
        self.question.setObjectName("question")
        self.question.setTabChangesFocus(True)
        self.question.setMaximumHeight(80)
        self.options = [QLineEdit() for _ in range(MAX_CHOICES)]
        self.keyed = _spin("keyed", 1, MAX_CHOICES, 1)
        self.cite = QLineEdit()
        self.cite.setObjectName("cite")
        self.labels = [QLabel() for _ in range(4)]
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.labels[0], self.question)
        for i, option in enumerate(self.options):
            option.setObjectName(f"option{i + 1}")
            option.textChanged.connect(self.emit_changed)
            form.addRow(f"{i + 1}.", option)
        form.addRow(self.labels[1], self.keyed)
        form.addRow(self.labels[2], self.cite)
        self.question.textChanged.connect(self.emit_changed)
        self.keyed.valueChanged.connect(self.emit_changed)
        self.cite.textChanged.connect(self.emit_changed)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.labels[0].setText(self.tr("Question"))
        self.labels[1].setText(self.tr("Right option (number)"))
        self.labels[2].setText(self.tr("Citation"))
        for option in self.options:
            option.setPlaceholderText(self.tr("an option (leave empty: none)"))

    def load(self, raw: Mapping[str, Any]) -> None:
        super().load(raw)
        self._loading = True
        try:
            self.question.setPlainText(str(self.loaded.get("question", "")).strip())
            choices = [str(c) for c in self.loaded.get("choices") or []]
            for i, option in enumerate(self.options):
                option.setText(choices[i] if i < len(choices) else "")
            answer = self.loaded.get("answer")
            self.keyed.setValue(answer if isinstance(answer, int) and answer >= 1 else 1)
            self.cite.setText(str(self.loaded.get("cite", "")))
        finally:
            self._loading = False

    def value(self) -> dict[str, Any]:
        out = super().value()
        out["task"] = out.get("task") or "procedure"
        out["question"] = self.question.toPlainText().strip()
        out["choices"] = [o.text().strip() for o in self.options if o.text().strip()]
        out["answer"] = self.keyed.value()
        out["cite"] = self.cite.text().strip()
        order = ["id", "task", "question", "choices", "answer", "cite"]
        return {**{k: out[k] for k in order if k in out}, **out}


class GenerateForm(Form):
    """A generated block: its task, count, seed and constraints; its items listed to preview."""

    def __init__(self, game: str, picker: CardPicker | None = None, parent: QWidget | None = None) -> None:
        super().__init__(game, picker, parent)
        from trainer.curriculum.generate import tasks_of

        self.task = QComboBox()
        self.task.setObjectName("generate_task")
        self.task_ids = [t for t in tasks_of(game) if not task_for(t).dealt]
        self.count = _spin("generate_count", 1, 1000, 10)
        self.seed = _spin("generate_seed", 0, 2_000_000_000, 1)
        self.constraints = QLineEdit()
        self.constraints.setObjectName("generate_constraints")
        self.items = QListWidget()
        self.items.setObjectName("generated_items")
        self.labels = [QLabel() for _ in range(5)]
        self.constraint_error = QLabel()
        set_role(self.constraint_error, "error")
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.labels[0], self.task)
        form.addRow(self.labels[1], self.count)
        form.addRow(self.labels[2], self.seed)
        form.addRow(self.labels[3], self.constraints)
        form.addRow("", self.constraint_error)
        form.addRow(self.labels[4], self.items)
        self.task.currentIndexChanged.connect(self.emit_changed)
        self.count.valueChanged.connect(self.emit_changed)
        self.seed.valueChanged.connect(self.emit_changed)
        self.constraints.textChanged.connect(self.emit_changed)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        current = self.task.currentIndex()
        self.task.blockSignals(True)
        self.task.clear()
        self.task.addItems([i18n.tr(TASKS[t].title) for t in self.task_ids])
        self.task.setCurrentIndex(max(current, 0))
        self.task.blockSignals(False)
        for label, text in zip(self.labels, (self.tr("Task"), self.tr("Items"), self.tr("Seed"),
                                             self.tr("Constraints"), self.tr("Its items")), strict=True):
            label.setText(text)
        self.constraints.setPlaceholderText(self.tr("e.g. {side_pots: 1} (empty: none)"))

    def load(self, raw: Mapping[str, Any]) -> None:
        super().load(raw)
        self._loading = True
        try:
            block = self.loaded.get("generate") or {}
            task = block.get("task")
            if task in self.task_ids:
                self.task.setCurrentIndex(self.task_ids.index(task))
            self.count.setValue(int(block.get("count") or 1))
            self.seed.setValue(int(block.get("seed") or 0))
            constraints = block.get("constraints") or {}
            self.constraints.setText(_flow(constraints) if constraints else "")
        finally:
            self._loading = False

    def value(self) -> dict[str, Any]:
        block = dict(self.loaded.get("generate") or {})
        if self.task_ids:
            block["task"] = self.task_ids[max(self.task.currentIndex(), 0)]
        block["count"] = self.count.value()
        block["seed"] = self.seed.value()
        block["constraints"] = self._constraints()
        return {"generate": {k: block[k] for k in ("task", "count", "seed", "constraints") if k in block}}

    def _constraints(self) -> Any:

        text = self.constraints.text().strip()
        if not text:
            self.constraint_error.setText("")
            return {}
        value = constraints_of(text)
        if value is None:
            self.constraint_error.setText(constraints_hint())
            return {"?": text}
        self.constraint_error.setText("")
        return value


class TextForm(Form):
    """Any other table: the task and the scenario as YAML (SCENARIOS.md), checked as typed."""

    def __init__(self, game: str, picker: CardPicker | None = None, parent: QWidget | None = None) -> None:
        super().__init__(game, picker, parent)
        self.text = QPlainTextEdit()
        self.text.setObjectName("scenario_text")
        self.text.setTabChangesFocus(True)
        self.error = QLabel()
        set_role(self.error, "error")
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.note)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.error)
        self.text.textChanged.connect(self.emit_changed)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.note.setText(self.tr("The table as YAML, in the scenario format (SCENARIOS.md); the game is the "
                                  "lesson's."))

    def load(self, raw: Mapping[str, Any]) -> None:
        import yaml

        super().load(raw)
        self._loading = True
        try:
            scenario = self.loaded.get("scenario") or {}
            self.text.setPlainText(yaml.safe_dump(scenario, sort_keys=False, allow_unicode=True,
                                                  default_flow_style=None, width=100))
        finally:
            self._loading = False

    def value(self) -> dict[str, Any]:
        import yaml

        out = super().value()
        try:
            scenario = yaml.safe_load(self.text.toPlainText())
        except yaml.YAMLError as exc:
            self.error.setText(self.tr("Not YAML: {error}").format(error=str(exc).splitlines()[0]))
            return out
        self.error.setText("")
        if isinstance(scenario, dict):
            out["scenario"] = scenario
        return out


def _flow(value: Any) -> str:
    import yaml

    return yaml.safe_dump(value, default_flow_style=True, sort_keys=False).strip()


FORMS: dict[str, type[Form]] = {"board": BoardForm, "rows": RowsForm, "choice": ChoiceForm,
                                "generate": GenerateForm, "text": TextForm}
