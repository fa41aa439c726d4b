"""Resource types read without Ruby: the newtype DSL reader (lazygraph.types),
what it refuses (an error on the .rb line), and how a compile uses it. The
catalogs themselves are checked against Puppet in tests/conformance/catalogs/types_*."""
import os
import re

import pytest

import lazygraph
from lazygraph.errors import LazygraphError
from lazygraph.types import builtin_type
from lazygraph.types.ruby_lexer import RubyReadError
from lazygraph.types.ruby_type import read_type


def read(body, name='t', providers=False):
    return read_type(body, '/m/lib/puppet/type/%s.rb' % name, name, providers)


def test_params_properties_and_namevar_forms():
    rtype = read('''
Puppet::Type.newtype(:t) do
  desc "newparam(:in_a_string) is text"
  ensurable
  newparam(:a, :namevar => true)
  newproperty(:b) do
    validate { |v| raise ArgumentError, "#{v} }" if v =~ /}/ }
  end
  newparam :c
end
''')
    assert rtype.params == ['a', 'c']
    assert rtype.properties == ['ensure', 'b']
    assert rtype.key_attributes == ['a'] and rtype.namevar == 'a'
    assert 'name' in rtype.attributes and 'in_a_string' not in rtype.attributes


def test_isnamevar_label_and_providers():
    rtype = read('''
Puppet::Type.newtype(:t) do
  newparam(:name) do
    desc <<-EOT
      end end end
    EOT
  end
  newparam(:port, namevar: true)
  newparam(:host) { isnamevar }
  def self.title_patterns
    [[%r{^(.*):(\\d+)$}, [[:host], [:port, lambda { |x| x }]]], [/(.*)/m, [[:name]]]]
  end
end
''', providers=True)
    assert rtype.key_attributes == ['name', 'port', 'host']
    assert rtype.params[-1] == 'provider'
    assert rtype.parse_title('db:5432') == {'host': 'db', 'port': '5432'}
    assert rtype.parse_title('plain') == {'name': 'plain'}
    assert rtype.uniqueness_key('db:5432', {}.get) == ['db', 'db:5432', '5432']


@pytest.mark.parametrize('body, line, words', [
    ('Puppet::Type.newtype(:t) do\n  [:a, :b].each do |p|\n    newparam(p)\n  end\nend\n',
     3, 'inside a block'),
    ('Puppet::Type.newtype(:t) do\n  if true\n    newparam(:a)\n  end\nend\n',
     3, 'inside a block or condition'),
    ('Puppet::Type.newtype(:t) do\n  newparam(:a, namevar: true)\n  newparam(:b, namevar: true)'
     '\nend\n', 1, 'no title_patterns'),
    ('Puppet::Type.newtype(:t) do\n  newparam(:name)\n  def self.title_patterns\n'
     '    PATTERNS\n  end\nend\n', 4, 'not a literal'),
    ('Puppet::Type.newtype(:t) do\n  def self.title_patterns\n'
     '    [[/(.*)/, [[:name, ->(x) { x.downcase }]]]]\n  end\nend\n', 3, 'not a literal'),
    ('Puppet::Type.newtype(:t) do\n  def self.title_patterns\n'
     '    [[/(.*)/, [[:name, ->(x) { y }]]]]\n  end\nend\n', 3, 'changes the value'),
    ('Puppet::Type.newtype(:t) do\n  include Helpers\nend\n', 2, 'running the Ruby'),
    ('Puppet::Type.newtype(:other) do\nend\n', 1, "defines type 'other'"),
    ('Puppet::ResourceApi.register_type(\n  name: "t",\n)\n', 1, 'attributes hash'),
    ('Puppet::ResourceApi.register_type(\n  name: "u",\n  attributes: {},\n)\n', 1,
     "registers type 'u'"),
    ('Puppet::ResourceApi.register_type(name: "t", attributes: {\n  a: { behaviour: :namevar },'
     '\n  b: { behaviour: :namevar } })\n', 1, 'no title_patterns'),
    ('Puppet::Type.newtype(:t) do\n  newparam(:a) do\n    desc "open\n', 3, 'unterminated'),
])
def test_what_the_reader_refuses_names_the_line(body, line, words):
    with pytest.raises(RubyReadError) as info:
        read(body)
    assert info.value.span.filename == '/m/lib/puppet/type/t.rb'
    assert info.value.span.line == line, info.value.message
    assert words in info.value.message


