"""A table model for a list of records, its columns declared once (mistakes, exams, weakest skills)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QObject, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

from trainer.gui.common.columns_model import ColumnsModel, Index


@dataclass(frozen=True)
class Column:
    """``header()`` is called each time the view asks, so a language change shows at once."""

    header: Callable[[], str]
    text: Callable[[Any], str]
    numeric: bool = False
    background: Callable[[Any], QColor | None] | None = None
    tooltip: Callable[[Any], str] | None = None


class RowsModel(ColumnsModel):
    """Rows are any objects; ``row(i)`` gives one back (also as Qt.UserRole)."""

    def __init__(self, columns: Sequence[Column], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.columns = list(columns)

    def column_keys(self) -> list[Column]:
        return self.columns

    def header(self, key: Column) -> str:
        return key.header()

    def row(self, i: int) -> Any:
        return self.rows[i]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        record = self.rows[index.row()]
        column = self.columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.text(record)
        if role == Qt.ItemDataRole.UserRole:
            return record
        if role == Qt.ItemDataRole.ToolTipRole and column.tooltip is not None:
            return column.tooltip(record)
        if role == Qt.ItemDataRole.TextAlignmentRole and column.numeric:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.BackgroundRole and column.background is not None:
            colour = column.background(record)
            return QBrush(colour) if colour is not None else None
        return None


def make_table(model: QAbstractTableModel, name: str, stretch: int | None = None) -> QTableView:
    """A read-only, row-selecting table view over ``model``."""
    view = QTableView()
    view.setObjectName(name)
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.verticalHeader().hide()
    view.verticalHeader().setDefaultSectionSize(24)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    if stretch is not None:
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    else:
        header.setStretchLastSection(True)
    return view
