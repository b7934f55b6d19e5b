#!/usr/bin/env python3
"""Ground-truth page-type labels for niconicomall (www.niconicomall.com).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Korean buying-agent shop for Japanese medicines, cosmetics and food on gnuboard5 with the
Youngcart shop. The repo holds the site's PHP (bbs/, shop/, mobile/, theme/basic with its
mobile/ tree) and a MySQL dump of the live database (jp1.sql, config title "NICONICO MALL"),
which settles what the scripts alone cannot: all four boards in the sitemap (notice, qa,
review, unidentified) use the 'basic' skin on PC and on mobile (g5_board), every shop
category uses list.10.skin.php (g5_shop_category), every content page the 'basic' content
skin (g5_content). The sitemap (shop/sitemap.xml) is a Web-Site-Map.com crawl as a guest, so
gnuboard's habit of carrying list state (sst/sod/sop/page, sfl/stx searches, sca category)
into links shows up as many query variants of few templates. Judgement calls:
* device=mobile / device=pc. common.php switches the whole site to the mobile tree
  (mobile/, theme/basic/mobile/: separate skins and layout, not a responsive variant of the
  PC page) when a request carries device=mobile, and back with device=pc; the crawler
  followed the PC/mobile switch links on every page. A URL with device=mobile is therefore
  the mobile template of its page -> "<label>-mobile" (one-off pages: their path plus
  "?device=mobile", the default one-off label). A URL with device=pc shows the PC page, the
  same as the URL without it (equivalent URLs, LABELING rule 7).
* / and /shop/ both render the shop front (theme/basic/index.php includes the shop index when
  G5_COMMUNITY_USE is false, as theme.config.php sets) -> home; /shop/?device=mobile ->
  home-mobile.
* shop/item.php?it_id=X -> item-detail. shop/largeimage.php?it_id=X&no=N (the enlarged
  product image window, its own skin largeimage.skin.php) -> large-image-popup.
* shop/itemuseform.php?it_id=X (write-a-review window) -> review-form and
  shop/itemqaform.php?it_id=X (ask-a-question window) -> question-form: two scripts with
  their own skins, one URL per product. A guest is shown the scripts' "members only"
  alert_close instead of the form; labelled by the page the script exists to show, as the
  corpus's other Youngcart shop does.
* shop/list.php?ca_id=N[&sortodr=][&page=] -> category-listing (sort and page only change
  list state; top and sub categories share the list skin).
* shop/search.php?q=..[&page=] and its advanced-search form of links (qname=&qexplan=&...)
  -> search-results (one script, one skin).
* bbs/board.php?bo_table=<any of the four>&..&wr_id=N -> board-post; without wr_id ->
  board-listing (one 'basic' skin for all four boards, so boards are not told apart).
* bbs/write.php?bo_table=qa|review|unidentified (write level 1: guests may post) ->
  board-write-form.
* bbs/content.php?co_id=.. (nine content pages, all 'basic' content skin) -> content-page.
* bbs/faq.php and bbs/faq.php?fm_id=N (FAQ groups; without fm_id the first group) ->
  faq-listing.
* bbs/view_image.php?fn=<editor image URL> (gnuboard's image viewer window) -> image-viewer.
* One-off: shop/cart.php, couponzone.php, personalpay.php, itemuselist.php (all reviews),
  itemqalist.php (all product questions), bbs/login.php, register.php, password_lost.php,
  qalist.php (1:1 inquiries; a guest is sent to log in).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
# page templates that exist on PC and on mobile: (start of "path?query", label)
TEMPLATES = [
    (r'^/shop/item\.php\?it_id=\w+', 'item-detail'),
    (r'^/shop/list\.php\?ca_id=\d+', 'category-listing'),
    (r'^/shop/search\.php\?', 'search-results'),
    (r'^/bbs/board\.php\?bo_table=\w+&(?:.*&)?wr_id=\d+', 'board-post'),
    (r'^/bbs/board\.php\?bo_table=\w+', 'board-listing'),
    (r'^/bbs/write\.php\?bo_table=\w+', 'board-write-form'),
    (r'^/bbs/content\.php\?co_id=\w+', 'content-page'),
    (r'^/bbs/faq\.php', 'faq-listing'),
]
ON_MOBILE = r'(?=.*[?&]device=mobile(?:&|$))'

RULES = [
    (r'^/(?:shop/)?$', 'home'),
    (r'^/shop/\?device=mobile$', 'home-mobile'),
    (r'^/shop/\?device=pc$', 'home'),
    (r'^/shop/largeimage\.php\?it_id=\w+', 'large-image-popup'),
    (r'^/shop/itemuseform\.php\?it_id=\w+', 'review-form'),
    (r'^/shop/itemqaform\.php\?it_id=\w+', 'question-form'),
    (r'^/bbs/view_image\.php\?fn=', 'image-viewer'),
]
for start, label in TEMPLATES:
    RULES += [(start + ON_MOBILE, label + '-mobile'), (start, label)]
# a one-off page's device=pc link shows the PC page: label it by its bare path
RULES.append((r'^(/[^?]*)\?device=pc$', '{0}'))

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
