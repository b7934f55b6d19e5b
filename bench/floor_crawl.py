"""``scrapy crawl sample`` with sampling switched off: the crawl's floor.

    python bench/floor_crawl.py crawl sample -a url=URL [the options of scrapy crawl]

Every ``SiteSampler`` of the crawl gets a clusterer that does nothing (``scale.NullClusterer``).
The crawl still downloads, parses, normalises, hashes and de-duplicates every URL, but builds
no template and writes an empty sample: no clusterer can make the crawl faster than this.
``bench/performance.py`` times it beside the real crawl.
"""

from __future__ import annotations

import sys

from scale import NullClusterer
from scrapy.cmdline import execute

from sitesampler.core import sampler

sampler.make_clusterer = lambda name, keep: NullClusterer()

if __name__ == "__main__":
    sys.argv[0] = "scrapy"
    execute()
