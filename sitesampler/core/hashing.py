"""Stable, well-mixed 64-bit hashes seeded by the site.

Python's ``hash()`` is salted per process and FNV-1a (the published method's tiebreak) barely
mixes the last characters, so neighbouring IDs (``/products/60``, ``61``, ``62``) came out as
neighbours in the ranking. Keyed BLAKE2b mixes every byte into every output bit, is in the
standard library and is the same on every machine, so the same site always gets the same sample.
"""

from __future__ import annotations

from collections.abc import Iterable
from hashlib import blake2b

_MASK64 = (1 << 64) - 1


def site_key(seed: str) -> bytes:
    """The per-site prefix of every hashed text: a digest of the seed (the canonical root URL)."""
    return blake2b(seed.encode("utf-8"), digest_size=32).digest()


def keyed_hash(key: bytes, text: str) -> int:
    """64-bit hash of ``text`` seeded by ``key``: the within-cluster tiebreak and the page id.

    The seed is a prefix rather than BLAKE2b's key parameter: keying costs an extra compression
    per call (measurably slower on the per-URL path) and buys nothing here, where the hash only
    has to be stable and well mixed, not a secret MAC.
    """
    return int.from_bytes(blake2b(key + text.encode("utf-8"), digest_size=8).digest(), "big")


def random_rank(page_hash: int) -> int:
    """A second, independent ordering derived from a page hash, for the random sample.

    The random sample must not follow the structured ranking (WCAG-EM asks for pages that do
    not follow a predictable pattern), so it is ranked by the splitmix64 finaliser of the page
    hash rather than by the hash itself.
    """
    z = (page_hash + 0x9E3779B97F4A7C15) & _MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return z ^ (z >> 31)


def random_ranks(page_hashes: Iterable[int]) -> list[int]:
    """:func:`random_rank` of each hash: a batch's random order at once."""
    return list(map(random_rank, page_hashes))
