"""Hiera behaviour the conformance cases cannot show: laziness (file reads
counted), eyaml decryption with keys made here, fact file formats, switches."""
import base64
import datetime
import json
import os

import pytest

import lazygraph
from lazygraph.cli import main
from lazygraph.data.errors import DataError
from lazygraph.data.facts_files import load_fact_file
from lazygraph.data.files import DataFileCache
from lazygraph.data.lookup import NotFound, Session, Settings
from lazygraph.errors import LazygraphError


def write(root, files):
    for rel, text in files.items():
        path = os.path.join(str(root), rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, 'w') as f:
            f.write(text)
    return str(root)


HIERA = ('version: 5\nhierarchy:\n  - name: node\n    path: "nodes/%{trusted.certname}.yaml"\n'
         '  - name: common\n    path: common.yaml\n')


def session(env, facts=None):
    facts = facts or {'fqdn': 'n1.example.com'}
    return Session(Settings(environment_dir=env, modulepath=[os.path.join(env, 'modules')]),
                   lambda name: {'trusted': {'certname': 'n1.example.com'}}.get(name,
                                                                                facts.get(name)))


def test_a_data_file_is_read_once_and_only_when_reached(tmp_path):
    env = write(tmp_path, {'hiera.yaml': HIERA, 'data/common.yaml': 'a: 1\nb: 2\n',
                           'data/nodes/n1.example.com.yaml': 'a: node\n'})
    write(tmp_path, {'data/nodes/other.yaml': 'a: [unclosed\n'})   # never on the path
    s = session(env)
    assert s.reads == 0                      # nothing read before a lookup
    # The first lookup reads the files its hierarchy reaches (lookup_options may
    # be in any of them, as in Puppet) ...
    assert s.lookup_key('a') == 'node'
    assert s.reads == 2
    # ... and no lookup reads a file again.
    assert s.lookup_key('b') == 2
    assert s.lookup_key('a') == 'node'
    assert s.reads == 2


def test_a_key_nobody_asks_for_costs_nothing(tmp_path):
    env = write(tmp_path, {'hiera.yaml': HIERA, 'data/common.yaml': 'a: [unclosed\n'})
    manifest = write(tmp_path, {'site.pp': "notify { 'x': }\n"}) + '/site.pp'
    catalog = lazygraph.compile(manifest, node='n1', data=Settings(environment_dir=env))
    assert catalog.compiler.runtime.hiera is None      # no lookup: no session, no read


def test_many_compiles_parse_a_data_file_once_each_with_its_own_values(tmp_path):
    from lazygraph.data.files import DataFileCache
    env = write(tmp_path, {'hiera.yaml': HIERA,
                           'data/common.yaml': 'servers: [a, b]\nport: 80\n',
                           'data/nodes/n1.example.com.yaml': 'port: 8080\n',
                           'site.pp': "notify { 'x': message => \"${lookup('servers')} "
                                      "${lookup('port')}\" }\n"})
    cache = DataFileCache()
    messages = []
    for node in ('n1.example.com', 'n2.example.com', 'n1.example.com'):
        catalog = lazygraph.compile(env + '/site.pp', node=node, data_cache=cache,
                                    data=Settings(environment_dir=env))
        messages.append(catalog['Notify[x]'].get('message'))
    assert messages == ['[a, b] 8080', '[a, b] 80', '[a, b] 8080']
    assert cache.parses == 3          # hiera.yaml, common.yaml and n1's file, once each
    # Each compile gets its own copy: what one does to a value stays there.
    common = os.path.join(env, 'data', 'common.yaml')
    from lazygraph.data.files import load_yaml
    with open(common) as f:
        text = f.read()
    first, _ = cache.parse(common, text, load_yaml)
    first['servers'].append('changed')
    again, _ = cache.parse(common, text, load_yaml)
    assert again['servers'] == ['a', 'b'] and cache.parses == 3
    # A changed file is parsed again.
    with open(common, 'w') as f:
        f.write('servers: [c]\nport: 81\n')
    catalog = lazygraph.compile(env + '/site.pp', node='n2.example.com', data_cache=cache,
                                data=Settings(environment_dir=env))
    assert catalog['Notify[x]'].get('message') == '[c] 81'
    assert cache.parses == 4
    # So is a changed hiera.yaml: its new hierarchy is read, not the one parsed before.
    with open(os.path.join(env, 'hiera.yaml'), 'w') as f:
        f.write(HIERA.replace('nodes/%{trusted.certname}.yaml', 'other/%{trusted.certname}.yaml'))
    catalog = lazygraph.compile(env + '/site.pp', node='n1.example.com', data_cache=cache,
                                data=Settings(environment_dir=env))
    assert catalog['Notify[x]'].get('message') == '[c] 81'     # n1's file is no longer read
    assert cache.parses == 5


