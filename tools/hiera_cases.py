#!/usr/bin/env python3
# flake8: noqa: E501  (a table of cases: one case per line reads best)
"""The Hiera conformance cases, written out as directories (our own data).

Each case is tests/conformance/hiera/CASE/ holding
    production/            the environment (manifests/site.pp, hiera.yaml, data/, modules/)
    global/hiera.yaml      (optional) the global layer's config, with its data
    facts.json             the node's facts (also what `puppet lookup` is given)
    case.json              node, lookups to compare, an error phrase
and, after tools/regen_hiera.py, expected.json (Puppet's catalog, reduced) and
lookups.expected.json (what `puppet lookup` printed).

    python3 tools/hiera_cases.py      # rewrite every case directory from this file
"""
import json
import os
import shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIR = os.path.join(ROOT, 'tests', 'conformance', 'hiera')
NODE = 'web01.example.com'
FACTS = {'hostname': 'web01', 'domain': 'example.com', 'fqdn': NODE, 'clientcert': NODE,
         'role': 'web', 'os': {'family': 'Debian', 'name': 'Debian',
                               'release': {'major': '12', 'full': '12.4'}},
         'networking': {'ip': '10.0.0.5', 'interfaces': {'eth0': {'ip': '10.0.0.5'}}},
         'disks': ['sda', 'sdb'], 'memorysize_mb': 2048, 'is_virtual': True}

V5 = """version: 5
defaults:
  datadir: data
  data_hash: yaml_data
hierarchy:
  - name: "Per node"
    path: "nodes/%{trusted.certname}.yaml"
  - name: "Per OS family"
    path: "os/%{facts.os.family}.yaml"
  - name: "Common"
    path: "common.yaml"
"""
MODULE_V5 = "version: 5\n"
CASES = {}


def case(name, site, data=None, hiera=V5, modules=None, global_=None, lookups=(),
         facts=None, phrase=None, files=None, ruby=False):
    """data: {path under data/: text}; modules: {module: {relative path: text}};
    global_: {relative path: text} (hiera.yaml among them); files: more env files."""
    assert name not in CASES, name
    tree = {'production/manifests/site.pp': site}
    if hiera is not None:
        tree['production/hiera.yaml'] = hiera
    for path, text in (data or {}).items():
        tree['production/data/' + path] = text
    for module, mfiles in (modules or {}).items():
        for path, text in mfiles.items():
            tree['production/modules/%s/%s' % (module, path)] = text
    for path, text in (global_ or {}).items():
        tree['global/' + path] = text
    for path, text in (files or {}).items():
        tree['production/' + path] = text
    meta = {'node': NODE, 'lookups': list(lookups), 'phrase': phrase}
    if ruby:
        meta['ruby'] = True     # lazygraph runs it with --ruby (Ruby backends)
    CASES[name] = {'tree': tree, 'facts': dict(FACTS, **(facts or {})), 'meta': meta}


def notify(expr, title='v'):
    return "notify { '%s': message => String(%s) }\n" % (title, expr)


def mod(name, manifests, data=None, hiera=MODULE_V5):
    files = {'manifests/%s' % k: v for k, v in manifests.items()}
    if hiera is not None:
        files['hiera.yaml'] = hiera
    for path, text in (data or {}).items():
        files['data/' + path] = text
    return {name: files}


# -- layers ------------------------------------------------------------------------------
case('layer_env_common', notify("lookup('greeting')"), {'common.yaml': 'greeting: hello\n'},
     lookups=['greeting'])
case('layer_env_node_beats_common', notify("lookup('greeting')"),
     {'common.yaml': 'greeting: hello\n', 'nodes/%s.yaml' % NODE: 'greeting: node says hi\n'},
     lookups=['greeting'])
case('layer_env_os_beats_common', notify("lookup('pkg')"),
     {'common.yaml': 'pkg: generic\n', 'os/Debian.yaml': 'pkg: apt\n'}, lookups=['pkg'])
case('layer_module_only', "include ntp\n",
     modules=mod('ntp', {'init.pp': "class ntp(String $server) { notify { \"ntp ${server}\": } }\n"},
                 {'common.yaml': 'ntp::server: pool.ntp.org\n'}),
     lookups=['ntp::server'])
case('layer_env_beats_module', "include ntp\n", {'common.yaml': 'ntp::server: env.ntp\n'},
     modules=mod('ntp', {'init.pp': "class ntp(String $server) { notify { \"ntp ${server}\": } }\n"},
                 {'common.yaml': 'ntp::server: mod.ntp\n'}), lookups=['ntp::server'])
case('layer_global_beats_env', notify("lookup('level')"), {'common.yaml': 'level: env\n'},
     global_={'hiera.yaml': 'version: 5\nhierarchy:\n  - name: g\n    path: common.yaml\n',
              'data/common.yaml': 'level: global\n'}, lookups=['level'])
case('layer_global_only', notify("lookup('only_global')"), {},
     global_={'hiera.yaml': 'version: 5\n', 'data/common.yaml': 'only_global: yes\n'},
     lookups=['only_global'])
case('layer_module_without_hiera_yaml', "include ntp\n",
     modules=mod('ntp', {'init.pp': "class ntp(String $server = 'dflt') { notify { \"ntp ${server}\": } }\n"},
                 {'common.yaml': 'ntp::server: ignored\n'}, hiera=None))
case('layer_env_without_hiera_yaml', notify("lookup('k', undef, undef, 'none')"),
     {'common.yaml': 'k: ignored\n'}, hiera=None)
case('layer_env_hiera_version_only', notify("lookup('k')"), {'common.yaml': 'k: default hierarchy\n'},
     hiera='version: 5\n', lookups=['k'])
case('layer_module_key_outside_namespace', "include ntp\n" + notify("lookup('other', undef, undef, 'absent')"),
     modules=mod('ntp', {'init.pp': "class ntp { }\n"}, {'common.yaml': 'other: x\nntp::a: 1\n'}))
case('layer_module_key_not_in_other_module', notify("lookup('ntp::a', undef, undef, 'absent')"),
     modules=mod('other', {'init.pp': "class other { }\n"}, {'common.yaml': 'other::a: 1\n'}))
case('layer_environment_conf_modulepath', "include ntp\n",
     files={'environment.conf': 'modulepath = site:modules\n',
            'site/ntp/manifests/init.pp': "class ntp(String $server) { notify { \"site ${server}\": } }\n",
            'site/ntp/hiera.yaml': 'version: 5\n',
            'site/ntp/data/common.yaml': 'ntp::server: from site dir\n'})
case('layer_module_default_hierarchy', "include ntp\n",
     modules=mod('ntp', {'init.pp': "class ntp(String $server, String $pool) { notify { \"${server} ${pool}\": } }\n"},
                 {'defaults.yaml': 'ntp::server: from default hierarchy\nntp::pool: default pool\n',
                  'common.yaml': 'ntp::pool: common pool\n'},
                 hiera='version: 5\nhierarchy:\n  - name: common\n    path: common.yaml\n'
                       'default_hierarchy:\n  - name: defaults\n    path: defaults.yaml\n'),
     lookups=['ntp::server', 'ntp::pool'])
case('layer_env_v3_ignored', notify("lookup('k', undef, undef, 'fallback')"),
     {'common.yaml': 'k: v3 data\n'}, hiera=':backends:\n  - yaml\n:hierarchy:\n  - common\n')
case('layer_global_v3_yaml', notify("lookup('k')") + notify("hiera('k')", 'h'),
     global_={'hiera.yaml': ':backends:\n  - yaml\n:yaml:\n  :datadir: tests/conformance/hiera/layer_global_v3_yaml/global/hieradata\n'
                            ':hierarchy:\n  - "nodes/%{::trusted.certname}"\n  - common\n',
              'hieradata/common.yaml': 'k: v3 global\n'}, hiera=None, lookups=['k'])
for behavior in ('deep', 'deeper', 'native'):
    case('layer_global_v3_merge_behavior_' + behavior,
         notify("hiera_hash('h')") + notify("lookup('h', Hash, 'hash')", 'l'),
         global_={'hiera.yaml': ':backends:\n  - yaml\n:yaml:\n'
                                '  :datadir: tests/conformance/hiera/layer_global_v3_merge_behavior_%s/global/hieradata\n'
                                ':merge_behavior: %s\n:hierarchy:\n  - "nodes/%%{::trusted.certname}"\n  - common\n'
                                % (behavior, behavior),
                  'hieradata/common.yaml': 'h: {a: {x: common, y: common}, b: common}\n',
                  'hieradata/nodes/%s.yaml' % NODE: 'h: {a: {x: node}, c: node}\n'}, hiera=None)
V3_CALLING = (':backends:\n  - yaml\n:yaml:\n  :datadir: tests/conformance/hiera/%s/global/hieradata\n'
              ':hierarchy:\n  - "class/%%{calling_class}"\n  - "module/%%{calling_module}"\n'
              '  - "path/%%{calling_class_path}"\n  - common\n')
