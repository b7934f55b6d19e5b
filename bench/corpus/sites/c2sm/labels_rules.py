#!/usr/bin/env python3
"""Ground-truth page-type labels for c2sm (c2sm.github.io, the C2SM User Landing Page).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

c2sm.github.io is the "User Landing Page" of C2SM, the Center for Climate Systems Modeling
at ETH Zurich: documentation for its scientists and partners (HPC systems at CSCS and ETH,
the ICON/CESM models, tools such as EXTPAR, SPICE, Zephyr and Zonda, datasets, best
practices, tasks and working groups, support), the minutes of the quarterly ICON meetings
and the C2SM modeling workshops, and a news blog (workshop announcements, Alps updates).
It is built with MkDocs 1.6.1 + mkdocs-material 9.7.7 (generator meta of every page) from
mkdocs.yml and docs/ on branch main; plugins search, literate-nav (nav_file SUMMARY.md),
git-revision-date-localized, material-plausible and Material's blog plugin with
blog_dir "." (the blog index is the site root), archive_url_format "{date}" (year archives
/YYYY/), categories_url_format "category_{slug}" and post_url_format "{date}-{slug}" with
date format yyyy-MM-dd (posts /YYYY-MM-DD-<slug>/). .github/workflows/deploy_mkdocs.yml runs
`mkdocs build` on every push to main and publishes site/ to branch gh-pages with
peaceiris/actions-gh-pages and keep_files: true, so files of earlier builds stay in the
branch. Saved commit 593d4a92 is the gh-pages head (2026-07-23 20:14 UTC, "Remove preview
for PR 459"), whose tree equals the deploy commit 65bbec08 of main 2630ded7 ("Update zephyr
section (#459)") minus the pr-preview/ folder; the sitemap blob is the same in both.
sitemap.xml is MkDocs' own (one <urlset>, 126 <url>, <loc> + <lastmod> = build date, no
priority): every page of the build, the blog views included. No robots.txt.

Evidence, read before any clustering: mkdocs.yml and requirements.txt on main 2630ded7 (no
custom_dir: the only override file, overrides/partials/head.html, is a stale copy in the
build and not used), the front matter of every docs/**/*.md (no page sets `template:` or
`hide:`), and the built HTML of every listed URL at the commit (all 126 are built): the
skeleton under main.md-main (md-sidebar--primary / --secondary, md-content vs
md-content--post with md-sidebar--post, article.md-post--excerpt cards, md-pagination),
the <body> attributes (the same on every page) and the h1.
* /YYYY-MM-DD-<slug>/ (19 posts, docs/posts/*.md) -> blog-post: Material's blog-post.html:
  div.md-content--post with the post sidebar (Back to index, Metadata: date, categories,
  reading time) in place of the page navigation, article.md-content__inner with the post.
  Three posts have a table of contents (more headings); same template.
* /YYYY/ (4 year archives) and /category_<slug>/ (12 categories) with
  /category_workshop/page/2/ -> post-listing: blog-archive.html and blog-category.html,
  which render the same markup as blog.html: header.md-typeset with the view's h1, a list
  of article.md-post.md-post--excerpt cards (meta list, excerpt, "Continue reading"),
  pagination; the navigation and toc sidebars of main.html.
* The root (docs/index.md is the blog index: blog.html with the welcome text and a "News"
  h2 in its header, no h1, then the ten newest excerpts) -> home; /page/2/, the page it
  paginates to (header h1 "Index", the next nine excerpts), takes its label (LABELING rule
  5, as universe-oa and blosc-blog did for their blog roots).
* Every other page (88: section index pages such as /tools/ and leaves alike, the 17 ICON
  meeting minutes /events/icon_meetings/YYYY-N/, the workshop programmes, the glossary
  table, the two dataset catalogues that scripts/update_datasets.py fills from
  datasets.yaml, and the 14 literate-nav SUMMARY.md files built as pages /…/SUMMARY/) ->
  doc-page: Material's main.html with the navigation sidebar, toc sidebar, edit button,
  article.md-content__inner and the git-revision footer (LABELING rule 6).
Judgement calls:
* Year archives and category pages are two blog taxonomies, but Material renders them with
  identical markup (only the h1 and the excerpts differ) and the corpus merged Material's
  archive views with the blog index on eessi-docs: one post-listing label.
* /page/2/ has the markup of the post-listing pages (h1 + excerpts), while the root adds
  the index.md welcome text; it is labelled home because it paginates the root (rule 5).
  Labelling it post-listing by its markup would be the other reading.
* The ICON meeting minutes (17) repeat one hand-written composition (title, date and place
  line, participants, agenda, action items) and the SUMMARY pages (14) are bare link lists
  with the h1 "SUMMARY" (the literate-nav files, published because they sit in docs/);
  both are ordinary Markdown pages through main.html, so they stay doc-page, as eessi-docs
  kept its meetings and its literate-nav summary page.
* Built but not listed (collect_pages --unlabelled stores them): 404.html and 39 pages left
  by earlier builds through keep_files (the old /blog/... post, archive and index URLs from
  before blog_dir ".", /alps/..., /events/CIUW/ and /events/IUW/, /hpc/balfrin/ and other
  moved pages, /2025-02-13-git-for-beginners-workshop/), plus overrides/partials/head.html.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/(?:page/\d+/)?$', 'home'),
    (r'^/\d{4}-\d{2}-\d{2}-[^/]+/$', 'blog-post'),
    (r'^/\d{4}/(?:page/\d+/)?$', 'post-listing'),
    (r'^/category_[^/]+/(?:page/\d+/)?$', 'post-listing'),
    (r'^/', 'doc-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
