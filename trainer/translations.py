"""The translation catalogues (issue 19), without Qt.

``assets/translations/`` holds, per language, ``trainer_<lang>.ts`` (the code's strings, as
``pyside6-lupdate`` extracts them) and ``lessons_<lang>.ts`` (the lessons' text: context
"lesson", no comment, each string as ``yaml.safe_load`` gives it; and the rulings' text,
context "ruling"; written by :func:`write_lessons_ts`), and the ``.qm`` files ``pyside6-lrelease`` builds from them,
which the GUI loads with ``QTranslator``.  ``trainer_en.ts`` holds only the English plural
forms (``lupdate -pluralonly``).

Here: reading a ``.ts`` file with the standard library (the CLI translates its messages with
it and never loads Qt), the lessons' extractor, and ``update`` / ``build``
(``trainer translations update|build``).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

import yaml

from trainer import i18n
from trainer.resources import asset, lessons_dir

TRANSLATED = ("zh_Hant", "pt")
"""The languages with catalogues of their own (English is the source)."""

TS_LANGUAGE = {"zh_Hant": "zh_TW", "pt": "pt_PT", "en": "en_US"}
"""The ``language`` attribute of each ``.ts``: lrelease's plural rules follow it (lupdate
would guess Brazil's for ``trainer_pt.ts``, whose singular takes 0 too)."""

RULING_CONTEXT = "ruling"
"""The context of the rulings' text (RULINGS.md) in the lessons' catalogue: one message per
ruling, its id the comment (``QCoreApplication.translate("ruling", text, "R8-3")``)."""
RULINGS_LOCATION = "../regulations/RULINGS.md"

LESSON_KEYS = ("title", "intro", "explain", "prompt", "question")
"""The keys whose strings a trainee reads; ``question`` is a written (procedure) item's prompt."""
CHOICES_KEY = "choices"

Key = tuple[str, str, str]
"""(context, source, comment) — a message as Qt looks it up."""


def translations_dir() -> Path:
    return asset("translations")


def code_ts(language: str, folder: Path | None = None) -> Path:
    return (folder or translations_dir()) / f"trainer_{language}.ts"


def lessons_ts(language: str, folder: Path | None = None) -> Path:
    return (folder or translations_dir()) / f"lessons_{language}.ts"


# -- reading a catalogue -----------------------------------------------------------------


@dataclass
class Message:
    context: str
    source: str
    comment: str
    numerus: bool
    kind: str  # the translation's type: "" (finished), "unfinished", "vanished", "obsolete"
    forms: list[str] = field(default_factory=list)  # the translation; one per plural form

    @property
    def key(self) -> Key:
        return (self.context, self.source, self.comment)

    @property
    def finished(self) -> bool:
        return self.kind == "" and any(self.forms)

    @property
    def live(self) -> bool:
        return self.kind not in ("vanished", "obsolete")


def read_ts(path: Path) -> Iterator[Message]:
    """Every message of a ``.ts`` file."""
    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for m in context.iter("message"):
            tr = m.find("translation")
            numerus = m.get("numerus") == "yes"
            if tr is None:
                forms: list[str] = []
            elif numerus:
                forms = [f.text or "" for f in tr.iter("numerusform")]
            else:
                forms = [tr.text or ""]
            yield Message(name, m.findtext("source") or "", m.findtext("comment") or "", numerus,
                          "" if tr is None else tr.get("type", ""), forms)


def plural_index(language: str, n: int) -> int:
    """Which of Qt's plural forms a count takes: Chinese has one, English and Portuguese two
    ("1 seat", "2 seats"; Portugal says "0 lugares")."""
    return 0 if language.startswith("zh") or n == 1 else 1