V3_CALLING_DATA = {'hieradata/common.yaml': 'k: common\nd: common\nh: {b: common}\n',
                   'hieradata/class/foo::bar.yaml': 'k: class foo::bar\nj: only in class\n',
                   'hieradata/class/outer.yaml': 'd: declared in outer\n',
                   'hieradata/module/foo.yaml': 'm: module foo\n',
                   'hieradata/path/foo/bar.yaml': 'p: class path\n',
                   'hieradata/special.yaml': 'k: override\nh: {a: special}\n'}
case('layer_global_v3_calling_variables',
     "include foo::bar\ninclude outer\ndd { 'top': }\nnode default { dd { 'node': } }\n"
     + notify("hiera('k')", 'top'),
     modules={'foo': {'manifests/bar.pp':
                      "class foo::bar {\n" + notify("hiera('k')", 'k') + notify("hiera('m', 'none')", 'm')
                      + notify("hiera('p', 'none')", 'p') + notify("lookup('j')", 'j') + "}\n"},
              'outer': {'manifests/init.pp': "class outer { dd { 'outer': } }\n"},
              'dd': {'manifests/init.pp': "define dd() { notify { \"d-${title}\": message => hiera('d') } }\n"}},
     global_=dict({'hiera.yaml': V3_CALLING % 'layer_global_v3_calling_variables'}, **V3_CALLING_DATA),
     hiera=None)
case('layer_global_v3_hiera_override',
     "include foo::bar\n",
     modules={'foo': {'manifests/bar.pp':
                      "class foo::bar {\n" + notify("hiera('k', 'none', 'special')", 'first')
                      + notify("hiera('k', 'none', ['nothere', 'special'])", 'array')
                      + notify("hiera_array('k', [], 'special')", 'unique')
                      + notify("hiera_hash('h', {}, 'special')", 'hash')
                      + notify("hiera('k', 'none', 'nothere')", 'missing') + "}\n"}},
     global_=dict({'hiera.yaml': V3_CALLING % 'layer_global_v3_hiera_override'}, **V3_CALLING_DATA),
     hiera=None)
case('layer_env_v5_no_calling_variables',
     "include foo::bar\n",
     {'class/foo::bar.yaml': 'k: class\n', 'common.yaml': 'k: common\n'},
     hiera='version: 5\nhierarchy:\n  - name: c\n    paths: ["class/%{calling_class}.yaml", "common.yaml"]\n',
     modules={'foo': {'manifests/bar.pp': "class foo::bar {\n" + notify("lookup('k')", 'k') + "}\n"}})
case('apl_class_scope_module_variables', "include n\n",
     modules=dict(mod('m', {'init.pp': 'class m($a, $b, $d = "d") { $x = 1\n'
                                      '  notify { "a=${a}": } notify { "b=${b}": } notify { "d=${d}": } }\n'},
                      {'common.yaml': 'm::a: "mn=%{module_name}|t=%{title}|n=%{name}|c=%{caller_module_name}|x=%{m::x}"\n'
                                      "m::b: \"%{lookup('m::c')}\"\nm::c: \"%{module_name}\"\n"}),
                  **mod('n', {'init.pp': 'class n { include m }\n'}, hiera=None)))
case('layer_global_v4_refused', notify("lookup('k')"),
     global_={'hiera.yaml': 'version: 4\n'}, hiera=None, phrase='version 4')
case('env_manifests_directory', "$late = 'set in site.pp'\nnotify { 'site': message => lookup('k') }\n",
     {'common.yaml': 'k: v\nbase::msg: from data\n'},
     files={'manifests/00_globals.pp': "$site = 'hq'\nclass base($msg) { notify { \"base ${msg} ${::site}\": } }\n",
            'manifests/nodes/web.pp': "node 'web01.example.com' { include base\n"
                                      "  notify { \"late ${site} ${late}\": } }\n"})
case('env_conf_manifest_setting', "notify { 'not the main manifest': }\n", {'common.yaml': 'k: v\n'},
     files={'environment.conf': 'manifest = other/main.pp\n',
            'other/main.pp': "notify { 'main from environment.conf': message => lookup('k') }\n"})
case('layer_three_layers_merge', notify("lookup('ntp::servers', Array, 'unique')"),
     {'common.yaml': 'ntp::servers: [env1]\n'},
     modules=mod('ntp', {'init.pp': 'class ntp { }\n'}, {'common.yaml': 'ntp::servers: [mod1, env1]\n'}),
     global_={'hiera.yaml': 'version: 5\n', 'data/common.yaml': 'ntp::servers: [glob1]\n'},
     lookups=['ntp::servers --merge unique'])

# -- hierarchy locations -----------------------------------------------------------------------
H = 'version: 5\nhierarchy:\n'
case('level_paths', notify("lookup('k')"), {'b.yaml': 'k: from b\n', 'c.yaml': 'k: from c\n'},
     H + '  - name: many\n    paths: [a.yaml, b.yaml, c.yaml]\n', lookups=['k'])
case('level_glob', notify("lookup('k', Array, 'unique')"),
     {'conf.d/10-a.yaml': 'k: [a]\n', 'conf.d/20-b.yaml': 'k: [b]\n', 'conf.d/x.txt': 'k: [no]\n'},
     H + '  - name: g\n    glob: "conf.d/*.yaml"\n', lookups=['k --merge unique'])
case('level_globs', notify("lookup('k', Array, 'unique')"),
     {'one/a.yaml': 'k: [one]\n', 'two/b.yaml': 'k: [two]\n'},
     H + '  - name: g\n    globs: ["two/*.yaml", "one/*.yaml"]\n', lookups=['k --merge unique'])
case('level_mapped_paths', notify("lookup('k', Array, 'unique')"),
     {'disk/sda.yaml': 'k: [sda data]\n', 'disk/sdb.yaml': 'k: [sdb data]\n'},
     H + '  - name: m\n    mapped_paths: [disks, d, "disk/%{d}.yaml"]\n', lookups=['k --merge unique'])
case('level_datadir_per_level', notify("lookup('k')"),
     files={'other/common.yaml': 'k: other datadir\n'},
     hiera=H + '  - name: o\n    datadir: other\n    path: common.yaml\n', lookups=['k'])
case('level_defaults_datadir', notify("lookup('k')"), files={'hieradata/common.yaml': 'k: defaults datadir\n'},
     hiera='version: 5\ndefaults:\n  datadir: hieradata\nhierarchy:\n  - name: c\n    path: common.yaml\n',
     phrase='must be defined in hierarchy')
case('level_json_data', notify("lookup('k')") + notify("lookup('n')", 'n'),
     {'common.json': '{"k": "from json", "n": 3}\n'},
     H + '  - name: j\n    data_hash: json_data\n    path: common.json\n', lookups=['k'])
case('level_hocon_data', notify("lookup('k')") + notify("lookup('h')", 'h'),
     {'common.conf': 'k = "from hocon"\nh { a = 1, b = [x, y] }\n'},
     H + '  - name: h\n    data_hash: hocon_data\n    path: common.conf\n', lookups=['k'])
case('level_name_as_path', notify("lookup('k')"), {'common.yaml': 'k: name is path\n'},
     H + '  - name: common.yaml\n', phrase="one of 'path'")
case('level_missing_files', notify("lookup('k')"), {'common.yaml': 'k: found after misses\n'},
     H + '  - name: a\n    path: nope.yaml\n  - name: b\n    path: "nodes/%{trusted.certname}.yaml"\n'
         '  - name: c\n    path: common.yaml\n', lookups=['k'])
case('level_fact_path_dotted', notify("lookup('k')"), {'12.yaml': 'k: release 12\n'},
     H + '  - name: r\n    path: "%{facts.os.release.major}.yaml"\n', lookups=['k'])
case('level_top_scope_fact_path', notify("lookup('k')"), {'web01.yaml': 'k: hostname path\n'},
     H + '  - name: r\n    path: "%{::hostname}.yaml"\n', lookups=['k'])
case('level_plain_fact_path', notify("lookup('k')"), {'roles/web.yaml': 'k: role web\n'},
     H + '  - name: r\n    path: "roles/%{role}.yaml"\n', lookups=['k'])
case('level_unknown_variable_path', notify("lookup('k')"), {'roles/.yaml': 'k: empty segment\n'},
     H + '  - name: r\n    path: "roles/%{nosuchfact}.yaml"\n', lookups=['k'])
case('level_site_variable_path', "$tier = 'gold'\n" + notify("lookup('k')"),
     {'tier/gold.yaml': 'k: tier from site.pp\n', 'common.yaml': 'k: common\n'},
     H + '  - name: t\n    path: "tier/%{tier}.yaml"\n  - name: c\n    path: common.yaml\n')
