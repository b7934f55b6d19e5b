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
* tokens holding a digit (``postid-42``, ``col-md-6``) and state tokens (``active``,
  ``current-menu-item``) are left out: they name a record or the page's place in a menu;
* the body's class tokens make its own path only, the paths below it start from a bare
  ``body``, and an article's path is a bare ``article``: CMSs write the page's record into
  those classes (``tag-docker``, ``term-check-valves``, ``product-48oz``), which would
  otherwise make every path of every page its own. The body's path still tells templates
  apart (``single`` beside ``archive``).

So articles of any length, lists and tables of any size give one layout. The core only reads
the tree (an ``lxml`` element, parsed by the shell); nothing here fetches or parses bytes.
:func:`layout_id` is the short id the feed's ``layout`` column shows.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from hashlib import blake2b
from typing import Any

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
_TOKEN = re.compile(r"[^\s]+")


def _kept(token: str) -> bool:
    return not any(character.isdigit() for character in token) and token not in STATE_TOKENS \
        and not token.startswith(("current-", "current_"))


def element_token(element: Any) -> str:
    """``tag.class.class#id``: lower-case, class tokens sorted, tokens with a digit and state
    tokens left out.

    >>> from lxml import html
    >>> element_token(html.fragment_fromstring('<div class="Wrap post-42 b active" id="top">x</div>'))
    'div.b.wrap#top'
    """
    tag = element.tag.lower() if isinstance(element.tag, str) else ""
    classes = sorted({token for token in _TOKEN.findall((element.get("class") or "").lower()) if _kept(token)})
    identifier = (element.get("id") or "").strip().lower()
    if not _kept(identifier):
        identifier = ""
    return tag + "".join("." + name for name in classes) + (f"#{identifier}" if identifier else "")


def bare_token(element: Any) -> str:
    """``tag#id``: :func:`element_token` without the class tokens.

    >>> from lxml import html
    >>> bare_token(html.fragment_fromstring('<div class="post tag-news" id="top">x</div>'))
    'div#top'
    """
    token = element_token(element)
    tag, _, identifier = token.partition("#")
    return tag.split(".", 1)[0] + (f"#{identifier}" if identifier else "")


def _role(element: Any) -> str:
    return (element.get("role") or "").strip().lower()


def _paths(element: Any, prefix: str, depth: int, content_left: int | None) -> Iterator[str]:
    """The paths of ``element`` and of the structure below it: its ancestors' bare tokens
    (``prefix``), then its own token; ``content_left``: levels still counted below ``<main>``
    (None outside it)."""
    article = element.tag == "article" or _role(element) in ARTICLE_ROLES
    # An article's classes name its record (its tags, categories, format), as the body's do.
    token = bare_token(element) if article else element_token(element)
    yield f"{prefix}>{token}" if prefix else token
    bare = bare_token(element)
    path = f"{prefix}>{bare}" if prefix else bare
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
            yield from _paths(child, path, depth + 1, below)


def layout_signature(root: Any) -> frozenset[str]:
    """The set of chrome paths of the page whose parsed tree is ``root`` (the ``<html>``
    element, or any element holding a ``<body>``); empty when it has no body.

    >>> from lxml import html
    >>> page = '<body class="x"><header><nav><ul><li>a</li></ul></nav></header><main><p>Hi</p></main></body>'
    >>> sorted(layout_signature(html.document_fromstring(page)))
    ['body.x', 'body>header', 'body>header>nav', 'body>main']
    """
    body = root if getattr(root, "tag", None) == "body" else root.find(".//body")
    if body is None:
        return frozenset()
    return frozenset(_paths(body, "", 0, None))


def layout_id(signature: frozenset[str]) -> str:
    """A short, stable id of a signature (8 hex digits; empty for no signature).

    >>> layout_id(frozenset(("body", "body>main"))) == layout_id(frozenset(("body>main", "body")))
    True
    """
    if not signature:
        return ""
    return blake2b("\n".join(sorted(signature)).encode("utf-8"), digest_size=4).hexdigest()


def similarity(first: frozenset[str], second: frozenset[str]) -> float:
    """Jaccard similarity of two signatures (1.0 for two empty ones).

    >>> similarity(frozenset("ab"), frozenset("bc"))
    0.3333333333333333
    """
    union = first | second
    return len(first & second) / len(union) if union else 1.0


def _in_chrome(element: Any) -> bool:
    for ancestor in element.iterancestors():
        if ancestor.tag in CHROME_TAGS or _role(ancestor) in CHROME_ROLES:
            return True
    return False


def has_login_form(root: Any) -> bool:
    """Whether the page's content (not its header, navigation, sidebar or footer, where many
    sites keep a small sign-in box) holds a form asking for a password: a login wall, unless
    the page is the login page itself.

    >>> from lxml import html
    >>> has_login_form(html.document_fromstring('<body><main><form><input type="password"></form></main></body>'))
    True
    >>> has_login_form(html.document_fromstring('<body><header><form><input type="password"></form></header></body>'))
    False
    """
    for field in root.iter("input"):
        if (field.get("type") or "").strip().lower() == "password":
            form = next((a for a in field.iterancestors() if a.tag == "form"), None)
            if form is not None and not _in_chrome(form):
                return True
    return False
