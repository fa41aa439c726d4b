"""$settings::NAME: Puppet's settings as a manifest reads them (docs/settings.md).

The cases of tests/conformance/settings were computed by Puppet 7.23 in
puppetserver's run mode (tools/regen_settings_cases.py): a puppet.conf and
command line settings, every setting's value. The rest was learned from the
oracle (environment directories, types) and from Puppet's source."""
import glob
import json
import os

import pytest

import lazygraph
from lazygraph.cli import main
from lazygraph.errors import EvaluationError, UsageError
from lazygraph.settings import (ENVIRONMENT_SETTINGS, CompileContext, PuppetSettings,
                                SettingValues, table)
from lazygraph.settings.defaults import INSTALLATION
from tools.regen_settings_cases import case_arguments

CASES = sorted(glob.glob(os.path.join(os.path.dirname(__file__), 'conformance', 'settings',
                                      '*.conf')))


def _json_value(value):
    if value == float('inf'):
        return 'Infinity'
    return value


@pytest.mark.parametrize('conf', CASES, ids=lambda p: os.path.basename(p)[:-5])
def test_settings_as_puppet_gives_them(conf):
    with open(conf[:-5] + '.json') as f:
        expected = json.load(f)
    if expected.get('config') == 'CONF':     # the case's own puppet.conf, wherever it is
        expected['config'] = conf
    settings = PuppetSettings(dict(case_arguments(conf[:-5] + '.args')), puppet_conf=conf)
    values = SettingValues(settings, CompileContext()).all_local()
    got = {name: _json_value(value) for name, value in values.items()
           if name not in ENVIRONMENT_SETTINGS}
    assert sorted(got) == sorted(expected)
    assert [n for n in expected if got[n] != expected[n]] == []


def test_every_computed_default_is_given():
    computed = {name for name, row in table().items() if row.get('computed')}
    assert computed - set(INSTALLATION) == {'certname', 'srv_domain'}   # the server's names


def notices(manifest, **options):
    catalog = lazygraph.compile(manifest, node='n.example.com', facts={}, **options)
    return {r.title: r.get('message') for r in catalog.resources if r.type == 'Notify'}


def test_values_have_their_kinds_type():
    got = notices('''
        notify { 'a': message => [$settings::storeconfigs, $settings::runinterval,
                                  $settings::server_list, $settings::maxwaitforcert =~ Float,
                                  $settings::confdir, $settings::nope] }''',
                  settings={'runinterval': '1h', 'server_list': 'a:8140,b'})
    assert got['a'] == [False, 3600, [['a', '8140'], ['b']], True,
                        '/etc/puppetlabs/puppet', None]


def test_installation_defaults_follow_a_given_confdir():
    got = notices('''notify { 'a': message => [$settings::ssldir, $settings::hiera_config,
                                               $settings::statedir] }''',
                  settings={'confdir': '/srv/conf', 'vardir': '/srv/var'})
    assert got['a'] == ['/srv/conf/ssl', '/srv/conf/hiera.yaml', '/srv/var/state']


def test_the_compiles_own_options_are_settings(tmp_path):
    manifest = tmp_path / 'site.pp'
    manifest.write_text('''notify { 'a': message => [$settings::manifest, $settings::modulepath,
                                  $settings::hiera_config, $settings::strict_variables] }''')
    hiera = tmp_path / 'hiera.yaml'
    hiera.write_text('version: 5\n')
    (tmp_path / 'modules').mkdir()
    from lazygraph.data.lookup import Settings
    got = notices(str(manifest), modulepath=str(tmp_path / 'modules'), strict_variables=True,
                  data=Settings(hiera_config=str(hiera)))
    assert got['a'] == [str(manifest), str(tmp_path / 'modules'), str(hiera), True]


def test_an_environment_directory(tmp_path):
    # Learned from the oracle: the environment is the server's setting
    # (production), not the node's; the manifest is the environment's
    # manifests directory; environmentpath holds the environment.
    env = tmp_path / 'staging'
    (env / 'manifests').mkdir(parents=True)
    (env / 'modules').mkdir()
    (env / 'manifests' / 'site.pp').write_text('''
        notify { 'a': message => [$settings::environment, $settings::manifest,
                                  $settings::environmentpath, $settings::modulepath,
                                  $settings::config_version] }''')
    # config_version may name the environment ($environment: the node's).
    (env / 'environment.conf').write_text('config_version = $environment-v1\n')
    out = tmp_path / 'catalog.json'
    assert main(['compile', '--environment-dir', str(env), '--node', 'n', '--facts',
                 _facts(tmp_path), '-o', str(out)]) == 0
    (message,) = [r['parameters']['message'] for r in json.loads(out.read_text())['resources']
                  if r['type'] == 'Notify']
    assert message == ['production', str(env / 'manifests'), str(tmp_path),
                       '%s:/etc/puppetlabs/code/modules:/opt/puppetlabs/puppet/modules'
                       % (env / 'modules'), 'staging-v1']


