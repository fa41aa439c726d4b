"""The fleet's commands: `fleet`, `store`, and the store options of compile/get."""
import json
import os
import sys

from ..errors import UsageError


def add_store_options(p):
    p.add_argument('--store', metavar='PATH|URL',
                   help='exported-resource store: a SQLite file or postgresql://... '
                   '(default: store.sqlite in the user data directory)')
    p.add_argument('--no-store', action='store_true',
                   help='no store: <<| |>> collects nothing, as Puppet without PuppetDB')


def store_spec(args):
    """The store the options name: None for --no-store, '' for the default file."""
    if getattr(args, 'no_store', False):
        if getattr(args, 'store', None):
            raise UsageError('--store and --no-store are exclusive')
        return None
    return getattr(args, 'store', None) or ''


def open_from_args(args, when_used=False):
    """The store the options name (None: --no-store). when_used: opened when a
    collector first asks it (`get`, which only reads: code without `<<| |>>`
    never opens it)."""
    spec = store_spec(args)
    if spec is None:
        return None
    from .store import StoreWhenUsed, open_store
    return StoreWhenUsed(spec or None) if when_used else open_store(spec or None)


def add_fleet_commands(sub):
    p = sub.add_parser('fleet', help='compile many nodes: one catalog per node and a summary')
    p.add_argument('manifest', nargs='?', help="the main manifest (default: the "
                   "--environment-dir's)")
    p.add_argument('--nodes', metavar='FILE|DIR',
                   help='certnames, one a line, or a directory of fact files (NODE.json)')
    p.add_argument('--facts-dir', metavar='DIR', help='fact files named by certname')
    p.add_argument('--modulepath', help='module directories (DIR[:DIR])')
    p.add_argument('-j', '--jobs', type=int, default=os.cpu_count() or 1,
                   help='worker processes (default: one per core)')
    p.add_argument('--scheduler', metavar='tcp://HOST:PORT',
                   help='run on this Dask distributed scheduler instead of local processes')
    p.add_argument('--out', metavar='DIR', help='write NODE.json per node and summary.json')
    p.add_argument('--quiet', action='store_true', help='no progress bar')
    add_store_options(p)
    from ..cli import _strict_options
    from ..data.cli import add_data_options
    _strict_options(p)
    add_data_options(p)
    p.add_argument('--ruby', action='store_true', help="call the modules' Ruby functions")
    p.set_defaults(run=cmd_fleet)

    p = sub.add_parser('store', help='the exported-resource store: list, show, deactivate, '
                                     'query')
    add_store_options(p)
    actions = p.add_subparsers(dest='action', metavar='ACTION')
    a = actions.add_parser('list', help='nodes, whether active, when updated, export count')
    a.set_defaults(store_run=_store_list)
    a = actions.add_parser('show', help="a node's exported resources (JSON)")
    a.add_argument('node')
    a.set_defaults(store_run=_store_show)
    a = actions.add_parser('deactivate', help='its exports are no longer collected')
    a.add_argument('node')
    a.set_defaults(store_run=_store_deactivate)
    a = actions.add_parser('query', help="exports matching Type or Type[title], and who "
                                         "exported them")
    a.add_argument('reference', metavar="'Type[title]'")
    a.add_argument('--all', action='store_true', help='deactivated nodes too')
    a.set_defaults(store_run=_store_query)
    p.set_defaults(run=cmd_store)


