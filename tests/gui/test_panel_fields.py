"""Amount fields in the answer panels show what is typed (a Qt 6.11 style-sheet trap)."""

from PySide6.QtWidgets import QVBoxLayout, QWidget

from trainer.gui.panels.common import STYLE, chip_spin


def test_an_amount_field_is_wide_enough_to_read(qtbot):
    host = QWidget()
    host.setStyleSheet(STYLE)
    spin = chip_spin()
    QVBoxLayout(host).addWidget(spin)
    qtbot.addWidget(host)
    host.resize(300, 80)
    host.show()
    qtbot.waitExposed(host)
    spin.setValue(1235)
    assert spin.lineEdit().width() > spin.width() * 0.6
    assert spin.text().replace(",", "").replace("\u00a0", "") == "1235"
