"""The learned clusterer at work on a few paths: what the decider's doctests show."""

from __future__ import annotations

from ..sampler import SiteSampler


def explained(paths: list[str]) -> dict[str, tuple[str, ...]]:
    """The templates the learned clusterer finds among ``paths`` of one site (the home page's
    aside), each with its evidence: how the passes' examples show their rule at work.

    >>> explained(["/item/1", "/item/2", "/item/3"])["/item/{n}"]
    ('lexical slots {n}: strong types are variable by themselves',)
    """
    sampler = SiteSampler("https://example.com/", random_share=0, keep_all=True)
    sampler.add_listings([("https://example.com" + path, None, None) for path in paths])
    return {cluster.template: cluster.explanation for cluster in sampler.clusters() if cluster.template != "/"}
