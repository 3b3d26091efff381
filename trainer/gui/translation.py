"""The app's language (issue 19): Qt's translators for our catalogues and Qt's own, installed
and switched while the app runs.

``use_language("pt")`` loads ``trainer_pt.qm`` and ``lessons_pt.qm`` (``assets/translations``)
and Qt's own catalogue for the standard dialogs and buttons (:data:`QT_BASE`: Portugal's
``qt_pt_PT``, Hong Kong and Taiwan's ``qtbase_zh_TW``),
makes ``trainer.i18n.tr`` look up ``QCoreApplication.translate("", text, disambiguation, n)``
— the context lupdate writes for it — and sets the number grouping and Qt's default locale (dates are written by
:func:`trainer.i18n.date_time_text`, one form in every language: Macau's).
The caller then re-translates its screens (``MainWindow.set_language``).
"""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QDialogButtonBox, QInputDialog, QMessageBox

from trainer import i18n
from trainer.i18n import QT_TRANSLATE_NOOP
from trainer.translations import LessonSources, lessons_ts, no_lesson_sources, translations_dir

QT_LOCALES: dict[str, QLocale] = {
    "en": QLocale(QLocale.Language.English, QLocale.Country.UnitedStates),
    "zh_Hant": QLocale(QLocale.Language.Chinese, QLocale.Script.TraditionalChineseScript, QLocale.Country.Macau),
    "pt": QLocale(QLocale.Language.Portuguese, QLocale.Country.Portugal),
}
QT_BASE: dict[str, tuple[str, ...]] = {"en": (), "zh_Hant": ("qtbase_zh_TW", "qtbase_zh_HK"),
                                       "pt": ("qtbase_pt_PT", "qt_pt_PT")}
"""Qt's own catalogues per language (in PySide6's translations folder), the first present wins.
PySide6 ships no ``qtbase_pt_PT``; its ``qt_pt_PT`` is Portugal's (Qt 4's, the spelling before the
1990 agreement: "Gravar", "Ficheiro", "Seleccionar") and holds the file dialog's words, which
``qtbase_pt_BR`` would say in Brazil's ("Salvar", "Arquivo"), so Portugal's is loaded.  What it
lacks — the standard buttons (context ``QPlatformTheme`` since Qt 5) and two of the file dialog's
labels — our catalogues hold (:data:`QT_OWN_WORDS`)."""

BUTTONS = "StandardButton"
BUTTON_WORDS: dict[str, str] = {
    "Ok": QT_TRANSLATE_NOOP("StandardButton", "OK"),
    "Cancel": QT_TRANSLATE_NOOP("StandardButton", "Cancel"),
    "Close": QT_TRANSLATE_NOOP("StandardButton", "Close"),
    "Yes": QT_TRANSLATE_NOOP("StandardButton", "Yes"),
    "No": QT_TRANSLATE_NOOP("StandardButton", "No"),
}
"""A standard button's words in our catalogues: Qt has no European Portuguese catalogue
(:data:`QT_BASE`), so without these a Portuguese screen's Close and OK stayed English."""

QT_OWN_WORDS = (
    # Qt's standard buttons, as Qt itself asks for them (QPlatformTheme::defaultStandardButtonText):
    # every QMessageBox, QDialogButtonBox and QFileDialog, ours or Qt's own
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Retry"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Ignore"),
    # the file dialog's labels that Portugal's qt_pt_PT does not hold
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Choose"),  # Qt 6's folder dialog: Qt 4's catalogue has none of these
    QT_TRANSLATE_NOOP("QFileDialog", "&New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "All files (*)"),
)
"""Qt's own words that Qt's catalogue for the language lacks (:data:`QT_BASE`): looked up by Qt
in every translator installed, ours too.  Where Qt's catalogue has them (zh_TW), it wins."""


def name_buttons(box: QDialogButtonBox | QMessageBox | QInputDialog) -> None:
    """Each standard button of ``box`` in the language in use (call again on a language change)."""
    words = {name: QCoreApplication.translate(BUTTONS, text) for name, text in BUTTON_WORDS.items()}
    if isinstance(box, QInputDialog):
        box.setOkButtonText(words["Ok"])
        box.setCancelButtonText(words["Cancel"])
        return
    for button in box.buttons():
        name = box.standardButton(button).name
        if name in words:
            button.setText(words[name])


