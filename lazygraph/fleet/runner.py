"""A fleet per run: every node's catalog, in worker processes or on a Dask cluster.

A run compiles each node once (pass 1), each writing its exports to the store;
then the nodes whose compile collected exports (`<<| |>>`) are compiled again
(pass 2), now that every node's exports are in the store -- as a real fleet
converges -- so the catalogs written do not depend on the order nodes finished.

Workers share nothing but the store and the parse cache: a file is parsed once
for the run (the first worker to need it writes the parsed graph to the private
cache; the others read that), and evaluated per node. Each worker keeps a
Worker (below) for all the nodes it compiles: the Hiera data and Puppet files
it has parsed (per content), and one connection to the store. A worker that dies (killed,
out of memory) fails only the nodes it was compiling: they are tried once more in
a fresh pool, and a node that kills its worker twice is reported as failed.
"""
import gc
import json
import os
import resource as rusage
import statistics
import sys
import time
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool

from .. import interpreter
from ..data.files import DataFileCache
from ..errors import LazygraphError, UsageError

SLOWEST = 5
DEPENDENCIES = 'dependencies.json'   # beside summary.json in a run's out directory


class FleetJob:
    """What every node's compile shares (picklable: it travels to the workers)."""

    def __init__(self, manifest, modulepath, data, runtime_options, store_spec, out_dir,
                 strict=False, strict_variables=False, root=None):
        self.manifest = manifest
        self.root = root or _root_of(manifest)   # paths in dependencies are relative to it
        self.modulepath = modulepath
        self.data = data
        self.runtime_options = runtime_options
        self.store_spec = store_spec      # None: no store (exported collectors collect nothing)
        self.out_dir = out_dir
        self.strict = strict
        self.strict_variables = strict_variables


class Worker:
    """What one worker keeps from node to node (never shared between processes):
    Hiera data files and Puppet files parsed once per content (each compile
    works on its own copy: syntax/code_cache.py), and the store opened once -- a
    connection per node cost a checkpoint of the store's journal at each close.
    Catalogs and their graphs are per node.

    The cyclic GC runs between nodes, not during them (run_deep pauses it while
    a node compiles). With ``freeze``, what survives a node (these caches, the
    modules imported) is then moved out of the collector's sight (gc.freeze):
    each collection after a node scans only that node's leftovers, not the
    worker's templates again. close() hands them back (gc.unfreeze)."""

    def __init__(self, freeze=True):
        from ..syntax.code_cache import CodeCache
        self.data_cache = DataFileCache()
        self.code_cache = CodeCache()
        self._stores = {}
        self._relative = {}
        # Freeze only where no one else does: another freezer's objects stay theirs.
        self._freeze = freeze and interpreter.CAN_FREEZE and interpreter.frozen_count() == 0
        self._collected = False

    def relative_paths(self, root):
        """path -> relative to ``root`` (affected.dependencies), for this worker's nodes."""
        return self._relative.setdefault((root, os.getcwd()), {})

    def store(self, spec):
        """The worker's connection to the store ``spec`` names (None: no store)."""
        if spec is None:
            return None
        store = self._stores.get(spec)
        if store is None:
            from .store import open_store
            store = self._stores[spec] = open_store(spec)
        return store

    def node_done(self):
        """Collect any cyclic garbage the node left (its graph has none: reference
        counting frees it): the young generation only,
        once the first node's full collection has frozen what the worker keeps.
        Not on PyPy: its collector frees the node's garbage as it goes, and its
        collect() is always a full one."""
        if not interpreter.REFERENCE_COUNTING:
            return
        gc.collect(0 if self._collected else 2)
        self._collected = True
        if self._freeze:
            interpreter.freeze()

    def close(self):
        for store in self._stores.values():
            store.close()
        self._stores.clear()
        if self._freeze and self._collected:
            interpreter.unfreeze()
            self._collected = False


