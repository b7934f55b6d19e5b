"""``sitesampler plan --previous``: every format a crawl writes, from a file or over HTTP, and
one line for every previous sample that cannot be used."""

from __future__ import annotations

import csv
import io
import json
import os
import socket
import subprocess
import sys

import pytest

from sitesampler.testing.server import Page, serve

from .core_sites import ROOT
from .test_cli import sitesampler


@pytest.fixture()
def site(tmp_path):
    """A shop's URL list, and the same shop a week later (a few products gone, a few new)."""
    urls = [ROOT, ROOT + "contact"] + [f"{ROOT}products/{i}" for i in range(1, 200)] + \
        [f"{ROOT}blog/post-{i}" for i in range(1, 40)]
    later = [url for url in urls if not url.endswith("7")] + [f"{ROOT}products/{i}" for i in range(500, 520)]
    (tmp_path / "week1.txt").write_text("\n".join(urls) + "\n")
    (tmp_path / "week2.txt").write_text("\n".join(later) + "\n")
    return tmp_path


def plan(folder, *args):
    done = sitesampler("plan", str(folder / "week2.txt"), "--budget", "12", *args)
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


def first_sample(folder):
    done = sitesampler("plan", str(folder / "week1.txt"), "--budget", "12")
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


def as_csv(rows):
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=list(rows[0]))
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue()


FORMATS = {
    "csv": as_csv,
    "json": lambda rows: json.dumps(rows),
    "jsonl": lambda rows: "".join(json.dumps(row) + "\n" for row in rows),
    "urls": lambda rows: "".join(row["url"] + "\n" for row in rows),
}


@pytest.mark.parametrize("name", sorted(FORMATS))
def test_every_format_a_crawl_writes_continues_the_sample(site, name):
    first = first_sample(site)
    (site / f"previous.{name}").write_text(FORMATS[name](first))
    rows = plan(site, "--previous", str(site / f"previous.{name}"))
    still_listed = {row["url"] for row in first} & set((site / "week2.txt").read_text().split())
    kept = {row["url"] for row in rows if row["continuity"] == "kept"}
    assert kept == still_listed & {row["url"] for row in rows} and len(kept) >= len(still_listed) - 1
    assert {row["round"] for row in rows} == {1}
    assert {row["continuity"] for row in rows} <= {"kept", "replaced", "new"}


@pytest.mark.parametrize(("delimiter", "encoding"), [
    (";", "cp1252"),      # Excel's "CSV" where the list separator is a semicolon (most of Europe)
    (",", "cp1252"),      # Excel's "CSV (Comma delimited)" on a Western Windows
    (";", "utf-8-sig"),   # Excel's "CSV UTF-8" with a semicolon separator
    ("\t", "utf-16"),     # Excel's "Unicode Text"
])
def test_a_sample_saved_again_by_a_spreadsheet_continues_the_sample(site, delimiter, encoding):
    """An auditor opens the sample in a spreadsheet, notes their findings beside it and saves
    it: in the locale's list separator, with Windows line ends, in the encoding the format
    asks. The next run continues it as it continues the crawl's own file."""
    first = [{**row, "title": "Café – Schuhe"} for row in first_sample(site)]
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=[*first[0], "finding"], delimiter=delimiter, lineterminator="\r\n")
    writer.writeheader()
    writer.writerows({**row, "finding": "1.1.1 fails; see notes"} for row in first)
    (site / "previous.csv").write_bytes(out.getvalue().encode(encoding))
    rows = plan(site, "--previous", str(site / "previous.csv"))
    still_listed = {row["url"] for row in first} & set((site / "week2.txt").read_text().split())
    kept = {row["url"] for row in rows if row["continuity"] == "kept"}
    assert kept == still_listed & {row["url"] for row in rows} and len(kept) >= len(still_listed) - 1
    assert {row["round"] for row in rows} == {1}


def test_a_previous_sample_over_http_is_read_and_its_date_goes_into_the_method(site):
    first = first_sample(site)
    hosts = {"127.0.0.1": {"/items/sitesampler/sample/job1.jl": Page(
        FORMATS["jsonl"](first).encode(), headers=(("Last-Modified", "Mon, 23 Nov 2026 06:00:00 GMT"),))}}
    with serve(lambda port: hosts) as server:
        url = f"http://127.0.0.1:{server.port}/items/sitesampler/sample/job1.jl"
        rows = plan(site, "--previous", url, "--rotate", "0.5", "--round", "4")
        done = sitesampler("plan", str(site / "week2.txt"), "--budget", "12", "--previous", url, "--format", "wcagem")
    assert {row["round"] for row in rows} == {4}
    assert any(row["continuity"] == "replaced" for row in rows)
    specifics = json.loads(done.stdout)["reportFindings"]["evaluationSpecifics"]
    assert f"Re-run of the evaluation sampled on 2026-11-23, round 0 ({url})" in specifics
    assert "round 1" in specifics


