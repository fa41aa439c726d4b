"""The store of exported resources, with PuppetDB's semantics for compiling.

A compile that succeeds replaces its node's exported resources in one
transaction (a killed run leaves the previous set); `<<| query |>>` collects the
exports of the other active nodes that match the query (catalog/collectors.py),
certname by certname in name order, each node's in the order it declared them.

The embedded default is SQLite in the user's data directory (`open_store`);
`postgresql://...` opens the PostgreSQL store (fleet/postgres.py). Both keep one
schema, versioned: MIGRATIONS[n] takes a store from version n to n+1.
"""
import json
import os
import time

from ..errors import InputError, UsageError

MIGRATIONS = [
    # 0 -> 1: nodes and their exported resources.
    ["CREATE TABLE nodes (certname TEXT PRIMARY KEY, deactivated DOUBLE PRECISION, "
     "updated DOUBLE PRECISION NOT NULL)",
     "CREATE TABLE resources (certname TEXT NOT NULL REFERENCES nodes(certname), "
     "position INTEGER NOT NULL, type TEXT NOT NULL, title TEXT NOT NULL, tags TEXT NOT NULL, "
     "parameters TEXT NOT NULL, file TEXT, line INTEGER, PRIMARY KEY (certname, position))",
     "CREATE INDEX resources_by_type ON resources (type, certname, position)"],
]


def default_store_path():
    """store.sqlite in the user's data directory ($LAZYGRAPH_DATA_DIR, else
    $XDG_DATA_HOME/lazygraph, else ~/.local/share/lazygraph)."""
    root = os.environ.get('LAZYGRAPH_DATA_DIR') or os.path.join(
        os.environ.get('XDG_DATA_HOME') or os.path.join(os.path.expanduser('~'), '.local',
                                                        'share'), 'lazygraph')
    return os.path.join(root, 'store.sqlite')


def open_store(spec=None):
    """The store ``spec`` names: a postgresql:// URL, a file path, or None for
    the default SQLite file."""
    if spec and spec.startswith(('postgresql://', 'postgres://')):
        from .postgres import PostgresStore
        return PostgresStore(spec)
    return SqliteStore(spec or default_store_path())


def export_record(resource_data):
    """What the store keeps of an exported resource in a catalog."""
    return {'type': resource_data['type'], 'title': resource_data['title'],
            'tags': resource_data.get('tags', []),
            'parameters': resource_data.get('parameters', {}),
            'file': resource_data.get('file'), 'line': resource_data.get('line')}


def answer_digest(found):
    """A digest of what exports() answered: equal digests, equal answers."""
    import hashlib
    return hashlib.sha256(json.dumps(found, sort_keys=True).encode()).hexdigest()


def stored_match(query, record):
    """PuppetDB's reading of a collector query on a stored resource: ``query`` is
    None or ('and'|'or', left, right) / ('=='|'!=', field, value); `tag` is
    a member of the tags (lowercased), `title` equal, a parameter equal or, for
    an array, containing the value. Case-sensitive, as PuppetDB is."""
    if query is None:
        return True
    op, left, right = query
    if op == 'and':
        return stored_match(left, record) and stored_match(right, record)
    if op == 'or':
        return stored_match(left, record) or stored_match(right, record)
    if left == 'tag':
        found = isinstance(right, str) and right.lower() in record['tags']
    elif left == 'title':
        found = record['title'] == right
    else:
        actual = record['parameters'].get(left)
        found = any(_same(a, right) for a in actual) if isinstance(actual, list) else \
            _same(actual, right)
    return found if op == '==' else not found


def _same(a, b):
    """JSON equality: true is not 1."""
    return a is not None and a == b and isinstance(a, bool) == isinstance(b, bool)


