#!/usr/bin/env python3
"""Ground-truth page-type labels for eclipse-lmos (eclipse.dev/lmos, Docusaurus docs + blog).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

Eclipse LMOS ("Language Model Operating System", an Eclipse Foundation incubator project started
at Deutsche Telekom) is an open-source platform for building and running multi-agent systems.
Its website eclipse.dev/lmos holds the platform documentation (LMOS platform, multi-agent
system, the LMOS protocol and the ARC agent framework with its DSL and the ADL), a small blog,
an "ARC" landing page, an open letter "About us" and a "Contribute" page. It is a Docusaurus
v3.7.0 site (classic preset: docs, blog, pages, sitemap; theme-mermaid) whose sources are on
branch `source` of eclipse-lmos/website: docusaurus.config.js (url https://eclipse.dev,
baseUrl /lmos, trailingSlash true, because "the webserver on eclipse.dev automatically adds
trailing slashes"), sidebars.js, docs/**.md, blog/*.md, src/pages/ (index.js, arc.tsx,
about_us.md, contribute.md) and static/ (which also carries hand-made static sub-sites: arc/,
arc2/, adl/, adl-docs/, chat/). The workflow .github/workflows/deploy.yml builds `source` on
every push (`nr build`) and commits the build output, as "Deploy" by GitHub Actions, to branch
`main`, whose root is the web root served at https://eclipse.dev/lmos/. Saved commit cfea3705
is the `main` tip (2026-04-26 09:23 UTC, the build of `source` a2298b27 of 09:21 UTC);
sitemap.xml last changed in the deploy b8692d69 (2025-08-25), same blob at the tip. One
sitemap.xml written by the Docusaurus sitemap plugin: a single-line urlset, 103 <url>, 103
distinct URLs, every one with changefreq weekly and priority 0.5, no lastmod, every path
under /lmos/ with a trailing slash. No robots.txt in the web root.

Evidence: the built HTML of every listed URL at the saved commit, read from the git snapshot
before any clustering (all 103 have a built <path>/index.html), and the sources on branch
`source` (docusaurus.config.js, sidebars.js, blog front matter, src/pages). Docusaurus writes
the page's theme component into the class of <html> (plugin + page kind); grouped by that
class and by the main column's outline the 103 pages fall into these groups:
* `docs-wrapper plugin-docs docs-version-current docs-doc-page docs-doc-id-<id>` (DocItem):
  76 pages under /lmos/docs/ (guides, protocol chapters, ARC DSL/core/clients/spring/cookbook
  pages, and the section `index.md` docs such as /docs/arc/ccore/, /docs/arc/dsl/,
  /docs/arc/spring/) -> doc-page (LABELING rule 6). Every one has the docs sidebar
  (aside.theme-doc-sidebar-container), breadcrumbs, div.theme-doc-markdown article,
  doc footer and prev/next pagination; 53 also have the right-hand table of contents
  (div.theme-doc-toc-desktop), which follows from the page's headings: one layout.
* The same docs classes without a doc id and a DocCategoryGeneratedIndexPage body
  (div.generatedIndexPage: breadcrumbs, h1 header, a grid of article cards, pagination):
  the four sidebar categories with link type generated-index, /lmos/docs/category/<c>/
  (getting-started, lmos-platform, lmos-protocol, multi-agent-system) -> doc-category-index.
* `blog-wrapper blog-post-page` (BlogPostPage: blog sidebar with year groups, article with
  title, date, #__blog-post-container, prev/next nav): 5 posts /lmos/blog/<slug>/ (slug
  from the file name or front matter: AgentDevelopment, LMOS-Accelerated-Agent-Dev, Llama3,
  Spring.AI-integration, "Team%20Structure" from blog/Team Structure.md) -> blog-post.
* `blog-wrapper blog-tags-post-list-page` (BlogTagsPostsPage: blog sidebar, h1 "N posts
  tagged with ..." header, post previews with author, tags and "Read more"): 11
  /lmos/blog/tags/<tag>/ -> blog-tag-listing (none paginated).
* One-offs by path:
  - /lmos/ (src/pages/index.js, class `plugin-pages`: hero banner and a two-column block of
    seven feature rows) -> home (the site root is the sub-path /lmos/, so a rule names it).
  - /lmos/arc/ (src/pages/arc.tsx: ARC hero with code panel, three feature columns,
    alternating text/image rows).
  - /lmos/blog/ (blog-list-page: all five post previews on one page, no pagination).
  - /lmos/blog/tags/ (blog-tags-list-page: the tag index).
  - /lmos/blog/archive/ (BlogArchivePage, html class only "plugin-blog plugin-id-default":
    hero title and posts grouped by year).
  - /lmos/about_us/ and /lmos/contribute/ (src/pages/*.md, `mdx-wrapper mdx-page`
    MDXPage: an article column plus an optional table-of-contents column).
Judgement calls:
* /lmos/about_us/ (a long open letter with a TOC column) and /lmos/contribute/ (a short
  "How to contribute" page without TOC) render the same MDXPage shell but are two different
  plain-prose pages; like the corpus's other pair of Docusaurus mdx pages (iasql-docs
  /privacy/, /terms/) they stay one-off; one `markdown-page` label would be the other
  reading (rocketmq-site grouped six such pages).
* The blog index /lmos/blog/ uses the same post-preview markup as the tag pages (without
  the tag header); it is a single unpaginated page of another component (BlogListPage), so
  it is a one-off, not a blog-tag-listing.
* Docs section indexes (index.md files such as /docs/arc/ccore/) are DocItem pages like the
  leaves -> doc-page; the generated-index category pages are a different component with a
  card grid instead of an article -> their own label.
* Built but not listed (collect_pages --unlabelled stores them): 404.html (Docusaurus'
  not-found page) and the static sub-sites copied from static/: /arc2/ (the current ARC
  landing page the navbar links to), /adl/ (with index_old.html), /adl-docs/ (an HTML5 UP
  template with left-sidebar/no-sidebar/right-sidebar sample pages) and /chat/.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/lmos/?$', 'home'),
    (r'^/lmos/docs/category/[^/]+/$', 'doc-category-index'),
    (r'^/lmos/docs/.+/$', 'doc-page'),
    (r'^/lmos/blog/(?:tags|archive)/$', '__ONE_OFF__'),
    (r'^/lmos/blog/tags/[^/]+/$', 'blog-tag-listing'),
    (r'^/lmos/blog/[^/]+/$', 'blog-post'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
