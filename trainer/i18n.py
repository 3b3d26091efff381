"""Translatable text for the layers below the GUI (which must not import Qt).

Every sentence a user reads is written whole, with named placeholders, and passed
through :func:`tr`; the GUI installs a translator (Qt's, or any callable) with
:func:`set_translator`.  Sentences are never built by concatenating fragments.
"""

from __future__ import annotations

from collections.abc import Callable

_translate: Callable[[str, str], str] = lambda context, text: text  # noqa: E731


def set_translator(fn: Callable[[str, str], str]) -> None:
    global _translate
    _translate = fn


def tr(text: str, context: str = "trainer", /, **values: object) -> str:
    """Translate ``text`` and fill its ``{named}`` placeholders."""
    translated = _translate(context, text)
    return translated.format(**values) if values else translated
