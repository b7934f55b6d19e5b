"""URLs that act instead of showing a page: never sampled, exported or requested.

A sitemap made by a crawler lists whatever links it met, and some links do something when
visited: ``misc.php?action=markread`` marks a forum read, ``usercp2.php?action=addsubscription
&my_post_key=...`` subscribes the session, ``/user/logout`` ends it, ``attachment.php?aid=7``
sends a file. pa11y-ci and Lighthouse open every sampled URL with a GET, so such a URL must not
be sampled, and the crawl must not request it. Three reasons, checked in this order:

* ``token``: a parameter whose name is a CSRF token or nonce (``my_post_key``, ``_wpnonce``,
  ``csrf_token``, ``authenticity_token``, Liferay's ``p_auth``...). A token is put on a link because the link changes
  something. (A session id, ``sid``, ``PHPSESSID``, is dropped from the URL instead, see
  :data:`.urls.SESSION_KEYS`: the page is the same without someone's session.)
* ``state_change``: the value of an action-like parameter (``action``, ``do``, ``mode``,
  ``op``, ``task``...), the last part of a route a parameter names (``?route=account/logout``)
  or a parameter's name (``?add-to-cart=42``, ``?mylogout=``) that names a change (log out,
  mark read, subscribe, opt out, delete, vote, add, buy now, add to cart, edit...) or sets a
  preference of the session (``?setCurrencyId=2``), any parameter's value
  that is a logout (``?logintype=logout``), a parameter naming a form it submits
  (``?SubmitCurrency=1``), a leaf that logs out (``/logout``, ``/sign-out``), or a program
  named for a removal (``removepage.action``, ``delete_post.php``).
* ``download``: a file sent by a script (``attachment.php?aid=7``, ``download.php?id=3``,
  ``?action=dlattach``, a journal's ``/article/download/12/34``). Documents with a file extension are kept apart elsewhere
  (:mod:`.documents`).

Names and values are read as whole words (``sortOrder`` is "sort" "order", ``addsubscription``
one word), and two or three adjacent words also as written together, so ``mark-read``,
``mark_read`` and ``markRead`` are ``markread``, and ``my_post_key`` holds ``postkey``. A word
inside another never counts: ``?action=address`` adds nothing, ``?tokenizer=`` is no token.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from urllib.parse import unquote_plus

TOKEN, STATE_CHANGE, DOWNLOAD = "token", "state_change", "download"
#: The reasons, in the order they are checked.
REASONS = (TOKEN, STATE_CHANGE, DOWNLOAD)

#: Parameter names (as words, or adjacent words written together) that carry a CSRF token or nonce.
TOKEN_WORDS = frozenset(
    "token csrf xsrf nonce wpnonce csrfmiddlewaretoken csrftoken xsrftoken sesskey postkey formkey "
    "logoutkey authenticator pauth sectok signature formhash crumb".split()
)
#: A parameter's name that is a token itself, given any value: Joomla's form token, 32 hex
#: digits named with the value 1 (``?task=karmaup&userid=65&3f2a...7e8=1``).
_TOKEN_NAME = re.compile(r"(?=[a-f]*[0-9])(?=[0-9]*[a-f])[0-9a-f]{32,}", re.IGNORECASE)
#: How a parameter's name written as one lower-case word ends when it is a token's
#: (vBulletin's ``securitytoken``, ``formtoken``); ``tokenizer`` starts so, a token it is not.
TOKEN_ENDINGS = ("token", "nonce")
#: Parameter names whose value says what the program does (``ctl``: the control an ASP.NET CMS
#: loads, DNN's ``?ctl=Edit&mid=421``).
ACTION_KEYS = frozenset("action act do mode op operation task cmd command func ctl ctrl dispatch".split())
#: Of those, the names whose value may be the action's number: ExpressionEngine runs every
#: action by ``index.php?ACT=<n>`` (a logout, a subscription, a form's submission).
NUMBERED_ACTION_KEYS = frozenset(("act", "action"))
#: Parameter names (the last bracketed name of a nested one) that put an amount of something
#: into a cart: ``/orders/populate?variant_id=3&quantity=1``, Shopware's
#: ``/checkout/line-item/add?lineItems[7][quantity]=1``. A link carries one only to add.
QUANTITY_KEYS = frozenset(("quantity", "qty"))
#: The last words (or all the words written together) of parameter names that ask for a file
#: of the page: a calendar's or a contact card's (The Events Calendar's ``?ical=1`` and
#: ``&outlook-ical=1``, a directory's ``?vCard=1``), or the page's file itself (a document
#: library's ``?download=true``): a download, no page.
CALENDAR_FILE_WORDS = frozenset(("ical", "ics", "vcal", "vcs", "vcard", "vcf"))
FILE_PARAMETER_WORDS = CALENDAR_FILE_WORDS | {"download"}
#: Parameter names that choose the format a page is sent in, and the formats that are files,
#: not pages: Trac's ``?format=csv``, Bugzilla's ``&ctype=atom``, GitLab's ``?format=atom``.
FORMAT_KEYS = frozenset(("format", "ctype", "fmt", "output"))
FILE_FORMAT_VALUES = frozenset("csv tsv txt rss atom xml json ics zip pdf epub doc docx xls xlsx odt rtf md markdown "
                               "raw mbox".split())
#: Liferay's (a portal's) phase of a request, named on every portlet's URL: ``1`` runs the
#: portlet's action (a rating, a subscription: the phase that may change state), ``2`` serves
#: a resource (a file, a feed, a script's data). ``0`` renders a page.
PORTLET_PHASE_KEY = "p_p_lifecycle"
#: What a value (or a parameter's name) says when visiting the URL changes something.
STATE_CHANGES = frozenset(
    "logout logoff signout signoff "
    "delete del remove destroy purge trash "
    "subscribe unsubscribe addsubscription removesubscription dosubscribe dounsubscribe notify optout resubscribe "
    "markread markallread markasread markforumsread markunread "
    "vote upvote downvote unvote "
    "add buynow addtocart addtobasket addtowishlist addtofavorites addtofavourites removefromcart emptycart "
    "follow unfollow block unblock ban unban star unstar watch unwatch enroll unenroll enrol unenrol join unjoin leave "
    "publish unpublish retract reject approve "
    "rate like unlike confirm optin activate revert rollback toggle "
    "edit preview clearcache flushcache purgecache".split()
)
#: Parameter names that are an action by themselves (``?add-to-cart=42``, ``?logout=1``): the
#: unambiguous part of :data:`STATE_CHANGES` (``?block=3`` names a block, ``?follow=`` a link).
ACTION_NAMES = frozenset(
    "logout logoff signout delete unsubscribe markread markallread markasread "
    "addtocart addtobasket addtowishlist removefromcart emptycart edit vote upvote downvote "
    "watch unwatch bookmark unbookmark marktime helpful unhelpful clearcache flushcache purgecache".split()
)
#: What a visitor chooses for the session (its language, currency, style), set by a link:
#: OJS's ``/user/setLocale/fr_CA``, BigCommerce's ``?setCurrencyId=2``, a help centre's
#: ``/hc/change_language/de``, nopCommerce's ``/changecurrency/12``, a shop's price list
#: (Odoo's ``/shop/change_pricelist/3``). A verb of setting, then the preference, as adjacent
#: words (:func:`switches_preference`).
PREFERENCE_VERBS = ("set", "change", "switch", "select", "choose", "update", "save")
PREFERENCES = ("language", "lang", "locale", "culture", "currency", "country", "region", "style", "theme", "skin",
               "pricelist")
#: The verb first or last: OpenCart's route ``common/currency.save``.
PREFERENCE_SWITCHES = frozenset(pair for verb in PREFERENCE_VERBS for preference in PREFERENCES
                                for pair in (verb + preference, preference + verb))
#: What a page is shown in besides its language, each a parameter's whole name, alone or with
#: "id": such a parameter shows the same page in another style or currency, and forum and shop
#: programs keep the choice in the session (vBulletin's ``?styleid=3``, XenForo's
#: ``style_id``, phpBB's ``?style=2``, a shop's ``?currency=EUR``). A language's parameter
#: names a translation, a page of its own (:data:`PREFERENCES` holds the others too).
#: A plugin's prefix may come first (WooCommerce currency switchers' ``?wmc-currency=EUR``).
PRESENTATIONS = ("style", "theme", "skin", "currency", "cur", "curr")  # OXID's ?cur=1, JTL's ?curr=EUR
PRESENTATION_NAMES = frozenset(name + suffix for name in PRESENTATIONS for suffix in ("", "id"))
#: Of those, the abbreviations, a presentation only as the whole name: after a prefix, ``cur``
#: is a list's cursor (a portal's ``_BlogsPortlet_cur=2``, its second page).
ABBREVIATED_PRESENTATIONS = frozenset(("cur", "curr"))
#: The first words of a program's name (its leaf, with a program's extension) that removes
#: something: ``removepage.action``, ``deleteComment.do``, ``delete_post.php``. A program's name
#: is code and says what it does; a page's name (``/deleted-scenes``, ``removals.html``) is not.
REMOVALS = ("delete", "remove", "destroy", "purge", "trash")
#: Their past participles, which name what was removed (``deleted.php``, a list of it).
_REMOVED = tuple(verb.rstrip("e") + "ed" for verb in REMOVALS)
#: Path leaves (without a page extension, after a namespace's colon) that log out, their words
#: written together (``log-out.php``); a leaf whose last word ends with one logs out too
#: (:func:`ends_logging_out`).
LOGOUT_LEAVES = frozenset("logout logoff signout signoff".split())
#: A path's last segment naming a file's format, below a segment naming downloads (Read the
#: Docs' ``/_/downloads/<lang>/<version>/pdf/``): the address sends the file.
FILE_FORMATS = frozenset("pdf epub htmlzip zip mobi docx odt".split())
DOWNLOAD_WORDS = frozenset(("download", "downloads"))
#: A path's last segment naming the format a page is exported in, right after an ``export``
#: segment: BookStack's ``/books/<book>/page/<page>/export/plaintext`` sends the page as a file
#: to save (``Content-Disposition: attachment``), in HTML too.
EXPORT_FORMATS = FILE_FORMATS | frozenset("html plaintext markdown md txt text csv json xml rtf".split())
#: The formats a reference manager imports a citation in, as such a last segment after an
#: ``export`` or a ``download`` segment: a journal's ``/citationstylelanguage/download/ris?...``.
CITATION_FORMATS = frozenset("ris bib bibtex enw endnote refworks refer mods nbib cff csljson medline marc "
                             "marcxml".split())
#: Folders a CMS's script sends files from, by the file's id and name below them: Kentico's
#: ``/getattachment/<guid>/<name>.aspx`` and ``/getmedia/<guid>/<name>.pdf.aspx``, a
#: municipal CMS's ``/AgendaCenter/ViewFile/Agenda/_11032026-789``.
FILE_GETTERS = frozenset(("getattachment", "getmedia", "getfile", "getdocument", "viewfile"))
#: What a script's name or an action says when it sends a file.
DOWNLOADS = frozenset("download dl attachment attach getfile getattachment dlattach filedownload".split())

_WORDS = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")
#: The extensions of programs (which may act when visited), and of static pages (which cannot).
PROGRAM_EXTENSIONS = r"\.(?:php\d?|aspx?|ashx|jsp|do|action|cfm|cgi|pl)"
_PAGE_EXTENSION = re.compile(PROGRAM_EXTENSIONS + "$", re.IGNORECASE)
_STATIC_EXTENSIONS = (".html", ".htm")
#: Runs of up to this many adjacent words are also read written together.
MAX_JOINED = 3


@lru_cache(maxsize=1 << 12)
def phrases(text: str) -> frozenset[str]:
    """The words of ``text`` (split at punctuation and camelCase, lower-cased) and every run of
    up to :data:`MAX_JOINED` adjacent words written together.

    >>> sorted(phrases("my_post_key"))
    ['key', 'my', 'mypost', 'mypostkey', 'post', 'postkey']
    >>> sorted(phrases("markRead"))
    ['mark', 'markread', 'read']
    """
    words = [word.lower() for word in _WORDS.findall(text)]
    return frozenset("".join(words[start:start + size]) for size in range(1, MAX_JOINED + 1)
                     for start in range(len(words) - size + 1))


def action_reason(url: str) -> str | None:
    """Why ``url`` acts instead of showing a page (``token``, ``state_change``, ``download``),
    or None for a page.

    >>> action_reason("http://forum.example/usercp2.php?action=addsubscription&tid=98&my_post_key=8bf9")
    'token'
    >>> action_reason("http://forum.example/misc.php?action=markread&fid=34")
    'state_change'
    >>> action_reason("http://shop.example/?add-to-cart=42")
    'state_change'
    >>> action_reason("http://site.example/user/logout")
    'state_change'
    >>> action_reason("http://forum.example/attachment.php?aid=7")
    'download'
    >>> action_reason("http://docs.example/_/downloads/en/latest/pdf/")
    'download'
    >>> action_reason("http://journal.example/index.php/j/article/download/12/34"), action_reason("http://s.example/downloads/2024")
    ('download', None)
    >>> action_reason("http://k.example/getattachment/3f2a-77/Datasheet.aspx"), action_reason("http://s.example/get-started/")
    ('download', None)
    >>> action_reason("http://r.example/bitstreams/9b1c3e2a-77d0-4f3b-9e1a-2b6f0c8d4e51/download"), action_reason("http://s.example/apps/v2/download")
    ('download', None)
    >>> action_reason("http://w.example/books/guide/page/intro/export/html"), action_reason("http://s.example/docs/export")
    ('download', None)
    >>> action_reason("http://forum.example/member.php?action=login")  # a page: the login form
    >>> action_reason("http://forum.example/showthread.php?tid=81&sid=9f2c")  # a session id is dropped, not refused
    """
    path, _, query = url.strip().partition("#")[0].partition("?")
    if query and "/" in query:
        head, _, rest = query.partition("&")
        if is_query_path(head):  # the page's path written as its query (?post/2026/10/09/slug)
            path, query = path.rstrip("/") + "/" + head.lstrip("/"), rest
    folder, _, leaf = path.rstrip("/").rpartition("/")
    if leaf.lower() in FILE_FORMATS and (query or DOWNLOAD_WORDS & set(phrases(unquote_plus(folder)))):
        return DOWNLOAD  # a build's file asked for by its format: /_/downloads/en/latest/pdf/, /export/pdf?page=3
    if leaf.isdigit() and "download" in path.lower() and _downloads_by_number(path):
        return DOWNLOAD  # a file asked for by its numbers: OJS's /article/download/12/34
    if leaf.lower() == "download" and _RECORD_ID.fullmatch(folder.rpartition("/")[2]):
        return DOWNLOAD  # a record's file: DSpace's /bitstreams/<uuid>/download
    if leaf.lower() in EXPORT_FORMATS and folder.rpartition("/")[2].lower() == "export":
        return DOWNLOAD  # a page exported as a file: BookStack's /books/b/page/p/export/html
    if leaf.lower() in CITATION_FORMATS and folder.rpartition("/")[2].lower() in ("export", "download"):
        return DOWNLOAD  # a citation as a file: OJS's /citationstylelanguage/download/ris?submissionId=19
    if _RECORD_ID.fullmatch(leaf) and _exports_a_record(folder):
        return DOWNLOAD  # a record sent as a file by its format: /publications/export/bibtex/200
    if _sends_files(folder):
        return DOWNLOAD  # a file a script sends by its name: Kentico's /getattachment/<guid>/Datasheet.aspx
    local = _local_path(path)
    if ":" in local and _names_a_token(local):
        return TOKEN  # a token as a segment's name:value pair: Grav's /logout-nonce:9f8e/
    if _logs_out_in(local.rstrip("/").rpartition("/")[0]):
        return STATE_CHANGE  # a logout with more after it: /login/do_logout/<token>, /user/logout/confirm
    if _acts_by_path(local):
        return STATE_CHANGE  # an action key written as a segment: Gogs's /<owner>/<repo>/action/star
    if not query:
        return STATE_CHANGE if is_logout_leaf(leaf) or removes(leaf) else program_kind(leaf, False) if "." in leaf else None
    return query_reason(leaf, query)


#: The verbs a program's name starts or ends with when visiting it sets what its parameters
#: say (MantisBT's ``set_project.php?project_id=3``, ``view_all_set.php?type=1``, which store
#: the visitor's project and filter).
SETTING_VERBS = ("set", "switch")
#: The words of a program's name that send a file, as its last word or before the file's own
#: words only: a download counted (Tiki's ``tiki-download_file.php?fileId=1``), a list
#: exported (MantisBT's ``csv_export.php``, Tiki's ``tiki-calendar_export_ical.php``). A page
#: offering downloads names more (``DownloadCenter.aspx``, ``download_page.php``).
FILE_PROGRAM_WORDS = ("download", "export", "attachment")
FILE_NOUNS = frozenset("file files attachment attachments ical ics csv xml pdf document documents".split())


def program_kind(leaf: str, has_query: bool = True, pairs: Sequence[tuple[str, str, str]] = ()) -> str | None:
    """What a program's name (a last segment with a program's extension) says by any of its
    words, where the name may start with the program's own prefix (Tiki's ``tiki-``, a
    plugin's): a logout (``logout_page.php``), a removal (``tiki-removepage.php``), a setting
    given parameters (``view_all_set.php?type=1``; ``set_project.php?project_id=3``, the words
    of whose parameters' names, ``pairs``, name what it sets: ``SetDetails.aspx?SetID=1`` shows a set), a file
    (``csv_export.php``); else None. A name of one word is read by the other rules
    (``download.php``, ``settings.php``).

    >>> program_kind("logout_page.php"), program_kind("tiki-removepage.php"), program_kind("set_project.php", True, [("project_id", "=", "3")])
    ('state_change', 'state_change', 'state_change')
    >>> program_kind("view_all_set.php"), program_kind("SetDetails.aspx", True, [("SetID", "=", "1")])
    ('state_change', None)
    >>> program_kind("tiki-download_file.php"), program_kind("excel_xml_export.php"), program_kind("view_all_set.php", False)
    ('download', 'download', None)
    >>> program_kind("downloads.php"), program_kind("asset_view.php"), program_kind("reset_password.php"), program_kind("export-guide.html")
    (None, None, None, None)
    >>> program_kind("DownloadCenter.aspx"), program_kind("download_page.php"), program_kind("tiki-calendar_export_ical.php")
    (None, None, 'download')
    """
    name = _PAGE_EXTENSION.sub("", leaf)
    if name == leaf:
        return None
    words = split_words(name)
    if len(words) < 2:
        return None
    if any(ends_logging_out(word) for word in words) or any(
            (joined := "".join(words[at:])).startswith(REMOVALS) and not joined.startswith(_REMOVED)
            for at in range(1, len(words))):
        return STATE_CHANGE
    if words[-1] in SETTING_VERBS and has_query or words[0] in SETTING_VERBS and any(
            words[1] in split_words(unquote_plus(key)) for key, _, _ in pairs):
        return STATE_CHANGE
    return DOWNLOAD if any(word in FILE_PROGRAM_WORDS and FILE_NOUNS.issuperset(words[at + 1:])
                           for at, word in enumerate(words)) else None


def _exports_a_record(folder: str) -> bool:
    """Whether a path's folder (before a record's id) ends with an ``export`` or ``download``
    segment and a file's or a citation's format (:data:`EXPORT_FORMATS`,
    :data:`CITATION_FORMATS`): a bibliography's ``/publications/export/bibtex/<id>``.

    >>> _exports_a_record("/jsmith/publications/export/bibtex"), _exports_a_record("/docs/export/html")
    (True, True)
    >>> _exports_a_record("/docs/html"), _exports_a_record("/export")
    (False, False)
    """
    head, _, format_name = folder.rpartition("/")
    return format_name.lower() in EXPORT_FORMATS | CITATION_FORMATS \
        and head.rpartition("/")[2].lower() in ("export", "download")


def _sends_files(folder: str) -> bool:
    """Whether a URL's folder (its path up to the last "/") names a script that sends files
    (:data:`FILE_GETTERS`) as a segment."""
    lowered = folder.lower()
    return ("/get" in lowered or "/viewfile" in lowered) and any(
        joined_words(unquote_plus(segment)) in FILE_GETTERS for segment in folder.split("/"))


def _acts_by_path(path: str) -> bool:
    """Whether a path (without scheme and host) holds an action-like key as a segment
    (:data:`ACTION_KEYS`) and a state change as the next (:func:`_value_reason`), as
    ``?action=star`` would: ``/alice/site/action/star``, ``/do/unsubscribe``. A folder of
    actions' pages (``/actions/``, ``/action/overview``) is none.

    >>> _acts_by_path("alice/site/action/star"), _acts_by_path("docs/action/overview"), _acts_by_path("mode/edit-guide")
    (True, False, False)
    """
    segments = path.lower().split("/")
    return any(segment in ACTION_KEYS and joined_words(following) in STATE_CHANGES
               for segment, following in zip(segments, segments[1:]))


def _local_path(url: str) -> str:
    """``url``'s path without its scheme and host (a path alone as it is), without its first
    slash: what the path rules read, so that a host's name or port is never a segment."""
    return url.partition("//")[2].partition("/")[2] if "//" in url else url.lstrip("/")


