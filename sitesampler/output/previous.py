"""Reading the previous sample a re-run continues from: a local file or an http(s) URL.

The sample is one this project wrote (a CSV, JSON or JSON lines feed, such as a scrapyd job's
``items_url``, or a URL list), or the WCAG-EM evaluation it wrote, as the W3C Report Tool saves
it again once the auditor has edited the sample there; its format is sniffed from its content
rather than trusted from a file name. What it means, and whether it is this site's, is the core's business
(:mod:`sitesampler.core.continuity`); this module only moves the rows in. Every problem is one
line (:class:`PreviousSourceError`), never a traceback.
"""

from __future__ import annotations

import codecs
import csv
import http.client
import io
import ipaddress
import json
import re
import socket
from dataclasses import dataclass, field
from datetime import datetime, timezone
from email.utils import parsedate_to_datetime
from pathlib import Path
from typing import Any
from urllib.error import HTTPError, URLError
from urllib.request import FTPHandler, HTTPHandler, HTTPSHandler, Request, build_opener

from sitesampler.crawl.addresses import ALLOW_SETTING, address_kind
from sitesampler.discovery.http_urls import is_absolute_http_url

#: A sample is a few hundred rows; a file this large is not one.
MAX_BYTES = 16 * 2**20
HTTP_TIMEOUT = 30.0
USER_AGENT = "sitesampler/0.1 (previous sample)"


class PreviousSourceError(ValueError):
    """The previous sample cannot be read: one line saying why."""


@dataclass(frozen=True)
class PreviousSource:
    """A previous sample's rows, where they came from, and when that sample was written."""

    source: str
    rows: list[dict[str, object]] = field(default_factory=list)
    date: str | None = None  # ISO date of the file (its modification time, or Last-Modified)


def read_previous(source: str, allow_private: bool = False) -> PreviousSource:
    """The rows of the sample at ``source`` (an http(s) URL or a local path).

    Steps: 1. fetch the bytes (at most :data:`MAX_BYTES`) and the date they were written;
    2. decode them as UTF-8; 3. parse them as the format their content shows (:func:`parse_rows`).

    The URL the user gives is fetched where it is, a private address included (a scrapyd node's
    own ``items_url`` usually is one); a redirect, which the server chooses, is followed only to
    a public address over http(s), as every request of the crawl is, unless ``allow_private``
    (``SITESAMPLER_ALLOW_PRIVATE_HOSTS``).
    """
    data, date = _fetch(source, allow_private) if is_absolute_http_url(source) else _read_file(source)
    return PreviousSource(source, parse_rows(decode_text(data, source), source), date)


def decode_text(data: bytes, source: str) -> str:
    """The text of a sample file: UTF-8 as the crawl writes it (a byte-order mark dropped), or as
    a spreadsheet saved it again: UTF-16 after its byte-order mark (Excel's "Unicode Text"), or
    Windows-1252 (Excel's "CSV" on a Western Windows) when it is no UTF-8.

    >>> decode_text("url\\nhttps://café.example/\\n".encode("cp1252"), "x.csv")
    'url\\nhttps://café.example/\\n'
    >>> decode_text(codecs.BOM_UTF16_LE + "url".encode("utf-16-le"), "x.txt")
    'url'
    """
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        encodings: tuple[str, ...] = ("utf-16",)
    else:
        encodings = ("utf-8-sig",) if b"\x00" in data else ("utf-8-sig", "cp1252")
    for encoding in encodings:
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    raise PreviousSourceError(f"previous sample {source} is not text: not a sample this project wrote "
                              "(a spreadsheet must be saved as CSV)")


