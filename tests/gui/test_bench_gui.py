"""``trainer bench --gui``: its cold-start runs are real starts of the app, and leave the
settings of the user who runs them as they were."""

from __future__ import annotations

from trainer.bench.bench_gui import cold_start_ms


def test_a_cold_start_run_leaves_the_users_settings_alone(tmp_path, monkeypatch):
    user_config = tmp_path / "user-config"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(user_config))
    times = cold_start_ms(1)  # two starts: the first makes the database
    assert len(times) == 1 and 0 < times[0] < 60_000
    assert not user_config.exists()  # no window geometry from an offscreen screen for the next real start
