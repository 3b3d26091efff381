"""The school server's URL: where it comes from, and its password never shown (issue 22)."""

from __future__ import annotations

import pytest

from trainer.store.server import ServerError, mask, resolve_url


@pytest.mark.parametrize("text", [
    "postgresql://school:pa55-w0rd@db.example.org:5432/school",
    "postgresql://school@db.example.org/school?password=pa55-w0rd&sslmode=require",
    "host=db user=school password=pa55-w0rd dbname=school",
    "host=db password='pa55 w0rd' dbname=school",
])
def test_a_password_is_masked_wherever_it_is_written(text):
    masked = mask(text)
    assert "pa55" not in masked and "***" in masked
    assert "school" in masked  # the rest is kept, to say which server


def test_a_url_without_a_password_is_shown_as_it_is():
    url = "postgresql://school@db.example.org/school"
    assert mask(url) == url


def test_the_url_comes_from_the_option_then_the_environment():
    env = {"TRAINER_SERVER": "postgresql://env@h/db"}
    assert resolve_url("postgresql://opt@h/db", env) == "postgresql://opt@h/db"
    assert resolve_url(None, env) == "postgresql://env@h/db"
    with pytest.raises(ServerError, match="TRAINER_SERVER"):
        resolve_url(None, {})
    with pytest.raises(ServerError, match="not a PostgreSQL URL") as bad:
        resolve_url("mysql://u:secretpw@h/db", {})
    assert "secretpw" not in str(bad.value)
