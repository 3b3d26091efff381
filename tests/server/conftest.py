"""A throwaway PostgreSQL cluster for the school-server tests (issue 22).

``initdb`` + ``pg_ctl`` on a temporary directory and a free port, the unix socket in that
directory, password (scram) logins only; stopped at the end.  initdb refuses to run as
root, so under root (CI) the cluster runs as the unprivileged ``postgres`` user (else
``nobody``) through ``runuser`` or ``setpriv``.  Skipped, with the reason, only when no
PostgreSQL binaries are installed (Debian: ``apt-get install postgresql``).
"""

from __future__ import annotations

import glob
import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from trainer.store import Store

ADMIN, PASSWORD = "school_admin", "s3cret-pw"


def _bin_dir() -> Path | None:
    candidates = sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(p.split("/")[-2]), reverse=True)
    for folder in candidates:
        if os.access(os.path.join(folder, "initdb"), os.X_OK):
            return Path(folder)
    found = shutil.which("initdb")
    return Path(found).parent if found else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _as_user() -> tuple[list[str], str | None]:
    """The command prefix that runs a program as an unprivileged user, when we are root."""
    if os.geteuid() != 0:
        return [], None
    for name in ("postgres", "nobody"):
        try:
            pwd.getpwnam(name)
        except KeyError:
            continue
        if shutil.which("runuser"):
            return ["runuser", "-u", name, "--"], name
        if shutil.which("setpriv"):
            return ["setpriv", f"--reuid={name}", f"--regid={pwd.getpwnam(name).pw_gid}", "--init-groups"], name
    pytest.skip("running as root with neither runuser nor setpriv to start PostgreSQL as another user")


class Cluster:
    """A running PostgreSQL cluster: ``url(db)``, ``stop()``, ``start()``, ``new_database()``."""

    def __init__(self, bin_dir: Path, root: Path, port: int, prefix: list[str]) -> None:
        self.bin, self.root, self.port, self.prefix = bin_dir, root, port, prefix
        self.data, self.sockets = root / "data", root / "sockets"
        self.counter = itertools.count(1)

    def run(self, program: str, *args: str) -> None:
        subprocess.run([*self.prefix, str(self.bin / program), *args], check=True, cwd=self.root,
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=120)

    def start(self) -> None:
        self.run("pg_ctl", "-D", str(self.data), "-l", str(self.root / "log"), "-w", "-t", "60", "-o",
                 f"-p {self.port} -k {self.sockets} -c listen_addresses=127.0.0.1 -c fsync=off", "start")

    def stop(self) -> None:
        self.run("pg_ctl", "-D", str(self.data), "-w", "-m", "fast", "stop")

    def url(self, database: str = "postgres", password: str = PASSWORD) -> str:
        return f"postgresql://{ADMIN}:{password}@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        import psycopg

        name = f"school_{next(self.counter)}"
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {name}")
        return name


@pytest.fixture(scope="session")
def cluster() -> Iterator[Cluster]:
    bin_dir = _bin_dir()
    if bin_dir is None:
        pytest.skip("no PostgreSQL binaries installed (initdb not in /usr/lib/postgresql/*/bin nor on PATH);"
                    " Debian: apt-get install postgresql")
    prefix, user = _as_user()
    root = Path(tempfile.mkdtemp(prefix="trainer-pg-"))
    try:
        (root / "sockets").mkdir()
        (root / "pw").write_text(PASSWORD + "\n")
        if user is not None:
            entry = pwd.getpwnam(user)
            for path in (root, root / "sockets", root / "pw"):
                os.chown(path, entry.pw_uid, entry.pw_gid)
        cl = Cluster(bin_dir, root, _free_port(), prefix)
        cl.run("initdb", "-D", str(cl.data), "-U", ADMIN, f"--pwfile={root / 'pw'}", "--auth=scram-sha-256",
               "-E", "UTF8", "--locale=C")
        cl.start()
        try:
            yield cl
        finally:
            cl.stop()
    finally:
        shutil.rmtree(root, ignore_errors=True)


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
