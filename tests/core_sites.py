"""Small synthetic sites for the core's tests: the published worked example and friends."""

from __future__ import annotations

ROOT = "https://shop.example/"

WORKED_EXAMPLE_ONE_OFFS = ("", "login", "contact", "cart/checkout", "help/faq", "privacy", "about", "brand")


def worked_example(root: str = ROOT) -> list[str]:
    """The published worked example (docs/METHOD.md): eight one-off pages plus products x120,
    blog x30, notice x12."""
    urls = [root + path for path in WORKED_EXAMPLE_ONE_OFFS]
    urls += [f"{root}products/{i}" for i in range(1, 121)]
    urls += [f"{root}blog/how-we-test-release-{i}-for-accessibility" for i in range(1, 31)]
    urls += [f"{root}notice/{i}" for i in range(1, 13)]
    return urls
