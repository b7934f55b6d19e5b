"""``CandidateSet.offer_many``'s shortcuts, held equal to what they replace: the random ranks of
a column against one hash at a time, the lastmod pre-selection against parsing every lastmod,
and a batch's offers against offering every page one by one, through lists that are full
before the batch arrives."""

from __future__ import annotations

import random
from datetime import date, datetime, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from sitesampler.core.batch import LeafBatch
from sitesampler.core.candidates import RECENCY_MONTHS, CandidateSet, listing_order, parse_lastmod
from sitesampler.core.hashing import hash_lanes, lane_values, lanes_at_most, random_rank, random_ranks, ranked_lanes
from sitesampler.core.preselection import may_outrank, may_rank_in

HASHES = st.one_of(st.integers(0, (1 << 64) - 1), st.sampled_from([0, 1, (1 << 64) - 1, 1 << 63]))


@settings(max_examples=200, deadline=None)
@given(hashes=st.lists(HASHES, max_size=300))
def test_a_column_of_random_ranks_is_each_hashs_random_rank(hashes) -> None:
    assert random_ranks(hashes) == [random_rank(page_hash) for page_hash in hashes]


@settings(max_examples=200, deadline=None)
@given(hashes=st.lists(HASHES, min_size=1, max_size=300), bounds=st.lists(st.one_of(
    HASHES, st.integers(-3, 3), st.sampled_from([(1 << 64) - 2, 1 << 64, float("inf")])), max_size=4))
