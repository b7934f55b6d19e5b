"""What WCAG-EM's Step 2 (explore) learnt beside the page list, handed to the sampler at the end.

The crawl fills an :class:`Exploration` while it reads the home page and robots.txt: the
links of the home page's header, navigation and footer, the pages robots.txt keeps the crawler
from, the technologies the home page shows, and the pages the user named as essential. The
sampler reads it once, in :meth:`~.sampler.SiteSampler.sample`. The user's URL filters live
here too (:class:`UrlFilter`), so the command line and the crawl apply the same rule.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass, field, replace
from operator import itemgetter
from typing import Any, NamedTuple
from urllib.parse import quote, unquote, urlsplit

from .actions import action_reason, keep_example
from .candidates import Candidate, CandidateSet
from .clustering import Cluster
from .documents import DOCUMENT, TECHNOLOGY_NAMES, document_key, document_type
from .hashing import keyed_hash
from .pagetypes import CONTENT, HOME, page_type, path_page_type, query_words
from .segments import PATH_SLOT, decode_segment
from .urls import OutOfScope, SiteScope

#: Why a page in scope was not sampled by the crawler itself.
ROBOTS_DISALLOWED = "robots.txt disallows crawling it"
#: The reason robots.txt's refusals are counted under (``rejected_robots``) and shown by.
ROBOTS_REFUSED = "robots"
BEHIND_LOGIN = "behind a login"
#: How many pages needing access are listed at most (the first by key).
MAX_NEEDS_ACCESS = 100
#: Page types whose pages need the auditor to sign in.
BEHIND_LOGIN_TYPES = frozenset(("account", "payment"))


@dataclass
class Exploration:
    """Step 2's findings: URLs as found, and technology names (see :mod:`.technologies`)."""

    navigation: set[str] = field(default_factory=set)
    #: The navigation's links whose text names a common page (:func:`~.pagetypes.text_page_type`),
    #: URL -> page type: a footer's "Contact" at ``/navigation/<uuid>``.
    named: dict[str, str] = field(default_factory=dict)
    #: The common pages robots.txt keeps the crawler from: in scope, needing access.
    disallowed: set[str] = field(default_factory=set)
    technologies: set[str] = field(default_factory=set)
    extra: tuple[str, ...] = ()
    #: Every URL found that robots.txt keeps the crawler from (:meth:`refuse`): how many, and
    #: the first few by URL.
    refused: int = 0
    refused_examples: list[str] = field(default_factory=list)

    def refuse(self, urls: Iterable[str]) -> None:
        """Found, but robots.txt refuses them: counted, a few kept as examples, and those of a
        common page type kept as pages in scope that need access. The same whatever order the
        URLs come in.

        >>> found = Exploration()
        >>> found.refuse(["https://a.example/gui/ru/", "https://a.example/contact", "https://a.example/gui/"])
        >>> found.refused, found.refused_examples, sorted(found.disallowed)
        (3, ['https://a.example/contact', 'https://a.example/gui/', 'https://a.example/gui/ru/'], ['https://a.example/contact'])
        """
        examples = {ROBOTS_REFUSED: self.refused_examples}
        for url in urls:
            self.refused += 1
            keep_example(examples, ROBOTS_REFUSED, url)
            if is_common_url(url):
                self.disallowed.add(url)


class NeedsAccess(NamedTuple):
    """A page in scope that the auditor must reach with access the crawler does not have."""

    url: str
    page_type: str
    why: str


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
                clusters: list[Cluster], documents: Iterable[Cluster] = ()) -> list[tuple[Candidate, Cluster]]:
    """The user's extra pages as the allocator takes them, in the order given.

    Steps: a page its template still offers comes with it; otherwise (templates keep only the
    pages the allocator may need) the template whose pattern matches its key, the one with
    the fewest slots first; failing that, the page is a one-off page of its own. A URL that
    acts (:func:`~.actions.action_reason`) is no page, even the user's. A document of the site
    (an annual report's PDF the user names as essential) comes with its type's stratum,
    ``documents`` (:mod:`.documents`), or as a document of its own.
    """
    held = {candidate.key: (candidate, cluster)
            for cluster in clusters for candidate in cluster.candidates.candidates()}
    holding = template_holding(clusters)
    strata = list(documents)
    extras = []
    for url in urls:
        if extra_refusal(scope, url) is not None:
            continue
        try:
            page = scope.normalize(url)
        except OutOfScope:  # a document of the site: extra_refusal let it through
            extras.append(extra_document(scope, site_key, url, strata))
            continue
        if page.key in held:
            extras.append(held[page.key])
            continue
        candidate = Candidate((float("inf"), -0.5, keyed_hash(site_key, page.key)), page.key, page.url, None, None)
        matching = holding(page.key)
        if matching is None:
            matching = one_off(candidate, page_type(page.segments, bool(page.query), page.query), ("extra",))
        extras.append((candidate, matching))
    return extras


