"""Panels answered by naming a category per place: hand categories, 13-card naturals.

One row per place asked, with a drop-down list.  Keys: Tab from list to list and the
first letters of a name (``tw`` two pair, ``f`` four of a kind, again ``f`` full
house...; the hint under the panel names the letters from the lines as they read in the
language in use, and the arrows where the names are not written in letters), or Alt and
the place's key (a seat number; ``B`` the banker) to jump to its list; the arrows step
through a list.  Mouse: click a seat on the table to go to its list, or open the list.
After grading each row shows a tick or the right name; the table raises the best five
of the seat picked (hand categories) or highlights a place holding a natural.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, cast

from PySide6.QtWidgets import QComboBox, QSizePolicy, QWidget

from trainer.engine.rulesets import ruleset
from trainer.gui.table import TableView
from trainer.scenarios import words
from trainer.tasks import Question
from trainer.training.drill import Feedback

from .common import (
    GO_MODIFIER,
    PLACE_KEY_TEXT,
    SEAT_KEY_TEXT,
    Does,
    KeyHint,
    Mark,
    PanelBase,
    Picker,
    Pool,
    SeatRow,
    seat_name,
    set_mark,
)

CHOOSE = "?"  # the data of a list's "choose..." line
NONE = "none"  # the data of "no natural"


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


@dataclass(eq=False)
class PickerRow:
    """A place's row: its name, its list, the mark under it; ``codes`` are the list's lines."""

    seat: SeatRow
    combo: Picker
    mark: Mark
    codes: tuple[str, ...] = ()

    def set_used(self, used: bool) -> None:
        self.seat.set_used(used)
        if not used:
            self.mark.hide()


class PickerPanel(PanelBase):
    """A drop-down list per place; ``key`` is the answer's mapping of place -> code."""

    key = ""
    placeholder = True
    keeps_widgets = True
    kept_rows = 4  # rows made ahead: the places a question asks at most (more are made when needed)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.combos: dict[str, QComboBox] = {}
        self.marks: dict[str, Mark] = {}
        self._places: dict[str, Any] = {}
        self._rows: Pool[PickerRow] = self.pool(self._new_row)

    def codes(self, question: Question) -> list[str]:
        raise NotImplementedError

    def code_text(self, code: str) -> str:
        raise NotImplementedError

    def keycap(self, place: str) -> str:
        return place

    def make(self) -> None:
        self._rows_box = self.row_box()
        self._rows.grow(self.kept_rows)

    def _new_row(self, _index: int) -> PickerRow:
        seat = self.kept_seat_row()
        combo = Picker()
        combo.setMinimumWidth(150)
        combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        combo.setMaxVisibleItems(14)
        # As wide as the row leaves it, whatever its lines say (a list kept for another game's
        # lines, or restyled after grading, would otherwise widen to its longest line).
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.currentIndexChanged.connect(self._picked)
        seat.layout.addWidget(combo)
        mark = Mark()
        self._rows_box.addWidget(seat.frame)
        self._rows_box.addWidget(mark)
        return PickerRow(seat, combo, mark)

    def fill(self, question: Question) -> None:
        self.combos, self.marks = {}, {}
        self._places = {}
        codes = tuple(([CHOOSE] if self.placeholder else []) + self.codes(question))
        # Which places are asked: the keys of the answer, never its values.
        places = list(cast(Mapping[str, Any], question.answer)[self.key])
        for place, row in zip(places, self._rows.take(len(places)), strict=True):
            row.seat.set_place(place, self.keycap(place), seat_name(question, place))
            combo = row.combo
            combo.blockSignals(True)
            if row.codes != codes:  # another game's categories: the list's lines made again
                combo.clear()
                for code in codes:
                    combo.addItem("", code)
                row.codes = codes
            combo.setCurrentIndex(0)
            combo.blockSignals(False)
            combo.forget_typing()
            set_mark(combo, None)
            row.mark.clear_result()
            self.combos[place], self.marks[place] = combo, row.mark
            self._places[place] = row.seat.place
        if self.table is not None:
            self.table.clear_badges()

    def _retranslate(self) -> None:
        for place, name in self._places.items():
            name.setText(self.place_text(place))
            combo = self.combos[place]
            for i in range(combo.count()):
                code = combo.itemData(i)
                combo.setItemText(i, self.tr("Choose…") if code == CHOOSE else capital(self.code_text(code)))

    def first_input(self) -> QWidget | None:
        return next(iter(self.combos.values()), None)

    def focus_place(self, place: str) -> None:
        combo = self.combos.get(place)
        if combo is not None:
            self.focus_input(combo)

    def on_seat(self, place: int) -> None:
        self.focus_place("banker" if place == 0 else str(place))

    def _picked(self) -> None:
        self.changed()

    def chosen(self) -> dict[str, str]:
        return {p: c.currentData() for p, c in self.combos.items() if c.currentData() != CHOOSE}

    def is_complete(self) -> bool:
        return len(self.chosen()) == len(self.combos)

    def data_of(self, code: Any) -> Any:
        """The list entry's data for an answer's code."""
        return code

    def set_answer(self, answer: Mapping[str, Any]) -> None:
        """Each place's list on the answer's code (a place the answer leaves out: the first entry)."""
        codes = answer.get(self.key) or {}
        for place, combo in self.combos.items():
            found = combo.findData(self.data_of(codes[place])) if place in codes else -1
            combo.setCurrentIndex(max(0, found))

    def undo(self) -> None:
        """Backspace: empty the list that has the keyboard (or the last one filled)."""
        focused = [p for p, c in self.combos.items() if c.hasFocus()]
        filled = [p for p, c in self.combos.items() if c.currentIndex() > 0]
        target = focused[0] if focused else (filled[-1] if filled else None)
        if target is not None and not self._locked:
            self.combos[target].setCurrentIndex(0)

    def line_names(self) -> list[str]:
        """The lines of the lists as they read (a list not yet filled: the default lines)."""
        combo = next(iter(self.combos.values()), None)
        if combo is not None and combo.count():
            return [combo.itemText(i) for i in range(combo.count())]
        codes = ([CHOOSE] if self.placeholder else []) + self.default_codes()
        return [self.tr("Choose…") if code == CHOOSE else capital(self.code_text(code)) for code in codes]

    def default_codes(self) -> list[str]:
        """The lines of a list before a question fills it."""
        return []

    def letters_hint(self) -> KeyHint:
        """What letters pick in the lists, from the lines as they read in the language in use
        (T6): two or three of them with the letters that pick them; a list whose names do not
        start with a letter (Chinese) is stepped through with the arrows, and says so."""
        lines = self.line_names()
        keys = {i: k for i, k in Picker.typed_keys(lines).items() if i or not self.placeholder}
        if not keys:
            return KeyHint(self.tr("↑ ↓"), self.tr("step through the list"), Does.ANSWER,
                           (("Down",), ("Up",)), setup=((), ("Down", "Down")))
        longer = [i for i, k in keys.items() if len(k) > 1 and len(set(k)) > 1][:1]
        again = [i for i, k in keys.items() if len(k) > 1 and len(set(k)) == 1][:1]
        chosen = longer + again
        chosen += [i for i, k in keys.items() if len(k) == 1][:max(0, 3 - len(chosen))]

        def example(i: int) -> str:
            key, name = keys[i], lines[i]
            if len(key) > 1 and len(set(key)) == 1:
                return self.tr("{letter} again = {name}").format(letter=key[0], name=name)
            return self.tr("{letters} = {name}").format(letters=key, name=name)

        examples = words.listed(example(i) for i in sorted(chosen))
        return KeyHint(self.tr("Letters"), self.tr("pick by name: {examples}").format(examples=examples),
                       Does.ANSWER, tuple(tuple(keys[i].upper()) for i in sorted(chosen)))

    def place_fields(self, place: str) -> list[QWidget]:
        combo = self.combos.get(place)
        return [combo] if combo is not None else []

    def _mark_rows(self, feedback: Feedback) -> None:
        given = feedback.given.get(self.key, {})
        for place, want in feedback.correct_answer[self.key].items():
            got = given.get(place)
            ok = got == want
            set_mark(self.combos[place], ok)
            self.marks[place].set_result(ok, "" if ok else capital(self.code_text(want or NONE)))
            if ok:
                self.marks[place].hide()


