"""``render=1``: pages rendered in Chromium through scrapy-playwright, so links a script
inserts are found (single-page apps). Opt-in: without it, nothing here is loaded and the
crawl stays browser-free.

The crawl fetches a page as usual first (robots.txt, the network safety rules and every
redirect checked by the downloader middlewares), then renders its final URL. In the page,
only requests to the page's own site (its host or its www/apex twin) go out: everything else,
and images, media and fonts, is aborted (:func:`abort_request`), so a rendered page cannot
reach another host, the machine's network or a tracker.
"""

from __future__ import annotations

import importlib
import os
import shutil
from typing import Any
from urllib.parse import urlsplit

from sitesampler.discovery.canonical import is_www_variant

#: Browsers looked for on the PATH when ``SITESAMPLER_CHROME`` names none.
CHROME_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome")
#: Resource types a page's links never depend on.
SKIPPED_RESOURCES = frozenset(("image", "media", "font"))
HANDLER = "scrapy_playwright.handler.ScrapyPlaywrightDownloadHandler"
INSTALL = "pip install 'sitesampler[render]'"


def render_settings(settings: Any) -> dict[str, Any]:
    """The settings that make ``render=1`` work: scrapy-playwright's download handler for
    http(s) (requests without ``playwright`` in their meta still take Scrapy's own), Chromium at
    ``SITESAMPLER_CHROME`` (or the first of ``CHROME_NAMES`` on the PATH), the in-page guard.

    Raises ``ValueError`` with one line when scrapy-playwright or the browser is missing.
    """
    for module in ("playwright", "scrapy_playwright.handler"):
        try:
            importlib.import_module(module)
        except ImportError:
            raise ValueError(f"render=1 needs scrapy-playwright and playwright: {INSTALL}") from None
    launch = settings.getdict("PLAYWRIGHT_LAUNCH_OPTIONS") or {}
    chrome = settings.get("SITESAMPLER_CHROME") or launch.get("executable_path") or \
        next(filter(None, map(shutil.which, CHROME_NAMES)), None)
    if not chrome or not (os.path.isfile(chrome) and os.access(chrome, os.X_OK)):
        raise ValueError("render=1 needs Chromium: install it (apt-get install chromium) or name it with "
                         f"-s SITESAMPLER_CHROME=/path/to/chromium{f', not {chrome!r}' if chrome else ''}")
    timeout = settings.getfloat("DOWNLOAD_TIMEOUT")
    return {
        "DOWNLOAD_HANDLERS": {"http": HANDLER, "https": HANDLER},
        "PLAYWRIGHT_BROWSER_TYPE": "chromium",
        "PLAYWRIGHT_LAUNCH_OPTIONS": {"headless": True, **launch, "executable_path": chrome},
        "PLAYWRIGHT_ABORT_REQUEST": "sitesampler.crawl.rendering.abort_request",
        "PLAYWRIGHT_DEFAULT_NAVIGATION_TIMEOUT": timeout * 1000,
    }


def render_meta() -> dict[str, Any]:
    """The meta of a request rendered in the browser: loaded, and its own requests settled."""
    return {"playwright": True, "playwright_page_goto_kwargs": {"wait_until": "networkidle"}, "rendered": True}


def abort_request(request: Any) -> bool:
    """Whether the browser must not send ``request`` (a Playwright request): anything but http(s),
    images, media and fonts, and, but for the page's own navigation, any host other than the
    page's site. A request whose page cannot be told (a service worker's) is aborted too."""
    url = urlsplit(request.url)
    if url.scheme not in ("http", "https") or request.resource_type in SKIPPED_RESOURCES:
        return True
    try:
        frame = request.frame
        page_url = frame.page.main_frame.url
    except Exception:  # Playwright raises for requests of no frame
        return True
    if request.is_navigation_request() and frame == frame.page.main_frame and page_url in ("", "about:blank"):
        return False  # the crawl's own request, checked by the downloader middlewares
    return not is_www_variant(url.hostname or "", urlsplit(page_url).hostname or "\0")