def _logs_out_in(folders: str) -> bool:
    """Whether one of the (local) ``folders`` logs out (:func:`is_logout_leaf`)."""
    return ("out" in folders or "off" in folders) and any(map(is_logout_leaf, folders.split("/")))


#: How a program's name is written in a URL (``.php``, ``.aspx``...), and the words whose
#: programs act without a query (:func:`program_kind`, :func:`removes`): a cheap test of a
#: folder's URLs, before each is read.
PROGRAM_MARK = re.compile(PROGRAM_EXTENSIONS + r"(?=[?#/\n]|$|https?:)", re.IGNORECASE | re.MULTILINE)
PROGRAM_ACTION_HINTS = ("logout", "logoff", "signout", "export", "download", *REMOVALS)


def programs_may_act(text: str) -> bool:
    """Whether a folder's URLs (``text``, joined) may hold a program that acts by its name alone,
    without a query: a logout, a removal, a file sent (``logout_page.php``, ``removepage.action``,
    ``csv_export.php``). :func:`action_reason` then reads each URL.

    >>> programs_may_act("https://t.example/csv_export.php"), programs_may_act("https://t.example/removepage.action")
    (True, True)
    >>> programs_may_act("https://t.example/docs/export-guide.html"), programs_may_act("https://t.example/view.php")
    (False, False)
    """
    if PROGRAM_MARK.search(text) is None:  # one pass over the folder's URLs, most of which name no program
        return False
    lowered = text.lower()
    return any(hint in lowered for hint in PROGRAM_ACTION_HINTS)


