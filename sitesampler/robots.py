"""Which URLs a robots.txt could refuse at all, so most URLs of a sitemap skip the full check.

Scrapy's robots.txt parsers do real work for every URL (user-agent lookup, path quoting, rule
matching), on the order of parsing the sitemap the URL came from (docs/PERFORMANCE.md), and on
a real site nearly every URL is allowed. Every rule of every parser Scrapy ships matches a URL's path *from its start*,
so a rule whose literal beginning (the text before its first ``*``) is not a prefix of the path
cannot refuse it. :func:`rule_prefixes` collects those beginnings from the file itself, whatever
parser is configured; :func:`could_refuse` answers "maybe" whenever it is not sure, and the
configured parser decides those URLs, so the answer never differs from the parser's own.
"""

from __future__ import annotations

import re

#: Directives that never refuse a URL. Anything else with a value counts as a possible rule,
#: so Protego's misspellings of "disallow" ("dissallow", "disalow", ...) are covered unnamed.
HARMLESS_DIRECTIVES = frozenset((
    "user-agent", "useragent", "user agent", "allow", "sitemap", "sitemaps", "site-map",
    "crawl-delay", "crawl delay", "request-rate", "request rate", "visit-time", "visit time",
    "host", "clean-param",
))
# Characters that percent-encoding normalisation leaves alone (Protego's own fast path uses
# this set): a path made of them is compared as written by every parser.
_NOT_PLAIN = re.compile(r"[^A-Za-z0-9_.~/=-]")
# scheme://netloc, then a plain path ending where the query or fragment starts (or at the end).
_PLAIN_PATH = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*(/(?!/)[A-Za-z0-9_.~/=-]*)?(?=[?#]|\Z)")


def rule_prefixes(body: bytes) -> tuple[str, ...]:
    """The literal beginnings of every rule in a robots.txt that might refuse a URL.

    An empty tuple means no rule can refuse anything; ``""`` among them means some rule might
    refuse any path (a pattern starting with ``*``, or a line no parser reads the same way).
    """
    prefixes: set[str] = set()
    for line in body.decode("utf-8-sig", "replace").splitlines():
        line = line.partition("#")[0].strip()
        if not line:
            continue
        directive, colon, value = line.partition(":")
        value = value.strip()
        if not colon:
            prefixes.add("")  # not a directive: whatever a parser makes of it, check everything
        elif value and directive.strip().lower() not in HARMLESS_DIRECTIVES:
            prefixes.add(_literal_beginning(value))
    return tuple(sorted(prefixes))


def _literal_beginning(pattern: str) -> str:
    """The part of a rule every path it matches starts with, as written in the path."""
    literal = pattern.partition("*")[0].removesuffix("$")
    plain = _NOT_PLAIN.split(literal, maxsplit=1)[0]  # an escape or other character may be re-spelt
    # Without a leading "/" (or with "//", which urllib's parser reads as a host) a parser may
    # rewrite the rule: it might then match anything.
    return plain if plain.startswith("/") and not plain.startswith("//") else ""


def could_refuse(url: str, prefixes: tuple[str, ...]) -> bool:
    """False when no rule beginning in ``prefixes`` can match ``url``'s path; True when unsure."""
    if not prefixes:
        return False
    plain = _PLAIN_PATH.match(url)
    if plain is None:  # escapes, other characters or no scheme: the parser decides
        return True
    return (plain[1] or "/").startswith(prefixes)
