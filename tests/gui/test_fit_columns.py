"""A fitted column shows its cells whole (issue 33: the class table's skill cells read
"100% · 1.…" — the column was as wide as the delegate's size hint, which the style's text
margins and the grid's line leave short): every cell's text fits the rect the style paints it in."""

from __future__ import annotations

from PySide6.QtWidgets import QStyle, QStyleOptionViewItem

from trainer.gui import translation
from trainer.gui.instructor.screen import InstructorScreen
from trainer.store import Answer, Role, SessionKind, Store


def _short(table) -> list[str]:
    """Each cell whose text is wider than the room the style leaves it."""
    model, style = table.model(), table.style()
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    short = []
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            index = model.index(row, column)
            option = QStyleOptionViewItem()
            table.itemDelegate().initStyleOption(option, index)
            option.rect = table.visualRect(index)
            room = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, table).width() - 2 * margin
            if option.text and option.fontMetrics.horizontalAdvance(option.text) > room:
                short.append(f"row {row}, column {column}: {option.text!r}")
    return short


def test_the_class_tables_cells_are_shown_whole(qtbot, tmp_path):
    translation.use_language("en")
    with Store.open(tmp_path / "t.db") as store:
        marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
        for name, ms in (("Bob", 1500), ("Ana Sousa Magalhães", 12_300)):
            trainee = store.add_trainee(name)
            session = store.start_session(trainee.id, SessionKind.DRILL)
            for task in ("winner", "pot-split"):
                store.record_answer(session.id, Answer("item-1", "holdem", task, {"game": "holdem"}, {}, True,
                                                       1.0, ms))
        screen = InstructorScreen(store, marta)
        qtbot.addWidget(screen)
        screen.resize(1280, 720)
        with qtbot.waitExposed(screen):
            screen.show()
        screen.class_tab.refresh()
        table = screen.class_tab.table
        assert table.model().rowCount() >= 3 and table.model().columnCount() >= 7
        assert _short(table) == []
