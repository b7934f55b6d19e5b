"""The canonical-root decision: which host and scheme the sample is reported on."""

from __future__ import annotations

import pytest

from sitesampler.discovery.canonical import canonical_root, is_www_variant


@pytest.mark.parametrize("host, other, expected", [
    ("example.com", "www.example.com", True),
    ("www.demo.test", "demo.test", True),
    ("blog.example.com", "example.com", False),
    ("www.co.uk", "co.uk", False),
    ("example.com", "evil.com", False),
])
def test_www_variant(host, other, expected):
    assert is_www_variant(host, other) is expected


def test_canonical_root_rules():
    asked = "http://codeslog.com/"
    # og:url on www without a redirect: adopt the host only (scheme and port stay).
    assert canonical_root(asked, asked, redirected=False, declared="https://www.codeslog.com/x") == "http://www.codeslog.com/"
    assert canonical_root(asked, asked, redirected=False, declared="https://evil.com/") == asked
    # A redirect to the www twin is adopted with its scheme; elsewhere it is not.
    assert canonical_root(asked, "https://www.codeslog.com/", redirected=True, declared=None) == "https://www.codeslog.com/"
    assert canonical_root(asked, "https://other.com/", redirected=True, declared=None) == asked
