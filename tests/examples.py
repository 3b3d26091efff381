"""Hypothesis profiles (issue 34 item 7): "dev", the default, and "ci" (HYPOTHESIS_PROFILE=ci).

Under "ci" every property test runs the examples it names (``examples(300)``: 300), and a
test that names none Hypothesis's 100; under "dev" none runs more than ``DEV_EXAMPLES``.
Neither profile has a deadline: a test asserts what is computed, never how long it took.
"""

from __future__ import annotations

import os

from hypothesis import settings

DEV_EXAMPLES = 50

settings.register_profile("ci", deadline=None)
settings.register_profile("dev", max_examples=DEV_EXAMPLES, deadline=None)
PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "dev")
settings.load_profile(PROFILE)


def examples(n: int) -> int:
    """The examples a property test runs: its own ``n`` under "ci", at most ``DEV_EXAMPLES`` under "dev"."""
    return n if PROFILE == "ci" else min(n, DEV_EXAMPLES)
