"""The app draws its Chinese with the face it brings (issue 32), on a machine with no Chinese
font: the shipped subset (``assets/fonts``) is registered at start and stands first after
the Latin font in every widget's font and the table's, so a school PC without a Traditional
Chinese font shows no empty boxes — checked here with every system font hidden from Qt but
a Latin one (fontconfig reads a configuration of our own), as on a bare Debian."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics, QRawFont

from trainer.gui.style import CJK_FAMILIES, app_font, load_shipped_font
from trainer.gui.table.items import font as table_font
from trainer.translations import FONT_FAMILY

ROOT = Path(__file__).resolve().parents[2]
LATIN = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf")
"""The Latin fonts a bare Debian has (fontconfig's package depends on fonts-dejavu-core)."""
CHINESE = "荷官訓練：各技能成績，確定取消，繁體中文"


def test_the_shipped_face_is_the_first_chinese_font_of_every_widget_and_the_table(qapp):
    assert load_shipped_font() == FONT_FAMILY and FONT_FAMILY in QFontDatabase.families()
    assert CJK_FAMILIES[0] == FONT_FAMILY
    for font in (app_font(qapp.font()), table_font(16, bold=True), QFont()):
        families = font.families()
        assert families[1] == FONT_FAMILY and families[0] not in CJK_FAMILIES, families
    only = QFont()
    only.setFamilies([FONT_FAMILY])
    assert QRawFont.fromFont(only).familyName() == FONT_FAMILY
    assert all(QFontMetrics(only).inFontUcs4(ord(c)) for c in CHINESE)


def hidden_fonts(folder: Path) -> dict[str, str]:
    """The environment of a process whose fontconfig sees only copies of the Latin fonts: no
    system Chinese font, whatever this machine has installed."""
    fonts = folder / "fonts"
    fonts.mkdir(parents=True)
    for name in LATIN:
        found = next(Path("/usr/share/fonts").rglob(name), None)
        assert found is not None, f"{name}: Debian's fonts-dejavu-core (.ci/run installs it)"
        shutil.copy(found, fonts / name)
    config = folder / "fonts.conf"
    config.write_text(f"""<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>{fonts}</dir>
  <cachedir>{folder / "cache"}</cachedir>
  <alias><family>sans-serif</family><prefer><family>DejaVu Sans</family></prefer></alias>
  <alias><family>monospace</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>
</fontconfig>
""", encoding="utf-8")
    return {**os.environ, "FONTCONFIG_FILE": str(config), "QT_QPA_PLATFORM": "offscreen"}


FAMILIES = """
import json
from PySide6.QtWidgets import QApplication
from PySide6.QtGui import QFontDatabase
app = QApplication([])
before = QFontDatabase.families()
from trainer.gui.app import apply_theme
apply_theme(app)
print(json.dumps({"before": before, "after": QFontDatabase.families(), "app": app.font().families()}))
"""


def test_with_no_chinese_font_on_the_machine_the_app_still_draws_and_prints_its_chinese(tmp_path):
    """The glyph and PDF report tests of issue 19, run again where fontconfig finds no Chinese
    font: every character of the Chinese catalogues drawn, the report's Chinese embedded."""
    env = hidden_fonts(tmp_path)
    seen = subprocess.run([sys.executable, "-c", FAMILIES], env=env, cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert seen.returncode == 0, seen.stderr
    families = json.loads(seen.stdout)
    assert "DejaVu Sans" in families["before"] and not set(families["before"]) & set(CJK_FAMILIES)
    assert set(families["after"]) - set(families["before"]) == {FONT_FAMILY}
    assert families["app"] == ["DejaVu Sans", FONT_FAMILY], families["app"]
    tests = ["tests/gui/test_language_glyphs.py", "tests/gui/test_language_report.py"]
    run = subprocess.run([sys.executable, "-m", "pytest", *tests, "-n", "0", "-q", "-p", "no:cacheprovider"],
                         env=env, cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert "3 passed" in run.stdout, run.stdout[-2000:]
