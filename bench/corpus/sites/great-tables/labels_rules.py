#!/usr/bin/env python3
"""Ground-truth page-type labels for great-tables (posit-dev.github.io/great-tables/, the
documentation website of the Great Tables Python package).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

Great Tables is Posit's Python package for display tables (repository posit-dev/great-tables).
Its website, at the sub-path /great-tables/ of posit-dev.github.io, holds a user guide, the
API reference, a blog (release notes, design essays, case studies), an examples gallery and
project pages (changelog, citation, license, contributing, code of conduct, an "agent
skills" page). It is built with Great Docs (posit-dev/great-docs, the successor of
quartodoc), which generates a Quarto website project from great-docs.yml, the package's
docstrings and the repository's user_guide/, blog/ and examples/ folders, and renders it
with Quarto 1.9.38 (<meta name="generator" content="quarto-1.9.38"> on every page). The
workflow .github/workflows/ci-docs.yaml runs `great-docs build` on every push to main and
publishes great-docs/_site with peaceiris/actions-gh-pages to branch gh-pages ("deploy:
<sha>" commits). Saved commit 3832b91b is the gh-pages head (2026-06-12 01:28 UTC, "deploy:
bf88c5bb", the build of main bf88c5bb "Update CITATION.cff"). sitemap.xml and robots.txt are
written by Great Docs (robots.txt says so): one <urlset>, 188 <url> for 188 distinct URLs, each
with <lastmod> (the build date), a <changefreq> and a <priority> set per section (home 1.0,
user guide 0.9, reference 0.8, changelog 0.6, everything else 0.5); folder URLs end in "/".
Every listed URL has its built file on gh-pages (/x/ is x/index.html), and gh-pages holds no
other HTML page.

Evidence: great-docs.yml on main (sections Examples and Blog of type blog, the reference
sections, changelog/authors/funding settings), the sources in user_guide/, blog/ and
examples/, and the built HTML of every listed URL at the commit (body classes, the Quarto
page grid #quarto-content, the presence of the left sidebar #quarto-sidebar, the margin TOC,
the title block's metadata and an outline of <main>), read before any clustering. Every page
has the same navbar header and footer.
* /reference/<object>.html (131: 95 functions and GT methods, 20 classes, 16 bundled data sets)
  -> api-reference: body "gd-ref-sidebar nav-sidebar floating nav-fixed doc-api-page", left
  reference sidebar with the 13 reference groups, margin TOC, h2 title, div.doc-subject,
  div.doc-usage-source, div.doc-signature (doc-Kind.FUNCTION / CLASS; doc-attribute for the
  data sets), div.doc-text, Parameters/Returns/Examples sections (doc-definition-items).
  Functions, classes and data sets differ only in which of these blocks are filled.
* /user-guide/<page>.html (22) -> guide-page: body "nav-sidebar floating nav-fixed", left
  user-guide sidebar, margin TOC, title block, prose with code cells and rendered tables,
  previous/next page-navigation at the foot.
* /blog/<post>/ and /blog/introduction_great_tables.html (23) -> blog-post: body "nav-fixed",
  no left sidebar, margin TOC, title block with "Author" and "Published" metadata, post body.
  The one post that is a single file (introduction_great_tables.qmd) renders the same.
* /examples/<example>/ (2) -> example-page: body "nav-fixed", an empty margin sidebar and an
  empty title block (no h1), then code cells and the rendered table: notebook-style pages
  without the blog post's title and byline.
* /contributing.html and /code-of-conduct.html -> project-doc-page: the repository's
  CONTRIBUTING and code-of-conduct Markdown rendered on the plain article shell (body
  "nav-fixed", margin TOC, title block without metadata, h1 sections of prose).
* One-offs by path: the root (body gd-homepage: hero logo block, margin link columns, a demo
  table, "Get started" section) -> home; /reference/ (body doc-reference: the grouped
  reference index, dl lists of objects per group); /blog/ (body gd-blog-index: sortable,
  filterable Quarto listing table of posts); /examples/ (body gd-blog-index, full-width grid of
  rendered example tables with folded code); /changelog.html (release sections
  .changelog-version generated from the GitHub releases); /citation.html (authors and BibTeX /
  APA / RIS citation blocks); /license.html (body gd-license-page, full-width layout with a
  license feature panel and the license text); /skills.html (body gd-skills-page, full-width
  layout: install panel and the skill file).
Judgement calls:
* /changelog.html and /citation.html use the same plain article shell as the two
  project-doc pages but with compositions of their own (generated release sections, citation
  blocks), so they are one-offs, as the corpus keeps generic page records one-off unless they
  repeat one composition (getlektor); CONTRIBUTING and the code of conduct do repeat one
  (repository Markdown, prose under h1 sections) and share a label.
* The blog index and the examples index share the body class gd-blog-index but render
  different content (a listing table vs. a grid of live tables): two one-offs, not one
  section-listing label.
* The reference index shares the reference sidebar with the API pages but its main column is
  a grouped index, not an object page: a one-off.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/great-tables/$', 'home'),
    (r'^/great-tables/reference/(?!index\.html$)[^/]+\.html$', 'api-reference'),
    (r'^/great-tables/user-guide/[^/]+\.html$', 'guide-page'),
    (r'^/great-tables/blog/[^/]+/$', 'blog-post'),
    (r'^/great-tables/blog/[^/]+\.html$', 'blog-post'),
    (r'^/great-tables/examples/[^/]+/$', 'example-page'),
    (r'^/great-tables/(?:contributing|code-of-conduct)\.html$', 'project-doc-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
