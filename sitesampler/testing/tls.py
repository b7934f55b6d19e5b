"""A self-signed certificate for the loopback server's TLS, made when a test needs one.

Scrapy, like the tools auditors run, does not check certificates by default (its client context
factory), so a certificate made on the spot for the test's host names serves HTTPS on 127.0.0.1
without any file in the repository. ``cryptography`` is there with Scrapy (pyOpenSSL needs it).
"""

from __future__ import annotations

import datetime
import ssl
import tempfile
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID


def server_context(hosts: list[str]) -> ssl.SSLContext:
    """A server-side TLS context with a fresh self-signed certificate naming ``hosts``."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, hosts[0])])
    now = datetime.datetime.now(datetime.timezone.utc)
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name).issuer_name(name).public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1)).not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(x509.SubjectAlternativeName([x509.DNSName(host) for host in hosts]), critical=False)
        .sign(key, hashes.SHA256())
    )
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    with tempfile.TemporaryDirectory() as folder:  # load_cert_chain reads files only
        chain = Path(folder) / "server.pem"
        chain.write_bytes(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                            serialization.NoEncryption())
                          + certificate.public_bytes(serialization.Encoding.PEM))
        context.load_cert_chain(chain)
    return context
