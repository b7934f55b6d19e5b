"""Scrapy feed exporters for the tool formats, so ``-O .pa11yci:pa11yci``, ``FEEDS`` and
scrapyd write tool configs directly.

Every format is a whole document (a JSON config, a report), not a stream of rows, so an
exporter collects the sample rows and renders once, in rank order, when the feed closes. The
rendering itself lives in :mod:`sitesampler.formats`, shared with ``sitesampler plan``.
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version
from typing import IO, Any, ClassVar

from itemadapter import ItemAdapter
from scrapy.exporters import BaseItemExporter

from sitesampler.formats import FORMATS, Meta


def generated_by() -> str:
    """What the outputs name as their maker: the installed version when there is one."""
    try:
        return f"sitesampler {version('sitesampler')}"
    except PackageNotFoundError:  # run from a source tree that was never installed
        return "sitesampler"


class SampleExporter(BaseItemExporter):
    """Renders the sample rows it was given as ``format_name``.

    It accepts any item type. Sample rows are the items with a ``rank`` field; an item with a
    ``template_summary`` field (every template of the crawl, plus optional ``root``,
    ``sources`` and ``counts``) completes the report's chart; anything else is ignored, so
    one feed can receive every item the crawl yields.
    """

    format_name: ClassVar[str]

    def __init__(self, file: IO[bytes], **kwargs: Any):
        super().__init__(**kwargs)
        self.file = file
        self.picks: list[dict[str, Any]] = []
        self.meta: Meta = {"generated_by": generated_by()}

    def export_item(self, item: Any) -> None:
        adapter = ItemAdapter(item)
        if "rank" in adapter:
            self.picks.append(adapter.asdict())
        elif "template_summary" in adapter:
            summary = adapter.asdict()
            self.meta["clusters"] = summary["template_summary"]
            for key in ("root", "sources", "counts"):
                if summary.get(key):
                    self.meta[key] = summary[key]

    def finish_exporting(self) -> None:
        picks = sorted(self.picks, key=lambda pick: pick["rank"])
        text = FORMATS[self.format_name](picks, self.meta)
        self.file.write(text.encode(self.encoding or "utf-8"))


class HtmlReportExporter(SampleExporter):
    format_name = "html"


class LhciExporter(SampleExporter):
    format_name = "lhci"


class Pa11yCiExporter(SampleExporter):
    format_name = "pa11yci"


class UrlsExporter(SampleExporter):
    format_name = "urls"


class WcagEmExporter(SampleExporter):
    format_name = "wcagem"


FEED_EXPORTERS: dict[str, str] = {
    cls.format_name: f"{__name__}.{cls.__name__}"
    for cls in (HtmlReportExporter, LhciExporter, Pa11yCiExporter, UrlsExporter, WcagEmExporter)
}
