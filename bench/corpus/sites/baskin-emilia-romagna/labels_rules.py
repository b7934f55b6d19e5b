#!/usr/bin/env python3
"""Ground-truth page-type labels for baskin-emilia-romagna (baskinemiliaromagna.github.io).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Site of Baskin Emilia-Romagna (inclusive-basketball association; formerly
www.baskinemiliaromagna.it): WordPress 6.2.2 + SportsPress 2.7.16, Rookie theme with a child
theme, exported to static HTML with Simply Static and served by GitHub Pages. Yoast SEO
sitemap index (sitemap_index.xml, byte-identical sitemap.xml) with 13 children: 222 <loc>
entries, 221 distinct URLs (the root is listed in both post- and page-sitemap), every one
with an exported index.html in the repository (checked).

Evidence: the committed HTML of EVERY listed URL, read from the git snapshot at the commit in
SOURCE.json: (a) the <body> class (WordPress template hierarchy: single-<post type>,
archive tax-<taxonomy>/category/tag/author, page-template-*, home blog) and (b) an outline of
the <main id="main"> element (tag + structural classes of the first three levels, post/term
classes with ids dropped), grouped per child sitemap; every label's pages agree on (a), and on
(b) up to optional parts (pagination nav, comments area, featured image, term description).
How checked: a script read labels.json, looked up <path>/index.html of every labelled URL in
the snapshot (0 missing), and printed per label the template classes of the body class and
the number of distinct <main> outlines: each multi-page label has one body-class template
marker (blog-post also single-format-standard/-image), no page has a meta refresh.
* Root -> home (body "home blog": the posts page; listed in both post- and page-sitemap).
* post-sitemap.xml, /YYYY/MM/DD/<slug>/ -> blog-post (37, all "post-template-default single
  single-post", article > div.single-entry, post-navigation; three are image-format posts and
  one has a featured image: variants of the same template).
* sp_event-sitemap.xml, /partite/<slug>/ -> match-event (69, "single-sp_event"; logos,
  details, venue map, results, performance sections).
* sp_team-sitemap.xml, /squadre/<slug>/ -> team-profile (6, "single-sp_team").
* sp_calendar-sitemap.xml, /calendari/<slug>/ -> event-calendar (3, "single-sp_calendar": a
  fixtures/results list) and sp_table-sitemap.xml, /classifiche/<slug>/ -> league-table (3,
  "single-sp_table": a standings table). Judgement call: both (and the single sp_list page)
  have the same outer outline (entry header + sp-section-content-content + -data), but they
  are different SportsPress content types with different data blocks (event list vs
  standings table vs player list), so they get different labels (LABELING rule 4). The one
  player list /roster/elenco-giocatori/ ("single-sp_list") is a one-off.
* sp_venue-sitemap.xml, /campi/<slug>/ -> venue-listing (9, "archive tax-sp_venue": an
  OpenStreetMap block above the venue's event list; the venue taxonomy archive).
* sp_league-sitemap.xml, /campionati/<slug>/ -> league-listing (2, "archive tax-sp_league")
  and sp_season-sitemap.xml, /stagioni/<slug>/ -> season-listing (2, "archive tax-sp_season";
  /stagioni/2021-2022/ lists a table and a calendar entry instead of events, so it lacks the
  event-logo block and pagination: same archive template, other content).
  Judgement call: both render the theme's generic archive (page header, list of articles
  with event logos, paging nav); kept as two labels because they are two taxonomies, as the
  corpus does for category and tag archives that share a list layout (roundhousekick).
* category-sitemap.xml, /category/<slug>/ and /category/<parent>/<child>/ -> category-listing
  (4, "archive category"; two show a taxonomy description above the list: same template).
* post_tag-sitemap.xml, /tag/<slug>/ -> tag-listing (76, "archive tag").
* The single author archive /author/admin-2-2-2-2-2/ ("archive author") -> one-off.
* Pages (page-sitemap.xml) stay one-off, as pages do in the other WordPress sites of the
  corpus: /portale/ (page-template-homepage, widget homepage), /marche/
  (page-template-fullwidth with SportsPress widgets), and five default-template pages with
  their own content: /cosa-e-il-baskin/ (block columns), /archivio/ (block group),
  /privacy/ and /cookie-policy-ue/ (legal text), /notizie/ (a page with only its title).
  Judgement call: /privacy/ and /cookie-policy-ue/ are both plain-text legal pages of the
  default page template; following the other sites they stay one-off.
* No listed URL is a redirect stub, a 404 page or an asset (all exports are full pages,
  44-102 kB).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', 'home'),
    (r'^/\d{4}/\d{2}/\d{2}/[^/]+/$', 'blog-post', r'^post-sitemap\.xml$'),
    (r'^/partite/[^/]+/$', 'match-event', r'^sp_event-sitemap\.xml$'),
    (r'^/squadre/[^/]+/$', 'team-profile', r'^sp_team-sitemap\.xml$'),
    (r'^/calendari/[^/]+/$', 'event-calendar', r'^sp_calendar-sitemap\.xml$'),
    (r'^/classifiche/[^/]+/$', 'league-table', r'^sp_table-sitemap\.xml$'),
    (r'^/campi/[^/]+/$', 'venue-listing', r'^sp_venue-sitemap\.xml$'),
    (r'^/campionati/[^/]+/$', 'league-listing', r'^sp_league-sitemap\.xml$'),
    (r'^/stagioni/[^/]+/$', 'season-listing', r'^sp_season-sitemap\.xml$'),
    (r'^/category/(?:[^/]+/)+$', 'category-listing', r'^category-sitemap\.xml$'),
    (r'^/tag/[^/]+/$', 'tag-listing', r'^post_tag-sitemap\.xml$'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
