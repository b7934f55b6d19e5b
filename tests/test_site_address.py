"""An address typed as into a browser, ``-a url=example.com``: real crawls against loopback
sites served over plain HTTP and over HTTPS (a certificate made for the test).

pa11y, Lighthouse and Unlighthouse take ``example.com``, as a browser's address bar does; the
crawl refused it. It is now tried over https first, then over http when the site gives no
answer over https, as browsers do; robots.txt is obeyed over the scheme that answered.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from sitesampler.cli.scrapyd_client import Job, feed_name, read_sites
from sitesampler.crawl.arguments import parse_arguments
from sitesampler.testing.crawling import crawl
from sitesampler.testing.server import Page, serve
from sitesampler.testing.tls import server_context
from tests.conftest import REPO

ROBOTS = b"User-agent: *\nDisallow: /private/\n"


def site(host: str):
    """A small site whose robots.txt disallows ``/private/``, which the home page links."""
    def build(port: int):
        return {host: {
            "/": Page(b"<html lang=en><title>Home</title><a href='/about/'>About</a> <a href='/contact/'>Contact</a>"
                      b" <a href='/private/'>Staff</a></html>"),
            "/robots.txt": Page(ROBOTS),
            "/about/": Page(b"<html lang=en><title>About</title></html>"),
            "/contact/": Page(b"<html lang=en><title>Contact</title></html>"),
            "/private/": Page(b"<html lang=en><title>Staff</title></html>"),
        }}
    return build


def sample(address: str, tmp_path: Path):
    feed = tmp_path / "sample.json"
    done = crawl(address, [str(feed)], arguments={"budget": "10", "random_share": "0"}, cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    return [row["url"] for row in json.loads(feed.read_text(encoding="utf-8"))], done.stderr


def test_a_host_without_https_is_sampled_over_http_and_its_robots_txt_obeyed(tmp_path):
    with serve(site("plain.test")) as web:
        urls, log = sample(f"plain.test:{web.port}", tmp_path)
        origin = f"http://plain.test:{web.port}"
        assert sorted(urls) == [f"{origin}/", f"{origin}/about/", f"{origin}/contact/"]
        assert ("plain.test", "/private/") not in web.requests
        assert web.requests.count(("plain.test", "/robots.txt")) == 1  # read over http
    said = [line for line in log.splitlines() if "gave no answer of the site's own over https" in line]
    assert len(said) == 1 and f"trying {origin}/" in said[0], log[-3000:]
    # Tried once over https, as a browser does: no retries, no error lines, no problem counted.
    assert "ERROR" not in log and "sitesampler: no problems" in log, log[-3000:]


def test_a_host_with_https_is_sampled_over_https_alone(tmp_path):
    with serve(site("secure.test"), tls=server_context(["secure.test"])) as web:
        urls, log = sample(f"secure.test:{web.port}", tmp_path)
        origin = f"https://secure.test:{web.port}"
        assert sorted(urls) == [f"{origin}/", f"{origin}/about/", f"{origin}/contact/"]
        assert ("secure.test", "/private/") not in web.requests
        assert web.requests.count(("secure.test", "/robots.txt")) == 1
    assert "over https (" not in log and "ERROR" not in log, log[-3000:]


def test_an_address_given_with_its_scheme_is_not_tried_over_another(tmp_path):
    """``https://`` typed is what the user wants: a site that answers only http then fails, and
    the one error line says the handshake failed and what to give instead."""
    with serve(site("plain.test")) as web:
        done = crawl(f"https://plain.test:{web.port}/", [str(tmp_path / "s.json")], cwd=REPO)
        assert ("plain.test", "/") not in web.requests  # no request over http
    assert done.returncode == 1, done.stderr[-3000:]
    said = [line for line in done.stderr.splitlines() if "nothing could be read" in line]
    assert len(said) == 1 and "root_tls_error=1" in said[0], done.stderr[-3000:]
    assert said[0].endswith(f"completed no TLS handshake: if the site has no HTTPS, give http://plain.test:{web.port}/")


@pytest.mark.parametrize(("typed", "expected"), [
    ("example.com", "https://example.com/"),
    ("www.example.com/blog/", "https://www.example.com/blog/"),
    (" bücher.example ", "https://xn--bcher-kva.example/"),
    ("localhost:4000", "http://localhost:4000/"),
    ("127.0.0.1:8000/docs/", "http://127.0.0.1:8000/docs/"),
])
def test_the_scheme_a_browser_tries_first(typed, expected):
    assert parse_arguments(typed).url == expected


@pytest.mark.parametrize(("typed", "message"), [
    ("example", "url must be an absolute http(s) URL such as https://example.com/, got 'example'"),
    ("ftp://example.com/", "url must be an absolute http(s) URL"),
    ("user:secret@example.com", "url must not hold a user name or password"),
])
def test_what_is_no_address_is_still_refused(typed, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_arguments(typed)


def test_a_list_of_sites_may_leave_out_the_scheme(tmp_path):
    """``sitesampler schedule`` passes each line on as typed, so each crawl tries https first;
    a site listed both ways is scheduled once, and its feed is named by its host."""
    sites = tmp_path / "sites.txt"
    sites.write_text("example.com\nhttps://example.com/\nlocalhost:4000/docs/\n", encoding="utf-8")
    warnings: list[str] = []
    assert read_sites(str(sites), warnings.append) == ["example.com", "localhost:4000/docs/"]
    assert len(warnings) == 1 and "lists https://example.com/ again (line 1)" in warnings[0]
    assert feed_name(Job("", "5f3a", "example.com"), ".csv") == "example.com-5f3a.csv"
    assert feed_name(Job("", "5f3a", "localhost:4000/docs/"), ".csv") == "localhost-docs-5f3a.csv"


def test_https_that_is_another_sites_is_left_for_http(tmp_path):
    """A shared server answers https for every host with its own default site and certificate:
    a browser warns or falls back to http. The crawl falls back too, and reads robots.txt over
    http: the default site's allows everything, the site's disallows ``/private/``."""
    def build(port: int):
        hosts = site("shared.test")(port)
        hosts["https://shared.test"] = {"/": Page(b"<html><title>Default web site page</title></html>"),
                                        "/robots.txt": Page(b"User-agent: *\nAllow: /\n")}
        return hosts

    with serve(build, tls=server_context(["server1.hosting.test"]), plain_too=True) as web:
        urls, log = sample(f"shared.test:{web.port}", tmp_path)
        origin = f"http://shared.test:{web.port}"
        assert sorted(urls) == [f"{origin}/", f"{origin}/about/", f"{origin}/contact/"]
        assert ("shared.test", "/private/") not in web.requests
        assert web.requests.count(("shared.test", "/robots.txt")) == 2  # over https, then http
    said = [line for line in log.splitlines() if "gave no answer of the site's own over https" in line]
    assert len(said) == 1 and "its certificate is for server1.hosting.test" in said[0], log[-3000:]


def test_one_port_answers_both_schemes_in_the_test_server(tmp_path):
    """The server above speaks TLS to a TLS handshake and HTTP to the rest on one port, so the
    crawl's https and http requests each reach what the host serves over that scheme."""
    with serve(site("both.test"), tls=server_context(["both.test"]), plain_too=True) as web:
        for scheme in ("https", "http"):
            urls, _ = sample(f"{scheme}://both.test:{web.port}/", tmp_path)
            assert urls and all(url.startswith(f"{scheme}://both.test:") for url in urls)


