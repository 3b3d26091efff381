"""Reaching the school server: its URL, with the password masked in every message, and
psycopg's errors turned into one line a user can act on.

The URL is ``--server URL``, else ``$TRAINER_SERVER``.  A password is best kept out of it
(libpq's ``~/.pgpass`` or a service file supply one); one given in the URL is used but never
printed: :func:`mask` replaces it with ``***`` wherever a URL reaches a message.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..errors import StoreError

if TYPE_CHECKING:  # psycopg loads only when a server is used
    import psycopg

ENV_VAR = "TRAINER_SERVER"
APPLICATION = "trainer-sync"
CONNECT_TIMEOUT_S = 10
_PASSWORD_IN_URL = re.compile(r"(?P<head>://[^:/@?#]*:)(?P<password>[^@/?#]*)(?P<tail>@)")
_PASSWORD_IN_QUERY = re.compile(r"(?i)([?&])password=[^&#]*(&?)")
_PASSWORD_IN_TEXT = re.compile(r"(?i)(password\s*=\s*)('(?:[^'\\]|\\.)*'|\S+)")


class ServerError(StoreError):
    """The school server cannot be used (bad URL, refused login, unreachable, newer schema, a
    connection cut): one line, the password masked; nothing of the local store was changed."""


def mask(text: str) -> str:
    """``text`` with any password of a URL or a ``password=...`` setting replaced by ``***``."""
    text = _PASSWORD_IN_URL.sub(lambda m: f"{m['head']}***{m['tail']}", text)
    return _PASSWORD_IN_TEXT.sub(lambda m: f"{m[1]}***", text)


def has_password(url: str) -> bool:
    """True if ``url`` carries a password (``postgresql://user:secret@host/db``)."""
    return _PASSWORD_IN_URL.search(url) is not None or _PASSWORD_IN_TEXT.search(url) is not None


def without_password(url: str) -> str:
    """``url`` with its password left out (what may be kept in a setting: libpq's ``~/.pgpass``
    or a service file supplies the password then)."""
    url = _PASSWORD_IN_URL.sub(lambda m: f"{m['head'][:-1]}{m['tail']}", url)
    url = _PASSWORD_IN_QUERY.sub(lambda m: m[1] if m[2] else "", url)
    return url.replace("?&", "?")


def resolve_url(explicit: str | None, environ: Mapping[str, str] = os.environ) -> str:
    """``--server URL`` first, then ``$TRAINER_SERVER``."""
    url = explicit or environ.get(ENV_VAR)
    if not url:
        raise ServerError(f"no school server given: pass --server URL or set {ENV_VAR}")
    if not url.startswith(("postgresql://", "postgres://")):
        raise ServerError(f"{mask(url)}: not a PostgreSQL URL (postgresql://user@host:port/database)")
    return url


def connect(url: str, timeout_s: int = CONNECT_TIMEOUT_S) -> psycopg.Connection[tuple[Any, ...]]:
    """A connection to the server at ``url`` (autocommit off: every write in a transaction)."""
    import psycopg

    try:
        return psycopg.connect(url, connect_timeout=timeout_s, application_name=APPLICATION)
    except (psycopg.Error, ValueError) as exc:  # ValueError: a URL libpq cannot parse
        raise ServerError(f"{mask(url)}: cannot connect ({one_line(exc)})") from None


def one_line(exc: BaseException) -> str:
    """The first line of a driver's message, password masked."""
    text = str(exc).strip().splitlines()
    return mask(text[0].strip() if text else type(exc).__name__)


def failed(url: str, doing: str, exc: BaseException) -> ServerError:
    """A server error met while ``doing`` something, as a one-line :class:`ServerError`."""
    return ServerError(f"{mask(url)}: {doing} failed ({one_line(exc)}); nothing of this step was kept"
                       " on the server, and the local records are as they were")
