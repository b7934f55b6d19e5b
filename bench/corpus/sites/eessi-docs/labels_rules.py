#!/usr/bin/env python3
"""Ground-truth page-type labels for eessi-docs (eessi.github.io/docs/).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Documentation of EESSI (European Environment for Scientific Software Installations),
built with MkDocs 1.6.1 + mkdocs-material 9.7.7 and deployed under the sub-path /docs/ of
eessi.github.io; the build (with its one sitemap, 1219 URLs) is on branch gh-pages, the
sources on main. Evidence, read before any clustering:
* mkdocs.yml on main: theme material with custom_dir overrides/ holding only
  partials/copyright.html (so every page is rendered by Material's main.html or by the blog
  plugin's templates); plugins blog, redirects (redirect_maps of moved pages), macros
  (docs/available_software/macros.py), mkdocstrings + gen-files + literate-nav +
  section-index for the test-suite API. Front matter: no page sets `template:`; only
  software_layer/cpu_targets, software_layer/gpu_targets and one blog post set
  `hide: [toc]`.
* The generators: scripts/available_software/available_software.py writes one Markdown
  page per software project from the EESSI API metadata with a fixed structure (JSON-LD
  front matter, h1, description, homepage link, "Available installations" table), the
  same function for the production repository (docs/available_software/detail/, 784) and
  for RISC-V (docs/available_software_riscv/detail/, 223);
  docs/generate_eessi_testsuite_api_docs.py writes one `::: eessi.<module>` page per
  Python module of the test suite (testsuite_api/eessi/...) plus the literate-nav file
  testsuite_api/summary.md. The Material blog plugin (checked in the mkdocs-material
  sources, plugins/blog/structure) renders posts with blog-post.html and every view -
  the blog index with its /page/N and the year archives - with blog.html.
* The built HTML of every listed URL (all 1219 have their page on gh-pages; names with
  %2B are stored with '+'): the element skeleton under .md-main__inner (sidebars,
  .md-content / .md-content--post, article vs div inner) plus markers (md-post,
  md-post--excerpt, doc-object, software-link, grid cards, hidden sidebars). URLs grouped
  by these fall into exactly the labels below; no group is split between labels.
Labels and judgement calls:
* /available_software/detail/<name>/ and /available_software_riscv/detail/<name>/ (1007)
  -> software-detail: one generator, one structure (software-link, installations table),
  a content type of its own although main.html renders it (as the corpus did for ps-wiki's
  generated term pages, LABELING rule 4).
* /testsuite_api/eessi/.../<module>/ (72, package __init__ pages included) ->
  api-reference: mkdocstrings output (doc-object blocks), a generated content type.
  /testsuite_api/summary/ is the literate-nav list rendered as a plain Markdown page with
  no doc-object -> doc-page.
* Every other Markdown page (section indexes and leaves alike, nested tutorial chapters,
  talks, meetings, governance, training events, the summary above) is main.html with the
  navigation and table-of-contents sidebars -> doc-page (LABELING rule 6). The two pages
  with `hide: toc` (cpu_targets, gpu_targets) keep the same template with the toc sidebar
  hidden -> doc-page. /talks/20230615_aws_tech_short/ and /talks/2023/20230615_aws_tech_
  short/ are two source files with the same text, both doc-page.
* The root (index.md: welcome text and quick links, the same main.html) -> home, following
  the corpus (23people-handbook, ps-wiki).
* /available_software/ and /available_software_riscv/ render one macro template (search
  input + grid of software cards) -> software-overview.
* /blog/YYYY/MM/DD/<slug>/ (28; one hides its toc) -> blog-post (blog-post.html: post
  sidebar with authors and metadata, primary navigation hidden).
* /blog/, /blog/page/2/, /blog/page/3/ and the year archives /blog/archive/YYYY/ with
  /blog/archive/2025/page/2/ -> blog-listing: Material renders the index and the archive
  views with the one blog.html (header + post excerpts + pagination) and the built
  markup is the same; judgement call: the archive terms are not split from the index
  (LABELING rule 5 would make them a taxonomy of their own if the layout differed).
* No redirect stub or 404 page is listed: the 43 meta-refresh stubs of the redirects
  plugin and 404.html are in the build only (collected as unlabelled pages).
* The sitemap has <lastmod> on every entry, no <priority>; nothing is listed twice.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
R = r'^/docs'  # the site lives under the sub-path /docs/ of eessi.github.io
RULES = [
    (R + r'/$', 'home'),
    (R + r'/available_software(?:_riscv)?/detail/[^/]+/$', 'software-detail'),
    (R + r'/available_software(?:_riscv)?/$', 'software-overview'),
    (R + r'/testsuite_api/eessi/', 'api-reference'),
    (R + r'/blog/(?:page/\d+/)?$', 'blog-listing'),
    (R + r'/blog/archive/\d{4}/(?:page/\d+/)?$', 'blog-listing'),
    (R + r'/blog/\d{4}/\d{2}/\d{2}/[^/]+/$', 'blog-post'),
    (R + r'/', 'doc-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