class Catalogue:
    """A language's finished translations, from its ``.ts`` files: the translator of the
    layers that run without Qt (``trainer solve``, ``trainer lessons``)."""

    def __init__(self, language: str, paths: Iterable[Path]) -> None:
        self.language = language
        self.messages: dict[Key, list[str]] = {}
        for path in paths:
            if path.exists():
                for m in read_ts(path):
                    if m.finished:
                        self.messages[m.key] = m.forms

    def translate(self, context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        forms = self.messages.get((context, text, disambiguation or ""))
        if not forms:
            return i18n.english(context, text, disambiguation, n)
        if n < 0:
            return forms[0]
        chosen = forms[min(plural_index(self.language, n), len(forms) - 1)]
        return chosen.replace("%n", str(n))


def catalogue(language: str, folder: Path | None = None) -> Catalogue:
    paths = [code_ts(language, folder), lessons_ts(language, folder)] if language != "en" else [code_ts("en", folder)]
    return Catalogue(language, paths)


def install_without_qt(language: str | None = None) -> str:
    """Translate the layers below the GUI from the ``.ts`` files (the CLI: Qt is not loaded).
    The language: ``language``, else $TRAINER_LANGUAGE, else the system locale's."""
    chosen = language or os.environ.get("TRAINER_LANGUAGE") or i18n.system_language()
    if chosen not in i18n.LANGUAGES:
        chosen = i18n.language_for_locale(chosen)
    i18n.set_translator(LazyCatalogue(chosen).translate)
    i18n.set_lesson_sources(LessonSources(lessons_ts(chosen)) if chosen != "en" else no_lesson_sources)
    i18n.set_group_separator(i18n.GROUP_SEPARATORS[chosen])
    return chosen


def shown_form(text: str) -> str:
    """A lesson string with its whitespace as the loaders leave it at the least: one space."""
    return " ".join(text.split())


def no_lesson_sources(text: str) -> str | None:
    return None


class LessonSources:
    """The lessons' catalogue's strings by their shown form, read at the first lookup: the key
    from a string as the app holds it to the string as the catalogue keeps it."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.index: dict[str, str] | None = None

    def __call__(self, text: str) -> str | None:
        if self.index is None:
            self.index = {}
            if self.path.exists():
                for m in read_ts(self.path):
                    if m.context == i18n.LESSON_CONTEXT:
                        self.index.setdefault(shown_form(m.source), m.source)
        return self.index.get(shown_form(text))


class LazyCatalogue:
    """A language's catalogue read at its first lookup: a command that prints nothing to
    translate (``trainer solve`` on a good file) does not parse the ``.ts`` files."""

    def __init__(self, language: str, folder: Path | None = None) -> None:
        self.language, self.folder = language, folder
        self.loaded: Catalogue | None = None

    def translate(self, context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        if self.loaded is None:
            self.loaded = catalogue(self.language, self.folder)
        return self.loaded.translate(context, text, disambiguation, n)


# -- the lessons' text -------------------------------------------------------------------


def lesson_strings(data: Any) -> Iterator[str]:
    """The user-visible strings of a lesson file as ``yaml.safe_load`` returns it: every string
    under the keys title, intro, explain, prompt and question, and every item of a choices list."""
    if isinstance(data, dict):
        for key, value in data.items():
            if key in LESSON_KEYS or key == CHOICES_KEY:
                yield from _strings(value)
            else:
                yield from lesson_strings(value)
    elif isinstance(data, list):
        for value in data:
            yield from lesson_strings(value)


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)


def lesson_sources(root: Path | None = None) -> dict[str, Path]:
    """Every lesson string (exams included), deduplicated, with the first file that has it."""
    base = root or lessons_dir()
    found: dict[str, Path] = {}
    for path in sorted(p for p in base.rglob("*.y*ml") if p.suffix in (".yaml", ".yml")):
        with path.open(encoding="utf-8") as f:
            data = yaml.safe_load(f)
        for text in lesson_strings(data):
            found.setdefault(text, path)
    return found


def _xml(text: str) -> str:
    return escape(text, {'"': "&quot;", "'": "&apos;"})


def write_lessons_ts(path: Path, language: str, sources: dict[str, Path],
                     rulings: Mapping[str, str] | None = None) -> tuple[int, int]:
    """Write the lessons' catalogue in Qt's ``.ts`` format (context "lesson", no comment), and
    the rulings' text (context "ruling", the ruling's id as the comment), keeping the
    translations it already has; a string no longer in any lesson (or a ruling reworded) is
    dropped with its translation, as ``lupdate -no-obsolete`` drops the code's (a catalogue
    holds only what is read, tests/i18n).  Returns (new, kept)."""
    old = {m.key: m for m in read_ts(path)} if path.exists() else {}
    lang = TS_LANGUAGE.get(language, language)
    lines = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>",
             f'<TS version="2.1" language="{_xml(lang)}">']
    new = kept = 0
    contexts: list[tuple[str, list[tuple[str, str, str | None]]]] = [
        (i18n.LESSON_CONTEXT, [(source, "", os.path.relpath(where, path.parent)) for source, where in sources.items()]),
    ]
    if rulings:
        contexts.append((RULING_CONTEXT, [(text, rid, RULINGS_LOCATION) for rid, text in rulings.items()]))
    for context, messages in contexts:
        lines += ["<context>", f"    <name>{context}</name>"]
        for source, comment, location in messages:
            before = old.pop((context, source, comment), None)
            if before is None:
                new += 1
            else:
                kept += 1
            kind = "unfinished" if before is None or before.kind == "vanished" or not any(before.forms) \
                else before.kind
            text = before.forms[0] if before is not None and before.forms else ""
            lines += _message(source, comment, location, kind, text)
        lines.append("</context>")
    lines += ["</TS>", ""]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines), encoding="utf-8")
    return new, kept


def _message(source: str, comment: str, location: str | None, kind: str, text: str) -> list[str]:
    out = ["    <message>"]
    if location is not None:
        out.append(f'        <location filename="{_xml(Path(location).as_posix())}"/>')
    out.append(f"        <source>{_xml(source)}</source>")
    if comment:
        out.append(f"        <comment>{_xml(comment)}</comment>")
    attr = f' type="{kind}"' if kind else ""
    out.append(f"        <translation{attr}>{_xml(text)}</translation>")
    out.append("    </message>")
    return out


# -- update and build ---------------------------------------------------------------------


def qt_tool(name: str) -> str:
    """``pyside6-lupdate`` / ``pyside6-lrelease``: beside this Python, else on the PATH."""
    beside = Path(sys.executable).parent / f"pyside6-{name}"
    found = str(beside) if beside.exists() else shutil.which(f"pyside6-{name}")
    if found is None:
        raise FileNotFoundError(f"pyside6-{name} is not installed (it comes with PySide6)")
    return found


def code_sources(checkout: Path) -> list[Path]:
    """The package's Python files, as lupdate reads them."""
    return sorted(p for p in (checkout / "trainer").rglob("*.py") if "__pycache__" not in p.parts)