def folder_may_act(head: str, colon_after: bool) -> bool:
    """Whether a folder's URLs may act by their path beyond their last segment's name (which
    :func:`~.urls.is_page_leaf` reads): ``head`` is the folder (its URL up to the last "/"),
    ``colon_after`` whether a URL holds a colon after it. True when the folder's path logs out,
    or names an action-like key, an export or an exported format as its last segment, or acts by an action-like key
    and its value as segments (DNN's ``/Home/ctl/Edit/mid/421``), or a segment holds a colon (a
    ``name:value`` pair, perhaps a token's): :func:`action_reason` then reads each URL. A cheap
    test, per folder.

    >>> folder_may_act("https://g.example/task:login.logout", True), folder_may_act("https://g.example:8080/blog", False)
    (True, False)
    >>> folder_may_act("https://c.example/login/do_logout", False), folder_may_act("https://f.example/a/site/action", False)
    (True, True)
    >>> folder_may_act("https://w.example/books/guide/export", False), folder_may_act("https://d.example/Home/ctl/Edit/mid", False)
    (True, True)
    >>> folder_may_act("https://k.example/getattachment/3f2a-77", False)
    True
    >>> folder_may_act("https://o.example/jsmith/publications/export/bibtex", False)
    True
    """
    local = _local_path(head)
    last = local.rpartition("/")[2].lower()
    return colon_after or ":" in local or _logs_out_in(local) or last in ACTION_KEYS or last == "export" \
        or _acts_by_path(local) or _sends_files("/" + local + "/") or _exports_a_record("/" + local)


