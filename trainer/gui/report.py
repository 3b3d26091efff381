"""The printable exam report: one A4 page written with QPdfWriter.

Candidate, exam, dates, score, the result, the per-skill table, and the
verification code in large type with the command that checks it
(``trainer results verify --code CODE``).  The paper says what the result is worth
(issue 31 X11, U12): a *certificate* names the instructor who opened the exam, the one
who signed its result and the school key's fingerprint (to compare with the one the
school publishes); an unsigned result is headed "practice only" and never shows PASS;
an invalid one says so.  ``write_report(path, store, exam_id)``
is called by the exam screen and by the instructor area.
"""

from __future__ import annotations

import html
import os
from datetime import datetime

from PySide6.QtCore import QMarginsF, QSizeF
from PySide6.QtGui import QFont, QPageLayout, QPageSize, QPainter, QPdfWriter, QTextDocument

from trainer.gui.exam.models import skill_title
from trainer.gui.exam.result_page import floors_missed_text, standing_text
from trainer.gui.style import app_font
from trainer.i18n import date_time_text, lesson_text, percent, tr  # context "", as lupdate reads a module's tr()
from trainer.scenarios import words
from trainer.store import CertificateStanding, ExamId, Store, StoreError
from trainer.training.exam import outcome_of

RESOLUTION = 300  # dots per inch of the PDF's drawing surface
MARGIN_MM = 18


def _when(moment: datetime | None) -> str:
    return date_time_text(moment)  # as every screen writes it (U20)


def minimum(floor: int | None) -> str:
    """After a skill's name: the floor its quota sets, if any."""
    return "" if floor is None else " " + tr("(at least {floor} right)").format(floor=floor)


