"""A page's layout: a structural signature of its chrome, from an already-parsed HTML tree.

Two pages of one template share their header, navigation, sidebars and footer, and the frame
their content sits in; they differ in the content itself. The signature is therefore the set
of tag paths from ``<body>`` down, each element written as its tag with its class and id
tokens (``div.site-header#top``), where:

* repeated siblings collapse (it is a set of paths: ten list items give the path one does);
* below a content root (``<main>``, ``<article>``, ``role="main"``) only
  :data:`CONTENT_DEPTH` levels count, and an element holding :data:`TEXT_RUN` or more text
  blocks (paragraphs, headings, lists, tables...) is a content region: its own path counts,
  what is inside does not. So articles of any length and lists of any size give one layout;
* tokens holding a digit (``postid-42``, ``col-md-6``) are left out: they name a record more
  often than a frame;
* scripts, styles, comments and inline SVG say nothing about the layout.

The core only reads the tree (an ``lxml`` element, parsed by the shell); nothing here fetches
or parses bytes. :func:`layout_id` is the short id the feed's ``layout`` column shows.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from hashlib import blake2b
from typing import Any

#: Elements that carry no layout.
SKIPPED_TAGS = frozenset(("script", "style", "noscript", "template", "svg", "link", "meta", "br", "wbr"))
#: Where a page's content starts: only the first levels below it are its frame.
CONTENT_ROOTS = frozenset(("main", "article"))
CONTENT_ROLES = frozenset(("main", "article"))
#: Levels below a content root that still count.
CONTENT_DEPTH = 2
#: Text blocks: an element with this many children of these tags holds content, not frame.
TEXT_BLOCKS = frozenset(("p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "dl", "table", "blockquote",
                         "pre", "figure", "section", "hr", "img"))
TEXT_RUN = 3
#: Paths deeper than this below ``<body>`` are cut (a deeply nested frame still differs above).
MAX_DEPTH = 14
#: Regions of the chrome, for :func:`has_login_form`.
CHROME_TAGS = frozenset(("header", "nav", "footer", "aside"))
CHROME_ROLES = frozenset(("banner", "navigation", "contentinfo", "complementary"))
_TOKEN = re.compile(r"[^\s]+")


def element_token(element: Any) -> str:
    """``tag.class.class#id``: lower-case, class tokens sorted, tokens with a digit left out.

    >>> from lxml import html
    >>> element_token(html.fragment_fromstring('<div class="Wrap post-42 b" id="top">x</div>'))
    'div.b.wrap#top'
    """
    tag = element.tag.lower() if isinstance(element.tag, str) else ""
    classes = sorted({token.lower() for token in _TOKEN.findall(element.get("class") or "")
                      if not any(character.isdigit() for character in token)})
    identifier = (element.get("id") or "").strip().lower()
    if any(character.isdigit() for character in identifier):
        identifier = ""
    return tag + "".join("." + name for name in classes) + (f"#{identifier}" if identifier else "")


def _is_content_root(element: Any) -> bool:
    return element.tag in CONTENT_ROOTS or (element.get("role") or "").strip().lower() in CONTENT_ROLES


def _elements(element: Any) -> list[Any]:
    """The child elements that may carry layout (comments, processing instructions and
    :data:`SKIPPED_TAGS` left out)."""
    return [child for child in element
            if isinstance(child.tag, str) and child.tag.lower() not in SKIPPED_TAGS]


def _paths(element: Any, prefix: str, depth: int, content_left: int | None) -> Iterator[str]:
    path = f"{prefix}>{element_token(element)}" if prefix else element_token(element)
    yield path
    children = _elements(element)
    if depth >= MAX_DEPTH or content_left == 0:
        return
    if sum(1 for child in children if child.tag.lower() in TEXT_BLOCKS) >= TEXT_RUN:
        return  # a content region: its frame is its own path
    if content_left is None and _is_content_root(element):
        content_left = CONTENT_DEPTH
    below = None if content_left is None else content_left - 1
    for child in children:
        yield from _paths(child, path, depth + 1, below)


def layout_signature(root: Any) -> frozenset[str]:
    """The set of chrome paths of the page whose parsed tree is ``root`` (the ``<html>``
    element, or any element holding a ``<body>``); empty when it has no body.

    >>> from lxml import html
    >>> page = '<html><body class="x"><header><nav><ul><li>a</li><li>b</li></ul></nav></header></body></html>'
    >>> sorted(layout_signature(html.document_fromstring(page)))
    ['body.x', 'body.x>header', 'body.x>header>nav', 'body.x>header>nav>ul', 'body.x>header>nav>ul>li']
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
        if ancestor.tag in CHROME_TAGS or (ancestor.get("role") or "").strip().lower() in CHROME_ROLES:
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
