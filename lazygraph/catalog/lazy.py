"""The lazy catalog: one key at a time (lazygraph.load, `lazygraph get`).

The catalog's structure -- which resources exist, which classes, defaults,
overrides and collectors apply -- is worked out in Puppet's order, but
attribute values stay Deferred expressions until someone asks for them. So
``cat.resolve('File[/etc/motd]', 'mode')`` resolves that value and what it
depends on, and nothing of the other resources' attributes.
"""
import functools
import re

from ..deep import run_deep
from ..errors import KeyNotFound, LazygraphError
from ..nodes.base import ResolutionStack, in_session
from .resource import Resource, attribute_names, resource_key

# A lazy catalog compiles the cones of this many keys; later keys are answered
# from the whole structure, compiled once.
MAX_CONES = 4
KEY = re.compile(r'\A\s*((?:::)?[A-Za-z]\w*(?:::[A-Za-z]\w*)*)\s*\[(.*)\]\s*\Z', re.S)


def parse_key(key):
    """'File[/etc/motd]' or "File['/etc/motd']" -> ('File', '/etc/motd')."""
    from ..values.types import capitalize_type_name
    if not isinstance(key, str):
        from ..errors import BadArgument
        raise BadArgument("a catalog key is a str such as 'File[/etc/motd]', not %r" % (key,))
    m = KEY.match(key)
    if not m:
        raise KeyNotFound("'%s' is not a resource key: write Type[title], e.g. "
                          "File[/etc/motd]" % key)
    title = m.group(2)     # titles may hold spaces: kept unless quoted
    quoted = title.strip()
    if len(quoted) >= 2 and quoted[0] == quoted[-1] and quoted[0] in '\'"':
        title = quoted[1:-1]
    return capitalize_type_name(m.group(1).lstrip(':')), title


def _check_attribute(attribute):
    if not isinstance(attribute, str):
        from ..errors import BadArgument
        raise BadArgument("an attribute is a str such as 'mode', not %r" % (attribute,))


def _session(method):
    """Run a LazyCatalog method in the catalog's own session (its stack)."""
    @functools.wraps(method)
    def in_catalog_session(self, *args, **kwargs):
        with in_session(self.stack):
            return method(self, *args, **kwargs)
    return in_catalog_session


