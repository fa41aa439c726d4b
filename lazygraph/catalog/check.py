"""`lazygraph check`: compile a node without producing a catalog and report
every attribute error, not only the first.

The compile collects the errors it can go on after (Compiler.problem: an
attribute the resource's type does not have, a class parameter that does not
exist or has no value) instead of stopping at the first; then every resource
is checked against its type's attributes (core types from core_types.json,
custom Ruby types read from the modules, defined types' parameters). An error
the compile cannot go on after (a failed evaluation) ends it and is reported
last.
"""
from ..deep import run_deep
from ..errors import EvaluationError, LazygraphError
from ..evaluation import load_program
from ..facts import node_and_facts
from ..nodes.base import ResolutionStack, in_session
from .compiler import Compiler
from ..types.arm7_check import ResourceDefinitions


class CheckResult:
    """The errors found (LazygraphErrors, located) and the resources checked."""

    def __init__(self, errors, resources):
        self.errors = errors
        self.resources = resources

    @property
    def ok(self):
        return not self.errors


def check(manifest, node=None, facts=None, strict=False, strict_variables=False,
          modulepath=None, **runtime_options):
    """Compile ``manifest`` for a node and return a CheckResult."""
    node, facts = node_and_facts(node, facts)
    with in_session(ResolutionStack()):
        program = load_program(manifest, facts=facts, strict=strict,
                               strict_variables=strict_variables, modulepath=modulepath,
                               **runtime_options)
        compiler = Compiler(program, node, facts)
        compiler.problems = []
        fatal = None
        try:
            run_deep(compiler.compile)
        except LazygraphError as exc:
            fatal = exc
        finally:
            program.runtime().close()
        resources = compiler.resources
        definitions = ResourceDefinitions()
        try:
            for resource in resources:
                _check_attributes(compiler, definitions, resource)
        finally:
            definitions.close()
    errors = sorted(compiler.problems, key=_location)
    if fatal is not None:
        errors.append(fatal)
    return CheckResult(errors, len(resources))


def _check_attributes(compiler, definitions, resource):
    """Each attribute of the resource (what a declaration, default or override
    added, collectors included): against the ARM-7 definition of its type for a
    type implemented in Ruby, against the parameters of a defined type."""
    def report(name, message, span):
        if message is None:
            message = "no parameter named '%s' on %s" % (name, resource.ref)
        # Puppet names the resource's line for an attribute error
        compiler.problem(EvaluationError(message, span or resource.span), (resource.ref, name))

    settings = [(name, setting.value, getattr(setting, 'span', None) or resource.span)
                for name, setting in resource.params.items()]
    if resource.rtype is not None:
        definitions.validate(resource.rtype, settings, report)
    elif resource.definition is not None:
        valid = resource.accepted_names(compiler.runtime)
        for name, _, span in settings:
            if name not in valid:
                report(name, None, span)


def _location(error):
    span = error.span
    if span is None:
        return ('', 0, 0)
    return (span.filename or '', span.line, span.column)
