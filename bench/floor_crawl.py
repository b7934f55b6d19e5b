"""``scrapy crawl sample`` with sampling switched off: the crawl's floor.

    python bench/floor_crawl.py crawl sample -a url=URL [the options of scrapy crawl]

The same crawl, with a spider whose samplers get a clusterer that does nothing
(``scale.NullClusterer``): it still downloads, parses, normalises, hashes and de-duplicates
every URL, but builds no template and writes an empty sample, so no clusterer can make the
crawl faster than this. ``bench/performance.py`` times it beside the real crawl.
"""

from __future__ import annotations

import sys

from scale import NullClusterer
from scrapy.cmdline import execute

from sitesampler.core import SiteSampler
from sitesampler.crawl.sampling import Sampling
from sitesampler.spiders.sample import SampleSpider


class FloorSampling(Sampling):
    def new_sampler(self, root: str) -> SiteSampler:
        return SiteSampler(root, budget=self.arguments.budget, clusterer=lambda keep: NullClusterer())


class FloorSpider(SampleSpider):
    sampling_class = FloorSampling


if __name__ == "__main__":
    if sys.argv[1:] in (["-h"], ["--help"]):
        print("usage: floor_crawl.py crawl sample -a url=URL [scrapy crawl options]\n\n" + (__doc__ or ""))
        raise SystemExit(0)
    if sys.argv[1:3] != ["crawl", "sample"]:
        raise SystemExit("usage: floor_crawl.py crawl sample -a url=URL [scrapy crawl options]")
    # ``runspider`` runs the spider of this file, with the project's settings.
    execute(["scrapy", "runspider", __file__, *sys.argv[3:]])