def test_a_proxy_on_the_private_network_is_used_and_sites_are_still_checked(tmp_path, monkeypatch):
    """A corporate proxy is nearly always at a private address: with private hosts refused, a
    crawl through ``http_proxy`` failed with ``root_refused`` although the site is public. The
    proxy is now connected to; the sites are still judged by their names, so a page's link to
    the cloud metadata name (a sitemap robots.txt names) is refused. (``proxy.test`` is 127.0.0.1, a loopback address; the
    test server answers as the proxy, ``*.public.test`` stand for public sites.)"""
    def build(port: int):
        hosts = site("shop.public.test")(port)
        hosts["shop.public.test"] = {**hosts["shop.public.test"], "/robots.txt": Page(
            ROBOTS + b"Sitemap: http://metadata.test/latest/sitemap.xml\n")}
        return hosts

    for name in ("no_proxy", "NO_PROXY", "https_proxy", "HTTPS_PROXY", "HTTP_PROXY"):
        monkeypatch.delenv(name, raising=False)
    with serve(build) as web:
        monkeypatch.setenv("http_proxy", f"http://proxy.test:{web.port}")
        feed = tmp_path / "sample.json"
        done = crawl(f"http://shop.public.test:{web.port}/", [str(feed)],
                     arguments={"budget": "10", "random_share": "0", "crawl": "1"},
                     settings={"SITESAMPLER_ALLOW_PRIVATE_HOSTS": "0",
                               "TWISTED_DNS_RESOLVER": "sitesampler.testing.resolver.PretendPublicResolver"},
                     cwd=REPO)
        assert done.returncode == 0, done.stderr[-3000:]
        assert ("shop.public.test", "/") in web.proxied and ("shop.public.test", "/robots.txt") in web.proxied
        assert not any(host == "metadata.test" for host, _ in web.proxied + web.requests)
    origin = f"http://shop.public.test:{web.port}"
    assert sorted(row["url"] for row in json.loads(feed.read_text(encoding="utf-8"))) == [
        f"{origin}/", f"{origin}/about/", f"{origin}/contact/"]
    assert ("refusing to crawl http://metadata.test/latest/sitemap.xml: metadata.test (169.254.169.254) is a "
            "link-local address") in done.stderr


