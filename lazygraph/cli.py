"""The command line: parse, render, eval (compile/get/inspect come with the catalog)."""
import argparse
import errno
import json
import os
import sys

from . import __version__
from .data.cli import add_data_options, add_lookup_command, inputs as data_inputs
from .errors import LazygraphError, OutputError, UsageError
from .fleet.cli import add_diff_command, add_fleet_commands, add_store_options, open_from_args


STAGES = ['parsed', 'folded', 'catalog', 'relationships']


# Commands that compile once and end: run by the console script, which exits
# without freeing anything (run()), they leave the cyclic garbage collector off.
# Its first pass after a compile walks every object the compile made and frees
# none of them: a tenth of a `get` on 2,000 classes.
ONE_SHOT = frozenset(('parse', 'compile', 'check', 'types', 'get', 'render', 'eval', 'lookup'))


def main(argv=None, exiting=False):
    """exiting: the process ends when main returns (the console script)."""
    if sys.stdout is None:
        # Started with standard output closed (`lazygraph compile x.pp >&-`): Python
        # has no stream to write to, and every command writes its result there.
        if sys.stderr is not None:
            print('error: standard output is closed: nothing to write the result to',
                  file=sys.stderr)
        return 1
    argv = sys.argv[1:] if argv is None else argv
    named = argv[0] if argv and any(argv[0] in names for names, _ in _COMMANDS) else None
    parser = build_parser(only=named)
    args = parser.parse_args(argv)
    if not getattr(args, 'command', None):
        parser.print_help()
        return 2
    if exiting and args.command in ONE_SHOT:
        import gc
        gc.disable()
    # What the command made (its catalog): alive until the command's process
    # ends, which with exiting is right after it, without freeing anything.
    args.keep = []
    if getattr(args, 'max_input_size', None) is not None:
        # The command's own process: every reader of input files sees it.
        from .source import MAX_INPUT_SIZE_VARIABLE
        os.environ[MAX_INPUT_SIZE_VARIABLE] = str(args.max_input_size)
    from .deep import time_limit
    try:
        with time_limit(args.timeout):
            code = args.run(args) or 0
        if exiting:
            end_process(code)
        return code
    except LazygraphError as exc:
        print(exc.format(), file=sys.stderr)
        return 1
    except RecursionError:
        print('error: the graph is too deep to resolve here', file=sys.stderr)
        return 1
    except BrokenPipeError:
        # The reader went away (`lazygraph compile site.pp | head`): stop quietly.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141
    except OSError as exc:
        print('error: %s: %s' % (getattr(exc, 'filename', '') or '', exc.strerror or exc),
              file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's help formatter, told the terminal's width: argparse makes one
    for every argument added (to check its metavar), and by itself each asks
    shutil.get_terminal_size, whose import (shutil, fnmatch, bz2, lzma) was 1.5%
    of a `get`."""

    def __init__(self, prog):
        super().__init__(prog, width=terminal_columns() - 2)   # as argparse's default


def terminal_columns():
    """The terminal's width as shutil.get_terminal_size() says it: $COLUMNS, else
    standard output's terminal, else 80."""
    try:
        columns = int(os.environ['COLUMNS'])
    except (KeyError, ValueError):
        columns = 0
    if columns > 0:
        return columns
    try:
        return os.get_terminal_size(sys.__stdout__.fileno()).columns or 80
    except (AttributeError, ValueError, OSError):
        return 80


class _ArgumentParser(argparse.ArgumentParser):
    """The commands' parser, and each command's (argparse makes a command's
    parser of its parent's class)."""

    def __init__(self, *args, **kwargs):
        kwargs.setdefault('formatter_class', _HelpFormatter)
        super().__init__(*args, **kwargs)


def build_parser(only=None):
    """The command line's parser; only: a command name, for a parser of that
    command alone (making all twelve took 4 ms of every command)."""
    parser = _ArgumentParser(
        prog='lazygraph', description='Compile Puppet manifests lazily on an expression graph.')
    parser.add_argument('--version', action='version', version='lazygraph %s' % __version__)
    sub = parser.add_subparsers(dest='command', metavar='COMMAND')
    for names, add in _COMMANDS:
        if only is None or only in names:
            add(sub)
    for command in sub.choices.values():
        command.add_argument('--timeout', type=float, metavar='SECONDS',
                             help='stop evaluation after this long, naming where it was')
        command.add_argument('--max-input-size', type=int, metavar='BYTES',
                             help='the largest input file to read (default 64 MiB; also '
                             '$LAZYGRAPH_MAX_INPUT_SIZE)')
    return parser


def _add_parse(sub):
    p = sub.add_parser('parse', help='check syntax (exit 0 when valid)')
    p.add_argument('manifest')
    p.set_defaults(run=cmd_parse)


def _add_compile(sub):
    p = sub.add_parser('compile', help="compile a node's catalog (Puppet's JSON)")
    p.add_argument('manifest', nargs='?', help='the main manifest (default: the '
                   "--environment-dir's)")
    _node_options(p)
    add_data_options(p)
    p.add_argument('-o', '--output', help='write the catalog to this file')
    add_store_options(p)
    p.set_defaults(run=cmd_compile)


def _add_check(sub):
    p = sub.add_parser('check', help="compile a node's catalog without printing it and "
                       'report every attribute error (exit 1 if any)')
    p.add_argument('manifest')
    _node_options(p)
    p.set_defaults(run=cmd_check)


def _add_types(sub):
    p = sub.add_parser('types', help='print resource types (built in, or from modules) as '
                       'ARM-7 type definitions')
    p.add_argument('names', nargs='*', metavar='TYPE',
                   help='e.g. exec sshkey (default: every built-in type and module type)')
    p.add_argument('--modulepath', help='module directories (DIR[:DIR]) with types in '
                   'lib/puppet/type')
    p.set_defaults(run=cmd_types)


def _add_get(sub):
    p = sub.add_parser('get', help='one catalog key: an attribute value, or a resource\'s '
                                   'parameters, resolving only what it depends on')
    p.add_argument('manifest')
    p.add_argument('key', help='a resource reference, e.g. File[/etc/motd]')
    p.add_argument('attribute', nargs='?', help='an attribute (default: all parameters)')
    _node_options(p)
    add_data_options(p)
    p.add_argument('--explain', action='store_true',
                   help='print the chain of settings that produced the value')
    p.add_argument('--stats', action='store_true',
                   help='print what was expanded, folded, resolved, parsed and evaluated')
    add_store_options(p)
    p.set_defaults(run=cmd_get)


def _add_render(sub):
    p = sub.add_parser('render', help='draw the expression graph or the catalog (DOT, SVG, PNG)')
    p.add_argument('manifest')
    p.add_argument('--dot', action='store_true', help='DOT output (the default format)')
    p.add_argument('--stage', choices=STAGES, default='parsed',
                   help='parsed/folded: the expression graph; catalog: resources by '
                   'container; relationships: ordering edges, cycles in red')
    p.add_argument('--format', choices=['dot', 'svg', 'png'], default=None,
                   help='default: from the -o file name (.svg, .png), else dot')
    p.add_argument('-o', '--output', help='write to this file instead of stdout')
    p.add_argument('--focus', metavar='KEY',
                   help='only the cone of one key: File[/etc/motd] or File[/etc/motd].mode')
    p.add_argument('--node', help='the node name (catalog stages, --focus)')
    p.add_argument('--modulepath', help='module directories (DIR[:DIR]) to autoload from')
    _facts_options(p)
    p.set_defaults(run=cmd_render)


def _add_inspect(sub):
    p = sub.add_parser('inspect', help='an interactive shell over the graph and the catalog '
                                       '(reads commands from stdin when not a terminal)')
    p.add_argument('manifest')
    p.add_argument('--node', help='the node name (default: this machine)')
    p.add_argument('--facts', help='facts file (.json or .yaml); default: gathered here')
    p.add_argument('--modulepath', help='module directories (DIR[:DIR]) to autoload from')
    _ruby_option(p)
    p.set_defaults(run=cmd_inspect)


def _add_eval(sub):
    p = sub.add_parser('eval', help='run top-level statements and print the last value')
    p.add_argument('manifest', nargs='?', help='a .pp file (or use -e)')
    p.add_argument('-e', '--expression', help='evaluate this text instead of a file')
    p.add_argument('--vars', action='store_true', help='print every top-scope variable')
    p.add_argument('--json', action='store_true', help='print values as JSON')
    _facts_options(p)
    p.add_argument('--modulepath', help='module directories (DIR[:DIR]) to autoload from')
    _ruby_option(p)
    p.set_defaults(run=cmd_eval)


def _node_options(p):
    p.add_argument('--node', help='the node name (default: this machine)')
    p.add_argument('--facts', help='facts file (.json or .yaml); default: gathered here')
    p.add_argument('--modulepath', help='module directories (DIR[:DIR]) to autoload from')
    _strict_options(p)
    _ruby_option(p)


def _ruby_option(p):
    p.add_argument('--ruby', action='store_true',
                   help="call the modules' Ruby functions through Puppet's Ruby "
                   '(needs Puppet installed)')


def _facts_options(p):
    p.add_argument('--facts', help='facts file (.json or .yaml)')
    p.add_argument('--unknown', action='append', default=[], metavar='NAME',
                   help='treat this fact or top-scope variable as unknown when folding')
    _strict_options(p)


def _function_options(p):
    p.add_argument('--allow-read', action='append', default=[], metavar='DIR',
                   help='file(), find_file(), binary_file() may read absolute paths under DIR')
    p.add_argument('--allow-generate', action='store_true',
                   help='generate() may run the external command it names')


def _runtime_options(args):
    return dict(allow_read=args.allow_read, allow_generate=args.allow_generate,
                ruby=getattr(args, 'ruby', False), settings=_settings_options_of(args))


def _settings_options_of(args):
    if not args.setting and not args.puppet_conf:
        return None     # Puppet's defaults: lazygraph.settings is loaded if a manifest reads one
    from .settings import PuppetSettings
    return PuppetSettings.from_arguments(args.setting, args.puppet_conf)


def _settings_options(p):
    p.add_argument('--setting', action='append', default=[], metavar='NAME=VALUE',
                   help="a Puppet setting ($settings::NAME), e.g. storeconfigs=true; "
                   'default: a puppetserver installed as root (docs/settings.md)')
    p.add_argument('--puppet-conf', metavar='FILE',
                   help="read settings from this puppet.conf ([server], [master], [main])")


def _strict_options(p):
    _function_options(p)
    _settings_options(p)
    p.add_argument('--strict', action='store_true',
                   help='reject what the spec allows but Puppet 7 does not')
    p.add_argument('--strict-variables', action='store_true',
                   help='unknown variables are errors')


def _load(args, text=None):
    from .evaluation import load_program
    from .facts import load_facts
    from .source import Source
    facts = load_facts(args.facts) if getattr(args, 'facts', None) else {}
    if text is not None:
        source = Source(text, '<expression>')
    else:
        source = _read(args.manifest)
    return load_program(source, facts=facts, unknown=args.unknown, strict=args.strict,
                        strict_variables=args.strict_variables,
                        modulepath=getattr(args, 'modulepath', None), **_runtime_options(args))


def _read(path):
    from .source import Source
    return Source.from_file(path)


def _read_all(manifest):
    """A manifest, or the files of a manifests/ directory."""
    return [_read(m) for m in manifest] if isinstance(manifest, list) else _read(manifest)


def cmd_parse(args):
    from .deep import run_deep
    from .syntax.parser import parse, parse_epp
    # An .epp file is an EPP template (Puppet's `puppet epp validate`).
    run_deep(parse_epp if args.manifest.endswith('.epp') else parse, _read(args.manifest))
    print('%s: syntax OK' % args.manifest)


def cmd_compile(args):
    from .catalog import compile as compile_catalog
    manifest, modulepath, data, facts = data_inputs(args)
    store = open_from_args(args)
    try:
        catalog = compile_catalog(_read_all(manifest), node=args.node, facts=facts,
                                  strict=args.strict, strict_variables=args.strict_variables,
                                  modulepath=modulepath, data=data, store=store,
                                  **_runtime_options(args))
    finally:
        if store is not None:
            store.close()
    args.keep.append(catalog)
    _emit(catalog.write_json, args.output)
    return 0


def cmd_check(args):
    from .catalog.check import check
    from .facts import load_facts
    facts = load_facts(args.facts) if args.facts else None
    result = check(_read(args.manifest), node=args.node, facts=facts, strict=args.strict,
                   strict_variables=args.strict_variables, modulepath=args.modulepath,
                   **_runtime_options(args))
    for error in result.errors:
        print(error.format(), file=sys.stderr)
    if result.errors:
        print('%s: %d error%s' % (args.manifest, len(result.errors),
                                  '' if len(result.errors) == 1 else 's'))
        return 1
    print('%s: OK (%d resources checked)' % (args.manifest, result.resources))
    return 0


def cmd_types(args):
    from .types.arm7_form import types_text
    modulepath = args.modulepath.split(':') if args.modulepath else []
    sys.stdout.write(types_text(args.names, modulepath))
    return 0


def _lazy_catalog(args):
    from .catalog.lazy import load
    if getattr(args, 'environment_dir', None) and not os.path.isfile(args.manifest) and \
            getattr(args, 'key', None) is not None and args.attribute is None:
        # `get --environment-dir D KEY ATTRIBUTE`: the manifest is the environment's.
        args.manifest, args.key, args.attribute = None, args.manifest, args.key
    manifest, modulepath, data, facts = data_inputs(args)
    return load(_read_all(manifest), node=args.node, facts=facts, strict=args.strict,
                strict_variables=args.strict_variables, modulepath=modulepath, data=data,
                store=open_from_args(args, when_used=True) if hasattr(args, 'no_store')
                else None,
                **_runtime_options(args))


def cmd_get(args):
    catalog = _lazy_catalog(args)
    args.keep.append(catalog)
    try:
        if args.attribute is None:
            value = catalog.parameters(args.key)
        else:
            value = catalog.resolve(args.key, args.attribute)
        print(json.dumps(value, indent=2, ensure_ascii=False))
        if args.explain:
            if args.attribute is None:
                for name in catalog[args.key].keys():
                    print(str(catalog.explain(args.key, name)), file=sys.stderr)
            else:
                print(str(catalog.explain(args.key, args.attribute)), file=sys.stderr)
    finally:
        catalog.close()
        if args.stats:
            for name, count in catalog.stats().items():
                print('%s: %s' % (name, count), file=sys.stderr)
    return 0


# Each command's parser, in the order `lazygraph --help` lists them.
_COMMANDS = [(('parse',), _add_parse), (('compile',), _add_compile), (('check',), _add_check),
             (('types',), _add_types), (('get',), _add_get), (('render',), _add_render),
             (('inspect',), _add_inspect), (('eval',), _add_eval),
             (('lookup',), add_lookup_command), (('fleet', 'store'), add_fleet_commands),
             (('diff',), add_diff_command)]


def write_chunks(stream, text, size=1 << 16):
    """Write text in pieces: unbuffered (PYTHONUNBUFFERED), one large write that a
    closed pipe cuts short is not reported, and the command would exit 0."""
    for start in range(0, len(text), size):
        stream.write(text[start:start + size])


def _emit(write, output):
    """write(stream) to the -o file, or to stdout.

    A regular file (or a new one) is written beside it and renamed into place
    when complete, so an error while writing never leaves half a catalog there;
    a device, a FIFO, or a file where nothing can be created beside it
    (/proc/version) is written directly."""
    if not output:
        write(sys.stdout)
        return
    try:
        if not _replace_whole(write, output):
            with open(output, 'w') as f:
                write(f)
    except OSError as exc:
        raise OutputError(output, exc)


def _replace_whole(write, output):
    """False when the file is to be written in place."""
    target = os.path.realpath(output)      # a link keeps pointing where it did
    exists = os.path.exists(target)
    if exists and not os.path.isfile(target):
        return False
    if exists and not os.access(target, os.W_OK):     # as a shell's > would refuse it
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))
    directory, name = os.path.split(target)
    temporary = os.path.join(directory, '.%s.%d.tmp' % (name, os.getpid()))
    try:
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    except OSError:
        return False
    try:
        with os.fdopen(fd, 'w') as f:
            write(f)
        if exists:
            os.chmod(temporary, os.stat(target).st_mode & 0o7777)
        os.replace(temporary, target)
    except BaseException:
        os.unlink(temporary)
        raise
    return True


