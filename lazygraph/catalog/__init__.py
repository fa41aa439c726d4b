"""Catalog compilation: lazygraph.compile(manifest, node=..., facts=...)."""

from ..deep import run_deep, time_limit
from ..errors import KeyNotFound
from ..evaluation import load_program
from .compiler import Compiler


class Catalog:
    """A compiled catalog: ``to_data()`` is Puppet's JSON structure, ``to_json()`` its text."""

    def __init__(self, compiler):
        self.compiler = compiler
        self._data = None

    def to_data(self):
        if self._data is None:
            from ..outputs.catalog_json import to_catalog
            self._data = run_deep(to_catalog, self.compiler)
        return self._data

    def to_json(self):
        from ..outputs.catalog_json import dumps
        return run_deep(dumps, self.to_data())

    def write_json(self, stream):
        """Write to_json()'s text to a file, each resource encoded as it is written."""
        from ..outputs.catalog_json import chunks, to_catalog

        def write():
            data = self._data or to_catalog(self.compiler, stream=True)
            stream.writelines(chunks(data))
        run_deep(write)

    def exported_resources(self):
        """The catalog data of every exported resource (what a store keeps)."""
        from ..outputs.catalog_json import resource_data
        return run_deep(lambda: [resource_data(r) for r in self.compiler.resources
                                 if r.exported])

    @property
    def resources(self):
        from ..outputs.catalog_json import included
        return [r for r in self.compiler.resources if included(r)]

    def _repr_svg_(self):
        """Jupyter shows a catalog as its resources clustered by container."""
        from ..outputs import catalog_dot, dot
        return dot.svg_text(catalog_dot.catalog_dot(self.compiler))

    def __getitem__(self, ref):
        for resource in self.resources:
            if resource.ref == ref:
                return resource
        raise KeyNotFound('%s is not in the catalog' % ref)


def check_store(store):
    if store is not None:
        from ..fleet.store import ExportStore
        if not isinstance(store, ExportStore):
            from ..errors import BadArgument
            raise BadArgument('store is an exported-resource store '
                              '(lazygraph.fleet.store.open_store), not %s' % type(store).__name__)


def compile(manifest, node=None, facts=None, strict=False, filename=None,
            strict_variables=False, modulepath=None, timeout=None, store=None,
            **runtime_options):
    """Compile a manifest (path or source text) into the catalog of one node.

    With no node and no facts, the node is this machine with a small fact set
    gathered from it (lazygraph.facts.local_facts). ruby: call module functions
    written in Ruby (docs/readme/ruby.md); the helper stops when compile returns.
    timeout: seconds of evaluation before an EvaluationError says where it was.
    store: an exported-resource store (lazygraph.fleet.store.open_store): `<<| |>>`
    collects the other nodes' exports from it, and the compiled node's exports
    replace its previous ones there; None: no store, as Puppet without PuppetDB
    (exported collectors collect nothing).
    """
    check_store(store)
    with time_limit(timeout):
        catalog = _compile(manifest, node, facts, strict, filename, strict_variables,
                           modulepath, dict(runtime_options, store=store))
    if store is not None:
        store.replace(catalog.compiler.node_name, catalog.exported_resources())
    return catalog


def _compile(manifest, node, facts, strict, filename, strict_variables, modulepath,
             runtime_options):
    from ..facts import node_and_facts
    from ..nodes.base import ResolutionStack, in_session
    node, facts = node_and_facts(node, facts)
    with in_session(ResolutionStack()):      # this compile's own session
        return _compile_in_session(manifest, node, facts, strict, filename, strict_variables,
                                   modulepath, runtime_options)


def _compile_in_session(manifest, node, facts, strict, filename, strict_variables, modulepath,
                        runtime_options):
    store = runtime_options.pop('store')
    program = load_program(manifest, facts=facts, strict=strict, filename=filename,
                           strict_variables=strict_variables, modulepath=modulepath,
                           **runtime_options)
    compiler = Compiler(program, node, facts, store=store)
    try:
        run_deep(compiler.compile)
    finally:
        program.runtime().close()
    return Catalog(compiler)