def parse_rows(text: str, source: str) -> list[dict[str, object]]:
    """Rows from a JSON list, JSON lines, a CSV with a ``url`` column, one URL a line, or a
    WCAG-EM evaluation (:func:`evaluation_rows`)."""
    body = text.strip()
    if not body:
        raise PreviousSourceError(f"previous sample {source} is empty")
    document = _json_object(body) if body.startswith("{") else None  # one JSON object, not JSON lines
    if document is not None and "selectSample" in document:
        return evaluation_rows(document, source)
    try:
        if body.startswith("["):
            rows = json.loads(body)
        elif body.startswith("{"):
            rows = [json.loads(line) for line in body.splitlines() if line.strip()]
        else:
            rows = _csv_or_urls(body)
    except ValueError as error:
        if document is not None:  # one document: a tool's config
            raise PreviousSourceError(f"previous sample {source} is one JSON document, not a sample (a tool's "
                                      "config?): give the CSV, JSON or JSON lines feed the crawl wrote beside it, "
                                      "or its WCAG-EM evaluation") from None
        raise PreviousSourceError(f"previous sample {source} is not valid JSON: {error}") from None
    if rows is None or not isinstance(rows, list) or not all(isinstance(row, dict) for row in rows):
        raise PreviousSourceError(f"previous sample {source} is not a sample: expected the CSV, JSON or JSON lines "
                                  "feed of a crawl (with a url column) or one URL a line")
    return rows


def _json_object(body: str) -> dict[str, Any] | None:
    """``body`` as one JSON object, or None."""
    try:
        document = json.loads(body)
    except ValueError:
        return None
    return document if isinstance(document, dict) else None


def _sample_pages(value: Any) -> list[dict[str, Any]]:
    """The pages of a sample, in order: the objects with a title or a description, wherever
    the lists and objects of the evaluation put them."""
    if isinstance(value, list):
        return [page for item in value for page in _sample_pages(item)]
    if not isinstance(value, dict):
        return []
    if "title" in value or "description" in value:
        return [value]
    return [page for item in value.values() for page in _sample_pages(item)]


#: The URL the W3C WCAG-EM Report Tool reads in a sample page's title or description
#: (``URL_REGEXP``, src/scripts/urls.js): where it finds one, that is the page.
REPORT_TOOL_URL = re.compile(r"https?://[\da-z.-]+\.[a-z.]{2,6}[-\w@:%_+.~#?,&/=]+", re.ASCII)


def evaluation_rows(evaluation: dict[str, Any], source: str) -> list[dict[str, object]]:
    """The sample of a WCAG-EM evaluation, as the crawl's ``wcagem`` feed writes it and as the
    Report Tool saves it again (compacted: a sample of one page is that page, not a list; the
    tool's earlier versions nest the pages one level deeper, under a key of their own, which its
    import still reads): each page's URL
    is the one the tool reads, in its title, else in its description; the random sample's pages
    are marked so. The pages the auditor removed or added there are the sample.

    >>> evaluation_rows({"selectSample": {
    ...     "structuredSample": [{"title": "1. Home (home)", "description": "https://shop.example/"},
    ...                          {"title": "2. Basket", "description": "https://shop.example/basket (added by hand)"}],
    ...     "randomSample": {"title": "3. Random: Socks", "description": "https://shop.example/p/7"}}}, "e.json")
    [{'url': 'https://shop.example/'}, {'url': 'https://shop.example/basket'}, {'url': 'https://shop.example/p/7', 'sample': 'random'}]
    >>> evaluation_rows({"selectSample": {"structuredSample": {"webpage": [
    ...     {"title": "Home", "description": "https://shop.example/"}]}}}, "old.json")
    [{'url': 'https://shop.example/'}]
    """
    chosen = evaluation.get("selectSample") or {}
    rows: list[dict[str, object]] = []
    for part, marks in (("structuredSample", {}), ("randomSample", {"sample": "random"})):
        for page in _sample_pages(chosen.get(part)):
            found = [REPORT_TOOL_URL.search(str(page.get(name) or "")) for name in ("title", "description")]
            if url := next((match.group() for match in found if match), None):
                rows.append({"url": url, **marks})
    if not rows:
        raise PreviousSourceError(f"previous sample {source} is a WCAG-EM evaluation without sample pages")
    return rows


#: A sample's CSV as the crawl writes it, and as a spreadsheet saves it again: with the list
#: separator of the user's locale (a semicolon across most of Europe) or tabs.
CSV_DELIMITERS = (",", ";", "\t")