def test_apl_reads_nothing_for_a_class_without_parameters(tmp_path):
    env = write(tmp_path, {'hiera.yaml': HIERA, 'data/common.yaml': 'k: [unclosed\n',
                           'site.pp': "class c { }\ninclude c\n"})
    lazygraph.compile(env + '/site.pp', node='n1', data=Settings(environment_dir=env))


def test_malformed_data_names_file_and_line(tmp_path):
    env = write(tmp_path, {'hiera.yaml': HIERA, 'data/common.yaml': 'a: 1\nb: [x\nc: 3\n'})
    with pytest.raises(DataError) as info:
        session(env).lookup_key('a')
    assert info.value.span.filename.endswith('common.yaml')
    assert info.value.span.line >= 2


def test_yaml_alias_bomb_is_refused(tmp_path):
    bomb = 'a: &a [x, x, x, x, x, x, x, x, x]\n' + ''.join(
        '%s: &%s [%s]\n' % (c, c, ', '.join(['*' + p] * 9))
        for p, c in zip('abcdefgh', 'bcdefghi'))
    env = write(tmp_path, {'hiera.yaml': HIERA, 'data/common.yaml': bomb})
    with pytest.raises(DataError) as info:
        session(env).lookup_key('i')
    assert 'alias' in info.value.message


def test_no_data_binding_leaves_defaults(tmp_path):
    env = write(tmp_path, {'hiera.yaml': HIERA, 'data/common.yaml': 'c::p: data\n',
                           'manifests/site.pp': "class c($p = 'default') { notify { $p: } }\n"
                                                "include c\n"})
    for flag, title in (([], 'data'), (['--no-data-binding'], 'default')):
        out = os.path.join(str(tmp_path), 'out.json')
        assert main(['compile', '--environment-dir', env, '--node', 'n1', '-o', out] + flag) == 0
        with open(out) as f:
            titles = [r['title'] for r in json.load(f)['resources']]
        assert title in titles


def test_get_explain_names_the_hiera_key_file_and_line(tmp_path, capsys):
    env = write(tmp_path, {'hiera.yaml': HIERA, 'data/common.yaml': 'x: 1\nc::p: from data\n',
                           'manifests/site.pp': "class c($p = 'default') { }\ninclude c\n"})
    assert main(['get', '--environment-dir', env, 'Class[C]', 'p', '--node', 'n1',
                 '--explain']) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out) == 'from data'
    assert 'from Hiera: key "c::p"' in captured.err
    assert 'common.yaml:2' in captured.err
    assert 'hierarchy level "common"' in captured.err


def test_lookup_cli_yaml_and_default(tmp_path, capsys):
    env = write(tmp_path, {'hiera.yaml': HIERA, 'data/common.yaml': 'l: [1, 2]\n'})
    assert main(['lookup', '--environment-dir', env, '--node', 'n1', 'l']) == 0
    assert capsys.readouterr().out == '---\n- 1\n- 2\n'
    assert main(['lookup', '--environment-dir', env, '--node', 'n1', 'nope',
                 '--default', 'd', '--render-as', 's']) == 0
    assert capsys.readouterr().out == 'd\n'
    assert main(['lookup', '--environment-dir', env, '--node', 'n1', 'nope']) == 1


