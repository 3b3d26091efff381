"""Translatable text for the layers below the GUI (which must not import Qt).

Every sentence a user reads is written whole, with named placeholders, and passed
through :func:`tr`; the GUI installs a translator (Qt's, or any callable) with
:func:`set_translator`.  Sentences are never built by concatenating fragments.

How to write a string so that ``pyside6-lupdate`` extracts it (issue 19) — the
catalogue holds exactly what the code looks up:

- plain: ``tr("The banker wins")``, with placeholders ``tr("Seat {seat}", seat=3)``
  (context "", no comment);
- disambiguated (two meanings of one English word): ``tr("Bet", "Q Poker betting circle")``;
  lupdate marks a call numerus when a string or ``None`` second argument is followed by
  anything, so a disambiguated string with placeholders is filled apart:
  ``fill(tr("total {amount}", "under a seat's chips"), amount=x)``;
- plural: ``tr("%n seats", None, count)`` or ``tr("%n seats pay {amount}", None, count,
  amount=x)`` — Qt's numerus forms, ``%n`` replaced by the count;
- a string held in a variable, a class attribute or a table and translated later:
  mark it where it is written, ``title = QT_TRANSLATE_NOOP("", "Who acts?")`` (a third
  argument is the disambiguation), and translate it where it is shown, ``tr(task.title)``;
- lesson text (the YAML's titles, intros, prompts, explanations, choices):
  :func:`lesson_text`, looked up in the context "lesson" of the lessons' catalogue.

In the GUI, widgets use ``self.tr("...")`` (context: the class).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Mapping
from datetime import date, datetime

Translate = Callable[[str, str, str | None, int], str]
"""(context, source text, disambiguation or None, count or -1) -> the text to show."""

LANGUAGES: dict[str, str] = {"en": "English", "zh_Hant": "繁體中文", "pt": "Português"}
"""The languages of the app, each named in itself (issue 19): English, Chinese (Traditional,
Macau) and European Portuguese."""

GROUP_SEPARATORS: dict[str, str] = {"en": ",", "zh_Hant": ",", "pt": "."}
"""Thousands separators per language: 1,000 / 1,000 / 1.000."""

LESSON_CONTEXT = "lesson"


def english(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """No translation: the source text, with ``%n`` replaced by the count as Qt does."""
    return text.replace("%n", str(n)) if n >= 0 else text


_translate: Translate = english
_lesson_source: Callable[[str], str | None] = lambda text: None  # noqa: E731
_group = ","
"""The thousands separator of the language in use (issue 17 item 17: one format everywhere)."""
_decimal = "."
"""The decimal mark of the language in use: a comma where thousands are grouped with dots."""
_language = "en"
"""The language in use (:func:`set_language`): which of a school lesson's translations is read."""
_school: dict[str, dict[str, str]] = {}
"""School lessons' translations (issue 35 item 5), a text's shown form -> {language: text}: what
the side files beside the school's lessons hold (trainer.curriculum.lesson_translations)."""


def set_translator(fn: Translate) -> None:
    global _translate
    _translate = fn


def set_group_separator(separator: str) -> None:
    """The language's thousands separator (:data:`GROUP_SEPARATORS`), and with it its decimal
    mark: a comma where thousands are grouped with dots (Portuguese 1.000,5), else a point."""
    global _group, _decimal
    _group = separator
    _decimal = "," if separator == "." else "."


