"""What WCAG-EM's Step 2 (explore) learnt beside the page list, handed to the sampler at the end.

The crawl fills an :class:`Exploration` while it reads the home page and robots.txt: the
links of the home page's header, navigation and footer, the pages robots.txt keeps the crawler
from, the technologies the home page shows, and the pages the user named as essential. The
sampler reads it once, in :meth:`~.sampler.SiteSampler.sample`. The user's URL filters live
here too (:class:`UrlFilter`), so the command line and the crawl apply the same rule.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import NamedTuple
from urllib.parse import parse_qsl, urlsplit

from .actions import action_reason
from .candidates import Candidate, CandidateSet
from .clustering import Cluster
from .hashing import keyed_hash
from .pagetypes import CONTENT, HOME, page_type
from .segments import decode_segment
from .urls import OutOfScope, SiteScope

#: Why a page in scope was not sampled by the crawler itself.
ROBOTS_DISALLOWED = "robots.txt disallows crawling it"
BEHIND_LOGIN = "behind a login"
#: How many pages needing access are listed at most (the first by key).
MAX_NEEDS_ACCESS = 100
#: Page types whose pages need the auditor to sign in.
BEHIND_LOGIN_TYPES = frozenset(("account", "payment"))


@dataclass
class Exploration:
    """Step 2's findings: URLs as found, and technology names (see :mod:`.technologies`)."""

    navigation: set[str] = field(default_factory=set)
    disallowed: set[str] = field(default_factory=set)
    technologies: set[str] = field(default_factory=set)
    extra: tuple[str, ...] = ()


class NeedsAccess(NamedTuple):
    """A page in scope that the auditor must reach with access the crawler does not have."""

    url: str
    page_type: str
    why: str


def path_page_type(path_and_query: str) -> str:
    """The page type of a site path such as ``/account/login`` or ``/member.php?action=login``
    (``/`` is the home page)."""
    path, _, query = path_and_query.partition("?")
    pairs = [(key.lower(), value) for key, value in parse_qsl(query)]
    return page_type(tuple(decode_segment(s) for s in path.split("/") if s), bool(query), pairs)


def is_common_url(url: str) -> bool:
    """Whether a URL's path names a common page type (login, search, accessibility
    statement...), the pages WCAG-EM looks for in the home page's navigation."""
    parts = urlsplit(url)
    return path_page_type(parts.path + (f"?{parts.query}" if parts.query else "")) not in (CONTENT, HOME)


def page_keys(scope: SiteScope, urls: Iterable[str]) -> set[str]:
    """The page keys of ``urls`` (spellings of other sites or of no page left out)."""
    keys = set()
    for url in urls:
        try:
            keys.add(scope.normalize(url).key)
        except OutOfScope:
            pass
    return keys


def extra_pages(scope: SiteScope, site_key: bytes, urls: Iterable[str],
                clusters: list[Cluster]) -> list[tuple[Candidate, Cluster]]:
    """The user's extra pages as the allocator takes them, in the order given.

    Steps: a page its template still offers comes with it; otherwise (templates keep only the
    pages the allocator may need) the template whose pattern matches its key, the one with
    the fewest slots first; failing that, the page is a one-off page of its own. A URL that
    acts (:func:`~.actions.action_reason`) is no page, even the user's.
    """
    held = {c.key: (c, cluster) for cluster in clusters for c in cluster.candidates.candidates()}
    patterns = sorted(((cluster.template.count("{"), cluster.template, _template_pattern(cluster.template), cluster)
                       for cluster in clusters if "{" in cluster.template), key=lambda entry: entry[:2])
    extras = []
    for url in urls:
        try:
            page = scope.normalize(url)
        except OutOfScope:
            continue
        if action_reason(url):
            continue
        if page.key in held:
            extras.append(held[page.key])
            continue
        candidate = Candidate((float("inf"), -0.5, keyed_hash(site_key, page.key)), page.key, page.url, None, None)
        matching = next((cluster for _, _, pattern, cluster in patterns if pattern.fullmatch(page.key)), None)
        if matching is None:
            own = CandidateSet(None)
            own.offer(candidate)
            matching = Cluster(page.key, 1, False, page_type(page.segments, bool(page.query), page.query), own,
                               sources=("extra",))
        extras.append((candidate, matching))
    return extras


def _template_pattern(template: str) -> re.Pattern[str]:
    """A template (``/products/{n}``) as a pattern of the page keys it covers: each slot is one
    segment or parameter value."""
    return re.compile(re.sub(r"\\\{[^}]*\\\}", "[^/?&]+", re.escape(template)))


def pages_needing_access(scope: SiteScope, disallowed: Iterable[str], clusters: list[Cluster]) -> list[NeedsAccess]:
    """Pages in scope the crawler cannot reach: common pages robots.txt keeps it from, and
    the pages of account and payment templates (behind a login), never a URL that acts; by
    URL, at most ``MAX_NEEDS_ACCESS``."""
    found: dict[str, NeedsAccess] = {}
    for url in disallowed:
        try:
            page = scope.normalize(url)
        except OutOfScope:
            continue
        if action_reason(url):  # a logout is no page to visit, even by hand
            continue
        kind = page_type(page.segments, bool(page.query), page.query)
        if kind not in (CONTENT, HOME):
            found.setdefault(page.key, NeedsAccess(page.url, kind, ROBOTS_DISALLOWED))
    for cluster in clusters:
        if cluster.page_type in BEHIND_LOGIN_TYPES:
            for candidate in cluster.candidates.candidates():
                found.setdefault(candidate.key, NeedsAccess(candidate.url, cluster.page_type, BEHIND_LOGIN))
    return [found[key] for key in sorted(found)[:MAX_NEEDS_ACCESS]]


class UrlFilter:
    """The user's ``include`` and ``exclude`` regular expressions (``re.search`` on the URL).

    With ``include`` patterns only matching URLs are in scope; an ``exclude`` match takes a URL
    out. Bad patterns raise ``ValueError`` with one line naming the argument.
    """

    def __init__(self, include: tuple[str, ...] = (), exclude: tuple[str, ...] = ()) -> None:
        self.include = [_compile("include", p) for p in include]
        self.exclude = [_compile("exclude", p) for p in exclude]

    def __bool__(self) -> bool:
        return bool(self.include or self.exclude)

    def allows(self, url: str) -> bool:
        if self.include and not any(p.search(url) for p in self.include):
            return False
        return not any(p.search(url) for p in self.exclude)


def _compile(argument: str, pattern: str) -> re.Pattern[str]:
    try:
        return re.compile(pattern)
    except re.error as error:
        raise ValueError(f"{argument} must be regular expressions separated by commas; "
                         f"{pattern!r}: {error}") from None


def split_list(value: object) -> tuple[str, ...]:
    """A comma-separated argument (``-a extra=URL,URL``) as its non-empty items."""
    return tuple(item.strip() for item in str(value or "").split(",") if item.strip())
