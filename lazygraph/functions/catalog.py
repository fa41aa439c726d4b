"""Catalog functions: include, require, contain, realize, tag, tagged, defined."""
from ..errors import EvaluationError
from ..values import types as T
from ..values.core import flatten
from .registry import function
from ..catalog.resource import tag_segments, valid_tag


def _compiler(call):
    compiler = call.runtime().compiler
    if compiler is None:
        raise EvaluationError("'%s' needs a catalog: use `lazygraph compile`" % call.name,
                              call.span)
    return compiler


def _class_types(resources):
    """What include, contain and require return: the classes' types."""
    return [T.PClass(resource.title.lower()) for resource in resources]


@function('include', pure=False, min_args=1)
def include(call, args, block):
    # the names only: a class the cone skips has no Class resource to make
    return list(map(T.PClass, _compiler(call).include_names(flatten(args), call)))


@function('contain', pure=False, min_args=1)
def contain(call, args, block):
    compiler = _compiler(call)
    frame = compiler.frame_of(call)
    resources = compiler.include_all(flatten(args), call)
    for resource in resources:
        edge = (frame.resource, resource)
        if edge not in compiler.contain_edges:
            compiler.contain_edges.append(edge)
            compiler.contain_edge_at[id(edge[0]), id(edge[1])] = len(compiler._resources)
    return _class_types(resources)


@function('require', pure=False, min_args=1)
def require(call, args, block):
    compiler = _compiler(call)
    frame = compiler.frame_of(call)
    resources = compiler.include_all(flatten(args), call)
    for resource in resources:
        frame.resource.append('require', resource.ref, 'require()', call.span)
    return _class_types(resources)


@function('realize', pure=False, min_args=1)
def realize(call, args, block):
    compiler = _compiler(call)
    compiler.realize(call, compiler.references(args, call))
    return None


@function('tag', pure=False, min_args=1)
def tag(call, args, block):
    compiler = _compiler(call)
    resource = compiler.frame_of(call).resource
    for name in flatten(args):
        for t in tag_segments(valid_tag(name)):     # 'a::b': a::b, a and b, as Puppet
            if t not in resource.function_tags:
                resource.function_tags.append(t)
    resource.compute_tags()
    compiler.index_tags(resource)
    return None


@function('tagged', pure=False, min_args=1)
def tagged(call, args, block):
    compiler = _compiler(call)
    resource = compiler.frame_of(call).resource
    return all(str(name).lower() in resource.tags for name in flatten(args))


@function('defined', pure=False, min_args=1)
def defined(call, args, block):
    compiler = _compiler(call)
    runtime = call.runtime()
    for arg in args:
        if isinstance(arg, str):
            if arg.startswith('$'):
                if call.context().lookup(arg[1:], call.span) is not None:
                    return True
                continue
            name = arg.lower().lstrip(':')
            # Functions are never "defined" (Puppet 7 looks for classes and types only).
            # Puppet looks on the modulepath too (a class nothing loaded yet).
            if runtime.definition('class', name) is not None or \
                    runtime.definition('define', name) is not None:
                return True
            if runtime.resource_type(name) is not None:   # core, vendored or a module's
                return True
        elif isinstance(arg, T.PClass):
            if arg.title is None or arg.title in compiler.class_scopes:
                return True
            compiler.hidden_by_cone('Class', arg.title, call)
        elif isinstance(arg, T.PResource):
            if arg.title is None:
                if arg.type_name.lower() in runtime.definitions['define']:
                    return True
                if runtime.resource_type(arg.type_name.lower()) is not None:
                    return True
            elif compiler.find((arg.type_name, arg.title)) is not None:
                return True
            else:
                compiler.hidden_by_cone(arg.type_name, arg.title, call)
    return False
