"""Chinese on screen, never boxes (issue 19): with the Chinese language on, the fonts the
labels, buttons and tables use have a glyph for every character of the Chinese catalogues'
translations — counted only in the families the app names (``trainer.gui.style.app_font``),
not in whatever font the system would fall back to.  The app brings its own Chinese face
(issue 32, ``assets/fonts``): tests/gui/test_language_font.py runs this file again with every
system font hidden but a Latin one, as on a Debian machine with no Chinese font."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QRawFont
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QLabel, QWidget

from trainer import translations
from trainer.gui import translation
from trainer.gui.style import CJK_FAMILIES
from trainer.gui.table.items import font as table_font
from trainer.store import Role

from .settle import laid_out

ROOT = Path(__file__).resolve().parents[2]
FIGURES_ONLY = {"clock", "countdown", "code"}
"""Monospace labels (style.qss) that show digits and a code only: the Latin font draws them."""
CATALOGUES = [ROOT / "assets" / "translations" / name for name in ("trainer_zh_Hant.ts", "lessons_zh_Hant.ts")]


def translated_characters() -> set[str]:
    chars: set[str] = set()
    for path in CATALOGUES:
        for message in translations.read_ts(path):
            if message.kind in ("", "unfinished"):
                for form in message.forms:
                    chars.update(form)
    return {c for c in chars if c.isprintable() and not c.isspace()}


def missing_glyphs(font: QFont, chars: set[str]) -> set[str]:
    """The characters no family of ``font``'s list draws (each family as installed: a family
    not on the system counts for nothing, whatever fontconfig would put in its place)."""
    installed = set(QFontDatabase.families())
    raws = []
    for family in font.families() or [font.family()]:
        if family not in installed:
            continue
        one = QFont(font)
        one.setFamilies([family])
        raw = QRawFont.fromFont(one)
        raws.append(raw)
    return {c for c in chars if not any(raw.supportsCharacter(ord(c)) for raw in raws)}


@pytest.fixture
def chinese(qapp):
    translation.use_language("zh_Hant")
    yield
    translation.use_language("en")


def test_the_chinese_catalogues_are_all_drawn_by_the_apps_fonts(qtbot, window, store, chinese):
    chars = translated_characters()
    assert sum(c >= "\u4e00" for c in chars) > 500  # the catalogues' Chinese: hundreds of distinct characters
    window.set_language("zh_Hant")
    rui = store.add_trainee("陳大文", Role.INSTRUCTOR, "pass1234")
    window.show_home(rui)
    window.home._start_free("holdem", "commission", 1, {})
    laid_out(qtbot, lambda: window.drill.panel is not None and window.drill.panel.isVisible())
    widgets = [w for w in window.findChildren(QWidget) if isinstance(w, (QLabel, QAbstractButton, QAbstractItemView))]
    assert any(isinstance(w, QLabel) for w in widgets) and any(isinstance(w, QAbstractItemView) for w in widgets)
    fonts: dict[tuple[str, ...], QFont] = {}
    for w in widgets:
        w.ensurePolished()  # the style sheet's sizes and weights applied
        if w.objectName() in FIGURES_ONLY:
            assert w.font().families() == ["monospace"] and (not hasattr(w, "text") or w.text().isascii()), w
            continue
        fonts.setdefault(tuple(w.font().families()), w.font())
    felt = table_font(16, bold=True)  # what the table draws: seat titles, tags, amounts, the cards' panels
    fonts.setdefault(tuple(felt.families()), felt)
    assert tuple(felt.families()) in fonts
    for families, font in fonts.items():
        assert set(families) & set(CJK_FAMILIES), families
        # The Latin text keeps the Latin font: the list starts with a real family, not an alias.
        assert QFontInfo(font).family() == families[0] and families[0] not in CJK_FAMILIES, families
        missing = missing_glyphs(font, chars)
        assert not missing, (families, "".join(sorted(missing)))


def test_a_font_list_without_a_cjk_font_is_caught(qapp):
    """The check itself: the Latin font alone leaves the Chinese undrawn."""
    latin = QFont("DejaVu Sans")
    latin.setFamilies(["DejaVu Sans"])
    assert "陳" in missing_glyphs(latin, {"陳", "A"}) and "A" not in missing_glyphs(latin, {"陳", "A"})
