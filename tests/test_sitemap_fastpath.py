"""The fast urlset reader is a shortcut, never a second opinion: on every well-formed urlset it
reads, it gives exactly the robust (lxml) parser's entries, and it declines what it cannot read."""

from __future__ import annotations

from html import escape
from urllib.parse import urlsplit

from hypothesis import given, settings
from hypothesis import strategies as st

from sitesampler.sitemap_fastpath import scan_urlset
from sitesampler.sitemaps import _parse_xml, all_absolute_http_urls, is_absolute_http_url, parse_sitemap

NS = "http://www.sitemaps.org/schemas/sitemap/0.9"
# Characters a URL, a date or a priority may carry in a sitemap, including the ones XML escapes,
# non-ASCII and whitespace (which the readers strip, or which makes a loc invalid).
TEXT_ALPHABET = st.sampled_from(list("abcXYZ019-_./:?=%~#") + ["&", "<", ">", '"', "'", "é", "ü", " ", "\n", "\t", "\u00a0"])
WHITESPACE = st.sampled_from(["", " ", "\n  ", "\r\n", "\t"])


@st.composite
def field_text(draw: st.DrawFn, prefix: str = "") -> tuple[str, str]:
    """(markup, value): a text node escaped (named entities), in CDATA or a mix, with
    surrounding whitespace, and the value it stands for."""
    value = prefix + draw(st.text(TEXT_ALPHABET, max_size=20))
    style = draw(st.sampled_from(["escaped", "cdata", "mixed", "apos"]))
    if style == "cdata" and "]]>" not in value and "&" not in value:
        body = f"<![CDATA[{value}]]>"
    elif style == "mixed" and "&" not in value:
        half = len(value) // 2
        body = escape(value[:half], quote=False) + f"<![CDATA[{value[half:]}]]>"
    elif style == "apos":
        body = escape(value, quote=True).replace("&#x27;", "&apos;")
    else:
        body = escape(value, quote=False)
    return draw(WHITESPACE) + body + draw(WHITESPACE), value


@st.composite
def urlsets(draw: st.DrawFn) -> tuple[bytes, bool]:
    """A well-formed urlset in the protocol's child order, any namespace prefix, any
    declaration; and whether every loc in it is a valid page URL."""
    prefix = draw(st.sampled_from(["", "sm", "s.m-1"]))
    p = f"{prefix}:" if prefix else ""
    xmlns = f'xmlns:{prefix}="{NS}"' if prefix else f'xmlns="{NS}"'
    entries, all_valid = [], True
    for _ in range(draw(st.integers(0, 6))):
        host = draw(st.sampled_from(["https://ex.com/", "http://www.ex.com/", "ftp://ex.com/", "", "/rel/"]))
        markup, value = draw(field_text(host))
        all_valid = all_valid and is_absolute_http_url(value.strip())
        parts = [f"<{p}loc>{markup}</{p}loc>"]
        for name in ("lastmod", "changefreq", "priority"):
            if draw(st.booleans()):
                parts.append(f"<{p}{name}>{draw(field_text())[0]}</{p}{name}>")
        entries.append(f"<{p}url>" + draw(WHITESPACE).join(parts) + draw(WHITESPACE) + f"</{p}url>")
    declaration = draw(st.sampled_from(["", '<?xml version="1.0"?>\n', '<?xml version="1.0" encoding="UTF-8"?>\n',
                                        "<?xml version='1.0' encoding='utf-8'?>"]))
    stylesheet = draw(st.sampled_from(["", '<?xml-stylesheet type="text/xsl" href="/s.xsl"?>\n']))
    joiner = draw(WHITESPACE)
    body = f"{declaration}{stylesheet}<{p}urlset {xmlns}>{joiner}{joiner.join(entries)}{joiner}</{p}urlset>\n"
    return body.encode(), all_valid


@settings(max_examples=400, deadline=None)
@given(urlsets())
def test_same_entries_as_the_robust_parser(document: tuple[bytes, bool]) -> None:
    body, all_valid = document
    fast = scan_urlset(body, all_absolute_http_urls)
    robust = _parse_xml(body)
    # Read whenever every loc is valid; an invalid one is left to the robust parser to report.
    assert (fast is not None) == all_valid
    if fast is not None:
        assert fast == robust.pages
    assert parse_sitemap(body) == robust  # pages, child sitemaps and problems alike


