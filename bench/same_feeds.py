"""Whether two runs of the HTML-backed corpus gave the same samples and the same templates.

    python bench/html_quality.py --verify 60 --keep RUN_A
    python bench/html_quality.py --verify 60 --setting CONCURRENT_REQUESTS=16 \\
        --setting CONCURRENT_REQUESTS_PER_DOMAIN=16 --keep RUN_B
    python bench/same_feeds.py RUN_A RUN_B

Compares every sample feed (``<site>-<budget>.json``) and templates file (``<site>-<budget>.tsv``)
that ``bench/html_quality.py --keep`` kept in both folders, with the loopback port masked (each
run serves the sites on a port of its own): the feeds row by row, every field; the templates
files as sets of lines (the crawl writes them sorted, but a set says the same whatever the
order). Prints each file that differs with its first differing row, then the counts; exits 1
when any file differs, 0 when none does. The same site must give the same sample whatever order
its pages arrive in: two runs of one command, or runs at ``CONCURRENT_REQUESTS`` 2 and 16.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

#: A URL's port after its host: the harness serves every run on a loopback port of its own.
PORT = re.compile(r"(//[^/\s\"':]+):\d+")


def masked(text: str) -> str:
    """``text`` with every URL's port written ``:PORT``.

    >>> masked('{"url": "http://a.example:41234/x", "seed": "http://a.example/"}')
    '{"url": "http://a.example:PORT/x", "seed": "http://a.example/"}'
    """
    return PORT.sub(r"\1:PORT", text)


def first_difference(left: list[dict], right: list[dict]) -> str:
    """The first row where two feeds differ, as ``rank N: field left -> right``."""
    for number, (one, other) in enumerate(zip(left, right), start=1):
        fields = [name for name in sorted(set(one) | set(other)) if one.get(name) != other.get(name)]
        if fields:
            return f"row {number}: " + "; ".join(f"{name} {one.get(name)!r} -> {other.get(name)!r}" for name in fields)
    return f"{len(left)} rows -> {len(right)} rows"


def compare(first: Path, second: Path, report=print) -> tuple[int, int, int, int]:
    """(feeds compared, feeds differing, templates files compared, templates files differing)."""
    feeds = differing_feeds = tables = differing_tables = 0
    for feed in sorted(first.glob("*.json")):
        other = second / feed.name
        if not other.exists():
            continue
        feeds += 1
        left = json.loads(masked(feed.read_text(encoding="utf-8")))
        right = json.loads(masked(other.read_text(encoding="utf-8")))
        if left != right:
            differing_feeds += 1
            report(f"{feed.name}: {first_difference(left, right)}")
        table, other_table = feed.with_suffix(".tsv"), other.with_suffix(".tsv")
        if table.exists() and other_table.exists():
            tables += 1
            lines = set(masked(table.read_text(encoding="utf-8")).splitlines())
            other_lines = set(masked(other_table.read_text(encoding="utf-8")).splitlines())
            if lines != other_lines:
                differing_tables += 1
                report(f"{table.name}: lines only in the first {len(lines - other_lines)}, "
                       f"only in the second {len(other_lines - lines)}")
    return feeds, differing_feeds, tables, differing_tables


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="same_feeds", description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("first", type=Path, help="a folder bench/html_quality.py --keep wrote")
    parser.add_argument("second", type=Path, help="another such folder")
    options = parser.parse_args(argv)
    for folder in (options.first, options.second):
        if not folder.is_dir():
            print(f"same_feeds: {folder} is no folder", file=sys.stderr)
            return 2
    feeds, differing_feeds, tables, differing_tables = compare(options.first, options.second)
    if feeds == 0:
        print(f"same_feeds: no feed (<site>-<budget>.json) in both {options.first} and {options.second}",
              file=sys.stderr)
        return 2
    print(f"{differing_feeds} of {feeds} feeds differ; {differing_tables} of {tables} templates files differ")
    return 1 if differing_feeds or differing_tables else 0


if __name__ == "__main__":
    raise SystemExit(main())