_installed: list[QTranslator] = []
_loaded: dict[tuple[str, str, tuple[tuple[int, int] | None, ...]], list[QTranslator]] = {}
"""Each language's translators, loaded at its first use (issue 36: catalogues loaded once)."""
_language = "en"
_chosen = False
_indexes: dict[Path, LessonSources] = {}


def qt_translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate(context, text, disambiguation, n)


def system_language() -> str:
    """The default language: the system locale's (zh_HK, zh_MO, zh_TW -> zh_Hant; pt -> pt)."""
    return i18n.language_for_locale(QLocale.system().name())


def current_language() -> str:
    return _language


def installed() -> bool:
    """A language was chosen in this process (the app's start chooses the system's)."""
    return _chosen




def use_language(language: str, folder: Path | None = None) -> bool:
    """Install ``language``'s translators in place of the previous ones; False when nothing
    changed.  ``folder``: where the ``.qm`` files are (tests use their own)."""
    global _language, _chosen
    if language not in i18n.LANGUAGES:
        language = "en"
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("use_language needs a QApplication")
    if language == _language and _chosen and folder is None:
        return False
    _chosen = True
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    where = folder or translations_dir()
    # Each language's catalogues are read once a process (issue 36): a switch back to it installs
    # the translators loaded before, while its files are the same (their size and time).
    key = (language, str(where), _stamps(where, language)) if folder is None else None
    kept = _loaded.get(key) if key is not None else None
    if kept is None:
        kept = _translators(app, language, where)
        if key is not None:
            _loaded[key] = kept
    for translator in kept:
        app.installTranslator(translator)
        _installed.append(translator)
    _language = language
    i18n.set_translator(qt_translate)
    i18n.set_language(language)  # which of a school lesson's translations is read (issue 35)
    i18n.set_lesson_sources(_lesson_sources(lessons_ts(language, where)) if language != "en" else no_lesson_sources)
    i18n.set_group_separator(i18n.GROUP_SEPARATORS[language])
    QLocale.setDefault(QT_LOCALES[language])
    # Qt posts LanguageChange to every widget (changeEvent): delivered now, not after the
    # caller's re-translation has been painted.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    return True


def _lesson_sources(path: Path) -> LessonSources:
    """One index per catalogue file in a process: a switch back reads no XML again."""
    found = _indexes.get(path)
    if found is None:
        found = _indexes[path] = LessonSources(path)
    return found


def _stamps(where: Path, language: str) -> tuple[tuple[int, int] | None, ...]:
    def one(path: Path) -> tuple[int, int] | None:
        try:
            stat = path.stat()
        except OSError:
            return None
        return stat.st_mtime_ns, stat.st_size

    return tuple(one(where / f"{name}_{language}.qm") for name in ("trainer", "lessons"))


def _translators(app: QCoreApplication, language: str, where: Path) -> list[QTranslator]:
    """``language``'s translators, loaded: ours (the code's, the lessons'), then Qt's own."""
    out = [t for name in (f"trainer_{language}", f"lessons_{language}") if (t := _load(app, name, where))]
    qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    for qt_name in QT_BASE[language]:
        found = _load(app, qt_name, qt_dir)
        if found is not None:
            out.append(found)
            break
    return out


def _load(app: QCoreApplication, name: str, folder: Path) -> QTranslator | None:
    path = folder / f"{name}.qm"
    if not path.exists():
        return None
    translator = QTranslator(app)
    if not translator.load(str(path)):
        return None
    return translator


def date_text(moment: datetime | date | None) -> str:
    """A date as every screen writes it (U20: one function, :func:`trainer.i18n.date_text`)."""
    return i18n.date_text(moment)


def date_time_text(moment: datetime | None) -> str:
    """A date and time as every screen writes them (:func:`trainer.i18n.date_time_text`)."""
    return i18n.date_time_text(moment)