case('level_class_variable_path', "class app { $tier = 'silver'\n" + notify("lookup('k')") + "}\ninclude app\n",
     {'tier/silver.yaml': 'k: tier from class scope\n', 'common.yaml': 'k: common\n'},
     H + '  - name: t\n    path: "tier/%{tier}.yaml"\n  - name: c\n    path: common.yaml\n')
case('level_interpolated_datadir_fact', notify("lookup('k')"),
     {'Debian/common.yaml': 'k: debian datadir\n'},
     H + '  - name: t\n    path: "%{facts.os.family}/common.yaml"\n', lookups=['k'])
case('level_empty_data_file', notify("lookup('k')"), {'empty.yaml': '', 'common.yaml': 'k: after empty\n'},
     H + '  - name: e\n    path: empty.yaml\n  - name: c\n    path: common.yaml\n', lookups=['k'])
case('level_uri_with_yaml_data', notify("lookup('k')"), {'common.yaml': 'k: v\n'},
     H + '  - name: u\n    uri: "http://example.com/common.yaml"\n', phrase="one of 'path'")
case('level_mapped_paths_hash', notify("lookup('k', Array, 'unique')"),
     {'if/eth0.yaml': 'k: [eth0 data]\n'},
     H + '  - name: m\n    mapped_paths: [facts.networking.interfaces, i, "if/%{i.0}.yaml"]\n')
case('level_paths_interpolated_twice', notify("lookup('k')"),
     {'Debian/web01.yaml': 'k: family and host\n', 'common.yaml': 'k: common\n'},
     H + '  - name: p\n    paths: ["%{facts.os.family}/%{::hostname}.yaml", common.yaml]\n', lookups=['k'])
case('level_nil_value', notify("lookup('k', Optional[String], undef, 'dflt')"), {'common.yaml': 'k: ~\n'},
     lookups=['k'])
case('level_empty_hierarchy', notify("lookup('k', undef, undef, 'nothing')"), {'common.yaml': 'k: x\n'},
     'version: 5\nhierarchy: []\n')
case('level_options_ignored_by_yaml', notify("lookup('k')"), {'common.yaml': 'k: with options\n'},
     H + '  - name: c\n    path: common.yaml\n    options:\n      foo: bar\n', phrase="one of 'path'")
case('level_trusted_certname_path', notify("lookup('k')"), {'nodes/%s.yaml' % NODE: 'k: certname\n'},
     lookups=['k'])
case('level_data_types', notify("lookup('i')", 'i') + notify("lookup('f')", 'f') + notify("lookup('b')", 'b')
     + notify("lookup('a')", 'a') + notify("lookup('h')", 'h') + notify("lookup('q')", 'q'),
     {'common.yaml': "i: 42\nf: 1.5\nb: true\na: [1, two, 3.0]\nh: {x: 1, y: [a]}\nq: '042'\n"},
     lookups=['i', 'f', 'b', 'a', 'h', 'q'])
case('level_yaml_booleans_yes_no', notify("lookup('y')", 'y') + notify("lookup('o')", 'o'),
     {'common.yaml': "y: yes\no: off\n"}, lookups=['y', 'o'])

# -- interpolation -----------------------------------------------------------------------------
def interp(name, value, extra='', lookups=True, site=None, **kw):
    data = {'common.yaml': 'k: %s\n%s' % (value, extra)}
    case(name, site or notify("lookup('k')"), data, lookups=['k'] if lookups else [], **kw)


interp('interp_facts_dotted', '"family %{facts.os.family}"')
interp('interp_top_scope', '"host %{::hostname}"')
interp('interp_plain_variable', '"host %{hostname}"')
interp('interp_trusted_certname', '"cert %{trusted.certname}"')
interp('interp_trusted_hostname', '"%{trusted.hostname} in %{trusted.domain}"')
# the certname is the agent's clientcert fact when it sends one (the node's name otherwise)
interp('interp_trusted_certname_clientcert', '"cert %{trusted.certname} %{trusted.hostname}"',
       facts={'clientcert': 'agent7.example.org'})
interp('interp_lookup', '"%{lookup(\'other\')} and more"', 'other: the other\n')
interp('interp_hiera', '"%{hiera(\'other\')}!"', 'other: via hiera\n')
interp('interp_alias_array', '"%{alias(\'list\')}"', 'list: [a, b]\n',
       site=notify("lookup('k', Array)"))
interp('interp_alias_hash', '"%{alias(\'h\')}"', 'h: {x: 1}\n', site=notify("lookup('k', Hash)"))
interp('interp_alias_integer', '"%{alias(\'n\')}"', 'n: 7\n', site=notify("lookup('k', Integer)"))
interp('interp_alias_not_entire', '"x %{alias(\'n\')}"', 'n: 7\n', lookups=False, phrase='alias')
interp('interp_literal', '"100%{literal(\'%\')} sure"')
interp('interp_literal_braces', '"%{literal(\'%\')}{not_interpolated}"')
interp('interp_scope', '"%{scope(\'hostname\')}"')
interp('interp_scope_dotted', '"%{scope(\'facts.os.name\')}"')
interp('interp_array_index', '"first disk %{facts.disks.0}"')
interp('interp_nested_hash_fact', '"ip %{facts.networking.interfaces.eth0.ip}"')
interp('interp_quoted_segment', '"%{facts.networking.\'ip\'}"')
interp('interp_integer_fact', '"mem %{facts.memorysize_mb}"')
interp('interp_boolean_fact', '"virtual %{facts.is_virtual}"')
interp('interp_unknown_method', '"%{nosuch(\'x\')}"', lookups=False, phrase='Unknown interpolation method')
interp('interp_recursive', '"%{lookup(\'k\')}"', lookups=False, phrase='Recursive lookup')
interp('interp_recursive_pair', '"%{lookup(\'j\')}"', 'j: "%{lookup(\'k\')}"\n', lookups=False,
       phrase='Recursive lookup')
interp('interp_missing_variable', '"[%{nosuchvar}]"')
interp('interp_missing_dig', '"[%{facts.os.nosuch.deeper}]"')
interp('interp_empty', '"a%{}b"')
interp('interp_colons_only', '"a%{::}b"')
interp('interp_in_array', '["%{::hostname}", "%{facts.os.family}"]', site=notify("lookup('k')"))
interp('interp_in_hash_keys', '{"%{::hostname}_key": "%{::domain}"}')
interp('interp_lookup_missing', '"[%{lookup(\'absent\')}]"')
interp('interp_lookup_hash_value', '"%{lookup(\'h.x\')}"', 'h: {x: deep}\n')
interp('interp_site_variable', '"%{tier}"', site="$tier = 'bronze'\n" + notify("lookup('k')"),
       lookups=False)
interp('interp_class_local_variable', '"%{localvar}"',
       site="class c { $localvar = 'local'\n" + notify("lookup('k')") + "}\ninclude c\n", lookups=False)
interp('interp_qualified_class_variable', '"%{c::cv}"',
       site="class c { $cv = 'class var' }\ninclude c\n" + notify("lookup('k')"), lookups=False)
interp('interp_lookup_in_module_value', '"%{lookup(\'common_key\')}"', 'common_key: shared\n',
       site="include m\n", lookups=False,
       modules=mod('m', {'init.pp': "class m(String $p) { notify { $p: } }\n"},
                   {'common.yaml': 'm::p: "module sees %{lookup(\'common_key\')}"\n'}))
interp('interp_server_facts', '"[%{server_facts.serverversion}]"')
interp('interp_environment_variable', '"env %{environment}"')
interp('interp_hash_key_missing_digit', '"%{facts.disks.5}"')
interp('interp_alias_missing', '"%{alias(\'absent\')}"', site=notify("[lookup('k')]"))
interp('interp_lookup_array_value', '"list %{lookup(\'l\')}"', 'l: [a, 1, true]\n')
interp('interp_lookup_hash_to_string', '"hash %{lookup(\'h\')}"', 'h: {a: 1, b: [x]}\n')
interp('interp_fact_hash_to_string', '"os %{facts.os.release}"')
interp('interp_float_fact', '"f %{facts.load}"', facts={'load': 1.5})
interp('interp_spaces_inside', '"%{ facts.os.family }"')
interp('interp_double_quoted_arg', '"%{lookup(\\"other\\")}"', 'other: dq\n')

# -- merges ------------------------------------------------------------------------------------
TWO = H + '  - name: node\n    path: node.yaml\n  - name: common\n    path: common.yaml\n'


def merged(name, expr, node, common, lookups=(), hiera=TWO, **kw):
    case(name, notify(expr), {'node.yaml': node, 'common.yaml': common}, hiera, lookups=lookups,
         **kw)


