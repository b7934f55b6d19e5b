"""Sample continuity on the real corpus sites: how much of last week's sample a re-run keeps.

    python bench/continuity.py                     # prints the tables
    python bench/continuity.py --write             # ... and writes them into docs/QUALITY.md
    python bench/continuity.py --removed 0.05 --added 0.10 --bumped 0.01 --budget 20

Every site of ``bench/corpus/sites`` (read as ``sitesampler plan FILES --root ROOT`` reads its
urlset files, relative ``<loc>`` paths resolved against the root; ``bench/corpus_sites.py``) is sampled,
then goes through one simulated week: ``--removed`` of its pages disappear (never the home
page), ``--added`` new pages appear in its existing templates (a listed page's URL with a new
last segment, in the same file) with the newest ``lastmod`` (a week after the site's newest,
none on a site that writes none), and ``--bumped`` of the dated pages move their ``lastmod`` a
week on. The week is drawn from ``--seed``. Then the site is sampled again:

* without ``previous``, in the old order (exact ``lastmod``) and in each recency period of
  ``--periods`` (months; the default order is ``RECENCY_MONTHS``): the share of the first
  sample's still-listed pages the second keeps, averaged over the sites (macro);
* with ``previous`` (the first sample's rows): the share of still-listed previous pages kept,
  counting per template at most as many as the template now gets pages, pooled over the
  sites, and whether every template gets the same number of structured pages as without;
* with ``previous`` and ``rotate``: the share of the replaceable pages (previous pages kept for
  a ``proportional`` or ``random`` reason) that were replaced, pooled, and whether the same
  round gives the same sample from shuffled input.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
from collections import Counter
from collections.abc import Collection
from dataclasses import asdict, dataclass
from datetime import datetime, timedelta, timezone
from pathlib import Path
from statistics import mean
from urllib.parse import urlsplit

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

import corpus_sites  # noqa: E402

from sitesampler.core import SiteSampler  # noqa: E402
from sitesampler.core import candidates  # noqa: E402

QUALITY = REPO / "docs" / "QUALITY.md"
START, END = "<!-- continuity:start -->", "<!-- continuity:end -->"
_LAST_SEGMENT = re.compile(r"([^/?#]+)(/?)((?:\?[^#]*)?)$")


@dataclass(frozen=True)
class Listing:
    url: str
    lastmod: str | None
    priority: str | None
    source: str


@dataclass
class Site:
    name: str
    root: str
    listings: list[Listing]


def read_sites(names: Collection[str] = ()) -> list[Site]:
    """The real corpus sites ``names`` lists (all when it lists none) as ``sitesampler plan
    FILES --root ROOT`` reads them (the command line's reader; relative ``<loc>`` paths
    resolved against the root)."""
    real, _ = corpus_sites.load_sites(names=names)
    return [Site(site.name, site.root, [Listing(url, lastmod, priority, source)
                                        for source, entries in site.sources
                                        for url, lastmod, priority in entries])
            for site in real]


def _moment(lastmod: str | None) -> datetime | None:
    _, order = candidates.parse_lastmod(lastmod)
    if lastmod is None or order == float("inf"):
        return None
    text = lastmod.strip()
    moment = datetime.fromisoformat(text[:-1] + "+00:00" if text.endswith(("Z", "z")) else text)
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)


def new_url(url: str, number: int) -> str:
    """A page of the same template: the page's own identifier renewed (the last query value for
    a query-identified page, else the last path segment), its spelling kept."""
    parts = urlsplit(url)
    if parts.query:
        name, equals, value = parts.query.rpartition("=")
        if equals:
            return parts._replace(query=f"{name}={_renewed(value, number)}").geturl()
    match = _LAST_SEGMENT.search(url)
    if not match or not parts.path.strip("/"):  # the home page: a page below it
        return url.split("?", 1)[0].rstrip("/") + f"/new-page-{number}"
    segment, slash, query = match.groups()
    stem, dot, extension = segment.rpartition(".") if "." in segment[1:] else (segment, "", "")
    return url[:match.start()] + _renewed(stem, number) + dot + extension + slash + query


def _renewed(identifier: str, number: int) -> str:
    """Another identifier of the same shape: trailing digits replaced by others (a 9, then the
    number, so that it is rarely an existing one), anything else given a suffix."""
    digits = len(identifier) - len(identifier.rstrip("0123456789"))
    if digits:
        return identifier[:-digits] + "9" + str(number).zfill(max(digits - 1, 1))
    return f"{identifier}-new-{number}"


def simulate_week(site: Site, removed: float, added: float, bumped: float, seed: int) -> list[Listing]:
    """The site's listings one week later (see the module's docstring)."""
    rng = random.Random(f"{site.name}:{seed}")
    urls = sorted({listing.url for listing in site.listings})
    gone = set(rng.sample([u for u in urls if u.rstrip("/") != site.root.rstrip("/")], round(removed * len(urls))))
    moments = [m for m in map(_moment, (listing.lastmod for listing in site.listings)) if m]
    newest = (max(moments) + timedelta(days=7)).date().isoformat() if moments else None
    staying = [listing for listing in site.listings if listing.url not in gone]
    dated = sorted({listing.url for listing in staying if _moment(listing.lastmod)})
    moved = set(rng.sample(dated, min(len(dated), round(bumped * len(urls))))) if dated else set()
    week = [Listing(listing.url, _week_on(listing.lastmod) if listing.url in moved else listing.lastmod,
                    listing.priority, listing.source) for listing in staying]
    for number, model in enumerate(rng.sample(site.listings, min(len(site.listings), round(added * len(urls))))):
        lastmod = newest if _moment(model.lastmod) else None  # a template without lastmods gets none
        week.append(Listing(new_url(model.url, number), lastmod, model.priority, model.source))
    return week


def _week_on(lastmod: str | None) -> str | None:
    moment = _moment(lastmod)
    return (moment + timedelta(days=7)).isoformat() if moment else lastmod


def sample(site: Site, listings: list[Listing], budget: int, shuffle: int | None = None, **continuity) -> SiteSampler:
    sampler = SiteSampler(site.root, budget=budget, **continuity)
    order = list(listings)
    if shuffle is not None:
        random.Random(shuffle).shuffle(order)
    for listing in order:
        sampler.add(listing.url, listing.lastmod, listing.priority, listing.source)
    return sampler


def set_order(months: int) -> None:
    candidates.RECENCY_MONTHS = months
    candidates.parse_lastmod.cache_clear()
    candidates.listing_order.cache_clear()


def retention_without_previous(site: Site, week: list[Listing], budget: int) -> float | None:
    """The share of the first sample's still-listed pages the second sample holds."""
    first = sample(site, site.listings, budget)
    listed = _picked(first, first) & _keys(first, week)
    if not listed:
        return None
    second = _picked(first, sample(site, week, budget))
    return len(listed & second) / len(listed)


