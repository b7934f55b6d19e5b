"""A template's later pages spread over the values its slots group by.

A template's first page is its best-ranked one; its later pages (the proportional round) are
better spent on what the template's pages differ in. Some slots hold a value per page (an id,
a post's slug); others group the pages (a board's name, ``/bbs/board.php?bo_table={v}&wr_id={n}``;
a section, ``/{slug}/news/{n}``): pages of different groups are where a template most often
hides two layouts (each board has its skin), and an auditor would rather see two boards than
two posts of one. WCAG-EM asks a sample to show the variety of the site's pages.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from .candidates import Candidate, CandidateSet


@lru_cache(maxsize=1 << 10)
def slot_pattern(template: str) -> re.Pattern[str]:
    """A template as a pattern of the page keys it covers, one group per slot (each slot is
    one segment or parameter value, as in the keys)."""
    return re.compile(re.sub(r"\\\{[^}]*\\\}", "([^/?&]+)", re.escape(template)))


class Variety:
    """What the pages of one template vary in, and which of those values the sample shows.

    Steps: each kept page's slot values (pages the template's pattern does not cover have
    none); the grouping slots, those whose values repeat among the pages (a slot with a value
    per page groups nothing); the values of those slots already shown.
    """

    def __init__(self, template: str, pages: Sequence[Candidate]) -> None:
        self.pages = pages
        pattern = slot_pattern(template)
        self.values = {page.key: match.groups() for page in pages if (match := pattern.fullmatch(page.key))}
        rows = list(self.values.values())
        width = len(rows[0]) if rows else 0
        self.grouping = [i for i in range(width) if len({row[i] for row in rows}) < len(rows)]
        self.shown: list[set[str]] = [set() for _ in range(width)]

    def novelty(self, page: Candidate) -> int:
        """How many grouping slots ``page`` fills with a value not shown yet."""
        row = self.values.get(page.key)
        return 0 if row is None else sum(1 for i in self.grouping if row[i] not in self.shown[i])

    def show(self, page: Candidate) -> None:
        row = self.values.get(page.key)
        if row is not None:
            for i in self.grouping:
                self.shown[i].add(row[i])


def kept_pages(candidates: CandidateSet) -> list[Candidate]:
    """Every page a template kept, its best-ranked list first (the previous sample's pages
    leading), then those kept for the random sample, in rank order: the random list is a
    spread of the template where the best list may all come from one group."""
    best = candidates.best()
    listed = {page.key for page in best}
    return best + [page for page in candidates.candidates() if page.key not in listed]


def most_novel(pages: Sequence[Candidate], variety: Variety, taken: set[str]) -> Candidate | None:
    """The first of ``pages`` (in rank order) not in ``taken`` with the most new grouping values."""
    best, best_novelty = None, -1
    for page in pages:
        if page.key in taken:
            continue
        novelty = variety.novelty(page)
        if novelty > best_novelty:
            best, best_novelty = page, novelty
    return best