def _names_a_token(path: str) -> bool:
    """Whether a path holds a segment written as ``name:value`` (Grav's parameters) whose name
    is a token's (:data:`TOKEN_WORDS`) and which has a value: ``/logout-nonce:9f8e``. A wiki's
    ``/wiki/Help:Tokens`` names a page in a namespace."""
    for segment in path.split("/"):
        name, colon, value = unquote_plus(segment).partition(":")
        if colon and value and not TOKEN_WORDS.isdisjoint(phrases(name)):
            return True
    return False


def _downloads_by_number(path: str) -> bool:
    """Whether a path ends with a ``download`` segment and numbers only after it (a journal's
    ``/article/download/12/34``, the file of article 12's galley 34); ``/downloads/2024`` is
    a list, by its plural."""
    segments = path.rstrip("/").split("/")
    named = [at for at, segment in enumerate(segments) if joined_words(segment) in _DOWNLOAD_SEGMENTS]
    return bool(named) and all(segment.isdigit() for segment in segments[named[-1] + 1:])


#: A record's id as a path segment: a number, or eight hex digits or more, with hyphens
#: (a UUID): ``/bitstreams/<id>/download`` sends the record's file, where ``/apps/v2/download``
#: is a page.
_RECORD_ID = re.compile(r"[0-9]+|(?=[0-9a-fA-F-]*[0-9])[0-9a-fA-F][0-9a-fA-F-]{7,}")
#: A segment asking for a file by the numbers after it: OJS's ``/download/12/34``, Concrete
#: CMS's ``/download_file/12/34``.
_DOWNLOAD_SEGMENTS = frozenset(("download", "downloadfile"))


def is_logout_leaf(leaf: str) -> bool:
    """Whether a path's last segment logs out (``logout``, ``Sign-Out.aspx``, a wiki's
    ``Special:UserLogout``), whatever follows. A static file's name written as words is a page:
    ``log-out.html`` is a help page about logging out; but a logout's word alone, one word,
    is a program that writes its pages so (Request Tracker's ``/NoAuth/Logout.html``).

    >>> is_logout_leaf("log-out.php"), is_logout_leaf("how-to-log-out"), is_logout_leaf("log-out.html")
    (True, False, False)
    >>> is_logout_leaf("Special:UserLogout"), is_logout_leaf("Help:Logging_out"), is_logout_leaf("Logout.html")
    (True, False, True)

    A component's name may hold it as a part: Khoros's ``page.logoutpage``.

    >>> is_logout_leaf("page.logoutpage"), is_logout_leaf("page.logbookpage")
    (True, False)
    """
    if leaf.lower().endswith(_STATIC_EXTENSIONS):
        return leaf.rsplit(".", 1)[0].lower() in LOGOUT_LEAVES
    name = _PAGE_EXTENSION.sub("", leaf).rpartition(":")[2]
    return logs_out(name) or "." in name and any(
        part.lower().removesuffix("page") in LOGOUT_LEAVES for part in name.split("."))


def removes(leaf: str) -> bool:
    """Whether a path's last segment is a program (``.action``, ``.php``, ``.do``...) whose
    name starts with a removal (:data:`REMOVALS`): Confluence's ``removepage.action``, a
    forum's ``delete_post.php``. A page's name says nothing of what a visit does.

    >>> removes("removepage.action"), removes("deleteComment.do"), removes("delete_post.php")
    (True, True, True)
    >>> removes("removals.php"), removes("deleted.php"), removes("remove-stains.html"), removes("viewpage.action")
    (False, False, False, False)
    """
    if not _PAGE_EXTENSION.search(leaf):
        return False
    name = joined_words(_PAGE_EXTENSION.sub("", leaf))
    return name.startswith(REMOVALS) and not name.startswith(_REMOVED)


def logs_out(name: str) -> bool:
    """Whether a leaf's name (no extension) names a logout: its words written together are one
    (``Sign-Out``), or its last word ends with one (:func:`ends_logging_out`).

    >>> logs_out("customer-logout"), logs_out("UserLogout"), logs_out("how-to-log-out"), logs_out("logout-help")
    (True, True, False, False)
    """
    words = _WORDS.findall(name)
    return "".join(words).lower() in LOGOUT_LEAVES or bool(words) and ends_logging_out(words[-1].lower())


def ends_logging_out(word: str) -> bool:
    """Whether a lower-case word ends with "logout", written together with what names whose
    session it ends or where the link sits: WooCommerce's ``customer-logout`` is the word,
    Joomla's ``user.menulogout`` ends with it. A word that merely holds it does not, nor one
    ending with another of :data:`LOGOUT_LEAVES`, which words end with by chance: a tag
    ``designoff`` is a design-off.

    >>> ends_logging_out("menulogout"), ends_logging_out("logoutpage"), ends_logging_out("designoff")
    (True, False, False)
    """
    return word.endswith("logout")


#: What separates a query's parameters: "&", and ";" as SMF writes them
#: (``index.php?action=likes;sa=like;like=5;b2e8a1f0=<token>``).
_SEPARATORS = re.compile(r"[&;]")
#: A parameter's name drawn at random for each session (hex digits, a digit and a letter among
#: them), which programs give the session's token under so that no page can guess it.
_RANDOM_NAME = re.compile(r"(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{6,16}")
_HEX = re.compile(r"[0-9a-fA-F]+")


def _names_a_key(name: str) -> bool:
    """Whether a raw parameter name's last word is "key" (``key``, ``member_key``)."""
    words = split_words(unquote_plus(name))
    return bool(words) and words[-1] == "key"


