"""Instructions per node in one warm fleet worker, deterministic (callgrind): the
generated control repo's nodes compiled in one process as a worker compiles
them (fleet/runner.py Worker, compile_node), the first --warm nodes unmeasured.

    valgrind --tool=callgrind --instr-atstart=no --collect-atstart=no \\
        --toggle-collect=starmap_next python3 bench/fleet_worker.py REPO_DIR \\
        [--warm 50] [--nodes 20] [--part lazygraph.data.lookup:Session.lookup_key]

REPO_DIR holds env/ and facts/ (bench/fleet_repo.py writes them; made there if
absent). Without --part the measured nodes are collected whole: per node =
Collected / --nodes. With --part MODULE:QUALNAME only that function's calls are
(the outermost of a recursion): where a node's instructions go. Run with
PYTHONHASHSEED=0 and a warm parse cache (a first run warms it) for repeatable
counts. Without valgrind it prints CPU milliseconds per node.
"""
import argparse
import importlib
import itertools
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)


def measured_only(qualified):
    """Route the outermost calls of MODULE:QUALNAME through itertools.starmap,
    the function callgrind collects in (--toggle-collect=starmap_next)."""
    module_name, qualname = qualified.split(':')
    owner = importlib.import_module(module_name)
    *outer, name = qualname.split('.')
    for part in outer:
        owner = getattr(owner, part)
    function = getattr(owner, name)
    depth = [0]

    def measured(*args, **kwargs):
        if depth[0]:
            return function(*args, **kwargs)
        depth[0] += 1
        try:
            return next(itertools.starmap(lambda: function(*args, **kwargs), [()]))
        finally:
            depth[0] -= 1
    if isinstance(owner, type) and isinstance(owner.__dict__.get(name), staticmethod):
        measured = staticmethod(measured)
    setattr(owner, name, measured)


def callgrind(on):
    """Switch callgrind's instrumentation (False: not under callgrind)."""
    try:
        done = subprocess.run(['callgrind_control', '-i', 'on' if on else 'off',
                               str(os.getpid())], capture_output=True, text=True)
    except OSError:
        return False
    # (it exits 0 even when no callgrind runs this process: it says so instead)
    return done.returncode == 0 and 'not detected' not in done.stdout + done.stderr


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('repo')
    parser.add_argument('--warm', type=int, default=50)
    parser.add_argument('--nodes', type=int, default=20)
    parser.add_argument('--part')
    args = parser.parse_args()
    if not os.path.isdir(os.path.join(args.repo, 'env')):
        from fleet_repo import generate
        generate(args.repo, nodes=max(1000, args.warm + args.nodes))
    sys.setrecursionlimit(100000)
    with tempfile.TemporaryDirectory(prefix='lazygraph-fleet-worker-') as out:
        measure(args, out)


def measure(args, out):
    """Compile the warm-up nodes, then the measured ones, their catalogs in ``out``."""
    from lazygraph.cli import _runtime_options, build_parser
    from lazygraph.data.cli import inputs
    from lazygraph.fleet.nodes import fleet_nodes
    from lazygraph.fleet.runner import FleetJob, Worker, compile_node
    options = build_parser().parse_args([
        'fleet', '--environment-dir', os.path.join(args.repo, 'env'), '--facts-dir',
        os.path.join(args.repo, 'facts'), '--out', out, '--no-store'])
    manifest, modulepath, data, _ = inputs(options)
    nodes = fleet_nodes(options.nodes, options.facts_dir, manifest, modulepath)
    job = FleetJob(os.path.abspath(manifest), modulepath, data, _runtime_options(options),
                   None, out, root=data.environment_dir)
    # The compiles in this thread, as in run_deep's (callgrind's toggle follows
    # one thread's calls), with its collector paused.
    import gc
    import lazygraph.deep
    lazygraph.deep._state.inside = True
    gc.disable()
    if args.part:
        measured_only(args.part)
    worker = Worker()

    def compile_nodes(chosen):
        for node, facts in chosen:
            result = compile_node(job, node, facts, worker)
            if not result['ok']:
                raise SystemExit('%s failed: %s' % (node, result.get('error')))
    compile_nodes(nodes[:args.warm])
    chosen = nodes[args.warm:args.warm + args.nodes]
    under_callgrind = callgrind(True)
    if under_callgrind:
        time.sleep(2)       # callgrind_control returns before the switch is made
    started = time.process_time()
    if args.part:
        compile_nodes(chosen)
    else:
        list(itertools.starmap(compile_nodes, [(chosen,)]))
    cpu = time.process_time() - started
    if under_callgrind:
        callgrind(False)
    else:
        print('%d nodes: %.2f ms CPU a node' % (len(chosen), 1000 * cpu / len(chosen)))


if __name__ == '__main__':
    main()
