"""Two versions of a control repo compiled for the same nodes and facts, and
diffed; with `--affected`, only the nodes the change can touch are compiled.

The old revision's run (catalogs, exports, what each node read) is kept in the
user's data directory, keyed by commit and inputs, so comparing many branches
against one base compiles the base once.
"""
import hashlib
import json
import os
import re
import shutil
import tempfile

from ..errors import UsageError
from .affected import (changes_between, changes_touching, collectors_following, file_at,
                       probed)
from .diff import FleetDiff, checkout_revision, read_catalog, read_side, revision_sha
from .patch import CHECKOUT
from .runner import DEPENDENCIES, FleetJob, FleetRun


class VersionOptions:
    """How each side is compiled: nodes, facts, workers, runtime options."""

    def __init__(self, nodes, runtime_options, jobs=1, scheduler=None, progress=False,
                 strict=False, strict_variables=False, data_binding=True):
        self.nodes = nodes                  # [(certname, facts path)]
        self.runtime_options = runtime_options
        self.jobs, self.scheduler, self.progress = jobs, scheduler, progress
        self.strict, self.strict_variables = strict, strict_variables
        self.data_binding = data_binding

    def inputs_key(self):
        digest = hashlib.sha256(json.dumps([sorted(self.runtime_options.items(), key=str),
                                            self.strict, self.strict_variables,
                                            self.data_binding], default=str).encode())
        for node, facts in self.nodes:
            digest.update(node.encode() + b'\0')
            if facts:
                with open(facts, 'rb') as f:
                    digest.update(f.read())
        return digest.hexdigest()[:16]


def compile_environment(env_dir, options, out_dir, store_path, only=None, previous=None):
    """Compile the nodes (or ``only`` those) of environment ``env_dir`` into
    ``out_dir``; the summary. ``previous``: an earlier run's dependencies
    (FleetRun: the order of pass 1)."""
    from ..data.environment import Environment
    from ..data.lookup import Settings
    environment = Environment(env_dir)
    files = environment.manifest_files()
    if not files:
        raise UsageError('%s: no manifests/ (site.pp) to compile' % env_dir)
    modulepath = [os.path.abspath(p) for p in environment.modulepath()]
    data = Settings(environment_dir=environment.directory, modulepath=modulepath,
                    data_binding=options.data_binding, environment=environment.name)
    manifest = files[0] if len(files) == 1 else files
    os.makedirs(out_dir, exist_ok=True)
    job = FleetJob(manifest, ':'.join(modulepath) or None, data, options.runtime_options,
                   store_path, out_dir, strict=options.strict,
                   strict_variables=options.strict_variables, root=environment.directory)
    nodes = [n for n in options.nodes if only is None or n[0] in only]
    if not nodes:
        return None
    return FleetRun(job, nodes, jobs=options.jobs, scheduler=options.scheduler,
                    progress=options.progress, previous=previous).run()


def diff_directories(old_env, new_env, options, filters, work, checkouts=False):
    """Every node compiled in both environment directories (``checkouts``: the
    temporary checkouts of two revisions, left out of error messages)."""
    compile_environment(old_env, options, os.path.join(work, 'old'),
                        os.path.join(work, 'old.sqlite'))
    compile_environment(new_env, options, os.path.join(work, 'new'),
                        os.path.join(work, 'new.sqlite'))
    old, new = read_side(os.path.join(work, 'old')), read_side(os.path.join(work, 'new'))
    if checkouts:
        _repository_paths(old, new)
    return FleetDiff(old, new, filters), {}


def _repository_paths(*sides):
    """Failed compiles' messages name files in the repository (modules/x/...),
    not in the temporary checkouts they were compiled from."""
    for side in sides:
        for catalog in side.values():
            if isinstance(catalog, dict) and isinstance(catalog.get('error'), str):
                catalog['error'] = CHECKOUT.sub('', catalog['error'])


