"""Mutation fuzzing of the sitemap reader over the corpus sitemaps and synthetic ones: random
byte damage never loses an entry whose block survived whole, never raises, and never yields a
URL pieced together from damaged text (``bench/fuzz_sitemaps.py`` runs thousands of mutants)."""

from __future__ import annotations

import pytest

from sitesampler.testing.sitemap_fuzz import Tally, corpus_documents, fuzz, synthetic_documents
from tests.conftest import REPO

SITES = REPO / "bench" / "corpus" / "sites"


@pytest.fixture(scope="module")
def tally() -> Tally:
    documents = corpus_documents(SITES, max_entries=120) + synthetic_documents()
    assert len(documents) >= 50  # the corpus is in the repository: every XML sitemap of it
    return fuzz(documents, mutants=300, seed=7)


def test_every_undamaged_entry_is_kept(tally):
    """Damage in one place (an extra closing tag, a lost "<", junk after the root, a stray byte
    before the declaration) keeps every whole entry elsewhere in the file."""
    assert tally.undamaged > 10_000
    assert tally.kept_share >= 0.995, (tally.kept, tally.undamaged)


def test_no_mutant_raises_or_invents_a_url(tally):
    """Every URL read is the whole text of a <loc> the damaged file holds; nothing raises."""
    assert tally.exceptions == []
    assert tally.invented == []
