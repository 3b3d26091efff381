"""Why Qt could not open a window, said before it tries.

Without a display, or without a system library its X11 plugin needs, Qt prints a few
lines about "platform plugins" and aborts the process.  ``trainer`` asks first and
says in one line what is missing and which Debian/Ubuntu packages bring it.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

# What Qt 6.5+'s X11 plugin loads beyond a minimal X desktop (libxcb-cursor0 above all:
# Qt asks for it since 6.5 and many desktops lack it).
XCB_PACKAGES = "libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxkbcommon-x11-0 libegl1 libfontconfig1"
_MISSING = re.compile(r"(lib[\w.+-]+\.so[\w.]*): cannot open shared object file")


def display_problem(env: Mapping[str, str], platform: str = sys.platform,
                    missing_library: Callable[[], str | None] | None = None) -> str | None:
    """What stops Qt from opening a window here, in a sentence; None when nothing we know of."""
    if not platform.startswith("linux"):
        return None
    requested = env.get("QT_QPA_PLATFORM", "")
    if requested and not requested.startswith("xcb"):
        return None  # offscreen, wayland...: Qt's own choice
    if not requested and env.get("WAYLAND_DISPLAY"):
        return None  # a Wayland session: Qt uses its Wayland plugin
    if not env.get("DISPLAY"):
        return ("There is no display to open the window on (DISPLAY is not set): run trainer in a desktop "
                "session, or under xvfb-run.")
    missing = (missing_library or missing_xcb_library)()
    if missing:
        return (f"Qt cannot open a window: its X11 plugin needs the system library {missing}, which is not "
                f"installed. On Debian or Ubuntu: sudo apt-get install {XCB_PACKAGES}")
    return None


def missing_xcb_library(plugins: Path | None = None) -> str | None:
    """The first library Qt's X11 plugin needs and cannot find, or None.  (ctypes is imported
    only here: an offscreen or Wayland start never needs it, issue 36.)"""
    import ctypes

    if plugins is None:
        from PySide6.QtCore import QLibraryInfo

        plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    plugin = plugins / "platforms" / "libqxcb.so"
    if plugin.is_file():
        try:
            ctypes.CDLL(str(plugin))
        except OSError as exc:
            found = _MISSING.search(str(exc))
            if found:
                return found.group(1)
    # Loaded by the plugin only when it starts, by this name: opened the same way here (not
    # ctypes.util.find_library, which runs `ldconfig -p` at every start on X11).
    try:
        ctypes.CDLL("libxcb-cursor.so.0")
    except OSError:
        return "libxcb-cursor.so.0"
    return None