def _keys(tmp_path, common_name='eyaml test'):
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import rsa
    from cryptography.x509.oid import NameOID
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, common_name)])
    now = datetime.datetime(2024, 1, 1)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name)
            .public_key(key.public_key()).serial_number(1).not_valid_before(now)
            .not_valid_after(now + datetime.timedelta(days=3650))
            .sign(key, hashes.SHA256()))
    private = os.path.join(str(tmp_path), 'private_key.pkcs7.pem')
    public = os.path.join(str(tmp_path), 'public_key.pkcs7.pem')
    with open(private, 'wb') as f:
        f.write(key.private_bytes(serialization.Encoding.PEM,
                                  serialization.PrivateFormat.PKCS8,
                                  serialization.NoEncryption()))
    with open(public, 'wb') as f:
        f.write(cert.public_bytes(serialization.Encoding.PEM))
    return cert, private, public


def _encrypt(cert, text):
    from cryptography.hazmat.primitives.serialization import Encoding, pkcs7
    der = pkcs7.PKCS7EnvelopeBuilder().set_data(text.encode()).add_recipient(cert) \
        .encrypt(Encoding.DER, [])
    return 'ENC[PKCS7,%s]' % base64.b64encode(der).decode()


def test_eyaml_lookup_key_decrypts_with_the_configured_keys(tmp_path):
    cert, private, public = _keys(tmp_path)
    hiera = ('version: 5\nhierarchy:\n  - name: secrets\n    lookup_key: eyaml_lookup_key\n'
             '    path: secrets.eyaml\n    options:\n      pkcs7_private_key: %s\n'
             '      pkcs7_public_key: %s\n' % (private, public))
    env = write(tmp_path, {'hiera.yaml': hiera, 'data/secrets.eyaml':
                           'db::password: %s\nplain: text\nnested: ["a %s b"]\n' % (
                               _encrypt(cert, 's3cret'), _encrypt(cert, 'two'))})
    s = session(env)
    assert s.lookup_key('db::password') == 's3cret'
    assert s.lookup_key('plain') == 'text'
    assert s.lookup_key('nested') == ['a two b']


def test_the_pkcs7_reader_without_cryptography_44_opens_what_cryptography_seals(tmp_path):
    """data/pkcs7.py reads the envelope itself where cryptography has no
    pkcs7_decrypt_der (PyPy 3.9's wheels): the same plaintext, a refusal alike."""
    import base64 as b64
    from cryptography.hazmat.primitives import serialization
    from lazygraph.data.pkcs7 import decrypt_der, decrypt_enveloped
    (tmp_path / 'one').mkdir()
    (tmp_path / 'two').mkdir()
    cert, private, _ = _keys(tmp_path / 'one')
    other_cert, other_private, _ = _keys(tmp_path / 'two')
    stranger, _, _ = _keys(tmp_path / 'two', 'someone else')
    sealed = b64.b64decode(_encrypt(cert, 'secret ' * 40)[len('ENC[PKCS7,'):-1])
    with open(private, 'rb') as f:
        key = serialization.load_pem_private_key(f.read(), password=None)
    assert decrypt_enveloped(sealed, cert, key) == b'secret ' * 40
    assert decrypt_der(sealed, cert, key) == b'secret ' * 40
    with open(other_private, 'rb') as f:
        other_key = serialization.load_pem_private_key(f.read(), password=None)
    for opener in (decrypt_enveloped, decrypt_der):
        with pytest.raises(ValueError):     # same issuer and serial, another key
            opener(sealed, other_cert, other_key)
        with pytest.raises(ValueError, match='No recipient found'):
            opener(sealed, stranger, key)
        with pytest.raises(ValueError):
            opener(sealed[:60], cert, key)


