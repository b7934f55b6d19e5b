"""Run the real ``scrapy crawl sample`` in a subprocess against loopback hosts.

A subprocess, not an in-process crawler: a Twisted reactor cannot restart in one process, and
this is exactly the command users run. Shared by the tests and ``sitesampler demo``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

#: The package's parent, so the crawl imports this checkout even from another directory.
_SOURCE_ROOT = str(Path(__file__).resolve().parents[2])

#: No politeness delays on loopback, ``*.test`` resolved to 127.0.0.1, which the network safety
#: rules must then allow; Scrapy's whole INFO log, whose stats dump the tests read.
LOOPBACK_SETTINGS = {
    "TWISTED_DNS_RESOLVER": "sitesampler.testing.resolver.LoopbackResolver",
    "SITESAMPLER_ALLOW_PRIVATE_HOSTS": "1",
    "AUTOTHROTTLE_ENABLED": "0",
    "DOWNLOAD_DELAY": "0",
    "SITESAMPLER_BRIEF_LOG": "0",
}


#: Arguments the helpers pass unless told otherwise: most loopback sites serve only the pages
#: their tests read (robots.txt, sitemaps, a home page), so their crawls are URL-only; a test
#: of verification passes ``verify`` itself.
DEFAULT_ARGUMENTS = {"verify": "0"}


def crawl_command(url: str, outputs: Sequence[str], *, arguments: Mapping[str, str] = {},
                  settings: Mapping[str, str] = {}) -> list[str]:
    """``scrapy crawl sample -a url=URL -a K=V... -O OUTPUT... -s K=V...`` as an argv list."""
    command = [sys.executable, "-m", "scrapy", "crawl", "sample", "-a", f"url={url}"]
    for name, value in {**DEFAULT_ARGUMENTS, **arguments}.items():
        command += ["-a", f"{name}={value}"]
    for output in outputs:
        command += ["-O", str(output)]
    for name, value in {**LOOPBACK_SETTINGS, **settings}.items():
        command += ["-s", f"{name}={value}"]
    return command


def crawl_environment() -> dict[str, str]:
    """The environment the crawl runs in: this checkout's settings, never the Public Suffix List."""
    return {
        **os.environ,
        "SCRAPY_SETTINGS_MODULE": "sitesampler.settings",
        "TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS": "",
        "PYTHONPATH": os.pathsep.join(filter(None, [_SOURCE_ROOT, os.environ.get("PYTHONPATH")])),
    }


def crawl(url: str, outputs: Sequence[str], *, arguments: Mapping[str, str] = {},
          settings: Mapping[str, str] = {}, cwd: str | os.PathLike[str] | None = None,
          timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """Run :func:`crawl_command` to completion; never raises on exit code."""
    command = crawl_command(url, outputs, arguments=arguments, settings=settings)
    return subprocess.run(command, cwd=cwd, env=crawl_environment(), capture_output=True, text=True,
                          timeout=timeout, check=False)
