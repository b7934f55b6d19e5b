"""The garbage collector is paused only for the block, and left as the application set it."""

from __future__ import annotations

import gc

from sitesampler.core.collector import collector_paused


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