#: Why a user's extra URL cannot be sampled, by the reason the site's scope refused it.
EXTRA_REFUSALS = {
    "offsite": "not on the site",
    "not_http": "not on the site",
    "unparseable": "not a URL",
    "not_html": "neither a page nor a document",
}


def extra_refusals(scope: SiteScope, urls: Iterable[str]) -> list[tuple[str, str]]:
    """``(url, why)`` of each of the user's extra URLs that cannot be sampled
    (:func:`extra_refusal`), in the order given. The sample leaves them out; the outputs name
    them, so that a page the user called essential is never dropped without a word.

    >>> scope = SiteScope("https://shop.example/")
    >>> extra_refusals(scope, ["https://shop.example/about", "https://shop.example/files/plan.pdf",
    ...                        "https://elsewhere.example/x", "https://shop.example/img/logo.png",
    ...                        "https://shop.example/account/logout"])  # doctest: +NORMALIZE_WHITESPACE
    [('https://elsewhere.example/x', 'not on the site'), ('https://shop.example/img/logo.png',
      'neither a page nor a document'), ('https://shop.example/account/logout', 'it acts: state change')]
    """
    return [(url, why) for url in urls if (why := extra_refusal(scope, url)) is not None]


def extra_refusal(scope: SiteScope, url: str) -> str | None:
    """Why the user's extra ``url`` cannot be sampled, or None when it can (a page or a
    document of the site): another site's (the site's address may have moved, a typo), a file
    that is neither a page nor a document (an image), a URL that acts (a logout, a link with a
    nonce, even to a document). The one rule :func:`extra_pages` and :func:`extra_refusals`
    both read.

    >>> scope = SiteScope("https://shop.example/")
    >>> extra_refusal(scope, "https://shop.example/files/plan.pdf"), extra_refusal(scope, "https://shop.example/a")
    (None, None)
    >>> extra_refusal(scope, "https://shop.example/files/plan.pdf?_wpnonce=3f2a")
    'it acts: token'
    """
    try:
        scope.normalize(url)
    except OutOfScope as refusal:
        if document_key(scope, url) is None:
            return EXTRA_REFUSALS.get(refusal.reason, f"it acts: {refusal.reason.replace('_', ' ')}")
    if (reason := action_reason(url)) is not None:
        return f"it acts: {reason.replace('_', ' ')}"
    return None


def extra_document(scope: SiteScope, site_key: bytes, url: str, documents: list[Cluster]) -> tuple[Candidate, Cluster]:
    """The user's extra ``url``, a document of the site (:func:`~.documents.document_key`), with
    the stratum of its type among ``documents`` (``{document}.pdf``) or one of its own. It is
    keyed and ranked as the stratum keys and ranks a listed document, so the stratum's own row
    is not the same document twice."""
    key = document_key(scope, url)
    kind = document_type(key) if key is not None else None
    if key is None or kind is None:
        raise ValueError(f"not a document of the site: {url}")
    template = f"{{document}}.{kind}"
    stratum = next((cluster for cluster in documents if cluster.template == template), None)
    listed = next((candidate for candidate in stratum.candidates.candidates() if candidate.key == key), None) \
        if stratum else None
    candidate = listed or Candidate((float("inf"), -0.5, keyed_hash(site_key, key)), key, scope.origin + key, None, None)
    if stratum is None:
        own = CandidateSet(None)
        own.offer(candidate)
        stratum = Cluster(template, 1, False, DOCUMENT, own, (TECHNOLOGY_NAMES[kind],), ("extra",))
    return candidate, stratum


