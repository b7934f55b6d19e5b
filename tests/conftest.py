"""Fixtures for the crawl tests: the loopback web of ``crawl_sites`` and a crawl runner."""

from __future__ import annotations

import csv
import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from sitesampler.testing.crawling import crawl
from sitesampler.testing.server import VirtualHostServer, serve
from tests import crawl_sites

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="session")
def web() -> Iterator[VirtualHostServer]:
    with serve(crawl_sites.build) as server:
        yield server


@pytest.fixture
def run_sample(web: VirtualHostServer, tmp_path: Path) -> Callable[..., list[dict[str, Any]]]:
    """Crawl ``http://<host>:<port>/`` from the repo root; return the JSON feed's rows."""

    def run(host: str, settings: dict[str, str] | None = None, **arguments: str) -> list[dict[str, Any]]:
        feed = tmp_path / f"{host}.json"
        result = crawl(f"http://{host}:{web.port}/", [str(feed)], arguments={"budget": "60", **arguments},
                       settings=settings or {}, cwd=REPO)
        assert result.returncode == 0, result.stderr[-3000:]
        return json.loads(feed.read_text(encoding="utf-8"))

    return run


def csv_rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))
