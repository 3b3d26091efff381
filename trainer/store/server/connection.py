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
from urllib.parse import unquote

from ..errors import StoreError

if TYPE_CHECKING:  # psycopg loads only when a server is used
    import psycopg

ENV_VAR = "TRAINER_SERVER"
APPLICATION = "trainer-sync"
CONNECT_TIMEOUT_S = 10
# A URL in a message: from its scheme to the next space (a whole text that begins with a scheme is
# one URL, spaces and all: a password may hold one).
_URL = re.compile(r"\b[A-Za-z][A-Za-z0-9+.-]*://\S+")
_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://")
# A query parameter of a URL; its key may be percent-encoded (``pass%77ord``: libpq decodes it).
_QUERY_PARAM = re.compile(r"(?P<sep>[?&])(?P<key>[^=&#]*)=(?P<value>[^&#]*)")
# ``password=...`` in libpq's key=value settings (and messages quoting them).
_PASSWORD_IN_TEXT = re.compile(r"(?i)((?:ssl)?password\s*=\s*)('(?:[^'\\]|\\.)*'|\S+)")
MASK = "***"


class ServerError(StoreError):
    """The school server cannot be used (bad URL, refused login, unreachable, newer schema, a
    connection cut): one line, the password masked; nothing of the local store was changed."""


def _secret_key(key: str) -> bool:
    """A query parameter that holds a password (``password``, ``sslpassword``), however encoded."""
    return unquote(key).strip().lower() in ("password", "sslpassword")


def _userinfo(url: str) -> tuple[str, str, str] | None:
    """``url`` as (head up to the user's ``:``, password, ``@`` and the rest), or None without a
    password there.  The password runs to the LAST ``@``: one holding ``/``, ``?``, ``#`` or ``@``
    is still taken whole (libpq reads ``user:WRONG/PW@host`` otherwise, and the message would
    show it as typed)."""
    scheme = _SCHEME.match(url)
    if scheme is None:
        return None
    start = scheme.end()
    at = url.rfind("@", start)
    if at < 0:
        return None
    colon = url.find(":", start, at)
    if colon < 0:
        return None
    return url[:colon + 1], url[colon + 1:at], url[at:]


def _mask_url(url: str) -> str:
    parts = _userinfo(url)
    if parts is not None:
        url = f"{parts[0]}{MASK}{parts[2]}"
    return _QUERY_PARAM.sub(lambda m: f"{m['sep']}{m['key']}={MASK}" if _secret_key(m["key"]) else m[0], url)


def mask(text: str) -> str:
    """``text`` with any password of a URL (in its user part, or a ``password``/``sslpassword``
    query parameter, its key percent-encoded or not) or of a ``password=...`` setting replaced
    by ``***``."""
    body = text.lstrip()
    if _SCHEME.match(body):  # a whole URL, spaces before it or not (issue 31 N4)
        text = text[:len(text) - len(body)] + _mask_url(body)
    else:
        text = _URL.sub(lambda m: _mask_url(m[0]), text)
    return _PASSWORD_IN_TEXT.sub(lambda m: f"{m[1]}{MASK}", text)


def has_password(url: str) -> bool:
    """True if ``url`` carries a password (``postgresql://user:secret@host/db``, ``?password=``)."""
    return mask(url) != url


def without_password(url: str) -> str:
    """``url`` with its password left out (what may be kept in a setting: libpq's ``~/.pgpass``
    or a service file supplies the password then)."""
    parts = _userinfo(url)
    if parts is not None:
        url = f"{parts[0][:-1]}{parts[2]}"
    url = _QUERY_PARAM.sub(lambda m: "" if _secret_key(m["key"]) else m[0], url)
    if "?" not in url and "&" in url:  # the first parameter went: the next one opens the query
        url = url.replace("&", "?", 1)
    url = url.replace("?&", "?")
    return url.rstrip("?")


def unmask(text: str, current: str) -> str:
    """``text`` (a masked URL the user edited) with each ``***`` put back as the password it
    stands for in ``current`` (the URL in use): in the user part, and in a password query
    parameter of the same key."""
    parts, mine = _userinfo(current), _userinfo(text)
    if parts is not None and mine is not None and mine[1] == MASK:
        text = f"{mine[0]}{parts[1]}{mine[2]}"
    secret = {unquote(m["key"]).strip().lower(): m["value"] for m in _QUERY_PARAM.finditer(current)
              if _secret_key(m["key"])}
    return _QUERY_PARAM.sub(lambda m: f"{m['sep']}{m['key']}={secret[unquote(m['key']).strip().lower()]}"
                            if m["value"] == MASK and unquote(m["key"]).strip().lower() in secret else m[0], text)


def secrets(url: str) -> list[str]:
    """The passwords ``url`` carries, as typed and decoded, and the pieces libpq may quote when
    it reads them otherwise (``user:WRONG/PW@h`` is host ``user``, port ``WRONG``): what no
    message may show, whatever the driver said."""
    found = []
    parts = _userinfo(url)
    if parts is not None:
        found.append(parts[1])
    found += [m["value"] for m in _QUERY_PARAM.finditer(url) if _secret_key(m["key"])]
    found += [m[2].strip("'") for m in _PASSWORD_IN_TEXT.finditer(url)]
    out: set[str] = set()
    for secret in found:
        for form in (secret, unquote(secret)):
            out.add(form)
            out.update(piece for piece in re.split(r"[/?#@:]", form) if len(piece) >= 3)
    return sorted((s for s in out if s and s != MASK), key=len, reverse=True)


def scrub(text: str, url: str) -> str:
    """``text`` (a driver's message about ``url``) masked, and any of ``url``'s passwords in it too."""
    text = mask(text)
    for secret in secrets(url):
        text = text.replace(secret, MASK)
    return text


def resolve_url(explicit: str | None, environ: Mapping[str, str] = os.environ) -> str:
    """``--server URL`` first, then ``$TRAINER_SERVER``; spaces, tabs or a newline around it (a
    copy-paste, a quoted variable) are dropped before it is used or shown (issue 31 N4)."""
    url = (explicit or "").strip() or (environ.get(ENV_VAR) or "").strip()
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
        raise ServerError(f"{mask(url)}: cannot connect ({scrub(one_line(exc), url)})") from None


def one_line(exc: BaseException) -> str:
    """The first line of a driver's message, password masked."""
    text = str(exc).strip().splitlines()
    return mask(text[0].strip() if text else type(exc).__name__)


def failed(url: str, doing: str, exc: BaseException) -> ServerError:
    """A server error met while ``doing`` something, as a one-line :class:`ServerError`."""
    return ServerError(f"{mask(url)}: {doing} failed ({scrub(one_line(exc), url)}); nothing of this step was kept"
                       " on the server, and the local records are as they were")
