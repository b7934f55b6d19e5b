#!/usr/bin/env python3
"""Ground-truth page-type labels for indymedia-pt (blog.indymedia.pt, built as localhost:1313).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Portuguese Indymedia open-publishing newswire, a Hugo site whose build (public/) is committed;
it was built on the dev server, so every <loc> is http://localhost:1313/... Evidence: the site's
layouts/ (index.html, _default/single.html, _default/list.html, _default/publicar.html), the
front matter under content/ and the built HTML in public/ (the theme itself is a submodule that
is not in the repository).
* /news/<YYYY-MM-DD>-<slug>/ -> news-article (901 posts, type post, single layout; the date is
  part of the slug, not folders).
* /tags/<tag>/ and /categories/<category>/ -> term-listing: both taxonomies' term pages are
  rendered by the same _default/list.html (identical markup in the build: breadcrumb, title,
  one summary table per post), so they share a label (LABELING rules 4 and 5). Two tag slugs
  hold '+' written as the entity &#43; in the sitemap (lgbtqia+), decoded as XML does.
* /tags/ and /categories/ (taxonomy indexes, also list.html but listing terms) -> one-off
  (LABELING rule 5).
* /news/ is content/news.md, a single page ("Open Publishing Newswire") that takes the place of
  the news section's list -> one-off.
* /about/, /contacto/, /guia/, /links/, /politica/ (type page, single layout, unrelated
  content) -> one-off, as the plain pages of the other sites; /publicar/ has a layout of its
  own (publicar.html, the submission form) -> one-off.
* / -> home (layouts/index.html).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/news/\d{4}-\d{2}-\d{2}-[^/]+/$', 'news-article'),
    (r'^/(?:tags|categories)/[^/]+/$', 'term-listing'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
