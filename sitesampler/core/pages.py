"""What a fetched page says about itself, and whether it is a page an auditor can sample.

The crawl probes a few pages of each template (the ``verify`` argument) and hands each answer
to the core as a :class:`PageRecord`: plain values the shell read from the response. Here is
the rule that sets non-pages aside (:func:`set_aside_reason`); the sampler never samples them
and replaces a pick that turns out to be one by the next page of its template.

The reasons, in the order they are decided:

* ``unreachable``: no answer at all (timeout, connection refused); but a page that sent the
  visitor elsewhere is a ``redirect`` whatever its target answered;
* ``login_wall``: 401, a redirect to a login page or to a page whose content asks for a
  password, or such a form on a page that is not itself one where a password belongs (the
  login page, an account, a sign-up or checkout form);
* ``redirect``: the page sends the visitor to another page (an HTTP redirect or a meta refresh;
  or, on a page that shows nothing, a script: :func:`~.layout.is_script_redirect`); but a
  site that moved its pages under a folder, its home page too, keeps a page sent to its own
  path there (:func:`moved_under`) when discovery never found that address;
* ``not_found``: 404 or 410; ``http_error``: any other error status but those that say
  nothing about the page (:data:`REFUSALS`: the server asked the crawler to slow down, or
  refused it, a bot wall's usual answer): such a page stays in the sample, not verified;
* ``not_html``: the answer is no HTML page (an image, a PDF, a feed, a fragment of a page:
  :func:`is_fragment`...);
* ``soft_404``: a 200 that is the site's "not found" page: its layout is the layout of the
  site's answer to a URL that cannot exist, and its title is that answer's title or says
  "not found". Both, since one-off pages often share a generic layout, and a post may have
  "404" in its title;
* ``duplicate``: a page whose ``<link rel="canonical">`` names another page discovery found,
  and no other fetched page names that one: the same content at another address (a post
  type's pages copied under a second folder), which its canonical page stands for. A target
  several fetched pages name is no evidence (a plugin giving every page the home page's
  address), and the sampler decides it, since it knows the pages found
  (:meth:`~.sampler.SiteSampler.verdicts`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from hashlib import blake2b
from urllib.parse import urljoin, urlsplit

from .pagetypes import path_page_type
from .segments import LANGUAGE_SEGMENT

#: The reasons a probed page is set aside, in the order the summary lists them.
REASONS = ("unreachable", "login_wall", "redirect", "not_found", "http_error", "not_html", "soft_404",
           "duplicate")
#: Each reason in words, for a row's note.
REASON_WORDS = {"unreachable": "unreachable", "login_wall": "a login wall", "redirect": "a redirect",
                "not_found": "not found", "http_error": "an error", "not_html": "no HTML page",
                "soft_404": "a page saying it was not found", "duplicate": "a copy of another page"}
HTML_TYPES = ("text/html", "application/xhtml+xml")
#: Statuses that are the server's answer to the crawler, not a page's: 403 (forbidden to this
#: client: a bot wall or a firewall, which a browser may pass) and 429 (too many requests).
REFUSALS = (403, 429)
#: Titles that say the page was not found, in the languages the page types know.
#: Words are apart by any space, a no-break space too (titles keep theirs, as browsers do).
NOT_FOUND_TITLE = re.compile(
    r"\b(?:404|not\s+found|page\s+not\s+found|nothing\s+found|no\s+encontrada|no\s+encontrado|introuvable|"
    r"nicht\s+gefunden|non\s+trovata|niet\s+gevonden|não\s+encontrada|nie\s+znaleziono|"
    r"(?:can[’']?t|cannot|could\s+not|couldn[’']?t)\s+be\s+found|hittades\s+inte|nenalezen[aoý]?|bulunamadı)\b|"
    r"не\s+найден[аоы]?|"
    r"페이지를\s*찾을\s*수\s*없|找不到|ページが見つかりません", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class PageRecord:
    """One probed page, as the crawl saw it.

    ``url``: as requested; ``status``: the final HTTP status, 0 when nothing answered;
    ``final_url``: where redirects (HTTP or meta refresh) ended, "" when none; ``refresh``: a
    meta refresh target the crawl did not follow, ""; ``content_type``: without parameters;
    ``title``, ``lang``: of the HTML page; ``layout``: :func:`~.layout.layout_id` of its
    signature; ``login_form``: :func:`~.layout.has_login_form`; ``signature``: the layout
    signature itself (for comparing layouts); ``script_redirect``:
    :func:`~.layout.is_script_redirect`.
    """

    url: str
    status: int
    final_url: str = ""
    content_type: str = ""
    title: str = ""
    lang: str = ""
    refresh: str = ""
    layout: str = ""
    login_form: bool = False
    signature: frozenset[str] = frozenset()
    script_redirect: bool = False
    #: Set by the sampler: the answer said nothing of the page (:func:`says_nothing`), so only
    #: its status, final URL and content type are kept (:func:`as_refused`).
    refused: bool = False
    #: The URLs the page links to, as the shell read them (anchors, language versions, jump
    #: menus; a huge page's spread over it): what the site still points its readers to.
    links: tuple[str, ...] = ()
    #: The page's ``<link rel="canonical">``, absolute; "" when it declares none.
    canonical: str = ""
    #: The answer is a piece of a page, not a page (:func:`is_fragment`).
    fragment: bool = False
    #: A digest of the answer's bytes, "" when none was taken: a page answering with the home
    #: page's bytes, or a query address with a plain address's, shows that page again (mdBook
    #: writes its first chapter again as its ``index.html``).
    digest: str = ""
    #: The answer asked to be saved as a file (``Content-Disposition: attachment``): a download,
    #: in HTML or not, no page a browser shows (BookStack's ``/export/html``).
    attachment: bool = False

    @property
    def target(self) -> str:
        """Where the page sent the visitor: the final URL of its redirects, else the target of a
        meta refresh the crawl did not follow; "" when it sent nowhere."""
        return self.final_url or self.refresh


#: The verdicts that, when the site's home page and other pages get them alike, are the site's
#: answer to the crawler rather than a page's: a login wall (the whole site asks for a
#: sign-in: a 401, or every page redirects to the login page), an error status (the same one:
#: a server that is down) and a redirect to the same page (a consent wall, a maintenance page,
#: a region chooser). Every site has a home page.
SITE_WIDE = ("login_wall", "http_error", "redirect")


def says_nothing(record: PageRecord, reason: str, home: PageRecord | None, home_reason: str) -> bool:
    """Whether the answer ``record`` got (its verdict ``reason``) says nothing of its page: a
    status of :data:`REFUSALS` (a 403, a 429), or the site's answer to the crawler
    (:func:`same_answer` as the home page's, ``home`` and ``home_reason``, when another page
    got it too; else pass None). Such a page stays in the sample, not verified.

    A 403 already read as the site's own refusal of the page (``reason``: a login wall shown in
    the site's frame) says that much.

    >>> says_nothing(PageRecord("https://a.example/x", 403), "", None, ""), says_nothing(PageRecord("https://a.example/x", 429), "", None, "")
    (True, True)
    >>> says_nothing(PageRecord("https://a.example/x", 403), "login_wall", None, "")
    False
    """
    return (record.status in REFUSALS and not reason) or same_answer(record, reason, home, home_reason)


def same_answer(record: PageRecord, reason: str, home: PageRecord | None, home_reason: str) -> bool:
    """Whether ``record`` got (its verdict ``reason``) the verdict of :data:`SITE_WIDE` the
    home page got (``home``, ``home_reason``): for an error, with the same status; for a
    redirect, to the same page (its query aside: where to come back to).

    >>> down = PageRecord("https://a.example/", 503)
    >>> same_answer(PageRecord("https://a.example/x", 503), "http_error", down, "http_error")
    True
    >>> same_answer(PageRecord("https://a.example/x", 500), "http_error", down, "http_error")
    False
    >>> same_answer(PageRecord("https://a.example/x", 503), "http_error", PageRecord("https://a.example/", 200), "")
    False
    >>> consent = PageRecord("https://a.example/", 200, final_url="https://a.example/consent?back=/")
    >>> same_answer(PageRecord("https://a.example/x", 200, final_url="https://a.example/consent?back=/x"),
    ...             "redirect", consent, "redirect")
    True
    >>> same_answer(PageRecord("https://a.example/x", 200, final_url="https://a.example/y"), "redirect", consent, "redirect")
    False
    """
    if home is None or not reason or reason != home_reason or reason not in SITE_WIDE:
        return False
    if reason == "http_error":
        return record.status == home.status
    if reason == "redirect":
        return moved_to(record) == moved_to(home)
    return True


def moved_to(record: PageRecord) -> str:
    """The page a redirect or meta refresh sent ``record`` to, its query and fragment aside."""
    return record.target.split("#", 1)[0].split("?", 1)[0]


def moved_under(path: str, target: str) -> str | None:
    """The folder a redirect put in front of ``path`` to give ``target`` (both paths; a last
    slash aside), or None when the target is no such move: the site moved its pages under a
    locale or a new root (``/about`` to ``/en/about``).

    >>> moved_under("/", "/en/"), moved_under("/posts/a/", "/en/posts/a/"), moved_under("/posts/a", "/en-gb/posts/a/")
    ('/en', '/en', '/en-gb')
    >>> moved_under("/old-post/", "/new-post/"), moved_under("/a/", "/a/"), moved_under("/a", "/x/y/a")
    (None, None, None)
    """
    path, target = path.rstrip("/"), target.rstrip("/")
    if target == path or not target.endswith(path):
        return None
    folder = target[: len(target) - len(path)]
    return folder if folder.count("/") == 1 and folder.startswith("/") and len(folder) > 1 else None


def as_refused(record: PageRecord) -> PageRecord:
    """``record`` as the sample keeps a page whose answer said nothing of it: its status, final
    URL and content type; not what the answer showed (a challenge, the login page), which is no
    title, language or layout of the page.

    >>> as_refused(PageRecord("https://a.example/x", 403, title="Just a moment...", layout="c1"))
    PageRecord(url='https://a.example/x', status=403, final_url='', content_type='', title='', lang='', refresh='', layout='', login_form=False, signature=frozenset(), script_redirect=False, refused=True, links=(), canonical='', fragment=False, digest='', attachment=False)
    """
    return PageRecord(record.url, record.status, record.final_url, record.content_type, refused=True)


def not_found_page(answer: PageRecord | None, home: PageRecord | None) -> PageRecord | None:
    """The site's answer to a URL that cannot exist (:func:`nonexistent_url`), as its "not
    found" page; None when it is no such page: it redirected (to the home page, to a login
    page), so it shows another page, and a page redirecting so is set aside as a redirect
    anyway; or it shows the home page's layout and title (``home``: the home page's answer),
    so the site answers every address with one page (an application's shell), which tells no
    missing page from a page. A redirect to an address naming the missing page again (a wiki
    sending a page it lacks to its editor, ``/create/<name>``) is the site's answer for a
    missing page all the same, at an address of its own (:func:`answers_missing_page`).

    >>> gone, home = PageRecord("https://a.example/nope", 404, title="Not found"), PageRecord("https://a.example/", 200)
    >>> not_found_page(gone, home) == gone
    True
    >>> not_found_page(PageRecord("https://a.example/nope", 200, final_url="https://a.example/"), home)
    >>> shell = PageRecord("https://a.example/", 200, title="App", layout="s1")
    >>> not_found_page(PageRecord("https://a.example/nope", 200, title="App", layout="s1"), shell)
    >>> editor = PageRecord("https://a.example/nope", 200, final_url="https://a.example/create/nope", layout="e1")
    >>> not_found_page(editor, home) == editor
    True
    """
    if answer is None or answer.refresh or answer.final_url and not missing_name_slot(answer):
        return None
    if home is not None and home.layout and (home.layout, home.title) == (answer.layout, answer.title):
        return None
    return answer


def missing_name_slot(answer: PageRecord) -> re.Pattern[str] | None:
    """When the site answered a URL that cannot exist by a redirect to an address holding the
    missing page's name (its last path segment) again, that address's pattern, the name being
    any one segment or parameter value: where the site sends every page it lacks. None for
    any other answer.

    >>> missing_name_slot(PageRecord("https://a.example/nope", 200, final_url="https://a.example/create/nope")).pattern
    '/create/([^/?#&]+)'
    >>> missing_name_slot(PageRecord("https://a.example/nope", 200, final_url="https://a.example/search?q=Nope")).fullmatch("/search?q=tea")
    <re.Match object; span=(0, 13), match='/search?q=tea'>
    >>> missing_name_slot(PageRecord("https://a.example/nope", 200, final_url="https://a.example/"))
    """
    name = urlsplit(answer.url).path.rstrip("/").rsplit("/", 1)[-1]
    if not answer.final_url or len(name) < 3:
        return None
    target = urlsplit(answer.final_url)
    address = target.path + (f"?{target.query}" if target.query else "")
    at = address.lower().find(name.lower())
    if at < 0:
        return None
    return re.compile(re.escape(address[:at]) + "([^/?#&]+)" + re.escape(address[at + len(name):]))


def answers_missing_page(not_found: PageRecord, url: str) -> bool:
    """Whether ``url`` is at the address a site sends the pages it lacks to
    (:func:`missing_name_slot` of its ``not_found`` answer), naming some page there; True for
    any address when the site answered a missing page where it was asked for.

    >>> editor = PageRecord("https://a.example/nope", 200, final_url="https://a.example/create/nope")
    >>> answers_missing_page(editor, "https://a.example/create/Plugins"), answers_missing_page(editor, "https://a.example/create")
    (True, False)
    >>> answers_missing_page(PageRecord("https://a.example/nope", 200), "https://a.example/about")
    True
    """
    slot = missing_name_slot(not_found)
    if slot is None:
        return not not_found.final_url
    address = urlsplit(url)
    return slot.fullmatch(address.path + (f"?{address.query}" if address.query else "")) is not None


#: A path segment that names a version of a docs site (``3.2``, ``v1``, ``latest``...); a
#: number alone names a record.
VERSION_SEGMENT = re.compile(r"v\d+(?:\.\d+)*|\d+(?:\.\d+)+|latest|stable|current|next|master|main|dev", re.IGNORECASE)


def is_view_of(key: str, target: str) -> bool:
    """Whether the page key ``key`` is a view of the page ``target`` by its address: the
    target's with a query, or with a number below it (a forum post's place in its topic), or
    the target's in another version of a docs site (one segment apart, both naming a version:
    Antora's and Read the Docs' older versions name the current one's page as canonical).

    >>> is_view_of("/t/welcome/110/3", "/t/welcome/110"), is_view_of("/product/tee?color=red", "/product/tee")
    (True, True)
    >>> is_view_of("/server/7.0/query/join.html", "/server/7.2/query/join.html"), is_view_of("/en/latest/a", "/en/stable/a")
    (True, True)
    >>> is_view_of("/blog/post-a", "/blog"), is_view_of("/t/welcome/1103", "/t/welcome/110")
    (False, False)
    >>> is_view_of("/blog/2019/a", "/blog/2020/b"), is_view_of("/en/latest/a", "/fr/latest/a")
    (False, False)
    """
    rest = key[len(target):] if key.startswith(target) else ""
    if rest.startswith("?") or (rest.startswith("/") and rest[1:].isdigit()):
        return True
    mine, theirs = key.split("/"), target.split("/")
    apart = [(one, other) for one, other in zip(mine, theirs) if one != other]
    return len(mine) == len(theirs) and len(apart) == 1 and all(VERSION_SEGMENT.fullmatch(part) for part in apart[0])


#: How a static host spells one page's file: ``/a/b.html``, ``/a/b/``, ``/a/b/index.html``.
_PAGE_FILE = re.compile(r"(?:/index)?\.html?$|/+$", re.IGNORECASE)
#: A folder's own page written as a file in it, named by the folder again or as its default
#: page (Contensis answers ``/Housing/`` and ``/Housing/Housing.aspx``; ``/about/default.aspx``).
_FOLDER_PAGE = re.compile(r"/([^/]+)/(?:\1|default|index)\.(?:html?|aspx?|php|jsp)$", re.IGNORECASE)


def plain_spelling(key: str) -> str:
    """The page key ``key`` without what a static host lets one page be spelled with: a
    trailing slash, ``.html``, ``.htm`` or ``/index.html``; nor the front controller a PHP
    application answers every path through (``/index.php/<path>``: AtoM, Magento, Joomla).
    Two fetched pages of one plain spelling, one title and one layout are one page (an
    MkDocs or VitePress site whose host answers ``/guide/deploy.html`` and
    ``/guide/deploy/``; AtoM's ``/letters-1901`` and ``/index.php/letters-1901``), canonical
    link or none.

    >>> [plain_spelling(key) for key in ("/guide/deploy.html", "/guide/deploy/", "/guide/deploy/index.html", "/guide/deploy")]
    ['/guide/deploy', '/guide/deploy', '/guide/deploy', '/guide/deploy']
    >>> plain_spelling("/news.php?id=3"), plain_spelling("/"), plain_spelling("/index.php/letters-1901")
    ('/news.php?id=3', '', '/letters-1901')

    A folder's own page written as a file named by the folder, or its default file, is the
    folder (Contensis's ``/Housing/Housing.aspx``):

    >>> plain_spelling("/Housing/Housing.aspx"), plain_spelling("/about/default.aspx"), plain_spelling("/housing/repairs.aspx")
    ('/Housing', '/about', '/housing/repairs.aspx')
    """
    path, mark, query = key.partition("?")
    if path.startswith(_FRONT_CONTROLLER):
        path = path[len(_FRONT_CONTROLLER) - 1:]
    return _PAGE_FILE.sub("", _FOLDER_PAGE.sub(r"/\1", path)) + mark + query


#: The front controller a PHP application may show in a path, before the page's own.
_FRONT_CONTROLLER = "/index.php/"


#: The names a site gives its home page in a path (``/Home.aspx``, DNN's
#: ``/Home/tabid/36/Default.aspx``, ``/index.php``), as words written together.
HOME_NAMES = frozenset(("home", "homepage", "default", "index"))


def names_home(key: str) -> bool:
    """Whether a page key's path names the home page: its first segment is a home page's
    name (:data:`HOME_NAMES`, its extension aside), or its only segment is a language
    (Sitecore's ``/en`` beside ``/``). A fetched page there with the home page's title and
    layout is the home page again. A folder's own index (``/news/index.php``) is the folder's.

    >>> names_home("/Home.aspx"), names_home("/Home/tabid/36/Default.aspx"), names_home("/en"), names_home("/en-gb/")
    (True, True, True, True)
    >>> names_home("/home-and-garden"), names_home("/en/about"), names_home("/"), names_home("/news/index.php")
    (False, False, False, False)
    """
    segments = [segment for segment in key.partition("?")[0].split("/") if segment]
    if not segments:
        return False
    first = segments[0]
    return (len(segments) == 1 and LANGUAGE_SEGMENT.fullmatch(first) is not None) or \
        (first.rpartition(".")[0] if "." in first else first).lower() in HOME_NAMES


def spelling_order(key: str) -> tuple[bool, int, str]:
    """Which of a page's spellings a row keeps: one without a page extension, the shortest,
    then by key."""
    path = key.partition("?")[0].lower()
    return path.endswith((".html", ".htm")), len(key), key


def says_not_found(title: str) -> bool:
    """Whether a title says the page was not found.

    >>> says_not_found("Page not found – Example"), says_not_found("Seite nicht gefunden")
    (True, True)
    >>> says_not_found("Page\xa0not\xa0found")
    True
    >>> says_not_found("Finding your way around")
    False
    """
    return bool(NOT_FOUND_TITLE.search(title))


#: What separates a title's parts: the page's own name and the site's.
TITLE_PARTS = re.compile(r"\s+[-–—|·:»]\s+|\s*[|·»]\s*")
#: Words a title that only says "not found" may hold beside the phrase.
NOT_FOUND_FILLER = frozenset(
    "error page oops sorry the this that could can cannot can't be was is we http code file fehler seite erreur "
    "errore pagina página la le die sidan stránka sayfa страница".split())


def only_says_not_found(title: str) -> bool:
    """Whether one part of a title (the parts a site joins with its name: ``Page not found –
    Café``) says nothing but that the page was not found: the phrase :func:`says_not_found`
    reads, with no word of its own beside it (:data:`NOT_FOUND_FILLER` aside) but the one
    naming what was not found (``Event not found``, ``Product not found!``: an application's
    answer for a record it no longer has, in its own frame and with status 200). Such a page
    is a "not found" page whatever its layout; a title about the phrase (an article on 404
    errors: the number alone names nothing missing) is no such title.

    >>> only_says_not_found("Page not found – Café Nordlicht"), only_says_not_found("Error 404 | Shop")
    (True, True)
    >>> only_says_not_found("Seite nicht gefunden – Café"), only_says_not_found("Café » 404")
    (True, True)
    >>> only_says_not_found("Oops! That page can’t be found – Café"), only_says_not_found("Страница не найдена – Кафе")
    (True, True)
    >>> only_says_not_found("Event not found – Café"), only_says_not_found("Produkt nicht gefunden | Shop")
    (True, True)
    >>> only_says_not_found("404 errors explained – Blog"), only_says_not_found("Error 404 explained – Blog")
    (False, False)
    >>> only_says_not_found("Why pages are not found by search engines – Blog")
    False
    >>> only_says_not_found("Café Nordlicht"), only_says_not_found("")
    (False, False)
    """
    for part in TITLE_PARTS.split(title.strip()):
        if not says_not_found(part):
            continue
        phrase = " ".join(NOT_FOUND_TITLE.findall(part))
        rest = NOT_FOUND_TITLE.sub(" ", part.lower())
        own = [word for word in re.findall(r"[^\W\d_]+(?:'[a-z]+)?", rest.replace("’", "'"))
               if word not in NOT_FOUND_FILLER]
        if len(own) <= (1 if re.search(r"[^\W\d_]", phrase) else 0):
            return True
    return False


#: The marks of a document, one of which every HTML page carries.
_DOCUMENT_MARKS = (b"<html", b"<head", b"<body", b"<title", b"<!doctype")


def is_fragment(body: bytes) -> bool:
    """Whether an HTML answer is a piece a script puts into a page (a modal's content, a
    widget's list) rather than a page: it holds no ``<html>``, ``<head>``, ``<body>`` or
    ``<title>`` element, nor a doctype. Shopware links its shipping and contact texts as
    ``/widgets/cms/<id>``, answered so, and each took a row.

    >>> is_fragment(b'<div class="cms-page"><h2>Shipping</h2><p>Free over 50 EUR.</p></div>')
    True
    >>> is_fragment(b"<!DOCTYPE html><p>Hi"), is_fragment(b"<TITLE>Old page</TITLE><p>Hi"), is_fragment(b"")
    (False, False, False)
    """
    if not body.strip():
        return False
    lowered = body.lower()
    return not any(mark in lowered for mark in _DOCUMENT_MARKS)


#: How many fetched pages without a link, at the least, show a site drawn by its scripts.
SCRIPTED_PAGES = 3


def drawn_by_scripts(records: Iterable[PageRecord]) -> tuple[int, int]:
    """How many of the fetched HTML pages (answered 200, no redirect, no file or fragment) link
    nowhere, and how many there are: a single-page application's pages are one shell whose
    scripts write the content and the links, so without them its pages link to nothing.

    >>> shell = PageRecord("https://a.example/events/1", 200, content_type="text/html", layout="s1")
    >>> drawn_by_scripts([shell, PageRecord("https://a.example/", 200, content_type="text/html", links=("/a",))])
    (1, 2)
    """
    pages = [record for record in records if record.status == 200 and is_html(record.content_type or "text/html")
             and not (record.final_url or record.refresh or record.fragment or record.attachment or record.refused)]
    return sum(1 for record in pages if not record.links), len(pages)


def scripts_draw_the_pages(linkless: int, pages: int) -> bool:
    """Whether of the fetched ``pages``, those that link nowhere (``linkless``:
    :func:`drawn_by_scripts`) are most, :data:`SCRIPTED_PAGES` at the least: the crawl read
    the site as a browser without scripts sees it.

    >>> scripts_draw_the_pages(3, 3), scripts_draw_the_pages(2, 2), scripts_draw_the_pages(3, 6)
    (True, False, False)
    """
    return linkless >= SCRIPTED_PAGES and 2 * linkless > pages


def is_html(content_type: str) -> bool:
    return content_type.split(";")[0].strip().lower() in HTML_TYPES


def set_aside_reason(record: PageRecord, *, moved: bool, password_page: bool, moved_to_login: bool,
                     not_found: PageRecord | None, login_page: bool = False) -> str:
    """Why ``record`` is no page to sample (one of :data:`REASONS`), or "" for a page.

    ``moved``: the final URL (or the meta refresh target) is another page of the site, or off
    it; ``password_page``: the requested URL names a page whose own content may ask for a
    password (:data:`~.pagetypes.PASSWORD_PAGES`: the login page, an account, a sign-up or
    checkout form), so its password form is no wall; ``moved_to_login``: the
    redirect ended on a login page by its name; ``not_found``: the site's "not found" page, its
    answer to a URL that cannot exist (:func:`not_found_page`), when the crawl asked for one;
    ``login_page``: the requested URL names the site's login page and the redirect stayed on
    the site, so landing on a login form is the page itself (a help centre's ``/signin``
    sends its visitors to the form at ``/access/unauthenticated``), no wall.

    >>> set_aside_reason(PageRecord("https://a.example/x", 404), moved=False, password_page=False,
    ...                  moved_to_login=False, not_found=None)
    'not_found'
    >>> set_aside_reason(PageRecord("https://a.example/x", 200, content_type="text/html"), moved=False,
    ...                  password_page=False, moved_to_login=False, not_found=None)
    ''
    >>> set_aside_reason(PageRecord("https://a.example/x", 0), moved=False, password_page=False,
    ...                  moved_to_login=False, not_found=None)
    'unreachable'
    >>> set_aside_reason(PageRecord("https://a.example/x", 0, final_url="https://gone.example/"), moved=True,
    ...                  password_page=False, moved_to_login=False, not_found=None)
    'redirect'
    >>> signin = PageRecord("https://a.example/signin", 200, final_url="https://a.example/access", login_form=True)
    >>> [set_aside_reason(signin, moved=True, password_page=True, moved_to_login=False, not_found=None, login_page=own)
    ...  for own in (True, False)]
    ['', 'login_wall']
    """
    if record.status == 0 and not moved:
        return "unreachable"
    if record.status in REFUSALS:
        return ""  # the server refused the crawler or asked it to slow down: nothing is known of the page
    if record.status == 401 or (moved and (moved_to_login or record.login_form)):
        return "" if login_page and record.status == 200 and record.login_form else "login_wall"
    if moved:
        return "redirect"
    if record.status in (404, 410):
        return "not_found"
    if record.status >= 300:
        return "http_error"
    if not is_html(record.content_type) or record.fragment or record.attachment:
        return "not_html"
    if record.script_redirect:
        return "redirect"
    if record.login_form and not password_page:
        return "login_wall"
    if not_found is not None and not_found.status and record.layout and record.layout == not_found.layout and (
            (record.title and record.title == not_found.title) or says_not_found(record.title)) and (
            answers_missing_page(not_found, record.final_url or record.url)):
        return "soft_404"
    if only_says_not_found(record.title):
        return "soft_404"  # whatever the site answers a missing address with (a redirect home)
    return ""


def answered_a_page(record: PageRecord) -> bool | None:
    """What a fetched page's answer says at once, before the sample judges it with the rest of
    the site (:func:`set_aside_reason`): a page (True: HTML, 2xx, not sent to sign in), no page
    (False: gone, a file, a fragment, sent to a page its address names a login page), or
    nothing (None: a refusal, a server error, no answer, another redirect).

    >>> answered_a_page(PageRecord("https://e.example/event/1/manage/", 200, "https://e.example/login/?next=x",
    ...                            "text/html"))
    False
    >>> answered_a_page(PageRecord("https://e.example/doc?id=3", 200, content_type="application/pdf"))
    False
    >>> answered_a_page(PageRecord("https://e.example/event/1/", 200, content_type="text/html"))
    True
    >>> answered_a_page(PageRecord("https://e.example/x", 403)), answered_a_page(PageRecord("https://e.example/x", 0))
    (None, None)
    """
    if record.target and _names_login(record.target) and not _names_login(record.url):
        return False
    if record.status in (401, 404, 410):
        return False
    if record.status == 0 or record.status >= 300 or record.status in REFUSALS:
        return None
    if not is_html(record.content_type or "text/html") or record.fragment or record.attachment:
        return False
    return None if record.target else True


def _names_login(url: str) -> bool:
    parts = urlsplit(url)
    return path_page_type(parts.path + (f"?{parts.query}" if parts.query else "")) == "login"


def set_aside_template(reason: str) -> str:
    """The template ``templates=FILE`` names a page by when verification set it aside for
    ``reason`` (one of :data:`REASONS`): no page type, but what the page turned out to be, so
    that the file still lists every page found and tells the non-pages from the pages. No URL
    template starts so (they start with ``/`` or a scheme).

    >>> set_aside_template("redirect"), set_aside_template("not_found")
    ('(set aside: redirect)', '(set aside: not_found)')
    """
    return f"(set aside: {reason})"


def presumed_template(reason: str) -> str:
    """The template ``templates=FILE`` names a page by when nobody fetched it but it is
    presumed no page for ``reason``, nothing linking to it (a moved page's stub), apart from
    the pages fetched and set aside.

    >>> presumed_template("redirect")
    '(presumed: redirect)'
    """
    return f"(presumed: {reason})"


def nonexistent_url(root: str) -> str:
    """A URL of the site that cannot be one of its pages, to learn how the site answers for a
    page it does not have (its "not found" layout and title): a long name no site uses, made
    from the root so that it is the same on every run.

    >>> nonexistent_url("https://www.example.com/shop/")
    'https://www.example.com/sitesampler-7cf694cd14898707-no-such-page'
    """
    name = blake2b(root.encode("utf-8"), digest_size=8).hexdigest()
    return urljoin(root, f"/sitesampler-{name}-no-such-page")
