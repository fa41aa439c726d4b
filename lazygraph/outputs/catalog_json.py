"""The catalog as an agent receives it: Puppet's JSON, catalog_format 2.

Virtual and uncollected exported resources are left out; resources keep the
order they were added; only containment edges are listed (relationships are
parameters), each where its target was added.
"""
import functools
import json
import os
import time

from ..catalog.resource import RELATION_PARAMS
from ..errors import EvaluationError
from ..values.core import PSensitive, flatten, to_data


def included(resource):
    if resource.virtual:
        return False
    return not resource.exported or resource.collected


@functools.lru_cache(maxsize=256)
def _absolute(filename):
    return filename if filename.startswith('<') else os.path.abspath(filename)


def resource_data(resource):
    sensitive = []
    params = parameter_data(resource, resource.params, every=True,   # parses a stub
                            sensitive=sensitive)
    out = {'type': resource.type, 'title': resource.title, 'tags': list(resource.tags)}
    if resource.span is not None:
        out['file'] = _absolute(resource.span.filename)
        out['line'] = resource.span.line
    out['exported'] = resource.exported
    out['kind'] = resource.kind
    if params:
        out['parameters'] = params
    if sensitive:
        out['sensitive_parameters'] = sensitive
    return out


def parameter_data(resource, names, every=False, sensitive=None):
    """Parameters as the catalog shows them (``names``; ``every``: all of them):
    unset (undef) ones left out, and the namevar when it only repeats the title.
    The names of Sensitive ones are appended to ``sensitive``."""
    params = {}
    namevar = 'name'
    rtype = resource.rtype
    settings = resource.params
    if rtype is not None:
        # Puppet::Resource#to_hash: the key attributes the title gives come first,
        # then the parameters (a declared namevar keeps that first place).
        namevar = rtype.namevar
        wanted = None if every else set(names)
        # (a title that is its own key gives only the namevar, the title itself)
        for name, value in () if rtype.title_is_key else \
                (rtype.parse_title(resource.title) or {}).items():
            if (every or name in wanted) and not (name == namevar and
                                                  value == resource.title):
                params[name] = value
        if not every and namevar in wanted and namevar != 'name':
            names = list(names) + ['name']      # what sets the namevar
    # names is the parameters themselves for a whole resource
    for name, setting in (settings.items() if names is settings else
                          ((name, settings.get(name)) for name in names)):
        if setting is None:
            continue
        value = setting.value
        if value is None:
            continue
        if rtype is not None:
            name = rtype.parameter_name(name)   # `name` is the namevar's other name
            if not every and name not in wanted:
                continue
        if value.__class__ is str:
            params[name] = value        # most values: sent as they are
            continue
        # A Sensitive parameter is sent in clear in the catalog (Puppet lists it
        # under sensitive_parameters for the agent to redact).
        if isinstance(value, PSensitive):
            value = value.value
            if sensitive is not None:
                sensitive.append(name)
        try:
            data = value if value.__class__ is str else to_data(value)
        except EvaluationError as e:     # Infinity or NaN: at the value's attribute
            raise e.located(setting.span or resource.span)
        if name in RELATION_PARAMS and isinstance(data, list):
            data = flatten(data)     # [[File[a], File[b]], Service[s]] is sent flat
        params[name] = data
    # ... and the namevar is left out when it only repeats the title (a number
    # given as title, by create_resources, is not the string it shows as).
    if params.get(namevar) == resource.title and resource.type not in ('Class', 'Stage') \
            and not resource.number_title:
        del params[namevar]
    if not all(map(str.islower, params)):
        # Puppet::Resource keys parameters by downcased name: a class's
        # $purge_CAs is sent as purge_cas (the compile itself is case-sensitive,
        # and sensitive_parameters keeps the declared names)
        return {name.lower(): value for name, value in params.items()}
    return params


def edges(compiler, resources):
    present = set(map(id, resources))
    stages = {r.title: r for r in resources if r.type == 'Stage'}
    contained = {}
    for container, target in compiler.contain_edges:
        contained.setdefault(id(target), []).append(container)
    out = []
    for resource in resources:
        if resource.type == 'Stage':
            continue   # stages are contained in nothing
        if resource.type == 'Class':
            stage = stages.get(to_data(resource.get('stage')) or 'main', stages['main'])
            out.append((stage, resource))
            for container in contained.get(id(resource), []):
                if id(container) in present:
                    out.append((container, resource))
        elif resource.container is not None and id(resource.container) in present:
            out.append((resource.container, resource))
    return [{'source': s.ref, 'target': t.ref} for s, t in out]


