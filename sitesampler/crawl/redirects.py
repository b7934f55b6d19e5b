"""A page's redirect off the site, never followed.

A page the crawl fetches (a probe of verification, a page of the link crawl) that redirects to
another site has left the site: it is set aside as a redirect whatever its target shows, so
the target is not requested, nor that site's robots.txt. Without this, a course's link
resource redirecting to a publisher, or a blog's like button redirecting to its platform's
login, sent the crawl to hosts the user never named, and their failures were counted as the
audited site's problems. "Another site" is another registrable domain
(:func:`~sitesampler.discovery.canonical.registrable_domain`): a page moving from ``www.`` to
``blog.`` of one domain stays on the site.

The site's own address may redirect anywhere (a site that moved to a new domain), and so may
its sitemaps: only page fetches (``PAGE_META``) are held to their site. The dropped request
fails with :class:`LeftTheSite`; :func:`~sitesampler.crawl.probes.failure_record` records the
page with the redirect's target as its final URL, as for any target the crawl may not request.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from scrapy import Request
from scrapy.exceptions import IgnoreRequest

from sitesampler.crawl.probes import PAGE_META
from sitesampler.discovery.canonical import registrable_domain


class LeftTheSite(IgnoreRequest):
    """A page's redirect to another site, not followed."""

    kind = "left_the_site"


def leaves_the_site(page: str, target: str) -> bool:
    """Whether a redirect of the page at ``page`` to ``target`` leaves its site: another
    registrable domain.

    >>> leaves_the_site("https://www.example.org/a", "https://blog.example.org/a")
    False
    >>> leaves_the_site("https://school.example.org/mod/url/view.php?id=4", "https://publisher.example.com/book")
    True
    """
    return registrable_domain(urlsplit(target).hostname or "") != registrable_domain(urlsplit(page).hostname or "")


class OffSiteRedirectMiddleware:
    """Downloader middleware: a page fetch's redirect to another site is dropped. Install it
    before the network safety check and robots.txt (50, 100), so the other site is neither
    looked up nor asked for its robots.txt."""

    def process_request(self, request: Request) -> None:
        page = request.meta.get(PAGE_META)
        if page and request.meta.get("redirect_urls") and leaves_the_site(page, request.url):
            raise LeftTheSite(f"not following {page} to another site: {request.url}")
