"""``render=1``: a single-page app on 127.0.0.1, crawled in a real Chromium (Debian's, as
``.ci/install-tools`` installs it) through scrapy-playwright, and without it."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

from sitesampler.testing.crawling import crawl, crawl_command, crawl_environment
from tests.conftest import REPO
from tests.crawl_sites import SPA_ORDERS, SPA_PAGES

CHROME = "/usr/bin/chromium"
#: Every host the browser looks up is 127.0.0.1: even a request the in-page guard let through
#: could not leave the machine (and the test server would record it).
BROWSER = {"SITESAMPLER_CHROME": CHROME,
           "PLAYWRIGHT_LAUNCH_OPTIONS": json.dumps({"args": ["--host-resolver-rules=MAP * 127.0.0.1"]})}


def sample(web, tmp_path: Path, settings: dict[str, str], **arguments: str) -> tuple[set[str], str]:
    feed = tmp_path / f"spa-{len(list(tmp_path.iterdir()))}.json"
    result = crawl(f"http://spa.test:{web.port}/", [str(feed)], arguments={"budget": "30", **arguments},
                   settings=settings, cwd=REPO, timeout=180)
    assert result.returncode == 0, result.stderr[-3000:]
    origin = f"http://spa.test:{web.port}"
    return {row["url"].removeprefix(origin) for row in json.loads(feed.read_text(encoding="utf-8"))}, result.stderr


HINT = "if the site builds its links in scripts (a single-page application), -a render=1 reads them"


def test_a_single_page_app_is_discovered_rendered_and_not_without(web, tmp_path):
    found, log = sample(web, tmp_path, {})
    assert found == {"/"}  # its HTML has no link, so the link crawl finds nothing...
    assert f"sitesampler: only 1 page was found, none listed by a sitemap or a feed: {HINT}" in log  # ...and says why
    before = len(web.requests)
    found, log = sample(web, tmp_path, {**BROWSER, "SITESAMPLER_CRAWL_DEPTH": "1"}, render="1")
    assert HINT not in log
    assert set(SPA_PAGES) <= found  # written by the home page's script
    assert set(SPA_ORDERS) <= found  # written by the script of a page the link crawl rendered
    assert "scrapy-playwright" in log  # the browser's download handler ran
    hosts = {host for host, _ in web.requests[before:]}
    assert hosts == {"spa.test"}, hosts  # no beacon, no image of another host, nothing else
    assert ("spa.test", "/app.js") in web.requests[before:]  # the browser ran the page's own script


def test_the_default_crawl_loads_no_browser(web, tmp_path):
    found, log = sample(web, tmp_path, {"SITESAMPLER_CHROME": "/nonexistent"}, crawl="0")
    assert found == {"/"} and "playwright" not in log.lower()


def test_render_without_a_browser_or_the_package_is_one_line_and_exit_2(web, tmp_path):
    missing = tmp_path / "shadow" / "scrapy_playwright"
    missing.mkdir(parents=True)
    # A scrapy_playwright that cannot be imported, ahead of the installed one on the path.
    (missing / "__init__.py").write_text("raise ImportError('scrapy_playwright is not installed')\n")
    for settings, environment, expected in [
        ({"SITESAMPLER_CHROME": str(tmp_path / "no-chromium")}, {}, "render=1 needs Chromium: install it"),
        ({"SITESAMPLER_CHROME": CHROME}, {"PYTHONPATH": str(missing.parent)},
         "render=1 needs scrapy-playwright and playwright: pip install 'sitesampler[render]'"),
    ]:
        result = run_with(web, tmp_path, settings, environment)
        assert result.returncode == 2, result.stderr[-2000:]
        assert len([line for line in result.stderr.splitlines() if expected in line]) == 1, result.stderr[-2000:]
        assert "Traceback" not in result.stderr


def run_with(web, tmp_path: Path, settings: dict[str, str], environment: dict[str, str]):
    """``render=1`` crawled with ``environment``'s PYTHONPATH ahead of the usual one."""
    env = crawl_environment()
    if "PYTHONPATH" in environment:
        env["PYTHONPATH"] = os.pathsep.join((environment["PYTHONPATH"], env["PYTHONPATH"]))
    command = crawl_command(f"http://spa.test:{web.port}/", [str(tmp_path / "none.json")],
                            arguments={"render": "1"}, settings=settings)
    return subprocess.run(command, cwd=REPO, env=env, capture_output=True, text=True, timeout=120, check=False)
