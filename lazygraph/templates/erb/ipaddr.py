"""Ruby's IPAddr (loaded in Puppet 7.23's process: `require 'ipaddr'` is
false there): an address with its mask, as real templates use it to sort or
test networks (puppet-nginx's geo template sorts by `IPAddr.new(k).to_i`)."""
from .errors import RubyError
from .methods import TABLES, arity, method
from .rvalues import MStr, Opaque, is_str, text, to_s

IPADDR = 'IPAddr'


def ip_value(network):
    return Opaque(network, IPADDR)


def ip_network(address, strict=True):
    """ipaddress.ip_network; the module is imported with the first IPAddr made
    (5 M instructions): every template rendered loads this table of methods,
    few make an IPAddr."""
    import ipaddress
    return ipaddress.ip_network(address, strict=strict)


def parse(value, ctx=None):
    """IPAddr.new(text): 'a.b.c.d', an IPv6 address, either with '/prefix' (or
    '/mask'); the address is masked, as Ruby's IPAddr stores it."""
    if isinstance(value, Opaque) and value.ruby_class == IPADDR:
        return value.value
    source = text(value) if is_str(value) else to_s(value)
    try:
        return ip_network(source.strip('[]') if '/' not in source else source, strict=False)
    except ValueError:
        raise RubyError('IPAddr::InvalidAddressError', 'invalid address: %s' % source) from None


def _new(ctx, const, args, block):
    arity(args, 0, 2)
    if not args:
        return ip_value(ip_network('::/128'))
    if len(args) == 2:
        raise RubyError('NotImplementedError', 'IPAddr.new with an address family is not supported')
    return ip_value(parse(args[0]))


TABLES.setdefault('Const', {})[(IPADDR, 'new')] = _new


def I(*names):
    return method(IPADDR, *names)


def _address(network):
    return network.network_address


@I('to_s')
def _to_s(ctx, ip, args, block):
    return MStr(str(_address(ip.value)))


@I('to_string')
def _to_string(ctx, ip, args, block):
    return MStr(_address(ip.value).exploded)


@I('inspect')
def _inspect(ctx, ip, args, block):
    return MStr(inspect_ip(ip))


def inspect_ip(ip):
    network = ip.value
    if network.version == 4:
        return '#<IPAddr: IPv4:%s/%s>' % (network.network_address, network.netmask)
    return '#<IPAddr: IPv6:%s/%s>' % (network.network_address.exploded, network.netmask.exploded)


@I('to_i', 'hash')
def _to_i(ctx, ip, args, block):
    return int(_address(ip.value))


@I('ipv4?')
def _ipv4(ctx, ip, args, block):
    return ip.value.version == 4


@I('ipv6?')
def _ipv6(ctx, ip, args, block):
    return ip.value.version == 6


@I('prefix')
def _prefix(ctx, ip, args, block):
    return ip.value.prefixlen


@I('include?', '===')
def _include(ctx, ip, args, block):
    arity(args, 1)
    try:
        other = parse(args[0])
    except RubyError:
        return False
    return other.version == ip.value.version and other.network_address in ip.value


@I('mask')
def _mask(ctx, ip, args, block):
    arity(args, 1)
    network = ip.value
    prefix = args[0] if isinstance(args[0], int) else parse(args[0]).prefixlen
    return ip_value(ip_network('%s/%d' % (network.network_address, prefix), strict=False))


@I('==', 'eql?')
def _equal(ctx, ip, args, block):
    arity(args, 1)
    try:
        other = parse(args[0])
    except RubyError:
        return False
    return other.version == ip.value.version and _address(other) == _address(ip.value)


@I('<=>')
def _compare(ctx, ip, args, block):
    arity(args, 1)
    other = compare_key(args[0])
    mine = compare_key(ip)
    if other is None or other[0] != mine[0]:
        return None
    return (mine > other) - (mine < other)


def compare_key(value):
    """(family, integer) of an IPAddr, for <=> and sort; None for anything else."""
    if isinstance(value, Opaque) and value.ruby_class == IPADDR:
        return (value.value.version, int(_address(value.value)))
    return None
