#!/usr/bin/env python3
"""Ground-truth page-type labels for homeofthechiefs-forum (www.homeofthechiefs.com/forums/).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Home of the Chiefs, a Kansas City Chiefs fan forum on Invision Power Board 3.x, installed
under /forums/ (the whole install is in the repo). Its SEO module wrote forums/sitemap.xml,
an index of three child sitemaps kept gzipped in forums/cache/ and saved here gunzipped:
sitemap_core_core.xml (the board index), sitemap_core_forums.xml (7 forums) and
sitemap_core_topics.xml (1175 topic URLs). Evidence, read before any clustering: the
friendly-URL table forums/cache/furlCache.php ('showforum' -> forum/<id>-<seo name>/,
'showtopic' -> topic/<id>-<seo name>/, 'varPage' => 'page-' for the page of a paginated
view), the sitemap plugins (admin/applications/core/extensions/sitemapPlugins/forums.php,
topics.php) and .htaccess (every path under /forums/ goes to index.php).
* /forums/ -> home: the board index, the root the sitemap lists (priority 1); the site's
  own root outside /forums/ is not in any sitemap.
* /forums/forum/<id>-<slug>/ -> forum-listing: the forum view (topic list of one forum).
  Judgement call: the sitemap plugin lists every guest-visible forum row, categories
  included, and /forum/20-forums/ is probably a category (its view lists subforums, not
  topics); nothing in the repo (no database dump) says which rows are categories, so all
  seven keep one label.
* /forums/topic/<id>-<slug>/ and its pages /forums/topic/<id>-<slug>/page-<N> ->
  forum-topic: one topic view; LABELING.md rule 5 gives a paginated page the label of what
  it paginates (500 topics, 675 further pages, up to page-47).
* forums/robots.txt is the board's own file (disallows legacy ?act= URLs); no listed URL is
  disallowed by it. No URL carries a query string and none is listed twice.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/forums/$', 'home'),
    (r'^/forums/forum/\d+-[^/]*/$', 'forum-listing'),
    (r'^/forums/topic/\d+-[^/]*/(?:page-\d+)?$', 'forum-topic'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
