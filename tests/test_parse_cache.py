"""The persistent parse cache (syntax/parse_cache.py): what it reads back is
what the parser makes, it is private, and a bad entry is never trusted."""
import glob
import json
import os
import stat

import pytest

import lazygraph
from lazygraph.errors import ParseError
from lazygraph.source import Source
from lazygraph.syntax.parse_cache import ParseCache, decode, encode
from lazygraph.syntax.parser import parse
from tools.catalog_cases import DIR

MANIFESTS = sorted(glob.glob(os.path.join(DIR, '*.pp')) +
                   glob.glob(os.path.join(DIR, '*.modules', '*', 'manifests', '*.pp')))


def shape(node):
    """Everything a node holds from parsing: kind, span, attributes, children."""
    from lazygraph.syntax.names import Name
    out = [type(node).__name__, node.span and (node.span.start, node.span.end)]
    for name in node.attrs:
        value = getattr(node, name)
        out.append((type(value).__name__, getattr(value, 'source', value),
                    value.span.start if isinstance(value, Name) else None))
    for name in node.fields:
        value = getattr(node, name)
        if isinstance(value, list):
            out.append([shape(item) for item in value])
        else:
            out.append(value if value is None else shape(value))
    return out


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(tmp_path / 'cache'))
    monkeypatch.delenv('LAZYGRAPH_NO_PARSE_CACHE', raising=False)
    return ParseCache.open()


def parented(root):
    """Every node below ``root`` is its parent's child (the decoders and the
    generated clone set parents themselves)."""
    for node in root.walk():
        for child in node.children():
            if child.parent is not node:
                return False
    return True


@pytest.mark.parametrize('written_after', [0, 10 ** 9], ids=['written', 'generic'])
def test_every_conformance_manifest_reads_back_as_parsed(written_after, monkeypatch):
    """Both decoders of a kind (the generic one for its first nodes, the
    written one after; the package's precompiled decoders left out, which
    would be taken from the first) give the nodes the parser makes."""
    from lazygraph import codegen
    from lazygraph.syntax import decoders
    monkeypatch.setattr(decoders, '_DECODERS', {})
    monkeypatch.setattr(decoders, 'WRITE_DECODER_AFTER', written_after)
    monkeypatch.setattr(codegen, '_precompiled', lambda: {})
    checked = 0
    for path in MANIFESTS:
        source = Source.from_file(path)
        try:
            program = lazygraph.evaluation.run_deep(parse, source)
        except ParseError:
            continue
        data = json.loads(json.dumps(encode(program)))
        decoded = decode(data, source)
        assert shape(decoded) == shape(program), path
        assert parented(decoded), path
        copy = program.clone()
        assert shape(copy) == shape(program) and parented(copy), path
        assert copy.parent is None and copy.body is not program.body
        checked += 1
    assert checked > 600


def test_a_second_parse_comes_from_the_cache(cache):
    source = Source("class a ($x = /re+/) { notify { 'n': message => \"${x} ${1}\" } }\n"
                    "$d = default\n@file { '/f': mode => 0x1ff + 1.5 }\ninclude a\n", 'm.pp')
    first = parse(source, cache=cache)
    assert (cache.hits, cache.misses) == (0, 1)
    second = parse(Source(source.text, 'm.pp'), cache=cache)
    assert (cache.hits, cache.misses) == (1, 1)
    assert shape(second) == shape(first)
    files = os.listdir(cache.directory)
    assert len(files) == 1
    mode = os.stat(os.path.join(cache.directory, files[0])).st_mode
    assert stat.S_IMODE(mode) == 0o600
    assert stat.S_IMODE(os.stat(cache.directory).st_mode) == 0o700


def test_strict_parses_are_kept_apart(cache):
    parse(Source("notice(1)\n"), cache=cache)
    parse(Source("notice(1)\n"), strict=True, cache=cache)
    assert cache.misses == 2 and len(os.listdir(cache.directory)) == 2


def test_errors_are_not_cached(cache):
    for _ in range(2):
        with pytest.raises(ParseError):
            parse(Source("notice(\n"), cache=cache)
    assert os.listdir(cache.directory) == []