merged('merge_first_default', "lookup('k')", 'k: [n]\n', 'k: [c]\n', ['k'])
merged('merge_first_explicit', "lookup('k', Array, 'first')", 'k: [n]\n', 'k: [c]\n', ['k --merge first'])
merged('merge_unique_arrays', "lookup('k', Array, 'unique')", 'k: [a, b]\n', 'k: [b, c]\n', ['k --merge unique'])
merged('merge_unique_scalars', "lookup('k', Array, 'unique')", 'k: a\n', 'k: b\n', ['k --merge unique'])
merged('merge_unique_nested_flatten', "lookup('k', Array, 'unique')", 'k: [[a, b], c]\n', 'k: [c, [d]]\n',
       ['k --merge unique'])
merged('merge_unique_single', "lookup('k', Array, 'unique')", 'x: 1\n', 'k: [a, a, [b]]\n', ['k --merge unique'])
merged('merge_unique_hash_element', "lookup('k', Array, 'unique')", 'k: {a: 1}\n', 'k: [b]\n')
merged('merge_hash', "lookup('k', Hash, 'hash')", 'k: {a: n, b: n}\n', 'k: {b: c, c: c}\n', ['k --merge hash'])
merged('merge_hash_shallow', "lookup('k', Hash, 'hash')", 'k: {a: {x: n}}\n', 'k: {a: {y: c}}\n', ['k --merge hash'])
merged('merge_hash_non_hash_error', "lookup('k', Hash, 'hash')", 'k: {a: 1}\n', 'k: [b]\n', phrase='Hash')
merged('merge_deep', "lookup('k', Hash, 'deep')", 'k: {a: {x: n}, l: [1, 2]}\n', 'k: {a: {y: c}, l: [2, 3], z: 1}\n',
       ['k --merge deep'])
merged('merge_deep_scalar_conflict', "lookup('k', Hash, 'deep')", 'k: {a: {x: n}}\n', 'k: {a: {x: c}}\n',
       ['k --merge deep'])
merged('merge_deep_arrays_top', "lookup('k', Array, 'deep')", 'k: [a, b]\n', 'k: [b, c]\n', ['k --merge deep'])
merged('merge_deep_hash_over_scalar', "lookup('k', Hash, 'deep')", 'k: {a: {x: 1}}\n', 'k: {a: plain}\n',
       ['k --merge deep'])
merged('merge_deep_knockout_array', "lookup('k', Hash, {strategy => 'deep', knockout_prefix => '--'})",
       'k: {l: [--b, d]}\n', 'k: {l: [a, b, c]}\n', ['k --merge deep --knock-out-prefix=--'])
merged('merge_deep_knockout_value', "lookup('k', Hash, {strategy => 'deep', knockout_prefix => '--'})",
       'k: {a: "--"}\n', 'k: {a: old, b: kept}\n')
merged('merge_deep_knockout_whole_array', "lookup('k', Hash, {strategy => 'deep', knockout_prefix => '--'})",
       'k: {l: ["--", x]}\n', 'k: {l: [a, b]}\n')
merged('merge_deep_sort', "lookup('k', Hash, {strategy => 'deep', sort_merged_arrays => true})",
       'k: {l: [z, b]}\n', 'k: {l: [m, a]}\n', ['k --merge deep --sort-merged-arrays'])
merged('merge_deep_hash_arrays', "lookup('k', Hash, {strategy => 'deep', merge_hash_arrays => true})",
       'k: {l: [{a: 1}, {b: 2}]}\n', 'k: {l: [{a: 0, c: 3}]}\n', ['k --merge deep --merge-hash-arrays'])
merged('merge_deep_no_hash_arrays', "lookup('k', Hash, 'deep')",
       'k: {l: [{a: 1}]}\n', 'k: {l: [{a: 0}]}\n')
merged('merge_hash_nil_level', "lookup('k', Optional[Hash], 'hash')", 'k: ~\n', 'k: {a: 1}\n',
       phrase='first element of the merge has wrong type')
merged('merge_unique_nil_level', "lookup('k', Array, 'unique')", 'k: ~\n', 'k: [a]\n')
merged('merge_deep_nil_level', "lookup('k', Hash, 'deep')", 'k: ~\n', 'k: {a: 1}\n')
merged('merge_deep_nil_value_inside', "lookup('k', Hash, 'deep')", 'k: {a: ~, b: 2}\n', 'k: {a: 1, c: 3}\n')
merged('merge_deep_false_value_inside', "lookup('k', Hash, 'deep')", 'k: {a: true}\n', 'k: {a: false, c: 3}\n')
merged('merge_options_by_key', "lookup('k')", 'k: [n]\nlookup_options:\n  k:\n    merge: unique\n',
       'k: [c]\n', ['k'])
merged('merge_options_by_regex', "lookup('app::k')", 'app::k: {a: 1}\n',
       'app::k: {b: 2}\nlookup_options:\n  "^app::":\n    merge: hash\n', ['app::k'])
merged('merge_options_key_beats_regex', "lookup('app::k')", 'app::k: [n]\n',
       'app::k: [c]\nlookup_options:\n  "^app::":\n    merge: unique\n  app::k:\n    merge: first\n', ['app::k'])
merged('merge_options_deep_with_options', "lookup('k')", 'k: {l: [--a, b]}\n',
       'k: {l: [a, c]}\nlookup_options:\n  k:\n    merge:\n      strategy: deep\n      knockout_prefix: "--"\n', ['k'])
merged('merge_call_overrides_options', "lookup('k', Array, 'first')", 'k: [n]\n',
       'k: [c]\nlookup_options:\n  k:\n    merge: unique\n', ['k --merge first'])
merged('merge_options_across_levels', "lookup('k')", 'k: {a: 1}\nlookup_options:\n  k:\n    merge: hash\n',
       'k: {b: 2}\nlookup_options:\n  k:\n    merge: first\n', ['k'])
merged('merge_options_hash_merged_levels', "[lookup('k'), lookup('j')]",
       'k: [1]\nj: [1]\nlookup_options:\n  k:\n    merge: unique\n',
       'k: [2]\nj: [2]\nlookup_options:\n  j:\n    merge: unique\n', ['k', 'j'])
merged('merge_convert_to_sensitive', "lookup('k') =~ Sensitive", 'k: secret\n',
       'lookup_options:\n  k:\n    convert_to: Sensitive\n')
merged('merge_convert_to_sensitive_interpolated', "\"${lookup('k')}\"", 'k: secret\n',
       'lookup_options:\n  k:\n    convert_to: Sensitive\n')
merged('merge_convert_to_array', "lookup('k')", 'k: single\n',
       'lookup_options:\n  k:\n    convert_to: Array\n')
merged('merge_convert_to_integer', "lookup('k') + 1", 'k: "41"\n',
       'lookup_options:\n  k:\n    convert_to: Integer\n')
merged('merge_convert_to_with_args', "lookup('k')", 'k: {a: 1}\n',
       'lookup_options:\n  k:\n    convert_to: [Array, true]\n')
merged('merge_strategy_unknown', "lookup('k', Array, 'nosuch')", 'k: [1]\n', 'k: [2]\n', phrase='nosuch')
merged('merge_options_not_hash', "lookup('k')", 'k: 1\nlookup_options: [a]\n', 'k: 2\n', phrase='lookup_options')
case('merge_module_lookup_options', notify("lookup('m::k')"),
     {'common.yaml': 'm::k: [env]\n'},
     modules=mod('m', {'init.pp': 'class m { }\n'},
                 {'common.yaml': 'm::k: [mod]\nlookup_options:\n  m::k:\n    merge: unique\n'}), lookups=['m::k'])
case('merge_module_options_pattern', notify("lookup('m::list')"),
     modules=mod('m', {'init.pp': 'class m { }\n'},
                 {'common.yaml': 'm::list: [c]\nlookup_options:\n  "^m::l":\n    merge: unique\n',
                  'Debian.yaml': 'm::list: [d]\n'},
                 hiera='version: 5\nhierarchy:\n  - name: os\n    path: "%{facts.os.family}.yaml"\n'
                       '  - name: c\n    path: common.yaml\n'), lookups=['m::list'])
case('merge_env_options_beat_module', notify("lookup('m::k')"),
     {'common.yaml': 'm::k: [env]\nlookup_options:\n  m::k:\n    merge: first\n'},
     modules=mod('m', {'init.pp': 'class m { }\n'},
                 {'common.yaml': 'm::k: [mod]\nlookup_options:\n  m::k:\n    merge: unique\n'}), lookups=['m::k'])
case('merge_module_options_foreign_key', notify("lookup('m::k')"), {},
     modules=mod('m', {'init.pp': 'class m { }\n'},
                 {'common.yaml': 'm::k: [mod]\nlookup_options:\n  other::k:\n    merge: unique\n'}),
     phrase='must start with module name')
