"""``sitesampler schedule`` and ``sitesampler collect``: sample many sites on scrapyd nodes.

``schedule`` sends one ``sample`` job per site to the node with the fewest pending jobs
(``daemonstatus.json``; ties go round-robin in the order the nodes were given) and prints
``NODE<TAB>JOB<TAB>SITE`` per site. ``collect`` waits for those jobs (``listjobs.json``) and
downloads each one's feed from the node's ``items_url`` into one file per site. Only scrapyd's
HTTP API is used: each node keeps its own queue, so nothing here has to survive a restart.
The JSON calls go through scrapyd-client's ``ScrapydClient`` (the ``scrapyd`` extra), which
also takes a node's basic-auth credentials from ``~/.netrc``; its errors become one line.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import unquote, urlsplit

from sitesampler.core.exploration import site_folder
from sitesampler.crawl.arguments import UsageError, check_settings, parse_arguments
from sitesampler.crawl.stats import FEW_PAGES_LINE, INTERRUPTED_LINE
from sitesampler.discovery.http_urls import is_absolute_http_url, with_scheme

PROJECT = "sitesampler"
SPIDER = "sample"
#: How long downloading one feed or log may take (scrapyd-client sets no timeout of its own).
HTTP_TIMEOUT = 30.0
#: Pause between two rounds of ``listjobs.json`` while collecting.
POLL_SECONDS = 1.0
#: What ``collect --format`` can fetch: scrapyd's own JSON lines feed, or the CSV that
#: ``sitesampler.crawl.addons.ScrapydFeeds`` writes beside it.
FEED_SUFFIXES = {"csv": ".csv", "jl": ".jl"}


@dataclass(frozen=True)
class Job:
    node: str
    job: str
    site: str = ""


T = TypeVar("T")


def scrapyd_client_library() -> Any:
    """scrapyd-client's package, or one line saying how to install it."""
    try:
        import scrapyd_client
    except ImportError:
        raise UsageError("scheduled crawls need the scrapyd extra: pip install 'sitesampler[scrapyd]'") from None
    return scrapyd_client


class Node:
    """One scrapyd server, by its base URL (no trailing slash: ``{url}/{endpoint}``)."""

    def __init__(self, url: str) -> None:
        url = url.rstrip("/")
        if not is_absolute_http_url(url):
            raise UsageError(f"--scrapyd must be an http(s) URL such as http://127.0.0.1:6800, got {url!r}")
        self.url = url
        self.client = scrapyd_client_library().ScrapydClient(url)

    def api(self, endpoint: str, call: Callable[[Any], T]) -> T:
        """One scrapyd-client call; scrapyd's ``{"status": "error"}`` answers, answers that are
        not JSON and unreachable nodes become one-line errors."""
        from requests import RequestException
        from scrapyd_client.exceptions import ErrorResponse, MalformedResponse

        try:
            return call(self.client)
        except ErrorResponse as error:
            raise UsageError(f"scrapyd at {self.url}: {error}".replace("\n", " ")) from None
        except MalformedResponse:
            raise UsageError(f"{self.url}/{endpoint}.json did not answer JSON: is it a scrapyd server "
                             "(and, behind a password, are its credentials in ~/.netrc)?") from None
        except RequestException as error:
            reason = getattr(error.__context__, "reason", None) or type(error).__name__
            raise UsageError(f"cannot reach scrapyd at {self.url}: {reason}") from None

    def pending(self) -> int:
        return int(self.api("daemonstatus", lambda client: client.daemonstatus())["pending"])

    def schedule(self, project: str, spider: str, fields: list[tuple[str, str]]) -> str:
        return self.api("schedule", lambda client: client.schedule(project, spider, fields))

    def jobs(self, project: str) -> dict[str, Any]:
        return self.api("listjobs", lambda client: client.jobs(project))

    def fetch(self, url: str, missing_ok: bool = False) -> bytes:
        """A file the node serves (a feed, a log), with the client's credentials; nothing for
        one it does not have, when ``missing_ok`` (a job that wrote no sample has no feed)."""
        import requests

        try:
            response = requests.get(url, auth=self.client.auth, timeout=HTTP_TIMEOUT)
        except requests.RequestException as error:
            raise UsageError(f"cannot reach scrapyd at {self.url}: {type(error).__name__}") from None
        if response.status_code == 404 and missing_ok:
            return b""
        if response.status_code != 200:
            raise UsageError(f"{url}: HTTP {response.status_code} {response.reason}")
        return response.content