def add_diff_command(sub):
    p = sub.add_parser('diff', help='differences between catalogs, fleets of them, or two '
                                    'versions of the code (exit 2 when they differ)')
    p.add_argument('old', nargs='?', help='a catalog JSON file or a directory of NODE.json')
    p.add_argument('new', nargs='?', help='the same, to compare with OLD')
    p.add_argument('--from-dir', metavar='ENVDIR', help='old side: an environment directory')
    p.add_argument('--to-dir', metavar='ENVDIR', help='new side: an environment directory')
    p.add_argument('--from-ref', metavar='REV', help='old side: a git revision of --repo')
    p.add_argument('--to-ref', metavar='REV', help='new side: a git revision of --repo')
    p.add_argument('--repo', default='.', help='the git repository (default: here)')
    p.add_argument('--subdir', default='', help='the environment inside the repository')
    p.add_argument('--affected', action='store_true',
                   help='with --from-ref/--to-ref: compile only the nodes the change can '
                   'touch (the old revision\'s run is cached)')
    p.add_argument('--nodes', metavar='FILE|DIR', help='the nodes (code versions)')
    p.add_argument('--facts-dir', metavar='DIR', help='their facts (code versions)')
    p.add_argument('-j', '--jobs', type=int, default=os.cpu_count() or 1)
    p.add_argument('--scheduler', metavar='tcp://HOST:PORT')
    p.add_argument('--ignore-attribute', action='append', default=[], metavar='[TYPE.]NAME')
    p.add_argument('--ignore-type', action='append', default=[], metavar='TYPE')
    p.add_argument('--ignore-tags', action='store_true', help='do not compare tags')
    p.add_argument('--include-positions', action='store_true',
                   help='compare file and line too')
    p.add_argument('--format', choices=['text', 'json'], default='text')
    p.add_argument('--quiet', action='store_true', help='no progress bar')
    from ..cli import _strict_options
    _strict_options(p)
    p.add_argument('--no-data-binding', action='store_true')
    p.add_argument('--ruby', action='store_true', help="call the modules' Ruby functions "
                   '(code versions, as `fleet --ruby`)')
    p.set_defaults(run=cmd_diff)


def cmd_diff(args):
    from .diff import CatalogDiff, Filters, FleetDiff, read_catalog, read_side
    filters = Filters(args.ignore_attribute, args.ignore_type, args.ignore_tags,
                      args.include_positions)
    versions = args.from_ref or args.to_ref or args.from_dir or args.to_dir
    report = {}
    if versions:
        if args.old or args.new:
            raise UsageError('diff: give two catalogs/directories, or code versions, not both')
        result, report = _diff_versions(args, filters)
    else:
        if not (args.old and args.new):
            raise UsageError('diff: two catalogs (files or directories) are needed')
        old, new = read_side(args.old), read_side(args.new)
        if (old is None) != (new is None):
            raise UsageError('diff: compare a file with a file, a directory with a directory')
        result = CatalogDiff(read_catalog(args.old), read_catalog(args.new), filters) \
            if old is None else FleetDiff(old, new, filters)
    if args.format == 'json':
        data = dict(result.to_data(), **({'affected': report} if report else {}))
        print(json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False))
    else:
        lines = result.text_lines()
        if report:
            lines.append('')
            patched = len(report['patched'])
            lines.append('--affected: %d of %d nodes compiled at the new revision%s, %d '
                         'compiles saved (%d files changed)' % (
                             len(report['affected']) - patched, report['nodes'],
                             ' and %d patched without compiling (literal value edits)'
                             % patched if patched else '',
                             report['compiles_saved'], report['changed_files']))
        print('\n'.join(lines) if lines else 'no differences')
    return 0 if result.empty else 2


def _diff_versions(args, filters):
    import tempfile
    from ..cli import _runtime_options
    from .nodes import fleet_nodes
    from .versions import VersionOptions, diff_directories, diff_revisions
    refs = args.from_ref or args.to_ref
    if refs and not (args.from_ref and args.to_ref):
        raise UsageError('diff: --from-ref and --to-ref go together')
    if not refs and not (args.from_dir and args.to_dir):
        raise UsageError('diff: --from-dir and --to-dir go together')
    if args.affected and not refs:
        raise UsageError('diff: --affected needs --from-ref and --to-ref (git tells what '
                         'changed)')
    if not (args.nodes or args.facts_dir):
        raise UsageError('diff: code versions need the nodes: --nodes FILE|DIR or '
                         '--facts-dir DIR')
    options = VersionOptions(fleet_nodes(args.nodes, args.facts_dir), _runtime_options(args),
                             jobs=args.jobs, scheduler=args.scheduler,
                             progress=not args.quiet, strict=args.strict,
                             strict_variables=args.strict_variables,
                             data_binding=not args.no_data_binding)
    if refs:
        return diff_revisions(os.path.abspath(args.repo), args.from_ref, args.to_ref,
                              args.subdir, options, filters, affected=args.affected)
    with tempfile.TemporaryDirectory(prefix='lazygraph-diff-') as work:
        return diff_directories(args.from_dir, args.to_dir, options, filters, work)


