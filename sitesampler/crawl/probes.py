"""The fetch path of a page: one Scrapy request, and its answer as the core's ``PageRecord``.

The ``sample`` spider probes the pages of its sample with these (``verify``); any other part
of the crawl that fetches pages to learn what they are (a link crawl) uses the same three
functions, so every page fetched is read the same way:

* :func:`page_request` builds the request (a normal Scrapy request: robots.txt, the network
  safety check, AutoThrottle, credentials and the time budget apply; error statuses reach the
  callback, redirects and meta refreshes are followed and recorded);
* :func:`page_record` turns its response into a :class:`~sitesampler.core.pages.PageRecord`:
  status, final URL, content type, ``<title>``, ``<html lang>``, a meta refresh not followed
  (anywhere in the page: :func:`page_refresh`; within ``METAREFRESH_MAXDELAY``: a later
  refresh is no redirect, to Scrapy as to a reader),
  and from the tree the shell parsed once, the layout (:mod:`sitesampler.core.layout`),
  whether its content asks for a password, and the links it holds, read as the link crawl
  reads them;
* :func:`failure_record` does the same for a request that got no answer, or None when the crawl
  itself dropped it (robots.txt, the safety check, the time budget): then nothing was learnt.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import Any

import scrapy
from scrapy.exceptions import IgnoreRequest
from scrapy.spidermiddlewares.httperror import HttpError
from scrapy.http import Response, TextResponse
from scrapy.settings.default_settings import METAREFRESH_MAXDELAY
from scrapy.utils.response import get_base_url
from w3lib.html import get_meta_refresh
from twisted.python.failure import Failure

from sitesampler.core.layout import (has_login_form, is_script_redirect, layout_id, layout_signature, page_title,
                                     scripts_send_to)
from sitesampler.core.pages import PageRecord, is_fragment, is_html
from sitesampler.discovery.canonical import rel_canonical
from sitesampler.discovery.page_links import page_links

#: Error statuses reach the callback (a 404 is evidence, not a failure); 3xx are followed.
RECORDED_STATUSES = tuple(range(400, 600))
#: The request meta key that marks a page fetch.
PAGE_META = "sitesampler_page"


def page_request(url: str, callback: Callable[[Response], Any], errback: Callable[[Failure], Any]) -> scrapy.Request:
    """The request that fetches ``url`` as a page."""
    return scrapy.Request(url, callback=callback, errback=errback, dont_filter=True,
                          meta={PAGE_META: url, "handle_httpstatus_list": RECORDED_STATUSES})


def requested_url(response_or_failure: Response | Failure) -> str:
    """The URL :func:`page_request` asked for (before any redirect)."""
    request = response_or_failure.request  # type: ignore[union-attr]  # Scrapy sets it on failures too
    assert request is not None
    return str(request.meta.get(PAGE_META) or request.url)


def page_refresh(response: TextResponse, noscript: bool = False) -> tuple[float, str] | tuple[None, None]:
    """The page's meta refresh, ``(delay, target)``, read over the whole document as a browser
    reads it, not only over its first 4,096 characters as Scrapy's
    :func:`scrapy.utils.response.get_meta_refresh` does to decide what to follow: a site's
    redirect pages often put the refresh in the page's body, after its header and navigation
    (``/apple/`` sending the visitor to the podcast's page elsewhere). w3lib's parser, the one
    Scrapy calls, ignoring scripts and, unless ``noscript``, ``noscript``: an application may
    send the browsers that run no script to a page saying it needs them."""
    return get_meta_refresh(response.text, get_base_url(response), response.encoding,
                            ignore_tags=("script",) if noscript else ("script", "noscript"))


def page_record(response: Response, refresh_delay: float = METAREFRESH_MAXDELAY,
                links: list[str] | None = None) -> PageRecord:
    """What the answer to :func:`page_request` says about the page. A meta refresh later than
    ``refresh_delay`` seconds (the crawl's ``METAREFRESH_MAXDELAY``, which Scrapy's middleware
    does not follow either) is the page reloading after a while (a session that times out, a
    front page that comes back), not a redirect. The page's ``links``, when the caller read
    them already, else read here (:func:`~sitesampler.discovery.page_links.page_links`)."""
    url = requested_url(response)
    content_type = (response.headers.get("Content-Type") or b"").decode("latin-1").split(";")[0].strip().lower()
    final = response.url if response.meta.get("redirect_urls") else ""
    if (response.headers.get("Content-Disposition") or b"").lstrip().lower().startswith(b"attachment"):
        return PageRecord(url, response.status, final, content_type, attachment=True)  # a file to save
    if not isinstance(response, TextResponse) or not is_html(content_type or "text/html"):
        return PageRecord(url, response.status, final, content_type)
    try:
        root = response.selector.root
    except (ValueError, TypeError):  # an empty or undecodable body
        return PageRecord(url, response.status, final, content_type or "text/html")
    if getattr(root, "find", None) is None:
        return PageRecord(url, response.status, final, content_type or "text/html")
    if response.status == 200 and is_fragment(response.body):
        return PageRecord(url, response.status, final, content_type or "text/html", fragment=True)
    title = page_title(root)
    lang = (root.get("lang") or root.get("{http://www.w3.org/XML/1998/namespace}lang") or "").strip()
    delay, refresh = page_refresh(response)
    if refresh is None:  # a stub sending every browser on, those without scripts by a refresh (mike's)
        delay, refresh = page_refresh(response, noscript=True)
        if refresh is not None and not scripts_send_to(root, refresh):
            delay, refresh = None, None
    if delay is not None and delay > refresh_delay:
        refresh = None
    signature = layout_signature(root, response.url)
    return PageRecord(url, response.status, final, content_type or "text/html", title, lang,
                      refresh if refresh and refresh != response.url else "", layout_id(signature),
                      has_login_form(root), signature, is_script_redirect(root),
                      links=tuple(page_links(response) if links is None else links),
                      canonical=rel_canonical(response) or "",
                      digest=hashlib.blake2b(response.body, digest_size=16).hexdigest())


def failure_record(failure: Failure, refresh_delay: float = METAREFRESH_MAXDELAY) -> PageRecord | None:
    """A page that got no answer (status 0), or None when the crawl dropped the request itself.
    An answer whose status Scrapy refused (a 3xx without a usable ``Location``) is recorded.
    A page that answered with a redirect (HTTP or meta refresh) whose target then got no
    answer, or was dropped (robots.txt, the safety check), is recorded with that target as
    its final URL: the page itself answered, and sent the visitor away."""
    request = failure.request  # type: ignore[attr-defined]  # Scrapy sets it on failures
    target = request.url if request is not None and request.meta.get("redirect_urls") else ""
    if failure.check(HttpError):
        return page_record(failure.value.response, refresh_delay)
    if failure.check(IgnoreRequest) and not target:
        return None
    return PageRecord(requested_url(failure), 0, target)