# -- schedule --------------------------------------------------------------------------------------


def read_text(name: str) -> str:
    """The UTF-8 text of the file ``name`` (``-``: standard input), without a byte-order mark;
    ``UsageError`` when it cannot be read or is not UTF-8 text."""
    try:
        text = sys.stdin.read() if name == "-" else Path(name).read_text(encoding="utf-8-sig")
    except OSError as error:
        raise UsageError(f"cannot read {name}: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise UsageError(f"cannot read {name}: it is not UTF-8 text") from None
    return text.removeprefix("\ufeff")


def read_sites(name: str, warn: Callable[[str], Any] = lambda line: None) -> list[str]:
    """One site URL per line; blank lines and ``#`` comments are skipped. A byte-order mark
    (Windows editors write one) is no part of the first line. A site listed again (the same
    address, whatever the case of its scheme and host, the host's root with or without its
    slash) is scheduled once, and ``warn`` gets one line for it. ``/library/`` and ``/library``
    are two: a sub-site and, unless its server sends it to the folder, the whole host. A site
    may be written without its scheme (``example.com``): it is passed on so, and its crawl tries
    https first, then http, as for ``-a url=example.com``."""
    text = read_text(name)
    sites: dict[tuple[str, ...], tuple[int, str]] = {}
    for number, line in enumerate(text.splitlines(), 1):
        site = line.split("#", 1)[0].strip()
        if site and not is_absolute_http_url(with_scheme(site) or site):
            raise UsageError(f"{name}:{number}: not an absolute http(s) URL: {site!r}")
        if not site:
            continue
        parts = urlsplit(with_scheme(site) or site)
        key = (parts.scheme.lower(), parts.netloc.lower(), parts.path or "/", parts.query)
        if key in sites:
            warn(f"sitesampler: {name}:{number} lists {site} again (line {sites[key][0]}): scheduled once\n")
        else:
            sites[key] = (number, site)
    if not sites:
        raise UsageError(f"no sites in {name}")
    return [site for _, site in sites.values()]


def spider_arguments(args: argparse.Namespace, sites: list[str]) -> list[tuple[str, str]]:
    """The jobs' spider arguments, checked with the spider's own rules (every site's, and the
    ``--setting`` values too) so that a bad value fails before anything is queued."""
    fields = [("budget", args.budget)]
    fields += [(name, getattr(args, name)) for name in ("random_share", "rotate", "round", "verify", "crawl")
               if getattr(args, name) is not None]
    if args.expand and args.crawl is None:
        fields.append(("expand", "1"))
    if args.render:
        fields.append(("render", "1"))
    try:
        for site in sites:
            parse_arguments(site, **dict(fields))
        check_settings(dict(setting.split("=", 1) for setting in args.setting))
    except ValueError as error:
        raise UsageError(str(error)) from None
    return fields


def assign_nodes(sites: list[str], pending: dict[Node, int]) -> list[tuple[Node, str]]:
    """Each site to the node with the fewest pending jobs, counting those just assigned; ties
    go to the node given first, which makes equal nodes take turns."""
    load = dict(pending)
    plan = []
    for site in sites:
        node = min(load, key=load.__getitem__)
        load[node] += 1
        plan.append((node, site))
    return plan


def previous_samples(names: list[str], project: str, warn) -> dict[str, str]:
    """Each site's sample from an earlier ``schedule`` output: the full URL of its job's feed
    (``items_url`` on its node), to pass as the new job's ``previous``. A site whose job is not
    known any more, or wrote no sample (its site was down that week), gets none, with one
    ``warn`` line: a weekly schedule goes on with the other sites, and that site's job samples
    afresh rather than failing on a previous sample that is not there."""
    jobs = read_jobs(names, [])
    if any(not job.node or not job.site for job in jobs):
        raise UsageError("--previous needs the output of an earlier `sitesampler schedule` (NODE, JOB, SITE)")
    nodes = unique_nodes([job.node for job in jobs])
    by_url = {node.url: node for node in nodes}
    states = job_states(nodes, project)
    found = {}
    for job in jobs:
        entry = states.get((job.node, job.job), {})
        feed = job.node + entry["items_url"] if entry.get("state") == "finished" and entry.get("items_url") else ""
        if feed and by_url[job.node].fetch(feed, missing_ok=True).strip():
            found[job.site.rstrip("/")] = feed
            continue
        state = ("finished without a sample" if feed else f"{entry['state']} without a feed") if entry \
            else "unknown to its node"
        warn(f"sitesampler: no previous sample for {job.site}: job {job.job} on {job.node} is {state}\n")
    return found


def schedule(nodes: list[Node], sites: list[str], arguments: list[tuple[str, str]],
             settings: list[str], project: str = PROJECT, previous: dict[str, str] | None = None) -> list[Job]:
    """One job per site; ``previous`` maps a site to its last sample's URL."""
    # Every node must answer before the first job is queued.
    pending = {node: node.pending() for node in nodes}
    fields = [("setting", setting) for setting in settings]

    def form(site: str) -> list[tuple[str, str]]:
        sample = (previous or {}).get(site.rstrip("/"))
        return fields + [("url", site)] + arguments + ([("previous", sample)] if sample else [])

    return [Job(node.url, node.schedule(project, SPIDER, form(site)), site)
            for node, site in assign_nodes(sites, pending)]


def command_schedule(args: argparse.Namespace, out) -> None:
    sites = read_sites(args.sites, sys.stderr.write)
    arguments = spider_arguments(args, sites)
    previous = previous_samples(args.previous, args.project, sys.stderr.write) if args.previous else None
    jobs = schedule(unique_nodes(args.scrapyd), sites, arguments, args.setting, args.project, previous)
    if args.json:
        out.write(json.dumps([asdict(job) for job in jobs], indent=2) + "\n")
    else:
        out.writelines(f"{job.node}\t{job.job}\t{job.site}\n" for job in jobs)


# -- collect ---------------------------------------------------------------------------------------


def read_jobs(names: list[str], nodes: list[Node]) -> list[Job]:
    """Jobs from ``schedule`` output files (tab-separated or ``--json``), or bare job ids, which
    are looked for on every ``--scrapyd`` node."""
    jobs = []
    for name in names:
        if name != "-" and not Path(name).is_file():
            jobs.append(Job("", name))
            continue
        text = read_text(name)
        if text.lstrip().startswith("["):
            try:
                jobs += [Job(**entry) for entry in json.loads(text)]
            except (TypeError, ValueError):
                raise UsageError(f"{name}: expected the JSON list `sitesampler schedule --json` prints") from None
            continue
        for number, line in enumerate(text.splitlines(), 1):
            fields = line.split("\t")
            if len(fields) != 3 and line.strip():
                raise UsageError(f"{name}:{number}: expected NODE<TAB>JOB<TAB>SITE, as `sitesampler schedule` prints")
            if line.strip():
                jobs.append(Job(fields[0].rstrip("/"), fields[1], fields[2]))
    if any(not job.node for job in jobs) and not nodes:
        raise UsageError("bare job ids need --scrapyd: the nodes to look for them on")
    return jobs


def job_states(nodes: list[Node], project: str) -> dict[tuple[str, str], dict[str, Any]]:
    """(node URL, job id) -> the job's ``listjobs.json`` entry, plus its ``state``."""
    states = {}
    for node in nodes:
        answer = node.jobs(project)
        for state in ("pending", "running", "finished"):
            for entry in answer.get(state, []):
                states[node.url, entry["id"]] = {**entry, "state": state}
    return states


def wait_for(jobs: list[Job], nodes: list[Node], project: str, timeout: float) -> dict[Job, dict[str, Any]]:
    """Poll until every job has finished; bare ids get the node they were found on."""
    deadline = time.monotonic() + timeout
    while True:
        states = job_states(nodes, project)
        found: dict[Job, dict[str, Any]] = {}
        for job in jobs:
            candidates = [job.node] if job.node else [node.url for node in nodes]
            node = next((url for url in candidates if (url, job.job) in states), None)
            if node is None:
                raise UsageError(f"job {job.job} is not known to {' or '.join(candidates)} "
                                 "(scrapyd forgets jobs on restart and beyond finished_to_keep)")
            found[Job(node, job.job, job.site)] = states[node, job.job]
        waiting = [job.job for job, entry in found.items() if entry["state"] != "finished"]
        if not waiting:
            return found
        if time.monotonic() >= deadline:
            raise UsageError(f"timed out after {timeout:g} s: {len(waiting)} job(s) not finished: {', '.join(waiting)}")
        time.sleep(POLL_SECONDS)


def feed_name(job: Job, suffix: str) -> str:
    """``{site host}-{job id}{suffix}``: one file per site, never overwritten by another run; a
    sub-site (an address in a folder) adds its folder, so two sub-sites of one host are told
    apart by name.

    >>> feed_name(Job("", "5f3a", "https://uni.example/library/é books/"), ".csv")
    'uni.example-library-é_books-5f3a.csv'
    >>> feed_name(Job("", "5f3a", "https://www.example.com/"), ".csv"), feed_name(Job("", "5f3a"), ".csv")
    ('www.example.com-5f3a.csv', '5f3a.csv')
    """
    site = with_scheme(job.site) or job.site  # a site written without its scheme: example.com
    host = urlsplit(site).hostname if site else None
    if not host:
        return f"{job.job}{suffix}"
    folder = [_FILE_NAME_UNSAFE.sub("_", unquote(part)) for part in site_folder(site).split("/") if part]
    return "-".join((host, *folder, job.job)) + suffix


#: What a file name should not hold, on any system: separators, reserved punctuation, spaces.
_FILE_NAME_UNSAFE = re.compile(r'[\\/:*?"<>|\s]+')


def collect(jobs: list[Job], nodes: list[Node], out_dir: Path, timeout: float,
            suffix: str = FEED_SUFFIXES["csv"], project: str = PROJECT,
            warn: Callable[[str], Any] = lambda line: None) -> list[tuple[Job, Path]]:
    """Wait for the jobs, then save each one's feed in ``out_dir``. A job without a sample (no
    feed, or an empty one: the crawl failed, or the node has no ``items_dir``) is named in the
    error, with its log, and no file is written for it. A job that was cancelled (or otherwise
    interrupted) wrote the sample of what it had found: it is saved, and ``warn`` is told that
    it is not the site's whole sample; so is why a job found only a few pages (:func:`few_pages`)."""
    urls = dict.fromkeys([node.url for node in nodes] + [job.node for job in jobs if job.node])
    by_url = {url: Node(url) for url in urls}
    finished = wait_for(jobs, list(by_url.values()), project, timeout)
    out_dir.mkdir(parents=True, exist_ok=True)
    saved, missing = [], []
    for job, entry in finished.items():
        items_url = entry.get("items_url")
        feed_url = job.node + items_url.removesuffix(FEED_SUFFIXES["jl"]) + suffix if items_url else ""
        feed = by_url[job.node].fetch(feed_url, missing_ok=True) if feed_url else b""
        if not feed.strip():  # a crawl that read nothing writes no rows
            missing.append(f"{job.site or job.job} (log: {job.node}{entry.get('log_url')})")
            continue
        path = out_dir / feed_name(job, suffix)
        path.write_bytes(feed)
        saved.append((job, path))
        if not (log_url := entry.get("log_url")):
            continue
        log = by_url[job.node].fetch(job.node + log_url, missing_ok=True)
        if interrupted(log):
            warn(f"warning: {job.site or job.job} was interrupted (cancelled?): {path} holds only the pages found "
                 f"before, not the site's whole sample (log: {job.node}{log_url})\n")
        if few := few_pages(log):
            warn(f"warning: {job.site or job.job}: {few}; {path} (log: {job.node}{log_url})\n")
    if missing:
        raise UsageError(f"{len(missing)} of {len(jobs)} job(s) gave no sample (did the crawl fail? is items_dir "
                         "set?): " + ", ".join(missing))
    return saved


def interrupted(log: bytes) -> bool:
    r"""Whether a job's log says its crawl was interrupted: scrapyd's ``cancel.json``, or a
    signal from elsewhere. The warning is among the log's last lines.

    >>> interrupted(b"... [sample] WARNING: sitesampler: the crawl was interrupted (SIGINT): the sample ...\n"
    ...             b"... [scrapy.core.engine] INFO: Spider closed (finished)\n")
    True
    >>> interrupted(b"... [sample] INFO: Sample of https://a.example/: 10 pages\n")
    False
    """
    return any(f"WARNING: {INTERRUPTED_LINE} (" in line for line in log.decode("utf-8", "replace").splitlines()[-40:])


def few_pages(log: bytes) -> str:
    """Why a job's crawl found few pages, as its log's last lines say (``FEW_PAGES_LINE``), or
    nothing: a scheduled site whose sample is its home page alone is named, not saved silently.

    >>> few_pages(b"... [sample] WARNING: sitesampler: only 1 page was found: the sitemaps list what they hold "
    ...           b"on http://localhost:4000, not on this site\\n... INFO: Spider closed (finished)\\n")
    'only 1 page was found: the sitemaps list what they hold on http://localhost:4000, not on this site'
    >>> few_pages(b"... [sample] INFO: Sample of https://a.example/: 10 pages\\n")
    ''
    """
    marker = f"WARNING: {FEW_PAGES_LINE}"
    found = [line.partition(marker)[2] for line in log.decode("utf-8", "replace").splitlines()[-40:] if marker in line]
    return "only " + found[-1] if found else ""


def command_collect(args: argparse.Namespace, out) -> None:
    nodes = unique_nodes(args.scrapyd or [])
    jobs = read_jobs(args.jobs, nodes)
    for job, path in collect(jobs, nodes, Path(args.out), args.timeout, FEED_SUFFIXES[args.format], args.project,
                             sys.stderr.write):
        out.write(f"{job.site or job.job}\t{path}\n")


# -- the command line ----------------------------------------------------------------------------


def unique_nodes(urls: list[str]) -> list[Node]:
    return [Node(url) for url in dict.fromkeys(url.rstrip("/") for url in urls)]


def _positive_seconds(value: str) -> float:
    try:
        seconds = float(value)
    except ValueError:
        seconds = -1.0
    if not seconds > 0:
        raise argparse.ArgumentTypeError(f"--timeout must be a number of seconds above 0, got {value!r}")
    return seconds


def _setting(value: str) -> str:
    name, equals, _ = value.partition("=")
    if not (equals and name.strip()):
        raise argparse.ArgumentTypeError(f"--setting must be NAME=VALUE, got {value!r}")
    return value


def add_scrapyd_commands(commands: argparse._SubParsersAction) -> None:
    """The ``schedule`` and ``collect`` subcommands, on the ``sitesampler`` command's parser."""
    node_help = "a scrapyd node's URL, e.g. http://127.0.0.1:6800 (repeat for several nodes)"
    sub = commands.add_parser("schedule", help="schedule one sample job per site on scrapyd nodes")
    sub.add_argument("sites", metavar="SITES", help="text file with one site URL per line, or - for standard input")
    sub.add_argument("--scrapyd", action="append", required=True, metavar="URL", help=node_help)
    sub.add_argument("--budget", default="20", help="structured sample size, home included (20)")
    sub.add_argument("--random-share", help="random sample size as a share of the structured (the spider's 0.1)")
    sub.add_argument("--expand", action="store_true", help="the old spelling of --crawl auto")
    sub.add_argument("--crawl", choices=("auto", "1", "0"),
                     help="follow the site's links: auto (the spider's default: no or thin sitemaps), 1 always, 0 never")
    sub.add_argument("--verify", metavar="N",
                     help="pages fetched to check the sample, 0 for URLs only (the spider's default: 3 per budget page, at most 60)")
    sub.add_argument("--render", action="store_true",
                     help="render the home page and crawled pages in Chromium (the scrapyd node needs the browser)")
    sub.add_argument("--previous", action="append", metavar="JOBS",
                     help="an earlier `schedule` output: each site's job there passes its sample as `previous`")
    sub.add_argument("--rotate", help="share of the kept pages to replace (the spider's 0; WCAG-EM's re-run: 0.5)")
    sub.add_argument("--round", help="the re-run's number (default: the previous sample's round + 1)")
    sub.add_argument("--setting", action="append", default=[], type=_setting, metavar="NAME=VALUE",
                     help="a Scrapy setting for every job (repeatable)")
    sub.add_argument("--project", default=PROJECT, help=f"the scrapyd project (default {PROJECT})")
    sub.add_argument("--json", action="store_true", help="print a JSON list of {node, job, site}")

    sub = commands.add_parser("collect", help="wait for scheduled jobs and download their samples")
    sub.add_argument("jobs", nargs="+", metavar="JOBS", help="`sitesampler schedule` output files, or job ids")
    sub.add_argument("--scrapyd", action="append", metavar="URL", help=node_help + "; needed for bare job ids")
    sub.add_argument("--out", default=".", metavar="DIR", help="where the feeds go, one per site (.)")
    sub.add_argument("--timeout", type=_positive_seconds, default=3600.0, metavar="S",
                     help="give up after S seconds (3600)")
    sub.add_argument("--format", choices=sorted(FEED_SUFFIXES), default="csv", help="feed format (csv)")
    sub.add_argument("--project", default=PROJECT, help=f"the scrapyd project (default {PROJECT})")


SCRAPYD_COMMANDS = {"schedule": command_schedule, "collect": command_collect}
