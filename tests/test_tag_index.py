"""The collectors' index by tag (catalog/table.py) is built when a collector
first asks by tag, from a log of the tag changes before: it is the index that
indexing each change as it happened gives, lists in the same order."""
import lazygraph
from lazygraph.catalog.compiler import Compiler
from lazygraph.outputs.catalog_json import comparable

# Tags that grow after a resource is added (an override, tag(), a class's
# tags reaching its resources), resources added between, collectors by tag
# before and after the growth.
MANIFEST = """
class early { notify { 'e1': tag => ['x'] } tag('late') }
notify { 'a': }
notify { 'b': tag => 'x' }
include early
Notify['a'] { tag => 'x' }
notify { 'c': tag => ['x', 'y'] }
Notify <| tag == 'y' |> { message => 'y' }
define d { notify { "d-${title}": tag => 'x' } }
d { 'one': }
Notify <| title == 'b' |> { tag +> 'y' }
Notify <| tag == 'x' |> { withpath => true }
notify { 'z': tag => 'x' }
"""


def index_of(monkeypatch, eager):
    compilers = []
    init = Compiler.__init__

    def remembered(self, *args, **kwargs):
        init(self, *args, **kwargs)
        if eager:
            self.tag_index()        # every change indexed as it happens
        compilers.append(self)
    monkeypatch.setattr(Compiler, '__init__', remembered)
    catalog = comparable(lazygraph.compile(MANIFEST, node='n', facts={}).to_data())
    (compiler,) = compilers
    index = {key: [r.ref for r in resources]
             for key, resources in compiler.tag_index().items() if resources}
    return index, catalog


def test_the_index_built_late_is_the_index_built_as_tags_changed(monkeypatch):
    late, catalog = index_of(monkeypatch, eager=False)
    eager, eager_catalog = index_of(monkeypatch, eager=True)
    assert late == eager and catalog == eager_catalog
    assert len(late[('notify', 'x')]) >= 5 and 'Notify[a]' in late[('notify', 'x')]
    assert 'Notify[b]' in late[('notify', 'y')]


def test_a_compile_without_tag_collectors_never_builds_it(monkeypatch):
    compilers = []
    init = Compiler.__init__

    def remembered(self, *args, **kwargs):
        init(self, *args, **kwargs)
        compilers.append(self)
    monkeypatch.setattr(Compiler, '__init__', remembered)
    lazygraph.compile("notify { 'a': tag => 'x' }\nNotify <| title == 'a' |>\n",
                      node='n', facts={}).to_data()
    assert compilers[0].by_tag is None and compilers[0]._tag_log
