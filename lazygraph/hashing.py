"""The hash that keys lazygraph's caches by content: BLAKE2b (32-byte digests).

It is built into CPython (and PyPy), loads in 0.1 ms and hashes four times
faster than CPython's own SHA-256; `import hashlib` loads OpenSSL's libcrypto
instead, 5 ms of every command's start. A parse cache entry is keyed by its
file's text: a `get` on a manifest of 790 kB spent 35 M instructions (callgrind;
OpenSSL's SHA-256, loading it included) on that key, BLAKE2b 12 M. Collision
resistant as SHA-256 is: a text never reads back another text's cached parse."""
try:
    from _blake2 import blake2b as _blake2b
except ImportError:
    from hashlib import blake2b as _blake2b

DIGEST_SIZE = 32


def content_hash(data=b''):
    """A hash object of ``data`` (bytes): update(), digest(), hexdigest() as
    hashlib's objects have."""
    return _blake2b(data, digest_size=DIGEST_SIZE)


def text_hash(text):
    """content_hash of a file's text, encoded as its reader decoded it (lone
    surrogates kept): the parse cache, Hiera's parsed files and the text cache
    key a text by this one digest."""
    return content_hash(encoded_text(text))


def encoded_text(text):
    """The bytes text_hash hashes for ``text``."""
    return text.encode('utf-8', 'surrogatepass')