class LazyCatalog:
    """``load(manifest, node=..., facts=...)``: keys now, attribute values on access."""

    def __init__(self, manifest, node=None, facts=None, modulepath=None, strict=False,
                 strict_variables=False, filename=None, store=None, **runtime_options):
        from ..facts import node_and_facts
        from . import check_store
        self.node, self.facts = node_and_facts(node, facts)
        check_store(store)
        self.store = store        # read only: collectors see its exports, nothing is written
        self._manifest = manifest
        self._args = dict(strict=strict, filename=filename, strict_variables=strict_variables,
                          modulepath=modulepath, **runtime_options)
        self._program = None
        self._compiler = None
        self._cones = {}          # (type, title) -> Compiler of that key's cone, or None
        self._partial = None      # the structural compile, also when it failed
        self.cone = True          # False: one key compiles the whole structure
        self._cone_notes = {}
        # This catalog's session: its resolution stack and counters (stats()),
        # active in whichever thread works for it.
        self.stack = ResolutionStack()

    # -- structure --------------------------------------------------------------------
    @property
    @_session
    def program(self):
        """The manifest read: code parsed, plain resource statements skimmed."""
        if self._program is None:
            from ..evaluation import load_program
            self._program = load_program(self._manifest, facts=self.facts, skim=True,
                                         **self._args)
        return self._program

    @property
    @_session
    def compiler(self):
        """The structural compile, done once, on first use."""
        if self._compiler is None:
            from .compiler import Compiler
            compiler = self._partial = Compiler(self.program, self.node, self.facts, lazy=True,
                                                   store=self.store)
            run_deep(compiler.compile)
            self._compiler = compiler
        return self._compiler

    @_session
    def _read_every_statement(self):
        """Parse what was skimmed: a syntax error anywhere fails before anything is
        evaluated, as in Puppet (a single key only reads the statements it needs)."""
        from ..nodes.catalog import SkimmedResources

        def read():
            for statement in self.program.body.statements:
                if isinstance(statement, SkimmedResources):
                    statement.parse_all()
        run_deep(read)

    @_session
    def keys(self):
        """Resource references in catalog order; no attribute value is resolved."""
        from ..outputs.catalog_json import included
        from ..values.types import capitalize_type_name
        keys = []
        for r in self.compiler._resources:
            if isinstance(r, Resource):
                if included(r):
                    keys.append(r.ref)
            elif not r.form:     # a skimmed statement not looked at yet
                keys.append('%s[%s]' % (capitalize_type_name(r.type_name), r.title))
        return keys

    def __contains__(self, key):
        try:
            self.find(key)
        except KeyNotFound:
            return False
        return True

    def __iter__(self):
        return iter(self.keys())

    def __len__(self):
        return len(self.keys())

    @_session
    def cone_compiler(self, type_name, title):
        """A compile that evaluates only the classes and define instances that
        may change Type[title] (catalog/cone.py), or None when the key needs the
        whole structure: a class, node or stage, or code whose answer depends
        on what the cone would skip (then stats() says why)."""
        if not self.cone or self._compiler is not None or \
                type_name.lower() in ('class', 'node', 'stage'):
            return None
        key = (type_name.lower(), title)
        if key not in self._cones and len(self._cones) >= MAX_CONES:
            return None     # many keys asked: one whole structure serves them all
        if key not in self._cones:
            from ..evaluation import load_program
            from .compiler import Compiler
            from .cone import Cone, WidenCone
            program = load_program(self._manifest, facts=self.facts, skim=True, **self._args)
            cone = Cone(program.runtime(), type_name, title)
            compiler = Compiler(program, self.node, self.facts, lazy=True, cone=cone,
                                store=self.store)
            try:
                run_deep(compiler.compile)
            except WidenCone as exc:
                self._widen(key, exc)
            else:
                self._cone_notes.update(cone.stats())
                self._cones[key] = compiler
        return self._cones[key]

    def _widen(self, key, exc):
        """The cone of ``key`` cannot answer: from now on the whole structure does."""
        compiler = self._cones.get(key)
        if compiler is not None:
            compiler.runtime.close()
        self._cones[key] = None
        self._cone_notes['cone widened'] = str(exc)

    def _answer(self, key, action):
        """action(compiler, resource) on the key's cone, or on the whole
        structure if a value read in the cone widens it."""
        from .cone import WidenCone
        compiler, resource = self.locate(key)
        try:
            return action(compiler, resource)
        except WidenCone as exc:
            type_name, title = parse_key(key)
            self._widen((type_name.lower(), title), exc)
            compiler, resource = self.locate(key)
            return action(compiler, resource)

    @_session
    def locate(self, key):
        """(compiler, resource) behind a key: the key's cone when it has one."""
        type_name, title = parse_key(key)
        compiler = self.cone_compiler(type_name, title)
        if compiler is not None:
            resource = self._included(compiler, type_name, title)
            if resource is not None:
                return compiler, resource
        return self.compiler, self.find_in_structure(type_name, title)

    def find(self, key):
        """The catalog Resource behind a key, or KeyNotFound naming the nearest keys."""
        return self.locate(key)[1]

    @staticmethod
    def _included(compiler, type_name, title):
        from ..outputs.catalog_json import included
        resource = compiler.lookup(resource_key(type_name, title))
        if resource is None and type_name == 'Class':
            from .resource import class_title
            resource = compiler.lookup(resource_key('Class', class_title(title)))
        return resource if resource is not None and included(resource) else None

    def find_in_structure(self, type_name, title):
        """Find in the whole structure (every class evaluated)."""
        resource = self._included(self.compiler, type_name, title)
        if resource is not None:
            return resource
        resource = self.compiler.lookup(resource_key(type_name, title))
        import difflib     # only for a key not found
        keys = self.keys()
        near = difflib.get_close_matches('%s[%s]' % (type_name, title), keys, n=3, cutoff=0.5)
        if resource is not None:
            why = 'virtual and never realized' if not resource.exported else \
                'exported (only a collecting node receives it)'
            raise KeyNotFound('%s is not in the catalog: it is %s' % (resource.ref, why))
        raise KeyNotFound('%s[%s] is not in the catalog of %s' % (type_name, title, self.node),
                          near)

    def __getitem__(self, key):
        return CatalogResource(self, self.find(key))

    # -- values -----------------------------------------------------------------------
    @_session
    def resolve(self, key, attribute):
        """One attribute's value, as the full catalog's JSON shows it."""
        _check_attribute(attribute)

        def value(compiler, resource):
            # the catalog's name is downcased ($purge_CAs is purge_cas): either works
            declared = attribute
            if attribute not in resource.params:
                declared = next((n for n in resource.params
                                 if n.lower() == attribute.lower()), attribute)
            params = self._parameters(resource, [declared])
            if declared.lower() not in params:
                raise self._not_set(resource, attribute)
            return params[declared.lower()]
        return self._answer(key, value)

    @_session
    def parameters(self, key):
        """Every parameter of a resource, as in the full catalog."""
        return self._answer(key, lambda compiler, resource: self._parameters(
            resource, list(resource.params), every=True))

    def _parameters(self, resource, names, every=False):
        from ..outputs.catalog_json import parameter_data
        return run_deep(parameter_data, resource, names, every)

    def _set_names(self, resource):
        return [n for n in resource.params if n != 'name' or resource.type in ('Class', 'Stage')]

    def _not_set(self, resource, attribute):
        """KeyNotFound for an attribute the resource does not have or does not set."""
        valid = attribute_names(resource.type)
        if resource.definition is not None:
            valid = {p.name for p in resource.definition.params}
        if valid is not None and attribute not in valid and attribute != 'name':
            message = "%s has no attribute '%s'" % (resource.ref, attribute)
        else:
            message = "%s: '%s' is not set in the catalog" % (resource.ref, attribute)
        import difflib
        return KeyNotFound(message, difflib.get_close_matches(
            attribute, list(self._set_names(resource)), n=3))

    @_session
    def explain(self, key, attribute):
        """The chain of settings that produced a value, newest first."""
        from ..outputs.explain import Explanation

        _check_attribute(attribute)

        def explanation(compiler, resource):
            if attribute not in resource.params:
                raise self._not_set(resource, attribute)
            value = self._parameters(resource, [attribute]).get(attribute)
            return Explanation(resource, attribute, value, compiler.runtime)
        return self._answer(key, explanation)

    # -- whole catalog ----------------------------------------------------------------
    @_session
    def to_data(self):
        """The whole catalog, as compile() gives it -- and failing as compile()
        fails: every statement is parsed and every value computed, those of
        virtual resources included, though the agent's catalog leaves them out."""
        from ..outputs.catalog_json import to_catalog
        from .validation import validate_relationships

        def whole():
            compiler = self.compiler
            for resource in compiler.resources:
                for name in list(resource.params):
                    resource.get(name)      # an error in any value fails here
            validate_relationships(compiler)
            return to_catalog(compiler)
        try:
            self._read_every_statement()
            return run_deep(whole)
        except LazygraphError as error:
            raise run_deep(self._first_error, error) from None

    def _first_error(self, error):
        """The error a compile meets first. When the structure held, ``whole``
        met the values in the order a compile computes them, so its error is
        that one. When the structure itself failed, values declared before
        the failure were never computed, and which of those a compile meets
        first depends on details of evaluation order (a value is computed
        before its attribute name is checked): then a compile is asked."""
        if self._compiler is not None:
            return error
        from . import compile as compile_catalog
        try:
            compile_catalog(self._manifest, node=self.node, facts=self.facts, **self._args)
        except LazygraphError as first:
            return first
        return error

    @_session
    def to_json(self):
        from ..outputs.catalog_json import dumps
        return run_deep(dumps, self.to_data())

    def stats(self):
        """What was done so far: graph nodes expanded/folded/resolved, files parsed,
        classes and define instances evaluated, attribute values resolved."""
        out = dict(self.stack.counters)
        compilers = [self._compiler] + list(self._cones.values())
        counted = [c for c in compilers if c is not None]
        if counted:     # the whole structure, else the cones compiled for keys
            out['resources'] = len(counted[0]._resources)
        out.update(self._cone_notes)
        return out

    def close(self):
        """End the session: stop the Ruby helper (--ruby), if one was started."""
        if self._program is not None:
            self._program.runtime().close()

    # -- Jupyter ----------------------------------------------------------------------
    def _repr_svg_(self):
        from ..outputs import catalog_dot, dot
        return dot.svg_text(catalog_dot.catalog_dot(self.compiler))


