"""Audits of sites behind a login or on staging: HTTP basic auth and session cookies.

The arguments are Scrapy's own names: ``-a http_user=... -a http_pass=...`` (with
``-a http_auth_domain=...``), and ``-a cookies=FILE`` for a browser's session cookies, in the
Netscape ``cookies.txt`` format or JSON. They reach the requests through Scrapy's middlewares:
:class:`SiteCredentialsMiddleware` puts the credentials in the ``http_user`` / ``http_pass``
meta of each request to the auth domain (the site's own unless ``http_auth_domain`` says
otherwise), which ``HttpAuthMiddleware`` turns into an ``Authorization`` header, and the
cookies on requests to their domain, which ``CookiesMiddleware`` keeps in its jar. Not as settings (``HTTPAUTH_*``), which Scrapy
prints in its "Overridden settings" log line, nor as spider attributes, which Scrapy 2.19
deprecates: so no secret reaches a log line, a feed or the report.
"""

from __future__ import annotations

import io
import json
from dataclasses import dataclass, field
from http.cookiejar import LoadError, MozillaCookieJar
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from scrapy.crawler import Crawler
from scrapy.http import Request

@dataclass(frozen=True)
class Cookie:
    name: str
    value: str = field(repr=False)
    domain: str  # without a leading dot; sent to this host and its subdomains
    path: str = "/"


@dataclass(frozen=True)
class Credentials:
    """What the crawl sends to the audited site; ``repr`` shows no secret."""

    user: str = ""
    password: str = field(default="", repr=False)
    domain: str = ""  # basic auth is sent to this domain and its subdomains only
    cookies: tuple[Cookie, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.user or self.password or self.cookies)


def read_credentials(arguments: dict[str, str], site_domain: str) -> Credentials:
    """The credentials among the spider ``arguments``; basic auth and cookies without a domain
    of their own go to ``site_domain`` (the audited site's registrable domain) only. Raises
    ``ValueError`` with one line for a cookies file that cannot be read."""
    domain = (arguments.get("http_auth_domain") or site_domain).strip().lstrip(".").lower()
    cookies = load_cookies(arguments["cookies"], site_domain) if arguments.get("cookies") else ()
    return Credentials(arguments.get("http_user", ""), arguments.get("http_pass", ""), domain, cookies)


def load_cookies(path: str, default_domain: str) -> tuple[Cookie, ...]:
    """Cookies from a Netscape ``cookies.txt`` (curl, wget, browser extensions) or a JSON file:
    a list of ``{"name", "value", "domain", "path"}`` objects (browser extensions' export) or
    an object with such a ``"cookies"`` list (Playwright's storage state)."""
    try:
        text = Path(path).expanduser().read_text(encoding="utf-8-sig")  # a byte-order mark is no JSON
    except (OSError, UnicodeDecodeError) as error:
        raise ValueError(f"cannot read the cookies file {path}: {getattr(error, 'strerror', None) or error}") from None
    cookies = _json_cookies(text, path) if text.lstrip()[:1] in ("[", "{") else _netscape_cookies(text, path)
    found = tuple(Cookie(cookie["name"], cookie["value"], (cookie.get("domain") or default_domain).lstrip(".").lower(),
                         cookie.get("path") or "/") for cookie in cookies)
    if not found:
        raise ValueError(f"the cookies file {path} holds no cookie")
    return found


def _json_cookies(text: str, path: str) -> list[dict[str, Any]]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise ValueError(f"the cookies file {path} is not valid JSON ({error.msg}, line {error.lineno})") from None
    cookies = data.get("cookies") if isinstance(data, dict) else data
    if not isinstance(cookies, list) or not all(
            isinstance(cookie, dict) and isinstance(cookie.get("name"), str) and isinstance(cookie.get("value"), str)
            for cookie in cookies):
        raise ValueError(f"the cookies file {path} must be a JSON list of objects with a name and a value "
                         'string, or an object with such a "cookies" list')
    return cookies


def _netscape_cookies(text: str, path: str) -> list[dict[str, Any]]:
    """The standard library's reader of the format, given the text read above (its ``load``
    opens the file itself, and a byte-order mark before the format's first line fails it)."""
    jar = MozillaCookieJar()
    try:
        # the reader load() hands the file it opens; not in typeshed, in the library since Python 2
        jar._really_load(io.StringIO(text), path, ignore_discard=True, ignore_expires=True)  # type: ignore[attr-defined]
    except LoadError:
        raise ValueError(f"the cookies file {path} is neither JSON nor in the Netscape cookies.txt format") from None
    return [{"name": cookie.name, "value": cookie.value or "", "domain": cookie.domain, "path": cookie.path}
            for cookie in jar]


def domain_matches(host: str, domain: str) -> bool:
    return host == domain or host.endswith("." + domain)


class SiteCredentialsMiddleware:
    """Downloader middleware (before Scrapy's auth and cookies middlewares): the spider's
    ``credentials`` onto every request, as described in the module docstring."""

    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> SiteCredentialsMiddleware:
        return cls(crawler)

    def process_request(self, request: Request) -> None:
        credentials: Credentials | None = getattr(self.crawler.spider, "credentials", None)
        if not credentials:
            return None
        host = (urlsplit(request.url).hostname or "").rstrip(".")
        # Matched here on the host name: Scrapy compares the auth domain with host:port, so
        # a staging site on :8080 would never get its credentials.
        if (credentials.user or credentials.password) and domain_matches(host, credentials.domain):
            request.meta.setdefault("http_user", credentials.user)
            request.meta.setdefault("http_pass", credentials.password)
            request.meta.setdefault("http_auth_domain", None)
        if credentials.cookies and not request.cookies:
            request.cookies = [{"name": cookie.name, "value": cookie.value, "domain": cookie.domain, "path": cookie.path}
                               for cookie in credentials.cookies if domain_matches(host, cookie.domain)]
        return None