def test_eyaml_without_keys_is_a_clear_error(tmp_path):
    cert, _, _ = _keys(tmp_path)
    hiera = ('version: 5\nhierarchy:\n  - name: secrets\n    lookup_key: eyaml_lookup_key\n'
             '    path: secrets.eyaml\n')
    env = write(tmp_path, {'hiera.yaml': hiera,
                           'data/secrets.eyaml': 'k: %s\n' % _encrypt(cert, 'x')})
    with pytest.raises(DataError) as info:
        session(env).lookup_key('k')
    assert 'pkcs7_private_key' in info.value.message


def test_fact_files_puppet_users_have(tmp_path):
    write(tmp_path, {
        'cache/n1.example.com.yaml': '--- !ruby/object:Puppet::Node::Facts\nname: n1.example.com\n'
                                     'values:\n  fqdn: n1.example.com\n  os:\n    family: Debian\n'
                                     '  _timestamp: 2024-01-01 00:00:00 +0000\n',
        'facter.json': '{"fqdn": "f.example.com"}',
        'puppet_facts.json': '{"name": "p", "values": {"fqdn": "p.example.com"}}'})
    cache = load_fact_file(os.path.join(str(tmp_path), 'cache'), 'n1.example.com')
    assert cache == {'fqdn': 'n1.example.com', 'os': {'family': 'Debian'}}
    assert load_fact_file(os.path.join(str(tmp_path), 'facter.json'))['fqdn'] == 'f.example.com'
    assert load_fact_file(os.path.join(str(tmp_path), 'puppet_facts.json')) == \
        {'fqdn': 'p.example.com'}
    with pytest.raises(LazygraphError):
        load_fact_file(os.path.join(str(tmp_path), 'cache'), 'other')


def test_unknown_key_is_not_found(tmp_path):
    env = write(tmp_path, {'hiera.yaml': HIERA, 'data/common.yaml': 'a: 1\n'})
    with pytest.raises(NotFound):
        session(env).lookup_key('zzz')


BROKEN_CONFIGS = [
    'version: 5\nhierarchy:\n  - name: x\n    path: 5\n',
    'version: 5\nhierarchy:\n  - name: x\n    datadir: 5\n    path: a.yaml\n',
    'version: 5\nhierarchy:\n  - name: x\n    path: a.yaml\n    options: text\n',
    'version: 5\ndefaults: [1]\n',
    'version: 5\ndefaults:\n  datadir: [x]\n',
    'version: 5\nhierarchy:\n  - name: 5\n    path: a.yaml\n',
    'version: 5\nhierarchy:\n  - name: x\n    mapped_paths: [a, b]\n',
    'version: 5\nhierarchy:\n  - name: x\n    paths: a.yaml\n',
    'version: five\n',
    '- just\n- a list\n',
    'version: 5\nhierarchy:\n  - name: x\n    path: "%{lookup(\'k\')}.yaml"\n',
    'version: 5\nhierarchy:\n  - name: x\n    path: "%{nosuch(\'k\')}.yaml"\n',
]
BROKEN_DATA = [
    'lookup_options:\n  k: unique\nk: 1\n',
    'lookup_options:\n  k:\n    merge: 5\nk: 1\n',
    'lookup_options:\n  k:\n    merge: {strategy: deep, nosuch: 1}\nk: 1\n',
    'lookup_options:\n  "^(k": {merge: unique}\nk: 1\n',
    'lookup_options:\n  k:\n    convert_to: NoSuchType\nk: 1\n',
    'k: "%{alias(\'k\')}"\n',
    'k: "%{lookup(\'k.\')}"\n',
    'k: !!binary aGVsbG8=\n',
    'k: !ruby/object:Foo {}\n',
    '{k: 1\n',
    'k: "\\xff"\n',
]


@pytest.mark.parametrize('config', BROKEN_CONFIGS)
def test_broken_hiera_yaml_is_a_located_error_never_a_traceback(tmp_path, config):
    env = write(tmp_path, {'hiera.yaml': config, 'data/a.yaml': 'k: 1\n'})
    try:
        session(env).lookup_key('k')
    except (LazygraphError, NotFound):
        pass


