"""Which host is "the site": the canonical root, decided from the root response alone.

A site often answers on both ``example.com`` and ``www.example.com`` but lists its pages on only
one of them (codeslog.com: apex answers 200, ``og:url`` and every sitemap URL are on ``www``).
We move the crawl to the other variant only on evidence the site gives (a redirect, a declared
canonical) and never further than the www/apex twin of the same registrable domain, so a page
declaring ``evil.com`` as its canonical cannot redirect an audit. A site that moved is the one
exception, and only by its server's redirect: an address whose redirects take it to another
host's root, or to the same path there (``http://old.example/`` to ``https://new.example/``),
is sampled where it went (:func:`moved_site`), and the log says so.
"""

from __future__ import annotations

from collections.abc import Sequence
from urllib.parse import urljoin, urlsplit, urlunsplit

from cryptography import x509
from scrapy.http import Response, TextResponse
from service_identity.cryptography import verify_certificate_hostname
from service_identity.exceptions import CertificateError, VerificationError
from tldextract import TLDExtract

from sitesampler.core.learned.tokens import is_locale

# The bundled suffix-list snapshot only: a crawl must never fetch the list (it can hang forever),
# and private suffixes on, because two github.io sites are two sites.
_EXTRACT = TLDExtract(suffix_list_urls=(), cache_dir=None, include_psl_private_domains=True)


def registrable_domain(host: str) -> str:
    """``blog.example.co.uk`` -> ``example.co.uk``; hosts outside the suffix list (``.test``,
    ``localhost``, IPs) fall back to the host without a leading ``www.``."""
    return _EXTRACT(host).top_domain_under_public_suffix or host.removeprefix("www.")


def is_www_variant(host: str, other: str) -> bool:
    """The same host, or ``www.`` + the other one on the same registrable domain."""
    host, other = host.lower(), other.lower()
    if host == other:
        return True
    if f"www.{host}" != other and f"www.{other}" != host:
        return False
    return registrable_domain(host) == registrable_domain(other)


#: ``<link rel="canonical" href>``, whatever the case of ``rel`` and the other words in it.
REL_CANONICAL = ("//link[contains(concat(' ', normalize-space(translate(@rel,"
                 " 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')), ' '), ' canonical ')]/@href")


def rel_canonical(response: Response) -> str | None:
    """The page's ``<link rel=canonical>``, absolute, or None: the address the site gives
    the page's content."""
    if not isinstance(response, TextResponse):
        return None
    href = (response.xpath(REL_CANONICAL).get() or "").strip()
    return urljoin(response.url, href) if href else None


def declared_canonical(response: Response) -> str | None:
    """The root page's own claim about its URL: ``<link rel=canonical>``, else ``og:url``."""
    if not isinstance(response, TextResponse):
        return None
    if declared := rel_canonical(response):
        return declared
    href = (response.xpath("//meta[@property='og:url']/@content").get() or "").strip()
    return urljoin(response.url, href) if href else None


def own_names(declared: str | None, final: str) -> frozenset[str]:
    """The host the home page at ``final`` names as its canonical address (``declared``, by its
    ``<link rel="canonical">`` or ``og:url``) when it is another site than ``final``'s (not its
    www/apex twin): a copy of the site built with its production address (a deploy preview, a
    staging host) names the production host. Never crawled: its sitemaps' paths are read on the
    copy (:mod:`sitesampler.core.build_address`).

    >>> own_names("https://www.shop.org/", "https://preview-7.pages.example/"), own_names("https://shop.org/", "https://www.shop.org/")
    (frozenset({'www.shop.org'}), frozenset())
    """
    host = urlsplit(declared or "").hostname
    final_host = urlsplit(final).hostname or ""
    if not host or urlsplit(declared or "").scheme not in ("http", "https") or is_www_variant(host, final_host):
        return frozenset()
    return frozenset({host})


