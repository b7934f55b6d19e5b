#!/usr/bin/env python3
"""Ground-truth page-type labels for stavropolboard (stavropolboard.ru).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Russian classifieds board of Stavropol: a PHP board script ("jb_" tables) whose web root is
the repository. Evidence: the .htaccess rewrite rules (every *.html name maps to
index.php?op=...), index.php (which include renders each op) and the category table of the
committed MySQL dump (read for category ids only). Two sitemap generators overlap:
sitemap.xml is a 500-URL crawl by an online generator (http:// and https://, adds ?PageSpeed=noscript
variants, assets and stray links); sitemap_cat / _podcat / _news / _page / _index.xml come from
the site's own a/create_sitemap.php (https:// only; sitemap_index.xml is a <urlset>, not an index).
* /c<id>.html -> index.php?id_cat=<id>. A category with child_category=1 in the dump renders
  inc/list_subcat.inc.php (a list of its subcategories): the ten root categories 1, 2, 3, 4, 7,
  8, 9, 12, 192, 218 -> category-index; exactly the ten URLs of sitemap_cat.xml. Every other
  category renders inc/list_ads.inc.php -> ad-listing (the 65 URLs of sitemap_podcat.xml and
  their pages /c<id>-p<N>.html). Only the child sitemap (or the dump) tells the two apart: the
  crawl sitemap lists both, so the rule names the root ids.
* /c<cat>-<id>.html -> index.php?id_cat=&id_mess= -> inc/message.inc.php -> ad-detail.
* /newlist.html and /newlist-p<N>.html (op=newlist, inc/last_add.inc.php: newest ads of all
  categories) -> new-ads-listing; its own include, so not merged with ad-listing.
* /n<id>-<translit title>.html (op=news&id=) -> news-article (/n13-121.html has a numeric title).
* /p<id>.html (op=content: user agreement, advertising, FAQ, ...) -> content-page: one include
  renders every content page (title + text), so they share a label rather than being one-off.
* /goto-<id>.html -> core/redirect.php?id= (sends the visitor to an ad's external link): an
  action URL, not a page layout -> goto-redirect.
* ?PageSpeed=noscript is mod_pagespeed's no-script rendering of the same page (rule 7,
  equivalent URLs): such a URL takes the label of the URL without the query; one-offs drop the
  query too (/contacts.html?PageSpeed=noscript -> /contacts.html). http:// and https:// copies
  share a label.
* /images/A.style.css.pagespeed.cf.<hash>.css is a stylesheet -> non-page-asset.
* One-off: home, /new.html (post-an-ad form), /login.html, /contacts.html, /informers.html,
  /404.php (the not-found script itself), /www.liveinternet.ru/click (a counter link the crawler
  resolved as a relative path: it would show the 404 page, kept as its own one-off).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
NOSCRIPT = r'(?:\?PageSpeed=noscript)?$'
ROOT_CATEGORIES = '1|2|3|4|7|8|9|12|192|218'
RULES = [
    (r'^/c(?:%s)\.html' % ROOT_CATEGORIES + NOSCRIPT, 'category-index'),
    (r'^/c\d+(?:-p\d+)?\.html' + NOSCRIPT, 'ad-listing'),
    (r'^/c\d+-\d+\.html' + NOSCRIPT, 'ad-detail'),
    (r'^/newlist(?:-p\d+)?\.html' + NOSCRIPT, 'new-ads-listing'),
    (r'^/n\d+-[^/]+\.html' + NOSCRIPT, 'news-article'),
    (r'^/p\d+\.html' + NOSCRIPT, 'content-page'),
    (r'^/goto-\d+\.html$', 'goto-redirect'),
    (r'\.css$', 'non-page-asset'),
    (r'^/$', 'home'),
    (r'^(/[^?]+)\?PageSpeed=noscript$', '{0}'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
