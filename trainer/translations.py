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
import sys
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from trainer import i18n
from trainer.resources import asset, lessons_dir

TRANSLATED = ("zh_Hant", "pt")
"""The languages with catalogues of their own (English is the source)."""

TS_LANGUAGE = {"zh_Hant": "zh_HK", "pt": "pt_PT", "en": "en_US"}
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
    import xml.etree.ElementTree as ET  # the app's start reads no .ts (issue 36): only at a lookup

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
    i18n.set_translators(lambda language: LazyCatalogue(language).translate)  # render(message, language)
    i18n.set_language(chosen)  # which of a school lesson's translations is read (issue 35)
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
    import yaml

    base = root or lessons_dir()
    found: dict[str, Path] = {}
    for path in sorted(p for p in base.rglob("*.y*ml") if p.suffix in (".yaml", ".yml")):
        with path.open(encoding="utf-8") as f:
            data = yaml.safe_load(f)
        for text in lesson_strings(data):
            found.setdefault(text, path)
    return found


def _xml(text: str) -> str:
    from xml.sax.saxutils import escape  # here: it loads urllib and http, not needed at the app's start

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
    import shutil

    beside = Path(sys.executable).parent / f"pyside6-{name}"
    found = str(beside) if beside.exists() else shutil.which(f"pyside6-{name}")
    if found is None:
        raise FileNotFoundError(f"pyside6-{name} is not installed (it comes with PySide6)")
    return found


def code_sources(checkout: Path) -> list[Path]:
    """The package's Python files, as lupdate reads them."""
    return sorted(p for p in (checkout / "trainer").rglob("*.py") if "__pycache__" not in p.parts)


def run_lupdate(sources: list[Path], ts: Path, language: str, *, plural_only: bool = False) -> None:
    # the alias: the core's messages (trainer.i18n.msg, a Message) are read as the translator's, keys kept
    args = [qt_tool("lupdate"), "-silent", "-no-obsolete", "-tr-function-alias", "tr+=msg",
            "-target-language", TS_LANGUAGE[language],
            *map(str, sources), "-ts", str(ts)]
    if plural_only:
        args.insert(2, "-pluralonly")
    import subprocess

    subprocess.run(args, check=True, capture_output=True)


def run_lrelease(ts: Path, qm: Path) -> None:
    """Build ``qm`` beside itself and rename it into place: a running trainer maps its
    catalogues into memory, and a ``.qm`` rewritten in place under it ends that process with
    SIGBUS (seen when a build ran beside the test suite)."""
    import subprocess

    part = qm.with_name(qm.name + ".part")
    subprocess.run([qt_tool("lrelease"), "-silent", str(ts), "-qm", str(part)], check=True, capture_output=True)
    part.replace(qm)


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
    import shutil
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


# -- the Chinese font (issue 32) ------------------------------------------------------------

FONT_FAMILY = "Trainer Sans Hant"
"""The family of the font the app draws Chinese with, shipped in ``assets/fonts/``: a subset
of Noto Sans CJK HK (SIL Open Font License 1.1, ``assets/fonts/OFL.txt``) renamed, so that a
full Noto Sans CJK on the machine is not mistaken for it (nor it for the full face)."""
FONT_POSTSCRIPT = "TrainerSansHant-Regular"
FONT_FILE = f"{FONT_POSTSCRIPT}.otf"
FONT_SOURCE_FAMILY = "Noto Sans CJK HK"
"""The Traditional face whose forms Macau's Chinese is drawn in: Qt shapes zh_Hant_MO text in
the OpenType language ZHH (Hong Kong), so a TC face's ``locl`` swaps in these same glyphs on
screen — and the PDF writer, which maps glyphs back to text through the cmap, loses every
swapped one.  The subset takes the HK face's glyphs straight from its cmap and keeps no
``locl``: the same forms in every locale, on screen and on paper, and a PDF whose text reads."""
FONT_SOURCES = (
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",  # Debian, Ubuntu: fonts-noto-cjk
    "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",  # Arch: noto-fonts-cjk
    "/usr/share/fonts/google-noto-sans-cjk-fonts/NotoSansCJK-Regular.ttc",  # Fedora
    "/usr/local/share/fonts/NotoSansCJK-Regular.ttc",
)
"""Where the source face is looked for (``trainer translations font --source PATH`` otherwise):
the collection with every CJK face of Noto Sans, of which the one named :data:`FONT_SOURCE_FAMILY`."""
FONT_FEATURES_DROPPED = ("locl", "vert", "vrt2", "vkrn", "vpal", "valt", "vhal")
"""No regional swaps (see :data:`FONT_SOURCE_FAMILY`), no vertical text."""

NAME_CHARACTERS = ((0xA4, 0x40), (0xC6, 0x7E))
"""The Big5 code range of its "frequently used" characters (常用字, 5401 of them), in the font
beside the app's own text: the trainees' Chinese names on the screens and the exam reports,
which no catalogue holds (and, a side effect, new Chinese text seldom changes the font)."""