def canonical_root(requested: str, final: str, *, redirected: bool, declared: str | None) -> str:
    """The root URL the crawl samples (docs/METHOD.md, "The canonical site").

    After a redirect to the same host or its www twin we adopt the target's scheme and netloc
    (the server said where it lives). Without a redirect, a declared canonical on the www twin
    moves only the host: scheme, port and path stay those the user asked for.
    """
    asked = urlsplit(requested)
    if redirected:
        target = urlsplit(final)
        if target.hostname and is_www_variant(target.hostname, asked.hostname or ""):
            return urlunsplit((target.scheme, target.netloc, asked.path or "/", asked.query, ""))
        return requested
    claimed = urlsplit(declared or "").hostname
    if not claimed or claimed == asked.hostname or not is_www_variant(claimed, asked.hostname or ""):
        return requested
    netloc = claimed if asked.port is None else f"{claimed}:{asked.port}"
    return urlunsplit((asked.scheme, netloc, asked.path or "/", asked.query, ""))


def moved_site(requested: str, hops: Sequence[str]) -> str | None:
    """Where the site at ``requested`` moved, when its redirects (``hops``: the URLs it was
    redirected to, in order) take it to another site: the first hop to a host other than the
    one asked for and its www twin, when that hop is the host's root, or its home in one
    language (``/en/``, ``/pt-br/``: the root is the site), or keeps the path asked for, without
    a query (a renamed or moved site). A sign-in page on another host, or some page of another
    site, is no move: None, and the crawl stays on the address given.

    >>> moved_site("http://old.example/", ["https://new.example/", "https://new.example/en/"])
    'https://new.example/'
    >>> moved_site("https://brand.example/", ["https://global.brand.example/en-us/"])
    'https://global.brand.example/'
    >>> moved_site("https://uni.example/library/", ["https://library.uni.example/"])
    'https://library.uni.example/'
    >>> moved_site("https://uni.example/library/", ["https://new.example/library/"])
    'https://new.example/library/'
    >>> [moved_site("https://intranet.example/", ["https://sso.example/login?service=https%3A%2F%2Fintranet.example%2F"]),
    ...  moved_site("https://example.com/", ["https://partner.example/offers/landing"]),
    ...  moved_site("https://example.com/", ["https://parking.example/?domain=example.com"])]
    [None, None, None]
    >>> [moved_site("http://example.com/", [hop]) for hop in ("https://example.com/", "https://www.example.com/")]
    [None, None]
    """
    asked = urlsplit(requested)
    for hop in hops:
        target = urlsplit(hop)
        if not target.hostname or is_www_variant(target.hostname, asked.hostname or ""):
            continue
        if target.query:
            return None
        if language_home(target.path):
            return urlunsplit((target.scheme, target.netloc, "/", "", ""))
        if target.path not in ("/", asked.path or "/"):
            return None
        return urlunsplit((target.scheme, target.netloc, target.path, "", ""))
    return None


def language_home(path: str) -> bool:
    """Whether ``path`` is a site's home in one language: one folder named by a language code
    (``/en/``, ``/pt-br/``, ``/zh-hans``), as a site's root sends visitors to theirs.

    >>> [language_home(path) for path in ("/en/", "/pt-BR/", "/de", "/login/", "/en/about/", "/")]
    [True, True, True, False, False, False]
    """
    folders = [folder for folder in path.split("/") if folder]
    return len(folders) == 1 and is_locale(folders[0].lower())


def another_sites_certificate(response: Response) -> str:
    """The names of the certificate an https ``response`` was served with, when none of them is
    its host's (a shared server answers for every host with its own default site and
    certificate), else ``""``: the site gave no answer of its own over https. Only the names
    are compared, as browsers compare them (``service_identity``, which Twisted's TLS uses);
    not the certificate's dates or issuer, which the crawl does not check either.
    """
    host = urlsplit(response.url).hostname
    certificate = getattr(response, "certificate", None)
    if urlsplit(response.url).scheme != "https" or certificate is None or not host:
        return ""
    served = certificate.original.to_cryptography()
    try:
        verify_certificate_hostname(served, host)
    except VerificationError:
        return ", ".join(certificate_names(served)) or "other names"
    except CertificateError:  # no name at all to compare
        return "no name"
    return ""


def certificate_names(certificate: x509.Certificate) -> list[str]:
    """The DNS names a certificate is for (its subject alternative names), at most three."""
    try:
        names = certificate.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    except x509.ExtensionNotFound:
        return []
    found = names.get_values_for_type(x509.DNSName)
    return found[:3] + ["..."] * (len(found) > 3)
