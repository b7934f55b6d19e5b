"""A page is fetched once, however many redirects lead to it.

Page fetches (:func:`sitesampler.crawl.probes.page_request`) are never filtered as duplicates:
each must reach its callback, so that a page redirecting to a login page is recorded as such.
Scrapy follows a redirect with a copy of the request, so the copies are not filtered either:
a shop whose "tell a friend" and "write a review" links each redirect to its sign-in page had
that page downloaded once per link, and a sitemap's old address redirecting to a page the
crawl had already fetched (``/covid-19`` to ``/blog/telehealth-now-available``) had the page
downloaded again.

``PageAnswerMiddleware`` keeps the answer to each page fetch (its own or a redirect's target),
as it came from the network, and gives it again to a later page fetch of the same URL. A
redirect's target is the same URL without the parameters naming the page that redirected
(:func:`~sitesampler.core.links.without_own_address`): a login page that each walled page
sends its visitor to with its own address to come back to (``/login/?next=%2Fevent%2F10%2Fmanage%2F``)
is one page, downloaded once, and each answer given again carries the URL it was asked for. The
answer then goes through every downloader middleware as a downloaded one does
(decompression, cookies, a further redirect), so what the spider reads is what a second
download would have given. It sits after every other middleware's request check
(robots.txt, the network safety check, the time budget): a reused answer was allowed when it
was fetched and its URL has not changed. A page rendered in the browser (``render=1``) is
never given an answer fetched without it.

Only answers below 400 are kept (an error may be retried, and a retry must reach the site),
the first ones, within :data:`KEPT_ANSWERS` answers and :data:`KEPT_BYTES` of bodies, for the
crawl's length: a crawl fetches a bounded number of pages (``verify`` and the link crawl's
cap), and a site sends its redirects to a few places (a sign-in page, a home page) or to
pages it lists. Which requests reuse an answer depends on arrival order, what they read does
not, so the sample does not either.
"""

from __future__ import annotations

from scrapy import Request
from scrapy.crawler import Crawler
from scrapy.http import Response

from sitesampler.core.links import without_own_address
from sitesampler.crawl import stats as keys
from sitesampler.crawl.probes import PAGE_META
from sitesampler.discovery.robots import REUSED_FLAG

#: How many answers a crawl keeps, and their bodies' bytes in all: a verified crawl's pages
#: (at most ``verify``, 60 by default) and the link crawl's, with room to spare.
KEPT_ANSWERS = 256
KEPT_BYTES = 16 * 1024 * 1024


def answer_key(request: Request) -> str:
    """What an answer to ``request`` is kept and looked up under: its URL, and for a redirect's
    target that URL without the parameters naming the page the redirect came from."""
    if redirected := request.meta.get("redirect_urls"):
        return without_own_address(request.url, redirected[0])
    return request.url


class PageAnswerMiddleware:
    """Gives a page fetch the answer an earlier page fetch of its URL got."""

    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        self.answers: dict[str, Response] = {}
        self.kept_bytes = 0

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> PageAnswerMiddleware:
        return cls(crawler)

    @staticmethod
    def is_page_fetch(request: Request) -> bool:
        """A page fetch's request, or one a redirect made of it (Scrapy copies the meta), not
        rendered in the browser."""
        return PAGE_META in request.meta and not request.meta.get("rendered")

    def process_request(self, request: Request) -> Response | None:
        if not self.is_page_fetch(request):
            return None
        answer = self.answers.get(answer_key(request))
        if answer is None:
            return None
        assert self.crawler.stats is not None
        self.crawler.stats.inc_value(keys.PAGE_ANSWERS_REUSED)
        return answer.replace(url=request.url, request=request, flags=[*answer.flags, REUSED_FLAG])

    def process_response(self, request: Request, response: Response) -> Response:
        if (self.is_page_fetch(request) and response.status < 400 and REUSED_FLAG not in response.flags
                and (key := answer_key(request)) not in self.answers and len(self.answers) < KEPT_ANSWERS
                and self.kept_bytes + len(response.body) <= KEPT_BYTES):
            self.answers[key] = response
            self.kept_bytes += len(response.body)
        return response
