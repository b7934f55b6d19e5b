"""Scheduled crawls on real scrapyd servers: deploy with scrapyd-deploy, schedule, collect.

Two scrapyd nodes run on 127.0.0.1, each from its own temporary folder holding its dbs, eggs,
logs and items (started inside the checkout, scrapyd would serve it as a project "default"). The
egg is built once with ``scrapyd-deploy --build-egg`` and uploaded to each node with
``scrapyd-deploy NODE --egg``, through ``[deploy:NODE]`` targets in a scrapy.cfg of the test's
own, run from a folder of the test's own with its own home: targets a user added to the
checkout's scrapy.cfg or to ``~/.config`` are never deployed to. Jobs run in processes of their
own, so the crawl tests' loopback web reaches them through ``setting=`` parameters.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from scrapy.settings import Settings

from sitesampler.crawl.addons import ScrapydFeeds
from sitesampler.cli import main, make_parser
from sitesampler.cli.scrapyd_client import PROJECT, SPIDER, Job, Node, spider_arguments, wait_for
from sitesampler.testing.crawling import LOOPBACK_SETTINGS, crawl
from sitesampler.testing.server import VirtualHostServer, serve
from tests import hostile_sites
from tests.conftest import REPO, csv_rows

SCRAPYD_CONF = """\
[scrapyd]
bind_address = 127.0.0.1
http_port = {port}
eggs_dir = {root}/eggs
dbs_dir = {root}/dbs
logs_dir = {root}/logs
items_dir = {root}/items
poll_interval = 0.5
max_proc = 4
jobs_to_keep = 100
"""
#: Generous for a loaded CI machine; a job takes a few seconds, most of it Python start-up.
JOB_TIMEOUT = 60
SETTING_ARGS = [f"{name}={value}" for name, value in LOOPBACK_SETTINGS.items()]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_scrapyd(root: Path) -> tuple[subprocess.Popen[bytes], Node]:
    root.mkdir()
    port = free_port()
    (root / "scrapyd.conf").write_text(SCRAPYD_CONF.format(port=port, root=root))
    process = subprocess.Popen([sys.executable, "-m", "scrapyd", "--pidfile=", "-l", str(root / "scrapyd.log")],
                               cwd=root, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    return process, Node(f"http://127.0.0.1:{port}")


def wait_until_up(process: subprocess.Popen[bytes], node: Node, log: Path) -> None:
    deadline = time.monotonic() + 30
    while True:
        try:
            node.pending()
            return
        except Exception:
            if process.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"scrapyd did not start:\n{log.read_text() if log.exists() else ''}")
            time.sleep(0.2)


def deploy_leftovers() -> set[str]:
    """What a deploy could leave in the checkout: build folders, egg-info, setup.py's scratch."""
    return {path.name for pattern in ("build", ".build-*", "*.egg-info")
            for path in REPO.glob(pattern)}


