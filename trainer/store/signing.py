"""Instructors' signatures on certification exams (issue 16 item 2).

Every instructor has an Ed25519 key pair (the well-kept ``cryptography`` package).
The private key never leaves the workstation and is stored sealed under the
instructor's password: scrypt (as the password hashes, :mod:`.passwords`) derives a
256-bit key, AES-GCM seals the raw private key with the key's id as associated data.
A wrong password cannot unseal it.

An exam is signed twice: at its start (the exam-start record's content hash — the
trainee, the whole definition with its pass mark, quotas and review policy, the
seed, the start time and limit) and at its submission (that hash again with the
result's content hash — every answer's hash, the score, the per-skill breakdown,
pass or fail, the time).  Public keys travel with exports; a workstation trusts a
key it did not make only once an instructor there accepts it by its fingerprint.
"""

from __future__ import annotations

import base64
import hashlib
import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .chain import canonical_json
from .errors import NotAllowed

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

# cryptography is imported in the functions that sign, seal and check, not with the store:
# the app's start (issue 36) opens the store and signs nothing.

N, R, P = 2**14, 8, 1
SALT_BYTES, NONCE_BYTES = 16, 12


@dataclass(frozen=True)
class KeyPair:
    key_id: str
    """The fingerprint: SHA-256 of the raw public key, hex."""
    public_key: str
    """Raw 32-byte public key, base64."""
    sealed_private: str


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def key_id_of(public_key: str) -> str:
    return hashlib.sha256(base64.b64decode(public_key)).hexdigest()


def fingerprint(key_id: str) -> str:
    """What an instructor compares by eye: the first 128 bits in groups of four."""
    head = key_id[:32].upper()
    return " ".join(head[i:i + 4] for i in range(0, len(head), 4))


def _sealing_key(password: str, salt: bytes) -> bytes:
    return hashlib.scrypt(password.encode("utf-8"), salt=salt, n=N, r=R, p=P,
                          maxmem=2 * 128 * R * N + 1024 * 1024, dklen=32)


def new_key_pair(password: str) -> KeyPair:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
    from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

    private = Ed25519PrivateKey.generate()
    raw_public = private.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)
    public = _b64(raw_public)
    key_id = key_id_of(public)
    return KeyPair(key_id, public, seal(private, password, key_id))


def seal(private: Ed25519PrivateKey, password: str, key_id: str) -> str:
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM
    from cryptography.hazmat.primitives.serialization import Encoding, NoEncryption, PrivateFormat

    salt, nonce = secrets.token_bytes(SALT_BYTES), secrets.token_bytes(NONCE_BYTES)
    raw = private.private_bytes(Encoding.Raw, PrivateFormat.Raw, NoEncryption())
    sealed = AESGCM(_sealing_key(password, salt)).encrypt(nonce, raw, key_id.encode("ascii"))
    return f"scrypt-aesgcm${N}${R}${P}${_b64(salt)}${_b64(nonce)}${_b64(sealed)}"


def unseal(sealed: str, password: str, key_id: str) -> Ed25519PrivateKey:
    """The private key, or :class:`NotAllowed` for a wrong password."""
    from cryptography.exceptions import InvalidTag
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    try:
        scheme, _n, _r, _p, salt, nonce, body = sealed.split("$")
        if scheme != "scrypt-aesgcm":
            raise ValueError(scheme)
        raw = AESGCM(_sealing_key(password, base64.b64decode(salt))).decrypt(
            base64.b64decode(nonce), base64.b64decode(body), key_id.encode("ascii"))
    except (InvalidTag, ValueError):
        raise NotAllowed("that needs the instructor's password") from None
    return Ed25519PrivateKey.from_private_bytes(raw)


def payload(kind: str, exam_id: str, start_hash: str, result_hash: str | None = None) -> bytes:
    """What is signed: the exam's start record, and at submission its result too."""
    body: dict[str, Any] = {"signed": f"exam-{kind}", "exam": exam_id, "start": start_hash}
    if kind == "result":
        body["result"] = result_hash
    return canonical_json(body).encode("utf-8")


def sign(private: Ed25519PrivateKey, message: bytes) -> str:
    return _b64(private.sign(message))


def check(public_key: str, message: bytes, signature: str) -> bool:
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

    try:
        Ed25519PublicKey.from_public_bytes(base64.b64decode(public_key)).verify(base64.b64decode(signature), message)
    except (InvalidSignature, ValueError):
        return False
    return True
