"""The contracts kept in the repository follow the shared sources (issue 14 item 9).

``../shared/`` (beside the checkout, as CI and every workstation of the team has it)
holds the source of RULINGS.md (how the regulations are read), SCENARIOS.md (the
scenario format and the ``trainer solve`` contract) and GLOSSARY.md (the trade's words in
Portuguese and Chinese, issue 19).  The repository ships copies: the app's "show the
rule" reads ``assets/regulations/RULINGS.md``, newcomers read ``docs/SCENARIOS.md`` and
the catalogues' terminology test reads ``docs/GLOSSARY.md``.  A copy that drifts from its source fails here.
"""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
COPIES = {
    "RULINGS.md": ROOT / "assets" / "regulations" / "RULINGS.md",
    "SCENARIOS.md": ROOT / "docs" / "SCENARIOS.md",
    "GLOSSARY.md": ROOT / "docs" / "GLOSSARY.md",
}


@pytest.mark.parametrize("name", sorted(COPIES))
def test_the_repository_copy_exists(name):
    assert COPIES[name].is_file(), f"{COPIES[name]} is missing"


@pytest.mark.parametrize("name", sorted(COPIES))
def test_the_repository_copy_equals_the_shared_source(name):
    source = SHARED / name
    if not source.is_file():  # a checkout on its own (a user's download): nothing to compare
        assert not SHARED.exists() or not any(SHARED.glob("*.md")), f"{source} is missing"
        return
    assert COPIES[name].read_bytes() == source.read_bytes(), (
        f"{COPIES[name].relative_to(ROOT)} differs from {source}: copy the shared source in"
    )


def test_the_readme_points_where_the_copies_are():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for path in COPIES.values():
        assert str(path.relative_to(ROOT)) in readme