def _picked(sampler: SiteSampler, sampled: SiteSampler) -> set[str]:
    """The page keys of ``sampled``'s rows, read in ``sampler``'s scope: a document row (a PDF
    the sample takes as WCAG-EM's document) is no page, and is left out as :func:`_keys`
    leaves its listing out."""
    return {key for pick in sampled.sample().picks if (key := corpus_sites.page_key(sampler.scope, pick.url))}


def _keys(sampler: SiteSampler, listings: list[Listing]) -> set[str]:
    keys = set()
    for listing in listings:
        try:
            keys.add(sampler.scope.normalize(listing.url).key)
        except ValueError:
            continue
    return keys


@dataclass
class WithPrevious:
    kept: int = 0
    eligible: int = 0
    same_counts: bool = True
    replaceable: int = 0
    replaced: int = 0
    reproducible: bool = True


def with_previous(site: Site, week: list[Listing], budget: int, rotate: float, round_number: int) -> WithPrevious:
    """Retention with the first sample as ``previous``, and the rotation's replaced share."""
    rows = [asdict(pick) for pick in sample(site, site.listings, budget).sample().picks]
    continued = sample(site, week, budget, previous=rows)
    result, plain = continued.sample(), sample(site, week, budget).sample()
    outcome = WithPrevious()
    picked = Counter(pick.template for pick in result.picks)
    for cluster in continued.clusters():
        listed = {candidate.url for candidate in cluster.candidates.previous_pages()}
        outcome.eligible += min(len(listed), picked[cluster.template])
        outcome.kept += sum(1 for pick in result.picks if pick.template == cluster.template and pick.url in listed)
    outcome.same_counts = _structured_counts(result.picks) == _structured_counts(plain.picks)
    replaceable = {pick.url for pick in result.picks
                   if pick.continuity == "kept" and pick.reason in ("proportional", "random")}
    rotated = sample(site, week, budget, previous=rows, rotate=rotate, round=round_number).sample()
    again = sample(site, week, budget, shuffle=round_number, previous=rows, rotate=rotate, round=round_number)
    outcome.replaceable = len(replaceable)
    outcome.replaced = len(replaceable - {pick.url for pick in rotated.picks})
    outcome.reproducible = again.sample().picks == rotated.picks
    return outcome


def _structured_counts(picks) -> Counter:
    return Counter(pick.template for pick in picks if pick.sample == "structured")


def run(args: argparse.Namespace) -> list[str]:
    sites = [site for site in read_sites(args.sites) if site.listings]
    if not sites:
        raise SystemExit(f"no corpus site named {', '.join(args.sites)}")
    weeks = {site.name: simulate_week(site, args.removed, args.added, args.bumped, args.seed) for site in sites}
    default = candidates.RECENCY_MONTHS
    orders = [0, *sorted(set(args.periods) | {default})]
    without: dict[int, dict[str, float | None]] = {}
    for months in orders:
        set_order(months)
        without[months] = {site.name: retention_without_previous(site, weeks[site.name], args.budget) for site in sites}
    set_order(default)
    previous = {site.name: with_previous(site, weeks[site.name], args.budget, args.rotate, args.round)
                for site in sites}
    return report(sites, orders, default, without, previous, args)


