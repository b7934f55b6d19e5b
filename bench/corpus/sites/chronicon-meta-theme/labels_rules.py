#!/usr/bin/env python3
"""Ground-truth page-type labels for chronicon-meta-theme (online-archives.github.io/chronicon-archive-example/).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(here the site's sub-path /chronicon-archive-example/ removed, see below); the site root is
"home". See ../../LABELING.md.

A static, read-only archive of a Discourse forum: the Theme category (id 61) of
meta.discourse.org, the Discourse project's own community forum - 65 topics (theme
announcements and their support threads, 2014-2026), 2537 posts, 596 users. It was made by
Chronicon v1.0.0 (github.com/19-84/chronicon; every templated page's footer links to it, the
home page names the version), a Python archiver that reads a Discourse through its JSON API
into SQLite and renders Jinja2 templates (templates/base.html, index.html, topic_index.html, category.html, topic.html, user.html,
user_index.html, search.html; exporter src/chronicon/exporters/html_static.py, read at the
generator's commit 44d7271 of the same day). The repository online-archives/
chronicon-archive-example holds .chronicon.toml (canonical_base_url
https://online-archives.github.io/chronicon-archive-example, include_users = true, static
search, "hybrid" format = HTML plus md/), the GitHub Actions workflows (deploy-pages.yml
uploads archives/ as the GitHub Pages site, served under the project sub-path) and the whole
export in archives/. Commit 7971c272 (2026-03-05) is the newest; its sitemap and robots blobs
are those of the initial archive commit. archives/sitemap.xml is Chronicon's
generate_sitemap(): home, latest pages, /top/index.html, top-by-replies and top-by-views pages,
category pages, topic pages, user pages, the search page; archives/robots.txt names it.
706 distinct URLs, every one with a built file under archives/.

Evidence: the built HTML of every listed URL (read from the git snapshot before any
clustering): an outline of <main id="main-content"> three levels deep, grouped by URL family,
checked against the templates. Every page but the redirect goes through base.html (site
header with Latest / Top / Views / search links and theme toggle, skip link, main.container,
footer); the page type is the first div inside main:
* div.topic-page (topic.html: breadcrumb, header.topic-header with h1 and topic-meta, div.posts
  of article.post, pagination bars when the topic has more than one page) -> forum-thread:
  65 first pages /t/<slug>/<id> (listed without trailing slash or extension, built as
  /t/<slug>/<id>/index.html; GitHub Pages answers the bare folder URL with a redirect to the
  slash form, which shows this page) and 34 later pages /t/<slug>/<id>/page-N.html (50 posts a
  page) of the 12 long topics. 53 pages have no pagination bars, 46 have both; same template.
* div.user-profile (user.html: breadcrumb, header.user-header with avatar or
  avatar-placeholder and h1, section.user-posts with ul.user-post-list, pagination when the
  user has many posts) -> user-profile: 596 /u/<username> (built as /u/<username>/index.html;
  nine usernames are raw non-ASCII in the <loc>: Alex_王, Cécile_Savoie, ばこん, 楚人西 ...).
  583 plain, 8 with the avatar placeholder, 5 with pagination bars (their page-2.html files
  are not in the sitemap); same template.
* div.topic-index-page (topic_index.html: breadcrumb, header.index-header, pagination,
  section.topic-list, pagination) -> topic-list: /latest/index.html and /latest/page-2.html
  (newest first), /top/replies/index.html, /top/replies/page-2.html, /top/views/index.html,
  /top/views/page-2.html. One template filled with three orderings of the same topics.
* div.category-page (category.html: breadcrumb, header.category-header with a colour bar and
  category-stats, pagination, section.topic-list) -> category-listing: /c/theme/61/index.html
  and /c/theme/61/page-2.html (the archive holds one category).
* One-offs: the root (index.html: div.homepage with statistics, date range, category grid,
  top contributors, top by views, top by replies, recent topics, archive info) -> home;
  /search.html (search.html: div.search-page, a client-side search box over search_index.json).
Judgement calls:
* /top/index.html is not rendered through a template: generate_top_indexes() writes a bare
  HTML document with <meta http-equiv="refresh" content="0; url=replies/index.html"> and a
  "Redirecting to top topics by replies" link -> redirect-stub (the site's "Top" nav link
  points at it).
* The category page and the topic lists show the same ul of topic rows but are rendered by two
  templates (category.html vs topic_index.html) with different headers (category colour bar
  and stats vs a plain index header) -> two labels, category-listing and topic-list, although
  the category listing has only two pages.
* Latest, top-by-replies and top-by-views differ only in sort order and heading -> one
  topic-list label (LABELING rule 5: several listings of one layout share a label); their
  page-2.html files take the label of the list they paginate.
* Topic continuation pages page-N.html are the same topic.html with other posts ->
  forum-thread, like the first pages; users with or without avatar/pagination likewise stay
  one user-profile label.
* Not listed, not labelled: /u/index.html and /u/page-2..12.html (user_index.html, the member
  directory), users' page-N.html files, md/ (Markdown copy), search_index.json.
* Sub-path: every URL is below https://online-archives.github.io/chronicon-archive-example/.
  The helper's prefix stripping (LANG below, meant for language prefixes) removes it from
  one-off labels, so the search page is labelled /search.html and the root is home; there
  are no language trees.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ('chronicon-archive-example',)  # the GitHub Pages sub-path, stripped from one-off labels
R = r'^/chronicon-archive-example'
RULES = [
    (R + r'/top/index\.html$', 'redirect-stub'),
    (R + r'/t/[^/]+/\d+(?:/page-\d+\.html)?$', 'forum-thread'),
    (R + r'/u/[^/]+$', 'user-profile'),
    (R + r'/(?:latest|top/replies|top/views)/(?:index|page-\d+)\.html$', 'topic-list'),
    (R + r'/c/[^/]+/\d+/(?:index|page-\d+)\.html$', 'category-listing'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