@pytest.mark.parametrize('data', BROKEN_DATA)
def test_broken_data_is_an_error_never_a_traceback(tmp_path, data):
    env = write(tmp_path, {'hiera.yaml': HIERA, 'data/common.yaml': data})
    try:
        session(env).lookup_key('k')
    except (LazygraphError, NotFound):
        pass


def test_a_fact_cache_may_hold_only_the_ruby_classes_puppet_permits(tmp_path):
    # Puppet's yaml terminus loads it with Puppet::Node::Facts and Symbol only;
    # any other Ruby object was read as a plain hash.
    head = '--- !ruby/object:Puppet::Node::Facts\nname: n1\nvalues:\n'
    write(tmp_path, {'ok.yaml': head + '  kind: !ruby/sym web\n',
                     'bad.yaml': head + '  a: !ruby/object:Foo\n    x: 1\n'})
    assert load_fact_file(os.path.join(str(tmp_path), 'ok.yaml')) == {'kind': 'web'}
    with pytest.raises(LazygraphError, match='Tried to load unspecified class: Foo'):
        load_fact_file(os.path.join(str(tmp_path), 'bad.yaml'))


BACKEND_HIERA = ('version: 5\nhierarchy:\n  - name: yaml\n    path: common.yaml\n'
                 '  - name: custom\n    lookup_key: mymod::kv\n    uri: "kv://%{facts.hostname}"\n')
BACKEND = ("function mymod::kv(String $key, Hash $options, Puppet::LookupContext $context) {\n"
           "  if $key == 'c::p' { \"${key} at ${options['uri']}\" } else { $context.not_found }\n"
           "}\n")


def test_a_backend_function_runs_only_when_a_lookup_is_made(tmp_path, capsys):
    # The function fails if it runs. A compile without lookups never calls it; any
    # lookup does (the search for lookup_options reaches every entry, as in Puppet).
    env = write(tmp_path, {'hiera.yaml': BACKEND_HIERA.replace('lookup_key', 'data_hash'),
                           'data/common.yaml': 'k: yaml\n',
                           'modules/mymod/functions/kv.pp':
                           "function mymod::kv(Hash $o, Puppet::LookupContext $c) {\n"
                           "  fail('ran')\n}\n",
                           'manifests/site.pp': "class c { }\ninclude c\n"})
    assert main(['compile', '--environment-dir', env, '--node', 'n1', '-o',
                 str(tmp_path / 'c.json')]) == 0
    with open(str(tmp_path / 'manifests/site.pp'), 'a') as f:
        f.write("notify { 'y': message => lookup('k') }\n")
    assert main(['compile', '--environment-dir', env, '--node', 'n1', '-o',
                 str(tmp_path / 'c.json')]) != 0
    assert 'ran' in capsys.readouterr().err


def test_get_explain_names_the_backend_entry(tmp_path, capsys):
    env = write(tmp_path, {'hiera.yaml': BACKEND_HIERA, 'modules/mymod/functions/kv.pp': BACKEND,
                           'manifests/site.pp': "class c($p = 'default') { }\ninclude c\n"})
    assert main(['get', '--environment-dir', env, 'Class[C]', 'p', '--node', 'n1.example.com',
                 '--explain']) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out) == 'c::p at kv://n1'
    assert 'from Hiera: key "c::p" in kv://n1, environment layer, hierarchy level "custom"' \
        in captured.err


def test_lookup_explain_shows_the_backend_uri_and_its_explain_text(tmp_path, capsys):
    explaining = BACKEND.replace('  if', '  $context.explain || { "asked ${key}" }\n  if')
    env = write(tmp_path, {'hiera.yaml': BACKEND_HIERA,
                           'modules/mymod/functions/kv.pp': explaining})
    assert main(['lookup', '--environment-dir', env, '--node', 'n1.example.com', '--explain',
                 'c::p']) == 0
    out = capsys.readouterr().out.split('Searching for "c::p"')[1]
    # the function's own text after the outcome, as Puppet's explainer puts it
    assert '    Hierarchy entry "custom"\n      URI "kv://n1"\n        Original uri: ' \
        '"kv://%{facts.hostname}"\n        Found key: "c::p" value: "c::p at kv://n1"\n' \
        '        asked c::p\n' in out


