"""Content-Encoding as servers really send it: gzip only when the bytes are gzip.

Servers and CDNs label plain sitemaps ``Content-Encoding: gzip`` (a ``.xml.gz`` file served with
the header, or a proxy that adds it to everything), and some gzip the body twice. Scrapy's
``HttpCompressionMiddleware`` then failed on the plain body (``BadGzipFile``) and the whole
sitemap was lost. Here a body labelled gzip that does not start with the gzip magic is passed on
as it is; a ``.gz`` file under the label is gunzipped by the sitemap reader (``decompress``).
"""

from __future__ import annotations

from scrapy.downloadermiddlewares.httpcompression import HttpCompressionMiddleware

_GZIP_MAGIC = b"\x1f\x8b"


class SniffingHttpCompressionMiddleware(HttpCompressionMiddleware):
    """``HttpCompressionMiddleware`` that believes the gzip label only when the bytes agree."""

    @staticmethod
    def _decode(body: bytes, encoding: bytes, max_size: int) -> bytes:
        if encoding in (b"gzip", b"x-gzip") and not body.startswith(_GZIP_MAGIC):
            return body
        return HttpCompressionMiddleware._decode(body, encoding, max_size)
