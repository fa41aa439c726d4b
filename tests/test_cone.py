"""The cone of a key (catalog/cone.py): `get` evaluates only the classes and
define instances that may change it, and widens where Puppet's order decides.
Answers are checked against Puppet by tests/test_get.py (cone_* cases); here:
that the cone is really small, and that each reason to widen is taken."""
import json
import os
import re
import subprocess
import sys

import pytest
from hypothesis import given, settings, strategies as st

import lazygraph
from lazygraph.catalog.resource import Resource
from lazygraph.catalog.titles import ANY, Ref, Titles
from lazygraph.syntax.footprint_file import FootprintFile, encode as encode_footprints

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def classes(n, key_class):
    body = ''.join(
        "class c%d (Integer $port = %d) {\n"
        "  if $facts['os']['family'] == 'Debian' { $dir = '/srv/c%d' } else { $dir = '/opt/c%d' }\n"
        "  file { \"${dir}/conf\": content => \"port=${port}\\n\" }\n"
        "  service { 'svc%d': ensure => running }\n"
        "}\n" % (i, 8000 + i, i, i, i) for i in range(n))
    return body + ''.join('include c%d\n' % i for i in range(n))


FACTS = {'os': {'family': 'Debian'}}


def test_one_key_evaluates_one_class_of_many():
    catalog = lazygraph.load(classes(300, 150), node='n', facts=FACTS)
    assert catalog.resolve('File[/srv/c150/conf]', 'content') == 'port=8150\n'
    stats = catalog.stats()
    assert stats['classes evaluated'] == 1
    assert stats['classes skipped'] == 299
    assert 'cone widened' not in stats
    whole = lazygraph.compile(classes(300, 150), node='n', facts=FACTS).to_data()
    (resource,) = [r for r in whole['resources'] if r['title'] == '/srv/c150/conf']
    assert resource['parameters']['content'] == 'port=8150\n'


def test_a_key_nobody_declares_is_looked_up_in_the_whole_structure():
    catalog = lazygraph.load(classes(20, 0), node='n', facts=FACTS)
    from lazygraph.errors import KeyNotFound
    with pytest.raises(KeyNotFound, match='did you mean|not in the catalog'):
        catalog.resolve('File[/srv/c99/conf]', 'content')


@pytest.mark.parametrize('manifest, key, reason', [
    ("class s { $v = 'x' }\nclass u { include s }\nclass k { file { '/k': content => $s::v } }\n"
     "include u\ninclude k\n", 'File[/k]', 'Class[s] may be declared by code the cone skipped'),
    ("class t { package { 'p': } }\nclass u { include t }\n"
     "class k { if defined(Package['p']) { $m = 'yes' } else { $m = 'no' }\n"
     "  file { '/k': content => $m } }\ninclude u\ninclude k\n",
     'File[/k]', 'Package[p] may be declared'),
    ("class p { $dir = '/k' }\nclass u { include p }\nclass k inherits p { file { $dir: } }\n"
     "include u\ninclude k\n", 'File[/k]', 'inherits from p'),
    ("class u { package { 'p': } }\nclass k { file { '/k': } Package <| |> -> File['/k'] }\n"
     "include u\ninclude k\n", 'File[/k]', 'relationship with a collector'),
    ("class u { package { 'p': ensure => '1.2' } }\n"
     "class k { file { '/k': content => Package['p']['ensure'] } }\ninclude u\ninclude k\n",
     'File[/k]', "Package['p'] is read by an attribute access"),
    # a cone compile keeps no record of the catalog's classes and tags: a
    # template reading them widens before it could see that
    ("class u { notify { 'u': } }\nclass k { file { '/k': content => "
     "inline_template('<%= classes.join(\",\") %> <%= all_tags.length %>') } }\n"
     "include u\ninclude k\n", 'File[/k]', "a template reads the catalog's classes or tags"),
])
def test_the_cone_widens_where_order_decides(manifest, key, reason):
    catalog = lazygraph.load(manifest, node='n', facts={})
    value = catalog.parameters(key)
    assert reason in catalog.stats()['cone widened']
    whole = lazygraph.compile(manifest, node='n', facts={}).to_data()
    type_name, title = key[:-1].split('[', 1)
    (resource,) = [r for r in whole['resources']
                   if r['type'] == type_name and r['title'] == title]
    assert value == resource.get('parameters', {})


def test_skipped_class_bodies_are_never_built(tmp_path, monkeypatch):
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(tmp_path / 'cache'))
    manifest = tmp_path / 'site.pp'
    manifest.write_text(classes(50, 25))
    lazygraph.compile(str(manifest), node='n', facts=FACTS)     # fills the parse cache
    first = lazygraph.load(str(manifest), node='n', facts=FACTS)
    first.resolve('File[/srv/c1/conf]', 'content')               # and the footprints
    catalog = lazygraph.load(str(manifest), node='n', facts=FACTS)
    assert catalog.resolve('File[/srv/c25/conf]', 'content') == 'port=8025\n'
    compiler = catalog.cone_compiler('File', '/srv/c25/conf')
    definitions = compiler.runtime.definitions['class']
    assert len(definitions) == 50
    # No definition's body was built: c25 ran on a body built for its scope
    # from the cached data, the 49 others never had one.
    assert all(d._body is None and d._lazy_body is not None for d in definitions.values())
    assert sorted(n for n in compiler.class_scopes if n.startswith('c')) == ['c25']


def _cached_footprints(tmp_path, monkeypatch):
    """A 20-class manifest compiled once for a key: the manifest, its cached
    footprints' file and their table."""
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(tmp_path / 'cache'))
    manifest = tmp_path / 'site.pp'
    manifest.write_text(classes(20, 7))
    lazygraph.load(str(manifest), node='n', facts=FACTS).resolve('File[/srv/c1/conf]',
                                                                   'content')
    return (manifest,) + _footprint_file(tmp_path / 'cache', 'class c1')


