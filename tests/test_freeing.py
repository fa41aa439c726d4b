"""A dropped catalog is freed by reference counting, at once: its objects form
no reference cycle, so the cyclic garbage collector has nothing to find (a
full collection of a compile's half a million objects cost more than the
compile). Back references (runtime -> program and compiler, frame -> scope,
collector and footprint -> their owner, Hiera session -> runtime) are weak.

Freeing at once is a property of reference counting (CPython); on PyPy, whose
collector frees everything in its own time, what holds on both is that
nothing of a dropped compile survives a collection."""
import collections
import gc
import os
import platform

import pytest

import lazygraph
from lazygraph.data.lookup import Settings

HIERA = "---\nversion: 5\nhierarchy:\n  - name: common\n    path: common.yaml\n"

# Classes from a module, defines, resource defaults, a collector with an
# override, lambdas, a template, Hiera data bound to a class parameter.
SITE = '''
File { mode => '0644' }
define app::site(String $root) {
  file { $root: ensure => directory }
  notify { "site ${title}": message => inline_epp('<%= $root %>', { root => $root }) }
}
class base {
  $names = ['a', 'b'].map |$n| { "user-${n}" }
  $names.each |$n| { @user { $n: ensure => present, tag => ['people'] } }
  User <| tag == 'people' |> { shell => '/bin/sh' }
  app::site { 'one': root => '/srv/one' }
  app::site { 'two': root => '/srv/two' }
}
node default {
  include base
  include web
}
'''

WEB = '''
class web(Integer $port = 80) {
  file { '/etc/web.conf': content => "port=${port}\\n" }
  if $facts['os']['family'] == 'Debian' { package { 'nginx': ensure => installed } }
}
'''


@pytest.fixture
def environment(tmp_path):
    files = {'site.pp': SITE, 'modules/web/manifests/init.pp': WEB,
             'hiera.yaml': HIERA, 'data/common.yaml': 'web::port: 8080\n'}
    for relative, text in files.items():
        path = tmp_path / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return str(tmp_path)


def options(env):
    return dict(node='n1.example.com', facts={'os': {'family': 'Debian'}},
                modulepath=os.path.join(env, 'modules'), data=Settings(environment_dir=env))


reference_counting = pytest.mark.skipif(
    platform.python_implementation() != 'CPython',
    reason='freeing at once by reference counting is CPython\'s; '
           'test_nothing_of_a_dropped_compile_survives_a_collection holds everywhere')


def cyclic_garbage_after(use):
    """Objects the cyclic GC frees once what ``use`` returned is dropped."""
    gc.collect()
    enabled = gc.isenabled()
    gc.disable()       # no collection in between: all cyclic garbage is counted
    try:
        held = use()
        del held
        return gc.collect()
    finally:
        if enabled:
            gc.enable()


@reference_counting
def test_a_dropped_catalog_leaves_no_cycle(environment):
    def compiled():
        catalog = lazygraph.compile(os.path.join(environment, 'site.pp'),
                                    **options(environment))
        data = catalog.to_data()
        refs = {'%s[%s]' % (r['type'], r['title']): r for r in data['resources']}
        assert refs['File[/etc/web.conf]']['parameters']['content'] == 'port=8080\n'
        assert refs['User[user-a]']['parameters']['shell'] == '/bin/sh'
        assert refs['Notify[site two]']['parameters']['message'] == '/srv/two'
        return catalog
    compiled()          # loads what stays loaded (functions, tables)
    assert cyclic_garbage_after(compiled) == 0


@reference_counting
def test_a_dropped_lazy_catalog_leaves_no_cycle(environment):
    def one_key():
        catalog = lazygraph.load(os.path.join(environment, 'site.pp'),
                                 **options(environment))
        assert catalog['File[/srv/one]'].get('mode') == '0644'     # a cone compile
        return catalog

    def every_key():
        catalog = lazygraph.load(os.path.join(environment, 'site.pp'),
                                 **options(environment))
        assert catalog['Notify[site one]'].get('message') == '/srv/one'
        assert 'User[user-b]' in catalog.keys()                    # the whole structure
        return catalog
    one_key()
    every_key()
    assert cyclic_garbage_after(one_key) == 0
    assert cyclic_garbage_after(every_key) == 0


