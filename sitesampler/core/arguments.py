"""Validation of the user's numbers, shared by the command line, the spider and scrapyd.

Values arrive as strings (``-a budget=20``, a scrapyd form field); each check raises
``ValueError`` with one line naming the argument and what it accepts, which every front end
prints as is.
"""

from __future__ import annotations

MAX_BUDGET = 10_000  # an audit of more pages than this is a full audit, not a sample


def parse_budget(value: object) -> int:
    text = str(value).strip()
    try:
        budget = int(text)
    except ValueError:
        raise ValueError(f"budget must be a whole number from 1 to {MAX_BUDGET}, got {text!r}") from None
    if not 1 <= budget <= MAX_BUDGET:
        raise ValueError(f"budget must be a whole number from 1 to {MAX_BUDGET}, got {text!r}")
    return budget


def parse_random_share(value: object) -> float:
    text = str(value).strip()
    try:
        share = float(text)
    except ValueError:
        share = float("nan")
    if not 0.0 <= share <= 1.0:  # also rejects nan
        raise ValueError(f"random_share must be a number from 0 to 1 (0.1 is WCAG-EM's 10%), got {text!r}")
    return share
