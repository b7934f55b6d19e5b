"""The labelled corpus of ``bench/corpus``: its design and check halves. Every site's sample,
batched and in another order, is checked in ``tests/test_core_batch.py``."""

from __future__ import annotations

import sys
from pathlib import Path

from tests.corpus import real_sites

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from corpus_sites import half_of  # noqa: E402


def test_the_halves_are_fixed_and_both_hold_real_sites():
    halves = {name: site.half for name, site in real_sites().items()}
    assert set(halves.values()) == {"design", "check"}
    assert all(half_of(name) == half for name, half in halves.items())
    assert abs(sum(h == "design" for h in halves.values()) * 2 - len(halves)) <= len(halves) // 3
