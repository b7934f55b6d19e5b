"""What the user asks of a crawl, checked in one place: the ``sample`` spider's arguments
(``-a``, scrapyd ``schedule.json``), sitesampler's numeric settings (``-s``, scrapyd
``setting=``), and the error every front end prints as one line.

The spider, ``sitesampler plan`` and ``sitesampler schedule`` all check with these functions,
so a value one of them accepts is accepted by all. This module imports no Scrapy: the command
line loads it on every run.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from typing import Any, NoReturn, TypeVar
from urllib.parse import urlsplit

from sitesampler.core import DEFAULT_CLUSTERER, parse_budget, parse_clusterer, parse_random_share, parse_rotate, parse_round
from sitesampler.core.exploration import UrlFilter, split_patterns, split_urls
from sitesampler.discovery.http_urls import ascii_host, is_absolute_http_url, with_scheme


#: The exit status of a usage error, for every command.
EXIT_USAGE = 2
Checked = TypeVar("Checked")


class UsageError(Exception):
    """A problem with what the user gave us: printed as one line, with a non-zero exit status."""


class OneLineErrorParser(argparse.ArgumentParser):
    """argparse, but errors are one line and exit status 2 (argparse prints the usage too)."""

    def error(self, message: str) -> NoReturn:
        fail(message)


def argument_type(parse: Callable[[str], Checked]) -> Callable[[str], Checked]:
    """``parse`` as an argparse ``type``: a command's option is parsed once, as it is read, and a
    bad value is ``parse``'s one line."""

    def checked(text: str) -> Checked:
        try:
            return parse(text)
        except ValueError as error:
            raise argparse.ArgumentTypeError(str(error)) from None

    return checked


def fail(message: str) -> NoReturn:
    """The one line of a usage error on standard error, and exit status 2."""
    sys.stderr.write(f"sitesampler: error: {message}\n")
    raise SystemExit(EXIT_USAGE)


@dataclass(frozen=True)
class SampleArguments:
    """The ``sample`` spider's arguments, parsed."""

    url: str
    budget: int
    random_share: float
    crawl: str  # the link crawl: "auto" (sitemaps missing or thin), "1" (always), "0" (never)
    max_urls: int
    clusterer: str
    extra: tuple[str, ...] = ()  # pages the user knows are essential: sampled first
    include: tuple[str, ...] = ()  # regular expressions: only matching URLs are in scope
    exclude: tuple[str, ...] = ()  # regular expressions: matching URLs are left out
    previous: str | None = None  # an earlier sample to continue: a path or an http(s) URL
    rotate: float = 0.0  # the share of the previous sample's replaceable pages to replace
    round: int | None = None  # None: the previous sample's round + 1
    render: bool = False  # render the home page and the link crawl's pages in Chromium
    verify: int = 0  # pages fetched after discovery to check the sample (0: URLs only)
    templates: str | None = None  # a file to write every discovered page's template to


#: The link crawl's choices (``crawl``): when the sitemaps are missing or thin, always, never.
CRAWL_CHOICES = ("auto", "1", "0")
#: Earlier spellings still accepted: ``expand=1`` opened listing pages when there was no
#: sitemap, which the link crawl now does (``crawl=auto``); ``expand=0`` opened none.
OLD_SPELLINGS = ("expand",)
#: The spider's argument names, in the order its error messages list them.
ARGUMENT_NAMES = (*(field.name for field in fields(SampleArguments)), *OLD_SPELLINGS)
#: Scrapy's basic-auth arguments and a cookies file: read by :mod:`sitesampler.crawl.auth`, never
#: kept in ``SampleArguments`` (whose repr may be logged).
AUTH_ARGUMENTS = ("http_user", "http_pass", "http_auth_domain", "cookies")