case('merge_deep_across_layers', notify("lookup('m::cfg', Hash, 'deep')"),
     {'common.yaml': 'm::cfg: {a: {env: 1}, list: [e]}\n'},
     modules=mod('m', {'init.pp': 'class m { }\n'},
                 {'common.yaml': 'm::cfg: {a: {mod: 1}, list: [m], only_mod: true}\n'}),
     global_={'hiera.yaml': 'version: 5\n', 'data/common.yaml': 'm::cfg: {a: {glob: 1}}\n'},
     lookups=['m::cfg --merge deep'])
case('merge_hash_across_layers_order', notify("lookup('m::cfg', Hash, 'hash')"),
     {'common.yaml': 'm::cfg: {b: env, c: env}\n'},
     modules=mod('m', {'init.pp': 'class m { }\n'}, {'common.yaml': 'm::cfg: {a: mod, b: mod}\n'}),
     lookups=['m::cfg --merge hash'])
case('merge_apl_with_lookup_options', "include m\n",
     {'common.yaml': 'm::list: [env]\nlookup_options:\n  m::list:\n    merge: unique\n'},
     modules=mod('m', {'init.pp': "class m(Array $list) { notify { \"${list}\": } }\n"},
                 {'common.yaml': 'm::list: [mod]\n'}))

# -- automatic parameter lookup (the spec's undef table, with data) ---------------------------
APL_DATA = {'common.yaml': 't::p: 30\n'}


def apl(name, params, declare, data=APL_DATA, **kw):
    site = "class t(%s) { notify { \"p=${p}\": } }\n%s\n" % (params, declare)
    case(name, site, data, **kw)


apl('apl_default_lookup_missing', 'Optional[Integer] $p = 10', 'include t')
apl('apl_default_lookup_given', 'Optional[Integer] $p = 10', "class { 't': p => 20 }")
apl('apl_default_lookup_given_undef', 'Optional[Integer] $p = 10', "class { 't': p => undef }")
apl('apl_default_nolookup_missing', 'Optional[Integer] $p = 10', 'include t', {})
apl('apl_default_nolookup_given_undef', 'Optional[Integer] $p = 10', "class { 't': p => undef }", {})
apl('apl_undefdefault_lookup_missing', 'Optional[Integer] $p = undef', 'include t')
apl('apl_undefdefault_lookup_given', 'Optional[Integer] $p = undef', "class { 't': p => 20 }")
apl('apl_undefdefault_lookup_given_undef', 'Optional[Integer] $p = undef', "class { 't': p => undef }")
apl('apl_undefdefault_nolookup_given_undef', 'Optional[Integer] $p = undef', "class { 't': p => undef }", {})
apl('apl_nodefault_lookup_missing', 'Optional[Integer] $p', 'include t')
apl('apl_nodefault_lookup_given', 'Optional[Integer] $p', "class { 't': p => 20 }")
apl('apl_nodefault_lookup_given_undef', 'Optional[Integer] $p', "class { 't': p => undef }")
apl('apl_nodefault_nolookup_missing', 'Optional[Integer] $p', 'include t', {}, phrase="expects a value for parameter 'p'")
apl('apl_nodefault_nolookup_given_undef', 'Optional[Integer] $p', "class { 't': p => undef }", {})
apl('apl_found_nil_uses_default', 'Optional[Integer] $p = 10', 'include t', {'common.yaml': 't::p: ~\n'})
apl('apl_found_nil_no_default', 'Optional[Integer] $p', 'include t', {'common.yaml': 't::p: ~\n'})
apl('apl_found_false', 'Variant[Boolean, Integer] $p = 10', 'include t', {'common.yaml': 't::p: false\n'})
apl('apl_found_empty_string', 'String $p = "dflt"', 'include t', {'common.yaml': "t::p: ''\n"})
apl('apl_type_mismatch', 'Integer $p = 10', 'include t', {'common.yaml': 't::p: not a number\n'},
    phrase="parameter 'p' expects")
apl('apl_string_from_data', 'String $p', 'include t', {'common.yaml': 't::p: "%{facts.os.family}"\n'})
apl('apl_hash_param', 'Hash $p', 'include t', {'common.yaml': 't::p: {a: 1}\n'})
apl('apl_interpolated_alias', 'Array $p', 'include t', {'common.yaml': 't::p: "%{alias(\'list\')}"\nlist: [x, y]\n'})
apl('apl_sensitive_convert_to', 'Sensitive[String] $p', "include t\nnotify { 'sens': message => $t::p }",
    {'common.yaml': 't::p: hush\nlookup_options:\n  t::p:\n    convert_to: Sensitive\n'})
apl('apl_sensitive_unwrapped_type_error', 'String $p', 'include t',
    {'common.yaml': 't::p: hush\nlookup_options:\n  t::p:\n    convert_to: Sensitive\n'},
    phrase="parameter 'p' expects")
apl('apl_require_include', 'Integer $p = 1', 'require t')
case('apl_nested_class_name', "include app::web\n", {'common.yaml': 'app::web::port: 8080\n'},
     modules=mod('app', {'web.pp': "class app::web(Integer $port = 80) { notify { \"port ${port}\": } }\n"}))
case('apl_inherits', "include app::child\n",
     {'common.yaml': 'app::base::x: base data\napp::child::y: child data\n'},
     modules=mod('app', {'base.pp': "class app::base(String $x = 'bx') { notify { \"x ${x}\": } }\n",
                         'child.pp': "class app::child(String $y = 'cy') inherits app::base { notify { \"y ${y}\": } }\n"}))
case('apl_module_data_default', "include svc\n",
     modules=mod('svc', {'init.pp': "class svc(String $ensure = 'stopped', Boolean $enable = false) { notify { \"${ensure} ${enable}\": } }\n"},
                 {'common.yaml': 'svc::ensure: running\n', 'Debian.yaml': 'svc::enable: true\n'},
                 hiera='version: 5\nhierarchy:\n  - name: os\n    path: "%{facts.os.family}.yaml"\n  - name: common\n    path: common.yaml\n'))
case('apl_per_node_override', "include svc\n",
     {'nodes/%s.yaml' % NODE: 'svc::ensure: stopped\n'},
     modules=mod('svc', {'init.pp': "class svc(String $ensure = 'x') { notify { \"ensure ${ensure}\": } }\n"},
                 {'common.yaml': 'svc::ensure: running\n'}))
case('apl_hiera_include_roles', "hiera_include('classes')\n",
     {'common.yaml': 'classes: [role::web]\nrole::web::port: 443\n'},
     modules=mod('role', {'web.pp': "class role::web(Integer $port = 80) { notify { \"web ${port}\": } }\n"}))
case('apl_lookup_include', "lookup('classes', Array[String], 'unique').include\n",
     {'common.yaml': 'classes: [a]\n', 'nodes/%s.yaml' % NODE: 'classes: [b]\n'},
     modules={**mod('a', {'init.pp': "class a { notify { 'a': } }\n"}),
              **mod('b', {'init.pp': "class b { notify { 'b': } }\n"})})
case('apl_node_scope_variable_in_path', "node default { $tier = 'gold'\n include t }\n"
     "class t(String $p = 'dflt') { notify { \"p=${p}\": } }\n",
     {'tier/gold.yaml': 't::p: node scope tier\n', 'common.yaml': 't::p: common\n'},
     H + '  - name: t\n    path: "tier/%{tier}.yaml"\n  - name: c\n    path: common.yaml\n')
case('apl_class_scope_variable_not_seen', "class outer { $tier = 'gold'\n include t }\ninclude outer\n"
     "class t(String $p = 'dflt') { notify { \"p=${p}\": } }\n",
     {'tier/gold.yaml': 't::p: outer scope tier\n', 'common.yaml': 't::p: common\n'},
     H + '  - name: t\n    path: "tier/%{tier}.yaml"\n  - name: c\n    path: common.yaml\n')
case('lookup_node_scope_variable_in_path', "node default { $tier = 'gold'\n notify { 'v': message => lookup('k') } }\n",
     {'tier/gold.yaml': 'k: node scope lookup\n', 'common.yaml': 'k: common\n'},
     H + '  - name: t\n    path: "tier/%{tier}.yaml"\n  - name: c\n    path: common.yaml\n')
case('apl_define_not_bound', "define d(String $p = 'dflt') { notify { \"d ${p}\": } }\nd { 'x': }\n",
     {'common.yaml': 'd::p: never\n'})

# -- functions -----------------------------------------------------------------------------------
F = {'common.yaml': "k: value\nn: 5\nh: {a: {b: deep}, l: [x, y]}\nl: [1, 2]\n"}


def fn(name, expr, data=F, **kw):
    case(name, notify(expr), data, **kw)


