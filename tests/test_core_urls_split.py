"""``split_url`` is urlsplit with the origin split cached: the same four parts, or the same
ValueError, for any string."""

from __future__ import annotations

from urllib.parse import urlsplit

from hypothesis import given, settings
from hypothesis import strategies as st

from sitesampler.core.urls import split_url

PIECES = st.sampled_from(list("hHtps:/?#[]@.%-+09aé\x01 \t\n\u00a0ｈ")
                         + ["http://", "https://", "HTTP://", ":99999", "[::1]", "ｅ.com", "?a=1", "#f"])


def _parts(split, url: str) -> tuple[str, str, str, str] | str:
    try:
        parts = split(url)
    except ValueError:
        return "ValueError"
    return tuple(parts[:4]) if split is urlsplit else parts


@settings(max_examples=3000, deadline=None)
@given(st.lists(PIECES, max_size=14).map("".join))
def test_same_parts_as_urlsplit(url: str) -> None:
    assert _parts(split_url, url) == _parts(urlsplit, url)
