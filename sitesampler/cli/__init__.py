"""The ``sitesampler`` command: the core on URL lists people already have, and the demo.

``sitesampler templates FILE...`` and ``sitesampler plan FILE... --root URL --budget N`` read
text files (one URL per line, or a table with a URL column: :func:`table_urls`), sitemap files
(``.xml``, ``.xml.gz``) or ``-`` for standard input; each FILE counts as one source, as a child
sitemap does in a crawl. Bad input gets one line on standard error and exit status 2, never a
traceback.

Importing this module loads no Scrapy or Twisted (``tests/test_cli.py`` checks it), so
``--help``, ``schedule``, ``collect`` and URL lists start at once; reading a sitemap file uses
Scrapy's sitemap helpers, imported when a file is read.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from dataclasses import asdict
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Iterable
from urllib.parse import urljoin

from sitesampler.crawl.arguments import OneLineErrorParser, UsageError, argument_type, fail, parse_extra
from sitesampler.crawl.addresses import private_hosts_allowed
from sitesampler.discovery.http_urls import is_absolute_http_url
from sitesampler.core import CLUSTERERS, DEFAULT_CLUSTERER, SiteSampler, parse_budget, parse_random_share, parse_rotate, parse_round
from sitesampler.core.exploration import Exploration, UrlFilter, site_folder, split_patterns
from sitesampler.core.siteroot import infer_root
from sitesampler.core.build_address import main_origin, moved_pages
from sitesampler.core.urls import OutOfScope, SiteScope
from sitesampler.output.formats import FORMATS, generated_by, meta_from_result
from sitesampler.output.previous import CSV_DELIMITERS, PreviousSource, read_previous
from .scrapyd_client import SCRAPYD_COMMANDS, add_scrapyd_commands
from sitesampler.output.summary import summary

if TYPE_CHECKING:
    from sitesampler.discovery.sitemaps import SitemapContent

#: A sitemap may be 50 MB uncompressed (sitemaps.org); a local file twice that is not a sitemap.
MAX_FILE_BYTES = 100 * 2**20


Entry = tuple[str, "str | None", "str | None"]


def table_urls(data: bytes) -> bytes | None:
    """The URLs of a table's URL column, one a line, when ``data`` is a CSV, semicolon or tab
    separated table with a header row (a crawl's feed, an SEO crawler's or a search console's
    export); None for anything else, which is read as a URL list or a sitemap. Read line by
    line, a table's rows were pages whose URLs ended in the row's other cells.

    The URL column is the one whose header is ``url`` (any case), else the first whose every
    value is an absolute http(s) URL.

    >>> table_urls(b"rank,url,template\\n1,https://e.org/,/\\n2,https://e.org/a,/a\\n")
    b'https://e.org/\\nhttps://e.org/a'
    >>> table_urls(b'"Address";"Status Code"\\n"https://e.org/b";"200"\\n')
    b'https://e.org/b'
    >>> table_urls(b"https://e.org/a\\nhttps://e.org/b\\n"), table_urls(b"<urlset/>"), table_urls(b"a,b\\n1,2\\n")
    (None, None, None)
    """
    import csv
    import io

    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:  # gzip, or another encoding: the sitemap reader's
        return None
    header = text.split("\n", 1)[0].strip()
    if not header or header.startswith("<") or is_absolute_http_url(header):
        return None
    for delimiter in CSV_DELIMITERS:
        rows = [row for row in csv.reader(io.StringIO(text), delimiter=delimiter) if any(cell.strip() for cell in row)]
        if len(rows[0]) < 2:
            continue
        names = [cell.strip().lower() for cell in rows[0]]
        columns = sorted(range(len(names)), key=lambda index: (names[index] != "url", index))
        for index in columns:
            values = [row[index].strip() for row in rows[1:] if len(row) > index and row[index].strip()]
            if values and all(is_absolute_http_url(value) for value in values):
                return "\n".join(values).encode()
    return None


def read_content(name: str, root: str | None) -> SitemapContent:
    """What a URL list, a sitemap file, or ``-`` (standard input) holds.

    Relative ``<loc>``s are resolved (RFC 3986) when ``root`` is given, as if the file sat in
    the top folder of the root's host, where sitemaps usually live (``/sitemap.xml``): ``page``
    and ``/page`` are both ``https://host/page``, whatever folder ``root`` names; a file
    saved from elsewhere on the site does not say where it came from. Without ``root`` they are
    counted, never guessed."""
    from sitesampler.discovery.sitemaps import read_sitemap  # Scrapy's helpers: only when a file is read

    too_large = f"{name} is larger than {MAX_FILE_BYTES // 2**20} MB"
    try:
        if name == "-":
            data = sys.stdin.buffer.read(MAX_FILE_BYTES + 1)
        else:
            with open(name, "rb") as file:
                data = file.read(MAX_FILE_BYTES + 1)  # never the whole of a huge file
    except OSError as error:
        if is_absolute_http_url(name):  # an address where a file was expected: the crawl reads those
            raise UsageError(f"cannot read {name}: plan and templates read files and fetch nothing; save it first "
                             f"(curl -O {name}), or sample the site: scrapy crawl sample -a url={name}") from None
        raise UsageError(f"cannot read {name}: {error.strerror or error}") from None
    if len(data) > MAX_FILE_BYTES:
        raise UsageError(too_large)
    data = table_urls(data) or data
    content = read_sitemap(data, MAX_FILE_BYTES, base_url=urljoin(root, "/") if root else None)
    if content is None:
        raise UsageError(f"{too_large} once decompressed")
    return content


def read_sources(files: list[str], root: str | None = None) -> list[tuple[str, list[Entry]]]:
    """(source name, entries) per FILE. A sitemap index among them gives no pages (its children
    are read when they are given too); when no FILE gives a page, one line says why."""
    contents = [(name, read_content(name, root)) for name in files]
    if not any(content.pages for _, content in contents):
        indexes = [(name, content) for name, content in contents if content.sitemaps]
        relative = sum(content.problems["relative_loc"] for _, content in contents)
        if indexes:
            name, content = indexes[0]
            raise UsageError(f"{name} is a sitemap index: pass the {len(content.sitemaps)} child sitemaps it lists")
        if relative and root is None:
            raise UsageError(f"no http(s) URLs found in {', '.join(files)}: {relative} relative <loc> "
                             f"paths need --root to resolve them")
        raise UsageError("no http(s) URLs found in " + ", ".join(files))
    return [(Path(name).name if name != "-" else "stdin", content.pages) for name, content in contents]


def at_the_root(sources: list[tuple[str, list[Entry]]], root: str, warn) -> list[tuple[str, list[Entry]]]:
    """``sources`` with a file that lists none of the pages of ``root``'s site, every one on an
    address of the machine that built it (``http://localhost:4000/``: a generator's default,
    :mod:`~sitesampler.core.build_address`), read as that site's paths, as the crawl reads such a
    sitemap; ``warn`` gets one line per such file."""
    scope = SiteScope(root)

    def offsite(url: str) -> bool:
        try:
            scope.site_path(url)
        except OutOfScope as refusal:
            return refusal.reason == "offsite"
        return False

    read = []
    for name, entries in sources:
        if entries and all(offsite(url) for url, _, _ in entries) and \
                (moved := moved_pages(entries, root)) is not None:
            warn(f"{name} lists its {len(entries)} pages on {main_origin([url for url, _, _ in entries])}, an address "
                 f"of the machine that built it, not of {scope.root}: read as paths of {scope.root}")
            entries = moved
        read.append((name, entries))
    return read


def site_root(sources: list[tuple[str, list[Entry]]], warn) -> str:
    """The root of the site the URLs are on (:func:`~sitesampler.core.siteroot.infer_root`);
    ``warn`` gets one line when the URLs do not list the host's root page, naming the root used
    and how to choose another."""
    inferred = infer_root(url for _, entries in sources for url, _, _ in entries)
    host_root = urljoin(inferred.url, "/")
    if inferred.reason == "index":
        warn(f"{host_root} is not listed: the home page is taken to be {inferred.url}, the shallowest "
             f"index page listed (use --root URL to name it)")
    elif not inferred.certain:
        warn(f"{host_root} is not listed, nor one index page above the others: the sample has no home "
             f"page (use --root URL to name it)")
    return inferred.url


def user_scope(args: argparse.Namespace) -> UrlFilter:
    """The scope drawn on the command line: ``--include``/``--exclude``, and the folder a
    ``--root`` given names (:func:`~sitesampler.core.exploration.site_folder`; an inferred root
    draws none)."""
    try:
        return UrlFilter(split_patterns(getattr(args, "include", "")), split_patterns(getattr(args, "exclude", "")),
                         site_folder(args.root) if getattr(args, "root", None) else "/")
    except ValueError as error:
        raise UsageError(str(error)) from None


def build_sampler(args: argparse.Namespace, keep_all: bool, previous: PreviousSource | None = None,
                  url_filter: UrlFilter | None = None) -> tuple[SiteSampler, Counter[str]]:
    """The sampler fed with every FILE within ``url_filter`` (by default :func:`user_scope`),
    and how many of each FILE's URLs it took."""
    sources = read_sources(args.files, args.root)
    if args.root:
        sources = at_the_root(sources, args.root, warn)
    root = args.root or site_root(sources, warn)
    try:
        sampler = SiteSampler(root, budget=getattr(args, "budget", 20),
                              random_share=getattr(args, "random_share", 0.1),
                              clusterer=args.clusterer, keep_all=keep_all,
                              previous=previous.rows if previous else None,
                              rotate=getattr(args, "rotate", 0), round=getattr(args, "round", None))
    except ValueError as error:
        raise UsageError(str(error)) from None
    if url_filter is None:
        url_filter = user_scope(args)
    accepted: Counter[str] = Counter()
    for source, entries in sources:
        for url, lastmod, priority in entries:
            if not url_filter or url_filter.allows(url):
                accepted[source] += sampler.add(url, lastmod, priority, source)
    for url in getattr(args, "extra", ()):
        accepted["extra"] += sampler.add(url, source="extra")
    if not sampler.listings:
        raise UsageError(f"none of the URLs is on the site {root} (use --root to choose the site)")
    return sampler, accepted