def compile_node(job, node, facts_path, worker=None):
    """Compile one node (in a worker): its result summary; the catalog is written
    to the job's out directory. Never raises for a node's own failure.
    ``worker``: what the worker keeps for its next nodes (a Worker); None: a
    Worker for this node alone."""
    from ..deep import run_deep
    alone = worker is None
    if alone:
        worker = Worker(freeze=False)
    started = time.perf_counter()
    try:
        # One thread with a deep stack for the whole node: the compile's own
        # run_deep calls (six a node) then run in it instead of starting threads.
        # (the worker collects and freezes between nodes itself: no promotion)
        result = run_deep(_compile_node, job, node, facts_path, worker, promote=False)
    finally:
        if alone:
            worker.close()
    worker.node_done()
    result['seconds'] = time.perf_counter() - started
    result['peak_rss_kb'] = rusage.getrusage(rusage.RUSAGE_SELF).ru_maxrss
    return result


def _compile_node(job, node, facts_path, worker):
    from .. import compile as compile_catalog
    from ..data.facts_files import load_fact_file
    from .store import RecordingStore
    result = {'node': node, 'ok': False}
    try:
        facts = load_fact_file(facts_path) if facts_path else None
        store = worker.store(job.store_spec)
        if store is not None:
            store = RecordingStore(store)
        catalog = compile_catalog(_manifest(job.manifest, worker), node=node, facts=facts,
                                  strict=job.strict, strict_variables=job.strict_variables,
                                  modulepath=job.modulepath, data=job.data,
                                  store=store,
                                  data_cache=worker.data_cache, code_cache=worker.code_cache,
                                  **job.runtime_options)
        data = catalog.to_data()
        from .affected import dependencies
        deps = dependencies(catalog.compiler, job.root, worker.relative_paths(job.root))
        _write(job.out_dir, node, data)     # a node whose catalog is not written failed
        result.update(ok=True, resources=len(data['resources']), dependencies=deps,
                      collects_exports=deps['collects'],
                      asked=store.asked if store is not None else [])
    except LazygraphError as exc:
        result['error'] = exc.format()
        _write(job.out_dir, node, {'error': exc.format()})
    except RecursionError:
        result['error'] = 'error: the graph is too deep to resolve here'
    except Exception as exc:       # a bug of lazygraph's: that node fails, the run goes on
        result['error'] = 'error: internal error compiling %s: %s: %s' % (
            node, type(exc).__name__, exc)
    return result


def _root_of(manifest):
    first = manifest[0] if isinstance(manifest, list) else manifest
    directory = os.path.dirname(os.path.abspath(first))
    # manifests/site.pp of an environment: the environment is the root
    return os.path.dirname(directory) if os.path.basename(directory) == 'manifests' \
        else directory


def _manifest(manifest, worker):
    read = worker.code_cache.read_source
    if isinstance(manifest, list):
        return [read(m) for m in manifest]
    return read(manifest)


def _write(out_dir, node, data):
    if out_dir is None:
        return
    from ..outputs.catalog_json import dumps
    path = os.path.join(out_dir, node + '.json')
    temporary = path + '.tmp'
    with open(temporary, 'w', encoding='utf-8') as f:
        f.write(dumps(data) if 'error' not in data else json.dumps(data, indent=2))
        f.write('\n')
    os.replace(temporary, path)