def catalog_tags(compiler):
    tags = {}      # an ordered set: a list's `in` made this quadratic in classes
    for name in compiler.classes:
        for t in ([name] + name.split('::') if '::' in name else [name]):
            tags.setdefault(t)
    for resource in compiler.resources:
        if resource.type == 'Node' and included(resource):
            for t in resource.tags:
                tags.setdefault(t)
    tags.pop('class', None)      # it comes last
    return list(tags) + ['class']


def to_catalog(compiler, environment='production', stream=False):
    """The catalog as Puppet's JSON structure. stream: resources as an iterator
    of their dicts, made while they are written (a CLI compile never holds
    them all)."""
    import uuid       # here: `get` never writes a whole catalog
    compiler.flush_stub_tags()
    resources = [r for r in compiler.resources if included(r)]
    data = map(resource_data, resources)
    return {
        'tags': catalog_tags(compiler),
        'name': compiler.node_name,
        'version': int(time.time()),
        'code_id': None,
        'catalog_uuid': str(uuid.uuid4()),
        'catalog_format': 2,
        'environment': environment,
        'resources': data if stream else list(data),
        'edges': edges(compiler, resources),
        'classes': list(compiler.classes),
    }


def comparable(catalog):
    """What must be identical to Puppet's catalog: resources (type, title, tags,
    exported, kind, line, parameters, sensitive_parameters) in order, containment
    edges and classes."""
    resources = []
    for r in catalog['resources']:
        item = {k: r[k] for k in ('type', 'title', 'tags', 'exported', 'kind') if k in r}
        if 'line' in r:
            item['line'] = r['line']
        item['parameters'] = r.get('parameters', {})
        if 'sensitive_parameters' in r:
            item['sensitive_parameters'] = r['sensitive_parameters']
        resources.append(item)
    return {'resources': resources, 'edges': catalog['edges'], 'classes': catalog['classes']}


# Resources and edges one per line: readable and greppable, and written by
# json's C encoder (an indented dump goes through its pure-Python one, which
# took longer than compiling a flat catalog).
LISTED = ('resources', 'edges')


def dumps(catalog):
    return ''.join(chunks(catalog))


def chunks(catalog):
    """The JSON text in pieces; ``resources`` may be an iterator."""
    encode = _encoder()
    item_encoders = {'resources': encode, 'edges': _edge_encoder(encode)}
    yield '{\n'
    last = len(catalog) - 1
    for i, (key, value) in enumerate(catalog.items()):
        comma = ',' if i < last else ''
        if key in LISTED:
            encode_item = item_encoders[key]
            first = True
            for item in value:
                yield ('  %s: [\n    ' % encode(key)) if first else ',\n    '
                yield encode_item(item)
                first = False
            yield ('  %s: []%s\n' % (encode(key), comma)) if first else '\n  ]%s\n' % comma
        else:
            yield '  %s: %s%s\n' % (encode(key), encode(value), comma)
    yield '}\n'


def _encoder():
    """encode(value) -> JSON text (non-ASCII kept), for many values: one C encoder
    made for all of them (JSONEncoder.encode makes one per call, a quarter of
    the cost of a resource's line), where json has its C part."""
    from json import encoder as json_encoder
    plain = json.JSONEncoder(ensure_ascii=False)
    c_make_encoder = getattr(json_encoder, 'c_make_encoder', None)   # none on PyPy
    encode_basestring = json_encoder.encode_basestring
    if c_make_encoder is None:
        return plain.encode
    # as JSONEncoder.iterencode makes it, without its check for circular
    # references (markers: None): a catalog's data is a tree (Puppet's values are
    # immutable), and the check cost a dict insertion per hash and array.
    encoder = c_make_encoder(None, plain.default, encode_basestring, None,
                             plain.key_separator, plain.item_separator, False, False, True)
    return lambda value: ''.join(encoder(value, 0))


def _edge_encoder(encode):
    """encode(edge) for edges as edges() makes them, {"source": ref, "target":
    ref}: the text the encoder gives such a dict, its two strings encoded by
    the encoder's own string function (a call of the whole encoder per edge
    was more than half of an edge's cost); any other item by encode."""
    from json import encoder as json_encoder
    encode_string = json_encoder.encode_basestring

    def encode_edge(edge):
        if edge.__class__ is dict and len(edge) == 2:
            source, target = edge.get('source'), edge.get('target')
        else:
            source = target = None
        if source.__class__ is str and target.__class__ is str and next(iter(edge)) == 'source':
            return '{"source": %s, "target": %s}' % (encode_string(source),
                                                      encode_string(target))
        return encode(edge)
    return encode_edge