def parse_arguments(
    url: str | None = None,
    budget: str = "20",
    random_share: str = "0.1",
    crawl: str = "",
    max_urls: str = "1000000",
    clusterer: str = DEFAULT_CLUSTERER,
    extra: str = "",
    include: str = "",
    exclude: str = "",
    previous: str = "",
    rotate: str = "0",
    round: str = "",
    render: str = "0",
    expand: str = "",
    verify: str = "",
    templates: str = "",
    **others: str,
) -> SampleArguments:
    """Validate the spider arguments, which arrive as strings.

    Raises ``ValueError`` with one line naming the argument and what it accepts. Names starting
    with ``_`` belong to the scheduler (scrapyd's ``_job``) and pass; any other unknown name is
    a typo that would otherwise be silently ignored (``bugdet=5``).
    """
    if unknown := sorted(name for name in others if not name.startswith("_") and name not in AUTH_ARGUMENTS):
        raise ValueError(f"unknown argument {unknown[0]!r}: the sample spider takes "
                         f"{', '.join((*ARGUMENT_NAMES, *AUTH_ARGUMENTS))}")
    url = str(url or "").strip()  # pasted with a space, or a line end from a list of sites
    if not url:
        raise ValueError("url is required: -a url=https://example.com/")
    if _has_credentials(url) or ("://" not in url and _has_credentials("//" + url)):
        # Not echoed, unlike other bad values: the line would print the password.
        raise ValueError("url must not hold a user name or password: use -a http_user=... -a http_pass=...")
    url = with_scheme(url) or url  # typed as into a browser: example.com
    if not is_absolute_http_url(url):
        raise ValueError(f"url must be an absolute http(s) URL such as https://example.com/, got {url!r}")
    crawl = _crawl_choice(crawl, expand)
    if str(render).strip() not in ("0", "1"):
        raise ValueError(f"render must be 0 or 1, got {render!r}")
    if (_number(max_urls) or 0) < 1:
        raise ValueError(f"max_urls must be a whole number of at least 1, got {max_urls!r}")
    parse_clusterer(clusterer)
    extras = parse_extra(extra)
    url_filter = UrlFilter(split_patterns(include), split_patterns(exclude))  # raises on a bad pattern
    checked_budget = parse_budget(budget)
    return SampleArguments(
        url=ascii_host(url),  # one spelling of the site: the one its sitemaps use
        budget=checked_budget,
        random_share=parse_random_share(random_share),
        crawl=crawl,
        max_urls=int(max_urls),
        clusterer=clusterer,
        extra=extras,
        include=tuple(p.pattern for p in url_filter.include),
        exclude=tuple(p.pattern for p in url_filter.exclude),
        previous=str(previous).strip() or None,
        rotate=parse_rotate(rotate),
        round=parse_round(round) if str(round).strip() else None,
        render=str(render).strip() == "1",
        verify=parse_verify(verify, checked_budget),
        templates=str(templates).strip() or None,
    )


#: ``verify`` by default: pages fetched per page of the budget, and at most.
VERIFY_PER_BUDGET = 3
VERIFY_CAP = 60
MAX_VERIFY = 10000


def default_verify(budget: int) -> int:
    """How many pages the crawl fetches to check the sample when ``verify`` is not given:
    three per page of the budget (its rows, the pages that would replace them, a second round
    of replacements), at most :data:`VERIFY_CAP`, which keeps a budget-20 audit of a site
    answering at the project's polite pace to about a minute (docs/PERFORMANCE.md).

    >>> default_verify(20), default_verify(5), default_verify(100)
    (60, 15, 60)
    """
    return min(VERIFY_PER_BUDGET * budget, VERIFY_CAP)


def parse_verify(value: object, budget: int) -> int:
    """``verify``: a whole number of pages from 0 (URLs only) to :data:`MAX_VERIFY`; empty
    for :func:`default_verify`."""
    if not str(value).strip():
        return default_verify(budget)
    number = _number(value)
    if number is None or not 0 <= number <= MAX_VERIFY:
        raise ValueError(f"verify must be a whole number of pages from 0 to {MAX_VERIFY}, got {value!r}")
    return int(number)


