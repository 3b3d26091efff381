"""Where the app keeps what it read once and reads again at every start unless a file changed:
the lessons' index (:mod:`trainer.training.sources`) and the skills' (:mod:`trainer.training.skill_index`)."""

from __future__ import annotations

import os
from pathlib import Path

INDEX_CACHE_ENV = "TRAINER_CACHE_DIR"
"""Where the indexes are kept between runs (default: the user's cache directory)."""


def cache_folder() -> Path:
    from platformdirs import user_cache_path

    from trainer.store import APP_NAME

    folder = os.environ.get(INDEX_CACHE_ENV)
    return Path(folder) if folder else user_cache_path(APP_NAME, appauthor=False)
