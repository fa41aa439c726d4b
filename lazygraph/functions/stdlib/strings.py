"""stdlib: strings (squeeze, swapcase, basename/dirname/extname, escapes for
shells, URIs, regexps, XML, batch and PowerShell; base64, crc32, start_with...)."""
import base64 as base64_module
import binascii
import hashlib
import ipaddress
import re
import shlex
import urllib.parse
import zlib

from ...errors import EvaluationError
from ...values.core import PSensitive, flatten, is_integer, to_s
from ...values.rich import PBinary
from ..registry import fail_type
from . import stdlib_function


def _string(call, value, position=1):
    if not isinstance(value, str):
        fail_type(call, call.name, position, 'a String value', value)
    return value


def _each_string(call, value, fn, what):
    if isinstance(value, list):
        return [fn(v) if isinstance(v, str) else v for v in value]
    if isinstance(value, str):
        return fn(value)
    raise EvaluationError('%s(): Requires either array or string to work with' % what,
                          call.span)


@stdlib_function('squeeze', min_args=1, max_args=2)
def squeeze(call, args, block):
    chars = args[1] if len(args) > 1 else None

    def one(text):
        if chars is None:
            return re.sub(r'(.)\1+', r'\1', text, flags=re.S)
        allowed = set(to_s(chars))
        return re.sub(r'(.)\1+', lambda m: m.group(1) if m.group(1) in allowed else m.group(0),
                      text, flags=re.S)
    value = args[0]
    if isinstance(value, list):
        return [one(to_s(v)) for v in value]
    return one(to_s(value))


@stdlib_function('swapcase', min_args=1, max_args=1)
def swapcase(call, args, block):
    return _each_string(call, args[0], str.swapcase, 'swapcase')


@stdlib_function('dirname', min_args=1, max_args=1)
def dirname(call, args, block):
    value = args[0]
    if not isinstance(value, str):
        raise EvaluationError('dirname(): Requires string as argument', call.span)
    if value == '':
        raise EvaluationError('dirname(): Requires a non-empty string as argument', call.span)
    return ruby_dirname(value)


def ruby_dirname(path):
    """Ruby's File.dirname."""
    stripped = path.rstrip('/')
    if stripped == '':
        return '/' if path.startswith('/') else '.'
    cut = stripped.rfind('/')
    if cut < 0:
        return '.'
    return stripped[:cut].rstrip('/') or '/'


@stdlib_function('basename', min_args=1, max_args=2)
def basename(call, args, block):
    value = args[0]
    if not isinstance(value, str):
        raise EvaluationError('basename(): Requires string as first argument', call.span)
    name = value.rstrip('/').rsplit('/', 1)[-1] if value.strip('/') else '/'
    if len(args) > 1:
        suffix = args[1]
        if not isinstance(suffix, str):
            raise EvaluationError('basename(): Requires string as second argument', call.span)
        if suffix == '.*':
            dot = name.rfind('.')
            if dot > 0:
                name = name[:dot]
        elif suffix and name.endswith(suffix) and name != suffix:
            name = name[:-len(suffix)]
    return name


@stdlib_function('stdlib::extname', min_args=1, max_args=1)
def extname(call, args, block):
    name = _string(call, args[0]).rsplit('/', 1)[-1]
    stripped = name.lstrip('.')     # a leading dot starts no extension
    dot = stripped.rfind('.')
    return stripped[dot:] if dot > 0 else ''   # Ruby >= 2.7: File.extname('a.') is '.'


@stdlib_function('enclose_ipv6', min_args=1, max_args=1)
def enclose_ipv6(call, args, block):
    value = args[0]
    if not isinstance(value, (str, list)):
        raise EvaluationError('enclose_ipv6(): Wrong argument type given %s expected String or '
                              'Array' % type(value).__name__, call.span)
    out = []
    for item in [v for v in flatten([value]) if v is not None]:
        if item != '*':
            try:
                address = ipaddress.ip_network(to_s(item), strict=False).network_address \
                    if '/' in to_s(item) else ipaddress.ip_address(to_s(item))
            except ValueError:
                raise EvaluationError('enclose_ipv6(): Wrong argument given %s is not an ip '
                                      'address.' % to_s(item), call.span)
            if address.version == 6:
                item = '[%s]' % address.compressed
        if item not in out:
            out.append(item)
    return out


_REGEXP_SPECIAL = {'\n': '\\n', '\t': '\\t', '\r': '\\r', '\f': '\\f', '\v': '\\v', ' ': '\\ '}


