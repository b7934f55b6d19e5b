"""Every key sitesampler writes in the crawl's stats (``scrapy crawl`` prints them at the end,
scrapyd keeps them in the job's log).

Stats are output: the sampling decisions never read them back (they ask
:class:`sitesampler.crawl.sampling.Sampling`). Only the crawl command reads ``FAILED``, for its exit
status, and the end-of-crawl lines read what they report.
"""

from __future__ import annotations

PREFIX = "sitesampler/"

#: URLs in the discovery batches (sitemap entries, links), before any check.
URLS_FOUND = PREFIX + "urls_found"
#: + discovery (``root``, ``sitemap``, ``links``): URLs the sampler took as pages of the site.
URLS_ACCEPTED = PREFIX + "urls_accepted/"
#: Distinct pages the sample was drawn from.
URLS_DISCOVERED = PREFIX + "urls_discovered"
SAMPLE_SIZE = PREFIX + "sample_size"
#: 1 once the crawl has written its sample into the feeds (never an empty one: the crawl then
#: fails, ``FAILED``): only then does a local feed replace its file
#: (:mod:`sitesampler.output.storage`).
SAMPLE_WRITTEN = PREFIX + "sample_written"
#: The part files of the local feeds whose format could not be rendered (the auditor's report
#: template failed): their storage leaves the feed's file as it was.
FEEDS_NOT_WRITTEN = PREFIX + "feeds_not_written"
SITEMAPS_READ = PREFIX + "sitemaps_read"
#: RSS and Atom feeds read when the crawl uses the site's links (:mod:`~sitesampler.discovery.feeds`).
FEEDS_READ = PREFIX + "feeds_read"
#: Entries robots.txt does not let us audit (counted, not sampled).
ROBOTS_DISALLOWED = PREFIX + "robots_disallowed"
#: Entries the user's ``include``/``exclude`` patterns leave out.
EXCLUDED_BY_USER = PREFIX + "excluded_by_user"
#: Entries outside the folder the site's address names (``-a url=https://e.org/library/``).
OUTSIDE_FOLDER = PREFIX + "outside_folder"
#: Pages requested to check the sample (``verify``: never more), answered or not; the
#: sampler's own ``pages_probed`` counts those answered.
PAGE_REQUESTS = PREFIX + "page_requests"
#: Page fetches (a redirect's target among them) answered with the page's earlier answer
#: (:mod:`~sitesampler.crawl.reuse`).
PAGE_ANSWERS_REUSED = PREFIX + "page_answers_reused"
#: Processes that sampled at the end (1 without workers), and the workers' CPU seconds.
SAMPLER_PROCESSES = PREFIX + "sampler_processes"
WORKER_CPU_SECONDS = PREFIX + "worker_cpu_seconds"
#: + kind: problems counted instead of logged (``sitemap_http_404``...).
PROBLEMS = PREFIX + "problems/"
#: A few of each problem kind's URLs (the first by URL), for the line naming where they were.
PROBLEM_EXAMPLES = PREFIX + "problem_examples/"
#: 1 when nothing at all could be read from the site, or no page is left to sample (robots.txt
#: forbids them, the scope drawn holds none, verification set aside every page it fetched), or
#: when sitesampler's own code raised (``internal_error``): the crawl exits with status 1.
FAILED = PREFIX + "failed"
#: The one line saying why a crawl stopped: the site answered that it is unavailable.
UNAVAILABLE = PREFIX + "unavailable"
#: The signal (``SIGINT``, ``SIGTERM``) that interrupted the crawl: the sample holds what was
#: found before it, and the crawl exits with 128 + the signal's number. The log says so on a
#: line that starts with ``INTERRUPTED_LINE`` (``sitesampler collect`` looks for it).
INTERRUPTED = PREFIX + "interrupted"
INTERRUPTED_LINE = "sitesampler: the crawl was interrupted"
#: How the last line of a crawl that found at most a few pages, none from a sitemap or a
#: feed, starts, saying why (``few_pages_line``; ``sitesampler collect`` passes it on).
FEW_PAGES_LINE = "sitesampler: only "
#: Successful responses from the site itself (not ``data:`` requests).
SITE_RESPONSES = PREFIX + "site_responses"
#: The link crawl: pages requested, levels deep, why it stopped (``done``, ``depth``, ``pages``,
#: ``time``), links it passed over because their kind of page answered no page, and 1 when it
#: ran because the sitemaps were thin.
CRAWL_PAGES = PREFIX + "crawl_pages"
CRAWL_DEPTH = PREFIX + "crawl_depth"
CRAWL_STOPPED = PREFIX + "crawl_stopped"
CRAWL_PASSED_OVER = PREFIX + "crawl_passed_over"
SITEMAPS_THIN = PREFIX + "sitemaps_thin"
#: Wall seconds from the crawl's start to the end of discovery (sitemaps, the link crawl), and
#: of verification after it: its own cost, reported apart so it can never hide in discovery's.
DISCOVERY_SECONDS = PREFIX + "discovery_seconds"
VERIFY_SECONDS = PREFIX + "verify_seconds"
#: Seconds kept between requests to a host because its robots.txt asks so (``Crawl-delay``,
#: at most ``SITESAMPLER_CRAWL_DELAY_MAX``), the longest over the hosts.
CRAWL_DELAY = PREFIX + "crawl_delay"
#: Times a 429 or 503 answer's ``Retry-After`` made the host's next request wait.
RETRY_AFTER_WAITS = PREFIX + "retry_after_waits"
#: Requests the network safety check refused, and + host: why.
REQUESTS_REFUSED = PREFIX + "requests_refused"
REFUSED = PREFIX + "refused/"


def sampler_key(name: str) -> str:
    """The key of one of the core's own counts (``SampleResult.stats``: ``urls_listed``...)."""
    return PREFIX + name
