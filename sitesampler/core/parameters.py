"""Validation of the user's numbers, shared by the command line, the spider and scrapyd.

Values arrive as strings (``-a budget=20``, a scrapyd form field); each check raises
``ValueError`` with one line naming the argument and what it accepts, which every front end
prints as is.
"""

from __future__ import annotations

#: The clusterers ``SiteSampler`` builds by name.
CLUSTERERS = ("learned", "rules")
#: Learned templates: they beat the published rules on the labelled corpus (docs/QUALITY.md).
DEFAULT_CLUSTERER = "learned"
MAX_BUDGET = 10_000  # an audit of more pages than this is a full audit, not a sample
MAX_ROUND = 1_000_000


def parse_budget(value: object) -> int:
    text = str(value).strip()
    try:
        budget = int(text)
    except ValueError:
        raise ValueError(f"budget must be a whole number from 1 to {MAX_BUDGET}, got {text!r}") from None
    if not 1 <= budget <= MAX_BUDGET:
        raise ValueError(f"budget must be a whole number from 1 to {MAX_BUDGET}, got {text!r}")
    return budget


def parse_clusterer(value: object) -> str:
    """The name of one of ``CLUSTERERS``.

    >>> parse_clusterer("rules")
    'rules'
    """
    if value not in CLUSTERERS:
        raise ValueError(f"clusterer must be one of {', '.join(CLUSTERERS)}, got {value!r}")
    return str(value)


def parse_random_share(value: object) -> float:
    return _parse_share(value, "random_share must be a number from 0 to 1 (0.1 is WCAG-EM's 10%)")


def parse_rotate(value: object) -> float:
    return _parse_share(value, "rotate must be a share from 0 to 1 of the kept pages to replace "
                               "(0.5 is WCAG-EM's \"about half\")")


def parse_round(value: object) -> int:
    text = str(value).strip()
    if not text.isdigit() or int(text) > MAX_ROUND:
        raise ValueError(f"round must be a whole number from 0 to {MAX_ROUND}, got {text!r}")
    return int(text)


def _parse_share(value: object, what: str) -> float:
    """A number from 0 to 1; ``what`` names it and what it accepts in the error line."""
    text = str(value).strip()
    try:
        share = float(text)
    except ValueError:
        share = float("nan")
    if not 0.0 <= share <= 1.0:  # also rejects nan
        raise ValueError(f"{what}, got {text!r}")
    return share
