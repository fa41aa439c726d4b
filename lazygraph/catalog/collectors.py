"""Collectors: the resources a query matches, realized and overridden as they come."""
import weakref

from ..errors import EvaluationError
from ..values import types as T
from ..values.core import to_s


class Collectors:
    """A part of the Compiler (catalog/compiler.py)."""

    def collect(self, node):
        state = CollectorState(self, node, self.frame_of(node))
        node.state = weakref.ref(state)    # owned by the compiler; the state holds the node
        self.collectors.append(state)
        return None


class Collected:
    """A collector used as a relationship operand: its matches, known at finish."""

    def __init__(self, node):
        self.node = node
        self.fallback = None

    def collector_state(self):
        return self.node.state()


class CollectorState:
    def __init__(self, compiler, node, frame):
        # The compiler owns its collectors (Compiler.collectors) and, through
        # its scopes, their nodes, which hold this state: a weak way back.
        self._compiler = weakref.ref(compiler)
        self.node = node
        self.frame = frame
        self.type = node.type_name.resolve()
        if not isinstance(self.type, T.PResource) or self.type.type_name is None:
            raise EvaluationError('%s is not a resource type' % to_s(self.type),
                                  node.type_name.span)
        self.type_key = self.type.type_name.lower()
        if node.query is not None:
            node.query.prepare()
            for name in node.query.attribute_names():   # what an edit may change
                compiler.note_attribute_use(self.type_key, name)
        self.matched = []
        self.seen = set()
        self.cursor = 0
        self.rejected = []        # looked at and refused by the query: looked at again
        self.searched = False     # the store asked (exported collectors)
        self.operations = compiler.attributes(node.operations) if node.operations else {}
        for name in self.operations:      # overridden wherever it matches
            compiler.note_attribute_use(self.type_key, name)

    @property
    def compiler(self):
        return self._compiler()

    def collect(self):
        exported = self.node.exported
        if exported and self.compiler.store is None:
            # Puppet 7 without a configured store (PuppetDB) collects no exported
            # resources, not even this compile's: an agent never gets them.
            return False
        progress = False
        candidates, indexed = self.candidates()
        start = self.cursor if indexed else 0
        if indexed:
            self.cursor = len(candidates)
            # Puppet looks at every resource not collected yet, at each pass: one
            # the query refused may match now (a define instance's defaults are
            # set once it is evaluated, an override changed it)
            looked, self.rejected = self.rejected + candidates[start:], []
        else:
            looked = candidates
        for resource in looked:
            if id(resource) in self.seen or (exported and not resource.exported):
                continue
            if self.node.query is not None and not self.node.query.matches(resource):
                if indexed:
                    self.rejected.append(resource)
                continue
            self.take(resource)
            if resource.virtual:
                resource.virtual = False
                if resource.exported:
                    resource.collected = True
                progress = True
        if exported and not self.searched:
            progress = self.collect_stored() or progress
        return progress

    def take(self, resource):
        self.seen.add(id(resource))
        self.matched.append(resource)
        if self.operations:
            self.compiler.apply_override(self.node, self.frame, resource, self.operations,
                                         collector=True)

    def collect_stored(self):
        """The other nodes' exports the query matches, asked of the store once (it
        does not change during a compile), added to this collector's container."""
        self.searched = True
        query = self.node.query.store_query() if self.node.query is not None else None
        found = self.compiler.store.exports(T.capitalize_type_name(self.type_key), query,
                                            exclude=self.compiler.node_name)
        added = False
        for certname, record in found:
            resource = self.compiler.add_stored(certname, record, self.frame, self.node)
            if resource is not None:
                self.take(resource)
                added = True
        return added

    def candidates(self):
        """The narrowest index list that holds every resource the query can match,
        and whether it is an index list that only grows (then a cursor applies)."""
        key = self.node.query.index_key() if self.node.query is not None else None
        compiler = self.compiler
        compiler.flush_stub_tags()
        if key is not None:
            attribute, value = key
            if attribute == 'tag':
                return compiler.tag_index().setdefault((self.type_key, value), []), True
            resource = compiler.lookup((self.type_key, value))
            return ([resource] if resource is not None else []), False
        return compiler.by_type.setdefault(self.type_key, []), True
