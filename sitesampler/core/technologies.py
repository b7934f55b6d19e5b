"""Technologies relied upon (WCAG-EM 2.0 Step 2.4), from what the crawl already fetched.

WCAG-EM's report must name the technologies the site relies upon; it is the one item of the
exploration it does not leave optional. sitesampler downloads only the home page, so it reads
that page's ``meta generator``, the paths of its scripts and style sheets, its markup, the
``X-Powered-By`` header, and the types of the documents the site lists. The rules name
software by the traces it leaves in every site built with it, never a site.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

#: The web technologies WCAG-EM names first, in its order (HTML first: every site has it).
WEB_BASICS = ("HTML", "CSS", "JavaScript", "SVG", "WAI-ARIA")

#: Script or style sheet path fragments -> the software that serves them.
ASSET_MARKERS = (
    ("/wp-content/", "WordPress"),
    ("/wp-includes/", "WordPress"),
    ("/_next/", "Next.js"),
    ("/_nuxt/", "Nuxt"),
    ("/static/js/", "JavaScript application bundle (static/js)"),
    ("/sites/default/files/", "Drupal"),
    ("/core/misc/drupal", "Drupal"),
    ("/media/jui/", "Joomla"),
    ("/_astro/", "Astro"),
    ("/assets/gatsby-", "Gatsby"),
    ("/etc.clientlibs/", "Adobe Experience Manager"),
)
_SPACES = re.compile(r"\s+")


#: The order technologies are listed in: WCAG-EM's basics, then PDF, then the rest by name.
_FIRST = (*WEB_BASICS, "PDF")


def relied_upon(*found: Iterable[str]) -> list[str]:
    """The technologies of every list in ``found``, each once: WCAG-EM's basics and PDF first
    in WCAG-EM's order, then the rest by name (never by the order they were found in)."""
    names = {name for names in found for name in names}
    return [name for name in _FIRST if name in names] + sorted(names.difference(_FIRST))


def detect(generator: str | None = None, scripts: Iterable[str] = (), styles: Iterable[str] = (),
           powered_by: Iterable[str] = (), has_inline_svg: bool = False, has_aria: bool = False) -> list[str]:
    """The technologies a home page shows it relies upon (see :func:`relied_upon` for the order).

    Steps: HTML always; CSS, JavaScript, SVG and WAI-ARIA when the page uses them; the
    ``meta generator`` as written (with its version); the software whose asset paths appear;
    each ``X-Powered-By`` value.
    """
    scripts, styles = list(scripts), list(styles)
    found = {"HTML"}
    if styles:
        found.add("CSS")
    if scripts:
        found.add("JavaScript")
    if has_inline_svg:
        found.add("SVG")
    if has_aria:
        found.add("WAI-ARIA")
    if generator and generator.strip():
        found.add(f"{_SPACES.sub(' ', generator.strip())[:80]} (meta generator)")
    for path in scripts + styles:
        found.update(name for marker, name in ASSET_MARKERS if marker in path)
    found.update(f"{_SPACES.sub(' ', value.strip())[:80]} (X-Powered-By)" for value in powered_by if value.strip())
    return relied_upon(found)