def test_an_error_answered_over_https_is_the_sites_answer(tmp_path):
    """A home page that answers an error over https (a firewall's 403) answered: the crawl stays
    on https and reads the sitemap robots.txt names there, as for any root that errs."""
    def build(port: int):
        origin = f"https://walled.test:{port}"
        pages = "".join(f"<url><loc>{origin}{path}</loc></url>" for path in ("/", "/about/", "/private/"))
        return {"walled.test": {
            "/": Page(b"<html><title>Forbidden</title></html>", status=403),
            "/robots.txt": Page(ROBOTS + f"Sitemap: {origin}/sitemap.xml\n".encode()),
            "/sitemap.xml": Page(f'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{pages}</urlset>'.encode()),
            "/about/": Page(b"<html lang=en><title>About</title></html>"),
        }}

    with serve(build, tls=server_context(["walled.test"])) as web:
        urls, log = sample(f"walled.test:{web.port}", tmp_path)
        assert sorted(urls) == [f"https://walled.test:{web.port}/", f"https://walled.test:{web.port}/about/"]
        assert ("walled.test", "/private/") not in web.requests
    assert "over https (" not in log and "root_http_403=1" in log, log[-3000:]


def test_a_host_whose_https_hangs_is_sampled_over_http_soon(tmp_path):
    """Where nothing answers TLS (a port 443 that takes the connection and hangs), the https
    attempt gives up after a short wait (the download timeout, at most 10 s) and http is tried:
    the host's silence over https does not mark it silent over http."""
    with serve(site("hung.test"), plain_too=True) as web:
        feed = tmp_path / "sample.json"
        started = time.monotonic()
        done = crawl(f"hung.test:{web.port}", [str(feed)], arguments={"budget": "10", "random_share": "0"},
                     settings={"DOWNLOAD_TIMEOUT": "2"}, cwd=REPO)
        seconds = time.monotonic() - started
        assert done.returncode == 0, done.stderr[-3000:]
        origin = f"http://hung.test:{web.port}"
        assert sorted(row["url"] for row in json.loads(feed.read_text(encoding="utf-8"))) == [
            f"{origin}/", f"{origin}/about/", f"{origin}/contact/"]
        assert ("hung.test", "/private/") not in web.requests
    assert "gave no answer of the site's own over https (timeout)" in done.stderr, done.stderr[-3000:]
    assert "answered nothing" not in done.stderr and seconds < 30, (seconds, done.stderr[-3000:])