def ruby_regexp_escape(text):
    out = []
    for ch in text:
        if ch in '.*?+^$|()[]{}\\-#':
            out.append('\\' + ch)
        else:
            out.append(_REGEXP_SPECIAL.get(ch, ch))
    return ''.join(out)


@stdlib_function('regexpescape', min_args=1, max_args=1)
def regexpescape(call, args, block):
    # stdlib escapes with Regexp.escape, then leaves '/' (used as the delimiter) escaped too.
    return _each_string(call, args[0], ruby_regexp_escape, 'regexpescape')


@stdlib_function('uriescape', min_args=1, max_args=1)
def uriescape(call, args, block):
    # URI::DEFAULT_PARSER.escape keeps RFC 2396 reserved and unreserved characters.
    def one(text):
        return urllib.parse.quote(text, safe=";/?:@&=+$,[]-_.!~*'()")
    return _each_string(call, args[0], one, 'uriescape')


_SHELL_SAFE = re.compile(r'([^A-Za-z0-9_\-.,:+/@\n])')


def shell_escape_word(text):
    """Ruby's Shellwords.shellescape."""
    if text == '':
        return "''"
    text = _SHELL_SAFE.sub(r'\\\1', text)
    return text.replace('\n', "'\n'")


@stdlib_function('shell_escape', 'stdlib::shell_escape', min_args=1, max_args=1)
def shell_escape(call, args, block):
    return shell_escape_word(to_s(args[0]))


@stdlib_function('shell_join', min_args=1, max_args=1)
def shell_join(call, args, block):
    array = args[0]
    if not isinstance(array, list):
        raise EvaluationError('First argument is not an Array: %s' % to_s(array), call.span)
    return ' '.join(shell_escape_word(to_s(v)) for v in array)


@stdlib_function('shell_split', min_args=1, max_args=1)
def shell_split(call, args, block):
    try:
        return shlex.split(to_s(args[0]))
    except ValueError:
        raise EvaluationError('Unmatched quote: %s' % to_s(args[0]), call.span)


@stdlib_function('batch_escape', 'stdlib::batch_escape', min_args=1, max_args=1)
def batch_escape(call, args, block):
    out = []
    for ch in to_s(args[0]):
        out.append('""' if ch == '"' else '\\' + ch if ch in '$\\' else ch)
    return '"%s"' % ''.join(out)


@stdlib_function('powershell_escape', 'stdlib::powershell_escape', min_args=1, max_args=1)
def powershell_escape(call, args, block):
    out = []
    for ch in to_s(args[0]):
        if ch in " '`|\n$":
            out.append('`' + ch)
        elif ch == '"':
            out.append('\\`"')
        else:
            out.append(ch)
    return ''.join(out)


@stdlib_function('stdlib::xml_encode', min_args=1, max_args=2)
def xml_encode(call, args, block):
    text = _string(call, args[0])
    kind = args[1] if len(args) > 1 else 'text'
    text = text.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')
    if kind == 'attr':
        return '"%s"' % text.replace('"', '&quot;')
    return text


@stdlib_function('base64', min_args=2, max_args=3)
def base64(call, args, block):
    action, text = args[0], args[1]
    method = args[2] if len(args) > 2 else 'default'
    if action not in ('encode', 'decode'):
        raise EvaluationError("base64(): the first argument must be 'encode' or 'decode'",
                              call.span)
    if not isinstance(text, str):
        raise EvaluationError('base64(): the second argument must be a string to base64',
                              call.span)
    if method not in ('default', 'strict', 'urlsafe'):
        raise EvaluationError("base64(): the third argument must be 'default', 'strict', or "
                              "'urlsafe'", call.span)
    data = text.encode('utf-8')
    try:
        if action == 'encode':
            if method == 'urlsafe':
                return base64_module.urlsafe_b64encode(data).decode('ascii')
            encoded = base64_module.b64encode(data).decode('ascii')
            if method == 'strict':
                return encoded
            # Ruby's Base64.encode64: a newline after every 60 characters and at the end.
            return ''.join(encoded[i:i + 60] + '\n' for i in range(0, len(encoded), 60))
        if method == 'urlsafe':
            decoded = base64_module.urlsafe_b64decode(data + b'=' * (-len(data) % 4))
        elif method == 'strict':
            decoded = base64_module.b64decode(data, validate=True)
        else:
            decoded = base64_module.b64decode(re.sub(rb'[^A-Za-z0-9+/=]', b'', data) +
                                              b'=' * (-len(data) % 4))
    except (binascii.Error, ValueError) as error:
        raise EvaluationError('base64(): %s' % error, call.span)
    return decoded.decode('utf-8', 'replace')


