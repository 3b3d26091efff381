"""Amount fields in the answer panels show what is typed (a Qt 6.11 style-sheet trap)."""

from PySide6.QtWidgets import QVBoxLayout, QWidget

from trainer.gui.panels.common import chip_spin
from trainer.gui.style import style_sheet


def test_an_amount_field_is_wide_enough_to_read(qtbot):
    host = QWidget()
    host.setObjectName("answerPanel")  # the panels' rules of the app's sheet apply inside
    host.setStyleSheet(style_sheet())
    spin = chip_spin()
    QVBoxLayout(host).addWidget(spin)
    qtbot.addWidget(host)
    host.resize(300, 80)
    host.show()
    qtbot.waitExposed(host)
    spin.setValue(1235)
    assert spin.lineEdit().width() > spin.width() * 0.6
    assert spin.text().replace(",", "").replace("\u00a0", "") == "1235"
