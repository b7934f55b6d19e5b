"""Project settings: a polite, identifiable crawler that only reads robots.txt, sitemaps and a
few HTML pages. Override per run with ``-s NAME=VALUE``."""

import os

# Never download the Public Suffix List: with its default (no) timeout a silent endpoint hangs
# the whole reactor. Must be set before Scrapy's cookies middleware builds its extractor.
os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")
os.environ.setdefault("TLDEXTRACT_CACHE_TIMEOUT", "5")

BOT_NAME = "sitesampler"
SPIDER_MODULES = ["sitesampler.spiders"]
NEWSPIDER_MODULE = "sitesampler.spiders"

# INFO: what the crawl found and decided; DEBUG adds every request and every sample row. With
# SITESAMPLER_BRIEF_LOG, Scrapy's start-up listings and stats dump are DEBUG too, so the log of a
# crawl fits on one screen and ends with the sample's summary (sitesampler/commands/crawl.py).
LOG_LEVEL = "INFO"
SITESAMPLER_BRIEF_LOG = True

USER_AGENT = "sitesampler/0.1 (+https://github.com/sitesampler/sitesampler; WCAG-EM page sampler)"
ROBOTSTXT_OBEY = True

# Few requests per site, so there is no reason to be fast: two at a time, adapting to the server.
CONCURRENT_REQUESTS_PER_DOMAIN = 2
# Also the bound on sitemap bodies waiting in memory: the downloader finishes every request it
# holds even while the parser is busy, so with Scrapy's 16 up to 16 whole child sitemaps queue
# up, which on a big index costs more memory than the sampling itself (docs/PERFORMANCE.md).
CONCURRENT_REQUESTS = 2
DOWNLOAD_DELAY = 0.5
AUTOTHROTTLE_ENABLED = True
AUTOTHROTTLE_START_DELAY = 1.0
AUTOTHROTTLE_MAX_DELAY = 30.0
AUTOTHROTTLE_TARGET_CONCURRENCY = 1.0

DOWNLOAD_TIMEOUT = 30
DNS_TIMEOUT = 10
RETRY_TIMES = 2
# Scrapy's list without timeouts, DNS failures and refused connections: a server that sent
# nothing for DOWNLOAD_TIMEOUT, a name that does not resolve or a closed port gives the same
# answer a moment later, and three tries of each sitemap held a crawl for minutes.
RETRY_EXCEPTIONS = [
    "scrapy.exceptions.DownloadFailedError",
    "scrapy.exceptions.ResponseDataLossError",
    "twisted.internet.error.ConnectionDone",
    "twisted.internet.error.ConnectionLost",
    "scrapy.core.downloader.handlers.http11.TunnelError",
]
# A sitemap cut short by a dropped connection is still parsed: its complete entries count.
DOWNLOAD_FAIL_ON_DATALOSS = False
# A redirect chain longer than this is a loop or a trap; real sites need two or three hops.
REDIRECT_MAX_TIMES = 5
# Sitemap files are at most 50 MB uncompressed; sitemap requests raise their own limit to
# SITESAMPLER_SITEMAP_MAXSIZE, everything else (HTML pages, robots.txt) stays well below.
DOWNLOAD_MAXSIZE = 16 * 2**20
DOWNLOAD_WARNSIZE = 8 * 2**20

# Scrapy 2.19 opens a code-executing control server and the telnet console by default.
REMOTE_CONTROL_ENABLED = False
TELNETCONSOLE_ENABLED = False

FEED_EXPORT_ENCODING = "utf-8"
# -O .pa11yci:pa11yci, lighthouserc.json:lhci, evaluation.json:wcagem, urls.txt:urls, report.html:html
# A local feed replaces its file only once the crawl wrote its sample: a crawl that failed or
# was stopped leaves last week's sample as it was (sitesampler/output/storage.py).
FEED_STORAGES = {
    "": "sitesampler.output.storage.SampleFileStorage",
    "file": "sitesampler.output.storage.SampleFileStorage",
}
FEED_EXPORTERS = {
    # CSV as Scrapy writes it, but a cell a spreadsheet would run as a formula is written as text.
    "csv": "sitesampler.output.exporters.SpreadsheetCsvExporter",
    "html": "sitesampler.output.exporters.HtmlReportExporter",
    "lhci": "sitesampler.output.exporters.LhciExporter",
    "pa11yci": "sitesampler.output.exporters.Pa11yCiExporter",
    "urls": "sitesampler.output.exporters.UrlsExporter",
    "wcagem": "sitesampler.output.exporters.WcagEmExporter",
}
EXTENSIONS = {
    # ProblemReport first: its problem line at the end comes just before SampleEmitter's summary.
    "sitesampler.crawl.extensions.ProblemReport": 490,
    "sitesampler.crawl.extensions.SampleEmitter": 500,
    "sitesampler.crawl.progress.DiscoveryProgress": 520,
    # robots.txt's Crawl-delay, obeyed (sitesampler/crawl/politeness.py); after AutoThrottle.
    "sitesampler.crawl.politeness.CrawlDelay": 530,
}
# `scrapy crawl` exits with 1 when nothing at all could be read from the site.
COMMANDS_MODULE = "sitesampler.commands"
# Under scrapyd with items_dir, each job's sample also as CSV beside scrapyd's JSON lines feed.
ADDONS = {"sitesampler.crawl.addons.ScrapydFeeds": 0}