CHINESE_BLOCKS = ((0x2E80, 0x9FFF), (0xF900, 0xFAFF), (0xFE10, 0xFE1F), (0xFE30, 0xFE4F), (0xFF00, 0xFFEF),
                  (0x20000, 0x3134F))
"""The Unicode blocks of the characters a Latin font does not draw: CJK radicals, symbols and
punctuation (「」、。), the ideographs and their extensions, the vertical and compatibility
forms, the full-width forms (，：（）)."""

QT_CONTEXTS = ("QPlatformTheme", "QGnomeTheme", "QDialogButtonBox", "QMessageBox", "QInputDialog", "QDialog",
               "QFileDialog", "QFileSystemModel", "QLineEdit", "QWidgetTextControl", "QUnicodeControlCharacterMenu",
               "QAbstractSpinBox", "QScrollBar", "QComboBox")
"""The contexts of Qt's own catalogue (``qtbase_zh_TW.qm``, loaded with the Chinese) whose text
the app's widgets show: the standard buttons (確定, 取消), the message, input and file dialogs,
the context menus of the text fields, spin boxes and scroll bars."""
QT_CATALOGUE = "qtbase_zh_TW.qm"


def fonts_dir() -> Path:
    return asset("fonts")


def shipped_font() -> Path:
    return fonts_dir() / FONT_FILE


def is_chinese(ch: str) -> bool:
    """A character of :data:`CHINESE_BLOCKS`."""
    code = ord(ch)
    return any(low <= code <= high for low, high in CHINESE_BLOCKS)


def read_qm(path: Path) -> Iterator[tuple[str, list[str]]]:
    """(context, translations) of every message of a compiled Qt catalogue (``.qm``): the
    messages block of Qt's format, read with the standard library (``QTranslator`` lists none)."""
    data = path.read_bytes()
    if data[:16] != bytes.fromhex("3CB86418CAEF9C95CD211CBF60A1BDDD"):
        raise ValueError(f"{path} is not a Qt .qm file")
    pos = 16
    while pos + 5 <= len(data):
        tag, size = data[pos], int.from_bytes(data[pos + 1:pos + 5], "big")
        block, pos = data[pos + 5:pos + 5 + size], pos + 5 + size
        if tag == 0x69:  # the messages
            yield from _qm_messages(block)


def _qm_messages(block: bytes) -> Iterator[tuple[str, list[str]]]:
    i, context = 0, ""
    forms: list[str] = []
    while i < len(block):
        tag = block[i]
        i += 1
        if tag == 1:  # end of a message
            yield context, forms
            context, forms = "", []
        elif tag in (2, 3, 4, 6, 7, 8):  # 2-4: UTF-16 (3: a translation), 6-8: bytes (7: the context)
            size = int.from_bytes(block[i:i + 4], "big")
            i += 4
            if size == 0xFFFFFFFF:  # a null string
                continue
            text = block[i:i + size]
            i += size
            if tag == 3:
                forms.append(text.decode("utf-16-be"))
            elif tag == 7:
                context = text.decode("utf-8", "replace")
        elif tag == 5:  # an obsolete hash
            i += 4
        elif tag != 9:
            raise ValueError(f"unknown tag {tag} in a .qm messages block")


def qt_translations_dir() -> Path | None:
    """PySide6's folder of Qt's catalogues (``QLibraryInfo.TranslationsPath`` of a wheel), found
    without loading Qt."""
    import importlib.util

    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    folder = Path(next(iter(spec.submodule_search_locations))) / "Qt" / "translations"
    return folder if folder.is_dir() else None


def name_characters() -> set[str]:
    """The characters of :data:`NAME_CHARACTERS` (Python's big5 codec)."""
    (first_high, first_low), (last_high, last_low) = NAME_CHARACTERS
    found = set()
    for high in range(first_high, last_high + 1):
        for low in (*range(0x40, 0x7F), *range(0xA1, 0xFF)):
            if (high, low) < (first_high, first_low) or (high, low) > (last_high, last_low):
                continue
            try:
                found.add(bytes((high, low)).decode("big5"))
            except UnicodeDecodeError:
                continue
    return found


def chinese_text(checkout: Path, qt_folder: Path | None = None) -> set[str]:
    """Every character the app may draw in Chinese: each character of the Chinese catalogues'
    translations (code, lessons, rulings) and of Qt's own text the widgets show
    (:data:`QT_CONTEXTS`), the Chinese characters written in the code (繁體中文, the language's
    name in every language), the lessons and the glossary, the common characters of names
    (:func:`name_characters`), and printable ASCII (the figures and Latin letters written
    between them)."""
    chars = {chr(c) for c in range(0x20, 0x7F)} | name_characters()
    for ts in sorted((checkout / "assets" / "translations").glob("*_zh_Hant.ts")):
        for m in read_ts(ts):
            for form in m.forms:
                chars.update(form)
    qt_catalogue = (qt_folder or qt_translations_dir() or Path("/nonexistent")) / QT_CATALOGUE
    if qt_catalogue.exists():
        for context, forms in read_qm(qt_catalogue):
            if context in QT_CONTEXTS:
                for form in forms:
                    chars.update(form)
    written = [*code_sources(checkout), *(checkout / "lessons").rglob("*.y*ml"), checkout / "docs" / "GLOSSARY.md"]
    for path in written:
        if path.is_file():
            chars.update(ch for ch in set(path.read_text(encoding="utf-8")) if is_chinese(ch))
    return {c for c in chars if c.isprintable() and (c == " " or not c.isspace())}


