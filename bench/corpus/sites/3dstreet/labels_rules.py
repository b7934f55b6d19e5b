#!/usr/bin/env python3
"""Ground-truth page-type labels for 3dstreet (3dstreet.org, Docusaurus docs + blog).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md.

3DStreet ("Safer street visualization tools"): the marketing, documentation and blog site of
the 3DStreet browser app for 3D street design (3DStreet LLC). Docusaurus v3.10.0 (classic
preset: docs plugin, theme, sitemap plugin; the blog is @docusaurus/plugin-content-blog wrapped
by the site's own src/plugins/blog-plugin.js, which also adds the "/" route rendered by
src/components/Home; plugin-client-redirects; seven hand-written React pages in src/pages/:
advocacy, bollardbuddy, contact, education, loop, planning, pricing). docusaurus.config.js has
url https://3dstreet.org, baseUrl "/", and the sitemap plugin ignores /loop. The sources live
on branch main of 3DStreet/3dstreet-docs; `docusaurus deploy` pushes the build to branch
gh-pages (CNAME www.3dstreet.com, while every <loc> uses the configured url 3dstreet.org).
Saved commit: gh-pages tip 4fafa542 (2026-06-24, "deploy: e3a01c20", the build of main
e3a01c2); the last deploy that changed sitemap.xml was 48d9493c earlier that day, the blob is
the same at the tip. One sitemap.xml (Docusaurus sitemap plugin: changefreq weekly, priority
0.5, no lastmod), 188 <url>, 188 distinct URLs; robots.txt (allow all, names no sitemap).

Evidence: the built HTML of every listed URL at the saved commit, read from the git snapshot
before any clustering (all 188 have a file: /x -> x/index.html, the build writes folders), and
the generator's sources at e3a01c2 (docusaurus.config.js, src/pages/*.js, the blog plugin).
Docusaurus writes the page's theme component into the class of <html> (plugin id + page kind);
grouped by that class the 188 pages fall into exactly the groups below:
* `blog-wrapper blog-post-page plugin-blog` (BlogPostPage): 31 posts
  /blog/YYYY/MM/DD/<slug> (2023-12-21 ... 2026-06-22; .md and .mdx posts, some with
  embedded video/iframes) -> blog-post.
* `blog-wrapper blog-tags-post-list-page` (BlogTagsPostsPage): 103 /blog/tags/<tag> and the
  second page of the largest tag, /blog/tags/product-update/page/2 (same class and layout,
  with the paginator) -> blog-tag-listing (104 URLs; LABELING rule 5, a paginated page takes
  the label of the list it paginates).
* `blog-wrapper blog-list-page` (BlogListPage): /blog and its pagination /blog/page/2..4
  (blogSidebarCount 20, default 10 posts per page) -> blog-list (LABELING rule 5: paginated
  pages take the label of the list).
* The blog's single pages stay one-off: /blog/tags (blog-tags-list-page, the tag index),
  /blog/archive (BlogArchivePage, html class only "plugin-blog plugin-id-blog"),
  /blog/authors (blog-authors-list-page; no per-author pages are listed).
* `docs-wrapper plugin-docs docs-version-current docs-doc-page docs-doc-id-<id>` (DocItem):
  37 pages under /docs/ including the docs root /docs/ (docId "index") and the section
  folders' leaf pages (3dstreet-editor, about-3dstreet, key-features, managed-street) and
  flat pages (/docs/services, /docs/getting-started, ...) -> doc-page (LABELING rule 6).
  Judgement call: 8 of them render without the right-hand table of contents (no headings or
  hide_table_of_contents); the TOC column is optional in the same DocItem layout, one label.
  The legal pages filed as docs (/docs/about-3dstreet/privacy-policy, terms-and-conditions,
  code-of-conduct, accessibility-report) are doc pages too.
* The same docs classes without a doc id, and a DocCategoryGeneratedIndexPage body
  (generatedIndexPage header + docCardList grid, no article): /docs/category/about-3dstreet
  and /docs/category/key-features (sidebar categories with link type generated-index) ->
  doc-category-index.
* No <html> class (pages outside the docs/blog plugins):
  - / : the blog plugin's extra route rendering src/components/Home (hero, feature blocks,
    the four latest posts) -> home.
  - /advocacy, /planning, /education: three src/pages components (AdvocacyPage,
    PlanningPage, EducationPage, linked together as "Solutions" in the footer) written from
    one skeleton ("Solutions for <audience>"); their built pages have the same section
    sequence (hero with CTA buttons, "Trusted by" logos, "Powerful Tools for ..." feature
    cards, "How ... use 3DStreet", "Case Studies" with quotes, closing "Ready to ...?" CTA)
    and DOM outlines that differ only by an extra quote, a case-study image and, on
    /education, a "See 3DStreet in Action" video section -> solution-page. Judgement call: three source files but one rendered layout, so
    one template to audit; labelled by path they would be three one-offs.
  - /pricing (plan cards with a billing toggle), /contact (contact options, HubSpot form),
    /bollardbuddy (iOS app promo page): layouts of their own -> one-off by path.
* Not in the sitemap but in the build (stored by collect_pages --unlabelled): /loop (ignored
  by the sitemap plugin), /accessibility, 404.html, the client-redirect stubs /docs/pricing
  and /docs/key-features/ai-assistant (meta refresh), and the raw .md copies of the posts
  that staticDirectories ["static", "blog"] publishes at the root. No listed URL is a
  redirect stub or a 404 page, and none lacks a built file.
* Spelling: every listed URL has no trailing slash except the root and /docs/; the build
  answers both forms (folder index.html). No query strings, no language trees.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/blog/\d{4}/\d{2}/\d{2}/[^/]+/?$', 'blog-post'),
    (r'^/blog/tags/[^/]+(?:/page/\d+)?/?$', 'blog-tag-listing'),
    (r'^/blog(?:/page/\d+)?/?$', 'blog-list'),
    (r'^/docs/category/[^/]+/?$', 'doc-category-index'),
    (r'^/docs/(?!category/)(?:[^?]*)$', 'doc-page'),
    (r'^/(?:advocacy|planning|education)/?$', 'solution-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
