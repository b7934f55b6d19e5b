"""The ``sample`` spider with a defect where the setting ``FAULT`` says, for the tests of how a
crawl survives a defect of sitesampler's own (tests/test_internal_errors.py).

No input is known to make sitesampler's code raise (each one found so far was mended), so these
spiders raise where such a defect would: the crawl under test is otherwise the real one, run
by ``scrapy crawl sample -s SPIDER_MODULES=tests.faulty_spiders -s FAULT=...``.

* ``plan``: choosing the next pages to fetch raises after its first round.
* ``sample``: sampling with the fetched pages raises; from the URLs alone it works.
* ``always``: sampling raises, with or without the fetched pages.
* ``templates``: writing ``templates=FILE`` raises, once the sample is drawn.
* ``sitemap``: reading the sitemap whose URL ends with ``FAULT_AT`` raises.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cached_property
from typing import Any

from scrapy.http import Response

from sitesampler.core import Evidence, SampleResult
from sitesampler.crawl.sampling import Sampling
from sitesampler.spiders.sample import SampleSpider


class Defect(RuntimeError):
    """What the faulty code raises."""


class FaultySampling(Sampling):
    fault = ""

    def probe_plan(self, limit: int) -> list[str]:
        if self.fault == "plan" and self.tried:
            raise Defect("the plan failed")
        return super().probe_plan(limit)

    def finish(self, checked: bool = True) -> SampleResult:
        if self.fault == "always" or (self.fault == "sample" and checked):
            raise Defect("the sample failed")
        return super().finish(checked)

    def write_templates(self, path: str, root: str, evidence: Evidence) -> None:
        if self.fault == "templates":
            raise Defect("the templates failed")
        super().write_templates(path, root, evidence)


class FaultySpider(SampleSpider):
    @cached_property
    def sampling(self) -> Sampling:
        sampling = super().sampling
        assert isinstance(sampling, FaultySampling)
        sampling.fault = self.settings.get("FAULT", "")
        return sampling

    sampling_class = FaultySampling

    def parse_sitemap(self, response: Response) -> Iterator[Any]:
        if self.settings.get("FAULT") == "sitemap" and response.url.endswith(self.settings.get("FAULT_AT", "")):
            raise Defect("the sitemap failed")
        yield from super().parse_sitemap(response)