class CatalogResource:
    """A resource of a lazy catalog: ``res['mode']`` resolves that attribute only."""

    def __init__(self, catalog, resource):
        self.catalog = catalog
        self.resource = resource

    @property
    def ref(self):
        return self.resource.ref

    @property
    def type(self):
        return self.resource.type

    @property
    def title(self):
        return self.resource.title

    def __getitem__(self, attribute):
        return self.catalog.resolve(self.ref, attribute)

    def get(self, attribute, default=None):
        try:
            return self[attribute]
        except KeyNotFound:
            return default

    def keys(self):
        """Names of the parameters set, without resolving them."""
        return self.catalog._set_names(self.resource)

    def parameters(self):
        return self.catalog.parameters(self.ref)

    def explain(self, attribute):
        return self.catalog.explain(self.ref, attribute)

    def __repr__(self):
        return '<CatalogResource %s>' % self.ref


def load(manifest, node=None, facts=None, modulepath=None, strict=False,
         strict_variables=False, filename=None, store=None, **runtime_options):
    """A lazy catalog of one node: keys, single attribute values, explanations.
    store: exports of other nodes to collect (read only; see lazygraph.compile)."""
    return LazyCatalog(manifest, node=node, facts=facts, modulepath=modulepath, strict=strict,
                       strict_variables=strict_variables, filename=filename, store=store,
                       **runtime_options)
