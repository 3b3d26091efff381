"""Screenshots of the school server in the app (issue 22): the status line, and the instructor's
class view read from the server (another workstation's trainees in it), then with the server
down (the local copy, "last synced at").  Not collected with the suite; run it on purpose::

    QT_QPA_PLATFORM=offscreen python -m tests.server.server_shots SHOTS_DIR
    TRAINER_LANGUAGE=zh_Hant QT_QPA_PLATFORM=offscreen python -m tests.server.server_shots SHOTS_DIR zh_Hant-

(the second argument, if any, starts every file's name).
"""

from __future__ import annotations

import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

NAMES = {"a": ["Ana Lei", "Bruno Chan", "Carla Sou"], "b": ["Diogo Ho", "Elsa Wong", "Fai Lam", "Gil Ip"]}


def _fill(store, names, seed, start):
    from trainer.store.db import write_transaction
    from trainer.store.sample import fill_attempts

    fill_attempts(store, 600 * len(names), trainees=len(names), seed=seed, start=start, days=20)
    with write_transaction(store.db):
        for i, name in enumerate(names):
            store.db.execute("UPDATE trainees SET name = ? WHERE name = ?", (name, f"Sample trainee {seed}-{i:03d}"))


def main(folder: Path, prefix: str = "") -> None:
    from PySide6.QtCore import QSettings

    from trainer.bench.pgcluster import throwaway_cluster
    from trainer.gui.app import create_app
    from trainer.gui.main_window import MainWindow
    from trainer.gui.school import INTERVAL_KEY
    from trainer.store import Role, Store
    from trainer.store.server import init_server, sync

    folder.mkdir(parents=True, exist_ok=True)
    app = create_app([])
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    start = datetime.now(UTC) - timedelta(days=20)
    with throwaway_cluster() as cluster, tempfile.TemporaryDirectory() as tmp:
        url = cluster.url(cluster.new_database())
        init_server(url)
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tmp)
        other = Store.open(Path(tmp) / "b.db")
        _fill(other, NAMES["b"], 2, start)
        sync(other.db, url)  # the other room's workstation
        store = Store.open(Path(tmp) / "a.db")
        boss = store.add_trainee("Rui Sales", Role.INSTRUCTOR, "boss-pw!")
        _fill(store, NAMES["a"], 1, start)
        store.set_preference(INTERVAL_KEY, 3600)
        win = MainWindow(store)
        win.resize(1280, 720)
        win.show()
        win.school._url = url  # in memory (no first sync yet: the other room's trainees are on the server only)
        win.show_home(boss)

        def settle() -> None:
            for _ in range(20):
                app.processEvents()

        win.school.sync_now()
        win.school.wait_idle()
        settle()
        win.grab().save(str(folder / f"{prefix}server-status-synced.png"))
        win.open_screen("instructor")
        settle()
        win.grab().save(str(folder / f"{prefix}server-class-view.png"))
        win.extra.tabs.setCurrentWidget(win.extra.results_tab)
        settle()
        win.grab().save(str(folder / f"{prefix}server-setting.png"))
        cluster.stop()
        try:
            win.school.sync_now()
            win.school.wait_idle()
            win.show_home(boss)
            win.open_screen("instructor")
            settle()
            win.grab().save(str(folder / f"{prefix}server-unreachable-class-view.png"))
        finally:
            cluster.start()
        win.close()
        store.close()
        other.close()


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "shots"), sys.argv[2] if len(sys.argv) > 2 else "")
