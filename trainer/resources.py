"""Where the shipped data lives at run time: ``assets/`` and ``lessons/``.

Both folders sit at the top of the repository and install as the data packages
``trainer.assets`` and ``trainer.lessons`` (pyproject.toml), so the same lookup
works from a checkout, an editable install and a plain ``pip install .``.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

_CHECKOUT = Path(__file__).resolve().parents[1]


def _data_dir(package: str, folder: str) -> Path:
    try:
        return Path(str(files(package)))
    except ModuleNotFoundError:
        # Running from a checkout that is on sys.path ahead of the installed package.
        return _CHECKOUT / folder


def assets_dir() -> Path:
    return _data_dir("trainer.assets", "assets")


def lessons_dir() -> Path:
    return _data_dir("trainer.lessons", "lessons")


def asset(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)
