"""``trainer`` with no command: the drilling app."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QMessageBox

from trainer.gui import translation
from trainer.gui.common import crash, garbage
from trainer.gui.style import load_style_sheet


def create_app(argv: Sequence[str] | None = None) -> QApplication:
    app = QApplication.instance() or QApplication(list(argv or sys.argv[:1]))
    QCoreApplication.setOrganizationName("croupier-trainer")
    QCoreApplication.setApplicationName("Croupier trainer")
    if not translation.installed():
        # $TRAINER_LANGUAGE (en, zh_Hant, pt), else the system's: until a trainee signs in.
        translation.use_language(os.environ.get("TRAINER_LANGUAGE") or translation.system_language())
    apply_theme(app)  # type: ignore[arg-type]
    garbage.install()  # Python's garbage collected on this thread only, between events
    return app  # type: ignore[return-value]


def apply_theme(app: QApplication) -> None:
    """One dark theme around the felt, easy on the eyes for hours of drilling: the
    palette here, every size and colour beyond it in style.qss."""
    app.setStyle("Fusion")
    palette = QPalette()
    colours = {
        QPalette.ColorRole.Window: "#1b2127", QPalette.ColorRole.WindowText: "#e8ecef",
        QPalette.ColorRole.Base: "#11161b", QPalette.ColorRole.AlternateBase: "#1f262d",
        QPalette.ColorRole.Text: "#e8ecef", QPalette.ColorRole.Button: "#27303a",
        QPalette.ColorRole.ButtonText: "#e8ecef", QPalette.ColorRole.Highlight: "#d4a72c",
        QPalette.ColorRole.HighlightedText: "#11161b", QPalette.ColorRole.ToolTipBase: "#27303a",
        QPalette.ColorRole.ToolTipText: "#e8ecef", QPalette.ColorRole.Link: "#f0c75e",
        QPalette.ColorRole.PlaceholderText: "#7d8a96",
    }
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#6b7680"))
    app.setPalette(palette)
    load_style_sheet(app)


def main(db: str | None = None, *, kiosk: bool = False) -> int:
    from trainer.gui.common.display_check import display_problem
    from trainer.gui.main_window import MainWindow
    from trainer.store import Store, StoreError, default_db_path

    problem = display_problem(os.environ)
    if problem:
        print(f"trainer: {problem}", file=sys.stderr)
        return 2
    app = create_app()
    try:
        store = Store.open(db)
    except (StoreError, OSError) as exc:
        QMessageBox.critical(None, QCoreApplication.translate("app", "Croupier trainer"),
                             QCoreApplication.translate("app", "The records cannot be opened: {error}").format(
                                 error=exc))
        return 2
    if kiosk:
        from trainer.gui.home.kiosk import refusal

        store.exam_room = True  # never a first instructor made here (issue 31 U1, N3)
        refused = refusal(store)
        if refused:  # issue 31 U1: the candidate is never the first person of the exam room's records
            print(refused, file=sys.stderr)
            store.close()
            return 2
    crash.install(store.path or default_db_path())
    window = MainWindow(store)
    if kiosk:
        from trainer.gui.home.kiosk import KioskLock

        KioskLock(window, store)  # a child of the window: it lives as long as the window
        window.showFullScreen()
    else:
        window.show_fitted()
    bench_trainee = os.environ.get("TRAINER_BENCH_STARTUP")
    if bench_trainee:
        # trainer bench --gui: sign in, say when the home screen is up and idle, quit.
        trainee = store.find_trainee(bench_trainee) or store.add_trainee(bench_trainee)
        window.show_home(trainee)

        def ready() -> None:
            print("ready", flush=True)
            app.quit()

        QTimer.singleShot(0, ready)
    try:
        return app.exec()
    finally:
        store.close()
