"""What a command costs before it works: modules only some commands need are
imported where they are used, and node methods are written when first used
(a whole-process `get` is mostly start-up: README, "One key against a full
compile")."""
import json
import os
import subprocess
import sys

import lazygraph
from lazygraph.nodes.base import Node
from lazygraph.nodes.methods import GeneratedMethod


def _run(code, *args):
    out = subprocess.run([sys.executable, '-c', code] + list(args), capture_output=True,
                         text=True, check=True).stdout
    return json.loads(out)


def _get_twice(tmp_path, manifest, key, attribute, before='', report='[]'):
    """A whole `get` run twice in new processes sharing a cache directory (the
    file parsed, then read back from the parse cache): for each run, the value
    and the JSON of ``report`` (an expression evaluated after it; ``before``:
    code run before lazygraph is imported)."""
    (tmp_path / 'site.pp').write_text(manifest)
    (tmp_path / 'facts.json').write_text('{}')
    code = ('import json, sys\n' + before +
            'from lazygraph.cli import main\n'
            'main(["get", sys.argv[1], sys.argv[2], sys.argv[3], "--node", "n", "--facts", '
            'sys.argv[4]])\n'
            'print(json.dumps(%s))' % report)
    environment = dict(os.environ, LAZYGRAPH_CACHE_DIR=str(tmp_path / 'cache'))
    runs = [subprocess.run([sys.executable, '-c', code, str(tmp_path / 'site.pp'), key,
                            attribute, str(tmp_path / 'facts.json')], capture_output=True,
                           text=True, check=True, env=environment).stdout.splitlines()
            for _ in range(2)]
    return [(json.loads(value), json.loads(reported)) for value, reported in runs]


# Modules a `get` on cached code does not need: lexing (ply, syntax.lexer), the grammar
# (syntax.parser), the time limit (ctypes), the exported-resource store
# (sqlite3), generate() (subprocess), near-key suggestions (difflib), writing a
# cache file (tempfile), the terminal's width through shutil (argparse's help),
# OpenSSL (hashlib: the caches' keys are hashing.py's), Puppet's settings when
# none is given and the manifest reads none (lazygraph.settings).
NOT_AT_START = ['ply.lex', 'ply.yacc', 'lazygraph.syntax.parser', 'lazygraph.syntax.lexer',
                'ctypes', 'sqlite3', 'subprocess', 'difflib', 'tempfile', 'shutil', 'hashlib',
                '_hashlib', 'lazygraph.settings']


def test_importing_lazygraph_loads_no_module_only_some_commands_need():
    loaded = _run('import json, sys\n'
                  'before = set(sys.modules)\n'      # a site's .pth files may import some
                  'import lazygraph.cli\n'
                  'print(json.dumps([m for m in %r if m in sys.modules and m not in before]))'
                  % NOT_AT_START)
    assert loaded == []


def test_a_get_on_cached_code_loads_neither_the_lexer_nor_the_store(tmp_path):
    (first, loaded), (second, loaded_again) = _get_twice(
        tmp_path, "class a { file { '/a': mode => '0644' } }\n"
        "class b { file { '/b': mode => '0600' } }\n"
        "include a, b\n", 'File[/b]', 'mode', before='before = set(sys.modules)\n',
        report='[m for m in %r if m in sys.modules and m not in before]' % NOT_AT_START)
    assert first == second == '0600'
    assert 'ply.lex' in loaded and 'lazygraph.syntax.parser' in loaded   # it parses the file
    assert loaded_again == []            # the second reads the parse cache


def test_the_parse_cache_knows_every_node_kind_without_the_parser():
    # A kind it did not know would make its file unreadable from the cache: parsed
    # again by every command, silently (the parser's imports used to bring them all).
    known, every = _run('import json, pkgutil, importlib\n'
                        'from lazygraph.syntax.parse_cache import _node_kinds\n'
                        'known = sorted(_node_kinds())\n'
                        'import lazygraph.nodes, lazygraph.syntax.parser\n'
                        'for m in pkgutil.iter_modules(lazygraph.nodes.__path__):\n'
                        '    importlib.import_module("lazygraph.nodes." + m.name)\n'
                        'print(json.dumps([known, sorted(_node_kinds())]))')
    assert known == every


