"""Reading the previous sample a re-run continues from: a local file or an http(s) URL.

The sample is one this project wrote (a CSV, JSON or JSON lines feed, such as a scrapyd job's
``items_url``, or a URL list), so its format is sniffed from its content rather than trusted
from a file name. What it means, and whether it is this site's, is the core's business
(:mod:`sitesampler.core.continuity`); this module only moves the rows in. Every problem is one
line (:class:`PreviousSourceError`), never a traceback.
"""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass, field
from datetime import datetime, timezone
from email.utils import parsedate_to_datetime
from pathlib import Path
from urllib.error import HTTPError, URLError
from urllib.request import Request, urlopen

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


def read_previous(source: str) -> PreviousSource:
    """The rows of the sample at ``source`` (an http(s) URL or a local path).

    Steps: 1. fetch the bytes (at most :data:`MAX_BYTES`) and the date they were written;
    2. decode them as UTF-8; 3. parse them as the format their content shows (:func:`parse_rows`).
    """
    data, date = _fetch(source) if is_absolute_http_url(source) else _read_file(source)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise PreviousSourceError(f"previous sample {source} is not UTF-8 text: not a sample this project wrote") \
            from None
    return PreviousSource(source, parse_rows(text, source), date)


def parse_rows(text: str, source: str) -> list[dict[str, object]]:
    """Rows from a JSON list, JSON lines, a CSV with a ``url`` column, or one URL a line."""
    body = text.strip()
    if not body:
        raise PreviousSourceError(f"previous sample {source} is empty")
    try:
        if body.startswith("["):
            rows = json.loads(body)
        elif body.startswith("{"):
            rows = [json.loads(line) for line in body.splitlines() if line.strip()]
        else:
            rows = _csv_or_urls(body)
    except ValueError as error:
        raise PreviousSourceError(f"previous sample {source} is not valid JSON: {error}") from None
    if rows is None or not isinstance(rows, list) or not all(isinstance(row, dict) for row in rows):
        raise PreviousSourceError(f"previous sample {source} is not a sample: expected the CSV, JSON or JSON lines "
                                  "feed of a crawl (with a url column) or one URL a line")
    return rows


def _csv_or_urls(body: str) -> list[dict[str, object]] | None:
    lines = body.splitlines()
    if all(is_absolute_http_url(line.strip()) for line in lines if line.strip()):
        return [{"url": line.strip()} for line in lines if line.strip()]
    reader = csv.DictReader(io.StringIO(body))
    if "url" not in (reader.fieldnames or ()):
        return None
    return [dict(row) for row in reader]


def _read_file(path: str) -> tuple[bytes, str | None]:
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_BYTES + 1)
        date = datetime.fromtimestamp(Path(path).stat().st_mtime, timezone.utc).date().isoformat()
    except OSError as error:
        raise PreviousSourceError(f"cannot read previous sample {path}: {error.strerror or error}") from None
    return _bounded(data, path), date


def _fetch(url: str) -> tuple[bytes, str | None]:
    try:
        with urlopen(Request(url, headers={"User-Agent": USER_AGENT}), timeout=HTTP_TIMEOUT) as response:
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
