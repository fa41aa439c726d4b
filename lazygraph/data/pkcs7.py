"""PKCS7 enveloped data (eyaml's ENC[PKCS7,...]) decrypted with an RSA key pair.

cryptography has pkcs7_decrypt_der from release 44 on; PyPy 3.9's binary
wheels stop at 43, so there the few DER elements of the envelope are read here
and decrypted with cryptography's RSA and AES-CBC (what hiera-eyaml and
cryptography's PKCS7EnvelopeBuilder write). Both raise ValueError for an
envelope they cannot open.
"""

ENVELOPED_DATA = bytes.fromhex('2a864886f70d010703')           # 1.2.840.113549.1.7.3
RSA_ENCRYPTION = bytes.fromhex('2a864886f70d010101')           # 1.2.840.113549.1.1.1
AES_CBC = {bytes.fromhex('608648016503040102'): 16,            # aes128-cbc
           bytes.fromhex('608648016503040116'): 24,            # aes192-cbc
           bytes.fromhex('60864801650304012a'): 32}            # aes256-cbc
SEQUENCE, SET, INTEGER, OCTET_STRING, OID = 0x30, 0x31, 0x02, 0x04, 0x06
CONTEXT_0, CONTEXT_0_PRIMITIVE = 0xa0, 0x80


def decrypt_der(der, certificate, private_key):
    """The plaintext of the envelope ``der`` addressed to ``certificate``."""
    try:
        from cryptography.hazmat.primitives.serialization.pkcs7 import pkcs7_decrypt_der
    except ImportError:
        return decrypt_enveloped(der, certificate, private_key)
    return pkcs7_decrypt_der(der, certificate, private_key, [])


def decrypt_enveloped(der, certificate, private_key):
    from cryptography.hazmat.primitives import padding
    from cryptography.hazmat.primitives.asymmetric.padding import PKCS1v15
    from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
    content_type, content = _elements(der, _only(der, 0, len(der), SEQUENCE), 2)
    if _value(der, content_type, OID) != ENVELOPED_DATA:
        raise ValueError('error parsing asn1 value: not PKCS7 enveloped data')
    enveloped = _elements(der, _only(der, *_inside(content, CONTEXT_0), SEQUENCE))
    recipients = next((e for e in enveloped if e[0] == SET), None)
    encrypted = next((e for e in enveloped[recipients and enveloped.index(recipients) + 1:]
                      if e[0] == SEQUENCE), None)
    if recipients is None or encrypted is None:
        raise ValueError('error parsing asn1 value: an envelope without recipients or content')
    encrypted_key = _recipient_key(der, recipients, certificate)
    key = private_key.decrypt(encrypted_key, PKCS1v15())
    _, algorithm, body = _elements(der, encrypted, 3)
    algorithm_oid, iv = _elements(der, algorithm, 2)
    size = AES_CBC.get(_value(der, algorithm_oid, OID))
    if size is None:
        raise ValueError('unsupported content encryption algorithm (AES-CBC is supported)')
    if len(key) != size:
        raise ValueError('Invalid key size (%d) for AES.' % (len(key) * 8))
    decryptor = Cipher(algorithms.AES(key), modes.CBC(_value(der, iv, OCTET_STRING))).decryptor()
    padded = decryptor.update(_content_octets(der, body)) + decryptor.finalize()
    unpadder = padding.PKCS7(128).unpadder()
    return unpadder.update(padded) + unpadder.finalize()


def _recipient_key(der, recipients, certificate):
    """The encrypted content key of the recipient named by the certificate's
    issuer and serial number."""
    issuer = certificate.issuer.public_bytes()
    for info in _elements(der, recipients):
        fields = _elements(der, info)
        if len(fields) != 4 or fields[1][0] != SEQUENCE:
            continue
        name, serial = _elements(der, fields[1], 2)
        algorithm = _elements(der, fields[2])
        if (der[name[3]:name[2]] == issuer
                and int.from_bytes(_value(der, serial, INTEGER), 'big', signed=True)
                == certificate.serial_number
                and _value(der, algorithm[0], OID) == RSA_ENCRYPTION):
            return _value(der, fields[3], OCTET_STRING)
    raise ValueError('No recipient found that matches the given certificate.')


def _content_octets(der, element):
    """[0] IMPLICIT OCTET STRING, primitive or in constructed chunks."""
    tag, start, end, _ = element
    if tag == CONTEXT_0_PRIMITIVE:
        return der[start:end]
    if tag == CONTEXT_0:
        return b''.join(_value(der, chunk, OCTET_STRING) for chunk in _elements(der, element))
    raise ValueError('error parsing asn1 value: no encrypted content')


# -- DER: an element is (tag, content start, content end, element start) ------

def _element(der, at, limit):
    if at + 2 > limit:
        raise ValueError('error parsing asn1 value: short data')
    tag, length, at = der[at], der[at + 1], at + 2
    if length & 0x80:
        count = length & 0x7f
        if not 0 < count <= 4 or at + count > limit:
            raise ValueError('error parsing asn1 value: invalid length')
        length, at = int.from_bytes(der[at:at + count], 'big'), at + count
    if at + length > limit:
        raise ValueError('error parsing asn1 value: short data')
    return tag, at, at + length


def _elements(der, parent, count=None):
    """The elements inside ``parent`` (exactly ``count`` of them if given)."""
    _, at, end = parent[:3]
    out = []
    while at < end:
        tag, start, stop = _element(der, at, end)
        out.append((tag, start, stop, at))
        at = stop
    if count is not None and len(out) != count:
        raise ValueError('error parsing asn1 value: unexpected structure')
    return out


def _only(der, start, end, tag):
    """The single element filling der[start:end], which must have ``tag``."""
    found, begin, stop = _element(der, start, end)
    if found != tag or stop != end:
        raise ValueError('error parsing asn1 value: unexpected structure')
    return found, begin, stop, start


def _inside(element, tag):
    if element[0] != tag:
        raise ValueError('error parsing asn1 value: unexpected structure')
    return element[1], element[2]


def _value(der, element, tag):
    return der[slice(*_inside(element, tag))]