class HandCategoryPanel(PickerPanel):
    task_id = "hand-category"
    key = "categories"
    kept_rows = 10  # the most seats a game deals in

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.add_go_seat_keys(lambda seat: self.focus_place(str(seat)))

    def title(self) -> str:
        return self.tr("Read the hands")

    def codes(self, question: Question) -> list[str]:
        return list(ruleset(question.game).ranking.categories)

    def default_codes(self) -> list[str]:
        return list(ruleset("holdem").ranking.categories)

    def code_text(self, code: str) -> str:
        """The category as the game's regulation names it (issue 32 T2: rule 17's «fullen» at a
        hold'em table, art. 5's «trio-par» at stud)."""
        return words.category(code, self.question.game) if self.question is not None else code

    def answer(self) -> dict[str, Any]:
        return {"categories": self.chosen()}

    def keycap(self, place: str) -> str:
        return GO_MODIFIER + SEAT_KEY_TEXT[int(place)]  # the key that goes to its list

    def _seat_clicked(self, place: int) -> None:
        if self._locked and self.question is not None and self.table is not None:
            if str(place) in self.combos:  # after grading: a click shows that seat's best five
                self._show_best(str(place), self.table)
            return
        super()._seat_clicked(place)

    def _show_best(self, seat: str, table: TableView) -> None:
        self.raise_best(table, [seat])
        table.highlight_seat(int(seat))

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        self._mark_rows(feedback)
        given = feedback.given.get(self.key, {})
        wrong = [p for p, c in feedback.correct_answer[self.key].items() if given.get(p) != c]
        first = (wrong or list(feedback.correct_answer[self.key]))[0]
        self._show_best(first, table)

    def key_hints(self) -> list[KeyHint]:
        return [self.tab_hint(self.tr("next seat")), self.letters_hint(),
                self.go_hint(self.combos, self.tr("go to that seat")),
                self.click_hint(self.tr("Click a seat"), self.tr("go to it"))]

    def graded_hints(self) -> list[KeyHint]:
        # Graded (the drill's feedback), a click shows the seat's best five.
        return [self.click_hint(self.tr("Click a seat"), self.tr("raise its best five"))]


