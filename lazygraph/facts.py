"""Facts: read from a file, or gathered from this machine as a small default set.

socket and platform are imported only to gather this machine's facts: most
runs name their node, and `get` pays for every import at start-up.
"""
import json

from .errors import UsageError


def load_facts(path):
    """A facts file: JSON, or YAML (.yaml/.yml). Puppet's `facts find` output works too."""
    from .deep import run_deep
    return run_deep(_load_facts, path)     # nested data is read recursively


def _load_facts(path):
    from .source import read_input_text
    text = read_input_text(path)
    if path.endswith(('.yaml', '.yml')):
        # Hiera's bounded safe loader: no Ruby objects, no dates, and an alias
        # bomb stops at an expansion budget instead of filling memory.
        from .data.files import load_yaml
        data, _ = load_yaml(path, text, what='facts YAML')
    else:
        from .data.files import json_nesting_error
        error = json_nesting_error(path, text, 'facts JSON')    # Ruby's JSON.parse limit
        if error is not None:
            raise error
        try:
            data = json.loads(text)
        except ValueError as exc:
            raise UsageError('%s: not valid JSON: %s' % (path, exc))
    if isinstance(data, dict) and isinstance(data.get('values'), dict):
        data = data['values']
    if not isinstance(data, dict):
        raise UsageError('%s: facts must be a mapping of names to values' % path)
    if not _encodable(json.dumps(data, ensure_ascii=False)):
        # "\ud800" in JSON: no character, and no catalog could be written with it.
        raise UsageError('%s: a fact holds a lone surrogate (\\uD800-\\uDFFF escape), '
                         'not a character' % path)
    return data


def _encodable(text):
    try:
        text.encode('utf-8')
    except UnicodeEncodeError:
        return False
    return True


def checked_facts(facts):
    """Facts given to the library: a mapping of names to data (str keys; strings,
    numbers, booleans, None, lists and mappings), not cyclic -- as a facts file
    would hold them. A copy of the top level."""
    from .errors import BadArgument
    if facts is None:
        return {}
    if not isinstance(facts, dict):
        raise BadArgument('facts must be a dict of names to values, not %s'
                          % type(facts).__name__)
    stack = [(facts, 'facts')]
    open_ids = set()
    while stack:
        value, where = stack.pop()
        if value is _LEAVE:
            open_ids.discard(where)
            continue
        if isinstance(value, str):
            if not _encodable(value):
                raise BadArgument('%s: a lone surrogate is not a character' % where)
            continue
        if isinstance(value, (int, float, bool)) or value is None:
            continue
        if not isinstance(value, (dict, list)):
            raise BadArgument('%s: a %s is not fact data' % (where, type(value).__name__))
        if id(value) in open_ids:
            raise BadArgument('%s: the facts contain themselves (a cycle)' % where)
        open_ids.add(id(value))
        stack.append((_LEAVE, id(value)))
        if isinstance(value, dict):
            for key, item in value.items():
                if not isinstance(key, str):
                    raise BadArgument('%s: fact names are strings, not %s %r'
                                      % (where, type(key).__name__, key))
                stack.append((item, '%s[%r]' % (where, key)))
        else:
            stack.extend((item, '%s[%d]' % (where, i)) for i, item in enumerate(value))
    return dict(facts)


_LEAVE = object()     # checked_facts: the end of a container's items


def checked_node(node):
    from .errors import BadArgument
    if node is not None and not (isinstance(node, str) and node):
        raise BadArgument('node is a name (a non-empty str), not %r' % (node,))
    return node


def node_and_facts(node, facts):
    """(node, facts) of a library call, checked: with no facts, a node's name
    gives its hostname and fqdn, and no node means this machine and its facts."""
    checked_node(node)
    if facts is not None:
        facts = checked_facts(facts)
    elif node is not None:
        facts = {'hostname': node.split('.')[0], 'fqdn': node}
    else:
        facts = local_facts()
    return node or facts.get('fqdn') or this_fqdn(), facts


def local_facts():
    """hostname, fqdn, domain, os, kernel and primary ip of this machine."""
    import platform
    import socket
    fqdn = socket.getfqdn()
    hostname = fqdn.split('.')[0] or socket.gethostname()
    domain = fqdn.partition('.')[2]
    os_release = _os_release()
    family = {'debian': 'Debian', 'ubuntu': 'Debian', 'rhel': 'RedHat', 'centos': 'RedHat',
              'fedora': 'RedHat', 'rocky': 'RedHat', 'almalinux': 'RedHat'}.get(
                  os_release.get('ID', '').lower(), platform.system())
    facts = {
        'hostname': hostname, 'fqdn': fqdn, 'domain': domain,
        'kernel': platform.system(), 'kernelrelease': platform.release(),
        'os': {'family': family, 'name': os_release.get('NAME', platform.system()).split()[0],
               'release': {'full': os_release.get('VERSION_ID', ''),
                           'major': os_release.get('VERSION_ID', '').split('.')[0]}},
        'networking': {'hostname': hostname, 'fqdn': fqdn, 'domain': domain},
    }
    ip = _primary_ip()
    if ip:
        facts['ipaddress'] = ip
        facts['networking']['ip'] = ip
    return facts


def _os_release():
    try:
        with open('/etc/os-release') as f:
            pairs = (line.rstrip('\n').split('=', 1) for line in f if '=' in line)
            return {k: v.strip('"') for k, v in pairs}
    except OSError:
        return {}


def _primary_ip():
    import socket
    try:
        return socket.gethostbyname(socket.gethostname())
    except OSError:
        return None


def this_fqdn():
    """This machine's name: the node when none is given."""
    import socket
    return socket.getfqdn()
