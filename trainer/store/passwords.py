"""Instructor passwords: salted scrypt hashes (hashlib), never the password itself.

Stored as ``scrypt$N$r$p$salt$hash`` (salt and hash in base64), so the cost can
be raised later without invalidating existing hashes.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets

from .errors import StoreError

N, R, P = 2**14, 8, 1  # 16 MiB, about 50 ms: cheap for one sign-in, dear for guessing
SALT_BYTES = 16
KEY_BYTES = 32
MIN_LENGTH = 6
"""The one minimum length of a password, for every screen and command (issue 16 item 1)."""


class WeakPassword(StoreError, ValueError):
    """A password shorter than :data:`MIN_LENGTH`."""


def hash_password(password: str) -> str:
    if len(password) < MIN_LENGTH:
        raise WeakPassword(f"a password needs at least {MIN_LENGTH} characters")
    salt = secrets.token_bytes(SALT_BYTES)
    key = _scrypt(password, salt, N, R, P)
    return f"scrypt${N}${R}${P}${_b64(salt)}${_b64(key)}"


def check_password(password: str, stored: str | None) -> bool:
    if not stored:
        return False
    try:
        scheme, n, r, p, salt, key = stored.split("$")
        if scheme != "scrypt":
            return False
        expected = base64.b64decode(key)
        actual = _scrypt(password, base64.b64decode(salt), int(n), int(r), int(p), len(expected))
    except ValueError:
        return False
    return hmac.compare_digest(actual, expected)


def _scrypt(password: str, salt: bytes, n: int, r: int, p: int, dklen: int = KEY_BYTES) -> bytes:
    return hashlib.scrypt(password.encode("utf-8"), salt=salt, n=n, r=r, p=p,
                          maxmem=2 * 128 * r * n + 1024 * 1024, dklen=dklen)


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")
