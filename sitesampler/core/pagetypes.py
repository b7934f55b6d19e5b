"""Page types from the decoded path: the WCAG-EM "common pages".

Keywords match whole words of a short segment, never substrings: the published method's
substring match made ``/author`` a login page ("auth"), ``/research`` a search page,
``/border-collie`` a form ("order") and ``/guidelines`` help ("guide"). Long segments are
titles (``/blog/how-to-login-faster``), not pages of that type, so only segments of up to
:data:`MAX_WORDS` words count. Hangul keywords match inside a segment, because Korean
compounds words without separators (``회원가입`` is "member" + "sign-up").
"""

from __future__ import annotations

import re
from functools import lru_cache

HOME, CONTENT = "home", "content"

#: Checked in this order; the first type whose keyword a segment holds wins.
KEYWORDS: dict[str, tuple[frozenset[str], tuple[str, ...]]] = {
    # page type -> (English words, compounds and other Latin-script words; Hangul keywords)
    "login": (frozenset("login logon signin logout myaccount".split()), ("로그인",)),
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
                  "subscribe booking reservation".split()),
        ("가입", "주문", "결제", "신청", "예약"),
    ),
}
MAX_WORDS = 3
_WORD_SPLIT = re.compile(r"[-_.\s+~]+")
_PAGE_EXTENSION = re.compile(r"\.(?:html?|php|aspx?|jsp|do|action|cfm|cgi)$", re.IGNORECASE)


@lru_cache(maxsize=1 << 14)
def segment_type(segment: str) -> str | None:
    """The common page type one decoded segment names, or None."""
    text = _PAGE_EXTENSION.sub("", segment).casefold()
    words = [w for w in _WORD_SPLIT.split(text) if w]
    if not words or len(words) > MAX_WORDS:
        return None
    joined = "".join(words)  # "sign-in" -> "signin", "contact-us" -> "contactus"
    for page_type, (english, hangul) in KEYWORDS.items():
        if joined in english or any(w in english for w in words):
            return page_type
        if any(h in text for h in hangul):
            return page_type
    return None


def page_type(segments: tuple[str, ...], has_query: bool = False) -> str:
    """The page type of a page or template: the deepest segment that names a type wins.

    ``/help/contact`` is a contact page; ``/login/help`` a help page. Placeholders such as
    ``{slug}`` name nothing, so ``/help/{slug}`` is help and ``/tags/{slug}`` content.
    """
    if not segments:
        return CONTENT if has_query else HOME
    for segment in reversed(segments):
        found = segment_type(segment)
        if found:
            return found
    return CONTENT
