#!/usr/bin/env python3
"""Ground-truth page-type labels for cambridge-mlg (withbayes.github.io/cambridge-mlg/).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Website of the Cambridge University Machine Learning Group, built with Hugo and the
Wowchemy (Academic) v5 theme and deployed under the sub-path /cambridge-mlg/ of a
github.io host; the repository holds the Hugo sources (config/_default/config.yaml with
the taxonomy permalinks, content/) and the built site in public/, whose HTML was the
evidence (page wrapper and section classes, profile block, stream items).
* The site root is /cambridge-mlg/ (the sitemap's base), so it is matched explicitly -> home.
* /post/<slug>/ (83) are group news items, all rendered by the single-page layout of the
  post section (article-container) -> news-post. /post/ is the paginated news list -> one-off.
* /author/<slug>/ (126) are the terms of the authors taxonomy (permalink /author/:slug/):
  every page has the profile block and the list of that person's items, whether or not a
  content/authors/<name>/ profile exists (those without one show the name only); one
  layout -> author-profile. /author/admin/ is the theme's default admin author, same
  layout -> author-profile as well. /author/maria-lomeli/ is listed twice (one label).
* /publication/<slug>/ (3: preprint, journal-article, conference-paper; starter content
  the group left in) render the publication single layout -> publication-detail;
  /publication/ is the publication list -> one-off.
* Term pages of the publication_types taxonomy (/publication-type/1|2|3/) and of the
  tags taxonomy (/tag/source-themes/) are rendered by one taxonomy-term template (page
  header plus compact stream of items, universal-wrapper) -> taxonomy-term-listing, one
  label for both taxonomies (same layout; LABELING rule 5). No /category/<slug>/ page is
  listed.
* Taxonomy indexes /authors/, /tags/, /categories/, /publication_types/ -> one-off each
  (rule 5), though they share the terms template: judgement call following the corpus.
* The five root pages (about-us, taught_courses, phd_programme..., postdoctoral_research_
  associate, cambridge_tubingen_phd_fellowships) use Hugo's plain page layout with
  different content; following the corpus (WordPress and Shopify pages), one-off each.
  /people/ is a widget landing page (people widget) -> one-off.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/cambridge-mlg/$', 'home'),
    (r'^/cambridge-mlg/post/[^/]+/$', 'news-post'),
    (r'^/cambridge-mlg/author/[^/]+/$', 'author-profile'),
    (r'^/cambridge-mlg/publication/[^/]+/$', 'publication-detail'),
    (r'^/cambridge-mlg/(?:publication-type|tag)/[^/]+/$', 'taxonomy-term-listing'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
