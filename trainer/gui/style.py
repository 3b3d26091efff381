"""The app's one style sheet (``style.qss`` beside this module) and the two ways a
widget takes a look from it: a ``role`` property, and a property changed at run time
followed by a re-polish (Qt reads property selectors only when a widget is polished)."""

from __future__ import annotations

from importlib import resources
from typing import TypeVar

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo
from PySide6.QtWidgets import QApplication, QWidget

from trainer.translations import FONT_FAMILY, shipped_font

STYLE_FILE = "style.qss"
W = TypeVar("W", bound=QWidget)

CJK_FAMILIES = (
    FONT_FAMILY, "Noto Sans CJK TC", "Noto Sans TC", "Source Han Sans TC", "Noto Sans CJK HK", "Source Han Sans HK",
    "Microsoft JhengHei UI", "Microsoft JhengHei", "PingFang TC", "PingFang HK", "Heiti TC",
    "WenQuanYi Micro Hei", "WenQuanYi Zen Hei", "AR PL UMing TW", "Noto Sans CJK SC", "Source Han Sans SC",
    "Microsoft YaHei UI", "PingFang SC",
)
"""Fonts with the Chinese glyphs, Traditional (Macau, Hong Kong, Taiwan) forms first: the
app's own (``assets/fonts``, issue 32: every character of its Chinese text, on any machine),
then for what it lacks (a trainee's rare name) the Noto/Source Han of most Linux desktops,
Windows' and macOS's own, and WenQuanYi Micro Hei."""


def style_sheet() -> str:
    return resources.files(__package__).joinpath(STYLE_FILE).read_text(encoding="utf-8")


def load_style_sheet(app: QApplication) -> None:
    """Give the whole app the style sheet; the only ``setStyleSheet`` of the GUI."""
    app.setStyleSheet(style_sheet())
    app.setFont(app_font(app.font()))


_shipped: list[str] = []


def load_shipped_font() -> str | None:
    """Register the app's Chinese font (``assets/fonts/TrainerSansTC-Regular.otf``) with Qt, once
    per process: its family, or None if the file cannot be read.  Cheap (half a millisecond:
    Qt reads the names now, the glyphs when drawn), so it is done at every start, in every
    language — the language menu writes 繁體中文 in all three."""
    if not _shipped:
        loaded = QFontDatabase.addApplicationFont(str(shipped_font()))
        _shipped.extend(QFontDatabase.applicationFontFamilies(loaded) if loaded >= 0 else [""])
    return _shipped[0] or None


def cjk_families() -> list[str]:
    """The fonts of :data:`CJK_FAMILIES` this system has, in that order (the app's own first)."""
    load_shipped_font()
    installed = set(QFontDatabase.families())
    return [family for family in CJK_FAMILIES if family in installed]


def app_font(base: QFont) -> QFont:
    """The app's font: ``base``'s family for Latin text, then the installed CJK fonts, each
    character drawn by the first family that has it (``QFont.setFamilies``) — Chinese text
    in Chinese, and a trainee's Chinese name in any language, never boxes, and the PDF
    report embeds the font the glyphs came from."""
    font = QFont(base)
    # The family the system gave for the base (fontconfig's "Sans Serif" is an alias that a
    # family list would not match: the CJK font would then draw the Latin text too).
    first = QFontInfo(base).family()
    font.setFamilies([first, *(f for f in cjk_families() if f != first)])
    return font


def set_role(widget: W, role: str) -> W:
    """The look of ``[role="..."]`` in style.qss (set before the widget is shown)."""
    widget.setProperty("role", role)
    return widget


def restyle(widget: QWidget, **properties: object) -> None:
    """Change properties the style sheet selects on (``[state="wrong"]``) and redraw."""
    for name, value in properties.items():
        widget.setProperty(name, value)
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)
    widget.update()