#: sitesampler's numeric settings and the least value each accepts; whole numbers unless listed
#: in ``DECIMAL_SETTINGS``.
NUMERIC_SETTINGS = {
    "SITESAMPLER_SITEMAP_MAXSIZE": 1, "SITESAMPLER_SITEMAP_DEPTH": 0, "SITESAMPLER_MAX_SITEMAPS": 1,
    "SITESAMPLER_EXPAND_PAGES": 0, "SITESAMPLER_WORKERS": 0, "SITESAMPLER_WORKER_AFTER": 0,
    "SITESAMPLER_PROGRESS_INTERVAL": 0, "SITESAMPLER_DISCOVERY_TIMEOUT": 0,
    "SITESAMPLER_CRAWL_DEPTH": 1, "SITESAMPLER_CRAWL_PAGES": 0, "SITESAMPLER_CRAWL_TIME": 0,
    "SITESAMPLER_CRAWL_DELAY_MAX": 0,
}
DECIMAL_SETTINGS = frozenset(("SITESAMPLER_PROGRESS_INTERVAL", "SITESAMPLER_DISCOVERY_TIMEOUT",
                              "SITESAMPLER_CRAWL_TIME", "SITESAMPLER_CRAWL_DELAY_MAX"))


#: Scrapy's own settings the crawl reads before any spider code runs, where a bad value was a
#: traceback ("Task exception was never retrieved"): numbers that must be above 0, booleans in
#: the spellings ``Settings.getbool`` accepts, and objects named by their import path.
POSITIVE_SETTINGS = ("DOWNLOAD_TIMEOUT", "DNS_TIMEOUT", "SITESAMPLER_SILENT_HOST_TIMEOUT")
BRIEF_LOG_SETTING = "SITESAMPLER_BRIEF_LOG"
BOOLEAN_SETTINGS = ("SITESAMPLER_ALLOW_PRIVATE_HOSTS", BRIEF_LOG_SETTING, "SITESAMPLER_REFINE",
                    "SITESAMPLER_NAVIGATION_LISTINGS", "SITESAMPLER_CSV_FORMULAS_AS_TEXT")
_BOOLEANS = ("0", "1", "true", "false", "True", "False")
OBJECT_SETTINGS = ("TWISTED_DNS_RESOLVER",)


def parse_extra(value: object) -> tuple[str, ...]:
    """``extra``: the essential pages, absolute http(s) URLs separated by commas.

    >>> parse_extra("https://shop.example/contact, https://shop.example/help")
    ('https://shop.example/contact', 'https://shop.example/help')
    >>> parse_extra("contact")
    Traceback (most recent call last):
    ValueError: extra must be absolute http(s) URLs separated by commas, got 'contact'
    """
    extras = split_urls(value)
    if bad := [page for page in extras if not is_absolute_http_url(page)]:
        raise ValueError(f"extra must be absolute http(s) URLs separated by commas, got {bad[0]!r}")
    return extras


def check_settings(settings: Mapping[str, Any]) -> None:
    """Raise ``ValueError`` with one line for the first setting that is given and cannot work:
    read later, deep in Scrapy or a callback, it would only be a traceback. ``settings`` is
    Scrapy's ``Settings`` or a plain ``{name: value}``.

    Steps: sitesampler's numeric settings (a number of at least their least value), Scrapy's
    timeouts (above 0), booleans (``0``, ``1``, ``true``, ``false``), objects (importable); then
    every other Scrapy setting given, read as Scrapy reads it (:func:`check_scrapy_setting`), and
    Scrapy's limits that would break the sample refused (:data:`LIMITS_REFUSED`).
    """
    for name in (*NUMERIC_SETTINGS, *POSITIVE_SETTINGS, *BOOLEAN_SETTINGS, *OBJECT_SETTINGS):
        if name in settings:
            _check_setting(name, settings.get(name))
    for name in _given(settings):
        if name not in NUMERIC_SETTINGS and name not in POSITIVE_SETTINGS and name not in BOOLEAN_SETTINGS:
            check_scrapy_setting(name, settings.get(name))
        if name in LIMITS_REFUSED and (_number(settings.get(name), decimal=True) or 0) > 0:
            raise ValueError(f"{name} {LIMITS_REFUSED[name]}")


def _given(settings: Mapping[str, Any]) -> list[str]:
    """The names of the settings someone gave: for Scrapy's ``Settings``, those set above
    Scrapy's defaults (by the project, the command line, scrapyd); for a plain mapping, all."""
    priority = getattr(settings, "getpriority", None)
    return sorted(name for name in settings if priority is None or (priority(name) or 0) > 0)


