"""The PDF exam report in Chinese (issue 19): read back with pypdf, it holds the candidate's
Chinese name and the Chinese headings, and the font with the Chinese glyphs — the app's own
face (issue 32), on any machine — is embedded in the file (a font program, not a name a
reader's machine may not have)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from trainer import i18n
from trainer.curriculum.exam import check_exam, check_exam_text
from trainer.gui import translation
from trainer.gui.report import write_report
from trainer.training.exam import ExamSession
from trainer.translations import FONT_POSTSCRIPT

ROOT = Path(__file__).resolve().parents[2]
NAME = "陳大文"
SMALL_EXAM = """\
id: holdem-small
title: "{title}"
game: holdem
items: 4
time_limit: 10
pass_mark: 80
attempts_allowed: 1
review: after-submit
skills:
  - {{task: winner, count: 2, min_correct: 1}}
  - {{task: commission, count: 2}}
"""


@pytest.fixture
def chinese(qapp):
    translation.use_language("zh_Hant")
    yield
    translation.use_language("en")


def embedded_fonts(reader: PdfReader) -> dict[str, set[str]]:
    """Each font of the pages (its descendants too) -> the font programs embedded with it."""
    found: dict[str, set[str]] = {}
    for page in reader.pages:
        resources = page["/Resources"].get_object()
        for font in resources.get("/Font", {}).values():
            font = font.get_object()
            parts = [font, *(d.get_object() for d in font.get("/DescendantFonts", []))]
            programs = found.setdefault(str(font["/BaseFont"]), set())
            for part in parts:
                descriptor = part.get("/FontDescriptor")
                if descriptor is not None:
                    descriptor = descriptor.get_object()
                    programs |= {k for k in ("/FontFile", "/FontFile2", "/FontFile3") if k in descriptor
                                 and len(descriptor[k].get_object().get_data()) > 1000}
    return found


def test_the_report_in_chinese_holds_the_name_the_headings_and_the_embedded_glyphs(qapp, store, tmp_path, chinese):
    shipped, _ = check_exam(ROOT / "lessons" / "exams" / "holdem.yaml")
    assert shipped is not None
    # The shipped exam's title and skills' words, four generated items (written ones would load every lesson).
    definition, problems = check_exam_text(SMALL_EXAM.format(title=shipped.title))
    assert definition is not None and not problems
    candidate = store.add_trainee(NAME)
    session = ExamSession.start(store, candidate.id, definition, seed=7)
    session.submit()
    target = tmp_path / "report.pdf"
    write_report(target, store, session.exam.id)
    reader = PdfReader(str(target))
    text = "".join("".join(page.extract_text().split()) for page in reader.pages)
    headings = [i18n.tr("Croupier trainer · practice exam report · unsigned, not a certificate"),
                i18n.tr("Results by skill"),
                i18n.tr("Verification code"), i18n.tr("Candidate"), i18n.tr("Examiner"),
                i18n.lesson_text(definition.title), i18n.tr("not passed — practice only")]
    assert "Minimum" not in text and i18n.tr("Minimum missed") in text  # the floor of 1 missed: unanswered
    assert headings[1] == "各技能成績" and headings[3] == "考生"  # the catalogue's Chinese, not English
    for heading in [NAME, *headings]:
        assert "".join(heading.split()) in text, heading
    assert "Results by skill" not in text and "Candidate" not in text
    fonts = embedded_fonts(reader)
    # Every Chinese glyph, the name's too, from the shipped face (issue 32), whose program is in the file.
    cjk = [name for name in fonts if "Trainer" in name or "WenQuanYi" in name or "CJK" in name or "Han" in name
           or "JhengHei" in name or "PingFang" in name or "YaHei" in name]
    assert [name.lstrip("/").split("+")[-1] for name in cjk] == [FONT_POSTSCRIPT], fonts
    assert all(fonts[name] for name in cjk), fonts
