#!/usr/bin/env python3
"""Ground-truth page-type labels for clareau-lab (clareaulab.com, the Lareau Lab at MSK).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

clareaulab.com is the website of the Lareau Laboratory for Computational and Systems
Immunology (Caleb Lareau's research group in the Computational and Systems Biology Program
at Memorial Sloan Kettering Cancer Center, New York): lab news, a team page with a profile
page per member (current members, co-mentees and alumni), an automatically updated
publication list, research and reproducibility pages, method/protocol pages (mitochondrial
lineage tracing, barcode multiplets, viral read quantification), the PERFF-seq hub, outreach
and contact. It is built with Jekyll from Greene Lab's "lab-website-template" (repository
clareaulab/clareau-lab-website, sources on branch main: _config.yaml with collections
`members` and `posts`, _layouts/default|member|post|pet.html, _includes/*, _members/*.md,
_posts/*.md, one index.md per page folder; the `_cite` Python step fills
_data/citations.yaml). The GitHub Actions workflow build-site.yaml runs
`JEKYLL_ENV=production bundle exec jekyll build` and deploys _site with
JamesIves/github-pages-deploy-action to branch gh-pages (CNAME clareaulab.com), keeping the
pull-request previews under preview/pr-N/. Saved commit 49749201 is the gh-pages head
(2026-03-26 21:20 UTC, "Deploying to gh-pages from @ clareaulab/clareau-lab-website@00fa52b0").
sitemap.xml is jekyll-sitemap's: 76 <url> (every output page of the collections and pages,
each with the build time as <lastmod>); robots.txt only names the sitemap.

Evidence: _config.yaml (front matter defaults: layout default for pages, member for
_members, post for _posts), the four layouts, the page sources, and the built HTML of all 76
listed URLs at the commit (an outline of <main>: its section.background blocks and their
children), read before any clustering. Every page goes through _layouts/default.html (head,
header with the nav bar and the background image, <main>, footer); <body> has no class.
* /members/<slug>.html (23: PI, postdocs, students, co-mentees, alumni) -> member-profile:
  _layouts/member.html, one section with div.float (portrait-wrapper with photo, name,
  role; a column of link buttons when the member has links) and the bio paragraphs.
* /YYYY/MM/DD/<slug>.html (41 news items 2023-2026) -> news-post: _layouts/post.html, a
  section with h1.center + div.post-info (date, tags), a section with the Markdown body,
  a section with div.post-nav (previous/next).
* /protocols/mitotracing/, /protocols/multiplets/, /protocols/virus/ -> protocol-page: the
  three method pages under /protocols/ (no index page is built) are Markdown pages on the
  default layout that copy one composition: an h2 with a Font Awesome icon, prose, wide
  figures (figure.figure), further h2 sections, code blocks where needed.
* One-offs by path: the root (carousel of group photos under a "Welcome!" heading) -> home;
  /team/ (portrait grids per role), /news/ (post excerpts of all news items, tag search),
  /publications/ (search box + citation list from _data/citations.yaml), /research/
  (cards and column blocks), /reproducibility/ (citation lists grouped by topic),
  /outreach/, /contact/ and /perffseq/ (the PERFF-seq hub: reagent lists, figure, button
  row to the calculator spreadsheet).
Judgement calls:
* /perffseq/ starts like a protocol page (icon heading, prose, a figure) but is a project
  hub with reagent lists and download buttons, outside /protocols/ and linked from the
  header as its own entry: kept a one-off. Reading it as a fourth protocol-page would be the
  other choice.
* Member pages with and without link buttons, or with a one-line vs a long bio, are one
  template (the float block is always there).
* Built but not listed (collect_pages --unlabelled stores them): 404.html and the
  pull-request preview builds under /preview/pr-N/ (copies of the whole site at other
  states, kept by the deploy step).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', 'home'),
    (r'^/members/[^/]+\.html$', 'member-profile'),
    (r'^/\d{4}/\d{2}/\d{2}/[^/]+\.html$', 'news-post'),
    (r'^/protocols/[^/]+/$', 'protocol-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