def run_lupdate(sources: list[Path], ts: Path, language: str, *, plural_only: bool = False) -> None:
    args = [qt_tool("lupdate"), "-silent", "-no-obsolete", "-target-language", TS_LANGUAGE[language],
            *map(str, sources), "-ts", str(ts)]
    if plural_only:
        args.insert(2, "-pluralonly")
    subprocess.run(args, check=True, capture_output=True)


def run_lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([qt_tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True, capture_output=True)


def update(checkout: Path, folder: Path | None = None, *, rulings: Mapping[str, str]) -> list[Path]:
    """Extract every string of the code and the lessons, and the ``rulings`` (id -> English
    text, :func:`trainer.scenarios.rulings.rulings`), into the ``.ts`` files."""
    out = folder or checkout / "assets" / "translations"
    out.mkdir(parents=True, exist_ok=True)
    sources = code_sources(checkout)
    lessons = lesson_sources(checkout / "lessons")
    written = [code_ts("en", out)]
    run_lupdate(sources, code_ts("en", out), "en", plural_only=True)
    for language in TRANSLATED:
        run_lupdate(sources, code_ts(language, out), language)
        write_lessons_ts(lessons_ts(language, out), language, lessons, rulings)
        written += [code_ts(language, out), lessons_ts(language, out)]
    return written


def live_keys(path: Path) -> set[tuple[Key, bool]]:
    """The messages a catalogue holds for the code as it is (vanished ones left out), with
    whether each is a plural."""
    return {(m.key, m.numerus) for m in read_ts(path) if m.live} if path.exists() else set()


def missing(checkout: Path, folder: Path, *, rulings: Mapping[str, str]) -> list[str]:
    """What the code and the lessons ask that the ``.ts`` files of ``folder`` lack (a string
    added and not extracted), or hold but the code no longer asks: an extraction into a
    scratch copy of the folder, compared message by message (locations aside)."""
    import tempfile

    problems = []
    with tempfile.TemporaryDirectory() as scratch:
        fresh = Path(scratch)
        for ts in folder.glob("*.ts"):
            shutil.copy(ts, fresh / ts.name)
        update(checkout, fresh, rulings=rulings)
        for ts in sorted(fresh.glob("*.ts")):
            now, committed = live_keys(ts), live_keys(folder / ts.name)
            problems += [f"{ts.name}: not extracted: {key!r}" for key in sorted(now - committed)]
            problems += [f"{ts.name}: no longer in the code: {key!r}" for key in sorted(committed - now)]
    return problems


def build(folder: Path) -> list[Path]:
    """``pyside6-lrelease`` every ``.ts`` of ``folder`` into its ``.qm``."""
    built = []
    for ts in sorted(folder.glob("*.ts")):
        qm = ts.with_suffix(".qm")
        run_lrelease(ts, qm)
        built.append(qm)
    return built