def _footprint_file(cache, key):
    """The parse cache's file of the footprints holding ``key``, and their table
    (written back with footprint_file.encode)."""
    (path,) = [p for p in (cache / 'parsed').iterdir()
               if FootprintFile(p.read_bytes()).get(key) is not None]
    return path, FootprintFile(path.read_bytes()).entries()


@pytest.mark.parametrize('damage', ['declared type', 'titles', 'variable', 'includes',
                                    'entry shape', 'title piece'])
def test_a_damaged_cached_footprint_never_skips_the_class_that_declares_the_key(
        tmp_path, monkeypatch, damage):
    """Footprints are read back from the cache a part at a time; whatever part
    is damaged, the class holding the key is still evaluated (the footprint is
    read from the body again, or its titles read as any title)."""
    manifest, path, table = _cached_footprints(tmp_path, monkeypatch)
    entry = table['class c7']
    if damage == 'declared type':
        entry['declares'] = [[5, None]]
    elif damage == 'titles':
        entry['declares'] = [['file', [[7]]], ['file', 'x']]
        entry['variables'] = {'dir': [[{'no': 'v'}]]}
    elif damage == 'variable':
        entry['variables'] = {'dir': [[{'v': 3}]]}
    elif damage == 'entry shape':
        entry['declares'] = [['service', [['svc7']]], ['file']]
    elif damage == 'title piece':
        entry['declares'] = [['file', [['/srv/c8/conf'], ['/srv/c7/conf', 5]]]]
    else:
        entry['includes'] = [['c8']]
    path.write_text(encode_footprints(table))
    catalog = lazygraph.load(str(manifest), node='n', facts=FACTS)
    assert catalog.resolve('File[/srv/c7/conf]', 'content') == 'port=8007\n'
    assert catalog.stats()['classes evaluated'] <= 20


@pytest.mark.parametrize('names', [[8], [['c8']], 'c8', 5])
def test_a_cached_footprint_naming_no_class_is_read_from_the_body(tmp_path, monkeypatch, names):
    """A skipped class whose cached includes are not a list of names (a number,
    a list, text): its footprint is read from its body again, never followed."""
    manifest, path, table = _cached_footprints(tmp_path, monkeypatch)
    table['class c3']['includes'] = names
    path.write_text(encode_footprints(table))
    catalog = lazygraph.load(str(manifest), node='n', facts=FACTS)
    assert catalog.resolve('File[/srv/c7/conf]', 'content') == 'port=8007\n'
    assert catalog.stats()['classes evaluated'] <= 20


@pytest.mark.parametrize('damage', ['not json', 'not a table', 'a bad title'])
def test_damaged_cached_variables_read_as_any_value(tmp_path, monkeypatch, damage):
    """A class's variables are kept as text of their own in its cached footprint,
    read when another class's title refers to one; damaged, they read as any
    value, so the class whose title refers to them is still evaluated."""
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(tmp_path / 'cache'))
    manifest = tmp_path / 'site.pp'
    manifest.write_text("class params { $dir = '/srv/k' }\n"
                        "class k inherits params { file { \"${params::dir}/conf\": content => 'k' } }\n"
                        "class o inherits params { file { $params::dir: content => 'o' } }\n"
                        "include k\ninclude o\n")

    def get():
        catalog = lazygraph.load(str(manifest), node='n', facts=FACTS)
        return catalog.resolve('File[/srv/k/conf]', 'content'), catalog.stats()

    for _ in range(2):       # o's title, read through params' variable, is not the key
        value, stats = get()
        assert value == 'k' and stats['classes skipped'] == 1
    path, table = _footprint_file(tmp_path / 'cache', 'class params')
    assert json.loads(table['class params']['variables']) == {'dir': ['/srv/k']}
    table['class params']['variables'] = {'not json': '{"dir": [', 'not a table': '[1]',
                                          'a bad title': '{"dir": [[{"v": 3}]]}'}[damage]
    path.write_text(encode_footprints(table))
    value, stats = get()      # o may now declare it: evaluated
    assert value == 'k' and stats['classes evaluated'] == 3 and stats['classes skipped'] == 0


def test_footprints_read_back_from_the_cache_skip_what_the_first_run_skipped(
        tmp_path, monkeypatch):
    """Titles with unknown pieces and other classes' variables keep their
    meaning through the cache: the second run skips exactly as the first."""
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(tmp_path / 'cache'))
    manifest = tmp_path / 'site.pp'
    manifest.write_text(''.join(
        "class p%d { $dir = '/etc/a%d' }\n"
        "class c%d (String $n = 'x') inherits p%d {\n"
        "  file { \"${p%d::dir}/${n}.conf\": content => 'c%d' }\n"
        "  file { \"/srv/${facts['k']}-%d\": content => 'k' }\n"
        "}\n" % ((i,) * 7) for i in range(30)) +
        ''.join('include c%d\n' % i for i in range(30)))
    runs = []
    for _ in range(2):
        catalog = lazygraph.load(str(manifest), node='n', facts={'k': 'v'})
        assert catalog.resolve('File[/etc/a12/x.conf]', 'content') == 'c12'
        stats = catalog.stats()
        runs.append((stats['classes evaluated'], stats['classes skipped'],
                     'cone widened' in stats))
    assert runs[0] == runs[1] == (2, 29, False)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.one_of(st.none(), st.text('ab/', max_size=3)), min_size=1, max_size=4),
       st.text('ab/', max_size=7))