def query_reason(leaf: str, query: str) -> str | None:
    """:func:`action_reason` of a path's last segment ``leaf`` and its raw ``query``.

    What the parameters' names say is decided once per set of names (:func:`_names_reason`: a
    site spells a handful), the values of action-like keys once per value
    (:func:`_value_reason`), as is any other value that names a page (:func:`_names_a_change`:
    a route's last part, a wiki's special page), and a leaf is read only when it holds a hint
    (:func:`_leaf_kind`).

    >>> query_reason("index.php", "route=account/logout"), query_reason("index.php", "route=account%2Flogin")
    ('state_change', None)
    >>> query_reason("compare", "action=yith-woocompare-add-product&id=4"), query_reason("index.php", "action=buy_now&products_id=3")
    ('state_change', 'state_change')
    >>> query_reason("index.php", "title=Special:UserLogout&returnto=Main_Page"), query_reason("index.php", "title=Logout")
    ('state_change', None)
    >>> query_reason("", "mylogout="), query_reason("intranet", "logintype=logout"), query_reason("contact-us", "id_currency=2&SubmitCurrency=1")
    ('state_change', 'state_change', 'state_change')
    >>> query_reason("search", "q=shoes&submit=Search"), query_reason("removepage.action", "pageId=7")
    (None, 'state_change')
    >>> query_reason("index.php", "ACT=12"), query_reason("index.php", "action=12&entry_id=4"), query_reason("index.php", "id=12")
    ('state_change', 'state_change', None)
    >>> query_reason("add", "lineItems%5B7%5D%5Bquantity%5D=1"), query_reason("", "post_type=tribe_events&ical=1")
    ('state_change', 'download')
    >>> query_reason("index.php", "action=likes;sa=like;like=5;b2e8a1f0=" + "3f" * 16), query_reason("index.php", "topic=12.0;wap2")
    ('token', None)
    >>> query_reason("item", "id=5f4dcc3b5aa765d61d8327deb882cf99"), query_reason("item", "cafe12=5f4dcc3b5aa765d61d8327deb882cf99")
    (None, 'token')
    >>> query_reason("newsletters", "uuid=7f3e&key=" + "ab12" * 16), query_reason("search", "key=shoes")
    ('token', None)
    """
    pairs = [pair.partition("=") for pair in (_SEPARATORS.split(query) if ";" in query else query.split("&")) if pair]
    reason, acting = _names_reason(tuple(key for key, _, _ in pairs))
    if reason:
        return reason
    if any(len(value) >= 32 and _HEX.fullmatch(value) and (_RANDOM_NAME.fullmatch(key) or _names_a_key(key))
           for key, _, value in pairs):
        # a session's token under a name drawn at random (SMF's ;b2e8a1f0=<32 hex digits>), or a
        # member's own key (Ghost's /members/api/member/newsletters?uuid=...&key=<64 hex digits>)
        return TOKEN
    leaf_kind = _leaf_kind(leaf, pairs)
    if leaf_kind == STATE_CHANGE or removes(leaf) or sets_by_verb(leaf, pairs) or chooses_and_returns(pairs) \
            or fills_a_list(leaf, pairs):
        return STATE_CHANGE
    download = leaf_kind == DOWNLOAD
    if PORTLET_PHASE_KEY in query:
        for key, _, value in pairs:
            if key == PORTLET_PHASE_KEY and value in ("1", "2"):
                return STATE_CHANGE if value == "1" else DOWNLOAD  # a portlet's action, or a resource it serves
    for index in acting:
        key, _, value = pairs[index]
        said = _value_reason(value)
        if said == STATE_CHANGE or value.isdigit() and key.strip().lower() in NUMBERED_ACTION_KEYS \
                or calls_a_handler(value):
            return STATE_CHANGE
        download = download or said == DOWNLOAD
    if any(_may_name_a_page(value) and _names_a_change(value) or is_logout_value(value)
           or is_toggle(value) and key.strip().lower().endswith("action") for key, _, value in pairs):
        return STATE_CHANGE
    if any(unquote_plus(value).lower() in FILE_FORMAT_VALUES and key.strip().lower() in FORMAT_KEYS for key, _, value in pairs):
        return DOWNLOAD  # the page as a file: Trac's ?format=csv, Bugzilla's &ctype=atom
    return DOWNLOAD if download else None


#: The verbs of a handler that only shows (:func:`calls_a_handler`).
READING_VERBS = frozenset("show view display list get search browse find open read print preview".split())
#: A handler's name as code writes it: "do" and then a capital or an underscore (``doNext_month``).
_HANDLER = re.compile(r"do(?:[A-Z]|_[A-Za-z])[A-Za-z0-9_]*")


def calls_a_handler(value: str) -> bool:
    """Whether an action-like key's raw value names the program's handler to run, as code
    names one: "do", then the verb as a capitalised or underscored word (a portal tool's
    ``sakai_action=doNext_month``, ``doSortbysubject``, ``doNew_site``: each moves or changes
    the tool's state on the server). A handler that only shows (:data:`READING_VERBS`) is a
    page; a word that starts with "do" is none.

    >>> calls_a_handler("doNext_month"), calls_a_handler("doExpand_collection"), calls_a_handler("do_save")
    (True, True, True)
    >>> calls_a_handler("doShowmetadata"), calls_a_handler("do_search"), calls_a_handler("download"), calls_a_handler("doc")
    (False, False, False, False)
    """
    if not _HANDLER.fullmatch(value):
        return False
    words = split_words(value[2:].lstrip("_"))
    return bool(words) and not any(words[0].startswith(verb) for verb in READING_VERBS)


#: How the name of the address to return to ends, after a program's prefix (XenForo's
#: ``_xfRedirect``, a shop's ``checkout_return_path``), and the names it goes by otherwise
#: (Drupal's ``destination``, WordPress's ``redirect_to``, Django's ``next``): the page is the
#: same, whatever it names (:mod:`.urls` drops such parameters from a page's key).
RETURN_SUFFIXES = ("redirect", "returnto", "return_to", "returnurl", "return_url", "return_path", "returnpath",
                   "destination", "redirect_url", "redirecturl", "dest_url", "desturl", "starturl", "start_url",
                   "redirect_uri", "goto_url", "gotourl")
RETURN_KEYS = frozenset(("next", "continue", "destination", "redirect_to", "came_from"))


def is_return_key(key: str) -> bool:
    """Whether a parameter's (lower-case) name is the address to return to.

    >>> is_return_key("_xfredirect"), is_return_key("returnurl"), is_return_key("next"), is_return_key("redirects")
    (True, True, True, False)
    >>> is_return_key("os_destination"), is_return_key("destinations"), is_return_key("redirect_url")
    (True, False, True)
    >>> is_return_key("dest_url"), is_return_key("starturl"), is_return_key("sysparm_goto_url"), is_return_key("redirect_uri")
    (True, True, True, True)
    """
    return key in RETURN_KEYS or key.endswith(RETURN_SUFFIXES)


def inner_name(key: str) -> str:
    """A (lower-case) parameter name as a program reads it: the last bracketed name of a
    nested one (TYPO3's ``tx_news_pi1[currentpage]`` is a page number, ``filter[sort]`` a
    sort), else the name.

    >>> inner_name("tx_news_pi1[@widget_0][currentpage]"), inner_name("page"), inner_name("ids[]")
    ('currentpage', 'page', 'ids[]')
    """
    if not key.endswith("]") or (start := key.rfind("[")) <= 0 or start == len(key) - 2:
        return key
    return key[start + 1:-1]


def sets_by_verb(leaf: str, pairs: list[tuple[str, str, str]]) -> bool:
    """Whether a path's last segment names a preference (:data:`PREFERENCES`) and a query
    parameter is named by a verb of setting (:data:`PREFERENCE_VERBS`), with a value:
    ``/locale?set=de``, ``/currency?change=EUR``; or its query holds a value and the address
    to return to once it is chosen: ``/misc/language?language_id=2&_xfRedirect=/threads/``.
    ``/language?page=2`` lists languages.

    >>> sets_by_verb("locale", [("set", "=", "de")]), sets_by_verb("language", [("page", "=", "2")])
    (True, False)
    >>> sets_by_verb("language", [("language_id", "=", "2"), ("_xfRedirect", "=", "/t/")]), sets_by_verb("language", [("next", "=", "/t/")])
    (True, False)
    """
    if joined_words(unquote_plus(leaf)) not in PREFERENCES:
        return False
    keys = [unquote_plus(key).strip().lower() for key, _, value in pairs if value]
    return any(joined_words(key) in PREFERENCE_VERBS for key in keys) or (
        # chosen, then back to the page it was chosen on: XenForo's /misc/language?language_id=2&_xfRedirect=...
        any(map(is_return_key, keys)) and len(keys) > 1)


#: The words a preference's parameter may begin with before the preference, written as one
#: word: the one chosen (Orchard Core's ``targetculture``, a site's ``newlang``).
CHOSEN_WORDS = ("target", "new", "to", "set", "selected", "chosen")


def names_a_choice(key: str) -> bool:
    """Whether a parameter's (decoded) name is a preference (:data:`PREFERENCES`) as its last
    word, or written as one word after a word of choosing (:data:`CHOSEN_WORDS`).

    >>> names_a_choice("targetculture"), names_a_choice("language_id"), names_a_choice("site-lang")
    (True, False, True)
    >>> names_a_choice("slang"), names_a_choice("languages"), names_a_choice("theme")
    (False, False, True)
    """
    words = split_words(key)
    if not words:
        return False
    last = words[-1]
    return last in PREFERENCES or any(last == word + preference for word in CHOSEN_WORDS for preference in PREFERENCES)