class ExportStore:
    """What every store offers; subclasses run the SQL (placeholders differ)."""
    placeholder = '?'

    def replace(self, certname, resources):
        """Make ``resources`` (catalog resource data) the node's exports, at once,
        and mark the node active."""
        rows = [(certname, i, r['type'], r['title'], json.dumps(r['tags']),
                 json.dumps(r['parameters'], sort_keys=True), r['file'], r['line'])
                for i, r in enumerate(map(export_record, resources))]
        now = time.time()
        with self.transaction() as cur:
            # The node's row first: two writers of one node (PostgreSQL) wait for each
            # other on it; deleting first, the second one's snapshot misses the
            # first one's new rows and its inserts collide with them.
            self.upsert_node(cur, certname, now)
            self.execute(cur, 'DELETE FROM resources WHERE certname = ?', (certname,))
            self.executemany(cur, 'INSERT INTO resources VALUES (?, ?, ?, ?, ?, ?, ?, ?)', rows)

    def deactivate(self, certname):
        """PuppetDB's `node deactivate`: its exports are no longer collected (until it
        compiles again). False when the store does not know the node."""
        with self.transaction() as cur:
            self.execute(cur, 'UPDATE nodes SET deactivated = ? WHERE certname = ?',
                         (time.time(), certname))
            return cur.rowcount > 0

    def exports(self, type_name, query=None, exclude=None, include_inactive=False):
        """[(certname, record)] of type ``type_name`` matching ``query``
        (stored_match), by certname then declaration order."""
        sql = ('SELECT r.certname, r.type, r.title, r.tags, r.parameters, r.file, r.line '
               'FROM resources r JOIN nodes n ON n.certname = r.certname WHERE r.type = ?')
        args = [type_name]
        if not include_inactive:
            sql += ' AND n.deactivated IS NULL'
        if exclude is not None:
            sql += ' AND r.certname <> ?'
            args.append(exclude)
        sql += ' ORDER BY r.certname, r.position'
        found = []
        with self.transaction() as cur:
            self.execute(cur, sql, args)
            rows = cur.fetchall()
        for certname, type_, title, tags, parameters, file, line in rows:
            record = {'type': type_, 'title': title, 'tags': json.loads(tags),
                      'parameters': json.loads(parameters), 'file': file, 'line': line}
            if stored_match(query, record):
                found.append((certname, record))
        return found

    def nodes(self):
        """[(certname, deactivated (bool), updated (epoch seconds), export count)]."""
        with self.transaction() as cur:
            self.execute(cur, 'SELECT n.certname, n.deactivated, n.updated, '
                         '(SELECT COUNT(*) FROM resources r WHERE r.certname = n.certname) '
                         'FROM nodes n ORDER BY n.certname', ())
            return [(c, d is not None, u, k) for c, d, u, k in cur.fetchall()]

    def node_exports(self, certname):
        """The node's exports, in declaration order ([] when unknown)."""
        with self.transaction() as cur:
            self.execute(cur, 'SELECT type, title, tags, parameters, file, line FROM resources '
                         'WHERE certname = ? ORDER BY position', (certname,))
            rows = cur.fetchall()
        return [{'type': t, 'title': ti, 'tags': json.loads(g), 'parameters': json.loads(p),
                 'file': f, 'line': li} for t, ti, g, p, f, li in rows]

    def checkpoint(self):
        """Make the store complete in its own file(s) (SQLite: the journal's
        commits moved into the file); nothing to do for a server."""

    def execute(self, cur, sql, args):
        cur.execute(sql.replace('?', self.placeholder), args)

    def executemany(self, cur, sql, rows):
        if rows:
            cur.executemany(sql.replace('?', self.placeholder), rows)

    def migrate(self, cur, version):
        for steps in MIGRATIONS[version:]:
            for sql in steps:
                cur.execute(sql)
        return len(MIGRATIONS)