fn('fn_lookup_name', "lookup('k')")
fn('fn_lookup_names_array', "lookup(['absent', 'k'])")
fn('fn_lookup_type_ok', "lookup('n', Integer)")
fn('fn_lookup_type_mismatch', "lookup('k', Integer)", phrase='expects an Integer value')
fn('fn_lookup_default', "lookup('absent', String, 'first', 'dflt')")
fn('fn_lookup_undef_default', "lookup('absent', undef, undef, undef) =~ Undef")
fn('fn_lookup_default_type_mismatch', "lookup('absent', Integer, undef, 'x')", phrase='Default value')
fn('fn_lookup_block', "lookup('absent') |$key| { \"no ${key}\" }")
fn('fn_lookup_block_not_called', "lookup('k') |$key| { 'not used' }")
fn('fn_lookup_options_hash', "lookup('absent', {default_value => 'from options'})")
fn('fn_lookup_options_hash_merge', "lookup('l', {merge => 'unique', value_type => Array})")
fn('fn_lookup_options_with_name', "lookup({name => 'k', default_value => 'd'})")
fn('fn_lookup_override', "lookup('k', {override => {'k' => 'overridden'}})")
fn('fn_lookup_default_values_hash', "lookup('absent', {default_values_hash => {'absent' => 'dvh'}})")
fn('fn_lookup_not_found', "lookup('absent')", phrase="did not find a value for the name 'absent'")
fn('fn_lookup_not_found_many', "lookup(['a1', 'a2'])", phrase='did not find a value for any of the names')
fn('fn_lookup_dotted', "lookup('h.a.b')", lookups=['h.a.b'])
fn('fn_lookup_dotted_index', "lookup('h.l.1')", lookups=['h.l.1'])
fn('fn_lookup_dotted_missing_default', "lookup('h.nope', undef, undef, 'dd')")
fn('fn_lookup_dotted_on_string', "lookup('k.x')", phrase='type mismatch')
fn('fn_lookup_lookup_options_key', "lookup('lookup_options', undef, undef, 'invalid')")
fn('fn_hiera', "hiera('k')")
fn('fn_hiera_default', "hiera('absent', 'hd')")
fn('fn_hiera_not_found', "hiera('absent')", phrase="absent")
fn('fn_hiera_array', "hiera_array('l')", {'common.yaml': 'l: [1, 2]\n', 'nodes/%s.yaml' % NODE: 'l: [3, 1]\n'})
fn('fn_hiera_hash', "hiera_hash('h')", {'common.yaml': 'h: {a: 1, b: 1}\n', 'nodes/%s.yaml' % NODE: 'h: {b: 2}\n'})
fn('fn_hiera_hash_not_hash', "hiera_hash('k')", {'common.yaml': 'k: [1]\n', 'nodes/%s.yaml' % NODE: 'k: [2]\n'},
   phrase='Hash')
fn('fn_hiera_array_default', "hiera_array('absent', ['d'])")
fn('fn_hiera_include_missing', "hiera_include('absent')", phrase='absent')
fn('fn_lookup_in_class_param_default', "'unused'",
   {'common.yaml': 'k: from default expr\n'})
CASES['fn_lookup_in_class_param_default']['tree']['production/manifests/site.pp'] = \
    "class c(String $p = lookup('k')) { notify { $p: } }\ninclude c\n"
fn('fn_lookup_merge_hash_options', "lookup('h', Hash, {strategy => 'hash'})",
   {'common.yaml': 'h: {a: 1}\n', 'nodes/%s.yaml' % NODE: 'h: {b: 2}\n'})
fn('fn_lookup_bad_merge_type', "lookup('k', String, 5)", phrase='merge')
fn('fn_lookup_variant_type', "lookup('n', Variant[String, Integer])")
fn('fn_lookup_unicode', "lookup('u')", {'common.yaml': 'u: "h\\u00e9llo \\u2713"\n'})

# -- errors ----------------------------------------------------------------------------------------
E = notify("lookup('k')")
case('err_malformed_yaml', E, {'common.yaml': 'k: [unclosed\n'}, phrase='common.yaml')
case('err_malformed_json', E, {'common.json': '{"k": }\n'},
     H + '  - name: j\n    data_hash: json_data\n    path: common.json\n', phrase='common.json')
case('err_data_not_hash', E, {'common.yaml': '- a\n- b\n'}, phrase='did not find')
case('err_bad_version', E, {'common.yaml': 'k: v\n'}, 'version: 6\n', phrase='version')
case('err_unknown_config_key', E, {'common.yaml': 'k: v\n'}, 'version: 5\nfoo: bar\n', phrase='foo')
case('err_duplicate_level_name', E, {'common.yaml': 'k: v\n'},
     H + '  - name: c\n    path: common.yaml\n  - name: c\n    path: other.yaml\n', phrase="'c'")
case('err_two_location_keys', E, {'common.yaml': 'k: v\n'},
     H + '  - name: c\n    path: common.yaml\n    paths: [a.yaml]\n', phrase='Only one of')
case('err_two_functions', E, {'common.yaml': 'k: v\n'},
     H + '  - name: c\n    path: common.yaml\n    data_hash: yaml_data\n    lookup_key: eyaml_lookup_key\n',
     phrase='Only one of')
case('err_default_hierarchy_in_env', E, {'common.yaml': 'k: v\n'},
     'version: 5\ndefault_hierarchy:\n  - name: d\n    path: common.yaml\n', phrase='default_hierarchy')
case('err_unknown_data_hash', E, {'common.yaml': 'k: v\n'},
     H + '  - name: c\n    path: common.yaml\n    data_hash: nosuch_data\n', phrase='nosuch_data')
case('err_missing_datadir_is_fine', notify("lookup('k', undef, undef, 'no datadir')"), {},
     H + '  - name: c\n    datadir: does-not-exist\n    path: common.yaml\n')
case('err_hierarchy_not_array', E, {'common.yaml': 'k: v\n'}, 'version: 5\nhierarchy: common.yaml\n',
     phrase='hierarchy')
case('err_level_without_name', E, {'common.yaml': 'k: v\n'}, H + '  - path: common.yaml\n', phrase='name')
case('err_reserved_option', E, {'common.yaml': 'k: v\n'},
     H + '  - name: c\n    path: common.yaml\n    options:\n      path: x\n', phrase='reserved')
case('err_malformed_hiera_yaml', E, {'common.yaml': 'k: v\n'}, 'version: 5\nhierarchy: [\n', phrase='hiera.yaml')
case('err_yaml_tab_indent', E, {'common.yaml': 'k:\n\t- a\n'}, phrase='common.yaml')
case('err_v3_in_module_ignored', "include m\n",
     modules=mod('m', {'init.pp': "class m(String $p = 'dflt') { notify { $p: } }\n"},
                 {'common.yaml': 'm::p: v3 module\n'}, hiera=':backends: [yaml]\n'))
case('err_duplicate_yaml_key', E, {'common.yaml': 'k: first\nk: second\n'}, lookups=['k'])
case('err_yaml_anchor_alias', notify("lookup('b')"), {'common.yaml': 'a: &x [1, 2]\nb: *x\n'}, lookups=['b'])
case('err_yaml_date_value', E, {'common.yaml': 'k: 2024-01-31\n'}, lookups=['k'], phrase='Date')

# eyaml: keys and encrypted data made by the real hiera-eyaml (tools/regen_hiera.py), kept
# beside the environment; paths relative to the working directory, as hiera-eyaml reads them.
EYAML_DIR = 'tests/conformance/hiera/eyaml_lookup_key'
case('eyaml_lookup_key', notify("lookup('db::password')") + notify("lookup('db::user')", 'u')
     + notify("lookup('db::dsn')", 'd'),
     hiera=H + '  - name: secrets\n    lookup_key: eyaml_lookup_key\n    datadir: ../eyaml\n'
             '    path: secrets.eyaml\n    options:\n'
             '      pkcs7_private_key: %s/keys/private_key.pkcs7.pem\n'
             '      pkcs7_public_key: %s/keys/public_key.pkcs7.pem\n' % (EYAML_DIR, EYAML_DIR),
     lookups=['db::password', 'db::dsn'])
EYAML_PLAIN = {'db::password': 's3cret pass', 'db::dsn_password': 'inner'}


# -- a manifests/ directory: its files, sorted, are one main manifest evaluated in order --
case('env_manifests_directory_order',
     "$x = 'site'\n" + notify('"z=[${z}]"', 'mid'),
     files={'manifests/a.pp': notify('"x=[${x}] z=[${z}]"', 'early') + "include later\n",
            'manifests/z.pp': "$z = 'zed'\n" + notify('"x=[${x}] z=[${z}]"', 'late')
            + "class later { notify { 'in class': message => \"z=[${z}] x=[${x}]\" } }\n"})

# -- backends written in the Puppet language (data_hash / lookup_key / data_dig functions) --
def fn(name, text):
    """A module function file: {'mymod': {'functions/NAME.pp': text}}."""
    module, _, base = name.partition('::')
    return {'functions/%s.pp' % base.replace('::', '/'): text}


