"""The evaluation metrics on cases small enough to compute by hand."""

from __future__ import annotations

import re
import sys
from math import log
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))

from metrics import adjusted_rand_index, homogeneity_completeness_v, is_multi_page_type, type_coverage  # noqa: E402


def test_identical_partitions_score_one_whatever_the_names():
    truth, found = ["a", "a", "b", "c"], [1, 1, 2, 3]
    assert homogeneity_completeness_v(truth, found) == pytest.approx((1.0, 1.0, 1.0))
    assert adjusted_rand_index(truth, found) == pytest.approx(1.0)


def test_merging_two_types_costs_homogeneity_not_completeness():
    # truth a,a,b,b; one cluster: H(C) = ln 2, H(C|K) = ln 2 -> h = 0; H(K) = 0 -> c = 1.
    h, c, v = homogeneity_completeness_v(["a", "a", "b", "b"], [1, 1, 1, 1])
    assert (h, c, v) == pytest.approx((0.0, 1.0, 0.0))


def test_splitting_one_type_costs_completeness_not_homogeneity():
    # truth a,a,b,b; clusters 1,2,3,3: H(C|K) = 0 -> h = 1.
    # H(K) = -(1/4 ln 1/4 * 2 + 1/2 ln 1/2) = 1.5 ln 2; H(K|C) = 1/2 * ln 2 -> c = 1 - 1/3 = 2/3.
    h, c, v = homogeneity_completeness_v(["a", "a", "b", "b"], [1, 2, 3, 3])
    assert h == pytest.approx(1.0)
    assert c == pytest.approx(1 - 0.5 * log(2) / (1.5 * log(2)))
    assert v == pytest.approx(2 * 1 * (2 / 3) / (1 + 2 / 3))


def test_adjusted_rand_index_by_hand():
    # truth a,a,b,b; found 1,1,1,2: sum C(n_kc,2) = C(2,2) = 1; rows = 1 + 1 = 2; cols = C(3,2) = 3;
    # E = 2 * 3 / C(4,2) = 1; max = (2 + 3) / 2 = 2.5; ARI = (1 - 1) / (2.5 - 1) = 0.
    assert adjusted_rand_index(["a", "a", "b", "b"], [1, 1, 1, 2]) == pytest.approx(0.0)
    # Worse than chance: each cluster takes one page of each type. sum = 0; E = 2*2/6 = 2/3; max = 2.
    assert adjusted_rand_index(["a", "a", "b", "b"], [1, 2, 1, 2]) == pytest.approx((0 - 2 / 3) / (2 - 2 / 3))


def test_trivial_partitions_follow_the_conventions():
    assert adjusted_rand_index(["a"], [1]) == 1.0
    assert homogeneity_completeness_v([], []) == (1.0, 1.0, 1.0)


def test_type_coverage_and_multi_page_types():
    assert type_coverage(["post", "post", "/about/"], {"post", "tag", "/about/", "home"}) == 0.5
    assert type_coverage([], set()) == 1.0
    assert [is_multi_page_type(t) for t in ("post", "/about/", "home", "static:/x")] == [True, False, False, False]


def test_rewriting_quality_md_keeps_every_block_other_benchmarks_wrote():
    """``bench/quality.py`` rewrites docs/QUALITY.md and keeps the marked blocks of the other
    benchmarks: every block the file has now must be one it keeps, whole."""
    from quality import KEPT_BLOCKS

    text = (Path(__file__).resolve().parents[1] / "docs" / "QUALITY.md").read_text(encoding="utf-8")
    names = re.findall(r"<!-- ([\w-]+):start -->", text)
    assert len(names) >= 2
    kept = [block.group(1) for block in KEPT_BLOCKS.finditer(text)]
    assert kept == names
