"""The examples in the docstrings run: a rule's doctest is part of its specification, in the
core and in the shell (how discovery reads a page, a feed or a sitemap; what the output says;
how the commands name their files and read their jobs' logs)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import sitesampler.cli
import sitesampler.commands
import sitesampler.core
import sitesampler.crawl
import sitesampler.discovery
import sitesampler.output
import sitesampler.spiders

MODULES = sorted(info.name for info in pkgutil.walk_packages(sitesampler.core.__path__, "sitesampler.core."))
SHELL_PACKAGES = (sitesampler.discovery, sitesampler.crawl, sitesampler.output, sitesampler.spiders,
                  sitesampler.commands, sitesampler.cli)
#: Every module of the shell but ``sitesampler.cli.__main__``, which runs the command when imported.
SHELL_MODULES = sorted(info.name for package in SHELL_PACKAGES
                       for info in pkgutil.iter_modules(package.__path__, f"{package.__name__}.")
                       if not info.name.endswith(".__main__"))


@pytest.mark.parametrize("name", MODULES)
def test_the_examples_of_each_core_module_hold(name):
    assert doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS).failed == 0


def test_the_rules_have_examples():
    examples = sum(doctest.testmod(importlib.import_module(name)).attempted for name in MODULES)
    assert examples >= 10


@pytest.mark.parametrize("name", SHELL_MODULES)
def test_the_examples_of_each_shell_module_hold(name):
    assert doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS).failed == 0


def test_the_shell_has_examples_where_it_reads_pages():
    assert doctest.testmod(importlib.import_module("sitesampler.discovery.page_links")).attempted >= 3