BASENAME = "$options['path'].split('/')[-1]"
HASH_FN = fn('mymod::hashdata', """function mymod::hashdata(Hash $options, Puppet::LookupContext $context) {
  $where = $options['path'] ? { undef => $options['uri'], default => %s }
  $context.explain || { "hashdata at ${where}" }
  $h = { 'where' => $where, 'extra' => $options['extra'], 'env' => "${context.environment_name}",
         'mod' => String($context.module_name), 'host' => '%%{facts.hostname}',
         'nested' => { 'list' => ['%%{facts.os.family}', 2] } }
  $h
}
""" % BASENAME)
case('backend_data_hash_path', notify("lookup('where')") + notify("lookup('extra')", 'x') + notify("lookup('env')", 'e')
     + notify("lookup('mod')", 'm') + notify("lookup('host')", 'h') + notify("lookup('nested')", 'n'),
     {'common.yaml': 'unused: true\n'},
     H + '  - name: custom\n    data_hash: mymod::hashdata\n    path: common.yaml\n    options:\n      extra: 42\n',
     modules={'mymod': HASH_FN}, lookups=['where', 'host', 'nested', 'nested.list.0'])
case('backend_data_hash_path_missing', notify("lookup('where', undef, undef, 'not called')"),
     {'common.yaml': 'unused: true\n'},
     H + '  - name: custom\n    data_hash: mymod::hashdata\n    paths: [absent.yaml, nope.yaml]\n',
     modules={'mymod': HASH_FN}, lookups=['where'])
case('backend_data_hash_uri', notify("lookup('where')"), {},
     H + '  - name: custom\n    data_hash: mymod::hashdata\n    uri: "http://%{facts.hostname}.example.com/data"\n',
     modules={'mymod': HASH_FN}, lookups=['where'])
case('backend_data_hash_uris_merge', notify("lookup('where', Array, 'unique')") + notify("lookup('where')", 'first'), {},
     H + '  - name: custom\n    data_hash: mymod::hashdata\n    uris: ["ldap://one/%{facts.os.family}", "ldap://two"]\n',
     modules={'mymod': HASH_FN}, lookups=['where', 'where --merge unique'])
case('backend_data_hash_no_location', notify("lookup('where', undef, undef, 'none')") + notify("lookup('extra')", 'x'), {},
     H + '  - name: custom\n    data_hash: mymod::hashdata\n    options:\n      extra: [a, b]\n',
     modules={'mymod': HASH_FN}, lookups=['extra'])
case('backend_data_hash_defaults', notify("lookup('where')") + notify("lookup('k')", 'k'),
     {'common.yaml': 'k: from yaml\n'},
     'version: 5\ndefaults:\n  data_hash: mymod::hashdata\n  datadir: data\nhierarchy:\n'
     '  - name: custom\n    path: common.yaml\n  - name: yaml\n    data_hash: yaml_data\n    path: common.yaml\n',
     modules={'mymod': HASH_FN}, lookups=['k', 'where'])
case('backend_data_hash_lookup_options', notify("lookup('tags')"),
     {'common.yaml': 'tags: [yaml]\n'},
     H + '  - name: custom\n    data_hash: mymod::opts\n  - name: yaml\n    path: common.yaml\n',
     modules={'mymod': fn('mymod::opts', """function mymod::opts(Hash $options, Puppet::LookupContext $context) {
  $h = { 'lookup_options' => { 'tags' => { 'merge' => 'unique' } }, 'tags' => ['custom'] }
  $h
}
""")}, lookups=['tags'])
LK_FN = fn('mymod::lk', """function mymod::lk(Variant[String, Numeric] $key, Hash $options, Puppet::LookupContext $context) {
  $n = $context.cached_value('calls').then |$c| { $c + 1 }.lest || { 1 }
  $context.cache('calls', $n)
  $context.explain || { "lk ${key} call ${n}" }
  $where = $options['uri'] ? { undef => $options['path'] ? { undef => 'nowhere', default => %s }, default => $options['uri'] }
  case $key {
    /^(a|b)$/: { "${key} from ${where} (call ${n})" }
    'raw': { '%%{facts.hostname}' }
    'interpolated': { $context.interpolate('%%{facts.hostname} and %%{lookup(\\'a\\')}') }
    'opt': { $options['flag'] }
    default: { $context.not_found() }
  }
}
""" % BASENAME)
case('backend_lookup_key_cached_calls', notify("lookup('a')") + notify("lookup('b')", 'b') + notify("lookup('a')", 'a2')
     + notify("lookup('missing', undef, undef, 'absent')", 'm') + notify("lookup('b')", 'b2'), {},
     H + '  - name: lk\n    lookup_key: mymod::lk\n    uri: "db://%{facts.hostname}"\n',
     modules={'mymod': LK_FN}, lookups=['a', 'missing'])
case('backend_lookup_key_interpolation', notify("lookup('raw')") + notify("lookup('interpolated')", 'i'), {},
     H + '  - name: lk\n    lookup_key: mymod::lk\n    uri: "db://x"\n',
     modules={'mymod': LK_FN}, lookups=['raw', 'interpolated'])
case('backend_lookup_key_paths', notify("lookup('a')") + notify("lookup('opt')", 'o'), {'b.yaml': '{}\n', 'c.yaml': '{}\n'},
     H + '  - name: lk\n    lookup_key: mymod::lk\n    paths: [a.yaml, b.yaml, c.yaml]\n    options:\n      flag: on\n',
     modules={'mymod': LK_FN}, lookups=['a', 'opt'])
case('backend_lookup_key_no_location', notify("lookup('a')") + notify("lookup('zz', undef, undef, 'dflt')", 'z'),
     {'common.yaml': 'zz: yaml\n'},
     H + '  - name: lk\n    lookup_key: mymod::lk\n  - name: yaml\n    path: common.yaml\n',
     modules={'mymod': LK_FN}, lookups=['a', 'zz'])
case('backend_lookup_key_cache_all', notify("lookup('k1')") + notify("lookup('k2')", 'k2') + notify("lookup('k3', undef, undef, 'no')", 'k3'), {},
     H + '  - name: lk\n    lookup_key: mymod::all\n',
     modules={'mymod': fn('mymod::all', """function mymod::all(String $key, Hash $options, Puppet::LookupContext $context) {
  unless $context.cache_has_key('k1') {
    $context.cache_all({ 'k1' => 'one', 'k2' => 'two' })
  }
  $seen = $context.cached_entries.map |$pair| { $pair[0] }
  $context.cached_entries |$k, $v| { $context.explain || { "entry ${k}" } }
  if $context.cache_has_key($key) { "${context.cached_value($key)} of ${seen}" } else { $context.not_found }
}
""")}, lookups=['k2'])
case('backend_data_dig', notify("lookup('app.port')") + notify("lookup('app')", 'whole') + notify("lookup('list.1')", 'l')
     + notify("lookup('app.nope', undef, undef, 'none')", 'n'), {},
     H + '  - name: dig\n    data_dig: mymod::dig\n',
     modules={'mymod': fn('mymod::dig', """function mymod::dig(Array[Variant[String, Numeric]] $segments, Hash $options, Puppet::LookupContext $context) {
  $data = { 'app' => { 'port' => 8080, 'name' => 'web' }, 'list' => ['x', 'y'] }
  $context.explain || { "dig ${segments}" }
  $found = $data.dig(*$segments)
  if $found == undef { $context.not_found } else { "${found} via ${segments}" }
}
""")}, lookups=['app.port', 'app'])
case('backend_module_layer', "include mymod\n",
     modules={'mymod': dict(HASH_FN, **{
         'manifests/init.pp': "class mymod(String $where, String $mod, $other = 'dflt') { notify { \"${where} ${mod} ${other}\": } }\n",
         'hiera.yaml': 'version: 5\nhierarchy:\n  - name: custom\n    data_hash: mymod::modhash\n',
         'functions/modhash.pp': """function mymod::modhash(Hash $options, Puppet::LookupContext $context) {
  $h = { 'mymod::where' => 'module fn', 'mymod::mod' => String($context.module_name), 'other' => 'dropped' }
  $h
}
"""})}, lookups=['mymod::where', 'mymod::mod'])
case('backend_merge_with_yaml', notify("lookup('cfg', Hash, 'deep')"),
     {'common.yaml': 'cfg:\n  a: yaml\n  nested: {y: 1}\n'},
     H + '  - name: custom\n    data_hash: mymod::cfg\n  - name: yaml\n    path: common.yaml\n',
     modules={'mymod': fn('mymod::cfg', """function mymod::cfg(Hash $options, Puppet::LookupContext $context) {
  $h = { 'cfg' => { 'b' => 'custom', 'nested' => { 'x' => 2 } } }
  $h
}
""")}, lookups=['cfg --merge deep', 'cfg'])
case('backend_apl_class_parameter', "class web(String $port, String $user = 'www') { notify { \"${port} ${user}\": } }\ninclude web\n", {},
     H + '  - name: lk\n    lookup_key: mymod::web\n',
     modules={'mymod': fn('mymod::web', """function mymod::web(String $key, Hash $options, Puppet::LookupContext $context) {
  if $key == 'web::port' { '8080' } else { $context.not_found }
}
""")}, lookups=['web::port'])
# Puppet 7.23 finds no environment:: function for Hiera (nor for a manifest's call).
case('err_backend_environment_function', notify("lookup('k')"), {},
     H + '  - name: envfn\n    data_hash: environment::data\n',
     files={'functions/data.pp': """function environment::data(Hash $options, Puppet::LookupContext $context) {
  $h = { 'k' => "env function in ${context.environment_name}" }
  $h
}
"""}, phrase="Unable to find 'data_hash' function named 'environment::data'")
case('backend_typed_signature', notify("lookup('k')") + notify("lookup('n')", 'n'), {},
     H + '  - name: typed\n    lookup_key: mymod::typed\n',
     modules={'mymod': fn('mymod::typed', """function mymod::typed(Puppet::LookupKey $key, Hash[String, Any] $options,
                          Puppet::LookupContext $context) >> Puppet::LookupValue {
  case $key { 'k': { "typed ${key}" } 'n': { [1, { 'a' => 2 }] } default: { $context.not_found } }
}
""")}, lookups=['k', 'n'])
case('backend_global_layer', notify("lookup('where')") + notify("lookup('mod')", 'm'), {},
     modules={'mymod': HASH_FN},
     global_={'hiera.yaml': 'version: 5\nhierarchy:\n  - name: global fn\n    data_hash: mymod::hashdata\n'
                            '    uri: "global://%{trusted.certname}"\n'}, lookups=['where'])
