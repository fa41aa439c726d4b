"""The resource table: resources by key, type and tag, in the order added; top-level
statements left unparsed (syntax/statements.py) stand in as stubs until a resource is needed."""
from ..errors import EvaluationError
from ..nodes.scope import Context
from ..values import types as T
from ..types import builtin_type
from .resource import CORE_TYPES, Resource, attribute_names, resource_key
from .uniqueness import ALIASED_KINDS, needs_early_parse, register_aliases, title_alias
from .classes import SkippedClass
from .helpers import ClassScope, _at


class ResourceTable:
    """A part of the Compiler (catalog/compiler.py)."""

    def add(self, resource):
        key = resource.key
        existing = self.index.get(key)
        if existing is None and self.stubs:
            existing = self.stub_resource(key)
        if existing is not None:
            raise EvaluationError('Duplicate declaration: %s is already declared%s; cannot '
                                  'redeclare' % (resource.ref, _at(existing)), resource.span)
        resource.order = len(self._resources)
        self._resources.append(resource)
        self.index[key] = resource
        self.by_type.setdefault(key[0], []).append(resource)
        if resource.tags is None:
            self.untagged.append(resource)      # a skimmed resource: tags when needed
        else:
            if self.untagged:
                self.flush_stub_tags()          # keep the tag index in resource order
            self.index_tags(resource)
        if resource.kind in ALIASED_KINDS:
            register_aliases(self, resource)
        if resource.type != 'Class' and resource.get('stage') is not None:
            self.problem(EvaluationError("Only classes can set 'stage'; normal resources like %s "
                                         "cannot change run stage" % resource.ref, resource.span),
                         (resource.ref, 'stage'))
        return resource

    def index_tags(self, resource):
        """Called again when a resource's tags grow (tag(), a tag override).

        The resource keeps the tags list it was last indexed with (a new list
        each time its tags are computed), not a set of its own: in a chain of
        classes the tags are quadratic, and a set per resource doubled them.
        Until a collector asks by tag (tag_index), the changes are only logged:
        most compiles never ask, and indexing every tag of every resource was
        a fiftieth of a compile."""
        tags = resource.tags
        indexed = resource._indexed_tags
        if indexed is tags:
            return
        resource._indexed_tags = tags
        if self.by_tag is None:
            self._tag_log.append((resource, indexed, tags))
        else:
            self._index_new_tags(resource, indexed, tags)

    def tag_index(self):
        """(type, tag) -> the resources with that tag, in the order they got it:
        the log replayed when first asked for, kept up to date after."""
        if self.by_tag is None:
            self.by_tag = {}
            log, self._tag_log = self._tag_log, []
            for resource, indexed, tags in log:
                self._index_new_tags(resource, indexed, tags)
        return self.by_tag

    def _index_new_tags(self, resource, indexed, tags):
        by_tag, type_key = self.by_tag, resource.key[0]
        if indexed:
            done = set(indexed)
            tags_to_index = [t for t in tags if t not in done]
        else:
            tags_to_index = tags
        for tag in tags_to_index:
            by_tag.setdefault((type_key, tag), []).append(resource)

    def find(self, ref):
        """The resource a reference names: by its title, else by the name its
        title gives (File['/etc/x/'] is File['/etc/x'], as Puppet's catalog
        finds it through the type's title patterns)."""
        key = resource_key(*ref)
        found = self.lookup(key)
        if found is None:
            rtype = builtin_type(key[0])
            alias = title_alias(rtype, key[1]) if rtype is not None and \
                isinstance(key[1], str) else None
            if alias is not None and alias != key:
                found = self.lookup(alias)
        return found

    def note_attribute_use(self, type_name, name, title=None):
        """Something besides the catalog reads or replaces attribute ``name``
        ('*': any) of the resource ``type_name[title]`` (no title: of any of
        that type): fleet/patch.py does not patch it."""
        if not isinstance(name, str):
            name = '*'
        if title is None:
            self.attribute_uses.add('%s.%s' % (type_name.lower(), name))
        else:
            self.attribute_uses.add('%s[%s].%s' % (type_name.lower(), title, name))

    def lookup(self, key):
        """The resource with this key (a skimmed one is created on the way), or None."""
        return self.index.get(key) or self.stub_resource(key)

    def frame_of(self, node):
        scope = node.context()
        while scope is not None:
            frame = getattr(scope, 'frame', None)
            if frame is not None:
                return frame
            # A template's code declares where the template renders: the calling
            # scope for inline_epp (its class's tags, contained in it), the top
            # scope for epp (Puppet 7.23)
            outer = getattr(scope, 'outer', None)
            scope = outer if outer is not None else scope.parent_scope() \
                if not isinstance(scope, ClassScope) else Context.parent_scope(scope)
        return self.top_frame

    def declare_stubs(self, node):
        """Top-level statements left unparsed (syntax/statements.py): each is registered by its
        key; its Resource is created when looked up (or when the whole catalog is
        needed), its statement parsed when its parameters are first needed, its tags
        when something looks at tags."""
        frame = self.frame_of(node)
        created = []
        for stub in node.stubs:
            type_key = stub.type_name
            key = (type_key, stub.title)
            rtype = builtin_type(type_key)
            alias = title_alias(rtype, stub.title) if rtype is not None and stub.title \
                else None
            if type_key not in CORE_TYPES or not stub.title or key in self.index or \
                    key in self.stubs or self.visible_defaults(frame, type_key) or \
                    alias in self.index or alias in self.stubs or \
                    needs_early_parse(rtype, node.span.source.text[stub.start:stub.end]):
                # defines, defaults to apply now, or the duplicate error: parse it now
                created.extend(self.declare(node.parsed(stub)))
                continue
            if alias is not None:
                self.stubs[alias] = stub      # found by its title's alias too
            stub.node = node
            stub.frame = frame
            stub.clock = self.runtime.clock     # when Puppet evaluates the statement
            stub.position = len(self._resources)
            self._resources.append(stub)
            self.stubs[key] = stub
            created.append(stub)
        return _StubReferences(created)

    def stub_resource(self, key):
        """Create the Resource of a skimmed statement, or of a class the cone
        skipped (classes.SkippedClass), registered under key."""
        stub = self.stubs.pop(key, None) if self.stubs else None
        if stub is None:
            return None
        if isinstance(stub, SkippedClass):
            # its tags now (they are known: the end's walk along `contain` edges
            # reads them), indexed with the late ones, in resource order
            resource = self.skipped_class_resource(stub)
            resource.compute_tags()
        else:
            resource = self._skimmed_resource(stub)
            resource.tags = None            # computed with the other late ones
            key = (stub.type_name, stub.title)      # (key may have been its alias)
        resource.order = stub.position
        self._resources[stub.position] = resource
        self.index[key] = resource
        self.untagged.append(resource)      # its tags not indexed yet: flush_stub_tags
        return resource

    def _skimmed_resource(self, stub):
        key = (stub.type_name, stub.title)
        self.stubs.pop(key, None)
        alias = title_alias(builtin_type(stub.type_name), stub.title)
        if alias is not None:
            self.stubs.pop(alias, None)
        frame = stub.frame
        # No span yet: the parsed statement gives it (and the catalog's line).
        resource = Resource(T.capitalize_type_name(stub.type_name), stub.title,
                            kind='compilable_type')
        resource.rtype = builtin_type(stub.type_name)
        if stub.form:
            resource.virtual = True
            resource.exported = stub.form == '@@'
        resource.scope = frame
        resource.container = frame.resource
        resource.stub = (stub.node, stub)
        if alias is not None:
            self.index[alias] = resource
        return resource

    def create_stub_resources(self):
        """Create every skimmed resource and skipped class declared so far, in their order."""
        for key, stub in sorted(self.stubs.items(), key=lambda item: item[1].position):
            self.stub_resource(key)     # (a statement's alias key: gone with its title's)

    def create_all_stubs(self):
        """Create every skimmed resource and rebuild the type and tag indexes in
        resource order (done before any collector looks: collectors keep cursors)."""
        self.create_stub_resources()
        self.by_type = {}
        self.by_tag = None          # tag_index() builds it again
        self._tag_log = []
        self.untagged = []
        for resource in self._resources:
            self.by_type.setdefault(resource.key[0], []).append(resource)
            if resource.tags is None:
                resource.compute_tags()
            resource._indexed_tags = None
            self.index_tags(resource)

    def flush_stub_tags(self):
        """Tags of skimmed resources and skipped classes, computed and indexed
        when first looked at."""
        if self.stubs:
            self.create_all_stubs()
        pending, self.untagged = self.untagged, []
        for resource in pending:
            if resource.tags is None:
                resource.compute_tags()
            self.index_tags(resource)       # (nothing done if indexed since)

    def fill_stub(self, resource, stub):
        """Parse a skimmed statement and set the parameters it declares."""
        node, stub = stub
        expression = node.parsed(stub)
        body = expression.bodies[0]
        resource.span = expression.span
        # Its values are computed as of the statement's place in the evaluation
        # (the variables, classes and tags of then), not as of this late parse.
        runtime = self.runtime
        saved, runtime.declare_clock = runtime.declare_clock, stub.clock
        try:
            self._set_attributes(resource, 'compilable_type', self.attributes(body.operations), {},
                                 attribute_names(stub.type_name))
        finally:
            runtime.declare_clock = saved


class _StubReferences(list):
    """What a run of skimmed statements evaluates to: their references, made
    only if someone reads the value (nobody does for a plain statement)."""

    def __init__(self, items):
        list.__init__(self, items)
        self._made = False

    def __getitem__(self, i):
        self._make()
        return list.__getitem__(self, i)

    def __iter__(self):
        self._make()
        return list.__iter__(self)

    def _make(self):
        if not self._made:
            self._made = True
            for i, item in enumerate(list.__iter__(self)):
                if not isinstance(item, (T.PResource, T.PClass)):
                    list.__setitem__(self, i, T.PResource(T.capitalize_type_name(
                        item.type_name), item.title))