def lazygraph_objects():
    """Instances of lazygraph's classes the collector sees, by class, after a
    collection; not the parse cache's decoders, which belong to node classes (one
    per kind, made when a kind is first read back from the cache, which depends
    on whether the files were older than the cache index's racy window)."""
    from lazygraph.syntax import decoders
    gc.collect()
    per_kind = {id(d) for d in decoders._DECODERS.values()}
    return collections.Counter(
        type(o).__qualname__ for o in gc.get_objects()
        if str(type(o).__module__).startswith('lazygraph.') and id(o) not in per_kind)


def test_nothing_of_a_dropped_compile_survives_a_collection(environment):
    held = []

    def compile_and_get(keep=False):
        catalog = lazygraph.compile(os.path.join(environment, 'site.pp'),
                                    **options(environment))
        assert len(catalog.to_data()['resources']) > 5
        lazy = lazygraph.load(os.path.join(environment, 'site.pp'), **options(environment))
        assert lazy['Notify[site one]'].get('message') == '/srv/one'
        assert 'User[user-b]' in lazy.keys()
        if keep:
            held.append(lazy)
    compile_and_get()           # loads what stays loaded (functions, tables)
    before = lazygraph_objects()
    compile_and_get()
    assert lazygraph_objects() == before
    compile_and_get(keep=True)  # the count sees a compile that is still held
    assert lazygraph_objects() - before


def test_what_the_user_holds_keeps_working(environment):
    catalog = lazygraph.load(os.path.join(environment, 'site.pp'), **options(environment))
    keys = catalog.keys()
    gc.collect()       # nothing the catalog reaches weakly is gone
    assert catalog['Notify[site two]'].get('message') == '/srv/two'
    assert catalog['File[/etc/web.conf]'].get('content') == 'port=8080\n'
    assert catalog.keys() == keys


def test_a_resource_keeps_its_catalog(environment):
    catalog = lazygraph.load(os.path.join(environment, 'site.pp'), **options(environment))
    resource = catalog['Notify[site one]']
    del catalog
    gc.collect()
    assert resource.get('message') == '/srv/one'


def test_a_value_of_a_dropped_catalog_is_an_error_not_a_guess():
    catalog = lazygraph.load("class a { file { '/x': content => \"${facts['k']}\" } }\n"
                             "include a\n", node='n1', facts={'k': 'v'}, filename='x.pp')
    internal = catalog['File[/x]'].resource     # the compiler's, not the user's object
    del catalog
    gc.collect()
    with pytest.raises(lazygraph.errors.EvaluationError, match='dropped catalog') as info:
        internal.get('content')
    assert 'x.pp:1:' in info.value.format()


def test_the_collector_is_paused_only_where_reference_counting_frees():
    """On PyPy a paused collector would free nothing until the compile ends."""
    from lazygraph.interpreter import cyclic_gc_paused
    assert gc.isenabled()
    with cyclic_gc_paused():
        assert gc.isenabled() == (platform.python_implementation() != 'CPython')
    assert gc.isenabled()


@reference_counting
def test_what_a_compile_made_is_not_rescanned_by_young_collections(environment):
    """A compile allocates with the collector paused; when it resumes, what the
    compile made (all of it young, freed by reference counting) is moved to
    the oldest generation, so the next young collections do not scan it all."""
    gc.collect()
    catalog = lazygraph.compile(os.path.join(environment, 'site.pp'), **options(environment))
    oldest = {id(o) for o in gc.get_objects(generation=2)}
    made = [catalog.compiler, catalog.compiler.runtime, catalog.compiler.scopes]
    assert all(id(o) in oldest for o in made)
    assert len(catalog.to_data()['resources']) > 5


@reference_counting
def test_objects_someone_else_froze_stay_frozen(environment):
    gc.collect()
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        lazygraph.compile(os.path.join(environment, 'site.pp'), **options(environment))
        assert gc.get_freeze_count() == frozen      # not handed back to the collector
    finally:
        gc.unfreeze()