class FleetRun:
    """One run over many nodes: ``run()`` returns the summary (also written as
    summary.json in the out directory)."""

    def __init__(self, job, nodes, jobs=1, scheduler=None, progress=True, previous=None):
        self.job = job
        self.nodes = nodes              # [(certname, facts path or None)]
        # An earlier run's dependencies (node -> its dependencies.json entry), if
        # known: the nodes that collected exports then are compiled last in pass 1.
        self.previous = previous or {}
        self.jobs = max(1, jobs)
        self.scheduler = scheduler
        self.progress = progress
        self.results = {}

    def run(self):
        started = time.perf_counter()
        from .store import open_store
        self.worker = Worker()      # in-process runs (-j 1)
        self.compiled_again = None  # pass 2's nodes
        if self.job.store_spec is not None:
            open_store(self.job.store_spec).close()   # made and migrated once, not by each worker
        try:
            self._pass(self._collectors_last(self.nodes), 'pass 1')
            again = [(n, f) for n, f in self.nodes if self.results[n].get('collects_exports')
                     and self.job.store_spec is not None]
            if again:
                again = self._answers_changed(again)
            if again:
                self._pass(again, 'pass 2')
        finally:
            self.worker.close()
        if self.job.store_spec is not None:
            # The workers' connections stay open while they compile: the store file
            # is made whole again (a diff copies it as the base run's store).
            store = open_store(self.job.store_spec)
            try:
                store.checkpoint()
            finally:
                store.close()
        summary = self.summary(time.perf_counter() - started,
                               passes=2 if self.compiled_again is not None else 1)
        if self.job.out_dir is not None:
            with open(os.path.join(self.job.out_dir, 'summary.json'), 'w') as f:
                json.dump(summary, f, indent=2, sort_keys=True)
                f.write('\n')
            # What each node's catalog depends on (None: it failed): `diff --affected`.
            with open(os.path.join(self.job.out_dir, DEPENDENCIES), 'w') as f:
                json.dump({n: self.results[n].get('dependencies') for n, _ in self.nodes}, f,
                          indent=1, sort_keys=True)
                f.write('\n')
        return summary

    def _collectors_last(self, nodes):
        """Pass 1's order: the nodes an earlier run saw collect exports after the
        others, so that they see every export already and pass 2 finds nothing
        new for them. Only the order: what is compiled again is decided by
        _answers_changed."""
        collected = {n for n, d in self.previous.items() if isinstance(d, dict) and
                     d.get('collects')}
        return [item for item in nodes if item[0] not in collected] + \
            [item for item in nodes if item[0] in collected]

    def _answers_changed(self, nodes):
        """The collecting nodes whose compile the store would now answer otherwise.
        A compile depends on the code, its facts and what the store answered: when
        every answer is the same, pass 2 would compile the same catalog (and write
        the same exports), so pass 1's stands."""
        from .store import RecordingStore, open_store
        store = RecordingStore(open_store(self.job.store_spec))
        try:
            changed = [(n, f) for n, f in nodes
                       if not store.same_answers(self.results[n].get('asked') or [])]
        finally:
            store.store.close()
        self.compiled_again = [n for n, _ in changed]
        return changed

    def _pass(self, nodes, label):
        bar = _progress_bar(len(nodes), label, self.progress)
        try:
            for result in self._results(nodes):
                self.results[result['node']] = result
                bar.update(1)
        finally:
            bar.close()

    def _results(self, nodes):
        if self.scheduler:
            yield from _on_cluster(self.scheduler, self.job, nodes)
        elif self.jobs == 1:
            for node, facts in nodes:
                yield compile_node(self.job, node, facts, self.worker)
        else:
            yield from _in_pool(self.job, nodes, self.jobs)

    def summary(self, elapsed, passes):
        results = [self.results[n] for n, _ in self.nodes]
        done = [r for r in results if r['ok']]
        failed = [r for r in results if not r['ok']]
        times = [r['seconds'] for r in results]
        counts = [r['resources'] for r in done]
        return {
            'nodes': len(results), 'compiled': len(done), 'failed': len(failed),
            'passes': passes, 'seconds': round(elapsed, 3),
            # pass 2: the collecting nodes the store now answered otherwise
            'compiled_again': len(self.compiled_again or ()),
            'failures': {r['node']: r['error'].splitlines()[0] for r in failed},
            'seconds_per_node': _spread(times),
            'slowest': [[r['node'], round(r['seconds'], 3)] for r in
                        sorted(results, key=lambda r: (-r['seconds'], r['node']))[:SLOWEST]],
            'resources_per_node': _spread(counts, digits=None),
            'peak_rss_mb_per_worker': round(max(r['peak_rss_kb'] for r in results) / 1024, 1)
            if results else 0,
            'workers': 'dask %s' % self.scheduler if self.scheduler else self.jobs,
        }