def test_a_module_of_builtins_is_imported_when_one_of_its_functions_is_used():
    code = ('import json, sys, lazygraph\n'
            'm = "class a { file { \'/a\': mode => \'0644\' } }\\ninclude a\\n"\n'
            'lazygraph.load(m, node="n", facts={}).resolve("File[/a]", "mode")\n'
            'first = sorted(n for n in sys.modules if n.startswith("lazygraph.functions."))\n'
            'lazygraph.compile("notify { upcase(\'x\'): }", node="n", facts={})\n'
            'print(json.dumps([first, "lazygraph.functions.strings" in sys.modules]))')
    first, strings = _run(code)
    assert first == ['lazygraph.functions.catalog', 'lazygraph.functions.effects',
                     'lazygraph.functions.registry']
    assert strings


def test_the_table_of_builtins_names_what_each_module_registers():
    import importlib.util
    from lazygraph.functions import registry
    registry.load_all()
    where = {name: importlib.util.resolve_name(module, 'lazygraph.functions')
             for module, names in registry.MODULES.items() for name in names}
    assert {name: b.impl.__module__ for name, b in registry.BUILTINS.items()} == where
    assert registry.BUILTIN_NAMES == set(registry.BUILTINS)


def _node_classes():
    out, stack = [], [Node]
    while stack:
        cls = stack.pop()
        out.append(cls)
        stack.extend(cls.__subclasses__())
    return out


def test_node_methods_are_written_when_first_used():
    written = _run('import json, lazygraph\n'
                   'from lazygraph.nodes.base import Node\n'
                   'from lazygraph.nodes.methods import GeneratedMethod\n'
                   'stack, written = list(Node.__subclasses__()), 0\n'
                   'while stack:\n'
                   '    cls = stack.pop()\n'
                   '    stack.extend(cls.__subclasses__())\n'
                   '    for name in ("_init", "generated_clone", "children"):\n'
                   '        if name in vars(cls) and not isinstance(vars(cls)[name], '
                   'GeneratedMethod):\n'
                   '            written += 1\n'
                   'print(written)')
    assert written == 0


def test_a_generated_method_once_used_is_a_plain_function_under_each_name():
    program = lazygraph.parse("$x = [1, 'a']\nnotify { 'n': message => $x }\n")
    for node in program.walk():
        copy = node.clone()
        assert type(copy) is type(node) and copy.span == node.span
    used = type(program.body)
    for name in ('children', 'clone', 'generated_clone'):
        method = vars(used).get(name)
        assert method is not None and not isinstance(method, GeneratedMethod)
        assert method.generated
    assert vars(used)['clone'] is vars(used)['generated_clone']


def test_a_generated_copy_runs_the_after_clone_of_a_class_that_has_one():
    """A parameter's given value keeps the argument it came from (its own
    _after_clone), through the written-out clone as through Node.clone."""
    from lazygraph.nodes.data import GivenValue
    argument = lazygraph.parse("8 + 1").body
    given = GivenValue.of(9, None, argument)
    for copy in (given.clone(), given.generated_clone()):
        assert copy is not given and copy.value == 9 and copy.argument is argument
        assert copy.flow_sources() == [argument]


def test_classes_with_an_init_of_their_own_keep_it():
    for cls in _node_classes():
        init = vars(cls).get('__init__')
        if init is not None and not getattr(init, 'generated', False):
            assert not isinstance(init, GeneratedMethod)


def test_a_parser_for_one_command_is_that_command_as_the_full_parser_has_it():
    from lazygraph.cli import _COMMANDS, build_parser

    def command_help(parser, name):
        (action,) = [a for a in parser._actions if a.dest == 'command']
        return action.choices[name].format_help()

    full = build_parser()
    for names, _ in _COMMANDS:
        for name in names:
            assert command_help(build_parser(only=name), name) == command_help(full, name)


