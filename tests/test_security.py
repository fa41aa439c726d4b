"""What a manifest, a module or a planted file can make lazygraph do: no code
from the table cache, no path out of the modulepath (docs/safety/security.md)."""
import base64
import json
import os
import pickle
import stat

import pytest

import lazygraph
from lazygraph.errors import LazygraphError
from lazygraph.syntax import parser, tables


# -- the parser's table cache ---------------------------------------------------------------

class _Plant:
    """Unpickling this creates the marker file: what a planted cache would do."""

    def __init__(self, marker):
        self.marker = marker

    def __reduce__(self):
        return (open, (self.marker, 'w'))


@pytest.fixture
def cache(tmp_path, monkeypatch):
    directory = tmp_path / 'cache'
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(directory))
    monkeypatch.delenv('LAZYGRAPH_NO_TABLE_CACHE', raising=False)
    return directory


def _parses(built):
    """The parser built or loaded parses."""
    saved, parser._TABLES = parser._TABLES, built
    try:
        assert parser.parse("notify { 'x': message => [1 + 2] }").body.statements
    finally:
        parser._TABLES = saved


def _table_path(cache, suffix):
    return cache / ('parsetab-%s.%s' % (parser._grammar_hash(), suffix))


def test_a_planted_pickle_in_the_cache_is_never_run(cache, tmp_path):
    cache.mkdir(mode=0o700)
    marker = tmp_path / 'pwned'
    for suffix in ('pickle', 'json'):
        with open(_table_path(cache, suffix), 'wb') as f:
            for _ in range(6):      # PLY's read_pickle reads six objects
                pickle.dump(_Plant(str(marker)), f)
    _parses(parser._build_tables())
    assert not marker.exists()


def test_a_world_writable_cache_directory_is_refused(cache, capsys):
    cache.mkdir()
    os.chmod(cache, 0o777)
    built = parser._build_tables()
    err = capsys.readouterr().err
    assert 'not using cache directory %s' % cache in err
    assert 'writable by others' in err
    assert os.listdir(cache) == []      # nothing written to (or read from) it
    _parses(built)


def test_a_cache_directory_of_another_user_is_refused(cache, capsys, monkeypatch):
    cache.mkdir(mode=0o700)
    if os.geteuid() == 0:
        os.chown(cache, 65534, 65534)   # nobody
    else:
        monkeypatch.setattr(tables.os, 'geteuid', lambda: os.getuid() + 1)
    built = parser._build_tables()
    err = capsys.readouterr().err
    assert 'not using cache directory %s' % cache in err
    assert 'not by the current user' in err
    _parses(built)


@pytest.mark.parametrize('mode', [0o777, 0o775])
def test_a_cache_inside_a_directory_others_may_write_to_is_refused(tmp_path, monkeypatch,
                                                                   capsys, mode):
    # Whoever may write to a parent can swap the (checked) cache for theirs after
    # the check; a sticky parent (/tmp) is fine.
    shared = tmp_path / 'shared'
    shared.mkdir()
    os.chmod(shared, mode)
    if mode == 0o775:
        os.chown(shared, -1, os.getegid() + 1)      # a group that is not the user's own
    cache = shared / 'lazygraph'
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(cache))
    monkeypatch.delenv('LAZYGRAPH_NO_TABLE_CACHE', raising=False)
    built = parser._build_tables()
    err = capsys.readouterr().err
    assert 'not using cache directory %s: it is inside %s, which others may write to' % (
        cache, shared) in err
    assert os.listdir(cache) == []
    _parses(built)
    os.chmod(shared, 0o1777)
    assert tables.private_directory() == str(cache)


@pytest.mark.parametrize('content', ['{not json', json.dumps({'format': 1}),
                                     json.dumps([1, 2]), '\udcff'])
def test_a_corrupt_cache_file_is_rebuilt(cache, content):
    parser._build_tables()
    path = _table_path(cache, 'json')
    good = path.read_text()
    path.write_text(content, errors='surrogateescape')
    _parses(parser._build_tables())
    assert path.read_text() == good


def test_tables_whose_entries_point_nowhere_are_rebuilt(cache):
    parser._build_tables()
    path = _table_path(cache, 'json')
    data = json.loads(path.read_text())
    state = next(iter(data['action']))
    token = next(iter(data['action'][state]))
    data['action'][state][token] = -10 ** 6        # a production that does not exist
    text = json.dumps(data)
    assert tables.load_tables(text, {}, None) is None
    path.write_text(text)
    _parses(parser._build_tables())
    assert json.loads(path.read_text())['action'][state][token] != -10 ** 6


def test_the_cache_directory_is_created_0700_and_its_file_0600(cache):
    _parses(parser._build_tables())
    assert stat.S_IMODE(os.stat(cache).st_mode) == 0o700
    files = os.listdir(cache)
    assert files == [_table_path(cache, 'json').name]
    assert stat.S_IMODE(os.stat(cache / files[0]).st_mode) == 0o600
    # and the next process reads it back
    assert tables.load_tables(_table_path(cache, 'json').read_text(),
                              {name: getattr(parser._GRAMMAR, name) for name in dir(parser.Grammar)
                               if name.startswith('p_')}, None) is not None


