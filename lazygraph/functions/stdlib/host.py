"""stdlib: node-seeded values and the node's network (fqdn_rand_string,
fqdn_rotate, fqdn_uuid, seeded_rand*, has_interface_with, has_ip_*, ip_in_range,
os_version_gte, get_module_path, glob)."""
import hashlib
import ipaddress
import uuid

from ...errors import EvaluationError
from ...values.core import flatten, is_integer, to_s
from ..digests import fqdn_rand_int, ruby_join, ruby_rand_int, ruby_random
from ..registry import fail_type
from ..strings import versioncmp
from . import deprecated, stdlib_function

# Functions reading the node's facts are not pure: facts may be unknown when folding.
_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'


def _positive(call, value, position, what='Integer[1]'):
    if not is_integer(value) or value < 1:
        fail_type(call, call.name, position, 'an %s value' % what, value)
    return value


@stdlib_function('fqdn_rand_string', 'stdlib::fqdn_rand_string', pure=False, min_args=1)
def fqdn_rand_string(call, args, block):
    length = _positive(call, args[0], 1)
    charset = args[1] if len(args) > 1 else None
    if charset is not None and not isinstance(charset, str):
        fail_type(call, call.name, 2, 'an Optional[String] value', charset)
    chars = list(charset) if charset else list(_CHARSET)
    seed = list(args[2:])
    out = []
    for current in range(length):
        index = fqdn_rand_int(call, len(chars), ruby_join(seed + [current + 1]))
        out.append(chars[index])
    return ''.join(out)


def _fqdn(call):
    networking = call.runtime().facts.get('networking')
    return networking.get('fqdn') if isinstance(networking, dict) else None


@stdlib_function('fqdn_rotate', 'stdlib::fqdn_rotate', pure=False, min_args=1)
def fqdn_rotate(call, args, block):
    value, seeds = args[0], list(args[1:])
    if isinstance(value, str):
        items = list(value)
    elif isinstance(value, list):
        items = list(value)
    else:
        fail_type(call, call.name, 1, 'a String or an Array', value)
    if len(items) > 1:
        seed = int(hashlib.md5(ruby_join([_fqdn(call), seeds]).encode('utf-8')).hexdigest(), 16)
        offset = ruby_rand_int(ruby_random(seed), len(items))
        items = items[offset:] + items[:offset]
    return ''.join(items) if isinstance(value, str) else items


@stdlib_function('fqdn_uuid', 'stdlib::fqdn_uuid', min_args=1, max_args=1)
def fqdn_uuid(call, args, block):
    return str(uuid.uuid5(uuid.NAMESPACE_DNS, to_s(args[0])))


@stdlib_function('seeded_rand', 'stdlib::seeded_rand', min_args=2, max_args=2)
def seeded_rand(call, args, block):
    max_, seed = args
    _positive(call, max_, 1)
    if not isinstance(seed, str):
        fail_type(call, call.name, 2, 'a String value', seed)
    hashed = int(hashlib.md5(seed.encode('utf-8')).hexdigest(), 16)
    return ruby_rand_int(ruby_random(hashed), max_)


@stdlib_function('seeded_rand_string', 'stdlib::seeded_rand_string', min_args=2, max_args=3)
def seeded_rand_string(call, args, block):
    length = _positive(call, args[0], 1)
    seed = args[1]
    if not isinstance(seed, str):
        fail_type(call, call.name, 2, 'a String value', seed)
    charset = args[2] if len(args) > 2 else _CHARSET[:10] + _CHARSET[36:] + _CHARSET[10:36]
    if not isinstance(charset, str) or len(charset) < 2:
        fail_type(call, call.name, 3, 'a String[2] value', charset)
    rng = ruby_random(int(hashlib.sha256(seed.encode('utf-8')).hexdigest(), 16))
    return ''.join(charset[ruby_rand_int(rng, len(charset))] for _ in range(length))


def _interfaces(call):
    networking = call.runtime().facts.get('networking')
    interfaces = networking.get('interfaces') if isinstance(networking, dict) else None
    return interfaces if isinstance(interfaces, dict) else {}


@stdlib_function('has_interface_with', 'stdlib::has_interface_with', pure=False, min_args=1,
                 max_args=2)
def has_interface_with(call, args, block):
    if call.name == 'has_interface_with':
        deprecated(call, 'has_interface_with', 'has_interface_with: This function is '
                   'deprecated, please use stdlib::has_interface_with instead.')
    interfaces = _interfaces(call)
    if len(args) == 1:
        return to_s(args[0]) in interfaces
    kind, value = args
    if not isinstance(kind, str):
        fail_type(call, call.name, 1, 'a String value', kind)
    kind = {'ipaddress': 'ip', 'macaddress': 'mac'}.get(kind, kind)
    if kind not in ('netmask', 'network', 'ip', 'mac'):
        fail_type(call, call.name, 1, "a match for Enum['ip', 'ipaddress', 'mac', 'macaddress', "
                  "'netmask', 'network']", kind)
    return any(isinstance(p, dict) and p.get(kind) == value for p in interfaces.values())