@pytest.mark.parametrize('planted', [
    'not json',
    '[["Call", "Boxed"], [0, 0, 9, "notice", [[1, 7, 8, 1]], null]]',   # a Call, not a Program
    '[["Program", "Exec"], [0, 0, 10, "main", [], [1, 0, 1]]]',       # not a node kind
    '[["Program"], [0, 0, 10, "main", "extra", [], null]]',            # wrong shape
    '[["Program"], [0, 0, 99999, "main", [], null]]',                  # span past the end
    '[["Program"], [0, 0, 10, {"__class__": "os.system"}, [], null]]',  # not a value
    '[["Program", "Block"], [0, 0, 10, "main", [], [1, 0, 10, [5]]]]',  # not a node
])
def test_a_bad_entry_is_parsed_again(cache, planted):
    source = Source("notice(1)\n", 'p.pp')
    path = cache._path(source, 'default')
    fd = os.open(path, os.O_WRONLY | os.O_CREAT, 0o600)
    with os.fdopen(fd, 'w') as f:
        f.write(planted)
    program = parse(source, cache=cache)
    assert shape(program) == shape(parse(Source(source.text, 'p.pp')))
    assert cache.hits == 0


@pytest.mark.parametrize('damaged', ['params', 'body'])
def test_a_damaged_body_or_parameter_list_is_parsed_again(cache, damaged):
    """The tree of a file is checked when read; a class's parameters and body
    (kept as lines of their own, built on first use) when they are built: a bad
    one is parsed again from the file by the grammar, never trusted."""
    source = Source("class a (Integer $port = 80, $name2 = 'x') {\n"
                    "  notify { \"n${port}\": message => $name2 }\n}\n", 'd.pp')
    parse(source, cache=cache)
    (path,) = glob.glob(os.path.join(cache.directory, '*.json'))
    with open(path, 'rb') as f:
        tree, *chunks = f.read().split(b'\n')
    assert len(chunks) == 2            # the class's parameters and its body
    kinds, program = json.loads(tree)
    definition = program[5][3][0]      # the Program's body's first statement
    assert kinds[definition[0]] == 'ClassDefinition'
    params, body = definition[5:]      # after kind, span, name and parent name
    # each refers to its line by where it starts after the first line
    assert [params['p'], body['b']] == [0, len(chunks[0]) + 1]
    index = 0 if damaged == 'params' else 1
    # a node of another shape, as long (the other line still starts where it did)
    chunks[index] = b'[0,0,1,"%s"]' % (b'x' * (len(chunks[index]) - 10))
    with open(path, 'wb') as f:
        f.write(b'\n'.join([tree] + chunks))
    program = parse(Source(source.text, 'd.pp'), cache=cache)
    assert cache.hits == 1
    assert shape(program) == shape(parse(Source(source.text, 'd.pp')))


ONE_CLASS = ("class a (Integer $port = 80) {\n  notify { \"n${port}\": }\n}\n"
             "include a\n")


def cached_with_first_line(cache, filename, change):
    """Parse ONE_CLASS into ``cache``, then write its cache file's first line
    ([kinds, tree]) as change(kinds, tree) returns it."""
    parse(Source(ONE_CLASS, filename), cache=cache)
    (path,) = glob.glob(os.path.join(cache.directory, '*.json'))
    with open(path, 'rb') as f:
        tree, rest = f.read().split(b'\n', 1)
    with open(path, 'wb') as f:
        f.write(json.dumps(change(*json.loads(tree))).encode() + b'\n' + rest)


@pytest.mark.parametrize('field', ['p', 'b'])
@pytest.mark.parametrize('offset', [2, 7, 10 ** 6, -1, '0', None, True])
def test_a_line_offset_not_in_the_file_is_not_trusted(cache, field, offset):
    """A class's parameters or body naming a line the file does not have (where
    no line starts, past its end, negative, not a number) is parsed again when
    it is built, never another line or part of one read in its place."""
    def change(kinds, program):
        definition = program[5][3][0]      # the Program's body's first statement
        definition[5 if field == 'p' else 6][field] = offset
        return [kinds, program]
    cached_with_first_line(cache, 'l.pp', change)
    again = parse(Source(ONE_CLASS, 'l.pp'), cache=cache).body.statements[0]
    fresh = parse(Source(ONE_CLASS, 'l.pp')).body.statements[0]
    assert shape(again.body) == shape(fresh.body)
    assert shape(again.params[0]) == shape(fresh.params[0])


