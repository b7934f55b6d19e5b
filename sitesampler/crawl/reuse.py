"""A page that several redirects lead to is fetched once.

Page fetches (:func:`sitesampler.crawl.probes.page_request`) are never filtered as duplicates:
each must reach its callback, so that a page redirecting to a login page is recorded as such.
Scrapy follows a redirect with a copy of the request, so the copies are not filtered either,
and a shop whose "tell a friend" and "write a review" links each redirect to its sign-in page
had that page downloaded once per link.

``RedirectTargetMiddleware`` keeps the answer to each redirect's target, as it came from the
network, and gives it again to a later redirect to the same URL. The answer then goes through
every downloader middleware as a downloaded one does (decompression, cookies, a further
redirect), so what the spider reads is what a second download would have given. It sits
after every other middleware's request check (robots.txt, the network safety check, the time
budget): a reused answer was allowed when it was fetched and its URL has not changed.

Only redirect targets' answers below 400 are kept (an error may be retried, and a retry must
reach the site), at most :data:`KEPT_ANSWERS` of them, the first ones: a site
sends its redirects to a few places (a sign-in page, a home page), and the answers are kept
for the crawl's length. Which requests reuse an answer depends on arrival order, what they
read does not, so the sample does not either.
"""

from __future__ import annotations

from scrapy import Request
from scrapy.crawler import Crawler
from scrapy.http import Response

from sitesampler.crawl import stats as keys
from sitesampler.crawl.probes import PAGE_META

#: How many redirect targets' answers a crawl keeps.
KEPT_ANSWERS = 32
#: The flag an answer given again carries (as Scrapy's HTTP cache marks its own ``cached``).
REUSED_FLAG = "reused"


class RedirectTargetMiddleware:
    """Gives a redirect's target the answer an earlier redirect to it got."""

    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        self.answers: dict[str, Response] = {}

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> RedirectTargetMiddleware:
        return cls(crawler)

    @staticmethod
    def is_redirect_target(request: Request) -> bool:
        """A page fetch's request that a redirect made (Scrapy's ``redirect_urls``)."""
        return PAGE_META in request.meta and bool(request.meta.get("redirect_urls"))

    def process_request(self, request: Request) -> Response | None:
        if not self.is_redirect_target(request):
            return None
        answer = self.answers.get(request.url)
        if answer is None:
            return None
        assert self.crawler.stats is not None
        self.crawler.stats.inc_value(keys.REDIRECT_TARGETS_REUSED)
        return answer.replace(request=request, flags=[*answer.flags, REUSED_FLAG])

    def process_response(self, request: Request, response: Response) -> Response:
        if (self.is_redirect_target(request) and response.status < 400 and REUSED_FLAG not in response.flags
                and request.url not in self.answers and len(self.answers) < KEPT_ANSWERS):
            self.answers[request.url] = response
        return response