def _facts(tmp_path):
    facts = tmp_path / 'facts.json'
    facts.write_text('{}')
    return str(facts)


def test_settings_all_local_and_the_class_names():
    got = notices('''notify { 'a': message => [$settings::all_local['reports'],
                                               'name' in $settings::all_local,
                                               $settings::title, $settings::name] }''',
                  settings={'reports': 'puppetdb'})
    assert got['a'] == ['puppetdb', False, 'settings', 'settings']


def test_the_strict_variables_setting_makes_unknown_variables_errors():
    with pytest.raises(EvaluationError, match=r"Unknown variable: '\$nope'"):
        lazygraph.compile('notify { "a": message => $nope }', node='n', facts={},
                          settings={'strict_variables': 'true'})


def test_storeconfigs_changes_the_catalog_cache_default():
    got = notices('notify { "a": message => $settings::catalog_cache_terminus }',
                  settings={'storeconfigs': True})
    assert got['a'] == 'store_configs'


@pytest.mark.parametrize('settings, message', [
    ({'nope': '1'}, "unknown setting 'nope'"),
    ({'storeconfigs': 'maybe'}, "Invalid value 'maybe' for boolean parameter: storeconfigs"),
    ({'runinterval': '1x'}, "Invalid duration format '1x' for parameter: runinterval"),
    ({'masterport': '70000'}, "Value '70000' is not a valid port number"),
    ({'log_level': 'loud'}, "Invalid value 'loud' for parameter log_level"),
    ({'certname': 'Big'}, 'Certificate names must be lower case'),
    ({'disable_warnings': 'deprecations,oops'}, "Cannot disable unrecognized warning types"),
])
def test_values_puppet_refuses(settings, message):
    with pytest.raises(UsageError, match=message):
        PuppetSettings(settings)


def test_an_interpolation_without_value_names_where_the_setting_is_read():
    with pytest.raises(EvaluationError) as info:
        lazygraph.compile('\n  notify { "a": message => $settings::statedir }', node='n',
                          facts={}, settings={'statedir': '$nope/state'})
    assert "Could not find value for $nope" in info.value.message
    assert (info.value.span.line, info.value.span.column) == (2, 28)


def test_a_setting_that_refers_to_itself_is_an_error():
    with pytest.raises(EvaluationError, match='refers to itself'):
        lazygraph.compile('notify { "a": message => $settings::vardir }', node='n', facts={},
                          settings={'vardir': '$statedir/x'})


@pytest.mark.parametrize('text, line, message', [
    ('[main]\nfoo\n', 2, 'Could not match line foo'),
    ('[production]\nsplay = true\n', 1, "Illegal section 'production'"),
    ('[server]\nmodulepath = /x\n', 2, 'Cannot set modulepath settings in puppet.conf'),
    ('splay = yes\n', 1, "Invalid value 'yes' for boolean parameter: splay"),
    ('vardir = /x {owner = root, size = 3}\n', 1, "Invalid file option 'size'"),
    ('vardir = ${confdir}/x\n', 1, "Could not parse"),
])
def test_a_puppet_conf_puppet_would_not_read(tmp_path, text, line, message):
    conf = tmp_path / 'puppet.conf'
    conf.write_text(text)
    with pytest.raises(UsageError, match=message) as info:
        PuppetSettings(puppet_conf=str(conf))
    assert (info.value.span.filename, info.value.span.line) == (str(conf), line)


def test_command_line_settings_and_puppet_conf(tmp_path, capsys):
    conf = tmp_path / 'puppet.conf'
    conf.write_text('[main]\nreports = log\n[server]\nstoreconfigs = true\n')
    manifest = tmp_path / 'site.pp'
    manifest.write_text('notify { "a": message => [$settings::reports, $settings::storeconfigs,'
                        ' $settings::runinterval] }')
    facts = _facts(tmp_path)
    for command in (['compile'], ['get', str(manifest), 'Notify[a]', 'message']):
        args = command + ([str(manifest)] if command == ['compile'] else []) + [
            '--node', 'n', '--facts', facts, '--puppet-conf', str(conf),
            '--setting', 'runinterval=5m']
        assert main(args) == 0
        assert '["log", true, 300]' in capsys.readouterr().out.replace('\n', '').replace(
            ' ', '').replace(',', ', ')
    assert main(['compile', str(manifest), '--setting', 'runinterval']) == 1
    assert '--setting takes NAME=VALUE' in capsys.readouterr().err