class SqliteStore(ExportStore):
    """The embedded store: one SQLite file, WAL journal so that readers never wait
    for a writer and parallel compiles serialise only their short writes."""

    def __init__(self, path):
        import sqlite3    # here: `get` makes a store it opens only if a collector asks
        self.location = os.path.abspath(path)
        directory = os.path.dirname(self.location)
        try:
            os.makedirs(directory, mode=0o700, exist_ok=True)
            self.connection = sqlite3.connect(self.location, timeout=60,
                                              isolation_level=None, check_same_thread=False)
            self._pragma('journal_mode=WAL')
            # In WAL mode NORMAL is still atomic and consistent through a killed
            # process (a commit is in the journal before it returns); only a power
            # loss may drop the last commits -- each a node's exports, written
            # again by its next compile. FULL cost an fsync per node.
            self._pragma('synchronous=NORMAL')
            self._pragma('foreign_keys=ON')
            self._check_schema()
        except sqlite3.DatabaseError as error:
            raise InputError('%s: not a usable lazygraph store (%s)' % (self.location, error))
        except OSError as error:
            raise InputError('%s: cannot open the store (%s)' % (self.location,
                                                                 error.strerror))

    def _check_schema(self):
        with self.transaction() as cur:
            version = cur.execute('PRAGMA user_version').fetchall()[0][0]
            if version > len(MIGRATIONS):
                raise UsageError('%s: store schema version %d is newer than this lazygraph '
                                 '(%d)' % (self.location, version, len(MIGRATIONS)))
            if version < len(MIGRATIONS):
                cur.execute('PRAGMA user_version = %d' % self.migrate(cur, version))

    def upsert_node(self, cur, certname, now):
        cur.execute('INSERT INTO nodes (certname, deactivated, updated) VALUES (?, NULL, ?) '
                    'ON CONFLICT (certname) DO UPDATE SET deactivated = NULL, updated = ?',
                    (certname, now, now))

    def _pragma(self, setting):
        """Run a PRAGMA to its end. A statement left unfinished (a PRAGMA answers
        a row) would make the next COMMIT fail ("SQL statements in progress")
        once its cursor outlives the call, as it does on PyPy (no reference
        counting to reset it at once)."""
        cursor = self.connection.execute('PRAGMA ' + setting)
        try:
            return cursor.fetchall()
        finally:
            cursor.close()

    def transaction(self):
        return _SqliteTransaction(self)

    def checkpoint(self):
        """Move what the journal holds into the store file itself, so that the file
        alone is the whole store (a copy of it is complete) while other
        connections -- a fleet's workers keep theirs open -- may still be open."""
        import sqlite3
        try:
            self._pragma('wal_checkpoint(TRUNCATE)')
        except sqlite3.DatabaseError as error:
            raise InputError('%s: %s' % (self.location, error))

    def close(self):
        self.connection.close()


class _SqliteTransaction:
    """BEGIN IMMEDIATE ... COMMIT (ROLLBACK on any error); yields a cursor."""

    def __init__(self, store):
        self.store = store

    def __enter__(self):
        import sqlite3
        self.cursor = self.store.connection.cursor()
        try:
            self.cursor.execute('BEGIN IMMEDIATE')
        except sqlite3.DatabaseError as error:
            raise InputError('%s: %s' % (self.store.location, error))
        return self.cursor

    def __exit__(self, kind, error, trace):
        import sqlite3
        try:
            if kind is None:
                self.cursor.execute('COMMIT')
            else:
                self.cursor.execute('ROLLBACK')
                if isinstance(error, sqlite3.DatabaseError):
                    raise InputError('%s: %s' % (self.store.location, error)) from error
        finally:
            self.cursor.close()     # at once, not when collected (PyPy)
        return False


class StoreWhenUsed(ExportStore):
    """A store read only, opened (or created) when a collector first asks it:
    `get` on code without `<<| |>>` never touches it."""

    def __init__(self, spec=None):
        self.spec = spec
        self._store = None

    def exports(self, *args, **kwargs):
        if self._store is None:
            self._store = open_store(self.spec)
        return self._store.exports(*args, **kwargs)

    def replace(self, certname, resources):
        raise TypeError('a store opened when used is read only')

    def close(self):
        if self._store is not None:
            self._store.close()


class RecordingStore(ExportStore):
    """The store as one compile sees it, recording every question it asked and a
    digest of the answer (fleet/runner.py: a node that collected exports is
    compiled again in pass 2 only if the store would now answer otherwise)."""

    def __init__(self, store):
        self.store = store
        self.asked = []      # [type, query, exclude, include_inactive, answer digest]

    def exports(self, type_name, query=None, exclude=None, include_inactive=False):
        found = self.store.exports(type_name, query, exclude, include_inactive)
        self.asked.append([type_name, query, exclude, include_inactive, answer_digest(found)])
        return found

    def replace(self, certname, resources):
        self.store.replace(certname, resources)

    def same_answers(self, asked):
        """Whether the store answers each of ``asked`` (a RecordingStore's record)
        as it did then."""
        return all(answer_digest(self.store.exports(type_name, query, exclude, inactive))
                   == digest for type_name, query, exclude, inactive, digest in asked)
