"""The read-only table model the screens share: records in rows, named columns."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

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