def chooses_and_returns(pairs: list[tuple[str, str, str]]) -> bool:
    """Whether a query chooses a preference and names the page to go to once it is chosen: a
    parameter naming the preference (:func:`names_a_choice`) with a value, beside another
    whose value is an address (a path of the site, or a URL) or whose name is the address to
    return to (:func:`is_return_key`). A language switcher sets the session's language and
    sends the visitor back (Orchard Core's ``/RedirectToLocalizedContent?contentItemUrl=%2F&targetculture=fr``);
    a translation's own page names no page to go to (``?lang=fr``).

    >>> chooses_and_returns([("contentItemUrl", "=", "%2Fblog"), ("targetculture", "=", "fr")])
    True
    >>> chooses_and_returns([("lang", "=", "fr")]), chooses_and_returns([("lang", "=", "fr"), ("page", "=", "2")])
    (False, False)
    >>> chooses_and_returns([("theme", "=", "dark"), ("redirect", "=", "")]), chooses_and_returns([("next", "=", "/t/")])
    (True, False)
    """
    chosen = [at for at, (key, _, value) in enumerate(pairs) if value and names_a_choice(unquote_plus(key).strip())]
    if not chosen:
        return False
    return any(at not in chosen and (is_return_key(unquote_plus(key).strip().lower())
                                     or unquote_plus(value).startswith(("/", "http://", "https://")))
               for at, (key, _, value) in enumerate(pairs))


def is_toggle(value: str) -> bool:
    """Whether a raw query value flips a setting of the session, written as code: MediaWiki's
    ``&mobileaction=toggle_view_mobile`` (read under a name ending in "action": a search's
    words may be spelled so).

    >>> is_toggle("toggle_view_mobile"), is_toggle("toggleTheme"), is_toggle("toggles"), is_toggle("toggle")
    (True, True, False, False)
    """
    return value[:6].lower() == "toggle" and len(value) > 6 and (value[6] in "_-." or value[6].isupper())


def is_logout_value(value: str) -> bool:
    """Whether a raw query value, whatever its parameter, is a logout written as code, in lower
    case: TYPO3's ``?logintype=logout``, a PHP app's ``?page=logout``. A wiki's page about it is
    a title (``?title=Logout``), and a logout written together with more is another value.

    >>> is_logout_value("logout"), is_logout_value("sign_out"), is_logout_value("Logout"), is_logout_value("logout-help")
    (True, True, False, False)
    """
    return ("out" in value or "off" in value) and value.islower() and joined_words(value) in LOGOUT_LEAVES


#: What a raw query value holds, plain or escaped, when it may name a page: a slash (a route)
#: or a colon (a page in a namespace).
_PAGE_MARKS = ("/", "%2F", "%2f", ":", "%3A", "%3a")


def _may_name_a_page(value: str) -> bool:
    """Whether a raw query value is worth decoding as a page's name (ids and words are most of
    a site's values, and each new one would miss the cache of :func:`_names_a_change`)."""
    return any(mark in value for mark in _PAGE_MARKS)


@lru_cache(maxsize=1 << 12)
def _names_a_change(value: str) -> bool:
    """Whether a raw query value names a page that acts: a route (:func:`is_route`) whose last
    part names a change, as an action-like key's value would (``account/logout``,
    ``checkout/cart/add``), or a wiki's logout page (``title=Special:UserLogout``,
    :func:`is_logout_leaf`)."""
    named = unquote_plus(value)
    if is_route(named) and _value_reason(named.rstrip("/").rpartition("/")[2]) == STATE_CHANGE:
        return True
    return ":" in named and is_logout_leaf(named)


def is_route(value: str) -> bool:
    """Whether a query parameter's (decoded) value is a route: a path a program serves pages
    by (``index.php?route=account/login``), not an address (``/``, ``?`` or a scheme first).
    The one test of it: page types, the learned clusterer and the actions all read routes.

    >>> is_route("account/logout"), is_route("/account/"), is_route("https://s.example/a/b"), is_route("news")
    (True, False, False, False)
    """
    return "/" in value and "://" not in value and value[:1] not in "/?"


def is_query_path(component: str) -> bool:
    """Whether a query's component with no value is a path: a program taking the page's
    address as its whole query (Dotclear's ``index.php?post/2026/10/09/slug``, a forum's
    ``index.php?/forums/topic/12-x/``), which names a page as a route's value does
    (:func:`is_route`), not a parameter.

    >>> is_query_path("post/2026/10/09/a-new-theme"), is_query_path("/forums/topic/12-x/"), is_query_path("archive")
    (True, True, False)
    >>> is_query_path("id=7/8"), is_query_path("https://s.example/a")
    (False, False)
    """
    return "/" in component and "=" not in component and "://" not in component


@lru_cache(maxsize=1 << 12)
def _names_reason(keys: tuple[str, ...]) -> tuple[str | None, tuple[int, ...]]:
    """For a query's raw parameter names: the reason they give alone (a token's name, a name
    that is an action), and the positions of the action-like keys, whose values decide."""
    names = [unquote_plus(key).strip() for key in keys]
    if any(not TOKEN_WORDS.isdisjoint(phrases(name)) or name.lower().endswith(TOKEN_ENDINGS)
           or _TOKEN_NAME.fullmatch(name) for name in names):
        return TOKEN, ()
    if any(joined_words(name) in ACTION_NAMES or acts_by_name(name) or switches_preference(name) or casts_a_vote(name)
           or changes_a_list(phrases(name)) or changes_by_name(name)
           or names_a_presentation(name) or inner_name(name.lower()) in QUANTITY_KEYS for name in names):
        return STATE_CHANGE, ()
    if any((words := split_words(name)) and (words[-1] in FILE_PARAMETER_WORDS or "".join(words) in FILE_PARAMETER_WORDS)
           for name in names):
        return DOWNLOAD, ()
    return None, tuple(i for i, name in enumerate(names) if is_action_key(name))


#: The verbs a parameter's name starts with, the thing after them, when the link adds it to a
#: visitor's list or takes it away (a course finder's ``?addCourse=282``, ``removeCourse``).
NAME_VERBS = frozenset(("add", "remove", "delete", "save"))
#: What a parameter's name says was done, with "is", "was" or "has" before it or not: a
#: rating given by its value (a knowledge base's feedback ``?isLiked=true``, ``wasHelpful``).
RATINGS_GIVEN = frozenset(("liked", "disliked", "voted", "upvoted", "downvoted", "rated", "helpful", "unhelpful"))


def changes_by_name(name: str) -> bool:
    """Whether a parameter's (decoded) name says the link changes something: a verb of
    :data:`NAME_VERBS` and then what it acts on, as code names it, or a rating given
    (:data:`RATINGS_GIVEN`).

    >>> changes_by_name("addCourse"), changes_by_name("remove_item"), changes_by_name("isLiked"), changes_by_name("wasHelpful")
    (True, True, True, True)
    >>> changes_by_name("added_since"), changes_by_name("address_id"), changes_by_name("add"), changes_by_name("likes")
    (False, False, False, False)
    """
    words = split_words(inner_name(name))
    if len(words) >= 2 and words[0] in NAME_VERBS:
        return True
    if words and words[0] in ("is", "was", "has"):
        words = words[1:]
    return len(words) == 1 and words[0] in RATINGS_GIVEN


def names_a_presentation(name: str) -> bool:
    """Whether a parameter's (decoded) name is a style, theme, skin or currency, or its id, as
    its last words (:data:`PRESENTATIONS`): a plugin's prefix may come first.

    >>> names_a_presentation("styleid"), names_a_presentation("style_id"), names_a_presentation("wmc-currency")
    (True, True, True)
    >>> names_a_presentation("stylesheet"), names_a_presentation("currency_converter"), names_a_presentation("lang")
    (False, False, False)

    An abbreviation (:data:`ABBREVIATED_PRESENTATIONS`) is one only as the whole name:

    >>> names_a_presentation("cur"), names_a_presentation("curr_id"), names_a_presentation("_com_BlogsPortlet_cur")
    (True, True, False)
    """
    words = split_words(name)
    if words and words[-1] == "id":
        words.pop()
    return bool(words) and words[-1] in PRESENTATION_NAMES and (
        len(words) == 1 or words[-1] not in ABBREVIATED_PRESENTATIONS)


