"""The language each trainee chose for the app (issue 19): ``trainees.language``
(migration m008); NULL until the trainee chooses one."""

from __future__ import annotations

from sqlite_utils import Database

from .errors import NotFound
from .models import TraineeId


def trainee_language(db: Database, trainee_id: TraineeId) -> str | None:
    row = db.execute("SELECT language FROM trainees WHERE id = ?", (trainee_id,)).fetchone()
    if row is None:
        raise NotFound(f"no trainee with id {trainee_id}")
    return None if row[0] is None else str(row[0])


def set_trainee_language(db: Database, trainee_id: TraineeId, language: str) -> None:
    cursor = db.execute("UPDATE trainees SET language = ? WHERE id = ?", (language, trainee_id))
    if cursor.rowcount == 0:
        raise NotFound(f"no trainee with id {trainee_id}")