def test_a_ruby_backend_without_ruby_is_a_clear_error_naming_its_file(tmp_path, capsys):
    rb = 'modules/mymod/lib/puppet/functions/mymod/kv.rb'
    env = write(tmp_path, {'hiera.yaml': BACKEND_HIERA,
                           rb: "Puppet::Functions.create_function(:'mymod::kv') do\nend\n",
                           'manifests/site.pp': "notify { 'x': message => lookup('c::p') }\n"})
    assert main(['compile', '--environment-dir', env, '--node', 'n1', '-o',
                 str(tmp_path / 'c.json')]) != 0
    message = capsys.readouterr().err
    assert "lookup_key function 'mymod::kv' of hierarchy entry 'custom' is written in Ruby" \
        in message and 'which lazygraph runs only with --ruby' in message
    assert os.path.join(env, rb) in message and 'site.pp:1:' in message


def test_a_hiera3_backend_is_refused_clearly(tmp_path, capsys):
    env = write(tmp_path, {'hiera.yaml': 'version: 5\nhierarchy:\n  - name: h3\n'
                           '    hiera3_backend: consul\n    path: x\n',
                           'manifests/site.pp': "notify { 'x': message => lookup('k') }\n"})
    assert main(['compile', '--environment-dir', env, '--node', 'n1', '-o',
                 str(tmp_path / 'c.json')]) != 0
    err = capsys.readouterr().err
    assert "hiera3_backend 'consul'" in err and 'Ruby' in err and 'hiera.yaml:2:1' in err


def test_layers_repeating_a_location_text_each_read_their_own_data(tmp_path):
    """A session interpolates a top-scope location text once ('os/%{facts.os.family}.yaml'
    in every module's hiera.yaml): joined to each layer's own data directory, and
    a class parameter lookup whose own variable the text names interpolates it
    with that variable."""
    family = ('version: 5\nhierarchy:\n  - name: family\n    path: "os/%{facts.os.family}.yaml"\n'
              '  - name: common\n    path: common.yaml\n')
    env = write(tmp_path, {
        'hiera.yaml': family, 'data/os/Debian.yaml': 'a::x: env\n',
        'modules/a/hiera.yaml': family, 'modules/a/data/os/Debian.yaml': 'a::y: a-debian\n',
        'modules/a/data/common.yaml': 'a::x: a-common\na::y: a-common\n',
        'modules/b/hiera.yaml': family, 'modules/b/data/os/Debian.yaml': 'b::x: b-debian\n',
        'modules/c/hiera.yaml': ('version: 5\nhierarchy:\n  - name: own\n'
                                 '    path: "%{module_name}.yaml"\n'),
        'modules/c/data/c.yaml': 'c::x: named by the module\n',
        'modules/c/data/.yaml': 'c::x: named by the top scope\n',
        'modules/c/manifests/init.pp': "class c($x) { notify { \"c ${x}\": } }\n",
    })
    s = session(env, {'facts': {'os': {'family': 'Debian'}}})
    assert [s.lookup_key(k) for k in ('a::x', 'a::y', 'b::x')] == ['env', 'a-debian', 'b-debian']
    site = write(tmp_path, {'site.pp': (
        "class a($x, $y) { notify { \"a ${x} ${y}\": } }\n"
        "class b($x) { notify { \"b ${x}\": } }\n"
        "include a, b, c\n")}) + '/site.pp'
    modules = os.path.join(env, 'modules')
    # Twice with one worker's data files: the second compile's levels (the
    # worker's, with what the first learnt of the names they interpolate) agree.
    shared = DataFileCache()
    for _ in range(2):
        catalog = lazygraph.compile(site, node='n1', facts={'os': {'family': 'Debian'}},
                                    modulepath=modules, data_cache=shared,
                                    data=Settings(environment_dir=env, modulepath=[modules]))
        titles = sorted(r.title for r in catalog.compiler.resources if r.type == 'Notify')
        assert titles == ['a env a-debian', 'b b-debian', 'c named by the module']