def test_one_shot_commands_leave_the_cyclic_collector_off_only_when_the_process_ends(tmp_path):
    manifest = tmp_path / 'site.pp'
    manifest.write_text("notify { 'x': }\n")
    code = ('import gc, sys\n'
            'from lazygraph import cli\n'
            'command = sys.argv[1]\n'
            'made = getattr(cli, "cmd_" + command)\n'
            'def wrapped(args):\n'
            '    print(gc.isenabled())\n'
            '    return made(args)\n'
            'setattr(cli, "cmd_" + command, wrapped)\n'
            'cli.main([command, sys.argv[2]], exiting=sys.argv[3] == "exit")\n')
    results = {}
    for command in ('parse', 'eval'):
        for how in ('exit', 'return'):
            out = subprocess.run([sys.executable, '-c', code, command, str(manifest), how],
                                 capture_output=True, text=True, check=True).stdout
            results[command, how] = out.split()[0]
    assert results == {('parse', 'exit'): 'False', ('parse', 'return'): 'True',
                       ('eval', 'exit'): 'False', ('eval', 'return'): 'True'}


def test_every_type_a_module_adds_is_known_by_name_before_that_module_loads():
    from lazygraph.values.types.parameterize import DEFINED_BY
    code = ('import json, sys\n'
            'from lazygraph.values.types import simple_type\n'
            'names = %r\n'
            'print(json.dumps({n: type(simple_type(n)).__name__ for n in names}))'
            % sorted(DEFINED_BY))
    found = _run(code)
    assert set(found) == set(DEFINED_BY)
    assert 'NoneType' not in found.values()


def test_the_console_script_ends_as_the_command_returns_freeing_nothing(tmp_path):
    manifest = tmp_path / 'site.pp'
    manifest.write_text("file { '/a': mode => '0644' }\n")
    code = ('import sys, weakref\n'
            'from lazygraph import cli\n'
            'made = cli.cmd_get\n'
            'def cmd_get(args):\n'
            '    code = made(args)\n'
            '    weakref.finalize(args.keep[0], print, "freed")\n'
            '    return code\n'
            'cli.cmd_get = cmd_get\n'
            'cli.main(["get", sys.argv[1], "File[/a]", "mode", "--node", "n", "--facts", '
            'sys.argv[2]], exiting=sys.argv[3] == "exit")\n'
            'print("returned")\n')
    facts = tmp_path / 'facts.json'
    facts.write_text('{}')

    def run(how):
        proc = subprocess.run([sys.executable, '-c', code, str(manifest), str(facts), how],
                              capture_output=True, text=True)
        return proc.returncode, proc.stdout.split()
    assert run('exit') == (0, ['"0644"'])
    assert run('return') == (0, ['"0644"', 'freed', 'returned'])


def test_importing_lazygraph_pauses_the_cyclic_collector_and_restores_it():
    # ~300 classes and their functions, none of them garbage: the collector's
    # passes over them were a sixth of the import. Its state before is its state after.
    # Counted: the collections while the catalog package is imported (a site's
    # import hooks may collect before the pause, in lazygraph/interpreter.py's import).
    code = ('import gc, json, sys\n'
            'collections = []\n'
            'def importing_catalog():\n'
            '    frame = sys._getframe()\n'
            '    while frame is not None and "lazygraph/catalog" not in '
            'frame.f_code.co_filename:\n'
            '        frame = frame.f_back\n'
            '    return frame is not None\n'
            'gc.callbacks.append(lambda phase, info: phase == "start" and '
            'importing_catalog() and collections.append(info))\n'
            'if sys.argv[1] == "off":\n'
            '    gc.disable()\n'
            'import lazygraph\n'
            'print(json.dumps([len(collections), gc.isenabled()]))')
    for state, enabled in (('on', True), ('off', False)):
        out = subprocess.run([sys.executable, '-c', code, state], capture_output=True,
                             text=True, check=True).stdout
        assert json.loads(out) == [0, enabled]