def test_titles_with_unknown_pieces_match_as_the_regex_they_stand_for(pieces, title):
    """An unknown piece matches any text, the rest literally, trailing slashes
    aside: some text ''.join(escape(piece) or '.*') matches is the title once
    trailing slashes are dropped from both ('/etc/' and an empty unknown piece
    is /etc)."""
    import re
    alternative = tuple(pieces)
    titles = Titles([alternative])
    regex = ''.join(re.escape(p) if isinstance(p, str) else '.*' for p in alternative)
    stripped = title.rstrip('/')
    expected = any(re.fullmatch(regex, stripped + '/' * n, re.S) is not None
                   for n in range(13))
    assert titles.matches(title) == expected


@settings(max_examples=400, deadline=None)
@given(st.lists(st.one_of(st.text('ab/', max_size=3),
                          st.lists(st.one_of(st.none(), st.just({'v': 'p::dir'}),
                                             st.text('aB/', max_size=3)), max_size=3)),
                min_size=1, max_size=3),
       st.text('ab/', max_size=6), st.lists(st.text('ab/', max_size=3), min_size=1, max_size=3))
def test_titles_kept_as_data_are_judged_as_their_decoded_titles(data, title, values):
    """A cached footprint's titles are compared without decoding them where the
    data decides: True only if the decoded titles match, False only if they
    cannot match whatever the other class's variable ($p::dir) holds."""
    from lazygraph.catalog.footprint import _literal_verdict
    normal = title.rstrip('/').casefold()
    verdict = _literal_verdict(data, normal)
    resolved = Titles.from_data(data).matches(title, lambda name: Titles([(v,) for v in values]))
    if verdict is not None:
        assert resolved == verdict
    unresolved = Titles.from_data(data).matches(title, lambda name: ANY)
    if verdict is False:
        assert not unresolved


VALUES = st.one_of(
    st.lists(st.text('aB/', max_size=3), max_size=3),
    st.lists(st.text('ab', min_size=3, max_size=3), min_size=60, max_size=70),
    st.lists(st.one_of(st.text('ab/', max_size=3),
                       st.lists(st.one_of(st.none(), st.just({'v': 'q::x'}),
                                          st.text('ab/', max_size=2)), max_size=2)),
             max_size=3),
    st.sampled_from([None, 5, 'ab', [5], [['a', 5]]]))


@settings(max_examples=500, deadline=None)
@given(st.one_of(st.just([[{'v': 'p::dir'}]]), st.lists(st.one_of(
           st.text('ab/', max_size=3),
           st.lists(st.one_of(st.none(), st.just({'v': 'p::dir'}), st.text('aB/', max_size=3)),
                    max_size=3)), min_size=1, max_size=3)),
       st.text('ab/', max_size=6), VALUES)
def test_titles_judged_with_a_variables_data_are_judged_as_resolved(data, title, values):
    """Titles that are another class's variable alone ($p::dir) are judged from
    the cache's data of that variable when its titles are literal: a verdict is
    the one Titles.matches gives, resolving it as Cone.variable_titles does."""
    from lazygraph.catalog.footprint import _decoded, _literal_verdict
    normal = title.rstrip('/').casefold()
    verdict = _literal_verdict(data, normal, lambda name: values)

    def resolve(name):
        titles = _decoded(values) if values is not None else None
        return ANY if titles is None else titles.resolved(lambda other: ANY)

    if verdict is not None:
        assert Titles.from_data(data).matches(title, resolve) == verdict


def _chars(alphabet, size):
    return st.lists(st.sampled_from(alphabet), max_size=size).map(''.join)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.one_of(st.none(), st.just({'v': 'p::dir'}), _chars('aBß/s', 3)),
                max_size=4),
       _chars('abSß/', 7))
def test_a_pattern_whose_pieces_do_not_lie_in_the_title_cannot_match_it(pattern, title):
    """footprint._pieces_lie_in, asked of a pattern's pieces before they are
    merged, says no only where the merged pattern cannot match the title: a
    verdict is the one the pattern alone gives."""
    from lazygraph.catalog.footprint import _pieces_lie_in
    from lazygraph.catalog.titles import _glob_match, _glob_pattern
    normal = title.rstrip('/').casefold()
    if not _pieces_lie_in(pattern, normal):
        assert not _glob_match(_glob_pattern(pattern), normal)


def test_a_title_that_cannot_fit_never_reads_the_variable_it_refers_to():
    """"${app12::params::confdir}/app12.conf" is not /etc/app25/app25.conf, whatever
    the variable holds: the class defining it is not read for that."""
    def resolve(name):
        raise AssertionError('read %s' % name)
    titles = Titles([(Ref('app12::params::confdir'), '/app12.conf')])
    assert not titles.matches('/etc/app25/app25.conf', resolve)
    assert titles.matches('/etc/app12/app12.conf',
                          lambda name: Titles([('/etc/app12',)]))


def _module_site(root, n, title=lambda i: '/etc/m%d' % i):
    for i in range(n):
        manifests = root / 'modules' / ('m%d' % i) / 'manifests'
        manifests.mkdir(parents=True, exist_ok=True)
        (manifests / 'init.pp').write_text(
            "class m%d { file { '%s': content => 'm%d' } }\n" % (i, title(i), i))
    (root / 'site.pp').write_text(''.join('include m%d\n' % i for i in range(n)))


