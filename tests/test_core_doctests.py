"""The examples in the core's docstrings run: a rule's doctest is part of its specification."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import sitesampler.core

MODULES = sorted(info.name for info in pkgutil.walk_packages(sitesampler.core.__path__, "sitesampler.core."))


@pytest.mark.parametrize("name", MODULES)
def test_the_examples_of_each_core_module_hold(name):
    assert doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS).failed == 0


def test_the_rules_have_examples():
    examples = sum(doctest.testmod(importlib.import_module(name)).attempted for name in MODULES)
    assert examples >= 10
