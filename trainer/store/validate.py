"""The shape of each record in an export file, checked before anything is merged."""

from __future__ import annotations

import math
import re
import uuid
from collections.abc import Callable
from typing import Any

from .models import Role, SessionKind
from .timestamps import is_canonical

Check = Callable[[Any], bool]

_HASH = re.compile(r"[0-9a-f]{64}")


def _uuid(value: Any) -> bool:
    try:
        return isinstance(value, str) and str(uuid.UUID(value)) == value
    except ValueError:
        return False


MAX_TEXT = 1000


def _text(value: Any) -> bool:
    return isinstance(value, str) and bool(value.strip()) and len(value) <= MAX_TEXT


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _fraction(value: Any) -> bool:
    number = isinstance(value, int | float) and not isinstance(value, bool)
    return number and math.isfinite(value) and 0 <= value <= 1


def _optional(check: Check) -> Check:
    return lambda value: value is None or check(value)


CHECKS: dict[str, tuple[Check, str]] = {
    "text": (_text, f"a non-empty string of at most {MAX_TEXT} characters"),
    "text?": (_optional(_text), f"a non-empty string of at most {MAX_TEXT} characters, or null"),
    "uuid": (_uuid, "a UUID"),
    "uuid?": (_optional(_uuid), "a UUID or null"),
    "time": (is_canonical, "a UTC timestamp as trainer writes it"),
    "time?": (_optional(is_canonical), "a UTC timestamp or null"),
    "count": (lambda v: _int(v) and 0 <= v < 2**53, "a whole number from 0 to 2**53 - 1"),
    "seed": (lambda v: _int(v) and 0 <= v < 2**63, "a whole number from 0 to 2**63 - 1"),
    "limit?": (_optional(lambda v: _int(v) and v > 0), "a positive whole number or null"),
    "limit": (lambda v: _int(v) and 0 < v < 2**31, "a positive whole number"),
    "seconds": (lambda v: isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v) and v >= 0,
                "a number of seconds from 0"),
    "fraction": (_fraction, "a number from 0 to 1"),
    "bool": (lambda v: isinstance(v, bool), "true or false"),
    "json": (lambda v: True, "any JSON value"),
    "object": (lambda v: isinstance(v, dict), "a JSON object"),
    "hash": (lambda v: isinstance(v, str) and bool(_HASH.fullmatch(v)), "a SHA-256 hex digest"),
    "hash?": (_optional(lambda v: isinstance(v, str) and bool(_HASH.fullmatch(v))),
              "a SHA-256 hex digest or null"),
    "role": (lambda v: v in {r.value for r in Role}, "trainee or instructor"),
    "kind": (lambda v: v in {k.value for k in SessionKind}, "drill, lesson, practice or exam"),
    "signed": (lambda v: v in ("start", "result"), "start or result"),
}

SCHEMAS: dict[str, dict[str, str]] = {
    "trainee": {"name": "text", "role": "role"},
    "session": {"id": "uuid", "trainee": "text", "kind": "kind", "lesson_id": "text?",
                "started_at": "time", "ended_at": "time?"},
    "exam": {"id": "uuid", "trainee": "text", "session": "uuid", "definition": "json",
             "seed": "seed", "started_at": "time", "time_limit_s": "limit?", "hash": "hash"},
    "attempt": {"id": "uuid", "trainee": "text", "session": "uuid", "exam": "uuid?",
                "lesson_id": "text?", "item_id": "text", "game": "text", "task": "text",
                "scenario": "json", "answer": "json", "correct": "bool", "score": "fraction",
                "time_ms": "count", "answered_at": "time", "params": "object", "target_s": "limit?",
                "hash": "hash?"},
    "instructor_key": {"id": "hash", "owner": "text", "public_key": "text", "created_at": "time",
                       "school_key": "text", "school_signature": "text", "school_signed_at": "time"},
    "exam_signature": {"exam": "uuid", "kind": "signed", "key": "hash", "signature": "text",
                       "signed_at": "time"},
    "sprint": {"id": "uuid", "trainee": "text", "session": "uuid", "game": "text", "task": "text",
               "items": "limit", "limit_s": "limit", "seconds": "seconds", "right": "count", "score": "count",
               "finished_at": "time"},
    "exam_result": {"exam": "uuid", "trainee": "text", "submitted_at": "time",
                    "score": "fraction", "passed": "bool", "breakdown": "json", "hash": "hash",
                    "code": "text?"},
}


# Fields a file written by an older trainer may lack (the importer fills in the default).
OPTIONAL: dict[str, frozenset[str]] = {
    "attempt": frozenset({"params", "target_s"}),  # before migrations m004 (read as {}) and m009 (none)
    "instructor_key": frozenset({"school_key", "school_signature", "school_signed_at"}),  # unsigned by a school
}


def check_fields(item: dict[str, Any]) -> str | None:
    """None if ``item`` is a well-formed record; otherwise what is wrong with it."""
    kind = item.get("type")
    if not isinstance(kind, str) or kind not in SCHEMAS:
        return f"unknown record type {kind!r}"
    schema = SCHEMAS[kind]
    for name in item:
        if name != "type" and name not in schema:
            return f"{kind}: unknown field {name!r}"
    for name, check_name in schema.items():
        if name not in item:
            if name in OPTIONAL.get(kind, ()):
                continue
            return f"{kind}: missing field {name!r}"
        check, expected = CHECKS[check_name]
        if not check(item[name]):
            shown = repr(item[name])
            shown = shown if len(shown) <= 60 else shown[:57] + "..."
            return f"{kind}.{name}: expected {expected}, got {shown}"
    return None