def test_unchanged_module_files_are_not_read_again_for_their_footprints(
        tmp_path, monkeypatch):
    """The cache's index of a modulepath directory gives the footprints of files
    unchanged since they were recorded, without reading them; an edited file
    is read again, so a class that now declares the key is evaluated."""
    from lazygraph.source import Source
    from lazygraph.syntax.parse_cache import FileIndex
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(tmp_path / 'cache'))
    monkeypatch.setattr(FileIndex, 'RACY_NS', 0)     # the files were written just now
    _module_site(tmp_path, 12)
    modulepath = str(tmp_path / 'modules')

    def get(title):
        catalog = lazygraph.load(str(tmp_path / 'site.pp'), node='n', facts={},
                                 modulepath=modulepath)
        return catalog.resolve('File[%s]' % title, 'content'), catalog.stats()

    for _ in range(3):      # parse; footprints from the files; the index recorded
        assert get('/etc/m5')[0] == 'm5'
    read = []
    real_from_file = Source.from_file.__func__
    monkeypatch.setattr(Source, 'from_file', classmethod(
        lambda cls, path: read.append(path) or real_from_file(cls, path)))
    value, stats = get('/etc/m5')
    assert value == 'm5' and stats['classes evaluated'] == 1
    assert [os.path.basename(os.path.dirname(os.path.dirname(p))) for p in read
            if p.endswith('init.pp')] == ['m5']           # only the class that runs
    # m7 now declares the key as well (same size: only the times tell)
    init7 = tmp_path / 'modules' / 'm7' / 'manifests' / 'init.pp'
    init7.write_text(init7.read_text().replace("'/etc/m7'", "'/etc/m5'"))
    from lazygraph.errors import LazygraphError
    with pytest.raises(LazygraphError, match='Duplicate declaration'):
        lazygraph.compile(str(tmp_path / 'site.pp'), node='n', facts={},
                          modulepath=modulepath)
    with pytest.raises(LazygraphError, match='Duplicate declaration'):
        get('/etc/m5')


def test_the_index_records_a_file_only_as_it_was_read(tmp_path, monkeypatch):
    """A module file rewritten (same size) after it was read and before its
    footprints are recorded is not recorded: its new stat would vouch for the
    old text's footprints. Recorded when unchanged."""
    from lazygraph.source import Source
    from lazygraph.syntax.parse_cache import FileIndex, ParseCache
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(tmp_path / 'cache'))
    monkeypatch.delenv('LAZYGRAPH_NO_PARSE_CACHE', raising=False)
    path = tmp_path / 'init.pp'
    path.write_text("class m { file { '/a': } }\n")
    index = FileIndex(ParseCache.open(), str(tmp_path))
    index.record(str(path), Source.from_file(str(path)), {'class m': {}})
    assert str(path) not in index.files          # not settled yet (the racy rule)
    monkeypatch.setattr(FileIndex, 'RACY_NS', 0)
    source = Source.from_file(str(path))
    path.write_text("class m { file { '/b': } }\n")
    index.record(str(path), source, {'class m': {}})
    assert str(path) not in index.files
    index.record(str(path), Source.from_file(str(path)), {'class m': {}})
    assert str(path) in index.files


def test_a_skipped_module_file_linked_out_of_its_module_stops_get(tmp_path, monkeypatch):
    """The cone reads the footprint of every class the node includes; one whose
    file is a symbolic link out of its module is refused as a compile refuses
    it, whether the cache's index knew the file or not. A link inside the
    module is followed."""
    from lazygraph.errors import LazygraphError
    from lazygraph.syntax.parse_cache import FileIndex
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(tmp_path / 'cache'))
    monkeypatch.setattr(FileIndex, 'RACY_NS', 0)
    _module_site(tmp_path, 4)
    modulepath = str(tmp_path / 'modules')

    def get():
        return lazygraph.load(str(tmp_path / 'site.pp'), node='n', facts={},
                              modulepath=modulepath).resolve('File[/etc/m1]', 'content')

    for _ in range(3):       # the index records m2's file
        assert get() == 'm1'
    init2 = tmp_path / 'modules' / 'm2' / 'manifests' / 'init.pp'
    outside = tmp_path / 'outside.pp'
    outside.write_text(init2.read_text())
    init2.unlink()
    init2.symlink_to(outside)
    for _ in range(2):
        with pytest.raises(LazygraphError, match="class 'm2'.*symbolic link to"):
            get()
    inside = init2.parent / 'real.pp'
    inside.write_text(outside.read_text())
    init2.unlink()
    init2.symlink_to(inside)
    assert get() == 'm1' and get() == 'm1'


def test_an_indexed_module_file_over_the_input_limit_stops_get(tmp_path, monkeypatch):
    """A file the cache's index knows, unchanged, is still refused when it is
    larger than the input limit set now, as a compile refuses it (the index
    must not let `get` skip it silently)."""
    from lazygraph.errors import LazygraphError
    from lazygraph.syntax.parse_cache import FileIndex
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(tmp_path / 'cache'))
    monkeypatch.setattr(FileIndex, 'RACY_NS', 0)
    _module_site(tmp_path, 4)
    modulepath = str(tmp_path / 'modules')
    init2 = tmp_path / 'modules' / 'm2' / 'manifests' / 'init.pp'
    init2.write_text(init2.read_text() + '# ' + 'x' * 300 + '\n')

    def get():
        return lazygraph.load(str(tmp_path / 'site.pp'), node='n', facts={},
                              modulepath=modulepath).resolve('File[/etc/m1]', 'content')

    for _ in range(3):       # the index records m2's file
        assert get() == 'm1'
    monkeypatch.setenv('LAZYGRAPH_MAX_INPUT_SIZE', '200')
    for run in (lambda: lazygraph.compile(str(tmp_path / 'site.pp'), node='n', facts={},
                                          modulepath=modulepath), get):
        with pytest.raises(LazygraphError,
                           match=r'm2/manifests/init\.pp: \d+ bytes, more than the 200 bytes'):
            run()


