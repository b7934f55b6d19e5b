"""Audits behind a login: a staging site behind HTTP basic auth and one behind a session
cookie are both sampled with Scrapy's own arguments, and their secrets appear in no output
file and no log line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sitesampler.testing.crawling import crawl
from tests.conftest import REPO, csv_rows
from tests.crawl_sites import BASIC_PASSWORD, BASIC_USER, SESSION_COOKIE

OUTPUTS = ("sample.csv", "sample.json", "report.html:html", "evaluation.json:wcagem", ".pa11yci:pa11yci")


def sampled(web, tmp_path: Path, host: str, arguments: dict[str, str]) -> tuple[list[dict[str, str]], str]:
    """Crawl ``host`` into every kind of output and a log file; the rows and all the text written."""
    log = tmp_path / "crawl.log"
    done = crawl(f"http://{host}:{web.port}/", [str(tmp_path / name) for name in OUTPUTS],
                 arguments={"budget": "5", **arguments}, settings={"LOG_FILE": str(log), "LOG_LEVEL": "DEBUG"},
                 cwd=REPO)
    assert done.returncode == 0, (log.read_text() if log.exists() else done.stderr)[-3000:]
    written = "\n".join(path.read_text(encoding="utf-8") for path in tmp_path.iterdir() if path.is_file())
    return csv_rows(tmp_path / "sample.csv"), written + done.stdout + done.stderr


def test_a_site_behind_basic_auth_is_sampled_without_leaking_the_password(web, tmp_path):
    rows, written = sampled(web, tmp_path, "basic.test", {"http_user": BASIC_USER, "http_pass": BASIC_PASSWORD})
    assert len(rows) >= 6 and "/rooms/{n}" in {row["template"] for row in rows}
    assert BASIC_PASSWORD not in written
    assert "Authorization" not in written


def test_without_credentials_the_login_wall_leaves_nothing_to_sample(web, tmp_path):
    done = crawl(f"http://basic.test:{web.port}/", [str(tmp_path / "s.csv")], arguments={"budget": "5"}, cwd=REPO)
    assert done.returncode == 1  # nothing could be read: the wall is real


def test_credentials_go_to_the_auth_domain_only(web, tmp_path):
    """``http_auth_domain`` elsewhere: the site never sees the password, so nothing is found."""
    done = crawl(f"http://basic.test:{web.port}/", [str(tmp_path / "s.csv")], cwd=REPO,
                 arguments={"budget": "5", "http_user": BASIC_USER, "http_pass": BASIC_PASSWORD,
                            "http_auth_domain": "elsewhere.test"})
    assert done.returncode == 1


@pytest.mark.parametrize("kind", ["netscape", "json", "netscape-bom", "json-bom"])
def test_a_site_behind_a_session_cookie_is_sampled_from_a_cookies_file(web, tmp_path, kind):
    """Either format, also as a Windows editor saves it: with a byte-order mark."""
    name, value = SESSION_COOKIE
    cookies = tmp_path.parent / f"{tmp_path.name}-cookies.{kind}"  # outside the outputs' folder
    encoding = "utf-8-sig" if kind.endswith("-bom") else "utf-8"
    if kind.startswith("netscape"):
        cookies.write_text(f"# Netscape HTTP Cookie File\n.session.test\tTRUE\t/\tFALSE\t0\t{name}\t{value}\n",
                           encoding=encoding)
    else:
        cookies.write_text(json.dumps({"cookies": [{"name": name, "value": value, "domain": "session.test",
                                                    "path": "/"}]}), encoding=encoding)
    rows, written = sampled(web, tmp_path, "session.test", {"cookies": str(cookies)})
    assert len(rows) >= 6 and "/cases/{n}" in {row["template"] for row in rows}
    assert value not in written


def test_a_cookies_file_that_cannot_be_read_is_one_line(tmp_path):
    broken = tmp_path / "cookies.txt"
    broken.write_text("not cookies\n")
    for path, expected in ((broken, "is neither JSON nor in the Netscape cookies.txt format"),
                           (tmp_path / "absent.txt", "cannot read the cookies file")):
        done = crawl("http://127.0.0.1:9/", [str(tmp_path / "s.csv")], arguments={"cookies": str(path)}, cwd=REPO)
        assert done.returncode == 2 and "Traceback" not in done.stderr
        assert len([line for line in done.stderr.splitlines() if expected in line]) == 1, done.stderr[-2000:]


def test_a_password_in_the_url_is_refused_without_printing_it(tmp_path):
    url = f"http://{BASIC_USER}:{BASIC_PASSWORD}@basic.test:9/"
    done = crawl(url, [str(tmp_path / "s.csv")], cwd=REPO)
    assert done.returncode == 2 and BASIC_PASSWORD not in done.stderr + done.stdout
    assert "url must not hold a user name or password: use -a http_user=... -a http_pass=..." in done.stderr
