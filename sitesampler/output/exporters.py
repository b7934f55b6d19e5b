"""Scrapy feed exporters for the tool formats, so ``-O .pa11yci:pa11yci``, ``FEEDS`` and
scrapyd write tool configs directly.

Every format is a whole document (a JSON config, a report), not a stream of rows, so an
exporter collects the sample rows and renders once, in rank order, when the feed closes. The
rendering itself lives in :mod:`sitesampler.output.formats`, shared with ``sitesampler plan``.
"""

from __future__ import annotations

import logging
from io import BytesIO
from typing import IO, Any, ClassVar

from itemadapter import ItemAdapter
from scrapy.crawler import Crawler
from scrapy.exporters import BaseItemExporter, CsvItemExporter

from sitesampler.output.formats import FORMATS, Meta, generated_by, meta_from_result
from sitesampler.output.report import ReportTemplateError
from sitesampler.crawl.problems import REPORT_IT, record
from sitesampler.crawl.sampling import crawl_sampling
from sitesampler.crawl.stats import FAILED, FEEDS_NOT_WRITTEN, INTERRUPTED

logger = logging.getLogger(__name__)


class SampleExporter(BaseItemExporter):
    """Renders the sample rows it was given as ``format_name``.

    It accepts any item type; sample rows are the items with a ``rank`` field, anything else is
    ignored. In a crawl, the report's every-template chart and counts come from the crawl's
    finished sampling (:func:`~sitesampler.crawl.sampling.crawl_sampling`; an extra summary item would
    have landed in the user's CSV and JSON feeds too); outside one, from the picks alone.
    """

    format_name: ClassVar[str]

    def __init__(self, file: IO[bytes], crawler: Crawler | None = None, **kwargs: Any):
        super().__init__(**kwargs)
        self.file = file
        self.crawler = crawler
        self.picks: list[dict[str, Any]] = []

    @classmethod
    def from_crawler(cls, crawler: Crawler, file: IO[bytes], **kwargs: Any) -> SampleExporter:
        return cls(file, crawler=crawler, **kwargs)

    def export_item(self, item: Any) -> None:
        adapter = ItemAdapter(item)
        if "rank" in adapter:
            self.picks.append(adapter.asdict())

    def finish_exporting(self) -> None:
        picks = sorted(self.picks, key=lambda pick: pick["rank"])
        try:
            text = FORMATS[self.format_name](picks, self._meta())
        except Exception as error:  # noqa: BLE001 (said in one line; the other feeds are written)
            if self.crawler is None:
                raise
            self._not_written(error)
            return
        self.file.write(text.encode(self.encoding or "utf-8"))

    def _not_written(self, error: Exception) -> None:
        """This feed could not be rendered: one error line (the auditor's template's own, or an
        internal error's), the problem ``feed_render``, exit status 1, and its file left as it
        was (:class:`~sitesampler.output.storage.SampleFileStorage` reads ``FEEDS_NOT_WRITTEN``).
        Raised, it was a traceback after the crawl ("Task exception was never retrieved"), an
        empty part file beside the feed's, and status 0."""
        assert self.crawler is not None
        stats = self.crawler.stats
        why = str(error) if isinstance(error, ReportTemplateError) else \
            f"internal error ({type(error).__name__}: {error}); {REPORT_IT}"
        logger.error("sitesampler: the %s feed was not written: %s", self.format_name, why)
        logger.debug("sitesampler: where the %s feed failed", self.format_name, exc_info=error)
        record(stats, "feed_render")
        stats.set_value(FAILED, 1)
        if name := getattr(self.file, "name", None):
            stats.set_value(FEEDS_NOT_WRITTEN, [*(stats.get_value(FEEDS_NOT_WRITTEN) or ()), str(name)])

    def _meta(self) -> Meta:
        sampling = crawl_sampling(self.crawler) if self.crawler else None
        if sampling is None or sampling.result is None:
            meta: Meta = {"generated_by": generated_by()}
        else:
            meta = meta_from_result(sampling.result, generated_by(), sampling.sources, date=sampling.explored_on,
                                    previous=sampling.previous,
                                    budget=sampling.arguments.budget, random_share=sampling.arguments.random_share)
            if scope := sampling.url_filter.drawn():
                meta["scope"] = scope
            if interrupt := self.crawler.stats.get_value(INTERRUPTED) if self.crawler else None:
                meta["interrupted"] = interrupt
            if sampling.moved_from:
                meta["moved_from"] = sampling.moved_from
        return {**meta, **output_settings(self.crawler.settings if self.crawler else {})}


