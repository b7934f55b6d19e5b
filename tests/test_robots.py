"""The robots.txt pre-filter only ever says "maybe": a URL it lets through without asking the
parser is one every robots.txt parser Scrapy ships would allow."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scrapy.robotstxt import ProtegoRobotParser, PythonRobotParser

from sitesampler.discovery.robots import could_refuse, rule_prefixes

PARSERS = (ProtegoRobotParser, PythonRobotParser)
AGENT = "sitesampler"
PATH_PIECES = st.sampled_from(["/", "/a", "/ab", "b", "=", "%41", "%2F", "%3D", "*", "$", "?", "?x=1", "&",
                               "é", "%C3%A9", ".php", "~", "-", "//", ";", "#f", " "])
DIRECTIVES = st.sampled_from(["Disallow", "disallow", "Dissallow", "Allow", "Noindex", "Crawl-delay",
                              "Sitemap", "User-agent"])


def _line(directive: str, value: str) -> str:
    return f"{directive}: {value}"


RULE_LINES = st.builds(_line, DIRECTIVES, st.lists(PATH_PIECES, max_size=5).map("".join))
ROBOTS = st.lists(st.one_of(RULE_LINES, st.just("User-agent: *"), st.just(f"User-agent: {AGENT}"),
                            st.just("# comment"), st.just("garbage line"), st.just("")),
                  max_size=8).map(lambda lines: "User-agent: *\n" + "\n".join(lines))
URLS = st.lists(PATH_PIECES, max_size=6).map(lambda pieces: "http://example.com" + "".join(pieces))


@pytest.mark.parametrize("parser_class", PARSERS, ids=lambda c: c.__name__)
@settings(max_examples=1000, deadline=None)
@given(robots=ROBOTS, urls=st.lists(URLS, min_size=1, max_size=6))
def test_never_skips_a_url_the_parser_refuses(parser_class, robots: str, urls: list[str]) -> None:
    body = robots.encode()
    parser = parser_class(body, None)
    prefixes = rule_prefixes(body)
    for url in urls:
        if not could_refuse(url, prefixes):
            assert parser.allowed(url, AGENT), (robots, url)


def test_most_urls_skip_the_parser_on_a_typical_file() -> None:
    body = b"\xef\xbb\xbfUser-agent: *\nDisallow: /private/\nDisallow: /*?sort=\nAllow: /private/open\n" \
           b"Sitemap: https://example.com/sitemap.xml\nCrawl-delay: 1\n"
    prefixes = rule_prefixes(body)
    assert prefixes == ("/", "/private/")
    assert not could_refuse("https://example.com/products/blue", ("/private/",))
    assert could_refuse("https://example.com/private/x", ("/private/",))
    assert could_refuse("https://example.com/caf%C3%A9", ("/private/",))  # escapes: the parser decides
    assert could_refuse("https://example.com/a", prefixes)  # "/*?sort=" may match any path


@pytest.mark.parametrize(("body", "expected"), [
    (b"", ()),
    (b"User-agent: *\nAllow: /\nSitemap: /s.xml\n", ()),
    (b"User-agent: *\nDisallow:\n", ()),
    (b"User-agent: *\nDisallow: /a%20b*\n", ("/a",)),
    (b"User-agent: *\nDisalow: /x$\n", ("/x",)),
    (b"User-agent: *\nDisallow: private\n", ("",)),
])
def test_rule_prefixes(body: bytes, expected: tuple[str, ...]) -> None:
    assert rule_prefixes(body) == expected
