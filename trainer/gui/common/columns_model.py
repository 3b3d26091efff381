"""The read-only table model the screens share: records in rows, named columns."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QStyle, QTableView

Index = QModelIndex | QPersistentModelIndex


class ColumnsModel(QAbstractTableModel):
    """Records (``rows``) under columns named by ``column_keys()`` (``COLUMNS`` unless a
    model's columns vary); a model says what a column is called (``header``) and what a
    cell shows (``data``); ``load`` replaces the rows."""

    COLUMNS: tuple[str, ...] = ()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[Any] = []

    def load(self, rows: Sequence[Any]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self.endResetModel()

    def column_keys(self) -> Sequence[Any]:
        return self.COLUMNS

    def header(self, key: Any) -> str:
        """The column's title, translated each time the view asks."""
        return str(key)

    def retranslate(self) -> None:
        """Headers and cells asked again (after a language change)."""
        columns = len(self.column_keys())
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, max(columns - 1, 0))
        if self.rows and columns:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.rows) - 1, columns - 1))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's default argument
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.column_keys())

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.header(self.column_keys()[section])
        return None

    def column_texts(self, column: int) -> Iterable[tuple[int, str, bool]]:
        """Each cell of ``column`` that shows text: (row, text, bold) — what the view will draw,
        read through ``data`` here; a model with many cells gives it from its rows directly
        (:func:`fit_columns` asks it once per column and load)."""
        display, font_role = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.FontRole
        for row in range(self.rowCount()):
            index = self.index(row, column)
            text = self.data(index, display)
            if text:
                font = self.data(index, font_role)
                yield row, str(text), isinstance(font, QFont) and font.bold()


def fit_columns(table: QTableView, skip: tuple[int, ...] = ()) -> None:
    """Each column as wide as its widest cell or its header: the delegate asked about the
    widest text of each column only, not every cell (as ``resizeColumnsToContents`` does,
    each role of 1,200 cells of a class: a third of a second, issue 33 item 7).  ``skip``: columns
    sized otherwise (stretched)."""
    model = table.model()
    assert isinstance(model, ColumnsModel)
    header = table.horizontalHeader()
    plain = table.fontMetrics()
    bold_font = QFont(table.font())
    bold_font.setBold(True)
    bold = QFontMetrics(bold_font)
    # the style draws a cell's text inside its rect less a margin each side and the grid's line:
    # a column as wide as the delegate's size hint alone elided "100% · 1.5 s" to "100% · 1.…"
    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    grid = 1 if table.showGrid() else 0
    for column in range(model.columnCount()):
        if column in skip:
            continue
        widest, best = -1, None
        measured: dict[tuple[str, bool], int] = {}  # a text seen again in the column measured once
        for row, text, heavy in model.column_texts(column):
            width = measured.get((text, heavy))
            if width is None:
                metrics = bold if heavy else plain
                width = measured[text, heavy] = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
            if width > widest:
                widest, best = width, row
        cell = table.sizeHintForIndex(model.index(best, column)).width() if best is not None else 0
        painted = widest + 2 * margin + grid if best is not None else 0  # what the style paints it in
        header.resizeSection(column, max(cell, painted, header.sectionSizeHint(column)))
