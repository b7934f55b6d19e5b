#!/usr/bin/env python3
"""Ground-truth page-type labels for immudb-docs (immudb.io, the immudb documentation, VuePress 1).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(the version prefix /next/ removed, see LANG); the site root is "home".
See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

immudb.io (CNAME docs.immudb.io) was the documentation site of immudb, CodeNotary/vChain's
open-source immutable database, in 2020: the docs (introduction, how it works, quickstart,
developer jumpstart, command reference, APIs, and the immudb / immugw / immuadmin /
immuclient component pages with Go, curl and gRPC references), a product blog (releases,
guides, research paper, weekly mentions) and a careers page with job descriptions. It is a
VuePress 1 site (<meta name="generator" content="VuePress ...">; package.json: vuepress ^1.5,
vuepress-theme-titanium ^4.9 as `theme: 'titanium'`, @vuepress/plugin-blog ^1.9,
vuepress-plugin-versioning ^4.9, vuepress-plugin-sitemap with hostname https://immudb.io,
element-tabs, reading-time). Until then master published the build in docs/ (GitHub Pages
from the docs folder, CNAME docs.immudb.io, a 32-URL sitemap with the same immudb.io host).
Saved commit 9d4036a9 (2020-11-27, Michele Meloni, "refactor in order to switch to titanium
theme with versioning", head of pull request #36, refs/pull/36/head, parent f48efe0f on
master) moved the sources to docs/ + docs/.vuepress/ and committed a local `vuepress build
docs` output in docs/.vuepress/dist/ (the web root: index.html, CNAME, robots.txt,
sitemap.xml, assets/), although the commit's .gitignore ignores .vuepress/dist; the only
later commit of the pull request (b00d5cf1, two doc edits) keeps it unchanged, and master
never received it. Every built page references the same bundle (assets/js/app.885c9101.js):
one build. The blog's markdown sources (_blog/*.md) are in the build but not in the commit. sitemap.xml (vuepress
sitemap plugin: every page of the build, <changefreq>daily, no lastmod/priority): one
urlset, 61 <url>, 61 distinct URLs, every one built (/x/ -> x/index.html, /a.html ->
a.html). robots.txt (allow all) saved too. The two Google site-verification files are built
but not listed.

Evidence: the built HTML of every listed URL at the saved commit (the class and id of the
theme container VuePress renders inside div#app, the outline of the main column), read from
the git snapshot before any clustering, with config.js, package.json and the page sources
at the commit (front matter `sidebar: false` of the careers pages).
* The default Layout (div.theme-container: navbar with Algolia search and the nav links
  Home/Blog/Documentation/Immutable Data Science/Github, the sidebar with the five doc
  groups, main.page > div.theme-default-content + footer.page-edit, page-nav when the page
  is in the sidebar) -> doc-page for:
  - the docs of the current version (13: /how-it-works.html, /quickstart.html,
    /jumpstart.html, /command-reference.html, /apis-and-interfaces.html, /immudb/,
    /immudb/golang.html, /immudb/consistency-checker.html, /immudb/grpc-interface.html,
    /immugw/, /immugw/curl.html, /immuadmin/, /immuclient/) and their copies in the
    versioning plugin's /next/ tree (13). The current pages show no prev/next nav and no
    sub-header list because the sidebar links point into /next/; optional parts of one
    layout.
  - /_blog/<date>-<slug>.html (11): the blog plugin's source markdown files, rendered a
    second time as ordinary pages through the same Layout (sidebar + post body, no blog
    chrome).
  - /blog/page/2/ (title "Page 2 | Post"): the blog plugin's second list page, built on
    the default Layout with an empty main column (no post cards).
* The root / (README.md, "Introduction", the same Layout) -> home, following the corpus's
  docs sites whose root is a doc page (23people-handbook, ps-wiki, eessi-docs); its
  /next/ copy -> home as well (LANG: /next/ is a version tree handled like a language
  tree, LABELING rule 3).
* The blog post layout (div.theme-container#blog: navbar and sidebar, then
  div.container#blog-post > article with h1.blog-post-title, ul.blog-post-meta, the
  div.blog-post-image cover and the body, then the blog footer nav) -> blog-post for the
  11 dated posts /blog/YYYY/MM/DD/<slug>/.
* /careers/job-descriptions/<job>.html (3) and their /next/ copies (3) -> job-description:
  Markdown pages with `sidebar: false` (div.theme-container.no-sidebar, full-width
  content: h1, location line, prose and requirement lists).
* One-offs by path: /blog/ (the blog list layout: div.theme-container#blog, hero title,
  a grid of ten div.card.blog-entry cards, ul#pagination with "Next"); /careers/ (the
  no-sidebar careers page: intro, open-positions list in div.jobs, team, work and benefits
  sections) with its /next/ copy (label /careers/, LANG).
* /404.html -> not-found: the theme's 404 layout ("theme-container" with only h1 and a
  quote, no navbar), listed by the sitemap plugin.
Judgement calls:
* /_blog/*.html are the same posts as /blog/YYYY/MM/DD/<slug>/ but on the docs layout; they
  are labelled by their layout (doc-page), not by their content.
* /blog/page/2/ would take the label of the list it paginates (LABELING rule 5), but the
  build rendered it on the docs Layout with nothing in the main column: an auditor meets a
  doc-page shell, so doc-page. Labelling it /blog/ would be the other reading.
* The job descriptions and /careers/ share the no-sidebar Layout; the careers page has its
  own composition (jobs list, team and benefits sections) while the three job pages repeat
  one (title, location, prose, lists): one multi-page label plus a one-off. Keeping the job
  pages inside doc-page (same Layout component, sidebar hidden by front matter) would be
  the other reading; the hidden sidebar makes them full-width pages, a different rendering.
* The /next/ tree duplicates the current docs one for one (the versioning plugin's
  unreleased version); its pages get the labels of their current twins.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ('next',)
RULES = [
    (r'^/(?:next/)?$', 'home'),
    (r'^/404\.html$', 'not-found'),
    (r'^/blog/\d{4}/\d{2}/\d{2}/[^/]+/$', 'blog-post'),
    (r'^/blog/page/\d+/$', 'doc-page'),
    (r'^/_blog/[^/]+\.html$', 'doc-page'),
    (r'^/(?:next/)?careers/job-descriptions/[^/]+\.html$', 'job-description'),
    (r'^/(?:next/)?(?:[a-z-]+\.html|immu(?:db|gw|admin|client)/(?:[a-z-]+\.html)?)$', 'doc-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