#: The last word of a parameter's name that casts a vote with its value.
VOTES = frozenset(("vote", "upvote", "downvote", "unvote"))


def casts_a_vote(name: str) -> bool:
    """Whether a parameter's (decoded) name, the last bracketed name of a nested one, ends with
    a vote (:data:`VOTES`): Serendipity's karma plugin links ``serendipity[karmaVote]=2``, a
    poll ``?poll_vote=3``.

    >>> casts_a_vote("serendipity[karmaVote]"), casts_a_vote("poll_vote"), casts_a_vote("votes"), casts_a_vote("vote_guide")
    (True, True, False, False)
    """
    words = split_words(inner_name(name))
    return bool(words) and words[-1] in VOTES


def acts_by_name(name: str) -> bool:
    """Whether a parameter's (decoded) name is an action beyond :data:`ACTION_NAMES`: its last
    word ends with "logout" (PrestaShop's ``?mylogout=``, :func:`ends_logging_out`), or it says
    which form the link submits (``SubmitCurrency``, ``submit_review``: a program that reads a
    form from GET acts on such a link). A search form's button (``submit=Search``) submits
    nothing by name.

    >>> acts_by_name("mylogout"), acts_by_name("SubmitCurrency"), acts_by_name("submit_review"), acts_by_name("submit")
    (True, True, True, False)
    """
    words = [word.lower() for word in _WORDS.findall(name)]
    return bool(words) and (ends_logging_out(words[-1]) or words[0].startswith("submit") and words != ["submit"])


def switches_preference(name: str) -> bool:
    """Whether a parameter's name or a path segment (decoded) sets a preference of the
    visitor's session: a verb of setting written with the preference (:data:`PREFERENCE_SWITCHES`,
    among its adjacent words). A language's own page (``?lang=fr``, ``/language/``) sets nothing.

    >>> switches_preference("setCurrencyId"), switches_preference("setLocale"), switches_preference("change_language")
    (True, True, True)
    >>> switches_preference("lang"), switches_preference("language-settings"), switches_preference("resetstyle")
    (False, False, False)
    """
    return not PREFERENCE_SWITCHES.isdisjoint(phrases(name))


def is_action_key(name: str) -> bool:
    """Whether a parameter's (decoded) name says what the program does: one of
    :data:`ACTION_KEYS`, or a name whose last word is "action" or one of them, after the name
    of what it belongs to (Plone's ``workflow_action``, a portlet's ``_blogs_portlet_cmd``).

    >>> is_action_key("do"), is_action_key("workflow_action"), is_action_key("_BlogsPortlet_cmd"), is_action_key("actions_count")
    (True, True, True, False)
    >>> is_action_key("todo"), is_action_key("mode_id")
    (False, False)

    A program's leading underscores are no part of the name (Movable Type's ``__mode``).

    >>> is_action_key("__mode"), is_action_key("_x")
    (True, False)
    """
    words = _WORDS.findall(name)
    return name.lower().lstrip("_") in ACTION_KEYS or bool(words) and (words[-1].lower() == "action"
                                                           or len(words) > 1 and words[-1].lower() in ACTION_KEYS)


#: Letters every logout, download or click counter's leaf holds, or a program named for what it
#: does (:data:`PROGRAM_VERBS`): any other leaf is none (read without a regex).
_LEAF_HINTS = ("out", "off", "dl", "load", "attach", "file", "click", "ics", "cal", "vc", "add", "save", "edit", "set",
               "switch", "export",
               "copy", "move", "rename", "watch", "subscribe", "follow", "like", "vote", "flag", "revert", "toggle",
               "clear", "empty", "rate", "confirm", "activate")
#: The verbs a program's name starts with when visiting it acts on what the rest of the name
#: says (:data:`PROGRAM_OBJECTS`): Confluence's ``addpagenotification.action`` (watching a
#: page), ``editpage.action``, ``copypage.action``; VuFind's ``SaveSearch``.
PROGRAM_VERBS = ("add", "save", "edit", "copy", "move", "rename", "watch", "unwatch", "subscribe", "unsubscribe",
                 "follow", "unfollow", "like", "unlike", "vote", "flag", "revert", "toggle", "clear", "empty")
PROGRAM_OBJECTS = ("page", "post", "comment", "topic", "thread", "reply", "notification", "subscription", "search",
                   "item", "entry", "blog", "attachment", "label", "favourite", "favorite", "bookmark", "watch",
                   "message", "draft", "product", "cart", "list")
#: A program named by a rating alone, given what it rates (e107's ``rate.php?news^12^5``,
#: a plugin's ``like.php?id=3``): each visit is a vote.
RATING_PROGRAMS = frozenset(("rate", "vote", "upvote", "downvote", "like", "unlike"))
#: A program named by an answer to an e-mail alone, given whose (a newsletter's
#: ``Unsubscribe.aspx?subscriptionguid=...``, a sign-up's ``confirm.php?hash=...``): each
#: visit unsubscribes, confirms or activates.
MAIL_ANSWER_PROGRAMS = frozenset(("unsubscribe", "optout", "confirm", "activate"))
#: A word of a program's name that counts a click before it redirects (DNN's
#: ``LinkClick.aspx?link=57``, an ad server's ``click.php?id=3``): a visit is counted.
CLICK_WORDS = frozenset(("click", "clicks"))
#: Words of a leaf written as code that name a calendar's or a contact card's file of the page
#: (Plone's ``ics_view``, ``iCalendar.aspx``, ``EventVCal.aspx``, ``DownloadIcs``).
CALENDAR_LEAF_WORDS = CALENDAR_FILE_WORDS | {"icalendar"}


def _leaf_kind(leaf: str, pairs: Sequence[tuple[str, str, str]] = ()) -> str | None:
    """``state_change`` for a logout leaf, ``download`` for a download script's, else None
    (a static file, ``.html``, neither)."""
    lowered = leaf.lower()
    if not any(hint in lowered for hint in _LEAF_HINTS):
        return None
    if lowered.endswith(_STATIC_EXTENSIONS):
        # A static file cannot act, but a page named only "logout" given parameters is a program
        # written as one (AEM's /system/sling/logout.html?resource=...).
        return STATE_CHANGE if joined_words(leaf.rsplit(".", 1)[0]) in LOGOUT_LEAVES else None
    name = _PAGE_EXTENSION.sub("", leaf)
    if is_logout_leaf(leaf) or name != leaf and not CLICK_WORDS.isdisjoint(split_words(name)) or acts_by_program_name(leaf) \
            or name != leaf and joined_words(name) in RATING_PROGRAMS | MAIL_ANSWER_PROGRAMS:
        return STATE_CHANGE
    if joined_words(name) in DOWNLOADS or is_calendar_leaf(leaf):
        return DOWNLOAD
    return program_kind(leaf, True, pairs)


def acts_by_program_name(leaf: str) -> bool:
    """Whether a path's last segment is a program's name (with a program's extension, or in
    camelCase) that starts with a verb of :data:`PROGRAM_VERBS` followed by what it acts on
    (:data:`PROGRAM_OBJECTS`). A page's slug (``edit-page-guide``) or a word that merely
    starts so (``address.php``, ``copyright.php``, ``editorial.php``) is none.

    >>> acts_by_program_name("addpagenotification.action"), acts_by_program_name("SaveSearch"), acts_by_program_name("editpost.php")
    (True, True, True)
    >>> acts_by_program_name("address.php"), acts_by_program_name("copyright.php"), acts_by_program_name("edit-page")
    (False, False, False)
    >>> acts_by_program_name("editorial.php"), acts_by_program_name("saved-searches"), acts_by_program_name("Addons")
    (False, False, False)
    """
    name = _PAGE_EXTENSION.sub("", leaf)
    if name == leaf and not CAMEL_CASE.search(leaf):
        return False
    joined = joined_words(name)
    return any(joined.startswith(verb) and joined[len(verb):].startswith(PROGRAM_OBJECTS) for verb in PROGRAM_VERBS)


