#!/usr/bin/env python3
"""Ground-truth page-type labels for pointerpodcast (pointerpodcast.it).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path; the site root
is "home". See ../../LABELING.md (bench/corpus/LABELING.md).

PointerPodcast ("Puntatori alla tecnologia", pointerpodcast.it) is an Italian technology
podcast started in 2019 by three computer-science students (Alessandro, Eugenio, Luca): about
300 weekly episodes, many with guests, each guest with a profile page listing their episodes.
The repository PointerPodcast/PointerSite (branch master) holds the Hugo sources (config.toml:
baseurl https://pointerpodcast.it, theme hugo-theme-stack-podcast, a git submodule = the Stack
theme with the site's podcast/guest layouts; permalinks post = /p/:slug/, page = /:slug/;
site layouts/partials for the guest details and sidebar widgets; content/post/<n>/index.md
episodes, content/page/*.md pages, content/page/guests/<slug>/<slug>.md guests, data/guests/)
and two builds: docs/ (the published one, baseURL https://pointerpodcast.it, CNAME
pointerpodcast.it, generator Hugo 0.164.0, deployed by a git pull on the maintainers' server)
and public/ (a local `hugo server` build with http://localhost:1313/ URLs; not used).
The saved commit 5cc1c37 (2026-07-19, "Adds episode 300", the newest on master) rebuilds
docs/; its docs/sitemap.xml is Hugo's built-in sitemap (one <urlset>, <lastmod> on 314 of 381
<url> entries - not on the 57 guest URLs nor the 10 undated pages -, no <priority>); there is
no robots.txt. 381 distinct URLs, every one with a built
index.html under docs/ (714 HTML files in docs/ in all: paginated /page/N/ lists, /p/ aliases,
404.html and others not listed).

Evidence: the built HTML of every listed URL at 5cc1c37, outlined (main.main > three levels,
numbers dropped) and grouped by body class before labelling, plus the front matter of the
sources (type/layout) and the theme's layout list (_default/single.html, post/single.html,
guestPage.html, guestList.html, archives.html, list pages):
* /p/<slug>/ (304): the episodes, content/post/<n>/index.md with `type: episode` (no layout of
  that type, so _default/single.html): body.article-page.keep-sidebar, main > article.main-article
  (header.article-header with title, date, duration, episode artwork; section.article-content
  with the audio player and show notes; footer.article-footer) -> episode. One slug holds a
  slash (/p/pointer300-conosci-gli-host-del-pointer-2/3-con-alessandro-berti/, from the title
  "2/3"): built as nested folders, same template. /p/pointer8-.../ has broken nesting in its
  show notes (lists after the article content) - same template, same label.
* /p/pointerpodcast-2021-wrapped/ (1): the only `type: post` (category Posts; the 2021
  statistics "Wrapped"): layouts/post/single.html, body without class, div#article-toolbar
  with a Back link, aside.related-contents--wrapper -> a layout of its own, one-off by path.
* /guests/<slug>/ (56): content/page/guests/<slug>/<slug>.md with `layout: guestPage`,
  `type: guests`: body without class, div#article-toolbar, article.has-image.main-article with
  the guest's photo, bio, social links and the list of their episodes -> guest-profile. One
  slug is percent-encoded (/guests/michelesciabarr%C3%A0/).
* /guests/ (guestList layout: article.main-article of linked guest cards) -> one-off /guests/.
* Hugo list pages, all Stack's list layout (h3.section-title, div.section-card with the term
  and count, section.article-list--compact, pagination): the category term pages
  /categories/podcast/ and /categories/posts/ -> category-listing; the only tag term page
  /tags/quantum-computing/ -> tag-listing (a different taxonomy, LABELING rule 5, though a
  single page); the section lists /post/ (all posts) and /page/ (the "page" section) ->
  section-listing; the taxonomy indices /categories/ and /tags/ -> one-offs.
* Redirects: /apple/, /spotify/, /yt/ and /rss/ are content pages whose Markdown body is a
  whole HTML document with <meta http-equiv="refresh" content="0; url=..."> (Apple Podcasts,
  Spotify, YouTube, /index.xml); Hugo wraps it in the normal single layout, so the refresh
  sits inside section.article-content, and browsers act on it at once -> redirect-stub.
* One-offs: the root (home: article list with pagination); /archives/ (layout archives:
  tiles of the categories and per-year groups), /search/ (layout search: the search form),
  and the ordinary content pages of content/page/ rendered by _default/single.html like the
  episodes: /chi-siamo/ (about the hosts), /il-pointerpodcast/ (about the podcast), /init/
  ("Da dove inizio?", where to start), /supportaci/ (support us), /amazon/ (the hosts'
  favourite Amazon products).
Judgement calls:
* The five content pages share the episodes' single layout (same body class and article
  wrapper) but are singular pages (about, support, starter guide), so they are one-offs by
  path (LABELING rule 2), not episodes.
* The Wrapped post is in the same /p/ permalink space as the episodes but is a different
  content type with its own layout (post/single.html) -> its own label (rule 4).
* All list pages share one layout; they are split by role as LABELING rule 5 says
  (category terms, tag terms, section lists, taxonomy indices), not merged into one label.
* The four meta-refresh pages are still full pages of the site's chrome, but the refresh
  has delay 0, so no visitor sees them -> redirect-stub, not one-offs.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', 'home'),
    (r'^/(?:apple|spotify|yt|rss)/$', 'redirect-stub'),
    (r'^/p/pointerpodcast-2021-wrapped/$', '__ONE_OFF__'),
    (r'^/p/.+/$', 'episode'),
    (r'^/guests/[^/]+/$', 'guest-profile'),
    (r'^/categories/[^/]+/$', 'category-listing'),
    (r'^/tags/[^/]+/$', 'tag-listing'),
    (r'^/(?:post|page)/$', 'section-listing'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