#: The settings Scrapy's code reads otherwise than the type of its default says: whole numbers
#: read as decimal ones, a 1 read as a boolean (tests/test_reliability.py compares this with
#: Scrapy's source).
SCRAPY_READERS: dict[str, type] = {"DNS_TIMEOUT": float, "DOWNLOAD_DELAY": float, "DOWNLOAD_TIMEOUT": float,
                                   "TELNETCONSOLE_ENABLED": bool}
#: Scrapy's limits that break a sample without a word, each refused (above 0) with what bounds
#: the crawl instead. ``CLOSESPIDER_*`` close the spider without it going idle, where the sample
#: is written (:class:`~sitesampler.crawl.extensions.SampleEmitter`): no feed, status 0, "no
#: problems". ``DEPTH_LIMIT`` drops every request past that many hops from the start, sitemaps
#: included: a site's sitemaps were left out and its sample drawn from its links alone.
_CLOSES = "closes the crawl before its sample is written whole: "
LIMITS_REFUSED = {
    "CLOSESPIDER_TIMEOUT": _CLOSES + "-s SITESAMPLER_DISCOVERY_TIMEOUT=SECONDS bounds discovery and still writes it "
                                     "(-a verify=N bounds the pages fetched after)",
    "CLOSESPIDER_PAGECOUNT": _CLOSES + "-a verify=N bounds the pages fetched to check the sample, and "
                                       "-s SITESAMPLER_CRAWL_PAGES=N those of the link crawl",
    "CLOSESPIDER_TIMEOUT_NO_ITEM": _CLOSES + "the sample's rows come at the end of the crawl; "
                                             "-s SITESAMPLER_DISCOVERY_TIMEOUT=SECONDS bounds discovery",
    "CLOSESPIDER_ITEMCOUNT": _CLOSES + "the sample's size is -a budget=N",
    "CLOSESPIDER_ERRORCOUNT": _CLOSES + "an error reading one answer leaves out that answer alone",
    "DEPTH_LIMIT": "drops the sitemaps and pages past that many hops from the start without a word: "
                   "-s SITESAMPLER_CRAWL_DEPTH=N bounds the link crawl, and -s SITESAMPLER_SITEMAP_DEPTH=N "
                   "how deep sitemap indexes nest",
}
#: The names ``LOG_LEVEL`` takes (Python's logging levels; a level's number works too).
LOG_LEVELS = ("CRITICAL", "ERROR", "WARNING", "INFO", "DEBUG")


def scrapy_reader(name: str) -> type | None:
    """How Scrapy reads its setting ``name``: ``bool``, ``int`` or ``float``, the type of its
    default unless :data:`SCRAPY_READERS` says otherwise; None for any other setting (a string,
    a list, a class, or no setting of Scrapy's).

    >>> scrapy_reader("CONCURRENT_REQUESTS"), scrapy_reader("DOWNLOAD_DELAY"), scrapy_reader("ROBOTSTXT_OBEY")
    (<class 'int'>, <class 'float'>, <class 'bool'>)
    >>> scrapy_reader("USER_AGENT"), scrapy_reader("NO_SUCH_SETTING")
    (None, None)
    """
    from scrapy.settings import default_settings  # only here: this module imports no Scrapy

    if name in SCRAPY_READERS:
        return SCRAPY_READERS[name]
    default = vars(default_settings).get(name) if name.isupper() else None  # a deprecated name: None
    return type(default) if type(default) in (bool, int, float) else None


