"""U20: dates and times in Macau's form everywhere — one function (trainer.i18n.date_time_text)
for every screen, the PDF report, the CSV and the CLI; never the US 11/29/2026 12:46 AM."""

from __future__ import annotations

import csv
import io
import re
import time
from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from trainer import i18n
from trainer.store import Answer, SessionKind, Store

MOMENT = datetime(2026, 11, 28, 16, 46, 5, tzinfo=UTC)  # 00:46:05 on 29 November in Macau


@pytest.fixture
def macau(monkeypatch):
    monkeypatch.setenv("TZ", "Asia/Macau")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_u20_a_moment_is_written_day_first_on_the_24_hour_clock(macau):
    assert i18n.date_text(MOMENT) == "29/11/2026"
    assert i18n.date_text(date(2026, 3, 4)) == "04/03/2026"
    assert i18n.clock_text(MOMENT) == "00:46" and i18n.clock_text(MOMENT, seconds=True) == "00:46:05"
    assert i18n.date_time_text(MOMENT) == "29/11/2026 00:46"
    assert i18n.date_time_text(None) == "—" and i18n.date_text(None) == "—"


def test_u20_the_csv_a_person_reads_writes_the_same_dates(macau):
    with Store.memory() as store:
        ana = store.add_trainee("Ana")
        session = store.start_session(ana.id, SessionKind.DRILL, now=MOMENT)
        store.record_answer(session.id, Answer("i-1", "holdem", "winner", {"game": "holdem"}, {}, False, 0.0,
                                               3000), now=MOMENT)
        out = io.StringIO()
        store.export(out, "csv")
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert [r["date/time"] for r in rows if r["record"] == "attempt"] == ["29/11/2026 00:46:05"]


TRAINER = Path(__file__).parents[2] / "trainer"
# A time of day formatted anywhere but in trainer/i18n.py (file names and SQL stamps aside).
OWN_FORMAT = re.compile(r"%[HIMp]|QLocale\(\)\.toString\(Q(?:Date|DateTime|Time)")
NOT_FOR_PEOPLE = ("store/safety.py", "store/migrations.py")  # a backup's file name; SQL timestamps


def test_u20_no_screen_formats_a_time_of_its_own():
    found = []
    for path in TRAINER.rglob("*.py"):
        rel = path.relative_to(TRAINER).as_posix()
        if rel == "i18n.py" or rel in NOT_FOR_PEOPLE:
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if OWN_FORMAT.search(line):
                found.append(f"{rel}:{n}: {line.strip()}")
    assert found == []
