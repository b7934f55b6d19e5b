"""HashSet behaves as a set of 64-bit ints, through growth and the 0 and colliding values."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from sitesampler.core.hashset import HashSet

U64 = st.one_of(st.integers(0, 2**64 - 1), st.sampled_from([0, 1, 2**64 - 1, 4096, 8192, 2**63]))


@settings(max_examples=300, deadline=None)
@given(st.lists(U64, max_size=3000))
def test_same_answers_as_a_set(values: list[int]) -> None:
    compact, reference = HashSet(), set()
    for value in values:
        assert compact.add(value) == (value not in reference)
        reference.add(value)
    assert len(compact) == len(reference)
    assert all(value in compact for value in reference)
    assert not any(value + 1 in compact for value in reference if value + 1 not in reference and value + 1 < 2**64)


def test_grows_past_many_values_sharing_low_bits() -> None:
    compact = HashSet()
    values = [i << 40 for i in range(1, 3000)]  # all land on slot 0: long probe runs, growth
    assert all(compact.add(v) for v in values)
    assert not any(compact.add(v) for v in values)
    assert len(compact) == len(values) and 0 not in compact


@settings(max_examples=200, deadline=None)
@given(st.lists(st.lists(U64, max_size=700), max_size=5))
def test_adding_a_batch_answers_as_adding_each(batches: list[list[int]]) -> None:
    """``add_many`` (a folder's hashes at once) gives each value's ``add`` answer and the same
    table, through growth inside a batch, duplicates in it and 0."""
    batched, one_by_one = HashSet(), HashSet()
    for values in batches:
        assert batched.add_many(values) == [one_by_one.add(value) for value in values]
    assert len(batched) == len(one_by_one) and batched._table == one_by_one._table
    assert (0 in batched) == (0 in one_by_one)
