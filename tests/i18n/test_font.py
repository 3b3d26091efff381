"""The Chinese font the app brings (issue 32): a subset of an OFL face, committed in
``assets/fonts/``, that draws every character of the Chinese the app ships — the catalogues,
the lessons, the code's own words, Qt's dialogs in Chinese — and the common characters of
trainees' names, so that no machine needs a Chinese font of its own.  Read with fontTools
(a test dependency; the app only loads the file)."""

from __future__ import annotations

import unicodedata
from pathlib import Path

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.ttLib import TTFont
from PySide6.QtCore import QLibraryInfo

from trainer import translations
from trainer.translations import FONT_FAMILY, FONT_POSTSCRIPT, FONT_SOURCE_FAMILY, QT_CONTEXTS, read_qm, read_ts

ROOT = Path(__file__).resolve().parents[2]
FONT = ROOT / "assets" / "fonts" / translations.FONT_FILE
REBUILD = "rebuild it: trainer translations build (with fonts-noto-cjk installed: apt-get install fonts-noto-cjk)"


def wide(text: str) -> set[str]:
    """The characters a Latin font does not draw: East Asian wide and full-width ones."""
    return {c for c in set(text) if unicodedata.east_asian_width(c) in ("W", "F")}


def shipped_chinese() -> dict[str, set[str]]:
    """Where each character of the Chinese the app ships comes from."""
    found: dict[str, set[str]] = {}
    for ts in sorted((ROOT / "assets" / "translations").glob("*_zh_Hant.ts")):
        chars = found.setdefault(ts.name, set())
        for message in read_ts(ts):
            for form in message.forms:
                chars |= wide(form) | {c for c in form if c.isascii() and c.isprintable()}
    written = [*(ROOT / "lessons").rglob("*.yaml"), *(ROOT / "trainer").rglob("*.py"), ROOT / "docs" / "GLOSSARY.md"]
    for path in written:
        found.setdefault("lessons, code, glossary", set()).update(wide(path.read_text(encoding="utf-8")))
    qt = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / "qtbase_zh_TW.qm"
    found["Qt's dialogs"] = {c for context, forms in read_qm(qt) if context in QT_CONTEXTS for f in forms
                             for c in wide(f)}
    return found


def drawn(path: Path = FONT) -> set[str]:
    with TTFont(str(path), lazy=True) as font:
        return {chr(code) for code in font.getBestCmap()}


def test_the_shipped_font_draws_every_character_of_the_chinese_the_app_ships():
    has = drawn()
    sources = shipped_chinese()
    assert sum(len(chars) for chars in sources.values()) > 1000 and len(sources["Qt's dialogs"]) > 50
    assert {"繁", "體", "確", "定", "取", "消"} <= sources["lessons, code, glossary"] | sources["Qt's dialogs"]
    for where, chars in sources.items():
        missing = "".join(sorted(chars - has))
        assert not missing, f"{where}: {missing} — {REBUILD}"


def test_the_font_draws_the_common_characters_of_trainees_names():
    """A candidate's Chinese name on the sign-in list and the exam report, which no catalogue
    holds: Big5's 5401 frequently used characters, Macau's common surnames among them."""
    has = drawn()
    names = translations.name_characters()
    assert len(names) == 5401 and names <= has
    assert set("陳李黃梁何張劉林吳區譚鄭葉蔡馮歐陽司徒大文嘉欣") <= has


def test_the_font_is_a_renamed_ofl_subset_with_one_form_per_character():
    with TTFont(str(FONT)) as font:
        name, gsub, tables = font["name"], font["GSUB"].table, set(font.keys())
    assert name.getDebugName(1) == FONT_FAMILY and name.getDebugName(6) == FONT_POSTSCRIPT
    assert "Noto" not in name.getDebugName(1) and "Source" not in name.getDebugName(1)  # OFL: a modified version
    assert "Adobe" in name.getDebugName(0) and "Open Font License" in name.getDebugName(13)
    licence = (FONT.parent / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence and FONT.name in licence and FONT_SOURCE_FAMILY in licence
    # No locl: Macau's locale would swap glyphs the PDF cannot map back to text; no vertical text.
    features = {record.FeatureTag for record in gsub.FeatureList.FeatureRecord}
    assert not features & {"locl", "vert", "vrt2"}
    assert not {"vhea", "vmtx", "VORG"} & tables
    assert FONT.stat().st_size < 2_000_000  # 1.5 MB for ~5500 characters


def test_read_qm_reads_what_lrelease_wrote(tmp_path):
    ts = tmp_path / "qt_zh.ts"
    ts.write_text('<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="zh_TW">'
                  "<context><name>QPlatformTheme</name><message><source>OK</source>"
                  "<translation>確定</translation></message><message><source>Cancel</source>"
                  "<translation>取消</translation></message></context>"
                  "<context><name>QFileDialog</name><message numerus=\"yes\"><source>%n files</source>"
                  "<translation><numerusform>%n 個檔案</numerusform></translation></message></context></TS>",
                  encoding="utf-8")
    translations.run_lrelease(ts, ts.with_suffix(".qm"))
    assert sorted(read_qm(ts.with_suffix(".qm"))) == [
        ("QFileDialog", ["%n 個檔案"]), ("QPlatformTheme", ["取消"]), ("QPlatformTheme", ["確定"])]


def fake_source(path: Path, chars: str) -> Path:
    """A tiny CFF face named like the real source, a square for each of ``chars``."""
    names = [".notdef", *(f"uni{ord(c):04X}" for c in chars)]
    builder = FontBuilder(1000, isTTF=False)
    builder.setupGlyphOrder(names)
    builder.setupCharacterMap({ord(c): f"uni{ord(c):04X}" for c in chars})
    strings = {}
    for i, glyph in enumerate(names):
        pen = T2CharStringPen(1000, None)
        pen.moveTo((100, 0))
        pen.lineTo((100, 100 + i * 10))
        pen.lineTo((900, 100 + i * 10))
        pen.closePath()
        strings[glyph] = pen.getCharString()
    builder.setupCFF("FakeSource-Regular", {"FullName": FONT_SOURCE_FAMILY}, strings, {})
    builder.setupHorizontalMetrics({glyph: (1000, 100) for glyph in names})
    builder.setupHorizontalHeader(ascent=880, descent=-120)
    builder.setupNameTable({"familyName": FONT_SOURCE_FAMILY, "styleName": "Regular",
                            "copyright": "Fake", "licenseDescription": "SIL Open Font License 1.1"})
    builder.setupOS2()
    builder.setupPost()
    builder.save(str(path))
    return path


def test_the_build_subsets_the_source_to_the_chinese_text_renamed_and_the_same_bytes_each_time(tmp_path):
    """trainer translations font: what the app's text asks and the source has, nothing else;
    a second build of the same text writes nothing, a build elsewhere writes the same bytes."""
    source = fake_source(tmp_path / "source.otf", "A 中文陳荷😀")
    assert translations.source_face(source) == 0
    first = translations.build_font(ROOT, (source, 0), out=tmp_path / "a.otf")
    assert first.written and drawn(first.path) == set("A 中文陳荷")  # no 😀: the app never writes it
    assert "官" in first.absent and "中" not in first.absent
    with TTFont(str(first.path)) as font:
        assert font["name"].getDebugName(1) == FONT_FAMILY and font["CFF "].cff.fontNames == [FONT_POSTSCRIPT]
    again = translations.build_font(ROOT, (source, 0), out=first.path)
    assert not again.written
    other = translations.build_font(ROOT, (source, 0), out=tmp_path / "b.otf")
    assert other.path.read_bytes() == first.path.read_bytes()