def test_the_lines_of_both_lazy_parts_swapped_are_not_trusted(cache):
    """A class's body pointing at its parameters' line (a real line, of the
    wrong shape) and the parameters at the body's are parsed again, never
    wrong nodes."""
    def change(kinds, program):
        definition = program[5][3][0]
        params, body = definition[5:]
        params['p'], body['b'] = body['b'], params['p']
        return [kinds, program]
    cached_with_first_line(cache, 's.pp', change)
    program = parse(Source(ONE_CLASS, 's.pp'), cache=cache)
    assert shape(program) == shape(parse(Source(ONE_CLASS, 's.pp')))
    fresh = parse(Source(ONE_CLASS, 's.pp')).body.statements[0]
    assert shape(program.body.statements[0].body) == shape(fresh.body)
    assert shape(program.body.statements[0].params[0]) == shape(fresh.params[0])


def test_a_first_line_of_the_former_format_is_parsed_again(cache):
    """[kinds, tree, line starts] (format 5) is not this format's first line."""
    cached_with_first_line(cache, 'f.pp', lambda kinds, program: [kinds, program, [0, 9]])
    program = parse(Source(ONE_CLASS, 'f.pp'), cache=cache)
    assert cache.hits == 0
    assert shape(program) == shape(parse(Source(ONE_CLASS, 'f.pp')))


def test_a_skipped_class_builds_neither_its_parameters_nor_its_body(tmp_path, monkeypatch):
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(tmp_path / 'cache'))
    text = ''.join("class c%d (String $e = 'present', Integer $p = %d) {\n"
                   "  file { '/srv/c%d': ensure => $e, mode => \"${p}\" }\n}\n" % (i, i, i)
                   for i in range(5))
    text += ''.join('include c%d\n' % i for i in range(5))
    for _ in range(2):          # the second load reads the cache
        catalog = lazygraph.load(text, node='n', facts={})
        assert catalog.resolve('File[/srv/c3]', 'mode') == '3'
    definitions = catalog.cone_compiler('File', '/srv/c3').runtime.definitions['class']
    assert catalog.cone_compiler('File', '/srv/c3').runtime.parse_cache.hits == 1
    unbuilt = sorted(name for name, d in definitions.items()
                     if d._lazy_params is not None and d._lazy_body is not None)
    assert unbuilt == ['c0', 'c1', 'c2', 'c4']


def test_a_cached_compile_equals_an_uncached_one(tmp_path, monkeypatch):
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(tmp_path / 'cache'))
    manifest = tmp_path / 'site.pp'
    manifest.write_text("class base { file { '/etc/b': content => \"${facts['x']}\" } }\n"
                        "node default { include base }\n")
    from lazygraph.outputs.catalog_json import comparable

    def catalog():
        return comparable(lazygraph.compile(str(manifest), node='n', facts={'x': 'y'}).to_data())
    first = catalog()
    assert os.listdir(tmp_path / 'cache' / 'parsed')
    again = catalog()
    monkeypatch.setenv('LAZYGRAPH_NO_PARSE_CACHE', '1')
    plain = catalog()
    assert first == again == plain


def test_an_error_in_a_class_read_from_the_cache_names_the_same_place(tmp_path, monkeypatch):
    """The decoders' spans (and the parameters built as their class's
    children) locate an error as the parser's do: file, line and column."""
    from lazygraph.errors import LazygraphError
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(tmp_path / 'cache'))
    manifest = tmp_path / 'site.pp'
    manifest.write_text("class a (Integer $p = 1) {\n  notify { 'n': message => $p + 'x' }\n}\n"
                        "class b (String $q = 2) { }\ninclude a\n")

    def error(text):
        manifest.write_text(text)
        with pytest.raises(LazygraphError) as caught:
            lazygraph.compile(str(manifest), node='n', facts={})
        return str(caught.value)
    text = manifest.read_text()
    parsed = error(text)
    assert os.listdir(tmp_path / 'cache' / 'parsed')
    assert error(text) == parsed and '%s:2:' % manifest in parsed
    wrong_default = text.replace('include a', 'include b')
    parsed = error(wrong_default)
    assert error(wrong_default) == parsed and '%s:5:' % manifest in parsed