def _spread(values, digits=3):
    if not values:
        return None
    fix = (lambda v: round(v, digits)) if digits is not None else (lambda v: v)
    return {'min': fix(min(values)), 'median': fix(statistics.median(values)),
            'max': fix(max(values))}


# A pool worker process's own Worker, for the nodes it compiles next (set in each
# worker process by the pool's initializer, never in the parent; its store
# connection ends with the process: what it committed is in the store's journal).
_worker = None


def _start_worker():
    global _worker
    _worker = Worker()


def _compile_in_worker(job, node, facts):
    return compile_node(job, node, facts, _worker)


def _compile_on_cluster(job, node, facts):
    """On a Dask worker, the Worker is kept on the Dask worker object."""
    from distributed import get_worker
    dask_worker = get_worker()
    worker = getattr(dask_worker, 'lazygraph_worker', None)
    if worker is None:
        # A Dask worker's own objects are not frozen: it lives on after the run.
        worker = dask_worker.lazygraph_worker = Worker(freeze=False)
    return compile_node(job, node, facts, worker)


def _in_pool(job, nodes, workers):
    """Results as they come. At most two nodes per worker are handed out at a time,
    so when a worker dies only those are suspects; each suspect is then compiled
    alone, in a pool of its own, where dying again is that node's own doing."""
    suspects = []
    queue = list(reversed(nodes))
    with ProcessPoolExecutor(max_workers=min(workers, len(nodes)),
                             initializer=_start_worker) as pool:
        running = {}
        broken = False
        while queue or running:
            while queue and not broken and len(running) < 2 * workers:
                node, facts = queue.pop()
                running[pool.submit(_compile_in_worker, job, node, facts)] = (node, facts)
            done, _ = wait(running, return_when=FIRST_COMPLETED)
            for future in done:
                item = running.pop(future)
                try:
                    yield future.result()
                except BrokenProcessPool:
                    broken = True
                    suspects.append(item)
            if broken and not running:
                break
    if broken:
        for node, facts in sorted(suspects):
            yield _alone(job, node, facts)
        rest = list(reversed(queue))
        if rest:
            yield from _in_pool(job, rest, workers)


def _alone(job, node, facts):
    with ProcessPoolExecutor(max_workers=1) as pool:
        try:
            return pool.submit(compile_node, job, node, facts).result()
        except BrokenProcessPool:
            return _died(node)


def _died(node):
    return {'node': node, 'ok': False, 'seconds': 0.0, 'peak_rss_kb': 0,
            'error': 'error: the worker compiling %s died (killed, or out of memory)' % node}


def _on_cluster(address, job, nodes):
    """The same work on a Dask distributed cluster (its scheduler at ``address``)."""
    try:
        from distributed import Client, as_completed as dask_completed
    except ImportError:
        raise UsageError("--scheduler needs Dask's distributed package "
                         "(pip install 'lazygraph[cluster]')")
    try:
        client = Client(address, timeout=30)
    except (OSError, TimeoutError) as exc:
        raise UsageError('cannot reach the Dask scheduler at %s: %s' % (address, exc))
    try:
        futures = [client.submit(_compile_on_cluster, job, node, facts, key='compile-%s' % node,
                                 pure=False) for node, facts in nodes]
        for future in dask_completed(futures):
            try:
                yield future.result()
            except Exception as exc:       # KilledWorker and the like: that node only
                node = future.key[len('compile-'):]
                yield dict(_died(node), error='error: %s: %s' % (type(exc).__name__, exc))
    finally:
        client.close()


def _progress_bar(total, label, enabled):
    if not enabled or not sys.stderr.isatty():
        return _NoBar()      # tqdm not even imported (a tenth of a second of a run)
    from tqdm import tqdm
    return tqdm(total=total, desc=label, unit='node', file=sys.stderr)


class _NoBar:
    def update(self, count):
        pass

    def close(self):
        pass
