"""Downloadable documents: the technologies stratum of the sample.

WCAG-EM counts a PDF, a Word file or an EPUB as a web page of its own, and EU monitoring asks
for at least one downloadable document in every in-depth sample. Documents are not templates:
their URLs say nothing about their layout, only their format does. So they are kept apart
from the pages, counted by type, and each type present offers its best few documents (by the
same within-template ranking as pages: newest ``lastmod``, highest ``priority``, seeded hash)
for the allocator to take one of (:mod:`.strata`).
"""

from __future__ import annotations

from collections import Counter

from .candidates import CandidateSet
from .clustering import Cluster
from .hashing import keyed_hash
from .hashset import HashSet
from .urls import OutOfScope, SiteScope

DOCUMENT = "document"

#: File extension -> document type; several extensions of one format share a type.
DOCUMENT_TYPES = {
    "pdf": "pdf", "doc": "doc", "docx": "doc", "xls": "xls", "xlsx": "xls", "ppt": "ppt", "pptx": "ppt",
    "odt": "odt", "ods": "ods", "odp": "odp", "epub": "epub", "rtf": "rtf", "hwp": "hwp", "hwpx": "hwp",
}
#: How each document type is named among the technologies relied upon.
TECHNOLOGY_NAMES = {
    "pdf": "PDF", "doc": "Word documents (DOC/DOCX)", "xls": "Excel workbooks (XLS/XLSX)",
    "ppt": "PowerPoint presentations (PPT/PPTX)", "odt": "OpenDocument text (ODT)",
    "ods": "OpenDocument spreadsheets (ODS)", "odp": "OpenDocument presentations (ODP)",
    "epub": "EPUB", "rtf": "Rich Text Format (RTF)", "hwp": "Hangul documents (HWP)",
}


def document_type(path: str) -> str | None:
    """The document type of a URL path by its extension (``/a/report.PDF`` -> ``pdf``), or None."""
    leaf = path.rstrip("/").rpartition("/")[2]
    stem, dot, extension = leaf.rpartition(".")
    return DOCUMENT_TYPES.get(extension.lower()) if dot and stem else None


def document_key(scope: SiteScope, url: str) -> str | None:
    """The key of the document at ``url`` on the site (its path, as :meth:`DocumentStratum.add`
    keys it), or None for a URL that is no document of the site.

    >>> scope = SiteScope("https://example.org/")
    >>> document_key(scope, "https://example.org/files/Report.PDF"), document_key(scope, "https://example.org/a")
    ('/files/Report.PDF', None)
    """
    try:
        path, _query = scope.site_path(url)
    except OutOfScope:
        return None
    return path if document_type(path) else None


class DocumentStratum:
    """The site's documents: how many of each type, and each type's best ``keep`` documents."""

    def __init__(self, keep: int | None) -> None:
        self.keep = keep
        self.counts: Counter[str] = Counter()
        self._candidates: dict[str, CandidateSet] = {}
        self._seen = HashSet()

    def add(self, scope: SiteScope, site_key: bytes, url: str, lastmod: str | None,
            priority: str | float | None) -> bool:
        """Take ``url`` if it is a document of the site; False for anything else.

        Steps: find the site path (other sites and schemes are refused), read the type from
        the extension, count the document once per distinct path, offer it to its type's list.
        """
        try:
            path, _query = scope.site_path(url)
        except OutOfScope:
            return False
        kind = document_type(path)
        if kind is None:
            return False
        key = path
        page_hash = keyed_hash(site_key, key)
        if self._seen.add(page_hash):
            self.counts[kind] += 1
        self._candidates.setdefault(kind, CandidateSet(self.keep)).offer_listing(
            key, scope.origin + path, page_hash, lastmod, priority)
        return True

    def merge(self, other: "DocumentStratum") -> None:
        """Take in another part's documents (other pages, as in ``SiteSampler.merge``)."""
        self.counts.update(other.counts)
        self._seen.update(other._seen)
        for kind, candidates in other._candidates.items():
            self._candidates.setdefault(kind, CandidateSet(self.keep)).update(candidates)

    def clusters(self) -> list[Cluster]:
        """One cluster per document type, the most common type first (then by name)."""
        return [
            Cluster(f"{{document}}.{kind}", self.counts[kind], True, DOCUMENT, self._candidates[kind],
                    sources=(TECHNOLOGY_NAMES[kind],))
            for kind in sorted(self.counts, key=lambda kind: (-self.counts[kind], kind))
        ]

    def technologies(self) -> list[str]:
        return [TECHNOLOGY_NAMES[kind] for kind in sorted(self.counts)]
