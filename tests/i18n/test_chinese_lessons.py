"""The Chinese lessons read as Chinese (turn-3 translations review, findings T1, T4, T9, T11,
T13 and T15): Macau's citations, the Chinese term with the Portuguese only where the floor
says it, one word per concept, no gaps left by the English line wrapping."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from trainer import i18n, translations
from trainer.translations import Message, read_ts

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "assets" / "translations"


def _zh_lessons() -> list[Message]:
    """Every live, finished message of the Chinese lessons' catalogue (lessons and rulings)."""
    return [m for m in read_ts(translations.lessons_ts("zh_Hant", FOLDER)) if m.live and m.finished]


def _where(found: list[tuple[Message, str]]) -> list[str]:
    return [f"{m.source[:60]!r}: {what!r}" for m, what in found]


# -- T11: the English line wrapping ---------------------------------------------------------


def test_t11_no_chinese_lesson_text_breaks_a_line_inside_a_chinese_sentence():
    """A break the translator kept from the English wrapping shows as a gap after 。，；: none
    is left between two Chinese characters or beside a Chinese mark (a list's item still
    starts a line)."""
    found = [(m, m.forms[0]) for m in _zh_lessons() if i18n.unbroken(m.forms[0]) != m.forms[0]]
    assert _where(found) == []


def test_t11_a_chinese_translation_wrapped_as_the_english_is_shown_without_gaps(monkeypatch):
    """Should a translation keep the English wrapping, the trainee still sees no gap: an
    explanation's lines are joined without a space between Chinese characters, as an
    intro's are on its page; Portuguese (and English) lines are joined with a space, and a
    list's item keeps its line."""
    from trainer.gui.lesson_intro import intro_html

    explain_en = "The rake is 5 %: 68.5;\nthe house never takes a fraction."
    intro_en = "Counting the pot:\n- every chip\nput in.\n"
    catalogue = {explain_en: "其5 %是68.5；\n賭場從不收取\n籌碼的零頭。",
                 intro_en: "計算底池：\n- 所有已投入的\n籌碼。\n"}

    def translate(context, text, disambiguation=None, n=-1):
        return catalogue.get(text, text) if context == i18n.LESSON_CONTEXT else text

    monkeypatch.setattr(i18n, "_translate", translate)
    i18n.set_lesson_sources(lambda text: explain_en if text == " ".join(explain_en.split()) else None)
    try:
        shown = i18n.lesson_text(" ".join(explain_en.split()))  # as the loader holds it: one line
        assert shown == "其5 %是68.5；賭場從不收取籌碼的零頭。"
        intro = i18n.lesson_text(intro_en)
        assert intro == "計算底池：\n- 所有已投入的籌碼。\n"
        assert intro_html(intro, "holdem") == "<p>計算底池：<br>- 所有已投入的籌碼。</p>"
    finally:
        i18n.set_lesson_sources(translations.no_lesson_sources)
    assert i18n.unwrapped("O pote é 5 %:\nnunca se cobra") == "O pote é 5 %: nunca se cobra"
    assert i18n.unwrapped("解讀\nR8-4") == "解讀 R8-4"
