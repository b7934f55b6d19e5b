#!/usr/bin/env python3
"""Ground-truth page-type labels for toddl-dev (toddl.dev, Todd Libby's personal site).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

toddl.dev is the personal site of Todd Libby (GitHub colabottles), a web developer,
accessibility advocate, W3C invited expert and conference speaker: a blog (about 70 posts,
2008-2025, on accessibility, deceptive patterns, conferences, career and life), ~160 tag
pages, the transcripts of his "Front End Nerdery" podcast (three seasons), an events list,
a speaker page, slides, projects, resources, a blogroll, a uses page, links, support, an
accessibility statement and a contact form. It is built with Eleventy 3.1.2 (a heavily
edited eleventy-base-blog: .eleventy.js, _includes/layouts/*.njk, posts/*.md, tags.njk,
tags-list.njk, archive.njk, page-list.njk, sitemap.xml.njk) and deployed on Netlify, whose
netlify.toml runs `eleventy` and publishes _site/. The author also committed his local
_site/ build on branch main between 2019 and 2025; main was later rewritten (the 2026 Astro
rebuild), and the old history survives in the repository only through the pull-request refs
(refs/pull/33..41/head). Saved commit 310082ac ("Update OpenGraph", 2025-10-13 12:24 -0700)
is the last commit that changed _site/, so the build and the sources beside it match.
_site/sitemap.xml comes from sitemap.xml.njk: one <url> per item of collections.all, <loc>
(metadata.url https://toddl.dev/ + page.url) and <lastmod> in a non-ISO "dd LLLL, yyyy"
format; 297 <url>, 297 distinct URLs. The root (index.njk, eleventyExcludeFromCollections)
is not listed. No robots.txt.

Evidence: .eleventy.js, the front matter of every source file (posts/*.md with
posts/posts.json, podcast/*.md, podcast/transcripts/*.md, the page folders' index.md), the
nineteen layout files in _includes/layouts/ (most are whole hand-written pages that extend
layouts/page.njk and hard-code their content), tags.njk / tags-list.njk / archive.njk /
page-list.njk, css/index.css, and the built HTML of every listed URL at the commit (an
outline of <main>'s children: wrapper div class, section/article/header markup), read
before any clustering. Every page except 404.html and the email template goes through
layouts/page.njk (main#main.inner) or base.njk (main.home); <body> has no class.
* /posts/<slug>/ (71), /podcast/transcripts/<guest>/ (44) and /podcast/season-one|two|three/
  (3) -> article: all are `layout: layouts/post.njk`: div.article-container > article >
  header.article__header (h1.page-title, time), section.article__body (the Markdown),
  section.post__likes (the Bluesky likes block) and the bluesky_likes.js script. The
  transcripts and season guides are not in the posts collection and have no tags, but the
  layout and the rendered markup are the blog post's (LABELING rule 4: one layout, one label).
* /tags/<tag>/ (159) -> tag-listing: tags.njk (pagination over collections, size 1):
  page-container > section.article__body > h3 "Tagged ...", ul.postlist (postslist.njk),
  "See all tags" link. /tags/denver/ is listed but its page was written to _site/tags/Denver/
  (the local build ran on a case-insensitive disk and the tags "Denver" and "denver" share a
  folder), so no page is stored for it; it keeps the label its template gives it.
* /a11y/, /support/, /links/, /podcast/, /about/, /slides/ -> info-page: six layout files
  (a11y.njk, support.njk, links.njk, podcast.njk, about.njk, slides.njk) that copy one
  composition with hard-coded text: a wrapper div, section.about > header.article__header >
  h2.article__title, then section.article__body > div.container with prose and link lists
  (about adds a portrait). The wrapper is div.page-container on the first four and
  div.about-container on about and slides; css/index.css gives both classes the same rule
  (grid-column 2/12 and the same responsive reset).
* /blog/ and /resources/ -> card-list-page: blog.njk and resources.njk copy one markup,
  div.page-container > ul.article-list of li.article-list-article cards (a link holding
  span.article-category and h2.article-list-article-title; resources adds an h3.article-meta
  "from ..."): the blog landing lists six recent posts by hand, resources 47 external links.
* /404.html -> not-found (Eleventy's 404 page; netlify.toml sends every miss there).
* One-offs by path: /tags/ (tags-list.njk, a tag cloud), /archives/ (archive.njk: the whole
  posts collection as one postlist inside article.archive-list), /page-list/ (page-list.njk:
  a table of every page URL and title, first page of its pagination), /events/ (upcoming and
  past events and podcast lists), /speaking/ (speaker kit: dl of details, bio, a grid of
  YouTube iframes), /projects/, /uses/, /blogroll/, /contact/ (a form), /emails/subscribed/
  (the Netlify Emails "subscribed" template, a bare HTML e-mail without the site shell,
  listed because it is in collections.all).
Judgement calls:
* Podcast transcripts and season guides share the article label with the blog posts because
  they use post.njk unchanged; reading them as their own content type would give a
  "podcast-transcript" label (and the three season guides, which are only link lists, a
  third one).
* info-page groups six separate layout files because they are copies of one composition (an
  auditor checks the same header, card and list markup on each); about (portrait) and slides
  (a long link list) differ the most. Six one-offs would be the other reading. /speaking/
  is kept apart: it reuses section.about but has no article__header/article__body and adds
  a definition list and an iframe grid.
* card-list-page groups the blog landing with the resources page for the same reason (two
  copies of the article-list card markup); /archives/ is not a tag-listing although it uses
  the same postlist include: it has its own page file, no heading or "all tags" link, and
  lists the whole collection.
* Built but not listed (collect_pages --unlabelled stores them): the home page / and /404/,
  the pages 1-14 of /page-list/, and ~100 leftovers of earlier local builds that the sources
  no longer produce (the local build never emptied _site/): old post slugs and starter posts
  (/posts/firstpost/ ...), numbered fragments under two posts (/posts/<slug>/<n>/), old tag
  pages (/tags/aeadenver/, /tags/Denver/ ...), /recipes/, /reports/lighthouse/, /login/,
  /studio-ama/, /styleguide/, /subscribe/, /unsub/, /friends/, /about/projects/.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/?$', 'home'),
    (r'^/404\.html$', 'not-found'),
    (r'^/posts/[^/]+/$', 'article'),
    (r'^/podcast/transcripts/[^/]+/$', 'article'),
    (r'^/podcast/season-[a-z]+/$', 'article'),
    (r'^/tags/[^/]+/$', 'tag-listing'),
    (r'^/(?:a11y|support|links|podcast|about|slides)/$', 'info-page'),
    (r'^/(?:blog|resources)/$', 'card-list-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
