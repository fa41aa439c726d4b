"""eyaml_lookup_key: YAML data whose values may hold ENC[PKCS7,...] blocks,
decrypted with the PKCS7 key pair named in the hierarchy level's options."""
import base64
import re

from .errors import DataError, file_span
from .pkcs7 import decrypt_der

_BLOCK = re.compile(r'ENC\[(\w+),([A-Za-z0-9+/=\s]+)\]')


class Decryptor:
    def __init__(self, options, where):
        self.options, self.where = options, where
        self._keys = None

    def keys(self):
        if self._keys is None:
            from cryptography import x509
            from cryptography.hazmat.primitives import serialization
            private = self.options.get('pkcs7_private_key')
            public = self.options.get('pkcs7_public_key')
            if not private or not public:
                raise DataError("%s: eyaml_lookup_key needs the options 'pkcs7_private_key' and "
                                "'pkcs7_public_key'" % self.where, file_span(self.where))
            try:
                with open(private, 'rb') as f:
                    key = serialization.load_pem_private_key(f.read(), password=None)
                with open(public, 'rb') as f:
                    cert = x509.load_pem_x509_certificate(f.read())
            except (OSError, ValueError) as exc:
                raise DataError('%s: cannot read the eyaml keys: %s' % (self.where, exc),
                                file_span(self.where))
            self._keys = (key, cert)
        return self._keys

    def decrypt_value(self, value, path):
        if isinstance(value, str):
            if 'ENC[' not in value:
                return value
            return _BLOCK.sub(lambda m: self._decrypt(m, path), value)
        if isinstance(value, list):
            return [self.decrypt_value(v, path) for v in value]
        if isinstance(value, dict):
            return {k: self.decrypt_value(v, path) for k, v in value.items()}
        return value

    def _decrypt(self, match, path):
        if match.group(1) != 'PKCS7':
            raise DataError("%s: eyaml encryption method '%s' is not supported (PKCS7 is)" % (
                path, match.group(1)), file_span(path))
        key, cert = self.keys()
        try:
            der = base64.b64decode(re.sub(r'\s+', '', match.group(2)))
            return decrypt_der(der, cert, key).decode('utf-8')
        except Exception as exc:   # cryptography raises ValueError and its own types
            raise DataError('%s: cannot decrypt an ENC[PKCS7] value: %s' % (path, exc),
                            file_span(path))
