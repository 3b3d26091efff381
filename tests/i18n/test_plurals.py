"""Issue 19: a sentence with a count reads right for one and for many in each language (Qt's %n
plural forms: Portuguese has two, Chinese one)."""

from __future__ import annotations

from pathlib import Path

import pytest

from trainer import translations
from trainer.translations import read_ts

FOLDER = Path(__file__).resolve().parents[2] / "assets" / "translations"


def _plurals(language: str) -> list[translations.Message]:
    return [m for m in read_ts(FOLDER / f"trainer_{language}.ts") if m.numerus and m.live]


def _say(language: str, source: str, n: int) -> str:
    """The plural ``source`` (in whatever context the code asks it) for ``n``."""
    (m,) = [m for m in _plurals(language) if m.source == source]
    return translations.catalogue(language, FOLDER).translate(m.context, source, m.comment or None, n)


@pytest.mark.parametrize("language", ["zh_Hant", "pt"])
def test_every_plural_says_the_count_for_one_and_for_many(language):
    catalogue = translations.catalogue(language, FOLDER)
    plurals = _plurals(language)
    assert len(plurals) >= 10
    for m in plurals:
        one, many = (catalogue.translate(m.context, m.source, m.comment or None, n) for n in (1, 3))
        assert "%n" not in one + many, m.source
        # the singular may say the one in words: «a única tentativa» (issue 32 T14), as English's "The only"
        assert "3" in many and ("1" in one or "única" in one or "唯一" in one), (m.source, one, many)


def test_portuguese_has_a_singular_and_a_plural_form():
    for m in _plurals("pt"):
        assert len(m.forms) == 2 and m.forms[0] != m.forms[1], m.source
    assert (_say("pt", "%n items", 1), _say("pt", "%n items", 12)) == ("1 item", "12 itens")
    assert (_say("pt", "in %n days", 1), _say("pt", "in %n days", 2)) == ("daqui a 1 dia", "daqui a 2 dias")


def test_chinese_has_one_form_for_every_count():
    for m in _plurals("zh_Hant"):
        assert len(m.forms) == 1, m.source
    assert (_say("zh_Hant", "%n items", 1), _say("zh_Hant", "%n items", 12)) == ("1題", "12題")


def test_t10_the_portuguese_catalogue_is_portugals():
    """Issue 32 T10: trainer_pt.ts said pt_BR, whose plural rule puts 0 in the singular."""
    for name in ("trainer_pt.ts", "lessons_pt.ts"):
        assert '<TS version="2.1" language="pt_PT">' in (FOLDER / name).read_text(encoding="utf-8")[:200], name


@pytest.mark.parametrize(("language", "context", "source", "said"), [
    ("pt", "LibraryTab", "%n hands", ("0 jogadas", "1 jogada", "2 jogadas")),
    ("pt", "DrillScreen", "%n of {answered} right", ("0 certas em {answered}", "1 certa em {answered}",
                                                     "2 certas em {answered}")),
    ("en", "LibraryTab", "%n hands", ("0 hands", "1 hand", "2 hands")),
    # U17: a hand ended after one step said "1 of 1 steps right"
    ("en", "SummaryPage", "{played} of %n hands played",
     ("{played} of 0 hands played", "{played} of 1 hand played", "{played} of 2 hands played")),
    ("pt", "SummaryPage", "{played} of %n hands played",
     ("{played} de 0 jogadas feitas", "{played} de 1 jogada feita", "{played} de 2 jogadas feitas")),
    *[(language, "SummaryPage", "{game} · {seats} · seed {seed} · {variant}: {correct} of %n steps right in {time}",
       tuple(said.format(n=n, s=s) for n, s in ((0, plural), (1, singular), (2, plural))))
      for language, said, singular, plural in (
          ("en", "{{game}} · {{seats}} · seed {{seed}} · {{variant}}: {{correct}} of {n} {s} in {{time}}",
           "step right", "steps right"),
          ("pt", "{{game}} · {{seats}} · semente {{seed}} · {{variant}}: {{correct}} de {n} {s}, em {{time}}",
           "passo certo", "passos certos"))],
    ("en", "", "%n whole hands", ("0 whole hands", "1 whole hand", "2 whole hands")),
    ("en", "", "Every bet is made in chips. Seat {seat} hands in {products}: {amount} in %n chips.",
     tuple(f"Every bet is made in chips. Seat {{seat}} hands in {{products}}: {{amount}} in {n} chip{s}."
           for n, s in ((0, "s"), (1, ""), (2, "s")))),
])
def test_t10_t17_the_shipped_qm_says_zero_one_and_two_right(qapp, language, context, source, said):
    """The .qm the app loads (lrelease's plural rule for the catalogue's language): Portugal and
    English say 0 in the plural and 1 in the singular ("1 certa em 3", not "1 certas"; "1 hand")."""
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load(str(FOLDER / f"trainer_{language}.qm"))
    assert tuple(translator.translate(context, source, "", n).replace("%n", str(n)) for n in (0, 1, 2)) == said


def test_t17_every_english_plural_is_finished():
    assert [m.source for m in _plurals("en") if not m.finished] == []


def test_t10_the_chinese_catalogues_are_hong_kong_and_macaus_traditional_chinese():
    """Issue 32 T10: the catalogues said zh_TW (Taiwan); Macau writes the Hong Kong forms (lrelease
    knows no zh_MO).  Qt's own dialogs still come from qtbase_zh_TW, the one Traditional Chinese
    catalogue Qt ships."""
    for name in ("trainer_zh_Hant.ts", "lessons_zh_Hant.ts"):
        assert '<TS version="2.1" language="zh_HK">' in (FOLDER / name).read_text(encoding="utf-8")[:200], name


@pytest.mark.parametrize(("language", "context", "source", "said"), [
    ("en", "PayChipsPanel", "Paid so far: {amount} in %n chips",
     ("Paid so far: {amount} in 1 chip", "Paid so far: {amount} in 3 chips")),
    ("pt", "PayChipsPanel", "Paid so far: {amount} in %n chips",
     ("Pago até agora: {amount} em 1 ficha", "Pago até agora: {amount} em 3 fichas")),
    ("pt", "ChangeBetPanel", "Change so far: {amount} in %n chips",
     ("Troco até agora: {amount} em 1 ficha", "Troco até agora: {amount} em 3 fichas")),
    ("en", "ResultsTab", "%n exams", ("1 exam", "3 exams")),
    ("pt", "ResultsTab", "%n exams", ("1 exame", "3 exames")),
    ("en", "SummaryPage", "%n seats", ("1 seat", "3 seats")),
    ("pt", "SummaryPage", "%n seats", ("1 lugar", "3 lugares")),
    ("zh_Hant", "SummaryPage", "%n seats", ("1個座位", "3個座位")),
])
def test_u17_counts_around_the_drills_agree_with_one_and_many(language, context, source, said):
    catalogue = translations.catalogue(language, FOLDER)
    assert tuple(catalogue.translate(context, source, None, n) for n in (1, 3)) == said