def report_html(store: Store, exam_id: ExamId) -> str:
    """The report's content as HTML (what :func:`write_report` lays out on the page)."""
    outcome = outcome_of(store, exam_id)
    if outcome is None:
        raise StoreError(f"exam {exam_id} has not been submitted: there is no result to report")
    exam, d = outcome.exam, outcome.definition
    name = store.trainee(exam.trainee_id).name
    cert = store.certificate(exam_id)
    certified = cert.standing == CertificateStanding.CERTIFIED
    esc = html.escape
    headings = {
        CertificateStanding.CERTIFIED: tr("Croupier trainer · certification exam report · certificate"),
        CertificateStanding.UNTRUSTED: tr("Croupier trainer · exam report · signed, not a certificate"),
        CertificateStanding.INVALID: tr("Croupier trainer · exam report · INVALID, not a certificate"),
        CertificateStanding.UNSIGNED: tr("Croupier trainer · practice exam report · unsigned, not a certificate"),
    }
    said = {  # the words inside the HTML below, looked up apart (lupdate does not read f-strings)
        "record": tr("exam record"), "mark": tr("pass mark"), "all": tr("All items"),
        "heading": headings[cert.standing], "by_skill": tr("Results by skill"),
        "code": tr("Verification code"), "examiner": tr("Examiner"), "candidate": tr("Candidate"),
        "code_note": tr("The code is computed from the result and the answers behind it; it matches only while "
                        "the exam records are unchanged."),
    }
    if cert.standing == CertificateStanding.INVALID:
        verdict, colour = tr("INVALID — not a certificate"), "#b03a2e"
    elif not certified:  # never a PASS on paper that is not a certificate
        verdict = tr("passed — practice only") if outcome.passed else tr("not passed — practice only")
        colour = "#555555"
    else:
        verdict, colour = (tr("PASS"), "#1e7d45") if outcome.passed else (tr("FAIL"), "#b03a2e")
    rows = [
        (tr("Candidate"), f"<b>{esc(name)}</b>"),
        (tr("Exam"), f"{esc(lesson_text(d.title))}<br><span style='color:#666;font-size:8pt'>{esc(d.id)} · "
                     f"{esc(said['record'])} {esc(exam.id)}</span>"),
        (tr("Game"), esc(words.game(d.game))),
        (tr("Started"), esc(_when(exam.started_at))),
        (tr("Submitted"), esc(_when(exam.submitted_at))),
        (tr("Score"), f"<b>{percent(outcome.score, 1)}</b> ({esc(said['mark'])} {d.pass_mark:g} %)"),
        (tr("Result"), f"<b style='color:{colour};font-size:{16 if certified else 12}pt'>{esc(verdict)}</b>"),
        (tr("Standing"), f"<b>{esc(standing_text(cert, outcome.passed, tr))}</b>"),
    ]
    floors = floors_missed_text(outcome, tr)
    if floors:
        rows.append((tr("Minimum missed"), "<br>".join(f"<b style='color:#b03a2e'>{esc(f)}</b>" for f in floors)))
    facts = "".join(f"<tr><td width='28%' style='color:#555'>{k}</td><td>{v}</td></tr>" for k, v in rows)
    head = "".join(f"<th align='{a}'>{esc(t)}</th>" for t, a in (
        (tr("Skill"), "left"), (tr("Items"), "center"), (tr("Answered"), "center"),
        (tr("Right"), "center"), (tr("Score"), "center")))
    lines = "".join(
        f"<tr><td>{esc(skill_title(x, tr))}{esc(minimum(x.min_correct))}</td>"
        f"<td align='center'>{x.items}</td>"
        f"<td align='center'>{x.answered}</td><td align='center'>{x.correct}</td>"
        f"<td align='center'>{percent(x.percent)}</td></tr>" for x in outcome.lines)
    answered = sum(x.answered for x in outcome.lines)
    correct = sum(x.correct for x in outcome.lines)
    total = (f"<tr><td><b>{esc(said['all'])}</b></td><td align='center'><b>{outcome.items}</b></td>"
             f"<td align='center'><b>{answered}</b></td><td align='center'><b>{correct}</b></td>"
             f"<td align='center'><b>{percent(outcome.score, 1)}</b></td></tr>")  # the Score row's figure
    check = tr("To check this report, run this on a workstation that holds the exam records:")
    return f"""
<p style='color:#777;font-size:9pt'>{esc(said['heading'])}</p>
<h1 style='font-size:20pt'>{esc(lesson_text(d.title))}</h1>
<table width='100%' cellspacing='0' cellpadding='5' style='font-size:11pt'>{facts}</table>
<h2 style='font-size:13pt'>{esc(said['by_skill'])}</h2>
<table width='100%' cellspacing='0' cellpadding='5' border='1'
       style='font-size:10.5pt;border-collapse:collapse;border-color:#999'>
<tr style='background:#e9edf0'>{head}</tr>{lines}{total}</table>
<h2 style='font-size:13pt'>{esc(said['code'])}</h2>
<p align='center' style='font-family:DejaVu Sans Mono,monospace;font-size:28pt;font-weight:bold;
   letter-spacing:2pt'>{esc(outcome.code)}</p>
<p style='font-size:10pt'>{esc(check)}</p>
<p style='font-family:DejaVu Sans Mono,monospace;font-size:11pt'>
   trainer results verify --code {esc(outcome.code)}</p>
<p style='font-size:9pt;color:#555'>{esc(said['code_note'])}</p>
<p>&nbsp;</p>
<table width='100%' cellspacing='0' cellpadding='4' style='font-size:10pt'>
<tr><td width='50%'>{esc(said['examiner'])}: ______________________</td>
<td>{esc(said['candidate'])}: ______________________</td></tr></table>
"""


def write_report(path: str | os.PathLike[str], store: Store, exam_id: ExamId) -> None:
    """Write the report of a submitted exam as a one-page A4 PDF at ``path``.

    Raises StoreError if the exam has no result, OSError if the file cannot be written.
    """
    content = report_html(store, exam_id)
    target = os.fspath(path)
    with open(target, "wb"):  # fail early, with the system's reason, if the place is not writable
        pass
    writer = QPdfWriter(target)
    writer.setResolution(RESOLUTION)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter)
    writer.setTitle(tr("Exam report"))
    writer.setCreator("Croupier trainer")
    doc = QTextDocument()
    doc.documentLayout().setPaintDevice(writer)
    doc.setDocumentMargin(0)
    # Black on white whatever the application's (dark) palette says.
    # The app's families: the Latin font, then the shipped Chinese face (issue 32), whose glyphs
    # the PDF embeds (a reader's machine needs no Chinese font), whatever font the caller set.
    font = app_font(doc.defaultFont())
    font.setFeature(QFont.Tag("liga"), 0)  # "fi" stays two letters for pdftotext and search
    doc.setDefaultFont(font)
    doc.setDefaultStyleSheet("body, p, td, th, h1, h2 { color: #111111; } th { font-weight: bold; }")
    page = writer.pageLayout().paintRectPixels(RESOLUTION)
    doc.setPageSize(QSizeF(page.width(), page.height()))
    doc.setHtml(content)
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(f"cannot write a PDF to {target}")
    try:
        doc.drawContents(painter)
    finally:
        painter.end()