def test_module_patterns_a_get_does_not_use_are_not_compiled(tmp_path):
    # re.compile at import is ~0.4 M instructions a pattern (patterns.LazyPattern)
    from lazygraph.catalog import helpers, validation
    from lazygraph.settings import INTERPOLATION, kinds
    lazy = [validation.REFERENCE, helpers.REF_STRING, kinds.DURATION, INTERPOLATION]
    runs = _get_twice(tmp_path, "class a { file { '/a': mode => '0644', require => 'File[/b]' } }\n"
                      "file { '/b': }\ninclude a\n", 'File[/a]', 'mode',
                      before='import re._compiler\n'
                      'compiled, compile = [], re._compiler.compile\n'
                      're._compiler.compile = lambda p, f=0: compiled.append(p) or compile(p, f)\n',
                      report='[p for p in compiled if isinstance(p, str)]')
    for value, compiled in runs:        # parsed, then read from the parse cache
        assert value == '0644'
        assert [p.source for p in lazy if p.source in compiled] == []
    assert validation.REFERENCE.match('File[/a]').groups() == ('File', '/a')
    assert INTERPOLATION.sub('x', 'a $b ${c}') == 'a x x'     # not kept: compiled per use


def test_content_hashes_load_no_openssl():
    # `import hashlib` loads OpenSSL's libcrypto (5 ms); cache keys are BLAKE2b (hashing.py)
    import hashlib
    sizes = (0, 1000, 800 * 1024)
    code = ('import json, sys\n'
            'from lazygraph.hashing import content_hash\n'
            'digests = [content_hash(b"x" * n).hexdigest() for n in %r]\n'
            'print(json.dumps([digests, "_hashlib" in sys.modules]))' % (sizes,))
    digests, loaded = _run(code)
    assert not loaded
    assert digests == [hashlib.blake2b(b'x' * n, digest_size=32).hexdigest() for n in sizes]


def test_rendering_templates_loads_ipaddress_only_for_an_ipaddr():
    # every rendering loads the ERB methods' tables, few make an IPAddr (5 M
    # instructions to import ipaddress: templates/erb/ipaddr.py)
    code = ('import json, sys\n'
            'before = set(sys.modules)\n'
            'import lazygraph\n'
            'from lazygraph.templates.erb import methods\n'
            'loaded = "ipaddress" in sys.modules and "ipaddress" not in before\n'
            'text = lazygraph.compile(sys.argv[1], node="n", facts={}).to_data()\n'
            'print(json.dumps([loaded, "ipaddress" in sys.modules]))')
    manifest = ("notify { 'x': message => inline_template("
                "'<%= [IPAddr.new(\"10.0.0.0/8\").to_i, IPAddr.new(\"10.1.2.3\").mask(16).to_s]"
                ".inspect %>') }")
    loaded, after = _run(code, manifest)
    assert (loaded, after) == (False, True)
    catalog = lazygraph.compile(manifest, node='n', facts={}).to_data()
    (notify,) = [r for r in catalog['resources'] if r['type'] == 'Notify']
    assert notify['parameters']['message'] == '[167772160, "10.1.0.0"]'


def test_rendering_a_cached_template_loads_no_erb_parser(tmp_path):
    runs = _get_twice(tmp_path, "file { '/a': content => "
                      "inline_template('<%= [1, 2].map { |x| x * 2 } %>') }\n", 'File[/a]',
                      'content', report='"lazygraph.templates.erb.parser" in sys.modules')
    assert runs == [('[2, 4]', True), ('[2, 4]', False)]


def test_settings_are_loaded_when_given_or_read(tmp_path):
    # a `get` given no --setting and reading no $settings:: leaves lazygraph.settings
    # unloaded (NOT_AT_START); given one, or reading one, it answers as before
    code = ('import json, sys, lazygraph\n'
            'm = "file { \'/a\': mode => \'0644\', content => $settings::environment }\\n"\n'
            'c = lazygraph.load("file { \'/b\': mode => \'0600\' }", node="n", facts={})\n'
            'mode = c.resolve("File[/b]", "mode")\n'
            'untouched = "lazygraph.settings" not in sys.modules\n'
            'read = lazygraph.load(m, node="n", facts={}).resolve("File[/a]", "content")\n'
            'given = lazygraph.load(m, node="n", facts={}, settings={"environment": "dev"})\n'
            'print(json.dumps([mode, untouched, read, given.resolve("File[/a]", "content")]))')
    assert _run(code) == ['0600', True, 'production', 'dev']
