"""A school lesson's translations (issue 35 item 5): kept in a plain YAML file beside the lesson,
``<lesson>.translations.yaml``, since a school lesson has no catalogue of its own.

The shipped lessons are translated in the lessons' catalogues (``assets/translations/lessons_*.ts``,
context "lesson"); a lesson the school writes or copies keeps its translations beside it::

    # pot-split.yaml in European Portuguese (pt) and Macau Chinese (zh_Hant), text by text
    - en: Split the pot
      pt: Divida o pote
      zh_Hant: 分池
    - en: |
        Return the uncalled bet,
        then build the pots.
      pt: ''
      zh_Hant: ...

A list of entries, not a mapping keyed by the English: an intro of several lines as a key would be
a ``? |`` complex key, which a person reading the diff should not have to decode.  An empty text is
a missing translation.  The lesson file itself is unchanged (SCENARIOS.md's format is the contract).

:func:`register` gives a school lesson's translations to :func:`trainer.i18n.lesson_text`, so a
trainee drilling it reads the instructor's words; :class:`LessonTranslations` is what the editor
shows and changes: each text's translation from the side file, else from the catalogue.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from trainer import i18n
from trainer.curriculum.lesson_header import SUFFIX, is_side_file, side_path  # noqa: F401  (re-exported)
from trainer.curriculum.yamlio import LESSON_MAX_BYTES, InputError, load_file
from trainer.translations import lesson_strings, lessons_ts, read_ts, shown_form

LANGUAGES = ("pt", "zh_Hant")
"""The languages a lesson is translated into (English is the source)."""


class TranslationsError(Exception):
    """A side file that cannot be read: the message names the file."""


def lesson_texts(data: Any) -> list[str]:
    """The texts a trainee reads in a lesson (plain data, as ``yaml.safe_load`` gives it): title,
    intro, prompts, questions, explanations, choices — each once, in the file's order."""
    seen: dict[str, None] = {}
    for text in lesson_strings(data):
        if text.strip():
            seen.setdefault(text, None)
    return list(seen)


def read_side(path: str | Path) -> dict[str, dict[str, str]]:
    """The side file's translations, English text -> {language: text} (empty texts left out);
    an absent file: none."""
    path = Path(path)
    if not path.exists():
        return {}
    try:  # read as a lesson file is: its size, depth and aliases bounded (a hostile file refused unread)
        data = load_file(path, LESSON_MAX_BYTES).data
    except InputError as exc:
        raise TranslationsError(f"{path}: cannot be read: {exc.message}") from None
    if data is None:
        return {}
    if not isinstance(data, list) or not all(isinstance(e, Mapping) and isinstance(e.get("en"), str) for e in data):
        raise TranslationsError(f"{path}: a list of entries, each with en and its translations "
                                f"({', '.join(LANGUAGES)})")
    out: dict[str, dict[str, str]] = {}
    for entry in data:
        texts = {lang: str(entry[lang]).strip() for lang in LANGUAGES if isinstance(entry.get(lang), str)}
        out[entry["en"]] = {lang: text for lang, text in texts.items() if text}
    return out


class _Dumper(yaml.SafeDumper):
    pass


def _text(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    style = "|" if "\n" in value.strip() else None  # one line (an intro's block read): its line break left out
    return dumper.represent_scalar("tag:yaml.org,2002:str", value.strip() + "\n" if style else value.strip(),
                                   style=style)


_Dumper.add_representer(str, _text)


def side_text(lesson_name: str, texts: Sequence[str], table: Mapping[str, Mapping[str, str]]) -> str:
    """The side file of lesson ``lesson_name``: every text of ``texts``, with its translations (an
    empty one where it has none)."""
    entries = [{"en": text, **{lang: str(table.get(text, {}).get(lang, "")) for lang in LANGUAGES}}
               for text in texts]
    head = (f"# {lesson_name} in European Portuguese (pt) and Macau Chinese (zh_Hant), text by text;\n"
            "# an empty text is a translation still missing (trainer lessons check names it).\n")
    return head + yaml.dump(entries, Dumper=_Dumper, allow_unicode=True, sort_keys=False, width=4096)


@cache
def _catalogue(language: str) -> dict[str, str]:
    """The lessons' catalogue of ``language``: a text's shown form -> its finished translation."""
    path = lessons_ts(language)
    out: dict[str, str] = {}
    if path.exists():
        for m in read_ts(path):
            if m.context == i18n.LESSON_CONTEXT and m.finished:
                out.setdefault(shown_form(m.source), m.forms[0])
    return out


def catalogue_text(language: str, text: str) -> str | None:
    """``text``'s translation in the shipped lessons' catalogue, if it has one."""
    return _catalogue(language).get(shown_form(text))


class LessonTranslations:
    """A lesson's texts in each language as the editor shows them: what the side file (or the
    instructor) says, else what the catalogue says; None where neither has one (a missing one)."""

    def __init__(self, own: Mapping[str, Mapping[str, str]] | None = None) -> None:
        self.own: dict[str, dict[str, str]] = {shown_form(k): dict(v) for k, v in (own or {}).items()}

    @classmethod
    def beside(cls, lesson: str | Path | None) -> LessonTranslations:
        return cls(read_side(side_path(lesson)) if lesson is not None else {})

    def get(self, text: str, language: str) -> str | None:
        found = self.own.get(shown_form(text), {}).get(language)
        if found is not None:
            return found or None
        return catalogue_text(language, text)

    def set(self, text: str, language: str, value: str) -> None:
        """The instructor's translation of ``text`` (empty: none, even where the catalogue has one)."""
        self.own.setdefault(shown_form(text), {})[language] = value.strip()

    def missing(self, texts: Iterable[str]) -> dict[str, list[str]]:
        """Per language, the texts with no translation."""
        texts = list(texts)
        return {lang: [t for t in texts if not self.get(t, lang)] for lang in LANGUAGES}

    def table(self, texts: Iterable[str]) -> dict[str, dict[str, str]]:
        """Every text's translations as they are now (what a side file holds)."""
        return {t: {lang: self.get(t, lang) or "" for lang in LANGUAGES} for t in texts}

    def write(self, lesson: Path, data: Any) -> Path:
        """The side file of lesson file ``lesson`` (plain data ``data``), written; its path."""
        texts = lesson_texts(data)
        path = side_path(lesson)
        path.write_text(side_text(lesson.name, texts, self.table(texts)), encoding="utf-8")
        return path


def register(lesson: str | Path) -> None:
    """Lesson file ``lesson``'s side file (if it has one) given to :func:`trainer.i18n.lesson_text`:
    a trainee drilling the lesson reads the school's translations.  A side file that cannot be read
    gives none (``lessons check`` says why)."""
    try:
        found = read_side(side_path(lesson))
    except TranslationsError:
        return
    if found:
        i18n.add_school_translations(found)


def missing_translations(lesson: str | Path, data: Any) -> dict[str, list[str]]:
    """Per language, the texts of lesson file ``lesson`` (plain data ``data``) that neither its side
    file nor the catalogue translates."""
    return LessonTranslations.beside(lesson).missing(lesson_texts(data))