def command_templates(args: argparse.Namespace, out) -> None:
    sampler, _ = build_sampler(args, keep_all=True)
    for url, template in sampler.page_templates():
        out.write(f"{url}\t{template}\n")
    if args.explain:
        for cluster in sampler.clusters():
            out.write(f"# {cluster.size:>7}  {cluster.template}  [{cluster.page_type}]\n")
            for line in cluster.explanation:
                out.write(f"#          {line}\n")


def command_plan(args: argparse.Namespace, out) -> None:
    try:
        previous = read_previous(args.previous, allow_private=private_hosts_allowed()) if args.previous else None
    except ValueError as error:
        raise UsageError(str(error)) from None
    scope = user_scope(args)
    sampler, accepted = build_sampler(args, keep_all=False, previous=previous, url_filter=scope)
    result = sampler.sample(Exploration(extra=args.extra))
    sys.stderr.write(summary(result, accepted, scope.drawn()) + "\n")  # for the person; the sample goes to out
    if args.format == "jsonl":
        for pick in result.picks:
            out.write(json.dumps(asdict(pick), ensure_ascii=False) + "\n")
        return
    picks = [asdict(pick) for pick in result.picks]
    today = date.today().isoformat()  # the evaluation's date: the day of planning, on the local calendar
    meta = meta_from_result(result, generated_by(), accepted, date=today, previous=previous,
                            budget=sampler.budget, random_share=sampler.random_share)
    meta["inputs"] = [Path(name).name if name != "-" else "standard input" for name in args.files]
    if drawn := scope.drawn():
        meta["scope"] = drawn
    if args.chrome:
        meta["chrome"] = args.chrome
    out.write(FORMATS[args.format](picks, meta))