def template_holding(clusters: list[Cluster]) -> Callable[[str], Cluster | None]:
    """A function giving the template of ``clusters`` whose pattern covers a page key, the
    one with the fewest slots first (then by name), or None: where a page its template no
    longer keeps belongs (templates keep only the pages the allocator may need). A tree of
    pages (:data:`~.segments.PATH_SLOT`) covers any depth, so it comes after the others, the
    one with the most segments first (``/content/{path}/{slug}`` before ``/content/{path}``)."""
    def order(template: str) -> tuple[bool, int, str]:
        tree = PATH_SLOT in template
        return tree, -template.count("/") if tree else template.count("{"), template

    patterns = sorted(((order(cluster.template), _template_pattern(cluster.template), cluster)
                       for cluster in clusters if "{" in cluster.template), key=itemgetter(0))

    def holding(key: str) -> Cluster | None:
        return next((cluster for _, pattern, cluster in patterns if pattern.fullmatch(key)), None)

    return holding


def _template_pattern(template: str) -> re.Pattern[str]:
    """A template (``/products/{n}``) as a pattern of the page keys it covers: each slot is one
    segment or parameter value, but a tree of pages (:data:`~.segments.PATH_SLOT`), one
    folder or more.

    >>> bool(_template_pattern("/content/{path}/{slug}").fullmatch("/content/site/us/en/contact-us.html"))
    True
    >>> bool(_template_pattern("/products/{n}").fullmatch("/products/7/reviews"))
    False
    """
    tree = re.escape(PATH_SLOT)
    pattern = re.sub(r"\\\{[^}]*\\\}", "[^/?&]+", re.escape(template).replace(tree, "[^?&]+?"))
    return re.compile(pattern)


