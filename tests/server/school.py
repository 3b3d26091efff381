"""The sync and the server verify as the app runs them: every pulled or checked exam result
re-graded by the engine (issue 31, X3)."""

from __future__ import annotations

from functools import partial

from trainer.store.server import sync as plain_sync
from trainer.store.server import verify_school as plain_verify
from trainer.training.exam.server_check import regrade_records

sync = partial(plain_sync, regrade=regrade_records)
verify_school = partial(plain_verify, regrade=regrade_records)