def test_titles_from_literals_interpolation_and_references():
    conf = Titles.literal('/etc/').concat(ANY).concat(Titles.literal('.conf'))
    assert conf.matches('/etc/app.conf') and not conf.matches('/var/app.conf')
    assert Titles.literal('/srv/x/').matches('/srv/x')          # File drops trailing slashes
    assert Titles.literal('/srv/X').matches('/srv/x')           # conservative about case
    either = Titles.literal('/a').union(Titles.literal('/b'))
    assert either.matches('/b') and not either.matches('/c')
    ref = Titles.variable('app::params::dir').concat(Titles.literal('/app.conf'))
    resolve = {'app::params::dir': Titles.literal('/etc/app')}.get
    assert ref.matches('/etc/app/app.conf', resolve)
    assert not ref.matches('/opt/app/app.conf', resolve)
    assert ref.matches('/anything/app.conf')                    # unresolved: any value
    data = json.loads(json.dumps(ref.to_data()))
    assert Titles.from_data(data).alternatives == ref.alternatives
    assert isinstance(Titles.from_data(data).alternatives[0][0], Ref)


def test_get_stats_say_what_the_cone_skipped(tmp_path):
    manifest = tmp_path / 'site.pp'
    manifest.write_text(classes(30, 3))
    facts = tmp_path / 'facts.json'
    facts.write_text(json.dumps(FACTS))
    proc = subprocess.run([sys.executable, '-m', 'lazygraph', 'get', str(manifest),
                           'File[/srv/c3/conf]', 'content', '--node', 'n', '--facts',
                           str(facts), '--stats'], capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == 'port=8003\n'
    assert 'classes skipped: 29' in proc.stderr and 'classes evaluated: 1' in proc.stderr


def test_get_stats_say_why_the_cone_widened(tmp_path):
    manifest = tmp_path / 'site.pp'
    manifest.write_text("class s { $v = 'x' }\nclass u { include s }\n"
                        "class k { file { '/k': content => $s::v } }\ninclude u\ninclude k\n")
    proc = subprocess.run([sys.executable, '-m', 'lazygraph', 'get', str(manifest),
                           'File[/k]', 'content', '--node', 'n', '--stats'],
                          capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    assert 'cone widened: ' in proc.stderr and 'Traceback' not in proc.stderr


def test_a_template_reading_scope_keeps_the_cone(tmp_path):
    """scope, file, has_variable?... are the template wrapper's own methods: a
    template calling them needs no other template's def, and nothing widens."""
    modules = tmp_path / 'modules'
    for i in range(6):
        (modules / ('m%d' % i) / 'manifests').mkdir(parents=True)
        (modules / ('m%d' % i) / 'templates').mkdir()
        (modules / ('m%d' % i) / 'templates' / 'c.erb').write_text(
            "<%= scope['m" + str(i) + "::port'] %> <%= file %> <%= has_variable?('x') %>\n")
        (modules / ('m%d' % i) / 'manifests' / 'init.pp').write_text(
            "class m%d ($port = %d) { file { '/etc/m%d': content => template('m%d/c.erb') } }\n"
            % (i, 8000 + i, i, i))
    site = tmp_path / 'site.pp'
    site.write_text(''.join('include m%d\n' % i for i in range(6)))
    catalog = lazygraph.load(str(site), node='n', facts={}, modulepath=str(modules))
    assert catalog.resolve('File[/etc/m4]', 'content').startswith('8004 ')
    stats = catalog.stats()
    assert 'cone widened' not in stats and stats['classes evaluated'] == 1


def test_many_keys_share_one_whole_structure():
    catalog = lazygraph.load(classes(12, 0), node='n', facts=FACTS)
    for i in range(8):
        assert catalog.resolve('File[/srv/c%d/conf]' % i, 'content') == 'port=%d\n' % (8000 + i)
    assert len([c for c in catalog._cones.values() if c is not None]) == 4
    assert catalog._compiler is not None


def test_a_class_calling_include_through_call_is_not_skipped():
    """call('include', ...) includes: the class that does it first gives the
    included class its resource defaults, so it is in the cone."""
    manifest = ("class target { file { '/t': content => 'x' } }\n"
                "class via_call { File { mode => '0600' } call('include', 'target') }\n"
                "class other { include target }\n"
                "include via_call\ninclude other\n")
    catalog = lazygraph.load(manifest, node='n', facts={})
    assert catalog.parameters('File[/t]') == {'content': 'x', 'mode': '0600'}
    whole = lazygraph.compile(manifest, node='n', facts={}).to_data()
    (resource,) = [r for r in whole['resources'] if r['title'] == '/t']
    assert resource['parameters'] == {'content': 'x', 'mode': '0600'}


def test_a_module_earlier_on_the_modulepath_hides_one_of_the_same_name(tmp_path):
    """Puppet 7.23 looks for foo::bar only in the first modulepath directory
    holding a module foo, even when that one lacks the file ("Could not find
    class ::foo::bar"): compile and the cone's footprints alike."""
    for root, files in (('a', {'foo/manifests/init.pp': "class foo { file { '/a': } }\n"}),
                        ('b', {'foo/manifests/bar.pp': "class foo::bar { file { '/k': } }\n",
                               'baz/manifests/init.pp':
                               "class baz { file { '/z': ensure => file } }\n"})):
        for relative, text in files.items():
            path = tmp_path / root / relative
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
    modulepath = [str(tmp_path / 'a'), str(tmp_path / 'b')]
    site = tmp_path / 'site.pp'
    site.write_text('include baz\ninclude foo\n')
    assert lazygraph.load(str(site), node='n', facts=FACTS,
                          modulepath=modulepath).resolve('File[/z]', 'ensure') == 'file'
    site.write_text('include baz\ninclude foo::bar\n')
    for run in (lambda: lazygraph.compile(str(site), node='n', facts=FACTS,
                                          modulepath=modulepath).to_data(),
                lambda: lazygraph.load(str(site), node='n', facts=FACTS,
                                       modulepath=modulepath).resolve('File[/z]', 'ensure')):
        with pytest.raises(lazygraph.LazygraphError, match='Could not find class ::foo::bar'):
            run()


@pytest.mark.parametrize('manifest, key, attribute, expected', [
    ("class a { file { '/tmp/y': mode => '0600' } }\n"
     "class b { file { '/tmp/x': mode => getparam(File['/tmp/y'], 'mode') } }\n",
     'File[/tmp/x]', 'mode', '0600'),
    ("class a { package { 'curl': } }\n"
     "class b { file { '/tmp/x': content => String(defined_with_params(Package['curl'])) } }\n",
     'File[/tmp/x]', 'content', 'true'),
    ("class a { file { '/tmp/y': } }\n"
     "class b { file { '/tmp/x': require => stdlib::str2resource('File[/tmp/y]') } }\n",
     'File[/tmp/x]', 'require', 'File[/tmp/y]'),
    # Package[curl] declared as latest, then ensure_packages wants it installed:
    # a duplicate declaration (stdlib's rule), which the key's answer must show
    ("class a { package { 'curl': ensure => latest } }\n"
     "class b { ensure_packages(['curl'])\n"
     "  file { '/tmp/x': content => 'k' } }\n",
     'File[/tmp/x]', 'content', 'Duplicate declaration: Package[curl]'),
])
def test_stdlib_catalog_readers_see_what_the_cone_skipped(tmp_path, manifest, key, attribute,
                                                          expected):
    """getparam, defined_with_params, str2resource, ensure_packages read the
    catalog so far: a resource a skipped class declared or changed widens the
    cone, and the answer is the whole compile's (Puppet's)."""
    stdlib = os.path.join(ROOT, 'tests', 'conformance', 'functions', 'modules', 'stdlib8')
    site = tmp_path / 'site.pp'
    site.write_text(manifest + 'include a\ninclude b\n')
    if expected.startswith('Duplicate'):
        for run in (lambda: lazygraph.compile(str(site), node='n', facts=FACTS,
                                              modulepath=stdlib).to_data(),
                    lambda: lazygraph.load(str(site), node='n', facts=FACTS,
                                           modulepath=stdlib).resolve(key, attribute)):
            with pytest.raises(lazygraph.LazygraphError, match=re.escape(expected)):
                run()
        return
    full = lazygraph.compile(str(site), node='n', facts=FACTS, modulepath=stdlib).to_data()
    (resource,) = [r for r in full['resources'] if '%s[%s]' % (r['type'], r['title']) == key]
    assert resource['parameters'][attribute] == expected
    value = lazygraph.load(str(site), node='n', facts=FACTS,
                           modulepath=stdlib).resolve(key, attribute)
    assert value == expected


KEY_CLASSES = (
    "class k {\n"
    "  file { '/k': content => 'k', require => Class['c3'] }\n"
    "  notify { 'k': message => 'k' }\n"
    "  Class['c5'] -> File['/k']\n"
    "  Notify['k'] -> Class['c4']\n"
    "}\n"
    "class k2 inherits c7 { file { '/k2': content => 'k2' } }\n"
    "include k\ninclude k2\n")


def _closure_from_scratch(cone):
    """skipped_closure() as a walk from every skipped class and define."""
    seen, stack = set(), [('class', c) for c in cone.skipped_classes] + \
        [('define', d) for d in cone.skipped_defines]
    while stack:
        node = stack.pop()
        if node not in seen:
            seen.add(node)
            footprint = cone.footprint(*node)
            stack.extend(footprint.reaches() if footprint is not None else ())
    return {name for kind, name in seen if kind == 'class'}


def _two_cached_gets(tmp_path, monkeypatch, text, key):
    """The whole catalog of the manifest ``text``, and two gets of ``key`` in it
    sharing a parse cache (the second reads the footprints the first stored),
    each checked against the compile. For each get: (classes skipped, why the
    cone widened, its cone compiler or None, the c* classes whose footprints
    it read -- before the check that what the skipped code reaches is what a
    walk from scratch finds, which reads them all)."""
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(tmp_path / 'cache'))
    manifest = tmp_path / 'site.pp'
    manifest.write_text(text)
    whole = lazygraph.compile(str(manifest), node='n', facts=FACTS).to_data()
    type_name, title = key[:-1].split('[', 1)
    (expected,) = [r for r in whole['resources']
                   if r['type'] == type_name and r['title'] == title]
    runs = []
    for _ in range(2):
        catalog = lazygraph.load(str(manifest), node='n', facts=FACTS)
        assert catalog.parameters(key) == expected['parameters']
        stats = catalog.stats()
        compiler = catalog.cone_compiler(type_name, title)
        read = None
        if compiler is not None:
            read = sorted(name for name in compiler.cone._classes if name.startswith('c'))
            assert compiler.cone.skipped_closure() == _closure_from_scratch(compiler.cone)
        runs.append((stats.get('classes skipped'), stats.get('cone widened'), compiler, read))
    return whole, runs


@pytest.mark.parametrize('key', ['File[/k]', 'Notify[k]', 'File[/k2]'])
def test_classes_judged_from_their_files_footprints_answer_as_a_compile(
        tmp_path, monkeypatch, key):
    """Once a file's footprints are cached, its classes that run nothing else
    and cannot declare the key are judged in one pass over them, no Footprint
    read for each (Cone.class_relevant). The classes skipped that way still have
    their Class resources (a `require`, relationships), and are in what the
    skipped code declares (a class inheriting from one widens)."""
    _, runs = _two_cached_gets(tmp_path, monkeypatch, classes(30, 0) + KEY_CLASSES, key)
    assert runs[0][:2] == runs[1][:2]
    skipped, widened, compiler, read = runs[1]
    if key == 'File[/k2]':
        assert 'inherits from c7' in widened
    else:
        assert (skipped, widened) == (31, None)     # c0..c29 and k2 (k evaluated)
        assert {'c%d' % i for i in range(30)} <= compiler.cone._leaves
        assert read == []                    # no footprint of theirs read


@pytest.mark.parametrize('key', ['File[/again]', 'File[/k]'])
def test_a_leaf_class_included_again_answers_as_a_compile(tmp_path, monkeypatch, key):
    """A leaf class included again (Cone.class_relevant answers it from its
    first verdict, _leaves) is still declared once: require() and contain()
    of it after it was skipped find the one Class resource, with the tags a
    compile gives it. A walk from a class including it (`again`, for File[/k])
    takes that verdict too: no footprint of the leaves is read."""
    whole, runs = _two_cached_gets(tmp_path, monkeypatch, classes(10, 0) + KEY_CLASSES + (
        "class again {\n  include c1\n  require c2\n  contain c3\n  include c1, c2\n"
        "  file { '/again': content => 'a' }\n}\ninclude again\ninclude c1\n"), key)
    assert runs[0][:2] == runs[1][:2]
    _, widened, compiler, read = runs[1]
    assert widened is None
    assert {'c1', 'c2', 'c3'} <= compiler.cone._leaves
    assert read == []
    assert [(r.title, r.tags) for r in compiler.resources if r.type == 'Class'] == \
        [(r['title'], r['tags']) for r in whole['resources'] if r['type'] == 'Class']


def test_a_skipped_leaf_asked_about_for_another_key_answers_as_a_compile(tmp_path,
                                                                           monkeypatch):
    """A leaf skipped for the cone's key (its verdict kept in _leaves, for that
    key alone) is judged afresh when `defined()` asks about another resource,
    one it declares: the cone widens (c1 may declare it) and the answer is
    the compile's."""
    whole, runs = _two_cached_gets(tmp_path, monkeypatch, classes(5, 0) + (
        "if defined(File['/srv/c1/conf']) { $seen = 'yes' } else { $seen = 'no' }\n"
        "file { '/k': content => $seen }\n"), 'File[/k]')
    assert [r['parameters']['content'] for r in whole['resources']
            if r['title'] == '/k'] == ['yes']
    for _, widened, _, _ in runs:
        assert 'File[/srv/c1/conf] may be declared by code the cone skipped' in widened


@pytest.mark.parametrize('uses', ["", "  require c3\n  contain c4\n"])
def test_skipped_classes_get_their_class_resources_only_when_looked_up(uses):
    """A class the cone skips holds its place in the catalog (SkippedClass)
    until something looks its Class resource up (a relationship, require(),
    contain()). Made then or when the whole catalog is asked for, each is the
    resource a compile makes: same order, same tags (the declaring class's too)."""
    manifest = classes(20, 0) + (
        "class extra { notify { 'extra': } }\n"
        "class role { include c1, c2, extra\n%s"
        "  file { '/k': content => 'k' }\n  Class['c5'] -> File['/k'] }\n"
        "include role\n" % uses)
    catalog = lazygraph.load(manifest, node='n', facts=FACTS)
    assert catalog.resolve('File[/k]', 'content') == 'k'
    compiler = catalog.cone_compiler('File', '/k')
    made = [r.title for r in compiler._resources
            if isinstance(r, Resource) and r.type == 'Class']
    if not uses:
        assert made == ['Settings', 'main', 'C5', 'Role']
    cone_classes = [(r.title, r.tags) for r in compiler.resources if r.type == 'Class']
    whole = lazygraph.compile(manifest, node='n', facts=FACTS).to_data()
    assert cone_classes == [(r['title'], r['tags']) for r in whole['resources']
                            if r['type'] == 'Class']
    assert ('C2', ['class', 'c2']) in cone_classes      # declared at top level first
    assert ('Extra', ['class', 'extra', 'role']) in cone_classes


def test_a_skipped_class_contained_last_takes_its_containers_metaparameters():
    """A top-level define instance `contain`s a class the cone skips, as its
    last statement: the Class resource made then has its tags at once, so the
    compile's last step passes the instance's metaparameters and tags on to it
    as a whole compile does."""
    manifest = ("class c1 { notify { 'n1': } }\n"
                "define wrap { file { '/k': content => 'k' }\n  contain c1 }\n"
                "wrap { 'w': tag => ['extra'], noop => true }\n")
    catalog = lazygraph.load(manifest, node='n', facts=FACTS)
    assert catalog.resolve('File[/k]', 'content') == 'k'
    assert catalog.stats()['classes skipped'] == 1
    compiler = catalog.cone_compiler('File', '/k')
    (made,) = [r for r in compiler.resources if r.ref == 'Class[C1]']
    whole = lazygraph.compile(manifest, node='n', facts=FACTS).to_data()
    (expected,) = [r for r in whole['resources'] if r['type'] == 'Class' and r['title'] == 'C1']
    assert made.tags == expected['tags'] == ['class', 'c1', 'extra', 'wrap', 'w']
    assert {name: made.get(name) for name in expected['parameters']} == expected['parameters']


def test_unchanged_templates_are_not_read_again_for_their_footprints(tmp_path, monkeypatch):
    """The cache's index keeps a template's footprint (does it call functions)
    by its stat, as it keeps a module file's: an unchanged template is not read
    for it; one rewritten to the same size with its times set back now calls a
    function, so the class rendering it is evaluated."""
    from lazygraph.source import Source
    from lazygraph.syntax.parse_cache import FileIndex
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(tmp_path / 'cache'))
    monkeypatch.setattr(FileIndex, 'RACY_NS', 0)
    quiet, calling = "<%= @x %>" + ' ' * 34 + "\n", "<%= scope.call_function('upcase', ['a']) %>\n"
    assert len(quiet) == len(calling)
    for i in range(4):
        module = tmp_path / 'modules' / ('m%d' % i)
        (module / 'manifests').mkdir(parents=True)
        (module / 'templates').mkdir()
        (module / 'templates' / 't.erb').write_text(quiet)
        (module / 'manifests' / 'init.pp').write_text(
            "class m%d { $x = 'v'\n file { '/etc/m%d': content => template('m%d/t.erb') } }\n"
            % (i, i, i))
    (tmp_path / 'site.pp').write_text(''.join('include m%d\n' % i for i in range(4)))
    modulepath = str(tmp_path / 'modules')

    def get():
        catalog = lazygraph.load(str(tmp_path / 'site.pp'), node='n', facts={},
                                 modulepath=modulepath)
        return catalog.resolve('File[/etc/m1]', 'content'), catalog.stats()

    for _ in range(3):      # parsed; footprints read; the index recorded
        assert get()[0] == 'v' + ' ' * 34 + '\n'
    read = []
    real_from_file = Source.from_file.__func__
    monkeypatch.setattr(Source, 'from_file', classmethod(
        lambda cls, path: read.append(path) or real_from_file(cls, path)))
    value, stats = get()
    assert stats['classes evaluated'] == 1
    assert [p for p in read if p.endswith('.erb')] == [
        str(tmp_path / 'modules' / 'm1' / 'templates' / 't.erb')]     # only the one rendered
    template = tmp_path / 'modules' / 'm2' / 'templates' / 't.erb'
    info = os.stat(template)
    template.write_text(calling)
    os.utime(template, ns=(info.st_atime_ns, info.st_mtime_ns))
    del read[:]
    value, stats = get()
    assert stats['classes evaluated'] == 2      # m2's template may now do anything
    assert str(template) in read