def test_a_level_knows_which_variables_its_locations_interpolate(tmp_path):
    """What lets a class's parameter lookup use the top scope's paths: a level
    whose locations or datadir name none of the class's own variables."""
    from lazygraph.data.config import load_config
    path = write(tmp_path, {'hiera.yaml': (
        'version: 5\nhierarchy:\n  - name: own\n    path: "%{module_name}.yaml"\n'
        '  - name: dir\n    datadir: "data/%{caller_module_name}"\n    path: common.yaml\n'
        '  - name: common\n    path: common.yaml\n')}) + '/hiera.yaml'
    own, dir_, common = load_config(path, 'module').hierarchy
    names = frozenset(['module_name', 'caller_module_name'])
    for _ in range(2):      # the second time from the level's memo
        assert [level.interpolates_any(names) for level in (own, dir_, common)] == \
            [True, True, False]
    assert not own.interpolates_any(frozenset(['other']))


def test_a_level_kept_path_is_per_datadir_and_location(tmp_path):
    """A level (the worker's) keeps each interpolated location's path for the next
    compiles: another datadir or location value is another path."""
    from lazygraph.data.config import load_config
    path = write(tmp_path, {'hiera.yaml': (
        'version: 5\nhierarchy:\n  - name: dc\n    datadir: "data/%{dc}"\n'
        '    path: "os/%{family}/../%{family}.yaml"\n')}) + '/hiera.yaml'
    (level,) = load_config(path, 'environment').hierarchy
    root = os.path.join(str(tmp_path), 'data')
    for _ in range(2):      # the second time from the level's memo
        for dc, family in (('x', 'Debian'), ('y', 'Debian'), ('x', 'RedHat')):
            values = {'dc': dc, 'family': family}
            found = level.expand(lambda text, extra=None: text.replace(
                '%{dc}', dc).replace('%{family}', family), values.get)
            assert found == [('os/%{family}/../%{family}.yaml',
                              os.path.join(root, dc, 'os', family + '.yaml'))]


def test_first_found_index_keeps_each_scopes_own_paths(tmp_path):
    """The quiet first-found search is indexed once a session for the top scope's
    paths; a class whose own variables are in a path searches its own paths, and
    one whose variables are in none shares the top scope's index."""
    hiera = ('version: 5\nhierarchy:\n  - name: mod\n    path: "mod/%{module_name}.yaml"\n'
             '  - name: node\n    path: "nodes/%{trusted.certname}.yaml"\n'
             '  - name: common\n    path: common.yaml\n')
    env = write(tmp_path, {'hiera.yaml': hiera, 'data/common.yaml': 'a: 1\nb: 2\nc: 3\n',
                           'data/nodes/n1.example.com.yaml': 'b: node\n',
                           'data/mod/web.yaml': 'a: web\n'})
    s = session(env)
    top = s.variable

    def in_class(variables):
        def read(name):
            return variables[name] if name in variables else top(name)
        read.paths_as_top = frozenset(variables)
        return read
    from lazygraph.data.lookup import MISSING
    assert s.lookup_key('b', quiet=True) == 'node'
    s.variable = in_class({'module_name': 'web'})          # its own path: mod/web.yaml
    assert s.lookup_key('a', quiet=True) == 'web'
    assert s.lookup_key('b', quiet=True) == 'node'
    s.variable = in_class({'caller_module_name': 'web'})   # in no path: the top's index
    assert s.lookup_key('a', quiet=True) == 1
    assert s.lookup_key('zz', quiet=True) is MISSING
    s.variable = top
    assert s.lookup_key('a', quiet=True) == 1
    assert s.lookup_key('c', quiet=True) == 3
