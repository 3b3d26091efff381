"""Timestamps as the store writes them: UTC, milliseconds, ISO 8601.

One fixed text form (``2025-03-01T09:30:00.123+00:00``) so that text order is
time order in SQL and the hash of a record does not depend on who wrote it.
"""

from __future__ import annotations

from datetime import UTC, date, datetime, time


def utc_now() -> datetime:
    return datetime.now(UTC)


def stamp(moment: datetime) -> datetime:
    """``moment`` in UTC, cut to whole milliseconds (what the database keeps)."""
    if moment.tzinfo is None:
        raise ValueError(f"{moment!r} has no time zone; the store keeps UTC times")
    moment = moment.astimezone(UTC)
    return moment.replace(microsecond=moment.microsecond // 1000 * 1000)


def to_text(moment: datetime) -> str:
    return stamp(moment).isoformat(timespec="milliseconds")


def from_text(text: str) -> datetime:
    return datetime.fromisoformat(text).astimezone(UTC)


def is_canonical(text: object) -> bool:
    """True if ``text`` is a timestamp in exactly the form :func:`to_text` writes."""
    if not isinstance(text, str):
        return False
    try:
        return to_text(from_text(text)) == text
    except ValueError:
        return False


def parse_user_time(text: str) -> datetime:
    """``2025-03-01`` (local midnight) or ``2025-03-01T14:00`` (local unless zoned).

    Raises ValueError with a message fit for the command line.
    """
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        raise ValueError(f"{text!r} is not a date (YYYY-MM-DD) or date and time") from None
    if len(text) == 10:  # a bare date
        moment = datetime.combine(date.fromisoformat(text), time())
    if moment.tzinfo is None:
        moment = moment.astimezone()  # the workstation's local time
    return moment.astimezone(UTC)
