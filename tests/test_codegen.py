"""The functions lazygraph writes for its classes ship compiled
(lazygraph/codegen.py, codegen_precompiled.py)."""
import os
import subprocess
import sys
import textwrap

from lazygraph import codegen

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_the_precompiled_module_is_current():
    """What tools/regen_precompiled.py writes now is what the package ships
    (run in a fresh interpreter: no class touched by other tests)."""
    done = subprocess.run([sys.executable, os.path.join(ROOT, 'tools', 'regen_precompiled.py'),
                           '--check'], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr


def test_source_not_shipped_is_compiled_here():
    namespace = {'k': 40}
    add = codegen.define(['def add(x, y=2):', '    return x + y + k'], 'add', namespace)
    assert add(0) == 42 and namespace['add'] is add
    assert codegen.define(['def add(x):', '    return x'], 'add', {}, precompiled_only=True) \
        is None


def test_a_shipped_function_is_the_one_its_source_defines():
    """Taken from the table, a node's __init__ has its keyword defaults and
    reads the namespace it is given, as the same source compiled here does."""
    from lazygraph.nodes import methods
    from lazygraph.nodes.base import _UNSET
    from lazygraph.nodes.calls import Call
    captured = {}

    def capture(lines, name, namespace, precompiled_only=False):
        captured.update(lines=lines, name=name, namespace=namespace)
        return lambda *args, **kwargs: None
    saved = methods.define
    methods.define = capture
    try:
        methods.make_init(Call, _UNSET)
    finally:
        methods.define = saved
    lines = captured['lines']
    assert codegen.source_key('\n'.join(lines)) in codegen._precompiled()
    shipped = codegen.define(lines, '__init__', dict(captured['namespace']),
                             precompiled_only=True)
    here = {}
    exec('\n'.join(lines), dict(captured['namespace']), here)
    assert shipped is not None and shipped.__globals__['_UNSET'] is _UNSET
    assert shipped.__kwdefaults__ == here['__init__'].__kwdefaults__
    assert shipped.__defaults__ == here['__init__'].__defaults__
    assert shipped.__code__.co_varnames == here['__init__'].__code__.co_varnames
    # one character more: another source, never the shipped function
    assert codegen.define(lines + [''], '__init__', {}, precompiled_only=True) is None


def test_a_compile_and_a_get_compile_no_generated_code(tmp_path):
    """Parsing, compiling, reading the parse cache back and rendering an ERB
    template from it: every function written on the way is a shipped one."""
    module = tmp_path / 'modules' / 'app' / 'manifests'
    module.mkdir(parents=True)
    (tmp_path / 'modules' / 'app' / 'templates').mkdir()
    (tmp_path / 'modules' / 'app' / 'templates' / 'conf.erb').write_text(
        '<% @items.each do |i| -%>item=<%= i %>\n<% end -%>port=<%= @port %>\n')
    (module / 'init.pp').write_text(textwrap.dedent('''\
        class app (Integer $port = 80, Array $items = ['a', 'b']) {
          if $facts['os']['family'] == 'Debian' { $dir = '/etc/app' } else { $dir = '/opt/app' }
          $names = $items.map |$i| { "${dir}/${i}" }
          file { $dir: ensure => directory }
          file { "${dir}/app.conf": content => template('app/conf.erb'), require => File[$dir] }
          app::site { $names: port => $port + 1 }
          case $port { 80: { notify { 'default port': } } default: {} }
        }
        define app::site (Integer $port) { file { $title: mode => '0644', content => "${port}" } }
        '''))
    manifest = tmp_path / 'site.pp'
    manifest.write_text("node default { class { 'app': port => 80 } }\n")
    script = textwrap.dedent('''\
        import sys, threading
        written, defined = [], []
        def watch(frame, event, arg):
            if frame.f_code.co_filename.endswith('codegen.py'):
                if event == 'c_call' and getattr(arg, '__name__', '') == 'exec':
                    written.append(frame.f_code.co_name)
                elif event == 'call' and frame.f_code.co_name == 'define':
                    defined.append(1)
        sys.setprofile(watch)
        threading.setprofile(watch)       # deep evaluation runs in threads
        import lazygraph
        facts = {'os': {'family': 'Debian'}}
        for _ in range(2):      # parsed, then read back from the cache
            catalog = lazygraph.compile(sys.argv[1], node='n', facts=facts, modulepath=sys.argv[2])
            catalog.to_json()
            value = lazygraph.load(sys.argv[1], node='n', facts=facts, modulepath=sys.argv[2]) \\
                .resolve('File[/etc/app/app.conf]', 'content')
        sys.setprofile(None)
        threading.setprofile(None)
        assert value == 'item=a\\nitem=b\\nport=80\\n', value
        print(len(defined) > 20, len(written))
        ''')
    env = dict(os.environ, LAZYGRAPH_CACHE_DIR=str(tmp_path / 'cache'), PYTHONPATH=ROOT)
    env.pop('LAZYGRAPH_NO_PARSE_CACHE', None)
    done = subprocess.run([sys.executable, '-c', script, str(manifest),
                           str(tmp_path / 'modules')], capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ['True', '0']
