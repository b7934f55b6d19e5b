"""URL normalisation: which spellings are one page, and which URLs belong to the site.

An auditor audits pages, not spellings. The same page reaches us as ``http`` and ``https``, on
``www.`` and the apex, with and without a trailing slash, with a fragment, with pagination, sort,
tracking or session parameters. Every such variant must count once, or a big site's duplicates
would look like a page type of their own and the sample would change with the spelling a
sitemap happened to use.

This module holds the rules, on the general path that takes any spelling. The shortcuts that
reach the same result sooner on the common spellings are in :mod:`.lanes`; the tests hold the
two equal.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache, partial
from typing import NamedTuple
from urllib.parse import unquote as _unquote, unquote_plus, urlsplit

from w3lib.url import canonicalize_url, url_query_cleaner

from .actions import STATE_CHANGE, inner_name, is_logout_leaf, is_return_key
from .bounded import remember
from .segments import DYNAMIC_EXTENSIONS, decode_segment

#: Views of the same page (the published list, with Joomla's offset ``limitstart``), matched
#: case-insensitively. ``p`` is special: see :func:`_is_pagination_key`. ``view`` is not among
#: them, though the published list has it: on Joomla and many PHP programs it names the page
#: (``index.php?option=com_content&view=article&id=17``), and without it the address opens
#: another page; a list's display views (``?view=grid``) are optional keys the learned
#: clusterer drops where they are (:func:`~.learned.folds.prune_neutral_keys`).
PAGINATION_KEYS = frozenset(
    "page p pg paged currentpage offset start limitstart from sort order orderby dir per_page perpage limit size "
    "after before cursor".split()  # a list's next page by the last item it showed: ?after=<id>
)
#: Of those, the keys that sort a list: the same pages in another order, so a link crawl that
#: follows them fetches nothing new (:func:`without_noise`). A name with the word "sort"
#: sorts too (Drupal's ``sort_by`` and ``sort_order``), and one ending in "per_page" is a
#: list's page size (``items_per_page``): :func:`is_sort_key`, :func:`_is_pagination_key`.
SORT_KEYS = frozenset("sort order orderby order_by dir".split())
#: Parameters that identify a visitor or a campaign, never a page.
TRACKING_KEYS = frozenset(
    "fbclid gclid dclid gclsrc msclkid yclid igshid mc_cid mc_eid _ga _gl _hsenc _hsmi "
    "mkt_tok spm ref_src trk twclid ttclid wbraid gbraid".split()
)
#: (Zen Cart writes its session id as ``zenid``, osCommerce as ``osCsid``.)
SESSION_KEYS = frozenset("phpsessid jsessionid sid sessionid session_id aspsessionid cfid cftoken zenid oscsid".split())
#: Parameters of the links on a page that show the same page with a widget open (WordPress's
#: comment reply form) or hand it to another site (share buttons, ``?share=facebook&nb=1``, the
#: ``nb`` a flag of the same buttons): the page itself. So is a page given the address to
#: return to once it is done: the login link every page of a site carries
#: (Drupal's ``/user/login?destination=/node/3``, WordPress's ``wp-login.php?redirect_to=...``,
#: MediaWiki's ``&returnto=``, ASP.NET's ``?ReturnUrl=``, Liferay's ``?redirect=``, Django's
#: ``/login?next=/account``: :func:`~.actions.is_return_key`) is one login page, not one per
#: page.
#: A page's print view (``?print=1``, ``?printable=yes``, Joomla's ``&tmpl=component``: the
#: page without its site's frame) is the page, and so is a list shown as a grid or as lines
#: (nopCommerce's ``?viewmode=list``, Magento's ``?product_list_mode=grid``) or filtered by its filter widgets
#: (a name with the word "filter": WooCommerce's ``?filter_color=red`` and ``rating_filter``,
#: Joomla's ``filter_order``, ``filter[tag]``), as a sorted one is.
VIEW_KEYS = frozenset("replytocom share nb print printable tmpl viewmode view_mode displaymode display_mode "
                      "product_list_mode".split())
#: What asks for a page's print view by a parameter's value, under a name that chooses how the
#: page is shown (phpBB's ``viewtopic.php?t=16&view=print``, ``?mode=print``,
#: ``?format=printable``, ``?layout=printer-friendly``): the page itself, as ``?print=1`` is.
PRINT_VALUES = frozenset(
    "print printable printer printview printpage print-friendly printer-friendly printerfriendly".split())
VIEW_MODE_KEYS = frozenset("view mode format output layout tmpl template display".split())
FILTER_WORDS = frozenset(("filter", "filters"))
#: The outer names of a search's facet filters, written nested (Blacklight's
#: ``/catalog?f[creator_sim][]=Lee``, ``range[year][begin]=1900``; Drupal Facets' ``f[0]=type:page``;
#: Solr's ``fq[]``): the search's list narrowed, as a filter's is.
FACET_NAMES = frozenset(("f", "fq", "facet", "facets", "range"))
_PREFIXED_PAGE = ("_page", "-page")
_PREFIXED_PAGED = ("_paged", "-paged")
_DROPPED_PREFIXES = ("utm_", "pk_", "hsa_")
_KEY_WORDS = re.compile(r"[a-z]+")

#: Extensions of files that are not HTML pages (WCAG-EM samples web pages; documents and media
#: are evaluated differently), and path leaves that are files by their name: feeds, and an
#: event's calendar file (``/events/<slug>/ics``, ``/ical/``).
NON_HTML_EXTENSIONS = frozenset(
    "pdf jpg jpeg png gif webp svg ico bmp tif tiff avif heic mp4 m4v mp3 m4a webm ogg ogv oga wav "
    "mov avi mkv flac zip gz tgz tar rar 7z bz2 xz doc docx xls xlsx ppt pptx odt ods odp rtf hwp "
    "hwpx csv tsv txt xml rss atom json js mjs css map woff woff2 ttf otf eot exe dmg msi apk "
    "epub swf md markdown rst ipynb ics vcs vcf patch diff mbox".split()  # a forge's patches, a list's archive
)
FILE_LEAVES = frozenset(("feed", "rss", "atom", "ics", "ical", "mbox"))
#: A folder's index file, which static web servers (and GitHub Pages, S3 websites, Netlify)
#: answer for the folder itself: ``/docs/index.html`` is the page ``/docs/``. Static builds
#: link both spellings; without this, such a page counted twice in its type.
INDEX_FILES = frozenset(("index.html", "index.htm"))

_SESSION_MATRIX = re.compile(r";(?:jsessionid|phpsessid|sid|sessionid)=[^/]*", re.IGNORECASE)
_ESCAPE = re.compile(r"%[0-9a-fA-F]{2}")
# ``scheme://netloc`` as urlsplit cuts it: the netloc ends at the first "/", "?" or "#".
_ORIGIN = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*")
_DEFAULT_PORTS = {"http": "80", "https": "443"}
_WORDPRESS_POST_PATHS = frozenset(("/", "/index.php"))
_VERDICT_CACHE_SIZE = 1024
#: (kept raw parameters, kept (name, value) pairs) of a URL without a query.
NO_QUERY: tuple[tuple[str, ...], tuple[tuple[str, str], ...]] = ((), ())


def split_url(url: str) -> tuple[str, str, str, str]:
    """``urlsplit(url)``'s scheme, netloc, path and query, with the origin split once per origin.

    ``urlsplit`` costs more than the rest of normalisation on a sitemap's URLs, which all share
    one ``scheme://netloc``; scheme and netloc depend on that prefix alone, and path and query
    are where urlsplit cuts the rest (at the first "#", then the first "?"). A URL with a tab
    or line end (which urlsplit deletes) or no ``scheme://`` goes through urlsplit whole.
    """
    origin = _ORIGIN.match(url)
    if origin is None or "\t" in url or "\n" in url or "\r" in url:
        parts = urlsplit(url)
        return parts.scheme, parts.netloc, parts.path, parts.query
    scheme, netloc = _split_origin(origin[0])
    path, _, query = url[origin.end():].partition("#")[0].partition("?")
    return scheme, netloc, path, query


@lru_cache(maxsize=256)
def _split_origin(origin: str) -> tuple[str, str]:
    parts = urlsplit(origin)  # raises ValueError for a broken netloc, as on the whole URL
    return parts.scheme, parts.netloc


class OutOfScope(ValueError):
    """A URL the sampler does not take; ``reason`` is a short, countable word."""

    def __init__(self, reason: str, url: str) -> None:
        super().__init__(f"{reason}: {url}")
        self.reason = reason


class NormalizedUrl(NamedTuple):
    """One page: ``key`` identifies it, ``url`` is how it is reported.

    ``segments`` are the percent-decoded, NFC-normalised non-empty path segments and ``query``
    the remaining (decoded, sorted) parameters: the clusterers read these, never the raw URL.
    """

    key: str
    url: str
    segments: tuple[str, ...]
    query: tuple[tuple[str, str], ...]


#: The NamedTuple without its Python-level ``__new__``: built once for every URL of the site.
new_normalized_url = partial(tuple.__new__, NormalizedUrl)


def fold_www(host: str) -> str:
    """The host without a leading ``www.``: apex and www variants are one site."""
    return host[4:] if host.startswith("www.") else host


def _effective_port(scheme: str, port: str) -> str:
    return "" if port == _DEFAULT_PORTS.get(scheme) else port


def _split_host_port(netloc: str) -> tuple[str, str]:
    netloc = netloc.rpartition("@")[2].lower()
    if netloc.startswith("["):  # IPv6 literal
        host, _, rest = netloc.partition("]")
        return host + "]", rest.lstrip(":")
    host, _, port = netloc.partition(":")
    return host.rstrip("."), port


def names_the_page(raw_key: str, raw_value: str) -> str:
    """``page``, when a ``page`` parameter's (raw) value is a name, not a number: the page a
    program shows (Tiki's ``tiki-index.php?page=Installation``, a PHP site's
    ``index.php?page=about``), which a list's page number never is; else "".

    >>> names_the_page("page", "Installation"), names_the_page("page", "2"), names_the_page("page", ""), names_the_page("p", "x")
    ('page', '', '', '')
    """
    return "page" if raw_key.lower() == "page" and any(character.isalpha() for character in raw_value) else ""


#: A list's page number spelled as two words, in any case and with any separator
#: (MantisBT's ``page_number``, OXID's ``pgNr``, ``pageNo``).
PAGE_NUMBER_NAMES = frozenset("pagenumber pagenum pageno pagenr pgnr pgno pgnum".split())


def _is_pagination_key(key: str, on_post_path: bool) -> bool:
    """``?p=123`` on the site root is a WordPress post, elsewhere ``p`` is a page number.

    >>> _is_pagination_key("page_number", False), _is_pagination_key("pgnr", False), _is_pagination_key("page_id", False)
    (True, True, False)
    """
    if key == "p":
        return not on_post_path
    return key in PAGINATION_KEYS or is_sort_key(key) or is_page_size_key(key) or is_prefixed_page_key(key) \
        or "".join(_KEY_WORDS.findall(key)) in PAGE_NUMBER_NAMES


def is_prefixed_page_key(key: str) -> bool:
    """Whether a (lower-case) parameter name numbers a list's pages after the name of the list
    it belongs to: Webflow's ``?3f2a9c1e_page=2`` (its collection list's id: ``_page`` only
    after an id, with a digit), Toolset's ``wpv_paged`` (WordPress's word for a page's number).
    ``page`` alone is in :data:`PAGINATION_KEYS`; a name ending otherwise is not one
    (``homepage``, ``page_id``), nor a word before ``_page``: Zen Cart's ``?main_page=contact_us``
    names the page.

    >>> is_prefixed_page_key("3f2a9c1e_page"), is_prefixed_page_key("wpv_paged"), is_prefixed_page_key("list-1-page")
    (True, True, True)
    >>> is_prefixed_page_key("page"), is_prefixed_page_key("homepage"), is_prefixed_page_key("page_id")
    (False, False, False)
    >>> is_prefixed_page_key("main_page"), is_prefixed_page_key("news-page")
    (False, False)
    """
    if key.endswith(_PREFIXED_PAGED):
        return len(key) > 6
    return key.endswith(_PREFIXED_PAGE) and any(character.isdigit() for character in key[:-5])


def is_sort_key(key: str) -> bool:
    """Whether a (lower-case) parameter name sorts a list: :data:`SORT_KEYS`, or a name with
    a word starting with "sort" (MyBB's ``sortby``).

    >>> is_sort_key("orderby"), is_sort_key("sort_by"), is_sort_key("sort_order"), is_sort_key("sortby")
    (True, True, True, True)
    >>> is_sort_key("resort"), is_sort_key("assorted")
    (False, False)

    Or a name whose last word is one of them, after what it sorts (Piwigo's ``image_order``),
    or that ends with "orderby" written as one word (OXID's ``listorderby``).

    >>> is_sort_key("image_order"), is_sort_key("listorderby"), is_sort_key("purchase_order_id"), is_sort_key("border")
    (True, True, False, False)
    """
    if key in SORT_KEYS or key.endswith("orderby"):
        return True
    if "sort" not in key and "order" not in key:
        return False
    words = _KEY_WORDS.findall(key)
    return any(word.startswith("sort") for word in words) or bool(words) and words[-1] in ("order", "orderby")


#: Keys of a list's page size: the same list cut in longer or shorter pages.
PAGE_SIZE_KEYS = frozenset("limit per_page perpage pagesize page_size".split())


def is_page_size_key(key: str) -> bool:
    """Whether a (lower-case) parameter name sets a list's page size (:data:`PAGE_SIZE_KEYS`,
    or a name ending in "per_page").

    >>> is_page_size_key("limit"), is_page_size_key("items_per_page"), is_page_size_key("size")
    (True, True, False)
    """
    return key in PAGE_SIZE_KEYS or key.endswith(("per_page", "perpage"))


def _unquote_plus(text: str) -> str:
    return unquote_plus(text) if "%" in text or "+" in text else text


def kept_key(raw_key: str, path: str) -> str:
    """A parameter's name as compared, or "" when the parameter does not identify the page.
    By its name alone: a name of :data:`VALUE_DECIDED_KEYS` is decided with its value too
    (:func:`kept_pair`)."""
    return _kept_name(raw_key, path in _WORDPRESS_POST_PATHS)


def kept_pair(pair: str, path: str) -> str:
    """:func:`kept_key` of a raw ``name=value`` pair, read with its value as normalisation reads
    it: ``page`` naming a page (:func:`names_the_page`), a short return parameter giving an
    address (:func:`returns_to`).

    >>> kept_pair("page=Installation", "/tiki-index.php"), kept_pair("page=2", "/list"), kept_pair("to=%2Ffaq", "/login")
    ('page', '', '')
    """
    raw_key, _, raw_value = pair.partition("=")
    return _kept_pair_name(raw_key, raw_value, path in _WORDPRESS_POST_PATHS)


def _kept_pair_name(raw_key: str, raw_value: str, on_post_path: bool) -> str:
    """:func:`kept_pair` of a pair already split, the one reading of it normalisation makes."""
    key = _kept_name(raw_key, on_post_path) or names_the_page(raw_key, raw_value)
    return "" if key in ADDRESS_RETURN_KEYS and returns_to(key, raw_value) else key


#: Parameter names whose value decides whether they identify the page (:func:`kept_pair`): a
#: batch of URLs decided by their names alone leaves them to the per-URL path.
VALUE_DECIDED_KEYS = frozenset(("page", "to", "return", "back"))


@lru_cache(maxsize=1 << 10)
def _kept_name(raw_key: str, on_post_path: bool) -> str:
    # Cached: a site spells a handful of parameter names a million times.
    key = _unquote_plus(raw_key).strip().lower()
    inner = inner_name(key)
    return "" if not key or _is_noise_key(key) or _is_noise_key(inner) or _is_pagination_key(inner, on_post_path) \
        else key


#: The words that name a language in a parameter's name (``lang``, ``sc_lang``, ``hsLang``,
#: ``languageId``, ``epslanguage``, ``locale``, ASP.NET's and Symfony's ``culture``, ``sf_culture``).
LANGUAGE_WORDS = ("lang", "language", "locale", "culture")
#: Languages by their English names, as some programs' language menus give them.
LANGUAGE_NAMES = frozenset(
    "english german french spanish italian portuguese dutch polish russian ukrainian czech slovak slovenian croatian "
    "serbian bulgarian romanian hungarian greek turkish arabic hebrew persian farsi hindi bengali urdu chinese "
    "japanese korean vietnamese thai indonesian malay swedish norwegian danish finnish icelandic estonian latvian "
    "lithuanian catalan basque galician welsh irish albanian macedonian georgian armenian".split())
#: A language's code, as a parameter gives it: ``fr``, ``en_US``, ``de-DE``, ``zh-hans``.
_LANGUAGE_CODE = re.compile(r"[a-z]{2,3}(?:[-_](?:[a-z]{2}|[a-z]{4}|[0-9]{3}))?")


@lru_cache(maxsize=1 << 10)
def is_language_key(key: str) -> bool:
    """Whether a (lower-case) parameter name may give a language: a word of it ends with one
    of :data:`LANGUAGE_WORDS`, or starts with "language" or "locale" (``languageid``)."""
    return any(word.endswith(LANGUAGE_WORDS) or word.startswith(LANGUAGE_WORDS[1:]) for word in _KEY_WORDS.findall(key))


def names_a_language(key: str, value: str) -> bool:
    """Whether a (lower-case) parameter gives the page's language: a language's name
    (:func:`is_language_key`) and a language's code as its value. Salesforce Commerce writes
    ``?lang=en_US`` on every link, HubSpot ``?hsLang=en``, Sitecore ``?sc_lang=de-DE``: the
    learned clusterer reads the page without it, as the same page in a language, so the
    template is the page's (as a language's folder, ``/fr/...``, is read). A filter by a
    programming language (``?language=python``) is no language's code. A shop may number its
    languages (PrestaShop's and thirty bees' ``?id_lang=2``): one or two digits are a
    language's number.

    >>> names_a_language("lang", "en_US"), names_a_language("hslang", "en"), names_a_language("languageid", "es_ES")
    (True, True, True)
    >>> names_a_language("language", "python"), names_a_language("slug", "en"), names_a_language("lang", "")
    (False, False, False)
    >>> names_a_language("id_lang", "2"), names_a_language("lang", "2024")
    (True, False)

    Some programs name a language by its English name (Coppermine's ``?lang=german``,
    Chamilo's ``?language=french``: :data:`LANGUAGE_NAMES`).

    >>> names_a_language("lang", "german"), names_a_language("language", "French"), names_a_language("language", "rust")
    (True, True, False)
    """
    lowered = value.lower()
    return is_language_key(key) and (_LANGUAGE_CODE.fullmatch(lowered) is not None
                                      or value.isdigit() and len(value) <= 2 or lowered in LANGUAGE_NAMES)


#: Short names a program gives the address to return to (Question2Answer's ``/login?to=<page>``),
#: which also name other things (a range's end: ``?from=2024&to=2025``): the address only when
#: the value is one (:func:`returns_to`).
ADDRESS_RETURN_KEYS = frozenset(("to", "return", "back"))


def returns_to(key: str, value: str) -> bool:
    """Whether a (lower-case) parameter is the address to return to by its short name
    (:data:`ADDRESS_RETURN_KEYS`) and its (raw) value, an address or a route (``/faq``,
    ``64%2Fhow-to-start``, ``%3Fqa%3D37``, ``https://...``): the page it is given on is the same
    whatever it names.

    >>> returns_to("to", "64%2Fhow-do-i-install"), returns_to("back", "%2Fcart"), returns_to("to", "%3Fqa%3D37")
    (True, True, True)
    >>> returns_to("to", "2025-12-31"), returns_to("return", "1"), returns_to("next", "/a")
    (False, False, False)
    """
    if key not in ADDRESS_RETURN_KEYS:
        return False
    address = _unquote_plus(value)
    return "/" in address or address.startswith("?")


def _is_noise_key(key: str) -> bool:
    return key in TRACKING_KEYS or key in SESSION_KEYS or key in VIEW_KEYS or key.startswith(_DROPPED_PREFIXES) \
        or is_return_key(key) or ("filter" in key and not FILTER_WORDS.isdisjoint(_KEY_WORDS.findall(key))) \
        or "[" in key and key.partition("[")[0] in FACET_NAMES


def without_noise(url: str) -> str:
    """``url`` without the query parameters that name no page (:func:`_is_noise_key`: a
    campaign's, a session's, a share button's, a filter's) nor sort a list (:data:`SORT_KEYS`)
    nor set its page size (:func:`is_page_size_key`: OpenCart's ``&limit=100``):
    the address of the page itself, which a link crawl requests in place of the link's (a
    share button's link sends the browser to another site, a list sorted four ways is one list,
    and it is the page's own spelling that its row names). A later page of a list keeps its
    number: it lists other pages.

    >>> without_noise("https://s.example/2024/05/post/?share=facebook&nb=1")
    'https://s.example/2024/05/post/'
    >>> without_noise("https://s.example/item?utm_source=x&id=3#reviews")
    'https://s.example/item?id=3#reviews'
    >>> without_noise("https://s.example/list?page=2&orderby=price&filter_color=red&limit=100")
    'https://s.example/list?page=2'

    A print view asked for by a value is the page too; the value alone, under a name that
    does not choose a view, may name a page (a print shop's ``?category=print``).

    >>> without_noise("https://f.example/viewtopic.php?f=3&t=16&view=print")
    'https://f.example/viewtopic.php?f=3&t=16'
    >>> without_noise("https://s.example/index.php?mode=Printable&id=4"), without_noise("https://s.example/shop.php?category=print")
    ('https://s.example/index.php?id=4', 'https://s.example/shop.php?category=print')

    A session id a Java server writes into the path of every link for a visitor without its
    cookie (``;jsessionid=``) goes too, as the page's key leaves it out.

    >>> without_noise("https://s.example/news;jsessionid=0F1E2D?id=4")
    'https://s.example/news?id=4'
    """
    if ";" in url:
        address, mark, fragment = url.partition("#")
        path_end = address.find("?")
        path, rest = (address, "") if path_end < 0 else (address[:path_end], address[path_end:])
        url = _SESSION_MATRIX.sub("", path) + rest + mark + fragment
    query = url.partition("#")[0].partition("?")[2]
    pairs = [pair.partition("=") for pair in query.split("&") if pair]
    noise = [name for name, _, value in pairs if _is_noise_key(key := _unquote_plus(name).strip().lower())
             or _is_noise_key(inner := inner_name(key)) or is_sort_key(inner) or is_page_size_key(inner)
             or returns_to(key, value)
             or (inner in VIEW_MODE_KEYS and _unquote_plus(value).strip().lower() in PRINT_VALUES)]
    return url_query_cleaner(url, noise, remove=True, unique=False, keep_fragments=True) if noise else url


def upper_escapes(text: str) -> str:
    return _ESCAPE.sub(lambda match: match.group(0).upper(), text) if "%" in text else text


#: Path characters normalisation leaves as they are (no escape, ";", "+" or delimiter).
PLAIN_CHARS = "-A-Za-z0-9._~!$'()*,=:@"
_PLAIN_PATH = re.compile(f"[{PLAIN_CHARS}/]*").fullmatch
#: A "." or ".." segment, which the path means without: ``/a/../products/1`` is ``/products/1``.
has_dot_segment = re.compile(r"(?:^|/)\.\.?(?:/|$)").search


def canonical_path(path: str) -> str:
    """The one spelling of a URL path that all its spellings share.

    Steps: a path of plain characters (no escape, no non-ASCII, no space...) without "." or
    ".." segments is already its own spelling, which nine sitemap URLs in ten are; any other
    goes through w3lib's ``canonicalize_url``, which resolves dot segments, decodes escaped
    unreserved characters (``%7Efoo`` -> ``~foo``), percent-encodes non-ASCII as UTF-8
    (``café`` -> ``caf%C3%A9``) and other unsafe characters, and upper-cases escapes.
    ``tests/test_core_urls.py`` checks the shortcut against w3lib on generated paths.
    """
    if _PLAIN_PATH(path) and not has_dot_segment(path):
        return path
    try:
        return urlsplit(canonicalize_url("http://h" + path if path[:1] == "/" else "http://h/" + path)).path
    except ValueError:  # a spelling w3lib cannot read: escapes case-folded at least
        return upper_escapes(path)


def without_index_file(path: str) -> str:
    """``path`` without a last segment that is its folder's index file (:data:`INDEX_FILES`):
    the folder, with its trailing slash.

    >>> without_index_file("/docs/index.html"), without_index_file("/index.htm")
    ('/docs/', '/')
    >>> without_index_file("/docs/INDEX.html"), without_index_file("/docs/reindex.html"), without_index_file("/docs/")
    ('/docs/INDEX.html', '/docs/reindex.html', '/docs/')
    """
    if path.endswith((".html", ".htm")):
        folder, _, leaf = path.rpartition("/")
        if leaf in INDEX_FILES:
            return folder + "/"
    return path


def is_page_path(segments: Sequence[str]) -> bool:
    return not segments or is_page_leaf(segments[-1])


def is_page_leaf(leaf: str) -> bool:
    """Whether a path's last segment can be a web page (not a feed, a document or a medium, nor
    a logout: :func:`.actions.is_logout_leaf`). A wiki's page in a namespace is a page whatever
    its title ends with: ``File:Coral_reef.jpg`` describes the image (:func:`in_namespace`).

    >>> is_page_leaf("coral_reef.jpg"), is_page_leaf("File:Coral_reef.jpg"), is_page_leaf("feed")
    (False, True, False)

    A program named for a feed sends one (DNN's ``rss.aspx?TabID=56``, ``feed.php``).

    >>> is_page_leaf("rss.aspx"), is_page_leaf("feed.php"), is_page_leaf("feedback.php"), is_page_leaf("feed.html")
    (False, False, True, True)
    """
    leaf = leaf.lower()
    if leaf in FILE_LEAVES or (("out" in leaf or "off" in leaf) and is_logout_leaf(leaf)):
        return False
    stem, dot, ext = leaf.rpartition(".")
    return not (dot and stem and (ext in NON_HTML_EXTENSIONS or stem in FILE_LEAVES and ext in DYNAMIC_EXTENSIONS)) \
        or in_namespace(stem)


def in_namespace(name: str) -> bool:
    """Whether a path's last segment (or its stem) names a page in a wiki's namespace: a word,
    a colon, then the title (``File:Coral_reef``, ``Datei:Riff``).

    >>> in_namespace("file:coral_reef"), in_namespace("report:2024"), in_namespace("2024-q1")
    (True, False, False)
    """
    namespace, colon, title = name.partition(":")
    return bool(colon) and namespace.isalpha() and bool(title) and not title.isdigit()


def leaf_refusal(leaf: str) -> str:
    """Why a leaf :func:`is_page_leaf` refuses is no page: ``state_change`` for a logout, else
    ``not_html``."""
    return STATE_CHANGE if is_logout_leaf(leaf) else "not_html"


class SiteScope:
    """The canonical site: its scheme and host, with ``www.``/apex and ``http``/``https`` folded.

    Built from the canonical root the crawl settled on; every URL found is reported on this
    scheme and host, so the sample never mixes spellings of one site.
    """

    def __init__(self, root: str) -> None:
        parts = urlsplit(root.strip())
        scheme = parts.scheme.lower()
        if scheme not in _DEFAULT_PORTS or not parts.netloc:
            raise ValueError(f"root must be an absolute http(s) URL, got {root!r}")
        host, port = _split_host_port(parts.netloc)
        if not host:
            raise ValueError(f"root has no host: {root!r}")
        self.scheme = scheme
        self.host = host
        self.port = _effective_port(scheme, port)
        self.origin = f"{scheme}://{host}" + (f":{self.port}" if self.port else "")
        self.root = self.origin + "/"
        #: What seeds every hash: the root without its port, so a site sampled through a
        #: tunnel, a test server's free port or scrapyd gets the same sample as on its own port.
        self.seed = f"{scheme}://{host}/"
        self.site_host = fold_www(host)
        self._netloc_verdicts: dict[tuple[str, str], str | None] = {}

    def normalize(self, url: str) -> NormalizedUrl:
        """Normalise ``url`` onto the canonical site, or raise :class:`OutOfScope`."""
        path, query = self.site_path(url)
        return self.page(url, path, query, plain=False)

    def page(self, url: str, path: str, query: str, plain: bool) -> NormalizedUrl:
        """The page at ``path`` and ``query`` (as found in ``url``, which errors name).

        Steps: the path's one spelling (:func:`canonical_path`), unless ``plain`` says it is
        already that; refuse a path whose leaf is not a web page; keep the parameters that
        identify the page (sorted); the key is the path without trailing slashes plus the kept
        parameters, a folder's index file left out of both (:func:`without_index_file`: one
        page with its folder); the segments are decoded, unless ``plain`` says the path has no
        escape to decode. The page is reported as found (escapes upper-cased: ``/blog/글``, not its
        escaped spelling) when that reads as the same text as the one spelling, and as the one
        spelling otherwise (``/a/../b`` as ``/b``).
        """
        shown_path = path
        if not plain:
            found, path = upper_escapes(path), canonical_path(path)
            shown_path = found if found == path or _unquote(found) == _unquote(path) else path
        path = without_index_file(path)
        raw_segments = list(filter(None, path.split("/")))
        if not is_page_path(raw_segments):
            raise OutOfScope(leaf_refusal(raw_segments[-1]), url)
        kept_raw, pairs = self.query_pairs(query, path) if query else NO_QUERY
        key = (path.rstrip("/") or "/") + ("?" + "&".join(kept_raw) if kept_raw else "")
        shown = self.origin + shown_path + ("?" + "&".join(kept_raw) if kept_raw else "")
        segments = tuple(raw_segments) if plain else tuple(map(decode_segment, raw_segments))
        return new_normalized_url((key, shown, segments, pairs))

    def site_path(self, url: str) -> tuple[str, str]:
        """The path and query of any spelling of a URL of the site, or :class:`OutOfScope`."""
        try:
            scheme, netloc, path, query = split_url(url.strip())
        except ValueError:
            raise OutOfScope("unparseable", url) from None
        verdict = self._netloc_verdict(scheme, netloc)
        if verdict:
            raise OutOfScope(verdict, url)
        if ";" in path:
            path = _SESSION_MATRIX.sub("", path)
        return path or "/", query

    def _netloc_verdict(self, scheme: str, netloc: str) -> str | None:
        """Why a scheme and host are not the site's (None: they are); cached, since a sitemap
        repeats one host a million times."""
        cache = self._netloc_verdicts
        verdict = cache.get((scheme, netloc), "")
        if verdict == "":
            scheme_name = scheme.lower()
            host, port = _split_host_port(netloc)
            if scheme_name not in _DEFAULT_PORTS:
                verdict = "not_http"
            elif fold_www(host) != self.site_host or _effective_port(scheme_name, port) != self.port:
                verdict = "offsite"
            else:
                verdict = None
            remember(cache, (scheme, netloc), verdict, _VERDICT_CACHE_SIZE)
        return verdict

    @staticmethod
    def query_pairs(query: str, path: str) -> tuple[list[str], tuple[tuple[str, str], ...]]:
        on_post_path = path in _WORDPRESS_POST_PATHS
        escaped = "%" in query or "+" in query  # else no value to decode, no escape to upper-case
        kept: list[tuple[str, str, str]] = []
        for pair in query.split("&"):
            raw_key, _, raw_value = pair.partition("=")
            key = _kept_pair_name(raw_key, raw_value, on_post_path)  # = kept_pair(pair, path)
            if key:
                kept.append((key, _unquote_plus(raw_value), upper_escapes(pair)) if escaped else (key, raw_value, pair))
        kept.sort()
        return [spelled for _, _, spelled in kept], tuple((key, value) for key, value, _ in kept)
