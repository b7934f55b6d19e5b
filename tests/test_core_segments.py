"""The published segment rules on decoded text: Korean pages are never a hash, tags stay one template."""

from __future__ import annotations

import pytest

from sitesampler.core import SiteSampler
from sitesampler.core.segments import decode_segment, published_segment_key, published_template


@pytest.mark.parametrize(("segment", "first", "key"), [
    ("123e4567-e89b-12d3-a456-426614174000", False, "{uuid}"),
    ("2024-05-01", False, "{date}"),
    ("2024", True, "{year}"),
    ("1999", False, "{year}"),
    ("3000", False, "{n}"),  # a year only by range
    ("42", True, "{n}"),
    ("deadbeef0123", False, "{hash}"),
    ("a1B2c3D4e5F6g7H8", False, "{hash}"),
    ("my-first-post", False, "{slug}"),
    ("my-first-post", True, "my-first-post"),  # never a slug in the first segment
    ("wcag-2.2", False, "{slug}"),  # 8 characters, letters and digits mixed
    ("contact-us", False, "contact-us"),  # short dictionary words stay literal
    ("Products", True, "products"),
])
def test_published_segment_rules(segment, first, key):
    assert published_segment_key(segment, first) == key


def test_segments_are_typed_after_percent_decoding_so_korean_is_never_a_hash():
    notice = decode_segment("%EA%B3%B5%EC%A7%80%EC%82%AC%ED%95%AD")
    company = decode_segment("%ED%9A%8C%EC%82%AC%EC%86%8C%EA%B0%9C")
    assert (notice, company) == ("공지사항", "회사소개")
    assert published_template((notice,)) == ("공지사항",)
    assert published_template((company,)) == ("회사소개",)
    assert decode_segment("%C1%A2%B1%D9%BC%BA") == "접근성"  # EUC-KR, still decoded
    assert decode_segment("cafe\u0301") == "café"  # NFC


def test_bytes_no_encoding_accepts_still_decode_one_character_each():
    # A lone 0xFF or 0x80 is invalid in UTF-8, CP949, Shift_JIS and GB18030 alike.
    assert decode_segment("%FF") == "\u00ff"
    assert decode_segment("caf%80") == "caf\u0080"


def test_korean_pages_are_not_a_fake_cluster_and_tags_stay_one_template():
    root = "https://blog.example.kr/"
    sampler = SiteSampler(root, budget=10, clusterer="rules")
    for path in ("%EA%B3%B5%EC%A7%80%EC%82%AC%ED%95%AD", "%ED%9A%8C%EC%82%AC%EC%86%8C%EA%B0%9C",
                 "%EB%A1%9C%EA%B7%B8%EC%9D%B8",
                 "tags/wcag-2.2", "tags/aria-live-regions", "tags/deadbeefcafe0001",
                 "tags/0123456789abcdef"):
        sampler.add(root + path)
    templates = {cluster.template: cluster for cluster in sampler.clusters()}
    assert "/{hash}" not in templates
    assert "/공지사항" in templates and "/회사소개" in templates
    assert templates["/로그인"].page_type == "login"
    tags = [template for template in templates if template.startswith("/tags/")]
    assert tags == ["/tags/{slug}"] and templates["/tags/{slug}"].size == 4