class _ConeStub:
    """What Footprint.from_data keeps of its cone."""
    def __init__(self):
        import weakref
        self.weak_self = weakref.ref(self)


@pytest.mark.parametrize('part, value', [
    ('declares', 'x'), ('declares', None), ('touches', {}), ('includes', 'c8'),
    ('includes', [5]), ('calls', [['f']]), ('templates', 'ab'), ('templates', ['ab']),
    ('templates', [['epp']]), ('templates', [['epp', 5]]), ('unreadable', 5),
    ('parent', ['c1']), ('variables', None), ('variables', {'dir': ['/a']})])
def test_a_cached_footprint_with_a_part_of_another_shape_is_not_read(part, value):
    """Footprint.from_data checks each part it keeps of the cache's data: one of
    another shape raises, so the cone reads the footprint from the body again
    (a text is no list of names: 'c8' includes no class 'c' and '8')."""
    from lazygraph.catalog.footprint import Footprint
    with pytest.raises(TypeError):
        Footprint.from_data(_ConeStub(), 'c', {part: value})


def test_a_cached_footprint_reaches_what_the_body_reaches():
    """A footprint read back from the cache's data runs, includes and renders
    what the one read from the body does, in the same order."""
    from lazygraph.catalog.footprint import Footprint
    program = lazygraph.parse(
        "class c inherits p { include b, a\n  mod::d { 'x': }\n  mod::f(1)\n"
        "  Package <| |>\n  file { '/x': content => epp('m/t.epp') }\n"
        "  notify { 'n': message => template('m/a.erb', 'm/b.erb') }\n"
        "  Mod::D2 <| |> { x => 1 }\n}\n")
    (definition,) = [n for n in program.walk() if type(n).__name__ == 'ClassDefinition']
    cone = _ConeStub()
    built = Footprint.of(cone, 'c', definition)
    read = Footprint.from_data(cone, 'c', json.loads(json.dumps(built.to_data())))
    assert read.reaches() == built.reaches() == (
        ('class', 'a'), ('class', 'b'), ('define', 'mod::d'), ('define', 'mod::d2'),
        ('function', 'mod::f'), ('template', 'epp\0m/t.epp'),
        ('template', 'template\0m/a.erb'), ('template', 'template\0m/b.erb'), ('class', 'p'))
    assert Footprint.from_data(cone, 'c', {}).reaches() == ()


def test_a_file_stamp_is_its_stat_values_only():
    """digests.file_stamp: equal for equal stat values, different when any of
    device, inode, size, modification or change time differs, a value beyond
    64 bits (or a time before 1970) included."""
    from types import SimpleNamespace
    from lazygraph.syntax.digests import file_stamp
    fields = ('st_dev', 'st_ino', 'st_size', 'st_mtime_ns', 'st_ctime_ns')
    base = dict(zip(fields, (2049, 1234567, 396, 1795877830307503549, 1795877830307503549)))
    stamp = file_stamp(SimpleNamespace(**base))
    assert stamp == file_stamp(SimpleNamespace(**base)) and type(stamp) is str
    stamps = {stamp}
    for field in fields:
        for value in (base[field] + 1, 1 << 64, -5):
            stamps.add(file_stamp(SimpleNamespace(**dict(base, **{field: value}))))
    assert len(stamps) == 1 + 3 * len(fields)
    info = os.stat(__file__)
    assert file_stamp(info) == file_stamp(os.stat(__file__))
