"""``trainer`` where Qt could not open a window: one line saying what is missing, exit 2,
never Qt's abort (issue 8: no traceback or crash reaches a user)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QLibraryInfo

from trainer.gui.common.display_check import XCB_PACKAGES, display_problem, missing_xcb_library


def never() -> str | None:
    raise AssertionError("the libraries are looked at only for an X11 display")


def test_no_display_is_said_in_a_sentence():
    problem = display_problem({}, "linux", never)
    assert problem is not None and "DISPLAY is not set" in problem and "xvfb-run" in problem


def test_other_platforms_and_sessions_are_qts_own_business():
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux", never) is None
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux", never) is None
    assert display_problem({}, "win32", never) is None
    assert display_problem({}, "darwin", never) is None


def test_a_missing_x11_library_is_named_with_the_packages_to_install():
    problem = display_problem({"DISPLAY": ":0"}, "linux", lambda: "libxcb-cursor.so.0")
    assert problem is not None and "libxcb-cursor.so.0" in problem and XCB_PACKAGES in problem
    assert display_problem({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb"}, "linux", lambda: None) is None


def test_the_library_the_plugin_cannot_load_is_found_by_name(tmp_path):
    # Qt's real X11 plugin, copied where its own Qt libraries are out of reach: the first
    # library the loader cannot open is the one named.
    real = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms" / "libqxcb.so"
    (tmp_path / "platforms").mkdir()
    shutil.copy(real, tmp_path / "platforms" / "libqxcb.so")
    missing = missing_xcb_library(tmp_path)
    assert missing is not None and missing.startswith("lib") and ".so" in missing


def test_trainer_without_a_display_says_so_and_exits_2(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["TRAINER_DB"] = str(tmp_path / "t.db")
    run = subprocess.run([sys.executable, "-c", "import sys; from trainer.cli import main; sys.exit(main([]))"],
                         env=env, capture_output=True, text=True, timeout=60)
    assert run.returncode == 2
    assert run.stderr.strip().splitlines() == [
        "trainer: There is no display to open the window on (DISPLAY is not set): run trainer in a desktop "
        "session, or under xvfb-run."]
    assert run.stdout == ""