def test_extend_mixin_hook_adds_its_attributes(tmp_path):
    lib = tmp_path / 'mod' / 'lib'
    (lib / 'puppet_x').mkdir(parents=True)
    (lib / 'puppet' / 'type').mkdir(parents=True)
    (lib / 'puppet_x' / 'conn.rb').write_text(
        'module Conn\n  def self.extended(base)\n    base.newparam(:host)\n'
        '    base.newparam(\n      :port,\n    ) do\n      defaultto 80\n    end\n  end\nend\n')
    path = lib / 'puppet' / 'type' / 't.rb'
    path.write_text("require 'puppet_x/conn'\nPuppet::Type.newtype(:t) do\n  extend Conn\n"
                    "  newparam(:name)\nend\n")
    from lazygraph.types.ruby_type import read_type_file
    assert read_type_file(str(path), 't').params == ['host', 'port', 'name']


def test_builtin_types_include_the_vendored_modules():
    assert builtin_type('sshkey').key_attributes == ['type', 'name']
    assert builtin_type('cron').module == 'cron_core'
    assert builtin_type('file').parse_title('/a//') == {'path': '/a'}
    assert builtin_type('exec').isomorphic is False


def test_an_unreadable_type_fails_the_compile_at_its_line(tmp_path):
    types = tmp_path / 'modules' / 'm' / 'lib' / 'puppet' / 'type'
    types.mkdir(parents=True)
    (types / 'lg_loop.rb').write_text(
        'Puppet::Type.newtype(:lg_loop) do\n  %w[a b].each { |x| newparam(x) }\nend\n')
    manifest = tmp_path / 'site.pp'
    manifest.write_text("notify { 'x': }\nlg_loop { 'y': a => 1 }\n")
    with pytest.raises(LazygraphError) as info:
        lazygraph.compile(str(manifest), modulepath=str(tmp_path / 'modules'))
    assert info.value.span.filename.endswith(os.path.join('type', 'lg_loop.rb'))
    assert info.value.span.line == 2
    assert 'site.pp:2' in ''.join(info.value.notes)


def test_nagios_types_only_with_the_nagios_core_module(tmp_path):
    manifest = tmp_path / 'site.pp'
    manifest.write_text("nagios_host { 'web': address => '10.0.0.1', use => 'generic' }\n")
    with pytest.raises(LazygraphError) as info:
        lazygraph.compile(str(manifest))
    assert 'Resource type not found: Nagios_host' in info.value.message
    types = tmp_path / 'modules' / 'nagios_core' / 'lib' / 'puppet' / 'type'
    types.mkdir(parents=True)
    # nagios_core makes its types from tables (NagiosMaker): their data comes from
    # core_types.json; the module's file only has to be there.
    (types / 'nagios_host.rb').write_text('# made from tables by the real module\n')
    catalog = lazygraph.compile(str(manifest), modulepath=str(tmp_path / 'modules'))
    (host,) = [r for r in catalog.compiler.resources if r.type == 'Nagios_host']
    assert host.get('address') == '10.0.0.1'
    (manifest).write_text("nagios_host { 'web': adress => '10.0.0.1' }\n")
    with pytest.raises(LazygraphError) as info:
        lazygraph.compile(str(manifest), modulepath=str(tmp_path / 'modules'))
    assert "no parameter named 'adress'" in info.value.message


def test_return_with_a_modifier_if_opens_no_block():
    # `return if x` is a modifier (file_capability's validate): reading it as an
    # `if` block left the type's outer block unclosed
    rtype = read('''
Puppet::Type.newtype(:t) do
  newparam(:file, namevar: true)
  validate do
    return if self[:ensure] == :absent
    raise Puppet::Error, 'file is required' if self[:file].nil?
  end
  newproperty(:after)
end
''')
    assert rtype.params == ['file'] and rtype.properties == ['after']