def language_for_locale(name: str) -> str:
    """The app's language for a system locale name ("zh_MO", "pt_PT.UTF-8", "en-US"): the
    Chinese of Hong Kong, Macau and Taiwan -> zh_Hant, any Portuguese -> pt, else English."""
    code = name.replace("-", "_").split(".")[0].split("@")[0]
    lang, _, rest = code.partition("_")
    lang = lang.lower()
    if lang == "zh" and (rest.upper() in ("HK", "MO", "TW") or rest.startswith("Hant")):
        return "zh_Hant"
    if lang == "pt":
        return "pt"
    return "en"


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The default language, from the POSIX locale variables (the GUI asks QLocale instead)."""
    env = os.environ if environ is None else environ
    for key in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if env.get(key):
            return language_for_locale(env[key])
    return "en"


def number(value: int) -> str:
    """A whole number as every screen writes it: grouped by thousands, a minus sign for a loss."""
    text = f"{abs(int(value)):,}".replace(",", _group)
    return f"−{text}" if value < 0 else text


def decimal(value: float, places: int = 1) -> str:
    """A number with decimals in the language in use: 12.5 / 12,5."""
    return f"{value:.{places}f}".replace(".", _decimal)


def percent(share: float, places: int = 0) -> str:
    """A share (0 to 1) as a percentage: 67% in English and Chinese, 67 % in Portuguese (a
    space before the sign, a decimal comma: 12,5 %)."""
    text = decimal(share * 100, places)
    return f"{text}\u00a0%" if _decimal == "," else f"{text}%"


def date_text(moment: datetime | date | None) -> str:
    """A day as every screen, the PDF report, the CSV and the CLI write it (U20): Macau's
    day/month/year, the year in full — 29/11/2026 in each language (never the US
    11/29/2026); a moment is taken in the workstation's time zone; None: a dash."""
    if moment is None:
        return "—"
    if isinstance(moment, datetime):
        moment = moment.astimezone().date()
    return f"{moment.day:02d}/{moment.month:02d}/{moment.year:04d}"


def clock_text(moment: datetime, seconds: bool = False) -> str:
    """A time of day on the 24-hour clock, in the workstation's time zone: 00:46 (not 12:46 AM)."""
    local = moment.astimezone()
    return f"{local:%H:%M:%S}" if seconds else f"{local:%H:%M}"


def date_time_text(moment: datetime | None, seconds: bool = False) -> str:
    """A moment as every screen, the PDF report, the CSV and the CLI write it: 29/11/2026 00:46
    (:func:`date_text` and :func:`clock_text`); None: a dash."""
    if moment is None:
        return "—"
    return f"{date_text(moment)} {clock_text(moment, seconds)}"


class _Decimal(float):
    """A float placeholder written in the language in use: ``{score:.1%}`` -> 12,5 % in
    Portuguese, ``{seconds:.1f}`` -> 3,5 (any other format as Python writes it)."""

    def __format__(self, spec: str) -> str:
        if spec.endswith("%") and spec[:-1] in ("", ".0", ".1", ".2"):
            return percent(float(self), int(spec[1:-1]) if len(spec) > 1 else 6)
        if spec.endswith("f") and spec[:-1] in (".0", ".1", ".2", ".3"):
            return decimal(float(self), int(spec[1:-1]))
        return format(float(self), spec)


class _Whole(int):
    """A whole-number placeholder: ``{amount}`` grouped (:func:`number`); with a format of its
    own (``{mark:g}``) written as Python writes it."""

    def __format__(self, spec: str) -> str:
        return number(int(self)) if not spec else format(int(self), spec)


def fill(text: str, /, **values: object) -> str:
    """Fill ``{named}`` placeholders; whole numbers are written grouped (:func:`number`), so an
    amount reads the same in every sentence, and decimals and percentages with the language's
    marks (:func:`percent`)."""
    if not values:
        return text
    filled = {k: _Whole(v) if isinstance(v, int) and not isinstance(v, bool)
              else _Decimal(v) if isinstance(v, float) else v for k, v in values.items()}
    return text.format(**filled)


def tr(text: str, disambiguation: str | None = None, n: int = -1, /, **values: object) -> str:
    """Translate ``text`` (context "", ``disambiguation`` as lupdate's comment, ``n`` the count
    of a plural) and fill its placeholders (:func:`fill`)."""
    return fill(_translate("", text, disambiguation, n), **values)


def translate(context: str, text: str, disambiguation: str | None = None, /, **values: object) -> str:
    """Translate ``text`` looked up in ``context`` (a screen's class, for a string it shows from a
    table marked with ``QT_TRANSLATE_NOOP(context, ...)``), its placeholders filled."""
    return fill(_translate(context, text, disambiguation, -1), **values)


