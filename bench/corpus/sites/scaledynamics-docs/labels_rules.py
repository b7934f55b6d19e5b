#!/usr/bin/env python3
"""Ground-truth page-type labels for scaledynamics-docs (docs.scaledynamics.com, Docusaurus 2).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

docs.scaledynamics.com is the documentation site of ScaleDynamics (a French
container-as-a-service / cloud-runner platform, "CaaS") and of its OxygenIT API (energy
consumption and carbon footprint of cloud infrastructure), with a small technical blog
(deploying Deno, Drupal, Fastify, NestJS, Next.js, Spring/Kotlin apps on the platform).
It is a Docusaurus v2.3.1 site (<meta name="generator">) with two docs plugin instances,
both versioned: the default instance under /docs/ (version dropdown "CaaS (WIP)" = /docs/next/,
"CaaS v5.4" = current /docs/, and archived 5.3, 5.2, 5.1, 5.0 under /docs/<v>/) and the
"oxygenit" instance under /oxygenit/ (current "OxygenIT v1.1.x" and /oxygenit/next/), the
blog plugin under /blog, Algolia DocSearch with its /search page, and the sitemap plugin.
The sources live in a private GitLab project (ScaleDynamics/prod/docs.scaledynamics.com);
its CI job pushes every build to the public GitHub repository
ScaleDynamics/docs.scaledynamics.com ("Publish <n> from ScaleDynamics/prod/
docs.scaledynamics.com" commits by gitlab-ci@scaledynamics.io), served by GitHub Pages
(CNAME docs.scaledynamics.com). Saved commit d588ddae (2023-12-08, "Publish 860", from GitLab
commit 7723f644 @ master) is the branch head; sitemap.xml last changed in b3e6c7cb
(2023-09-12), the blob is the same at the head. One sitemap.xml from the Docusaurus sitemap
plugin (changefreq weekly, priority 0.5, no lastmod): 278 <url>, 278 distinct URLs, without
trailing slash except version/folder index docs (/docs/5.0/, /oxygenit/providers/ ...) and
the root. No robots.txt. Every listed URL has a built file (/x -> x/index.html); the only
other built page is 404.html.

Evidence: the built HTML of every listed URL at the saved commit, read from the git snapshot
before any clustering. Docusaurus writes the page's theme component into the class of
<html> (wrapper + page kind + plugin id); grouped by that class the 278 pages fall into:
* `docs-wrapper docs-doc-page docs-version-<v> plugin-docs plugin-id-default|oxygenit
  docs-doc-id-<id>` (DocItem, 249 URLs): 229 CaaS doc pages (39 current, 39 next, 40 in 5.3,
  38 in 5.2, 37 in 5.1, 36 in 5.0) and 20 OxygenIT pages (10 current, 10 next) -> doc-page.
  Every one has the docs layout: navbar with the version dropdowns, div.docPage with the
  collapsible doc sidebar (aside.theme-doc-sidebar-container), main.docMainContainer with
  breadcrumbs, version badge, div.theme-doc-markdown body, prev/next pagination-nav and the
  right-hand TOC column. Variants inside the one layout, not labels: the archived and WIP
  versions add the theme-doc-version-banner warning ("This is documentation for ... / This
  is unreleased documentation ..."); 9 pages without headings (runners/delete in every
  version, 5.0 csp/supported, oxygenit/next/release, the stray 5.3 OxygenIT notice) have
  no TOC column; the
  version index docs (/docs/5.0/ ...) and folder index docs (/oxygenit/providers/) are plain
  docs (no generated-index category pages on this site, LABELING rule 6).
* `blog-wrapper blog-post-page` (BlogPostPage): 7 posts /blog/<slug> (blog sidebar "All
  posts", article header with date and author avatar, div.markdown#post-content, tag
  footer, post paginator) -> blog-post.
* `blog-wrapper blog-tags-post-list-page` (BlogTagsPostsPage): 17 tag pages
  /blog/tags/<tag> (blog sidebar, "N posts tagged with X" header, post excerpts as
  article.margin-bottom--xl with footer "Read More") -> blog-tag-listing.
* One-offs by path: /blog (blog-list-page: the 7 post excerpts on one page, no
  pagination), /blog/archive (BlogArchivePage: hero + year columns of post links),
  /blog/tags (blog-tags-list-page: tag index by letter), /search (search-page-wrapper:
  Algolia search form with version selects).
* / -> redirect-stub: the root route is the site's src/pages/index.js, whose whole
  component is `<Redirect to="/docs"/>` (chunk assets/js/1df93b7f.*.js); its built
  index.html is the empty Docusaurus shell (no navbar, no <main>, only the
  base-url-issue banner container and the bundles), and the browser is sent to /docs/ by
  script once the bundle runs.
Judgement calls:
* The root is labelled redirect-stub rather than home: its built page has no content of its
  own and only sends the visitor to /docs/ by script (LABELING rule 8); the page an auditor
  lands on is the current docs index, a doc-page.
* The OxygenIT docs are another plugin instance (other sidebar, other version dropdown) but
  render the same DocItem layout as the CaaS docs: one doc-page label (LABELING rule 4).
  /docs/5.3/oxygenit/introduction, a stray doc kept in the 5.3 CaaS snapshot outside every
  sidebar (a notice that OxygenIT moved), renders the same DocItem without the sidebar,
  breadcrumbs and TOC (docMainContainerEnhanced): still doc-page.
* /blog is kept a one-off although its excerpt list is the tag pages' markup minus the
  "tagged with" header: it is the blog front (BlogListPage), as in the corpus's other
  Docusaurus sites (3dstreet).
* Built but not listed (collect_pages --unlabelled stores it): 404.html (Docusaurus
  NotFound page).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', 'redirect-stub'),
    (r'^/(?:docs|oxygenit)(?:/|$)', 'doc-page'),
    (r'^/blog/tags/[^/]+$', 'blog-tag-listing'),
    (r'^/blog/(?!archive$|tags$)[^/]+$', 'blog-post'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
