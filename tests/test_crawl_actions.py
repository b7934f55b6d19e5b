"""A crawl never requests, samples nor exports a URL that acts (a CSRF token, a state change, a
download), and its closing summary says what it left out and why."""

from __future__ import annotations

import json

from sitesampler.testing.crawling import crawl
from tests.conftest import REPO
from tests.crawl_sites import FORUM_ACTING, FORUM_THREADS


def test_expand_never_opens_a_url_that_acts_and_the_summary_lists_them(web, tmp_path):
    feed, pa11y = tmp_path / "forum.json", tmp_path / ".pa11yci"
    done = crawl(f"http://forum.test:{web.port}/", [str(feed), f"{pa11y}:pa11yci"],
                 arguments={"budget": "20", "expand": "1"}, cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    requested = {path for host, path in web.requests if host == "forum.test"}
    assert "/forums/" in requested  # the listing page was opened: expand ran
    assert not requested & set(FORUM_ACTING)
    origin = f"http://forum.test:{web.port}"
    sampled = {row["url"].removeprefix(origin) for row in json.loads(feed.read_text())}
    assert set(FORUM_THREADS) & sampled and "/member.php?action=login" in sampled
    assert not sampled & set(FORUM_ACTING)
    assert not {url.removeprefix(origin) for url in json.loads(pa11y.read_text())["urls"]} & set(FORUM_ACTING)
    summary = done.stderr[done.stderr.index("Sample of "):]
    line = next(line for line in summary.splitlines() if line.startswith("Left out, never requested"))
    assert "2 carry a CSRF token or nonce" in line and "12 change something on the site" in line
    assert "1 download a file" in line and f"{origin}/attachment.php?aid=7" in line