def set_lesson_sources(fn: Callable[[str], str | None]) -> None:
    """How a lesson string as the app holds it (stripped, its lines joined by the loaders) finds
    the string as the catalogue keeps it (as ``yaml.safe_load`` gave it); None: not a lesson's."""
    global _lesson_source
    _lesson_source = fn


def set_language(language: str) -> None:
    """The language in use, for the school lessons' translations (the catalogues are the
    translator's, :func:`set_translator`)."""
    global _language
    _language = language


def add_school_translations(texts: Mapping[str, Mapping[str, str]]) -> None:
    """A school lesson's translations, English text -> {language: text}: :func:`lesson_text`
    reads them before the catalogue (the school's words for its own lesson)."""
    for source, by_language in texts.items():
        _school[" ".join(source.split())] = {k: v for k, v in by_language.items() if v and v.strip()}


def clear_school_translations() -> None:
    _school.clear()


def lesson_text(text: str) -> str:
    """A lesson's text (title, intro, prompt, explanation, a choice) in the language in use: a
    school lesson's own translation (:func:`add_school_translations`), else looked up in the
    context "lesson" as the lessons' catalogue keeps it."""
    if not text:
        return text
    own = _school.get(" ".join(text.split()), {}).get(_language) if _school else None
    if own:
        return _shaped(text, own)
    found = _translate(LESSON_CONTEXT, text, None, -1)
    if found != text:
        return unbroken(found)
    source = _lesson_source(text)
    if source is None or source == text:
        return text
    found = _translate(LESSON_CONTEXT, source, None, -1)
    if found == source:
        return text
    return _shaped(text, found)


def _shaped(text: str, found: str) -> str:
    """Translation ``found`` of ``text`` (a lesson's string as the app holds it)."""
    # Shaped as the app shaped the English: its lines kept (an intro), its paragraphs kept and
    # their lines joined (a question, lesson.prose), or all its lines joined.
    if "\n" not in text:
        return unwrapped(found)
    if _LINE_BREAK.search(text):
        return unbroken(found.strip())
    return "\n\n".join(unwrapped(p) for p in re.split(r"\n\s*\n", found.strip()) if p.strip())


_MARKS = "\u3000-\u303f\ufe30-\ufe4f\uff00-\uffef"
"""Chinese punctuation, full width (。，、：；「」（）！？): it carries its own space."""
_WIDE = f"\u2e80-\u2fff\u3040-\u9fff\uf900-\ufaff{_MARKS}\u2014\u2026"
"""Chinese characters and marks (with —— and …, which English writes too): Chinese puts no
space between them."""
_LIST_ITEM = r"(?:\d+\.|[-*•|])(?:\s|$)"
"""A line that starts an item of a list (or a table's row): its line break is kept."""
_WIDE_BREAK = re.compile(rf"(?:(?<=[{_WIDE}])[^\S\n]*\n[^\S\n]*(?=[{_WIDE}])"
                         rf"|(?<=[{_MARKS}])[^\S\n]*\n[^\S\n]*(?=\S)(?!{_LIST_ITEM})"
                         rf"|(?<=\S)[^\S\n]*\n[^\S\n]*(?=[{_MARKS}]))")
_LINE_BREAK = re.compile(r"(?<!\n)\n(?!\n)")


def unbroken(text: str) -> str:
    """``text`` without the line breaks between two Chinese characters or beside a Chinese mark
    (T11): a translator who kept the English wrapping left them, and a break there is shown
    as a gap (a label breaks the line, HTML makes it a space); every other line break is
    kept, and a list's item still starts a line."""
    return _WIDE_BREAK.sub("", text)


def unwrapped(text: str) -> str:
    """``text`` as one line, its whitespace one space, as a line wrapped in a YAML block is
    read: except that a line break between two Chinese characters joins them without a
    space (T11: 「其5 %是68.5；賭場從不收取」, not 「…68.5； 賭場…」)."""
    return " ".join(unbroken(text).split())


def QT_TRANSLATE_NOOP(context: str, text: str, disambiguation: str | None = None) -> str:
    """Mark a string for lupdate where it is written; :func:`tr` translates it where it is shown."""
    return text