def check_scrapy_setting(name: str, value: Any) -> None:
    """Raise ``ValueError`` with one line when ``value`` is no value Scrapy can read for its
    setting ``name`` (:func:`scrapy_reader`; ``LOG_LEVEL``: a logging level): Scrapy would
    raise a traceback when it reads it, some before the crawl has a log.

    >>> check_scrapy_setting("CONCURRENT_REQUESTS", "8"), check_scrapy_setting("DOWNLOAD_DELAY", "0.5")
    (None, None)
    >>> check_scrapy_setting("CONCURRENT_REQUESTS", "abc")
    Traceback (most recent call last):
    ValueError: CONCURRENT_REQUESTS must be a whole number, got 'abc'
    >>> check_scrapy_setting("LOG_LEVEL", "LOUD")
    Traceback (most recent call last):
    ValueError: LOG_LEVEL must be one of CRITICAL, ERROR, WARNING, INFO, DEBUG, got 'LOUD'
    """
    if name == "LOG_LEVEL":
        if not isinstance(value, int) and str(value) not in LOG_LEVELS:
            raise ValueError(f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, got {value!r}")
        return
    reader = scrapy_reader(name)
    if isinstance(value, (int, float)) and reader in (int, float):  # a settings module's number
        return
    if reader is bool:
        _check_boolean(name, value)
    elif reader is int:
        if _number(value) is None:
            raise ValueError(f"{name} must be a whole number, got {value!r}")
    elif reader is float:
        if _number(value, decimal=True) is None:
            raise ValueError(f"{name} must be a number, got {value!r}")


def _check_boolean(name: str, value: Any) -> None:
    """A boolean in one of the spellings ``Settings.getbool`` reads (``yes`` was a traceback)."""
    if not isinstance(value, bool) and str(value) not in _BOOLEANS:
        raise ValueError(f"{name} must be 0 or 1 (or true/false), got {value!r}")


def _check_setting(name: str, value: Any) -> None:
    if name in POSITIVE_SETTINGS:
        if not (_number(value, decimal=True) or 0) > 0:  # also refuses nan
            raise ValueError(f"{name} must be a number of seconds above 0, got {value!r}")
    elif name in BOOLEAN_SETTINGS:
        _check_boolean(name, value)
    elif name in OBJECT_SETTINGS:
        if not isinstance(value, str) or not _importable(value):
            raise ValueError(f"{name} must name an importable class such as "
                             f"sitesampler.crawl.safety.PublicAddressResolver, got {value!r}")
    else:
        least = NUMERIC_SETTINGS[name]
        decimal = name in DECIMAL_SETTINGS
        kind = "number" if decimal else "whole number"
        number = _number(value, decimal)
        if number is None or not number >= least:  # "not >=" also refuses nan
            raise ValueError(f"{name} must be a {kind} of at least {least}, got {value!r}")


def _importable(path: str) -> bool:
    """Does ``module.Name`` import? (Only when such a setting is given, so the command line
    still starts without Scrapy.)"""
    module, _, name = path.rpartition(".")
    try:
        return bool(module) and hasattr(importlib.import_module(module), name)
    except ImportError:
        return False


def _crawl_choice(crawl: object, expand: object) -> str:
    """``crawl`` checked, or the choice its old spelling ``expand`` makes (``1``: ``auto``,
    ``0``: ``0``); ``auto`` when neither is given."""
    crawl, expand = str(crawl or "").strip(), str(expand or "").strip()
    if crawl and crawl not in CRAWL_CHOICES:
        raise ValueError(f"crawl must be auto, 1 or 0, got {crawl!r}")
    if expand and expand not in ("0", "1"):
        raise ValueError(f"expand must be 0 or 1, got {expand!r}")
    old = {"1": "auto", "0": "0"}.get(expand, "")
    if crawl and old and crawl != old:
        raise ValueError(f"expand={expand} is the old spelling of crawl={old}: give crawl={crawl} alone")
    return crawl or old or "auto"


def _has_credentials(url: str) -> bool:
    """A user name or password in ``url`` (``http://user:secret@host/``): refused with its own
    line, since every request to it would fail and the secret would reach the log and feeds."""
    try:
        parts = urlsplit(url)
        return parts.username is not None or parts.password is not None
    except ValueError:
        return False


def _number(value: object, decimal: bool = False) -> float | int | None:
    """``value`` as a whole (or decimal) number, or None. ``str.isdigit`` also accepts "²",
    which ``int`` refuses: ask ``int`` itself."""
    try:
        return float(str(value)) if decimal else int(str(value).strip())
    except ValueError:
        return None
