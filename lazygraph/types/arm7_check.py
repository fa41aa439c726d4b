"""Resources checked against the ARM-7 definitions of their types (`lazygraph
check`): the shipped built-in definitions (definitions/resource_types.pp) and,
for a module's own type, its ARM-7 form written when the type is first met.

One ResourceDefinitions per check: it loads the shipped file as a program of
its own (its own runtime, so user code and the definitions never share names)
and registers each module type's form in that runtime.
"""
import os

from ..deep import run_deep
from ..source import Source
from .arm7_form import CUSTOM_PREFIX, arm7_name, type_definition
from .resource_type import BUILTIN

SHIPPED = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'definitions',
                       'resource_types.pp')


def definition_name(rtype):
    """The ARM-7 name of a resource type: Builtin::X, or Custom::X for a module's."""
    if BUILTIN.get(rtype.name) is rtype:
        return arm7_name(rtype.name)
    return arm7_name(rtype.name, CUSTOM_PREFIX)


def custom_form(rtype):
    """The ARM-7 text of a module's type (a ResourceType read from its Ruby or
    from `puppet generate types`)."""
    return type_definition(rtype, CUSTOM_PREFIX, source=rtype.source and
                           '%s%s' % (rtype.source, ' (module %s)' % rtype.module
                                     if rtype.module else ''))


class ResourceDefinitions:
    def __init__(self):
        from ..evaluation import load_program
        self.program = load_program(Source.from_file(SHIPPED))
        self.runtime = self.program.runtime()
        self._types = {}

    def close(self):
        self.runtime.close()

    def definition_for(self, rtype):
        """The ARM-7 type (values/objects.PDefinedType) of a ResourceType."""
        found = self._types.get(id(rtype))
        if found is None:
            name = definition_name(rtype)
            if not name.startswith('Builtin::'):
                self._add_form(rtype)
            found = self._types[id(rtype)] = (
                rtype, run_deep(self.runtime.resolve_type_name, name, self.program))
        return found[1]

    def _add_form(self, rtype):
        """Register a module type's ARM-7 form, scoped under the definitions'
        program as a module's file is under the main manifest."""
        from ..modules import ModuleFile
        from ..syntax.parser import parse
        where = 'ARM-7 form of %s' % (rtype.source or rtype.name)
        parsed = run_deep(parse, Source(custom_form(rtype), where))
        body = parsed.body
        body._parent = None
        form = ModuleFile(parsed.span, bindings=[], body=body, scope_name=rtype.name)
        form.main = self.program
        self.runtime.module_files.append(form)
        self.runtime.register(form)

    def validate(self, rtype, settings, report):
        """Check a resource's attributes: ``settings`` is (name, value, span) with
        the span an error is located at; report(name, message, span) is called
        for each error: an attribute the type does not have, or a value its
        definition refuses. An undef value sets nothing and is not checked; one
        value for a multi-valued attribute (`tag => a`) counts as [value]."""
        definition = self.definition_for(rtype)
        features = definition.features()
        given = []
        spans = {}
        for name, value, span in settings:
            feature = features.get(name)
            if feature is None:
                report(name, None, span)
                continue
            if value is None:
                continue
            if feature.multi and not isinstance(value, list):
                value = [value]
            given.append((name, value, _Located(span)))
            spans[name] = span
        run_deep(definition.check_each, given,
                 lambda name, exc: report(name, exc.message, spans[name]))


class _Located:
    """Where check_each locates an error: the attribute's place in the manifest."""
    __slots__ = ('span',)

    def __init__(self, span):
        self.span = span
