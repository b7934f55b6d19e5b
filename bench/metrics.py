"""Clustering and coverage metrics (the ones docs/QUALITY.md reports), standard library only.

``truth`` and ``predicted`` are parallel sequences of labels, one pair per page. Conventions
follow Rosenberg & Hirschberg (2007) and Hubert & Arabie (1985): a clustering with a single
class is perfectly homogeneous, a single cluster perfectly complete, and ARI is 1.0 when both
partitions are trivial.
"""

from __future__ import annotations

from collections import Counter
from math import comb, log
from typing import Hashable, Iterable, Sequence


def _entropy(counts: Iterable[int], n: int) -> float:
    return -sum(c / n * log(c / n) for c in counts if c)


def _conditional_entropy(pairs: Counter, given: Counter, n: int) -> float:
    """H(X | Y) where ``pairs`` counts (x, y) and ``given`` counts y (keyed by the y position)."""
    return -sum(c / n * log(c / given[y]) for (_, y), c in pairs.items())


def homogeneity_completeness_v(truth: Sequence[Hashable], predicted: Sequence[Hashable]) -> tuple[float, float, float]:
    """(h, c, V): h = 1 - H(C|K)/H(C), c = 1 - H(K|C)/H(K), V their harmonic mean."""
    n = len(truth)
    if n == 0:
        return 1.0, 1.0, 1.0
    classes, clusters = Counter(truth), Counter(predicted)
    joint = Counter(zip(truth, predicted))
    h_c, h_k = _entropy(classes.values(), n), _entropy(clusters.values(), n)
    h_c_given_k = _conditional_entropy(joint, clusters, n)
    by_label = Counter({(cluster, label): count for (label, cluster), count in joint.items()})
    h_k_given_c = _conditional_entropy(by_label, classes, n)
    homogeneity = 1.0 if h_c == 0 else 1.0 - h_c_given_k / h_c
    completeness = 1.0 if h_k == 0 else 1.0 - h_k_given_c / h_k
    v = 0.0 if homogeneity + completeness == 0 else 2 * homogeneity * completeness / (homogeneity + completeness)
    return homogeneity, completeness, v


def adjusted_rand_index(truth: Sequence[Hashable], predicted: Sequence[Hashable]) -> float:
    """ARI = (sum C(n_kc,2) - E) / (1/2 [sum C(a_c,2) + sum C(b_k,2)] - E)."""
    n = len(truth)
    pairs = sum(comb(v, 2) for v in Counter(zip(truth, predicted)).values())
    rows = sum(comb(v, 2) for v in Counter(truth).values())
    cols = sum(comb(v, 2) for v in Counter(predicted).values())
    total = comb(n, 2)
    expected = rows * cols / total if total else 0.0
    maximum = (rows + cols) / 2
    if maximum == expected:
        return 1.0
    return (pairs - expected) / (maximum - expected)


def type_coverage(sampled_labels: Iterable[Hashable], types: Iterable[Hashable]) -> float:
    """Share of ``types`` with at least one sampled page (1.0 when there are no types)."""
    wanted = set(types)
    if not wanted:
        return 1.0
    return len(wanted & set(sampled_labels)) / len(wanted)


def is_multi_page_type(label: str) -> bool:
    """Multi-page template labels (LABELING.md): not a one-off path and not the home page."""
    return not label.startswith(("/", "static:")) and label != "home"
