"""``trainer bench --gui``: its cold-start runs are real starts of the app, and leave the
settings of the user who runs them as they were."""

from __future__ import annotations

import pytest

from trainer.bench.bench_gui import cold_start_ms


def test_a_cold_start_run_leaves_the_users_settings_alone(tmp_path, monkeypatch):
    user_config, user_cache = tmp_path / "user-config", tmp_path / "user-cache"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(user_config))
    monkeypatch.setenv("TRAINER_CACHE_DIR", str(user_cache))
    times = cold_start_ms(1)  # two starts: the first makes the database
    assert len(times) == 1 and 0 < times[0] < 60_000
    assert not user_config.exists()  # no window geometry from an offscreen screen for the next real start
    # nor the indexes: the runs keep their own, which another checkout's runs cannot overwrite between two
    assert not user_cache.exists()


@pytest.mark.slow  # two fresh apps, each checking every lesson for its library (~45 s); the area's tabs, replays
# and library are each opened by fast tests (tests/gui/test_instructor*.py), the records by the test below
def test_the_instructor_area_rows_come_from_a_real_run_on_a_class(tmp_path, monkeypatch):
    """Issue 33 item 7: the instructor rows are measured in the app as an instructor clicks it,
    on records with replayable mistakes; every row has its figure (how fast: the bench's job)."""
    from trainer.bench.bench_instructor import TABS, instructor_rows, instructor_runs
    from trainer.bench.instructor_area import REPLAYS

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "user-config"))
    runs = instructor_runs(1, trainees=3, answers_each=40, mistakes_each=REPLAYS + 1, hands_each=1)
    assert len(runs) == 1
    run = runs[0]
    assert set(run["tabs"]) == set(TABS)
    assert all(run[key] > 0 for key in ("opened", "first_replay", "library_listed"))
    assert len(run["replays"]) == REPLAYS and all(ms > 0 for ms in run["replays"])
    rows = instructor_rows(runs)
    assert [r.workload for r in rows if "tab first shown" in r.workload] == [
        f"tab first shown: {name} (p95)" for name in TABS.values()]
    assert all(r.unit == "ms" and r.value > 0 and not r.higher_is_better for r in rows)
    assert not (tmp_path / "user-config").exists()  # the runs' settings stay in their own folder


def test_the_instructor_records_hold_replayable_mistakes_and_hands():
    from trainer.bench.instructor_records import build_class
    from trainer.store import Store
    from trainer.training.attempt_text import question_for_attempt

    with Store.memory() as store:
        records = build_class(store, trainees=2, answers_each=30, mistakes_each=6, hands_each=1)
        assert len(records.trainees) == 2 and records.answers == 2 * 30 + 2 * 6
        for trainee in records.trainees:
            mistakes = store.recent_mistakes(trainee.id, 6)
            assert len(mistakes) == 6
            assert all(question_for_attempt(a).item_id == a.item_id for a in mistakes)  # each one replays
            assert len(store.played_hands(trainee.id)) == 1


def test_a_row_s_screen_is_deleted_when_the_row_ends(qapp):
    """Issue 36: a row's screen left alive took every later row's language change (the switch's row
    re-translated the closed screens of the rows before it): each row deletes the screen it built."""
    import shiboken6
    from PySide6.QtWidgets import QApplication

    from trainer.bench.bench_gui import drill_on_screen
    from trainer.curriculum.generate import generate

    with drill_on_screen(qapp, generate("holdem", "pot-split", 1, 7, {}), (800, 600)) as screen:
        assert screen.isVisible()
    assert not shiboken6.isValid(screen)
    assert not [w for w in QApplication.topLevelWidgets() if type(w).__name__ == "DrillScreen"]