def cmd_render(args):
    from .deep import run_deep
    from .outputs import dot
    title = 'lazygraph %s' % args.stage
    if args.stage in ('catalog', 'relationships'):
        text = run_deep(_render_catalog, args, title)
    else:
        program, modules = _program_and_modules(args)
        fold = (lambda node: node) if args.stage == 'parsed' else dot.folded_graph
        root = run_deep(fold, program)
        modules = [run_deep(fold, m) for m in modules]
        keep, templates, marked = run_deep(_focus_cone, args, [root] + modules) \
            if args.focus else (None, (), ())
        if keep is not None and not keep:
            raise UsageError("--focus %s matches nothing in the %s graph of %s"
                             % (args.focus, args.stage, args.manifest))
        text = run_deep(dot.to_dot, root, title, keep, templates, marked, modules)
    fmt = _render_format(args)
    if fmt == 'dot':
        _emit(lambda stream: write_chunks(stream, text), args.output)
        return 0
    if not args.output:
        raise UsageError('--format %s needs -o FILE' % fmt)
    dot.render(text, fmt, args.output)
    return 0


IMAGE_FORMATS = {'.svg': 'svg', '.png': 'png', '.dot': 'dot', '.gv': 'dot'}


def _render_format(args):
    """--format, else what the -o file's name says (x.svg, x.png), else DOT."""
    if args.format is not None:
        return args.format
    extension = os.path.splitext(args.output or '')[1].lower()
    return IMAGE_FORMATS.get(extension, 'dot')