def plan_environment(allow_private: bool) -> dict[str, str]:
    environment = {name: value for name, value in os.environ.items() if name != "SITESAMPLER_ALLOW_PRIVATE_HOSTS"}
    return {**environment, "SITESAMPLER_ALLOW_PRIVATE_HOSTS": "1"} if allow_private else environment


@pytest.mark.parametrize("allow_private", [False, True])
def test_a_redirect_of_the_previous_url_reaches_only_public_addresses(site, allow_private):
    """The URL given is fetched where it is (here on 127.0.0.1, as a scrapyd node's own
    ``items_url`` is on its network); a redirect, which the server chooses, is followed to a
    loopback, private or link-local address only with SITESAMPLER_ALLOW_PRIVATE_HOSTS=1."""
    first = first_sample(site)
    with serve(lambda port: {"127.0.0.1": {
            "/moved.jl": Page(status=302, headers=(("Location", f"http://127.0.0.{1 + (not allow_private)}:{port}/job.jl"),)),
            "/job.jl": Page(FORMATS["jsonl"](first).encode())}}) as server:
        done = subprocess.run([sys.executable, "-m", "sitesampler.cli", "plan", str(site / "week2.txt"), "--budget",
                               "12", "--previous", f"http://127.0.0.1:{server.port}/moved.jl"],
                              capture_output=True, text=True, timeout=120, env=plan_environment(allow_private))
        requested = [path for _, path in server.requests]
    if allow_private:
        assert done.returncode == 0, done.stderr
        assert any(json.loads(line)["continuity"] == "kept" for line in done.stdout.splitlines())
        assert requested == ["/moved.jl", "/job.jl"]
    else:
        assert done.returncode == 2 and done.stdout == "" and done.stderr.count("\n") == 1, done.stderr
        assert f"cannot fetch previous sample http://127.0.0.1:{server.port}/moved.jl: refusing to follow a " \
            "redirect to 127.0.0.2 (127.0.0.2): it is a loopback address" in done.stderr
        assert requested == ["/moved.jl"]


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.mark.parametrize("content, message", [
    (None, "cannot read previous sample"),
    ("rank,page\n1,x\n", "is not a sample: expected the CSV, JSON or JSON lines"),
    ("rank;page\r\n1;x\r\n", "is not a sample: expected the CSV, JSON or JSON lines"),
    (b"PK\x03\x04\x14\x00\x06\x00[Content_Types].xml\x00\x81", "(a spreadsheet must be saved as CSV)"),  # .xlsx
    ("[1, 2]", "is not a sample"),
    ("{\"url\": ", "is not valid JSON"),
    # an indented JSON document: the pa11y-ci config beside the CSV
    (json.dumps({"defaults": {"standard": "WCAG2AA"}, "urls": ["https://shop.example/"]}, indent=2),
     "is one JSON document, not a sample (a tool's config?): give the CSV, JSON or JSON lines feed the crawl "
     "wrote beside it, or its WCAG-EM evaluation"),
    (json.dumps({"@context": {}, "selectSample": {"structuredSample": []}}, indent=2),
     "is a WCAG-EM evaluation without sample pages"),
    ("", "is empty"),
    ("https://elsewhere.example/a\n", "lists https://elsewhere.example/a, which is not a page of https://shop.example/"),
    (json.dumps([{"url": "https://elsewhere.example/", "seed": "https://elsewhere.example/"}]),
     "previous sample is of another site: its seed is https://elsewhere.example/"),
])
def test_a_previous_sample_that_cannot_be_used_is_one_line_and_exit_status_2(site, content, message):
    path = site / "previous.txt"
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif content is not None:
        path.write_text(content)
    done = sitesampler("plan", str(site / "week2.txt"), "--budget", "12", "--previous", str(path))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and message in done.stderr and "Traceback" not in done.stderr, done.stderr


def test_an_unreachable_or_missing_previous_url_is_one_line(site):
    with serve(lambda port: {}) as server:
        missing = sitesampler("plan", str(site / "week2.txt"), "--budget", "12",
                              "--previous", f"http://127.0.0.1:{server.port}/items/none.jl")
    refused = sitesampler("plan", str(site / "week2.txt"), "--budget", "12",
                          "--previous", f"http://127.0.0.1:{closed_port()}/items/job.jl")
    assert missing.returncode == 2 and "HTTP 404" in missing.stderr and missing.stderr.count("\n") == 1
    assert refused.returncode == 2 and "cannot fetch previous sample" in refused.stderr
    assert refused.stderr.count("\n") == 1


@pytest.mark.parametrize("args, message", [
    (("--rotate", "0.7x"), "rotate must be a share from 0 to 1"),
    (("--round", "next"), "round must be a whole number from 0"),
])
def test_bad_rotate_and_round_are_one_line(site, args, message):
    done = sitesampler("plan", str(site / "week2.txt"), "--budget", "12", *args)
    assert done.returncode == 2 and message in done.stderr and done.stderr.count("\n") == 1
