"""A throwaway PostgreSQL cluster: for the school-server bench and tests (issue 22).

``initdb`` + ``pg_ctl`` on a temporary directory and a free port, the unix socket in that
directory, password (scram) logins only.  initdb refuses to run as root, so under root (CI)
the cluster runs as the unprivileged ``postgres`` user (else ``nobody``) through ``runuser``
(or ``setpriv``).  The binaries are found in ``/usr/lib/postgresql/*/bin`` (Debian's
``postgresql`` package), newest first, else on ``PATH``.
"""

from __future__ import annotations

import contextlib
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

ADMIN, PASSWORD = "school_admin", "s3cret-pw"


class Unavailable(Exception):
    """No cluster can be started here; the message says why."""


def bin_dir() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(p.split("/")[-2]), reverse=True)
    for folder in found:
        if os.access(os.path.join(folder, "initdb"), os.X_OK):
            return Path(folder)
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _as_user() -> tuple[list[str], str | None]:
    """The command prefix that runs a program as an unprivileged user, when we are root."""
    if os.geteuid() != 0:
        return [], None
    for name in ("postgres", "nobody"):
        try:
            entry = pwd.getpwnam(name)
        except KeyError:
            continue
        if shutil.which("runuser"):
            return ["runuser", "-u", name, "--"], name
        if shutil.which("setpriv"):
            return ["setpriv", f"--reuid={entry.pw_uid}", f"--regid={entry.pw_gid}", "--init-groups"], name
    raise Unavailable("running as root with neither runuser nor setpriv to start PostgreSQL as another user")


class Cluster:
    """A running cluster: ``url(database)``, ``stop()``, ``start()``, ``new_database()``."""

    def __init__(self, binaries: Path, root: Path, port: int, prefix: list[str]) -> None:
        self.bin, self.root, self.port, self.prefix = binaries, root, port, prefix
        self.data, self.sockets = root / "data", root / "sockets"
        self.counter = itertools.count(1)

    def run(self, program: str, *args: str) -> None:
        subprocess.run([*self.prefix, str(self.bin / program), *args], check=True, cwd=self.root,
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=120)

    def start(self) -> None:
        self.run("pg_ctl", "-D", str(self.data), "-l", str(self.root / "log"), "-w", "-t", "60", "-o",
                 f"-p {self.port} -k {self.sockets} -c listen_addresses=127.0.0.1", "start")

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


@contextlib.contextmanager
def throwaway_cluster() -> Iterator[Cluster]:
    """A new cluster, started; stopped and removed at the end.  :class:`Unavailable` if it cannot be."""
    binaries = bin_dir()
    if binaries is None:
        raise Unavailable("no PostgreSQL binaries installed (initdb not in /usr/lib/postgresql/*/bin nor on PATH);"
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
        cluster = Cluster(binaries, root, free_port(), prefix)
        cluster.run("initdb", "-D", str(cluster.data), "-U", ADMIN, f"--pwfile={root / 'pw'}",
                    "--auth=scram-sha-256", "-E", "UTF8", "--locale=C")
        cluster.start()
        try:
            yield cluster
        finally:
            cluster.stop()
    finally:
        shutil.rmtree(root, ignore_errors=True)
