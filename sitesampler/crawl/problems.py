"""What went wrong during a crawl, counted by kind instead of logged line by line.

A hostile or broken site can fail in thousands of places (every child sitemap a 404, every
entry an invalid ``<loc>``); the crawl carries on with whatever is valid and counts each
problem under ``sitesampler/problems/<kind>`` in the stats. The ``ProblemReport`` extension
(:mod:`sitesampler.crawl.extensions`) ends the log with one line naming every kind and its count.
"""

from __future__ import annotations

from typing import Any

from scrapy.exceptions import IgnoreRequest
from scrapy.spidermiddlewares.httperror import HttpError
from scrapy.statscollectors import StatsCollector
from scrapy.utils._compression import _DecompressionMaxSizeExceeded
from twisted.python.failure import Failure

from sitesampler.crawl import stats as keys
from sitesampler.crawl.safety import HostRefused


#: The problem kind of a defect of sitesampler's own (an exception in its code, not a fault of
#: the site): the crawl still writes what it can, and fails.
INTERNAL_ERROR = "internal_error"
#: What an internal error's line asks of the user.
REPORT_IT = "this is a defect of sitesampler: please report it with the log of -s LOG_LEVEL=DEBUG"

#: How many URLs of each problem kind are kept to show where it was: the first by URL, so the
#: same whatever the order the answers arrived in.
EXAMPLES = 3


def record(stats: StatsCollector, kind: str, count: int = 1, url: str = "") -> None:
    """Count ``count`` problems of ``kind``, and keep ``url`` among its first :data:`EXAMPLES`."""
    if count:
        stats.inc_value(keys.PROBLEMS + kind, count)
    if url:
        shown = sorted({*(stats.get_value(keys.PROBLEM_EXAMPLES + kind) or ()), url})[:EXAMPLES]
        stats.set_value(keys.PROBLEM_EXAMPLES + kind, shown)


def problems(stats: dict[str, Any]) -> dict[str, int]:
    """kind -> count, sorted by kind."""
    return {key.removeprefix(keys.PROBLEMS): value for key, value in sorted(stats.items())
            if key.startswith(keys.PROBLEMS)}


def where_line(stats: dict[str, Any]) -> str:
    """The line naming where the problems with an address were, the first few of each kind by
    URL, or "" when none has one.

    >>> where_line({keys.PROBLEMS + "listing_http_404": 4, keys.PROBLEM_EXAMPLES + "listing_http_404": ["https://a.example/x", "https://a.example/y"]})
    'sitesampler: where: listing_http_404 at https://a.example/x, https://a.example/y and 2 more'
    >>> where_line({keys.PROBLEMS + "sitemap_too_deep": 1})
    ''
    """
    counts = problems(stats)
    parts = []
    for kind, count in counts.items():
        shown = stats.get(keys.PROBLEM_EXAMPLES + kind) or []
        if shown:
            more = f" and {count - len(shown)} more" if count > len(shown) else ""
            parts.append(f"{kind} at {', '.join(shown)}{more}")
    return f"sitesampler: where: {'; '.join(parts)}" if parts else ""


#: Download errors by class name: Scrapy 2.19 wraps Twisted's in its own (``DownloadTimeoutError``
#: ...), older versions raise Twisted's; names work for both.
_ERROR_KINDS = {
    "DownloadTimeoutError": "timeout", "TimeoutError": "timeout",
    "CannotResolveHostError": "dns_error", "DNSLookupError": "dns_error",
    "DownloadConnectionRefusedError": "connection_refused", "ConnectionRefusedError": "connection_refused",
    "ResponseDataLossError": "dataloss",
    "ConnectError": "connection_error", "ConnectionError": "connection_error",
    "ResponseFailed": "connection_error", "DownloadFailedError": "connection_error",
}


def failure_kind(failure: Failure) -> str:
    """A short stable name for why a request failed: ``http_404``, ``timeout``, ``refused``..."""
    error = failure.value
    if isinstance(error, HttpError):
        return f"http_{error.response.status}"
    if _caused_by(error, HostRefused):  # refused when connecting, after the middleware's check
        return "refused"
    if "max size" in str(error) or _caused_by(error, _DecompressionMaxSizeExceeded):
        return "too_large"  # the download handler's size limit, or HttpCompressionMiddleware's
    if _tls_failed(error):
        return "tls_error"  # the host took the connection but completed no TLS handshake
    if isinstance(error, IgnoreRequest):
        # Our own refusals name their kind (``refused``, ``deadline``); Scrapy's say it in words.
        return getattr(error, "kind", None) or ("redirect_loop" if "max redirections" in str(error) else "ignored")
    for cls in type(error).__mro__:
        if cls.__name__ in _ERROR_KINDS:
            return _ERROR_KINDS[cls.__name__]
    return type(error).__name__.lower()


#: Statuses of a server that cannot answer now: down or in maintenance (503), or limiting the
#: crawler's rate (429). Scrapy has retried them, waiting what their Retry-After asked.
UNAVAILABLE_STATUSES = (503, 429)
#: The reason a crawl closes with when the site answered that it is unavailable.
UNAVAILABLE_REASON = "site_unavailable"


def unavailable_answer(failure: Failure) -> tuple[int, str] | None:
    """The status and Retry-After (as written, "" when none) of a request that failed with
    one of :data:`UNAVAILABLE_STATUSES`, or None."""
    error = failure.value
    if not isinstance(error, HttpError) or error.response.status not in UNAVAILABLE_STATUSES:
        return None
    wait = (error.response.headers.get(b"Retry-After") or b"").decode("latin-1").strip()
    return error.response.status, (f"{wait} s" if wait.isdigit() else wait)


def _tls_failed(error: BaseException | None) -> bool:
    """Whether a download failed in its TLS handshake: Twisted reports the connection's own
    failures as ``reasons`` (``ResponseNeverReceived``), which Scrapy 2.19 wraps in its own
    error (``DownloadFailedError ... from``); the TLS library's errors are pyOpenSSL's."""
    while error is not None:
        for reason in getattr(error, "reasons", ()):
            if type(getattr(reason, "value", None)).__module__.startswith("OpenSSL"):
                return True
        error = error.__cause__ or error.__context__
    return False


def _caused_by(error: BaseException | None, cls: type[BaseException]) -> bool:
    while error is not None:
        if isinstance(error, cls):
            return True
        error = error.__cause__ or error.__context__
    return False
