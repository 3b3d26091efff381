"""Translatable text for the layers below the GUI (which must not import Qt).

Every sentence a user reads is written whole, with named placeholders, and passed
through :func:`tr`; the GUI installs a translator (Qt's, or any callable) with
:func:`set_translator`.  Sentences are never built by concatenating fragments.
"""

from __future__ import annotations

from collections.abc import Callable

_translate: Callable[[str, str], str] = lambda context, text: text  # noqa: E731


_group = ","
"""The thousands separator of the language in use (issue 17 item 17: one format everywhere)."""


def set_translator(fn: Callable[[str, str], str]) -> None:
    global _translate
    _translate = fn


def set_group_separator(separator: str) -> None:
    """The language's thousands separator: "," (English, Chinese), a no-break space (Portuguese)."""
    global _group
    _group = separator


def number(value: int) -> str:
    """A whole number as every screen writes it: grouped by thousands, a minus sign for a loss."""
    text = f"{abs(int(value)):,}".replace(",", _group)
    return f"−{text}" if value < 0 else text


def tr(text: str, context: str = "trainer", /, **values: object) -> str:
    """Translate ``text`` and fill its ``{named}`` placeholders; whole numbers are written
    grouped (:func:`number`), so an amount reads the same in every sentence."""
    translated = _translate(context, text)
    if not values:
        return translated
    filled = {k: number(v) if isinstance(v, int) and not isinstance(v, bool) else v for k, v in values.items()}
    return translated.format(**filled)