def drawn_common_pages(clusters: list[Cluster], navigation: Collection[str],
                       named: Mapping[str, str] | None = None) -> list[Cluster]:
    """``clusters`` with each page that the home page's header, navigation or footer links
    (``navigation``: page keys) and whose path names a common page type drawn out of a template
    of content pages, as a one-off page of that type, as WCAG-EM's Step 2.a finds the common
    pages: from the site's own links.

    A shop writes its contact, legal and help pages in one folder (``/pages/contact``,
    ``/pages/legal``): found by links, with no sitemap to name them standalone pages, they
    were one ``/pages/{slug}`` template, and the sample held none of them as a common page.
    The evidence is a contradiction: one template of one page type would not hold pages of
    two common types. So pages are drawn out of a template only when those the navigation
    links name two common types or more; one alone (``/workshops/selinux_policy``, a
    workshop whose name holds a legal word) stays in its template, as do the pages the
    navigation does not link and those a template no longer keeps (a big template keeps its
    best-ranked pages only: ``SiteSampler.refined`` offers it the navigation's pages of a
    common type again first). A template of a common type counts as one type: GOV.UK's footer
    links ``/help/accessibility-statement`` and ``/help/privacy-notice``, pages of the
    ``/help/{slug}`` template, and the sample held no accessibility statement. Its pages of
    its own type stay. A template left with one page becomes a one-off page too. The order
    of the templates is kept, each drawn page after its template, by key. A page whose path
    names no type is of the type its navigation link's text names (``named``: page key -> type,
    :func:`~.pagetypes.text_page_type`): a shop's footer links "Contact", "Imprint" and
    "Privacy" at ``/navigation/<uuid>``, a template of its categories.

    >>> from .candidates import Candidate, CandidateSet
    >>> def template(name, keys):
    ...     pages = CandidateSet(None)
    ...     for at, key in enumerate(keys):
    ...         pages.offer(Candidate((0, 0, at), key, "https://s.example" + key, None, None))
    ...     return Cluster(name, len(keys), True, CONTENT, pages)
    >>> pages = template("/pages/{slug}", ["/pages/contact", "/pages/legal", "/pages/story", "/pages/team"])
    >>> [(c.template, c.size, c.repeating, c.page_type)
    ...  for c in drawn_common_pages([pages], {"/pages/contact", "/pages/legal", "/pages/story"})]
    [('/pages/{slug}', 2, True, 'content'), ('/pages/contact', 1, False, 'contact'), ('/pages/legal', 1, False, 'legal')]
    >>> [c.template for c in drawn_common_pages([pages], {"/pages/contact", "/pages/story"})]
    ['/pages/{slug}']
    >>> guidance = replace(template("/help/{slug}", ["/help/accessibility-statement", "/help/cookies", "/help/faq"]),
    ...                    page_type="help")
    >>> [(c.template, c.page_type) for c in drawn_common_pages([guidance], {"/help/accessibility-statement", "/help/faq"})]
    [('/help/{slug}', 'help'), ('/help/accessibility-statement', 'accessibility-statement')]
    >>> shop = template("/navigation/{id}", ["/navigation/a1", "/navigation/b2", "/navigation/c3", "/navigation/d4"])
    >>> [(c.template, c.page_type) for c in drawn_common_pages([shop], {"/navigation/a1", "/navigation/b2", "/navigation/c3"},
    ...                                                        {"/navigation/a1": "contact", "/navigation/b2": "legal"})]
    [('/navigation/{id}', 'content'), ('/navigation/a1', 'contact'), ('/navigation/b2', 'legal')]
    """
    if not navigation:
        return clusters
    drawn: list[Cluster] = []
    for cluster in clusters:
        own = cluster.page_type
        if not cluster.repeating or own == HOME:
            drawn.append(cluster)
            continue
        held = cluster.candidates.candidates()
        common = sorted((candidate.key, kind) for candidate in held if candidate.key in navigation
                        and (kind := _named_type(candidate.key, named)) not in (CONTENT, HOME, own))
        if len({kind for _, kind in common} | ({own} - {CONTENT})) < 2:
            drawn.append(cluster)
            continue
        by_key = {candidate.key: candidate for candidate in held}
        why = "drawn out of {}: the home page's navigation links it, and its {} names a {} page"
        ones = [one_off(by_key[key], kind, cluster.sources, (*cluster.explanation, why.format(
            cluster.template, "path" if path_page_type(key) == kind else "link's text", kind)))
                for key, kind in common]
        left = replace(cluster, size=cluster.size - len(ones),
                       candidates=cluster.candidates.without({key for key, _ in common}))
        if left.size == 1 and len(rest := left.candidates.candidates()) == 1:
            left = one_off(rest[0], path_page_type(rest[0].key), left.sources, left.explanation)
        drawn += [left, *ones] if left.size else ones
    return drawn


def _named_type(key: str, named: Mapping[str, str] | None) -> str:
    """The page type of the page ``key``: its path's, else its navigation link's text's."""
    kind = path_page_type(key)
    return named.get(key, kind) if named and kind == CONTENT else kind


def one_off(candidate: Candidate, kind: str, sources: tuple[str, ...], explanation: tuple[str, ...] = ()) -> Cluster:
    """A one-off page of type ``kind``: the page ``candidate`` alone, named by its key."""
    own = CandidateSet(None)
    own.offer(candidate)
    return Cluster(candidate.key, 1, False, kind, own, sources, explanation)