def _program_and_modules(args):
    """The parsed program, and with a modulepath the module files its catalog
    autoloads (the structure is compiled to know which), drawn beside it."""
    if not getattr(args, 'modulepath', None):
        return _load(args), []
    catalog = _lazy_catalog(args)
    catalog.keys()
    runtime = catalog.compiler.runtime
    return catalog.compiler.program, list(runtime.module_files)


def _split_focus(focus):
    """'File[/x].mode' -> ('File[/x]', 'mode'); 'File[/x]' -> ('File[/x]', None)."""
    key, _, attribute = focus.rpartition('].')
    if key and attribute and ']' not in attribute:
        return key + ']', attribute
    return focus, None


def _render_catalog(args, title):
    from .outputs import catalog_dot
    catalog = _lazy_catalog(args)
    catalog.to_data()    # every value: relationship parameters included
    focus = resource = None
    if args.focus:
        resource = catalog.find(_split_focus(args.focus)[0])
        focus = catalog_dot.focus_resources(catalog.compiler, resource)
    draw = catalog_dot.catalog_dot if args.stage == 'catalog' else catalog_dot.relationships_dot
    return draw(catalog.compiler, focus, title, marked=resource)


def _focus_cone(args, roots):
    """What `lazygraph get` resolves for the key, as node ids of ``roots`` (the
    program and the module files drawn beside it)."""
    from .outputs import dot
    key, attribute = _split_focus(args.focus)
    catalog = _lazy_catalog(args)
    resource = catalog.find(key)
    names = [attribute] if attribute else list(resource.params)
    catalog.stack.trace = traced = []
    try:
        for name in names:
            catalog.resolve(key, name)
    finally:
        catalog.stack.trace = None
    compiler, resource = catalog.locate(key)    # the key's cone, or the whole structure

    def at(kind, span):
        return (kind, span.start, span.end, span.source.filename)
    if resource.span is not None:    # the resource expression (its line is the resource's)
        span = resource.span
        traced.append(at('ResourceExpression', span))
        bodies = [n for root in roots for n in root.walk()
                  if type(n).__name__ == 'ResourceBody' and n.span is not None and
                  n.span.source.filename == span.source.filename and
                  span.start <= n.span.start and n.span.end <= span.end]
        if len(bodies) == 1:   # and its one body (of several, which one is not recorded)
            traced.append(at('ResourceBody', bodies[0].span))
    for name in names:
        for setting in resource.params[name].chain() if name in resource.params else ():
            if setting.span is not None:
                traced.append(at('AttributeOperation', setting.span))
    keep = dot.cone(roots, traced)
    # The focused resource's expression stands out in the picture.
    marked = dot.matching(roots, [t for t in traced if isinstance(t, tuple) and
                                  t[0] == 'ResourceExpression'])
    # The templates those values rendered: drawn beside the graph, from their calls.
    seen = set(t if isinstance(t, tuple) else at(type(t).__name__, t.span)
               for t in traced if isinstance(t, tuple) or t.span is not None)
    templates = [(r.call.span, r.scope) for r in compiler.runtime.templates.renderings
                 if r.scope is not None and at('Call', r.call.span) in seen]
    return keep, templates, marked