def font_source() -> tuple[Path, int] | None:
    """The first of :data:`FONT_SOURCES` on this machine, with the number of its face
    :data:`FONT_SOURCE_FAMILY` in the collection; None when there is none (or no fontTools)."""
    for candidate in FONT_SOURCES:
        path = Path(candidate)
        if path.is_file():
            number = source_face(path)
            if number is not None:
                return path, number
    return None


def source_face(path: Path) -> int | None:
    """The number of the face :data:`FONT_SOURCE_FAMILY` in ``path`` (0 for a single font)."""
    from fontTools.ttLib import TTCollection, TTFont

    if path.suffix.lower() in (".ttc", ".otc"):
        with TTCollection(str(path), lazy=True) as collection:
            families = [face["name"].getDebugName(1) for face in collection.fonts]
        return families.index(FONT_SOURCE_FAMILY) if FONT_SOURCE_FAMILY in families else None
    with TTFont(str(path), lazy=True) as font:
        return 0 if font["name"].getDebugName(1) == FONT_SOURCE_FAMILY else None


@dataclass
class FontBuild:
    path: Path
    characters: int  # the characters the subset draws
    absent: str  # the characters asked for that the source face lacks (a Latin font draws them)
    written: bool  # False: the subset already drew exactly these characters


def build_font(checkout: Path, source: tuple[Path, int] | None = None, out: Path | None = None,
               qt_folder: Path | None = None) -> FontBuild:
    """Subset the source face (:func:`font_source`) to :func:`chinese_text` with fontTools,
    renamed :data:`FONT_FAMILY`, into ``assets/fonts/`` (the same characters, the same bytes:
    the source's dates are kept).  A developer's step: fontTools is a test dependency, the app
    only loads the result.  Raises FileNotFoundError without fontTools or the source face."""
    try:
        from fontTools.ttLib import TTFont
    except ImportError as exc:
        raise FileNotFoundError("fontTools is not installed (pip install -e '.[test]')") from exc
    found = source or font_source()
    if found is None:
        raise FileNotFoundError(f"the source face {FONT_SOURCE_FAMILY} is not installed (Debian: apt-get install "
                                f"fonts-noto-cjk), nor given with --source: looked in {', '.join(FONT_SOURCES)}")
    target = out or checkout / "assets" / "fonts" / FONT_FILE
    wanted = chinese_text(checkout, qt_folder)
    with TTFont(str(found[0]), fontNumber=found[1], recalcTimestamp=False) as font:  # the same bytes each build
        has = set(font.getBestCmap())
        drawn = {c for c in wanted if ord(c) in has}
        absent = "".join(sorted(wanted - drawn))
        if target.exists():
            with TTFont(str(target), lazy=True) as built:
                if {chr(c) for c in built.getBestCmap()} == drawn:
                    return FontBuild(target, len(drawn), absent, written=False)
        _subset(font, drawn)
        target.parent.mkdir(parents=True, exist_ok=True)
        font.save(str(target), reorderTables=True)
    return FontBuild(target, len(drawn), absent, written=True)


def _subset(font: Any, drawn: set[str]) -> None:
    from fontTools import subset

    options = subset.Options()
    options.name_IDs = ["*"]  # the copyright, licence and designers' names stay with the glyphs (OFL 2)
    options.name_languages = [0x409]
    options.notdef_outline = True
    options.drop_tables += ["vhea", "vmtx", "VORG"]  # no vertical text
    options.layout_features = [f for f in options.layout_features if f not in FONT_FEATURES_DROPPED]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(ord(c) for c in drawn))
    subsetter.subset(font)
    _rename(font)


def _rename(font: Any) -> None:
    """The subset's names: OFL 1.1 lets a modified version keep the family (Noto's licence reserves
    none), but a subset under the full face's name would stand in for it on a machine that has it."""
    version = (font["name"].getDebugName(5) or "").split(";")[0].removeprefix("Version ")
    names = {1: FONT_FAMILY, 3: f"{version};trainer;{FONT_POSTSCRIPT}", 4: FONT_FAMILY, 6: FONT_POSTSCRIPT,
             10: f"The characters of the croupier trainer's Chinese text, subset from {FONT_SOURCE_FAMILY} "
                 f"{version} with fontTools (trainer translations font)."}
    table = font["name"]
    for record in list(table.names):
        if record.nameID in names or record.nameID in (16, 17, 21, 22):
            table.removeNames(nameID=record.nameID)
    for number, text in names.items():
        table.setName(text, number, 3, 1, 0x409)
    cff = font["CFF "].cff
    cff.fontNames = [FONT_POSTSCRIPT]
    top = cff[FONT_POSTSCRIPT]
    top.FullName, top.FamilyName = FONT_FAMILY, FONT_FAMILY