def test_reads_a_plain_urlset() -> None:
    body = (f'<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="{NS}">'
            "<url><loc> https://ex.com/a?x=1&amp;y=2 </loc><lastmod>2024-05-01</lastmod>"
            "<changefreq>daily</changefreq><priority>0.8</priority></url>"
            "<url><loc><![CDATA[https://ex.com/b?q=<1>]]></loc></url></urlset>").encode()
    assert scan_urlset(body, all_absolute_http_urls) == [
        ("https://ex.com/a?x=1&y=2", "2024-05-01", "0.8"), ("https://ex.com/b?q=<1>", None, None)]


DECLINED = {
    "doctype": f'<!DOCTYPE urlset [<!ENTITY e "x">]><urlset xmlns="{NS}"><url><loc>https://ex.com/&e;</loc></url></urlset>',
    "comment": f'<urlset xmlns="{NS}"><!-- c --><url><loc>https://ex.com/a</loc></url></urlset>',
    "character reference": f'<urlset xmlns="{NS}"><url><loc>https://ex.com/&#97;</loc></url></urlset>',
    "other encoding": f'<?xml version="1.0" encoding="ISO-8859-1"?><urlset xmlns="{NS}"><url><loc>https://ex.com/a</loc></url></urlset>',
    "truncated": f'<urlset xmlns="{NS}"><url><loc>https://ex.com/a</loc></url><url><loc>https://ex.com/e',
    "index": f'<sitemapindex xmlns="{NS}"><sitemap><loc>https://ex.com/s.xml</loc></sitemap></sitemapindex>',
    "extension": (f'<urlset xmlns="{NS}" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">'
                  "<url><loc>https://ex.com/a</loc><image:image><image:loc>https://ex.com/i.png</image:loc>"
                  "</image:image></url></urlset>"),
    "attribute": f'<urlset xmlns="{NS}"><url id="1"><loc>https://ex.com/a</loc></url></urlset>',
    "other order": f'<urlset xmlns="{NS}"><url><lastmod>2024-01-01</lastmod><loc>https://ex.com/a</loc></url></urlset>',
    "mixed prefixes": f'<sm:urlset xmlns:sm="{NS}"><url><loc>https://ex.com/a</loc></url></sm:urlset>',
    "control character": f'<urlset xmlns="{NS}"><url><loc>https://ex.com/\x01</loc></url></urlset>',
    "ampersand in CDATA": f'<urlset xmlns="{NS}"><url><loc><![CDATA[https://ex.com/?a=1&b=2]]></loc></url></urlset>',
    "unterminated CDATA": f'<urlset xmlns="{NS}"><url><loc><![CDATA[https://ex.com/</loc></url></urlset>',
}


def test_declines_what_only_the_robust_parser_handles() -> None:
    for name, document in DECLINED.items():
        assert scan_urlset(document.encode(), all_absolute_http_urls) is None, name


def test_declines_invalid_utf8() -> None:
    assert scan_urlset(f'<urlset xmlns="{NS}"><url><loc>https://ex.com/\xff</loc></url></urlset>'.encode("latin-1"),
                       all_absolute_http_urls) is None


URL_PIECES = st.sampled_from(list("hHtps:/?#[]@.%-+09aé\x01 \t\u00a0ｈ") + ["http://", "https://", "HTTP://", ":99999", ":0", "[::1]"])


@settings(max_examples=2000, deadline=None)
@given(st.lists(URL_PIECES, max_size=12).map("".join))
def test_url_check_decides_as_urlsplit_on_the_whole_url(url: str) -> None:
    """The per-origin cache in ``is_absolute_http_url`` changes nothing: the spec is urlsplit on
    the whole URL."""
    try:
        parts = urlsplit(url)
        expected = (parts.scheme in ("http", "https") and bool(parts.hostname)
                    and (parts.port is None or parts.port > 0))
    except ValueError:
        expected = False
    expected = expected and len(url) < 2048 and not any(c.isspace() for c in url)
    assert is_absolute_http_url(url) == expected


LOC_PIECES = st.sampled_from(["https://", "http://", "HTTP://", "ftp://", "//", "ex.com", "www.ex.com", ":8080",
                              ":0", ":99999", "[::1]", "[::1", "@", "/", "/a", "?q=1", "#f", " ", "\t", "\n",
                              "\u00a0", "\u2028", "", "x" * 700, "é"])


@settings(max_examples=1500, deadline=None)
@given(st.lists(st.lists(LOC_PIECES, max_size=5).map("".join), max_size=5))
def test_the_whole_list_check_agrees_with_the_one_by_one_check(urls: list[str]) -> None:
    assert all_absolute_http_urls(urls) == all(map(is_absolute_http_url, urls))