def cmd_inspect(args):
    from .deep import run_deep
    from .facts import load_facts
    from .inspector import Shell
    from .inspector.terminal import run as run_terminal
    facts = load_facts(args.facts) if args.facts else None
    shell = run_deep(Shell, _read(args.manifest), node=args.node, facts=facts,
                     modulepath=args.modulepath, ruby=args.ruby)
    return run_terminal(shell)


def cmd_eval(args):
    from .deep import run_deep
    from .values.core import inspect, to_data
    if args.expression is None and args.manifest is None:
        raise UsageError('eval needs a manifest or -e EXPRESSION')
    program = _load(args, text=args.expression)
    runtime = program.runtime()
    runtime.on_message = lambda m: print(m.format(), file=sys.stderr)
    show = (lambda v: json.dumps(to_data(v))) if args.json else inspect
    try:
        value = run_deep(program.resolve)
        if args.vars:
            for name in sorted(program.index()):
                node = program.lookup(name)
                if node is not None:
                    print('$%s = %s' % (name, show(run_deep(node.resolve))))
        else:
            print(show(value))
    finally:
        runtime.close()
    return 0


def run():
    """The console script: exit without tearing the graph down object by object
    (freeing a 100k-resource graph at exit costs more than a second): main
    ends the process as soon as the command returns, what it made still alive."""
    end_process(main(exiting=True))


def end_process(code):
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except OSError:    # the reader went away after the last write
            code = code or 141
    os._exit(code)


if __name__ == '__main__':
    run()