def pages_needing_access(scope: SiteScope, disallowed: Iterable[str], clusters: list[Cluster],
                         public: Collection[str] = frozenset()) -> list[NeedsAccess]:
    """Pages in scope the crawler cannot reach: common pages robots.txt keeps it from (one of
    a type per path and program's words, :func:`~.pagetypes.query_words`: the others are its
    views, a search's filters), and the pages of account
    and payment templates (behind a login) but those of ``public`` (the crawl fetched them
    without credentials: pages), never a URL that acts; by URL, at most ``MAX_NEEDS_ACCESS``.

    >>> scope = SiteScope("https://shop.example/")
    >>> [entry.url for entry in pages_needing_access(scope, [
    ...     "https://shop.example/search?q=a&prefn1=color", "https://shop.example/search?q=a&pmin=10",
    ...     "https://shop.example/account/login", "https://shop.example/index.php?route=account/order",
    ...     "https://shop.example/index.php?route=account/wishlist"], [])]  # doctest: +NORMALIZE_WHITESPACE
    ['https://shop.example/account/login', 'https://shop.example/index.php?route=account/order',
     'https://shop.example/index.php?route=account/wishlist', 'https://shop.example/search?pmin=10&q=a']
    """
    found: dict[str, NeedsAccess] = {}
    paths: dict[tuple[str, str, tuple[str, ...]], str] = {}  # (type, path, program's words) -> the first key
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
            group = (kind, page.key.partition("?")[0], query_words(page.query))
            if page.key < paths.get(group, "\uffff"):
                paths[group] = page.key
    # One page of a type per path: a shop's search answers its filters at one address, which
    # robots.txt keeps the crawler from; they are one page to get access to.
    first = set(paths.values())
    found = {key: entry for key, entry in found.items()
             if entry.why != ROBOTS_DISALLOWED or key in first}
    for cluster in clusters:
        if cluster.page_type in BEHIND_LOGIN_TYPES:
            for candidate in cluster.candidates.candidates():
                if candidate.key not in public:
                    found.setdefault(candidate.key, NeedsAccess(candidate.url, cluster.page_type, BEHIND_LOGIN))
    return [found[key] for key in sorted(found)[:MAX_NEEDS_ACCESS]]


def folder_redirect(asked: str, target: str) -> str | None:
    """The folder an address without its slash names, when the server redirects it there
    (``/library`` to ``/library/``, as web servers answer a folder asked without its slash);
    else None.

    >>> folder_redirect("https://uni.example/library", "https://uni.example/library/")
    '/library/'
    >>> [folder_redirect("https://uni.example/library", target) for target in (
    ...     "https://uni.example/library/index.php", "https://uni.example/en/library/", "https://uni.example/")]
    [None, None, None]
    >>> folder_redirect("https://uni.example/", "https://uni.example/en/") is None
    True
    """
    path, moved = urlsplit(asked).path, urlsplit(target).path
    return moved if path not in ("", "/") and not path.endswith("/") and moved == path + "/" else None


def site_folder(url: str) -> str:
    """The folder a site's address names as the site: its path when that ends with a slash
    below the host's root (``/library/``: a sub-site, as a crawler started in a folder keeps to
    it), else ``/``, the whole host. An address of a page, a home page file among them
    (``/_/index.html``, whose site may reach beyond its folder), or of a folder without its
    slash names the whole host.

    >>> [site_folder(url) for url in ("https://uni.example/library/", "https://uni.example/library/?lang=en",
    ...                               "https://uni.example/", "https://uni.example/library",
    ...                               "https://uni.example/_/index.html", "https://uni.example")]
    ['/library/', '/library/', '/', '/', '/', '/']
    """
    path = urlsplit(url).path
    return path if path.endswith("/") and path != "/" else "/"


def _lower(escape: re.Match[str]) -> str:
    return escape.group().lower()