def test_skimmed_files_are_cached_with_their_statements_unread(tmp_path, monkeypatch):
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(tmp_path / 'cache'))
    text = ''.join("file { '/f/%d': content => 'c%d' }\n" % (i, i) for i in range(30))
    text += "class a { notify { 'in a': } }\ninclude a\n"
    values = []
    for _ in range(2):
        catalog = lazygraph.load(text, node='n', facts={})
        values.append(catalog.resolve('File[/f/7]', 'content'))
        program = catalog.cone_compiler('File', '/f/7').program
        skimmed = program.body.statements[0]
        assert type(skimmed).__name__ == 'SkimmedResources' and len(skimmed.stubs) == 30
        assert [e.bodies[0].title.value for e in skimmed.expressions] == ['/f/7']
    assert values == ['c7', 'c7']
    assert program.runtime().parse_cache.hits == 1


def test_epp_templates_are_cached_and_read_back_as_parsed(cache):
    from lazygraph.syntax.parser import parse_epp
    text = ("<%- | String $name, Array $items = [] | -%>\n<%# a comment %>\nHello <%= $name %>\n"
            "<% $items.each |$i| { -%>\n* <%= $i %>\n<% } -%>\n<%% literal %%>\n")
    first = lazygraph.evaluation.run_deep(parse_epp, Source(text, 't.epp'), cache=cache)
    assert (cache.hits, cache.misses) == (0, 1)
    second = lazygraph.evaluation.run_deep(parse_epp, Source(text, 't.epp'), cache=cache)
    assert (cache.hits, cache.misses) == (1, 1)
    assert type(second).__name__ == 'EppTemplate' and shape(second) == shape(first)
    # A manifest with the same text is a different entry, not this template.
    assert lazygraph.evaluation.run_deep(parse, Source("notice(1)\n"), cache=cache) is not None
    assert cache.load(Source(text, 't.epp'), 'default') is None


def test_the_code_hash_changes_when_the_parsing_code_does(tmp_path):
    """The cache's entries belong to the code that parsed them: changing a
    parser, node or footprint module (its size or time, as Python tells a
    source from its bytecode) makes every entry another's."""
    import shutil
    from lazygraph.syntax.parse_cache import code_hash_of
    package = os.path.dirname(os.path.dirname(os.path.abspath(lazygraph.__file__)))
    copy = tmp_path / 'lazygraph'
    for part in ('syntax', 'nodes', 'templates/erb'):
        shutil.copytree(os.path.join(package, 'lazygraph', part), copy / part,
                        ignore=shutil.ignore_patterns('__pycache__'))
    for part, name in (('catalog', 'cone.py'), ('catalog', 'footprint.py'),
                       ('catalog', 'titles.py'), ('types', 'resource_type.py'),
                       ('types', 'ruby_lexer.py'), ('types', 'ruby_type.py')):
        (copy / part).mkdir(exist_ok=True)
        shutil.copy2(os.path.join(package, 'lazygraph', part, name), copy / part)
    first = code_hash_of(str(copy))
    assert code_hash_of(str(copy)) == first
    for changed in ('syntax/parser.py', 'nodes/data.py', 'catalog/cone.py', 'catalog/footprint.py',
                    'catalog/titles.py', 'types/ruby_type.py', 'templates/erb/parser.py'):
        path = copy / changed
        info = path.stat()
        os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000))
        assert code_hash_of(str(copy)) != first
        os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns))
        assert code_hash_of(str(copy)) == first
    with open(copy / 'nodes' / 'data.py', 'a') as f:
        f.write('\n')
    assert code_hash_of(str(copy)) != first


def test_erb_templates_are_read_back_from_the_cache(tmp_path, monkeypatch):
    """A template compiled before is not lexed and parsed again: its tree comes
    from the cache, and the catalog is the same."""
    import lazygraph.templates.erb as erb
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(tmp_path / 'cache'))
    manifest = tmp_path / 'site.pp'
    manifest.write_text("$items = ['a', 'b']\n"
                        "notify { 'n': message => inline_template('<%= @items.map { |i| "
                        "i.upcase }.join(%q(-)) %> <%= @facts[%q(os)] %>') }\n")
    compiled = []
    real = erb.compile_erb

    def counting(text, filename='inline_template'):
        compiled.append(text)
        return real(text, filename)
    monkeypatch.setattr(erb, 'compile_erb', counting)
    runs = [lazygraph.compile(str(manifest), node='n', facts={'os': 'x'}).to_data()
            for _ in range(2)]
    assert runs[0]['resources'] == runs[1]['resources']
    assert [r['parameters']['message'] for r in runs[1]['resources']
            if r['type'] == 'Notify'] == ['A-B x']
    assert len(compiled) == 1          # the second compile read the tree back