def test_lanes_compared_at_once_are_each_lane_compared(hashes, bounds) -> None:
    """The positions of the hashes, or of their random ranks, at most a bound (a random rank
    or a hash taken from the column among them), read from the lanes at once, are those one
    comparison each finds; and the lanes read back are the values."""
    lanes, count = hash_lanes(hashes), len(hashes)
    ranked, ranks = ranked_lanes(lanes, count), [random_rank(page_hash) for page_hash in hashes]
    for bound in [*bounds, hashes[len(hashes) // 2], ranks[len(ranks) // 3]]:
        assert lanes_at_most(lanes, bound, count) == [at for at, page_hash in enumerate(hashes) if page_hash <= bound]
        assert lanes_at_most(ranked, bound, count) == [at for at, rank in enumerate(ranks) if rank <= bound]
    assert lane_values(ranked, count, range(count)) == ranks
    assert lane_values(lanes, count, range(count)[::-2]) == hashes[::-2]


@st.composite
def lastmods(draw) -> str | None:
    """A lastmod as sitemaps spell it, often near the start of a two-year period (where a time
    zone moves a page across it), and strings that are not dates at all."""
    kind = draw(st.integers(0, 9))
    if kind == 0:
        return draw(st.one_of(st.none(), st.just(""), st.text(max_size=12),
                              st.sampled_from(["2024", "2024-13-01", "2023-12-3", "1-01-01", "2024-05"])))
    near = draw(st.booleans())  # within days of a period's start (periods start in even years)
    if near:
        day = date(draw(st.sampled_from([2024, 2026])), 1, 1) + timedelta(days=draw(st.integers(-3, 2)))
    else:
        day = date(draw(st.integers(2001, 2030)), 1, 1) + timedelta(days=draw(st.integers(0, 1200)))
    hour = draw(st.sampled_from([0, 1, 12, 22, 23]) if near else st.integers(0, 23))
    moment = datetime(day.year, day.month, day.day, hour, draw(st.integers(0, 59)))
    offset = draw(st.sampled_from(["", "Z", "+00:00", "+23:59", "-23:59", "+05:30", "-08:00", "-12:00"]))
    timed = [f"{moment.isoformat()}{offset}", f"{moment.isoformat(' ')}{offset}"]
    spelled = draw(st.sampled_from(timed if near and draw(st.booleans()) else [
        day.isoformat(), day.strftime("%Y%m%d"), *timed, "{}-W{:02d}-{}".format(*day.isocalendar())]))
    return draw(st.sampled_from(["", " ", "\t", "\n"])) + spelled + draw(st.sampled_from(["", " ", "\n"]))


@settings(max_examples=1500, deadline=None)
@given(listed=st.lists(lastmods(), min_size=1, max_size=20),
       worst=st.one_of(lastmods(), st.sampled_from(["2024-01-01", "2025-12-31T23:00Z", "2026-06-01"])))
def test_a_lastmod_left_out_ranks_after_the_last_kept_page(listed, worst) -> None:
    worst_order = parse_lastmod(worst)[1]
    for lastmod, may in zip(listed, may_rank_in(listed, worst_order, RECENCY_MONTHS)):
        if not may:
            assert parse_lastmod(lastmod)[1] > worst_order, (lastmod, worst)


def test_the_lastmod_pre_selection_leaves_out_most_older_pages() -> None:
    """Not only safe but useful: against a full list of 2024's pages, the pages of 2020 and
    the undated ones are left out by their strings."""
    worst_order = parse_lastmod("2024-06-01")[1]
    listed = ["2020-03-01", "2020-03-01T10:00:00+02:00", None, "2023-12-29", "2023-12-31T23:00:00-05:00", "2024-06-02"]
    assert list(may_rank_in(listed, worst_order, RECENCY_MONTHS)) == [False, False, False, False, True, True]


PRIORITIES = st.sampled_from([None, "0.1", "0.5", "0.9", "x", " 1.0 ", 0.7])


@settings(max_examples=1000, deadline=None)
@given(listed=st.lists(st.tuples(lastmods(), PRIORITIES, HASHES), min_size=1, max_size=20),
       worst=st.tuples(st.one_of(lastmods(), st.sampled_from(["2024-01-01", "2025-12-31T23:00Z", "2026-06-01"])),
                       PRIORITIES, HASHES))
def test_a_page_left_out_by_its_columns_ranks_after_the_last_kept_page(listed, worst) -> None:
    """``may_outrank`` reads no page's rank, yet leaves out only pages that rank after the last
    kept one: older, or of no newer period and a lower priority, or of no smaller hash."""
    def rank(lastmod, priority, page_hash):
        return (*listing_order(lastmod, priority)[:2], page_hash)

    lastmod_column, priority_column, hash_column = zip(*listed)
    members = list(range(len(listed)))
    weights = {priority: listing_order(None, priority)[1] for priority in set(priority_column)}
    kept = set(may_outrank(members, hash_column, lastmod_column, priority_column, rank(*worst), weights, RECENCY_MONTHS))
    for i in set(members) - kept:
        assert rank(*listed[i]) >= rank(*worst), (listed[i], worst)


def test_the_column_pre_selection_leaves_out_pages_of_a_lower_priority_or_a_larger_hash() -> None:
    """Not only safe but useful: against a full list whose last page is of 2024 at priority 0.9,
    a page of 2024 at 0.5 and one at 0.9 of a larger hash are left out, and a newer page at 0.5
    and one at 0.9 of a smaller hash are not."""
    worst = (*listing_order("2024-06-01", "0.9")[:2], 1000)
    listed = [("2024-07-01", "0.5", 5), ("2024-07-01", "0.9", 2000), ("2026-07-01", "0.5", 2000),
              ("2024-07-01", "0.9", 10)]
    lastmod_column, priority_column, hash_column = zip(*listed)
    weights = {priority: listing_order(None, priority)[1] for priority in set(priority_column)}
    assert may_outrank([0, 1, 2, 3], hash_column, lastmod_column, priority_column, worst, weights, RECENCY_MONTHS) == [0, 2, 3]


@settings(max_examples=300, deadline=None)
@given(pages=st.lists(st.tuples(lastmods(), st.sampled_from([None, "0.1", "0.5", "0.9", "x", " 1.0 "])),
                      min_size=1, max_size=120),
       limit=st.integers(1, 5), splits=st.lists(st.integers(0, 120), max_size=3), seed=st.integers(0, 3))
def test_batches_offered_at_once_keep_what_one_by_one_offers_keep(pages, limit, splits, seed) -> None:
    """Batches (a first one fills the lists, so later ones are pre-selected against them) keep
    the lists that offering each page alone keeps, in any order of the pages."""
    rng = random.Random(seed)
    hashes = [rng.getrandbits(64) for _ in pages]
    leaves = [f"p{i}" for i in range(len(pages))]
    lastmod_column, priority_column = (tuple(column) for column in zip(*pages))
    batch = LeafBatch("/f/", "https://a.example", leaves, hashes, lastmod_column, priority_column, [True] * len(pages))
    batched, one_by_one = CandidateSet(limit), CandidateSet(limit)
    members = list(range(len(pages)))
    rng.shuffle(members)
    for start, end in zip([0, *sorted(splits)], [*sorted(splits), len(members)]):
        if end > start:
            batched.offer_many(batch, sorted(members[start:end]))
    for i in reversed(members):
        one_by_one.offer_listing("/f/" + leaves[i], "https://a.example/f/" + leaves[i], hashes[i], *pages[i])
    assert (batched.best(), batched.by_random()) == (one_by_one.best(), one_by_one.by_random())