class UrlFilter:
    """The user's scope: the ``folder`` the site's address names (:func:`site_folder`), and the
    ``include`` and ``exclude`` regular expressions (``re.search`` on the URL).

    Only URLs whose path is in the folder are in scope; with ``include`` patterns only matching
    URLs are; an ``exclude`` match takes a URL out. Bad patterns raise ``ValueError`` with one
    line naming the argument.

    >>> scope = UrlFilter(exclude=("/drafts/",), folder="/bibliothèque/")
    >>> [scope.allows(url) for url in ("https://u.example/biblioth%C3%A8que/livres/1", "https://u.example/bibliothèque/",
    ...                                "https://u.example/biblioth%c3%a8que/livres/2",
    ...                                "https://u.example/admissions/", "https://u.example/bibliothèque/drafts/x")]
    [True, True, True, False, False]
    """

    def __init__(self, include: tuple[str, ...] = (), exclude: tuple[str, ...] = (), folder: str = "/") -> None:
        self.include = [_compile("include", pattern) for pattern in include]
        self.exclude = [_compile("exclude", pattern) for pattern in exclude]
        self.folder = folder
        escaped = quote(unquote(folder), safe="/")  # and its escapes in lower case, as some sitemaps write them
        spellings = dict.fromkeys((folder, unquote(folder), escaped, re.sub(r"%[0-9A-F]{2}", _lower, escaped)))
        #: The scheme and host of any URL, then the folder in any of its spellings.
        self._in_folder = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*(?:%s)" % "|".join(map(re.escape, spellings))
                                     ) if folder != "/" else None

    def __bool__(self) -> bool:
        return bool(self.include or self.exclude or self._in_folder)

    def drawn(self) -> dict[str, Any]:
        """The scope as the user drew it, for the report: the folder (when not the host's) and
        the patterns, each only when given.

        >>> UrlFilter(exclude=("/drafts/",), folder="/library/").drawn()
        {'folder': '/library/', 'exclude': ['/drafts/']}
        """
        parts = {"folder": self.folder if self.folder != "/" else "",
                 "include": [pattern.pattern for pattern in self.include],
                 "exclude": [pattern.pattern for pattern in self.exclude]}
        return {name: value for name, value in parts.items() if value}

    def within(self, folder: str) -> UrlFilter:
        """This scope, in ``folder``: the same patterns."""
        return UrlFilter(tuple(pattern.pattern for pattern in self.include),
                         tuple(pattern.pattern for pattern in self.exclude), folder)

    def in_folder(self, url: str) -> bool:
        """Whether ``url`` is in the folder (every URL is, when the folder is the host's)."""
        return self._in_folder is None or self._in_folder.match(url) is not None

    def allows(self, url: str) -> bool:
        return self.in_folder(url) and self.patterns_allow(url)

    def patterns_allow(self, url: str) -> bool:
        """Whether the ``include`` and ``exclude`` patterns keep ``url``."""
        if self.include and not any(pattern.search(url) for pattern in self.include):
            return False
        return not any(pattern.search(url) for pattern in self.exclude)


def _compile(argument: str, pattern: str) -> re.Pattern[str]:
    try:
        return re.compile(pattern)
    except re.error as error:
        raise ValueError(f"{argument} must be regular expressions separated by commas; "
                         f"{pattern!r}: {error}") from None


#: Where a list of pages (``-a extra=URL,URL``) starts its next page: a comma before an
#: address (a scheme, or a path), so that a comma inside a URL (``/shoes,red``) is the URL's.
_NEXT_URL = re.compile(r",(?=\s*(?:[A-Za-z][A-Za-z0-9+.-]*://|/))")


def split_urls(value: object) -> tuple[str, ...]:
    """A comma-separated list of pages (``-a extra=URL,URL``) as its non-empty items; a comma
    that starts no address is part of the URL before it.

    >>> split_urls("https://shop.example/contact, https://shop.example/p/shoes,red,")
    ('https://shop.example/contact', 'https://shop.example/p/shoes,red')
    >>> split_urls("/contact,/search?q=a,b")
    ('/contact', '/search?q=a,b')
    """
    return tuple(item.strip().rstrip(",").strip() for item in _NEXT_URL.split(str(value or ""))
                 if item.strip().rstrip(","))


_OPENING, _CLOSING = "([{", ")]}"


def split_patterns(value: object) -> tuple[str, ...]:
    r"""A comma-separated list of regular expressions (``-a exclude=REGEX,REGEX``) as its
    non-empty items, split at the commas outside brackets, braces and parentheses: a
    repetition (``\d{2,}``), a character class (``[,;]``) and an escaped comma (``\,``) are
    the pattern's own.

    >>> split_patterns(r"/page/\d{2,}/, /tag/[a,b]+, /a\,b, (x|y,z)")
    ('/page/\\d{2,}/', '/tag/[a,b]+', '/a\\,b', '(x|y,z)')
    """
    items: list[str] = []
    current: list[str] = []
    depth, escaped = 0, False
    for character in str(value or ""):
        if escaped:
            escaped = False
        elif character == "\\":
            escaped = True
        elif character in _OPENING:
            depth += 1
        elif character in _CLOSING:
            depth = max(depth - 1, 0)
        elif character == "," and depth == 0:
            items.append("".join(current))
            current = []
            continue
        current.append(character)
    items.append("".join(current))
    return tuple(item.strip() for item in items if item.strip())