def scrapyd_deploy(*arguments: str, cwd: Path = REPO, env: dict[str, str] | None = None) -> None:
    done = subprocess.run([sys.executable, "-m", "scrapyd_client.deploy", *arguments], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert '"status": "error"' not in done.stdout, done.stdout


@pytest.fixture(scope="module")
def nodes(tmp_path_factory: pytest.TempPathFactory) -> Iterator[list[Node]]:
    """Two scrapyd nodes with the project deployed, stopped after the module's tests."""
    base = tmp_path_factory.mktemp("scrapyd")
    started = [start_scrapyd(base / name) for name in ("node1", "node2")]
    try:
        # Build while the servers start.
        before = deploy_leftovers()
        egg = base / "sitesampler.egg"
        scrapyd_deploy(f"--build-egg={egg}")
        assert deploy_leftovers() <= before
        # The targets: this folder's scrapy.cfg is the closest, and the home is the test's.
        deployer = base / "deployer"
        deployer.mkdir()
        (deployer / "scrapy.cfg").write_text("".join(
            f"[deploy:node{number}]\nurl = {node.url}\nproject = {PROJECT}\n"
            for number, (_, node) in enumerate(started, 1)))
        env = {**os.environ, "HOME": str(deployer), "XDG_CONFIG_HOME": str(deployer)}
        for number, (process, node) in enumerate(started, 1):
            wait_until_up(process, node, base / f"node{number}" / "scrapyd.log")
            scrapyd_deploy(f"node{number}", "--egg", str(egg), cwd=deployer, env=env)
        yield [node for _, node in started]
    finally:
        for process, _ in started:
            process.terminate()
        for process, _ in started:
            process.wait(timeout=30)


def schedule(node: Node, settings: tuple[str, ...] = (), **arguments: str) -> str:
    """``curl NODE/schedule.json -d project=sitesampler -d spider=sample -d K=V... -d setting=...``"""
    fields = [*arguments.items(), *(("setting", setting) for setting in (*SETTING_ARGS, *settings))]
    return node.schedule(PROJECT, SPIDER, fields)


def finished(node: Node, job: str) -> dict:
    """The job's ``listjobs.json`` entry, once it has finished."""
    return wait_for([Job(node.url, job)], [node], PROJECT, JOB_TIMEOUT)[Job(node.url, job)]


def jsonlines(data: bytes) -> list[dict]:
    return [json.loads(line) for line in data.decode("utf-8").splitlines()]


def test_scheduled_job_feed_is_the_sample_scrapy_crawl_writes(nodes, web: VirtualHostServer, tmp_path):
    node, site = nodes[0], f"http://www.acme.test:{web.port}/"
    arguments = {"budget": "4", "random_share": "0.5", "expand": "0", "verify": "0"}
    job = schedule(node, url=site, **arguments)
    # The same crawl on the command line, while the job runs.
    local = crawl(site, [str(tmp_path / "crawl.csv"), str(tmp_path / "crawl.jsonl")], arguments=arguments, cwd=REPO)
    assert local.returncode == 0, local.stderr[-3000:]

    entry = finished(node, job)
    assert entry["items_url"] == f"/items/{PROJECT}/{SPIDER}/{job}.jl"
    feed = jsonlines(node.fetch(node.url + entry["items_url"]))
    assert feed == jsonlines((tmp_path / "crawl.jsonl").read_bytes())
    assert [row["rank"] for row in feed] == list(range(1, len(feed) + 1)) and len(feed) >= 5
    # The CSV beside it (sitesampler.crawl.addons.ScrapydFeeds) is byte for byte the command line's.
    assert node.fetch(node.url + entry["items_url"][:-3] + ".csv") == (tmp_path / "crawl.csv").read_bytes()


def test_a_job_with_worker_processes_runs_them_from_the_deployed_egg(nodes, web: VirtualHostServer, tmp_path):
    """The workers are started with the job's own import path (scrapyd loads the project from
    its egg): they run, and the feed is the one-process sample."""
    node, site = nodes[1], f"http://www.acme.test:{web.port}/"
    job = schedule(node, ("SITESAMPLER_WORKERS=2", "SITESAMPLER_WORKER_AFTER=0"), url=site, budget="6", verify="0")
    local = crawl(site, [str(tmp_path / "crawl.jsonl")], arguments={"budget": "6", "verify": "0"}, cwd=REPO)
    assert local.returncode == 0, local.stderr[-3000:]
    entry = finished(node, job)
    log = node.fetch(f"{node.url}/logs/{PROJECT}/{SPIDER}/{job}.log").decode("utf-8")
    assert "'sitesampler/sampler_processes': 3" in log, log[-3000:]
    assert jsonlines(node.fetch(node.url + entry["items_url"])) == jsonlines((tmp_path / "crawl.jsonl").read_bytes())


def test_schedule_spreads_sites_over_two_nodes_and_collect_gathers_their_samples(
        nodes, web: VirtualHostServer, tmp_path, capsys):
    hosts = ["www.acme.test", "solo.test", "redir.test", "big.test", "uni.test"]
    folders = {"uni.test": "library/"}  # a sub-site: its folder names its file too
    sites = tmp_path / "sites.txt"  # as Notepad saves it: a byte-order mark, CRLF line ends
    sites.write_text("# sites to audit\n" + "".join(f"http://{host}:{web.port}/{folders.get(host, '')}\n"
                                                     for host in hosts)
                     + f"HTTP://SOLO.test:{web.port}\n",  # listed again: scheduled once
                     encoding="utf-8-sig", newline="\r\n")
    settings = [argument for setting in SETTING_ARGS for argument in ("--setting", setting)]
    urls = [node.url for node in nodes]

    assert main(["schedule", "--scrapyd", urls[0], "--scrapyd", urls[1] + "/", "--budget", "3",
                 *settings, str(sites)]) == 0
    jobs = tmp_path / "jobs.tsv"
    printed = capsys.readouterr()
    assert printed.err == f"sitesampler: {sites}:7 lists HTTP://SOLO.test:{web.port} again (line 3): scheduled once\n"
    jobs.write_text(printed.out, encoding="utf-8-sig")  # saved again by an editor
    scheduled = [line.split("\t") for line in jobs.read_text(encoding="utf-8-sig").splitlines()]
    # Both nodes idle: they take turns, in the order given.
    assert [(node, site) for node, _, site in scheduled] == [
        (urls[number % 2], f"http://{host}:{web.port}/{folders.get(host, '')}") for number, host in enumerate(hosts)]

    out = tmp_path / "samples"
    assert main(["collect", "--out", str(out), "--timeout", str(JOB_TIMEOUT), str(jobs)]) == 0
    collected = capsys.readouterr().out.splitlines()
    assert len(collected) == len(hosts)
    for (_, job, site), line in zip(scheduled, collected):
        host = urlsplit(site).hostname
        path = out / ("-".join((host, *filter(None, folders.get(host, "").split("/")), job)) + ".csv")
        assert line == f"{site}\t{path}"
        rows = csv_rows(path)
        assert rows and {urlsplit(row["url"]).hostname for row in rows} == {host}
        assert all(urlsplit(row["url"]).path.startswith("/" + folders.get(host, "")) for row in rows)


def test_a_weekly_schedule_passes_each_sites_last_sample_as_previous(nodes, web: VirtualHostServer, tmp_path,
                                                                       capsys):
    """Week 2 is scheduled from week 1's `schedule` output: each job reads its site's last feed
    over HTTP from the node that wrote it, keeps its pages, and counts the round on."""
    hosts = ["www.acme.test", "solo.test"]
    sites = tmp_path / "sites.txt"
    sites.write_text("".join(f"http://{host}:{web.port}/\n" for host in hosts))
    settings = [argument for setting in SETTING_ARGS for argument in ("--setting", setting)]
    scrapyd = [argument for node in nodes for argument in ("--scrapyd", node.url)]
    weeks = []
    for week in (1, 2):
        previous = ["--previous", str(weeks[-1])] if weeks else []
        assert main(["schedule", *scrapyd, "--budget", "3", *settings, *previous, "--rotate", "0.5",
                     str(sites)]) == 0
        weeks.append(tmp_path / f"week{week}.tsv")
        weeks[-1].write_text(capsys.readouterr().out)
        assert main(["collect", "--out", str(tmp_path / f"week{week}"), "--timeout", str(JOB_TIMEOUT),
                     str(weeks[-1])]) == 0
        assert capsys.readouterr().err == ""
    for host in hosts:
        (first,), (second,) = (sorted((tmp_path / f"week{week}").glob(f"{host}-*.csv")) for week in (1, 2))
        before, after = csv_rows(first), csv_rows(second)
        assert {row["round"] for row in before} == {"0"} and {row["round"] for row in after} == {"1"}
        assert {row["continuity"] for row in before} == {"new"}
        kept = {row["url"] for row in after if row["continuity"] == "kept"}
        assert kept and kept <= {row["url"] for row in before}

    # A site whose last job is unknown gets no previous sample, with one line, and is scheduled.
    stale = tmp_path / "stale.tsv"
    stale.write_text(f"{nodes[0].url}\tno-such-job\thttp://{hosts[0]}:{web.port}/\n")
    assert main(["schedule", "--scrapyd", nodes[0].url, "--budget", "3", *settings, "--previous", str(stale),
                 str(sites)]) == 0
    captured = capsys.readouterr()
    assert captured.err == f"sitesampler: no previous sample for http://{hosts[0]}:{web.port}/: job no-such-job " \
                           f"on {nodes[0].url} is unknown to its node\n"
    assert len(captured.out.splitlines()) == 2

    # A site that was down last week: its job wrote no sample (no feed at all: the items file is
    # written only with a sample), so this week's job samples afresh, where it failed on an
    # empty previous sample.
    down = "http://127.0.0.1:9/"
    failed = schedule(nodes[0], url=down)
    finished(nodes[0], failed)
    (tmp_path / "down.tsv").write_text(f"{nodes[0].url}\t{failed}\t{down}\n")
    (tmp_path / "down.txt").write_text(f"{down}\n")
    assert main(["schedule", "--scrapyd", nodes[0].url, "--budget", "3", *settings, "--previous",
                 str(tmp_path / "down.tsv"), str(tmp_path / "down.txt")]) == 0
    captured = capsys.readouterr()
    assert captured.err == f"sitesampler: no previous sample for {down}: job {failed} on {nodes[0].url} is " \
                           "finished without a feed\n"
    (_, job, _), = [line.split("\t") for line in captured.out.splitlines()]
    finished(nodes[0], job)
    log = nodes[0].fetch(f"{nodes[0].url}/logs/{PROJECT}/{SPIDER}/{job}.log").decode()
    assert f"nothing could be read from {down}" in log and "previous sample" not in log

    # A site whose robots.txt forbids every page: its job failed and wrote no sample, so there
    # is no previous one, and its log says why.
    closed = f"http://closed.test:{web.port}/"
    empty = schedule(nodes[0], url=closed)
    assert finished(nodes[0], empty)["items_url"] is None
    (tmp_path / "closed.tsv").write_text(f"{nodes[0].url}\t{empty}\t{closed}\n")
    (tmp_path / "closed.txt").write_text(f"{closed}\n")
    assert main(["schedule", "--scrapyd", nodes[0].url, "--budget", "3", *settings, "--previous",
                 str(tmp_path / "closed.tsv"), str(tmp_path / "closed.txt")]) == 0
    assert capsys.readouterr().err == f"sitesampler: no previous sample for {closed}: job {empty} on " \
                                      f"{nodes[0].url} is finished without a feed\n"
    log = nodes[0].fetch(f"{nodes[0].url}/logs/{PROJECT}/{SPIDER}/{empty}.log").decode()
    assert f"robots.txt forbids crawling {closed}: nothing was sampled" in log


def test_bad_argument_fails_the_job_with_the_one_line_error_in_its_log(nodes, tmp_path, capsys):
    node = nodes[1]
    job = schedule(node, url="http://www.acme.test:9/", budget="abc")
    error = "scrapy crawl sample: budget must be a whole number from 1 to 10000, got 'abc'"

    # collect waits for the job to end, then names it and its log in one line.
    with pytest.raises(SystemExit) as exit:
        main(["collect", "--scrapyd", node.url, "--out", str(tmp_path), "--timeout", str(JOB_TIMEOUT), job])
    assert exit.value.code == 2
    message = capsys.readouterr().err
    log_url = f"{node.url}/logs/{PROJECT}/{SPIDER}/{job}.log"
    assert message == f"sitesampler: error: 1 of 1 job(s) gave no sample (did the crawl fail? is items_dir set?): " \
                      f"{job} (log: {log_url})\n"

    log = node.fetch(log_url).decode()
    assert error in log and "Traceback" not in log
    assert finished(node, job)["items_url"] is None

    # A bad value of a setting Scrapy reads while it builds the crawl, before there is a log
    # (it was a traceback on the node's stderr, and an empty job log): the job's log says it.
    job = schedule(node, settings=("LOG_LEVEL=verbose",), url="http://www.acme.test:9/")
    assert finished(node, job)["items_url"] is None
    log = node.fetch(f"{node.url}/logs/{PROJECT}/{SPIDER}/{job}.log").decode()
    assert "scrapy crawl sample: LOG_LEVEL must be one of CRITICAL, ERROR, WARNING, INFO, DEBUG, got 'verbose'" in log

    # The client refuses the same value before anything is queued.
    sites = tmp_path / "sites.txt"
    sites.write_text("http://www.acme.test/\n")
    pending = node.pending()
    with pytest.raises(SystemExit) as exit:
        main(["schedule", "--scrapyd", node.url, "--budget", "abc", str(sites)])
    assert exit.value.code == 2
    assert capsys.readouterr().err == "sitesampler: error: budget must be a whole number from 1 to 10000, got 'abc'\n"
    assert node.pending() == pending


def test_collect_marks_a_crawl_that_read_nothing_as_failed(nodes, tmp_path, capsys):
    """A job whose site could not be read at all writes no rows, and collect names it as failed
    with its log instead of saving an empty or one-row file as the site's sample."""
    node = nodes[0]
    job = schedule(node, url="http://127.0.0.1:9/")  # nothing listens there
    with pytest.raises(SystemExit) as exit:
        main(["collect", "--scrapyd", node.url, "--out", str(tmp_path / "out"), "--timeout", str(JOB_TIMEOUT), job])
    assert exit.value.code == 2
    assert "1 of 1 job(s) gave no sample" in capsys.readouterr().err
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").iterdir())
    log = node.fetch(f"{node.url}/logs/{PROJECT}/{SPIDER}/{job}.log").decode()
    assert "nothing could be read from http://127.0.0.1:9/" in log and "Traceback" not in log


def test_collect_saves_a_cancelled_jobs_sample_and_says_it_is_not_whole(nodes, tmp_path, capsys):
    """scrapyd's cancel interrupts the crawl: the job writes the sample of the pages found before
    (it wrote an empty feed, which collect called a failure), and collect saves it with one
    warning line naming the job, the file and the log, so a partial sample is never taken for
    the site's whole one."""
    node = nodes[0]
    with serve(hostile_sites.build) as server:
        site = f"http://interrupted.test:{server.port}/"
        job = schedule(node, url=site, verify="0", budget="40")
        started = time.monotonic()
        while len({path for host, path in server.requests if path in hostile_sites.PART_SITEMAPS}) < 3:
            assert time.monotonic() - started < JOB_TIMEOUT, "the job never read the sitemaps"
            time.sleep(0.05)
        assert node.api("cancel", lambda client: client.cancel(PROJECT, job))["prevstate"] == "running"
        jobs = tmp_path / "jobs.tsv"  # as `sitesampler schedule` prints it
        jobs.write_text(f"{node.url}\t{job}\t{site}\n", encoding="utf-8")
        main(["collect", "--out", str(tmp_path / "out"), "--timeout", str(JOB_TIMEOUT), str(jobs)])
    printed = capsys.readouterr()
    ((_, saved),) = [line.split("\t") for line in printed.out.splitlines()]
    err = printed.err
    assert saved.endswith(f"interrupted.test-{job}.csv")
    rows = csv_rows(Path(saved))
    assert len(rows) >= 2 * len(hostile_sites.part_pages("/part-0.xml")), rows
    assert f"warning: {site} was interrupted (cancelled?): {saved} holds only the pages found before" in err
    assert f"/logs/{PROJECT}/{SPIDER}/{job}.log" in err
    log = node.fetch(f"{node.url}/logs/{PROJECT}/{SPIDER}/{job}.log").decode()
    assert "Interrupted (SIGINT): no more requests are sent" in log and "Traceback" not in log


def test_collect_names_a_site_whose_crawl_found_few_pages_and_why(nodes, tmp_path, capsys):
    """Of a hundred scheduled sites, the one whose robots.txt keeps crawlers to its home page
    gave a one-row sample, saved like the others: collect names it, with its crawl's reason,
    the file and the log."""
    node = nodes[0]
    with serve(hostile_sites.build) as server:
        site = f"http://homeonly.test:{server.port}/"
        job = schedule(node, url=site, verify="0", budget="5")
        jobs = tmp_path / "jobs.tsv"
        jobs.write_text(f"{node.url}\t{job}\t{site}\n", encoding="utf-8")
        assert main(["collect", "--out", str(tmp_path / "out"), "--timeout", str(JOB_TIMEOUT), str(jobs)]) == 0
    printed = capsys.readouterr()
    ((_, saved),) = [line.split("\t") for line in printed.out.splitlines()]
    assert [row["url"] for row in csv_rows(Path(saved))] == [site]
    assert printed.err == (f"warning: {site}: only 1 page was found that robots.txt lets the crawler read: it disallows "
                           "1 URL the crawl found, sitemaps included (on a site you own, -s ROBOTSTXT_OBEY=0 crawls it "
                           f"anyway); {saved} (log: {node.url}/logs/{PROJECT}/{SPIDER}/{job}.log)\n")


@pytest.mark.parametrize("project, feeds, added", [
    # scrapyd's items feed gets its CSV sibling...
    ("sitesampler", {"file:///srv/items/sitesampler/sample/j1.jl": {"format": "jsonlines"}},
     {"file:///srv/items/sitesampler/sample/j1.csv": {"format": "csv"}}),
    # ... but `scrapy crawl -O sample.jl` keeps exactly the feeds it asked for.
    (None, {"file:///home/me/sitesampler/sample/j1.jl": {"format": "jsonlines"}}, {}),
    ("sitesampler", {"file:///home/me/sample.jl": {"format": "jsonlines"}}, {}),
])
def test_csv_beside_scrapyd_items_feed_only(monkeypatch, project, feeds, added):
    if project:
        monkeypatch.setenv("SCRAPY_PROJECT", project)
    else:
        monkeypatch.delenv("SCRAPY_PROJECT", raising=False)
    settings = Settings({"FEEDS": json.dumps(feeds)}, priority="cmdline")
    ScrapydFeeds().update_settings(settings)
    assert settings.getdict("FEEDS") == {**feeds, **added}


def test_a_node_that_does_not_answer_is_one_line_before_anything_is_queued(tmp_path, capsys):
    sites = tmp_path / "sites.txt"
    sites.write_text("https://www.example.com/\n")
    silent = f"http://127.0.0.1:{free_port()}"
    with pytest.raises(SystemExit) as exit:
        main(["schedule", "--scrapyd", silent, str(sites)])
    assert exit.value.code == 2
    error = capsys.readouterr().err
    assert error.startswith(f"sitesampler: error: cannot reach scrapyd at {silent}: ") and error.count("\n") == 1


def test_schedule_passes_the_crawl_render_and_verify_choices_to_every_job():
    def fields(*flags: str) -> dict[str, str]:
        args = make_parser().parse_args(["schedule", "--scrapyd", "http://127.0.0.1:1", *flags, "-"])
        return dict(spider_arguments(args, ["https://www.example.com/"]))

    assert fields() == {"budget": "20"}
    assert fields("--verify", "0", "--crawl", "1", "--render") == {"budget": "20", "verify": "0", "crawl": "1",
                                                                  "render": "1"}
    assert fields("--expand") == {"budget": "20", "expand": "1"}  # the old spelling still works
    assert fields("--expand", "--crawl", "0") == {"budget": "20", "crawl": "0"}
