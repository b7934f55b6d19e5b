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
"""

from __future__ import annotations

from scrapy import Request

from sitesampler.core.urls import names_its_language

#: The cookie jar of the pages asked for in a language (``CookiesMiddleware`` keeps one jar per key).
LANGUAGE_JAR = "sitesampler-language"


class LanguageCookieJarMiddleware:
    """Downloader middleware: a request whose address names its language by a parameter goes
    in :data:`LANGUAGE_JAR`, any other in the site's jar. Install it after the credentials
    (60) and before Scrapy's ``CookiesMiddleware`` (700).

    >>> middleware = LanguageCookieJarMiddleware()
    >>> request = Request("https://s.example/search?sc_lang=de-DE")
    >>> middleware.process_request(request); request.meta["cookiejar"]
    'sitesampler-language'
    >>> followed = request.replace(url="https://s.example/search"); middleware.process_request(followed)
    >>> "cookiejar" in followed.meta
    False
    """

    def process_request(self, request: Request) -> None:
        query = request.url.partition("?")[2].partition("#")[0]
        if query and names_its_language(query):
            request.meta["cookiejar"] = LANGUAGE_JAR
        elif request.meta.get("cookiejar") == LANGUAGE_JAR:
            del request.meta["cookiejar"]