def output_settings(settings: Any) -> Meta:
    """The settings that shape the outputs: the auditor's report template
    (``SITESAMPLER_REPORT_TEMPLATE``) and the browser pa11y-ci starts (``SITESAMPLER_CHROME``)."""
    meta: Meta = {}
    if template := settings.get("SITESAMPLER_REPORT_TEMPLATE"):
        meta["report_template"] = str(template)
    if chrome := settings.get("SITESAMPLER_CHROME"):
        meta["chrome"] = str(chrome)
    return meta


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


#: What a spreadsheet reads as the start of a formula in a cell it opens from a CSV file: the
#: characters OWASP's "CSV Injection" lists, a tab and a carriage return among them.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def as_text(cell: Any) -> Any:
    """A CSV cell a spreadsheet shows as the text it is: one that would start a formula gets a
    leading apostrophe, the mark Excel, LibreOffice and Google Sheets read as "text follows";
    any other cell, numbers included, is returned as it is.

    >>> as_text("=HYPERLINK(CONCAT(A1, B1))")
    "'=HYPERLINK(CONCAT(A1, B1))"
    >>> as_text("-20% on every shoe"), as_text("@home: our studio")
    ("'-20% on every shoe", "'@home: our studio")
    >>> as_text("Sign in – Verify"), as_text("https://example.com/a=b"), as_text(-1), as_text("")
    ('Sign in – Verify', 'https://example.com/a=b', -1, '')
    """
    if isinstance(cell, str) and cell.startswith(FORMULA_STARTS):
        return "'" + cell
    return cell


def appending(file: Any) -> bool:
    """Whether a feed's file already holds something: Scrapy opens a local file in append
    mode for ``-o`` (and ``FEEDS`` without ``overwrite``), positioned at its end."""
    try:
        return bool(file.tell())
    except (AttributeError, OSError, ValueError):  # a stream that cannot tell (standard output)
        return False


class SpreadsheetCsvExporter(CsvItemExporter):
    """Scrapy's CSV exporter, with every cell a spreadsheet would run as a formula written as
    text (:func:`as_text`): auditors open ``sample.csv`` in Excel or Google Sheets, and its
    ``title``, ``lang`` and ``technologies`` are whatever the site's pages say. A page titled
    ``=HYPERLINK(...)`` would otherwise be a live link in the auditor's sheet, and one titled
    ``-20% on every shoe`` an error. ``SITESAMPLER_CSV_FORMULAS_AS_TEXT=0`` writes every cell
    as the page gave it (for a program that reads the CSV); JSON feeds are never changed.
    Appended to a file that holds rows already (``-o``), it writes no second header line, so
    the file stays one table.
    """

    def __init__(self, file: BytesIO, *, formulas_as_text: bool = True, **kwargs: Any) -> None:
        if appending(file):  # -o onto an earlier sample: one table, one header line
            kwargs["include_headers_line"] = False
        super().__init__(file, **kwargs)
        self.formulas_as_text = formulas_as_text

    @classmethod
    def from_crawler(cls, crawler: Crawler, file: BytesIO, **kwargs: Any) -> SpreadsheetCsvExporter:
        return cls(file, formulas_as_text=crawler.settings.getbool("SITESAMPLER_CSV_FORMULAS_AS_TEXT", True), **kwargs)

    def serialize_field(self, field: Any, name: str, value: Any) -> Any:
        cell = super().serialize_field(field, name, value)
        return as_text(cell) if self.formulas_as_text else cell