class NaturalPanel(PickerPanel):
    """13 cards: name each place's natural or "no natural" (RULINGS R5-5); a place not
    chosen is not answered and earns nothing (issue 17 item 8)."""

    task_id = "natural"
    key = "naturals"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.add_go_place_keys(self.focus_place)

    def title(self) -> str:
        return self.tr("Naturals")

    def keycap(self, place: str) -> str:
        return GO_MODIFIER + PLACE_KEY_TEXT[place]  # the key that goes to its list

    def codes(self, question: Question) -> list[str]:
        return self.default_codes()

    def default_codes(self) -> list[str]:
        from trainer.tasks.thirteen import NATURALS

        return [NONE, *NATURALS]

    def code_text(self, code: str) -> str:
        return self.tr("No natural") if code == NONE else words.natural(code)

    def answer(self) -> dict[str, Any]:
        return {"naturals": {p: (None if c == NONE else c) for p, c in self.chosen().items()}}

    def data_of(self, code: Any) -> Any:
        return NONE if code is None else code

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        self._mark_rows(feedback)
        holders = [p for p, v in feedback.correct_answer[self.key].items() if v]
        table.highlight_seat(self.place_number(holders[0]) if holders else None)
        table.set_badges(dict.fromkeys((self.place_number(p) for p in holders), "★"))

    def key_hints(self) -> list[KeyHint]:
        return [self.go_hint(self.combos, self.tr("go to the banker, seat 1, 2, 3")),
                self.tab_hint(self.tr("next place")), self.letters_hint()]
