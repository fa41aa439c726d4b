"""A real PostgreSQL server for the tests, started in a temporary directory from
Debian's `postgresql` package (.ci/run installs it), stopped afterwards."""
import glob
import os
import shutil
import socket
import subprocess
import tempfile
import time


def server_binaries():
    """The directory of initdb/pg_ctl, or None when PostgreSQL is not installed."""
    found = shutil.which('initdb')
    if found:
        return os.path.dirname(os.path.realpath(found))
    candidates = sorted(glob.glob('/usr/lib/postgresql/*/bin/initdb'))
    return os.path.dirname(candidates[-1]) if candidates else None


def _free_port():
    with socket.socket() as s:
        s.bind(('127.0.0.1', 0))
        return s.getsockname()[1]


class PostgresServer:
    """``with PostgresServer() as url:`` a fresh cluster with database `lazygraph`."""

    def __enter__(self):
        bindir = server_binaries()
        if bindir is None:
            raise RuntimeError('PostgreSQL is not installed (apt-get install postgresql)')
        self.root = tempfile.mkdtemp(prefix='lazygraph-pg-')
        os.chmod(self.root, 0o755)
        self.data = os.path.join(self.root, 'data')
        self.port = _free_port()
        # The server refuses to run as root: run it as Debian's postgres user then.
        self.prefix = ['runuser', '-u', 'postgres', '--'] if os.geteuid() == 0 else []
        if self.prefix:
            shutil.chown(self.root, 'postgres')
        self._run([os.path.join(bindir, 'initdb'), '-D', self.data, '-A', 'trust', '-U',
                   'postgres', '--no-sync'])
        self._run([os.path.join(bindir, 'pg_ctl'), '-D', self.data, '-w', '-l',
                   os.path.join(self.root, 'log'), '-o',
                   '-k %s -p %d -c listen_addresses= -c fsync=off' % (self.root, self.port),
                   'start'])
        self.bindir = bindir
        self.url = 'postgresql://postgres@/postgres?host=%s&port=%d' % (self.root, self.port)
        import psycopg
        with psycopg.connect(self.url, autocommit=True) as conn:
            conn.execute('CREATE DATABASE lazygraph')
        return self.url.replace('/postgres?', '/lazygraph?')

    def __exit__(self, *exc):
        self._run([os.path.join(self.bindir, 'pg_ctl'), '-D', self.data, '-m', 'immediate',
                   'stop'])
        shutil.rmtree(self.root, ignore_errors=True)
        return False

    def _run(self, cmd):
        subprocess.run(self.prefix + cmd, check=True, capture_output=True, timeout=120)


def wait_for(predicate, timeout=30):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return False
