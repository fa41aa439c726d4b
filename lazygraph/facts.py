"""Facts: read from a file, or gathered from this machine as a small default set.

socket and platform are imported only to gather this machine's facts: most
runs name their node, and `get` pays for every import at start-up.
"""
import json

from .errors import UsageError


def load_facts(path):
    """A facts file: JSON, or YAML (.yaml/.yml). Puppet's `facts find` output works too."""
    from .source import read_input_text
    text = read_input_text(path)
    if path.endswith(('.yaml', '.yml')):
        # Hiera's bounded safe loader: no Ruby objects, no dates, and an alias
        # bomb stops at an expansion budget instead of filling memory.
        from .data.files import load_yaml
        data, _ = load_yaml(path, text, what='facts YAML')
    else:
        try:
            data = json.loads(text)
        except ValueError as exc:
            raise UsageError('%s: not valid JSON: %s' % (path, exc))
    if isinstance(data, dict) and isinstance(data.get('values'), dict):
        data = data['values']
    if not isinstance(data, dict):
        raise UsageError('%s: facts must be a mapping of names to values' % path)
    return data


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
