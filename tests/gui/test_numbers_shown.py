"""Issue 17 item 17: the table, the answer fields and the explanations write a number the
same way ("10,800"), whatever the system's locale says ("10800", "1 010")."""

from __future__ import annotations

from PySide6.QtCore import QLocale

from trainer.gui.panels.widgets import amount_text as panel_amount
from trainer.gui.panels.widgets import chip_spin
from trainer.gui.table.items import amount_text as table_amount
from trainer.i18n import number


def test_table_panel_and_explanation_write_an_amount_alike(qtbot):
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.French, QLocale.Country.France))  # would give "10 800"
    try:
        spin = chip_spin()
        qtbot.addWidget(spin)
        spin.setValue(10800)
        assert spin.text() == table_amount(10800) == panel_amount(10800) == number(10800) == "10,800"
        assert panel_amount(-1010) == table_amount(-1010) == "−1,010"
    finally:
        QLocale.setDefault(before)
