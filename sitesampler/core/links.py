"""Which links discovery may follow or sample, in what order, and when a sitemap is thin.

The crawl reads links from the pages it fetches (the home page, and the pages of the link
crawl); these rules decide, without I/O, which of them may become candidates or requests. A
link that changes state on the site (signs the user out, deletes or subscribes something,
carries a session or a one-time token) is neither fetched nor sampled: an auditor following
the sample must not change the site either.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from urllib.parse import parse_qsl, unquote_plus, urlsplit, urlunsplit

from w3lib.url import canonicalize_url, url_query_cleaner

from .actions import (PREFERENCES, TOKEN_WORDS, action_reason, inner_name, is_action_key, is_calendar_leaf,
                      is_return_key, joined_words, phrases, split_words, switches_preference)
from .learned.tokens import later_page_cut
from .segments import DYNAMIC_EXTENSIONS, LANGUAGE_SEGMENT, decode_segment
from .urls import (ADDRESS_RETURN_KEYS, FILE_LEAVES, INDEX_FILES, PAGE_SIZE_KEYS, PAGINATION_KEYS, SORT_KEYS,
                   is_page_leaf, is_prefixed_page_key, kept_key, names_a_language, without_index_file, without_noise)

#: Path segments a link crawl never requests, beyond :func:`~.actions.action_reason`'s URLs
#: that act: a segment that deletes, (un)subscribes or fills a cart may be a form page worth
#: sampling from a sitemap, but a GET of a link there may act. Compared after lower-casing,
#: with "_" read as "-".
STATE_SEGMENTS = frozenset((
    "logout", "log-out", "logoff", "log-off", "signout", "sign-out", "delete", "destroy", "remove",
    "subscribe", "unsubscribe", "add-to-cart", "addtocart", "empty-cart",
    # a switch of the session to another display (Oxwall's /mobile-version), then a redirect
    "mobile-version", "desktop-version", "full-version", "switch-to-mobile", "switch-to-desktop", "toggle-mobile",
    # a library's hold placed on a record (Evergreen's /eg/opac/place_hold?hold_target=12)
    "place-hold", "placehold",
))
#: Last segments that act on what the query names (Friendica's ``/follow?url=<profile>&auto=1``):
#: a relationship or a rating given its object.
QUERY_ACTIONS = frozenset(("follow", "unfollow", "block", "unblock", "mute", "unmute", "bookmark", "unbookmark",
                           "like", "unlike", "star", "unstar", "vote", "upvote", "downvote", "cancel", "unbook"))
#: A verb written as a path's segment with a flag's value after it: Wikidot's
#: ``/<page>/edit/true`` opens its editor and locks the page.
FLAGGED_ACTIONS = frozenset(("edit", "delete", "lock", "vote", "revert"))
_FLAGS = frozenset(("true", "1", "yes", "on"))
#: Segments that act when the link says on whom or on what: an opt-out from a mailing list
#: with its recipient's ids in the query (CiviCRM's ``/civicrm/mailing/optout?reset=1&jid=...``,
#: where ``/tag/opt-out/`` is a tag), an editor opened on the page the query names (a CMS's
#: ``/admin/page/edit/?id=1032``), and a cache purge written as the system's own segment, with
#: an underscore (Squiz Matrix's ``/<page>/_recache``, where ``/docs/cli/flush-cache/`` documents a
#: command).
QUERY_STATE_SEGMENTS = frozenset(("optout", "opt-out", "resubscribe", "edit"))
SYSTEM_STATE_SEGMENTS = frozenset(("-recache", "-clear-cache", "-clearcache", "-flush-cache", "-purge"))
#: What a last segment does to the item an earlier segment names by its number: votes for it
#: (a help centre's ``/articles/360012-setup/vote/up``), follows, likes or bookmarks it
#: (``/post/12/like``), or opens it in an editor (``/posts/12/edit``, as a wiki's edit view is
#: never asked for). A page about it has no number before it (``/elections/how-to-vote``).
#: The action may come first, the item's id after it: CKAN's ``/dataset/follow/<id>``,
#: Tumblr's ``/like/<key>?id=<n>`` and ``/reblog/<n>/<key>``, Vanilla's
#: ``/discussion/flag/comment/<n>`` (a report's form, flagging the comment). So does a
#: booking's or a group's answer by its id or key: a cancellation (an appointment
#: scheduler's ``/appointments/cancel/<hash>``), a membership (``/groups/12/join``), an
#: invitation accepted or declined.
ITEM_ACTIONS = frozenset((
    "vote", "upvote", "downvote", "unvote", "thumbs-up", "thumbs-down", "thumbsup", "thumbsdown", "like", "unlike",
    "follow", "unfollow", "bookmark", "unbookmark", "favorite", "unfavorite", "favourite", "unfavourite",
    "edit", "reblog", "flag", "unflag", "mute", "unmute",
    "cancel", "join", "unjoin", "accept", "decline", "unregister", "withdraw", "rsvp",
))
_VOTE_DIRECTIONS = frozenset(("up", "down"))
#: Verbs of a relationship with a person or a blog, acting on the name after them.
RELATIONSHIPS = frozenset(("follow", "unfollow", "block", "unblock", "mute", "unmute"))
#: Path segments that name a shopper's cart, wish list, comparison or stock and price alerts
#: (read as words, so ``shopping-cart``, ``product_compare`` and ``productalert`` name one
#: too), or another list a visitor keeps (an archive's clipboard, a help centre's
#: subscriptions), and what a segment after one does to it when a link there is followed:
#: Shopify's ``/cart/add?id=7`` and ``/cart/change?line=1&quantity=0``, a custom shop's
#: ``/cart/add/3``, Magento's ``/checkout/cart/add/...``, ``/catalog/product_compare/add/...``,
#: ``/wishlist/index/add/product/7/`` and ``/productalert/add/stock/product_id/7/``, AtoM's
#: ``/clipboard/add?slug=...`` and ``/clipboard/load``, Zendesk's
#: ``/articles/<id>/subscription/new`` (following the article). A cart permalink
#: (``/cart/40123:1``, variant and quantity) fills a cart too. The cart's own page (``/cart``)
#: is a page, and so is a product named after one (``/bag/620-equipe-bag``).
CART_WORDS = frozenset("cart basket trolley wishlist compare favorites favourites clipboard subscription "
                       "subscriptions mylist bookbag lineitem".split())
#: A segment whose words written together end so names alerts a shopper subscribes to.
ALERT_ENDINGS = ("alert", "alerts")
CART_CHANGES = frozenset("add remove delete change update clear empty buy new save load".split())
_CART_PERMALINK = re.compile(r"[0-9]+:[0-9]+(?:,[0-9]+:[0-9]+)*")
#: Path segments that name a one-time token in a path of name/value pairs, with its value
#: after it (Magento 1's ``.../form_key/Xy12Ab/``): the compound names of
#: :data:`~.actions.TOKEN_WORDS`, whose plain words (``token``, ``nonce``) also name pages.
PATH_TOKENS = frozenset(word for word in TOKEN_WORDS if word not in {"token", "nonce", "csrf", "xsrf"})
#: Parts of a query parameter name that hold a session id: the sampler folds such parameters
#: away (``urls.py``), the crawl does not request them.
SESSION_PARTS = ("session", "sessid")
#: A parameter named after a session is the visitor's session when its name ends as a
#: session id's does (``PHPSESSID``, ``sessionid``, ``session_id``), or its value is a long
#: token: Chamilo puts ``id_session=0`` (no training session) on every course link, and a
#: conference names a talk's ``?session=12``.
SESSION_NAME_ENDINGS = ("sessid", "sessionid", "session-id")
_SESSION_VALUE = re.compile(r"[A-Za-z0-9%_.-]{16,}")
SESSION_PARAMETERS = frozenset(("sid",))

#: Path prefixes a CDN reserves on every site it serves, for its own endpoints rather than the
#: site's pages: Cloudflare's ``/cdn-cgi/`` (its e-mail protection page that footers link to
#: in place of an address, its challenge and trace endpoints). A link there is no page of the
#: site: neither fetched nor sampled.
RESERVED_PREFIXES = ("/cdn-cgi/",)

#: A sitemap is thin when at least ``THIN_MIN_LINKS`` of the home page's own links are pages
#: and a share of at least ``THIN_SHARE`` of them is missing from every sitemap.
THIN_MIN_LINKS = 10
THIN_SHARE = 0.5


#: What an action-like key (:data:`~.actions.ACTION_KEYS`) asks of a wiki's page beside the
#: page itself: its history, its changes, its source, its print view... (MediaWiki's
#: ``action=history|info|raw``, DokuWiki's ``do=diff|revisions|backlink``, PmWiki's
#: ``action=print|diff|source``, Trac's ``action=diff|history``, vBulletin's ``do=print``,
#: Discuz!'s ``action=printable``; Invision Community's ``?do=embed`` and its jumps to a
#: topic's newest or last post).
TOOL_VALUES = frozenset("history info raw diff revisions revision backlink backlinks print printable source annotate "
                        "blame credits changes export_raw export_xhtml embed getnewcomment getlastcomment".split())
#: Parameters naming an older revision of the page a parameter names (MediaWiki's ``oldid``
#: and ``diff``, DokuWiki's ``rev``); a tool's version (Trac's ``version`` with its diff).
REVISION_KEYS = frozenset(("oldid", "diff", "rev", "curid"))
TOOL_VERSION_KEYS = frozenset(("version", "old_version"))


def page_of_tool(url: str) -> str:
    """The page a wiki's tool view shows, or ``url`` itself: without its action-like parameter
    when that asks for a tool (:data:`TOOL_VALUES`) and the revision it names
    (:data:`REVISION_KEYS`), when a parameter naming the page is left, or the path names it (a
    program's does not). A link crawl on a wiki met every article's history, diffs and old
    revisions from every other page, and its sample was made of them; the page they show is
    the one to fetch and to offer.

    >>> page_of_tool("https://w.example/w/index.php?title=Alpine&action=history")
    'https://w.example/w/index.php?title=Alpine'
    >>> page_of_tool("https://w.example/doku.php?id=wiki:syntax&rev=1701870000&do=diff")
    'https://w.example/doku.php?id=wiki:syntax'
    >>> page_of_tool("https://t.example/wiki/Roadmap?action=diff&version=5"), page_of_tool("https://w.example/w/index.php?title=X&oldid=4003")
    ('https://t.example/wiki/Roadmap', 'https://w.example/w/index.php?title=X')
    >>> page_of_tool("https://f.example/forum.php?mod=viewthread&action=printable&tid=33")
    'https://f.example/forum.php?mod=viewthread&tid=33'

    So is a print view a parameter asks for by its value (Squiz Matrix's
    ``?SQ_DESIGN_NAME=print``, Umbraco's ``?altTemplate=Print``), under any name.

    >>> page_of_tool("https://c.example/news/story-4?SQ_DESIGN_NAME=print")
    'https://c.example/news/story-4'

    An action naming a page of its own (``member.php?action=profile&uid=5``), a tool with no
    page left to name (``doku.php?do=recent``) and a version alone (``/docs?version=2.1``)
    are left as they are.

    >>> page_of_tool("https://f.example/member.php?action=profile&uid=5"), page_of_tool("https://w.example/doku.php?do=recent")
    ('https://f.example/member.php?action=profile&uid=5', 'https://w.example/doku.php?do=recent')
    >>> page_of_tool("https://d.example/docs?version=2.1"), page_of_tool("https://f.example/topic/12-welcome/?do=embed")
    ('https://d.example/docs?version=2.1', 'https://f.example/topic/12-welcome/')
    """
    parts = urlsplit(url)
    if not parts.query or "=" not in parts.query:
        return url
    pairs = [pair.partition("=") for pair in parts.query.split("&") if pair]
    names = [unquote_plus(key).strip().lower() for key, _, _ in pairs]
    tool = any(is_action_key(name) and unquote_plus(value).strip().lower() in TOOL_VALUES
               for name, (_, _, value) in zip(names, pairs))
    dropped = {at for at, (name, (_, _, value)) in enumerate(zip(names, pairs))
               if name in REVISION_KEYS or tool and (name in TOOL_VERSION_KEYS or is_action_key(name)
                                                     and unquote_plus(value).strip().lower() in TOOL_VALUES)
               or unquote_plus(value).strip().lower() in PRINT_WORDS}
    if not dropped or len(dropped) == len(pairs) and _is_program(parts.path):
        return url  # nothing to drop, or a program's tool of no page (doku.php?do=recent)
    kept = "&".join(f"{key}{equals}{value}" for at, (key, equals, value) in enumerate(pairs) if at not in dropped)
    return urlunsplit((parts.scheme, parts.netloc, parts.path, kept, ""))


#: A query's raw "?" inside a value that is no address, then a parameter: the query again.
_ECHOED_QUERY = re.compile(r"[=&][^=&/:?]*(\?)[^=&?/]+=")


def without_echoed_query(url: str) -> str:
    """``url`` without a query written again inside it: a page building its links as its own
    address, then "?", then a parameter (osTicket's language flags) gives
    ``/faq.php?id=1?lang=fr``, whose ``id`` the program reads as 1, and from there
    ``/?lang=de?lang=fr?lang=en``, one more each time: a link crawl followed them without end.
    The address is the one before the second "?". A "?" in an address given as a value
    (``?next=/search?q=tea``) is that address's own.

    >>> without_echoed_query("https://h.example/kb/faq.php?id=1?lang=fr")
    'https://h.example/kb/faq.php?id=1'
    >>> without_echoed_query("https://h.example/?lang=de?lang=en-US?lang=fr")
    'https://h.example/?lang=de'
    >>> without_echoed_query("https://h.example/login?next=/search?q=tea"), without_echoed_query("https://h.example/a?b=c")
    ('https://h.example/login?next=/search?q=tea', 'https://h.example/a?b=c')
    """
    query_at = url.find("?")
    if query_at < 0 or url.find("?", query_at + 1) < 0:
        return url
    echoed = _ECHOED_QUERY.search(url, query_at)
    return url if echoed is None else url[:echoed.start(1)]


def changes_state(url: str) -> bool:
    """Whether requesting ``url`` may change state on the site, or carries a session or token.

    >>> changes_state("https://shop.example/account/logout")
    True
    >>> changes_state("https://shop.example/wp-login.php?action=logout&_wpnonce=3f2a")
    True
    >>> changes_state("https://shop.example/cart?add_to_cart=42")
    True
    >>> changes_state("https://shop.example/app;jsessionid=A1B2/list")
    True
    >>> changes_state("https://shop.example/blog/?page=2")
    False
    >>> changes_state("https://shop.example/blog/how-to-remove-stains")
    False
    """
    return action_reason(url) is not None or _unsafe_to_request(url)


#: Path segments that name, as a name/value pair of the path, the address to return to once
#: the page is done (Magento's ``/customer/account/login/referer/<base64>/``): the page is the
#: one before them, as a query's ``returnto=`` names no page (:func:`~.actions.is_return_key`).
RETURN_SEGMENTS = frozenset(("referer", "referrer", "uenc"))


def without_return_address(url: str) -> str:
    """``url`` without a path's return address and what follows it (:data:`RETURN_SEGMENTS`,
    with a value after it).

    >>> without_return_address("https://shop.example/customer/account/login/referer/aHR0cHM6Ly9zaG9w/")
    'https://shop.example/customer/account/login/'
    >>> without_return_address("https://shop.example/blog/referer/"), without_return_address("https://s.example/a?b=1")
    ('https://shop.example/blog/referer/', 'https://s.example/a?b=1')
    """
    if "/referer/" not in url and "/referrer/" not in url and "/uenc/" not in url:
        return url
    parts = urlsplit(url)
    segments = parts.path.split("/")
    for at, segment in enumerate(segments[1:-1], start=1):
        if segment.lower() in RETURN_SEGMENTS and segments[at + 1]:
            return urlunsplit((parts.scheme, parts.netloc, "/".join(segments[:at]) + "/", "", ""))
    return url


def without_own_address(url: str, page: str) -> str:
    """``url``, linked from ``page``, without the parameters whose value is ``page``'s own
    address: where to come back to once done. Question2Answer links its sign-in page from each
    page with that page's path (``/login?to=tags`` on ``/tags``, ``/login?to=10%2Fhow-to`` on a
    question): read as written, every page's link was a sign-in page of its own, 11 rows of 20.
    Whatever a parameter is called, a link naming the page it is on by more than one word of
    its path (``10%2Fhow-to``, ``ask?cat=2``) comes back to it; a one-word name is an address
    only under a return's name (``to``, ``next``...): ``/shop?category=products`` linked from
    ``/products`` is the shop's category.

    >>> without_own_address("https://q.example/login?to=tags", "https://q.example/tags")
    'https://q.example/login'
    >>> without_own_address("https://q.example/register?to=10%2Fhow-to&x=1", "https://q.example/10/how-to")
    'https://q.example/register?x=1'
    >>> without_own_address("https://q.example/login?to=https%3A%2F%2Fq.example%2Fask%3Fcat%3D2", "https://q.example/ask?cat=2")
    'https://q.example/login'
    >>> without_own_address("https://q.example/tags?sort=new", "https://q.example/tags")  # names no address
    'https://q.example/tags?sort=new'
    >>> without_own_address("https://q.example/shop?category=products", "https://q.example/products")
    'https://q.example/shop?category=products'
    >>> without_own_address("https://q.example/login?to=", "https://q.example/")
    'https://q.example/login?to='

    A link that acts with the address given stays whole, for the sampler to refuse as it is:

    >>> without_own_address("https://o.example/RedirectToLocalizedContent?contentItemUrl=%2Fblog&targetculture=fr",
    ...                     "https://o.example/blog")
    'https://o.example/RedirectToLocalizedContent?contentItemUrl=%2Fblog&targetculture=fr'
    >>> without_own_address("https://f.example/follow?url=https%3A%2F%2Ff.example%2Fprofile%2Fmike&auto=1",
    ...                     "https://f.example/profile/mike")
    'https://f.example/follow?url=https%3A%2F%2Ff.example%2Fprofile%2Fmike&auto=1'
    """
    if "?" not in url or not page:
        return url
    own = urlsplit(page)
    path = unquote_plus(own.path).strip("/")
    addresses = {path, f"{path}?{own.query}" if own.query else path, unquote_plus(page).split("#")[0]}
    query = urlsplit(url).query
    names = []
    for name, value in parse_qsl(query, keep_blank_values=True):
        value = value.strip()
        if not value:
            continue
        if value.startswith(("http://", "https://", "//")):
            other = urlsplit(value)
            value = unquote_plus(other.path).strip("/") + (f"?{other.query}" if other.query else "")
        value = value.strip("/")
        if value in addresses - {""} and ("/" in value or "?" in value or is_return_key(name.lower())
                                           or name.lower() in ADDRESS_RETURN_KEYS):
            names.append(name)
    # A link that acts with the address (a language switch returning to the page) stays whole:
    # the sampler refuses it as it is, while without the address it would be a plain page.
    if not names or changes_state(url):
        return url
    return url_query_cleaner(url, names, remove=True, unique=False, keep_fragments=True)


def to_follow(urls: Iterable[str]) -> list[str]:
    """The addresses of ``urls`` a link crawl may request: each without the parameters that
    name no page (:func:`~.urls.without_noise`: a session id a board or a Java server writes
    into every link for a visitor without a cookie, a campaign's, a sort), those that change no state
    (:func:`changes_state`). phpBB gives a crawler its session id in every link
    (``viewtopic.php?t=3&sid=9f2c``): refused as written, the board was its home page alone.

    >>> to_follow(["https://b.example/viewtopic.php?t=3&sid=9f2c", "https://b.example/ucp.php?mode=logout&sid=9f2c"])
    ['https://b.example/viewtopic.php?t=3']
    >>> to_follow(["https://b.example/app;jsessionid=A1B2/list", "https://b.example/?logout=1&utm_source=x"])
    ['https://b.example/app/list']

    Nor a file that is no page (:func:`~.urls.is_page_leaf`): a Sphinx build links each page's
    source, ``_sources/<page>.rst.txt``, and a feed is read where it is announced.

    >>> to_follow(["https://d.example/_sources/intro.rst.txt", "https://d.example/feed.xml", "https://d.example/intro"])
    ['https://d.example/intro']

    A folder's address is a page unless its last segment names a feed (:data:`~.urls.FILE_LEAVES`):
    a feed linked as ``/rss/`` or ``/feed/`` is read where it is announced, not fetched as a page
    too; a folder whose name has a file's extension is a page (Nikola's
    ``/posts/<slug>.rst/``).

    >>> to_follow(["https://b.example/rss/", "https://b.example/blog/feed/", "https://b.example/blog/"])
    ['https://b.example/blog/']
    >>> to_follow(["https://b.example/posts/msvc.rst/"])
    ['https://b.example/posts/msvc.rst/']
    """
    return [page for url in urls if not changes_state(page := without_noise(url)) and may_be_page(page)]


def may_be_page(url: str) -> bool:
    """Whether a link may lead to a page: its path's leaf may (:func:`~.urls.is_page_leaf`), or,
    for a folder's address, its folder's name, unless that names a feed. Data a page links
    (a collection's CSV and JSON downloads, a map's KML) and documents are no pages.

    >>> may_be_page("https://c.example/browse.html"), may_be_page("https://c.example/data/items.csv")
    (True, False)
    >>> may_be_page("https://c.example/blog/"), may_be_page("https://c.example/blog/feed/")
    (True, False)
    """
    folder, _, leaf = urlsplit(url).path.rpartition("/")
    if leaf:
        return is_page_leaf(decode_segment(leaf))
    return decode_segment(folder.rpartition("/")[2]).lower() not in FILE_LEAVES


def _unsafe_to_request(url: str) -> bool:
    """What a GET must never request beyond :func:`~.actions.action_reason`'s URLs: an acting
    path segment or a session id."""
    parts = urlsplit(url)
    if ";" in parts.path and "sessionid" in parts.path.lower():
        return True
    segments = [decode_segment(segment) for segment in parts.path.split("/")]
    words = [_word(segment) for segment in segments]
    if any(word in STATE_SEGMENTS or word in SYSTEM_STATE_SEGMENTS or parts.query and word in QUERY_STATE_SEGMENTS
           for word in words) or changes_a_cart(segments) \
            or acts_on_item(segments) or acts_by_slug(segments, parts.query) or sets_preference(segments, parts.query) \
            or acts_on_query(segments, parts.query) or acts_by_flag(segments) or acts_by_component_event(segments) \
            or not parts.query and is_calendar_leaf(segments[-1]):
        return True  # ... or a calendar's file by its leaf: Plone's /<event>/ics_view
    pairs = [(_word(name), value) for name, value in parse_qsl(parts.query, keep_blank_values=True)]
    return any(name in SESSION_PARAMETERS or any(part in name for part in SESSION_PARTS)
               and (name.endswith(SESSION_NAME_ENDINGS) or _SESSION_VALUE.fullmatch(value) is not None)
               for name, value in pairs)


#: A language's or a currency's code, chosen by a query's value.
_CHOICE_CODE = re.compile(r"[A-Za-z]{2,3}(?:[-_][A-Za-z]{2,4})?")
#: The preferences a page of that name sets from such a code: a country's or a region's page
#: given a code (``/country?c=fr``) shows that country.
CHOSEN_BY_CODE = frozenset(("language", "lang", "locale", "culture", "currency"))
#: The words of a segment naming the control that switches languages (Plone's
#: ``@@multilingual-selector/<translation>/de``, a ``language-switcher``), and its languages.
SELECTOR_WORDS = frozenset(("selector", "switcher", "chooser", "picker"))
LANGUAGE_WORDS = frozenset(("language", "languages", "lang", "locale", "multilingual", "translation", "i18n"))


def sets_preference(segments: list[str], query: str) -> bool:
    """Whether a path sets a preference of the session (:func:`~.actions.switches_preference`):
    a segment naming the switch, with what to set after it or in the query. Alone, it may be
    the page offering the choice.

    >>> sets_preference(["", "user", "setLocale", "fr_CA"], ""), sets_preference(["", "c", "portal", "update_language"], "languageId=es_ES")
    (True, True)
    >>> sets_preference(["", "select-language"], ""), sets_preference(["", "select-language", ""], "")
    (False, False)
    >>> sets_preference(["", "update_lang", ""], "language=fr&next=%2F")
    True
    >>> sets_preference(["", "website", "lang", "fr_FR"], "r=/about"), sets_preference(["", "docs", "lang", "python"], "")
    (True, False)
    >>> sets_preference(["", "core", "language", ""], "l=es"), sets_preference(["", "language"], "page=2")
    (True, False)
    >>> sets_preference(["", "country"], "c=fr")
    False

    A language selector given a language, after what to translate, switches too:

    >>> sets_preference(["", "@@multilingual-selector", "3f2a9c", "de"], ""), sets_preference(["", "language-switcher"], "")
    (True, False)
    >>> sets_preference(["", "docs", "date-picker", "de"], "")
    False
    """
    if len(segments) > 1 and not segments[-1]:  # a folder's slash: /update_lang/?language=fr
        segments = segments[:-1]
    if any(switches_preference(segment) and (following or query and at == len(segments) - 1)
           for at, (segment, following) in enumerate(zip(segments, [*segments[1:], ""]))):
        return True
    if LANGUAGE_SEGMENT.fullmatch(segments[-1]) and any(
            not SELECTOR_WORDS.isdisjoint(words) and not LANGUAGE_WORDS.isdisjoint(words)
            for words in map(split_words, segments[:-1])):
        return True
    # The preference named by its noun and the choice as a code in the query: /core/language/?l=es
    pairs = [pair.partition("=") for pair in query.split("&") if pair]
    if segments and joined_words(segments[-1]) in CHOSEN_BY_CODE and pairs \
            and all(_CHOICE_CODE.fullmatch(value) for _, _, value in pairs):
        return True
    # The preference and its value, then the page to go back to: Odoo's /website/lang/fr_FR?r=/about
    return len(segments) > 2 and joined_words(segments[-2]) in PREFERENCES and bool(segments[-1]) \
        and any(value.startswith(("/", "%2F", "%2f")) for _, _, value in pairs)


def acts_on_query(segments: list[str], query: str) -> bool:
    """Whether a path's decoded ``segments`` end with an action (:data:`QUERY_ACTIONS`) whose
    object the query names (a value given): Friendica's ``/follow?url=<profile>&auto=1``. The
    action alone is a page (``/follow``: a page on following the site).

    >>> acts_on_query(["", "follow"], "url=https%3A%2F%2Fs.example%2Fprofile%2Fmike&auto=1"), acts_on_query(["", "follow"], "")
    (True, False)
    >>> acts_on_query(["", "blog", "follow-us"], "ref=x"), acts_on_query(["", "like", ""], "id=3")
    (False, True)
    """
    last = next((segment for segment in reversed(segments) if segment), "")
    return _word(last) in QUERY_ACTIONS and any(value for _, _, value in (pair.partition("=") for pair in query.split("&")))


def acts_by_flag(segments: list[str]) -> bool:
    """Whether a path's decoded ``segments`` end with a verb (:data:`FLAGGED_ACTIONS`) and a
    flag's value: Wikidot's ``/spell:sleep/edit/true``. A slug after the verb is a page.

    >>> acts_by_flag(["", "spell:sleep", "edit", "true"]), acts_by_flag(["", "docs", "edit", "true-story"])
    (True, False)
    >>> acts_by_flag(["", "episodes", "watch", "1"])
    False
    """
    words = [_word(segment) for segment in segments if segment]
    return len(words) >= 2 and words[-2] in FLAGGED_ACTIONS and words[-1] in _FLAGS


#: A Tapestry component's event in a path's segment (``page.component:event``), and the first
#: words of an event that acts: SirsiDynix Enterprise's ``detailnonmodal.detailactions:placehold``.
_COMPONENT_EVENT = re.compile(r"[A-Za-z][\w$]*(?:\.[\w$]+)+:([A-Za-z]+)")
EVENT_VERBS = ("save", "place", "add", "remove", "delete", "email", "export", "subscribe", "rate", "vote", "mark",
               "float", "kudo", "follow", "unfollow", "mute", "unmute", "like", "unlike", "flag", "logout")


def acts_by_component_event(segments: list[str]) -> bool:
    """Whether a segment is a component's event (``detailnonmodal.detailactions:saverecord``)
    whose event starts with a verb that acts or sends (:data:`EVENT_VERBS`): a record saved to a
    list, a hold placed, the record mailed or exported. A wiki's ``Help:Contents`` is none.

    >>> acts_by_component_event(["", "client", "en_US", "default", "search", "detailnonmodal.detailactions:placehold"])
    True
    >>> acts_by_component_event(["", "t5", "forums", "v5", "forumtopicpage.kudosbuttonv2.kudoentity:kudoentity"])
    True
    >>> acts_by_component_event(["", "wiki", "Help:Contents"]), acts_by_component_event(["", "a.b:view"])
    (False, False)
    """
    return any((event := _COMPONENT_EVENT.fullmatch(segment)) is not None
               and event.group(1).lower().startswith(EVENT_VERBS) for segment in segments if ":" in segment)


def acts_on_item(segments: list[str]) -> bool:
    """Whether a path's decoded ``segments`` end with an action on the item an earlier segment
    numbers (:data:`ITEM_ACTIONS`; a vote's direction may follow it).

    >>> acts_on_item(["", "hc", "en-us", "articles", "360012-setup", "vote", "up"]), acts_on_item(["", "post", "12", "like"])
    (True, True)
    >>> acts_on_item(["", "elections", "vote"]), acts_on_item(["", "discuss", "5f3a2b", "upvote"]), acts_on_item(["", "2024", "vote-guide"])
    (False, True, False)
    >>> acts_on_item(["", "dataset", "follow", "9b1c3e2a-77d0"]), acts_on_item(["", "reblog", "7321", "aBc9"]), acts_on_item(["", "elections", "vote", "2024"])
    (True, True, False)
    >>> acts_on_item(["", "blog", "follow", "our-news"]), acts_on_item(["", "like", "k3y", "more", "segments"])
    (False, False)

    Three segments may follow when the first is the item's number: Vanilla's
    ``/category/follow/<n>/1/<key>`` (the item, the value, the session's key).

    >>> acts_on_item(["", "category", "follow", "12", "1", "aB3xQ9"])
    True

    A relationship's verb as the site's first segment (after a language's) acts on the one
    name after it: a blog theme's header button ``/follow/<blog>``.

    >>> acts_on_item(["", "follow", "acme-studio"]), acts_on_item(["", "en", "unfollow", "acme"]), acts_on_item(["", "follow", "a", "b"])
    (True, True, False)
    """
    words = [_word(segment) for segment in segments if segment]
    if words and LANGUAGE_SEGMENT.fullmatch(words[0]) and len(words) == 3:
        words = words[1:]
    if len(words) == 2 and words[0] in RELATIONSHIPS and words[1]:
        return True
    if words and words[-1] in _VOTE_DIRECTIONS:
        words.pop()
    if any(word in ITEM_ACTIONS and (1 <= len(words) - at - 1 <= 2 and any(map(_names_an_item, words[at + 1:]))
                                     or len(words) - at - 1 == 3 and words[at + 1].isdigit())
           for at, word in enumerate(words[:-1])):
        return True  # the action, then the item: /dataset/follow/<id>, /reblog/<n>/<key>
    return len(words) >= 2 and words[-1] in ITEM_ACTIONS and any(character.isdigit() for word in words[:-1]
                                                                  for character in word)


#: Verbs a segment written as a slug may start with when the segment acts on an item after it
#: (Askbot's ``/follow-user/3``, ``/vote-answer/12``), and of those, the ones that act on
#: what the query names (Askbot's ``/subscribe-for-tags/?tags=python``).
SLUG_ACTIONS = frozenset(("subscribe", "unsubscribe", "follow", "unfollow", "vote", "upvote", "downvote",
                          "bookmark", "unbookmark"))
SLUG_SUBSCRIPTIONS = frozenset(("subscribe", "unsubscribe", "follow", "unfollow"))
#: The words that make a noun of such a verb: a follow-up, a follow-on, a follow-through.
COMPOUND_PARTICLES = frozenset(("up", "on", "through"))


def acts_by_slug(segments: list[str], query: str) -> bool:
    """Whether a path's decoded ``segments`` hold a slug led by an action's verb
    (:data:`SLUG_ACTIONS`) with what it acts on after it: an item's id (not a year: a vote guide's
    ``/vote-guide/2024``), or, for a subscription (:data:`SLUG_SUBSCRIPTIONS`) as the last
    segment, a query naming what to subscribe to. A slug alone is a page offering the choice
    (``/subscribe-for-updates``).

    >>> acts_by_slug(["", "follow-user", "3"], ""), acts_by_slug(["", "subscribe-for-tags", ""], "tags=python")
    (True, True)
    >>> acts_by_slug(["", "subscribe-for-updates", ""], ""), acts_by_slug(["", "vote-guide", "2024"], "")
    (False, False)
    >>> acts_by_slug(["", "following", "3"], ""), acts_by_slug(["", "vote-results", ""], "year=2024")
    (False, False)
    >>> acts_by_slug(["", "blog", "follow-up", "12"], ""), acts_by_slug(["", "follow-on-funding", "2"], "")
    (False, False)
    """
    words = [_word(segment) for segment in segments if segment]
    for at, word in enumerate(words):
        verb, dash, rest = word.partition("-")
        if not dash or verb not in SLUG_ACTIONS or rest.partition("-")[0] in COMPOUND_PARTICLES:
            continue
        following = words[at + 1:]
        if following and len(following) <= 2 and _names_an_item(following[0]):
            return True  # the action, then the item: /follow-user/3
        if not following and verb in SLUG_SUBSCRIPTIONS \
                and any(value for _, _, value in (pair.partition("=") for pair in query.split("&"))):
            return True  # the subscription, then what to subscribe to: /subscribe-for-tags/?tags=python
    return False


def _names_an_item(word: str) -> bool:
    """Whether a path segment (as :func:`_word` gives it) may be an item's id: it holds a digit
    and is no year (``/vote/2024`` is that year's vote)."""
    return any(character.isdigit() for character in word) and not (len(word) == 4 and word.isdigit()
                                                                    and word.startswith(("19", "20")))


def changes_a_cart(segments: list[str]) -> bool:
    """Whether a path's decoded ``segments`` change a cart, a wish list or a comparison
    (:data:`CART_WORDS`, then :data:`CART_CHANGES` or a cart permalink), or carry a one-time
    token as a name/value pair (:data:`PATH_TOKENS`, with a value after it).

    >>> changes_a_cart(["", "cart", "add"]), changes_a_cart(["", "checkout", "cart", "add", "uenc", "aHR0cA,"])
    (True, True)
    >>> changes_a_cart(["", "cart", "40123:1"]), changes_a_cart(["", "wishlist", "index", "add", "form_key", "Xy12"])
    (True, True)
    >>> changes_a_cart(["", "cart"]), changes_a_cart(["", "bag", "620-equipe-bag"]), changes_a_cart(["", "form_key"])
    (False, False, False)
    >>> changes_a_cart(["", "compare", "add-ons"]), changes_a_cart(["", "blog", "add"])
    (False, False)
    >>> changes_a_cart(["", "wishlist", "index", "add", "product", "7", ""]), changes_a_cart(["", "productalert", "add", "stock"])
    (True, True)
    >>> changes_a_cart(["", "news", "alerts", "2024-flood"]), changes_a_cart(["", "cart", "help", "how-to-add"])
    (False, False)

    A comparison named with what it compares (``/compareproducts/add/4``), and a change's verb
    leading a segment with an item's id after it (``/wishlist/add-after-login/<id>``), change it too:

    >>> changes_a_cart(["", "compareproducts", "add", "4"]), changes_a_cart(["", "wishlist", "add-after-login", "3f2a9c"])
    (True, True)
    >>> changes_a_cart(["", "checkout", "line-item", "add"]), changes_a_cart(["", "compare", "add-ons", ""])
    (True, False)
    """
    if any(_changes_a_cart_by_name(segment) for segment in segments):
        return True
    in_cart = False
    for at, segment in enumerate(segments[:-1]):
        following = segments[at + 1]
        if following and joined_words(segment) in PATH_TOKENS:
            return True
        joined = joined_words(segment)
        in_cart = in_cart or not CART_WORDS.isdisjoint(phrases(segment)) or joined.endswith(ALERT_ENDINGS) \
            or joined.startswith("compare") and joined != "compare"
        if not in_cart:
            continue
        action = joined_words(following.rpartition(".")[0] or following)
        if action in CART_CHANGES or _CART_PERMALINK.fullmatch(following):
            return True
        words = split_words(following)
        if len(words) > 1 and words[0] in CART_CHANGES and at + 2 < len(segments) \
                and _names_an_item(_word(segments[at + 2])):
            return True  # the change's verb leading a segment, then the item: /wishlist/add-after-login/<id>
    return False


#: The words of :data:`CART_WORDS` that name what a shopper keeps, not a comparison's page
#: (``/compare-add-ons`` is a page).
_KEPT_WORDS = CART_WORDS - {"compare"}
#: A change to such a list written as one word, either way round (``updatecart``, ``cartadd``).
_CART_CHANGE_WORDS = frozenset(word for kept in _KEPT_WORDS for verb in ("add", "remove", "delete", "update", "clear",
                                                                         "empty", "change")
                               for word in (verb + kept, kept + verb))


#: The verbs a change to a kept list written as one word starts with (:func:`_changes_a_cart_by_name`).
_LIST_VERBS = ("add", "remove", "delete", "clear", "empty", "update")


def _changes_a_cart_by_name(segment: str) -> bool:
    """Whether one segment names a change to a cart or wish list in its own words, the change
    right after the list: Salesforce Commerce's ``Cart-AddProduct`` and ``Wishlist-AddProduct``
    controllers.

    Written as one word, the change first or last: HikaShop's ``/shop/product/updatecart/add-1/cid-52``.

    >>> _changes_a_cart_by_name("Wishlist-AddProduct"), _changes_a_cart_by_name("cart_remove"), _changes_a_cart_by_name("Cart-Show")
    (True, True, False)
    >>> _changes_a_cart_by_name("updatecart"), _changes_a_cart_by_name("cartload"), _changes_a_cart_by_name("shopping-cart")
    (True, False, False)

    Or the change first and the list last, what it changes between them (nopCommerce's
    ``/addproducttocart/...``, ``/removeproductfromcomparelist/4``, ``/clearcomparelist``):

    >>> _changes_a_cart_by_name("addproducttocart"), _changes_a_cart_by_name("clearcomparelist"), _changes_a_cart_by_name("add-to-cart-guide")
    (True, True, False)
    """
    words = split_words(segment)
    if any(word in _KEPT_WORDS and following in CART_CHANGES for word, following in zip(words, words[1:])) \
            or any(word in _CART_CHANGE_WORDS for word in words):
        return True
    joined = "".join(words)
    return joined.startswith(_LIST_VERBS) and joined.endswith((*_KEPT_WORDS, "comparelist"))


def refused_here(url: str) -> bool:
    """Whether a link is dropped where it is read: it may change state (:func:`changes_state`)
    but the sampler would not refuse it itself, or it is a CDN's endpoint
    (:data:`RESERVED_PREFIXES`). The URLs :func:`~.actions.action_reason` names go on to the
    sampler, which refuses them and counts them by reason for the summary.

    >>> refused_here("https://shop.example/items/7/delete")
    True
    >>> refused_here("https://shop.example/cdn-cgi/l/email-protection#3a5b")
    True
    >>> refused_here("https://shop.example/misc.php?action=markread")
    False
    >>> refused_here("https://shop.example/docs/cdn-cgi/")
    False
    >>> refused_here("https://board.example/viewtopic.php?t=3&sid=9f2c")  # the page, without the session
    False
    """
    if urlsplit(url).path.startswith(RESERVED_PREFIXES):
        return True
    return action_reason(url) is None and _unsafe_to_request(without_noise(url))


def _word(text: str) -> str:
    return text.strip().lower().replace("_", "-")


def crawl_order(urls: Iterable[str]) -> list[str]:
    """The order the link crawl fetches one level's pages in: one page of each folder in
    turn (the folders by path), then a second of each..., each folder's pages by URL. A page
    cap then still reaches every section of a level instead of the first one's pages.

    >>> crawl_order(["https://s.example/b/2", "https://s.example/b/1", "https://s.example/a/1",
    ...              "https://s.example/about"])
    ['https://s.example/about', 'https://s.example/a/1', 'https://s.example/b/1', 'https://s.example/b/2']
    """
    folders: dict[str, list[str]] = {}
    for url in sorted(set(urls)):
        path = urlsplit(url).path
        folders.setdefault(path[: path.rstrip("/").rfind("/") + 1], []).append(url)
    ordered: list[str] = []
    queues = [folders[folder] for folder in sorted(folders)]
    for turn in range(max((len(queue) for queue in queues), default=0)):
        ordered.extend(queue[turn] for queue in queues if turn < len(queue))
    return ordered


def first_page(url: str) -> str:
    """The first page of the list ``url`` is a later page of, or ``url`` itself.

    ``.../page/<n>`` (also written ``.../page/<n>/index.html`` by a static build) is a later
    page of the list at ``.../``, as the learned clusterer reads it
    (:func:`~.learned.tokens.later_page_cut`): the same page type, and the view of it an
    auditor expects, as ``?page=<n>`` is already one page with its list (:mod:`.urls`). The
    link crawl follows a later page to what it lists, but offers the first page in its place:
    otherwise a blog's index was sampled as its eleventh page, which changes with every post. A
    URL whose query names a page (a search's) is left as it is; a query that names none (a
    sort, a filter: :func:`~.urls.kept_key`) goes with the later page, as on the first page
    it would be dropped (a shop's sorted second page was a row of its own).

    >>> first_page("https://blog.example/news/page/11/"), first_page("https://blog.example/page/2")
    ('https://blog.example/news/', 'https://blog.example/')
    >>> first_page("https://blog.example/news/page/3/index.html")
    'https://blog.example/news/'
    >>> first_page("https://blog.example/docs/page/intro/"), first_page("https://blog.example/page/2?s=x")
    ('https://blog.example/docs/page/intro/', 'https://blog.example/page/2?s=x')
    >>> first_page("https://shop.example/shop/page/2/?orderby=price&filter_color=red")
    'https://shop.example/shop/'
    >>> first_page("https://forum.example/forum/general/1020-welcome/page3")
    'https://forum.example/forum/general/1020-welcome'
    """
    parts = urlsplit(url)
    segments = [segment for segment in parts.path.split("/") if segment]
    if not (cut := later_page_cut(segments)) or parts.query and any(
            kept_key(pair.partition("=")[0], parts.path) for pair in parts.query.split("&") if pair):
        return url
    # ``/news/page/2/`` lists ``/news/``; ``/<topic>/page2`` lists ``/<topic>``, spelled as written.
    slash = "/" if cut >= 2 or parts.path.endswith("/") else ""
    return urlunsplit((parts.scheme, parts.netloc, "/".join(["", *segments[:-cut]]) + slash, "", ""))


#: Parameters that number a list's later pages: a page's link to itself with one added is the
#: list's next page, which the link crawl follows to what it lists.
PAGE_NUMBER_KEYS = PAGINATION_KEYS - SORT_KEYS - PAGE_SIZE_KEYS - {"size"}
#: Paths whose parameters name other pages: the site's root (WordPress's ``/?p=123``).
_ROOT_PATHS = frozenset(("", "/", "/index.php", "/index.html"))


#: A print view's program: its name's first word (``print_bug_page.php``, ``printer_friendly.php``)
#: or, written as one word, "print" and what it prints (MyBB's ``printthread.php``).
PRINT_WORDS = frozenset(("print", "printable", "printer"))
#: A print word's second word in a print view's segment: ``print_preview``, ``printer--friendly``.
PRINT_VIEWS = frozenset(("preview", "view", "friendly", "version"))
PRINTED = ("thread", "page", "post", "topic", "article", "view", "version")


def is_print_program(url: str) -> bool:
    """Whether ``url``'s last segment is a program printing a page (:data:`PRINT_WORDS`): the
    page another program shows, without its frame; no page of its own to sample or request
    (MantisBT's ``print_bug_page.php?bug_id=7`` beside ``view.php?id=7``; e107's
    ``print.php?news.14``, the print word alone given what it prints). A shop's printers
    (``printers.php``) are a page.

    >>> is_print_program("https://t.example/print_bug_page.php?bug_id=7"), is_print_program("https://f.example/printthread.php?tid=3")
    (True, True)
    >>> is_print_program("https://s.example/printers.php"), is_print_program("https://s.example/print-shop/"), is_print_program("https://s.example/print.php")
    (False, False, False)
    >>> is_print_program("https://c.example/print.php?news.14"), is_print_program("https://s.example/printer.php?id=3")
    (True, False)

    A print view's segment before the page it prints is one too: Evergreen's
    ``/eg/opac/record/print_preview/101``, Wikidot's ``/printer--friendly//<page>``.

    >>> is_print_program("https://l.example/eg/opac/record/print_preview/101"), is_print_program("https://w.example/printer--friendly//about")
    (True, True)
    >>> is_print_program("https://s.example/printers/laser-9"), is_print_program("https://s.example/print/poster-design")
    (False, False)

    So is a print word as the last segment after a record's id: a portal's
    ``/tool/3209-syllabus/print``, ``/articles/123/print``; a section's ``/services/print`` is a page.

    >>> is_print_program("https://p.example/site/bio/tool/3209-syl/print"), is_print_program("https://s.example/services/print")
    (True, False)

    And a print word as the last segment given a record's id in the query (a knowledge base's
    ``/docs/print?articleId=...``):

    >>> is_print_program("https://k.example/docs/print?articleId=0005a1b2&lang=en"), is_print_program("https://s.example/print?page=2")
    (True, False)
    """
    parts = urlsplit(url)
    if _prints_what_follows(parts.path):
        return True
    head, _, last = parts.path.rstrip("/").rpartition("/")
    if last.lower() in PRINT_WORDS and (any(character.isdigit() for character in head.rpartition("/")[2]) or any(
            split_words(name)[-1:] == ["id"] for name, _ in parse_qsl(parts.query))):
        return True
    leaf = parts.path.rpartition("/")[2]
    stem, dot, extension = leaf.rpartition(".")
    if not dot or extension.lower() not in DYNAMIC_EXTENSIONS:
        return False
    words = split_words(stem)
    return len(words) > 1 and words[0] in PRINT_WORDS or len(words) == 1 and (
        words[0] in (f"print{what}" for what in PRINTED) or words[0] in ("print", "printable") and bool(parts.query))


def _prints_what_follows(path: str) -> bool:
    """Whether a path holds, before its last segment, a print view's segment (its words a
    print's, :data:`PRINT_WORDS`, then one of :data:`PRINT_VIEWS`) and, after it, a record's
    number or another page's path (the page it prints)."""
    segments = path.split("/")
    for at, segment in enumerate(segments[:-1]):
        words = split_words(segment)
        if len(words) < 2 or words[0] not in PRINT_WORDS or words[1] not in PRINT_VIEWS:
            continue
        following = [part for part in segments[at + 1:] if part]
        return bool(following) and (any(character.isdigit() for character in following[0]) or segments[at + 1] == "")
    return False


def is_view_link(page: str, link: str) -> bool:
    """Whether ``link``, read on the page at ``page``, is that page shown another way: its own
    address with parameters added, none of them a later page's number (a list's later page
    may link its first page's views). A print view
    (``?altTemplate=Print``), a comment's link (Blogger's ``?showComment=``), a calendar file
    (``?ical=1``), a share button (``?action=share``), a product's variant (``?variant=7``) or a
    list's filter (``?price=10-20``): no other page, so the crawl neither samples nor requests
    it. The parameters of a program (``board.php?bo_table=free`` lists ``&wr_id=5``) and of
    the site's root (WordPress's ``/?p=123``) name other pages: those links are kept.

    >>> is_view_link("https://b.example/2023/05/post.html", "https://b.example/2023/05/post.html?showComment=17#c1")
    True
    >>> is_view_link("https://s.example/contact/", "https://s.example/contact/?altTemplate=Print")
    True
    >>> is_view_link("https://s.example/blog/", "https://s.example/blog/?page=2"), is_view_link("https://s.example/blog", "https://s.example/blog?3f2a9c1e_page=2")
    (False, False)
    >>> is_view_link("https://s.example/blog/?page=2", "https://s.example/blog/?print=1")
    True

    A program's page with parameters added that name no page (:func:`~.urls.without_noise`)
    is the page too: phpBB's link to a topic's print view, with the session id it writes.

    >>> is_view_link("https://f.example/viewtopic.php?t=16", "https://f.example/viewtopic.php?t=16&view=print&sid=9f2c")
    True
    >>> is_view_link("https://s.example/bbs/board.php?bo_table=free", "https://s.example/bbs/board.php?bo_table=free&wr_id=5")
    False
    >>> is_view_link("https://s.example/", "https://s.example/?p=123"), is_view_link("https://s.example/a", "https://s.example/b?x=1")
    (False, False)

    Nor does a program's page with an action added name another page: the page's tools.

    >>> is_view_link("https://w.example/doku.php?id=start", "https://w.example/doku.php?id=start&do=backlink")
    True
    >>> is_view_link("https://w.example/doku.php?id=start", "https://w.example/doku.php?id=wiki&do=backlink")
    False
    >>> is_view_link("https://m.example/course/view.php?id=5", "https://m.example/course/view.php?id=5&lang=es_mx")
    True

    A page's own path with a view's segment added (:data:`VIEW_SEGMENTS`) is the page too: its
    revisions, its AMP view. The site's root adds none (``/print`` is a page of its own).

    >>> is_view_link("https://w.example/wiki/Setup", "https://w.example/wiki/Setup/revisions/12/diff")
    True
    >>> is_view_link("https://b.example/post/", "https://b.example/post/amp/"), is_view_link("https://b.example/", "https://b.example/amp/")
    (True, False)
    """
    link_parts = urlsplit(link)
    page_parts = urlsplit(page)
    if not link_parts.query:
        return _is_view_path(page_parts.path, link_parts.path) and link_parts.netloc == page_parts.netloc
    path = page_parts.path
    if link_parts.path != path or link_parts.netloc != page_parts.netloc:
        return False
    if without_noise(link).partition("#")[0] == without_noise(page).partition("#")[0]:
        return True  # the page with parameters that name no page (a session's, a print view's)
    own = set(parse_qsl(page_parts.query, keep_blank_values=True))
    theirs = set(parse_qsl(link_parts.query, keep_blank_values=True))
    added, left = theirs - own, own - theirs
    if _is_program(path):
        # A program's page with an action added (a wiki's ``doku.php?id=start&do=revisions``,
        # ``index.php?title=Tea&action=history``) is the page shown another way.
        # So is one with its language chosen (Moodle's ``/course/view.php?id=5&lang=fr``, a
        # language menu on every page), as any other page's is.
        return not left and bool(added) and (all(names_a_language(key.strip().lower(), value) for key, value in added)
                                             or bool(own) and all(is_action_key(key) for key, _ in added))
    return bool(added) and not any(numbers_pages(key) for key, _ in added) and all(numbers_pages(key) for key, _ in left)


#: Path segments that, added to a page's own path, show that page another way: its AMP and
#: print views, its revisions, a diff or an annotation of them, its raw text, its embeddable
#: copy, its preview (a wiki's ``/books/x/page/y/revisions``, Redmine's ``.../annotate``,
#: WordPress's ``/<post>/embed/`` and an AMP plugin's ``/<post>/amp/``). Words a site also
#: names its own pages by (``history``, ``source``: a company's ``/about/history``, a
#: documentation's ``/api/context/source/``) are not views.
VIEW_SEGMENTS = frozenset(("amp", "print", "printable", "revisions", "revision", "diff", "annotate", "blame", "raw",
                           "embed", "preview"))
#: Such segments, their words written together, that show a form mailing the page to someone
#: (Plone's ``/<page>/sendto_form``, "tell a friend"): the page's own tool, no page of its own.
MAIL_VIEWS = frozenset(("sendto", "sendtoform", "sendtofriend", "sendtoafriend", "emailafriend", "emailtoafriend",
                        "mailafriend", "tellafriend", "emailthispage", "emailpage"))


#: A segment a CMS adds to any page's path for its own view of it, written with a leading
#: underscore as the system's own words are (Squiz Matrix's ``/<page>/_nocache``).
_SYSTEM_VIEW = re.compile(r"_[a-z]+", re.IGNORECASE)


def _is_view_path(page_path: str, link_path: str) -> bool:
    """Whether ``link_path`` is the page at ``page_path`` followed by a segment of
    :data:`VIEW_SEGMENTS` (and anything after it: ``/revisions/1282/changes``).

    >>> _is_view_path("/books/guide/page/setup", "/books/guide/page/setup/revisions/1282")
    True
    >>> _is_view_path("/2024/05/post/", "/2024/05/post/amp/"), _is_view_path("/about", "/about/history")
    (True, False)
    >>> _is_view_path("/", "/print"), _is_view_path("/docs/print", "/docs/print/amp")
    (False, True)
    >>> _is_view_path("/news/2026/story-4", "/news/2026/story-4/_nocache"), _is_view_path("/docs", "/docs/_static/a.css")
    (True, True)
    >>> _is_view_path("/news/item-1", "/news/item-1/sendto_form"), _is_view_path("/news", "/news/send-to-press")
    (True, False)
    """
    base = page_path.rstrip("/")
    if not base or not link_path.startswith(base + "/"):
        return False
    following = link_path[len(base) + 1:].split("/", 1)[0]
    return following.lower() in VIEW_SEGMENTS or _SYSTEM_VIEW.fullmatch(following) is not None \
        or joined_words(following) in MAIL_VIEWS


def numbers_pages(key: str) -> bool:
    """Whether a parameter's name numbers a list's later pages (:data:`PAGE_NUMBER_KEYS`, or a
    list's own name before "page": :func:`~.urls.is_prefixed_page_key`), nested or not."""
    inner = inner_name(key.strip().lower())
    return inner in PAGE_NUMBER_KEYS or is_prefixed_page_key(inner)


def is_thin(home_links: int, unlisted: int) -> bool:
    """Whether the sitemaps are thin: of ``home_links`` distinct pages the home page links to
    on its own site, ``unlisted`` are in no sitemap.

    >>> is_thin(20, 12), is_thin(20, 9), is_thin(6, 6)
    (True, False, False)
    """
    return home_links >= THIN_MIN_LINKS and unlisted >= THIN_SHARE * home_links


def link_key(url: str) -> str:
    """The spelling-blind key under which a home page link and a sitemap entry are the same
    page for :func:`is_thin`: path and query, without the host (www or not), a folder's index
    file (:func:`~.urls.without_index_file`) and the trailing slash, lower-cased.

    >>> link_key("https://www.s.example/Blog/?page=2") == link_key("http://s.example/blog?page=2")
    True
    >>> link_key("https://s.example/tag/a/index.html") == link_key("https://s.example/tag/a/")
    True
    """
    start = url.find("/", url.find("//") + 2)
    if start < 0:
        return ""
    path, _, query = url[start:].partition("#")[0].partition("?")
    return (without_index_file(path).rstrip("/") + ("?" + query if query else "")).lower()


def listed_forms(url: str) -> list[str]:
    """The addresses under which a sitemap lists the page a home page link shows, for
    :func:`is_thin`: the link's own, and the link without the parameters that name no other
    page. A page's own address (no program, not the root) names the page without its query,
    unless a value is a number (an item's id, a later page's): a newsroom puts its tracking
    parameter on each story link (``?itid=hp-top``), and the sitemap lists the story. A
    program's page shown with an action (``doku.php?id=start&do=revisions``) is the page
    without the action.

    >>> listed_forms("https://n.example/sports/2024/03/07/story/?itid=hp-top_p001")
    ['https://n.example/sports/2024/03/07/story/?itid=hp-top_p001', 'https://n.example/sports/2024/03/07/story/']
    >>> listed_forms("https://w.example/doku.php?id=wiki:welcome&do=revisions")
    ['https://w.example/doku.php?id=wiki:welcome&do=revisions', 'https://w.example/doku.php?id=wiki:welcome']
    >>> listed_forms("https://s.example/bbs/board.php?bo_table=free&wr_id=5"), listed_forms("https://s.example/?p=12")
    (['https://s.example/bbs/board.php?bo_table=free&wr_id=5'], ['https://s.example/?p=12'])
    >>> listed_forms("https://s.example/events?id=12")
    ['https://s.example/events?id=12']
    """
    parts = urlsplit(url.partition("#")[0])
    if not parts.query:
        return [url]
    if not _is_program(parts.path):
        if any(value.isdigit() for _, value in parse_qsl(parts.query)):
            return [url]  # a number names an item or a later page: ``/events?id=12``, ``?page=2``
        return [url, urlunsplit((parts.scheme, parts.netloc, parts.path, "", ""))]
    pairs = [pair for pair in parts.query.split("&") if pair]  # as written: the sitemap's spelling
    kept = [pair for pair in pairs if not is_action_key(unquote_plus(pair.partition("=")[0]))]
    if not kept or len(kept) == len(pairs):
        return [url]
    return [url, urlunsplit((parts.scheme, parts.netloc, parts.path, "&".join(kept), ""))]


def _is_program(path: str) -> bool:
    """Whether a path is the site's root or a program (``.php``, ``.aspx``...), whose query
    names its pages."""
    return path in _ROOT_PATHS or path.rpartition("/")[2].rpartition(".")[2].lower() in DYNAMIC_EXTENSIONS


def spellings(url: str) -> set[str]:
    """The spellings under which a sitemap may list the page at ``url``: http or https, with
    or without ``www.``, with or without a trailing slash or the folder's index file (the
    query kept). A sitemap entry is looked up among them as it is, so striking a home page
    link costs one set look-up.

    >>> sorted(spellings("https://s.example/blog/index.html"))  # doctest: +NORMALIZE_WHITESPACE
    ['http://s.example/blog', 'http://s.example/blog/', 'http://s.example/blog/index.htm',
     'http://s.example/blog/index.html', 'http://www.s.example/blog', 'http://www.s.example/blog/',
     'http://www.s.example/blog/index.htm', 'http://www.s.example/blog/index.html',
     'https://s.example/blog', 'https://s.example/blog/', 'https://s.example/blog/index.htm',
     'https://s.example/blog/index.html', 'https://www.s.example/blog', 'https://www.s.example/blog/',
     'https://www.s.example/blog/index.htm', 'https://www.s.example/blog/index.html']
    """
    parts = urlsplit(url.partition("#")[0])
    host = parts.netloc.lower().removeprefix("www.")
    path = without_index_file(parts.path).rstrip("/")
    return {urlunsplit((scheme, netloc, variant, parts.query, ""))
            for scheme in ("http", "https") for netloc in (host, f"www.{host}")
            for variant in (path or "/", path + "/", *(f"{path}/{name}" for name in INDEX_FILES))}


@dataclass(frozen=True)
class CrawlLimits:
    """The link crawl's caps: link hops from the home page, pages fetched, seconds (0: none)."""

    depth: int
    pages: int
    seconds: float


#: How many of a kind of page's fetched links (:func:`crawl_shape`) must have answered no
#: page, none a page, for the link crawl to follow no more links of that kind.
NO_PAGE_ANSWERS = 2


def crawl_shape(url: str) -> str:
    """The kind of page a link names, for the link crawl's bookkeeping of answers
    (:meth:`LinkCrawl.answered`): its path in lower case, each segment holding a digit written
    ``{n}``, and its parameters' names, sorted. Segments without a digit stay as written: a
    record's subpages (``/event/{n}/manage/``, ``/event/{n}/timetable/``) are kinds of their own.

    >>> crawl_shape("https://e.example/event/10/manage/"), crawl_shape("https://e.example/Home/ShowDocument?id=7&v=2")
    ('/event/{n}/manage/', '/home/showdocument?id&v')
    >>> crawl_shape("https://e.example/event/10/timetable/") == crawl_shape("https://e.example/event/11/manage/")
    False
    """
    parts = urlsplit(url)
    path = "/".join("{n}" if any(character.isdigit() for character in segment) else segment
                    for segment in parts.path.lower().split("/"))
    names = sorted({name for name, _ in parse_qsl(parts.query, keep_blank_values=True)})
    return path + ("?" + "&".join(names) if names else "")


class LinkCrawl:
    """The state of the breadth-first link crawl, level by level.

    The shell fetches a level's pages, puts the links they hold (on the site) in ``found`` and,
    once the whole level has answered, asks :meth:`next_level` for the next. So which pages are
    fetched depends on the site and the caps, never on the order responses arrived in (the
    time cap aside). ``limits`` None is a crawl that fetches nothing.

    The shell tells it what each fetched page answered (:meth:`answered`): a kind of page
    (:func:`crawl_shape`) whose fetched links all answered no page, :data:`NO_PAGE_ANSWERS` of
    them at least (an event's ``/event/{n}/manage/`` sending each visitor to sign in, a
    document viewer's ``/Home/ShowDocument?id=`` sending PDFs), is followed no more: its links
    stay candidates, and verification judges them.
    """

    def __init__(self, limits: CrawlLimits | None) -> None:
        self.limits = limits
        self.depth = 0  # the level last requested
        self.pages = 0  # pages requested so far
        self.found: set[str] = set()  # links found on the level being fetched
        self.stopped: str | None = None  # "depth", "pages", "time" or "done", once it stopped
        self.deadline: float | None = None  # the clock reading past which no page is requested
        self.passed_over = 0  # links not followed: their kind of page answered no page
        self._visited: set[str] = set()
        self._answers: dict[str, list[int]] = {}  # crawl_shape -> [no page, page]

    def visit(self, url: str) -> None:
        """``url`` was fetched (the home page, a redirect's target): never requested again."""
        self._visited.add(crawl_key(url))

    def answered(self, url: str, page: bool | None) -> None:
        """The link crawl's fetch of ``url`` answered a ``page`` (True), no page (False: gone,
        a file, a login wall) or nothing that says (None: a refusal, a time-out)."""
        if page is not None:
            self._answers.setdefault(crawl_shape(url), [0, 0])[page] += 1

    def _answers_no_page(self, url: str) -> bool:
        answers = self._answers.get(crawl_shape(url))
        return answers is not None and answers[1] == 0 and answers[0] >= NO_PAGE_ANSWERS

    def next_level(self, followable: Iterable[str], now: float) -> list[str]:
        """The next level's pages: of the ``followable`` links found on the last level, those
        not visited, each without the parameters that name no page
        (:func:`~.urls.without_noise`), one per :func:`crawl_key`, in :func:`crawl_order`, within
        the caps.
        ``now`` is the clock reading (seconds) the deadline is set from and checked against.

        >>> crawl = LinkCrawl(CrawlLimits(depth=2, pages=3, seconds=0))
        >>> crawl.visit("https://s.example/")
        >>> crawl.next_level(["https://s.example/", "https://s.example/a/1", "https://s.example/a/2",
        ...                   "https://s.example/b/1", "https://www.s.example/a/1/"], now=0)
        ['https://s.example/a/1', 'https://s.example/b/1', 'https://s.example/a/2']
        >>> crawl.next_level(["https://s.example/c/1"], now=1), crawl.stopped
        ([], 'pages')

        A link that names a page with a share button's or a campaign's parameters is a request
        for the page itself, once:

        >>> crawl = LinkCrawl(CrawlLimits(depth=2, pages=10, seconds=0))
        >>> crawl.visit("https://s.example/")
        >>> crawl.next_level(["https://s.example/?share=facebook&nb=1", "https://s.example/p/?replytocom=3",
        ...                   "https://s.example/p/", "https://s.example/q/?utm_source=feed"], now=0)
        ['https://s.example/p/', 'https://s.example/q/']

        Links of a kind whose fetched pages all answered no page are passed over:

        >>> crawl = LinkCrawl(CrawlLimits(depth=3, pages=10, seconds=0))
        >>> crawl.next_level(["https://s.example/event/1/manage/", "https://s.example/event/2/manage/"], now=0)
        ['https://s.example/event/1/manage/', 'https://s.example/event/2/manage/']
        >>> for url in ("https://s.example/event/1/manage/", "https://s.example/event/2/manage/"):
        ...     crawl.answered(url, False)
        >>> crawl.next_level(["https://s.example/event/3/manage/", "https://s.example/event/3/"], now=1), crawl.passed_over
        (['https://s.example/event/3/'], 1)
        """
        limits = self.limits
        self.found = set()
        if limits is None or self.stopped:
            return []
        if self.deadline is None and limits.seconds:
            self.deadline = now + limits.seconds
        fresh: dict[str, str] = {}
        for link in followable:
            url = without_noise(link)  # the page itself, not a share button's or a campaign's link to it
            if (key := crawl_key(url)) not in self._visited and (key not in fresh or url < fresh[key]):
                fresh[key] = url
        if self._answers:
            passed = {key for key, url in fresh.items() if self._answers_no_page(url)}
            self.passed_over += len(passed)
            self._visited.update(passed)
            fresh = {key: url for key, url in fresh.items() if key not in passed}
        if not fresh:
            self.stopped = "done"
        elif self.depth >= limits.depth:
            self.stopped = "depth"
        elif self.pages >= limits.pages:
            self.stopped = "pages"
        elif self.deadline is not None and now >= self.deadline:
            self.stopped = "time"
        if self.stopped:
            return []
        level = crawl_order(fresh.values())[: limits.pages - self.pages]
        self._visited.update(crawl_key(url) for url in level)
        self.depth += 1
        self.pages += len(level)
        return level


def crawl_key(url: str) -> str:
    """What the link crawl fetches once: :func:`link_key` of the canonical URL (parameters
    sorted, escapes normalised).

    >>> crawl_key("https://www.s.example/Blog/?b=2&a=1#top") == crawl_key("https://s.example/blog?a=1&b=2")
    True
    """
    return link_key(canonicalize_url(url))
