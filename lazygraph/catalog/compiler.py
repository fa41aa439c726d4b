"""Compile a node's catalog on the graph, in Puppet 7's order of work.

1. Registration: every definition is known by name (Runtime.register).
2. Class[main]: the top-level statements, in order.
3. The node definition matching the node, if any.
4. Generators until nothing changes: collectors, then define instances not yet
   evaluated, in the order they were added.
5. Finish: pending overrides, relationships, realize checks.

Catalog expressions (nodes/catalog.py) call back into the Compiler held by the
Runtime; scopes (class, define and node bodies) are Contexts with a Frame that
knows their resource and their dynamic parent (for resource defaults).
"""

from ..errors import EvaluationError
from ..interpreter import cyclic_gc_paused
from .resource import Resource
from .validation import validate_relationships
from .classes import Classes
from .collectors import Collectors
from .declarations import Declarations
from .helpers import ClassScope, Frame, _bind_values
from .metaparams import add_resource_metaparams
from .overrides import DefaultsAndOverrides
from .relationships import Relationships
from .table import ResourceTable

# Puppet stops compiling after this many generator passes that made progress.
MAX_GENERATOR_PASSES = 1000


class Compiler(ResourceTable, Classes, Declarations, DefaultsAndOverrides, Relationships,
               Collectors):
    """lazy: attribute values are stored as Deferred expressions and resolved on
    first use (lazygraph.load); the structure of the catalog -- which resources,
    classes, defaults, overrides, collectors -- is still worked out in Puppet's order.
    """

    def __init__(self, program, node_name, facts, lazy=False, cone=None, store=None):
        self.lazy = lazy
        # Once an Iterator exists, attribute values are resolved as they are
        # declared: a late walk of its cursor would change what code after it saw.
        self.iterator_made = False
        # Exported resources of other nodes (fleet/store.py); None: Puppet without
        # PuppetDB, whose exported collectors collect nothing.
        self.store = store
        # For one key (`get`): evaluate only the classes and define instances
        # that may change it (catalog/cone.py).
        self.cone = cone
        self.program = program
        self.runtime = program.runtime()
        self.runtime.compiler = self
        self.node_name = node_name
        self.facts = facts
        self._resources = []         # in the order they were added (skimmed: a Stub)
        self.stubs = {}              # key -> Stub of a skimmed resource not created yet
        self.index = {}              # (type lower, title) -> Resource
        self.class_scopes = {}       # class name -> ClassScope
        self.scopes = []             # every scope evaluated (frames refer to them weakly)
        self.classes = []            # evaluated class names, in order
        # What Puppet's catalog.classes and catalog.tags held at each moment
        # (runtime clock of each entry): ERB's classes / all_tags as of a call.
        self.class_clock = []
        self.catalog_tagset = {}     # tag -> clock, in Puppet's TagSet order
        self.pending_defines = []
        self.collectors = []
        self.overrides = []          # deferred (node, frame, refs, operations)
        # 'type.attribute' (or '*') whose value something besides the catalog read
        # or replaced: an edit of it cannot be patched into this catalog (fleet/patch.py)
        self.attribute_uses = set()
        self.relationships = []      # (node, left refs or collector, right ..., op)
        self.realizations = []       # (node, refs)
        self.contain_edges = []      # (container resource, class resource)
        self.contain_edge_at = {}    # (id(container), id(class)) -> resources added before
        self.top_frame = None
        self.node_scope = None
        self.node_definition = None  # the node definition evaluated, if any
        self.cycles = []
        self.strict = self.runtime.strict
        # Collector indexes: (type) and (type, tag) -> resources in the order added,
        # so a collector looks only at candidates it has not seen.
        self.by_type = {}
        self.by_tag = None           # built when a collector first asks (tag_index)
        self._tag_log = []           # (resource, tags indexed before, tags) until then
        self.untagged = []           # skimmed resources whose tags are not computed yet
        self.data_bound = {}         # class -> {parameter: where Hiera found it}
        # `lazygraph check`: a list collecting the attribute errors a compile can
        # go on after (each raised otherwise), and the (resource, attribute) keys
        # already reported.
        self.problems = None
        self.problem_keys = set()

    def problem(self, error, key=None):
        """An error the compile can go on after: raised, or collected (check)."""
        if self.problems is None:
            raise error
        if key is None or key not in self.problem_keys:
            self.problems.append(error)
            self.problem_keys.add(key)

    def unknown_parameter(self, resource, name, span):
        """``name`` is no parameter of ``resource``'s type: Puppet's error, at
        ``span`` (Puppet names the resource's line), once per attribute."""
        self.problem(EvaluationError("no parameter named '%s' on %s" % (name, resource.ref),
                                     span), (resource.ref, name))

    def collecting_problem(self):
        """problem when checking (errors are collected), else None (raised)."""
        return self.problem if self.problems is not None else None

    # -- driving ---------------------------------------------------------------
    @property
    def resources(self):
        """Every resource in the order added (skimmed ones are created now)."""
        if self.stubs:
            self.create_all_stubs()
        return self._resources

    def compile(self):
        # Compiling allocates a great deal and frees little: pausing the cyclic GC
        # keeps the cost linear (as for parsing).
        try:
            with cyclic_gc_paused():
                return self._compile()
        finally:
            if self.runtime.parse_cache is not None:
                self.runtime.parse_cache.flush()     # footprints learnt (catalog/cone.py)

    def _compile(self):
        stage = self.add(Resource('Stage', 'main', kind='compilable_type'))
        stage.set('name', 'main', 'builtin', None)
        settings = self.add(Resource('Class', 'Settings', kind='unknown'))
        self.add_class_name('settings')
        main = self.add(Resource('Class', 'main', kind='unknown'))
        main.set('name', 'main', 'builtin', None)
        for resource in (stage, settings, main):
            resource.compute_tags()
        settings.tags = ['class', 'settings']
        self.top_frame = Frame(self.program, main, None, 'main')
        self.program.frame = self.top_frame
        self.program.resolve()
        self.evaluate_node()
        self.run_generators()
        self.finish()
        return self

    def evaluate_node(self):
        nodes = self.runtime.definitions['node']
        if not nodes:
            return
        name = self.node_name.lower()

        def first(test):
            """The first (definition, match, captures) whose match passes ``test``."""
            for definition in nodes:
                for match in definition.matches:
                    captures = test(match)
                    if captures is not None:
                        return definition, match, captures
            return None

        def regex(match):
            m = match.value.compiled.search(name) if match.match_kind == 'regex' else None
            return [m.group(0)] + list(m.groups()) if m else None

        # Exact certname, then the first matching regex, then default.
        chosen = (first(lambda m: [] if m.match_kind == 'name' and m.value == name else None)
                  or first(regex)
                  or first(lambda m: [] if m.match_kind == 'default' else None))
        if chosen is None:
            raise EvaluationError("Could not find node statement with name 'default' or '%s'"
                                  % name, nodes[0].span)
        definition, match, captures = chosen
        self.node_definition = definition
        captures = captures or None
        title = match.title()
        node_resource = self.add(Resource('Node', title, kind='unknown'))
        node_resource.container = self.top_frame.resource
        node_resource.compute_tags()
        self.note_catalog_tags(['node', title])      # the Node resource's own tags
        self.add_class_name(title)
        scope = ClassScope(definition.span, bindings=[], body=definition.fresh_body(),
                           scope_name='node')
        scope.attach(definition)
        _bind_values(scope, [], [('title', title), ('name', title)])   # the node's, as Puppet's
        scope.frame = Frame(scope, node_resource, self.top_frame)
        self.scopes.append(scope)
        scope.captures = captures    # $0.. of a regex node name, visible in its body
        self.node_scope = scope
        scope.resolve()

    def run_generators(self):
        passes = 0
        while True:
            progress = False
            for collector in list(self.collectors):
                if collector.collect():
                    progress = True
            pending = [r for r in self.pending_defines if not r.evaluated and not r.virtual]
            self.pending_defines = [r for r in self.pending_defines if not r.evaluated]
            for resource in pending:
                self.evaluate_define(resource)
                progress = True
            if not progress:
                break
            passes += 1
            if passes > MAX_GENERATOR_PASSES:
                # Puppet's own bound (a define declaring itself, a collector
                # realizing what makes more): its message, located at one of
                # the instances the last pass evaluated.
                raise EvaluationError('Somehow looped more than %d times while evaluating '
                                      'host catalog' % MAX_GENERATOR_PASSES,
                                      pending[0].span if pending else None)

    def finish(self):
        for node, frame, refs, operations in self.overrides:
            for ref in refs:
                resource = self.find(ref)
                if resource is None:
                    self.hidden_by_cone(ref[0], ref[1], node)
                    raise EvaluationError('Could not find resource(s) %s[%s] for overriding'
                                          % ref,
                                          node.span)
                self.apply_override(node, frame, resource, operations)
        for node, refs in self.realizations:
            missing = [ref for ref in refs if self.find(ref) is None]
            for ref in missing:
                self.hidden_by_cone(ref[0], ref[1], node)
            if missing:
                raise EvaluationError('Failed to realize virtual resources %s'
                                      % ', '.join('%s[%s]' % ref for ref in missing), node.span)
        for node, left, right, op in self.relationships:
            self.apply_relationship(node, self.endpoints(left, node),
                                    self.endpoints(right, node), op)
        self.add_scope_tags()
        add_resource_metaparams(self, self.top_frame.resource)
        if not self.lazy:
            validate_relationships(self)
            self.report_cycles()

    def add_scope_tags(self):
        """Puppet's Resource#finish: a resource takes its container's tags as they
        are at the end, so a tag() call after the resource was declared still
        reaches it (appended after its own tags)."""
        changed = set()
        for resource in self._resources:    # containers come before what they contain
            container = getattr(resource, 'container', None)
            if container is None or not (container.function_tags or id(container) in changed):
                continue
            have = set(resource.tags)
            extra = [t for t in container.tags if t not in have]
            if extra:
                resource.tags = resource.tags + extra    # a new list: index_tags compares lists
                changed.add(id(resource))

    def report_cycles(self):
        """Puppet compiles a cyclic catalog (its agent fails later): warn now."""
        from ..outputs.catalog_json import included
        from .cycles import describe, find_cycles
        self.cycles = find_cycles(self, [r for r in self.resources if included(r)])
        for cycle in self.cycles:
            path, lines = describe(cycle)
            span = next((edge[2] for edge in cycle if edge[2] is not None), None)
            self.runtime.warn('dependency cycle: %s\n  %s' % (path, '\n  '.join(lines)), span)