def command_demo(argv: list[str]) -> int:
    from .demo import run_demo

    return run_demo(argv)


def _root(value: str) -> str:
    try:
        SiteScope(value)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    return value


def warn(message: str) -> None:
    sys.stderr.write(f"sitesampler: warning: {message}\n")


DESCRIPTION = """Deterministic WCAG-EM page samples from URL structure. templates and plan read URL
lists and sitemap files you already have; demo samples the bundled demo shop; schedule and
collect sample many sites on scrapyd nodes. A live site is sampled with
scrapy crawl sample -a url=URL -a budget=20 -O sample.csv"""
EPILOG = ("Exit status: 0 done; 2 a usage error (bad argument or input), a scrapyd node that does not "
          "answer or jobs that wrote no feed; 1 the demo's crawl failed.")


def make_parser() -> argparse.ArgumentParser:
    parser = OneLineErrorParser(prog="sitesampler", description=DESCRIPTION, epilog=EPILOG)
    parser.add_argument("-V", "--version", action="version", version=generated_by())
    commands = parser.add_subparsers(dest="command", required=True, parser_class=OneLineErrorParser)

    def add_common(sub: argparse.ArgumentParser) -> None:
        sub.add_argument("files", nargs="+", metavar="FILE",
                         help="URL list, sitemap .xml/.xml.gz, or - for standard input")
        sub.add_argument("--root", type=_root, help="the site's root URL, its home page (default: the most common host's root page, "
                                                         "else its one shallowest index page listed)")
        sub.add_argument("--clusterer", choices=CLUSTERERS, default=DEFAULT_CLUSTERER,
                         help="learned: templates learned from the site's own URLs (default); "
                              "rules: the published per-segment rules")

    templates = commands.add_parser("templates", help="print URL<TAB>TEMPLATE for every distinct page")
    add_common(templates)
    templates.add_argument("--explain", action="store_true", help="also say why each template has its slots")
    plan = commands.add_parser("plan", help="print the sample as JSON lines (or a tool's input), "
                                            "and its summary on standard error")
    add_common(plan)
    plan.add_argument("--budget", required=True, type=argument_type(parse_budget), help="structured sample size, home included")
    plan.add_argument("--random-share", default=0.1, type=argument_type(parse_random_share), help="random sample size as a share of the structured (0.1)")
    plan.add_argument("--extra", default=(), type=argument_type(parse_extra), metavar="URL,...",
                      help="essential pages, sampled first")
    plan.add_argument("--include", default="", metavar="REGEX,...", help="only URLs matching one of these")
    plan.add_argument("--exclude", default="", metavar="REGEX,...", help="leave out URLs matching one of these")
    plan.add_argument("--format", choices=["jsonl", *sorted(FORMATS)], default="jsonl",
                      help="jsonl (default), or a tool's input: " + ", ".join(sorted(FORMATS)))
    plan.add_argument("--previous", metavar="SOURCE",
                      help="an earlier sample of the site (CSV, JSON, JSON lines or URL list; path or http(s) URL): "
                           "its pages that are still listed keep their slots")
    plan.add_argument("--rotate", default=0.0, type=argument_type(parse_rotate), help="share of the kept pages beyond each template's first to "
                                                    "replace with new ones (0; WCAG-EM's re-run: 0.5)")
    plan.add_argument("--round", type=argument_type(parse_round), help="the re-run's number, which chooses the replaced pages "
                                      "(default: the previous sample's round + 1, or 0)")
    plan.add_argument("--chrome", metavar="PATH",
                      help="pa11yci: the Chrome or Chromium pa11y-ci starts (when it did not download its own)")
    commands.add_parser("demo", help="serve the bundled demo site on 127.0.0.1 and crawl it", add_help=False)
    add_scrapyd_commands(commands)
    return parser


def main(argv: Iterable[str] | None = None) -> int:
    """Run one command; its status. Ctrl-C (while ``collect`` waits for its jobs, say) ends it
    with one line and status 130, not a traceback."""
    try:
        return run_command(list(sys.argv[1:] if argv is None else argv))
    except KeyboardInterrupt:
        sys.stderr.write("sitesampler: interrupted\n")
        return EXIT_INTERRUPTED


#: The status of a command the user interrupted (Ctrl-C): 128 + SIGINT, as shells report it.
EXIT_INTERRUPTED = 130


def run_command(argv: list[str]) -> int:
    if argv[:1] == ["demo"]:
        return command_demo(argv[1:])
    parser = make_parser()
    if not argv:  # what to type next, rather than argparse's "arguments are required: command"
        sys.stderr.write(parser.format_usage())
        fail("give a command: templates, plan, demo, schedule or collect (sitesampler --help explains them)")
    args = parser.parse_args(argv)
    handlers = {"templates": command_templates, "plan": command_plan, **SCRAPYD_COMMANDS}
    try:
        handlers[args.command](args, sys.stdout)
    except UsageError as error:
        fail(str(error))
    except BrokenPipeError:  # `sitesampler plan ... | head`
        sys.stderr.close()
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
