"""epp, inline_epp, template, inline_template: rendering templates.

A call renders when its value is asked for (an attribute holding one stays
deferred); the template file is found, read and parsed then, once per compile.
"""
import re

from ..errors import CantFold, EvaluationError, LazygraphError
from ..nodes.base import box
from ..nodes.calls import check_type
from ..nodes.data import Boxed
from ..nodes.templates import CallerCaptures, TemplateScope
from ..source import Source
from .. import templates as TM
from .registry import BUILTINS, Builtin, fail_type, function

ARGUMENT_NAME = re.compile(r'\A\w+\Z')


class EppCall:
    """What an epp() / inline_epp() call renders: template, scope, names."""

    def __init__(self, call, args, function_name):
        runtime = call.runtime()
        self.call, self.function = call, function_name
        self.params = _template_arguments(call, function_name, args)
        if function_name == 'epp':
            name = _string_argument(call, 'epp', 'path', args[0])
            self.name = name if name.endswith('.epp') else name + '.epp'
            self.path = TM.find_template(runtime, self.name, call, 'epp')
            self.source = TM.read_template(runtime, self.path, call)
            self.outer = _global_scope(call)   # epp() sees only the node or top scope
        else:
            text = _string_argument(call, 'inline_epp', 'template', args[0])
            self.name, self.path = 'inline_epp text', None
            self.source = Source(text, 'inlined-epp-text')
            self.outer = call.context()      # inline_epp() sees the calling scope
        self.template = _parse_epp(runtime, self.source, function_name, call)

    def scope(self):
        call, template = self.call, self.template
        scope = TemplateScope(template.span, bindings=[], body=template.body.clone(),
                              scope_name='template %s' % self.name)
        scope.attach(call)
        scope.outer = self.outer
        scope.viewpoint = call.span
        if self.function == 'inline_epp':
            scope.captures = CallerCaptures(call)
        _bind(call, template, scope, self.params)
        return scope

    def render(self):
        scope = self.scope()
        try:
            text = scope.rendered()
        except LazygraphError as exc:
            raise TM.noted_caller(exc, self.source, self.call)
        self.call.runtime().templates.record(TM.Rendering(
            self.call, self.function, self.name, self.path, lambda: TM.epp_reads(scope),
            scope, text))
        return text


def _global_scope(call):
    """Puppet's find_global_scope: up the caller's scopes to the node scope (a
    class declared in a node definition reaches it) or else the top scope."""
    runtime = call.runtime()
    node_scope = getattr(runtime.compiler, 'node_scope', None)
    scope = call.context()
    while scope is not None and node_scope is not None:
        if scope is node_scope:
            return scope
        scope = scope.parent_scope()
    return runtime.program


def fold_epp(call):
    """An epp call folds to its text when its arguments and everything its
    template reads fold (a loop or an unknown variable keeps the call)."""
    args = []
    known = True
    for arg in call.args:
        try:
            args.append(arg.fold())
        except CantFold as exc:
            args.append(exc.node)
            known = False
    if known:
        try:
            EppCall(call, [a.resolve() for a in args], call.name).scope().fold()
        except CantFold:
            known = False
    if not known:
        raise CantFold(call.replace(args=args))
    return box(call.resolve(), call)


@function('epp', pure=False, min_args=1, max_args=2)
def epp(call, args, block):
    return EppCall(call, args, 'epp').render()


@function('inline_epp', pure=False, min_args=1, max_args=2)
def inline_epp(call, args, block):
    return EppCall(call, args, 'inline_epp').render()


class FoldingBuiltin(Builtin):
    """A builtin that says itself when a call folds (Call._fold asks)."""
    __slots__ = ('fold_call',)

    def __init__(self, builtin, fold_call):
        Builtin.__init__(self, builtin.name, builtin.impl, builtin.pure, builtin.min_args,
                         builtin.max_args, builtin.block)
        self.fold_call = fold_call


for _name in ('epp', 'inline_epp'):
    BUILTINS[_name] = FoldingBuiltin(BUILTINS[_name], fold_epp)


@function('template', pure=False, min_args=1)
def template(call, args, block):
    runtime = call.runtime()
    out = []
    for i, name in enumerate(args):
        name = _string_argument(call, 'template', 'template %d' % (i + 1), name)
        path = TM.find_template(runtime, name, call, 'ERB')
        out.append(_render_erb(call, TM.read_template(runtime, path, call), name, 'template',
                               path))
    return ''.join(out)


@function('inline_template', pure=False, min_args=1)
def inline_template(call, args, block):
    out = []
    for i, text in enumerate(args):
        text = _string_argument(call, 'inline_template', 'template %d' % (i + 1), text)
        out.append(_render_erb(call, Source(text, 'inline_template'), 'inline template',
                               'inline_template', None))
    return ''.join(out)


# -- EPP --------------------------------------------------------------------------
def _string_argument(call, function_name, parameter, value):
    if not isinstance(value, str):
        fail_type(call, function_name, "'%s'" % parameter, 'a String value', value)
    return value


