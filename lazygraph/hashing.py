"""SHA-256 without OpenSSL's start-up cost.

`import hashlib` loads OpenSSL's libcrypto: 5 ms of every command's start, a
third of a `get`, for hashing a few file texts. CPython's own SHA-256 module
loads in 0.1 ms. OpenSSL is about six times faster on long inputs (it uses the
CPU's SHA instructions), so data longer than LONG bytes still goes to hashlib,
imported then. Both give the same digests."""
try:
    from _sha2 import sha256 as _small_sha256       # CPython 3.12 and later
except ImportError:
    try:
        from _sha256 import sha256 as _small_sha256  # CPython 3.11, PyPy
    except ImportError:
        from hashlib import sha256 as _small_sha256

LONG = 256 * 1024


def sha256(data=b''):
    """A sha256 object of ``data`` (bytes), as hashlib.sha256(data) is."""
    if len(data) > LONG:
        import hashlib
        return hashlib.sha256(data)
    return _small_sha256(data)
