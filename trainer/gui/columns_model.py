"""The read-only table model the screens share: records in rows, named columns."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QTableView

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


def fit_columns(table: QTableView, skip: tuple[int, ...] = ()) -> None:
    """Each column as wide as its widest cell or its header: the delegate asked about the
    widest text of each column only, not every cell (as ``resizeColumnsToContents`` does,
    each role of 1,200 cells of a class: a third of a second, issue 33 item 7).  ``skip``: columns
    sized otherwise (stretched)."""
    model = table.model()
    header = table.horizontalHeader()
    plain = table.fontMetrics()
    bold_font = QFont(table.font())
    bold_font.setBold(True)
    bold = QFontMetrics(bold_font)
    display, font_role = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.FontRole
    for column in range(model.columnCount()):
        if column in skip:
            continue
        widest, best = -1, None
        for row in range(model.rowCount()):
            index = model.index(row, column)
            text = model.data(index, display)
            if not text:
                continue
            font = model.data(index, font_role)
            metrics = bold if isinstance(font, QFont) and font.bold() else plain
            width = max(metrics.horizontalAdvance(line) for line in str(text).split("\n"))
            if width > widest:
                widest, best = width, index
        cell = table.sizeHintForIndex(best).width() if best is not None else 0
        header.resizeSection(column, max(cell, header.sectionSizeHint(column)))
