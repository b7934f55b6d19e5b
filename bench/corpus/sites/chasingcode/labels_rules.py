#!/usr/bin/env python3
"""Ground-truth page-type labels for chasingcode (chasingcode.dev, Constantin's developer blog).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

Chasing Code is the personal site and blog of Constantin (GitHub breadthe), a full-stack PHP /
Laravel developer in Chicago: about 110 posts (2018-2024) on Laravel, Livewire, Svelte, Vue,
Electron, Tauri, Mac/Windows tooling and yearly reviews, with tag pages, an archive, a "uses"
page, a contact form and an about section. It is built with Jigsaw (Tighten's Laravel
Blade static-site generator; repository breadthe/chasingcode.dev). For a few hours on
2024-07-11 the author built locally and committed the whole production build to
build_production/ ("Build locally, commit entire build_production, screw Netlify", b3ea6f3;
removed again in 3ac347b "build_production is not actually needed"). Saved commit c7b0401a
("build", 2024-07-11 05:13 UTC) is the last commit holding that build next to its sources
(config.php, source/, listeners/). build_production/sitemap.xml was written by the site's own
afterBuild listener listeners/GenerateSitemap.php (samdark/sitemap): every Jigsaw output path
except /assets/*, favicon.ico and /404*, with baseUrl https://chasingcode.dev and no trailing
slash (the root is "https://chasingcode.dev"); one <urlset>, 185 <url>, each with <lastmod>
(the build time) and <changefreq>daily</changefreq>. No robots.txt in the build.

Evidence: config.php (collections: posts at blog/<filename without date>, tags at
/blog/tags/{filename}), the front matter of every source file (all 110 source/_posts/*.md
`extends: _layouts.post`, all 51 source/_tags/*.md `extends: _layouts.tag`, source/uses.md
`extends: _layouts.page`), the Blade layouts in source/_layouts/ (master, post, tag, page,
rss) and page files (index, blog, archive, about, about/*, contact, 404), and the built HTML
of every listed URL at the commit (an outline of <main>: its section/article/nav/form
children), read before any clustering. Every page goes through _layouts/master.blade.php; the
<body> class is the same Tailwind string on every page, so it decides nothing.
* /blog/<slug> (110 posts) -> blog-post: _layouts/post.blade.php, main > article (header with
  h1, byline, date, optional "updated", tag chips, optional hero image with attribution),
  div.post body, share icons, Mastodon/webmention block, older/newer nav.
  /games/balatro is the same layout (identical article markup: byline, date, tag chips, post
  body, share block) for a one-item "games" collection whose source is not in the repository
  (only its built output is) -> blog-post as well (LABELING rule 4: one layout, one label).
* /blog/tags/<tag> (51) -> tag-listing: _layouts/tag.blade.php, hero "#Tag" + description,
  "Back to Blog" link, the tag's posts as post-preview-inline cards, no pagination.
* /blog and /blog/2 ... /blog/11 -> blog-listing: blog.blade.php with Jigsaw pagination
  (perPage 10): hero "Blog index", ten post-preview-inline cards, blog-pagination component.
  The first page and its paginated pages share the label (LABELING rule 5).
* /about, /about/site, /about/resume, /about/projects, /about/packages, /about/hobbies ->
  about-page: six Blade page files that copy one composition on the master layout: the hero
  component, the about sub-navigation (_nav/about-nav: Me / Site / Resume / Projects /
  Packages / Hobbies tabs, the current one in <strong>) and white article.rounded cards from
  _partials/about/* (each card an h2, an intro paragraph and repeated item rows).
* One-offs by path: the root (index.blade.php: intro block, featured-post grid, recent posts,
  tag cloud) -> home; /archive (posts grouped by year under a tag cloud); /uses (the only
  page on _layouts/page.blade.php: hero + Markdown prose); /contact (Netlify form);
  /games (the index of the games collection: hero + post-preview-inline cards, like the blog
  index but a page of its own without pagination).
* /blog/feed.atom (_layouts/rss.blade.php, an Atom feed, listed because the listener lists
  every output path) -> non-page-asset, as the corpus labels listed feeds (chihacknight).
Judgement calls:
* The six about pages are separate files, not one layout file, and their cards hold
  different kinds of rows (bio prose, project cards with screenshots, package cards, resume
  items, hobby items, one paragraph about the site). They are grouped as one about-page label
  because the shell an auditor would check (hero, tab sub-navigation, card markup) is the
  same and the six are one tabbed section; splitting them into six one-offs would be the
  other reading.
* /games is kept a one-off although its markup is the blog index's minus pagination: it
  lists another collection from another (unpublished) page file.
* Built but not listed (collect_pages --unlabelled stores them): /404 (Jigsaw's 404 page,
  excluded by the listener).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/?$', 'home'),
    (r'^/blog/feed\.atom$', 'non-page-asset'),
    (r'^/blog(?:/\d+)?$', 'blog-listing'),
    (r'^/blog/tags/[^/]+$', 'tag-listing'),
    (r'^/blog/[^/]+$', 'blog-post'),
    (r'^/games/[^/]+$', 'blog-post'),
    (r'^/about(?:/(?:site|resume|projects|packages|hobbies))?$', 'about-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
