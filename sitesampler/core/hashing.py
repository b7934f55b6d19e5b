"""Stable, well-mixed 64-bit hashes seeded by the site.

Python's ``hash()`` is salted per process and FNV-1a (the published method's tiebreak) barely
mixes the last characters, so neighbouring IDs (``/products/60``, ``61``, ``62``) came out as
neighbours in the ranking. Keyed BLAKE2b mixes every byte into every output bit, is in the
standard library and is the same on every machine, so the same site always gets the same sample.
"""

from __future__ import annotations

import sys
from array import array
from collections.abc import Sequence
from functools import lru_cache
from hashlib import blake2b
from re import compile as _compile

_MASK64 = (1 << 64) - 1
_MIX = (0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB)
#: Below this many hashes, :func:`random_ranks` maps :func:`random_rank` (building the lanes costs more).
_LANES_FROM = 64
#: Finds the set bytes of :func:`lanes_at_most`'s flags.
_SET_BYTE = _compile(b"\x01").finditer


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
    z = (page_hash + _MIX[0]) & _MASK64
    z = ((z ^ (z >> 30)) * _MIX[1]) & _MASK64
    z = ((z ^ (z >> 27)) * _MIX[2]) & _MASK64
    return z ^ (z >> 31)


def random_ranks(page_hashes: Sequence[int]) -> list[int]:
    """:func:`random_rank` of each hash: a batch's random order at once, computed on all of
    them in a few whole-number operations (:func:`hash_lanes`, :func:`ranked_lanes`). A few
    hashes are mapped one by one."""
    count = len(page_hashes)
    if count < _LANES_FROM:
        return list(map(random_rank, page_hashes))
    return _to_lanes(ranked_lanes(hash_lanes(page_hashes), count), count)[::2].tolist()


def hash_lanes(page_hashes: Sequence[int]) -> int:
    """The hashes laid into one integer, 128 bits apart (each in the low half of its lane, the
    first the least significant): what :func:`ranked_lanes` and :func:`lanes_at_most` read."""
    lanes = array("Q", bytes(16 * len(page_hashes)))
    lanes[::2] = array("Q", page_hashes)
    return _from_lanes(lanes)


def ranked_lanes(lanes: int, count: int) -> int:
    """:func:`random_rank` of each of the ``count`` hashes in ``lanes`` (:func:`hash_lanes`), in
    the same lanes. Each step of :func:`random_rank` is one operation on the whole integer: the
    sum with the constant repeated in every lane stays below 2**65, a product of a 64-bit lane
    and a 64-bit constant stays inside its 128 bits, and a shift brings the next lane's low
    bits only into the high half, which the lane mask clears before anything reads it."""
    width = 1 << (count - 1).bit_length()
    mask, first = _lanes_of(_MASK64, width), _lanes_of(_MIX[0], width) & ((1 << 128 * count) - 1)
    z = (lanes + first) & mask
    z = ((z ^ (z >> 30)) & mask) * _MIX[1] & mask
    z = ((z ^ (z >> 27)) & mask) * _MIX[2] & mask
    return (z ^ (z >> 31)) & mask


def lanes_at_most(lanes: int, bound: float, count: int) -> list[int]:
    """The positions (ascending) of the lanes of ``lanes`` (``count`` 64-bit values, 128 bits
    apart, their high halves clear) that are at most ``bound``, without reading one lane by
    one: ``2**64 + bound`` minus a lane has bit 64 set exactly when the lane is at most
    ``bound`` (no lane borrows from the next), and those bits, one byte of every 16 of the
    difference, are found in C."""
    if bound >= _MASK64:
        return list(range(count))
    if bound < 0:
        return []
    spread = int.from_bytes(((1 << 64) + int(bound)).to_bytes(16, "little") * count, "little")
    flags = ((spread - lanes) >> 64).to_bytes(16 * count, "little")[::16]  # each lane's bit 64, a byte each
    return [found.start() for found in _SET_BYTE(flags)]


def lane_values(lanes: int, count: int, positions: Sequence[int]) -> list[int]:
    """The values of the lanes ``positions`` of ``lanes`` (``count`` lanes of 128 bits)."""
    data = lanes.to_bytes(16 * count, "little")
    return [int.from_bytes(data[16 * at:16 * at + 8], "little") for at in positions]


@lru_cache(maxsize=8)
def _lanes_of(value: int, count: int) -> int:
    """``value`` in the low half of each of ``count`` 128-bit lanes. Cached by a power of two
    of lanes (a mask wider than the number it clears changes nothing): batches come in a
    handful of sizes."""
    return int.from_bytes((value.to_bytes(8, "little") + bytes(8)) * count, "little")


def _from_lanes(lanes: array) -> int:
    """The 64-bit words of ``lanes`` as one integer, the first the least significant."""
    if sys.byteorder == "big":
        lanes = array("Q", lanes)
        lanes.byteswap()
    return int.from_bytes(lanes.tobytes(), "little")


def _to_lanes(number: int, count: int) -> array:
    """:func:`_from_lanes` undone: ``count`` lanes of 128 bits as 64-bit words, low word first."""
    words = array("Q", number.to_bytes(16 * count, "little"))
    if sys.byteorder == "big":
        words.byteswap()
    return words