def diff_revisions(repo, old_ref, new_ref, subdir, options, filters, affected=False):
    """(FleetDiff, report) of two git revisions of ``repo`` (its ``subdir`` being
    the environment)."""
    with tempfile.TemporaryDirectory(prefix='lazygraph-diff-') as work:
        old_env = os.path.join(work, 'a', subdir)
        new_env = os.path.join(work, 'b', subdir)
        if not affected:
            checkout_revision(repo, old_ref, os.path.join(work, 'a'))
            checkout_revision(repo, new_ref, os.path.join(work, 'b'))
            return diff_directories(old_env, new_env, options, filters, work, checkouts=True)
        old_sha, new_sha = revision_sha(repo, old_ref), revision_sha(repo, new_ref)

        def old_tree():       # written out only when the old run is not cached yet
            checkout_revision(repo, old_sha, os.path.join(work, 'a'))
            return old_env
        base = _base_run(old_tree, old_sha, subdir, options)
        with open(os.path.join(base, DEPENDENCIES)) as f:
            deps = json.load(f)
        changes = changes_between(repo, old_sha, new_sha, subdir)
        touching = changes_touching(deps, changes)
        patched = {} if filters.positions or options.runtime_options.get('allow_read') \
            else _patched(repo, old_sha, new_sha, subdir, base, deps, touching)
        touched = set(touching) - set(patched)
        touched |= collectors_following(deps, touched)
        if touched:      # written out only when a node is compiled again
            checkout_revision(repo, new_sha, os.path.join(work, 'b'))
        new_out = os.path.join(work, 'new')
        store = os.path.join(work, 'new.sqlite')
        shutil.copy(os.path.join(base, 'store.sqlite'), store)   # the others' exports
        compiled = set()
        while touched - compiled:
            batch = touched - compiled
            compile_environment(new_env, options, new_out, store, only=batch, previous=deps)
            compiled |= batch
            with open(os.path.join(new_out, DEPENDENCIES)) as f:
                new_deps = json.load(f)
            if any(d is None or d['exports'] for n, d in new_deps.items() if n in batch):
                # A touched node exports at the new revision: its collectors follow.
                touched |= {n for n, d in deps.items() if d is None or d['collects']}
        # The catalogs of nodes not compiled again (nor failed in the base run) are
        # the same on both sides: not read, no difference.
        old = read_side(base, only=compiled | {n for n, d in deps.items() if d is None})
        new = dict(old)
        if compiled:
            new.update(read_side(new_out))
        patched = {n: p for n, p in patched.items() if n not in compiled}  # compiled: theirs
        for node, (base_catalog, catalog) in patched.items():
            old[node], new[node] = base_catalog, catalog
        _repository_paths(old, new)
        report = {'nodes': len(options.nodes), 'changed_files': len(changes),
                  'affected': sorted(compiled | set(patched)), 'patched': sorted(patched),
                  'compiles_saved': len(options.nodes) - len(compiled), 'base_run': base}
        return FleetDiff(old, new, filters), report


# Puppet code a node evaluates: the main manifest(s) and modules' manifests.
PUPPET_CODE = re.compile(r'\A(manifests/|modules/[^/]+/manifests/)[^\0]*\.pp\Z')


def _patched(repo, old_sha, new_sha, subdir, base, deps, touching):
    """{node: (base catalog, new catalog)} for the touched nodes whose changes are
    all literal value edits that their base catalogs can take (fleet/patch.py)."""
    from .patch import patch_catalog, value_edits
    edits = {}
    for change in {id(c): c for changes in touching.values() for c in changes}.values():
        if change.status != 'M' or not PUPPET_CODE.match(change.path):
            continue
        path = os.path.join(subdir, change.path) if subdir else change.path
        old_text, new_text = file_at(repo, old_sha, path), file_at(repo, new_sha, path)
        if old_text is not None and new_text is not None:
            edits[change.path] = value_edits(old_text, new_text, os.path.normpath(path))
    patched = {}
    memo = {}      # computed values, by the code evaluated
    for node, changes in sorted(touching.items()):
        found = [edits.get(change.path) for change in changes]
        if not found or any(e is None for e in found) or deps.get(node) is None or \
                any(probed(change.path, deps[node].get('data_probes', ['*']))
                    for change in changes):
            continue        # an edited file this node also read as data (a template...)
        base_catalog = read_catalog(os.path.join(base, node + '.json'))
        catalog = patch_catalog(base_catalog, deps[node], found, memo)
        if catalog is not None:
            patched[node] = (base_catalog, catalog)
    return patched


def _base_run(env_dir, sha, subdir, options):
    """The old revision's full run, from the cache or compiled now into it
    (``env_dir()``: the environment directory, written out when called)."""
    from .store import default_store_path
    runs = os.path.join(os.path.dirname(default_store_path()), 'runs')
    key = '%s-%s-%s' % (sha[:12], hashlib.sha256(subdir.encode()).hexdigest()[:6],
                        options.inputs_key())
    path = os.path.join(runs, key)
    if os.path.exists(os.path.join(path, DEPENDENCIES)):
        return path
    partial = path + '.partial'
    shutil.rmtree(partial, ignore_errors=True)
    compile_environment(env_dir(), options, partial, os.path.join(partial, 'store.sqlite'))
    os.replace(partial, path)
    return path
