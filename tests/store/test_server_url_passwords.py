"""The school server's password never shows (issue 31, X20, attack row 29): every form of a
password in a URL — in the user part holding ``/``, ``?``, ``#`` or ``@``, percent-encoded, as a
query parameter whose key is percent-encoded (libpq decodes it and uses the password) — is
masked in every message and never kept by ``without_password()``.  libpq itself (psycopg's
``conninfo_to_dict``) says which password each form carries."""

from __future__ import annotations

import pytest
from psycopg import ProgrammingError
from psycopg.conninfo import conninfo_to_dict

from trainer.store.server import ServerError, mask, resolve_url
from trainer.store.server.connection import connect, failed, has_password, without_password

SECRET = "S3cr3t-Pw"
URLS = [
    f"postgresql://school:{SECRET}@127.0.0.1:1/school",
    f"postgres://school:{SECRET}@127.0.0.1:1/school",
    f"postgresql://school:{SECRET}@127.0.0.1:1",
    f"postgresql://school:{SECRET}%40x@127.0.0.1:1/school",
    f"postgresql://school:WRONG/{SECRET}@127.0.0.1:1/school",  # libpq: host school, port WRONG
    f"postgresql://school:{SECRET}#x@127.0.0.1:1/school",
    f"postgresql://school:{SECRET}?x@127.0.0.1:1/school",
    f"postgresql://school:{SECRET}@@127.0.0.1:1/school",
    f"postgresql://school@127.0.0.1:1/school?password={SECRET}",
    f"postgresql://school@127.0.0.1:1/school?sslmode=disable&password={SECRET}",
    f"postgresql://school@127.0.0.1:1/school?PASSWORD={SECRET}&sslmode=disable",
    f"postgresql://school@127.0.0.1:1/school?pass%77ord={SECRET}",
    f"postgresql://school@127.0.0.1:1/school?sslmode=disable&%70%61ssword={SECRET}&connect_timeout=1",
    f"postgresql://school@127.0.0.1:1/school?sslpassword={SECRET}",
    f"postgresql://school:{SECRET}@127.0.0.1:1/school?password={SECRET}x",
]
TEXTS = [
    f"host=127.0.0.1 user=school password={SECRET} dbname=school",
    f"host=127.0.0.1 password='{SECRET} two' dbname=school",
    f"connection to postgresql://school:{SECRET}@127.0.0.1:1/school failed",
    f"tried postgresql://school@h/db?pass%77ord={SECRET} and gave up",
]


@pytest.mark.parametrize("url", URLS)
def test_libpq_reads_a_password_where_the_test_says_it_is(url):
    if "WRONG/" in url:  # libpq: host "school", port "WRONG" — the user meant a password
        assert conninfo_to_dict(url)["port"] == "WRONG"
    elif "PASSWORD=" in url:  # libpq's keys are case-sensitive: refused, masked all the same
        with pytest.raises(ProgrammingError):
            conninfo_to_dict(url)
    else:
        found = conninfo_to_dict(url)
        assert any(SECRET in str(v) for k, v in found.items() if "password" in k), found


@pytest.mark.parametrize("text", URLS + TEXTS)
def test_the_password_is_masked(text):
    masked = mask(text)
    assert SECRET not in masked and "***" in masked, masked
    assert "school" in masked  # which server it was stays readable
    assert has_password(text)


@pytest.mark.parametrize("url", URLS)
def test_the_password_is_never_kept(url):
    kept = without_password(url)
    assert SECRET not in kept and "WRONG" not in kept, kept
    assert not has_password(kept)
    assert "127.0.0.1:1" in kept and kept.startswith(("postgresql://school", "postgres://school"))
    settings = conninfo_to_dict(kept)
    assert not any("password" in k for k in settings), settings


def test_the_rest_of_the_query_is_kept():
    url = f"postgresql://school@h:5432/db?sslmode=require&pass%77ord={SECRET}&connect_timeout=3"
    assert without_password(url) == "postgresql://school@h:5432/db?sslmode=require&connect_timeout=3"
    url = f"postgresql://school@h/db?password={SECRET}&sslmode=require"
    assert without_password(url) == "postgresql://school@h/db?sslmode=require"
    assert mask("postgresql://school@h/db?sslmode=require") == "postgresql://school@h/db?sslmode=require"


@pytest.mark.parametrize("url", URLS)
def test_no_message_shows_the_password(url):
    """Row 29: the password as typed in `trainer sync`'s one line (`WRONG/PW-xyz`, `pass%77ord=`)."""
    with pytest.raises(ServerError) as err:
        connect(url, timeout_s=2)
    assert SECRET not in str(err.value) and "WRONG" not in str(err.value), err.value
    message = str(failed(url, "pushing", RuntimeError(f"server said: {url}")))
    assert SECRET not in message and "WRONG" not in message, message


def test_a_url_of_another_kind_is_refused_masked():
    with pytest.raises(ServerError) as err:
        resolve_url(f"mysql://u:WRONG/{SECRET}@h/db", {})
    assert SECRET not in str(err.value)


@pytest.mark.parametrize("url", [u for u in URLS if "PASSWORD=" not in u])
def test_an_edit_of_the_masked_url_gets_its_password_back(url):
    """The instructor edits the shown (masked) URL: `unmask` puts the password back where `***` is."""
    from trainer.store.server.connection import unmask

    more = ("&" if "?" in mask(url) else "?") + "connect_timeout=5"
    assert unmask(mask(url) + more, url) == url + more


@pytest.mark.parametrize("around", [" ", "\t", "  \t", "\n", " \n"], ids=repr)
def test_n4_a_url_with_spaces_around_it_is_used_stripped_and_always_masked(around, run_cli, tmp_path, monkeypatch):
    """N4: ``--server ' postgresql://school_sync:PW@…'`` (or a tab in $TRAINER_SERVER) was not a
    PostgreSQL URL to ``resolve_url`` and not a URL to ``mask``: its one line printed the password."""
    url = f"postgresql://school_sync:{SECRET}@127.0.0.1:1/school"
    padded = f"{around}{url}{around}"
    assert resolve_url(padded, {}) == url and resolve_url(None, {"TRAINER_SERVER": padded}) == url
    for text in (padded, f"{around}{url}", f"{url}{around}"):
        assert SECRET not in mask(text) and mask(text).strip() == mask(url)
    with pytest.raises(ServerError) as err:
        resolve_url(f"{around}mysql://school_sync:{SECRET}@h/db", {})
    assert SECRET not in str(err.value)
    from trainer.store import Store

    Store.open(tmp_path / "w.db").close()
    rc, out, err_text = run_cli("sync", "--db", tmp_path / "w.db", "--server", padded)
    assert rc == 2 and SECRET not in out + err_text and "school_sync:***@127.0.0.1:1" in err_text
    assert "not a PostgreSQL URL" not in err_text  # it was used, stripped: the server is not there
    monkeypatch.setenv("TRAINER_SERVER", padded)
    rc, out, err_text = run_cli("sync", "--db", tmp_path / "w.db")
    assert rc == 2 and SECRET not in out + err_text and "school_sync:***@127.0.0.1:1" in err_text
