#!/usr/bin/env python3
"""Ground-truth page-type labels for antennapod (antennapod.org).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Website of the AntennaPod podcast app: a Jekyll build (jekyll-multiple-languages-plugin) on the
gh-pages branch, English at the root and eight translations under /da/ /de/ /es/ /fa/ /fr/ /it/
/ja/ /nl/, one sitemap per language listing the same 103 pages. Evidence: _config.yml
(collections and their permalinks), _layouts/ and the front matter of every page in the source
commit the build was deployed from (06a3927), and the built HTML on gh-pages.
* Translations share the label of the English page (LABELING rule 3); one-off labels drop the
  language prefix.
* /blog/<YYYY>/<MM>/<slug> -> blog-post (collection "blog", layout blog).
* /events/<YYYY>/<MM>/<slug> and the two recurring meetings /events/community-call,
  /events/needs-decision -> event-page: all four are in collection "events" with layout event;
  the recurring ones simply have no date in their permalink.
* /documentation/<section>[/<page>] and /contribute/<page>[/<sub>[/<page>]] -> doc-page: both
  collections use layout doc (breadcrumbs, article, then cards of the page's children), so a
  section page and a leaf page render with one layout (LABELING rule 6) and the documentation
  and contribute trees share it (rule 4).
* /contribute/design, /contribute/donate, /contribute/support, /contribute/test have layout
  redirect (meta refresh to another page or an external site, a heading and one link) ->
  redirect-stub. Their URLs look exactly like the doc pages beside them; only the front matter
  (or the built HTML) tells them apart, so CONTENT_ONLY.json merges the two labels.
* /deeplink/main/ and /deeplink/search/ are the same "AntennaPod not installed" page (identical
  source, layout internal) -> deeplink-not-installed. /deeplink/subscribe/ has a page of its own
  (subscribe form filled by script) -> one-off.
* The section fronts /blog/, /events/, /documentation/, /contribute/, /features/, /media-kit/
  (layout internal, each with its own markup) and the plain pages /about/, /download/,
  /license/, /privacy/ (layout page, unrelated content) -> one-off, as in the other sites.
* /assets/css/main.css and main.css.map are listed as <loc> in every language sitemap (the
  translated copies /xx/assets/... exist in the build too) -> non-page-asset.
* / and /xx/ -> home (layout homepage).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ('da', 'de', 'es', 'fa', 'fr', 'it', 'ja', 'nl')
_L = r'^(?:/(?:da|de|es|fa|fr|it|ja|nl))?'
RULES = [
    (_L + r'/assets/css/main\.css(?:\.map)?$', 'non-page-asset'),
    (_L + r'/blog/\d{4}/\d{2}/[^/]+$', 'blog-post'),
    (_L + r'/events/(?:\d{4}/\d{2}/[^/]+|community-call|needs-decision)$', 'event-page'),
    (_L + r'/contribute/(?:design|donate|support|test)$', 'redirect-stub'),
    (_L + r'/(?:documentation|contribute)/[^/].*[^/]$', 'doc-page'),
    (_L + r'/deeplink/(?:main|search)/$', 'deeplink-not-installed'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
