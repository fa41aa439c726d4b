"""Digests and node-seeded randomness: md5, sha1, sha256, digest, fqdn_rand.

fqdn_rand must give the numbers Puppet gives for the same node and seed, so
Ruby's ``Random.new(seed).rand(max)`` is reproduced exactly: Mersenne Twister
seeded as Ruby 3 seeds it, and Ruby's masked rejection sampling.
"""
import hashlib
import random

from ..errors import EvaluationError
from ..values.core import is_integer, to_s
from .registry import fail_type, function


def _text(call, value):
    if not isinstance(value, str):
        fail_type(call, call.name, 1, 'a String value', value)
    return value.encode('utf-8')


@function('md5', min_args=1, max_args=1)
def md5(call, args, block):
    return hashlib.md5(_text(call, args[0])).hexdigest()


@function('sha1', min_args=1, max_args=1)
def sha1(call, args, block):
    return hashlib.sha1(_text(call, args[0])).hexdigest()


@function('sha256', min_args=1, max_args=1)
def sha256(call, args, block):
    return hashlib.sha256(_text(call, args[0])).hexdigest()


@function('digest', min_args=1, max_args=1)
def digest(call, args, block):
    # Puppet's digest_algorithm setting defaults to sha256.
    return hashlib.sha256(_text(call, args[0])).hexdigest()


# -- Ruby's Random ------------------------------------------------------------------

def ruby_random(seed):
    """A Python Random in the state Ruby's ``Random.new(seed)`` starts in."""
    seed = abs(seed)
    rng = random.Random()
    if seed >> 32:
        rng.seed(seed)          # init_by_array over 32-bit words, as Ruby does
        return rng
    # One word: Ruby 3 uses init_genrand, which Python's seed() never does.
    state = [seed & 0xffffffff]
    for i in range(1, 624):
        prev = state[-1]
        state.append((1812433253 * (prev ^ (prev >> 30)) + i) & 0xffffffff)
    rng.setstate((3, tuple(state) + (624,), None))
    return rng


def ruby_rand_int(rng, max_):
    """``Random#rand(max)`` for a positive Integer max (random.c, limited_rand)."""
    limit = max_ - 1
    if limit <= 0:
        return 0
    mask = (1 << limit.bit_length()) - 1
    words = (limit.bit_length() + 31) // 32
    while True:
        val = 0
        for i in range(words - 1, -1, -1):
            val |= rng.getrandbits(32) << (i * 32)
            val &= mask
            if val > limit:
                break
        else:
            return val


def ruby_to_i(value):
    """Ruby's String#to_i / Integer(): leading digits, else 0."""
    if isinstance(value, bool) or value is None:
        return 0
    if is_integer(value):
        return value
    if isinstance(value, float):
        return int(value)
    text = to_s(value).lstrip()
    sign = 1
    if text[:1] and text[:1] in '+-':
        sign = -1 if text[0] == '-' else 1
        text = text[1:]
    digits = ''
    for ch in text:
        if ch.isdigit() or (ch == '_' and digits):
            digits += ch if ch != '_' else ''
        else:
            break
    return sign * int(digits) if digits else 0


def ruby_join(values):
    """Array#join: nested arrays flattened, nil as empty."""
    out = []
    for value in values:
        if isinstance(value, list):
            out.append(ruby_join(value))
        elif value is None:
            out.append('')
        else:
            out.append(to_s(value))
    return ':'.join(out)


def fqdn_rand_int(call, max_, seed, downcase=False):
    """The number fqdn_rand(max, seed, downcase) gives on the node being compiled."""
    facts = call.runtime().facts
    networking = facts.get('networking')
    fqdn = networking.get('fqdn') if isinstance(networking, dict) else None
    if fqdn is not None and downcase:
        fqdn = to_s(fqdn).lower()
    hashed = int(hashlib.md5(ruby_join([fqdn, max_, seed]).encode('utf-8')).hexdigest(), 16)
    if max_ <= 0:
        raise EvaluationError("fqdn_rand(): the maximum must be a positive Integer, got %d"
                              % max_, call.span)
    return ruby_rand_int(ruby_random(hashed), max_)


@function('fqdn_rand', pure=False, min_args=1, max_args=3)   # reads the node's facts
def fqdn_rand(call, args, block):
    max_ = ruby_to_i(args[0])
    seed = args[1] if len(args) > 1 else None
    downcase = len(args) > 2 and args[2] not in (None, False)
    return fqdn_rand_int(call, max_, seed, downcase)