def _csv_or_urls(body: str) -> list[dict[str, object]] | None:
    lines = body.splitlines()
    if all(is_absolute_http_url(line.strip()) for line in lines if line.strip()):
        return [{"url": line.strip()} for line in lines if line.strip()]
    header = lines[0]
    delimiter = next((mark for mark in CSV_DELIMITERS if "url" in next(csv.reader([header], delimiter=mark))), None)
    if delimiter is None:
        return None
    return [dict(row) for row in csv.DictReader(io.StringIO(body), delimiter=delimiter)]


def _read_file(path: str) -> tuple[bytes, str | None]:
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_BYTES + 1)
        date = datetime.fromtimestamp(Path(path).stat().st_mtime, timezone.utc).date().isoformat()
    except OSError as error:
        raise PreviousSourceError(f"cannot read previous sample {path}: {error.strerror or error}") from None
    return _bounded(data, path), date


def _public_connection(address: tuple[str, int], timeout: Any = None, source_address: Any = None) -> socket.socket:
    """``socket.create_connection`` for a redirect's target: every address its name resolves to
    must be public (:func:`~sitesampler.crawl.addresses.address_kind`), and the connection goes
    to the addresses checked, so a second DNS answer cannot differ from the first."""
    host, port = address
    found = socket.getaddrinfo(host, port, 0, socket.SOCK_STREAM)
    for *_, where in found:
        if refused := address_kind(ipaddress.ip_address(where[0])):
            raise OSError(f"refusing to follow a redirect to {host} ({where[0]}): it is {refused}; "
                          f"add -s {ALLOW_SETTING}=1 to allow private hosts")
    failure: OSError = OSError(f"{host} has no address")
    for family, socket_type, protocol, _, where in found:
        connection = socket.socket(family, socket_type, protocol)
        try:
            if isinstance(timeout, (int, float)):
                connection.settimeout(timeout)
            if source_address:
                connection.bind(source_address)
            connection.connect(where)
            return connection
        except OSError as error:
            failure = error
            connection.close()
    raise failure


class _PublicHTTPConnection(http.client.HTTPConnection):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._create_connection = _public_connection  # type: ignore[assignment]


class _PublicHTTPSConnection(http.client.HTTPSConnection):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._create_connection = _public_connection  # type: ignore[assignment]


def _redirected(request: Request) -> bool:
    """Whether urllib made ``request`` to follow a redirect (it marks those so)."""
    return hasattr(request, "redirect_dict")


class _RedirectsToPublicHTTP(HTTPHandler):
    def http_open(self, req: Request) -> http.client.HTTPResponse:
        return self.do_open(_PublicHTTPConnection if _redirected(req) else http.client.HTTPConnection, req)


class _RedirectsToPublicHTTPS(HTTPSHandler):
    def https_open(self, req: Request) -> http.client.HTTPResponse:
        return self.do_open(_PublicHTTPSConnection if _redirected(req) else http.client.HTTPSConnection, req,
                            context=getattr(self, "_context", None))


class _NoFTP(FTPHandler):
    def ftp_open(self, req: Request) -> Any:
        raise URLError(f"refusing to follow a redirect to {req.full_url}: only http(s) is fetched")


def _fetch(url: str, allow_private: bool) -> tuple[bytes, str | None]:
    opener = build_opener() if allow_private else build_opener(_RedirectsToPublicHTTP, _RedirectsToPublicHTTPS, _NoFTP)
    try:
        with opener.open(Request(url, headers={"User-Agent": USER_AGENT}), timeout=HTTP_TIMEOUT) as response:
            data = response.read(MAX_BYTES + 1)
            modified = response.headers.get("Last-Modified")
    except HTTPError as error:
        raise PreviousSourceError(f"cannot fetch previous sample {url}: HTTP {error.code} {error.reason}") from None
    except (URLError, OSError, ValueError) as error:
        raise PreviousSourceError(f"cannot fetch previous sample {url}: {getattr(error, 'reason', error)}") from None
    return _bounded(data, url), _http_date(modified)


def _http_date(value: str | None) -> str | None:
    try:
        return parsedate_to_datetime(value).date().isoformat() if value else None
    except (TypeError, ValueError):
        return None


def _bounded(data: bytes, source: str) -> bytes:
    if len(data) > MAX_BYTES:
        raise PreviousSourceError(f"previous sample {source} is larger than {MAX_BYTES // 2**20} MB: not a sample")
    return data