# Network safety (sitesampler/crawl/safety.py): no connection to loopback, private, link-local,
# multicast or reserved addresses unless SITESAMPLER_ALLOW_PRIVATE_HOSTS=1 (intranet audits),
# given with -s or as an environment variable (the spelling people try first).
TWISTED_DNS_RESOLVER = "sitesampler.crawl.safety.PublicAddressResolver"
DOWNLOADER_MIDDLEWARES = {
    "sitesampler.crawl.limits.DiscoveryDeadlineMiddleware": 40,
    # A page's redirect to another site is not followed (sitesampler/crawl/redirects.py).
    "sitesampler.crawl.redirects.OffSiteRedirectMiddleware": 45,
    "sitesampler.crawl.safety.NetworkSafetyMiddleware": 50,
    # robots.txt fetched once per host, its first 500 KiB (sitesampler/discovery/robots.py).
    "scrapy.downloadermiddlewares.robotstxt.RobotsTxtMiddleware": None,
    "sitesampler.discovery.robots.SiteRobotsTxtMiddleware": 100,
    # A host that answered nothing gets a short timeout after its first one, then no more
    # requests (sitesampler/crawl/limits.py); after robots.txt, which the home page request waits for.
    "sitesampler.crawl.limits.SilentHostMiddleware": 110,
    # Content-Encoding: gzip on a plain body is believed only when the bytes are gzip.
    "scrapy.downloadermiddlewares.httpcompression.HttpCompressionMiddleware": None,
    "sitesampler.discovery.compression.SniffingHttpCompressionMiddleware": 590,
    # -a http_user/http_pass/cookies onto each request, before Scrapy's HttpAuth (300) and
    # Cookies (700) middlewares send them (sitesampler/crawl/auth.py).
    "sitesampler.crawl.auth.SiteCredentialsMiddleware": 60,
    # A page asked for in a language (?lang=de) keeps its cookies apart from the site's
    # session, before Scrapy's Cookies (700) middleware (sitesampler/crawl/cookies.py).
    "sitesampler.crawl.cookies.LanguageCookieJarMiddleware": 65,
    # A page fetched once, however many redirects lead to it (sitesampler/crawl/reuse.py): after
    # every request check and next to the download, so a reused answer passes every
    # middleware's response step.
    "sitesampler.crawl.reuse.PageAnswerMiddleware": 950,
}
SITESAMPLER_ALLOW_PRIVATE_HOSTS = os.environ.get("SITESAMPLER_ALLOW_PRIVATE_HOSTS", "0")

# sitesampler's own knobs.
SITESAMPLER_SITEMAP_MAXSIZE = 64 * 2**20  # per sitemap file, uncompressed
SITESAMPLER_SITEMAP_DEPTH = 5  # index nesting followed below the first sitemap
# The link crawl (crawl=auto: when the sitemaps are missing or thin), breadth-first from the home
# page; docs/METHOD.md has the rules and the measurements behind these caps. The old
# SITESAMPLER_EXPAND_PAGES, when given, caps the pages too.
SITESAMPLER_CRAWL_DEPTH = 3  # link hops from the home page to the deepest page fetched
SITESAMPLER_CRAWL_PAGES = 100  # pages fetched at most, the home page not counted
SITESAMPLER_CRAWL_TIME = 120  # seconds from the crawl's first request; then what was found is sampled
# Listing pages the home page's header, navigation or footer links to (/blog/, /products/) that no
# sitemap lists join the candidates (docs/METHOD.md); 0 keeps to the sitemaps and the common pages.
SITESAMPLER_NAVIGATION_LISTINGS = True
# The longest wait a site asks for that is obeyed, in seconds (robots.txt's Crawl-delay, a 429
# or 503 answer's Retry-After: sitesampler/crawl/politeness.py); a longer one is kept at this
# length (as long as AutoThrottle may wait); 0 ignores both (an audit of one's own site).
SITESAMPLER_CRAWL_DELAY_MAX = 30
SITESAMPLER_PROGRESS_INTERVAL = 10.0  # seconds between "Discovery: N URLs so far" lines (0: off)
SITESAMPLER_MAX_SITEMAPS = 1000  # sitemap files read per crawl, index children included
SITESAMPLER_DISCOVERY_TIMEOUT = 600  # seconds; then the sample is built from what was found
SITESAMPLER_SILENT_HOST_TIMEOUT = 5  # seconds for a host's requests after a timeout while it answered nothing
# Sample a big site on more cores (sitesampler/crawl/workers.py): split its pages over this many workers,
# each moving to a worker process once it holds SITESAMPLER_WORKER_AFTER URLs. Off by default:
# workers shorten a big crawl's wall time but cost memory, and scrapyd already runs several
# crawls per core (docs/PERFORMANCE.md has the figures).
SITESAMPLER_WORKERS = 0
# Let the layouts of the pages verify fetched split and merge the URL templates
# (sitesampler/core/refine.py); only where verify fetched pages. On the HTML-backed corpus it
# lowered no site's h or type coverage (docs/QUALITY.md); 0 keeps the URL templates.
SITESAMPLER_REFINE = True
# A CSV cell that starts as a formula would (=, +, -, @: a page title the site wrote) is written
# after an apostrophe, so a spreadsheet shows it as text (sitesampler/output/exporters.py); 0
# writes the CSV as the pages gave it. JSON feeds are never changed.
SITESAMPLER_CSV_FORMULAS_AS_TEXT = True
SITESAMPLER_WORKER_AFTER = 20_000
