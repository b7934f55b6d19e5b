#!/usr/bin/env python3
"""Ground-truth page-type labels for sinseonunse (www.sinseonunse.com).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Korean phone fortune-telling service (tarot, saju) on gnuboard5 with the Youngcart shop:
every counsellor is a shop item. The repo holds the site's PHP (bbs/, shop/, theme/basic
skins); board settings live in the database, not committed. The sitemap is an online
crawler's guest crawl, so gnuboard's habit of carrying list state (and stray parameters of
the page the link was found on) into links shows up as many query variants of few pages.
Judgement calls:
* shop/item.php?ca_id=<cat or empty>&it_id=N (counsellor profile) -> counsellor-detail; the
  same counsellor under two ca_id values is listed twice, both the same page.
* shop/list.php?ca_id=N[&ht_no=][&sortodr=desc] (category list; ht_no is the hashtag filter
  of shop/list.php, sortodr the sort) -> category-listing.
* shop/itemuseform.php?it_id=N&is_cat2=.. (write-a-review popup) -> review-form;
  shop/itemqaform.php?it_id=N&is_cat2=.. (ask-a-question popup) -> question-form: two
  scripts with their own skins, each repeated per counsellor.
* shop/itemuselist.php[?gubun=..] (all reviews, filtered by counselling kind) ->
  review-listing.
* Boards: each board is its own template pair (theme/basic/skin/board has best, event_form,
  basic, ...). bbs/board.php?bo_table=notice&wr_id=6 plus the variants the crawler made of
  it (&fm_id=, &gubun=, &sst/sod/sop/page= carried from the page the link sat on) all show
  that one notice -> notice-post; bo_table=notice lists (page=, sort) -> notice-listing;
  bo_table=best -> best-listing, its post -> best-post; bo_table=event -> event-listing.
* bbs/faq.php?fm_id=N (FAQ groups, one FAQ skin) -> faq-listing. bbs/faq2.php?fm_id=3 is a
  customised copy of the FAQ script -> one-off (its label keeps the query, as every
  one-off label here does).
* bbs/content.php?co_id=provision|privacy (gnuboard content pages, one content skin) ->
  content-page.
* /index.php shows the home page -> home. /shop/ is the theme's shop index, a layout of its
  own -> one-off. One-off: payment, free-counsel pages, register/login/lost-id/password forms,
  bbs/qalist.php, bbs/write.php?bo_table=event_form (event application form).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/index\.php$', 'home'),
    (r'^/shop/item\.php\?ca_id=\d*&it_id=\d+$', 'counsellor-detail'),
    (r'^/shop/list\.php\?ca_id=\d+', 'category-listing'),
    (r'^/shop/itemuseform\.php\?it_id=\d+', 'review-form'),
    (r'^/shop/itemqaform\.php\?it_id=\d+', 'question-form'),
    (r'^/shop/itemuselist\.php(\?|$)', 'review-listing'),
    (r'^/bbs/board\.php\?bo_table=notice&wr_id=\d+', 'notice-post'),
    (r'^/bbs/board\.php\?bo_table=notice(&|$)', 'notice-listing'),
    (r'^/bbs/board\.php\?bo_table=best&wr_id=\d+', 'best-post'),
    (r'^/bbs/board\.php\?bo_table=best(&|$)', 'best-listing'),
    (r'^/bbs/board\.php\?bo_table=event(&|$)', 'event-listing'),
    (r'^/bbs/faq\.php\?fm_id=\d+$', 'faq-listing'),
    (r'^/bbs/content\.php\?co_id=\w+$', 'content-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