#: Where a name written in camelCase starts a word (a lower-case letter, then a capital): code
#: names its programs and pages so (VuFind's ``SaveSearch``, ``/MyResearch/UserLogin``).
CAMEL_CASE = re.compile(r"(?<=[a-z])(?=[A-Z])")


def is_calendar_leaf(leaf: str) -> bool:
    """Whether a path's last segment, written as code (a program's, or words joined by "_" or
    camelCase, no "-" of a slug), names a calendar or contact file (:data:`CALENDAR_LEAF_WORDS`).
    A page's slug about such files (``ics-2024-conference``) is a page. With a query, the
    sampler refuses it (:func:`query_reason`); without one (Plone's ``/<event>/ics_view``), the
    link crawl does (``links.refused_here``), and verification sets aside one a sitemap lists as
    no HTML: reading every query-less leaf for it cost the sampling path a tenth of its time.

    >>> is_calendar_leaf("ics_view"), is_calendar_leaf("EventVCal.aspx"), is_calendar_leaf("DownloadIcs")
    (True, True, True)
    >>> is_calendar_leaf("iCalendar.aspx"), is_calendar_leaf("ics-2024-conference"), is_calendar_leaf("physics"), is_calendar_leaf("ics")
    (True, False, False, False)
    """
    if "-" in leaf:
        return False
    name = _PAGE_EXTENSION.sub("", leaf)
    return (name != leaf or len(_WORDS.findall(name)) > 1) and not CALENDAR_LEAF_WORDS.isdisjoint(phrases(name))


#: The lists a visitor keeps on a shop or a site, and the verbs that change them, written
#: together in one word (OXID's ``fnc=tocomparelist``, ``addcompare=1``, ``fnc=tobasket``).
KEPT_LISTS = ("compare", "comparelist", "basket", "cart", "wishlist", "noticelist", "favorites", "favourites",
              "bookmarks", "watchlist", "mylist", "bookbag")
LIST_CHANGES = ("add", "to", "remove", "del", "delete", "clear")
LIST_CHANGE_WORDS = frozenset(verb + kept for verb in LIST_CHANGES for kept in KEPT_LISTS)


#: Parameters that name the item a kept list's page is asked to take or to let go: given to
#: the list's page, such a link changes the list (AbanteCart's
#: ``index.php?rt=checkout/cart&product_id=40``, CubeCart's ``?_a=basket&remove-item=<key>``).
LIST_ITEM_KEYS = frozenset(("product_id", "products_id", "id_product", "productid", "product", "sku", "variant",
                            "variant_id", "item_id", "add", "remove", "remove_item", "delete", "clear", "empty",
                            "empty_basket", "empty_cart"))


def fills_a_list(leaf: str, pairs: Sequence[tuple[str, str, str]]) -> bool:
    """Whether a query gives a kept list's page (:data:`KEPT_LISTS`: by the path's last
    segment, a route's last part or a parameter's value) an item to take or one to let go
    (:data:`LIST_ITEM_KEYS`). The list's page alone, or with another parameter, is a page.

    >>> fills_a_list("index.php", [("rt", "=", "checkout/cart"), ("product_id", "=", "40")])
    True
    >>> fills_a_list("index.php", [("_a", "=", "basket"), ("remove-item", "=", "9c1e4d")]), fills_a_list("cart", [("page", "=", "2")])
    (True, False)
    >>> fills_a_list("product.php", [("product_id", "=", "40")]), fills_a_list("index.php", [("rt", "=", "checkout/cart")])
    (False, False)
    """
    if not any(inner_name(unquote_plus(key).strip().lower()).replace("-", "_") in LIST_ITEM_KEYS for key, _, _ in pairs):
        return False
    places = [_PAGE_EXTENSION.sub("", leaf)]
    for _, _, value in pairs:
        named = unquote_plus(value)
        places.append(named.rstrip("/").rpartition("/")[2] if is_route(named) else named)
    return any(joined_words(place) in KEPT_LISTS for place in places if place)


def changes_a_list(words: frozenset[str]) -> bool:
    """Whether words (:func:`phrases`) hold a kept list and a verb changing it, as one word.

    >>> changes_a_list(phrases("tocomparelist")), changes_a_list(phrases("addcompare")), changes_a_list(phrases("compare"))
    (True, True, False)
    """
    return not LIST_CHANGE_WORDS.isdisjoint(words)


@lru_cache(maxsize=1 << 12)
def _value_reason(value: str) -> str | None:
    """What the raw value of an action-like key (or a route's last part) says: a state change
    (a preference set too: OpenCart's ``currency.save``; a kept list changed), a download, or
    nothing."""
    words = phrases(unquote_plus(value))
    if not STATE_CHANGES.isdisjoint(words) or any(ends_logging_out(word) for word in words) \
            or not PREFERENCE_SWITCHES.isdisjoint(words) or changes_a_list(words):
        return STATE_CHANGE
    return DOWNLOAD if not DOWNLOADS.isdisjoint(words) else None


#: Letters every URL that acts holds, lower-cased (its token's name, its action-like key with
#: "=", the action its name is, its logout or download leaf), or "%" (an escape may hide them):
#: a text holding none of them holds no URL that acts. Kept whole by ``tests/test_core_actions.py``.
HINTS = ("%", "token", "csrf", "xsrf", "nonce", "key", "auth=", "authenticator", "crumb", "formhash", "delete",
         "subscribe",
         "mark", "cart", "basket", "compare", "noticelist", "favo", "bookmarks", "watchlist", "signature", "cur=",
         "curr=", "/rate.", "/like.", "/unlike.", "liked=", "voted=", "rated=",
         "wish", "/add", "buy", "submit", "edit", "optout", "vote", "watch", "bookmark", "quantity", "qty", "ical",
         "ics=", "ics_", "vcal", "vcs", "vcard", "vcf", "icalendar", "click", "/export/", PORTLET_PHASE_KEY,
         "download=", "toggle", "helpful", "save", "sectok", "format=", "ctype=", "fmt=", "output=", "flush", *REMOVALS,
         *PREFERENCES,
         *FILE_GETTERS, *sorted(FILE_FORMATS), *(f"{key}=" for key in sorted(ACTION_KEYS)),
         *(f"/{key}/" for key in sorted(ACTION_KEYS)),
         *_LEAF_HINTS)


#: A parameter named by a token (:data:`_TOKEN_NAME`), in lower-cased URLs.
_TOKEN_NAME_HINT = re.compile(r"[?&;][0-9a-f]{32}")


def may_act(text: str) -> bool:
    """Whether ``text`` (URLs, lower-cased) may hold a URL that acts: one of :data:`HINTS`, or
    a parameter named by a token. Cheaper than :func:`action_reason` on each URL of a folder
    that holds none.

    >>> may_act("https://shop.example/item?id=3&color=red"), may_act("https://forum.example/misc.php?action=markread")
    (False, True)
    >>> may_act("https://forum.example/topic?t=3&3f2a9c1b7d4e5f60718293a4b5c6d7e8=1")
    True
    """
    return any(hint in text for hint in HINTS) or _TOKEN_NAME_HINT.search(text) is not None


#: How many URLs of each reason are shown: the first by URL, so the same whatever the order.
EXAMPLES = 3


def keep_example(examples: dict[str, list[str]], reason: str, url: str) -> None:
    """Add ``url`` to the examples of ``reason`` if it is among the first :data:`EXAMPLES` by URL."""
    shown = examples.setdefault(reason, [])
    if url not in shown and (len(shown) < EXAMPLES or url < shown[-1]):
        shown.append(url)
        shown.sort()
        del shown[EXAMPLES:]


def split_words(text: str) -> list[str]:
    """``text``'s words, lower-cased: ``Wishlist-AddProduct`` -> wishlist, add, product."""
    return [word.lower() for word in _WORDS.findall(text)]


def joined_words(text: str) -> str:
    """``text``'s words written together: ``add-to-cart``, ``addToCart`` -> ``addtocart``."""
    return "".join(_WORDS.findall(text)).lower()
