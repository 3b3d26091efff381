"""An error nobody foresaw: logged beside the records, told to the user in one sentence."""

from __future__ import annotations

import sys

from trainer.gui.common import crash


def test_an_unforeseen_error_is_logged_and_told_in_a_sentence(qapp, tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # put back after the test
    told: list[str] = []
    db = tmp_path / "data" / "trainer.db"
    crash.install(db, show=told.append)
    try:
        {}["missing"]
    except KeyError as exc:
        sys.excepthook(type(exc), exc, exc.__traceback__)
    log = tmp_path / "data" / "trainer-errors.log"
    assert "Traceback" in log.read_text(encoding="utf-8") and "KeyError: 'missing'" in log.read_text(encoding="utf-8")
    assert told == [f"Something went wrong: 'missing'. Every answer given so far is kept. The details are in {log}."]


def test_a_log_that_cannot_be_written_is_said_so(qapp, tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    told: list[str] = []
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    crash.install(blocker / "trainer.db", show=told.append)  # its folder is a file
    sys.excepthook(RuntimeError, RuntimeError("boom"), None)
    assert told == ["Something went wrong: boom. Every answer given so far is kept. "
                    "The details could not be written down."]