def _order_name(months: int, default: int) -> str:
    name = "exact lastmod (old)" if months == 0 else f"{months}-month periods"
    return name + (" (default)" if months == default else "")


def _percent(value: float | None, digits: int = 0) -> str:
    return "-" if value is None else f"{100 * value:.{digits}f}%"


def report(sites: list[Site], orders: list[int], default: int, without: dict[int, dict[str, float | None]],
           previous: dict[str, WithPrevious], args: argparse.Namespace) -> list[str]:
    lines = [
        "## Continuity: the same pages next week",
        "",
        f"`python bench/continuity.py --write` (budget {args.budget}; one simulated week: {args.removed:.0%} of "
        f"pages removed, {args.added:.0%} added to existing templates with the newest `lastmod`, "
        f"{args.bumped:.0%} of `lastmod`s moved a week on; week drawn with seed {args.seed}). "
        "Kept: the share of the first sample's pages still listed that the second sample holds.",
        "",
        "| site | pages | " + " | ".join(f"kept, {_order_name(m, default)}" for m in orders)
        + " | kept with previous | replaced by rotate |",
        "|---|---:|" + "---:|" * len(orders) + "---:|---:|",
    ]
    for site in sites:
        outcome = previous[site.name]
        lines.append(f"| {site.name} | {len({listing.url for listing in site.listings})} | "
                     + " | ".join(_percent(without[m][site.name]) for m in orders)
                     + f" | {outcome.kept}/{outcome.eligible} | {outcome.replaced}/{outcome.replaceable} |")
    macro = {m: mean(v for v in without[m].values() if v is not None) for m in orders}
    kept = sum(o.kept for o in previous.values())
    eligible = sum(o.eligible for o in previous.values())
    replaceable = sum(o.replaceable for o in previous.values())
    replaced = sum(o.replaced for o in previous.values())
    lines += [
        "| **macro / pooled** | | " + " | ".join(f"**{_percent(macro[m])}**" for m in orders)
        + f" | **{_percent(kept / eligible if eligible else None)}** | "
          f"**{_percent(replaced / replaceable if replaceable else None)}** |",
        "",
        f"* Without `previous`, the default order keeps **{_percent(macro[default], 1)}** of the still-listed pages "
        f"(macro over {len(sites)} sites); the old order, newest exact `lastmod` first, kept "
        f"{_percent(macro[0], 1)}. Every page a week of changes adds is the newest of its template, so the "
        "finer the recency period, the more of them stand before the pages sampled last week; the order "
        "without any recency (dated pages, then the hash) is the ceiling. Kept, macro, by period: "
        + ", ".join(f"{_order_name(m, default).replace(' periods', '')} {_percent(macro[m], 1)}" for m in orders if m)
        + f"; the default, {default}-month periods, still prefers the pages updated in the last year or two.",
        f"* With `previous`: **{kept} of {eligible}** still-listed previous pages kept "
        f"({_percent(kept / eligible, 1)}), "
        "counting per template at most as many as the template now gets; every template gets the same number of "
        f"structured pages as without `previous` on {sum(o.same_counts for o in previous.values())} of "
        f"{len(sites)} sites.",
        f"* `rotate={args.rotate:g}`, round {args.round}: **{replaced} of {replaceable}** replaceable pages "
        f"replaced ({_percent(replaced / replaceable if replaceable else None, 1)}); the same round gave the same "
        f"sample from shuffled input on {sum(o.reproducible for o in previous.values())} of {len(sites)} sites.",
    ]
    return lines


def write_section(lines: list[str], path: Path = QUALITY, start: str = START, end: str = END) -> None:
    """Put the section between its markers (the continuity markers unless given) at the end of
    ``path``, replacing an earlier one where it stands."""
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    block = "\n".join([start, *lines, end]) + "\n"
    if start in text and end in text:
        text = text[:text.index(start)] + block + text[text.index(end) + len(end):].lstrip("\n")
    else:
        text = text.rstrip("\n") + "\n\n" + block
    path.write_text(text, encoding="utf-8")


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--removed", type=float, default=0.05, help="share of pages removed (0.05)")
    parser.add_argument("--added", type=float, default=0.10, help="share of pages added (0.10)")
    parser.add_argument("--bumped", type=float, default=0.01, help="share of lastmods moved a week on (0.01)")
    parser.add_argument("--budget", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1, help="draws the simulated week (1)")
    parser.add_argument("--periods", type=int, nargs="*", default=[3, 12, 60, 1200],
                        help="recency periods in months to compare with the old order (1 3 12)")
    parser.add_argument("--rotate", type=float, default=0.5, help="the rotation's share (0.5)")
    parser.add_argument("--round", type=int, default=1, help="the rotation's round (1)")
    parser.add_argument("--sites", nargs="*", default=[], metavar="NAME", help="only these corpus sites (all)")
    parser.add_argument("--write", action="store_true", help="write the section into --out")
    parser.add_argument("--out", type=Path, default=QUALITY, help="the document the section goes into "
                                                                  "(docs/QUALITY.md)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    lines = run(args)
    print("\n".join(lines))
    if args.write:
        write_section(lines, args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
