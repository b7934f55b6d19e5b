#!/usr/bin/env python3
"""Ground-truth page-type labels for superkogito (superkogito.github.io).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Ayoub Malek's personal website and tech blog (signal processing, cryptography, C++/OpenCV,
machine learning), built with Sphinx 2.3.1 (theme alabaster with `nosidebar`,
html_sidebars empty) + ABlog (posts, tag/category/author/location/language/year
collections) + sphinx_sitemap (site_url https://superkogito.github.io/), then post-processed
by the site's own _project/src/postprocessing.py and copied to the repository root, which
GitHub Pages serves (repository SuperKogito/SuperKogito.github.io, branch master, commit
c2ec22d 2020-11-30 "add code for the btc visualization": the last commit that rewrote the
root sitemap.xml together with the build; later commits moved the site to docs/ and left this
root sitemap stale). The build recipe is _project/docs/quickBuild.sh: delete the root HTML,
`make html`, run postprocessing.py, `cp -r build/html/* ../../`. One sitemap.xml (113 URLs,
no lastmod/priority, nothing listed twice), robots.txt names it. Every listed URL has its
built file at the commit.

Evidence, read before any clustering: the Sphinx sources in the repository
(_project/docs/source/conf.py and every .rst: which pages carry the ABlog `.. post::`
directive, which are plain pages), the post-processing script, and the committed HTML of all
113 URLs, grouped by the element skeleton of div.body (tags and classes, two levels) plus
markers (div.sub-title-menu, div.blog-post-tags, div.main-timeline, div.clt, table.docutils):
* postprocessing.py parses every built page with BeautifulSoup, inserts a menu table
  (div.sub-title-menu) after the h1 of the first div.section, a viewport meta and the
  mode-switcher scripts after div.footer. Pages without an h1 in a div.section raise an
  exception and stay as Sphinx wrote them (no menu, no viewport, title "&#8212;" instead
  of a re-serialised em dash): the six ABlog catalogs, genindex.html and search.html.
* ABlog renders three kinds of generated pages: posts (the page template with the post
  directive), collections (ABlog's collection.html: h1 "Posts tagged X" / "Posts in X" /
  "Posted in YYYY" / "Posts by X" / "Posts from X" / "All Posts" / "Drafts" and one
  div.section per post with excerpt) and catalogs (catalog.html: h2 per collection with dated
  post links, no h1).
Labels:
* /blog/<Name>.html (20): every one is an ABlog post (`.. post::` directive) opening with the
  raw div.blog-post-tags block (date, author, location, language, category, tags) -> blog-post.
  Posts are flat in /blog/ beside the ABlog catalogs, year archives and drafts page, so those
  are matched first.
* /blog/tag/<tag>.html (25) -> tag-listing; /blog/category/<cat>.html (9, two of them named
  after years: 2019, 2020) -> category-listing; /blog/2019.html and /blog/2020.html, ABlog's
  archive collections ("Posted in YYYY") -> year-archive. All three are collection.html;
  judgement call: different taxonomies get different labels (LABELING rule 5, as the corpus
  did for atsurgical's product categories and product tags in one layout).
* /blog/author/ayoub-malek.html, /blog/location/munich.html, /blog/language/english.html: the
  only term of their taxonomy each (collection.html) -> one-offs by path.
* /blog/tag.html, /blog/category.html, /blog/author.html, /blog/location.html,
  /blog/language.html and /blog/archive.html: the six ABlog catalogs, one template
  (catalog.html: h2 per term with dated post links, no menu) -> blog-catalog. Judgement call:
  LABELING rule 5 makes a taxonomy index a one-off, but here one template renders the indexes
  of six taxonomies, so they share a label (as several section fronts of one layout do).
* /blog.html ("All Posts", ABlog's posts collection of every post with excerpts) and
  /blog/drafts.html (ABlog's empty drafts collection) -> one-offs, the blog index like the
  posts page /articles/ of atsurgical; /posts.html (a hand-written page of two `postlist`
  directives, posts by year) -> one-off.
* /figures/figN.html (19): generated-looking exhibit pages "Figure N: ..." (h1, hr, the image
  or a raw div.clt tree, a centred caption link) -> figure-page. /tables/tableN.html (5):
  "Table N: ..." (h1, hr, a docutils grid table or a raw table.wav, caption link) ->
  table-page. Judgement call: the same page template as every other Sphinx page, but two
  content types of their own (an image vs a data table), so two labels (as eessi-docs did for
  its generated software pages).
* /about/Activities.html, /about/Education.html, /about/Experience.html: the same raw
  div.main-timeline block (dated timeline entries) under an "Overview" section ->
  about-timeline-page. /about/Projects.html (dated h2 sections, no timeline) and /about.html
  (portrait, bio, link list) stay one-offs.
* /index.html (the home page: github buttons, a recent-posts postlist) -> home.
* /404.html is the site's GitHub Pages 404 page ("The URL you requested was not found.") ->
  not-found. /403.html ("403 Permission Denied") is an ordinary page of the same build that
  GitHub Pages never serves as an error page -> one-off (judgement call).
* Other one-offs: /cv.html (embedded PDF iframe), /games.html, /games/snake.html (canvas game),
  /projects.html, /projects/btc_performance_heatmap_visualization.html (d3 visualisation),
  /projects/chmod_converter.html (a converter form), /publications.html, /logs.html (titled
  "Publications": a toctree of every page), /listoffigures.html and /listoftables.html
  (toctree lists), /blog/references/References.html (bibliography, not a post),
  /genindex.html and /search.html (Sphinx's own templates, not post-processed).
* Not saved: no sitemap index; the same sitemap also sits at
  _project/docs/source/_website/sitemap.xml (an older copy) and is not a second sitemap of
  the site.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/index\.html$', 'home'),
    (r'^/404\.html$', 'not-found'),
    (r'^/blog/(?:tag|category|author|location|language|archive)\.html$', 'blog-catalog'),
    (r'^/blog/tag/[^/]+\.html$', 'tag-listing'),
    (r'^/blog/category/[^/]+\.html$', 'category-listing'),
    (r'^/blog/\d{4}\.html$', 'year-archive'),
    (r'^/blog/drafts\.html$', '__ONE_OFF__'),
    (r'^/blog/[^/]+\.html$', 'blog-post'),
    (r'^/figures/fig\d+\.html$', 'figure-page'),
    (r'^/tables/table\d+\.html$', 'table-page'),
    (r'^/about/(?:Activities|Education|Experience)\.html$', 'about-timeline-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