def cmd_fleet(args):
    from ..data.cli import inputs
    from ..cli import _runtime_options
    from .nodes import fleet_nodes
    from .runner import FleetJob, FleetRun
    manifest, modulepath, data, _facts = inputs(args)
    nodes = fleet_nodes(args.nodes, args.facts_dir, manifest, modulepath)
    spec = store_spec(args)
    if spec == '':
        from .store import default_store_path
        spec = default_store_path()
    if spec is not None and not spec.startswith(('postgres://', 'postgresql://')):
        spec = os.path.abspath(spec)            # the workers may start elsewhere
    if args.out:
        os.makedirs(args.out, exist_ok=True)
    manifest = [os.path.abspath(m) for m in manifest] if isinstance(manifest, list) else \
        os.path.abspath(manifest)
    job = FleetJob(manifest, modulepath, data, _runtime_options(args), spec,
                   os.path.abspath(args.out) if args.out else None, strict=args.strict,
                   strict_variables=args.strict_variables, root=data.environment_dir)
    summary = FleetRun(job, nodes, jobs=args.jobs, scheduler=args.scheduler,
                       progress=not args.quiet, previous=previous_dependencies(args.out)).run()
    print(json.dumps(summary, indent=2, sort_keys=True))
    return 1 if summary['failed'] else 0


def previous_dependencies(out_dir):
    """The dependencies.json an earlier run left in ``out_dir`` ({} if none or
    unreadable): only the order of pass 1 follows it (fleet/runner.py)."""
    from .runner import DEPENDENCIES
    if not out_dir:
        return {}
    try:
        with open(os.path.join(out_dir, DEPENDENCIES)) as f:
            found = json.load(f)
    except (OSError, ValueError):
        return {}
    return found if isinstance(found, dict) else {}


def cmd_store(args):
    if not getattr(args, 'store_run', None):
        raise UsageError('store: an action is needed: list, show, deactivate or query')
    store = open_from_args(args)
    if store is None:
        raise UsageError('store: --no-store leaves nothing to show')
    try:
        return args.store_run(store, args) or 0
    finally:
        store.close()


def _store_list(store, args):
    import time
    for certname, deactivated, updated, count in store.nodes():
        print('%s\t%s\t%s\t%d exported' % (
            certname, 'deactivated' if deactivated else 'active',
            time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime(updated)), count))


def _store_show(store, args):
    known = {c for c, _, _, _ in store.nodes()}
    if args.node not in known:
        raise UsageError('store: no node %s in the store' % args.node)
    print(json.dumps(store.node_exports(args.node), indent=2, sort_keys=True))


def _store_deactivate(store, args):
    if not store.deactivate(args.node):
        raise UsageError('store: no node %s in the store' % args.node)
    print('deactivated %s' % args.node)


def _store_query(store, args):
    import re
    from ..values.types import capitalize_type_name
    match = re.fullmatch(r'([\w:]+)(?:\[(.*)\])?', args.reference, re.S)
    if not match:
        raise UsageError("store query: expected Type or Type[title], got '%s'" % args.reference)
    type_name, title = capitalize_type_name(match.group(1)), match.group(2)
    query = ('==', 'title', title) if title is not None else None
    found = store.exports(type_name, query, include_inactive=args.all)
    print(json.dumps([dict(record, exported_by=certname) for certname, record in found],
                     indent=2, sort_keys=True))
    if not found:
        print('no exported %s' % args.reference, file=sys.stderr)
