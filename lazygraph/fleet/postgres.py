"""The exported-resource store on PostgreSQL, for many writers (a cluster's workers).

Same schema and semantics as the SQLite store (fleet/store.py); the schema
version is kept in a table, and migrations run under an advisory lock so that
workers starting together migrate once. A node's exports are replaced in one
transaction; concurrent replacements of different nodes do not block each other,
and of the same node serialise on its row in `nodes`.
"""
from ..errors import InputError, UsageError
from ..interpreter import ctypes_holds_weak_references
from .store import MIGRATIONS, ExportStore

MIGRATION_LOCK = 727274   # pg_advisory_xact_lock key: lazygraph's schema migrations


class PostgresStore(ExportStore):
    placeholder = '%s'

    def __init__(self, url):
        try:
            import psycopg
        except ImportError:
            raise UsageError("a postgresql:// store needs the psycopg package "
                             "(pip install 'psycopg[binary]')")
        if psycopg.pq.__impl__ == 'python' and not ctypes_holds_weak_references():
            raise UsageError('a postgresql:// store cannot run on this Python: psycopg reaches '
                             'libpq through ctypes here, and this ctypes refuses it '
                             '(PyPy 7.3.11: pypy/pypy#3882); use CPython or the SQLite store')
        self.location = _without_password(url)
        self._errors = psycopg.Error
        try:
            self.connection = psycopg.connect(url, autocommit=True, connect_timeout=30)
        except psycopg.Error as error:
            raise InputError('%s: cannot connect to the store (%s)'
                             % (self.location, str(error).strip().splitlines()[0]))
        self._check_schema()

    def _check_schema(self):
        with self.transaction() as cur:
            cur.execute('SELECT pg_advisory_xact_lock(%s)', (MIGRATION_LOCK,))
            cur.execute('CREATE TABLE IF NOT EXISTS lazygraph_schema (version INTEGER NOT NULL)')
            cur.execute('SELECT version FROM lazygraph_schema')
            row = cur.fetchone()
            version = row[0] if row else 0
            if version > len(MIGRATIONS):
                raise UsageError('%s: store schema version %d is newer than this lazygraph '
                                 '(%d)' % (self.location, version, len(MIGRATIONS)))
            if version < len(MIGRATIONS):
                new = self.migrate(cur, version)
                cur.execute('DELETE FROM lazygraph_schema')
                cur.execute('INSERT INTO lazygraph_schema VALUES (%s)', (new,))

    def upsert_node(self, cur, certname, now):
        cur.execute('INSERT INTO nodes (certname, deactivated, updated) VALUES (%s, NULL, %s) '
                    'ON CONFLICT (certname) DO UPDATE SET deactivated = NULL, updated = %s',
                    (certname, now, now))

    def transaction(self):
        return _PostgresTransaction(self)

    def close(self):
        self.connection.close()


class _PostgresTransaction:
    def __init__(self, store):
        self.store = store

    def __enter__(self):
        self._transaction = self.store.connection.transaction()
        self._transaction.__enter__()
        self.cursor = self.store.connection.cursor()
        return self.cursor

    def __exit__(self, kind, error, trace):
        self.cursor.close()
        self._transaction.__exit__(kind, error, trace)
        if isinstance(error, self.store._errors):
            raise InputError('%s: %s' % (self.store.location,
                                         str(error).strip().splitlines()[0])) from error
        return False


def _without_password(url):
    """The URL as messages may show it."""
    import re
    return re.sub(r'(://[^:/@]+):[^@]*@', r'\1:***@', url)