# -- names that would become paths outside the modulepath ------------------------------------

SECRET = 'TOPSECRET-7f3a'


@pytest.fixture
def site(tmp_path):
    """A modulepath with module 'good', and outside it code and files holding SECRET."""
    mods = tmp_path / 'mods'
    (mods / 'good' / 'manifests').mkdir(parents=True)
    (mods / 'good' / 'manifests' / 'init.pp').write_text('class good {}\n')
    (mods / 'good' / 'files').mkdir()
    (mods / 'good' / 'templates').mkdir()
    outside = tmp_path / 'outside'
    (outside / 'manifests').mkdir(parents=True)
    broken = 'class secret {\n  %s (((\n}\n' % SECRET     # a syntax error shows its line
    (outside / 'manifests' / 'init.pp').write_text(broken)
    (outside / 'secret.pp').write_text(broken)
    (outside / 'secret.txt').write_text(SECRET + '\n')
    (outside / 'secret.epp').write_text(SECRET + '\n')
    return tmp_path


def _error(site, manifest, **options):
    with pytest.raises(LazygraphError) as info:
        lazygraph.compile(manifest, node='n', facts={}, modulepath=str(site / 'mods'),
                          **options)
    error = info.value
    assert SECRET not in error.format() and SECRET not in str(error)
    assert error.span is not None and error.span.filename == '<string>'
    assert error.span.line == 2
    return error.message


def test_an_absolute_class_name_reads_nothing(site):
    message = _error(site, "\ninclude('%s')" % (site / 'outside'))
    assert message == 'Could not find class ::%s' % (site / 'outside')


def test_dot_dot_in_a_class_name_is_invalid_and_potentially_unsafe(site):
    message = _error(site, "\ninclude('good::../../outside/secret')")
    assert message == ('The pattern "../../outside/secret" to find manifests in the module '
                       '"good" is invalid and potentially unsafe.')


@pytest.mark.parametrize('name', ['{outside}', 'good::../../outside/secret',
                                  '../../outside/secret'])
def test_a_resource_type_name_that_is_a_path_is_an_illegal_type_reference(site, name):
    name = name.format(outside=site / 'outside')
    message = _error(site, "\nResource['%s'] { 'x': }" % name)
    assert message.startswith('Illegal type reference. The given name ')
    assert message.endswith(' does not conform to the naming rule')


@pytest.mark.parametrize('function', ['template', 'epp'])
def test_an_absolute_template_is_read_only_under_allow_read(site, function):
    secret = site / 'outside' / ('secret.%s' % ('txt' if function == 'template' else 'epp'))
    message = _error(site, "\nnotify { 'x': message => %s('%s') }" % (function, secret))
    assert "reading '%s' outside the modulepath is not allowed" % secret in message
    catalog = lazygraph.compile("notify { 'x': message => %s('%s') }" % (function, secret),
                                node='n', facts={}, modulepath=str(site / 'mods'),
                                allow_read=[str(site / 'outside')])
    assert catalog['Notify[x]'].get('message') == SECRET + '\n'


def test_an_absolute_path_inside_the_modulepath_is_read(site):
    # stdlib::deferrable_epp reads find_template(...).file: a module's own file
    template = site / 'mods' / 'good' / 'templates' / 'conf.epp'
    template.write_text('port <%= 80 %>\n')
    catalog = lazygraph.compile("notify { 'x': message => file(find_template('good/conf.epp')) }",
                                node='n', facts={}, modulepath=str(site / 'mods'))
    assert catalog['Notify[x]'].get('message') == 'port <%= 80 %>\n'
    # ... but not through a link that leaves the modulepath
    (site / 'mods' / 'good' / 'templates' / 'out.epp').symlink_to(site / 'outside' / 'secret.txt')
    message = _error(site, "\nnotify { 'x': message => file('%s') }"
                     % (site / 'mods' / 'good' / 'templates' / 'out.epp'))
    assert 'outside the modulepath is not allowed' in message


@pytest.mark.parametrize('call, folder', [("file('good/link.epp')", 'files'),
                                          ("binary_file('good/link.epp')", 'files'),
                                          ("template('good/link.epp')", 'templates'),
                                          ("epp('good/link.epp')", 'templates')])
def test_a_symbolic_link_out_of_a_module_is_not_followed(site, call, folder):
    link = site / 'mods' / 'good' / folder / 'link.epp'
    link.symlink_to(site / 'outside' / 'secret.txt')
    message = _error(site, "\nnotify { 'x': message => String(%s) }" % call)
    assert 'is a symbolic link to' in message and 'outside its module' in message
    catalog = lazygraph.compile("notify { 'x': message => String(%s) }" % call, node='n',
                                facts={}, modulepath=str(site / 'mods'),
                                allow_read=[str(site / 'outside')])
    read = catalog['Notify[x]'].get('message')
    assert read in (SECRET + '\n', base64.b64encode((SECRET + '\n').encode()).decode())
    # links that stay inside their module, and a module directory that is a link, are fine
    _check_links_inside(site)


