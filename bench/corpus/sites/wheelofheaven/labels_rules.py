#!/usr/bin/env python3
"""Ground-truth page-type labels for wheelofheaven (www.wheelofheaven.io).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Wheel of Heaven: a multilingual knowledge base with a wiki (encyclopedia entries on the
ancient-astronaut reading of scripture, world ages and related topics), an annotated list of
resources (books, films, papers) with two taxonomies of their own, an introduction told in
chapters, and a small blog. Hugo with the Doks theme, deployed from branch gh-pages (this
commit is the deploy of main @ a703f5a6). robots.txt names sitemap.xml, an index of seven
language sitemaps: English at the root (no /en/ prefix; en/sitemap.xml lists root paths) and
/de/ /es/ /fr/ /ja/ /ru/ /zh/, most slugs translated, hreflang alternates in every <url>.
Evidence, read before any clustering: the layouts on main (layouts/<type>/{single,list,
terms,section}.html), config/_default/config.toml (taxonomies, permalinks) and the section
_index.md files, checked against the built HTML of every listed URL on gh-pages (the
wrapper from <div class="content"> down to <main>, and the component blocks inside it).
* /wiki/<title>/ -> wiki-entry (layouts/wiki/single.html; permalink wiki = /wiki/:title/,
  so entries kept under content/<lang>/wiki/encyclopedia/ are served flat). Some entries
  carry a world-age timeline strip, backlinks or footnotes: content blocks, same layout.
* /wiki/ (layout: wiki -> wiki/wiki.html) and /wiki/encyclopedia/ (layout: list ->
  wiki/list.html, the entry index) -> one-offs by path (own layouts, one page per language).
* /intro/<title>/ -> intro-page (intro/single.html; chapters of an age carry a timeline box
  from their front matter, same layout). /intro/ and its four subsections /intro/at-a-glance/,
  /see-more/, /take-aways/, /timeline/ (slugs not translated) -> intro-section
  (intro/section.html renders every section of the intro type alike).
* /resources/<slug>/ -> resource-page (resources/single.html, metadata block and link
  button). /resources/, /resources/medium/ and /resources/topics/ -> resource-section
  (resources/list.html; the last two are sections whose _index.md sets url so that they sit
  under /resources/). Judgement call: three pages per language of one list layout are a
  multi-page label, not three one-offs.
* /resources/topics/<term>/ -> topic-listing (topics/list.html: the topics taxonomy, whose
  permalink puts its term pages under /resources/topics/). /topics/ (topics/terms.html,
  url /topics/ in its _index.md) -> one-off.
* /medium/<term>/ -> medium-listing (medium/list.html: the media-type taxonomy with an icon
  and a description per term). /medium/ (medium/terms.html) -> one-off. Judgement call:
  topic and medium term pages look alike (sidebar, breadcrumb, resource cards) but each
  taxonomy has its own list layout, so two labels.
* /tags/<term>/, /categories/<term>/, /contributors/<name>/ -> term-card-listing: tags/list.html
  and categories/list.html are copies of _default/list.html (which renders contributor terms)
  that differ only in the partial that prints the heading; all three render the same card
  grid. Judgement call: one label for the three taxonomies (LABELING.md rule 5: term pages of
  one layout share a label). The taxonomy indexes /tags/, /categories/ (their own terms.html)
  and /contributors/ (_default/terms.html) -> one-offs.
* /articles/<slug>/ -> article (articles/single.html; one title contains "03/23", so its
  URL is /articles/content-log-03/23/ and the like, one level deeper, same layout).
  /articles/ (articles/list.html) -> one-off.
* /contact/ and /privacy-policy/ -> plain-page (both _default/single.html, type page).
* The root of each language -> home (layouts/index.html).
* Left out: the section sitemaps Hugo also writes (output format SITEMAP for sections:
  articles/sitemap.xml, wiki/sitemap.xml, intro/*/sitemap.xml ... 77 files), which the index
  does not name and which repeat URLs of the language sitemaps.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ('de', 'es', 'fr', 'ja', 'ru', 'zh')
L = r'^(?:/(?:de|es|fr|ja|ru|zh))?'
RULES = [
    (L + r'/wiki/encyclopedia/$', '__ONE_OFF__'),
    (L + r'/wiki/[^/]+/$', 'wiki-entry'),
    (L + r'/intro/(?:(?:at-a-glance|see-more|take-aways|timeline)/)?$', 'intro-section'),
    (L + r'/intro/[^/]+/$', 'intro-page'),
    (L + r'/resources/(?:(?:medium|topics)/)?$', 'resource-section'),
    (L + r'/resources/topics/[^/]+/$', 'topic-listing'),
    (L + r'/resources/[^/]+/$', 'resource-page'),
    (L + r'/medium/[^/]+/$', 'medium-listing'),
    (L + r'/(?:tags|categories|contributors)/[^/]+/$', 'term-card-listing'),
    (L + r'/articles/.+/$', 'article'),
    (L + r'/(?:contact|privacy-policy)/$', 'plain-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
