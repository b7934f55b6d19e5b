"""Page types from the decoded path: the WCAG-EM "common pages".

Keywords match whole words of a short segment, never substrings: the published method's
substring match made ``/author`` a login page ("auth"), ``/research`` a search page,
``/border-collie`` a form ("order") and ``/guidelines`` help ("guide"). Long segments are
titles (``/blog/how-to-login-faster``), not pages of that type, so only segments of up to
:data:`MAX_WORDS` words count. Hangul keywords match inside a segment, because Korean
compounds words without separators (``회원가입`` is "member" + "sign-up"); so do Japanese
keywords, which are written without spaces.

Beside WCAG-EM's common pages, three types come from its step 2.5 ("other relevant pages"):
the accessibility statement, and the high-risk pages of :data:`HIGH_RISK` (signing in,
managing an account, paying), which an audit must cover even when no crawler may open them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from urllib.parse import parse_qsl, unquote_plus, urlsplit

from .actions import CAMEL_CASE, is_action_key, is_query_path, is_route
from .segments import decode_segment
from .urls import in_namespace

HOME, CONTENT = "home", "content"
ACCESSIBILITY_STATEMENT = "accessibility-statement"
#: Page types behind which an audit finds authentication, personal data or payment.
HIGH_RISK = frozenset(("login", "account", "payment"))
#: Page types whose own content may ask for a password: signing in, an account, paying, and the
#: forms that create an account (signing up, registering, checking out).
PASSWORD_PAGES = HIGH_RISK | {"form"}

#: Checked in this order; the first type whose keyword a segment holds wins.
KEYWORDS: dict[str, tuple[frozenset[str], tuple[str, ...]]] = {
    # page type -> (English words, compounds and other Latin-script words; Hangul or Japanese
    # keywords, matched inside a segment)
    ACCESSIBILITY_STATEMENT: (
        frozenset("accessibility a11y accessibilitystatement barrierefreiheit barrierefreiheitserklarung "
                  "barrierefreiheitserklärung toegankelijkheid toegankelijkheidsverklaring accessibilite "
                  "accessibilité accesibilidad accessibilita accessibilità".split()),
        ("접근성", "アクセシビリティ"),
    ),
    "login": (frozenset("login logon signin logout".split()), ("로그인",)),
    "account": (frozenset("account accounts myaccount profile konto mypage".split()), ("마이페이지", "회원정보", "マイページ")),
    "payment": (frozenset("payment payments pay billing zahlung bezahlen betaling paiement".split()), ("결제", "決済")),
    "contact": (frozenset("contact contacts contactus kontakt".split()), ("문의", "고객", "연락처")),
    "search": (frozenset("search".split()), ("검색",)),
    "sitemap": (frozenset("sitemap".split()), ("사이트맵",)),
    "help": (frozenset("help faq faqs support guide guides howto".split()), ("도움말", "가이드")),
    "legal": (
        frozenset("privacy terms tos policy policies legal disclaimer imprint impressum cookies gdpr".split()),
        ("약관", "개인정보", "이용안내"),
    ),
    "form": (
        frozenset("signup register registration join checkout cart basket apply application order "
                  "subscribe booking reservation createaccount".split()),
        ("가입", "주문", "신청", "예약"),
    ),
}
#: Types a Latin-script segment names only as a whole (``/payment``, ``/my-account``), never by
#: one of its words: ``/payment-gateway`` is a page about payments, not a payment page.
WHOLE_SEGMENT_TYPES = frozenset(("account", "payment"))
#: Words that may stand beside an accessibility keyword in a statement's segment
#: (``/accessibility-info``, ``/erklaerung-zur-barrierefreiheit``, ``/web-accessibility``);
#: any other word makes it a page about accessibility (``/accessibility-testing-tools``).
STATEMENT_WORDS = frozenset(
    "statement policy info information declaration conformance erklarung erklaerung erklärung verklaring "
    "declaracion declaración dichiarazione déclaration zur d de di on our web site website".split()
)
MAX_WORDS = 3
_WORD_SPLIT = re.compile(r"[-_.\s+~@]+")  # "@@search": a view of Zope and Plone
_PAGE_EXTENSION = re.compile(r"\.(?:html?|php|aspx?|jsp|do|action|cfm|cgi)$", re.IGNORECASE)


@lru_cache(maxsize=1 << 14)
def segment_type(segment: str) -> str | None:
    """The common page type one decoded segment names, or None."""
    text = _PAGE_EXTENSION.sub("", segment).casefold()
    words = [word for word in _WORD_SPLIT.split(text) if word]
    if not words or len(words) > MAX_WORDS:
        return None
    joined = "".join(words)  # "sign-in" -> "signin", "contact-us" -> "contactus"
    for page_type, (english, hangul) in KEYWORDS.items():
        if joined in english or _names_by_word(page_type, english, words):
            return page_type
        if any(h in text for h in hangul):
            return page_type
    return None


def _names_by_word(page_type: str, english: frozenset[str], words: list[str]) -> bool:
    """Whether one of ``words`` names ``page_type`` (see :data:`WHOLE_SEGMENT_TYPES` and
    :data:`STATEMENT_WORDS` for the types that ask more)."""
    if page_type in WHOLE_SEGMENT_TYPES or not any(word in english for word in words):
        return False
    return page_type != ACCESSIBILITY_STATEMENT or all(word in english or word in STATEMENT_WORDS for word in words)


#: Query keys whose value names the page a program shows (``index.php?page=contact``, Zen
#: Cart's ``?main_page=contact_us``, Joomla's ``?option=com_users&view=login``, b2evolution's
#: ``?disp=search``, X-Cart's ``cart.php?target=contact_us``); a number there is a list's page,
#: which names no type.
PAGE_KEYS = frozenset(("page", "view", "disp", "display", "controller", "target", "option"))
PAGE_KEY_ENDINGS = ("_page",)
#: Query keys that carry what the visitor searched for: the page is the site's search, its
#: results (WordPress's ``/?s=``, Joomla's ``searchword``, most sites' ``q``).
SEARCH_KEYS = frozenset("s q query search searchword search_query keyword keywords".split())


def query_words(query: Iterable[tuple[str, str]]) -> tuple[str, ...]:
    """The words a page's query adds to its path, for :func:`page_type`: the values of
    action-like keys (:func:`.actions.is_action_key`), the segments of values that are paths
    (routes) and the values that name a page in a wiki's namespace, in the query's order, and
    "search" for a key that carries a search's words (:data:`SEARCH_KEYS`). A program that
    serves several pages names each by such a value: ``member.php?action=login``,
    ``ucp.php?mode=register``, ``?route=account/login``, MediaWiki's ``?title=Special:UserLogin``.

    >>> query_words([("action", "login"), ("uid", "5")]), query_words([("route", "account/login")])
    (('login',), ('account', 'login'))
    >>> query_words([("title", "Special:UserLogin"), ("returnto", "Main_Page")])
    ('Special:UserLogin',)
    >>> query_words([("main_page", "contact_us")]), query_words([("page", "2")]), query_words([("disp", "search")])
    (('contact_us',), ('2',), ('search',))
    >>> query_words([("post_type", "product"), ("s", "hoodie")]), query_words([("pages/contact", "")])
    (('search',), ('pages', 'contact'))
    """
    words: list[str] = []
    for key, value in query:
        if is_action_key(key) or key in PAGE_KEYS or key.endswith(PAGE_KEY_ENDINGS):
            words.append(value)
        elif key in SEARCH_KEYS:
            words.append("search")
        elif is_route(value) or not value and is_query_path(key):
            words.extend(part for part in (value or key).split("/") if part)
        elif in_namespace(value):
            words.append(value)
    return tuple(words)


def page_type(segments: tuple[str, ...], has_query: bool = False,
              query: Iterable[tuple[str, str]] = ()) -> str:
    """The page type of a page or template: the deepest segment that names a type wins, the
    words of its ``query`` (:func:`query_words`) counting as segments below the path.

    ``/help/contact`` is a contact page; ``/login/help`` a help page. Placeholders such as
    ``{slug}`` name nothing, so ``/help/{slug}`` is help and ``/tags/{slug}`` content. The
    last segment's camelCase words are words (:data:`~.actions.CAMEL_CASE`: a program names its
    pages so, MediaWiki's ``Special:UserLogin``); a folder's are not (a docs section's
    ``contributionGuide`` is no help page).

    >>> page_type(("MyResearch", "UserLogin")), page_type(("wiki", "Special:UserLogin")), page_type(("docs", "contributionGuide", "setup"))
    ('login', 'login', 'content')
    >>> page_type(("accounts", "chocobozzz")), page_type(("accounts",)), page_type(("account", "orders"))
    ('content', 'account', 'account')
    """
    segments = segments + query_words(query)
    if not segments:
        return CONTENT if has_query else HOME
    for at, segment in enumerate(reversed(segments)):
        found = segment_type(CAMEL_CASE.sub("-", segment) if at == 0 else segment)
        if found and not (at and found == ACCOUNT and segment.lower() in ACCOUNT_COLLECTIONS):
            return found
    return CONTENT


#: The account type's words that name a collection of accounts: a page below one is a member's
#: public page (PeerTube's ``/accounts/<name>``), not the visitor's own account (``/account/orders``).
ACCOUNT = "account"
ACCOUNT_COLLECTIONS = frozenset(("accounts",))


def names_login(url: str) -> bool:
    """Whether an address on another site names a login page by its path (:func:`page_type`):
    a page redirecting there (a university's single sign-on, ``/cas/login``) is behind a
    login wall, though the crawl does not follow it off the site.

    >>> names_login("https://sso.example.edu/cas/login?service=x"), names_login("https://publisher.example/books/history")
    (True, False)
    """
    return page_type(tuple(segment for segment in urlsplit(url).path.split("/") if segment)) == "login"


#: The most words a link's text may have to name a page by itself ("Contact us", "Terms &
#: Conditions"); a longer text is a sentence about something.
NAME_WORDS = 4
#: The page types a link's text may name: those a site's header and footer name by a word of
#: their own. A text naming help ("Guides", "Read the guide") or a form ("Join community")
#: names a section or a call to act as often as the page.
TEXT_TYPES = frozenset(("contact", "legal", "accessibility-statement", "sitemap", "login"))
_TEXT_WORDS = re.compile(r"[^\W_]+")


def text_page_type(text: str) -> str:
    """The page type a navigation link's text names, read as a page's name is read in a path
    (:func:`page_type` of its words written as one segment): a footer's "Contact", "Privacy
    policy" or "Impressum" names a common page whatever its address (a shop's
    ``/navigation/<uuid>``, a CMS's ``/node/12``). :data:`CONTENT` for a longer text, or one
    that names no common page of :data:`TEXT_TYPES`.

    >>> text_page_type("Contact us"), text_page_type("Privacy Policy"), text_page_type("Impressum")
    ('contact', 'legal', 'legal')
    >>> text_page_type("Clothing"), text_page_type("Home"), text_page_type("Contact our sales team for a quote today")
    ('content', 'content', 'content')
    >>> text_page_type("Guides"), text_page_type("Join community")  # not of TEXT_TYPES
    ('content', 'content')
    """
    words = _TEXT_WORDS.findall(text.lower())
    if not words or len(words) > NAME_WORDS:
        return CONTENT
    kind = page_type(("-".join(words),))
    return kind if kind in TEXT_TYPES else CONTENT


def path_page_type(path_and_query: str) -> str:
    """The page type of a site path such as ``/account/login`` or ``/member.php?action=login``
    (``/`` is the home page)."""
    path, _, query = path_and_query.partition("?")
    pairs = [(key.lower(), value) for key, value in parse_qsl(query)]
    head = query.partition("&")[0]
    if is_query_path(head):  # the page's path written as its query: ?pages/contact
        pairs.insert(0, (unquote_plus(head).lower(), ""))
    return page_type(tuple(decode_segment(segment) for segment in path.split("/") if segment), bool(query), pairs)
