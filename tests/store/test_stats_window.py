"""One builder of the answers' window for both databases (issue 34 item 5): the workstation's
SQLite and the school server's PostgreSQL ask the same question, each in its own spelling."""

from __future__ import annotations

from datetime import UTC, datetime

from trainer.store import Skill
from trainer.store.stats_sql import POSTGRES, SQLITE, answers_window, tally
from trainer.store.timestamps import to_text

SINCE, UNTIL = datetime(2026, 1, 1, tzinfo=UTC), datetime(2026, 2, 1, tzinfo=UTC)


def test_both_databases_filter_the_same_answers_in_their_own_spelling():
    here, params_here = answers_window(SQLITE, 7, SINCE, UNTIL, Skill("stud", "betting_order"))
    there, params_there = answers_window(POSTGRES, "school-7", SINCE, UNTIL, Skill("stud", "betting_order"))
    assert here.split(" AND ")[1:] == ["a.trainee_id = ?", "a.game = ?", "a.task = ?", "a.answered_at >= ?",
                                       "a.answered_at < ?"]
    assert there.split(" AND ")[1:] == ["a.trainee_id = %s", "a.game = %s", "a.task = %s",
                                        "a.answered_at >= %s", "a.answered_at < %s"]
    assert params_here == [7, "stud", "betting_order", to_text(SINCE), to_text(UNTIL)]
    assert params_there == ["school-7", "stud", "betting_order", SINCE, UNTIL]
    # exam answers stay out on both
    assert "exam" in here.split(" AND ")[0] and "exam" in there.split(" AND ")[0]
    assert answers_window(SQLITE, None, None, None) == (SQLITE.drills, [])


def test_a_tally_counts_and_takes_medians_per_key_in_key_order():
    rows = [(("b",), True, 3000, True), (("a",), False, 1000, None), (("b",), False, 5000, False),
            (("a",), True, 2000, True), (("b",), True, 4000, None)]
    assert tally(rows) == [("a", 2, 1, 1500.0, 1, 1), ("b", 3, 2, 4000.0, 2, 1)]
