"""Mutation fuzzing of the sitemap reader over the corpus sitemaps and synthetic ones.

    python bench/fuzz_sitemaps.py [--mutants 3000] [--seed 1]

Prints how many undamaged entries were kept, exceptions and invented URLs (see
``sitesampler/testing/sitemap_fuzz.py`` for the definitions); exits with 1 when fewer than
99.5% were kept, or any exception or invented URL occurred.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from sitesampler.testing.sitemap_fuzz import corpus_documents, fuzz, summary, synthetic_documents  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mutants", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    documents = corpus_documents(REPO / "bench" / "corpus" / "sites") + synthetic_documents()
    started = time.perf_counter()
    tally = fuzz(documents, args.mutants, args.seed)
    print(summary(tally, documents))
    print(f"seconds: {time.perf_counter() - started:.1f}")
    for line in (tally.exceptions + tally.invented)[:20]:
        print("  " + line[:300])
    return 0 if tally.kept_share >= 0.995 and not tally.exceptions and not tally.invented else 1


if __name__ == "__main__":
    raise SystemExit(main())
