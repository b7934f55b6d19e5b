#!/usr/bin/env python3
"""Ground-truth page-type labels for nwea (a Simply Static export of NWEA's rebuilt WordPress site).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path; the site root
is "home". See ../../LABELING.md (bench/corpus/LABELING.md in the corpus).

NWEA (Northwest Evaluation Association, Portland, Oregon) is a not-for-profit K-12 assessment
and education research organisation (MAP Growth tests). The repository nwea-dot-org/nwea-rebuild-static
holds a static export of the rebuilt www.nwea.org made with the Simply Static plugin from the
staging CMS review.cms-dev.nwea.org: WordPress 6.0.3 on a Bedrock layout (/app/, /wp/), the
Understrap child theme "inboots" 3.0.0-alpha.1, Yoast SEO (plugins/seo), The Events Calendar
Pro, Page Links To, a resource-library plugin and NWEA's own custom post types and
taxonomies. 37 commits on 2022-10-31..2022-11-02 ("Init commit", "Build 11-1-2022", then
"Added/Updated simply-static-1-<timestamp>"); the saved commit c4f8dfd (2022-11-02, tip of
main) only changes index.html after the last change to the sitemaps (5c265df). Simply Static
was set to root-relative URLs, so every <loc> is a bare path ("/", "/research/") and the
canonical links are relative too; host www.nwea.org is the site's public domain (NWEA's own
absolute links in the pages use https://www.nwea.org/ and, in the Yoast JSON-LD, the staging
host). The export holds the 19 Yoast child sitemaps at the root but not sitemap_index.xml
(nor main-sitemap.xsl or robots.txt). 1518 <url> entries, 1518 distinct URLs, all with
lastmod; 1517 have a built index.html in the export.

Evidence: the committed HTML of every listed URL at the commit in SOURCE.json, read from the
git snapshot before any clustering: (a) the <body> class (WordPress template hierarchy:
single-<post type>, archive tax-<taxonomy>, post-type-archive-<type>, page-template-*, blog,
home), grouped per child sitemap; (b) an outline of the markup between the site header and the
footer (three to six levels, numbers dropped), grouped per child sitemap; (c) for pages, the
Gutenberg blocks of div.entry-content. Every multi-page label's pages agree on (a) and on (b)
up to optional parts named below.
* post-sitemap: 238 posts /news-center/<category>/<slug>/ (press-releases 170, nwea-news 50,
  mentions 18; body single-post; div#single-wrapper > main + aside#right-sidebar with two
  block widgets) -> news-post. The 239th entry,
  /news-center/press-releases/u-s-department-of-education-greenlights-gmap-...-innovation/,
  has no file in the export (the slug runs to 212 characters) -> not-found (judgement call,
  as atsurgical's unexported products: the published tree is the site, and it has no page
  there; the export's custom-404/ page is not listed). /news-center/ (body blog: featured
  news, category pills, filter target) -> one-off /news-center/.
* category-sitemap: 3 news category archives /news-center/category/<term>/ (body archive
  category; div#archive-wrapper) -> news-category-listing.
* publication-sitemap: 336 research publications /research/publication/<slug>/ (body
  single-publication research-component; section.maincol + right-rail; 269 of them open with a
  featured full-width hero, 67 do not: the hero is optional) -> publication-detail. Three
  slugs carry percent-encoded U+2010 hyphens / U+FB01 ligatures. /research/publication/
  (body blog research-component: filter bar + publication list) -> one-off.
* researcher-sitemap: 47 researcher profiles /research/our-researchers/<slug>/ (body
  single-researcher; section.researcher.maincol + right-rail; optional hero in 18) ->
  researcher-profile. /research/our-researchers/ (post-type-archive-researcher, a filterable
  researcher table) -> one-off.
* resource-sitemap: 172 legacy resources /resources/<slug>/ (body single-resource;
  div#single-wrapper > main > article.resource + rows of links, no sidebar; the article
  classes vary with the resource's terms) -> resource-detail: a content type of its own, so
  not news-post although both sit in #single-wrapper (LABELING rule 4). /resources/
  (post-type-archive-resource) -> one-off.
* library_resource-sitemap: 351 resource-library items /resource-center/resource/<slug>/
  (body single-library_resource resourcelib; section.maincol + right-rail; 135 of them add
  the #gated modal download form) -> resource-library-item (judgement call: gated and open
  items are one template, the modal is an optional part). /resource-center/ (body blog
  resourcelib: featured content, topic grid, filter bar, list) -> one-off.
* Taxonomy term archives, one label per taxonomy (LABELING rule 5; the child sitemap names
  the taxonomy and the URL prefix agrees):
  - research_theme-sitemap 27 /research/theme/<term>/ -> research-theme-listing and
    publication_type-sitemap 16 /research/type/<term>/ -> publication-type-listing: both on
    the research list layout (div.bannerwrap, filter container, maincol + right-rail), two
    taxonomies, two labels (as atsurgical's product categories and tags);
  - research_center-sitemap 5 /research/center/<term>/ -> research-center-listing: one
    centre template (maincol + primary right rail, latest research, filter and list) whose
    hero (full-width hero, parallax banner or none) and team-member block are optional;
  - research_collection-sitemap 43 /research/collection/<n>/ (numeric terms) ->
    research-collection-listing; product_focus-sitemap 17 /news-center/resource/product/<term>/
    -> product-focus-listing; resource_type-sitemap 6 /news-center/resource/type/<term>/ ->
    resource-type-listing: all three on the theme's generic archive (div#archive-wrapper,
    like the news categories);
  - resource library taxonomies on the resource-library archive (topic container, filter
    container, maincol + right-rail; the collection terms add a header row):
    resourcelib_topic 41 /resource-center/topic/<term>/ -> resourcelib-topic-listing,
    resourcelib_topic_primary 16 /resource-center/primary-topic/<term>/ ->
    resourcelib-primary-topic-listing, resourcelib_type 16 /resource-center/type/<term>/ ->
    resourcelib-type-listing, resourcelib_product 9 /resource-center/product/<term>/ ->
    resourcelib-product-listing, resourcelib_grade_level 4 /resource-center/grade-level/<term>/
    -> resourcelib-grade-level-listing, resourcelib_collection 3
    /resource-center/collection/<term>/ (one child term .../the-continuing-educator/season-2/)
    -> resourcelib-collection-listing.
* page-sitemap (162): WordPress pages. All but three use the theme's full-width page
  template (page-template-fullwidthpage, no sidebar) and are composed from Gutenberg blocks,
  so the template alone does not tell them apart; as in the other WordPress sites of the
  corpus a page is a one-off by its path, except where a set of pages is built from one
  block composition (judgement calls, as atsurgical's FAQ child pages):
  - 36 people pages built around NWEA's bio block (div.container.bio_content > .bio, with
    .bio_meta for the academic-services consultants): 13 /about/executive-officers/<name>/,
    7 /about/board-of-directors/<name>/ and 16 root-level consultant and content-advocacy
    bios (/maria-wallevand/, /adam-withycombe-ded/, ..., /ted-coe-phd/; some with a cover
    block above the bio) -> bio-page. /jungnam-kim-phd/ is a bio written as plain paragraphs
    without the bio block (the researcher's real profile is
    /research/our-researchers/jungnam-kim-phd/) -> kept one-off; /test-bio-content/ (a
    bio block filled with placeholder text) and /test-bio-collection/ are test pages on the
    default page template (page-template-default with the right sidebar) -> one-off each.
  - 51 state pages /state-solutions/<state>/ (the 50 states and District of Columbia,
    children of /state-solutions/; the same
    sequence of blocks: intro columns with the state image, buttons group, cover with
    columns; Texas, California, Ohio and a few others add more sections) -> state-solutions-page;
    the parent /state-solutions/ is one-off.
  - 5 webinar registration thank-you pages /thank-you-<topic>/ (the same short body: "Thank
    You", event date/time fields, an optional "You might be interested in" row) ->
    event-thank-you-page.
  - /nwea-home-2/ is a draft copy of the home page's block composition (98% of the text
    identical; body class page instead of home) -> home (judgement call, like atsurgical's
    /my-account-2/).
  - Everything else is one-off by its path: product and solution pages (/map-growth/,
    /the-map-suite/, /schools/<type>/, ...), research report landings
    (/do-high-flyers-maintain-their-altitude/, /poverty-and-school-performance/, ...), the
    two people index pages /about/executive-officers/ and /about/board-of-directors/, about,
    careers, events, contact, privacy and /research/ (body blog research-component: the
    research landing with centres, latest research and right rail). The root / (body home,
    front page on the full-width template) -> home.
* No listed URL is a redirect stub (the export's meta-refresh files, e.g. /research/theme/*/page/1/,
  are not listed) and none is an image or feed.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
BIOS = ('maria-wallevand|adam-withycombe-ded|cindy-jiban-phd|mary-resanovich-ms|tammy-baumann-phd'
        '|teresa-krastel-phd|chase-nordengren-phd|chris-hardin-edd|elise-m-guest-edd'
        '|heather-davis-schmidt-edd|jamie-valenzuela-mumau-edd|mesha-greene|nicole-sherrin-kessler'
        '|robert-thornell-edd|miah-daughtery-edd|ted-coe-phd')
RULES = [
    (r'^/$', 'home'),
    (r'^/nwea-home-2/$', 'home'),
    (r'^/news-center/press-releases/u-s-department-of-education-greenlights-gmap-and-nwea-partnership'
     r'-for-innovative-assessment-pilot-georgia-districts-to-partner-with-nwea-to-make-assessments'
     r'-better-for-students-as-part-of-innovation/$', 'not-found'),
    (r'^/news-center/(?:press-releases|nwea-news|mentions)/[^/]+/$', 'news-post', r'^post-sitemap\.xml$'),
    (r'^/news-center/category/[^/]+/$', 'news-category-listing', r'^category-sitemap\.xml$'),
    (r'^/research/publication/[^/]+/$', 'publication-detail', r'^publication-sitemap\.xml$'),
    (r'^/research/our-researchers/[^/]+/$', 'researcher-profile', r'^researcher-sitemap\.xml$'),
    (r'^/resources/[^/]+/$', 'resource-detail', r'^resource-sitemap\.xml$'),
    (r'^/resource-center/resource/[^/]+/$', 'resource-library-item', r'^library_resource-sitemap\.xml$'),
    (r'^/research/theme/[^/]+/$', 'research-theme-listing', r'^research_theme-sitemap\.xml$'),
    (r'^/research/type/[^/]+/$', 'publication-type-listing', r'^publication_type-sitemap\.xml$'),
    (r'^/research/center/[^/]+/$', 'research-center-listing', r'^research_center-sitemap\.xml$'),
    (r'^/research/collection/[^/]+/$', 'research-collection-listing', r'^research_collection-sitemap\.xml$'),
    (r'^/news-center/resource/product/[^/]+/$', 'product-focus-listing', r'^product_focus-sitemap\.xml$'),
    (r'^/news-center/resource/type/[^/]+/$', 'resource-type-listing', r'^resource_type-sitemap\.xml$'),
    (r'^/resource-center/topic/[^/]+/$', 'resourcelib-topic-listing', r'^resourcelib_topic-sitemap\.xml$'),
    (r'^/resource-center/primary-topic/[^/]+/$', 'resourcelib-primary-topic-listing',
     r'^resourcelib_topic_primary-sitemap\.xml$'),
    (r'^/resource-center/type/[^/]+/$', 'resourcelib-type-listing', r'^resourcelib_type-sitemap\.xml$'),
    (r'^/resource-center/product/[^/]+/$', 'resourcelib-product-listing', r'^resourcelib_product-sitemap\.xml$'),
    (r'^/resource-center/grade-level/[^/]+/$', 'resourcelib-grade-level-listing',
     r'^resourcelib_grade_level-sitemap\.xml$'),
    (r'^/resource-center/collection/(?:[^/]+/)+$', 'resourcelib-collection-listing',
     r'^resourcelib_collection-sitemap\.xml$'),
    (r'^/about/(?:executive-officers|board-of-directors)/[^/]+/$', 'bio-page', r'^page-sitemap\.xml$'),
    (r'^/(?:' + BIOS + r')/$', 'bio-page', r'^page-sitemap\.xml$'),
    (r'^/state-solutions/[^/]+/$', 'state-solutions-page', r'^page-sitemap\.xml$'),
    (r'^/thank-you-[^/]+/$', 'event-thank-you-page', r'^page-sitemap\.xml$'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
