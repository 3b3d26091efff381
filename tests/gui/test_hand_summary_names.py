"""Run the table's summary names each step whole (issue 33 item 3, U7: "Follow the …",
"Showd… order", "Commi…" were cut): in English, Chinese and Portuguese, at 1280x720, every
step kind's name fits its cell, wrapped onto more lines where it must, with no ellipsis."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QTableView

from trainer.gui import translation
from trainer.gui.table_run.summary import KindsModel, MistakesModel, SummaryPage
from trainer.tasks import TASKS
from trainer.training.table_run import KindLine

from .settle import laid_out

MARGIN = 8  # the cell's own padding, both sides together


@pytest.fixture
def page(qtbot):
    view = SummaryPage()
    qtbot.addWidget(view)
    view.resize(1262, 660)  # the page's room in a 1280x720 window
    view.show()
    qtbot.waitExposed(view)
    yield view
    translation.use_language("en")


def _cut(view: QTableView, column: int) -> list[str]:
    """Each name of ``column`` that its cell does not show whole."""
    model = view.model()
    metrics = view.fontMetrics()
    cut = []
    for row in range(model.rowCount()):
        index = model.index(row, column)
        text = str(index.data())
        cell = view.visualRect(index)
        needed = metrics.boundingRect(QRect(0, 0, cell.width() - MARGIN, 10_000),
                                      int(Qt.TextFlag.TextWordWrap), text)
        if needed.width() > cell.width() - MARGIN or needed.height() > cell.height():
            cut.append(f"{text!r}: needs {needed.width()}x{needed.height()}, has {cell.width()}x{cell.height()}")
    return cut


@pytest.mark.parametrize("language", ["en", "zh_Hant", "pt"])
def test_every_step_name_is_shown_whole_in_the_summary(qtbot, page, language):
    translation.use_language(language)
    page.retranslate_ui()
    kinds = list(TASKS)  # every task a step can be, the longest names among them
    page.kinds_model.load([KindLine(kind, 3, 2, 9_000, 10) for kind in kinds])
    view = page.kinds
    assert view.model().rowCount() == len(kinds)
    assert view.textElideMode() == Qt.TextElideMode.ElideNone

    def whole() -> None:  # the rows laid out at their heights
        assert _cut(view, KindsModel.COLUMNS.index("kind")) == []
        assert _cut(page.mistakes, MistakesModel.COLUMNS.index("kind")) == []

    laid_out(qtbot, whole)
