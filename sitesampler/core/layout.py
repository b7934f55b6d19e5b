"""A page's layout: a structural signature of its chrome, from an already-parsed HTML tree.

Two pages of one template share their header, navigation, sidebars and footer, and the frame
their content sits in; they differ in the content itself. The signature is therefore the set
of paths of the page's structural elements (:data:`STRUCTURE_TAGS`: ``div``, ``header``,
``nav``, ``main``...) from ``<body>`` down, each element written as its tag with its class and
id tokens (``div.site-header#top``), where:

* repeated siblings collapse (it is a set of paths: ten cards give the path one does);
* text and its blocks (paragraphs, headings, lists, tables, links, images) are no structure:
  they never make a path, and an element holding :data:`TEXT_RUN` or more text blocks is a
  content region whose own path counts, not what is inside it;
* an ``<article>`` counts as one path, and below ``<main>`` (or ``role="main"``) only
  :data:`CONTENT_DEPTH` levels count: the frame of the content, not its blocks;
* tokens that name a record or the page's place are left out (:func:`element_token`): those
  holding a digit (``postid-42``, ``col-md-6``), state tokens (``active``,
  ``current-menu-item``), those holding the name the page's own URL gives it (``term-check-valves``
  at ``/product-category/check-valves/``: :func:`record_name`; ids too: a Hexo post's
  ``post-java/guava-caches``), and the tokens of a list, two or more of one element sharing
  their first word (``tag-docker tag-windows``: a post's tags), and on the body one naming a
  term of the page's record or its language (``tag-docker`` alone, ``lang-fr``:
  :func:`names_a_term`), and a heading's anchor on the section it begins
  (``<section id="using-integers"><h2>``: :func:`is_heading_section`);
* body classes that differ only in values (``product-sugar`` against ``product-bundle``,
  both beside ``template-product``) leave the rest of the frame to decide how alike two
  pages are (:func:`similarity`);
* an element's classes are on its own path only: the paths below it carry its bare tag and id
  (a class a script toggles on a header changes one path, not the header's every path), but
  for the body's, which begin every path: CMSs write the page's kind there (``single``,
  ``archive``, ``page-template-default``), what the page's type is read from;
* an article's path is a bare ``article``: its classes are its record's (its tags, its
  categories), and a listing's cards collapse whatever their tags.

So articles of any length, lists and tables of any size give one layout. The core only reads
the tree (an ``lxml`` element, parsed by the shell); nothing here fetches or parses bytes.
:func:`layout_id` is the short id the feed's ``layout`` column shows.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from functools import lru_cache
from hashlib import blake2b
from typing import Any
from urllib.parse import unquote, urlsplit

#: The elements that make a page's frame; nothing else makes a path.
STRUCTURE_TAGS = frozenset(("body", "header", "nav", "footer", "aside", "main", "article", "section", "div",
                            "form", "dialog", "search"))
#: Where a page's content starts: only the first levels below ``<main>`` are its frame, and
#: an article is one path whatever it holds.
MAIN_ROLES = frozenset(("main",))
ARTICLE_ROLES = frozenset(("article",))
CONTENT_DEPTH = 2
#: Text blocks: an element with this many children of these tags holds content, not frame.
TEXT_BLOCKS = frozenset(("p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "dl", "table", "blockquote",
                         "pre", "figure", "hr", "img"))
TEXT_RUN = 3
#: Paths deeper than this below ``<body>`` are cut (a deeply nested frame still differs above).
MAX_DEPTH = 14
#: Class tokens that say where the page is (the current menu item), not what frame it has.
STATE_TOKENS = frozenset(("active", "selected", "open", "current", "is-active", "is-open", "is-selected", "show"))
#: Regions of the chrome, for :func:`has_login_form`.
CHROME_TAGS = frozenset(("header", "nav", "footer", "aside"))
CHROME_ROLES = frozenset(("banner", "navigation", "contentinfo", "complementary"))
#: Elements whose text is never shown, and elements that show something without text.
UNSHOWN_TAGS = frozenset(("script", "style", "template", "noscript", "head", "title", "meta", "link"))
SHOWING_TAGS = frozenset(("a", "img", "picture", "svg", "canvas", "video", "audio", "iframe", "object", "embed",
                          "form", "input", "button", "select", "textarea"))
#: A script sending the browser elsewhere: ``location`` (``window.location``, ``location.href``)
#: assigned, or ``location.replace()`` / ``location.assign()`` called.
SENDS_AWAY = re.compile(r"\blocation(?:\.href)?\s*=(?!=)|\blocation\.(?:replace|assign)\s*\(")
_TOKEN = re.compile(r"[^\s]+")
_WORD_BREAK = re.compile(r"[-_]")
#: The words of a class, an id or a record's name, for :func:`holds_record`.
_NAME_WORDS = re.compile(r"[^\W_]+")


def holds_record(token: str, record: str) -> bool:
    """Whether a class or id ``token`` holds the page's ``record`` name (:func:`record_name`)
    as a whole run of its words: ``term-check-valves`` holds ``check-valves``, and
    ``post-java/guava-caches`` holds ``guava-caches``; ``experiencefragment`` does not hold
    ``men``, nor ``navbar`` ``bar`` (a page named so keeps its header's classes).

    >>> holds_record("term-check-valves", "check-valves"), holds_record("post-java/guava-caches", "guava-caches")
    (True, True)
    >>> holds_record("header.experiencefragment", "men"), holds_record("navbar", "bar"), holds_record("x", "")
    (False, False, False)

    Words are read whatever joins them: Hugo writes a page's name into its body's classes
    with hyphens where the URL has underscores (``speakers-alexandre-touret`` at
    ``/speakers/alexandre_touret/``).

    >>> holds_record("speakers-alexandre-touret", "alexandre_touret"), holds_record("sessions-lunch", "__lunch")
    (True, True)
    """
    own = _record_words(record)
    if not own or own[0] not in token:
        return False
    words = tuple(_NAME_WORDS.findall(token))
    return any(words[at:at + len(own)] == own for at in range(len(words) - len(own) + 1))


@lru_cache(maxsize=64)
def _record_words(record: str) -> tuple[str, ...]:
    """The words of a record's name (one page's name is matched against all its tokens)."""
    return tuple(_NAME_WORDS.findall(record))


def _first_word(token: str) -> str:
    """The token's first word when it has more than one (``tag`` of ``tag-docker``), else "".

    >>> _first_word("tag-docker"), _first_word("product_type"), _first_word("archive")
    ('tag', 'product', '')
    """
    parts = _WORD_BREAK.split(token, maxsplit=1)
    return parts[0] if len(parts) == 2 else ""


def _kept(token: str) -> bool:
    return not any(character.isdigit() for character in token) and token not in STATE_TOKENS \
        and not token.startswith(("current-", "current_"))


def element_token(element: Any, record: str = "", body: bool = False) -> str:
    """``tag.class.class#id``: lower-case, class tokens sorted; left out are tokens with a
    digit, state tokens, those holding ``record`` (:func:`holds_record`), and the tokens of a
    list (two or more whose first word, before ``-`` or ``_``, is one); on the ``body``, also
    a term of the page's record (:func:`names_a_term`).

    >>> from lxml import html
    >>> element_token(html.fragment_fromstring('<div class="Wrap post-42 b active" id="top">x</div>'))
    'div.b.wrap#top'
    >>> element_token(html.fragment_fromstring('<div class="archive tag-ci tag-docker term-check-valves">x</div>'),
    ...               "check-valves")
    'div.archive'
    >>> element_token(html.fragment_fromstring('<div class="post-template tag-getting-started">x</div>'), body=True)
    'div.post-template'
    """
    words = {token: _first_word(token) for token in _TOKEN.findall((element.get("class") or "").lower())
             if _kept(token) and not holds_record(token, record) and not (body and names_a_term(token))}
    shared = Counter(words.values())
    classes = sorted(token for token, word in words.items() if not (word and shared[word] >= 2))
    tag, identifier = _tag_and_id(element, record)
    return tag + "".join("." + name for name in classes) + identifier


#: The first words of a body class that names one of the record's terms (Ghost writes
#: ``tag-<slug>`` for each of a post's tags, Discourse ``category-<slug>`` on a topic) or its
#: language (PrestaShop's ``lang-fr``: a translation is the same layout), and the last words of
#: one that names the page's kind instead (Ghost's ``tag-template``).
TERM_WORDS = frozenset(("tag", "category", "author", "lang", "language", "locale"))
KIND_WORDS = frozenset(("template", "page", "archive", "index", "list", "listing"))


def names_a_term(token: str) -> bool:
    """Whether a body class names one of the page's record's terms (its tag, its category, its
    author), which two pages of one template differ in: a term word, then a name that is no
    kind of page. A post with one tag wrote its tag into the body, one with two tags none (the
    tokens of a list): so were posts of one theme split by their tags.

    >>> names_a_term("tag-getting-started"), names_a_term("category-general"), names_a_term("tag-template")
    (True, True, False)
    >>> names_a_term("tag"), names_a_term("tagline"), names_a_term("author-archive"), names_a_term("lang-fr")
    (False, False, False, True)
    """
    words = _WORD_BREAK.split(token)
    return len(words) > 1 and words[0] in TERM_WORDS and words[-1] not in KIND_WORDS


def bare_token(element: Any, record: str = "") -> str:
    """``tag#id``: :func:`element_token` without the class tokens.

    >>> from lxml import html
    >>> bare_token(html.fragment_fromstring('<div class="post tag-news" id="top">x</div>'))
    'div#top'
    >>> bare_token(html.fragment_fromstring('<article id="post-java/guava-caches">x</article>'), "guava-caches")
    'article'
    """
    tag, identifier = _tag_and_id(element, record)
    return tag + identifier


def _tag_and_id(element: Any, record: str = "") -> tuple[str, str]:
    """The element's tag, lower-case, and ``#id`` ("" when it has none, or one with a digit or
    a state, or one holding ``record``: :func:`holds_record`, or a heading's anchor:
    :func:`is_heading_section`)."""
    tag = element.tag.lower() if isinstance(element.tag, str) else ""
    identifier = (element.get("id") or "").strip().lower()
    kept = (identifier and _kept(identifier) and not holds_record(identifier, record)
            and not is_heading_section(element))
    return tag, f"#{identifier}" if kept else ""


#: Headings: an element that begins with one is the section of the content it titles.
HEADING_TAGS = frozenset(("h1", "h2", "h3", "h4", "h5", "h6"))


def is_heading_section(element: Any) -> bool:
    """Whether ``element`` is a section of the content, titled by the heading it begins with:
    its id is the heading's anchor, made from the heading's text (Pandoc, Quarto and
    docutils write each heading's ``<section id="adding-column-spanners"><h2>``; older
    docutils a ``<div class="section" id=...>``), so it names the content, not the frame. A
    Quarto site's guide pages gave sixteen layout ids on twenty pages by their headings.

    >>> from lxml import html
    >>> is_heading_section(html.fragment_fromstring('<section id="using-integers"><h2>Using integers</h2><p>x</p></section>'))
    True
    >>> is_heading_section(html.fragment_fromstring('<section id="sidebar"><nav>x</nav><h2>y</h2></section>'))
    False
    """
    first = next((child for child in element if isinstance(child.tag, str)), None)
    return first is not None and first.tag.lower() in HEADING_TAGS


def _role(element: Any) -> str:
    return (element.get("role") or "").strip().lower()


def _paths(element: Any, prefix: str, depth: int, content_left: int | None, record: str = "") -> Iterator[str]:
    """The paths of ``element`` and of the structure below it: the body's token and its other
    ancestors' bare tokens (``prefix``), then its own token; ``content_left``: levels still
    counted below ``<main>`` (None outside it); ``record``: :func:`record_name`."""
    article = element.tag == "article" or _role(element) in ARTICLE_ROLES
    token = bare_token(element, record) if article else element_token(element, record, depth == 0)
    yield f"{prefix}>{token}" if prefix else token
    below_path = token if depth == 0 else bare_token(element, record)  # the body's classes: the page's kind
    path = f"{prefix}>{below_path}" if prefix else below_path
    if depth >= MAX_DEPTH or content_left == 0 or article:
        return
    children = [child for child in element if isinstance(child.tag, str)]
    if depth and sum(1 for child in children if child.tag.lower() in TEXT_BLOCKS) >= TEXT_RUN:
        return  # a content region: its frame is its own path (never the body: it is the page)
    if content_left is None and (element.tag == "main" or _role(element) in MAIN_ROLES):
        content_left = CONTENT_DEPTH
    below = None if content_left is None else content_left - 1
    for child in children:
        if child.tag.lower() in STRUCTURE_TAGS:
            yield from _paths(child, path, depth + 1, below, record)


def layout_signature(root: Any, url: str = "") -> frozenset[str]:
    """The set of chrome paths of the page whose parsed tree is ``root`` (the ``<html>``
    element, or any element holding a ``<body>``) and whose address is ``url`` (its record's
    name is left out of its classes: :func:`record_name`); empty when it has no body.

    >>> from lxml import html
    >>> page = '<body class="x"><header class="top"><nav><ul><li>a</li></ul></nav></header><main><p>Hi</p></main></body>'
    >>> sorted(layout_signature(html.document_fromstring(page)))
    ['body.x', 'body.x>header.top', 'body.x>header>nav', 'body.x>main']
    """
    body = root if getattr(root, "tag", None) == "body" else root.find(".//body")
    if body is None:
        return frozenset()
    return frozenset(_paths(body, "", 0, None, record_name(url)))


#: Last segments that name no record but the page a folder or a program shows by default, or
#: a kind of page (:data:`KIND_WORDS`): one page answers at ``/en/stable/`` and
#: ``/en/stable/index.html``, at a journal's ``/j`` and ``/j/index``, at ``/events/`` and
#: ``/events/list/``, and its classes naming its kind are the same at each address.
FOLDER_PAGE_NAMES = frozenset(("index", "default", "home", "main", "view"))


def record_name(url: str) -> str:
    """The name the page's own URL gives its record: its last path segment, lower-case,
    without an extension; "" when shorter than 3 characters (too short to be told from a
    word of a class), or when it names a folder's own page or a kind of page
    (:data:`FOLDER_PAGE_NAMES`).

    >>> record_name("https://shop.example/product-category/check-valves/"), record_name("https://a.example/")
    ('check-valves', '')
    >>> record_name("https://docs.example/en/stable/index.html"), record_name("https://e.example/events/list/")
    ('', '')
    """
    segments = [segment for segment in unquote(urlsplit(url).path).lower().split("/") if segment]
    name = segments[-1].rsplit(".", 1)[0] if segments else ""
    return name if len(name) >= 3 and name not in FOLDER_PAGE_NAMES and name not in KIND_WORDS else ""


def layout_id(signature: frozenset[str]) -> str:
    """A short, stable id of a signature (8 hex digits; empty for no signature).

    >>> layout_id(frozenset(("body", "body>main"))) == layout_id(frozenset(("body>main", "body")))
    True
    """
    if not signature:
        return ""
    return blake2b("\n".join(sorted(signature)).encode("utf-8"), digest_size=4).hexdigest()


def similarity(first: frozenset[str], second: frozenset[str]) -> float:
    """Jaccard similarity of two signatures (1.0 for two empty ones), where two bodies whose
    classes differ only in values (:func:`values_apart`: ``product-sugar`` on one,
    ``product-bundle`` on the other, both beside ``template-product``) are one body: the rest
    of the frame decides.

    >>> similarity(frozenset("ab"), frozenset("bc"))
    0.3333333333333333
    >>> sugar = frozenset(("body.product-sugar.template-product", "body.product-sugar.template-product>main"))
    >>> similarity(sugar, frozenset(("body.product-bundle.template-product", "body.product-bundle.template-product>main")))
    1.0
    >>> similarity(sugar, frozenset(("body.product-sugar.template-page", "body.product-sugar.template-page>main")))
    0.0
    """
    first_body, second_body = body_token(first), body_token(second)
    if first_body != second_body and values_apart(first_body, second_body):
        start = len(second_body)
        second = frozenset(first_body + path[start:] for path in second)
    union = first | second
    return len(first & second) / len(union) if union else 1.0


def frame(signature: frozenset[str]) -> frozenset[str]:
    """``signature`` without its body's classes and id, which name the page's kind or its
    address (Drupal's ``path-user``): what is left is the frame every page of the site shares.

    >>> sorted(frame(frozenset(("body.path-user", "body.path-user>header.site", "body>main"))))
    ['body', 'body>header.site', 'body>main']
    """
    return frozenset("body" + path[len(token):] if (token := path.split(">", 1)[0]).startswith("body") else path
                     for path in signature)


def body_token(signature: frozenset[str]) -> str:
    """The body's own token, which begins every path of ``signature`` ("" for none).

    >>> body_token(frozenset(("body.single#top>main", "body.single#top")))
    'body.single#top'
    """
    path = next(iter(signature), "")
    return path.split(">", 1)[0]


def values_apart(first: str, second: str) -> bool:
    """Whether two body tokens (``body.class.class#id``) differ only in values: one tag and
    id, and each class on one side alone qualifies the kind both pages name. A class names a
    kind when it has two words (``template-product``: a product page) and qualifies it when its
    first word is that kind's last word (``product-sugar``, ``product-bundle``: which
    product); a class only one side has, or two kinds (``template-product`` against
    ``template-collection``, ``single-format-audio`` against ``single-format-standard``),
    are not values. Shopify themes write a product's type or an article's first tag
    (``article-recipe``, ``article-`` when it has none) into the body so.

    >>> values_apart("body.article-.template-article#theme", "body.article-recipe.template-article#theme")
    True
    >>> values_apart("body.template-product", "body.template-collection")
    False
    >>> values_apart("body.single.single-format-audio", "body.single.single-format-standard")
    False
    >>> values_apart("body.product-a.template-product", "body.product-a.sale.template-product")
    False
    """
    first_tag, _, first_id = first.partition("#")
    second_tag, _, second_id = second.partition("#")
    first_classes, second_classes = first_tag.split("."), second_tag.split(".")
    if first_id != second_id or first_classes[0] != second_classes[0]:
        return False
    shared = set(first_classes[1:]) & set(second_classes[1:])
    kinds = {_WORD_BREAK.split(token)[-1] for token in shared if _first_word(token)}
    only_first, only_second = set(first_classes[1:]) - shared, set(second_classes[1:]) - shared
    words_first = {_first_word(token) for token in only_first}
    words_second = {_first_word(token) for token in only_second}
    return bool(only_first) and bool(only_second) and words_first == words_second and words_first <= kinds


def _in_chrome(element: Any) -> bool:
    for ancestor in element.iterancestors():
        if ancestor.tag in CHROME_TAGS or _role(ancestor) in CHROME_ROLES:
            return True
    return False


def has_login_form(root: Any) -> bool:
    """Whether the page's content (not its header, navigation, sidebar or footer, where many
    sites keep a small sign-in box) holds a sign-in form (:func:`is_sign_in_form`): a login
    wall, unless the page is the login page itself.

    >>> from lxml import html
    >>> has_login_form(html.document_fromstring('<body><main><form><input type="password"></form></main></body>'))
    True
    >>> has_login_form(html.document_fromstring('<body><header><form><input type="password"></form></header></body>'))
    False
    """
    return any(is_sign_in_form(form) and not _in_chrome(form) for form in root.iter("form"))


#: Inputs a visitor types a word into (an input without a type is a text input).
TEXT_INPUTS = frozenset(("", "text", "email", "tel", "number", "url"))


def is_sign_in_form(form: Any) -> bool:
    """Whether ``form`` asks for credentials: one password and at most one other field to type
    into (a name or an address). A form asking for more (a name and an address, a password
    twice) creates an account: a sign-up or a subscription form, whatever its language, is
    the page's own content, not a wall before it.

    >>> from lxml import html
    >>> def form(fields): return is_sign_in_form(html.fragment_fromstring(f"<form>{fields}</form>"))
    >>> form('<input name="user"><input type="password" name="pw"><input type="checkbox"><input type="hidden">')
    True
    >>> form('<input name="name"><input type="email"><input type="password">')
    False
    >>> form('<input type="email"><input type="password"><input type="password">')
    False
    """
    kinds = [(field.get("type") or "").strip().lower() for field in form.iter("input")]
    return kinds.count("password") == 1 and sum(1 for kind in kinds if kind in TEXT_INPUTS) <= 1


#: Where a ``<title>`` is no title of the page, to a browser: an SVG icon's or a MathML
#: formula's own (another namespace), a template's (never part of the document) and one inside
#: ``<noscript>`` (raw text where scripts run).
NOT_PAGE_TITLE_ANCESTORS = frozenset(("svg", "math", "template", "noscript"))
#: The whitespace ``document.title`` strips and collapses: ASCII only (a no-break space stays).
_ASCII_WHITESPACE = re.compile(r"[\t\n\f\r ]+")


def page_title(root: Any) -> str:
    """The page's title as a browser's ``document.title`` gives it: the text of the first
    ``<title>`` of the HTML document, whitespace collapsed, and "" when it has none. An SVG
    icon's ``<title>`` (its accessible name) is no page title, so a page without one has an
    empty title, which WCAG's "Page Titled" asks the auditor to see.

    >>> from lxml import html
    >>> def title(page): return page_title(html.document_fromstring(page))
    >>> title('<html><head><title>\\n  Shoes  |\\tShop </title></head><body></body></html>')
    'Shoes | Shop'
    >>> title('<html><head></head><body><svg><title>Open menu</title></svg><h1>Shoes</h1></body></html>')
    ''
    >>> title('<html><body><svg><title>Open menu</title></svg><title>Late, but the title</title></body></html>')
    'Late, but the title'
    """
    for element in root.iter("title"):
        if not any(ancestor.tag in NOT_PAGE_TITLE_ANCESTORS for ancestor in element.iterancestors()):
            return _ASCII_WHITESPACE.sub(" ", element.text_content()).strip(" ")
    return ""


def scripts_send_to(root: Any, target: str) -> bool:
    """Whether one of the page's own scripts (not a file) sends the browser on, to ``target``
    (an address: a script naming its last segment, or the site's root): with a meta refresh
    to the same address for the browsers that run no script (in ``<noscript>``, which a
    crawler reads as no refresh), the page is a redirect stub whatever text it shows while it
    waits (mike's "Redirecting to latest/..."). An application sending the browsers without
    scripts to a page saying it needs them sends the others nowhere, or elsewhere.

    >>> from lxml import html
    >>> stub = html.document_fromstring('<head><script>location.replace("latest/")</script></head><p>Redirecting</p>')
    >>> scripts_send_to(stub, "https://d.example/latest/"), scripts_send_to(stub, "https://d.example/nojs.html")
    (True, False)
    >>> scripts_send_to(html.document_fromstring('<body><script src="/app.js"></script></body>'), "https://d.example/a")
    False
    """
    path = urlsplit(target).path.rstrip("/")
    named = path.rsplit("/", 1)[-1] or "/"
    return any(not element.get("src") and SENDS_AWAY.search(text := element.text or "") and named in text
               for element in root.iter("script"))


def is_script_redirect(root: Any) -> bool:
    """Whether the page is a redirect stub written in a script: it shows nothing (no text, no
    link, image, form or frame outside its scripts and styles) and a script of its own sends
    the browser to another address. A crawler runs no script, so such a stub answers 200 with
    an empty page where a visitor is sent on. An application's shell (an empty body whose
    script is a file) and a page with anything to show are pages. The script may stand in the
    head, where such stubs most often put it, when the page loads no script file: an
    application's shell may redirect from its head by a condition (to its own host), its body
    filled by its files.

    >>> from lxml import html
    >>> def stub(page): return is_script_redirect(html.document_fromstring(page))
    >>> stub('<html><head><title>Redirect</title></head><body><script>window.location = "/new";</script></body></html>')
    True
    >>> [stub(page) for page in ('<body><div id="root"></div><script src="/app.js"></script></body>',
    ...                          '<body><p>Sign in first.</p><script>if (!user) location.replace("/login")</script></body>',
    ...                          '<body><script>location.href = "/new"</script>You are being sent on.</body>')]
    [False, False, False]
    >>> stub('<html><head><script>window.location.replace("/catering/");</script></head><body></body></html>')
    True
    >>> stub('<html><head><script>if (location.host != "a.example") location.href = "https://a.example"</script>'
    ...      '<script src="/app.js"></script></head><body><div id="root"></div></body></html>')
    False
    """
    body = root.find(".//body") if root.tag != "body" else root
    if body is None:
        return False
    head = root.find(".//head") if root.tag != "body" else None
    in_head = [] if head is None else list(head.iter("script"))
    loads_file = any(element.get("src") for element in in_head)
    scripts = []
    for element in body.iter():
        if any(ancestor.tag in UNSHOWN_TAGS for ancestor in element.iterancestors()):
            continue  # inside a script, a style, a template...: neither it nor its tail shows
        if element is not body and (element.tail or "").strip():
            return False
        tag = element.tag if isinstance(element.tag, str) else ""  # a comment has no tag
        if tag in SHOWING_TAGS:
            return False
        if tag == "script":
            if element.get("src"):
                loads_file = True
            else:
                scripts.append(element.text or "")
        elif tag and tag not in UNSHOWN_TAGS and (element.text or "").strip():
            return False
    if not loads_file:  # else a redirect in the head may be an application's, by a condition
        scripts += [element.text or "" for element in in_head]
    return any(SENDS_AWAY.search(script) for script in scripts)