@stdlib_function('dos2unix', min_args=1, max_args=1)
def dos2unix(call, args, block):
    if not isinstance(args[0], str):
        raise EvaluationError('dos2unix(): Requires string as argument', call.span)
    return args[0].replace('\r\n', '\n')


@stdlib_function('unix2dos', min_args=1, max_args=1)
def unix2dos(call, args, block):
    if not isinstance(args[0], str):
        raise EvaluationError('unix2dos(): Requires string as argument', call.span)
    return re.sub(r'\r*\n', '\r\n', args[0])


def _affixes(call, value):
    if isinstance(value, str):
        return [value]
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        return value
    fail_type(call, call.name, 2, 'a String or a non-empty Array of Strings', value)


@stdlib_function('stdlib::start_with', min_args=2, max_args=2)
def start_with(call, args, block):
    prefixes = _affixes(call, args[1])
    return any(_string(call, args[0]).startswith(to_s(p)) for p in prefixes)


@stdlib_function('stdlib::end_with', min_args=2, max_args=2)
def end_with(call, args, block):
    suffixes = _affixes(call, args[1])
    return any(_string(call, args[0]).endswith(to_s(s)) for s in suffixes)


def _bytes(value):
    if isinstance(value, PSensitive):
        value = value.value
    if isinstance(value, PBinary):
        return value.data
    return to_s(value).encode('utf-8')


@stdlib_function('stdlib::crc32', min_args=1, max_args=1)
def crc32(call, args, block):
    return '%x' % zlib.crc32(_bytes(args[0]))


@stdlib_function('stdlib::sha256', min_args=1, max_args=1)
def sha256(call, args, block):
    return hashlib.sha256(_bytes(args[0])).hexdigest()


_HASH_IDS = {'md5': '1', 'sha-256': '5', 'sha-512': '6', 'bcrypt': '2b', 'bcrypt-a': '2a',
             'bcrypt-x': '2x', 'bcrypt-y': '2y'}


@stdlib_function('pw_hash', min_args=3, max_args=3)
def pw_hash(call, args, block):
    password, kind, salt = args
    if isinstance(password, PSensitive):
        password = password.value
    if password in (None, ''):
        return None
    if not isinstance(kind, str) or kind.lower() not in _HASH_IDS:
        raise EvaluationError('pw_hash(): %s is not a valid hash type' % to_s(kind), call.span)
    if not isinstance(salt, str) or not re.match(r'\A[a-zA-Z0-9./]+\Z', salt):
        raise EvaluationError('pw_hash(): characters in salt must be in the set [a-zA-Z0-9./]',
                              call.span)
    try:
        import warnings
        with warnings.catch_warnings():
            warnings.simplefilter('ignore', DeprecationWarning)
            import crypt
    except ImportError:
        raise EvaluationError('pw_hash(): this Python has no crypt module', call.span)
    result = crypt.crypt(to_s(password), '$%s$%s' % (_HASH_IDS[kind.lower()], salt))
    if not result or not result.startswith('$'):
        raise EvaluationError('pw_hash(): system does not support enhanced salts', call.span)
    return result


@stdlib_function('str2saltedsha512', pure=False, min_args=1, max_args=1)
def str2saltedsha512(call, args, block):
    import os as os_module
    password = args[0]
    if not isinstance(password, str):
        raise EvaluationError('str2saltedsha512(): Requires a String argument, you passed: %s'
                              % type(password).__name__, call.span)
    salt = os_module.urandom(4)   # random, as in stdlib: the catalog changes every compile
    return (salt + hashlib.sha512(salt + password.encode('utf-8')).digest()).hex()


@stdlib_function('str2saltedpbkdf2', min_args=3, max_args=3)
def str2saltedpbkdf2(call, args, block):
    password, salt, iterations = args
    if not isinstance(password, str):
        raise EvaluationError('str2saltedpbkdf2(): first argument must be a string', call.span)
    if not isinstance(salt, str):
        raise EvaluationError('str2saltedpbkdf2(): second argument must be a string',
                              call.span)
    if len(salt.encode('utf-8')) < 8:
        raise EvaluationError('str2saltedpbkdf2(): second argument must be at least 8 bytes '
                              'long', call.span)
    if not is_integer(iterations) or iterations < 1:
        raise EvaluationError('str2saltedpbkdf2(): third argument must be an integer greater '
                              'than 0', call.span)
    digest = hashlib.pbkdf2_hmac('sha512', password.encode('utf-8'), salt.encode('utf-8'),
                                 iterations)
    return {'password_hex': digest.hex(), 'salt_hex': salt.encode('utf-8').hex(),
            'iterations': iterations}
