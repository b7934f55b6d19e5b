"""The pure core: URL lists in, a deterministic WCAG-EM sample out. No Scrapy, no I/O."""

from .parameters import CLUSTERERS, DEFAULT_CLUSTERER, parse_budget, parse_clusterer, parse_random_share, parse_rotate, parse_round
from .pages import PageRecord
from .sampler import ClusterSummary, Evidence, SamplePick, SampleResult, SiteSampler

__all__ = [
    "CLUSTERERS",
    "DEFAULT_CLUSTERER",
    "ClusterSummary",
    "Evidence",
    "PageRecord",
    "SamplePick",
    "SampleResult",
    "SiteSampler",
    "parse_budget",
    "parse_clusterer",
    "parse_random_share",
    "parse_rotate",
    "parse_round",
]
