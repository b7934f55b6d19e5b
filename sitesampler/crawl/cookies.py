"""A page asked for in a language, fetched with cookies of its own.

Many programs keep the language a link names for the rest of the session: Sitecore's
``?sc_lang=de-DE``, VuFind's ``?mylang=de``, AtoM's ``?sf_culture=fr`` and a shop's
``?language=de`` set a cookie, or switch the session the crawl's cookie names on the server.
Every page the crawl fetched after such a link then came back in that language: its title,
its ``lang`` and its layout checked in German, and which pages did depended on the order the
answers arrived in. The language's page is still a page of the site (its translation), so it
is fetched, but in a cookie jar of its own (Scrapy's ``cookiejar`` meta): the cookies it is
sent are the user's (``-a cookies=FILE``, which :class:`~sitesampler.crawl.auth.SiteCredentialsMiddleware`
puts on every request) and those the language's pages set, never the session of the other
pages, which keeps no cookie these answers set. A redirect from a language's address to one
naming no language is fetched in the site's own jar again: the page the site shows there
to a visitor who chose nothing.

A language written as the path's first folder (Alaveteli's ``/es/``, Rails' ``scope
"(:locale)"``) is kept for the session too: each such language's pages have a jar of their
own, once the site's home page is known, but for the home page's own language folder (a
site living under ``/en/``), whose pages are the site's.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qsl, urlsplit

from scrapy import Request

from sitesampler.core.learned.tokens import is_locale
from sitesampler.core.urls import names_a_language

#: The cookie jar of the pages asked for in a language (``CookiesMiddleware`` keeps one jar per
#: key); a language folder's pages have this, a dash and the folder's name.
LANGUAGE_JAR = "sitesampler-language"


def language_jar(url: str, home: str | None) -> str | None:
    """The cookie jar of a request for ``url``, one per language: :data:`LANGUAGE_JAR`, a dash
    and the language its query names, or its first folder when that is a language's (once the
    site's ``home`` page is known, and not below that folder); else None (the site's own jar).
    One jar for every language let a switch's cookie in one language reach the next language's
    pages (``/?lang=en`` was sent ``lang=ru``).

    >>> language_jar("https://s.example/search?sc_lang=de-DE", None), language_jar("https://s.example/es/body/x", "https://s.example/")
    ('sitesampler-language-de-de', 'sitesampler-language-es')
    >>> language_jar("https://s.example/en/about", "https://s.example/en/"), language_jar("https://s.example/es/", None)
    (None, None)
    >>> language_jar("https://s.example/docs/x", "https://s.example/"), language_jar("https://s.example/es", "https://s.example/")
    (None, 'sitesampler-language-es')
    """
    parts = urlsplit(url)
    for key, value in parse_qsl(parts.query, keep_blank_values=True):
        if names_a_language(key.strip().lower(), value):
            return f"{LANGUAGE_JAR}-{value.strip().lower()}"
    if home is None:
        return None
    folder = parts.path.lstrip("/").partition("/")[0].lower()
    if not folder or not is_locale(folder) or urlsplit(home).path.lstrip("/").partition("/")[0].lower() == folder:
        return None
    return f"{LANGUAGE_JAR}-{folder}"


class LanguageCookieJarMiddleware:
    """Downloader middleware: a request whose address names its language (:func:`language_jar`)
    goes in that language's jar, any other in the site's jar. Install it after the credentials
    (60) and before Scrapy's ``CookiesMiddleware`` (700).

    >>> middleware = LanguageCookieJarMiddleware()
    >>> request = Request("https://s.example/search?sc_lang=de-DE")
    >>> middleware.process_request(request); request.meta["cookiejar"]
    'sitesampler-language-de-de'
    >>> followed = request.replace(url="https://s.example/search"); middleware.process_request(followed)
    >>> "cookiejar" in followed.meta
    False
    """

    def __init__(self, crawler: Any = None) -> None:
        self.crawler = crawler

    @classmethod
    def from_crawler(cls, crawler: Any) -> "LanguageCookieJarMiddleware":
        return cls(crawler)

    def process_request(self, request: Request) -> None:
        spider = getattr(self.crawler, "spider", None)
        jar = language_jar(request.url, getattr(spider, "canonical_root", None))
        if jar:
            request.meta["cookiejar"] = jar
        elif str(request.meta.get("cookiejar", "")).startswith(LANGUAGE_JAR):
            del request.meta["cookiejar"]
