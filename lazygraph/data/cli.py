"""Command line support for Hiera: --environment-dir / --hiera-config /
--no-data-binding on compile and get, and `lazygraph lookup`."""
import os
import sys

from ..errors import LazygraphError, UsageError


def add_data_options(p):
    p.add_argument('--environment-dir', metavar='DIR',
                   help='a directory environment (manifests/, modules/, environment.conf, '
                   'hiera.yaml, data/)')
    p.add_argument('--hiera-config', metavar='FILE',
                   help="the global layer's hiera.yaml (default: none)")
    p.add_argument('--no-data-binding', action='store_true',
                   help='no automatic class parameter lookup from Hiera')


def inputs(args, manifest_required=True):
    """(manifest path, modulepath list, Settings, facts) for compile/get/lookup."""
    from .environment import Environment
    from .facts_files import load_fact_file
    from .lookup import Settings
    manifest = getattr(args, 'manifest', None)
    modulepath = (args.modulepath or '').split(':') if getattr(args, 'modulepath', None) \
        else []
    env_dir = getattr(args, 'environment_dir', None)
    environment = None
    if env_dir:
        environment = Environment(env_dir)
        modulepath = modulepath or environment.modulepath()
        if manifest is None:
            files = environment.manifest_files()
            manifest = files[0] if len(files) == 1 else files or None
    if manifest is None and manifest_required:
        raise UsageError('a manifest (or --environment-dir with manifests/site.pp) is needed')
    hiera_config = getattr(args, 'hiera_config', None)
    if hiera_config and not os.path.isfile(hiera_config):
        raise UsageError('%s: no such hiera config file' % hiera_config)
    settings = Settings(hiera_config=hiera_config,
                        environment_dir=environment.directory if environment else None,
                        modulepath=[os.path.abspath(p) for p in modulepath],
                        data_binding=not getattr(args, 'no_data_binding', False),
                        environment=environment.name if environment else 'production')
    facts = load_fact_file(args.facts, args.node) if getattr(args, 'facts', None) else None
    return manifest, ':'.join(settings.modulepath) or None, settings, facts


def add_lookup_command(sub):
    p = sub.add_parser('lookup', help="a Hiera key's value, as `puppet lookup` gives it")
    p.add_argument('keys', nargs='+', metavar='KEY')
    p.add_argument('--node', help='the node name (default: this machine)')
    p.add_argument('--facts', help='facts file (JSON/YAML, puppet facts output, fact cache) '
                   'or a directory of NODE.json/yaml')
    p.add_argument('--modulepath', help='module directories (DIR[:DIR])')
    add_data_options(p)
    p.add_argument('--merge', choices=['first', 'unique', 'hash', 'deep'])
    p.add_argument('--knock-out-prefix', help='deep merge: the knockout prefix')
    p.add_argument('--sort-merged-arrays', action='store_true')
    p.add_argument('--merge-hash-arrays', action='store_true')
    p.add_argument('--default', help='the value when no key is found')
    p.add_argument('--explain', action='store_true', help='how the value was found')
    p.add_argument('--render-as', choices=['json', 'yaml', 's'], default='yaml')
    p.add_argument('--ruby', action='store_true',
                   help='run Hiera backends written in Ruby through Puppet\'s Ruby')
    from ..cli import _settings_options
    _settings_options(p)     # %{settings::NAME} in data
    p.set_defaults(run=cmd_lookup)


def cmd_lookup(args):
    from ..deep import run_deep
    from ..facts import local_facts
    from ..values.core import to_data
    from .binding import hiera_session
    from .explain import Explainer
    from .lookup import NotFound
    manifest, modulepath, settings, facts = inputs(args, manifest_required=False)
    node = args.node
    if facts is None:
        facts = local_facts() if node is None else {'hostname': node.split('.')[0],
                                                    'fqdn': node}
    settings.node = node or facts.get('clientcert') or facts.get('fqdn')
    from ..cli import _settings_options_of
    program = _lookup_program(facts, modulepath, settings, getattr(args, 'ruby', False),
                              _settings_options_of(args))
    runtime = program.runtime()   # refers to its program weakly: the program stays held
    session = hiera_session(runtime)
    merge = args.merge
    if args.knock_out_prefix == []:
        args.knock_out_prefix = '--'   # argparse drops a bare '--' value
    if merge == 'deep':
        # puppet lookup's options for --merge deep (its explanation shows them)
        merge = {'strategy': 'deep', 'sort_merged_arrays': bool(args.sort_merged_arrays),
                 'merge_hash_arrays': bool(args.merge_hash_arrays)}
        if args.knock_out_prefix:
            merge['knockout_prefix'] = args.knock_out_prefix
    explainer = Explainer() if args.explain else None
    try:
        value = run_deep(session.lookup, args.keys, merge, explainer or _quiet())
        found = True
    except NotFound:
        found, value = False, args.default
    except LazygraphError:
        if explainer is not None:
            print(str(explainer))    # how far the lookup got, then the error
        raise
    finally:
        runtime.close()              # the Ruby helper, if one ran
    if explainer is not None:
        # As puppet lookup --explain: the failure is the explanation's last line.
        if not found and args.default is None:
            explainer.line(not_found_message(args.keys))
        print(str(explainer))
        return 0
    if not found and args.default is None:
        print('error: no value found for %s' % ', '.join(args.keys), file=sys.stderr)
        return 1
    from .render import render
    sys.stdout.write(render(to_data(value), args.render_as))
    return 0


def not_found_message(keys):
    if len(keys) == 1:
        return "Function lookup() did not find a value for the name '%s'" % keys[0]
    return "Function lookup() did not find a value for any of the names [%s]" % ', '.join(
        "'%s'" % k for k in keys)


def _quiet():
    from .explain import NO_EXPLAIN
    return NO_EXPLAIN


def _lookup_program(facts, modulepath, settings, ruby=False, puppet_settings=None):
    """An empty program whose runtime serves lookups alone: facts as top-scope
    variables, no manifest (as `puppet lookup` without --compile)."""
    from ..evaluation import load_program
    return load_program('', facts=facts, modulepath=modulepath, data=settings,
                        filename='<lookup>', ruby=ruby, settings=puppet_settings)
