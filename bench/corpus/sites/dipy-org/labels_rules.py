#!/usr/bin/env python3
"""Ground-truth page-type labels for dipy-org (dipy.org, the DIPY project website: Sphinx + ABlog).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

dipy.org is the front website of DIPY (Diffusion Imaging in Python, a neuroimaging library);
the versioned documentation itself lives at docs.dipy.org and the workshops at
workshop.dipy.org, which the navbar links to. The website holds a home page, a team page, a
support/partnerships page, an events calendar and a blog of Google Summer of Code / Season of
Docs announcements and weekly student reports (2015-2026) with ABlog's author, category, tag
and year collections. It is built with Sphinx >= 8.1 + ABlog >= 0.11.12 + sphinx-sitemap +
sphinx-reredirects, theme grg_sphinx_theme (built on the PyData Sphinx Theme): repository
dipy/dipy.org, branch master holds conf.py (html_baseurl https://dipy.org/,
html_additional_pages index -> _templates/home.html and team -> team.html, html_sidebars with
the ABlog postcard/recent posts/tag cloud/categories/archives widgets for posts/**, blog/** and
blog, none for calendar), index.rst, blog.rst, calendar.rst, support.rst, posts/YYYY/*.rst
(each with a `.. post::` directive: date, author, tags, category), _templates/, _static/,
context/context.toml and contributors.json. .github/workflows/publish.yml builds master on
every push and weekly (`make html`) and publishes _build/html with peaceiris/actions-gh-pages
to branch gh-pages (the web root; sphinx.ext.githubpages writes CNAME dipy.org and .nojekyll).
Saved commit 371563ae is the gh-pages tip (2026-07-20 20:24 UTC, github-actions[bot], the
build of master 9c786d59, "Merge pull request #118"); sitemap.xml last changed in the deploy
bcb77859 of the same day (same blob at the tip). sitemap.xml is sphinx-sitemap's single
urlset (sitemap_url_scheme "{link}", no lastmod, no priority): 127 <url>, 125 distinct URLs
(/index.html and /blog.html are listed twice), every one an .html file below
https://dipy.org/; the root "/" itself is not listed, /index.html is. No robots.txt.

Evidence: the built HTML of every listed URL at the saved commit, read from the git snapshot
before any clustering (all 125 have their file), conf.py and the .rst sources on master. Every
page shares the PyData/grg shell (navbar, primary sidebar, footer with sign-up form); grouped by
the content of main#main-content (ABlog's markers: div.ablog__postcard in the sidebar,
div.ablog__prev-next, div.ablog__collection, div.ablog__catalog_header) the pages fall into:
* /posts/YYYY/<file>.html (88, 2015-2026): ABlog posts (`.. post::`): sidebar with the post
  card (date, author, category, tags) and the blog widgets, article.bd-article with the
  post's sections, div.ablog__prev-next, right-hand "On this page" TOC -> blog-post.
* ABlog's collection template (div.ablog__collection: an h1 "Posted in YYYY" / "Posts by X" /
  "Posts in X" / "Posts tagged X" / "All Posts" / "Drafts", then one div.ablog-post per post
  with title, date line and excerpt). Split by taxonomy as the corpus did for the other ABlog
  site (superkogito, LABELING rule 5):
  - /blog/YYYY.html (9 years: 2015, 2016, 2018, 2020-2024, 2026) -> year-archive;
  - /blog/author/<name>.html (11) -> author-listing (two of them, inigo-tellaetxe and
    inigo-tellaetxe-elorriaga, are two spellings of one student's name in the posts' front
    matter: two pages all the same);
  - /blog/category/<c>.html (4: gsoc, gsoc-announcement, gsod, gsod-announcement) ->
    category-listing;
  - /blog/tag/google.html, the only tag term -> one-off by path;
  - /blog.html ("All Posts": ABlog renders its blog_path page as the collection of every post,
    over the empty blog.rst) and /blog/drafts.html (the empty drafts collection) -> one-offs,
    the blog index and drafts page as in superkogito.
* ABlog's catalog template (div.ablog__catalog_header: one h2 per term with dated post
  links, no h1): /blog/archive.html (per year), /blog/author.html, /blog/category.html,
  /blog/tag.html -> blog-catalog. Judgement call as in superkogito: one template renders the
  indexes of four taxonomies, so they share a label rather than being four one-offs.
* One-offs by path:
  - /index.html (html_additional_pages index -> home.html: intro with buttons, image
    carousel, explore/services/cite/sponsor components, no article) -> home;
  - /team.html (team.html: team statistics grid and member cards from contributors.json);
  - /calendar.html (calendar.rst: h1, an embedded Google calendar iframe, "Get Calendar"
    section) and /support.html (support.rst: Sponsor / Collaborate / Hire / Contact
    sections); neither has the ABlog sidebar widgets;
  - /genindex.html (Sphinx's general index, empty here) and /search.html (Sphinx's search
    page with the theme's search form).
Judgement calls:
* /calendar.html and /support.html are both plain Sphinx pages of the theme's page template
  (article + "On this page" TOC), but two different compositions (a calendar iframe vs a
  prose page of four sections); like the generic page pairs elsewhere in the corpus they stay
  one-offs.
* The year, author and category collections share ABlog's collection.html; they get one
  label per taxonomy, not one label for all, following the corpus's ABlog precedent; the
  single tag page and the All Posts / Drafts pages, same template, stay one-offs.
* Built but not listed (collect_pages --unlabelled stores them): the sphinx-reredirects
  stubs (contributors.html, developers.html, tutorial.html, tutorials.html,
  cli-tutorials.html, installations.html, installations-dev.html, workshop.html,
  workshop/*.html, workshops/*.html: meta refresh to docs.dipy.org, workshop.dipy.org or
  team.html) and _static/webpack-macros.html, a theme snippet.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/index\.html$', 'home'),
    (r'^/posts/\d{4}/[^/]+\.html$', 'blog-post'),
    (r'^/blog/(?:archive|author|category|tag)\.html$', 'blog-catalog'),
    (r'^/blog/\d{4}\.html$', 'year-archive'),
    (r'^/blog/author/[^/]+\.html$', 'author-listing'),
    (r'^/blog/category/[^/]+\.html$', 'category-listing'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