def _template_arguments(call, function_name, args):
    """The parameters hash (None: not given), checked as Puppet's signature does."""
    if len(args) < 2:
        return None
    params = args[1]
    if not isinstance(params, dict):
        fail_type(call, function_name, "'parameters'", 'a Hash value', params)
    for key in params:
        if not isinstance(key, str) or not ARGUMENT_NAME.match(key):
            raise EvaluationError("'%s' parameter 'parameters' key of entry '%s' expects a "
                                  "match for Pattern[/^\\w+$/], got '%s'"
                                  % (function_name, key, key), call.span)
    return params


def _parse_epp(runtime, source, function_name, call):
    try:
        return TM.epp_to_render(runtime, source)
    except LazygraphError as exc:
        error = TM.located_in_template(exc, source, source.filename, call)
        error.message = '%s(): Invalid EPP: %s' % (function_name, exc.message)
        raise error


def _bind(call, template, scope, params):
    """Puppet's call_by_name: declared parameters are enforced when declared (or
    when nothing is given); otherwise the arguments become the template's
    variables."""
    given = dict(params or {})
    if not template.declares_parameters():
        for key, value in given.items():
            scope.bind(key, Boxed(call.span, value=value), call.span)
        return
    # Clones under the scope: types and defaults resolve there (defaults may
    # use parameters declared before them).
    params_declared = [param.clone().attach(scope) for param in template.params]
    declared = {param.name for param in params_declared}
    for key in given:
        if key not in declared:
            raise EvaluationError("lambda: has no parameter named '%s'" % key, call.span)
    for param in params_declared:
        if param.name in given and (given[param.name] is not None or param.default is None):
            node = Boxed(call.span, value=given[param.name])
        elif param.default is not None:
            node = param.default.clone()
        else:
            raise EvaluationError("lambda: expects a value for parameter '%s'" % param.name,
                                  call.span)
        scope.bind(param.name, node, param.span)
    for param in params_declared:
        expected = param.type_value()
        if expected is not None:
            value = scope.binding_map()[param.name].value.resolve()
            check_type(expected, value, call, "lambda: parameter '%s'" % param.name)


# -- ERB --------------------------------------------------------------------------
def erb_runs_where_declared(call):
    """Must this template()/inline_template() call run where Puppet runs it,
    rather than as a deferred value? When a template it names may change a
    value of the manifest or define a method (ErbTemplate.changes_values), or
    when that cannot be told: an argument that is not text, a template not
    found (the error is then reported in Puppet's order)."""
    from ..errors import LazygraphError
    runtime = call.runtime()
    try:
        for arg in call.args:
            value = arg.resolve()
            if not isinstance(value, str):
                return True
            if call.name == 'template':
                source = TM.read_template(runtime, TM.find_template(runtime, value, call, 'ERB'),
                                          call)
            else:
                source = Source(value, 'inline_template')
            if _compiled_erb(runtime, source).changes_values():
                return True
    except LazygraphError:
        return True
    return False


def _compiled_erb(runtime, source):
    from ..templates.erb import compile_erb     # loaded when an ERB template is used
    key = ('erb', source.filename, source.text)
    compiled = runtime.templates.get(key)
    if compiled is None:
        cache = runtime.parse_cache      # a fleet worker's code cache shares them
        compiled = runtime.templates[key] = (
            cache.compiled_erb(source, compile_erb) if cache is not None
            else compile_erb(source.text, source.filename))
    return compiled


def _render_erb(call, source, name, function_name, path):
    from ..templates.erb.errors import UnsupportedRuby
    runtime = call.runtime()
    compiled = None
    try:
        compiled = _compiled_erb(runtime, source)
        text = compiled.render(TM.ErbScope(call))
    except UnsupportedRuby as exc:
        if runtime.ruby is None:
            raise TM.located_in_template(exc, source, name, call)
        # Ruby the subset refuses, and the user allows Ruby (--ruby): Puppet's own
        # ERB renders it, in the Ruby helper, with this call's variables.
        text = _render_erb_in_ruby(runtime, call, source, function_name, path)
        compiled = None
    except LazygraphError as exc:
        # Puppet reports ERB failures at the call (its ERB runs as Ruby code).
        raise TM.located_in_template(exc, source, name, call)
    runtime.templates.record(TM.Rendering(
        call, function_name, name, path,
        (lambda: TM.erb_reads(compiled, call)) if compiled is not None else (lambda: []),
        None, text))
    return text


def _render_erb_in_ruby(runtime, call, source, function_name, path):
    """One template by Puppet's template()/inline_template() in the Ruby helper;
    a file template is given by its absolute path, so the helper reads the very
    file lazygraph found."""
    argument = source.text if function_name == 'inline_template' else path
    return runtime.ruby.call(function_name if function_name == 'inline_template'
                             else 'template', [argument], call)
