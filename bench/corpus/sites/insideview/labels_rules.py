#!/usr/bin/env python3
"""Ground-truth page-type labels for insideview (www.insideview.biz, virtual tours of Gambian businesses).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md.

InsideVIEW ("Show the interior of your business to the world!") sells Google Street View /
360-degree virtual tours to businesses, mostly hotels, restaurants, bars, apartments, malls and
massage studios in the Gambia, and keeps a small news blog (Google My Business, view counts,
press releases). It is WordPress 5.7.2 with the AIT theme Business Finder 2 (businessfinder2:
every page is a stack of AIT "elements" - text, google-map, columns, portfolio, faq, posts,
content, comments - chosen per page; AIT Toolkit post types ait-portfolio-item and ait-item,
taxonomies ait-portfolios, ait-items, ait-locations), Yoast SEO and YARPP, exported with
StaticPress2019 (generator meta "WordPress 5.7.2 with StaticPress2019 ver.0.7.0") to
public/<path>/index.html in eduarddeboer/insideview-static. The repository holds only the
export: no PHP templates, so the built HTML is the evidence. Commit 4078a693 (2021-06-17, tip
of main); the sitemaps are unchanged since the first export caf07ee. public/sitemap.xml is the
Yoast sitemap index, children post, page, ait-portfolio-item, ait-item, category, post_tag,
ait-portfolios, ait-items, ait-locations: 136 <url> entries, 135 distinct URLs (the root is
listed in post- and page-sitemap), every one with a built index.html.

Evidence, read from the built page of every listed URL before any clustering: (a) the <body>
class (WordPress template hierarchy: single-post, single-ait-portfolio-item, archive
tax-ait-portfolios / category / tag / tax-ait-locations / tax-ait-items,
post-type-archive-ait-portfolio-item / -ait-item, page page-child parent-pageid-N, home blog,
plus the theme's element-<name> classes naming the page's AIT elements and its sidebar
setting); (b) an outline of the element sections inside div#main (section.elm-<element>-main,
four to seven levels, numbers dropped), grouped per child sitemap. Every page shares the same
header, main menu, footer and the right-hand sidebar (text, recent posts, menu widgets) unless
a page turns the sidebar off.
* ait-portfolio-item-sitemap: 40 /portfolio-item/<business>/ (single-ait-portfolio-item;
  div.detail-portfolio-content with the tour thumbnail/iframe, description and an accordion,
  post navigation; all 40 identical in outline) -> portfolio-item. Its first URL, the archive
  /portfolio-item/ (post-type-archive-ait-portfolio-item: a list of article.ait-portfolio-item
  with pagination, the same loop markup as the term pages below), is the post-type archive ->
  one-off /portfolio-item/ (as /shop/ is in atsurgical).
* ait-portfolios-sitemap: 14 /portfolios/<term>/ (archive tax-ait-portfolios; a loop of
  article.ait-portfolio-item, pagination on the larger terms gambia, hotels, restaurants) ->
  portfolio-category-listing.
* post-sitemap: the root (Yoast lists the home page first) and 17 posts. The permalink is
  /%category%/%postname%/: /news/<slug>/ (13), /general/<slug>/ (3), /tips/<slug>/ (1).
  All are single-post single-format-standard (article.content-block: hidden title, thumbnail,
  entry-content with the YARPP related list, footer, author box, post navigation; one adds a
  comments element, one a gallery, one an image block) -> blog-post. Posts and pages both have one- and two-level
  paths, so the child sitemap decides (file regex).
* category-sitemap: 4 /category/<term>/ (archive category; a loop of article.post, pagination
  on /category/news/) -> category-listing. post_tag-sitemap: 32 /tag/<term>/ (archive tag, the
  same loop) -> tag-listing (a different taxonomy, so a different label: LABELING rule 5).
* page-sitemap (22), all page-template-default; the elements decide:
  - /portfolio/<type>/ (10 child pages of /portfolio/: apartments, clubs, gambia,
    hardware-stores, hotels, malls, massage-studios, offices, restaurants, sportscenters): the
    AIT Portfolio element (div.elm-portfolio with ul.portfolio-items-wrapper, the tours of one
    ait-portfolios term as a thumbnail grid) -> portfolio-showcase-page. Judgement call: eight
    keep the right sidebar and have only the portfolio element; /portfolio/gambia/ and
    /portfolio/hotels/ switch the sidebar off and add an empty content element below the grid.
    Same page template and the same principal element, the sidebar being a per-page option ->
    one label (as atsurgical's attachment pages with and without the trailing block), not a
    two-page second label.
  - /frequently-asked-questions/ and its four children (eduard-de-boer, google-my-business,
    planning-virtual-tour, privacy): the AIT FAQ element (category sub-menu, a list of
    div.one-faq question/answer toggles of one FAQ category - "General" on the parent) above an
    empty content element -> faq-page. Judgement call: the parent is built exactly like its
    children (it is the "General" category's page), so it joins them rather than staying a
    one-off.
  - One-offs by path: / (home: text, google-map, columns and text elements, then the latest
    posts - body "home blog"), /about/ and /contact/ and /portfolio/ (content element only;
    /portfolio/ is a link list of the portfolio pages), /blog/ (the AIT Posts element, an item
    organizer of post boxes, above the content), /book-virtual-tour/ (a Calendly inline
    widget), /webform-test/ (a test page holding a SuiteCRM web-to-lead form).
* The AIT directory part was barely used (one listing, "The Winery"):
  - ait-locations-sitemap: /loc/gambia/ and /loc/kotu/ (archive tax-ait-locations:
    div.items-container with the item filters and AJAX list, comments element; the parent
    term Gambia adds its description and a block of sub-locations) -> item-location-listing.
  - ait-items-sitemap: /cat/restaurants/ (archive tax-ait-items, the same items-container
    layout but another taxonomy) -> one-off /cat/restaurants/.
  - ait-item-sitemap: /item/ (post-type-archive-ait-item: the item categories block above the
    items-container) -> one-off /item/; /item/the-winery/ (single-ait-item: item content,
    address columns, map, social buttons, header map/video, comments) -> one-off
    /item/the-winery/ (the only item).
* No listed URL is a redirect, a 404 page or a non-HTML file; no query URLs; no language tree.
* Not listed, though built: /author/admin/, /gambia/<business>/, /knowledge-base/...,
  /page/N/ and other folders of the export (collected as unlabelled pages).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', 'home'),
    (r'^/portfolio-item/[^/]+/$', 'portfolio-item', r'^ait-portfolio-item-sitemap\.xml$'),
    (r'^/portfolios/[^/]+/$', 'portfolio-category-listing', r'^ait-portfolios-sitemap\.xml$'),
    (r'^/category/[^/]+/$', 'category-listing', r'^category-sitemap\.xml$'),
    (r'^/tag/[^/]+/$', 'tag-listing', r'^post_tag-sitemap\.xml$'),
    (r'^/loc/[^/]+/$', 'item-location-listing', r'^ait-locations-sitemap\.xml$'),
    (r'^/[^/]+/[^/]+/$', 'blog-post', r'^post-sitemap\.xml$'),
    (r'^/portfolio/[^/]+/$', 'portfolio-showcase-page', r'^page-sitemap\.xml$'),
    (r'^/frequently-asked-questions/(?:[^/]+/)?$', 'faq-page', r'^page-sitemap\.xml$'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
