"""python -m trainer.gui.table.preview: a screenshot of a scenario, one-line errors."""

from __future__ import annotations

from PySide6.QtGui import QImage

from trainer.gui.table import preview

from .conftest import DATA


def test_preview_saves_a_screenshot_of_the_requested_size(qapp, tmp_path):
    out = tmp_path / "table.png"
    rc = preview.main([str(DATA / "qpoker.yaml"), "--four-colour", "--reveal", "--size", "1280x720",
                       "--out", str(out)])
    assert rc == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 720)


def test_preview_refuses_a_bad_file_in_one_line(qapp, tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: holdem\nseats: [{seat: 1, cards: [Zz, 2c]}]\n", encoding="utf-8")
    assert preview.main([str(bad), "--out", str(tmp_path / "x.png")]) == 2
    err = capsys.readouterr().err
    assert "bad.yaml" in err and "Zz" in err and len(err.strip().splitlines()) == 1
    assert preview.main([str(tmp_path / "missing.yaml"), "--out", str(tmp_path / "x.png")]) == 2
