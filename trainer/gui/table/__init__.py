"""The card table: a scenario drawn on felt (issue 8).  See :class:`TableView`."""

from .view import BOARD, TableView

__all__ = ["BOARD", "TableView"]
