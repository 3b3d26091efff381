"""A throwaway PostgreSQL cluster for the school-server tests (issue 22): see
:mod:`trainer.bench.pgcluster` (initdb + pg_ctl on a temporary directory and a free port,
as an unprivileged user under root).  Skipped, with the reason, only when no PostgreSQL
binaries are installed (Debian: ``apt-get install postgresql``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from trainer.bench.pgcluster import ADMIN, PASSWORD, Cluster, bin_dir, throwaway_cluster
from trainer.store import Store


@pytest.fixture(scope="session")
def cluster() -> Iterator[Cluster]:
    if bin_dir() is None:
        pytest.skip("no PostgreSQL binaries installed (initdb not in /usr/lib/postgresql/*/bin nor on PATH);"
                    " Debian: apt-get install postgresql")
    with throwaway_cluster() as started:  # any other failure to start one is a failure, not a skip
        yield started


@pytest.fixture
def server_url(cluster: Cluster) -> str:
    """A fresh empty database on the cluster, as a URL (the school schema not yet made)."""
    return cluster.url(cluster.new_database())


@pytest.fixture
def school(server_url: str) -> str:
    """A fresh database with the school schema."""
    from trainer.store.server import init_server

    init_server(server_url)
    return server_url


@pytest.fixture
def workstation(tmp_path: Path):
    """``workstation(name)``: a file store (a workstation's own SQLite), closed at the end."""
    opened: list[Store] = []

    def make(name: str) -> Store:
        store = Store.open(tmp_path / f"{name}.db")
        opened.append(store)
        return store

    yield make
    for store in opened:
        store.close()


SYNC_LOGIN, SYNC_PASSWORD = "school_sync", "sync-pw-2025"
"""The workstations' login (issue 31): a member of the sync role, made by ``trainer server init``."""


@pytest.fixture
def sync_url(school: str) -> str:
    """The school (schema made with the owner's login, ``school``), as the workstations reach it:
    with the sync login, which may only read and add records."""
    from trainer.store.server import init_server

    init_server(school, (SYNC_LOGIN, SYNC_PASSWORD))
    return school.replace(f"{ADMIN}:{PASSWORD}@", f"{SYNC_LOGIN}:{SYNC_PASSWORD}@")