def _has_with(call, kind, value):
    """The 3.x has_interface_with(kind, value) these call: legacy facts only
    ($interfaces, $ipaddress, $ipaddress_eth0...)."""
    facts = call.runtime().facts
    interfaces = facts.get('interfaces')
    if not isinstance(interfaces, str):
        return False
    if facts.get(kind) == value:
        return True
    return any(facts.get('%s_%s' % (kind, name.lower())) == value
               for name in interfaces.split(','))


def _has_ip(call, kind, value):
    """has_ip_address / has_ip_network: the 3.x functions of stdlib up to 9.7.0
    read legacy facts; since then (a 4.x shim that warns, and the namespaced
    Puppet-language stdlib::has_ip_*) stdlib::has_interface_with's structured ones."""
    from ..ruby import stdlib_api3
    name = call.name.lstrip(':')
    if '::' not in name:
        if stdlib_api3(call.runtime(), name):
            return _has_with(call, kind, value)
        deprecated(call, name, 'This function is deprecated, please use stdlib::%s instead.'
                   % name)
    interfaces = _interfaces(call)
    key = 'ip' if kind == 'ipaddress' else kind
    return any(isinstance(p, dict) and p.get(key) == value for p in interfaces.values())


@stdlib_function('has_ip_address', 'stdlib::has_ip_address', pure=False, min_args=1, max_args=1)
def has_ip_address(call, args, block):
    return _has_ip(call, 'ipaddress', args[0])


@stdlib_function('has_ip_network', 'stdlib::has_ip_network', pure=False, min_args=1, max_args=1)
def has_ip_network(call, args, block):
    return _has_ip(call, 'network', args[0])


@stdlib_function('stdlib::ensure', min_args=1, max_args=2)
def ensure(call, args, block):
    state = args[0]
    kind = args[1] if len(args) > 1 else None
    if isinstance(state, bool):
        state = 'present' if state else 'absent'
    if state not in ('present', 'absent'):
        fail_type(call, 'stdlib::ensure', 1, "a Variant[Boolean, Enum['absent', 'present']] "
                  "value", args[0])
    if kind not in (None, 'directory', 'link', 'mounted', 'service', 'file', 'package'):
        fail_type(call, 'stdlib::ensure', 2, "an Optional[Enum['directory', 'file', 'link', "
                  "'mounted', 'package', 'service']] value", kind)
    present = state == 'present'
    if kind == 'package':
        return 'installed' if present else 'absent'
    if kind == 'service':
        return 'running' if present else 'stopped'
    if kind is None:
        return state
    return kind if present else state


def _network(call, text):
    try:
        return ipaddress.ip_network(text, strict=False)
    except ValueError:
        raise EvaluationError('invalid address: %s' % text, call.span)


@stdlib_function('stdlib::ip_in_range', min_args=2, max_args=2)
def ip_in_range(call, args, block):
    address = _network(call, to_s(args[0])).network_address
    ranges = args[1] if isinstance(args[1], list) else [args[1]]
    for text in ranges:
        network = _network(call, to_s(text))
        if network.version == address.version and address in network:
            return True
    return False


@stdlib_function('os_version_gte', 'stdlib::os_version_gte', pure=False, min_args=2, max_args=2)
def os_version_gte(call, args, block):
    os_name, version = args
    facts_os = call.runtime().facts.get('os') or {}
    if facts_os.get('name') != os_name:
        return False
    major = (facts_os.get('release') or {}).get('major')
    return versioncmp(call, [to_s(major), to_s(version)], None) >= 0


@stdlib_function('get_module_path', pure=False, min_args=1, max_args=1)
def get_module_path(call, args, block):
    from ..files import module_dir
    directory = module_dir(call.runtime(), to_s(args[0]))
    if directory is None:
        raise EvaluationError('Could not find module %s in environment production'
                              % to_s(args[0]), call.span)
    return directory


def _refused(impl):
    impl.refused = True
    return impl


@stdlib_function('glob', pure=False, min_args=1, max_args=1)
@_refused
def glob_(call, args, block):
    raise EvaluationError('glob(): lazygraph does not list the compiling machine\'s files '
                          '(%s); the result would depend on where lazygraph runs'
                          % ', '.join(to_s(p) for p in flatten([args[0]])), call.span)