def test_a_module_type_is_read_once_then_from_the_parse_cache(tmp_path, monkeypatch):
    """The type read from the cache is the one read from the file; a type
    with a mixin is read again each time (its attributes come from another
    file too), and a damaged entry is never trusted."""
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(tmp_path / 'cache'))
    monkeypatch.delenv('LAZYGRAPH_NO_PARSE_CACHE', raising=False)
    from lazygraph.types import ruby_type
    lib = tmp_path / 'mod' / 'lib'
    (lib / 'puppet' / 'type').mkdir(parents=True)
    (lib / 'puppet_x').mkdir()
    plain = lib / 'puppet' / 'type' / 'p.rb'
    plain.write_text("Puppet::Type.newtype(:p) do\n  ensurable\n"
                     "  newparam(:a, :namevar => true)\n  newparam(:b, namevar: true)\n"
                     "  newproperty(:size)\n  def self.title_patterns\n"
                     "    [[%r{^(\\S+) (\\S+)$}, [[:a], [:b]]]]\n  end\nend\n")
    mixed = lib / 'puppet' / 'type' / 'm.rb'
    mixed.write_text("require 'puppet_x/conn'\nPuppet::Type.newtype(:m) do\n  extend Conn\n"
                     "  newparam(:name)\nend\n")
    conn = lib / 'puppet_x' / 'conn.rb'
    conn.write_text('module Conn\n  def self.extended(base)\n    base.newparam(:host)\n'
                    '  end\nend\n')
    read = []
    real = ruby_type.tokenize
    monkeypatch.setattr(ruby_type, 'tokenize', lambda text, path: read.append(path) or
                        real(text, path))
    first = ruby_type.read_type_file(str(plain), 'p', True)
    again = ruby_type.read_type_file(str(plain), 'p', True)
    assert read == [str(plain)]
    assert again.to_data() == first.to_data() and again.source == str(plain)
    assert again.params == ['a', 'b', 'provider'] and again.properties == ['ensure', 'size']
    assert again.parse_title('x y') == {'a': 'x', 'b': 'y'} and not again.title_is_key
    assert ruby_type.read_type_file(str(plain), 'p', False).params == ['a', 'b']
    assert ruby_type.read_type_file(str(mixed), 'm').params == ['host', 'name']
    conn.write_text(conn.read_text().replace(':host', ':server'))
    assert ruby_type.read_type_file(str(mixed), 'm').params == ['server', 'name']
    for entry in (tmp_path / 'cache' / 'parsed').iterdir():
        entry.write_text('{"name": "p", "params": [1]}')
    read.clear()
    assert ruby_type.read_type_file(str(plain), 'p', True).to_data() == first.to_data()
    assert read == [str(plain)]


def test_titles_split_without_the_regex_as_the_regex_splits_them():
    """parse_title skips the regex for a pattern that takes the title whole
    (file's: unless a trailing slash or a newline is stripped)."""
    import random
    from lazygraph.types.resource_type import BUILTIN
    rng = random.Random(5)
    titles = ['/etc/motd', '/etc/', '/', 'C:/', 'c:/x/', 'a\n', '/a/\n', 'x::y', ' ']
    titles += [''.join(rng.choice('/a:\n\\ .x\r') for _ in range(rng.randint(1, 9)))
               for _ in range(3000)]
    fast = 0
    for name in sorted(BUILTIN):
        rtype = BUILTIN[name]
        fast += rtype.whole_title is not None
        for title in titles:
            by_regex = next(({a: v for a, v in zip(attrs, match.groups())}
                             for pattern, attrs in rtype.title_patterns
                             for match in [pattern.search(title)] if match), None)
            assert rtype.parse_title(title) == by_regex, (name, title)
    assert BUILTIN['file'].whole_title == 'path' and fast > 30


def test_ruby_regexes_are_translated_once_and_errors_raised_each_time():
    """compile_ruby_regex is memoised per source (a pattern is immutable); an
    invalid regex is not remembered: every use reports it again."""
    from lazygraph.errors import EvaluationError
    from lazygraph.values.core import PRegexp, compile_ruby_regex
    assert PRegexp(r'\A\h+\z').compiled is PRegexp(r'\A\h+\z').compiled
    assert PRegexp(r'\A\h+\z').compiled.search('beef') is not None
    for _ in range(2):
        with pytest.raises(EvaluationError, match='invalid regular expression'):
            compile_ruby_regex('(unclosed')


def test_a_title_taken_whole_compiles_no_pattern():
    # file's pattern (0.6 M instructions) is compiled only for a title it must cut
    from lazygraph.types.resource_type import ResourceType, TitlePattern
    rtype = ResourceType('f', ['path'], [], ['path'],
                         [(r'(?ms)^(/|.+:/|.*[^/])/*(?=\n?\Z)', ['path'])])
    (pattern, _), = rtype.title_patterns
    assert rtype.parse_title('/etc/motd') == {'path': '/etc/motd'}
    assert pattern._compiled is None
    assert rtype.parse_title('/etc//') == {'path': '/etc'}
    assert pattern._compiled is not None
    # any other pattern is compiled when its type is made: a bad one is refused there
    with pytest.raises(re.error):
        TitlePattern('(unclosed')
