"""The site and home page a URL list implies, when nobody said which (``sitesampler plan``
without ``--root``).

The root decides the seed of every hash and which page is the home page. A crawl learns it
from the site (redirects, canonical links); a URL list only has its URLs. The site is the
host most URLs are on. The home page is the host's root page (``/``, ``/index.html``) when it
is listed; a site whose home lives in a folder (``/_/index.html``, as static site generators
write) does not list ``/``, so then the one shallowest directory index page listed is the home
page; otherwise the root is the host's ``/``, a page the list lacks. Only a listed root page
is certain; :func:`infer_root` says when it was not.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from .learned.tokens import DIRECTORY_STEMS
from .urls import fold_www


@dataclass(frozen=True)
class InferredRoot:
    """The root URL, and why it was chosen: ``listed`` (the host's root page is among the
    URLs), ``index`` (the shallowest directory index page listed) or ``unlisted`` (no home
    page is among the URLs)."""

    url: str
    reason: str

    @property
    def certain(self) -> bool:
        return self.reason == "listed"


def infer_root(urls: Iterable[str]) -> InferredRoot:
    """The root of the site most ``urls`` are on (www/apex folded, https when any URL of it
    uses https).

    Steps: count URLs by host; keep the host's directory index pages (a folder ``/docs/``, or
    ``index.*``/``default.*`` in one; no query); the root page (no folder) wins; otherwise the
    one index *file* at the smallest folder depth (a bare folder such as ``/blog/`` is usually
    a listing, not a home page, and two at the same depth leave the home page unknown).

    >>> infer_root(["https://e.org/about", "https://e.org/", "http://other.org/"])
    InferredRoot(url='https://e.org/', reason='listed')
    >>> infer_root(["https://e.org/_/index.html", "https://e.org/_/about.html", "https://e.org/doc/latest/"])
    InferredRoot(url='https://e.org/_/index.html', reason='index')
    >>> infer_root(["https://www.e.org/blog/index.html", "https://e.org/news/index.html"])
    InferredRoot(url='https://e.org/', reason='unlisted')
    """
    hosts: Counter[str] = Counter()
    secure: set[str] = set()
    paths: dict[str, set[str]] = {}
    for url in urls:
        scheme, _, rest = url.partition("://")
        netloc, slash, path = rest.split("#", 1)[0].partition("/")
        host = fold_www(netloc.split("?", 1)[0].lower())
        hosts[host] += 1
        if scheme.lower() == "https":
            secure.add(host)
        if "?" not in rest and (index := _index_path(slash + path)) is not None:
            paths.setdefault(host, set()).add(index)
    host = min(hosts, key=lambda name: (-hosts[name], name))
    origin = f"{'https' if host in secure else 'http'}://{host}"
    indexes = paths.get(host, set())
    top = sorted((path for path in indexes if path.count("/") == 1), key=lambda path: (len(path), path))
    if top:
        return InferredRoot(origin + top[0], "listed")
    files = [path for path in indexes if not path.endswith("/")]
    depth = min((path.count("/") for path in files), default=0)
    shallowest = [path for path in files if path.count("/") == depth]
    if len(shallowest) == 1:
        return InferredRoot(origin + shallowest[0], "index")
    return InferredRoot(origin + "/", "unlisted")


def _index_path(path: str) -> str | None:
    """``path`` when it names a folder's index page (``/``, ``/docs/``, ``/_/index.html``),
    else ``None``.

    >>> [_index_path(path) for path in ("", "/", "/docs/", "/_/index.html", "/_/about.html")]
    ['/', '/', '/docs/', '/_/index.html', None]
    """
    if not path or path.endswith("/"):
        return path or "/"
    stem, dot, extension = path.rpartition("/")[2].partition(".")
    return path if dot and extension and stem.casefold() in DIRECTORY_STEMS else None