case('backend_glob_and_mapped_paths', notify("lookup('where', Array, 'unique')") + notify("lookup('m::k', Array, 'unique')", 'm'),
     {'conf.d/a.yaml': '{}\n', 'conf.d/b.yaml': '{}\n', 'disks/sda.yaml': '{}\n', 'disks/sdb.yaml': '{}\n'},
     H + '  - name: globbed\n    data_hash: mymod::hashdata\n    glob: "conf.d/*.yaml"\n'
         '  - name: mapped\n    lookup_key: mymod::lk\n    mapped_paths: [disks, d, "disks/%{d}.yaml"]\n',
     modules={'mymod': dict(HASH_FN, **fn('mymod::lk', """function mymod::lk($key, Hash $options, Puppet::LookupContext $context) {
  if $key == 'm::k' { [$options['path'].split('/')[-1]] } else { $context.not_found }
}
"""))}, lookups=['where --merge unique', 'm::k --merge unique'])
case('backend_module_default_hierarchy', "include mymod\n",
     modules={'mymod': dict(HASH_FN, **{
         'manifests/init.pp': "class mymod(String $where = 'param default') { notify { $where: } }\n",
         'hiera.yaml': 'version: 5\nhierarchy: []\ndefault_hierarchy:\n  - name: defaults fn\n    data_hash: mymod::defaults\n',
         'functions/defaults.pp': """function mymod::defaults(Hash $options, Puppet::LookupContext $context) {
  $h = { 'mymod::where' => "default hierarchy in ${context.module_name}" }
  $h
}
"""})}, lookups=['mymod::where'])
case('err_backend_unknown_function', E, {}, H + '  - name: custom\n    data_hash: mymod::nope\n',
     modules={'mymod': HASH_FN}, phrase="Unable to find 'data_hash' function named 'mymod::nope'")
# No module 'mymod' at all: Puppet fails with an internal error (nil's load_typed).
case('err_backend_module_missing', E, {}, H + '  - name: custom\n    data_hash: mymod::nope\n')
case('err_backend_not_a_hash', E, {}, H + '  - name: custom\n    data_hash: mymod::bad\n',
     modules={'mymod': fn('mymod::bad', "function mymod::bad(Hash $options, Puppet::LookupContext $context) { [1, 2] }\n")},
     phrase="has wrong type, expects a Hash value, got Tuple")
case('err_backend_parameter_type', E, {}, H + '  - name: custom\n    data_hash: mymod::bad\n',
     modules={'mymod': fn('mymod::bad', "function mymod::bad(String $options, Puppet::LookupContext $context) { {} }\n")},
     phrase="'mymod::bad' parameter 'options' expects a String value, got Hash")
case('err_backend_fails', E, {}, H + '  - name: custom\n    lookup_key: mymod::bad\n    uri: "db://x"\n',
     modules={'mymod': fn('mymod::bad', "function mymod::bad($key, Hash $options, Puppet::LookupContext $context) {\n  fail(\"backend down: ${options['uri']}\")\n}\n")},
     phrase="backend down: db://x")

# Backends written in Ruby: lazygraph runs them with --ruby (the Ruby helper makes the
# Puppet::LookupContext; interpolation comes back to lazygraph).
RB_LK = """Puppet::Functions.create_function(:'mymod::rb') do
  dispatch :lk do
    param 'Variant[String,Numeric]', :key
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def lk(key, options, context)
    n = (context.cached_value('calls') || 0) + 1
    context.cache('calls', n)
    context.explain { "rb #{key} at #{options['uri']} call #{n}" }
    case key
    when 'a' then "ruby #{options['uri']} call #{n} flag #{options['flag']} env #{context.environment_name} mod #{context.module_name.inspect}"
    when 'b' then context.interpolate("%{facts.hostname} via %{lookup('plain')}")
    when 'c' then options['uri'] == 'kv://two' ? 'c from two' : context.not_found
    when 'boom' then raise Puppet::Error, "backend down at #{options['uri']}"
    else context.not_found
    end
  end
end
"""
RB_HASH = """Puppet::Functions.create_function(:'mymod::rbhash') do
  dispatch :dh do
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def dh(options, context)
    { 'h' => '%{facts.hostname} from hash', 'n' => [1, 2], 'where' => File.basename(options['path'].to_s) }
  end
end
"""
RB_HIERA = (H + '  - name: ruby lk\n    lookup_key: mymod::rb\n    uris: ["kv://one", "kv://two"]\n'
            '    options:\n      flag: true\n  - name: ruby hash\n    data_hash: mymod::rbhash\n    path: common.yaml\n'
            '  - name: yaml\n    path: common.yaml\n')
RB_MODULE = {'mymod': {'lib/puppet/functions/mymod/rb.rb': RB_LK, 'lib/puppet/functions/mymod/rbhash.rb': RB_HASH}}
case('backend_ruby_lookup_key', notify("lookup('a')") + notify("lookup('b')", 'b') + notify("lookup('c')", 'c')
     + notify("lookup('a')", 'a2') + notify("lookup('d', undef, undef, 'dflt')", 'd'),
     {'common.yaml': 'plain: yaml\n'}, RB_HIERA, modules=RB_MODULE, ruby=True,
     lookups=['a', 'b', 'c', 'd'])
case('backend_ruby_data_hash', notify("lookup('h')") + notify("lookup('n')", 'n') + notify("lookup('where')", 'w'),
     {'common.yaml': 'plain: yaml\n'}, RB_HIERA, modules=RB_MODULE, ruby=True, lookups=['h', 'n'])
case('err_backend_ruby_raises', notify("lookup('boom')"), {'common.yaml': 'plain: yaml\n'}, RB_HIERA,
     modules=RB_MODULE, ruby=True, phrase='backend down at kv://one')


def write():
    if os.path.isdir(DIR):
        for name in os.listdir(DIR):
            path = os.path.join(DIR, name)
            if os.path.isdir(path) and name not in CASES:
                shutil.rmtree(path)
    for name, spec in sorted(CASES.items()):
        base = os.path.join(DIR, name)
        for sub in ('production', 'global'):
            if os.path.isdir(os.path.join(base, sub)):
                shutil.rmtree(os.path.join(base, sub))
        os.makedirs(base, exist_ok=True)
        for rel, text in spec['tree'].items():
            path = os.path.join(base, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            if '%s' in text and rel.startswith('global/') and rel.endswith('hiera.yaml'):
                text = text % os.path.join('tests', 'conformance', 'hiera', name, 'global',
                                           'hieradata')
            with open(path, 'w') as f:
                f.write(text)
        with open(os.path.join(base, 'facts.json'), 'w') as f:
            json.dump(spec['facts'], f, indent=1, sort_keys=True)
            f.write('\n')
        with open(os.path.join(base, 'case.json'), 'w') as f:
            json.dump(spec['meta'], f, indent=1)
            f.write('\n')
    print('%d cases in %s' % (len(CASES), DIR))


if __name__ == '__main__':
    write()
