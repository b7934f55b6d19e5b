"""The garbage collector is paused only for the block, and left as the application set it; a
crawl's freezing keeps what pauses built out of collections until it stops, and loses nothing."""

from __future__ import annotations

import gc
import weakref

from sitesampler.core.collector import collector_paused, freeze_after_pauses


def test_the_collector_is_off_inside_and_back_on_after_even_on_an_error() -> None:
    assert gc.isenabled()
    try:
        with collector_paused():
            assert not gc.isenabled()
            with collector_paused():
                assert not gc.isenabled()
            assert not gc.isenabled()  # an inner pause does not end the outer one
            raise KeyError("a fault in a sitemap")
    except KeyError:
        pass
    assert gc.isenabled()


def test_a_collector_the_application_disabled_stays_disabled() -> None:
    gc.disable()
    try:
        with collector_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_what_a_pause_leaves_alive_stays_frozen_until_freezing_starts_again_and_no_cycle_is_lost() -> None:
    class Node:
        def __init__(self) -> None:
            self.me = self  # a cycle: only the collector can free it

    freeze_after_pauses(True)
    try:
        with collector_paused():
            with collector_paused():
                cycle = Node()
            assert gc.get_freeze_count() == 0  # an inner pause freezes nothing
        assert gc.get_freeze_count() > 0 and gc.isenabled()
        probe = weakref.ref(cycle)
        del cycle
        gc.collect()
        assert probe() is not None  # frozen: the collections skip it
    finally:
        freeze_after_pauses(False)
    with collector_paused():
        later = Node()
    later_probe = weakref.ref(later)
    del later
    gc.collect()
    assert later_probe() is None and probe() is not None  # stopped: pauses freeze no more, the frozen stay
    freeze_after_pauses(True)  # a next crawl starts: what the last one froze is collectable again
    freeze_after_pauses(False)
    assert gc.get_freeze_count() == 0
    gc.collect()
    assert probe() is None