def _check_links_inside(site):
    files = site / 'mods' / 'good' / 'files'
    (files / 'real.txt').write_text('inside\n')
    (files / 'alias.txt').symlink_to(files / 'real.txt')
    elsewhere = site / 'checkout' / 'other'
    (elsewhere / 'files').mkdir(parents=True)
    (elsewhere / 'files' / 'x.txt').write_text('linked module\n')
    (site / 'mods' / 'other').symlink_to(elsewhere)
    catalog = lazygraph.compile("notify { 'a': message => file('good/alias.txt') }\n"
                                "notify { 'b': message => file('other/x.txt') }",
                                node='n', facts={}, modulepath=str(site / 'mods'))
    assert catalog['Notify[a]'].get('message') == 'inside\n'
    assert catalog['Notify[b]'].get('message') == 'linked module\n'


# -- Hiera data of the environment and module layers ------------------------------------------

def _module_data(site, path):
    good = site / 'mods' / 'good'
    (good / 'hiera.yaml').write_text(
        "version: 5\nhierarchy:\n  - name: Common\n    path: '%s'\n" % path)
    (good / 'manifests' / 'init.pp').write_text("class good($x = 'none') { notify { $x: } }\n")
    (site / 'outside' / 'data.yaml').write_text("good::x: '%s'\n" % SECRET)


def test_module_data_may_not_leave_the_module(site):
    _module_data(site, '../../../outside/data.yaml')
    with pytest.raises(LazygraphError) as info:
        lazygraph.compile('include good', node='n', facts={}, modulepath=str(site / 'mods'))
    assert "outside module 'good'" in info.value.message
    assert SECRET not in info.value.format()
    assert str(site / 'mods' / 'good' / 'hiera.yaml') in info.value.message
    assert info.value.span is not None
    catalog = lazygraph.compile('include good', node='n', facts={},
                                modulepath=str(site / 'mods'), allow_read=[str(site / 'outside')])
    assert catalog['Notify[%s]' % SECRET] is not None


def test_module_eyaml_keys_may_not_leave_the_module(site):
    # a module's hiera.yaml naming a key file elsewhere had lazygraph open it
    good = site / 'mods' / 'good'
    (good / 'data').mkdir()
    (good / 'hiera.yaml').write_text(
        "version: 5\nhierarchy:\n  - name: Secrets\n    lookup_key: eyaml_lookup_key\n"
        "    path: common.eyaml\n    options:\n      pkcs7_private_key: '%s'\n"
        "      pkcs7_public_key: '%s'\n" % (site / 'outside' / 'secret.txt',
                                          site / 'outside' / 'secret.txt'))
    (good / 'data' / 'common.eyaml').write_text('good::x: ENC[PKCS7,MIIBeQYJKoZIhvcN]\n')
    (good / 'manifests' / 'init.pp').write_text("class good($x = 'none') { notify { $x: } }\n")
    with pytest.raises(LazygraphError) as info:
        lazygraph.compile('include good', node='n', facts={}, modulepath=str(site / 'mods'))
    assert "pkcs7_private_key '%s' is outside module 'good'" % (
        site / 'outside' / 'secret.txt') in info.value.message
    with pytest.raises(LazygraphError) as info:     # allowed: read, and not a key
        lazygraph.compile('include good', node='n', facts={}, modulepath=str(site / 'mods'),
                          allow_read=[str(site / 'outside')])
    assert 'cannot read the eyaml keys' in info.value.message


def test_a_fact_in_an_environment_data_path_may_not_lead_out_of_it(site):
    from lazygraph.data.lookup import Settings
    env = site / 'env'
    (env / 'data').mkdir(parents=True)
    (env / 'hiera.yaml').write_text(
        "version: 5\nhierarchy:\n  - name: Node\n    path: 'nodes/%{facts.role}.yaml'\n")
    (env / 'data' / 'nodes').mkdir()
    (site / 'outside' / 'data.yaml').write_text("x: '%s'\n" % SECRET)
    with pytest.raises(LazygraphError) as info:
        lazygraph.compile("notify { lookup('x'): }", node='n',
                          facts={'role': '../../../outside/data'},
                          data=Settings(environment_dir=str(env)))
    assert "gives 'nodes/../../../outside/data.yaml', a path that leaves the data directory" in \
        info.value.message
    assert SECRET not in info.value.format()


def test_a_manifest_linked_from_outside_its_module_is_not_loaded(site):
    init = site / 'mods' / 'good' / 'manifests' / 'init.pp'
    init.unlink()
    init.symlink_to(site / 'outside' / 'secret.pp')
    message = _error(site, "\ninclude good")
    assert "class 'good'" in message and 'is a symbolic link to' in message
    # a manifest linked to another file of its module is loaded
    (site / 'mods' / 'good' / 'manifests' / 'real.pp').write_text('class good {}\n')
    init.unlink()
    init.symlink_to(site / 'mods' / 'good' / 'manifests' / 'real.pp')
    lazygraph.compile('include good', node='n', facts={}, modulepath=str(site / 'mods'))
